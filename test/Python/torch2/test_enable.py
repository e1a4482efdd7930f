"""actgrad.torch.enable() on PyTorch 2: PReLU's backward there is
aten::_prelu_kernel_backward, whose weight gradient has the input's shape
(autograd sums it to the weight's). Skipped on PyTorch 1.x and where the
PyTorch custom ops are not built for this torch."""

import pytest

torch = pytest.importorskip("torch")
if int(torch.__version__.split(".")[0]) < 2:
    pytest.skip("aten::_prelu_kernel_backward is PyTorch 2's", allow_module_level=True)

import actgrad.torch as agt  # noqa: E402
from actgrad import _torch_ops  # noqa: E402

if _torch_ops.library() is None:
    pytest.skip("the PyTorch custom ops are not built for this torch: "
                f"{_torch_ops.unavailable_reason()}", allow_module_level=True)

aten = torch.ops.aten


@pytest.fixture
def restored():
    yield
    agt.disable()


def test_anchors_hold_prelu_kernel_backward():
    assert aten._prelu_kernel_backward.default in agt.ANCHORS


# (input shape, weight shape as PReLU's forward views it)
SHAPES = [((2, 3, 4, 5), (1, 3, 1, 1)), ((2, 3, 4, 5), (1, 1, 1, 1)),
          ((6, 7), (1, 7)), ((9,), (1,))]


@pytest.mark.parametrize("shape,wshape", SHAPES)
@pytest.mark.parametrize("dtype,tol", [(torch.float32, (1.3e-6, 1e-5)),
                                       (torch.bfloat16, (1.6e-2, 1e-2))])
def test_prelu_kernel_backward_overridden(restored, shape, wshape, dtype, tol):
    """The override's results are PyTorch's, of PyTorch's shapes, except
    where SEMANTICS.md §1 differs: a NaN input gives a NaN input gradient
    (PyTorch: w·g), which shows that ActGrad's kernel ran."""
    gen = torch.Generator().manual_seed(0)
    x = torch.randn(shape, generator=gen).to(dtype)
    x.view(-1)[0] = float("nan")
    w = torch.rand(wshape, generator=gen).to(dtype)
    g = torch.randn(shape, generator=gen).to(dtype)
    want = aten._prelu_kernel_backward(g, x, w)
    assert not want[0].view(-1)[0].isnan()
    with agt.enable():
        got = aten._prelu_kernel_backward(g, x, w)
    assert got[0].view(-1)[0].isnan()
    for a, b in zip(got, want):
        assert a.shape == b.shape and a.dtype == b.dtype
        torch.testing.assert_close(a.view(-1)[1:], b.view(-1)[1:], rtol=tol[0],
                                   atol=tol[1])
    # The weight gradient at the NaN is NaN for both (x·g).
    assert got[1].view(-1)[0].isnan() and want[1].view(-1)[0].isnan()


def test_prelu_kernel_backward_left_to_pytorch(restored):
    """Inputs the override does not take (a non-contiguous input, float64)
    get PyTorch's kernel: its results, bitwise."""
    x = torch.randn(4, 3, 5).transpose(0, 2)
    w = torch.rand(1, 3, 1)
    g = torch.randn(5, 3, 4)
    cases = [(g, x, w), (g.double(), x.contiguous().double(), w.double())]
    want = [aten._prelu_kernel_backward(*c) for c in cases]
    with agt.enable():
        got = [aten._prelu_kernel_backward(*c) for c in cases]
    for pair_got, pair_want in zip(got, want):
        for a, b in zip(pair_got, pair_want):
            torch.testing.assert_close(a, b, rtol=0, atol=0)


def test_eager_prelu_training_with_enable(restored):
    """PReLU's gradients (input and both slope rules) under enable() equal
    PyTorch's through autograd's reduction of the weight gradient."""
    def grads():
        torch.manual_seed(0)
        model = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.PReLU(8, init=0.2),
                                    torch.nn.Flatten(), torch.nn.Linear(8 * 4 * 4, 5),
                                    torch.nn.PReLU(init=0.1))
        x = torch.randn(4, 3, 6, 6, requires_grad=True)
        (model(x) ** 2).sum().backward()
        return [x.grad] + [p.grad for p in model.parameters()]

    want = grads()
    with agt.enable():
        got = grads()
    for a, b in zip(got, want):
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-6)
