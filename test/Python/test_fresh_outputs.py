"""Results the custom ops allocate of 32 MiB or more (a fresh mapping for
glibc) are written by kernels compiled without non-temporal stores
(actgrad._torch_ops.FRESH_OUTPUT_OPTIONS); results into a caller's buffer,
and smaller ones, keep the default kernels. Both give the same values."""

import pytest
import torch

import actgrad
from actgrad import _kernel, _torch_ops, jit

pytestmark = pytest.mark.skipif(_torch_ops.library() is None,
                                reason="the PyTorch custom ops are not available")

FRESH = _torch_ops.FRESH_MAPPING_BYTES // 4  # f32 elements


def _fresh_kernels():
    return [kernel for key, kernel in _kernel._cache.items()
            if ("options", _torch_ops.FRESH_OUTPUT_OPTIONS) in key[0]]


def _calls(n):
    g, x = torch.randn(n), torch.randn(n) * 4
    src, diff = torch.randn(2, 16, n // 32), torch.randn(2, 16, n // 32)
    slope = torch.rand(16)
    probs = torch.softmax(torch.randn(n // 1024, 1024), 1)
    grad = torch.randn(n // 1024, 1024)
    aten = torch.ops.aten
    ref_src = torch.where(src > 0, diff, slope.view(1, 16, 1) * diff)
    return [
        (lambda **kw: torch.ops.actgrad.hardtanh_backward(g, x, min=0.0, max=6.0, **kw),
         aten.hardtanh_backward(g, x, 0.0, 6.0), g),
        (lambda **kw: torch.ops.actgrad.softmax_backward(grad, probs, axis=1, **kw),
         aten._softmax_backward_data(grad, probs, 1, torch.float32), grad),
        (lambda **kw: torch.ops.actgrad.prelu_backward(src, slope, diff,
                                                      data_format="NCX", **kw)[0],
         ref_src, src),
    ]


def test_fresh_results_use_plain_stores():
    actgrad.clear_cache()
    for call, want, _ in _calls(FRESH):
        got = call()
        assert torch.allclose(got, want, rtol=1e-5, atol=1e-6)
    fresh = _fresh_kernels()
    assert len(fresh) == 3
    # What the option changes: these kernels never stream, where the
    # default element-wise kernel does on an AVX-512 target (an AVX2 one
    # streams no f32 vector: its vectors are half a cache line).
    options = "runtime-checks=false workspace=true target-cpu=x86-64-v4"
    for kernel in fresh:
        assert "nontemporal" not in jit.lower(
            kernel.source, options + " " + _torch_ops.FRESH_OUTPUT_OPTIONS)
    elementwise = [k for k in fresh if "actgrad.hardtanh_backward" in k.source]
    assert "nontemporal" in jit.lower(elementwise[0].source, options)


def test_callers_buffers_and_small_results_keep_the_default_kernels():
    actgrad.clear_cache()
    g, x = torch.randn(FRESH), torch.randn(FRESH)
    out = torch.empty_like(g)
    torch.ops.actgrad.hardtanh_backward.out(g, x, min=0.0, max=6.0, out=out)
    assert torch.equal(out, torch.ops.aten.hardtanh_backward(g, x, 0.0, 6.0))
    small = torch.randn(FRESH // 2 - 1)
    torch.ops.actgrad.hardtanh_backward(small, small, min=0.0, max=6.0)
    assert _fresh_kernels() == []


def test_graph_kernels_with_fresh_outputs_use_plain_stores():
    import actgrad.torch as agt

    def fn(x):
        return torch.nn.functional.silu(x)

    actgrad.clear_cache()
    for n in (FRESH, FRESH // 2 - 1):  # a fresh output, then a small one
        x = torch.randn(n, requires_grad=True)
        g = torch.randn(n)
        agt.aot_function(fn)(x).backward(g)
        xr = x.detach().double().requires_grad_()
        fn(xr).backward(g.double())
        torch.testing.assert_close(x.grad.double(), xr.grad, rtol=1e-5, atol=1e-6)
    graph = [key for key in _kernel._cache if key[0][0] == "fx"]
    assert sorted(key[0][2] for key in graph) == ["", _torch_ops.FRESH_OUTPUT_OPTIONS]
