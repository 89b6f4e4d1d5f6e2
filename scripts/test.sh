#!/usr/bin/env bash
# The type checks and unused code, then every suite: API, rules and repository checks (in-process, fresh database each),
# components (DOM), then the browser suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1

echo "== Types =="
tsc --noEmit -p .
# Unused files, exports and dependencies fail here (knip.jsonc names the entry points).
knip --no-progress
# The Astro pages' frontmatter and templates too, which tsc does not read.
bun --bun astro check --minimumSeverity warning --minimumFailingSeverity warning

echo "== API, rules and catalogue =="
# Argon2 is slow on purpose: tests that hash a dozen passwords need more than 5 s on a busy 2-core machine.
bun test --timeout 30000 ./api ./rules ./scripts ./bench ./catalogue/model ./catalogue/discover ./catalogue/render ./catalogue/search ./catalogue/engine

echo "== Components =="
bun test --timeout 30000 --preload ./site/test/dom.ts ./site ./catalogue/components

echo "== Browser =="
bash scripts/ensure-chromium.sh
# A separate build for the suite: its checkout uses the Stripe.js test double against the fake Stripe
# (port E2E_PORT + 2, as in tests/e2e/support/env.ts). Production builds (npm start, npm run build) never set
# PUBLIC_STRIPE_TEST_DOUBLE.
FAKE_STRIPE_PORT="${E2E_FAKE_STRIPE_PORT:-$(( ${E2E_PORT:-4399} + 2 ))}"
SITE_BUILD_DIR=dist/e2e-site PUBLIC_STRIPE_TEST_DOUBLE="http://localhost:$FAKE_STRIPE_PORT" bun --bun astro build --silent
playwright test
