#!/usr/bin/env python3
"""The expected order-list labels (order_labels.tsv) of the example app catalog, composed from
the catalog's own messages (Examples/OrderList/l10n/*.arb), the shipped pause between parts
(label.separator in l10n/*.arb) and ICU's words for the values (order_cells.tsv, from
gen_order_cells.cpp). No Spoken code: the messages are filled here, a plain {name} with ICU's
words, {count, plural, …} by ICU's plural keyword with '#' as ICU's number, and a text argument
in a right-to-left language between FSI and PDI (Spoken's documented isolation).

    python3 compose_order_cells.py            # rewrites order_labels.tsv
    python3 compose_order_cells.py --check    # exits 1 when order_labels.tsv is stale

Columns: locale, variant (full: every part; unrated: the rating is null, its part dropped), label.
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
            fill(catalog["order.placed"], {"when": icu["when"]}, {}),
            fill(catalog["order.items"], {}, {"count": (icu["count.keyword"], icu["count"])}),
            icu["total"],
            fill(catalog["order.arrives"], {"eta": icu["eta"]}, {}),
            fill(catalog["order.rated"], {"stars": icu["stars"]}, {}),
            catalog["order.status.delivered"],
        ]
        rows.append((locale, "full", separator.join(parts)))
        rows.append((locale, "unrated", separator.join(parts[:5] + parts[6:])))
    return rows


def main() -> int:
    text = "".join(f"{locale}\t{variant}\t{label}\n" for locale, variant, label in labels())
    path = HERE / "order_labels.tsv"
    if "--check" in sys.argv[1:]:
        if path.read_text(encoding="utf-8") != text:
            print(f"{path} is stale: run {Path(__file__).name}", file=sys.stderr)
            return 1
        return 0
    temporary = path.with_suffix(".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
