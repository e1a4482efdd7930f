#!/usr/bin/env bash
# The ctests of the device check's build (test/CMakeLists.txt), with the fake
# CUDA driver in place of a GPU:
#
#   check-build.sh complete BUILD_DIR OUTDIR FAKE_DRIVER   (gpu-check-build)
#       scripts/gpu-check.sh build compiles every kernel, and the binary
#       finds the device, loads every kernel's PTX and holds as many kernels
#       as gen_gpu_kernels.py generates.
#   check-build.sh broken BUILD_DIR OUTDIR FAKE_DRIVER     (gpu-check-build-failures)
#       with a pipeline that compiles nothing, the build fails; built anyway
#       (ACTGRAD_GPU_ALLOW_FAILURES=1), the binary fails `info`: the check
#       above can fail.
set -euo pipefail
[[ $# -eq 4 && ($1 == complete || $1 == broken) ]] ||
  { echo "usage: $0 complete|broken BUILD_DIR OUTDIR FAKE_DRIVER" >&2; exit 2; }
mode="$1" out="$3" driver="$4"
export ACTGRAD_BUILD_DIR="$2"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
expected=$(python3 "$root/tools/actgrad-gpu-check/gen_gpu_kernels.py" count)

if [[ $mode == complete ]]; then
  "$root/scripts/gpu-check.sh" build "$out"
  ACTGRAD_CUDA_DRIVER="$driver" "$out/actgrad-gpu-check" info \
    --expect-kernels "$expected"
  exit
fi

log="$out.log"
export ACTGRAD_GPU_PIPELINE=false
if "$root/scripts/gpu-check.sh" build "$out" > "$log" 2>&1; then
  echo "FAIL: a build in which no kernel compiled passed:"
  cat "$log"
  exit 1
fi
grep -q "$expected kernels did not compile" "$log" ||
  { echo "FAIL: no message about the kernels:"; cat "$log"; exit 1; }
ACTGRAD_GPU_ALLOW_FAILURES=1 "$root/scripts/gpu-check.sh" build "$out" \
  > "$log" 2>&1 || { echo "FAIL: ACTGRAD_GPU_ALLOW_FAILURES=1:"; cat "$log"; exit 1; }
if info=$(ACTGRAD_CUDA_DRIVER="$driver" "$out/actgrad-gpu-check" info \
            --expect-kernels "$expected"); then
  echo "FAIL: info passed without kernels: $info"
  exit 1
fi
grep -q "no kernels built in" <<< "$info" ||
  { echo "FAIL: info says: $info"; exit 1; }
echo "PASS: the build and info fail without the kernels"
