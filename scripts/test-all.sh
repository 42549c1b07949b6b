#!/usr/bin/env bash
# npm test: every test. Two lanes run side by side, each about one core's work on these 2-core
# machines (docs/decisions/0058-tests-in-two-lanes.md): the static checks and the API tests, on
# embedded PGlite and then on PostgreSQL, in one; the build, the unit tests and the journeys in
# Chromium in the other. Each lane stops at its first failure; the run fails if either lane failed.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

# These files start servers on an embedded database of their own whatever TEST_DATABASE_URL says:
# the PostgreSQL pass alone runs them, rather than both passes running the same thing.
own_database=(main.api embedded-backups.api db/pglite-remote.api jobs/crash-safe-mail.api)
pglite_excludes=()
for file in "${own_database[@]}"; do pglite_excludes+=(--exclude "src/server/$file.test.ts"); done

checks_and_api() {
  step "Lint and formatting"
  npm run --silent lint
  step "Folder graph and how-tos"
  node scripts/folder-graph.mjs --quiet
  node scripts/check-how-to.mjs
  step "Type check"
  npm run --silent typecheck
  step "API tests on embedded PGlite"
  npm run --silent test:api -- "${pglite_excludes[@]}"
  step "API tests on PostgreSQL"
  bash scripts/with-postgres.sh npm run --silent test:api
}

build_and_browser() {
  step "Build"
  npm run --silent build
  step "Unit tests"
  npm run --silent test:unit
  step "End-to-end tests in Chromium"
  npm run --silent test:e2e
}

# A lane's lines carry its name, so the two can be told apart in one log.
lane() {
  local name=$1
  shift
  ("$@") 2>&1 | sed -u "s/^/[$name] /"
}

step "Test tools (Chromium, PostgreSQL, nginx)"
bash scripts/ensure-test-tools.sh

lane api checks_and_api &
api=$!
lane browser build_and_browser &
browser=$!
failed=()
wait "$api" || failed+=("api: static checks or API tests")
wait "$browser" || failed+=("browser: build, unit tests or journeys")
if [ ${#failed[@]} -gt 0 ]; then
  printf 'Failed lane: %s (see its lines above).\n' "${failed[@]}" >&2
  exit 1
fi
echo "All tests passed."
