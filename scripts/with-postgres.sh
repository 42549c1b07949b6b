#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on 127.0.0.1 (TEST_DATABASE_URL points at it),
# then stops and removes the cluster, also when the command fails or is interrupted.
set -euo pipefail

pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL server binaries not found: install them with 'sudo apt-get install -y postgresql'." >&2
  exit 1
fi

workdir=$(mktemp -d /tmp/atelier-pg-XXXXXX)
port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

as_owner=()
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root.
  chown postgres:postgres "$workdir"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$workdir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT INT TERM

"${as_owner[@]}" "$pg_bin/initdb" -D "$workdir/data" -A trust -U postgres >/dev/null
# Durability settings off: this cluster lives for one test run.
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $workdir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') running on 127.0.0.1:$port for this run"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
