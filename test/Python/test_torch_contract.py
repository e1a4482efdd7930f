"""PyTorch's contract for the package: torch.ops.actgrad exists from
``import actgrad`` on; a graph ActGrad's backward compiler cannot take runs
as PyTorch traced it, with a warning; fake kernels pass
torch.library.opcheck for every op, dtype and layout (PyTorch 2)."""

import subprocess
import sys

import pytest
import torch

import actgrad.torch as agt
from actgrad import _torch_ops

HAS_OPS = _torch_ops.library() is not None
needs_ops = pytest.mark.skipif(
    not HAS_OPS, reason=f"the PyTorch custom ops are not available: "
    f"{_torch_ops.unavailable_reason()}")


@needs_ops
@pytest.mark.parametrize("module", ["actgrad", "actgrad.torch"])
def test_import_registers_torch_ops(module):
    # A fresh process: nothing has called actgrad.ops yet.
    code = (f"import torch, {module}\n"
            "g = torch.tensor([1.0, 2.0, 3.0]); x = torch.tensor([-2.0, 0.5, 2.0])\n"
            "print(torch.ops.actgrad.hardtanh_backward(g, x, min=-1.0, max=1.0)"
            ".tolist())\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[0.0, 2.0, 0.0]"


def test_zero_dim_softmax_falls_back_with_a_warning():
    def fn(x):
        return torch.softmax(x, 0)

    x = torch.tensor(0.7, requires_grad=True)
    compiled = agt.aot_function(fn)
    with pytest.warns(UserWarning, match="stays in PyTorch"):
        y = compiled(x)
        y.backward()
    want = torch.tensor(0.7, requires_grad=True)
    fn(want).backward()
    assert torch.equal(x.grad, want.grad)


def _hardtanh_grad(compiled):
    x = torch.linspace(-2, 2, 64, requires_grad=True)
    compiled(x).sum().backward()
    return x.grad


@pytest.mark.parametrize("broken", ["_compile_group", "_groups"])
def test_any_graph_the_compiler_cannot_take_falls_back(broken, monkeypatch):
    def fail(*args, **kwargs):
        raise RuntimeError("injected failure")

    monkeypatch.setattr(agt, broken, fail)
    compiled = agt.aot_function(lambda x: torch.nn.functional.hardtanh(x) * 3)
    with pytest.warns(UserWarning, match="stays in PyTorch.*injected failure"):
        got = _hardtanh_grad(compiled)
    assert torch.equal(got, _hardtanh_grad(lambda x: torch.nn.functional.hardtanh(x) * 3))


# --- fake kernels (PyTorch 2) ------------------------------------------------

TORCH_2 = int(torch.__version__.split(".")[0]) >= 2
DTYPES = [torch.float32, torch.float16, torch.bfloat16]
LAYOUTS = ["contiguous", "channels_last", "transposed"]


def _laid_out(t, layout):
    if layout == "channels_last":
        return t.contiguous(memory_format=torch.channels_last)
    if layout == "transposed":
        return t.transpose(2, 3).contiguous().transpose(2, 3)
    return t


def _opcheck_cases(dtype, layout):
    gen = torch.Generator().manual_seed(0)
    shape = (2, 3, 4, 5)
    g = _laid_out(torch.randn(shape, generator=gen).to(dtype), layout)
    x = _laid_out((torch.randn(shape, generator=gen) * 4).to(dtype), layout)
    y = torch.softmax(x.float(), 1).to(dtype)
    ops = torch.ops.actgrad
    cases = [
        (ops.hardsigmoid_backward.default, (x, g), {"alpha": 1 / 6, "beta": 0.5}),
        (ops.hardtanh_backward.default, (g, x), {"min": -1.0, "max": 1.0}),
        (ops.swish_backward.default, (g, x), {"beta": 1.0}),
        (ops.softmax_backward.default, (g, y), {"axis": 1}),
        (ops.softmax_backward.default, (g, y), {"axis": -1}),
    ]
    for data_format, channels in (("NCX", shape[1]), ("NXC", shape[-1])):
        for slope_shape in ((1,), (channels,)):
            w = torch.rand(slope_shape, generator=gen).to(dtype)
            cases.append((ops.prelu_backward.default, (x, w, g),
                          {"data_format": data_format}))
    # Operands of two layouts: the result is contiguous.
    cases.append((ops.hardtanh_backward.default, (g, x.contiguous()),
                  {"min": 0.0, "max": 6.0}))
    return cases


@needs_ops
@pytest.mark.skipif(not TORCH_2, reason="fake kernels and opcheck need PyTorch 2")
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_opcheck(dtype, layout):
    for op, args, kwargs in _opcheck_cases(dtype, layout):
        torch.library.opcheck(op, args, kwargs)


@needs_ops
@pytest.mark.skipif(not TORCH_2, reason="torch.compile needs PyTorch 2")
def test_custom_ops_trace_under_torch_compile():
    def fn(g, x):
        return torch.ops.actgrad.hardtanh_backward(g, x, min=-1.0, max=1.0) * 2

    g, x = torch.randn(8, 16), torch.randn(8, 16) * 2
    compiled = torch.compile(fn, backend="eager", fullgraph=True)
    assert torch.equal(compiled(g, x), fn(g, x))


if __name__ == "__main__":
    sys.exit(pytest.main([__file__] + sys.argv[1:]))
