"""Which groups backend="actgrad" takes (actgrad._dynamo.choice): "always"
every group, "never" none, "measure" those whose kernel beats Inductor's
code for the same nodes, kept where the whole backward graph is faster with
them. Never asserts a timing: only that the forced modes
do what they say, and that measuring decides every group, keeps the
gradients Inductor's and runs exactly the kernels it took. Skipped on
PyTorch 1.x and where the PyTorch custom ops are not built for this torch."""

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
    """ReLU6 before a batch norm (whose backward sums the activation's
    gradient: a consumer Inductor fuses), PReLU, SiLU, and a softmax."""

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.norm = torch.nn.BatchNorm2d(8)
        self.prelu = torch.nn.PReLU(8, init=0.2)
        self.fc1 = torch.nn.Linear(8 * 8 * 8, 64)
        self.fc2 = torch.nn.Linear(64, 10)

    def forward(self, x):
        x = self.prelu(self.conv(x))
        x = torch.nn.functional.relu6(self.norm(x))
        x = torch.nn.functional.silu(self.fc1(x.flatten(1)))
        return torch.softmax(self.fc2(x), dim=-1)


def _steps(model, x, backend):
    """The gradients of one step of ``model`` compiled with ``backend``, and
    the profile of a second backward."""
    compiled = torch.compile(model, backend=backend)
    with warnings.catch_warnings():
        # No group falls back, no measurement fails: the backend's warnings
        # fail the test (PyTorch's own do not).
        warnings.filterwarnings("error", message="actgrad")
        (compiled(x) ** 2).sum().backward()
    grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        (compiled(x) ** 2).sum().backward()
    return grads, prof


def _train(backend):
    """Gradients of one step and the _run_graph_kernel calls of a second
    (profiled) backward."""
    torch.manual_seed(0)
    x = torch.randn(4, 3, 8, 8, generator=torch.Generator().manual_seed(1))
    grads, prof = _steps(Net(), x, backend)
    keys = {e.key: e.count for e in prof.key_averages()}
    # A group left to Inductor is Inductor's code: its activation gradient
    # decomposed, not aten's (or ActGrad's PReLU) kernel called.
    assert not set(keys) & {"aten::hardtanh_backward", "aten::silu_backward",
                            "aten::_softmax_backward_data", "actgrad::prelu_backward",
                            "aten::_prelu_kernel_backward"}, keys
    return grads, keys.get("actgrad::_run_graph_kernel", 0)


def _inductor():
    torch._dynamo.reset()
    return _train("inductor")[0]


def _check(grads, want):
    # SEMANTICS.md: each activation gradient within 4 f32 ulp; through the
    # rest of the backward that is far inside 1e-4.
    for g, w in zip(grads, want):
        torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-6)


@pytest.mark.parametrize("choice", ["always", "never"])
def test_forced_choice(monkeypatch, choice):
    want = _inductor()
    monkeypatch.setattr(_dynamo, "choice", choice)
    torch._dynamo.reset()
    before, decided = dict(_dynamo.stats), len(_dynamo.decisions)
    grads, calls = _train(_dynamo.backend)
    _check(grads, want)
    placed = _dynamo.stats["kernels"] - before["kernels"]
    assert len(_dynamo.decisions) == decided  # nothing measured
    if choice == "always":
        assert placed >= 4 and calls == placed
    else:
        assert placed == 0 and calls == 0


def test_measure_decides_every_group(monkeypatch):
    want = _inductor()
    monkeypatch.setattr(_dynamo, "choice", "measure")
    monkeypatch.setattr(_dynamo, "_decided", {})
    monkeypatch.setattr(_dynamo, "_graphs_decided", {})
    torch._dynamo.reset()
    before, decided = dict(_dynamo.stats), len(_dynamo.decisions)
    checked = len(_dynamo.graph_decisions)
    grads, calls = _train(_dynamo.backend)
    _check(grads, want)
    made = _dynamo.decisions[decided:]
    # One decision per group (PReLU, ReLU6, SiLU, softmax), each from
    # two timings; then one for the backward graph, where it kept kernels.
    assert len(made) >= 4
    assert all(d["inductor_s"] > 0 and d["actgrad_s"] > 0 and not d["cached"]
               for d in made)
    taken = sum(d["taken"] for d in made)
    graphs = _dynamo.graph_decisions[checked:]
    assert len(graphs) == (1 if taken else 0)
    assert all(g["inductor_s"] > 0 and g["actgrad_s"] > 0 and not g["cached"]
               and g["kernels"] == taken for g in graphs)
    # The graph runs exactly the kernels it kept.
    kept = taken if all(g["taken"] for g in graphs) else 0
    assert _dynamo.stats["kernels"] - before["kernels"] == kept == calls

    # Compiled again, the same groups and graph are decided from the cache,
    # alike.
    torch._dynamo.reset()
    again, checked = len(_dynamo.decisions), len(_dynamo.graph_decisions)
    grads, calls = _train(_dynamo.backend)
    _check(grads, want)
    repeat = _dynamo.decisions[again:]
    assert [d["taken"] for d in repeat] == [d["taken"] for d in made]
    assert all(d["cached"] for d in repeat) and calls == kept
    repeat = _dynamo.graph_decisions[checked:]
    assert [g["taken"] for g in repeat] == [g["taken"] for g in graphs]
    assert all(g["cached"] for g in repeat)


