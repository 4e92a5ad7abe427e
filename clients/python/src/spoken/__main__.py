"""``python -m spoken --version``: this package's version and the binary it drives."""

from __future__ import annotations

import argparse
import sys

from . import __version__
from ._binary import binary_version, find_binary
from .errors import SpokenError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m spoken",
        description="The Python client of Spoken. Finds the spoken binary from --binary, "
        "SPOKEN_BIN or PATH, in that order.",
    )
    parser.add_argument("--version", action="store_true", help="print this package's version and the binary's")
    parser.add_argument("--binary", help="the spoken binary to report on (default: SPOKEN_BIN, then PATH)")
    args = parser.parse_args(argv)
    if not args.version:
        parser.print_help()
        return 64
    try:
        path = find_binary(args.binary)
        version = binary_version(path)
    except SpokenError as error:
        print(f"spoken (Python) {__version__}", file=sys.stdout)
        print(f"Error: {error.message}", file=sys.stderr)
        return 1
    print(f"spoken (Python) {__version__}")
    print(f"binary: {path}: {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
