"""actgrad.ops: every op x dtype against PyTorch eager in float64
(SEMANTICS.md §3 tolerances, §2 NaN rules), with values at the thresholds,
NaN and ±inf; torch and numpy operands; non-contiguous operands and out=."""

import math

import numpy as np
import pytest
import torch

import actgrad
import actgrad.ops as ops
import reference as ref

# Every test on both routes for torch tensors (conftest.py).
pytestmark = pytest.mark.usefixtures("route")

DTYPES = ["f32", "f16", "bf16"]
INF, NAN = float("inf"), float("nan")


def values(n, specials, scale=3.0, seed=0):
    """``n`` f64 values: the specials first, then random ones."""
    gen = torch.Generator().manual_seed(seed)
    rand = torch.randn(n, generator=gen, dtype=torch.float64) * scale
    special = torch.tensor(specials, dtype=torch.float64)
    return torch.cat([special, rand])[:n] if n >= len(specials) else special[:n]


def as_dtype(t, dtype):
    """``t`` rounded to ``dtype`` (torch), and its exact f64 value."""
    low = t.to(ref.TORCH[dtype])
    return low, low.to(torch.float64)


X_SPECIALS = [0.0, -0.0, 1.0, -1.0, 3.0, -3.0, 0.5, -0.5, 2.5, -2.5, INF, -INF, NAN,
              1e-30, -1e-30, 100.0, -100.0, 6.0, -6.0]
G_SPECIALS = [1.0, -2.0, 0.5, INF, -INF, NAN, 3.0, 1.0, -1.0, 2.0, 1.5, -0.75, 1.0, 2.0,
              -3.0, 4.0, 1.0, -1.0, 0.25]


@pytest.fixture(params=[(7, 9), (2, 3, 5, 4), (40,)], ids=lambda s: "x".join(map(str, s)))
def shape(request):
    return request.param


def operands(shape, dtype, seed=0, g_specials=G_SPECIALS):
    n = math.prod(shape)
    x, x64 = as_dtype(values(n, X_SPECIALS, seed=seed).reshape(shape), dtype)
    g, g64 = as_dtype(values(n, g_specials, scale=2.0, seed=seed + 1).reshape(shape),
                      dtype)
    return x, x64, g, g64


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("bounds", [(-1.0, 1.0), (0.0, 6.0), (-INF, 2.5), (-0.5, -0.5)])
def test_hardtanh(shape, dtype, bounds):
    x, x64, g, g64 = operands(shape, dtype)
    got = ops.hardtanh_backward(g, x, min=bounds[0], max=bounds[1])
    assert got.dtype == x.dtype and got.shape == x.shape
    ref.check("hardtanh_backward", got, ref.hardtanh(g64, x64, *bounds), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("alpha,beta", [(1 / 6, 0.5), (0.2, 0.5), (0.5, 0.5), (-0.25, 0.3)])
def test_hardsigmoid(shape, dtype, alpha, beta):
    x, x64, g, g64 = operands(shape, dtype)
    got = ops.hardsigmoid_backward(x, g, alpha=alpha, beta=beta)
    ref.check("hardsigmoid_backward", got, ref.hardsigmoid(x64, g64, alpha, beta), dtype)


def test_hardsigmoid_thresholds_exact():
    # PyTorch's x = ±3 and alpha = beta = 0.5 at x = ±1 are exact hits: 0.
    x = torch.tensor([3.0, -3.0, 2.9, -2.9])
    g = torch.ones(4)
    got = ops.hardsigmoid_backward(x, g, alpha=1 / 6, beta=0.5)
    assert got.tolist()[:2] == [0.0, 0.0] and got[2] != 0 and got[3] != 0
    assert torch.equal(got, torch.ops.aten.hardsigmoid_backward(g, x))
    got = ops.hardsigmoid_backward(torch.tensor([1.0, -1.0]), torch.ones(2),
                                   alpha=0.5, beta=0.5)
    assert got.tolist() == [0.0, 0.0]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("beta", [1.0, 1.702, -0.5, 0.0])
def test_swish(shape, dtype, beta):
    # No infinite g: g * s'(x) at s'(x)'s root is ill-posed (SEMANTICS §2.3).
    specials = [1.0, -2.0, 0.5, 1.0, -1.0, NAN, 3.0]
    x, x64, g, g64 = operands(shape, dtype, g_specials=specials)
    got = ops.swish_backward(g, x, beta=beta)
    r = ref.swish(g64, x64, beta)
    ref.check("swish_backward", got, r, dtype, ref.swish_bound(g64, x64, beta))


def test_swish_default_beta_is_silu():
    x = torch.randn(100) * 4
    g = torch.randn(100)
    assert torch.allclose(ops.swish_backward(g, x), torch.ops.aten.silu_backward(g, x),
                          rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape,axis", [((7, 33), -1), ((7, 33), 0), ((3, 10, 4, 5), 1),
                                        ((64,), 0), ((2, 3, 17), 2)])
