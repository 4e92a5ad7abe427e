"""``cell``: a whole label in one request, each part the words its own op gives alone."""

from __future__ import annotations

import pytest

from spoken import Money, Spoken, ops

from .test_methods import catalog

NOW = "2026-11-29T12:00:00Z"


@pytest.mark.parametrize("locale", ["en", "de", "ru", "pl", "ja"])
def test_cell_is_its_parts_joined(client: Spoken, locale: str) -> None:
    alone = [
        client.money("29.21", "USD", locale=locale),
        client.duration(5400, locale=locale),
        client.relative("2026-11-28T10:00:00Z", now=NOW, locale=locale),
        client.announce("newMessages", count=21, locale=locale).text,
    ]
    label = client.cell(
        "Burger Barn", None, ops.money("29.21", "USD"), ops.duration(5400),
        ops.relative("2026-11-28T10:00:00Z"), ops.message("announce.newMessages", count=21),
        ops.message("announce.newMessages", count=None), now=NOW, locale=locale,
    )
    assert label == catalog(locale)["label.separator"].join(["Burger Barn", *alone])


def test_cell_request_builder() -> None:
    assert ops.cell("A", None, ops.message("k", price=Money("1", "EUR")), locale="de") == {
        "op": "cell", "parts": [{"text": "A"}, None, {"key": "k", "args": {"price": {"amount": "1", "currency": "EUR"}}}],
        "locale": "de",
    }


def test_cell_error_names_the_argument_and_part(client: Spoken) -> None:
    with pytest.raises(Exception) as raised:
        client.cell("A", ops.message("announce.newMessages"))
    assert "'count'" in str(raised.value) and "(in part 2)" in str(raised.value)


def test_cell_rejects_an_unknown_part_type() -> None:
    with pytest.raises(TypeError):
        ops.cell(3)


def test_cells_rows_are_the_cells_with_their_values(client: Spoken) -> None:
    from decimal import Decimal

    from spoken.ops import row

    rows = [
        {"name": "Burger Barn", "total": Decimal("29.21"), "count": 21, "when": "2026-11-28T10:00:00Z"},
        {"name": None, "total": 8, "count": None, "when": "2026-11-29T11:00:00Z"},
    ]
    for locale in ["en", "ru", "ar"]:
        labels = client.cells(
            [row("name"), ops.money(row("total"), "USD"), ops.message("announce.newMessages", count=row("count")),
             ops.relative(row("when"))],
            rows, now=NOW, locale=locale,
        )
        assert labels == [
            client.cell(
                values["name"], ops.money(values["total"], "USD"),
                ops.message("announce.newMessages", count=values["count"]), ops.relative(values["when"]),
                now=NOW, locale=locale,
            )
            for values in rows
        ]


def test_cells_error_names_the_row(client: Spoken) -> None:
    from spoken.ops import row

    with pytest.raises(Exception) as raised:
        client.cells([row("a")], [{"a": "x"}, {"b": "y"}])
    assert "'rows[1].b'" in str(raised.value)


def test_cell_template_says_what_cells_says(client: Spoken) -> None:
    from decimal import Decimal

    from spoken.ops import row

    parts = [row("name"), ops.money(row("total"), "EUR"), ops.message("announce.newMessages", count=row("count"))]
    rows = [{"name": "Burger Barn", "total": Decimal("29.21"), "count": 21}, {"name": None, "total": 8, "count": None}]
    template = client.cell_template(parts, locale="ru", time_zone="Europe/Moscow", now=NOW)
    expected = client.cells(parts, rows, locale="ru", time_zone="Europe/Moscow", now=NOW)
    assert [template.render(values) for values in rows] == expected
    assert template.render_many(rows) == expected
    assert template.render_many([]) == []
    with pytest.raises(Exception) as raised:
        template.render({"name": "x"})
    assert "'rows[0].total'" in str(raised.value)


@pytest.mark.parametrize("in_process", [False, True])
def test_async_cell_template_says_what_the_sync_one_says(client: Spoken, binary: str, in_process: bool) -> None:
    import asyncio
    from decimal import Decimal

    from spoken import AsyncSpoken
    from spoken.ops import row

    parts = [row("name"), ops.money(row("total"), "EUR"), ops.relative(row("when"))]
    rows = [
        {"name": "Burger Barn", "total": Decimal("29.21"), "when": "2026-11-28T10:00:00Z"},
        {"name": None, "total": 8, "when": "2026-11-30T10:00:00Z"},
    ]
    expected = client.cell_template(parts, locale="de", now=NOW).render_many(rows)

    async def run() -> tuple[list[str], list[str], list[str]]:
        async with AsyncSpoken(binary=binary, in_process=in_process) as spoken:
            template = spoken.cell_template(parts, locale="de", now=NOW)
            one_by_one = [await template.render(values) for values in rows]
            together = await template.render_many(rows)
            concurrent = await asyncio.gather(*(template.render(values) for values in rows))
            with pytest.raises(Exception) as raised:
                await template.render({"name": "x"})
            assert "'rows[0].total'" in str(raised.value)
            return one_by_one, together, list(concurrent)

    one_by_one, together, concurrent = asyncio.run(run())
    assert one_by_one == expected
    assert together == expected
    assert concurrent == expected
