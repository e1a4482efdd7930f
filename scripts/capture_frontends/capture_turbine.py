"""iree-turbine captures: IREE's own torch route. Each backward is the make_fx
graph over torch.autograd.grad that capture_torch.py traces (there with
torch-mlir's decompositions, here with PyTorch's of the ops IREE rejects),
exported by iree.turbine.aot.export (torch.export, iree-turbine's default
AOT decompositions, IREE's FX importer) to the torch dialect, converted to
linalg by IREE's torch input conversion (iree-compile --iree-input-type=torch
--iree-torch-emit-async-entry-points=false --compile-to=input
--mlir-print-op-generic) and normalised (common.py). The results are IREE's:
the same exported module compiled for llvm-cpu by iree-turbine and run by
iree.runtime; PyTorch eager's are compared with them and printed.

Usage: capture_turbine.py OUT_DIR LARGE_DIR [--only TEXT]
"""

import argparse
import math
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch
from torch._decomp import get_decompositions
from torch.fx.experimental.proxy_tensor import make_fx
from iree import runtime as ireert
from iree.turbine import aot

sys.path.insert(0, os.path.dirname(__file__))
import common  # noqa: E402
import torch_models  # noqa: E402
# The per-op cases, their inputs and the encodings are capture_torch.py's.
from capture_torch import PER_OP_ACTIVATION, bits, float64_bits, \
    mlir_type, per_op_cases  # noqa: E402

IREE_COMPILE = os.path.join(os.path.dirname(sys.executable), "iree-compile")

# The models of this route (torch_models.py) and where they go: the checked-in
# captures' directory, or the large one (reported, not tested: IREE's own
# results there are outside the result checks' bounds of the float64 value,
# test/FrontEnds/README.md, so its case also holds the float64 results that
# run_capture.py then judges by).
MODELS = {"mobilenet_v3_small_1block": "out_dir",
          "transformer_encoder_layer": "out_dir",
          "efficientnet_b0_1block": "large_dir"}

# The ops that IREE 3.13's torch input conversion (`iree-compile
# --iree-input-type=torch`) cannot lower, left by make_fx and by
# iree-turbine's default AOT decompositions: traced with PyTorch's own
# decompositions (torch._decomp). Without them, each fails with
# "failed to legalize operation 'torch.operator' that was explicitly marked
# illegal: ... <{name = "torch.aten.hardswish_backward"}>" (IREE's torch
# dialect has no such op; the others alike), but native_batch_norm_backward,
# which is in it and has no lowering: "failed to legalize operation
# 'torch.constant.float'" (its epsilon).
IREE_REJECTS = (torch.ops.aten.hardswish_backward,
                torch.ops.aten.hardsigmoid_backward,
                torch.ops.aten.silu_backward,
                torch.ops.aten._prelu_kernel_backward,
                torch.ops.aten.native_batch_norm_backward)


def exported(name, fn, args):
    """iree.turbine.aot.export of fn's make_fx graph: the ExportOutput, whose
    module is the torch dialect (function ``name``)."""
    gm = make_fx(fn, decomposition_table=get_decompositions(IREE_REJECTS))(*args)
    return aot.export(gm, args=tuple(args), function_name=name)


def linalg_of(name, torch_mlir):
    """IREE's torch input conversion of the exported module, normalised.
    Synchronous entry points only: the default also emits an asynchronous
    one whose HAL fences and buffer views are IREE's runtime ABI, not a
    computation."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, name + ".torch.mlir")
        with open(src, "w") as f:
            f.write(torch_mlir)
        text = subprocess.run(
            [IREE_COMPILE, "--iree-input-type=torch",
             "--iree-torch-emit-async-entry-points=false", "--compile-to=input",
             "--mlir-print-op-generic", src, "-o", "-"],
            check=True, capture_output=True, text=True).stdout
    return common.normalize(text)


def iree_results(name, output, args):
    """The exported module compiled by iree-turbine for llvm-cpu (generic
    x86-64) and run by iree.runtime's local-task driver on args."""
    vmfb = output.compile(save_to=None, target_backends="llvm-cpu")
    module = ireert.load_vm_flatbuffer(bytes(vmfb.map_memory()),
                                       driver="local-task")
    results = module[name](*[a.detach().numpy() for a in args])
    if not isinstance(results, (tuple, list)):
        results = (results,)
    return [torch.from_numpy(np.asarray(r.to_host()).copy()) for r in results]


