"""actgrad.ops on numpy arrays through one call of python/csrc/NumpyCalls.cpp:
no tensor is made in Python, results equal the tensor route's, errors are
the custom ops' exceptions, and the GIL is released while a kernel runs."""

import sys
import threading

import numpy as np
import pytest
import torch

import actgrad
import actgrad.ops as ops

pytestmark = pytest.mark.skipif(
    ops._numpy_entry is None,
    reason="the custom ops' library has no numpy entry (no Python headers)")

DTYPES = [np.float32, np.float16]


def _calls(dtype):
    rng = np.random.default_rng(7)
    x = (rng.standard_normal((3, 8, 5)) * 4).astype(dtype)
    g = rng.standard_normal((3, 8, 5)).astype(dtype)
    y = np.exp(x.astype(np.float64))
    y = (y / y.sum(axis=1, keepdims=True)).astype(dtype)
    # NaN, the infinities, signed zeros and the attributes' thresholds
    # (hardtanh's bounds, hardsigmoid's 0.2*x + 0.5 = 0 and 1).
    special = [np.nan, np.inf, -np.inf, 0.0, -0.0, -1.0, 2.5, -2.5, 2.5]
    x.reshape(-1)[:len(special)] = special
    g.reshape(-1)[len(special):2 * len(special)] = special
    w = rng.random(8).astype(dtype)
    return {
        "hardsigmoid": (ops.hardsigmoid_backward, (x, g), dict(alpha=0.2, beta=0.5)),
        "hardtanh": (ops.hardtanh_backward, (g, x), dict(min=-1, max=2.5)),
        "swish": (ops.swish_backward, (g, x), dict(beta=1.5)),
        "softmax": (ops.softmax_backward, (g, y), dict(axis=1)),
        "prelu": (ops.prelu_backward, (x, w, g), dict(data_format="NCX")),
    }


def _through_tensors(monkeypatch, fn, operands, attrs, **extra):
    with monkeypatch.context() as patch:
        patch.setattr(ops, "_numpy_entry", None)
        return fn(*operands, **attrs, **extra)


@pytest.mark.parametrize("dtype", DTYPES, ids=["f32", "f16"])
@pytest.mark.parametrize("static_shape", [False, True])
def test_same_results_as_through_tensors(dtype, static_shape, monkeypatch):
    for name, (fn, operands, attrs) in _calls(dtype).items():
        want = _through_tensors(monkeypatch, fn, operands, attrs,
                                static_shape=static_shape)
        # The tensor route made unusable: a call that reached it would fail.
        with monkeypatch.context() as patch:
            patch.setattr(ops, "_from_numpy", None)
            got = fn(*operands, **attrs, static_shape=static_shape)
            outs = tuple(np.empty_like(w) for w in want) if name == "prelu" \
                else np.empty_like(want)
            into = fn(*operands, **attrs, out=outs, static_shape=static_shape)
        assert into is outs or into == outs
        for a, b, c in zip(*(r if name == "prelu" else (r,)
                              for r in (got, into, want))):
            assert isinstance(a, np.ndarray) and a.dtype == dtype, name
            assert np.array_equal(a, c, equal_nan=True), name
            assert np.array_equal(b, c, equal_nan=True), name


def test_errors_are_the_custom_ops_exceptions():
    a = np.ones((4, 5), np.float32)
    with pytest.raises(ValueError, match="must be equal"):
        ops.hardtanh_backward(a, np.ones((5, 4), np.float32), min=0, max=1)
    with pytest.raises(ValueError, match="min <= max"):
        ops.hardtanh_backward(a, a, min=2, max=1)
    with pytest.raises(ValueError, match="'out' has shape"):
        ops.swish_backward(a, a, out=np.empty((2, 10), np.float32))
    with pytest.raises(ValueError, match="axis"):
        ops.softmax_backward(a, a, axis=2)
    with pytest.raises(ValueError):
        ops.prelu_backward(a, np.ones(3, np.float32), a, data_format="NCX")


def test_in_place_out_reads_its_inputs_first():
    g = np.linspace(-3, 3, 64, dtype=np.float32)
    x = g[::-1].copy() * 3
    want = ops.hardtanh_backward(g, x, min=-1, max=1)
    assert ops.hardtanh_backward(g, x, min=-1, max=1, out=g) is g
    assert np.array_equal(g, want)


def test_kernels_run_without_the_gil(monkeypatch):
    # The interpreter never takes the GIL from this thread (a 100 s switch
    # interval): a second thread, waiting on a lock released just before
    # the calls, runs before they end only if a call releases the GIL. The
    # kernel runs on one thread, leaving the other core to the waiting
    # one, and is called until the waiting thread has run (the system may
    # schedule it late), at most 50 times.
    monkeypatch.setattr(actgrad.config, "num_threads", 1)
    big = np.random.default_rng(0).standard_normal(1 << 22).astype(np.float32)
    ops.swish_backward(big, big)  # compiled first: compiling releases the GIL
    go, seen = threading.Lock(), []
    go.acquire()

    def watch():
        with go:
            seen.append(1)

    interval = sys.getswitchinterval()
    watcher = threading.Thread(target=watch)
    watcher.start()
    sys.setswitchinterval(100)
    try:
        go.release()
        for _ in range(50):
            ops.swish_backward(big, big)
            if seen:
                break
        seen_during = len(seen)
    finally:
        sys.setswitchinterval(interval)
        watcher.join()
    assert seen_during == 1
