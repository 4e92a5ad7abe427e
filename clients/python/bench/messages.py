"""The Babel side's message filler: an ARB message (ICU MessageFormat: ``{name}``, ``{n, plural, …}``
with ``=N`` and the CLDR categories, ``{x, select, …}``, ``#``, apostrophe quoting) parsed once
into a tree, then filled with values already formatted by Babel. The plural category comes from
Babel's own CLDR rules (``Locale.plural_form``). This is what a Python backend without Spoken
writes to fill its catalog's messages; it is the benchmark's code, not Spoken's.
"""

from __future__ import annotations

from typing import Any, Callable, Union

#: A parsed message: text and nodes.
Node = Union[str, tuple]


class MessageSyntaxError(ValueError):
    pass


def parse(pattern: str) -> list[Node]:
    """``pattern`` as a list of text and nodes: ``("arg", name)``, ``("pound",)``,
    ``("plural", name, offset, {selector: nodes})``, ``("select", name, {selector: nodes})``."""
    nodes, end = _parse(pattern, 0, in_plural=False)
    if end != len(pattern):
        raise MessageSyntaxError(f"unbalanced '}}' at {end} in {pattern!r}")
    return nodes


def _parse(pattern: str, i: int, in_plural: bool) -> tuple[list[Node], int]:
    nodes: list[Node] = []
    text: list[str] = []
    n = len(pattern)
    while i < n:
        c = pattern[i]
        if c == "'":
            if i + 1 < n and pattern[i + 1] == "'":
                text.append("'")
                i += 2
                continue
            if i + 1 < n and (pattern[i + 1] in "{}" or (in_plural and pattern[i + 1] == "#")):
                close = pattern.find("'", i + 1)
                close = n if close < 0 else close
                text.append(pattern[i + 1 : close])
                i = close + 1
                continue
            text.append("'")
            i += 1
        elif c == "{":
            if text:
                nodes.append("".join(text))
                text = []
            node, i = _argument(pattern, i + 1)
            nodes.append(node)
        elif c == "}":
            break
        elif c == "#" and in_plural:
            if text:
                nodes.append("".join(text))
                text = []
            nodes.append(("pound",))
            i += 1
        else:
            text.append(c)
            i += 1
    if text:
        nodes.append("".join(text))
    return nodes, i


def _argument(pattern: str, i: int) -> tuple[Node, int]:
    close = i
    while close < len(pattern) and pattern[close] not in ",}":
        close += 1
    name = pattern[i:close].strip()
    if close >= len(pattern):
        raise MessageSyntaxError(f"unclosed argument {name!r} in {pattern!r}")
    if pattern[close] == "}":
        return ("arg", name), close + 1
    kind_end = pattern.find(",", close + 1)
    brace = pattern.find("}", close + 1)
    if kind_end < 0 or (0 <= brace < kind_end):
        # {name, number} and the like: the value as formatted.
        return ("arg", name), brace + 1
    kind = pattern[close + 1 : kind_end].strip()
    if kind not in ("plural", "select", "selectordinal"):
        raise MessageSyntaxError(f"argument type {kind!r} of {name!r} is not supported")
    i = kind_end + 1
    offset = 0
    branches: dict[str, list[Node]] = {}
    while True:
        while i < len(pattern) and pattern[i].isspace():
            i += 1
        if i >= len(pattern):
            raise MessageSyntaxError(f"unclosed {kind} of {name!r}")
        if pattern[i] == "}":
            i += 1
            break
        start = i
        while i < len(pattern) and not pattern[i].isspace() and pattern[i] != "{":
            i += 1
        selector = pattern[start:i]
        if selector.startswith("offset:"):
            offset = int(selector[len("offset:") :])
            continue
        while i < len(pattern) and pattern[i].isspace():
            i += 1
        if i >= len(pattern) or pattern[i] != "{":
            raise MessageSyntaxError(f"selector {selector!r} of {name!r} has no message")
        body, i = _parse(pattern, i + 1, in_plural=kind != "select")
        branches[selector] = body
        i += 1
    if kind == "select":
        return ("select", name, branches), i
    return ("plural", name, offset, branches), i


def fill(
    nodes: list[Node], values: dict[str, Any], plural_form: Callable[[Any], str],
    number: Callable[[Any], str], pound: str | None = None,
) -> str:
    """The message's text: ``values`` already formatted (strings), except the numbers a plural
    selects on; ``plural_form(n)`` the CLDR category and ``number(n)`` the number's text."""
    out: list[str] = []
    for node in nodes:
        if type(node) is str:
            out.append(node)
            continue
        kind = node[0]
        if kind == "arg":
            value = values[node[1]]
            out.append(value if type(value) is str else number(value))
        elif kind == "pound":
            out.append(pound or "")
        elif kind == "plural":
            _, name, offset, branches = node
            n = values[name] - offset
            body = branches.get(f"={values[name]}")
            if body is None:
                body = branches.get(plural_form(n)) or branches["other"]
            out.append(fill(body, values, plural_form, number, number(n)))
        else:
            _, name, branches = node
            body = branches.get(str(values[name])) or branches["other"]
            out.append(fill(body, values, plural_form, number, pound))
    return "".join(out)
