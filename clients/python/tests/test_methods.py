"""Every method against ICU's own output (Tests/Fixtures/icu-golden) or the shipped catalogs."""

from __future__ import annotations

import asyncio
import inspect
import json
import subprocess
from datetime import datetime, timedelta, timezone
from decimal import Decimal

import pytest

import spoken
from spoken import AsyncSpoken, Spoken, ops

from .conftest import REPO, golden


def catalog(locale: str) -> dict[str, str]:
    return json.loads((REPO / "l10n" / f"{locale}.arb").read_text(encoding="utf-8"))


DURATIONS = golden("durations.tsv")
DATES = [row for row in golden("dates.tsv") if not (row[4] == "none" and row[5] == "none")]
# numbers.tsv: locale, unit, width, digits, usage, value, skeleton, ICU's text, and (once money's
# speech form lands) the spoken text (U+2212 for the minus sign): what Spoken says is the last.
MEASURES = [row for row in golden("numbers.tsv") if row[1] != "-"]
# measures_decimal.tsv: the same columns, values of more than 15 digits given to ICU as decimal text
# (unumf_formatDecimal): a Decimal keeps every digit.
DECIMAL_MEASURES = [row for row in golden("measures_decimal.tsv") if row[1] != "-"]
LISTS = [row for row in golden("lists.tsv") if len(row[2].split("|")) > 1]
# money.tsv (gen_money.cpp, unumf and RuleBasedNumberFormat directly): kind (money | number),
# locale, presentation, style, options (name=value;… or -), value, ICU's recipe, the expected text
# (the speech form for `spoken` rows).
MONEY = [row for row in golden("money.tsv") if row[0] == "money"]
NUMBERS = [row for row in golden("money.tsv") if row[0] == "number"]


def golden_options(row: list[str]) -> dict[str, str]:
    return dict(pair.split("=", 1) for pair in row[4].split(";")) if row[4] != "-" else {}


def golden_text(kind: str, locale: str, presentation: str, style: str, options: str, value: str) -> str:
    return next(r[7] for r in golden("money.tsv") if r[:6] == [kind, locale, presentation, style, options, value])


def test_golden_tables_are_there() -> None:
    assert len(DATES) > 4000 and len(MEASURES) > 300 and len(LISTS) > 100
    assert len(MONEY) > 1000 and len(NUMBERS) > 2000


def test_date_matches_icu_for_every_golden_row(client: Spoken) -> None:
    # The instant in turn as a number, as "@EPOCH" text and as an aware datetime.
    makes = (
        lambda s: float(s),
        lambda s: "@" + s,
        lambda s: datetime.fromtimestamp(float(s), timezone(timedelta(hours=5, minutes=30))),
    )
    requests = [
        ops.date(makes[i % 3](row[3]), date_style=row[4], time_style=row[5], presentation=row[0], locale=row[1], time_zone=row[2])
        for i, row in enumerate(DATES)
    ]
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(DATES, got) if text != row[6]]
    assert not mismatches, mismatches[:5]


def test_date_capitalization_matches_icu(client: Spoken) -> None:
    # dates_capitalized.tsv (gen_dates.c capitalized): kind, locale, zone, seconds, date style, time
    # style, capitalization (ICU's display context), ICU's text; without capitalization=, the "none" rows.
    rows = golden("dates_capitalized.tsv")
    assert len(rows) == 1536
    requests = [
        ops.date(float(r[3]), date_style=r[4], time_style=r[5], presentation=r[0], capitalization=r[6], locale=r[1], time_zone=r[2])
        for r in rows
    ]
    requests += [
        ops.date(float(r[3]), date_style=r[4], time_style=r[5], presentation=r[0], locale=r[1], time_zone=r[2])
        for r in rows
        if r[6] == "none"
    ]
    expected = [r[7] for r in rows] + [r[7] for r in rows if r[6] == "none"]
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    assert got == expected
    assert "Domingo, 29 de noviembre de 2026" in got


