#!/usr/bin/env python3
"""The expected order-list labels (order_labels.tsv) of the example app catalog, composed from
the catalog's own messages (Examples/OrderList/l10n/*.arb), the shipped pause between parts
(label.separator in l10n/*.arb) and ICU's words for the values (order_cells.tsv, from
gen_order_cells.cpp). No Spoken code: the messages are filled here, a plain {name} with ICU's
words, {count, plural, …} by ICU's plural keyword with '#' as ICU's number, and a text argument
in a right-to-left language between FSI and PDI (Spoken's documented isolation).

    python3 compose_order_cells.py --cases    # rewrites order_cases.tsv (read by gen_order_cells.cpp)
    python3 compose_order_cells.py            # rewrites order_labels.tsv
    python3 compose_order_cells.py --check    # exits 1 when either file is stale

order_cases.tsv is the grammatical case a translator gave a placeholder in their own ARB file
(`"@order.arrives": {"placeholders": {"eta": {"case": "accusative"}}}`), taken from the catalog
here so that gen_order_cells.cpp asks ICU for the words in that case (unitDisplayCase).
Columns: locale, placeholder, case.

order_labels.tsv columns: locale, variant, label. Variants: full (every part, arriving in 1 hour
30 minutes), unrated (the rating is null, its part dropped), late (every part, arriving in 1 hour
21 minutes, where a case changes the words: ru "1 час 21 минуту", pl "1 godzinę i 21 minut").
The request of each variant is in Examples/OrderList/README.md and the tests."""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
CATALOG = REPO / "Examples" / "OrderList" / "l10n"
RTL = {"ar", "he"}
RESTAURANT = "Burger Barn"


def icu_words() -> dict[str, dict[str, str]]:
    words: dict[str, dict[str, str]] = {}
    for line in (HERE / "order_cells.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            locale, name, text = line.split("\t")
            words.setdefault(locale, {})[name] = text
    return words


def branches(body: str) -> dict[str, str]:
    """`one{# item} other{# items}` → {"one": "# item", "other": "# items"}."""
    result, index = {}, 0
    while index < len(body):
        open_at = body.index("{", index)
        keyword = body[index:open_at].strip()
        depth, end = 0, open_at
        for end in range(open_at, len(body)):
            depth += {"{": 1, "}": -1}.get(body[end], 0)
            if depth == 0:
                break
        result[keyword] = body[open_at + 1 : end]
        index = end + 1
        while index < len(body) and body[index] == " ":
            index += 1
    return result


def fill(message: str, values: dict[str, str], plurals: dict[str, tuple[str, str]]) -> str:
    for name, (keyword, number) in plurals.items():
        head = "{" + name + ", plural,"
        if message.startswith(head) and message.endswith("}"):
            chosen = branches(message[len(head) : -1].strip())
            message = chosen.get(keyword, chosen["other"]).replace("#", number)
    for name, text in values.items():
        message = message.replace("{" + name + "}", text)
    assert "{" not in message, message
    return message


def cases() -> list[tuple[str, str, str]]:
    rows = []
    for path in sorted(CATALOG.glob("*.arb")):
        catalog = json.loads(path.read_text(encoding="utf-8"))
        locale = catalog.get("@@locale", path.stem)
        for key, value in sorted(catalog.items()):
            if key.startswith("@") and not key.startswith("@@") and isinstance(value, dict):
                for name, metadata in sorted(value.get("placeholders", {}).items()):
                    if isinstance(metadata, dict) and "case" in metadata:
                        rows.append((locale, name, metadata["case"]))
    return rows


def rating(locale: str, icu: dict[str, str]) -> str:
    """The shipped words of a rating of 5 out of 5 stars (rating.starsOutOf in l10n/*.arb), its
    plural by ICU's keyword for 5 (on max or value, whichever the translation chose)."""
    message = json.loads((REPO / "l10n" / f"{locale}.arb").read_text(encoding="utf-8"))["rating.starsOutOf"]
    five = (icu["stars.keyword"], icu["stars"])
    return fill(message, {"value": icu["stars"], "max": icu["stars"]}, {"max": five, "value": five})


def labels() -> list[tuple[str, str, str]]:
    words = icu_words()
    rows = []
    for locale in sorted(words):
        catalog = json.loads((CATALOG / f"{locale}.arb").read_text(encoding="utf-8"))
        separator = json.loads((REPO / "l10n" / f"{locale}.arb").read_text(encoding="utf-8"))["label.separator"]
        icu = words[locale]
        restaurant = f"\u2068{RESTAURANT}\u2069" if locale in RTL else RESTAURANT
        parts = [
            fill(catalog["order.from"], {"restaurant": restaurant}, {}),
            # The relative date starts a sentence only where the message starts with it.
            fill(catalog["order.placed"], {"when": icu["when.start" if catalog["order.placed"].startswith("{when}") else "when"]}, {}),
            fill(catalog["order.items"], {}, {"count": (icu["count.keyword"], icu["count"])}),
            icu["total"],
            fill(catalog["order.arrives"], {"eta": icu["eta"]}, {}),
            # A rating placeholder with outOf: the shipped rating.starsOutOf for 5 of 5 stars.
            fill(catalog["order.rated"], {"stars": rating(locale, icu)}, {}),
            catalog["order.status.delivered"],
        ]
        rows.append((locale, "full", separator.join(parts)))
        rows.append((locale, "unrated", separator.join(parts[:5] + parts[6:])))
        late = parts[:4] + [fill(catalog["order.arrives"], {"eta": icu["eta.late"]}, {})] + parts[5:]
        rows.append((locale, "late", separator.join(late)))
    return rows


def tsv(rows: list[tuple[str, str, str]]) -> str:
    return "".join("\t".join(row) + "\n" for row in rows)


def main() -> int:
    arguments = sys.argv[1:]
    if "--check" in arguments:
        stale = 0
        for name, text, how in (
            ("order_cases.tsv", tsv(cases()), "--cases, then generate.sh"),
            ("order_labels.tsv", tsv(labels()), ""),
        ):
            path = HERE / name
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"{path} is stale: run {Path(__file__).name} {how}".rstrip(), file=sys.stderr)
                stale = 1
        return stale
    if "--cases" in arguments:
        path, text = HERE / "order_cases.tsv", tsv(cases())
    else:
        path, text = HERE / "order_labels.tsv", tsv(labels())
    temporary = path.with_suffix(".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
