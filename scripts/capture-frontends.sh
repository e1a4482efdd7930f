#!/bin/sh
# Regenerates the front-end captures under test/FrontEnds/ (docs/Raising.md,
# "Front-end captures"): torch-mlir's linalg for each activation's backward
# and one TransformerEncoderLayer backward, and JAX's StableHLO through IREE's
# input conversion, normalised for MLIR 22, with the front ends' own results;
# then the lit tests that run them (test/FrontEnds/Inputs/gen_lit_tests.py).
#
# Runs in the peers' environment (scripts/install-peers.sh): torch,
# torch-mlir, jax and iree-base-compiler from .venv-peers. Nothing is
# downloaded; models are built with random weights.
#
# Usage: scripts/capture-frontends.sh [VENV]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${1:-$root/.venv-peers}
python=$venv/bin/python
if [ ! -x "$python" ]; then
  echo "capture-frontends.sh: no Python at $python; run scripts/install-peers.sh" >&2
  exit 1
fi
out=$root/test/FrontEnds
"$python" "$root/scripts/capture_frontends/capture_torch.py" "$out/torch-mlir/Inputs"
"$python" "$root/scripts/capture_frontends/capture_jax.py" "$out/jax/Inputs"
python3 "$out/Inputs/gen_lit_tests.py" "$out"
"$python" - <<PY
import importlib.metadata as m
for p in ("torch", "torch-mlir", "jax", "jaxlib", "iree-base-compiler"):
    print(p, m.version(p))
PY
