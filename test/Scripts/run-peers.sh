#!/usr/bin/env bash
# ctest run-peers: tools/actgrad-cpu-check/run-peers.sh refuses a missing
# wheel with its usage, and, where the peers' environment and a wheel exist
# (ACTGRAD_PEERS_WHEEL, else the newest .whl/actgrad-*.whl), measures one case
# at 1 and 2 threads end to end: the wheel's package is the one imported, the
# CSVs have a checked row for each implementation, and the exit status is 0.
# The second part is skipped (exit 77) without them.
#   run-peers.sh SOURCE_DIR
set -uo pipefail
root="$1"
script="$root/tools/actgrad-cpu-check/run-peers.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

output=$(sh "$script" "$work/no.whl" "$work/out" 2>&1)
code=$?
if [[ $code -ne 2 ]] || ! grep -q '^usage: sh run-peers.sh WHEEL' <<< "$output" ||
  [[ -e $work/out ]]; then
  echo "FAIL: a missing wheel gave exit $code (expected 2), output: $output"
  exit 1
fi
echo "ok: a missing wheel -> 2, with the usage"

venv="${ACTGRAD_PEERS_VENV:-$root/.venv-peers}"
wheel="${ACTGRAD_PEERS_WHEEL:-$(ls -t "$root"/.whl/actgrad-*.whl 2> /dev/null | head -n 1)}"
if [[ ! -x $venv/bin/python || ! -f $wheel ]]; then
  echo "SKIP: the end-to-end run needs the peers' environment ($venv," \
    "scripts/install-peers.sh) and a wheel (ACTGRAD_PEERS_WHEEL, or .whl/actgrad-*.whl:" \
    "pip wheel --no-build-isolation -w .whl .)"
  exit 77
fi
PYTHON="$venv/bin/python" ACTGRAD_PEERS_THREADS=2,1 ACTGRAD_PEERS_FILTER=hardtanh_f32_64Ki \
  ACTGRAD_PEERS_IMPLS=actgrad,eager,triad sh "$script" "$wheel" "$work/out" > "$work/log" 2>&1
code=$?
failures=0
check() {
  if ! eval "$2"; then
    echo "FAIL: $1"
    failures=$((failures + 1))
  else
    echo "ok: $1"
  fi
}
check "exit status 0 (was $code)" '[[ $code -eq 0 ]]'
check "the wheel's package was imported" \
  "grep -q '^# actgrad /tmp/.*/site/actgrad' '$work/log'"
for t in 1 2; do
  for impl in actgrad eager triad; do
    check "peers-${t}t.csv has a timed row of $impl" \
      "grep -qE '^$t,hardtanh_f32_64Ki,.*,$impl,ok,[0-9.]+,' '$work/out/peers-${t}t.csv'"
  done
done
check "machine.txt names the wheel" "grep -q '^actgrad: actgrad-.*\.whl' '$work/out/machine.txt'"
if [[ $failures -ne 0 ]]; then
  cat "$work/log"
  exit 1
fi
