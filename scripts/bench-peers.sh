#!/usr/bin/env bash
# ActGrad beside today's peers (docs/Benchmark.md#peers): PyTorch 2 eager and
# torch.compile (Inductor), IREE (llvm-cpu, O2) on the conversion's linalg and
# on torch-mlir's, XLA (jax.jit of jax.vjp) and the triad ceiling, each
# interleaved with ActGrad's static- and dynamic-shape kernels in one Python
# process per thread count (tools/actgrad-bench/bench_peers.py); oneDNN 2.6
# and, where built, oneDNN 3 beside ActGrad in actgrad-bench's own process.
#
#   scripts/bench-peers.sh [--quick] [--threads 1,2] [--filter TEXT]
#                          [--runs N] [--out DIR] [--no-doc] [--build]
#                          [--profile]
#
# --quick    one small case per op (seconds; the ctest bench-peers-quick)
# --profile  then profile ActGrad on each case that misses a goal (perf, in
#            actgrad-bench: tools/actgrad-bench/profile_misses.py) and give
#            the measured cause in the tables
# --threads  thread counts, one process each (default 1,2)
# --filter   only the cases whose id contains TEXT (or one of A,B,...)
# --out      where the CSVs, bench-peers.md and the chart go
#            (default build/bench-peers/results, or .../quick)
# --no-doc   leave docs/Benchmark.md alone (--quick and --filter imply it)
# --build    run scripts/build.sh first (else only when the build lacks what
#            the benchmark needs)
# Exit status: 0; 1 when a result check or ActGrad's kernel fails; 2 for a
# bad command line; 3 when the peers' environment is missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACTGRAD_BUILD_DIR:-$root/build}"
venv="${ACTGRAD_PEERS_VENV:-$root/.venv-peers}"
bench="$root/tools/actgrad-bench"

usage() {
  echo "usage: scripts/bench-peers.sh [--quick] [--threads 1,2] [--filter TEXT]" \
    "[--runs N] [--out DIR] [--no-doc] [--build] [--profile]" >&2
  exit 2
}

command="scripts/bench-peers.sh${*:+ $*}"
quick=0 threads=1,2 filter="" runs=3 out="" doc=1 force_build=0 profile=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) quick=1 ;;
    --threads) [[ $# -ge 2 ]] || usage; threads="$2"; shift ;;
    --filter) [[ $# -ge 2 ]] || usage; filter="$2"; shift ;;
    --runs) [[ $# -ge 2 ]] || usage; runs="$2"; shift ;;
    --out) [[ $# -ge 2 ]] || usage; out="$2"; shift ;;
    --no-doc) doc=0 ;;
    --build) force_build=1 ;;
    --profile) profile=1 ;;
    -h|--help) usage ;;
    *) echo "bench-peers.sh: unknown argument '$1'" >&2; usage ;;
  esac
  shift
done
if ! [[ $threads =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ ]]; then
  echo "bench-peers.sh: --threads takes a list like 1,2, got '$threads'" >&2
  exit 2
fi
if ! [[ $runs =~ ^[1-9][0-9]*$ ]]; then
  echo "bench-peers.sh: --runs takes a positive count, got '$runs'" >&2
  exit 2
fi
[[ $quick -eq 1 || -n $filter ]] && doc=0
if [[ -z $out ]]; then
  out="$build/bench-peers/$([[ $quick -eq 1 ]] && echo quick || echo results)"
fi

if [[ ! -x "$venv/bin/python" ]]; then
  echo "bench-peers.sh: the peers' environment $venv is missing." >&2
  echo "  Install it with scripts/install-peers.sh (PyTorch 2, JAX, IREE," \
    "torch-mlir, oneDNN 3 from PyPI, pinned), then run this again." >&2
  exit 3
fi
if [[ $force_build -eq 1 || ! -x "$build/bin/actgrad-opt" ||
      ! -f "$build/lib/libActGradCAPI.so" || ! -f "$build/python/actgrad/ops.py" ]]; then
  "$root/scripts/build.sh"
fi

mkdir -p "$out"
header="$out/header.txt"
{
  echo "command: $command"
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "commit: $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "cpu: $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) cores"
  echo "flags: $(grep -o -w 'avx2\|avx512f\|avx512_bf16\|avx512_fp16\|amx_bf16' /proc/cpuinfo | sort -u | tr '\n' ' ')"
  "$venv/bin/python" "$root/scripts/peer_versions.py"
} > "$header"
cat "$header"

