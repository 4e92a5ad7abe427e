"""Finding the binary (explicit path, SPOKEN_BIN, PATH) and `python -m spoken --version`."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import spoken
from spoken import Spoken, find_binary


def test_explicit_path_wins_over_spoken_bin_and_path(binary: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    other = tmp_path / "bin" / "spoken"
    other.parent.mkdir()
    other.write_text("#!/bin/sh\nexit 0\n")
    other.chmod(0o755)
    monkeypatch.setenv("SPOKEN_BIN", str(other))
    monkeypatch.setenv("PATH", str(other.parent))
    assert find_binary(binary) == os.path.abspath(binary)
    assert find_binary() == str(other)
    monkeypatch.delenv("SPOKEN_BIN")
    assert find_binary() == str(other)  # from PATH


def test_nothing_found_says_how_to_build(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("SPOKEN_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(spoken.SpokenBinaryNotFound) as raised:
        Spoken()
    message = str(raised.value)
    assert "SPOKEN_BIN" in message and "PATH" in message
    assert "swift build -c release --static-swift-stdlib --product spoken" in message


@pytest.mark.parametrize("kind", ["missing", "directory", "not-executable"])
def test_a_bad_given_path_is_named_never_replaced(kind: str, binary: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "spoken"
    if kind == "directory":
        bad.mkdir()
    elif kind == "not-executable":
        bad.write_text("")
    monkeypatch.setenv("PATH", str(Path(binary).parent))  # a good one on PATH is not used instead
    monkeypatch.setenv("SPOKEN_BIN", str(bad))
    with pytest.raises(spoken.SpokenBinaryNotFound, match=f"'{bad}' \\(from SPOKEN_BIN\\)"):
        find_binary()
    with pytest.raises(spoken.SpokenBinaryNotFound, match=f"'{bad}' \\(given as binary=\\)"):
        Spoken(binary=bad)


def test_python_m_spoken_version_reports_the_binary(binary: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "spoken", "--version"],
        capture_output=True, text=True, check=True, env={**os.environ, "SPOKEN_BIN": binary},
    )
    version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    assert done.stdout == f"spoken (Python) {spoken.__version__}\nbinary: {os.path.abspath(binary)}: {version}\n"
    assert version.startswith(f"spoken {spoken.__version__} ")  # the client and the binary are released together


def test_python_m_spoken_without_binary_fails_clearly(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "SPOKEN_BIN"}
    env["PATH"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-m", "spoken", "--version"], capture_output=True, text=True, env=env)
    assert done.returncode == 1
    assert "Cannot find the spoken binary" in done.stderr
