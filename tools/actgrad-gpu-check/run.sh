#!/bin/sh
# The device check, on the GPU machine (scripts/gpu-check.sh built this
# folder): the execution tests, the benchmark and, where python3 has torch
# with CUDA, PyTorch's eager and torch.compile times. Needs sh and, for the
# PyTorch part, python3; writes results/ beside this script. Each step has a
# time limit, so that the whole check ends within 5 minutes.
#
#   run.sh [--runs N]    timed calls per benchmark row (default 20)
# ACTGRAD_CUDA_DRIVER names the driver if libcuda.so.1 is not on the
# loader's path.
here=$(cd "$(dirname "$0")" && pwd)
results="$here/results"
runs=20
[ "${1:-}" = "--runs" ] && runs="${2:-20}"
mkdir -p "$results"
status=0

# Runs "$@" for at most $limit seconds where `timeout` exists.
limited() {
  limit="$1"
  shift
  if command -v timeout > /dev/null 2>&1; then
    timeout "$limit" "$@"
  else
    "$@"
  fi
}

step() {
  echo "== $1 ($(date -u +%H:%M:%S))"
}

step "device"
{
  cat "$here/BUILD-INFO.txt"
  echo "run: $(date -u +%Y-%m-%dT%H:%MZ) on $(hostname)"
  command -v nvidia-smi > /dev/null 2>&1 &&
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv
  "$here/actgrad-gpu-check" info
} > "$results/device.txt" 2>&1
device_status=$?
cat "$results/device.txt"
if [ "$device_status" -eq 3 ]; then
  echo "no usable CUDA device; nothing run"
  exit 3
fi

# One process per kernel, so that a kernel that crashes (generated host
# code that touches device memory, say) costs only its own results; each
# part stops starting kernels when its time is up.
kernels=$("$here/actgrad-gpu-check" list)
rm -f "$results"/tests.* "$results"/bench.*
per_kernel() {
  part="$1" budget="$2" log="$3" report="$4"
  shift 4
  start=$(date +%s)
  for kernel in $kernels; do
    if [ $(( $(date +%s) - start )) -ge "$budget" ]; then
      echo "SKIP $kernel: the $part's $budget s are up" | tee -a "$report"
      status=1
      continue
    fi
    limited "$budget" "$here/actgrad-gpu-check" "$part" --kernel "$kernel" \
      --out "$results" "$@" >> "$log" 2>&1
    code=$?
    if [ "$code" -gt 1 ]; then
      echo "STOPPED $kernel: exit status $code (a crash or the time limit)" |
        tee -a "$report"
    fi
    [ "$code" -eq 0 ] || status=1
  done
}

step "execution tests"
per_kernel test 60 "$results/tests.log" "$results/tests.txt"
echo "tests: $(grep -c '^PASS' "$results/tests.txt") passed," \
  "$(grep -c -E '^(FAIL|STOPPED|SKIP)' "$results/tests.txt") failed, stopped or skipped" |
  tee -a "$results/tests.txt"
grep -E '^(FAIL|STOPPED|SKIP)' "$results/tests.txt" | head -n 40

step "benchmark"
per_kernel bench 90 "$results/bench.log" "$results/bench.txt" --runs "$runs"
cat "$results/bench.txt"

step "PyTorch"
if command -v python3 > /dev/null 2>&1; then
  limited 130 python3 "$here/torch_bench.py" --runs "$runs" --budget 100 \
    "$results/bench.csv" "$results" > "$results/torch.log" 2>&1 ||
    echo "torch_bench.py stopped with status $?" >> "$results/torch.log"
  cat "$results/torch.log"
else
  echo "no python3: PyTorch not measured" | tee "$results/torch.log"
fi

step "done"
ls -l "$results"
exit "$status"
