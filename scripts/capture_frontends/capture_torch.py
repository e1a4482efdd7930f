"""torch-mlir captures: each activation's backward alone, and one model's
backward, as make_fx graphs over torch.autograd.grad, with torch-mlir's own
decomposition table, imported by torch_mlir.fx.stateless_fx_import to
linalg-on-tensors and printed in the generic form (common.normalize).

Usage: capture_torch.py OUT_DIR LARGE_DIR [--only TEXT]
"""

import argparse
import os
import sys

import torch
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx
from torch_mlir import fx
from torch_mlir.compiler_utils import TorchMlirCompilerError
from torch_mlir.extras.fx_decomp_util import get_decomposition_table

sys.path.insert(0, os.path.dirname(__file__))
import common  # noqa: E402
import torch_models  # noqa: E402

# The model captures small enough to check in (test/FrontEnds/README.md);
# the others go to the large captures' directory, reported, not tested.
CHECKED_IN = ("pointwise_convolution_backward_f32",
              "transformer_encoder_layer_backward_f32",
              "transformer_encoder_layer_backward_autocast_bf16",
              "mobilenet_v3_small_1block_backward_f32",
              "efficientnet_b0_1block_backward_f32")

# The actgrad op of each per-op capture's gradient (report.py).
PER_OP_ACTIVATION = {"hardtanh_backward": "hardtanh_backward",
                     "relu6_backward": "hardtanh_backward",
                     "hardsigmoid_backward": "hardsigmoid_backward",
                     "silu_backward": "swish_backward",
                     "softmax_backward": "softmax_backward",
                     "prelu_backward": "prelu_backward"}

MLIR_TYPES = {torch.float32: "f32", torch.bfloat16: "bf16"}


def mlir_type(t):
    return "tensor<" + "x".join(str(d) for d in t.shape) + "x" + \
        MLIR_TYPES[t.dtype] + ">"


def bits(t):
    t = t.detach().contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().tobytes().hex()
    return t.numpy().tobytes().hex()


def float64_bits(fn, args):
    """The hex bits of fn's results computed in float64 on args (a whole
    model's reference: run_capture.py)."""
    return [r.detach().contiguous().numpy().tobytes().hex()
            for r in fn(*[a.double() for a in args])]


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


def torch_mlir_hardtanh_backward(x, g):
    """What torch-mlir's own lowering of aten.hardtanh_backward computes
    (TorchToLinalg: select(x ult min || x ugt max, 0, g)): g on [min, max]
    and for NaN x, where eager PyTorch gives 0 at the bounds. Its results are
    the reference of that capture."""
    masked = (x < -1) | (x > 1)
    return (torch.where(masked, torch.zeros_like(g), g),)


def linalg_of(name, fn, args, keep=(), functional=False):
    """The normalised linalg of fn's make_fx graph, with function ``name``
    (also the benchmark's capture: tools/actgrad-bench/bench_captures.py).
    functional: the graph traced first as it is, then functionalized (the
    models: torch-mlir's importer rejects in-place ops such as the residual
    blocks' `result += x`, and functionalize cannot wrap autograd.grad),
    with the models' own decompositions (torch_models.DECOMPOSITIONS)."""
    table = {k: v for k, v in get_decomposition_table().items()
             if k not in keep}
    if functional:
        fn = torch.func.functionalize(make_fx(fn)(*args))
        table.update(torch_models.DECOMPOSITIONS)
    gm = make_fx(fn, decomposition_table=table)(*args)
    module = fx.stateless_fx_import(gm, output_type="linalg-on-tensors",
                                    model_name=name)
    return common.normalize(module.operation.get_asm(print_generic_op_form=True))


def capture(name, fn, args, out_dir, keep=(), reference=None,
            activations=None, functional=False, precision=None, float64=False):
    """keep: ops left out of the decomposition table (torch-mlir lowers
    them itself); reference: the results, where they are not fn's;
    activations: {actgrad op: count} of a model (report.py); float64: also
    fn's results in float64 (a whole model: run_capture.py)."""
    text = linalg_of(name, fn, args, keep, functional)
    with open(os.path.join(out_dir, name + ".mlir"), "w") as f:
        f.write(text)
    results = reference(*args) if reference else fn(*args)
    exact = float64_bits(fn, args) if float64 else None
    common.write_case(os.path.join(out_dir, name + ".json"), name,
                      [(mlir_type(a), bits(a)) for a in args],
                      [(mlir_type(r), bits(r)) for r in results],
                      activations, precision, exact)
    print("captured", name, f"({len(text) // 1024} KiB)", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir", help="the checked-in captures' Inputs/")
    parser.add_argument("large_dir", help="the models too large to check in")
    parser.add_argument("--only", default="",
                        help="only the captures whose name contains this")
    args = parser.parse_args()
    # One thread: PyTorch splits a convolution's or a sum's work by the
    # thread count, and on several threads a whole model's f32 results
    # changed from run to run; on one they do not, whatever the core count.
    torch.set_num_threads(1)
    for d in (args.out_dir, args.large_dir):
        os.makedirs(d, exist_ok=True)
    wanted = lambda name: args.only in name
    for dtype, suffix in ((torch.float32, "f32"), (torch.bfloat16, "bf16")):
        for name, fn, inputs in per_op_cases(dtype):
            if wanted(f"{name}_{suffix}"):
                capture(f"{name}_{suffix}", fn, inputs, args.out_dir,
                        activations={PER_OP_ACTIVATION[name]: 1})
        # torch-mlir's own lowering of aten.hardtanh_backward (not PyTorch's
        # decomposition).
        name, fn, inputs = next(per_op_cases(dtype))
        if wanted(f"hardtanh_backward_aten_{suffix}"):
            capture(f"hardtanh_backward_aten_{suffix}", fn, inputs, args.out_dir,
                    keep=(torch.ops.aten.hardtanh_backward.default,),
                    reference=torch_mlir_hardtanh_backward,
                    activations={"hardtanh_backward": 1})
    for model in torch_models.MODELS:
        for autocast, suffix in ((False, "f32"), (True, "autocast_bf16")):
            name = f"{model}_backward_{suffix}"
            if not wanted(name):
                continue
            fn, inputs, counts = torch_models.model_case(model, autocast)
            out = args.out_dir if name in CHECKED_IN else args.large_dir
            # The whole models' f32 results also in float64: through their
            # depth the front end's own rounding exceeds the contract's bound
            # (test/FrontEnds/README.md).
            try:
                capture(name, fn, inputs, out, activations=counts,
                        functional=True, precision="bf16" if autocast else None,
                        float64=not autocast and name not in CHECKED_IN)
            except TorchMlirCompilerError as error:
                # torch-mlir's own failure: reported, the other models go on.
                lines = [line for line in str(error).splitlines()
                         if line.startswith("error:")]
                print(f"not captured {name}: torch-mlir: "
                      f"{lines[0] if lines else str(error)[:300]}", flush=True)


if __name__ == "__main__":
    main()