def test_date_method_types(client: Spoken) -> None:
    # dates.tsv: icu en-US UTC 1795956600 medium short.
    expected = "Nov 29, 2026, 12:50\u202fPM"
    assert client.date(1795956600) == expected
    assert client.date(1795956600.0) == expected
    assert client.date("2026-11-29T12:50:00Z") == expected
    assert client.date("2026-11-29T20:50:00+08:00") == expected
    assert client.date("@1795956600") == expected
    assert client.date(datetime(2026, 11, 29, 12, 50, tzinfo=timezone.utc)) == expected
    row = next(r for r in DATES if r[:3] == ["icu", "en-GB", "America/New_York"] and r[4:6] == ["full", "full"])
    got = client.date(float(row[3]), date_style="full", time_style="full", locale="en-GB", time_zone="America/New_York")
    assert got == row[6]
    row = next(r for r in DATES if r[:3] == ["spoken", "en-US", "Asia/Kolkata"])
    got = client.date(float(row[3]), date_style=row[4], time_style=row[5], presentation="spoken", time_zone="Asia/Kolkata")
    assert got == row[6]


def test_date_refuses_a_naive_datetime(client: Spoken) -> None:
    with pytest.raises(spoken.InvalidInstant, match="without a time zone"):
        client.date(datetime(2026, 11, 29, 12, 50))



def test_measure_matches_icu_for_every_golden_row(client: Spoken) -> None:
    requests = [
        ops.measure(
            Decimal(row[5]), row[1], width=row[2], usage=row[4],
            max_fraction_digits=None if row[3] == "-" else int(row[3]), locale=row[0],
        )
        for row in MEASURES
    ]
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(MEASURES, got) if text != row[-1]]
    assert not mismatches, mismatches[:5]


def test_measure_keeps_every_digit_of_a_decimal(client: Spoken) -> None:
    row = next(r for r in DECIMAL_MEASURES if r[:3] == ["en", "meter", "full"] and r[3] == "-" and r[5] == "874649503692.9334")
    assert client.measure(Decimal("874649503692.9334"), "meter") == row[-1]
    requests = [
        ops.measure(
            Decimal(row[5]), row[1], width=row[2], usage=row[4],
            max_fraction_digits=None if row[3] == "-" else int(row[3]), locale=row[0],
        )
        for row in DECIMAL_MEASURES
    ]
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(DECIMAL_MEASURES, got) if text != row[-1]]
    assert not mismatches, mismatches[:5]


def test_measure_method(client: Spoken) -> None:
    # numbers.tsv: en celsius full 25 → "25 degrees Celsius"; de → "25 Grad Celsius".
    assert client.measure(25, "celsius") == "25 degrees Celsius"
    assert client.measure(25.0, "celsius", locale="en") == "25 degrees Celsius"
    assert client.measure("25", "celsius", locale="de") == "25 Grad Celsius"
    assert client.measure(Decimal("25"), "celsius", locale="zh-Hans") == "25摄氏度"
    row = next(r for r in MEASURES if r[0] == "de" and r[1] == "kilometer-per-hour" and r[2] == "short")
    assert client.measure(Decimal(row[5]), row[1], width="short", locale="de") == row[-1]


def test_label_matches_icu_for_every_golden_row(client: Spoken) -> None:
    requests = [ops.label(*row[2].split("|"), style=row[1], locale=row[0]) for row in LISTS]
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(LISTS, got) if text != row[3]]
    assert not mismatches, mismatches[:5]


def test_label_method(client: Spoken) -> None:
    # The README's examples (tested by ReadmeExamplesTests against the binary).
    assert client.label("北京", None, "25摄氏度", locale="zh-Hans") == "北京，25摄氏度"
    assert client.label("Beijing", "25 degrees Celsius") == "Beijing, 25 degrees Celsius"
    row = next(r for r in LISTS if r[0] == "en" and r[1] == "or" and r[2] == "Alice|Bob|Carol")
    assert client.label("Alice", "Bob", "Carol", style="or", locale="en") == row[3]


def test_rating_method(client: Spoken) -> None:
    # The catalogs' rating messages (l10n/*.arb "rating.stars").
    assert client.rating(3, locale="zh-Hans") == "3星"
    assert client.rating(1) == "1 star"
    assert client.rating(Decimal("4.5")) == "4.5 stars"
    with pytest.raises(spoken.InvalidRating) as raised:
        client.rating(7)
    assert raised.value.message == "Invalid rating '7': outside 0…5"
    assert client.rating(7, max=10) == "7 stars"


