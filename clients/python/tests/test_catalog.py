"""``catalog=`` (``render --catalog``) and ``reload()`` (SIGHUP) against the real binary: a
backend's own keys and translators' fixes are served, checked as ``spoken lint`` checks them, and
reloaded without a restart. Expected words are the ones the test writes into its catalog files."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import pytest

from spoken import AsyncSpoken, InvalidCatalog, Spoken, SpokenProcessError, UnreadableCatalog

from .conftest import REPO


def write_de(directory: Path, headlines: str, unread: str = "Ungelesen") -> Path:
    """``de.arb`` with the two rotor names, replaced whole (a reload never reads half a file)."""
    path = directory / "de.arb"
    temporary = directory / ".de.arb.tmp"
    temporary.write_text(
        json.dumps({"@@locale": "de", "rotor.headlines": headlines, "rotor.unread": unread}, ensure_ascii=False),
        encoding="utf-8",
    )
    os.replace(temporary, path)
    return path


def shipped(locale: str, key: str) -> str:
    return json.loads((REPO / "l10n" / f"{locale}.arb").read_text(encoding="utf-8"))[key]


def test_catalog_directory_and_file(binary: str, tmp_path: Path) -> None:
    path = write_de(tmp_path, "Meine Schlagzeilen")
    for catalog in (tmp_path, path, str(path)):
        with Spoken(locale="de", catalog=catalog, binary=binary) as client:
            assert client.rotor("headlines").name == "Meine Schlagzeilen"
            # Keys the file does not have come from the shipped catalog.
            assert client.rotor("headlines", locale="fr").name == shipped("fr", "rotor.headlines")


def test_catalog_with_errors_does_not_start(binary: str, tmp_path: Path) -> None:
    write_de(tmp_path, "")  # an empty message: lint's empty-message error
    with Spoken(locale="de", catalog=tmp_path, binary=binary) as client:
        with pytest.raises(SpokenProcessError) as caught:
            client.rotor("headlines")
    assert caught.value.returncode == 1
    assert "de.arb:1:40: error: " in caught.value.stderr
    assert "[empty-message]" in caught.value.stderr


def test_reload(binary: str, tmp_path: Path) -> None:
    write_de(tmp_path, "A-Schlagzeilen")
    with Spoken(locale="de", catalog=tmp_path, processes=2, binary=binary) as client:
        # Not started yet: nothing to reload (a coprocess reads the catalog when it starts).
        client.reload()
        assert {client.rotor("headlines").name for _ in range(2)} == {"A-Schlagzeilen"}
        assert len(client.pids) == 2
        pids = client.pids

        write_de(tmp_path, "B-Schlagzeilen")
        client.reload()
        assert {client.rotor("headlines").name for _ in range(4)} == {"B-Schlagzeilen"}

        # A translator's mistake: refused with lint's words; both coprocesses keep B.
        write_de(tmp_path, "\u202eB")
        with pytest.raises(InvalidCatalog) as caught:
            client.reload()
        assert caught.value.code == "invalid-catalog"
        assert "de.arb:1:40: error: " in caught.value.message
        assert "[invisible-char]" in caught.value.message
        assert caught.value.message.endswith("refused; the catalogs in use stay [invalid-catalog]")
        assert {client.rotor("headlines").name for _ in range(4)} == {"B-Schlagzeilen"}

        (tmp_path / "de.arb").unlink()
        tmp_path.rmdir()
        with pytest.raises(UnreadableCatalog) as unreadable:
            client.reload()
        assert f"Cannot read '{tmp_path}'" in unreadable.value.message
        assert client.rotor("headlines").name == "B-Schlagzeilen"
        assert client.pids == pids  # reloads never restart a coprocess


def test_reload_new_coprocess_before_any_answer(binary: str, tmp_path: Path) -> None:
    write_de(tmp_path, "A")
    with Spoken(locale="de", catalog=tmp_path, binary=binary) as client:
        # A coprocess that has not answered yet may not handle SIGHUP: reload waits for it.
        client._pool.get()
        write_de(tmp_path, "B")
        client.reload()
        assert client.rotor("headlines").name == "B"


def test_reload_needs_a_catalog(client: Spoken) -> None:
    with pytest.raises(ValueError, match="catalog="):
        client.reload()


def test_async_reload(binary: str, tmp_path: Path) -> None:
    async def main() -> None:
        write_de(tmp_path, "A")
        async with AsyncSpoken(locale="de", catalog=tmp_path, processes=2, binary=binary) as client:
            client._pool.get(0)  # started, not yet answered
            await client.reload()
            write_de(tmp_path, "B")
            await client.reload()
            names = await asyncio.gather(*(client.rotor("headlines") for _ in range(4)))
            assert {rotor.name for rotor in names} == {"B"}
            write_de(tmp_path, "")
            with pytest.raises(InvalidCatalog, match=r"\[empty-message\]"):
                await client.reload()
            assert (await client.rotor("headlines")).name == "B"

    asyncio.run(main())


def test_duration_and_money_arguments(binary: str, tmp_path: Path) -> None:
    """A ``timedelta`` and ``Money`` pass as message arguments: the catalog's words around them,
    the values spoken as ``duration()`` and ``money()`` speak them (ICU's golden words)."""
    from datetime import timedelta
    from decimal import Decimal

    from spoken import InvalidDuration, Money, UnknownCurrency

    from .conftest import golden

    def words(table: str, locale: str, value: str, column: int, **where: str) -> str:
        rows = golden(table)
        if table == "durations.tsv":
            return next(r[7] for r in rows if r[0] == locale and r[5] == value and r[1:5] == ["full", "day,hour,minute,second", "-", "nearest"])
        return next(r[column] for r in rows if r[0] == "money" and r[1] == locale and r[2] == "spoken" and r[3] == "standard" and r[4] == where["options"] and r[5] == value)

    messages = {"@@locale": "en", "trip.eta": "Arrives in {eta}", "cart.total": "Total: {price}"}
    for key in ("trip.eta", "cart.total"):
        messages[f"@{key}"] = {"description": "A test message."}
    (tmp_path / "en.arb").write_text(json.dumps(messages), encoding="utf-8")
    with Spoken(catalog=tmp_path, binary=binary) as client:
        eta = client.announce("trip.eta", eta=timedelta(hours=1, minutes=15, seconds=27)).text
        assert eta == "Arrives in " + words("durations.tsv", "en", "4527", 7)
        total = client.announce("cart.total", price=Money(Decimal("42.50"), "usd")).text
        assert total == "Total: " + words("money.tsv", "en", "42.50", 7, options="currency=USD")
        assert client.announce("cart.total", price=Money("42.50", "USD")).text == total
        with pytest.raises(InvalidDuration):
            client.announce("trip.eta", eta=timedelta(seconds=-5))
        with pytest.raises(UnknownCurrency):
            client.announce("cart.total", price=Money("1", "USX"))


def test_duration_and_relative_placeholders(binary: str, tmp_path: Path) -> None:
    """Placeholders the catalog types ``duration`` and ``relative``: seconds spoken with the
    placeholder's options, a ``RelativeTime`` or an instant seen from ``now`` (ICU's golden words
    in the catalog's own text)."""
    from datetime import datetime, timezone

    from spoken import InvalidArgumentType, InvalidOption, RelativeTime

    from .conftest import golden

    two_units_up = next(
        r[7] for r in golden("durations.tsv")
        if r[:6] == ["en", "full", "day,hour,minute,second", "2", "up", "4527"])
    relative = {(r[0], r[4], r[5]): r[6] for r in golden("relative.tsv") if r[1] == "en" and r[2] == "auto" and r[3] == "none"}
    messages = {
        "@@locale": "en",
        "trip.eta": "Arrives in {eta}",
        "@trip.eta": {"description": "A test message.", "placeholders": {"eta": {
            "type": "duration", "optionalParameters": {"maxUnits": 2, "rounding": "up"}}}},
        "post.published": "Published {published}",
        "@post.published": {"description": "A test message.", "placeholders": {"published": {"type": "relative"}}},
    }
    (tmp_path / "en.arb").write_text(json.dumps(messages), encoding="utf-8")
    now = datetime.fromtimestamp(1_795_956_600, tz=timezone.utc)
    hour_ago = datetime.fromtimestamp(1_795_953_000, tz=timezone.utc)
    with Spoken(catalog=tmp_path, binary=binary) as client:
        assert client.announce("trip.eta", eta=4527).text == "Arrives in " + two_units_up
        assert client.announce("trip.eta", eta="1:15:27").text == "Arrives in " + two_units_up
        published = client.announce("post.published", published=RelativeTime(-2, "hour")).text
        assert published == "Published " + relative[("value", "hour", "-2")]
        seen = client.announce("post.published", published=hour_ago, now=now).text
        assert seen == "Published " + relative[("instant", "hour", "-1")]
        with pytest.raises(InvalidOption):
            client.announce("post.published", published=RelativeTime(-2, "fortnight"))
        with pytest.raises(InvalidArgumentType):
            client.announce("post.published", published=7200)


def interval_golden(styles: str, end: str) -> str:
    """intervals.tsv's words (gen_intervals.c) for en-US in UTC from 2026-04-03T13:00:00Z."""
    from .conftest import GOLDEN

    for line in (GOLDEN / "intervals.tsv").read_text(encoding="utf-8").splitlines():
        row = line.split("\t")
        if row[:6] == ["styles", "en-US", "UTC", styles, "1775221200000", end]:
            return row[7]
    return "missing golden row"


def test_interval_argument(binary: str, tmp_path: Path) -> None:
    """An ``interval`` placeholder takes a tuple of two aware datetimes or a dict of start and end."""
    from datetime import datetime, timezone

    (tmp_path / "en.arb").write_text(
        json.dumps(
            {
                "@@locale": "en",
                "t.open": "Open {hours}",
                "@t.open": {"placeholders": {"hours": {"type": "interval"}}},
            }
        ),
        encoding="utf-8",
    )
    start = datetime(2026, 4, 3, 13, 0, tzinfo=timezone.utc)
    end = datetime(2026, 4, 3, 14, 30, tzinfo=timezone.utc)
    expected = "Open " + interval_golden("medium,short", "1775226600000")
    with Spoken(locale="en-US", catalog=tmp_path, binary=binary) as client:
        assert client.announce("t.open", hours=(start, end)).text == expected
        assert client.announce("t.open", hours={"start": start, "end": "2026-04-03T14:30:00Z"}).text == expected


def test_list_argument(binary: str, tmp_path: Path) -> None:
    """A ``list`` placeholder takes a Python list of strings, joined as ICU joins it (lists.tsv)."""
    from .conftest import GOLDEN

    (tmp_path / "en.arb").write_text(
        json.dumps(
            {
                "@@locale": "en",
                "t.either": "Ask {people}",
                "@t.either": {"placeholders": {"people": {"type": "list", "optionalParameters": {"style": "or"}}}},
            }
        ),
        encoding="utf-8",
    )
    rows = [line.split("\t") for line in (GOLDEN / "lists.tsv").read_text(encoding="utf-8").splitlines()]
    words = next(row[3] for row in rows if row[:3] == ["en", "or", "Alice|Bob|Carol"])
    with Spoken(locale="en", catalog=tmp_path, binary=binary) as client:
        assert client.announce("t.either", people=["Alice", "Bob", "Carol"]).text == "Ask " + words
