"""The PyTorch custom ops (python/csrc): torch.ops.actgrad gives the results
of actgrad.ops' ctypes route (values at the thresholds, NaN, ±inf, ±0,
non-contiguous and channels-last operands) and its exceptions;
actgrad.torch.enable() runs the same kernels for aten's ops, leaves the
inputs they do not take to PyTorch, and disable() restores PyTorch's
kernels; compiled graphs keep channels-last tensors channels-last."""

import copy

import numpy as np
import pytest
import torch
import torch.nn as nn

import actgrad
import actgrad.ops as ops
import actgrad.torch as agt
from actgrad import _torch_ops

pytestmark = pytest.mark.skipif(
    _torch_ops.library() is None,
    reason=f"the PyTorch custom ops are not available: {_torch_ops.unavailable_reason()}")

aten = torch.ops.aten
INF, NAN = float("inf"), float("nan")
DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
# Thresholds of every op (hardtanh ±1 and 0, 6; hardsigmoid ±3), ±0, NaN, ±inf.
X_SPECIALS = [-1.0, 1.0, 0.0, -0.0, 6.0, 3.0, -3.0, NAN, INF, -INF, 2.5, -0.5, 1e-30]
G_SPECIALS = [1.0, -2.0, INF, -INF, NAN, 0.5, -0.0, 3.0, 1.0, 2.0, -1.0, 1.0, 4.0]


def custom():
    return torch.ops.actgrad


def operands(shape, dtype, seed=0):
    """x with the specials first, then random values; g likewise."""
    gen = torch.Generator().manual_seed(seed)
    n = torch.Size(shape).numel()
    x = torch.cat([torch.tensor(X_SPECIALS), torch.randn(n, generator=gen) * 4])[:n]
    g = torch.cat([torch.tensor(G_SPECIALS), torch.randn(n, generator=gen)])[:n]
    return g.reshape(shape).to(DTYPES[dtype]), x.reshape(shape).to(DTYPES[dtype])


def identical(got, want):
    assert got.dtype == want.dtype and got.shape == want.shape
    torch.testing.assert_close(got, want, rtol=0, atol=0, equal_nan=True)


def close(got, want, dtype):
    """Reductions summed in another order: within an ulp or two."""
    assert got.dtype == want.dtype and got.shape == want.shape
    tol = {"f32": (1e-5, 1e-6), "f16": (2e-3, 1e-4), "bf16": (1.6e-2, 1e-3)}[dtype]
    torch.testing.assert_close(got, want, rtol=tol[0], atol=tol[1], equal_nan=True)


@pytest.fixture
def ctypes_ops(monkeypatch):
    """actgrad.ops on its ctypes route: the reference of the custom ops."""
    monkeypatch.setattr(ops, "_custom", None)
    return ops


ELEMENTWISE = {
    "hardtanh": (lambda g, x: custom().hardtanh_backward(g, x, min=-1.0, max=1.0),
                 lambda o, g, x: o.hardtanh_backward(g, x, min=-1.0, max=1.0)),
    "relu6": (lambda g, x: custom().hardtanh_backward(g, x, min=0, max=6),
              lambda o, g, x: o.hardtanh_backward(g, x, min=0.0, max=6.0)),
    "hardsigmoid": (lambda g, x: custom().hardsigmoid_backward(x, g, alpha=1 / 6, beta=0.5),
                    lambda o, g, x: o.hardsigmoid_backward(x, g, alpha=1 / 6, beta=0.5)),
    "swish": (lambda g, x: custom().swish_backward(g, x, beta=1.5),
              lambda o, g, x: o.swish_backward(g, x, beta=1.5)),
    "silu": (lambda g, x: custom().swish_backward(g, x),
             lambda o, g, x: o.swish_backward(g, x)),
}


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("op", ELEMENTWISE)
@pytest.mark.parametrize("layout", ["contiguous", "transposed", "channels_last", "rank0"])
def test_elementwise_equals_ctypes_route(ctypes_ops, op, dtype, layout):
    shape = {"contiguous": (5, 13), "transposed": (13, 5), "channels_last": (2, 3, 5, 7),
             "rank0": ()}[layout]
    g, x = operands(shape, dtype)
    if layout == "transposed":
        g, x = g.t(), x.t()
    elif layout == "channels_last":
        g = g.contiguous(memory_format=torch.channels_last)
        x = x.contiguous(memory_format=torch.channels_last)
    run, reference = ELEMENTWISE[op]
    got = run(g, x)
    if op in ("swish", "silu"):  # the flat kernel's exp may round otherwise
        close(got, reference(ctypes_ops, g, x), dtype)
    else:
        identical(got, reference(ctypes_ops, g, x))
    if layout == "channels_last":  # the operands' layout, not a row-major copy
        assert got.stride() == x.stride()
    if op in ("hardtanh", "hardsigmoid"):
        assert got[x.isnan()].isnan().all()  # SEMANTICS §1


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape,axis", [((7, 33), -1), ((7, 33), 0), ((3, 10, 4, 5), 1),
                                        ((64,), 0), ((2, 3, 17), 2), ((4, 1, 9), 1)])
