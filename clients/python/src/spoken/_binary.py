"""Finding the ``spoken`` binary: an explicit path, then ``SPOKEN_BIN``, then ``PATH``."""

from __future__ import annotations

import os
import shutil
import subprocess

from .errors import SpokenBinaryNotFound, SpokenProcessError

#: How to get a binary, quoted by every "not found" error.
HOW_TO_BUILD = (
    "Build it from the Spoken repository and put it on PATH:\n"
    "    swift build -c release --static-swift-stdlib --product spoken\n"
    "    install -m 755 .build/release/spoken ~/.local/bin/spoken\n"
    "or point at a binary with Spoken(binary='/path/to/spoken') or SPOKEN_BIN=/path/to/spoken."
)


def _check(path: str, origin: str) -> str:
    if not os.path.exists(path):
        raise SpokenBinaryNotFound(f"The spoken binary '{path}' ({origin}) does not exist.\n{HOW_TO_BUILD}")
    if os.path.isdir(path):
        raise SpokenBinaryNotFound(f"The spoken binary '{path}' ({origin}) is a directory.\n{HOW_TO_BUILD}")
    if not os.access(path, os.X_OK):
        raise SpokenBinaryNotFound(
            f"The spoken binary '{path}' ({origin}) is not executable (chmod +x it).\n{HOW_TO_BUILD}"
        )
    return os.path.abspath(path)


def find_binary(explicit: str | os.PathLike[str] | None = None) -> str:
    """The absolute path of the ``spoken`` binary to run.

    Looks, in this order, at ``explicit``, the ``SPOKEN_BIN`` environment variable, and ``PATH``.
    A path that is given (explicitly or in ``SPOKEN_BIN``) but unusable is an error naming it,
    never a silent fall-back to ``PATH``.

    Raises:
        SpokenBinaryNotFound: saying how to build or install the binary.
    """
    if explicit is not None:
        return _check(os.fspath(explicit), "given as binary=")
    from_env = os.environ.get("SPOKEN_BIN")
    if from_env:
        return _check(from_env, "from SPOKEN_BIN")
    on_path = shutil.which("spoken")
    if on_path:
        return os.path.abspath(on_path)
    raise SpokenBinaryNotFound(
        "Cannot find the spoken binary: none given, SPOKEN_BIN is not set, and there is no "
        f"'spoken' on PATH.\n{HOW_TO_BUILD}"
    )


def binary_version(path: str, timeout: float = 10.0) -> str:
    """What ``spoken --version`` prints (``spoken 0.9.0 (ICU 72.1)``)."""
    done = subprocess.run(
        [path, "--version"], capture_output=True, text=True, timeout=timeout, check=False
    )
    if done.returncode != 0:
        raise SpokenProcessError(
            f"'{path} --version' exited with status {done.returncode}: {done.stderr.strip()}",
            returncode=done.returncode,
            stderr=done.stderr,
        )
    return done.stdout.strip()
