#!/usr/bin/env bash
# The Node client's tests (clients/node/test) against the spoken binary SwiftPM builds: every
# method against ICU's golden rows, errors, concurrency, failures of the coprocess, a 100k batch,
# the schema check against `spoken render --describe`, the README's examples, the example server,
# and `npm pack` installed offline into an empty project with a TypeScript consumer checked by
# `tsc --noEmit --strict` (Debian's node-typescript). Run by .ci/run; by hand:
#   clients/node/run-tests.sh [node --test arguments]
# SPOKEN_BIN=/path/to/spoken tests that binary instead of SwiftPM's debug build.
set -euo pipefail
cd "$(dirname "$0")/../.."

major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$major" -lt 20 ]; then
    echo "The Node client needs Node 20 or later (this is $(node --version))" >&2
    exit 1
fi
if ! command -v tsc >/dev/null; then
    echo "tsc not found: apt-get install -y node-typescript" >&2
    exit 1
fi

if [ -n "${SPOKEN_BIN:-}" ]; then
    binary="$(cd "$(dirname "$SPOKEN_BIN")" && pwd)/$(basename "$SPOKEN_BIN")"
else
    bin_dir="$(swift build --show-bin-path)"
    if [ ! -x "$bin_dir/spoken" ]; then
        swift build --product spoken
    fi
    binary="$bin_dir/spoken"
fi

cd clients/node
SPOKEN_BIN="$binary" node --test "$@" test/*.test.js