def test_announce_method(client: Spoken) -> None:
    # l10n/de.arb announce.newMessages: "{count, plural, … other {# neue Nachrichten}}".
    assert "# neue Nachrichten" in catalog("de")["announce.newMessages"]
    result = client.announce("newMessages", count=3, locale="de")
    assert result == spoken.Announcement("3 neue Nachrichten", "high", "de")
    assert str(result) == "3 neue Nachrichten"
    assert client.announce("announce.newMessages", count=0, locale="zh-Hans").text == "没有新消息"
    updated = client.announce("updatedAt", date=datetime(2026, 11, 29, 12, 50, tzinfo=timezone.utc))
    # l10n/en.arb announce.updatedAt "Updated {date}" with the medium date, short time (dates.tsv).
    assert updated.text == "Updated Nov 29, 2026, 12:50\u202fPM"
    with pytest.raises(spoken.MissingArgument):
        client.announce("newMessages")



def test_rotor_method(client: Spoken) -> None:
    for locale in ("en", "zh-Hans", "de", "ja"):
        got = client.rotor("headlines", locale=locale)
        assert got.name == catalog(locale)["rotor.headlines"]
        assert got.key == "rotor.headlines" and got.system_type is None and got.locale == locale
    with pytest.raises(spoken.UnknownKey):
        client.rotor("nope")


def test_rotor_manifest_method(client: Spoken) -> None:
    en = catalog("en")
    manifest = client.rotor_manifest(
        [{"id": "a1", "headline": True, "unread": True, "sender": "Alice"}, {"id": "a2", "unread": True}]
    )
    assert manifest.text == "\n".join([en["rotor.headlines"], en["rotor.unread"], en["rotor.bySender"]])
    assert [(r.key, r.ids) for r in manifest.rotors] == [
        ("rotor.headlines", ("a1",)),
        ("rotor.unread", ("a1", "a2")),
        ("rotor.bySender", ("a1",)),
    ]
    assert manifest.rotors[0].name == en["rotor.headlines"]
    with pytest.raises(spoken.InvalidManifest):
        client.rotor_manifest([{"headline": True}])


def test_render_takes_any_request_and_keeps_its_id(client: Spoken) -> None:
    assert client.render({"op": "measure", "value": 25, "unit": "celsius", "locale": "de"}) == {
        "text": "25 Grad Celsius",
        "locale": "de",
    }
    assert client.render({"id": "a", "op": "rating", "value": 3, "locale": "zh-Hans"}) == {
        "id": "a",
        "text": "3星",
        "locale": "zh-Hans",
    }
    with pytest.raises(spoken.UnknownOp) as raised:
        client.render({"id": 7, "op": "nope"})
    assert raised.value.request == {"id": 7, "op": "nope"}


def test_client_defaults_go_to_the_coprocess(binary: str) -> None:
    # numbers.tsv de celsius 25; dates.tsv en-US Asia/Tokyo… : the client's locale and zone.
    with Spoken(locale="de", time_zone="Asia/Tokyo", binary=binary) as client:
        assert client.measure(25, "celsius") == "25 Grad Celsius"
        assert client.measure(25, "celsius", locale="zh-Hans") == "25摄氏度"
        assert client.date("2026-11-29T12:50:00Z", locale="en-US") == "Nov 29, 2026, 9:50\u202fPM"
        assert client.date("2026-11-29T12:50:00Z", locale="en-US", time_zone="UTC") == "Nov 29, 2026, 12:50\u202fPM"


def test_request_builders() -> None:
    assert ops.measure(25, "celsius", locale="de", timeout=1) == {
        "op": "measure", "value": 25, "unit": "celsius", "locale": "de"
    }
    assert ops.date(0, date_style="full", time_zone="UTC") == {
        "op": "date", "instant": 0, "dateStyle": "full", "timeZone": "UTC"
    }
    assert ops.announce("newMessages", count=2) == {"op": "announce", "key": "newMessages", "args": {"count": 2}}


def test_sync_and_async_methods_have_one_shape() -> None:
    for declared in ops.OPS.values():
        sync, aio = getattr(Spoken, declared.method_name), getattr(AsyncSpoken, declared.method_name)
        assert inspect.signature(sync) == inspect.signature(aio)
        assert sync.__doc__ and sync.__doc__ == aio.__doc__
        assert "timeout" in inspect.signature(sync).parameters
    for name in ("render", "render_many"):
        assert list(inspect.signature(getattr(Spoken, name)).parameters) == list(
            inspect.signature(getattr(AsyncSpoken, name)).parameters
        )


def test_duration_matches_icu_for_every_golden_row(client: Spoken) -> None:
    # durations.tsv: locale, width, units, max units, rounding, seconds, amounts, ICU's text.
    assert len(DURATIONS) > 300
    requests = [
        ops.duration(
            Decimal(row[5]) if n % 2 else row[5],  # as seconds, and as text
            width=row[1], units=row[2].split(","), max_units=None if row[3] == "-" else int(row[3]),
            rounding=row[4], locale=row[0],
        )
        for n, row in enumerate(DURATIONS)
    ]
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(DURATIONS, got) if text != row[7]]
    assert not mismatches, mismatches[:5]