def test_softmax(dtype, shape, axis):
    gen = torch.Generator().manual_seed(3)
    logits = torch.randn(shape, generator=gen, dtype=torch.float64) * 3
    y, y64 = as_dtype(torch.softmax(logits, axis), dtype)
    g, g64 = as_dtype(torch.randn(shape, generator=gen, dtype=torch.float64), dtype)
    got = ops.softmax_backward(g, y, axis=axis)
    r = ref.softmax(g64, y64, axis)
    ref.check("softmax_backward", got, r, dtype, ref.softmax_bound(g64, y64, axis))


@pytest.mark.parametrize("dtype", DTYPES)
def test_softmax_nonfinite(dtype):
    g = torch.tensor([[1.0, 2.0, 3.0], [1.0, NAN, 3.0], [INF, 0.0, 1.0]])
    y = torch.tensor([[0.2, 0.3, 0.5], [0.2, 0.3, 0.5], [0.2, 0.3, 0.5]])
    g, g64 = as_dtype(g, dtype)
    y, y64 = as_dtype(y, dtype)
    got = ops.softmax_backward(g, y, axis=1)
    r = ref.softmax(g64, y64, 1)
    assert got[1].isnan().all() and got[2].isnan().any()
    ref.check("softmax_backward", got, r, dtype, ref.softmax_bound(g64, y64, 1))


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
@pytest.mark.parametrize("threads", [False, True])
@pytest.mark.parametrize("shape,nan_at,inf_at", [
    # Rows of 8192 on the last axis, five tiles.
    ((5, 8192), (0, 100), (3, 8000)),
    # Slices of 512x64 on an outer axis (axis 1 of 3): 128 KiB widened.
    # Five tiles: on two threads the first runs three, the one with the NaN
    # first, in the same scratch.
    ((5, 512, 64), (0, 7, 9), (3, 500, 63)),
    # Slices of 16x32: 2 KiB widened, on the stack with threads as well.
    ((3, 16, 32), (1, 0, 31), (2, 15, 0)),
], ids=["rows", "outer", "outer_small"])
def test_softmax_long_static_rows(dtype, threads, shape, nan_at, inf_at):
    # On AVX2 a 16-bit row is read in two halves of 16-lane tiles in both
    # loops (bf16 as even and odd lanes, f16 as low and high halves). An
    # outer axis whose inner positions are whole vectors keeps g and y
    # widened to f32 for the update: on the stack where a tile's slices fit
    # there, and for longer ones in scratch allocated once per call, or once
    # per thread, which then reuses it for each tile of its chunk. bf16
    # roundings of values read back from scratch take no NaN pick
    # (actgrad-legalize-bf16). NaN and inf in some slices.
    gen = torch.Generator().manual_seed(5)
    logits = torch.randn(*shape, generator=gen, dtype=torch.float64) * 3
    y, y64 = as_dtype(torch.softmax(logits, 1), dtype)
    g, g64 = as_dtype(torch.randn(*shape, generator=gen, dtype=torch.float64), dtype)
    g[nan_at], g64[nan_at] = NAN, NAN
    y[inf_at], y64[inf_at] = INF, INF
    saved = actgrad.config.threads
    try:
        actgrad.config.threads = threads
        got = ops.softmax_backward(g, y, axis=1, static_shape=True)
    finally:
        actgrad.config.threads = saved
    r = ref.softmax(g64, y64, 1)
    # A NaN spreads along its line of axis 1, and so does an inf.
    def line(at):
        return (at[0], slice(None)) + tuple(at[2:])
    assert got[line(nan_at)].isnan().all()
    assert not got[line(inf_at)].isfinite().any()
    ref.check("softmax_backward", got, r, dtype, ref.softmax_bound(g64, y64, 1))


