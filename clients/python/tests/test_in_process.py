"""``Spoken(in_process=True)``: the renderer loaded from ``libSpokenRenderC.so`` (beside the binary
under test, or ``SPOKEN_LIB``) answers as the coprocess does. Expected results come from the
coprocess (the binary's own answers) and from ``render --describe``'s examples, never from the
in-process path itself."""

from __future__ import annotations

import asyncio
import json
import subprocess
import threading
from pathlib import Path
from typing import Any

import pytest

from spoken import (
    AsyncSpoken,
    InvalidCatalog,
    InvalidLocale,
    Spoken,
    SpokenBinaryNotFound,
    SpokenError,
    SpokenProcessError,
    UnknownTimeZone,
    UnknownUnit,
    UnreadableCatalog,
    ops,
)
from spoken._inprocess import LIBRARY_NAME, find_library

from .conftest import REPO

ORDER_LIST = REPO / "Examples" / "OrderList" / "l10n"


@pytest.fixture(scope="module")
def library(binary: str) -> str:
    """The library under test: SPOKEN_LIB, or beside the binary (missing fails, never skips)."""
    return find_library(None, binary)


@pytest.fixture
def inproc(library: str) -> Any:
    with Spoken(in_process=True, library=library) as client:
        yield client


def examples(binary: str) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    described = json.loads(subprocess.run(
        [binary, "render", "--describe"], capture_output=True, text=True, check=True).stdout)
    return [
        (op["name"], op["example"]["request"], op["example"]["response"])
        for op in described["ops"]
    ]


def test_library_found_beside_the_binary(binary: str, library: str) -> None:
    assert Path(library).name == LIBRARY_NAME
    with Spoken(in_process=True, binary=binary) as client:
        assert client.library == library
        assert client.pids == []  # no coprocess


def test_every_describe_example_as_the_coprocess_answers(binary: str, inproc: Spoken) -> None:
    cases = examples(binary)
    assert len(cases) >= 15
    with Spoken(binary=binary) as coprocess:
        for name, request, response in cases:
            ours = inproc.render(request)
            assert ours == coprocess.render(request), name
            assert ours == response, name  # the declaration's own example
        requests = [request for _, request, _ in cases]
        assert list(inproc.render_many(requests)) == list(coprocess.render_many(requests))


def test_methods_and_markup_as_the_coprocess(binary: str, inproc: Spoken) -> None:
    with Spoken(binary=binary) as coprocess:
        for client in (inproc, coprocess):
            assert client.measure(25, "celsius", locale="de") == "25 Grad Celsius"
        assert inproc.duration(4527, markup=True) == coprocess.duration(4527, markup=True)
        assert inproc.announce("label.timeRemaining", remaining=4500) == coprocess.announce(
            "label.timeRemaining", remaining=4500)
        assert inproc.check("56m remaining") == coprocess.check("56m remaining")


def test_order_list_cells_as_the_coprocess(binary: str, library: str) -> None:
    cells = [
        ops.cell(
            ops.message("order.from", restaurant="Burger Barn"),
            ops.message("order.items", count=count),
            ops.money("29.21", "USD"),
            ops.message("order.arrives", eta=eta),
            ops.message("order.rated", stars=None),
            locale=locale,
        )
        for locale in ("en", "ru", "pl", "ar", "ja")
        for count, eta in ((1, 300), (2, 5400), (21, 4500))
    ]
    with Spoken(binary=binary, catalog=ORDER_LIST) as coprocess:
        expected = [result["text"] for result in coprocess.render_many(cells)]  # type: ignore[index]
    with Spoken(in_process=True, library=library, catalog=ORDER_LIST) as client:
        assert [result["text"] for result in client.render_many(cells)] == expected  # type: ignore[index]
        assert [client.render(cell)["text"] for cell in cells] == expected
        # Batches larger than a chunk, rendered on the worker thread while the next is built.
        many = cells * 40
        assert [result["text"] for result in client.render_many(many, batch_size=64)] == expected * 40  # type: ignore[index]


