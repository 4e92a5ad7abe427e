"""``Spoken.markup``: the typed result of ``"markup": true``. Expected strings come from ICU's
golden files; every SSML fragment is read by an XML parser (``xml.etree``), never matched as text."""

from __future__ import annotations

import asyncio
import xml.etree.ElementTree as ET

import pytest

from spoken import AsyncSpoken, InvalidField, InvalidOption, Markup, Span, Spoken, ops

from .conftest import golden

SPEAK = '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="{lang}">{ssml}</speak>'
SUB = "{http://www.w3.org/2001/10/synthesis}sub"


def read(ssml: str, lang: str = "en") -> tuple[str, str]:
    """The fragment's text content and its spoken content (each ``<sub>`` replaced by its alias)."""
    root = ET.fromstring(SPEAK.format(lang=lang, ssml=ssml))
    shown = "".join(root.itertext())
    spoken = root.text or ""
    for child in root:
        spoken += child.get("alias", "") if child.tag == SUB else "".join(child.itertext())
        spoken += child.tail or ""
    return shown, spoken


def folded(text: str) -> str:
    """Lower case without white space (no-break spaces too): what Label in Name compares."""
    return "".join(text.lower().split())


def utf16(text: str, start: int, end: int) -> str:
    return text.encode("utf-16-le")[2 * start : 2 * end].decode("utf-16-le")


def check(markup: Markup, lang: str = "en") -> None:
    shown, spoken = read(markup.ssml, lang)
    assert shown == markup.display
    assert spoken == markup.text
    for span in markup.spans:
        assert utf16(markup.display, span.start, span.end) == markup.display  # one value: all of it
        assert span.text == markup.text
    assert markup.input_labels[0] == markup.display


def words(locale: str, seconds: str, width: str) -> str:
    for row in golden("durations.tsv"):
        if row[:6] == [locale, width, "day,hour,minute,second", "-", "nearest", seconds]:
            return row[7]
    raise AssertionError(f"no golden row {locale} {width} {seconds}")


