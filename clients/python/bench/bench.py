"""Python benchmark (not a test): what the pipe to ``spoken render`` costs a Python team.

The same dates (random instants over 50 years) are formatted, in the same run:

- ``spoken batch``: ``Spoken.render_many`` (requests streamed, responses read concurrently);
- ``spoken round trip``: ``Spoken.date`` called one at a time (write a line, wait, read it),
  then from 8 threads at once on the same client;
- ``Babel``: ``babel.dates.format_datetime`` in process, with the locale's medium date + short
  time pattern (Babel carries its own CLDR, not ICU 72: its text may differ; agreement shown);
- ``PyICU``: ICU 72's ``DateFormat`` in process, one cached formatter per (locale, zone), the
  floor (the same ICU and data as the binary).

Each runs over two workloads: ``one``: one locale and zone (en-US, UTC); ``many``: 15 locales × 8
zones in random order, as real traffic is. Ratios are rates divided by the batch's.

    pip install ./clients/python babel==2.18.0 PyICU==2.17   # PyICU builds against libicu-dev
    SPOKEN_BIN=.build/release/spoken python clients/python/bench/bench.py [--count 100000]
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from datetime import datetime, timezone
from typing import Any, Callable, Sequence

from spoken import Spoken, find_binary, ops

LOCALES = ["en-US", "de-DE", "fr-FR", "es-ES", "ja-JP", "ko-KR", "zh-Hans-CN", "zh-Hant-TW", "ru-RU", "pl-PL", "cs-CZ", "ar-EG", "he-IL", "hi-IN", "pt-BR"]
ZONES = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Tokyo", "Asia/Shanghai", "Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo"]


def workload(count: int, many: bool, seed: int = 7) -> list[tuple[float, str, str]]:
    rng = random.Random(seed)
    start, span = 946_684_800, 50 * 365 * 86_400  # 2000-01-01 + 50 years
    rows = []
    for _ in range(count):
        seconds = float(start + rng.randrange(span))
        if many:
            rows.append((seconds, rng.choice(LOCALES), rng.choice(ZONES)))
        else:
            rows.append((seconds, "en-US", "UTC"))
    return rows


def timed(run: Callable[[], list[str]]) -> tuple[float, list[str]]:
    run_start = time.perf_counter()
    texts = run()
    return time.perf_counter() - run_start, texts


def spoken_batch(client: Spoken, rows: Sequence[tuple[float, str, str]]) -> list[str]:
    requests = (ops.date(s, locale=l, time_zone=z) for s, l, z in rows)
    return [r["text"] for r in client.render_many(requests)]  # type: ignore[index]


def process_cpu(pid: int) -> float:
    """CPU seconds (user + system) a process has used, from /proc."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(") ", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def spoken_round_trips(client: Spoken, rows: Sequence[tuple[float, str, str]]) -> list[str]:
    return [client.date(s, locale=l, time_zone=z) for s, l, z in rows]


