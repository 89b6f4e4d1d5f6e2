#!/usr/bin/env bash
# The product on several instances: a throwaway S3-compatible store (and PostgreSQL), then two app instances behind a
# round-robin proxy, checked through it (tests/scale). Every server started here is stopped on exit, Ctrl-C included.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/suites.sh
source scripts/scale/services.sh

# The API suite runs on the throwaway PostgreSQL too, and the instances share it. SCALE_ON_POSTGRES=false runs only
# the multi-instance checks, on one SQLite file the instances share.
ON_POSTGRES="${SCALE_ON_POSTGRES:-true}"

failed=0
echo "== Services =="
start_scale_services "$ON_POSTGRES"
if [ "$ON_POSTGRES" = true ]; then
  with_scale_services bash scripts/test.sh api-postgres || failed=1
fi

# The rebuild lease is checked with the real rebuild, on a built site. SCALE_SITE_DIR names one already built; without
# it, one is made here as npm run build makes it.
if [ -z "${SCALE_SITE_DIR:-}" ]; then
  export SCALE_SITE_DIR="$PWD/dist/scale-site"
  suite "Site build (scale)" env SITE_BUILD_DIR="$SCALE_SITE_DIR" bun --bun astro build --silent || failed=1
fi
export SCALE_SITE_DIR="$(realpath "$SCALE_SITE_DIR")"
with_scale_services bash scripts/test.sh instances || failed=1
exit "$failed"
