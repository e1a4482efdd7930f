#!/usr/bin/env bash
# ctest bench-peers-fails: the peers benchmark fails (exit 1, a FAIL line
# naming the case and the peer) when a peer's result is wrong: here eager
# PyTorch's, with one element changed by --corrupt. Skipped (exit 77) where
# the peers' environment is not installed.
#   bench-peers-fails.sh SOURCE_DIR BUILD_DIR
set -uo pipefail
root="$1"
build="$2"
venv="${ACTGRAD_PEERS_VENV:-$root/.venv-peers}"
if [[ ! -x "$venv/bin/python" ]]; then
  echo "SKIP: the peers' environment $venv is not installed;" \
    "scripts/install-peers.sh installs it"
  exit 77
fi
out="$build/test/bench-peers-fails"
mkdir -p "$out"
output=$("$venv/bin/python" "$root/tools/actgrad-bench/bench_peers.py" --quick \
  --threads 1 --runs 1 --batch-ms 1 --impls actgrad,eager --corrupt eager \
  --filter hardtanh --build-dir "$build" --csv "$out/peers.csv" 2>&1)
code=$?
echo "$output"
if [[ $code -ne 1 ]] || ! grep -q '^FAIL hardtanh_bf16_64Ki eager: wrong: diff_src' <<< "$output"; then
  echo "FAIL: a wrong eager result gave exit $code (expected 1 and a FAIL line)"
  exit 1
fi
# The same run without the corruption passes.
if ! "$venv/bin/python" "$root/tools/actgrad-bench/bench_peers.py" --quick \
    --threads 1 --runs 1 --batch-ms 1 --impls actgrad,eager --filter hardtanh \
    --build-dir "$build" --csv "$out/peers.csv"; then
  echo "FAIL: the same run without --corrupt failed"
  exit 1
fi
echo "ok: a wrong peer result fails the benchmark, a right one passes"
