#!/usr/bin/env bash
# scripts/cpu-check.sh builds a folder that runs without build tools: the
# binary needs no libstdc++ and finds libomp beside itself, and run.sh
# measures a case at 1 and every core and writes the table
# (ctest cpu-check-build). Built for this host (`native`), so that it runs on
# any machine CI has.
#   cpu-check-build.sh SCRIPT BUILD_DIR WORK_DIR
set -euo pipefail
script="$1"
build="$2"
work="$3"
out="$work/out"
rm -rf "$out" "$work/results"
ACTGRAD_BUILD_DIR="$build" ACTGRAD_CPU_CHECK_DIR="$work/bench-build" \
  "$script" build "$out" --target-cpu native

fail() {
  echo "FAIL: $*"
  exit 1
}
libraries=$(ldd "$out/actgrad-bench")
echo "$libraries"
grep -q 'libstdc++\|libgcc_s' <<< "$libraries" && fail "a dynamic C++ runtime"
grep -q "libomp.so.5 => $out/" <<< "$libraries" ||
  grep -q "libomp.so.5 => $(cd "$out" && pwd -P)/" <<< "$libraries" ||
  fail "libomp.so.5 is not the one beside the binary"

# cases.tsv (gen_kernels.py) names the cases as the binary does: the
# PyTorch rows join the ActGrad rows on these ids.
diff <("$out/actgrad-bench" --list) <(tail -n +2 "$out/cases.tsv" | cut -f 1) ||
  fail "cases.tsv's ids differ from actgrad-bench --list"

# Thread counts above the cores are capped, each is run once.
cores=$(nproc)
expected="1"
[[ $cores -gt 1 ]] && expected="1,$cores"
[[ $cores -gt 4 ]] && expected="1,4,$cores"
ACTGRAD_CPU_CHECK_FILTER='^(swish_f32_64Ki|prelu_f32_16x512x7x7_NCX@resnet)$' \
  ACTGRAD_CPU_CHECK_THREADS="1,4,$((cores + 8)),$cores" \
  sh "$out/run.sh" "$work/results" > "$work/run.log" 2>&1 ||
  { cat "$work/run.log"; fail "run.sh exited with $?"; }
table="$work/results/results.md"
grep -q "thread counts: $expected\$" "$work/results/machine.txt" ||
  fail "thread counts are not $expected: $(grep 'thread counts' "$work/results/machine.txt")"
for case in 'swish_f32_64Ki' 'prelu_f32_16x512x7x7_NCX@resnet'; do
  for t in ${expected//,/ }; do
    # case | threads | MB | ActGrad GB/s (a number) | ceiling GB/s (a number)
    grep -qE "^\| $case \| $t \| [0-9.]+ \| [0-9.]+ \| [0-9.]+ \| [0-9.]+ \|" "$table" ||
      { cat "$table"; fail "no measured row for $case at $t threads"; }
  done
done
IFS=, read -r -a counts <<< "$expected"
grep -q "^$((2 * ${#counts[@]})) rows, 0 cases not run" "$table" ||
  fail "the table's summary: $(grep ' rows, ' "$table")"
grep -qE '^== done in [0-9]+ s' "$work/run.log" || fail "run.sh printed no elapsed time"
echo "PASS"
