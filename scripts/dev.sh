#!/usr/bin/env bash
# The development command (`npm run dev`): Node 24 and the dependencies if missing, then the server
# on http://127.0.0.1:$PORT (8080), restarted when its code changes, and Vite on
# http://localhost:$DEV_WEB_PORT (5173) with hot reload, which passes /api on to the server.
# Ctrl-C (or either one ending) stops both.
set -euo pipefail

cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.."

# Vite's proxy reads both (apps/web/vite.config.ts).
export PORT="${PORT:-8080}" DEV_WEB_PORT="${DEV_WEB_PORT:-5173}"

source scripts/ensure-node.sh
source scripts/ensure-dependencies.sh
trap 'trap - EXIT; kill 0' EXIT INT TERM
node --watch apps/server/src/main.ts &
npm run dev --workspace @servicebereich/web &
wait -n
