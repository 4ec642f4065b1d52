#!/usr/bin/env bash
# The back-office command (`npm run admin -- <area> <subcommand> …`): Node 24 if missing, then the
# command on the database the server is configured with (the same environment variables).
set -euo pipefail

cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.."

source scripts/ensure-node.sh >&2
exec node apps/server/src/admin/admin.ts "$@"
