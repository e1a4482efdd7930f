#!/usr/bin/env bash
# scripts/cpu-check.sh rejects a bad command line before it builds anything,
# with the exit status and the message a user needs (ctest cpu-check-usage).
#   cpu-check-usage.sh SCRIPT BUILD_DIR
set -uo pipefail
script="$1"
build="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# expect STATUS MESSAGE -- ARGS...: the script exits with STATUS and prints
# MESSAGE (a grep -E pattern), and OUT is not created.
expect() {
  local status="$1" message="$2"
  shift 3
  local output code
  output=$(ACTGRAD_BUILD_DIR="${BUILD_DIR_OVERRIDE:-$build}" "$script" "$@" 2>&1)
  code=$?
  if [[ $code -ne $status ]] || ! grep -qE "$message" <<< "$output" ||
    [[ -e $work/out ]]; then
    echo "FAIL: cpu-check.sh $*: exit $code (expected $status), output:"
    echo "${output//$'\n'/$'\n'  }"
    failures=$((failures + 1))
  else
    echo "ok: cpu-check.sh $* -> $code"
  fi
}

expect 2 '^usage: .* build OUTDIR \[--target-cpu CPU\]' --
expect 2 '^usage:' -- build
expect 2 '^usage:' -- run "$work/out"
expect 2 '^usage:' -- build "$work/out" --target-cpu
expect 2 "unknown option '--bogus'" -- build "$work/out" --bogus
expect 2 "'not-a-cpu' is not an x86 CPU that clang knows" -- \
  build "$work/out" --target-cpu not-a-cpu
expect 2 "'cortex-a76' is not an x86 CPU" -- build "$work/out" --target-cpu cortex-a76
BUILD_DIR_OVERRIDE="$work/no-build" expect 1 \
  "no-build/bin/actgrad-opt is missing; run scripts/build.sh" -- build "$work/out"
if [[ $failures -ne 0 ]]; then
  echo "$failures failed"
  exit 1
fi
echo "PASS"
