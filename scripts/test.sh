#!/usr/bin/env bash
# The test command (`npm test`): types, lint, formatting, unit and server tests on SQLite and
# PostgreSQL, then the production build and the end-to-end tests in Chromium. Stops at the first
# failing step.
set -euo pipefail

cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.."

run_started=$SECONDS
steps_done=0

# step NAME COMMAND...: runs one step with a header line and its duration; on failure, ends the run.
# COMMAND runs in this shell (so a sourced file can change PATH) with errexit off, as it is part of
# a list: functions below chain their commands with && for that reason.
step() {
  local name=$1 started=$SECONDS status=0
  shift
  echo
  echo "==> $name: $*"
  "$@" || status=$?
  if ((status != 0)); then
    echo "==> $name failed (exit $status) after $((SECONDS - started)) s"
    echo "TESTS FAILED at step \"$name\" after $steps_done passed steps, $((SECONDS - run_started)) s in total"
    exit "$status"
  fi
  steps_done=$((steps_done + 1))
  echo "==> $name passed in $((SECONDS - started)) s"
}

# together NAME COMMAND [-- NAME COMMAND]...: runs the named commands at the same time, each in a
# subshell with its output kept apart, then reports them in order as `step` does, after all of
# them have ended: the static checks are mostly one thread each, and two cores run two at once.
together() {
  local -a names=() pids=() logs=()
  local dir status failed=''
  dir="$(mktemp -d)"
  while (($# > 0)); do
    local name=$1 command=()
    shift
    while (($# > 0)) && [[ "$1" != -- ]]; do
      command+=("$1")
      shift
    done
    (($# > 0)) && shift
    local log="$dir/${#names[@]}.log"
    (
      started=$SECONDS
      echo "==> $name: ${command[*]}"
      "${command[@]}" && echo "==> $name passed in $((SECONDS - started)) s" ||
        { status=$?; echo "==> $name failed (exit $status) after $((SECONDS - started)) s"; exit "$status"; }
    ) >"$log" 2>&1 &
    names+=("$name")
    pids+=("$!")
    logs+=("$log")
  done
  for i in "${!pids[@]}"; do
    status=0
    wait "${pids[$i]}" || status=$?
    echo
    cat -- "${logs[$i]}"
    if ((status != 0)) && [[ -z "$failed" ]]; then failed="${names[$i]}:$status"; fi
    ((status == 0)) && steps_done=$((steps_done + 1))
  done
  rm -rf -- "$dir"
  if [[ -n "$failed" ]]; then
    echo "TESTS FAILED at step \"${failed%:*}\" after $steps_done passed steps, $((SECONDS - run_started)) s in total"
    exit "${failed##*:}"
  fi
}

# typecheck_all: every TypeScript project, one after the other.
typecheck_all() {
  local project
  for project in packages/protocol apps/server apps/web apps/web/src/service-worker e2e scripts; do
    echo "tsc -p $project" && npx tsc -p "$project" || return
  done
}

# install_debian_packages FILE PACKAGE [FILE PACKAGE]...: installs from Debian's archive, in one
# go, each PACKAGE whose FILE is missing.
install_debian_packages() {
  local -a missing=() sudo=()
  while (($# > 0)); do
    if [[ -x "$1" ]]; then
      echo "$1 is installed"
    else
      missing+=("$2")
    fi
    shift 2
  done
  if ((${#missing[@]} == 0)); then
    return
  fi
  if ((EUID != 0)); then
    sudo=(sudo)
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
}

# The committed Android and iOS projects (apps/web/android, apps/web/ios) must be what `cap sync`
# makes of capacitor.config.ts, the plugins in package.json and the build: a plugin added without
# syncing, or a config the projects do not follow, fails here instead of in the store build; so
# does an icon or splash screen that is not drawn from the mark (scripts/app-icons.ts).
check_native_projects() {
  node scripts/native-projects.ts check &&
    node scripts/app-icons.ts check &&
    (cd apps/web && npx cap sync) &&
    if [[ -n "$(git status --porcelain -- apps/web/android apps/web/ios)" ]]; then
      echo "cap sync changed the committed native projects; run it and commit the result:"
      git status --porcelain -- apps/web/android apps/web/ios
      git --no-pager diff -- apps/web/android apps/web/ios
      return 1
    fi
}

has_e2e_specs() {
  [[ -n "$(find e2e -name node_modules -prune -o -name '*.spec.ts' -print -quit 2>/dev/null)" ]]
}

step "node" source scripts/ensure-node.sh

# The machine's speed this time: step times compare across runs only beside it.
step "machine" node scripts/machine-speed.ts

step "dependencies" source scripts/ensure-dependencies.sh

# The server tests run two server processes behind HAProxy (apps/server/src/cluster.test.ts).
step "haproxy" install_debian_packages /usr/sbin/haproxy haproxy

e2e=false
if has_e2e_specs; then
  e2e=true
  # The full browser for the specs that need its browser layer, the headless shell for the others
  # (e2e/playwright.config.ts).
  step "chromium" install_debian_packages /usr/bin/chromium chromium \
    /usr/bin/chromium-headless-shell chromium-headless-shell
fi

# The bench is type-checked and linted by `npm run bench`, which installs its tools. Lint takes
# as long as the other two together.
together "lint" npx eslint --max-warnings 0 . -- "typecheck" typecheck_all -- "format" npx prettier --check . \
  -- "import circles" node scripts/import-cycles.ts
step "unit and server tests" npx vitest run

step "build" npm run build
step "native projects" check_native_projects
if [[ "$e2e" == true ]]; then
  step "e2e" npx playwright test -c e2e/playwright.config.ts
fi

echo
echo "TESTS PASSED: $steps_done steps in $((SECONDS - run_started)) s"
