#!/bin/sh
# The peers benchmark (tools/actgrad-bench/bench_peers.py) on a machine with
# a checkout, python3 and torch but no build of ActGrad (the GPU machine's
# host, docs/Testing.md "Many cores"): ActGrad from a wheel built elsewhere
# (its JIT compiles the kernels for this machine's CPU), PyTorch eager,
# torch.compile (Inductor, which needs a C++ compiler there), XLA where jax
# imports, and the triad, timed interleaved in one process per thread count,
# every result checked first.
#
#   sh tools/actgrad-cpu-check/run-peers.sh WHEEL [RESULTS_DIR]
#       RESULTS_DIR (default $OUT where it is set, else results-peers/):
#       peers-<T>t.csv per thread count, bench_peers.py's log and
#       machine.txt; bench_peers_report.py makes the tables of the CSVs.
#
# Environment:
#   ACTGRAD_PEERS_THREADS  thread counts, one process each, in this order
#                          (default nproc,1,4: the many-core figures first)
#   ACTGRAD_PEERS_FILTER   bench_peers.py --filter (default: every case)
#   ACTGRAD_PEERS_IMPLS    its --impls (default actgrad,actgrad_dyn,eager,
#                          inductor,xla,triad: IREE is not installed there)
#   ACTGRAD_PEERS_BUDGET   seconds per thread count's process (default 150);
#                          the CSV keeps the cases done when it is stopped
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
wheel="$1"
[ -f "$wheel" ] || { echo "usage: sh run-peers.sh WHEEL [RESULTS_DIR]"; exit 2; }
results="${2:-${OUT:-$root/results-peers}}"
mkdir -p "$results" || exit 1
python=${PYTHON:-python3}
cores=$(nproc)
threads="${ACTGRAD_PEERS_THREADS:-$cores,1,4}"
impls="${ACTGRAD_PEERS_IMPLS:-actgrad,actgrad_dyn,eager,inductor,xla,triad}"
budget="${ACTGRAD_PEERS_BUDGET:-150}"
work=$(mktemp -d)

# The wheel in a folder of its own, ahead of anything installed.
"$python" -m pip install -q --no-index --no-deps --no-compile \
  --target "$work/site" "$wheel" || exit 1
export PYTHONPATH="$work/site${PYTHONPATH:+:$PYTHONPATH}"
# XLA on the CPU, whatever accelerator jax finds.
export JAX_PLATFORMS=cpu TORCHINDUCTOR_CACHE_DIR="$work/inductor"

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "cpu: $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1), $cores cores"
  echo "flags: $(grep -o -w 'avx2\|avx512f\|avx512_bf16\|avx512_fp16\|amx_bf16' \
    /proc/cpuinfo | sort -u | tr '\n' ' ')"
  echo "load average: $(cut -d ' ' -f 1-3 /proc/loadavg)"
  echo "C++ compiler (Inductor's): $(command -v g++ || command -v c++ || echo none)"
  "$python" "$root/scripts/peer_versions.py" 2>&1
  echo "actgrad: $(basename "$wheel")"
} > "$results/machine.txt"
cat "$results/machine.txt"

status=0
for t in $(echo "$threads" | tr ',' ' '); do
  [ "$t" -gt "$cores" ] && t=$cores
  echo "== $t thread(s)"
  OMP_NUM_THREADS=$t timeout "$budget" "$python" "$root/tools/actgrad-bench/bench_peers.py" \
    --threads "$t" --csv "$results/peers-${t}t.csv" --impls "$impls" \
    --build-dir "$work/no-build" --cache-dir "$work/cache" \
    ${ACTGRAD_PEERS_FILTER:+--filter "$ACTGRAD_PEERS_FILTER"} \
    2>&1 | tee "$results/peers-${t}t.log" | grep -v '^W[0-9]'
  grep -q '^FAIL ' "$results/peers-${t}t.log" && status=1
done
rm -rf "$work"
exit "$status"
