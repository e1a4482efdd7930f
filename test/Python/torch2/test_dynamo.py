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


@pytest.fixture(autouse=True)
def take_every_group(monkeypatch):
    """These tests check the kernels ActGrad places, so the backend takes
    every group it can compile (test_dynamo_choice.py tests the choice)."""
    monkeypatch.setattr(_dynamo, "choice", "always")


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
        # No group falls back: actgrad's warnings fail the test (PyTorch's own,
        # e.g. Dynamo's on Python 3.13.0, are not the backend's).
        warnings.filterwarnings("error", message="actgrad")
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
               aten.silu_backward.default, aten._softmax_backward_data.default,
               aten._prelu_kernel_backward.default):
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


class PReLUNet(torch.nn.Module):
    """PReLU with one slope per channel (NCHW) and one for all, as PyTorch 2
    traces them: _prelu_kernel_backward, its weight gradient summed."""

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.act1 = torch.nn.PReLU(8, init=0.2)
        self.fc = torch.nn.Linear(8 * 6 * 6, 16)
        self.act2 = torch.nn.PReLU(init=0.1)

    def forward(self, x):
        x = self.act1(self.conv(x))
        return self.act2(self.fc(x.flatten(1)))


def test_prelu_taken_with_gradients_of_inductor():
    """PReLU's backward (both slope rules) runs in ActGrad kernels, and the
    gradients, the slopes' included, are Inductor's."""
    def train(backend):
        torch.manual_seed(0)
        model = PReLUNet()
        compiled = torch.compile(model, backend=backend)
        x = torch.randn(4, 3, 6, 6, generator=torch.Generator().manual_seed(1))
        (compiled(x) ** 2).sum().backward()
        return model, compiled, x

    torch._dynamo.reset()
    want, _, _ = train("inductor")
    torch._dynamo.reset()
    before = set(_dynamo._runners)
    with warnings.catch_warnings():
        # No group falls back: actgrad's warnings fail the test (PyTorch's own,
        # e.g. Dynamo's on Python 3.13.0, are not the backend's).
        warnings.filterwarnings("error", message="actgrad")
        got, compiled, x = train(_dynamo.backend)
    taken = [_dynamo._runners[i].description for i in set(_dynamo._runners) - before]
    assert sum("aten._prelu_kernel_backward" in d for d in taken) == 2, taken
    for (name, w), g in zip(want.named_parameters(), got.parameters()):
        torch.testing.assert_close(g.grad, w.grad, rtol=1e-4, atol=1e-6, msg=name)
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        (compiled(x) ** 2).sum().backward()
    keys = {e.key: e.count for e in prof.key_averages()}
    assert keys.get("actgrad::_run_graph_kernel", 0) >= 2
    assert "aten::_prelu_kernel_backward" not in keys


def test_every_compile_rewrites_despite_inductors_caches():
    """A second compile of the same model (here after a reset; in practice
    in another process) rewrites its backward graph again: Inductor's caches
    would hand back a graph whose kernel ids belong to another compile."""
    for _ in range(2):
        torch._dynamo.reset()
        before = _dynamo.stats["rewritten_graphs"]
        assert _run_graph_kernel_calls(_dynamo.backend) >= 1
        assert _dynamo.stats["rewritten_graphs"] == before + 1