def ulps(a, b):
    """Distance of f32 values in units in the last place (+-0 equal)."""
    ia, ib = (t.view(torch.int32).to(torch.int64) for t in (a, b))
    ia = torch.where(ia < 0, -(ia & 0x7FFFFFFF), ia)
    ib = torch.where(ib < 0, -(ib & 0x7FFFFFFF), ib)
    return (ia - ib).abs()


def compare(ours, eager, args):
    """One line: IREE's results against PyTorch eager's by run_capture.py's
    f32 rule (equal NaN, 4 ulp, or 2^-16 of the result's largest magnitude;
    not at a NaN input element), and the largest difference as a fraction
    of that magnitude."""
    nan_at = {(tuple(a.shape), k) for a in args
              for k in torch.isnan(a.reshape(-1)).nonzero().flatten().tolist()}
    outside, count, total, worst = [], 0, 0, 0.0
    for i, (a, b) in enumerate(zip(ours, eager)):
        shape = tuple(b.shape)
        a, b = a.float().reshape(-1), b.detach().float().reshape(-1)
        finite = torch.isfinite(a) & torch.isfinite(b)
        scale = b[finite].abs().max().item() if finite.any() else 0.0
        diff = (a - b).abs()
        same = (torch.isnan(a) & torch.isnan(b)) | (a == b) | \
            (finite & ((ulps(a, b) <= 4) | (diff <= 2.0 ** -16 * scale)))
        bad = sum((shape, k) not in nan_at
                  for k in (~same).nonzero().flatten().tolist())
        if bad:
            outside.append(f"result {i}: {bad}")
            count += bad
        total += a.numel()
        if scale:
            worst = max(worst, diff[finite].max().item() / scale)
    rel = f"2^{math.log2(worst):.1f}" if worst else "0"
    where = f" ({'; '.join(outside)})" if outside else ""
    return (f"IREE vs eager: {count} of {total} elements outside "
            f"run_capture.py's bounds{where}, largest difference {rel} of "
            "its result's largest magnitude")


def capture(name, fn, args, out_dir, activations, float64=False):
    output = exported(name, fn, args)
    torch_mlir = str(output.mlir_module)
    try:
        text = linalg_of(name, torch_mlir)
    except subprocess.CalledProcessError as error:
        # IREE's own failure: reported, the other captures go on.
        lines = [l for l in error.stderr.splitlines() if "error:" in l]
        print(f"not captured {name}: iree-compile: "
              f"{lines[0] if lines else error.stderr[:300]}", flush=True)
        return
    with open(os.path.join(out_dir, name + ".mlir"), "w") as f:
        f.write(text)
    results = iree_results(name, output, args)
    exact = float64_bits(fn, args) if float64 else None
    common.write_case(os.path.join(out_dir, name + ".json"), name,
                      [(mlir_type(a), bits(a)) for a in args],
                      [(mlir_type(r), bits(r)) for r in results],
                      activations, float64=exact)
    print("captured", name, f"({len(text) // 1024} KiB);",
          compare(results, fn(*args), args), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir", help="the checked-in captures' Inputs/")
    parser.add_argument("large_dir", help="the models not checked in")
    parser.add_argument("--only", default="",
                        help="only the captures whose name contains this")
    args = parser.parse_args()
    for d in (args.out_dir, args.large_dir):
        os.makedirs(d, exist_ok=True)
    for name, fn, inputs in per_op_cases(torch.float32):
        if args.only in f"{name}_f32":
            capture(f"{name}_f32", fn, inputs, args.out_dir,
                    {PER_OP_ACTIVATION[name]: 1})
    for model, where in MODELS.items():
        name = f"{model}_backward_f32"
        if args.only in name:
            fn, inputs, counts = torch_models.model_case(model, False)
            capture(name, fn, inputs, getattr(args, where), counts,
                    float64=where == "large_dir")


if __name__ == "__main__":
    main()
