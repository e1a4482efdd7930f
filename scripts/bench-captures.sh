#!/usr/bin/env bash
# The front-end captures at benchmark sizes, ActGrad against IREE (llvm-cpu,
# O2, host CPU) and torch.compile, one thread, one process, interleaved
# (tools/actgrad-bench/bench_captures.py; docs/Benchmark.md#captures). The
# full run writes its table into docs/Benchmark.md between the
# bench-captures markers; --quick (two cases, one short round) and --filter
# leave the document alone.
#
#   scripts/bench-captures.sh [--quick] [--filter TEXT] [--runs N]
#
# Exit status: 0; 1 when ActGrad's kernel or result fails; 3 when the peers'
# environment or the build is missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACTGRAD_BUILD_DIR:-$root/build}"
venv="${ACTGRAD_PEERS_VENV:-$root/.venv-peers}"
if [[ ! -x "$venv/bin/python" ]]; then
  echo "bench-captures.sh: no $venv; run scripts/install-peers.sh" >&2
  exit 3
fi
if [[ ! -x "$build/bin/actgrad-opt" || ! -f "$build/python/actgrad/ops.py" ]]; then
  echo "bench-captures.sh: no build at $build; run scripts/build.sh" >&2
  exit 3
fi
OMP_NUM_THREADS=1 TORCHINDUCTOR_CACHE_DIR="$build/bench-peers/inductor-cache" \
  exec "$venv/bin/python" "$root/tools/actgrad-bench/bench_captures.py" \
  --build-dir "$build" --doc "$root/docs/Benchmark.md" "$@"