@pytest.mark.parametrize("locale", ["en", "de", "ja", "ar", "ru", "zh-Hant"])
@pytest.mark.parametrize("width", ["short", "narrow"])
def test_duration_at_both_widths(client: Spoken, locale: str, width: str) -> None:
    markup = client.markup(ops.duration(4527, locale=locale), display_width=width)  # type: ignore[arg-type]
    assert isinstance(markup, Markup)
    assert markup.text == words(locale, "4527", "full")
    assert markup.display == words(locale, "4527", width)
    assert markup.locale == locale
    assert markup.spans == (Span(0, len(markup.display.encode("utf-16-le")) // 2, markup.text, "duration"),)
    assert markup.label_in_name is (folded(markup.display) in folded(markup.text))
    assert str(markup) == markup.text
    check(markup, locale)


def money_golden(kind: str, locale: str, presentation: str, style: str, options: str, value: str) -> str:
    for row in golden("money.tsv"):
        if row[:6] == [kind, locale, presentation, style, options, value]:
            return row[7]
    raise AssertionError(f"no golden row {kind} {locale} {presentation} {style} {options} {value}")


@pytest.mark.parametrize("locale", ["en", "de", "ja", "ar", "ru", "zh-Hant"])
@pytest.mark.parametrize("value", ["42.50", "-115"])
def test_money(client: Spoken, locale: str, value: str) -> None:
    markup = client.markup(ops.money(value, "USD", locale=locale))
    assert markup.text == money_golden("money", locale, "spoken", "standard", "currency=USD", value)
    assert markup.display == money_golden("money", locale, "icu", "standard", "currency=USD", value)
    assert markup.spans[0].kind == "money"
    check(markup, locale)


def test_compact_number(client: Spoken) -> None:
    markup = client.markup(ops.number(1234, style="compact"))
    assert markup.text == money_golden("number", "en", "spoken", "compact", "-", "1234")
    assert markup.display == money_golden("number", "en", "icu", "compact", "-", "1234")
    check(markup)


def test_escaping_survives_the_parser(client: Spoken) -> None:
    # A currency's visible form with a non-ASCII symbol and a no-break space: still XML, same text.
    markup = client.markup(ops.money("42.50", "EUR", locale="fr"))
    check(markup, "fr")
    assert "\u202f" in markup.display or "\xa0" in markup.display


def display_golden(kind: str, *columns: str) -> str:
    """ICU's visible form from markup_display.tsv (gen_markup_display.c)."""
    for row in golden("markup_display.tsv"):
        if row[0] == kind and row[1 : 1 + len(columns)] == list(columns):
            return row[-1] if kind != "instant" else row[7]
    raise AssertionError(f"no golden row {kind} {columns}")


def relative_golden(locale: str, numeric: str, capitalization: str, unit: str, value: str) -> str:
    for row in golden("relative.tsv"):
        if row[:6] == ["value", locale, numeric, capitalization, unit, value]:
            return row[6]
    raise AssertionError(f"no golden row {locale} {unit} {value}")


@pytest.mark.parametrize("locale", ["en", "de", "ja", "ar", "ru", "zh-Hant"])
@pytest.mark.parametrize("width", ["short", "narrow"])
@pytest.mark.parametrize("capitalization", ["none", "sentence"])
def test_relative(client: Spoken, locale: str, width: str, capitalization: str) -> None:
    markup = client.markup(
        ops.relative(-2, "day", capitalization=capitalization, locale=locale),  # type: ignore[arg-type]
        display_width=width,  # type: ignore[arg-type]
    )
    assert markup.text == relative_golden(locale, "auto", capitalization, "day", "-2")
    assert markup.display == display_golden("relative", locale, width, "auto", capitalization, "day", "-2")
    assert markup.spans[0].kind == "relative"
    check(markup, locale)


def test_relative_instant_from_a_fixed_now(client: Spoken) -> None:
    now = 1795956600
    markup = client.markup(ops.relative(now - 3600, now=now), display_width="narrow")
    assert markup.display == display_golden("relative", "en", "narrow", "auto", "none", "hour", "-1")
    assert markup.text == relative_golden("en", "auto", "none", "hour", "-1")
    check(markup)


@pytest.mark.parametrize("locale", ["en", "fr", "ja", "ar"])
@pytest.mark.parametrize("width", ["short", "narrow"])
def test_measure_range_and_narrow_money(client: Spoken, locale: str, width: str) -> None:
    markup = client.markup(ops.measure_range(18, 25, "celsius", locale=locale), display_width=width)  # type: ignore[arg-type]
    assert markup.display == display_golden("measureRange", locale, width, "celsius", "18", "25")
    assert markup.text == client.render(ops.measure_range(18, 25, "celsius", locale=locale))["text"]
    check(markup, locale)
    money = client.markup(ops.money("42.50", "CAD", locale=locale), display_width=width)  # type: ignore[arg-type]
    assert money.display == display_golden("money", locale, width, "CAD", "42.50")
    assert money.text == client.render(ops.money("42.50", "CAD", locale=locale))["text"]
    check(money, locale)


def test_dates_intervals_and_labels(client: Spoken) -> None:
    date = client.markup(ops.date(1795956600, presentation="spoken", locale="de-DE"))
    icu = [r[6] for r in golden("dates.tsv") if r[:6] == ["icu", "de-DE", "UTC", "1795956600.000", "medium", "short"]]
    assert date.display == icu[0]
    assert date.text == client.render(ops.date(1795956600, presentation="spoken", locale="de-DE"))["text"]
    check(date, "de")
    interval = client.markup(ops.interval("2026-04-03T13:00:00Z", "2026-04-03T14:30:00Z", presentation="spoken"))
    assert interval.display == client.render(ops.interval("2026-04-03T13:00:00Z", "2026-04-03T14:30:00Z"))["text"]
    check(interval)
    label = client.markup(ops.label("Alice", "Bob", "Carol", style="and"))
    assert label.display == label.text == [r[3] for r in golden("lists.tsv") if r[:3] == ["en", "and", "Alice|Bob|Carol"]][0]
    assert label.spans == ()
    shown, spoken = read(label.ssml)
    assert shown == spoken == label.text


def test_errors_name_the_input(client: Spoken) -> None:
    with pytest.raises(InvalidField, match="'check'"):
        client.markup(ops.check("56m"))
    with pytest.raises(InvalidField, match="'rating'"):
        client.markup(ops.rating(4))
    with pytest.raises(InvalidOption, match="'wide'"):
        client.markup(ops.duration(1), display_width="wide")  # type: ignore[arg-type]


def test_async(binary: str) -> None:
    async def main() -> Markup:
        async with AsyncSpoken(binary=binary) as client:
            return await client.markup(ops.duration(4500), display_width="narrow")

    markup = asyncio.run(main())
    assert (markup.text, markup.display) == (words("en", "4500", "full"), words("en", "4500", "narrow"))
    check(markup)


def arb(locale: str) -> dict[str, str]:
    import json

    from .conftest import REPO

    return json.loads((REPO / "l10n" / f"{locale}.arb").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def read_nested(ssml: str, lang: str) -> tuple[str, str, list[str], list[str]]:
    """Text content, spoken content, the ``<sub>`` contents and the ``xml:lang`` of each ``<lang>``,
    ``<lang>`` read through."""
    root = ET.fromstring(SPEAK.format(lang=lang, ssml=ssml))
    subs: list[str] = []
    langs: list[str] = []

    def spoken(element: ET.Element) -> str:
        out = element.text or ""
        for child in element:
            if child.tag == SUB:
                out += child.get("alias", "")
                subs.append("".join(child.itertext()))
            else:
                langs.append(child.get("{http://www.w3.org/XML/1998/namespace}lang", ""))
                out += spoken(child)
            out += child.tail or ""
        return out

    said = spoken(root)
    return "".join(root.itertext()), said, subs, langs


@pytest.mark.parametrize("locale", ["en", "de", "ru", "ar", "ja"])
@pytest.mark.parametrize("width", ["short", "narrow"])
def test_cell_and_announce(client: Spoken, locale: str, width: str) -> None:
    messages = arb(locale)
    eta = words(locale, "4500", width)
    shown = messages["label.timeRemaining"].replace("{remaining}", eta)
    money = money_golden("money", locale, "icu", "standard", "currency=USD", "42.50")
    cell = client.cell(
        "Order 12", ops.message("label.timeRemaining", remaining=4500), ops.money("42.50", "USD"),
        locale=locale, markup=True, display_width=width,  # type: ignore[arg-type]
    )
    assert isinstance(cell, Markup)
    assert cell.text == client.cell(
        "Order 12", ops.message("label.timeRemaining", remaining=4500), ops.money("42.50", "USD"), locale=locale
    )
    assert cell.display == messages["label.separator"].join(["Order 12", shown, money])
    assert [span.kind for span in cell.spans] == ["duration", "money"]
    for span, visible in zip(cell.spans, [eta, money]):
        assert utf16(cell.display, span.start, span.end) == visible
    text, said, subs, _ = read_nested(cell.ssml, locale)
    assert (text, said, subs) == (cell.display, cell.text, [eta, money])

    announced = client.announce("label.timeRemaining", remaining=4500, locale=locale, markup=True, display_width=width)  # type: ignore[arg-type]
    assert isinstance(announced, Markup)
    assert announced.display == shown
    assert announced.text == client.announce("label.timeRemaining", remaining=4500, locale=locale).text


def test_announce_from_another_language(client: Spoken) -> None:
    # Swahili has no catalog: English serves the message, and the SSML says so.
    markup = client.announce("label.timeRemaining", remaining=4500, locale="sw", markup=True)
    assert markup.locale == "en"
    text, said, subs, langs = read_nested(markup.ssml, "sw")
    assert (text, said, langs) == (markup.display, markup.text, ["en"])
    assert subs == [words("en", "4500", "short")]


def test_markup_on_an_op_without_a_visible_form(client: Spoken) -> None:
    with pytest.raises(InvalidField, match="'check'"):
        client.check("56m", markup=True)
