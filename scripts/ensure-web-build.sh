# Builds the web app unless the last build is newer than everything it is built from:
#   source scripts/ensure-web-build.sh   (after scripts/ensure-dependencies.sh)
# The stamp is taken before the build and kept only when it succeeded, so a source changed while
# the build ran counts as newer; a failed or interrupted build leaves no stamp.

_servicebereich_ensure_web_build() {
  local stamp=apps/web/dist/.built newer
  if [[ -f "$stamp" ]]; then
    newer="$(find apps/web packages/protocol package-lock.json \
      \( -name node_modules -o -path apps/web/dist -o -path apps/web/dist-frames \
      -o -path apps/web/android -o -path apps/web/ios \) -prune \
      -o -type f -newer "$stamp" -print -quit)"
    if [[ -z "$newer" ]]; then
      echo "The web app's build is up to date with its sources"
      return
    fi
    echo "Building the web app ($newer changed since the last build) …"
  else
    echo "Building the web app …"
  fi
  local next log
  next="$(mktemp)" && log="$(mktemp)" || return
  if ! npm run build --workspace @servicebereich/web >"$log" 2>&1; then
    cat -- "$log" >&2
    rm -f -- "$next" "$log"
    echo "ensure-web-build: the build of the web app failed" >&2
    return 1
  fi
  rm -f -- "$log"
  mv -- "$next" "$stamp"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  echo "ensure-web-build: source this file instead (source scripts/ensure-web-build.sh)" >&2
  exit 2
fi
_servicebereich_ensure_web_build || return
unset -f _servicebereich_ensure_web_build
