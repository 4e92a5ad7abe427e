"""render_many: a batch of 100k in order, errors as values, bounded read-ahead, ids kept."""

from __future__ import annotations

import asyncio
import itertools
from datetime import datetime, timezone
from decimal import Decimal
from typing import Iterator

import pytest

import spoken
from spoken import Spoken

from .test_concurrency import degrees

LOCALES = {"en": "{} degrees Celsius", "de": "{} Grad Celsius", "zh-Hans": "{}摄氏度"}  # numbers.tsv


def test_a_batch_of_100k_in_input_order_with_errors_as_values(binary: str) -> None:
    def requests() -> Iterator[dict]:
        for n in range(100_000):
            if n % 1000 == 999:
                yield {"id": f"bad-{n}", "op": "measure", "value": n, "unit": "celcius"}
            elif n % 3 == 0:
                yield {"op": "measure", "value": n % 100 + 2, "unit": "celsius", "locale": "de"}
            elif n % 3 == 1:
                yield {"op": "measure", "value": n % 100 + 2, "unit": "celsius", "locale": "zh-Hans"}
            else:
                yield {"id": n, "op": "measure", "value": n, "unit": "celsius", "locale": "en"}

    count = 0
    with Spoken(binary=binary) as client:
        for n, (request, result) in enumerate(zip(requests(), client.render_many(requests()))):
            count += 1
            if n % 1000 == 999:
                assert isinstance(result, spoken.UnknownUnit), (n, result)
                assert result.index == n and result.request == request
                assert result.message == "Unknown unit 'celcius': did you mean 'celsius'?"
            elif n % 3 == 2:
                assert result == {"id": n, "text": degrees(n), "locale": "en"}, (n, result)
            else:
                locale = request["locale"]
                assert result == {"text": LOCALES[locale].format(n % 100 + 2), "locale": locale}, (n, result)
    assert count == 100_000


def test_results_stream_with_bounded_read_ahead(binary: str) -> None:
    consumed = 0

    def endless() -> Iterator[dict]:
        nonlocal consumed
        for n in itertools.count():
            consumed += 1
            yield {"op": "rating", "value": n % 6}

    with Spoken(binary=binary) as client:
        results = client.render_many(endless(), batch_size=50)
        first = list(itertools.islice(results, 10))
        assert first[1] == {"text": "1 star", "locale": "en"} and first[5] == {"text": "5 stars", "locale": "en"}
        # At most the window of 8 chunks is read ahead of what was yielded.
        assert consumed <= 8 * 50 + 50
        results.close()
        assert client.rating(2) == "2 stars"  # the abandoned chunks' answers were dropped


def test_client_side_errors_in_a_batch_are_values_and_send_nothing_else(binary: str) -> None:
    rows = [
        {"op": "rating", "value": 1},
        {"op": "measure", "value": float("nan"), "unit": "celsius"},
        "not a request",
        {"op": "date", "instant": datetime(2026, 11, 29, 12, 50, tzinfo=timezone.utc)},
        {"op": "date", "instant": datetime(2026, 11, 29, 12, 50)},
        {"op": "measure", "value": Decimal("2.5"), "unit": "celsius"},
    ]
    with Spoken(binary=binary) as client:
        results = list(client.render_many(rows, batch_size=2))
    assert results[0] == {"text": "1 star", "locale": "en"}
    assert isinstance(results[1], spoken.InvalidNumber) and results[1].index == 1
    assert isinstance(results[2], spoken.InvalidRequest) and results[2].index == 2 and results[2].request is None
    assert results[3] == {"text": "Nov 29, 2026, 12:50\u202fPM", "locale": "en-US"}  # dates.tsv
    assert isinstance(results[4], spoken.InvalidInstant) and results[4].index == 4
    assert results[5] == {"text": "2.5 degrees Celsius", "locale": "en-US"}  # a Decimal, as decimal text


def test_an_empty_batch(binary: str) -> None:
    with Spoken(binary=binary) as client:
        assert list(client.render_many([])) == []
        assert client.pids == []


def test_a_batch_spread_over_a_pool_keeps_its_order(binary: str) -> None:
    with Spoken(binary=binary, processes=3) as client:
        requests = [{"id": n, "op": "measure", "value": n, "unit": "celsius", "locale": "en"} for n in range(10_000)]
        results = list(client.render_many(requests, batch_size=37))
        assert len(client.pids) == 3
    assert results == [{"id": n, "text": degrees(n), "locale": "en"} for n in range(10_000)]


class _InputFailed(Exception):
    pass


def _failing_rows(count: int) -> Iterator[dict]:
    for n in range(count):
        yield {"id": n, "op": "rating", "value": n % 6}
    raise _InputFailed(f"row {count}")


def _rating(n: int) -> dict:
    stars = n % 6
    return {"id": n, "text": f"{stars} star" + ("" if stars == 1 else "s"), "locale": "en"}


@pytest.mark.parametrize("processes", [1, 2])
def test_an_input_that_raises_gets_every_row_it_gave_answered_then_its_exception(binary: str, processes: int) -> None:
    # Row 5,000 raises: the 5,000 rows taken before it are answered (there used to be 3,072),
    # in order, and then the input's own exception is raised.
    results: list = []
    with Spoken(binary=binary, processes=processes) as client:
        with pytest.raises(_InputFailed, match="row 5000"):
            for result in client.render_many(_failing_rows(5_000), batch_size=256):
                results.append(result)
        assert client.rating(2) == "2 stars"  # the pool goes on
    assert results == [_rating(n) for n in range(5_000)]


def test_an_input_that_raises_in_its_first_chunk(binary: str) -> None:
    results: list = []
    with Spoken(binary=binary) as client:
        with pytest.raises(_InputFailed):
            for result in client.render_many(_failing_rows(3), batch_size=256):
                results.append(result)
    assert results == [_rating(n) for n in range(3)]


@pytest.mark.parametrize("kind", ["sync", "async"])
def test_asyncio_an_input_that_raises_gets_every_row_it_gave_answered(binary: str, kind: str) -> None:
    async def rows():  # type: ignore[no-untyped-def]
        for row in _failing_rows(2_000):
            yield row

    async def main() -> list:
        results: list = []
        async with spoken.AsyncSpoken(binary=binary) as client:
            with pytest.raises(_InputFailed, match="row 2000"):
                source = rows() if kind == "async" else _failing_rows(2_000)
                async for result in client.render_many(source, batch_size=100):
                    results.append(result)
        return results

    assert asyncio.run(main()) == [_rating(n) for n in range(2_000)]
