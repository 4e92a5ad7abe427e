#!/usr/bin/env bash
# The pre-commit hook (.pre-commit-hooks.yaml) in a temporary git repository, with
# `pre-commit try-repo`: a clean translation passes, a planted error fails with lint's words.
# Arguments: the spoken binary, the virtual environment that has pre-commit.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
spoken="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
venv="$(cd "$2" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The hook runs `spoken` from PATH (language: system).
mkdir -p "$work/bin"
ln -s "$spoken" "$work/bin/spoken"
export PATH="$work/bin:$venv/bin:$PATH"
export PRE_COMMIT_HOME="$work/cache"
cd "$work"
git init -q app
cd app
git config user.email ci@example.invalid
git config user.name CI
mkdir l10n
cp "$root/l10n/en.arb" "$root/l10n/de.arb" l10n/
git add l10n
git commit -qm "catalogs"

# A clean change passes.
sed -i 's/"Schlagzeilen"/"Top-Meldungen"/' l10n/de.arb
pre-commit try-repo "$root" spoken-lint --files l10n/de.arb > "$work/clean.log" 2>&1 || {
    cat "$work/clean.log"
    echo "pre-commit: a clean translation failed the hook" >&2
    exit 1
}

# A planted error fails, with lint's finding.
python3 - l10n/de.arb <<'PY'
import json, sys
path = sys.argv[1]
data = json.load(open(path, encoding="utf-8"))
data["announce.pageOf"] = "Seite {seite} von {total}"
json.dump(data, open(path, "w", encoding="utf-8"), ensure_ascii=False, indent=2)
PY
if pre-commit try-repo "$root" spoken-lint --files l10n/de.arb > "$work/error.log" 2>&1; then
    cat "$work/error.log"
    echo "pre-commit: a planted error passed the hook" >&2
    exit 1
fi
grep -q "Unknown placeholder '{seite}'" "$work/error.log" || {
    cat "$work/error.log"
    echo "pre-commit: lint's finding is missing from the hook's output" >&2
    exit 1
}
echo "pre-commit hook: ok"
