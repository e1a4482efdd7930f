"""torch.compile(model, backend="actgrad") (actgrad._dynamo) on PyTorch 2:
training steps give the default (Inductor) backend's gradients, and
ActGrad's kernels run in the backward pass. Skipped on PyTorch 1.x and where
the PyTorch custom ops are not built for this torch."""

import warnings

import pytest

torch = pytest.importorskip("torch")
if int(torch.__version__.split(".")[0]) < 2:
    pytest.skip("torch.compile needs PyTorch 2", allow_module_level=True)

from actgrad import _dynamo, _torch_ops  # noqa: E402

if _torch_ops.library() is None:
    pytest.skip("the PyTorch custom ops are not built for this torch: "
                f"{_torch_ops.unavailable_reason()}", allow_module_level=True)


class Net(torch.nn.Module):
    """Each activation whose gradient ActGrad takes, between linear layers."""

    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(64, 96)
        self.fc2 = torch.nn.Linear(96, 96)
        self.fc3 = torch.nn.Linear(96, 96)
        self.fc4 = torch.nn.Linear(96, 10)

    def forward(self, x):
        x = torch.nn.functional.hardswish(self.fc1(x))
        x = torch.nn.functional.relu6(self.fc2(x))
        x = torch.nn.functional.silu(self.fc3(x))
        return torch.softmax(self.fc4(x), dim=-1)


def _train(backend, steps=3):
    torch.manual_seed(0)
    model = Net()
    compiled = torch.compile(model, backend=backend)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    data = torch.randn(32, 64, generator=torch.Generator().manual_seed(1))
    target = torch.randint(0, 10, (32,), generator=torch.Generator().manual_seed(2))
    grads = []
    for _ in range(steps):
        optimizer.zero_grad()
        loss = torch.nn.functional.nll_loss(torch.log(compiled(data)), target)
        loss.backward()
        grads.append([p.grad.clone() for p in model.parameters()])
        optimizer.step()
    return grads


def _run_graph_kernel_calls(backend):
    torch.manual_seed(0)
    model = torch.compile(Net(), backend=backend)
    x = torch.randn(8, 64)
    model(x).sum().backward()  # compiles
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        model(x).sum().backward()
    return sum(e.count for e in prof.key_averages()
               if e.key == "actgrad::_run_graph_kernel")


def test_gradients_match_inductor():
    torch._dynamo.reset()
    want = _train("inductor")
    torch._dynamo.reset()
    before = dict(_dynamo.stats)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no group falls back
        got = _train(_dynamo.backend)
    assert _dynamo.stats["rewritten_graphs"] > before["rewritten_graphs"]
    assert _dynamo.stats["kernels"] > before["kernels"]
    assert _dynamo.stats["fallbacks"] == before["fallbacks"]
    # SEMANTICS.md: each activation gradient within 4 f32 ulp of the exact
    # value; through the matmuls of the backward pass that is far inside 1e-4.
    for step_want, step_got in zip(want, got):
        for w, g in zip(step_want, step_got):
            torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-6)


def test_kernels_run_in_backward():
    torch._dynamo.reset()
    assert _run_graph_kernel_calls(_dynamo.backend) >= 1
    torch._dynamo.reset()
    assert _run_graph_kernel_calls("inductor") == 0


def test_decompositions_keep_the_anchors():
    from torch._inductor.decomposition import select_decomp_table
    aten = torch.ops.aten
    table = _dynamo.decompositions()
    for op in (aten.hardtanh_backward.default, aten.hardsigmoid_backward.default,
               aten.silu_backward.default, aten._softmax_backward_data.default):
        assert op not in table
    assert aten.gelu_backward.default in table
    assert len(table) < len(select_decomp_table())


def test_entry_point_name():
    """Where the wheel is installed, backend="actgrad" is this backend."""
    from importlib.metadata import entry_points
    found = [e for e in entry_points(group="torch_dynamo_backends") if e.name == "actgrad"]
    if not found:
        pytest.skip("the actgrad wheel is not installed (no entry point)")
    from torch._dynamo import lookup_backend
    assert lookup_backend("actgrad") is _dynamo.backend


def test_untaken_graph_falls_back_to_inductor():
    """A model without any activation gradient ActGrad takes compiles and
    trains with Inductor alone."""
    torch._dynamo.reset()
    model = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.GELU())
    x = torch.randn(4, 8)
    torch.compile(model, backend=_dynamo.backend)(x).sum().backward()
    assert all(p.grad is not None for p in model.parameters())