def test_duration_method(client: Spoken) -> None:
    def icu(locale: str, seconds: str) -> str:
        return next(r[7] for r in DURATIONS if r[0] == locale and r[5] == seconds and r[1:5] == ["full", "day,hour,minute,second", "-", "nearest"])

    assert client.duration(4527) == icu("en", "4527")
    assert client.duration(timedelta(hours=1, minutes=15, seconds=27)) == icu("en", "4527")
    assert client.duration("1:15:27") == icu("en", "4527")
    assert client.duration("PT1H15M27S", locale="de") == icu("de", "4527")
    with pytest.raises(spoken.InvalidDuration, match="Invalid duration 'x'"):
        client.duration("x")
    with pytest.raises(spoken.InvalidDuration):
        client.duration(-5)


def test_relative_matches_icu_for_every_golden_value_row(client: Spoken, binary: str) -> None:
    # relative.tsv "value" rows: kind, locale, numeric, capitalization, unit, value, ICU's text.
    rows = [row for row in golden("relative.tsv") if row[0] == "value"]
    assert len(rows) > 1000
    requests = [
        ops.relative(Decimal(row[5]), row[4], numeric=row[2], capitalization=row[3], locale=row[1]) for row in rows
    ]
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(rows, got) if text != row[6]]
    assert not mismatches, mismatches[:5]


def test_relative_method(client: Spoken, binary: str) -> None:
    row = next(r for r in golden("relative.tsv") if r[:6] == ["value", "en", "auto", "none", "minute", "-5"])
    assert client.relative(-5, "minute") == row[6]
    now = datetime(2026, 11, 29, 12, 50, tzinfo=timezone.utc)
    hours = next(r for r in golden("relative.tsv") if r[:6] == ["value", "en", "auto", "none", "hour", "-2"])
    assert client.relative(now - timedelta(hours=2), now=now) == hours[6]
    assert client.relative("2026-11-29T10:50:00Z", now="2026-11-29T12:50:00Z") == hours[6]
    with pytest.raises(spoken.InvalidOption):
        client.relative(1, "fortnight")  # type: ignore[arg-type]


def test_interval_matches_icu_for_every_golden_skeleton_row(client: Spoken, binary: str) -> None:
    # intervals.tsv "interval" rows: kind, locale, zone, skeleton, start ms, end ms, spans, text.
    rows = [row for row in golden("intervals.tsv") if row[0] == "interval"]
    assert len(rows) > 1000
    requests = [
        ops.interval(int(row[4]) / 1000, int(row[5]) / 1000, skeleton=row[3], locale=row[1], time_zone=row[2])
        for row in rows
    ]
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(rows, got) if text != row[7]]
    assert not mismatches, mismatches[:5]


def test_interval_method(client: Spoken, binary: str) -> None:
    row = next(r for r in golden("intervals.tsv") if r[:4] == ["interval", "en-US", "UTC", "ahmm"] and r[6] != "-")
    start = datetime.fromtimestamp(int(row[4]) / 1000, timezone.utc)
    end = datetime.fromtimestamp(int(row[5]) / 1000, timezone.utc)
    assert client.interval(start, end, skeleton="ahmm") == row[7]
    # l10n/en.arb label.rangeTo "to" replaces ICU's dash in the spoken style.
    assert " to " in client.interval(start, end, presentation="spoken") and "–" not in client.interval(start, end, presentation="spoken")
    with pytest.raises(spoken.InvalidInterval):
        client.interval(end, start)


def test_date_relative_style_seen_from_now(client: Spoken, binary: str) -> None:  # the date op's now= lands with the relative op
    # relative_dates.tsv: locale, zone, date style, time style, instant ms, now ms, ICU's text
    # (every 20th row: the whole table is the Swift suite's).
    rows = golden("relative_dates.tsv")[::20]
    assert len(rows) > 500
    requests = [
        ops.date(int(r[4]) / 1000, date_style=r[2], time_style=r[3], presentation="relative", now=int(r[5]) / 1000, locale=r[0], time_zone=r[1])
        for r in rows
    ]
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(rows, got) if text != row[6]]
    assert not mismatches, mismatches[:5]


