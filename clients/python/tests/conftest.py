"""Shared fixtures: the binary under test (SPOKEN_BIN, or spoken on PATH), golden data."""

from __future__ import annotations

import os
import stat
import textwrap
from pathlib import Path
from typing import Callable, Iterator

import pytest

from spoken import Spoken, find_binary

#: The repository's root (clients/python/tests/ → ../../..).
REPO = Path(__file__).resolve().parents[3]
GOLDEN = REPO / "Tests" / "Fixtures" / "icu-golden"


@pytest.fixture(scope="session")
def binary() -> str:
    """The spoken binary under test: SPOKEN_BIN or PATH (the tests fail, never skip, without)."""
    return find_binary()


@pytest.fixture
def client(binary: str) -> Iterator[Spoken]:
    with Spoken(binary=binary) as client:
        yield client


def golden(name: str) -> list[list[str]]:
    """The rows of an ICU golden TSV (ICU's own output, generated independently of Spoken)."""
    rows = []
    for line in (GOLDEN / name).read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            rows.append(line.split("\t"))
    return rows


@pytest.fixture
def fake_binary(tmp_path: Path) -> Callable[[str], str]:
    """A stand-in for spoken (a shell script) that misbehaves as told."""

    def make(script: str) -> str:
        path = tmp_path / "fake-spoken"
        path.write_text("#!/bin/sh\n" + textwrap.dedent(script))
        path.chmod(path.stat().st_mode | stat.S_IXUSR)
        return str(path)

    return make


def pytest_report_header(config: pytest.Config) -> str:
    try:
        return f"spoken binary: {find_binary()}"
    except Exception as error:  # reported by the tests themselves
        return f"spoken binary: none ({error})"


os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "1")
