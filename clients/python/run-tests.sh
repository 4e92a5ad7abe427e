#!/usr/bin/env bash
# The Python client's tests (clients/python/tests, the Spark test included) against the spoken
# binary SwiftPM builds, in a fresh virtual environment: `pip install ./clients/python` as a user
# would, plus the pinned test requirements from PyPI. Run by .ci/run; by hand:
#   clients/python/run-tests.sh [pytest arguments]
# SPOKEN_BIN=/path/to/spoken tests that binary instead of SwiftPM's debug build (and the in-process
# client the libSpokenRenderC.so beside it, or SPOKEN_LIB).
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ -n "${SPOKEN_BIN:-}" ]; then
    binary="$(cd "$(dirname "$SPOKEN_BIN")" && pwd)/$(basename "$SPOKEN_BIN")"
else
    bin_dir="$(swift build --show-bin-path)"
    if [ ! -x "$bin_dir/spoken" ]; then
        swift build --product spoken
    fi
    if [ ! -f "$bin_dir/libSpokenRenderC.so" ]; then
        swift build --product SpokenRenderC
    fi
    binary="$bin_dir/spoken"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check --no-cache-dir \
    ./clients/python -r clients/python/requirements-test.txt

# From the work folder, so that the installed package is tested, not the source tree.
cd "$work"
SPOKEN_BIN="$binary" "$work/venv/bin/python" -m pytest -p no:cacheprovider \
    --rootdir "$OLDPWD/clients/python" "$OLDPWD/clients/python/tests" "$@"
