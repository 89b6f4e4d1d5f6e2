# Sourced by the test scripts: `suite NAME command...` runs one suite and records its time.
# With SUITE_LOGS set (.ci/run, which runs suites side by side), a suite's output goes to its own file and is printed
# whole when it ends, so that two suites' lines never mix; its name, seconds and exit status are added to
# $SUITE_LOGS/times for the closing table. Without it the output is live, as when one runs `npm test` by hand.

suite() {
  local name="$1" started=$SECONDS status=0
  shift
  if [ -z "${SUITE_LOGS:-}" ]; then
    echo "== $name =="
    "$@" || status=$?
    echo "== $name: $((SECONDS - started)) s$([ "$status" -eq 0 ] || echo ", failed")"
    return "$status"
  fi
  local log="$SUITE_LOGS/${name//[^A-Za-z0-9]/-}.log" cpu_before cpu_group
  # The CPU seconds too: on a shared machine the wall time depends on the others' load, the CPU time much less.
  cpu_group="$(new_cpu_group "$name")"
  children_cpu
  cpu_before=$CHILDREN_CPU
  if [ -n "$cpu_group" ]; then
    ( echo "$BASHPID" >"$cpu_group/cgroup.procs" && "$@" ) >"$log" 2>&1 || status=$?
  else
    "$@" >"$log" 2>&1 || status=$?
  fi
  children_cpu
  local seconds=$((SECONDS - started)) cpu_seconds=$((CHILDREN_CPU - cpu_before))
  [ -z "$cpu_group" ] || cpu_seconds="$(cpu_group_seconds "$cpu_group")"
  # One suite prints at a time.
  flock "$SUITE_LOGS/.printing" sh -c 'echo "== $1 =="; cat "$2"; echo "== $1: $3 s$4"' _ \
    "$name" "$log" "$seconds" "$([ "$status" -eq 0 ] || echo ", FAILED")"
  printf '%s\t%s\t%s\t%s\n' "$name" "$seconds" "$cpu_seconds" "$status" >>"$SUITE_LOGS/times"
  return "$status"
}

# Sets CHILDREN_CPU to the CPU seconds of this shell's children that have ended, user + system (bash's `times`,
# second line, such as "1m2.500s 0m3.250s"). Run in this shell, not in $(...), whose `times` counts its own children.
children_cpu() {
  local file="$SUITE_LOGS/.times.$BASHPID"
  times >"$file"
  CHILDREN_CPU="$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, part, /[ms]/); total += part[1] * 60 + part[2] } } END { printf "%d", total }' "$file")"
}

# A CPU accounting group of the suite's own (cgroup v2, or v1's cpuacct), where this machine lets the script make one;
# else nothing, and the suite's CPU is its processes' user + system time as the shell's `times` counts it. Only a group
# counts every process: Chromium's renderers are not waited for by a process of the suite, so `times` misses them,
# and the browser suite's CPU read less than half of what it is.
new_cpu_group() {
  local root
  for root in /sys/fs/cgroup/cpuacct /sys/fs/cgroup/unified /sys/fs/cgroup; do
    [ -f "$root/cpuacct.usage" ] || [ -f "$root/cpu.stat" ] || continue
    local group="$root/reefid-suite-$$-${1//[^A-Za-z0-9]/-}"
    mkdir "$group" 2>/dev/null && [ -w "$group/cgroup.procs" ] && { echo "$group"; return; }
    rmdir "$group" 2>/dev/null
  done
  return 0
}

# The CPU seconds a suite's group used, user + system; the group is removed (it is empty once the suite has ended).
cpu_group_seconds() {
  if [ -f "$1/cpuacct.usage" ]; then
    awk '{ printf "%d", $1 / 1e9 }' "$1/cpuacct.usage"
  else
    awk '$1 == "usage_usec" { printf "%d", $2 / 1e6 }' "$1/cpu.stat"
  fi
  rmdir "$1" 2>/dev/null || true
}

# The closing table: each suite's wall and CPU time and its result, in the order they ended.
suite_times() {
  printf '== Times ==\n%-38s %7s %7s\n' suite wall CPU
  while IFS=$'\t' read -r name seconds cpu_seconds status; do
    printf '%-38s %5d s %5s s  %s\n' "$name" "$seconds" "$cpu_seconds" "$([ "$status" -eq 0 ] && echo ok || echo FAILED)"
  done <"$SUITE_LOGS/times"
}

# After the table: each failed suite's failing tests, by the lines its runner marks them with (bun's "(fail)",
# Playwright's "✘" and its closing count), so that the end of a long log still says what failed.
suite_failures() {
  local name seconds cpu_seconds status
  while IFS=$'\t' read -r name seconds cpu_seconds status; do
    [ "$status" -eq 0 ] && continue
    echo "== Failed in $name =="
    grep -aE '^\(fail\)|✘|^ +[0-9]+ (failed|flaky)$' "$SUITE_LOGS/${name//[^A-Za-z0-9]/-}.log" | head -40 || true
  done <"$SUITE_LOGS/times"
}
