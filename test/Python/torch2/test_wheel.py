"""The installed wheel (pip install --no-build-isolation <checkout>): its
libraries need no LLVM or MLIR shared library, and the package imports and
computes with neither PYTHONPATH nor LD_LIBRARY_PATH. Skipped where actgrad
is not a wheel install (the build tree's package has no actgrad/_lib)."""

import os
import re
import shutil
import subprocess
import sys

import pytest


def _wheel_lib_dir():
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "LD_LIBRARY_PATH")}
    found = subprocess.run(
        [sys.executable, "-c", "import actgrad, os; print(os.path.dirname(actgrad.__file__))"],
        env=env, capture_output=True, text=True, cwd="/")
    if found.returncode != 0:
        return None
    lib = os.path.join(found.stdout.strip(), "_lib")
    return lib if os.path.isdir(lib) else None


LIB = _wheel_lib_dir()
pytestmark = pytest.mark.skipif(LIB is None, reason="actgrad is not installed from the wheel")


def _clean_env():
    return {k: v for k, v in os.environ.items()
            if k not in ("PYTHONPATH", "LD_LIBRARY_PATH", "ACTGRAD_CAPI_LIBRARY",
                         "ACTGRAD_OPENMP_LIBRARY")}


def _dynamic(path):
    readelf = shutil.which("readelf") or shutil.which("llvm-readelf-22")
    if readelf is None:
        pytest.skip("readelf is not installed")
    return subprocess.run([readelf, "-d", path], capture_output=True, text=True,
                          check=True).stdout


def test_no_llvm_or_mlir_shared_library():
    libraries = sorted(f for f in os.listdir(LIB) if ".so" in f)
    assert "libActGradCAPI.so" in libraries
    for name in libraries:
        dynamic = _dynamic(os.path.join(LIB, name))
        needed = re.findall(r"\(NEEDED\).*\[(.*)\]", dynamic)
        assert not [n for n in needed if re.match(r"lib(LLVM|MLIR|clang)", n)], \
            (name, needed)
        paths = re.findall(r"\((?:RPATH|RUNPATH)\).*\[(.*)\]", dynamic)
        assert not [p for p in paths if "llvm" in p], (name, paths)


SMOKE = r"""
import numpy as np
import actgrad, actgrad.ops as ops
x = np.linspace(-8, 8, 1 << 16, dtype=np.float32)
g = np.ones_like(x)
got = ops.hardtanh_backward(g, x, min=-1.0, max=1.0)
assert np.array_equal(got, np.where((x > -1) & (x < 1), g, 0)), "hardtanh_backward"
print("threads", actgrad.config.threads)
"""


def test_import_and_compute_without_paths():
    run = subprocess.run([sys.executable, "-c", SMOKE], env=_clean_env(),
                         capture_output=True, text=True, cwd="/")
    assert run.returncode == 0, run.stderr
    # The wheel ships libomp: threaded kernels are on by default.
    assert "threads True" in run.stdout, run.stdout


# torch's OpenMP (its own libgomp) and the kernels' libomp in one process:
# both run, in turns, with two threads each.
OPENMP = r"""
import torch, actgrad, actgrad.ops as ops
torch.set_num_threads(2)
a = torch.randn(256, 256)
for _ in range(3):
    c = a @ a
    x = torch.linspace(-8, 8, 1 << 20)
    got = ops.hardtanh_backward(torch.ones_like(x), x, min=-1.0, max=1.0)
    want = torch.ops.aten.hardtanh_backward(torch.ones_like(x), x, -1.0, 1.0)
    assert torch.equal(got, want)
    assert torch.allclose(c, a @ a)
print("ok", actgrad.config.threads)
"""


def test_libomp_beside_torch_libgomp():
    pytest.importorskip("torch")
    run = subprocess.run([sys.executable, "-c", OPENMP], env=_clean_env(),
                         capture_output=True, text=True, cwd="/", timeout=600)
    assert run.returncode == 0, run.stderr
    assert "ok True" in run.stdout, run.stdout
