"""The README's Python examples print what the README shows (run with the binary under test).

Expected output is written in the blocks themselves: a `# text` comment ending a `print(…)` line
(or the line calling `asyncio.run`), or a block of `# Output:` comment lines after a loop.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from .conftest import REPO


def python_examples() -> list[tuple[int, str]]:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    start = text.index("\n## Python\n")
    end = text.index("\n## ", start + 1)
    section_line = text[:start].count("\n") + 2
    blocks = []
    for match in re.finditer(r"```python\n(.*?)```", text[start:end], re.S):
        line = section_line + text[start : start + match.start()].count("\n") - 1
        blocks.append((line, match.group(1)))
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


def test_the_python_section_has_examples() -> None:
    assert len(python_examples()) >= 4


@pytest.mark.parametrize(("line", "code"), python_examples(), ids=lambda v: f"README.md:{v}" if isinstance(v, int) else "")
def test_readme_example(line: int, code: str, binary: str) -> None:
    expected = expected_output(code)
    assert expected, f"README.md:{line}: no expected output written in the example"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
        env={**os.environ, "SPOKEN_BIN": binary},
    )
    assert done.returncode == 0, f"README.md:{line}:\n{done.stderr}"
    assert done.stdout.splitlines() == expected, f"README.md:{line}"
