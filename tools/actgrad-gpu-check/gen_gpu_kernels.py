#!/usr/bin/python3
"""The kernels of the device check (scripts/gpu-check.sh), one module each,
and the C++ table that names the ones that compiled.

Every kernel has dynamic shapes, so that one compiled function serves the
execution tests' odd shapes and the benchmark's large ones, and a C interface
that takes its operands and then its results as memref descriptors (rank-R
`StridedMemRefType`) holding device pointers:
  elementwise ops  void _mlir_ciface_<name>(a, b, result)
  softmax          void _mlir_ciface_<name>(diff_dst, dst, diff_src)
  prelu            void _mlir_ciface_<name>(src, slope, diff_dst, diff_src,
                                            diff_slope)
Two forms give that interface:
  tensor       func.func @f(%a: tensor<..>, %b: tensor<..>) -> tensor<..>,
               for `actgrad-opt --actgrad-to-nvvm`, which turns results into
               out-parameters;
  destination  memref arguments made tensors with `bufferization.to_tensor
               restrict`, results stored with `materialize_in_destination`,
               for pipelines that keep function results (ACTGRAD_GPU_FORM).

Usage:
  gen_gpu_kernels.py mlir --form {tensor,destination} --out-dir DIR
      writes DIR/<name>.mlir for every kernel and prints their names
  gen_gpu_kernels.py table NAME... > kernels.inc
      the harness's table (tools/actgrad-gpu-check/GpuCheck.h's Kernel) of
      the kernels named, which are those that compiled: X(name, op, dtype,
      rank, slope rank (-1 for [1]), NXC, axis, attribute a, attribute b,
      number of descriptors)
  gen_gpu_kernels.py count
      the number of kernels, which `actgrad-gpu-check info --expect-kernels`
      checks the binary against

To add a kernel, add a line to KERNELS.
"""

import argparse
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "python"))
from actgrad import emit  # noqa: E402

DTYPES = ("f32", "f16", "bf16")
# PyTorch's attributes, so that the benchmark compares the same functions.
HARDTANH = (-1.0, 1.0)
HARDSIGMOID = (1.0 / 6.0, 0.5)


def kernels():
    """(name, op, dtype, rank, slope rank, data_format, axis, attr a, attr b)
    for every kernel; the attributes are those the op takes (hardtanh
    min/max, hardsigmoid alpha/beta, swish beta), 0 where unused."""
    table = []
    for t in DTYPES:
        table += [
            ("hardtanh_%s" % t, "hardtanh_backward", t, 1, 0, "", 0) + HARDTANH,
            ("hardsigmoid_%s" % t, "hardsigmoid_backward", t, 1, 0, "", 0) +
            HARDSIGMOID,
            ("swish_%s" % t, "swish_backward", t, 1, 0, "", 0, 1.0, 0.0),
            # Along the last axis of a rank-2 view: also the attention and
            # 4096x1024 shapes, whose leading dimensions collapse into rows.
            ("softmax_last_%s" % t, "softmax_backward", t, 2, 0, "", -1, 0, 0),
            ("softmax_axis1_%s" % t, "softmax_backward", t, 4, 0, "", 1, 0, 0),
            ("prelu_ncx_%s" % t, "prelu_backward", t, 4, 1, "NCX", 0, 0, 0),
            ("prelu_nxc_%s" % t, "prelu_backward", t, 4, 1, "NXC", 0, 0, 0),
        ]
    table += [
        ("swish_beta_f32", "swish_backward", "f32", 1, 0, "", 0, 1.5, 0.0),
        ("softmax_axis0_f32", "softmax_backward", "f32", 2, 0, "", 0, 0, 0),
        # The per-tensor slope ([1]) and the TensorFlow one (src.shape[1:]).
        ("prelu_ncx_tensor_f32", "prelu_backward", "f32", 4, -1, "NCX", 0, 0, 0),
        ("prelu_ncx_full_f32", "prelu_backward", "f32", 4, 3, "NCX", 0, 0, 0),
    ]
    return table


