"""Bad input raises the documented exception (docs/Python.md) before any
kernel runs: the process survives and no kernel aborts."""

import numpy as np
import pytest
import torch

import actgrad
import actgrad.jit
import actgrad.ops as ops

# Every test on both routes for torch tensors (conftest.py).
pytestmark = pytest.mark.usefixtures("route")

x = torch.randn(2, 3, 4, 5)
g = torch.randn(2, 3, 4, 5)


@pytest.mark.parametrize("call", [
    lambda: ops.hardtanh_backward(g.double(), x.double(), min=-1, max=1),
    lambda: ops.hardtanh_backward(g.int(), x.int(), min=-1, max=1),
    lambda: ops.hardtanh_backward(g, x.half(), min=-1, max=1),
    lambda: ops.swish_backward(g.numpy().astype(np.float64), x.numpy().astype(np.float64)),
    lambda: ops.swish_backward(g, x.numpy()),
    lambda: ops.swish_backward([1.0], [2.0]),
    lambda: ops.softmax_backward(g, x, axis=1.5),
    lambda: ops.hardtanh_backward(g, x, min=-1, max=1, out=torch.empty_like(x).half()),
    lambda: ops.prelu_backward(x, torch.ones(3), g, data_format="NCX", out=torch.empty_like(x)),
    lambda: ops.prelu_backward(x, torch.ones(3, dtype=torch.float16), g, data_format="NCX"),
], ids=["float64", "int32", "mixed", "numpy-float64", "torch-and-numpy", "list",
        "axis-float", "out-dtype", "out-not-pair", "slope-dtype"])
def test_type_errors(call):
    with pytest.raises(TypeError, match=r"actgrad\.ops\.\w+: "):
        call()


@pytest.mark.parametrize("call,message", [
    (lambda: ops.hardtanh_backward(g, x[:1], min=-1, max=1), "has shape"),
    (lambda: ops.softmax_backward(g, x.reshape(4, 3, 2, 5), axis=1), "has shape"),
    (lambda: ops.prelu_backward(x, torch.ones(3), g[:, :2]), "has shape"),
    (lambda: ops.prelu_backward(x, torch.ones(4), g, data_format="NCX"),
     r"slope shape \[4\] is not broadcastable to src shape \[2, 3, 4, 5\] with "
     r"data_format NCX \(expected \[1\], \[3\] or \[3, 4, 5\]\)"),
    (lambda: ops.prelu_backward(x, torch.ones(3), g, data_format="NXC"),
     r"slope shape \[3\] is not broadcastable"),
    (lambda: ops.prelu_backward(x, torch.ones(1, 3, 1, 1), g, data_format="NCX"),
     "not broadcastable"),
    (lambda: ops.prelu_backward(x, torch.ones(3), g, data_format="NCHW"),
     'data_format must be "NCX" or "NXC"'),
    (lambda: ops.softmax_backward(g, x, axis=4), r"axis 4 is out of range \[-4, 4\)"),
    (lambda: ops.softmax_backward(g[0, 0, 0], x[0, 0, 0]), r"axis 1 is out of range"),
    (lambda: ops.hardtanh_backward(g, x, min=1, max=-1), "requires min <= max"),
    (lambda: ops.hardtanh_backward(g, x, min=float("nan"), max=1), "must not be NaN"),
    (lambda: ops.hardsigmoid_backward(x, g, alpha=float("inf"), beta=0.5),
     "'alpha' must be finite"),
    (lambda: ops.swish_backward(g, x, beta=float("nan")), "'beta' must be finite"),
    (lambda: ops.hardtanh_backward(g, x, min=-1, max=1, out=torch.empty(3)), "'out' has shape"),
    (lambda: ops.hardtanh_backward(g.to("meta"), x.to("meta"), min=-1, max=1),
     "only CPU tensors are supported"),
])
def test_value_errors(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_process_survives_a_mismatch_after_compiling():
    # The dynamic-shape kernel exists; a mismatch must still not reach it.
    ops.swish_backward(torch.randn(5, 6), torch.randn(5, 6))
    with pytest.raises(ValueError):
        ops.swish_backward(torch.randn(5, 6), torch.randn(5, 7))
    assert ops.swish_backward(torch.ones(2), torch.zeros(2)).tolist() == [0.5, 0.5]


def test_compile_errors_carry_diagnostics():
    with pytest.raises(actgrad.CompileError, match="requires min <= max"):
        actgrad.jit.compile(
            "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
            "  %r = actgrad.hardtanh_backward %a, %a {min = 1.0 : f32, max = -1.0 : f32}"
            " : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
            "  return %r : tensor<4xf32>\n}\n")
    with pytest.raises(actgrad.CompileError, match="no-such-option"):
        actgrad.jit.compile("module {}", options="no-such-option=1")


def test_lower_returns_llvm_dialect():
    text = actgrad.jit.lower(
        "func.func @f(%g: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %r = actgrad.swish_backward %g, %x : (tensor<4xf32>, tensor<4xf32>) -> "
        "tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n", "threads=false")
    assert "llvm.func @f" in text and "actgrad." not in text