@pytest.mark.parametrize("faster", ["actgrad", "inductor"])
def test_graph_keeps_kernels_only_where_faster(monkeypatch, faster):
    """With "measure", the backward graph keeps the groups' kernels only
    where it runs faster with them as a whole; else it is Inductor's code
    alone. Every group is taken (a margin no timing misses), and the whole
    graph's timing is given."""
    want = _inductor()
    monkeypatch.setattr(_dynamo, "choice", "measure")
    monkeypatch.setattr(_dynamo, "margin", -1e9)
    monkeypatch.setattr(_dynamo, "_decided", {})
    monkeypatch.setattr(_dynamo, "_graphs_decided", {})
    timed = []

    def time_graphs(inductor, candidate, metas):
        timed.append(metas)
        return (2.0, 1.0) if faster == "actgrad" else (1.0, 2.0)

    monkeypatch.setattr(_dynamo, "_time_graphs", time_graphs)
    torch._dynamo.reset()
    before, checked = dict(_dynamo.stats), len(_dynamo.graph_decisions)
    grads, calls = _train(_dynamo.backend)
    _check(grads, want)
    [graph] = _dynamo.graph_decisions[checked:]
    assert len(timed) == 1 and graph["kernels"] >= 4
    assert graph["taken"] == (faster == "actgrad")
    placed = _dynamo.stats["kernels"] - before["kernels"]
    reverted = _dynamo.stats["reverted_graphs"] - before["reverted_graphs"]
    if faster == "actgrad":
        assert calls == placed == graph["kernels"] and reverted == 0
    else:
        assert calls == placed == 0 and reverted == 1


def test_bad_choice_falls_back_to_inductor(monkeypatch):
    want = _inductor()
    monkeypatch.setattr(_dynamo, "choice", "sometimes")
    torch._dynamo.reset()
    torch.manual_seed(0)
    model = Net()
    x = torch.randn(4, 3, 8, 8, generator=torch.Generator().manual_seed(1))
    with pytest.warns(UserWarning, match="must be 'measure', 'always' or 'never'"):
        (torch.compile(model, backend=_dynamo.backend)(x) ** 2).sum().backward()
    _check([p.grad for p in model.parameters()], want)


class ConvNet(torch.nn.Module):
    """Convolutions, which make Inductor lay the backward's tensors out
    channels-last on the CPU (its layout optimization), around ReLU6 and
    SiLU."""

    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(3, 16, 3, padding=1)
        self.norm1 = torch.nn.BatchNorm2d(16)
        self.conv2 = torch.nn.Conv2d(16, 16, 3, padding=1)
        self.norm2 = torch.nn.BatchNorm2d(16)

    def forward(self, x):
        x = torch.nn.functional.relu6(self.norm1(self.conv1(x)))
        return torch.nn.functional.silu(self.norm2(self.conv2(x))).mean((2, 3))


def _copies_in_kernels(prof):
    """aten::copy_ calls made inside _run_graph_kernel: inputs laid out
    otherwise than the kernel was compiled for."""
    copies = 0
    for event in prof.events():
        parent = event.cpu_parent
        if event.name == "aten::copy_" and parent is not None and \
                parent.name == "actgrad::_run_graph_kernel":
            copies += 1
    return copies


def _conv_step(backend):
    """The gradients of one step of ConvNet, and a second backward profiled."""
    torch._dynamo.reset()
    torch.manual_seed(0)
    x = torch.randn(2, 3, 12, 12, generator=torch.Generator().manual_seed(1))
    return _steps(ConvNet(), x, backend)


def test_channels_last_reaches_kernels(monkeypatch):
    """The kernels are compiled for the strides Inductor hands them at run
    time (channels-last here), not for the traced contiguous ones, so that
    no call copies its inputs; the gradients stay Inductor's."""
    want, _ = _conv_step("inductor")
    monkeypatch.setattr(_dynamo, "choice", "always")
    known = set(_dynamo._runners)
    grads, prof = _conv_step("actgrad")
    layouts = {r.layout.perm for i, r in _dynamo._runners.items() if i not in known}
    assert layouts == {(0, 2, 3, 1)}, layouts
    kernels = sum(e.count for e in prof.key_averages()
                  if e.key == "actgrad::_run_graph_kernel")
    assert kernels >= 2, kernels
    assert _copies_in_kernels(prof) == 0
    _check(grads, want)
