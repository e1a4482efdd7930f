"""SEMANTICS.md §3 for the Python tests: f64 references (PyTorch eager in
float64, with SEMANTICS.md's NaN rule where PyTorch differs) and the
per-element pass test (ulp distance, conditioning bounds)."""

import numpy as np
import torch

U = 2.0 ** -24
aten = torch.ops.aten

# N(op, T) of SEMANTICS.md §3.
ULPS = {
    "hardtanh_backward": {"f32": 0, "f16": 0, "bf16": 0},
    "hardsigmoid_backward": {"f32": 1, "f16": 1, "bf16": 1},
    "swish_backward": {"f32": 4, "f16": 1, "bf16": 1},
    "prelu_diff_src": {"f32": 1, "f16": 1, "bf16": 1},
    "prelu_diff_slope": {"f32": 2, "f16": 1, "bf16": 1},
    "softmax_backward": {"f32": 2, "f16": 1, "bf16": 1},
}
TORCH = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}


def f32(value):
    return float(np.float32(value))


def hardtanh(g, x, lo, hi):
    r = aten.hardtanh_backward(g, x, f32(lo), f32(hi))
    return torch.where(x.isnan(), torch.full_like(r, float("nan")), r)


def hardsigmoid(x, g, alpha, beta):
    t = f32(alpha) * x + f32(beta)
    r = torch.where((t > 0) & (t < 1), g * f32(alpha), torch.zeros_like(g))
    if f32(alpha) == f32(1 / 6) and f32(beta) == 0.5:  # PyTorch's own op
        eager = aten.hardsigmoid_backward(g, x)
        assert torch.allclose(eager[~t.isnan()], r[~t.isnan()], rtol=1e-15, atol=0)
    return torch.where(t.isnan(), torch.full_like(r, float("nan")), r)


def swish(g, x, beta):
    # d/dx x*sigmoid(b x) = silu'(b x): PyTorch's silu_backward at b*x.
    return aten.silu_backward(g, f32(beta) * x)


def swish_bound(g, x, beta):
    v = f32(beta) * x
    s = torch.sigmoid(v)
    d = aten.silu_backward(torch.ones_like(v), v)
    return g.abs() * (U * (6 * d.abs() + 4 * s * v.abs() + s * (1 - s) * v.abs() *
                           (2 + v.abs())) + (1 + v.abs()) * 2.0 ** -125)


def softmax(g, y, axis):
    return aten._softmax_backward_data(g, y, axis, torch.float64)


def softmax_bound(g, y, axis, r):
    n = g.shape[axis]
    total = (g * y).abs().sum(axis, keepdim=True)
    return U * (2 * (n + 2) * y.abs() * total + 2 * (g * y).abs() + 2 * r.abs())


def prelu_layout(shape, slope_shape, data_format):
    """(channel dim, slope view shape broadcasting against src, summed dims)."""
    rank = len(shape)
    channel = 0 if rank == 1 else (1 if data_format == "NCX" else rank - 1)
    if tuple(slope_shape) == (1,):
        return [1] * rank, tuple(range(rank))
    if tuple(slope_shape) == (shape[channel],):
        view = [1] * rank
        view[channel] = shape[channel]
        return view, tuple(d for d in range(rank) if d != channel)
    return [1] + list(shape[1:]), (0,)


def prelu(x, w, g, data_format):
    view, summed = prelu_layout(x.shape, w.shape, data_format)
    wb = w.reshape(view)
    dx = torch.where(x > 0, g, wb * g)
    dx = torch.where(x.isnan(), torch.full_like(dx, float("nan")), dx)
    terms = torch.where(x > 0, torch.zeros_like(x), x * g)
    total = (lambda t: t.sum(summed)) if summed else (lambda t: t)  # sum(()) sums all
    dw = total(terms).reshape(w.shape)
    m = x.numel() // w.numel()
    bound = 2 * U * (m + 2) * total(terms.abs()).reshape(w.shape)
    if data_format == "NCX" and x.dim() >= 2 and tuple(w.shape) in ((1,), (x.shape[1],)):
        # Cross-check the formulas against PyTorch's own prelu_backward, on the
        # same values with NaN src replaced (PyTorch gives w*g there, §2.4).
        xc = torch.nan_to_num(x, nan=0.5, posinf=float("inf"), neginf=float("-inf"))
        edx, edw = aten.prelu_backward(g, xc, w)
        cdx = torch.where(xc > 0, g, wb * g)
        cdw = total(torch.where(xc > 0, torch.zeros_like(xc), xc * g)).reshape(w.shape)
        assert torch.allclose(edx, cdx, rtol=1e-12, atol=0, equal_nan=True)
        assert torch.allclose(edw.reshape(w.shape), cdw, rtol=1e-9, atol=1e-12,
                              equal_nan=True)
    return dx, dw, bound


def _ordered(t, dtype):
    """Integers in the order of the floating-point values of ``t`` (as
    ``dtype``), ±0 equal."""
    bits = {"f32": torch.int32, "f16": torch.int16, "bf16": torch.int16}[dtype]
    i = t.to(TORCH[dtype]).contiguous().view(bits).to(torch.int64)
    top = 1 << (31 if dtype == "f32" else 15)
    return torch.where(i < 0, -(i + top), i)


def check(name, got, ref, dtype, bound=None):
    """Asserts SEMANTICS §3: every element of ``got`` (dtype T) passes
    against the f64 reference ``ref``."""
    got = got.to(torch.float64) if got.dtype != torch.float64 else got
    got_t = got.to(TORCH[dtype])
    ref_t = ref.to(TORCH[dtype])
    both_nan = got.isnan() & ref.isnan()
    ulps = (_ordered(got_t, dtype) - _ordered(ref_t, dtype)).abs()
    ok = both_nan | (~got.isnan() & ~ref_t.isnan() & (ulps <= ULPS[name][dtype]))
    slack = 2.0 ** -126 if dtype == "bf16" else 0.0
    if bound is not None or slack:
        b = bound if bound is not None else torch.zeros_like(ref)
        ulp = _ulp(ref, dtype)
        ok |= (got - ref).abs() <= b + ulp + slack
    if not bool(ok.all()):
        bad = (~ok).nonzero()[:5]
        lines = [f"{tuple(i.tolist())}: got {got[tuple(i)].item()!r} ref "
                 f"{ref[tuple(i)].item()!r}" for i in bad]
        raise AssertionError(f"{name} {dtype}: {(~ok).sum().item()} of {ok.numel()} "
                             "elements out of tolerance:\n" + "\n".join(lines))


def _ulp(r, dtype):
    finfo = torch.finfo(TORCH[dtype])
    mant = {"f32": 23, "f16": 10, "bf16": 7}[dtype]
    a = r.abs().clamp(min=finfo.tiny)
    e = torch.floor(torch.log2(a))
    ulp = torch.pow(2.0, e - mant)
    return torch.where(r.isfinite(), ulp, torch.zeros_like(r))
