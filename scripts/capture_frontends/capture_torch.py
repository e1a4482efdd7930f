"""torch-mlir captures: each activation's backward alone, and one model's
backward, as make_fx graphs over torch.autograd.grad, with torch-mlir's own
decomposition table, imported by torch_mlir.fx.stateless_fx_import to
linalg-on-tensors and printed in the generic form (common.normalize).

Usage: capture_torch.py OUT_DIR
"""

import os
import sys

import numpy as np
import torch
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx
from torch.nn.attention import SDPBackend, sdpa_kernel
from torch_mlir import fx
from torch_mlir.extras.fx_decomp_util import get_decomposition_table

sys.path.insert(0, os.path.dirname(__file__))
import common  # noqa: E402

MLIR_TYPES = {torch.float32: "f32", torch.bfloat16: "bf16"}


def mlir_type(t):
    return "tensor<" + "x".join(str(d) for d in t.shape) + "x" + \
        MLIR_TYPES[t.dtype] + ">"


def bits(t):
    t = t.detach().contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().tobytes().hex()
    return t.numpy().tobytes().hex()


def grad_of(forward, nargs):
    """(primals..., g) -> grads of forward's output w.r.t. the first nargs."""
    def backward(*args):
        primals = [a.detach().requires_grad_(True) for a in args[:nargs]]
        rest = list(args[nargs:-1])
        y = forward(*primals, *rest)
        return torch.autograd.grad(y, primals, args[-1])
    return backward


def special(x):
    """Edge values in the first elements: the masks' bounds, zeros, inf, NaN."""
    flat = x.view(-1)
    edges = [0.0, -0.0, 1.0, -1.0, 3.0, -3.0, 6.0, float("inf"),
             float("-inf"), float("nan")]
    flat[:len(edges)] = torch.tensor(edges, dtype=x.dtype)
    return x


def per_op_cases(dtype):
    torch.manual_seed(38)
    s = (4, 16)
    x4 = (2, 3, 4, 5)
    rnd = lambda shape, scale=4.0: (torch.rand(shape) * 2 - 1) * scale
    cases = {
        "hardtanh_backward": (lambda x: F.hardtanh(x), 1,
                              [special(rnd(s)), rnd(s, 2)]),
        "relu6_backward": (lambda x: F.relu6(x), 1,
                           [special(rnd(s, 8)), rnd(s, 2)]),
        "hardsigmoid_backward": (lambda x: F.hardsigmoid(x), 1,
                                 [special(rnd(s)), rnd(s, 2)]),
        "silu_backward": (lambda x: F.silu(x), 1,
                          [special(rnd(s)), rnd(s, 2)]),
        "softmax_backward": (lambda x: torch.softmax(x, -1), 1,
                             [rnd(s), rnd(s, 2)]),
        "prelu_backward": (lambda x, w: F.prelu(x, w), 2,
                           [special(rnd(x4)), torch.rand(3), rnd(x4, 2)]),
    }
    for name, (fwd, nargs, args) in cases.items():
        args = [a.to(dtype) for a in args]
        yield name, grad_of(fwd, nargs), args


def model_case():
    """A TransformerEncoderLayer (d_model 16, 2 heads, feed-forward 32,
    batch 1, 4 tokens): the gradients of its input and parameters."""
    torch.manual_seed(38)
    layer = torch.nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0,
                                             batch_first=True)
    names = [n for n, _ in layer.named_parameters()]
    params = [p.detach() for _, p in layer.named_parameters()]

    def backward(x, g, *ps):
        x = x.detach().requires_grad_(True)
        ps = [p.detach().requires_grad_(True) for p in ps]
        # The math attention: torch-mlir has no lowering of the fused CPU
        # attention's backward (_scaled_dot_product_flash_attention_for_cpu_
        # backward); the math one is matmuls and a softmax.
        with sdpa_kernel(SDPBackend.MATH):
            y = torch.func.functional_call(layer, dict(zip(names, ps)), (x,))
        return torch.autograd.grad(y, [x] + ps, g)
    x = torch.randn(1, 4, 16)
    g = torch.randn(1, 4, 16)
    return backward, [x, g] + params


def torch_mlir_hardtanh_backward(x, g):
    """What torch-mlir's own lowering of aten.hardtanh_backward computes
    (TorchToLinalg: select(x ult min || x ugt max, 0, g)): g on [min, max]
    and for NaN x, where eager PyTorch gives 0 at the bounds. Its results are
    the reference of that capture."""
    masked = (x < -1) | (x > 1)
    return (torch.where(masked, torch.zeros_like(g), g),)


def capture(name, fn, args, out_dir, keep=(), reference=None):
    """keep: ops left out of the decomposition table (torch-mlir lowers
    them itself); reference: the results, where they are not fn's."""
    table = {k: v for k, v in get_decomposition_table().items()
             if k not in keep}
    gm = make_fx(fn, decomposition_table=table)(*args)
    module = fx.stateless_fx_import(gm, output_type="linalg-on-tensors",
                                    model_name=name)
    text = module.operation.get_asm(print_generic_op_form=True)
    text = common.normalize(text)
    with open(os.path.join(out_dir, name + ".mlir"), "w") as f:
        f.write(text)
    results = reference(*args) if reference else fn(*args)
    common.write_case(os.path.join(out_dir, name + ".json"), name,
                      [(mlir_type(a), bits(a)) for a in args],
                      [(mlir_type(r), bits(r)) for r in results])
    print("captured", name)


def main():
    out_dir = sys.argv[1]
    os.makedirs(out_dir, exist_ok=True)
    for dtype, suffix in ((torch.float32, "f32"), (torch.bfloat16, "bf16")):
        for name, fn, args in per_op_cases(dtype):
            capture(f"{name}_{suffix}", fn, args, out_dir)
        # torch-mlir's own lowering of aten.hardtanh_backward (not PyTorch's
        # decomposition).
        name, fn, args = next(per_op_cases(dtype))
        capture(f"hardtanh_backward_aten_{suffix}", fn, args, out_dir,
                keep=(torch.ops.aten.hardtanh_backward.default,),
                reference=torch_mlir_hardtanh_backward)
    fn, args = model_case()
    capture("transformer_encoder_layer_backward_f32", fn, args, out_dir)


if __name__ == "__main__":
    main()
