# Puts Node.js 24 first on PATH for the shell that sources this file:
#   source scripts/ensure-node.sh
# The project needs Node 24; a machine with another Node gets it from the npm registry (the
# `node` package) into .tools/node, once. Safe under `set -euo pipefail`; prints one line.

_servicebereich_ensure_node() {
  local root dir tmp log version
  root="$(CDPATH='' cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)"
  dir="$root/.tools/node"
  version="$(node -v 2>/dev/null || true)"

  if [[ "$version" != v24.* ]]; then
    if [[ "$("$dir/node_modules/.bin/node" -v 2>/dev/null || true)" != v24.* ]]; then
      if ! command -v npm >/dev/null; then
        echo "ensure-node: Node 24 is needed and there is no npm to fetch it with" >&2
        return 1
      fi
      # Installed beside the target and renamed, so an interrupted download never counts as installed.
      tmp="$dir.tmp.$$"
      log="$(mktemp)" || return
      rm -rf -- "$tmp"
      mkdir -p -- "$tmp" || return
      if ! npm install --prefix "$tmp" --no-audit --no-fund --loglevel=error node@24 >"$log" 2>&1; then
        cat -- "$log" >&2
        echo "ensure-node: installing node@24 from the npm registry failed" >&2
        rm -rf -- "$tmp" "$log"
        return 1
      fi
      rm -rf -- "$dir" "$log"
      mv -- "$tmp" "$dir" || return
    fi
    case "$PATH" in
      "$dir/node_modules/.bin:"*) ;;
      *) PATH="$dir/node_modules/.bin:$PATH" ;;
    esac
    export PATH
    hash -r
    version="$(node -v 2>/dev/null || true)"
    if [[ "$version" != v24.* ]]; then
      echo "ensure-node: $dir/node_modules/.bin is on PATH but node is still $version" >&2
      return 1
    fi
  fi

  echo "Using Node.js $version from $(command -v node)"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  echo "ensure-node: source this file instead (source scripts/ensure-node.sh)" >&2
  exit 2
fi
# Called in a list, errexit is off inside the function; it checks its steps itself.
_servicebereich_ensure_node || return
unset -f _servicebereich_ensure_node
