#!/usr/bin/env bash
# The start command (`npm start`): Node 24 and the dependencies if missing, the production build of
# the web app when its sources changed since the last one, then the server with demo data on the
# embedded SQLite database; once it answers, where it is and the demo logins.
set -euo pipefail

cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.."

source scripts/ensure-node.sh
source scripts/ensure-dependencies.sh
source scripts/ensure-web-build.sh
echo "Starting the server …"
node apps/server/src/main.ts &
server=$!
# Ctrl-C reaches the server with the whole terminal; a TERM to this script is passed on.
trap 'kill -TERM "$server" 2>/dev/null || true' TERM
node scripts/start-banner.ts "$server" &
status=0
wait "$server" || status=$?
# A TERM interrupts the first wait; the server is shutting down then, and this waits for it.
if kill -0 "$server" 2>/dev/null; then
  status=0
  wait "$server" || status=$?
fi
exit "$status"
