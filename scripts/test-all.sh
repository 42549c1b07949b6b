#!/usr/bin/env bash
# npm test: every test, in the order that fails fastest. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "Test tools (Chromium, PostgreSQL, nginx)"
bash scripts/ensure-test-tools.sh
step "Lint and formatting"
npm run --silent lint
step "Folder graph and how-tos"
node scripts/folder-graph.mjs --quiet
node scripts/check-how-to.mjs
step "Type check"
npm run --silent typecheck
step "Unit tests"
npm run --silent test:unit
step "API tests on embedded PGlite and on PostgreSQL, side by side"
# Each pass runs one file at a time, so the two together keep both cores of these machines busy. The
# journeys come after them rather than beside them (docs/decisions/0058-tests-in-order.md).
# These files start servers on an embedded database of their own whatever TEST_DATABASE_URL says:
# the PostgreSQL pass alone runs them, the shorter of the two without them.
own_database=(main.api embedded-backups.api db/pglite-remote.api jobs/crash-safe-mail.api)
excludes=()
for file in "${own_database[@]}"; do excludes+=(--exclude "src/server/$file.test.ts"); done
npm run --silent test:api -- "${excludes[@]}" 2>&1 | sed -u 's/^/[pglite] /' &
pglite=$!
bash scripts/with-postgres.sh npm run --silent test:api 2>&1 | sed -u 's/^/[postgres] /' &
postgres=$!
api_failed=0
wait "$pglite" || api_failed=1
wait "$postgres" || api_failed=1
[ "$api_failed" = 0 ] || { echo "API tests failed: see the [pglite] and [postgres] lines above." >&2; exit 1; }
step "Build"
npm run --silent build
step "End-to-end tests in Chromium"
npm run --silent test:e2e