PRELU_CASES = [
    # src shape, slope shape, data_format
    ((2, 3, 4, 5), (3,), "NCX"),
    ((2, 3, 4, 5), (5,), "NXC"),
    ((2, 3, 4, 5), (1,), "NCX"),
    ((2, 3, 4, 5), (1,), "NXC"),
    ((2, 3, 4, 5), (3, 4, 5), "NCX"),
    ((2, 3, 4, 5), (3, 4, 5), "NXC"),
    ((6, 7), (7,), "NCX"),
    ((9,), (9,), "NXC"),
    ((9,), (1,), "NCX"),
    ((4, 16, 3), (16,), "NCX"),
]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("src_shape,slope_shape,data_format", PRELU_CASES,
                         ids=lambda v: str(v))
def test_prelu(dtype, src_shape, slope_shape, data_format):
    n = math.prod(src_shape)
    x, x64 = as_dtype(values(n, [0.0, -0.0, 1.0, -1.0, NAN, -INF, 2.0, -3.0],
                             seed=5).reshape(src_shape), dtype)
    g, g64 = as_dtype(values(n, [1.0, 2.0, INF, 1.0, 1.0, 1.0, NAN, 2.0], seed=6)
                      .reshape(src_shape), dtype)
    w, w64 = as_dtype(torch.rand(slope_shape, dtype=torch.float64) * 0.5, dtype)
    dx, dw = ops.prelu_backward(x, w, g, data_format=data_format)
    assert dx.shape == x.shape and dw.shape == w.shape
    rdx, rdw, bound = ref.prelu(x64, w64, g64, data_format)
    ref.check("prelu_diff_src", dx, rdx, dtype)
    ref.check("prelu_diff_slope", dw, rdw, dtype, bound)


def test_prelu_zero_takes_slope_branch():
    x = torch.tensor([[0.0, -0.0, 1.0]])
    g = torch.ones(1, 3)
    w = torch.tensor([0.25])
    dx, dw = ops.prelu_backward(x, w, g)
    assert dx.tolist() == [[0.25, 0.25, 1.0]]
    assert dw.tolist() == [0.0]


def test_nan_rule_differs_from_pytorch():
    # SEMANTICS §1: a NaN primal input gives NaN, where PyTorch gives 0 or g.
    x = torch.tensor([NAN] * 40)
    g = torch.ones(40)
    assert ops.hardtanh_backward(g, x, min=-1, max=1).isnan().all()
    assert ops.hardsigmoid_backward(x, g, alpha=1 / 6, beta=0.5).isnan().all()
    assert not torch.ops.aten.hardsigmoid_backward(g, x).isnan().any()


@pytest.mark.parametrize("dtype", ["f32", "f16"])
def test_numpy(dtype):
    np_dtype = {"f32": np.float32, "f16": np.float16}[dtype]
    x = (np.arange(-12, 12, dtype=np.float64) / 4).astype(np_dtype).reshape(4, 6)
    g = np.linspace(-2, 2, 24).astype(np_dtype).reshape(4, 6)
    got = ops.hardtanh_backward(g, x, min=-1, max=1)
    assert isinstance(got, np.ndarray) and got.dtype == np_dtype
    want = np.where((x > -1) & (x < 1), g, 0)
    assert np.array_equal(got, want)
    got = ops.swish_backward(g, x)
    r = ref.swish(torch.from_numpy(g).double(), torch.from_numpy(x).double(), 1.0)
    ref.check("swish_backward", torch.from_numpy(got), r, dtype,
              ref.swish_bound(torch.from_numpy(g).double(), torch.from_numpy(x).double(),
                              1.0))
    y = np.full((4, 6), 1 / 6, dtype=np_dtype)
    got = ops.softmax_backward(g, y, axis=-1)
    assert got.shape == (4, 6)
    w = np.full((6,), 0.5, dtype=np_dtype)
    dx, dw = ops.prelu_backward(x, w, g, data_format="NXC")
    assert np.array_equal(dx, np.where(x > 0, g, 0.5 * g).astype(np_dtype))
    assert dw.shape == (6,)
    out = np.empty_like(x)
    assert ops.hardsigmoid_backward(x, g, alpha=0.2, beta=0.5, out=out) is out


