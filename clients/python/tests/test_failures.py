"""A coprocess that dies, hangs or breaks the protocol: typed errors, never a hang, never a bare
JSONDecodeError; the next call runs on a fresh coprocess."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from typing import Callable

import pytest

import spoken
from spoken import AsyncSpoken, Spoken

from .test_concurrency import degrees

# A stand-in answering every request with its id: `{"id":N,"text":"ok",…}`.
ECHO = r"""
n=0
while read -r line; do
  id=$(printf '%s' "$line" | sed 's/^{"id":\([0-9]*\).*/\1/')
  n=$((n + 1))
  {ANSWER}
done
"""


def echo(answer: str = 'printf \'{"id":%s,"text":"ok","locale":"en"}\\n\' "$id"') -> str:
    return ECHO.replace("{ANSWER}", answer)


def wait_for(condition: Callable[[], bool], seconds: float = 10) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "condition not reached"
        time.sleep(0.01)


def test_a_killed_coprocess_fails_its_requests_in_flight_and_the_next_call_succeeds(binary: str) -> None:
    with Spoken(binary=binary) as client:
        assert client.measure(25, "celsius") == degrees(25)
        [pid] = client.pids
        os.kill(pid, signal.SIGSTOP)  # so that requests are surely in flight when it dies
        outcomes: list[object] = []

        def call(n: int) -> None:
            try:
                outcomes.append(client.measure(n, "celsius"))
            except Exception as error:  # noqa: BLE001
                outcomes.append(error)

        threads = [threading.Thread(target=call, args=(n,)) for n in range(4)]
        for thread in threads:
            thread.start()
        time.sleep(0.3)
        os.kill(pid, signal.SIGKILL)
        for thread in threads:
            thread.join(10)
        assert len(outcomes) == 4
        for error in outcomes:
            assert isinstance(error, spoken.SpokenProcessError), error
            assert "was killed by SIGKILL" in error.message and error.returncode == -signal.SIGKILL
            assert error.request is not None and error.request["op"] == "measure"
        assert client.measure(26, "celsius") == degrees(26)
        assert client.pids != [pid]


def test_a_coprocess_killed_mid_batch_turns_its_rows_into_errors_and_the_batch_goes_on(binary: str) -> None:
    with Spoken(binary=binary) as client:
        requests = ({"op": "measure", "value": n, "unit": "celsius", "locale": "en"} for n in range(20_000))
        results = []
        for n, result in enumerate(client.render_many(requests, batch_size=100)):
            if n == 1000:
                os.kill(client.pids[0], signal.SIGKILL)
            results.append(result)
        assert len(results) == 20_000
        failed = [n for n, r in enumerate(results) if isinstance(r, spoken.SpokenProcessError)]
        assert failed and failed[0] >= 1000
        assert all(results[n].index == n and results[n].request["value"] == n for n in failed)
        ok = [n for n, r in enumerate(results) if not isinstance(r, spoken.SpokenError)]
        assert len(ok) + len(failed) == 20_000 and ok[-1] == 19_999
        assert all(results[n] == {"text": degrees(n), "locale": "en"} for n in ok)


def test_garbage_on_stdout_is_a_process_error_not_a_json_error(fake_binary) -> None:  # type: ignore[no-untyped-def]
    with Spoken(binary=fake_binary("read -r line; echo 'Segmentation fault'; sleep 5\n")) as client:
        with pytest.raises(spoken.SpokenProcessError, match="not JSON: b'Segmentation fault") as raised:
            client.measure(1, "celsius")
        assert not isinstance(raised.value.__cause__, json.JSONDecodeError)


def test_a_wrong_id_is_a_protocol_error(fake_binary) -> None:  # type: ignore[no-untyped-def]
    script = echo('printf \'{"id":%s,"text":"ok","locale":"en"}\\n\' "$((id + 1))"')
    with Spoken(binary=fake_binary(script)) as client:
        with pytest.raises(spoken.SpokenProcessError, match="answered id 2 where id 1 was due"):
            client.measure(1, "celsius")


def test_a_hung_coprocess_times_out_and_is_restarted(fake_binary) -> None:  # type: ignore[no-untyped-def]
    with Spoken(binary=fake_binary("sleep 60\n"), timeout=0.5) as client:
        start = time.monotonic()
        with pytest.raises(spoken.SpokenTimeoutError, match="within 0.5 s"):
            client.measure(1, "celsius")
        assert time.monotonic() - start < 3
        wait_for(lambda: client.pids == [])  # killed: it had answered nothing
        with pytest.raises(spoken.SpokenTimeoutError):
            client.measure(1, "celsius", timeout=0.2)
        results = list(client.render_many([{"op": "rating", "value": 1}] * 3, timeout=0.3))
        assert all(isinstance(r, spoken.SpokenTimeoutError) for r in results)
        assert "answered nothing for 0.3 s" in results[0].message
        assert time.monotonic() - start < 10


def test_a_hung_coprocess_times_out_in_asyncio(fake_binary) -> None:  # type: ignore[no-untyped-def]
    async def main() -> None:
        async with AsyncSpoken(binary=fake_binary("sleep 60\n"), timeout=0.3) as client:
            with pytest.raises(spoken.SpokenTimeoutError):
                await client.measure(1, "celsius")
            results = [r async for r in client.render_many([{"op": "rating", "value": 1}] * 3)]
            assert all(isinstance(r, spoken.SpokenTimeoutError) for r in results)

    import asyncio

    asyncio.run(main())


def test_a_coprocess_that_cannot_start_says_why(binary: str) -> None:
    with Spoken(binary=binary, locale="xx") as client:
        with pytest.raises(spoken.SpokenProcessError) as raised:
            client.measure(1, "celsius")
        error = raised.value
        assert error.returncode == 64 and "Invalid locale 'xx'" in error.message
        with pytest.raises(spoken.SpokenProcessError, match="Invalid locale 'xx'"):
            list(client.render_many([{"op": "rating", "value": 1}] * 10))


def test_a_coprocess_that_dies_after_two_answers(fake_binary) -> None:  # type: ignore[no-untyped-def]
    script = echo('[ "$n" -gt 2 ] && { echo "Fatal error: boom" >&2; exit 3; }; printf \'{"id":%s,"text":"ok","locale":"en"}\\n\' "$id"')
    with Spoken(binary=fake_binary(script)) as client:
        assert client.render({"op": "x"}) == {"text": "ok", "locale": "en"}
        assert client.render({"op": "x"}) == {"text": "ok", "locale": "en"}
        with pytest.raises(spoken.SpokenProcessError) as raised:
            client.render({"op": "x"})
        assert raised.value.returncode == 3 and raised.value.message.endswith("exited with status 3: Fatal error: boom")
        assert client.render({"op": "x", "id": "again"}) == {"id": "again", "text": "ok", "locale": "en"}


def test_a_closed_client_refuses_calls(binary: str) -> None:
    client = Spoken(binary=binary)
    assert client.rating(1) == "1 star"
    client.close()
    with pytest.raises(spoken.SpokenProcessError, match="closed"):
        client.rating(1)


def test_a_forked_child_gets_its_own_coprocess(binary: str) -> None:
    with Spoken(binary=binary) as client:
        assert client.rating(2) == "2 stars"
        parent_pids = client.pids
        read, write = os.pipe()
        child = os.fork()
        if child == 0:  # pragma: no cover (the child reports through the pipe)
            try:
                ok = client.rating(3) == "3 stars" and client.pids != parent_pids
                os.write(write, b"ok" if ok else b"bad")
            finally:
                os._exit(0)
        os.close(write)
        assert os.read(read, 16) == b"ok"
        os.waitpid(child, 0)
        assert client.rating(4) == "4 stars" and client.pids == parent_pids


def test_a_client_dropped_without_close_lets_its_coprocesses_exit(binary: str) -> None:
    import gc

    client = Spoken(binary=binary)
    assert client.rating(1) == "1 star"
    [pid] = client.pids
    import weakref

    collected = weakref.ref(client)
    del client
    gc.collect()
    assert collected() is None  # nothing else holds the client: its finalizer has run

    def gone() -> bool:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        try:
            with open(f"/proc/{pid}/stat") as stat:  # exited, not yet reaped by its reader thread
                return stat.read().split(") ")[1].startswith("Z")
        except (ProcessLookupError, FileNotFoundError):  # reaped between the two looks
            return True

    wait_for(gone, seconds=60)  # generous: the machine may be loaded
