#!/usr/bin/env bash
# Builds the documentation offline: symbol graphs from the compiler, then DocC, for every module
# with a catalog (Sources/<Module>/<Module>.docc).
#
#   Scripts/docs.sh [OUTPUT-DIR]      (default .build/docs; one <Module>.doccarchive each)
#
# Uses its own scratch folder so the normal build keeps its flags. Fails on DocC warnings (a
# broken symbol link in an article is a failure, as in CI).
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs}
mkdir -p "$output"
scratch=.build/docs-build
# Kept with the scratch build: an up-to-date module emits no graph again.
graphs=$PWD/$scratch/symbol-graphs
mkdir -p "$graphs/all"

for catalog in Sources/*/*.docc; do
    module=$(basename "$catalog" .docc)
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" >/dev/null
    # Only the module's own graph: each catalog documents its module, not its dependencies.
    rm -rf "${graphs:?}/$module" && mkdir -p "$graphs/$module"
    cp "$graphs/all/$module.symbols.json" "$graphs/$module/"
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.spoken.$module" \
        --warnings-as-errors \
        --output-path "$output/$module.doccarchive" >/dev/null
    echo "Documentation: $output/$module.doccarchive"
done
