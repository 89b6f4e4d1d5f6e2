#!/usr/bin/env bash
# Every suite: API and rules (in-process, fresh database each), components (DOM), then the browser suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1

echo "== API and rules =="
# Argon2 is slow on purpose: tests that hash a dozen passwords need more than 5 s on a busy 2-core machine.
bun test --timeout 30000 api rules

echo "== Components =="
bun test --preload ./site/test/dom.ts site

echo "== Browser =="
bash scripts/ensure-chromium.sh
bun --bun astro build --silent
playwright test
