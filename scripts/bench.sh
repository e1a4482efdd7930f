#!/usr/bin/env bash
# Builds ActGrad into build/ (scripts/build.sh) and runs the benchmark
# (docs/Benchmark.md): the markdown table goes to stdout, and build/bench/
# gets table.md, results.csv and chart.png. Arguments go to actgrad-bench,
# e.g. `scripts/bench.sh --filter 'swish|chain' --threads 1`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACTGRAD_BUILD_DIR:-$root/build}"

"$root/scripts/build.sh"
if [[ ! -x "$build/bin/actgrad-bench" ]]; then
  echo "bench.sh: $build/bin/actgrad-bench was not built" \
    "(configured with -DACTGRAD_BUILD_BENCHMARK=OFF?)" >&2
  exit 1
fi
exec "$build/bin/actgrad-bench" --output-dir "$build/bench" "$@"
