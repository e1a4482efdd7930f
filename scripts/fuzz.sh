#!/usr/bin/env bash
# Fuzzes the actgrad passes with libFuzzer: scripts/fuzz.sh SECONDS [JOBS]
#
# Builds tools/actgrad-fuzz in build-fuzz/ (clang-22, ASan + UBSan + coverage;
# ACTGRAD_FUZZ_BUILD_DIR picks another directory, ACTGRAD_FUZZ_NO_BUILD=1
# skips the build), seeds it with every test input split at `// -----`, and
# runs it for SECONDS with JOBS processes (default 1). The corpus it grows is
# kept in <build>/fuzz/corpus for the next run. ACTGRAD_FUZZ_SEEDS=N seeds it
# with N of the seeds only (the first N by name, their hashes: a fixed
# sample), so that replaying the seeds, which libFuzzer does before its time
# limit applies, leaves time to mutate (the ctest: the sanitized lit suite
# already runs every seed's test).
#
# Exits non-zero on any crash, sanitizer report, leak or timeout; the input
# that caused it is in <build>/fuzz/artifacts/, and
#   ACTGRAD_FUZZ_VERBOSE=1 <build>/bin/actgrad-fuzz <that file>
# replays it with its diagnostics.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:?usage: scripts/fuzz.sh SECONDS [JOBS]}"
jobs="${2:-1}"
build="${ACTGRAD_FUZZ_BUILD_DIR:-$root/build-fuzz}"

if [[ "${ACTGRAD_FUZZ_NO_BUILD:-0}" != 1 ]]; then
  if [[ ! -f "$build/build.ninja" ]]; then
    cmake -G Ninja -S "$root" -B "$build" \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
      -DACTGRAD_ENABLE_FUZZER=ON
  fi
  cmake --build "$build" --target actgrad-fuzz
fi

fuzzer="$build/bin/actgrad-fuzz"
work="$build/fuzz"
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"
python3 "$root/scripts/make-fuzz-corpus.py" "$root/test" "$root/examples" \
  "$work/seeds"
seeds="$work/seeds"
if [[ -n "${ACTGRAD_FUZZ_SEEDS:-}" ]]; then
  if ! [[ $ACTGRAD_FUZZ_SEEDS =~ ^[1-9][0-9]*$ ]]; then
    echo "fuzz.sh: ACTGRAD_FUZZ_SEEDS takes a positive count," \
      "got '$ACTGRAD_FUZZ_SEEDS'" >&2
    exit 2
  fi
  seeds="$work/seeds-sample"
  rm -rf "$seeds"
  mkdir -p "$seeds"
  # awk reads to the end: `head` would exit after its lines and, once the
  # names outgrow the pipe's buffer, end sort with SIGPIPE, which pipefail
  # turns into this script's failure.
  find "$work/seeds" -type f -printf '%f\n' | LC_ALL=C sort |
    awk -v n="$ACTGRAD_FUZZ_SEEDS" 'NR <= n' | while read -r name; do
      ln -s "$work/seeds/$name" "$seeds/$name"
    done
fi

# Leaks are checked too: each input builds and destroys its own MLIRContext.
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

args=(
  -max_total_time="$seconds"
  -dict="$root/tools/actgrad-fuzz/actgrad.dict"
  -artifact_prefix="$work/artifacts/"
  -max_len=8192
  -timeout=60
  -rss_limit_mb=4096
  -print_final_stats=1
)
if ((jobs > 1)); then
  # Fork mode: JOBS workers share the corpus; the first crash stops them all.
  args+=(-fork="$jobs")
fi

log="$work/last-run.log"
echo "actgrad-fuzz: ${seconds}s, $jobs job(s), log in $log"
set +e
"$fuzzer" "${args[@]}" "$work/corpus" "$seeds" 2>&1 | tee "$log" |
  grep --line-buffered -E \
    '^(#[0-9]+[[:space:]]+(INITED|DONE|pulse)|==[0-9]+==|SUMMARY|stat::|actgrad-fuzz:|INFO: fuzzed for|Done)'
statuses=("${PIPESTATUS[@]}")
set -e
status=${statuses[0]}

if ((status != 0)); then
  echo "actgrad-fuzz: FAILED (exit $status); the crashing input is in" \
    "$work/artifacts/:"
  ls -t "$work/artifacts" | head -5
  exit 1
fi
echo "actgrad-fuzz: no crash in ${seconds}s"
