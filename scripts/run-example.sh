#!/usr/bin/env bash
# The main job: install, build, then compile the bundled example with
# `actgrad-opt --actgrad-to-llvm` and run it with mlir-runner (with libomp:
# the default pipeline runs thread tiles with OpenMP). Every printed memref
# follows a line naming the op and the inputs it came from.
# `run-example.sh path/to/script.py [args]` runs a Python example instead
# (examples/torch/train.py) with the build tree's actgrad package.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"

example="${1:-$root/examples/example.mlir}"
if [[ "$example" == *.py ]]; then
  shift
  echo "== $example, with PYTHONPATH=$root/build/python:"
  exec env PYTHONPATH="$root/build/python" /usr/bin/python3 "$example" "$@"
fi
llvm=/usr/lib/llvm-22
echo "== $example, lowered by actgrad-opt --actgrad-to-llvm and run:"
"$root/build/bin/actgrad-opt" "$example" --actgrad-to-llvm |
  "$llvm/bin/mlir-runner" -e main -entry-point-result=void \
    -shared-libs="$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libomp.so"
