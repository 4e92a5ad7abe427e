"""Threads, asyncio and pools: every response reaches the call that asked for it."""

from __future__ import annotations

import asyncio
import threading

import pytest

import spoken
from spoken import AsyncSpoken, Spoken


def degrees(n: int) -> str:
    """ICU's en full-width celsius for a whole n (numbers.tsv: "25 degrees Celsius", "1 degree
    Celsius"; en groups thousands with commas)."""
    return f"{n:,} degree Celsius" if n == 1 else f"{n:,} degrees Celsius"


def test_degrees_helper_agrees_with_the_golden_rows() -> None:
    from .conftest import golden

    rows = {row[5]: row[-1] for row in golden("numbers.tsv") if row[:5] == ["en", "celsius", "full", "-", "default"]}
    assert rows["25"] == degrees(25) and rows["1"] == degrees(1)


@pytest.mark.parametrize("processes", [1, 3])
def test_eight_threads_of_a_thousand_calls(binary: str, processes: int) -> None:
    failures: list[str] = []
    with Spoken(binary=binary, processes=processes) as client:

        def work(thread: int) -> None:
            for i in range(1000):
                n = thread * 1000 + i  # a value of this thread's own: a crossed response shows
                try:
                    if i % 4 == 3:
                        got = client.render({"id": f"t{thread}-{i}", "op": "measure", "value": n, "unit": "celsius", "locale": "en"})
                        if got != {"id": f"t{thread}-{i}", "text": degrees(n), "locale": "en"}:
                            failures.append(f"{thread}/{i}: {got}")
                    elif i % 4 == 2:
                        try:
                            client.measure(n, "celcius")
                            failures.append(f"{thread}/{i}: no error")
                        except spoken.UnknownUnit as error:
                            if error.request["value"] != n:
                                failures.append(f"{thread}/{i}: error for {error.request}")
                    else:
                        got = client.measure(n, "celsius", locale="en")
                        if got != degrees(n):
                            failures.append(f"{thread}/{i}: {got!r}")
                except Exception as error:  # noqa: BLE001 (reported below)
                    failures.append(f"{thread}/{i}: {error!r}")

        threads = [threading.Thread(target=work, args=(t,)) for t in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len(client.pids) == processes
    assert not failures, failures[:5]


@pytest.mark.parametrize("processes", [1, 2])
def test_a_thousand_concurrent_asyncio_calls(binary: str, processes: int) -> None:
    async def main() -> None:
        async with AsyncSpoken(binary=binary, processes=processes) as client:
            results = await asyncio.gather(
                *(client.measure(n, "celsius", locale="en") for n in range(1000)),
                *(client.measure(n, "celcius") for n in range(100)),
                return_exceptions=True,
            )
            assert results[:1000] == [degrees(n) for n in range(1000)]
            assert all(isinstance(e, spoken.UnknownUnit) and e.request["value"] == n for n, e in enumerate(results[1000:]))
            assert await client.render({"id": 5, "op": "rating", "value": 3, "locale": "zh-Hans"}) == {
                "id": 5, "text": "3星", "locale": "zh-Hans"
            }

    asyncio.run(main())


def test_async_render_many_streams_sync_and_async_iterables(binary: str) -> None:
    async def rows():  # type: ignore[no-untyped-def]
        for n in range(3000):
            yield {"op": "measure", "value": n, "unit": "celsius" if n % 100 else "celcius", "locale": "en"}

    async def main() -> None:
        async with AsyncSpoken(binary=binary) as client:
            results = [r async for r in client.render_many(rows(), batch_size=100)]
            assert len(results) == 3000
            for n, result in enumerate(results):
                if n % 100:
                    assert result == {"text": degrees(n), "locale": "en"}
                else:
                    assert isinstance(result, spoken.UnknownUnit) and result.index == n
            plain = [r async for r in client.render_many([{"op": "rating", "value": 1}])]
            assert plain == [{"text": "1 star", "locale": "en"}]

    asyncio.run(main())


def test_cancelled_calls_leave_the_client_usable(binary: str) -> None:
    async def main() -> None:
        async with AsyncSpoken(binary=binary) as client:
            tasks = [asyncio.ensure_future(client.measure(n, "celsius")) for n in range(200)]
            await asyncio.sleep(0)
            for task in tasks[::2]:
                task.cancel()
            done = await asyncio.gather(*tasks, return_exceptions=True)
            assert all(isinstance(d, (str, asyncio.CancelledError)) for d in done)
            assert await client.measure(25, "celsius") == degrees(25)

    asyncio.run(main())


def test_one_client_from_many_threads_with_batches_and_calls(binary: str) -> None:
    failures: list[str] = []
    with Spoken(binary=binary, processes=2) as client:

        def batch(offset: int) -> None:
            requests = ({"id": offset + n, "op": "measure", "value": offset + n, "unit": "celsius", "locale": "en"} for n in range(5000))
            for n, result in enumerate(client.render_many(requests, batch_size=64)):
                if result != {"id": offset + n, "text": degrees(offset + n), "locale": "en"}:
                    failures.append(f"batch {offset}: {result}")

        def calls() -> None:
            for n in range(500):
                if client.rating(n % 6) != (f"{n % 6} star" if n % 6 == 1 else f"{n % 6} stars"):
                    failures.append(f"call {n}")

        threads = [threading.Thread(target=batch, args=(k * 100_000,)) for k in range(3)]
        threads += [threading.Thread(target=calls) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert not failures, failures[:5]
