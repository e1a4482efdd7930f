#!/usr/bin/env bash
# The many-core CPU check: actgrad-bench's kernels, compiled here for a named
# CPU, run and timed on a machine with many cores and no build tools
# (docs/Testing.md, "Many cores").
#
#   scripts/cpu-check.sh build OUTDIR [--target-cpu CPU] [--groups LIST]
#       [--pipeline-options OPTIONS]   (here, after
#       scripts/build.sh) configures tools/actgrad-bench on its own in
#       build-cpu-check/CPU/ (Standalone.cmake): the standard and the
#       real-model cases, compiled with actgrad-to-llvm='target-cpu=CPU' and
#       clang -march=CPU, the triad ceiling too; a static C++ runtime, libomp
#       copied beside the binary. CPU: an LLVM x86 CPU name (default
#       sapphirerapids), or `native` for this host's. --groups: the kernel
#       groups (default: the standard and the real-model ones);
#       --pipeline-options: more actgrad-to-llvm options for the kernels,
#       to measure a variant (e.g. nontemporal-min-bytes=0).
#   sh OUTDIR/run.sh [RESULTS_DIR]   (there: sh, and python3 for the table)
#       kernel and ceiling GB/s at 1, 4 and all cores and, where python3 has
#       torch, PyTorch's at the same thread counts; RESULTS_DIR/results.md.
#
# Environment:
#   ACTGRAD_BUILD_DIR       the build whose bin/actgrad-opt compiles the
#                           kernels (default build/)
#   ACTGRAD_CPU_CHECK_DIR   where the benchmark is configured and built
#                           (default build-cpu-check/CPU)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACTGRAD_BUILD_DIR:-$root/build}"
llvm_bin=/usr/lib/llvm-22/bin
tool_dir="$root/tools/actgrad-cpu-check"