def test_errors_are_typed(inproc: Spoken) -> None:
    with pytest.raises(UnknownUnit) as caught:
        inproc.measure(25, "celcius")
    assert caught.value.message == "Unknown unit 'celcius': did you mean 'celsius'?"
    assert caught.value.request == {"op": "measure", "value": 25, "unit": "celcius"}
    with pytest.raises(UnknownTimeZone):
        inproc.date(0, time_zone="Mars/Olympus")
    with pytest.raises(TypeError, match="did you mean 'unit'"):
        inproc.measure(25, "celsius", unti="x")  # type: ignore[call-arg]


def test_bad_rows_in_a_batch_are_values(inproc: Spoken) -> None:
    results = list(inproc.render_many([
        ops.measure(1, "celsius"), {"op": "nope"}, ops.measure(2, "celcius"), {"value": float("nan")},
        ops.measure(3, "celsius"),
    ]))
    assert results[0] == {"text": "1 degree Celsius", "locale": "en-US"}
    assert [type(r).__name__ for r in results[1:4]] == ["UnknownOp", "UnknownUnit", "InvalidNumber"]
    assert [r.index for r in results[1:4]] == [1, 2, 3]  # type: ignore[union-attr]
    assert results[4] == {"text": "3 degrees Celsius", "locale": "en-US"}


def test_bad_lines_are_reported_with_their_numbers(inproc: Spoken) -> None:
    # Lines as a coprocess would read them: a bad one is answered with its line number and the
    # rest goes on.
    direct = inproc._direct
    assert direct is not None
    responses = direct.lines([b"nonsense", b'{"id":7,"op":"measure","value":1,"unit":"celsius"}', b'{"op":'])
    assert responses[0]["error"]["code"] == "malformed-json"
    assert responses[0]["error"]["line"] == 1
    assert responses[1] == {"id": 7, "text": "1 degree Celsius", "locale": "en-US"}
    assert responses[2]["error"]["line"] == 3
    assert direct.one(b'{"op":"measure","value":1,"unit":"celsius","extra":1}')["error"]["code"] == "unknown-field"
    assert direct.one(b"\xff\xfe")["error"]["code"] == "invalid-utf8"


def test_bad_options_raise_typed_errors_at_once(library: str, tmp_path: Path) -> None:
    with pytest.raises(InvalidLocale, match="'!!'"):
        Spoken(in_process=True, library=library, locale="!!")
    with pytest.raises(UnknownTimeZone):
        Spoken(in_process=True, library=library, time_zone="Mars/Olympus")
    with pytest.raises(UnreadableCatalog, match="missing"):
        Spoken(in_process=True, library=library, catalog=tmp_path / "missing")
    (tmp_path / "de.arb").write_text('{"@@locale": "de", "rotor.headlines": ""}', encoding="utf-8")
    with pytest.raises(InvalidCatalog, match=r"\[empty-message\]"):
        Spoken(in_process=True, library=library, catalog=tmp_path)
    with pytest.raises(SpokenBinaryNotFound, match="does not exist"):
        Spoken(in_process=True, library=tmp_path / LIBRARY_NAME)
    with pytest.raises(ValueError, match="processes"):
        Spoken(in_process=True, library=library, processes=2)


def test_one_catalog_per_process(library: str, tmp_path: Path) -> None:
    (tmp_path / "de.arb").write_text('{"@@locale": "de", "rotor.headlines": "Meine"}', encoding="utf-8")
    with Spoken(in_process=True, library=library, catalog=tmp_path, locale="de") as client:
        assert client.rotor("headlines").name == "Meine"
        with pytest.raises(ValueError, match="same catalog"):
            Spoken(in_process=True, library=library)
        with Spoken(in_process=True, library=library, catalog=tmp_path, locale="de") as other:
            assert other.rotor("headlines").name == "Meine"
    # Closed: another catalog (here none, the shipped words) may be loaded.
    with Spoken(in_process=True, library=library, locale="de") as client:
        assert client.rotor("headlines").name != "Meine"


