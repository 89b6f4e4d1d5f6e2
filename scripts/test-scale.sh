#!/usr/bin/env bash
# The product on several instances: a throwaway S3-compatible store (and PostgreSQL), then two app instances behind a
# round-robin proxy, checked through it (tests/scale). Every server started here is stopped on exit, Ctrl-C included.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/suites.sh

# The API suite runs on the throwaway PostgreSQL too, and the instances share it. SCALE_ON_POSTGRES=false runs only
# the multi-instance checks, on one SQLite file the instances share.
ON_POSTGRES="${SCALE_ON_POSTGRES:-true}"

work="$(mktemp -d)"
services=()
stop_services() {
  for pid in "${services[@]}"; do kill "$pid" 2>/dev/null || true; done
  # Each service removes its own folder once stopped; wait for that.
  for pid in "${services[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap stop_services EXIT

# Starts a service script in the background and exports the NAME=value lines it prints once `ready` is among them.
start_service() {
  local name="$1" script="$2" ready="$3"
  bun "$script" >"$work/$name.env" 2>"$work/$name.log" &
  services+=("$!")
  for _ in $(seq 1 600); do
    if grep -q "^$ready=" "$work/$name.env"; then
      while IFS= read -r line; do export "$line"; done <"$work/$name.env"
      echo "$name: $(head -n 1 "$work/$name.env")"
      return
    fi
    if ! kill -0 "${services[-1]}" 2>/dev/null; then
      cat "$work/$name.log" >&2
      echo "$name did not start" >&2
      exit 1
    fi
    sleep 0.1
  done
  echo "$name did not start within 60 s" >&2
  exit 1
}

failed=0
echo "== Services =="
start_service s3 scripts/scale/s3.ts S3_SECRET_ACCESS_KEY
if [ "$ON_POSTGRES" = true ]; then
  start_service postgres scripts/scale/postgres.ts DATABASE_URL
  suite "API, rules and scripts on PostgreSQL" bun test --timeout 60000 ./api ./rules ./scripts ./catalogue/engine || failed=1
fi

# The rebuild lease is checked with the real rebuild, on a built site. SCALE_SITE_DIR names one already built (.ci/run
# passes the browser suite's: only its checkout's Stripe.js differs, which no scale test opens); without it, one is
# made here as npm run build makes it.
if [ -z "${SCALE_SITE_DIR:-}" ]; then
  export SCALE_SITE_DIR="$PWD/dist/scale-site"
  suite "Site build (scale)" env SITE_BUILD_DIR="$SCALE_SITE_DIR" bun --bun astro build --silent || failed=1
fi
export SCALE_SITE_DIR="$(realpath "$SCALE_SITE_DIR")"
suite "Several instances" bun test --timeout 120000 ./tests/scale || failed=1
exit "$failed"
