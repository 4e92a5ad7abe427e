"""The Python examples of the package README (clients/python/README.md) and of the repository
README's quick start print what they show (run with the binary under test).

Expected output is written in the blocks themselves: a `# text` comment ending a `print(…)` line
(or the line calling `asyncio.run`), or a block of `# Output:` comment lines after a loop.
"""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys

import pytest

from .conftest import REPO

READMES = ("clients/python/README.md", "README.md")


def python_examples() -> list[tuple[str, str]]:
    """(file:line, code) of every ```python block of the READMEs."""
    blocks = []
    for name in READMES:
        text = (REPO / name).read_text(encoding="utf-8")
        for match in re.finditer(r"```python\n(.*?)```", text, re.S):
            line = text[: match.start()].count("\n") + 2
            blocks.append((f"{name}:{line}", match.group(1)))
    return blocks


def expected_output(code: str) -> list[str]:
    lines = code.splitlines()
    expected: list[str] = []
    in_output = False
    for line in lines:
        if line.strip() == "# Output:":
            in_output = True
        elif in_output and line.startswith("# "):
            expected.append(line[2:])
        elif re.match(r"\s*(print\(|asyncio\.run\().*\)\s+# ", line):
            expected.append(line.rsplit("# ", 1)[1].rstrip())
    return expected


def test_the_readmes_have_examples() -> None:
    places = [place for place, _ in python_examples()]
    assert len(places) >= 4
    assert all(any(place.startswith(name + ":") for place in places) for name in READMES)


@pytest.mark.parametrize(("line", "code"), python_examples(), ids=lambda v: v if v.endswith(tuple("0123456789")) else "")
def test_readme_example(line: str, code: str, binary: str) -> None:
    expected = expected_output(code)
    assert expected, f"{line}: no expected output written in the example"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
        env={**os.environ, "SPOKEN_BIN": binary},
    )
    assert done.returncode == 0, f"{line}:\n{done.stderr}"
    assert done.stdout.splitlines() == expected, f"{line}"


def test_the_readme_shows_every_parameter_of_the_client() -> None:
    """The API section's constructor line names every parameter with its default, as declared."""
    from spoken import AsyncSpoken, Spoken

    text = (REPO / READMES[0]).read_text(encoding="utf-8")
    shown = text[text.index("`Spoken(") : text.index(")` is the client")]
    for client in (Spoken, AsyncSpoken):
        for name, parameter in inspect.signature(client).parameters.items():
            assert f"{name}={parameter.default!r}" in shown, f"{client.__name__}: {name}={parameter.default!r}"