def spoken_threads(client: Spoken, rows: Sequence[tuple[float, str, str]], threads: int = 8) -> list[str]:
    import threading

    out: list[str] = [""] * len(rows)

    def work(k: int) -> None:
        for i in range(k, len(rows), threads):
            s, l, z = rows[i]
            out[i] = client.date(s, locale=l, time_zone=z)

    workers = [threading.Thread(target=work, args=(k,)) for k in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return out


def babel_runner() -> Callable[[Sequence[tuple[float, str, str]]], list[str]] | None:
    try:
        import babel
        from babel import Locale
        from babel.dates import format_datetime
        from zoneinfo import ZoneInfo
    except ImportError:
        return None
    patterns: dict[str, tuple[Any, str]] = {}
    zones: dict[str, Any] = {}

    def run(rows: Sequence[tuple[float, str, str]]) -> list[str]:
        out = []
        for seconds, tag, zone in rows:
            cached = patterns.get(tag)
            if cached is None:
                locale = Locale.parse(tag.replace("-", "_"))
                pattern = str(locale.datetime_formats["medium"]).replace("{1}", locale.date_formats["medium"].pattern)
                pattern = pattern.replace("{0}", locale.time_formats["short"].pattern)
                cached = patterns[tag] = (locale, pattern)
            tz = zones.get(zone) or zones.setdefault(zone, ZoneInfo(zone))
            dt = datetime.fromtimestamp(seconds, timezone.utc)
            out.append(format_datetime(dt, cached[1], tzinfo=tz, locale=cached[0]))
        return out

    run.version = babel.__version__  # type: ignore[attr-defined]
    return run


def pyicu_runner() -> Callable[[Sequence[tuple[float, str, str]]], list[str]] | None:
    try:
        import icu
    except ImportError:
        return None
    formatters: dict[tuple[str, str], Any] = {}

    def run(rows: Sequence[tuple[float, str, str]]) -> list[str]:
        out = []
        for seconds, tag, zone in rows:
            formatter = formatters.get((tag, zone))
            if formatter is None:
                formatter = icu.DateFormat.createDateTimeInstance(icu.DateFormat.MEDIUM, icu.DateFormat.SHORT, icu.Locale.forLanguageTag(tag))
                formatter.setTimeZone(icu.TimeZone.createTimeZone(zone))
                formatters[(tag, zone)] = formatter
            out.append(formatter.format(seconds))  # PyICU's UDate: seconds as a float
        return out

    run.version = f"PyICU {icu.VERSION}, ICU {icu.ICU_VERSION}"  # type: ignore[attr-defined]
    return run


def main() -> int:
    parser = argparse.ArgumentParser(description="Spoken's Python client against in-process formatting")
    parser.add_argument("--count", type=int, default=100_000, help="dates per batch workload")
    parser.add_argument("--round-trips", type=int, default=10_000, help="dates formatted one call at a time")
    parser.add_argument("--binary", help="the spoken binary (default: SPOKEN_BIN, then PATH)")
    args = parser.parse_args()

    binary = find_binary(args.binary)
    version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    babel_run, icu_run = babel_runner(), pyicu_runner()
    print(f"binary: {binary} ({version}); Python {sys.version.split()[0]}; {os.cpu_count()} cores")
    print(f"Babel: {getattr(babel_run, 'version', 'not installed')}; PyICU: {getattr(icu_run, 'version', 'not installed')}")
    print(f"{args.count:,} dates per batch workload, {args.round_trips:,} round trips; rates in dates/s\n")

    header = f"{'workload':<6} {'way':<18} {'rate':>12} {'÷ batch':>9}  agreement with spoken"
    print(header)
    print("-" * len(header))
    cpu_notes: list[str] = []
    with Spoken(binary=binary) as client:
        client.date(0)  # started, formatters for en-US warm
        for name, many in (("one", False), ("many", True)):
            rows = workload(args.count, many)
            trips = rows[: args.round_trips]
            [pid] = client.pids
            cpu_client, cpu_render = time.process_time(), process_cpu(pid)
            seconds, reference = timed(lambda: spoken_batch(client, rows))
            batch_rate = len(rows) / seconds
            cpu_client = (time.process_time() - cpu_client) / len(rows) * 1e6
            cpu_render = (process_cpu(pid) - cpu_render) / len(rows) * 1e6
            cpu_notes.append(
                f"{name}: batch CPU per date: client {cpu_client:.1f} µs, spoken render {cpu_render:.1f} µs "
                f"(one core each: at most {1e6 / max(cpu_client, cpu_render):,.0f} dates/s on an idle machine)"
            )
            results: list[tuple[str, float, str]] = [("spoken batch", batch_rate, "-")]
            seconds, texts = timed(lambda: spoken_round_trips(client, trips))
            results.append(("spoken round trip", len(trips) / seconds, agreement(texts, reference)))
            seconds, texts = timed(lambda: spoken_threads(client, trips))
            results.append(("… from 8 threads", len(trips) / seconds, agreement(texts, reference)))
            for way, run in (("Babel", babel_run), ("PyICU (cached)", icu_run)):
                if run is None:
                    continue
                seconds, texts = timed(lambda: run(rows))
                results.append((way, len(rows) / seconds, agreement(texts, reference)))
            for way, rate, agree in results:
                print(f"{name:<6} {way:<18} {rate:>12,.0f} {rate / batch_rate:>8.2f}×  {agree}")
    print()
    for note in cpu_notes:
        print(note)
    print(f"load average: {os.getloadavg()[0]:.1f}")
    return 0


def agreement(texts: Sequence[str], reference: Sequence[str]) -> str:
    same = sum(1 for a, b in zip(texts, reference) if a == b)
    return f"{100 * same / len(texts):.1f}% identical"


if __name__ == "__main__":
    sys.exit(main())
