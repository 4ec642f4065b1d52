#!/usr/bin/env bash
# The start command (`npm start`): Node 24 and the dependencies if missing, the production build of
# the web app, then the server with demo data on the embedded SQLite database.
set -euo pipefail

cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.."

source scripts/ensure-node.sh
source scripts/ensure-dependencies.sh
npm run build --workspace @servicebereich/web
exec node apps/server/src/main.ts
