"""The order-list cell of the guide ("Your app's own words") from Python: the example app catalog
(Examples/OrderList/l10n) loaded with ``Spoken(catalog=…)``, one ``client.cell(...)`` per label,
in the 15 languages. Expected labels are the catalog's messages filled with ICU's words
(Tests/Fixtures/icu-golden/order_labels.tsv, composed by compose_order_cells.py), not Spoken's."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime, timedelta, timezone
from typing import Iterator

import pytest

from spoken import Spoken, UnknownKey, ops

from .conftest import GOLDEN, REPO

CATALOG = REPO / "Examples" / "OrderList" / "l10n"
NOW = "2026-12-05T15:00:00Z"


def expected() -> dict[tuple[str, str], str]:
    rows = {}
    for line in (GOLDEN / "order_labels.tsv").read_text(encoding="utf-8").splitlines():
        locale, variant, label = line.split("\t")
        rows[(locale, variant)] = label
    return rows


EXPECTED = expected()
LOCALES = sorted({locale for locale, _ in EXPECTED})


@pytest.fixture(scope="module")
def app(binary: str) -> Iterator[Spoken]:
    with Spoken(catalog=CATALOG, time_zone="America/New_York", binary=binary) as client:
        yield client


HOUR_AND_A_HALF = timedelta(hours=1, minutes=30)


def order_label(client: Spoken, locale: str, stars: int | None, eta: timedelta = HOUR_AND_A_HALF) -> str:
    return client.cell(
        ops.message("order.from", restaurant="Burger Barn"),
        ops.message("order.placed", when=datetime(2026, 12, 4, 22, 44, tzinfo=timezone.utc)),
        ops.message("order.items", count=2),
        ops.money("29.21", "USD"),
        ops.message("order.arrives", eta=eta),
        ops.message("order.rated", stars=stars),
        ops.message("order.status.delivered"),
        now=NOW, locale=locale,
    )


def test_the_golden_labels_are_the_catalogs() -> None:
    """order_labels.tsv is composed from the catalog as it is now (a changed message fails here)."""
    composer = GOLDEN / "compose_order_cells.py"
    assert subprocess.run([sys.executable, str(composer), "--check"]).returncode == 0
    assert len(LOCALES) == 15


@pytest.mark.parametrize("locale", LOCALES)
def test_order_label(app: Spoken, locale: str) -> None:
    assert order_label(app, locale, 5) == EXPECTED[(locale, "full")]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_missing_rating_drops_its_part(app: Spoken, locale: str) -> None:
    assert order_label(app, locale, None) == EXPECTED[(locale, "unrated")]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_translators_case(app: Spoken, locale: str) -> None:
    """1 hour 21 minutes: ru "через 1 час 21 минуту", pl "za 1 godzinę i 21 minut" (the case in ru.arb, pl.arb)."""
    assert order_label(app, locale, 5, timedelta(hours=1, minutes=21)) == EXPECTED[(locale, "late")]


def test_an_app_key_without_its_catalog_says_how_to_load_it(client: Spoken) -> None:
    with pytest.raises(UnknownKey) as raised:
        client.cell(ops.message("order.from", restaurant="Burger Barn"))
    message = str(raised.value)
    assert "Unknown key 'order.from': not in Spoken's shipped catalogs" in message
    assert "Spoken(catalog=DIR) (Python)" in message


def test_a_key_missing_from_the_app_catalog_names_it(app: Spoken) -> None:
    with pytest.raises(UnknownKey) as raised:
        app.cell(ops.message("order.status.lost"))
    assert f"nor the app's catalog '{CATALOG}' have it" in str(raised.value)
