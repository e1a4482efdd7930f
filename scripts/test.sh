#!/usr/bin/env bash
# Every test: install, build, run ctest (which runs the lit suite and the
# other test programs), then print one `N passed, N failed` line.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACTGRAD_BUILD_DIR:-$root/build}"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"

# Two tests at a time on two cores: most of them are one process on one core
# (the lit suite runs its own workers; the benchmarks' tests run alone).
ctest_args=(--output-on-failure --parallel "$(nproc)"
  --output-junit ctest-results.xml)

rm -f "$build/test/lit-results.json" "$build/ctest-results.xml"
status=0
(cd "$build" && ctest "${ctest_args[@]}") || status=$?

# The same tests again on an ASan + UBSan build of ActGrad with the libFuzzer
# target, which adds a short fuzz run (ctest `actgrad-fuzz`).
sanitized="${ACTGRAD_SANITIZED_BUILD_DIR:-$root/build-sanitized}"
if [[ ! -f "$sanitized/build.ninja" ]]; then
  cmake -G Ninja -S "$root" -B "$sanitized" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DACTGRAD_ENABLE_FUZZER=ON
fi
cmake --build "$sanitized"
rm -f "$sanitized/test/lit-results.json" "$sanitized/ctest-results.xml"
(cd "$sanitized" && ctest "${ctest_args[@]}") || status=$?

# The same tests on a Release build made with GCC 12, which must build the
# project as well as clang-22 does (the generated kernels are still compiled
# with clang-22, as documented).
gcc_build="${ACTGRAD_GCC_BUILD_DIR:-$root/build-gcc}"
if [[ ! -f "$gcc_build/build.ninja" ]]; then
  cmake -G Ninja -S "$root" -B "$gcc_build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++
fi
cmake --build "$gcc_build"
rm -f "$gcc_build/test/lit-results.json" "$gcc_build/ctest-results.xml"
(cd "$gcc_build" && ctest "${ctest_args[@]}") || status=$?

python3 "$root/scripts/summarize-tests.py" "$build" "$sanitized" "$gcc_build" ||
  status=1
exit "$status"
