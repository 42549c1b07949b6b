#!/usr/bin/env bash
# npm test: every test, in the order that fails fastest. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# Exported, with the time it counts from, for the steps a lane below takes in turn.
export TEST_ALL_STARTED=$EPOCHSECONDS
step() { printf '\n==> %s (at %d s)\n' "$*" "$((EPOCHSECONDS - TEST_ALL_STARTED))"; }
export -f step

# Runs commands side by side, each given as a label and a command line, with every line of output
# marked by its label; fails, once all have ended, if any failed. A lane that failed early had its
# report scrolled far above by the lanes that went on (a CI log may keep only its end): its last lines
# are printed again at the end, where vitest's summary of the failed tests is.
side_by_side() {
  local pids=() labels=() logs=() failed=()
  while [ $# -gt 0 ]; do
    labels+=("$1")
    logs+=("$(mktemp)")
    bash -c "set -euo pipefail; $2" 2>&1 | sed -u "s/^/[$1] /" | tee "${logs[-1]}" &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    # The lane's own status, not tee's: pipefail gives the pipe's first failure.
    wait "${pids[$i]}" || failed+=("$i")
  done
  for i in "${failed[@]}"; do
    printf '\n==> The last lines of %s, which failed\n' "${labels[$i]}"
    tail -n 300 "${logs[$i]}"
  done
  rm -f "${logs[@]}"
  [ ${#failed[@]} -eq 0 ] || {
    echo "Failed: $(for i in "${failed[@]}"; do printf '%s ' "${labels[$i]}"; done)(see the lines marked so above)." >&2
    return 1
  }
}

step "Test tools (Chromium, PostgreSQL, nginx)"
bash scripts/ensure-test-tools.sh
step "Lint and formatting, beside the folder graph, the how-tos and the type check"
# Each is one process on one core: two lanes keep both cores of these machines busy.
side_by_side \
  lint 'npm run --silent lint' \
  types 'node scripts/folder-graph.mjs --quiet && node scripts/check-how-to.mjs && npm run --silent typecheck'
step "Unit tests"
npm run --silent test:unit
step "API tests on embedded PGlite, beside PostgreSQL's and then the build and the journeys"
# Each API pass runs one file at a time, so the two together keep both cores of these machines busy.
# The PGlite pass is the longer, and ran alone at its end with a core to spare: the journeys start in
# that core as soon as the PostgreSQL pass is done, rather than after both
# (docs/decisions/0064-journeys-start-in-the-api-passes-tail.md).
# These files start servers on an embedded database of their own whatever TEST_DATABASE_URL says:
# the PostgreSQL pass alone runs them, the shorter of the two without them.
own_database=(main.api embedded-backups.api db/pglite-remote.api jobs/crash-safe-mail.api)
excludes=()
for file in "${own_database[@]}"; do excludes+=(--exclude "src/server/$file.test.ts"); done
side_by_side \
  pglite "npm run --silent test:api -- ${excludes[*]}; step 'The PGlite pass is done'" \
  postgres+journeys 'bash scripts/with-postgres.sh npm run --silent test:api
    step Build
    npm run --silent build
    step "End-to-end tests in Chromium"
    npm run --silent test:e2e'
