#!/usr/bin/env bash
# The type checks and unused code, then every suite: API, rules and repository checks (in-process, fresh database each),
# components (DOM), the site build for the browser suite, then the browser suite. Every part runs even when one
# before it failed, and the script fails if any did. Parts may be named to run only those, in that order:
#   bash scripts/test.sh types api components site browser
# scripts/test-scale.sh runs the parts api-postgres and instances, with its services' variables. API_SHARD=K/N runs
# the Kth of N shares of an API part's files (.ci/run runs the shares side by side).
set -uo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1
source scripts/suites.sh

types() {
  # TypeScript 7's native compiler (the package typescript-go), which checks the project in less than half the CPU time
  # of TypeScript 5; TypeScript 5 (the package typescript) stays for astro check below, whose language server reads its
  # JavaScript API (decision 130). Named by path: both packages install a `tsc`.
  node node_modules/typescript-go/bin/tsc --noEmit -p . &&
    # Unused files, exports and dependencies fail here (knip.jsonc names the entry points).
    knip --no-progress &&
    # The Astro pages' frontmatter and templates too, which tsc does not read; only them (site/tsconfig.astro-check.json),
    # as tsc has just checked every .ts and .tsx file with the same options.
    bun --bun astro check --tsconfig site/tsconfig.astro-check.json --minimumSeverity warning --minimumFailingSeverity warning
}

# With API_SHARD=K/N, the Kth of N shares of the test files read from stdin, dealt in turn in path order, so that each
# share holds some of every folder; without it, all of them.
shard() {
  local share="${API_SHARD:-1/1}"
  sort | awk -v k="${share%/*}" -v n="${share#*/}" '(NR - 1) % n == k - 1'
}

api() {
  # A slow test on a busy 2-core machine still has 30 s.
  bun test --timeout 30000 $(find ./api ./rules ./scripts ./bench ./catalogue/model ./catalogue/discover ./catalogue/render \
    ./catalogue/search ./catalogue/engine \( -name '*.test.ts' -o -name '*.test.tsx' \) -not -path '*/node_modules/*' | shard)
}

# On PostgreSQL (the DATABASE_URL scripts/test-scale.sh or .ci/run give it), the API suite's files that reach a
# database (scripts/postgres-tests.ts); the rest read none, and have run on SQLite.
api-postgres() {
  [ -n "${DATABASE_URL:-}" ] || { echo "api-postgres runs through scripts/test-scale.sh, which gives it a DATABASE_URL" >&2; return 2; }
  bun test --timeout 60000 $(bun scripts/postgres-tests.ts | sed 's|^|./|' | shard)
}

# Two app instances behind a proxy, on the services of scripts/test-scale.sh and its built site (SCALE_SITE_DIR).
instances() {
  bun test --timeout 120000 ./tests/scale
}

components() {
  bun test --timeout 30000 --preload ./site/test/dom.ts ./site ./catalogue/components
}

# The one build of the site for the test suites: the browser suite's server serves it (E2E_SITE_DIR), and test:scale
# takes it as its built site (SCALE_SITE_DIR). Its checkout uses the Stripe.js test double against the fake Stripe
# (port E2E_PORT + 2, as in tests/e2e/support/env.ts). Production builds (npm start, npm run build) never set
# PUBLIC_STRIPE_TEST_DOUBLE.
site() {
  local fake_stripe_port="${E2E_FAKE_STRIPE_PORT:-$(( ${E2E_PORT:-4399} + 2 ))}"
  SITE_BUILD_DIR="${E2E_SITE_DIR:-dist/e2e-site}" PUBLIC_STRIPE_TEST_DOUBLE="http://localhost:$fake_stripe_port" \
    bun --bun astro build --silent
}

# The files that share nothing run on two workers at once, then the accessibility file's tests on two workers; those
# that change what others see run one at a time after them (playwright.config.ts), on a fresh server and data folder.
# Each is run apart (--no-deps) so that all run whatever another's result.
browser() {
  local status=0
  browser-side-by-side || status=1
  browser-one-at-a-time || status=1
  return "$status"
}

# The browser suite's two halves, which .ci/run runs at once, each against a server, fakes and data folder of its own:
# the files that share nothing and the accessibility file, then the files that change what others see, one at a time.
# Each half's ports follow its E2E_PORT (tests/e2e/support/env.ts). Only "one at a time" confirms payments, with the
# Stripe.js test double the site was built for (E2E_PORT + 2 of the default port, see site() above).
browser-side-by-side() {
  bash scripts/ensure-chromium.sh || return
  local status=0
  # Each half keeps its traces and failure pages in a folder of its own: a run empties its folder as it starts.
  playwright test --project 'side by side' --output test-results/side-by-side || status=1
  playwright test --project 'accessibility' --no-deps --output test-results/accessibility || status=1
  return "$status"
}

browser-one-at-a-time() {
  bash scripts/ensure-chromium.sh || return
  playwright test --project 'one at a time' --no-deps --output test-results/one-at-a-time
}

declare -A titles=([types]="Types" [api]="API, rules and catalogue" [components]="Components" [site]="Site build (tests)" [browser]="Browser"
  [browser-side-by-side]="Browser (side by side, accessibility)" [browser-one-at-a-time]="Browser (one at a time)"
  [api-postgres]="API on PostgreSQL" [instances]="Several instances")
parts=("$@")
[ $# -gt 0 ] || parts=(types api components site browser)
failed=0
for part in "${parts[@]}"; do
  [ -n "${titles[$part]:-}" ] || { echo "no such part: $part (types, api, components, site, browser, browser-side-by-side, browser-one-at-a-time, api-postgres, instances)" >&2; exit 2; }
  suite "${titles[$part]}${API_SHARD:+ ($API_SHARD)}" "$part" || failed=1
done
exit "$failed"