def test_money_matches_icu_for_every_golden_row(client: Spoken) -> None:
    # The amount in turn as a Decimal, as text, and as a float where a float holds it exactly.
    def amount(n: int, value: str) -> Decimal | str | float:
        if n % 3 == 2 and Decimal(repr(float(value))) == Decimal(value):
            return float(value)
        return Decimal(value) if n % 3 == 0 else value

    requests = []
    for n, row in enumerate(MONEY):
        options = golden_options(row)
        requests.append(ops.money(
            amount(n, row[5]), options["currency"], presentation=row[2], compact=True if row[3] == "compact" else None,
            fraction_digits=int(options["digits"]) if "digits" in options else None, locale=row[1],
        ))
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(MONEY, got) if text != row[7]]
    assert not mismatches, mismatches[:5]


def test_number_matches_icu_for_every_golden_row(client: Spoken) -> None:
    requests = []
    for n, row in enumerate(NUMBERS):
        options = golden_options(row)
        value: Decimal | str = row[5] if row[3] == "digits" or n % 2 else Decimal(row[5])
        requests.append(ops.number(
            value, style=row[3], presentation=row[2], gender=options.get("gender"),  # type: ignore[arg-type]
            binary=True if options.get("units") == "binary" else None,
            max_fraction_digits=int(options["digits"]) if "digits" in options else None, locale=row[1],
        ))
    got = [r if isinstance(r, spoken.SpokenError) else r["text"] for r in client.render_many(requests)]
    mismatches = [(row, text) for row, text in zip(NUMBERS, got) if text != row[7]]
    assert not mismatches, mismatches[:5]


def test_style_is_the_former_name_of_presentation(client: Spoken) -> None:
    # date, interval and money called it style: still sent and read, with a DeprecationWarning;
    # the words are those of the same presentation by its name.
    with pytest.warns(DeprecationWarning, match="'style' is deprecated: use 'presentation'"):
        assert client.money(-115, "EUR", style="icu", locale="de") == client.money(
            -115, "EUR", presentation="icu", locale="de")
    with pytest.warns(DeprecationWarning):
        assert client.date(0, style="spoken") == client.date(0, presentation="spoken")
    start, end = datetime(2026, 4, 3, 13, tzinfo=timezone.utc), datetime(2026, 4, 3, 14, 30, tzinfo=timezone.utc)
    with pytest.warns(DeprecationWarning):
        assert client.interval(start, end, style="spoken") == client.interval(start, end, presentation="spoken")
    with pytest.warns(DeprecationWarning):
        assert ops.money(1, "USD", style="icu")["style"] == "icu"
    with pytest.raises(spoken.SpokenError, match="'style' is the former name of 'presentation'"), pytest.warns(DeprecationWarning):
        client.money(1, "USD", presentation="icu", style="spoken")


def test_money_range_matches_icu_and_the_catalog(client: Spoken) -> None:
    # money_ranges.tsv spoken rows: ICU's two sides, joined by the catalog's label.rangeTo.
    for row in golden("money_ranges.tsv"):
        if row[1] != "spoken" or row[0] not in ("en", "de", "ja", "zh-Hans", "ru") or row[7] == "-":
            continue
        expected = catalog(row[0])["label.rangeTo"].replace("{start}", row[7]).replace("{end}", row[8])
        assert client.money(Decimal(row[3]), row[2], to=Decimal(row[4]), locale=row[0]) == expected


def test_money_method(client: Spoken) -> None:
    def icu(locale: str, value: str, currency: str = "USD", presentation: str = "spoken", style: str = "standard") -> str:
        return golden_text("money", locale, presentation, style, f"currency={currency}", value)

    assert client.money("42.50", "USD") == icu("en", "42.50") == "42.50 US dollars"
    assert client.money(Decimal("42.50"), "usd") == icu("en", "42.50")
    assert client.money(42, "USD") == icu("en", "42")
    assert client.money(-115, "EUR", locale="de") == icu("de", "-115", "EUR")
    assert client.money(-115.0, "EUR", presentation="icu", locale="de") == icu("de", "-115", "EUR", "icu")
    assert client.money(1234567, "USD", compact=True, locale="ja") == icu("ja", "1234567", style="compact")
    assert client.money("42.5", "USD", fraction_digits=0) == golden_text(
        "money", "en", "spoken", "standard", "currency=USD;digits=0", "42.50")
    with pytest.raises(spoken.UnknownCurrency) as raised:
        client.money(1, "usdd")
    assert raised.value.message == "Unknown currency 'usdd': did you mean 'USD'?"
    assert raised.value.request == {"op": "money", "amount": 1, "currency": "usdd"}
    with pytest.raises(spoken.InvalidNumber, match="Invalid number '4,50'"):
        client.money("4,50", "USD")
    with pytest.raises(spoken.InvalidNumber):  # refused before it is sent: JSON has no NaN
        client.money(float("nan"), "USD")
    with pytest.raises(spoken.InvalidOption):
        client.money(1, "USD", presentation="short")  # type: ignore[arg-type]
    with pytest.raises(spoken.InvalidOption):
        client.money(1, "USD", fraction_digits=7)


