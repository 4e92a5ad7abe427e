#!/usr/bin/env bash
# Builds the library's documentation offline: symbol graphs from the compiler, then DocC.
#
#   Scripts/docs.sh [OUTPUT]      (default .build/docs/Spoken.doccarchive)
#
# Uses its own scratch folder so the normal build keeps its flags. Fails on DocC warnings (a
# broken symbol link in an article is a failure, as in CI).
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs/Spoken.doccarchive}
scratch=.build/docs-build
graphs=.build/docs/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs.all"

swift build --scratch-path "$scratch" --target Spoken \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs.all" >/dev/null
# Only the library's own graphs: the catalog documents `Spoken`, not its dependencies.
mkdir -p "$graphs"
cp "$graphs.all"/Spoken.symbols.json "$graphs"/
rm -rf "$graphs.all"

docc convert Sources/Spoken/Spoken.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Spoken --fallback-bundle-identifier org.spoken.Spoken \
    --warnings-as-errors \
    --output-path "$output" >/dev/null
echo "Documentation: $output"
