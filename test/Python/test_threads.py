"""Threads: calls while another thread changes the configuration or clears
the cache (stress_threads.py, in a child process: a crash fails the test),
OpenMP's thread count set for each calling thread, enable()/disable() from
several threads."""

import ctypes
import os
import subprocess
import sys
import threading

import pytest
import torch

import actgrad
import actgrad.ops as ops
import actgrad.torch as agt
from actgrad import _capi, _torch_ops

HERE = os.path.dirname(os.path.abspath(__file__))


def test_calls_survive_configuration_changes_and_cache_clears():
    # ACTGRAD_STRESS_SECONDS: the ctest python-threads runs 20 s; here 3 s.
    env = dict(os.environ)
    env.setdefault("ACTGRAD_STRESS_SECONDS", "3")
    seconds = float(env["ACTGRAD_STRESS_SECONDS"])
    run = subprocess.run([sys.executable, os.path.join(HERE, "stress_threads.py")],
                         env=env, capture_output=True, text=True,
                         timeout=seconds + 600)
    assert run.returncode == 0, (
        f"exit status {run.returncode}\n{run.stdout}\n{run.stderr[-4000:]}")
    assert "0 failures" in run.stdout


def _omp_get_max_threads(openmp):
    """The thread count a kernel on runtime ``openmp`` sees on this thread."""
    if openmp == "libomp":
        omp = ctypes.CDLL(_capi.openmp_library_path())
        return omp.omp_get_max_threads()
    address = _torch_ops.openmp_bridge()["omp_get_max_threads"]
    return ctypes.CFUNCTYPE(ctypes.c_int)(address)()


@pytest.mark.skipif(not actgrad.config.threads, reason="kernels without OpenMP")
@pytest.mark.parametrize("openmp", ["libomp", "auto"])
def test_each_calling_thread_gets_the_thread_count(route, openmp, monkeypatch):
    if openmp == "auto" and _torch_ops.openmp_bridge() is None:
        pytest.skip(f"no OpenMP bridge: {_torch_ops.openmp_bridge_reason()}")
    monkeypatch.setattr(actgrad.config, "openmp", openmp)
    # Not the default of a new thread (the cores, or OMP_NUM_THREADS).
    wanted = os.cpu_count() + 1
    saved = actgrad.config.num_threads
    g, x = torch.randn(64, 64), torch.randn(64, 64)
    seen = []

    def call():
        ops.swish_backward(g, x)
        seen.append(_omp_get_max_threads(openmp))

    try:
        actgrad.config.num_threads = wanted
        call()  # this thread first, then two new ones
        for _ in range(2):
            thread = threading.Thread(target=call)
            thread.start()
            thread.join()
    finally:
        actgrad.config.num_threads = saved
    assert seen == [wanted] * 3


@pytest.mark.skipif(_torch_ops.library() is None,
                    reason="the PyTorch custom ops are not available")
def test_enable_and_disable_from_several_threads():
    errors = []
    g, x = torch.randn(1000), torch.randn(1000) * 4
    want = torch.ops.aten.hardtanh_backward(g, x, -1.0, 1.0)

    def toggle(seed):
        try:
            for i in range(200):
                if (i + seed) % 3 == 0:
                    with agt.enable():
                        got = torch.ops.aten.hardtanh_backward(g, x, -1.0, 1.0)
                else:
                    agt.enable() if (i + seed) % 3 == 1 else agt.disable()
                    got = torch.ops.aten.hardtanh_backward(g, x, -1.0, 1.0)
                assert torch.equal(got, want)
        except BaseException as error:  # noqa: B902 - reported below
            errors.append(error)

    threads = [threading.Thread(target=toggle, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    agt.disable()
    assert not errors, errors
    assert not agt.is_enabled()
