#!/usr/bin/env bash
# The device check: ActGrad's GPU kernels run and timed on a machine that has
# an NVIDIA GPU and its driver but no build tools (docs/Testing.md, "GPU").
#
#   scripts/gpu-check.sh build OUTDIR   (here, after scripts/build.sh)
#       compiles every kernel of tools/actgrad-gpu-check/gen_gpu_kernels.py
#       with the GPU pipeline, links them with the harness and the static
#       CUDA runtime into one host binary that needs only libc, libm, libdl
#       and libpthread, and copies it with run.sh and torch_bench.py into
#       OUTDIR.
#   OUTDIR/run.sh                        (on the GPU machine: sh + python3)
#       execution tests against the CPU reference, the benchmark against a
#       device-to-device copy and, where python3 has torch with CUDA,
#       against PyTorch eager and torch.compile; results in OUTDIR/results/.
#
# Environment:
#   ACTGRAD_BUILD_DIR     the build (default build/)
#   ACTGRAD_GPU_PIPELINE  the command that reads a kernel module on stdin and
#                         writes it in the LLVM dialect with its gpu.binary;
#                         default: `actgrad-opt --actgrad-to-nvvm`.
#   ACTGRAD_GPU_FORM      the kernels' form, tensor or destination (default:
#                         tensor; destination-style functions for pipelines
#                         that keep function results as they are).
#   ACTGRAD_GPU_CHIP      the target (default sm_90, an H100).
#   ACTGRAD_GPU_ALLOW_FAILURES=1
#                         a kernel that does not compile is left out of the
#                         binary (for trying a pipeline that does not lower
#                         every op yet); without it the build fails.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACTGRAD_BUILD_DIR:-$root/build}"
llvm_bin=/usr/lib/llvm-22/bin
tool_dir="$root/tools/actgrad-gpu-check"

usage() {
  echo "usage: $0 build OUTDIR" >&2
  exit 2
}
[[ $# -eq 2 && $1 == build ]] || usage
out="$2"

actgrad_opt="$build/bin/actgrad-opt"
runtime="$build/lib/libActGradCUDARuntimeStatic.a"
for file in "$actgrad_opt" "$runtime"; do
  [[ -e $file ]] || { echo "gpu-check: $file is missing; run scripts/build.sh" >&2; exit 1; }
done
chip="${ACTGRAD_GPU_CHIP:-sm_90}"

pipeline="${ACTGRAD_GPU_PIPELINE:-'$actgrad_opt' --actgrad-to-nvvm='chip=$chip'}"
form="${ACTGRAD_GPU_FORM:-tensor}"

work="$out/.work"
[[ -n ${ACTGRAD_GPU_KEEP_WORK:-} ]] || rm -rf "$work"
mkdir -p "$work/kernels" "$work/objects"
echo "gpu-check: pipeline: $pipeline"
echo "gpu-check: kernel form: $form"

# One object per kernel, two at a time; a kernel that does not compile is
# reported with its first error lines, and fails the build unless
# ACTGRAD_GPU_ALLOW_FAILURES=1 leaves it out of the binary.
python3 "$tool_dir/gen_gpu_kernels.py" mlir --form "$form" \
  --out-dir "$work/kernels" > "$work/kernel-names.txt"
compile_kernel() {
  set -o pipefail
  local name="$1" dir="$2"
  if ! (eval "$PIPELINE" < "$dir/kernels/$name.mlir" |
        "$LLVM_BIN/mlir-translate" --mlir-to-llvmir |
        "$LLVM_BIN/clang" -c -O2 -Wno-override-module -x ir - \
          -o "$dir/objects/$name.o") 2> "$dir/objects/$name.log"; then
    rm -f "$dir/objects/$name.o"
  fi
}
export -f compile_kernel
export PIPELINE="$pipeline" LLVM_BIN="$llvm_bin"
xargs -P 2 -I{} bash -c 'compile_kernel "$1" "$2"' _ {} "$work" \
  < "$work/kernel-names.txt"

built=()
: > "$work/build-failures.txt"
while read -r name; do
  if [[ -f $work/objects/$name.o ]]; then
    built+=("$name")
  else
    {
      echo "$name: did not compile:"
      head -n 5 "$work/objects/$name.log" | sed 's/^/  /'
    } >> "$work/build-failures.txt"
  fi
done < "$work/kernel-names.txt"
total=$(wc -l < "$work/kernel-names.txt")
echo "gpu-check: ${#built[@]} of $total kernels compiled"
cat "$work/build-failures.txt"
if [[ ${#built[@]} -ne $total && ${ACTGRAD_GPU_ALLOW_FAILURES:-} != 1 ]]; then
  echo "gpu-check: $((total - ${#built[@]})) kernels did not compile (above);" \
    "ACTGRAD_GPU_ALLOW_FAILURES=1 builds the binary without them" >&2
  exit 1
fi
python3 "$tool_dir/gen_gpu_kernels.py" table "${built[@]}" > "$work/kernels.inc"

# The host binary: static libstdc++ and libgcc (OldGlibcCompat.cpp keeps
# it off glibc 2.36), the static runtime; the driver is dlopen'ed at run
# time. Host code converts f32 to bf16 with __truncsfbf2, which GCC 12's
# libgcc lacks: compiler-rt's builtins have it.
builtins=$("$llvm_bin/clang" --print-libgcc-file-name --rtlib=compiler-rt)
objects=()
for name in "${built[@]}"; do objects+=("$work/objects/$name.o"); done
"$llvm_bin/clang++" -std=c++17 -O2 -pthread \
  -I "$root/include" -I "$root/test/Reference" -I "$work" \
  "$tool_dir"/*.cpp "$root/tools/common/OldGlibcCompat.cpp" \
  "${objects[@]}" "$runtime" \
  -static-libstdc++ -static-libgcc "$builtins" -ldl \
  -o "$out/actgrad-gpu-check"

# Only the C library may be needed where it runs.
allowed='^(libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|ld-linux-x86-64\.so\.2)$'
needed=$(readelf -d "$out/actgrad-gpu-check" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
for library in $needed; do
  if ! [[ $library =~ $allowed ]]; then
    echo "gpu-check: the binary needs $library, which the GPU machine may lack" >&2
    exit 1
  fi
done
glibc=$(objdump -T "$out/actgrad-gpu-check" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n 1)

cp "$tool_dir/run.sh" "$tool_dir/torch_bench.py" "$out/"
chmod +x "$out/run.sh"
cp "$work/build-failures.txt" "$out/build-failures.txt"
{
  echo "commit: $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD || echo ' (with local changes)')"
  echo "built: $(date -u +%Y-%m-%dT%H:%MZ) on $(hostname)"
  echo "pipeline: $pipeline"
  echo "kernel form: $form"
  echo "kernels: ${#built[@]} of $total (build-failures.txt lists the rest)"
  echo "needs: $(echo $needed), $glibc or newer"
} > "$out/BUILD-INFO.txt"
[[ -n ${ACTGRAD_GPU_KEEP_WORK:-} ]] || rm -rf "$work"
cat "$out/BUILD-INFO.txt"
echo "gpu-check: copy $out to the GPU machine and run $out/run.sh there"
