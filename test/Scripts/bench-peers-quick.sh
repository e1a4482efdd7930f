#!/usr/bin/env bash
# ctest bench-peers-quick: scripts/bench-peers.sh --quick (one small case per
# op, every peer, 1 and 2 threads) passes, its result checks included. Skipped
# (exit 77) where the peers' environment is not installed.
#   bench-peers-quick.sh SOURCE_DIR BUILD_DIR
set -uo pipefail
root="$1"
build="$2"
venv="${ACTGRAD_PEERS_VENV:-$root/.venv-peers}"
if [[ ! -x "$venv/bin/python" ]]; then
  echo "SKIP: the peers' environment $venv is not installed;" \
    "scripts/install-peers.sh installs it (PyTorch 2, JAX, IREE, torch-mlir, oneDNN 3)"
  exit 77
fi
ACTGRAD_BUILD_DIR="$build" "$root/scripts/bench-peers.sh" --quick \
  --out "$build/test/bench-peers-quick"
