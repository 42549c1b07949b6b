#!/usr/bin/env bash
# npm test: every test, in the order that fails fastest. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "Test tools (Chromium, PostgreSQL)"
bash scripts/ensure-test-tools.sh
step "Lint and formatting"
npm run --silent lint
step "Type check"
npm run --silent typecheck
step "Unit tests"
npm run --silent test:unit
step "API tests on embedded PGlite"
npm run --silent test:api
step "API tests on PostgreSQL"
bash scripts/with-postgres.sh npm run --silent test:api
step "Build"
npm run --silent build
step "End-to-end tests in Chromium"
npm run --silent test:e2e
