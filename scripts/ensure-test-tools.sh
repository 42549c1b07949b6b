#!/usr/bin/env bash
# Makes sure the machine has what the tests drive: Debian's Chromium, a PostgreSQL server and nginx
# (the reverse proxy in front of several processes).
# Installs them with apt-get when running as root; otherwise says in one line what to run.
set -euo pipefail

chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing ${missing[*]}: run 'sudo apt-get install -y --no-install-recommends ${missing[*]}' and try again." >&2
exit 1
