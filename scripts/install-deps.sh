#!/usr/bin/env bash
# Installs what ActGrad needs from Debian 12's packages (run as root). Only
# missing packages are installed, so a second run costs a few seconds.
set -euo pipefail

packages=(
  # Toolchain: LLVM/MLIR 22, clang-22, lit and FileCheck.
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22 libomp-22-dev
  # The project also builds with GCC 12 (tested by scripts/test.sh).
  g++
  # Sanitizer and libFuzzer runtimes for the instrumented test build.
  libclang-rt-22-dev
  cmake ninja-build
  # Tests: the randomized reference and the AOT GoogleTest.
  python3 python3-numpy libgtest-dev
  # Benchmark peers (oneDNN, PyTorch's ATen) and chart.
  libdnnl-dev libtorch-dev gnuplot-nox
  # The actgrad Python package: PyTorch 1.13 with functorch, and its tests.
  python3-torch python3-pytest
  # The end-to-end benchmark's models (tools/actgrad-bench/bench_models.py).
  python3-torchvision
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
      grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if ((${#missing[@]})); then
  echo "Installing: ${missing[*]}"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    "${missing[@]}"
fi