usage() {
  echo "usage: $0 build OUTDIR [--target-cpu CPU] [--groups LIST]" \
    "[--pipeline-options OPTIONS]" >&2
  echo "  CPU: an LLVM x86 CPU name, e.g. sapphirerapids (the default)," \
    "znver4, x86-64-v3, or native (this host's)" >&2
  exit 2
}
[[ $# -ge 2 && $1 == build && -n $2 ]] || usage
out="$2"
shift 2
cpu=sapphirerapids
groups=hardsigmoid,hardtanh,swish,chain,prelu,softmax
groups+=,models_eltwise,models_prelu,models_softmax,models_dynamic
pipeline_options=""
while [[ $# -gt 0 ]]; do
  case "$1" in
  --target-cpu)
    [[ $# -ge 2 && -n $2 ]] || usage
    cpu="$2"
    shift 2
    ;;
  --groups)
    [[ $# -ge 2 && -n $2 ]] || usage
    groups="$2"
    shift 2
    ;;
  --pipeline-options)
    [[ $# -ge 2 ]] || usage
    pipeline_options="$2"
    shift 2
    ;;
  *)
    echo "cpu-check: unknown option '$1'" >&2
    usage
    ;;
  esac
done

# The CPU name is checked before anything is built: clang knows LLVM's x86
# CPU names, and actgrad-to-llvm takes the same.
if ! message=$("$llvm_bin/clang" -march="$cpu" -fsyntax-only -x c /dev/null 2>&1) ||
  [[ -n $message ]]; then
  echo "cpu-check: '$cpu' is not an x86 CPU that clang knows:" >&2
  echo "$message" | head -n 3 >&2
  exit 2
fi
actgrad_opt="$build/bin/actgrad-opt"
[[ -x $actgrad_opt ]] ||
  { echo "cpu-check: $actgrad_opt is missing; run scripts/build.sh" >&2; exit 1; }

# `native` is the host's CPU: actgrad-to-llvm's default, clang's -march=native.
target_cpu="$cpu"
[[ $cpu == native ]] && target_cpu=""
bench_build="${ACTGRAD_CPU_CHECK_DIR:-$root/build-cpu-check/$cpu}"
mkdir -p "$bench_build"
cmake -G Ninja -S "$root/tools/actgrad-bench" -B "$bench_build" \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$llvm_bin/clang" -DCMAKE_CXX_COMPILER="$llvm_bin/clang++" \
  -DACTGRAD_BENCH_ACTGRAD_OPT="$actgrad_opt" \
  -DACTGRAD_BENCH_TARGET_CPU="$target_cpu" \
  -DACTGRAD_BENCH_PIPELINE_OPTIONS="$pipeline_options" \
  -DACTGRAD_BENCH_GROUPS="$groups" > "$bench_build/configure.log" 2>&1 || {
  echo "cpu-check: configuring $bench_build failed:" >&2
  tail -n 20 "$bench_build/configure.log" >&2
  exit 1
}
cmake --build "$bench_build"
binary="$bench_build/actgrad-bench"

# Only the C library may be needed where it runs, and libomp, which travels
# along (the binary's RUNPATH is $ORIGIN).
allowed='^(libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|ld-linux-x86-64\.so\.2|libomp\.so\.5)$'
needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
for library in $needed; do
  if ! [[ $library =~ $allowed ]]; then
    echo "cpu-check: the binary needs $library, which the target machine may lack" >&2
    exit 1
  fi
done
runpath=$(readelf -d "$binary" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]/\1/p')
[[ $runpath == "\$ORIGIN" ]] ||
  { echo "cpu-check: the binary's RUNPATH is not \$ORIGIN" >&2; exit 1; }
libomp=$(readlink -f "$(dirname "$(readlink -f "$("$llvm_bin/clang" -print-file-name=libomp.so)")")/libomp.so.5")
[[ -f $libomp ]] || { echo "cpu-check: libomp.so.5 not found" >&2; exit 1; }
# The newest glibc symbol version either file needs; the target machine is
# assumed to have 2.35 (Ubuntu 22.04) or newer.
glibc=$(objdump -T "$binary" "$libomp" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n 1)
if [[ $(printf '%s\n' "$glibc" GLIBC_2.35 | sort -V | tail -n 1) != GLIBC_2.35 ]]; then
  echo "cpu-check: the binary needs $glibc, newer than the 2.35 assumed there" >&2
  exit 1
fi

mkdir -p "$out"
cp "$binary" "$out/actgrad-bench"
cp "$libomp" "$out/libomp.so.5"
cp "$bench_build/kernels/cases.tsv" "$tool_dir/run.sh" \
  "$tool_dir/torch_cpu_bench.py" "$tool_dir/report.py" "$out/"
chmod +x "$out/run.sh"
kernel_options="workspace=true${target_cpu:+ target-cpu=$target_cpu}"
kernel_options+="${pipeline_options:+ $pipeline_options}"
{
  echo "commit: $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD || echo ' (with local changes)')"
  echo "actgrad-opt: $actgrad_opt, $(date -u -r "$actgrad_opt" +%Y-%m-%dT%H:%MZ)"
  echo "built: $(date -u +%Y-%m-%dT%H:%MZ) on $(hostname)"
  echo "target cpu: $cpu (clang -march=$cpu)"
  echo "kernels: --actgrad-to-llvm='$kernel_options' (1 thread: threads=false too)"
  echo "cases: $(($(wc -l < "$out/cases.tsv") - 1)) ($groups)"
  echo "needs: $(tr '\n' ' ' <<< "$needed")and $glibc or newer"
} > "$out/BUILD-INFO.txt"
cat "$out/BUILD-INFO.txt"

size_kib=$(du -sk "$out" | cut -f1)
if [[ $size_kib -ge $((40 * 1024)) ]]; then
  echo "cpu-check: $out holds $size_kib KiB, over the 40 MiB it may upload" >&2
  exit 1
fi
echo "cpu-check: $out ($size_kib KiB): copy it to the target machine and run" \
  "'sh $(basename "$out")/run.sh RESULTS_DIR' there"
