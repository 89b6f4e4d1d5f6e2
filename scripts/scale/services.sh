# Sourced by scripts/test-scale.sh and .ci/run: the throwaway services the several-instance checks (and the API suite
# on PostgreSQL) run against. `start_scale_services` starts an S3-compatible store and, unless told not to, PostgreSQL;
# each writes its NAME=value lines (STORAGE_URL, S3_*, DATABASE_URL) to $SCALE_WORK/<name>.env, which
# `with_scale_services command...` reads into the command's environment only, so that nothing else (the API suite on
# SQLite) sees a DATABASE_URL. Every service is stopped, and $SCALE_WORK removed, when the sourcing shell exits.

SCALE_WORK="$(mktemp -d)"
scale_services=()
stop_scale_services() {
  for pid in "${scale_services[@]}"; do kill "$pid" 2>/dev/null || true; done
  # Each service removes its own folder once stopped; wait for that.
  for pid in "${scale_services[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$SCALE_WORK"
}
trap stop_scale_services EXIT

# Starts a service script in the background and returns once it has printed its `ready` variable (it prints them as
# soon as it listens: a tenth of a second between looks).
start_service() {
  local name="$1" script="$2" ready="$3" env="$SCALE_WORK/$1.env"
  bun "$script" >"$env" 2>"$SCALE_WORK/$name.log" &
  scale_services+=("$!")
  for _ in $(seq 1 600); do
    if grep -q "^$ready=" "$env"; then
      echo "$name: $(head -n 1 "$env")"
      return
    fi
    if ! kill -0 "${scale_services[-1]}" 2>/dev/null; then
      cat "$SCALE_WORK/$name.log" >&2
      echo "$name did not start" >&2
      return 1
    fi
    sleep 0.1
  done
  echo "$name did not start within 60 s" >&2
  return 1
}

# The store, and PostgreSQL when $1 is true (the default).
start_scale_services() {
  start_service s3 scripts/scale/s3.ts S3_SECRET_ACCESS_KEY || return
  if [ "${1:-true}" = true ]; then start_service postgres scripts/scale/postgres.ts DATABASE_URL || return; fi
}

# Runs a command with the services' variables added to its environment.
with_scale_services() {
  (
    for env in "$SCALE_WORK"/*.env; do
      while IFS= read -r line; do [ -n "$line" ] && export "$line"; done <"$env"
    done
    "$@"
  )
}