def attrs_of(op, fmt, axis, a, b):
    if op == "hardtanh_backward":
        return emit.hardtanh_attrs(a, b)
    if op == "hardsigmoid_backward":
        return emit.hardsigmoid_attrs(a, b)
    if op == "swish_backward":
        return emit.swish_attrs(None if a == 1.0 else a)
    if op == "softmax_backward":
        return emit.softmax_attrs(axis)
    return emit.prelu_attrs(fmt)


def signature(op, t, rank, slope_rank):
    """(operand names and shapes, result names and shapes)."""
    full = [None] * rank
    if op == "prelu_backward":
        slope = [1] if slope_rank == -1 else [None] * slope_rank
        return ([("src", full), ("slope", slope), ("diff_dst", full)],
                [("diff_src", full), ("diff_slope", slope)])
    names = {"hardsigmoid_backward": ("src", "diff_dst"),
             "softmax_backward": ("diff_dst", "dst")}.get(op, ("g", "x"))
    return [(names[0], full), (names[1], full)], [("result", full)]


def module_text(kernel, form):
    name, op, t, rank, slope_rank, fmt, axis, a, b = kernel
    inputs, outputs = signature(op, t, rank, slope_rank)
    in_types = [emit.tensor_type(s, t) for _, s in inputs]
    out_types = [emit.tensor_type(s, t) for _, s in outputs]
    results = emit.results_text("%r", len(outputs))
    op_line = emit.actgrad_op(op, ["%" + n for n, _ in inputs], in_types,
                              out_types, attrs_of(op, fmt, axis, a, b),
                              results=results)
    values = emit.result_values("%r", len(outputs))
    if form == "destination":
        return emit.destination_function(
            name, [(n, s, t) for n, s in inputs],
            [(n, s, t) for n, s in outputs], [op_line], values)
    params = [("%" + n, ty) for (n, _), ty in zip(inputs, in_types)]
    lines = emit.func_lines(name, params, ["  " + op_line], values, out_types,
                            attributes="llvm.emit_c_interface",
                            parenthesize=len(out_types) > 1)
    return "\n".join(lines) + "\n"


def table(names):
    by_name = {k[0]: k for k in kernels()}
    unknown = [n for n in names if n not in by_name]
    if unknown:
        sys.exit("gen_gpu_kernels.py: unknown kernels: " + " ".join(unknown))
    ops = {"hardtanh_backward": "Hardtanh", "hardsigmoid_backward": "Hardsigmoid",
           "swish_backward": "Swish", "softmax_backward": "Softmax",
           "prelu_backward": "Prelu"}
    dtypes = {"f32": "F32", "f16": "F16", "bf16": "BF16"}
    lines = ["// Generated by gen_gpu_kernels.py: the kernels that compiled.",
             "#define ACTGRAD_GPU_KERNELS(X) \\"]
    for n in names:
        _, op, t, rank, slope_rank, fmt, axis, a, b = by_name[n]
        arity = 5 if op == "prelu_backward" else 3
        lines.append('  X(%s, Op::%s, DType::%s, %d, %d, %s, %d, %r, %r, %d) \\' %
                     (n, ops[op], dtypes[t], rank, slope_rank,
                      "true" if fmt == "NXC" else "false", axis,
                      float(a), float(b), arity))
    lines.append("")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    mlir = sub.add_parser("mlir")
    mlir.add_argument("--form", choices=("tensor", "destination"),
                      required=True)
    mlir.add_argument("--out-dir", required=True)
    tab = sub.add_parser("table")
    tab.add_argument("names", nargs="*")
    sub.add_parser("count")
    args = parser.parse_args()
    if args.command == "count":
        print(len(kernels()))
        return
    if args.command == "table":
        sys.stdout.write(table(args.names))
        return
    os.makedirs(args.out_dir, exist_ok=True)
    for kernel in kernels():
        with open(os.path.join(args.out_dir, kernel[0] + ".mlir"), "w") as f:
            f.write(module_text(kernel, args.form))
        print(kernel[0])


if __name__ == "__main__":
    main()
