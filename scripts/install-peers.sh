#!/usr/bin/env bash
# Installs today's peers (PyTorch 2 with Inductor, JAX/XLA, IREE, torch-mlir,
# oneDNN 3) from PyPI into the project's virtual environment .venv-peers/
# (ACTGRAD_PEERS_VENV), pinned by scripts/peers-requirements.txt, and prints
# their versions. A second run installs nothing and takes seconds. Debian's
# python3-torch 1.13 (scripts/install-deps.sh) is untouched: the system
# python3 keeps it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${ACTGRAD_PEERS_VENV:-$root/.venv-peers}"
requirements="$root/scripts/peers-requirements.txt"

# JAX 0.12 needs Python 3.12 or newer; Debian 12's python3 is 3.11. Take the
# newest 3.12+ interpreter on the machine (PATH or pyenv), else 3.11.
pick_python() {
  local candidate
  for candidate in python3.13 python3.12 \
      /root/.pyenv/versions/3.13*/bin/python3.13 \
      /root/.pyenv/versions/3.12*/bin/python3.12; do
    if command -v "$candidate" >/dev/null 2>&1 &&
        "$candidate" -c 'import venv, ensurepip' >/dev/null 2>&1; then
      echo "$candidate"
      return
    fi
  done
  if ! /usr/bin/python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
    apt-get update >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      python3-venv >&2
  fi
  echo "Python 3.12+ not found: using Debian's 3.11, with JAX 0.10.2" >&2
  echo /usr/bin/python3
}

if [[ ! -x "$venv/bin/python" ]]; then
  python="$(pick_python)"
  echo "Creating $venv with $("$python" --version 2>&1)"
  "$python" -m venv "$venv"
fi

# The stamp holds the requirements' hash once they are all installed.
stamp="$venv/.actgrad-requirements.sha256"
want="$(sha256sum "$requirements" | cut -d' ' -f1)"
if [[ "$(cat "$stamp" 2>/dev/null)" != "$want" ]]; then
  "$venv/bin/python" -m pip install --quiet --upgrade pip
  "$venv/bin/python" -m pip install --quiet -r "$requirements"
  echo "$want" > "$stamp"
fi

"$venv/bin/python" "$root/scripts/peer_versions.py"
