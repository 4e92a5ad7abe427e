#!/usr/bin/env bash
# Translators' tools in a real browser and in pre-commit: `spoken report` opened in Debian's
# chromium with Selenium and checked with axe-core (Tests/Browser/test_report.py, screenshots in
# .build/report-screenshot*.png), and the pre-commit hook tried in a temporary repository
# (Tests/Browser/test_pre_commit.sh). Installs chromium and chromium-driver with apt when missing,
# and the Python packages in a virtual environment (.build/browser-venv).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v chromium > /dev/null || ! command -v chromedriver > /dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium chromium-driver
fi
swift build --product spoken
bin="$(swift build --show-bin-path)/spoken"
venv=.build/browser-venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q -r Tests/Browser/requirements.txt
"$venv/bin/python" Tests/Browser/test_report.py "$bin" .build
Tests/Browser/test_pre_commit.sh "$bin" "$venv"