@pytest.mark.parametrize("dtype", DTYPES)
def test_non_contiguous_and_out(dtype):
    x, x64, g, g64 = operands((9, 7), dtype)
    xt, gt = x.t(), g.t()  # non-contiguous views
    assert not xt.is_contiguous()
    got = ops.hardtanh_backward(gt, xt, min=-1, max=1)
    ref.check("hardtanh_backward", got, ref.hardtanh(g64.t(), x64.t(), -1, 1), dtype)
    # Contiguous out: written in place, returned.
    out = torch.empty(7, 9, dtype=x.dtype)
    assert ops.hardtanh_backward(gt, xt, min=-1, max=1, out=out) is out
    assert torch.equal(out.nan_to_num(), got.nan_to_num())
    # Non-contiguous out.
    big = torch.zeros(9, 14, dtype=x.dtype)
    view = big[:, ::2]
    assert ops.hardtanh_backward(g, x, min=-1, max=1, out=view) is view
    ref.check("hardtanh_backward", view, ref.hardtanh(g64, x64, -1, 1), dtype)
    assert (big[:, 1::2] == 0).all()
    # prelu out pair, one of them non-contiguous.
    xs = x.reshape(9, 7, 1).expand(9, 7, 3)
    w = torch.full((7,), 0.25, dtype=x.dtype)
    dx = torch.empty(9, 7, 3, dtype=x.dtype)
    dw_big = torch.empty(14, dtype=x.dtype)
    r = ops.prelu_backward(xs, w, torch.ones_like(xs), data_format="NCX",
                           out=(dx, dw_big[::2]))
    assert r[0] is dx
    assert torch.equal(dw_big[::2].nan_to_num(), ops.prelu_backward(xs.contiguous(), w,
                                                       torch.ones_like(xs),
                                                       data_format="NCX")[1].nan_to_num())


def test_static_and_dynamic_kernels_are_cached():
    actgrad.clear_cache()
    x, g = torch.randn(8, 8), torch.randn(8, 8)
    ops.swish_backward(g, x)
    ops.swish_backward(g * 2, x)
    ops.swish_backward(torch.randn(3, 5), torch.randn(3, 5))  # same rank: dynamic reused
    assert actgrad.cache_info() == 1
    ops.swish_backward(g, x, static_shape=True)
    assert actgrad.cache_info() == 2
    ops.swish_backward(g, x, beta=2.0)
    ops.swish_backward(g.double().half(), x.half())
    assert actgrad.cache_info() == 4


def test_requires_grad_and_zero_size():
    x = torch.randn(4, 4, requires_grad=True)
    g = torch.randn(4, 4)
    assert not ops.hardtanh_backward(g, x, min=-1, max=1).requires_grad
    empty = torch.empty(0, 5)
    assert ops.swish_backward(empty, empty).shape == (0, 5)
    dx, dw = ops.prelu_backward(torch.empty(0, 3), torch.ones(3), torch.empty(0, 3))
    assert dw.tolist() == [0.0, 0.0, 0.0]


def test_threads_off_gives_the_same_result():
    x, g = torch.randn(300, 300) * 4, torch.randn(300, 300)
    a = ops.swish_backward(g, x, static_shape=True)
    saved = actgrad.config.threads
    try:
        actgrad.config.threads = False
        b = ops.swish_backward(g, x, static_shape=True)
    finally:
        actgrad.config.threads = saved
    assert torch.equal(a, b)


def test_out_may_be_an_operand():
    # The kernels' operands are restrict: an aliasing out goes through scratch.
    x = torch.linspace(-3, 3, 50)
    g = torch.randn(50)
    want = ops.swish_backward(g, x)
    ops.swish_backward(g, x, out=g)
    assert torch.equal(g, want)
    xs, w, gs = torch.randn(4, 3, 5), torch.rand(3), torch.randn(4, 3, 5)
    want = ops.prelu_backward(xs, w, gs, data_format="NCX")
    got = ops.prelu_backward(xs, w, gs, data_format="NCX", out=(gs, w))
    assert torch.equal(got[0], want[0]) and torch.equal(w, want[1])
