"""Order-list cell labels (issue 38), a benchmark and not a test: one ``cell`` request per label
through the Python client, against the same labels built with Babel in process.

The labels: 200 orders × 6 locales (en, de, ru, zh-Hans, ar, ja), each "Order from Burger Barn,
placed …, 2 items, 29.21 US dollars, arrives in 1 hour, 30 minutes, rated 5 out of 5 stars, delivered"
from the example app catalog (``Examples/OrderList/l10n``), its parts joined with the locale's
pause (``label.separator`` of the shipped catalog, ``l10n/``). An order without a rating has no
rating part.

- Spoken: one ``cell`` request per label (``ops.cell``: the catalog's messages with their raw
  values, the money as a ``money`` part), a batch through ``render_many`` and one label at a time
  (``render``: a round trip each), two ways: in process (``Spoken(catalog=…, in_process=True)``:
  ``libSpokenRenderC.so`` loaded with ctypes, the same renderer) and over a ``spoken render
  --catalog`` coprocess (``Spoken(catalog=…)``).
- Babel: the same ARB messages, read and parsed once (``messages.py``), filled with values
  formatted by Babel (``format_datetime`` with the medium date and short time, ``format_currency``, ``format_timedelta`` and
  ``format_list``, ``format_decimal``, the plural category from ``Locale.plural_form``), joined
  with the same separator. Babel carries its own CLDR: its words may differ from ICU 72's.

Reported: labels per second of each batch (best of ``--rounds``) and their ratio, and one label's
p50 and p99 (every label timed alone, ``--passes`` times), for each way. The targets
(``thresholds.json`` beside this file) are checked on the in-process client (the coprocess's
when ``--transport coprocess``) unless ``--smoke`` or ``--no-thresholds``: Spoken's labels/s at
least 4× Babel's, Spoken's p50 at most 0.5× Babel's, Spoken's p99 at most 1 ms. Always checked,
before anything is timed: both sides make every label, and each way's cells (batch and one at a
time) are the catalog's messages said one by one (``announce``, ``money``, over a coprocess) and
joined with the separator.

    clients/python/bench/run-cells.sh [--smoke] [--orders N] [--rounds R] [--transport in-process]
    SPOKEN_BIN=.build/release/spoken python clients/python/bench/cells.py   # a venv with Babel at hand
    # (the in-process client loads libSpokenRenderC.so beside the binary, or SPOKEN_LIB)

Exit status: 0, or 1 when a label is wrong or missing or a target is not met.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path
from typing import Any, Callable, Sequence

from spoken import Spoken, find_binary, ops

sys.path.insert(0, str(Path(__file__).resolve().parent))
import messages  # noqa: E402  (the bench's own module, beside this file)

ROOT = Path(__file__).resolve().parents[3]
CATALOG = ROOT / "Examples" / "OrderList" / "l10n"
SHIPPED = ROOT / "l10n"
THRESHOLDS = Path(__file__).resolve().parent / "thresholds.json"

#: The locales of the issue, each with the zone its users are in.
LOCALES = {
    "en": "America/New_York",
    "de": "Europe/Berlin",
    "ru": "Europe/Moscow",
    "zh-Hans": "Asia/Shanghai",
    "ar": "Asia/Riyadh",
    "ja": "Asia/Tokyo",
}
RESTAURANTS = ["Burger Barn", "Sushi Zen", "Café Olé", "Pizza Piazza", "Taco Town", "Wok & Roll", "Curry House"]
CURRENCIES = {"en": "USD", "de": "EUR", "ru": "RUB", "zh-Hans": "CNY", "ar": "SAR", "ja": "JPY"}
STATUSES = ["preparing", "onTheWay", "delivered", "cancelled"]
#: The present every label is seen from.
NOW = datetime(2026, 12, 5, 18, 0, tzinfo=timezone.utc)


@dataclass(frozen=True)
class Order:
    restaurant: str
    placed: datetime
    items: int
    total: Decimal
    eta: int  # seconds
    stars: int | None
    status: str


def make_orders(count: int, seed: int = 38) -> list[Order]:
    rng = random.Random(seed)
    orders = []
    for _ in range(count):
        orders.append(Order(
            restaurant=rng.choice(RESTAURANTS),
            placed=NOW - timedelta(minutes=rng.randrange(10, 6 * 24 * 60)),
            items=rng.choice([1, 1, 2, 2, 3, 4, 5, 11, 21, 22]),
            total=Decimal(rng.randrange(500, 12_000)) / 100,
            eta=rng.choice([300, 900, 1500, 2700, 3600, 5400, 4500, 7260]),
            stars=rng.choice([None, 1, 2, 3, 4, 5, 5]),
            status=rng.choice(STATUSES),
        ))
    return orders


def read_arb(path: Path) -> dict[str, str]:
    with open(path, encoding="utf-8") as file:
        data = json.load(file)
    return {key: value for key, value in data.items() if not key.startswith("@") and isinstance(value, str)}


# Spoken: one request per label.

def cell_request(order: Order, locale: str) -> dict[str, Any]:
    """The order's label as one ``cell`` request: the catalog's messages with raw values."""
    return ops.cell(
        ops.message("order.from", restaurant=order.restaurant),
        ops.message("order.placed", when=order.placed),
        ops.message("order.items", count=order.items),
        ops.money(order.total, CURRENCIES[locale]),
        ops.message("order.arrives", eta=order.eta),
        ops.message("order.rated", stars=order.stars),
        ops.message(f"order.status.{order.status}"),
        now=NOW, locale=locale, time_zone=LOCALES[locale],
    )


def expected_labels(client: Spoken, orders: Sequence[Order], separators: dict[str, str]) -> list[str]:
    """What each label must say: the catalog's messages said one by one (``announce``) and the
    money alone (``money``), the rating's message left out without a rating, joined with the
    locale's separator."""
    labels = []
    for locale, zone in LOCALES.items():
        for order in orders:
            def say(key: str, **args: Any) -> str:
                return client.announce(key, now=NOW, locale=locale, time_zone=zone, **args).text

            parts = [
                say("order.from", restaurant=order.restaurant),
                say("order.placed", when=order.placed),
                say("order.items", count=order.items),
                client.money(order.total, CURRENCIES[locale], locale=locale, time_zone=zone),
                say("order.arrives", eta=order.eta),
                None if order.stars is None else say("order.rated", stars=order.stars),
                say(f"order.status.{order.status}"),
            ]
            labels.append(separators[locale].join(part for part in parts if part))
    return labels


