"""The package's type hints hold (mypy --strict), and the op methods keep their signatures for a
type checker: arguments, options and result types, sync and async."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import spoken

PACKAGE = Path(spoken.__file__).parent


def mypy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--python-version", "3.10", *args],
        capture_output=True, text=True, check=False,
    )


def test_the_package_type_checks_strictly() -> None:
    assert (PACKAGE / "py.typed").exists()
    done = mypy(str(PACKAGE))
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
    done = mypy(str(sample))
    out = done.stdout
    assert 'Revealed type is "def (builtins.str, *, locale: builtins.str =, time_zone: builtins.str =, timeout: Union[builtins.float, None] =) -> typing.Awaitable[spoken.ops.Rotor]"' in out, out
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert [line.split(":")[1] for line in errors] == ["9", "10"], out
