#!/bin/sh
# Regenerates the front-end captures under test/FrontEnds/ (docs/Raising.md,
# "Front-end captures"): torch-mlir's linalg for each activation's backward
# and whole models' backward (torch_models.py: a TransformerEncoderLayer and
# reduced torchvision mobilenet_v2, mobilenet_v3_small, efficientnet_b0, in
# f32 and under bf16 autocast; those too large to check in go to
# build/frontend-captures/), IREE's own torch route (iree-turbine's
# aot.export, then IREE's torch input conversion; IREE's llvm-cpu results),
# and JAX's StableHLO through IREE's input conversion, normalised for MLIR
# 22, with the front ends' own results; then the lit tests that run them
# (test/FrontEnds/Inputs/gen_lit_tests.py).
#
# Runs in the peers' environment (scripts/install-peers.sh): torch,
# torch-mlir, iree-turbine, jax and iree-base-compiler/-runtime from
# .venv-peers. Nothing is downloaded; models are built with random weights.
#
# Usage: scripts/capture-frontends.sh [VENV]   (ACTGRAD_BUILD_DIR: the build,
# default build/, whose actgrad-opt makes the raising report)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${1:-$root/.venv-peers}
python=$venv/bin/python
if [ ! -x "$python" ]; then
  echo "capture-frontends.sh: no Python at $python; run scripts/install-peers.sh" >&2
  exit 1
fi
out=$root/test/FrontEnds
build=${ACTGRAD_BUILD_DIR:-$root/build}
large=$build/frontend-captures
"$python" "$root/scripts/capture_frontends/capture_torch.py" \
  "$out/torch-mlir/Inputs" "$large/torch-mlir"
"$python" "$root/scripts/capture_frontends/capture_turbine.py" \
  "$out/iree-turbine/Inputs" "$large/iree-turbine"
"$python" "$root/scripts/capture_frontends/capture_jax.py" "$out/jax/Inputs"
python3 "$out/Inputs/gen_lit_tests.py" "$out"
# What raising makes of every capture, the large ones included (their size
# and raising are reported here only; docs/Raising.md, "Captured forms").
if [ -x "$build/bin/actgrad-opt" ]; then
  python3 "$root/scripts/capture_frontends/report.py" "$build/bin/actgrad-opt" \
    "$out/torch-mlir/Inputs" "$out/iree-turbine/Inputs" "$out/jax/Inputs" \
    "$large/torch-mlir" "$large/iree-turbine"
else
  echo "capture-frontends.sh: no $build/bin/actgrad-opt: no raising report" >&2
fi
"$python" - <<PY
import importlib.metadata as m
for p in ("torch", "torch-mlir", "iree-turbine", "jax", "jaxlib",
          "iree-base-compiler", "iree-base-runtime"):
    print(p, m.version(p))
PY