# Babel: the same messages, values formatted in process.

class BabelLabels:
    """The labels built with Babel: every message parsed once, a locale's formatters cached."""

    def __init__(
        self, catalogs: dict[str, dict[str, str]], separators: dict[str, str], ratings: dict[str, str]
    ) -> None:
        from babel import Locale
        from babel.dates import format_datetime, format_timedelta
        from babel.lists import format_list
        from babel.numbers import format_currency, format_decimal
        from zoneinfo import ZoneInfo

        self.format_datetime, self.format_timedelta = format_datetime, format_timedelta
        self.format_list, self.format_currency, self.format_decimal = format_list, format_currency, format_decimal
        self.locales: dict[str, Any] = {}
        self.patterns: dict[str, str] = {}
        self.zones: dict[str, Any] = {}
        self.messages: dict[str, dict[str, list[messages.Node]]] = {}
        self.separators = separators
        for tag, catalog in catalogs.items():
            locale = Locale.parse(tag, sep="-")
            self.locales[tag] = locale
            # The locale's medium date and short time, joined as its date-time pattern says (what
            # Spoken says for a plain {when}).
            glue = str(locale.datetime_formats["medium"])
            self.patterns[tag] = glue.replace("{1}", locale.date_formats["medium"].pattern).replace(
                "{0}", locale.time_formats["short"].pattern)
            self.zones[tag] = ZoneInfo(LOCALES[tag])
            self.messages[tag] = {key: messages.parse(text) for key, text in catalog.items()}
            # The rating placeholder's words (outOf): the shipped rating.starsOutOf.
            self.messages[tag]["rating.starsOutOf"] = messages.parse(ratings[tag])

    def label(self, order: Order, tag: str) -> str:
        locale = self.locales[tag]
        table = self.messages[tag]
        plural = locale.plural_form

        def number(value: Any) -> str:
            return self.format_decimal(value, locale=locale)

        def say(key: str, **values: Any) -> str:
            return messages.fill(table[key], values, plural, number)

        when = self.format_datetime(order.placed, self.patterns[tag], tzinfo=self.zones[tag], locale=locale)
        hours, minutes = divmod(order.eta // 60, 60)
        spans = []
        if hours:
            spans.append(self.format_timedelta(timedelta(hours=hours), locale=locale))
        if minutes or not hours:
            spans.append(self.format_timedelta(timedelta(minutes=minutes), locale=locale))
        eta = self.format_list(spans, style="unit", locale=locale)
        parts = [
            say("order.from", restaurant=order.restaurant),
            say("order.placed", when=when),
            say("order.items", count=order.items),
            self.format_currency(order.total, CURRENCIES[tag], locale=locale, format_type="name"),
            say("order.arrives", eta=eta),
            None if order.stars is None
            else say("order.rated", stars=say("rating.starsOutOf", value=order.stars, max=5)),
            say(f"order.status.{order.status}"),
        ]
        return self.separators[tag].join(part for part in parts if part)


# Measuring.

def process_cpu(pids: Sequence[int]) -> float:
    """CPU seconds (user + system) the processes ``pids`` used so far (``/proc``; 0 without it)."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:
            return 0.0
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / os.sysconf("SC_CLK_TCK")


def best_batch(run: Callable[[], list[str]], rounds: int, pids: Callable[[], Sequence[int]] = list) -> tuple[float, float, float]:
    """The shortest of ``rounds`` runs (seconds), and the mean CPU seconds of a run in this
    process (every thread) and in the processes ``pids`` (the coprocesses)."""
    best = float("inf")
    cpu = time.process_time()
    children = process_cpu(pids())
    for _ in range(rounds):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best, (time.process_time() - cpu) / rounds, (process_cpu(pids()) - children) / rounds


def one_at_a_time(label: Callable[[Order, str], str], orders: Sequence[Order], passes: int) -> tuple[float, float]:
    """p50 and p99 (µs) of one label, every label of every pass timed alone."""
    times = []
    clock = time.perf_counter_ns
    for _ in range(passes):
        for tag in LOCALES:
            for order in orders:
                start = clock()
                label(order, tag)
                times.append(clock() - start)
    times.sort()
    return times[len(times) // 2] / 1000, times[min(len(times) - 1, int(len(times) * 0.99))] / 1000


def pipe_floor(line: bytes, samples: int) -> tuple[float, float]:
    """p50 and p99 (µs) of a bare round trip over a pipe: one request line written to ``cat`` and
    read back on one thread, no client and no render: the floor under any one-label round trip
    through a coprocess (the pipe both ways and the wake-up of the other process)."""
    proc = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    assert proc.stdin is not None and proc.stdout is not None
    write, read = proc.stdin.fileno(), proc.stdout.fileno()
    clock = time.perf_counter_ns
    times = []
    try:
        for _ in range(samples):
            start = clock()
            os.write(write, line)
            got = 0
            while got < len(line):
                got += len(os.read(read, 1 << 16))
            times.append(clock() - start)
    finally:
        proc.stdin.close()
        proc.wait()
        proc.stdout.close()
    times.sort()
    return times[len(times) // 2] / 1000, times[min(len(times) - 1, int(len(times) * 0.99))] / 1000


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Order-list cell labels: Spoken's cell against Babel in process")
    parser.add_argument("--orders", type=int, default=200, help="orders per locale (default: 200)")
    parser.add_argument("--rounds", type=int, default=7, help="batches per side, the best is reported (default: 7)")
    parser.add_argument("--passes", type=int, default=3, help="passes of one-label round trips (default: 3)")
    parser.add_argument(
        "--processes", type=int, default=1,
        help="coprocesses of the Spoken client (default: 1; render_many spreads its chunks over them)")
    parser.add_argument("--jobs", type=int, default=1, help="render --jobs of each coprocess (default: 1)")
    parser.add_argument("--binary", help="the spoken binary (default: SPOKEN_BIN, then PATH)")
    parser.add_argument(
        "--library", help="libSpokenRenderC.so for the in-process client (default: SPOKEN_LIB, then beside the binary)")
    parser.add_argument(
        "--transport", choices=["both", "in-process", "coprocess"], default="both",
        help="which clients to run (default: both; the targets are checked on the in-process one when it runs)")
    parser.add_argument("--catalog", default=str(CATALOG), help="the app catalog (default: Examples/OrderList/l10n)")
    parser.add_argument("--thresholds", default=str(THRESHOLDS), help="the targets (default: thresholds.json here)")
    parser.add_argument("--no-thresholds", action="store_true", help="check no target (the labels still are)")
    parser.add_argument(
        "--smoke", action="store_true",
        help="a quick run for CI: 5 orders, one round; checks the labels, not the targets")
    args = parser.parse_args(argv)
    if args.smoke:
        args.orders, args.rounds, args.passes, args.no_thresholds = min(args.orders, 5), 1, 1, True
    if args.orders < 1 or args.rounds < 1 or args.passes < 1 or args.processes < 1 or args.jobs < 1:
        parser.error("--orders, --rounds, --passes, --processes and --jobs take a whole number of at least 1")

    binary = find_binary(args.binary)
    version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    import babel

    catalog = Path(args.catalog)
    catalogs = {tag: read_arb(catalog / f"{tag}.arb") for tag in LOCALES}
    separators = {tag: read_arb(SHIPPED / f"{tag}.arb")["label.separator"] for tag in LOCALES}
    ratings = {tag: read_arb(SHIPPED / f"{tag}.arb")["rating.starsOutOf"] for tag in LOCALES}
    orders = make_orders(args.orders)
    count = len(orders) * len(LOCALES)
    print(f"binary: {binary} ({version}); Babel {babel.__version__}; Python {sys.version.split()[0]}; "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    print(f"{len(orders)} orders × {len(LOCALES)} locales = {count} labels; catalog {catalog}; "
          f"{args.processes} coprocess(es), --jobs {args.jobs}")

    babel_side = BabelLabels(catalogs, separators, ratings)
    failures: list[str] = []
    transports = {
        "in process": dict(in_process=True, library=args.library, jobs=args.jobs),
        "coprocess": dict(processes=args.processes, jobs=args.jobs),
    }
    if args.transport != "both":
        transports = {name: options for name, options in transports.items() if name.replace(" ", "-") == args.transport}
    rows: dict[str, tuple[float, float, float, float, float]] = {}
    line = b""

    def babel_batch() -> list[str]:
        return [babel_side.label(order, tag) for tag in LOCALES for order in orders]

    babel_labels = babel_batch()
    with Spoken(binary=binary, catalog=str(catalog)) as checker:
        # Checked before anything is timed: what each label must say, said part by part.
        expected = expected_labels(checker, orders, separators)
    for name, options in transports.items():
        with Spoken(binary=binary, catalog=str(catalog), **options) as client:  # type: ignore[arg-type]
            if name == "in process":
                print(f"in process: {client.library}")

            def spoken_batch() -> list[str]:
                requests = (cell_request(order, tag) for tag in LOCALES for order in orders)
                return [result["text"] for result in client.render_many(requests)]  # type: ignore[index]

            spoken_labels = spoken_batch()
            for index, (ours, want, theirs) in enumerate(zip(spoken_labels, expected, babel_labels)):
                if ours != want:
                    failures.append(f"label {index} ({name}): Spoken said {ours!r}, the catalog says {want!r}")
                if not theirs:
                    failures.append(f"label {index}: Babel made no label")
            one = [client.render(cell_request(order, tag))["text"] for tag in LOCALES for order in orders[:2]]
            if one != [label for i, label in enumerate(expected) if i % len(orders) < 2]:
                failures.append(f"{name}: one label at a time said {one[:2]!r}…, not the catalog's")
            if len(spoken_labels) != count or len(babel_labels) != count:
                failures.append(f"{len(spoken_labels)} Spoken ({name}) and {len(babel_labels)} Babel labels, not {count}")
            if failures:
                print("\n".join(["LABELS WRONG", *failures[:20]]))
                return 1
            if not rows:
                for tag, index in zip(LOCALES, range(0, count, len(orders))):
                    print(f"  {tag:<8} spoken: {spoken_labels[index]}")
                    print(f"  {'':<8} Babel:  {babel_labels[index]}")
            seconds, client_cpu, render_cpu = best_batch(spoken_batch, args.rounds, lambda: client.pids)
            p50, p99 = one_at_a_time(
                lambda order, tag: client.render(cell_request(order, tag))["text"], orders, args.passes)
            rows[name] = (seconds, client_cpu, render_cpu, p50, p99)
    line = b'{"id":1,' + json.dumps(cell_request(orders[0], "ru"), ensure_ascii=False, default=str)[1:].encode() + b"\n"
    babel_seconds, babel_cpu, _ = best_batch(babel_batch, args.rounds)
    babel_p50, babel_p99 = one_at_a_time(babel_side.label, orders, args.passes)
    floor_p50, floor_p99 = pipe_floor(line, count * args.passes)

    babel_rate = count / babel_seconds
    print(f"\n{'':<11} {'labels/s (batch)':>17} {'batch ms':>9} {'p50 µs':>8} {'p99 µs':>8} {'÷ Babel labels/s':>17} {'p50 ÷ Babel':>12}")
    for name, (seconds, _, _, p50, p99) in rows.items():
        print(f"{name:<11} {count / seconds:>17,.0f} {seconds * 1e3:>9.1f} {p50:>8.1f} {p99:>8.1f} "
              f"{count / seconds / babel_rate:>16.2f}× {p50 / babel_p50:>11.2f}×")
    print(f"{'Babel':<11} {babel_rate:>17,.0f} {babel_seconds * 1e3:>9.1f} {babel_p50:>8.1f} {babel_p99:>8.1f}")
    print(f"{'pipe':<11} {'':>17} {'':>9} {floor_p50:>8.1f} {floor_p99:>8.1f}   "
          f"(a {len(line)}-byte line to cat and back: the floor of a coprocess's round trip)")
    step = 1e6 / os.sysconf("SC_CLK_TCK") / count / args.rounds
    for name, (_, client_cpu, render_cpu, _, _) in rows.items():
        if name == "in process":
            print(f"CPU per label, in process (batch, the mean of {args.rounds} rounds): {client_cpu / count * 1e6:.1f} µs "
                  "(Python and render: one process, every thread)")
        else:
            print(f"CPU per label, coprocess (batch, the mean of {args.rounds} rounds): {client_cpu / count * 1e6:.1f} µs in Python "
                  f"+ {render_cpu / count * 1e6:.1f} µs in render (/proc, {step:.1f} µs steps)")
    print(f"CPU per label, Babel: {babel_cpu / count * 1e6:.1f} µs; load {os.getloadavg()[0]:.1f}")
    checked = "in process" if "in process" in rows else "coprocess"
    seconds, _, _, spoken_p50, spoken_p99 = rows[checked]
    ratio, p50_ratio = count / seconds / babel_rate, spoken_p50 / babel_p50
    print(f"targets measured on: {checked}")
    if args.no_thresholds:
        print("targets not checked (--smoke or --no-thresholds): the labels were")
        return 0
    with open(args.thresholds, encoding="utf-8") as file:
        limits = json.load(file)
    measured = {"labels/s ratio": ratio, "p50 ratio": p50_ratio, "p99 µs": spoken_p99}
    met = True
    for name, value in measured.items():
        limit = limits.get(name)
        if limit is None:
            continue
        if "minimum" in limit and value < limit["minimum"]:
            print(f"THRESHOLD FAILED  {name} {value:.2f}: below its minimum {limit['minimum']} ({args.thresholds})")
            met = False
        if "maximum" in limit and value > limit["maximum"]:
            print(f"THRESHOLD FAILED  {name} {value:.2f}: above its maximum {limit['maximum']} ({args.thresholds})")
            met = False
    if met:
        print(f"thresholds: {len(measured)} targets checked against {args.thresholds}, all met")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
