"""SEMANTICS.md §3 for the Python tests: f64 references from PyTorch eager
in float64 (with SEMANTICS.md's NaN rule where PyTorch differs), as §3 says;
the conditioning bounds and the per-element pass test are the project's one
reference, test/Reference/actgrad_reference.py."""

import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "Reference"))
import actgrad_reference as contract  # noqa: E402

aten = torch.ops.aten
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


def _np(t):
    return t.detach().to(torch.float64).numpy()


def swish_bound(g, x, beta):
    return torch.from_numpy(contract.swish(_np(g), _np(x), f32(beta))[1])


def softmax(g, y, axis):
    return aten._softmax_backward_data(g, y, axis, torch.float64)


def softmax_bound(g, y, axis):
    return torch.from_numpy(contract.softmax(_np(g), _np(y), axis)[1])


def prelu_layout(shape, slope_shape, data_format):
    """(slope rule of SEMANTICS.md 2.4, slope view shape broadcasting against
    src, summed dims)."""
    rank = len(shape)
    if tuple(slope_shape) == (1,):
        mode = "tensor"
    else:
        channel, _ = contract.prelu_layout(rank, data_format, "channel")
        mode = "channel" if tuple(slope_shape) == (shape[channel],) else "tf"
    channel, summed = contract.prelu_layout(rank, data_format, mode)
    view = {"tensor": [1] * rank, "tf": [1] + list(shape[1:]),
            "channel": [shape[channel] if d == channel else 1
                        for d in range(rank)]}[mode]
    return mode, view, summed


def prelu(x, w, g, data_format):
    mode, view, summed = prelu_layout(x.shape, w.shape, data_format)
    wb = w.reshape(view)
    dx = torch.where(x > 0, g, wb * g)
    dx = torch.where(x.isnan(), torch.full_like(dx, float("nan")), dx)
    terms = torch.where(x > 0, torch.zeros_like(x), x * g)
    total = (lambda t: t.sum(summed)) if summed else (lambda t: t)  # sum(()) sums all
    dw = total(terms).reshape(w.shape)
    bound = torch.from_numpy(contract.prelu(_np(x), _np(w), _np(g), data_format,
                                            mode)[2])
    if data_format == "NCX" and x.dim() >= 2 and tuple(w.shape) in ((1,), (x.shape[1],)) \
            and hasattr(aten, "prelu_backward"):  # not in PyTorch 2
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


def check(name, got, ref, dtype, bound=None):
    """Asserts SEMANTICS §3: every element of ``got`` (dtype T) passes
    against the f64 reference ``ref``."""
    op, result = {"prelu_diff_src": ("prelu_backward", "diff_src"),
                  "prelu_diff_slope": ("prelu_backward", "diff_slope")}.get(
                      name, (name, "diff_src"))
    got, ref = _np(got), _np(ref)
    ok, _, _ = contract.check(contract.FORMATS[dtype],
                              contract.N_ULP[(op, result)][dtype], got, ref,
                              None if bound is None else _np(bound))
    if not ok.all():
        bad = np.argwhere(~ok)[:5]
        lines = [f"{tuple(i.tolist())}: got {got[tuple(i)]!r} ref "
                 f"{ref[tuple(i)]!r}" for i in bad]
        raise AssertionError(f"{name} {dtype}: {int((~ok).sum())} of {ok.size} "
                             "elements out of tolerance:\n" + "\n".join(lines))
