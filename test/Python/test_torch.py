"""actgrad.torch: AOT Autograd with ActGrad's backward compiler gives eager's
gradients, replaces the activation-gradient nodes and logs what it compiled."""

import copy

import pytest
import torch
import torch.nn as nn

import actgrad
import actgrad.torch as agt

aten = torch.ops.aten
# PReLU's backward: aten.prelu_backward on PyTorch 1.13, _prelu_kernel_backward
# (its weight gradient summed after it) on 2.x.
PRELU_BACKWARD = "prelu_backward" if hasattr(aten, "prelu_backward") else \
    "_prelu_kernel_backward"
ACTIVATION_GRADIENTS = {aten.hardtanh_backward.default, aten.hardsigmoid_backward.default,
                        aten.silu_backward.default, getattr(aten, PRELU_BACKWARD).default,
                        aten._softmax_backward_data.default}


class AllFive(nn.Module):
    """Hardtanh, Hardsigmoid, SiLU, per-channel PReLU and Softmax, with the
    elementwise neighbours AOT Autograd puts around their gradients."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.hardtanh = nn.Hardtanh(-1.0, 1.0)
        self.hardsigmoid = nn.Hardsigmoid()
        self.silu = nn.SiLU()
        self.prelu = nn.PReLU(8, init=0.2)
        self.fc = nn.Linear(8 * 6 * 6, 10)
        self.softmax = nn.Softmax(dim=1)

    def forward(self, x):
        y = self.hardtanh(self.conv(x))
        y = self.silu(y) * self.hardsigmoid(y)
        y = torch.relu(self.prelu(y))
        return self.softmax(self.fc(y.flatten(1)))


def gradients(model, x, w):
    model.zero_grad()
    (model(x) * w).sum().backward()
    return {n: p.grad.clone() for n, p in model.named_parameters()}


@pytest.mark.parametrize("seed", [0, 1])
def test_gradients_match_eager(seed, monkeypatch, capfd):
    monkeypatch.setenv("ACTGRAD_LOG", "1")
    actgrad.clear_cache()
    torch.manual_seed(seed)
    eager = AllFive()
    compiled_model = copy.deepcopy(eager)
    compiled = agt.aot_module(compiled_model)
    x = torch.randn(4, 3, 6, 6) * 2
    w = torch.randn(4, 10)
    want = gradients(eager, x, w)
    gradients(compiled, x, w)
    got = {n: p.grad for n, p in compiled_model.named_parameters()}
    for name in want:
        torch.testing.assert_close(got[name], want[name], rtol=1e-5, atol=1e-6,
                                   msg=f"gradient of {name}")
    log = capfd.readouterr().err
    lines = [line for line in log.splitlines() if line.startswith("actgrad:")]
    assert lines, log
    text = "\n".join(lines)
    for op in ["aten.hardtanh_backward", "aten.hardsigmoid_backward", "aten.silu_backward",
               "aten." + PRELU_BACKWARD, "aten._softmax_backward_data"]:
        assert op in text, f"{op} not reported:\n{text}"
    assert "4x8x6x6" in text


def test_backward_graph_has_no_activation_gradients_left():
    seen = {}

    def inspecting(gm, example_inputs):
        compiled = agt.backward_compiler(gm, example_inputs)
        seen["targets"] = [n.target for n in gm.graph.nodes if n.op == "call_function"]
        return compiled

    from functorch.compile import aot_module
    model = aot_module(AllFive(), fw_compiler=lambda gm, _: gm, bw_compiler=inspecting)
    model(torch.randn(2, 3, 6, 6)).sum().backward()
    targets = seen["targets"]
    assert not ACTIVATION_GRADIENTS & set(targets)
    assert aten.sigmoid.default not in targets  # the decomposed SiLU backward is gone
    kernels = [t for t in targets if isinstance(t, agt._GroupKernel)]
    assert len(kernels) == 2  # the softmax's and one fused for the other four


@pytest.mark.parametrize("dtype", [torch.bfloat16])
def test_bf16_graph(dtype):
    def fn(x, w):
        y = torch.nn.functional.hardsigmoid(x) * x  # (bf16 hardtanh_backward: not in 1.13)
        return torch.nn.functional.prelu(torch.nn.functional.silu(y), w)

    x = (torch.randn(3, 5, 7) * 3).to(dtype).requires_grad_()
    w = torch.full((5,), 0.25, dtype=dtype, requires_grad=True)
    compiled = agt.aot_function(fn)
    g = torch.randn(3, 5, 7).to(dtype)
    compiled(x, w).backward(g)
    gx, gw = x.grad.clone(), w.grad.clone()
    x.grad = w.grad = None
    x64, w64 = x.detach().double().requires_grad_(), w.detach().double().requires_grad_()
    fn(x64, w64).backward(g.double())
    # The forward and PyTorch's own backward nodes round to bf16 too.
    torch.testing.assert_close(gx.double(), x64.grad, rtol=2 ** -6, atol=2e-3)
    torch.testing.assert_close(gw.double(), w64.grad, rtol=2 ** -6, atol=1e-3)


def test_elementwise_only_graph_is_left_alone():
    def fn(x):
        return (x * 3 + 1).sum()

    seen = {}

    def inspecting(gm, example_inputs):
        before = [n.target for n in gm.graph.nodes]
        compiled = agt.backward_compiler(gm, example_inputs)
        seen["same"] = before == [n.target for n in gm.graph.nodes]
        return compiled

    from functorch.compile import aot_function
    x = torch.randn(5, requires_grad=True)
    aot_function(fn, fw_compiler=lambda gm, _: gm, bw_compiler=inspecting)(x).backward()
    assert seen["same"]
    assert torch.equal(x.grad, torch.full((5,), 3.0))


def test_where_and_threshold_fuse():
    def fn(x):
        y = torch.relu(torch.nn.functional.hardtanh(x, -1.0, 3.0))
        return torch.where(x > 0.5, y * 2, torch.nn.functional.silu(y))

    seen = {}

    def inspecting(gm, example_inputs):
        count = lambda: sum(n.target is aten.where.self for n in gm.graph.nodes)  # noqa
        before = count()
        compiled = agt.backward_compiler(gm, example_inputs)
        seen["where"] = (before, count())
        seen["kernels"] = [n for n in gm.graph.nodes
                           if isinstance(n.target, agt._GroupKernel)]
        return compiled

    x = torch.randn(6, 9, requires_grad=True)
    g = torch.randn(6, 9)
    agt.aot_function(fn, bw_compiler=inspecting)(x).backward(g)
    # Both where(cond, ., 0)s (scalar_tensor zeros), the y * 2 branch, the SiLU,
    # threshold_backward and the hardtanh gradient: one kernel (two producer
    # groups merged at the add).
    assert seen["where"][0] == 2 and seen["where"][1] == 0
    assert len(seen["kernels"]) == 1
    got = x.grad.clone()
    x.grad = None
    fn(x).backward(g)
    torch.testing.assert_close(got, x.grad, rtol=1e-5, atol=1e-6)


def test_a_group_the_verifier_rejects_stays_in_pytorch():
    # PyTorch accepts hardtanh with min > max (the gradient is all zeros);
    # the actgrad verifier does not, so that group stays PyTorch's. The aten
    # op: PyTorch 2's torch.nn.functional.hardtanh rejects min > max itself.
    def fn(x):
        return aten.hardtanh.default(x, 1.0, -1.0).sum()

    x = torch.randn(10, requires_grad=True)
    with pytest.warns(UserWarning, match="(?s)stays in PyTorch.*requires min <= max"):
        agt.aot_function(fn)(x).backward()
    assert torch.equal(x.grad, torch.zeros(10))
