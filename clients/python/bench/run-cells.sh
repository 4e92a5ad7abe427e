#!/usr/bin/env bash
# The order-list cell benchmark (cells.py) in an environment of its own: a virtual environment
# under .build/python-bench with the client installed as a user would (`pip install ./clients/python`)
# and Babel (requirements.txt beside this file; no dependency of the package). Arguments go to
# cells.py: `--smoke` is CI's quick run (5 orders: the labels checked, no timing), no argument
# the full run (200 orders × 6 locales, the targets of thresholds.json checked).
#   clients/python/bench/run-cells.sh [--smoke] [cells.py options]
# SPOKEN_BIN=/path/to/spoken runs that binary instead of SwiftPM's debug build, and the in-process
# client loads libSpokenRenderC.so beside it (or SPOKEN_LIB); measure a release build:
#   swift build -c release --product spoken && swift build -c release --product SpokenRenderC
#   SPOKEN_BIN=.build/release/spoken clients/python/bench/run-cells.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."

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

venv=.build/python-bench/venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
# Always reinstalled: the client under test is this checkout's.
"$venv/bin/pip" install --quiet --disable-pip-version-check --no-cache-dir \
    ./clients/python -r clients/python/bench/requirements.txt
SPOKEN_BIN="$binary" "$venv/bin/python" clients/python/bench/cells.py "$@"
