#!/usr/bin/env bash
# The bench (`npm run bench [-- api|documents|web]`): Node 24 and the workspace's dependencies if
# missing, the bench's own tools (autocannon, Lighthouse) into bench/node_modules when missing or
# older than bench/package-lock.json, a type check and lint of the bench, then the measurements.
set -euo pipefail

cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.."

source scripts/ensure-node.sh
source scripts/ensure-dependencies.sh
if [[ ! -d bench/node_modules || bench/package-lock.json -nt bench/node_modules/.package-lock.json ]]; then
  npm ci --prefix bench --no-audit --no-fund
fi
npx tsc -p bench
npx eslint --max-warnings 0 bench
exec node bench/src/run.ts "$@"