def test_softmax_equals_ctypes_route(ctypes_ops, dtype, shape, axis):
    gen = torch.Generator().manual_seed(1)
    y = torch.softmax(torch.randn(shape, generator=gen) * 3, axis).to(DTYPES[dtype])
    g = torch.randn(shape, generator=gen).to(DTYPES[dtype])
    g.view(-1)[:3] = torch.tensor([NAN, INF, -0.0])
    close(custom().softmax_backward(g, y, axis=axis),
          ctypes_ops.softmax_backward(g, y, axis=axis), dtype)
    # Non-contiguous operands are taken as ops takes them (copied).
    close(custom().softmax_backward(g.transpose(0, -1), y.transpose(0, -1), axis=axis),
          ctypes_ops.softmax_backward(g.transpose(0, -1), y.transpose(0, -1), axis=axis),
          dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("src_shape,slope_shape,data_format", [
    ((2, 3, 4, 5), (3,), "NCX"), ((2, 3, 4, 5), (5,), "NXC"), ((2, 3, 4, 5), (1,), "NCX"),
    ((2, 3, 4, 5), (3, 4, 5), "NXC"), ((6, 7), (7,), "NCX"), ((9,), (9,), "NXC"),
    ((9,), (1,), "NCX"), ((4, 16, 3), (16,), "NCX")], ids=str)
def test_prelu_equals_ctypes_route(ctypes_ops, dtype, src_shape, slope_shape, data_format):
    g, x = operands(src_shape, dtype, seed=2)
    w = (torch.rand(slope_shape) * 0.5).to(DTYPES[dtype])
    got = custom().prelu_backward(x, w, g, data_format=data_format)
    want = ctypes_ops.prelu_backward(x, w, g, data_format=data_format)
    identical(got[0], want[0])
    close(got[1], want[1], dtype)
    # A non-contiguous src.
    xt = x.transpose(0, -1).contiguous().transpose(0, -1)
    assert xt.dim() == 1 or not xt.is_contiguous()
    close(custom().prelu_backward(xt, w, g, data_format=data_format)[1], want[1], dtype)


@pytest.mark.parametrize("call,error,message", [
    (lambda: custom().hardtanh_backward(torch.ones(3).double(), torch.ones(3).double(),
                                        min=-1, max=1),
     TypeError, r"actgrad\.ops\.hardtanh_backward: 'grad_output' has dtype torch\.float64; "
                r"supported: torch\.float32, torch\.float16, torch\.bfloat16"),
    (lambda: custom().swish_backward(torch.ones(3), torch.ones(3).half()),
     TypeError, r"operands must have one dtype, got 'grad_output' torch\.float32, "
                r"'self' torch\.float16"),
    (lambda: custom().hardtanh_backward(torch.ones(3), torch.ones(3), min=1, max=-1),
     ValueError, r"requires min <= max, got min = 1, max = -1"),
    (lambda: custom().hardsigmoid_backward(torch.ones(3), torch.ones(3), alpha=INF, beta=0.5),
     ValueError, r"attribute 'alpha' must be finite, got inf"),
    (lambda: custom().softmax_backward(torch.ones(2, 3), torch.ones(2, 3), axis=2),
     ValueError, r"axis 2 is out of range \[-2, 2\) for a rank-2 tensor"),
    (lambda: custom().prelu_backward(torch.ones(2, 3, 4, 5), torch.ones(4), torch.ones(2, 3, 4, 5),
                                     data_format="NCX"),
     ValueError, r"slope shape \[4\] is not broadcastable to src shape \[2, 3, 4, 5\] with "
                 r"data_format NCX \(expected \[1\], \[3\] or \[3, 4, 5\]\)"),
    (lambda: custom().prelu_backward(torch.ones(3), torch.ones(3), torch.ones(3),
                                     data_format="NCHW"),
     ValueError, r"data_format must be \"NCX\" or \"NXC\", got 'NCHW'"),
    (lambda: custom().swish_backward(torch.ones(3, device="meta"), torch.ones(3, device="meta")),
     ValueError, r"'grad_output' is on device 'meta'; only CPU tensors are supported"),
    (lambda: custom().hardtanh_backward(torch.ones(2, 3), torch.ones(3, 2), min=-1, max=1),
     ValueError, r"'self' has shape \[3, 2\], 'grad_output' has \[2, 3\]; they must be equal"),
])
def test_bad_input_raises_the_documented_exception(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_the_route_of_actgrad_ops():
    # Torch tensors go to the custom ops (their kernels land in the C++ cache).
    actgrad.clear_cache()
    lib = _torch_ops.library()
    assert lib.actgradTorchCachedKernels() == 0
    ops.swish_backward(torch.ones(4), torch.ones(4), beta=0.75)
    assert lib.actgradTorchCachedKernels() == 1
    # out= goes to the .out overloads, static_shape= to a kernel of the call's
    # shape, numpy arrays through tensors that share their memory: all on the
    # C++ route.
    out = torch.empty(4)
    assert ops.swish_backward(torch.ones(4), torch.ones(4), beta=0.5, out=out) is out
    assert lib.actgradTorchCachedKernels() == 2
    ops.swish_backward(torch.ones(4), torch.ones(4), beta=0.5, static_shape=True)
    assert lib.actgradTorchCachedKernels() == 3
    a = np.ones(4, dtype=np.float32)
    assert isinstance(ops.swish_backward(a, a, beta=0.125), np.ndarray)
    assert lib.actgradTorchCachedKernels() == 4
    # Arrays the C++ route does not take as they are (read-only) stay on the
    # ctypes route.
    a.flags.writeable = False
    ops.swish_backward(a, a, beta=0.0625)
    assert lib.actgradTorchCachedKernels() == 4


def test_settings_reach_the_cpp_cache():
    ops.swish_backward(torch.ones(4), torch.ones(4))
    lib = _torch_ops.library()
    assert lib.actgradTorchCachedKernels() >= 1
    saved = actgrad.config.threads
    try:
        actgrad.config.threads = False  # kernels compiled otherwise: recompiled
        assert lib.actgradTorchCachedKernels() == 0
        x, g = torch.randn(300, 300) * 4, torch.randn(300, 300)
        single = ops.swish_backward(g, x)
    finally:
        actgrad.config.threads = saved
    assert torch.equal(single, ops.swish_backward(g, x))


# --- actgrad.torch.enable() ---------------------------------------------------

# PyTorch 2 has no aten.prelu_backward (its _prelu_kernel_backward returns
# the weight gradient unreduced: test/Python/torch2/test_enable.py).
HAS_PRELU_BACKWARD = hasattr(aten, "prelu_backward")


def aten_calls(g, x, y, w):
    """The five aten ops on (g, x), y a softmax output, w PReLU's weight."""
    calls = {
        "hardtanh": aten.hardtanh_backward(g, x, -1.0, 1.0),
        "relu6": aten.hardtanh_backward(g, x, 0.0, 6.0),
        "hardsigmoid": aten.hardsigmoid_backward(g, x),
        "silu": aten.silu_backward(g, x),
        "softmax": aten._softmax_backward_data(g, y, 1, g.dtype),
    }
    if HAS_PRELU_BACKWARD:
        calls["prelu"] = aten.prelu_backward(g, x, w)
    return calls


def ops_calls(o, g, x, y, w):
    calls = {
        "hardtanh": o.hardtanh_backward(g, x, min=-1.0, max=1.0),
        "relu6": o.hardtanh_backward(g, x, min=0.0, max=6.0),
        "hardsigmoid": o.hardsigmoid_backward(x, g, alpha=1 / 6, beta=0.5),
        "silu": o.swish_backward(g, x),
        "softmax": o.softmax_backward(g, y, axis=1),
    }
    if HAS_PRELU_BACKWARD:
        calls["prelu"] = o.prelu_backward(x, w, g, data_format="NCX")
    return calls


def compare(got, want, dtype="f32"):
    for name in want:
        if name == "prelu":
            identical(got[name][0], want[name][0])
            close(got[name][1], want[name][1], dtype)
        elif name in ("softmax", "silu"):
            close(got[name], want[name], dtype)
        else:
            identical(got[name], want[name])


@pytest.fixture
def restored():
    """Every test of enable() ends with PyTorch's kernels."""
    yield
    agt.disable()
    assert not agt.is_enabled()


@pytest.mark.parametrize("dtype", ["f32", "bf16"])
def test_enable_gives_actgrad_ops_results(restored, ctypes_ops, dtype):
    g, x = operands((4, 3, 5, 7), dtype)
    y = torch.softmax(torch.randn(4, 3, 5, 7), 1).to(DTYPES[dtype])
    w = torch.tensor([0.25, -0.5, 2.0]).to(DTYPES[dtype])
    want = ops_calls(ctypes_ops, g, x, y, w)
    agt.enable()
    assert agt.is_enabled()
    compare(aten_calls(g, x, y, w), want, dtype)
    # Channels-last element-wise operands run as they lie.
    gc, xc = (t.contiguous(memory_format=torch.channels_last) for t in (g, x))
    got = aten.silu_backward(gc, xc)
    close(got, want["silu"], dtype)
    assert got.stride() == xc.stride()


def test_enable_leaves_other_inputs_to_pytorch(restored):
    g, x = operands((4, 3, 5, 7), "f32")
    cases = {
        "float64": lambda: aten.hardtanh_backward(g.double(), x.double(), -1.0, 1.0),
        "strides differ": lambda: aten.silu_backward(g, x.transpose(2, 3).contiguous()
                                                     .transpose(2, 3)),
        "broadcast": lambda: aten.hardsigmoid_backward(g, x[:1]),
        "min > max": lambda: aten.hardtanh_backward(g, x, 1.0, -1.0),
        "prelu not contiguous": (lambda: aten.prelu_backward(
            g.transpose(2, 3), x.transpose(2, 3), torch.tensor([0.1, 0.2, 0.3])))
        if HAS_PRELU_BACKWARD else (lambda: aten._prelu_kernel_backward(
            g.transpose(2, 3), x.transpose(2, 3), torch.tensor([0.1, 0.2, 0.3]).view(1, 3, 1, 1))),
        "softmax not contiguous": lambda: aten._softmax_backward_data(
            g.transpose(2, 3), x.transpose(2, 3), 1, torch.float32),
        "softmax float64": lambda: aten._softmax_backward_data(g.double(), x.double(), 1,
                                                               torch.float64),
    }
    want = {name: call() for name, call in cases.items()}
    agt.enable()
    for name, call in cases.items():
        got, expected = call(), want[name]
        if isinstance(got, tuple):
            for a, b in zip(got, expected):
                identical(a, b)
        else:
            identical(got, expected)
    # PyTorch's own errors stay PyTorch's: sizes that do not broadcast, and on
    # 1.13 (2.x has the kernel) no bf16 hardtanh_backward, for an input the
    # override does not take as it lies.
    with pytest.raises(RuntimeError, match="must match the size"):
        aten.hardtanh_backward(torch.ones(4, 6), torch.ones(5, 6), -1.0, 1.0)
    if int(torch.__version__.split(".")[0]) < 2:
        b = torch.ones(4, 6, dtype=torch.bfloat16)
        with pytest.raises(RuntimeError, match="not implemented for 'BFloat16'"):
            aten.hardtanh_backward(b, b.t().contiguous().t(), -1.0, 1.0)


def test_disable_restores_pytorchs_kernels(restored):
    g, x = operands((40,), "f32")
    nan = X_SPECIALS.index(NAN)
    pytorch = aten.hardsigmoid_backward(g, x)
    assert not pytorch[nan].isnan()  # PyTorch: 0 for a NaN x
    with agt.enable():
        assert agt.is_enabled()
        assert aten.hardsigmoid_backward(g, x)[nan].isnan()  # ActGrad: NaN
    assert not agt.is_enabled()
    identical(aten.hardsigmoid_backward(g, x), pytorch)
    agt.enable()
    with agt.enable():  # already enabled: still enabled after the block
        pass
    assert agt.is_enabled()
    agt.disable()
    identical(aten.hardsigmoid_backward(g, x), pytorch)


class FiveActivations(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.prelu = nn.PReLU(8, init=0.2)
        self.fc = nn.Linear(8 * 6 * 6, 10)

    def forward(self, x):
        y = nn.functional.relu6(self.conv(x) * 3)
        y = nn.functional.silu(y) * nn.functional.hardsigmoid(y)
        y = nn.functional.hardtanh(self.prelu(y), -0.5, 0.5)
        return torch.softmax(self.fc(y.flatten(1)), dim=1)


def test_eager_training_with_enable(restored):
    torch.manual_seed(0)
    model = FiveActivations()
    x, w = torch.randn(4, 3, 6, 6) * 2, torch.randn(4, 10)

    def grads():
        model.zero_grad()
        (model(x) * w).sum().backward()
        return {n: p.grad.clone() for n, p in model.named_parameters()}

    want = grads()
    actgrad.clear_cache()
    with agt.enable():
        got = grads()
    # The five ops ran ActGrad's kernels: hardtanh (twice), hardsigmoid,
    # silu, prelu and softmax kernels in the C++ cache.
    assert _torch_ops.library().actgradTorchCachedKernels() == 6
    for name in want:
        torch.testing.assert_close(got[name], want[name], rtol=1e-5, atol=1e-6)


# --- compiled graphs ------------------------------------------------------------

@pytest.mark.parametrize("route", ["custom-ops", "ctypes"])
def test_compiled_graph_keeps_channels_last(route, monkeypatch):
    if route == "ctypes":  # as where the custom ops are not built
        monkeypatch.setattr(_torch_ops, "library", lambda: None)
    torch.manual_seed(1)
    model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU6(), nn.Conv2d(8, 8, 1),
                          nn.SiLU(), nn.PReLU(8, 0.1), nn.Conv2d(8, 4, 1), nn.Hardsigmoid())
    model = model.to(memory_format=torch.channels_last)
    eager = copy.deepcopy(model)
    x = torch.randn(2, 3, 7, 9).contiguous(memory_format=torch.channels_last)
    seen = []

    def inspecting(gm, example_inputs):
        compiled = agt.backward_compiler(gm, example_inputs)
        seen.extend(n.target for n in gm.graph.nodes
                    if isinstance(n.target, agt._GroupKernel))
        return compiled

    from functorch.compile import aot_module
    compiled = aot_module(model, fw_compiler=agt._forward_compiler, bw_compiler=inspecting)
    compiled(x).sum().backward()
    eager(x).sum().backward()
    assert len(seen) == 3
    for kernel in seen:
        assert (kernel._run is not None) == (route == "custom-ops")
        # AOT Autograd makes the incoming gradient row-major: the last
        # layer's group has one input of each layout and takes the first's.
        if "hardsigmoid" not in kernel.description:
            assert kernel.layout.perm == (0, 2, 3, 1), kernel.description
    for (name, a), b in zip(model.named_parameters(), eager.parameters()):
        torch.testing.assert_close(a.grad, b.grad, rtol=1e-5, atol=1e-5, msg=name)
    # Called on channels-last tensors, a kernel returns channels-last tensors.
    kernel = next(k for k in seen if k.layout.perm == (0, 2, 3, 1))
    inputs = [torch.ones(shape, dtype=dtype).contiguous(
        memory_format=torch.channels_last) if len(shape) == 4 else torch.ones(shape, dtype=dtype)
        for shape, dtype in kernel.input_metas]
    for out in kernel(*inputs):
        if out.dim() == 4:
            assert out.is_contiguous(memory_format=torch.channels_last)
    # Inputs laid out otherwise are copied into the kernel's layout.
    rowmajor = [t.contiguous() for t in inputs]
    for a, b in zip(kernel(*rowmajor), kernel(*inputs)):
        identical(a, b)