def test_number_method(client: Spoken) -> None:
    def icu(style: str, value: str, locale: str = "en", options: str = "-", presentation: str = "spoken") -> str:
        return golden_text("number", locale, presentation, style, options, value)

    assert client.number(1234.5) == icu("decimal", "1234.5")
    assert client.number(-3.5, locale="de") == icu("decimal", "-3.5", "de")
    assert client.number(42, style="percent") == icu("percent", "42") == "42 percent"
    assert client.number(42, style="percent", presentation="icu") == icu("percent", "42", presentation="icu")
    assert client.number(Decimal("33.3333"), style="percent", max_fraction_digits=1) == icu("percent", "33.3333", options="digits=1")
    assert client.number(1234567, style="compact", locale="hi") == icu("compact", "1234567", "hi")
    assert client.number(31, style="spellout", gender="feminine", locale="ru") == icu("spellout", "31", "ru", "gender=feminine")
    assert client.number(22, style="ordinal") == icu("ordinal", "22")
    assert client.number(1, style="ordinal", gender="feminine", locale="fr") == icu("ordinal", "1", "fr", "gender=feminine")
    assert client.number("0442", style="digits", locale="ar") == icu("digits", "0442", "ar")
    assert client.number(5370000000, style="bytes") == icu("bytes", "5370000000")
    assert client.number(5370000000, style="bytes", binary=True) == icu("bytes", "5370000000", options="units=binary")
    with pytest.raises(spoken.InvalidNumber, match="an ordinal is a whole number"):
        client.number(2.5, style="ordinal")
    with pytest.raises(spoken.InvalidNumber, match="Invalid digits '12a'"):
        client.number("12a", style="digits")
    with pytest.raises(spoken.InvalidNumber):
        client.number(Decimal("Infinity"))
    with pytest.raises(spoken.InvalidOption, match="Invalid gender 'feminine' for style 'percent'"):
        client.number(1, style="percent", gender="feminine")
    with pytest.raises(spoken.InvalidOption):
        client.number(1, style="roman")  # type: ignore[arg-type]


def test_money_and_number_async(binary: str) -> None:
    async def main() -> None:
        async with AsyncSpoken(locale="fr", binary=binary) as client:
            got = await asyncio.gather(
                client.money("42.50", "USD"), client.number(22, style="ordinal"),
                client.number(42, style="percent", locale="de"),
            )
            assert got == [
                golden_text("money", "fr", "spoken", "standard", "currency=USD", "42.50"),
                golden_text("number", "fr", "spoken", "ordinal", "-", "22"),
                golden_text("number", "de", "spoken", "percent", "-", "42"),
            ]
            with pytest.raises(spoken.UnknownCurrency):
                await client.money(1, "ERU")

    asyncio.run(main())


def test_check_method_gives_spoken_checks_findings(client: Spoken, binary: str) -> None:
    texts = [("en-US", "56m remaining, 3/10 done"), ("de", "Am Mo. 😀 um 5 Std."), ("en-US", "5 minutes")]
    for locale, text in texts:
        run = subprocess.run(
            [binary, "check", "--locale", locale, "--format", "json", text], capture_output=True, text=True, check=True
        )
        expected = [(d["column"] - 1, d["rule"], d["message"]) for d in json.loads(run.stdout)["diagnostics"]]
        got = client.check(text, locale=locale)
        assert [(f.offset, f.rule, f.message) for f in got] == expected
        for finding in got:  # the offset indexes the Python string at the token
            assert finding.message.startswith("'" + text[finding.offset])
    assert client.check("5 minutes") == []

    async def main() -> None:
        async with AsyncSpoken(binary=binary) as aio:
            assert [str(f) for f in await aio.check("56m remaining")] == [str(f) for f in client.check("56m remaining")]

    asyncio.run(main())
