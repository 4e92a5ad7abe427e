"""The package's type hints hold (mypy --strict), and the op methods keep their signatures for a
type checker: arguments, options and result types, sync and async."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import spoken

PACKAGE = Path(spoken.__file__).parent


def mypy(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """mypy on the `spoken` this test imports: installed (site-packages, found as PEP 561
    says), or a source tree on PYTHONPATH (given to mypy as MYPYPATH)."""
    env = dict(os.environ)
    if PACKAGE.parent.name not in ("site-packages", "dist-packages"):
        env["MYPYPATH"] = str(PACKAGE.parent)
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--python-version", "3.10", *args],
        capture_output=True, text=True, check=False, cwd=cwd, env=env,
    )


def test_the_package_type_checks_strictly(tmp_path: Path) -> None:
    assert (PACKAGE / "py.typed").exists()
    done = mypy("-p", "spoken", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_callers_see_each_ops_signature(tmp_path: Path) -> None:
    sample = tmp_path / "caller.py"
    sample.write_text(textwrap.dedent('''
        from datetime import timedelta
        from spoken import AsyncSpoken, Announcement, Spoken

        def sync(client: Spoken) -> None:
            text: str = client.date(0, date_style="full", locale="de", timeout=1.0)
            note: Announcement = client.announce("newMessages", count=3)
            spans: str = client.duration(timedelta(minutes=5), max_units=1)
            client.measure(25)  # E: no unit
            client.date(0, date_style="huge")  # E: not a style

        async def asynchronous(client: AsyncSpoken) -> None:
            label: str = await client.label("a", None, "b", style="and")
            reveal_type(client.rotor)
    '''))
    done = mypy(str(sample), cwd=tmp_path)
    out = done.stdout
    assert 'Revealed type is "def (builtins.str, *, locale: builtins.str =, time_zone: builtins.str =, timeout: Union[builtins.float, None] =, markup: builtins.bool =, display_width: Union[Literal[\'short\'], Literal[\'narrow\']] =) -> typing.Awaitable[spoken.ops.Rotor]"' in out, out
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert [line.split(":")[1] for line in errors] == ["9", "10"], out
