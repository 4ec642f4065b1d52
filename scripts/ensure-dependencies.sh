# Installs the workspace's dependencies when node_modules is missing or older than the lock file:
#   source scripts/ensure-dependencies.sh   (after scripts/ensure-node.sh)
# The bench's own tools are not among them: `npm run bench` installs those (scripts/bench.sh).

_servicebereich_ensure_dependencies() {
  if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
    echo "Installing the dependencies with npm ci (a few minutes the first time; quiet until done) …"
    npm ci --no-audit --no-fund
  else
    echo "node_modules is up to date with package-lock.json"
  fi
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  echo "ensure-dependencies: source this file instead (source scripts/ensure-dependencies.sh)" >&2
  exit 2
fi
_servicebereich_ensure_dependencies || return
unset -f _servicebereich_ensure_dependencies
