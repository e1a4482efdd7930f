"""Threaded kernels on PyTorch's libgomp (python/csrc/GompBridge.cpp): they
run their parallel regions on PyTorch's threads, give the results of the
same kernels on LLVM's libomp at every thread count, and a kernel whose
OpenMP needs more than the bridge provides is refused, not bound to
another runtime."""

import numpy as np
import pytest
import torch

import actgrad
import actgrad.ops as ops
from actgrad import _kernel, _torch_ops, jit

import reference

pytestmark = [
    pytest.mark.skipif(not actgrad.config.threads, reason="kernels without OpenMP"),
    pytest.mark.skipif(_torch_ops.openmp_bridge() is None,
                       reason=f"no OpenMP bridge: {_torch_ops.openmp_bridge_reason()}"),
]


def _teams():
    return _torch_ops.library().actgradGompBridgeTeamsOfSeveral()


@pytest.fixture
def two_threads(monkeypatch):
    monkeypatch.setattr(actgrad.config, "num_threads", 2)


def _cases(dtype, n):
    g = torch.randn(n, dtype=torch.float32)
    x = torch.randn(n) * 4
    # NaN, the infinities, signed zeros and the attributes' thresholds
    # (hardtanh's bounds, hardsigmoid's 0.2*x + 0.5 = 0 and 1).
    special = torch.tensor([float("nan"), float("inf"), -float("inf"), 0.0, -0.0,
                            -1.0, 1.0, -2.5, 2.5])
    x[:len(special)] = special
    g[len(special):2 * len(special)] = special
    x, g = x.to(dtype), g.to(dtype)
    src = torch.randn(2, 64, n // 128).to(dtype)
    slope = torch.rand(64).to(dtype)
    diff = torch.randn(2, 64, n // 128).to(dtype)
    probs = torch.softmax(torch.randn(n // 128, 128), 1).to(dtype)
    grad = torch.randn(n // 128, 128).to(dtype)
    return {
        "hardtanh": lambda: ops.hardtanh_backward(g, x, min=-1.0, max=1.0),
        "hardsigmoid": lambda: ops.hardsigmoid_backward(x, g, alpha=0.2, beta=0.5),
        "swish": lambda: ops.swish_backward(g, x),
        "prelu": lambda: ops.prelu_backward(src, slope, diff, data_format="NCX"),
        "softmax": lambda: ops.softmax_backward(grad, probs, axis=1),
    }


def test_parallel_regions_run_on_torchs_threads(route, two_threads):
    g, x = torch.randn(1 << 20), torch.randn(1 << 20) * 4
    before = _teams()
    got = ops.hardtanh_backward(g, x, min=0.0, max=6.0)
    assert _teams() > before
    assert torch.equal(got, torch.ops.aten.hardtanh_backward(g, x, 0.0, 6.0))


def test_kernels_record_their_runtime(two_threads, monkeypatch):
    kernel = ops.elementwise_kernel("swish_backward", "f32", (None,), "")
    assert kernel.openmp == "gomp"
    monkeypatch.setattr(actgrad.config, "openmp", "libomp")
    kernel = ops.elementwise_kernel("swish_backward", "f32", (None,), "")
    assert kernel.openmp == "libomp"
    assert ops.elementwise_kernel("swish_backward", "f32", (None,), "",
                                  threads=False).openmp is None


@pytest.mark.parametrize("threads", [2, 3, 5])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16],
                         ids=["f32", "f16", "bf16"])
def test_same_results_as_on_libomp(dtype, threads, monkeypatch):
    # More threads than cores, and sizes no thread count divides: every
    # static share of the bridge's worksharing loops is exercised.
    monkeypatch.setattr(actgrad.config, "num_threads", threads)
    cases = _cases(dtype, 128 * 8209)
    for name, call in cases.items():
        monkeypatch.setattr(actgrad.config, "openmp", "auto")
        before = _teams()
        bridged = call()
        assert _teams() > before, name
        monkeypatch.setattr(actgrad.config, "openmp", "libomp")
        on_libomp = call()
        pairs = zip(bridged, on_libomp) if isinstance(bridged, tuple) else \
            [(bridged, on_libomp)]
        for a, b in pairs:  # bit for bit: NaNs and signed zeros included
            bits = torch.int32 if a.element_size() == 4 else torch.int16
            assert torch.equal(a.view(bits), b.view(bits)), name


def test_results_match_the_reference(two_threads):
    g, x = torch.randn(70001), torch.randn(70001) * 4
    got = ops.swish_backward(g, x)
    reference.check("swish_backward", got,
                    reference.swish(g.double(), x.double(), 1.0), "f32",
                    reference.swish_bound(g.double(), x.double(), 1.0))


def test_an_unbridged_openmp_construct_is_refused():
    entry_points = _torch_ops.openmp_bridge()
    kernel = ops.elementwise_kernel("swish_backward", "f32", (None,), "")
    lowered = jit.lower(kernel.source, "runtime-checks=false workspace=true")
    jit._check_openmp(lowered, entry_points)  # what the pipeline emits passes
    for text, what in [
            ("omp.wsloop schedule(dynamic) {\n", "wsloop's clauses"),
            ("omp.parallel proc_bind(close) {\n", "parallel's clauses"),
            ("  omp.barrier\n", "omp.barrier"),
            ("%0 = omp.threadprivate %1 : !llvm.ptr -> !llvm.ptr\n", "threadprivate"),
            ("llvm.func @__kmpc_reduce(i32) -> i32\n", "__kmpc_reduce"),
            ("llvm.func @omp_get_wtime() -> f64\n", "omp_get_wtime")]:
        with pytest.raises(jit.CompileError, match=what):
            jit._check_openmp(lowered + text, entry_points)


def test_numpy_calls_take_the_bridge_too(two_threads):
    g = np.random.default_rng(0).standard_normal(1 << 20).astype(np.float32)
    x = (g * 4)[::-1].copy()
    before = _teams()
    got = ops.hardtanh_backward(g, x, min=0.0, max=6.0)
    assert _teams() > before
    want = torch.ops.aten.hardtanh_backward(torch.from_numpy(g),
                                            torch.from_numpy(x), 0.0, 6.0)
    assert np.array_equal(got, want.numpy())


def test_unknown_runtime_setting_is_refused():
    with pytest.raises(ValueError, match="neither 'auto' nor 'libomp'"):
        actgrad.config.openmp = "gomp"
    assert actgrad.config.openmp in ("auto", "libomp")
    assert _kernel.config is actgrad.config