def test_reload(library: str, tmp_path: Path) -> None:
    path = tmp_path / "de.arb"
    path.write_text('{"@@locale": "de", "rotor.headlines": "A"}', encoding="utf-8")
    with Spoken(in_process=True, library=library, catalog=tmp_path, locale="de") as client:
        assert client.rotor("headlines").name == "A"
        path.write_text('{"@@locale": "de", "rotor.headlines": "B"}', encoding="utf-8")
        client.reload()
        assert client.rotor("headlines").name == "B"
        path.write_text('{"@@locale": "de", "rotor.headlines": "\\u202eB"}', encoding="utf-8")
        with pytest.raises(InvalidCatalog) as caught:
            client.reload()
        assert "[invisible-char]" in caught.value.message
        assert caught.value.message.endswith("refused; the catalogs in use stay [invalid-catalog]")
        assert client.rotor("headlines").name == "B"
    with Spoken(in_process=True, library=library) as client, pytest.raises(ValueError, match="catalog="):
        client.reload()


def test_threads_share_one_client(inproc: Spoken) -> None:
    expected = [f"{t} degrees Celsius" for t in range(2, 50)]
    failures: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(5):
                assert [inproc.measure(t, "celsius") for t in range(2, 50)] == expected
                got = [r["text"] for r in inproc.render_many(ops.measure(t, "celsius") for t in range(2, 50))]  # type: ignore[index]
                assert got == expected
        except BaseException as error:  # noqa: BLE001 - reported below
            failures.append(error)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []


def test_closed_client_refuses(library: str) -> None:
    client = Spoken(in_process=True, library=library)
    assert client.rating(3) == "3 stars"
    client.close()
    with pytest.raises(SpokenProcessError, match="closed"):
        client.rating(3)
    client.close()  # twice is fine


def test_async_in_process(binary: str, library: str) -> None:
    async def main() -> tuple[list[str], list[Any], str]:
        async with AsyncSpoken(in_process=True, library=library) as client:
            texts = await asyncio.gather(*(client.measure(t, "celsius") for t in range(20)))
            results = [r async for r in client.render_many([ops.measure(1, "celsius"), {"op": "nope"}] * 300)]
            with pytest.raises(UnknownUnit):
                await client.measure(1, "celcius")
            return list(texts), results, await client.rating(4)

    texts, results, rating = asyncio.run(main())
    with Spoken(binary=binary) as coprocess:
        assert texts == [coprocess.measure(t, "celsius") for t in range(20)]
    assert len(results) == 600
    assert results[0] == {"text": "1 degree Celsius", "locale": "en-US"}
    assert isinstance(results[1], SpokenError) and results[1].code == "unknown-op"
    assert rating == "4 stars"


def test_forked_child_renders(library: str) -> None:
    import os

    with Spoken(in_process=True, library=library) as client:
        assert [r["text"] for r in client.render_many([ops.rating(1)] * 40)] == ["1 star"] * 40  # type: ignore[index]
        pid = os.fork()
        if pid == 0:  # the child: its own worker thread for batches
            ok = [r["text"] for r in client.render_many([ops.rating(2)] * 40)] == ["2 stars"] * 40  # type: ignore[index]
            os._exit(0 if ok and client.rating(3) == "3 stars" else 1)
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0


def test_a_batch_given_up_half_way_is_collected(inproc: Spoken) -> None:
    results = inproc.render_many(ops.rating(n % 5 + 1) for n in range(2_000))
    assert next(results)["text"] == "1 star"  # type: ignore[index]
    results.close()  # the chunks in flight are collected, none is left behind
    assert inproc._direct is not None and inproc._direct._tickets == {}
    assert inproc.rating(2) == "2 stars"