status=0
csvs=()
filter_args=()
[[ -n $filter ]] && filter_args=(--filter "$filter")
quick_args=()
[[ $quick -eq 1 ]] && quick_args=(--quick)
IFS=',' read -r -a thread_list <<< "$threads"
for t in "${thread_list[@]}"; do
  echo "== $t thread(s): ActGrad, eager, Inductor, IREE, XLA, triad (one process)"
  csv="$out/peers-${t}t.csv"
  if ! OMP_NUM_THREADS="$t" TORCHINDUCTOR_CACHE_DIR="$build/bench-peers/inductor-cache" \
      "$venv/bin/python" "$bench/bench_peers.py" --threads "$t" --csv "$csv" \
      --runs "$runs" --build-dir "$build" ${quick_args[@]+"${quick_args[@]}"} \
      ${filter_args[@]+"${filter_args[@]}"}; then
    status=1
  fi
  [[ -f $csv ]] && csvs+=("$csv")
done

# oneDNN, in actgrad-bench's own process (two oneDNN versions export the
# same symbols): its regex over the same case ids.
onednn_args=()
regex="$("$venv/bin/python" - "$bench" "$quick" "$filter" <<'EOF'
import re
import sys
sys.path.insert(0, sys.argv[1])
import bench_peers
quick, text = sys.argv[2] == "1", sys.argv[3]
if quick:
    print("^(" + "|".join(bench_peers.QUICK) + ")$")
else:
    # The ops' cases whose id contains one of the comma-separated texts,
    # as the Python peers' --filter takes it.
    texts = "|".join(re.escape(t) for t in text.split(","))
    print("^(?=(hardsigmoid|hardtanh|swish|prelu|softmax)_).*(" + texts + ")")
EOF
)"
run_onednn() {
  local impl="$1" binary="$2"
  echo "== $impl: $binary (ActGrad's AOT kernels and oneDNN, one process)"
  if "$binary" --threads "$threads" --filter "$regex" --no-torch \
      --output-dir "$out/$impl" > "$out/$impl.log" 2>&1; then
    onednn_args+=(--onednn "$impl=$out/$impl/results.csv")
  else
    echo "bench-peers.sh: $binary failed (exit $?); see $out/$impl.log:" >&2
    tail -5 "$out/$impl.log" >&2
    status=1
  fi
}
if [[ -x "$build/bin/actgrad-bench" ]]; then
  run_onednn onednn2 "$build/bin/actgrad-bench"
else
  echo "== oneDNN 2.6 not run: $build/bin/actgrad-bench was not built" \
    "(Debian's libdnnl-dev missing, or -DACTGRAD_BUILD_BENCHMARK=OFF)" | tee -a "$header"
fi
dnnl3="$(ls "$build"/bin/actgrad-bench-dnnl3* 2>/dev/null | head -1 || true)"
if [[ -n $dnnl3 && -x $dnnl3 ]]; then
  run_onednn onednn3 "$dnnl3"
else
  echo "== oneDNN 3 not run: no $build/bin/actgrad-bench-dnnl3 (the oneDNN 3.x" \
    "build of actgrad-bench is not in this build)" | tee -a "$header"
fi

profile_args=()
if [[ $profile -eq 1 && ${#csvs[@]} -gt 0 ]]; then
  echo "== profiles of the misses (perf, actgrad-bench)"
  if "$venv/bin/python" "$bench/profile_misses.py" --results "$out" \
      --build-dir "$build"; then
    profile_args=(--profiles "$out/profiles.json")
  else
    status=1
  fi
fi

if [[ ${#csvs[@]} -gt 0 ]]; then
  doc_args=()
  [[ $doc -eq 1 ]] && doc_args=(--doc "$root/docs/Benchmark.md")
  "$venv/bin/python" "$bench/bench_peers_report.py" --out-dir "$out" --header "$header" \
    ${onednn_args[@]+"${onednn_args[@]}"} ${doc_args[@]+"${doc_args[@]}"} \
    ${profile_args[@]+"${profile_args[@]}"} "${csvs[@]}"
fi
if [[ $status -ne 0 ]]; then
  echo "bench-peers.sh: FAILED (a result check or a kernel failed; see above)" >&2
fi
exit $status
