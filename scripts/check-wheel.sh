#!/usr/bin/env bash
# The wheel's acceptance check, as a PyTorch 2 user meets it: a fresh virtual
# environment (VENV, default /tmp/actgrad-wheel-venv, made anew) with torch
# from PyPI at scripts/peers-requirements.txt's pin, `pip install` of this
# checkout (`--no-build-isolation`: docs/Python.md says why), then the
# package's Python tests run from outside the checkout with neither
# PYTHONPATH nor LD_LIBRARY_PATH. Needs scripts/install-peers.sh first (its
# interpreter) and downloads torch (gigabytes); not part of CI.
#
#   scripts/check-wheel.sh [VENV]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${1:-/tmp/actgrad-wheel-venv}"
peers="${ACTGRAD_PEERS_VENV:-$root/.venv-peers}"
if [[ ! -x "$peers/bin/python" ]]; then
  echo "check-wheel.sh: run scripts/install-peers.sh first" >&2
  exit 2
fi
python="$("$peers/bin/python" -c 'import sys; print(sys._base_executable)')"
pin() { grep -E "^$1==" "$root/scripts/peers-requirements.txt" | head -1; }

rm -rf "$venv"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet "$(pin torch)" \
  "$(pin scikit-build-core)" numpy pytest
echo "== pip install $root (torch $("$venv/bin/python" -c \
  'import torch; print(torch.__version__)'))"
"$venv/bin/python" -m pip install --no-build-isolation "$root"

cd "$venv"
unset PYTHONPATH LD_LIBRARY_PATH
"$venv/bin/python" -c 'import actgrad, torch; print("actgrad from", actgrad.__file__)'
"$venv/bin/python" -m pytest -q -p no:cacheprovider "$root/test/Python"
