#!/usr/bin/python3
"""Generates the kernels that actgrad-bench times, and the C++ table naming them.

Every case is one destination-style function: its inputs arrive as memrefs
that `bufferization.to_tensor ... restrict` turns into tensors, and its
results are written with `bufferization.materialize_in_destination` into
caller-owned memrefs, so the compiled kernel allocates nothing: scratch
space is on the stack or, compiled with `workspace=true`, in a workspace
the caller allocates after asking `<name>_workspace_size`.

Usage:
  gen_kernels.py --out-dir DIR [--groups G1,G2,...]
writes, for every group in GROUPS (or those named), DIR/<group>_st.mlir and
DIR/<group>_mt.mlir (one module per group with every size and element type of
that group; the build compiles `_st` with `threads=false` and `_mt` with the
default pipeline, and the prefixes `ag_st_` / `ag_mt_` keep their symbols
apart), DIR/kernels.inc, the table actgrad-bench.cpp includes, and
DIR/cases.tsv, the same cases for other programs (torch_cpu_bench.py):
id, op, dtype, shape, param and the bytes the benchmark's GB/s divide.
"""

import argparse
import os
import sys

# The MLIR text comes from actgrad.emit (python/ of the source tree, which
# the build must not litter with bytecode).
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "..", "python"))
from actgrad import emit  # noqa: E402

DTYPES = ["f32", "bf16", "f16"]
ELEMENTWISE_SIZES = [("64Ki", 1 << 16), ("1Mi", 1 << 20), ("16Mi", 1 << 24)]

# Elementwise ops: the C interface of every elementwise kernel is
# (x, g, out), whatever the op's operand order is: op, operands, attributes.
HARDSIGMOID = ("hardsigmoid_backward", ["%x", "%g"],
               emit.hardsigmoid_attrs(0.2, 0.5, emit.f32_literal_attr))
HARDTANH = ("hardtanh_backward", ["%g", "%x"],
            [("min", emit.f32_literal_attr(-1.0)), ("max", emit.f32_literal_attr(1.0))])
ELEMENTWISE = {
    "hardsigmoid": HARDSIGMOID,
    "hardtanh": HARDTANH,
    "swish": ("swish_backward", ["%g", "%x"], []),
}

PRELU = [
    # name, src shape, data_format
    ("ncx", [32, 64, 56, 56], "NCX"),
    ("nxc", [32, 56, 56, 64], "NXC"),
]

SOFTMAX = [
    # name, shape, axis
    ("4096x1024", [4096, 1024], -1),
    ("256x32768", [256, 32768], 1),
    ("32x1000x7x7", [32, 1000, 7, 7], 1),
    # A short odd inner extent (13 elements, no whole vector) and a 4-D
    # tensor reduced along its third axis (attention-like, 64 contiguous).
    ("64x512x13", [64, 512, 13], 1),
    ("8x24x128x64", [8, 24, 128, 64], 2),
]

# Softmax and log-softmax backward as front ends write them (torch-mlir's
# decompositions of _softmax_backward_data and _log_softmax_backward_data):
# softmax's cases in the five-generic linalg form.
SOFTMAX_LINALG = [
    ("4096x1024", [4096, 1024], 1),
    ("32x1000x7x7", [32, 1000, 7, 7], 1),
]

# Elementwise gradients as front ends write them (one linalg.generic each; the
# op name's base before the dot selects the reference and the peers):
# torch-mlir's threshold_backward (ReLU backward), PyTorch's hardtanh_backward
# decomposition, and PyTorch's silu_backward decomposition (the sigmoid DAG).
ELEMENTWISE_LINALG = {
    "relu": emit.RELU_BACKWARD_TORCH,
    "hardtanh": emit.HARDTANH_BACKWARD_TORCH,
    "swish": "    %one = arith.constant 1.0 : f32\n" + emit.SILU_BACKWARD_TORCH,
}

# Activation tensors of real models, as PyTorch hands them to the backward
# ops (issue 31): label suffix "@<model>", which `--filter @` selects.
# NCHW, and channels-last (NHWC) where the same activation is stored that way;
# batch 1 to 32. ReLU6 (hardtanh) in MobileNetV2, hardswish/hardsigmoid in
# MobileNetV3 (the squeeze-excite gate is [B, C, 1, 1]), SiLU (swish) in
# EfficientNet; every elementwise op runs on every shape.
MODEL_ELEMENTWISE_SHAPES = [
    ("mnv2", [16, 1280, 7, 7]),
    ("mnv2", [16, 576, 14, 14]),
    ("mnv2", [16, 192, 28, 28]),
    ("mnv2", [8, 32, 112, 112]),
    ("mnv3", [1, 960, 7, 7]),
    ("mnv3", [8, 40, 28, 28]),
    ("mnv3", [32, 576, 1, 1]),
    ("effnet", [8, 1152, 7, 7]),
    ("effnet", [8, 240, 28, 28]),
    ("resnet", [16, 64, 56, 56]),
    ("mnv2_nhwc", [16, 7, 7, 1280]),
    ("mnv2_nhwc", [16, 14, 14, 576]),
    ("mnv3_nhwc", [8, 28, 28, 40]),
]
# ResNet-style PReLU, per channel, NCHW (NCX) and channels-last (NXC).
MODEL_PRELU = [
    ("resnet", [16, 64, 56, 56], "NCX"),
    ("resnet", [8, 256, 14, 14], "NCX"),
    ("resnet", [16, 512, 7, 7], "NCX"),
    ("resnet_nhwc", [16, 56, 56, 64], "NXC"),
    ("resnet_nhwc", [8, 14, 14, 256], "NXC"),
]
# The [B, H, S, S] attention probabilities, softmax over the last axis.
MODEL_SOFTMAX = [
    ("bert", [8, 12, 128, 128]),
    ("vit", [1, 12, 197, 197]),
    ("gpt", [4, 16, 256, 256]),
    ("small", [32, 4, 64, 64]),
]

# The linalg forms are compiled twice: with the default pipeline, which
# raises them to actgrad ops, and with raise-linalg=false.
# The 'converted' groups hold every op x dtype as its op kernel; the build
# lowers them with convert-actgrad-to-linalg first (CMakeLists.txt), so that
# they reach the pipeline in the conversion's own linalg form: raised back
# ('converted'), or not ('converted_unraised', raise-linalg=false).
GROUPS = ["hardsigmoid", "hardtanh", "swish", "chain", "prelu", "softmax",
          "linalg", "linalg_unraised", "converted", "converted_unraised",
          "models_eltwise", "models_prelu", "models_softmax", "models_dynamic"]
CONVERTED_ELEMENTWISE_SIZE = ("64Ki", 1 << 16)
CONVERTED_SOFTMAX = ("4096x1024", [4096, 1024], -1)


def module_text(lines):
    return "\n".join(lines) + "\n"


def op_kernel(name, dtype, inputs, outputs, ops, results):
    """A kernel of actgrad ops on ``dtype``: inputs (memref, tensor, shape),
    outputs (memref, shape), ops (op, operands, attributes, result, operand
    shapes, result shapes). A size None is dynamic."""
    body = ["  " + emit.actgrad_op(op, operands,
                                   [emit.tensor_type(s, dtype) for s in in_shapes],
                                   [emit.tensor_type(s, dtype) for s in out_shapes],
                                   attrs, result)
            for op, operands, attrs, result, in_shapes, out_shapes in ops]
    return module_text(emit.kernel_function(
        name, [(a, v, s, dtype) for a, v, s in inputs],
        [(a, s, dtype) for a, s in outputs], body, results))


def elementwise_fn(name, op, shape, dtype):
    opname, operands, attrs = op
    return op_kernel(name, dtype, [("%a", "%x", shape), ("%b", "%g", shape)],
                     [("%out", shape)],
                     [(opname, operands, attrs, "%0", [shape] * 2, [shape])], ["%0"])


def chain_fn(name, shape, dtype):
    (ht, ht_operands, ht_attrs), (hs, _, hs_attrs) = HARDTANH, HARDSIGMOID
    same = ([shape] * 2, [shape])
    return op_kernel(name, dtype, [("%a", "%x", shape), ("%b", "%g", shape)],
                     [("%out", shape)],
                     [(ht, ht_operands, ht_attrs, "%0") + same,
                      ("swish_backward", ["%0", "%x"], [], "%1") + same,
                      (hs, ["%x", "%1"], hs_attrs, "%2") + same], ["%2"])


def prelu_fn(name, shape, fmt, dtype):
    channels = [shape[1] if fmt == "NCX" else shape[-1]]
    return op_kernel(name, dtype,
                     [("%a", "%x", shape), ("%w", "%s", channels), ("%b", "%g", shape)],
                     [("%out", shape), ("%dw", channels)],
                     [("prelu_backward", ["%x", "%s", "%g"], emit.prelu_attrs(fmt),
                       "%0:2", [shape, channels, shape], [shape, channels])],
                     ["%0#0", "%0#1"])


def softmax_fn(name, shape, axis, dtype):
    return op_kernel(name, dtype, [("%a", "%g", shape), ("%b", "%y", shape)],
                     [("%out", shape)],
                     [("softmax_backward", ["%g", "%y"], emit.softmax_attrs(axis), "%0",
                       [shape] * 2, [shape])], ["%0"])


def softmax_linalg_fn(name, shape, axis, dtype, log=False):
    return module_text(emit.softmax_linalg_kernel(name, shape, axis, dtype, log))


def elementwise_linalg_fn(name, body, n):
    return module_text(emit.elementwise_linalg_kernel(name, body, [n]))


def cases():
    """Yields one dict per case: its group, symbol base name, kind, op, dtype,
    shape, param (softmax axis; PReLU 1 for NCX, 0 for NXC), label, and a
    function emitting its MLIR under a given symbol name."""
    for op, text in ELEMENTWISE.items():
        for tag, n in ELEMENTWISE_SIZES:
            for dt in DTYPES:
                base = f"{op}_{dt}_{tag}"
                yield dict(group=op, base=base, kind="Eltwise", op=op, dtype=dt,
                           shape=[n], param=0, label=tag,
                           emit=lambda name, text=text, n=n, dt=dt: elementwise_fn(
                               name, text, [n], dt))
    for tag, n in ELEMENTWISE_SIZES:
        for dt in DTYPES:
            base = f"chain_{dt}_{tag}"
            yield dict(group="chain", base=base, kind="Chain", op="chain", dtype=dt,
                       shape=[n], param=0, label=tag,
                       emit=lambda name, n=n, dt=dt: chain_fn(name, [n], dt))
    for tag, shape, fmt in PRELU:
        for dt in DTYPES:
            base = f"prelu_{dt}_{tag}"
            yield dict(group="prelu", base=base, kind="PRelu", op="prelu", dtype=dt,
                       shape=shape, param=1 if fmt == "NCX" else 0,
                       label="x".join(map(str, shape)) + " " + fmt,
                       emit=lambda name, shape=shape, fmt=fmt, dt=dt: prelu_fn(
                           name, shape, fmt, dt))
    for tag, shape, axis in SOFTMAX:
        for dt in DTYPES:
            base = f"softmax_{dt}_{tag}"
            yield dict(group="softmax", base=base, kind="Softmax", op="softmax",
                       dtype=dt, shape=shape, param=axis,
                       label=tag + " axis %d" % axis,
                       emit=lambda name, shape=shape, axis=axis, dt=dt: softmax_fn(
                           name, shape, axis, dt))
    for group, form in [("linalg", "linalg"), ("linalg_unraised", "linalg_unraised")]:
        for op, body in ELEMENTWISE_LINALG.items():
            n = 1 << 24
            yield dict(group=group, base=f"{op}_{form}_f32_16Mi", kind="Eltwise",
                       op=f"{op}.{form}", dtype="f32", shape=[n], param=0, label="16Mi",
                       emit=lambda name, body=body, n=n: elementwise_linalg_fn(
                           name, body, n))
        for tag, shape, axis in SOFTMAX_LINALG:
            yield dict(group=group, base=f"softmax_{form}_f32_{tag}", kind="Softmax",
                       op=f"softmax.{form}", dtype="f32", shape=shape, param=axis,
                       label=tag + " axis %d" % axis,
                       emit=lambda name, shape=shape, axis=axis: softmax_linalg_fn(
                           name, shape, axis, "f32"))
    yield from model_cases()
    for group in ["converted", "converted_unraised"]:
        tag, n = CONVERTED_ELEMENTWISE_SIZE
        for op, text in ELEMENTWISE.items():
            for dt in DTYPES:
                yield dict(group=group, base=f"{op}_{group}_{dt}_{tag}",
                           kind="Eltwise", op=f"{op}.{group}", dtype=dt,
                           shape=[n], param=0, label=tag,
                           emit=lambda name, text=text, n=n, dt=dt: elementwise_fn(
                               name, text, [n], dt))
        for ptag, shape, fmt in PRELU:
            for dt in DTYPES:
                yield dict(group=group, base=f"prelu_{group}_{dt}_{ptag}",
                           kind="PRelu", op=f"prelu.{group}", dtype=dt,
                           shape=shape, param=1 if fmt == "NCX" else 0,
                           label="x".join(map(str, shape)) + " " + fmt,
                           emit=lambda name, shape=shape, fmt=fmt, dt=dt: prelu_fn(
                               name, shape, fmt, dt))
        stag, shape, axis = CONVERTED_SOFTMAX
        for dt in DTYPES:
            yield dict(group=group, base=f"softmax_{group}_{dt}_{stag}",
                       kind="Softmax", op=f"softmax.{group}", dtype=dt,
                       shape=shape, param=axis, label=stag + " axis %d" % axis,
                       emit=lambda name, shape=shape, axis=axis, dt=dt: softmax_fn(
                           name, shape, axis, dt))
    # Log-softmax backward is not raised: one group.
    for tag, shape, axis in SOFTMAX_LINALG:
        yield dict(group="linalg", base=f"log_softmax_linalg_f32_{tag}",
                   kind="LogSoftmax", op="log_softmax.linalg", dtype="f32",
                   shape=shape, param=axis, label=tag + " axis %d" % axis,
                   emit=lambda name, shape=shape, axis=axis: softmax_linalg_fn(
                       name, shape, axis, "f32", log=True))


def dynamic_kernel(base, emit_static, rank):
    """The dynamic-shape kernel of a model case: ``base`` names it (one per
    op, element type, rank and attributes, shared by the cases that differ
    only in shape), and ``emit_static`` emits the case's kernel for a given
    shape, here one with every size dynamic."""
    return dict(base=base, emit=lambda name: emit_static(name, [None] * rank))


def model_cases():
    """The real-model cases: a static-shape kernel each, and the
    dynamic-shape kernel (``dynamic``) that the same call would take without
    shape specialization."""
    dt = "f32"
    for op, text in ELEMENTWISE.items():
        for model, shape in MODEL_ELEMENTWISE_SHAPES:
            tag = "x".join(map(str, shape))
            emit_op = (lambda name, shape, text=text: elementwise_fn(
                name, text, shape, dt))
            yield dict(group="models_eltwise", base=f"{op}_{dt}_{tag}_{model}",
                       kind="Eltwise", op=op, dtype=dt, shape=shape, param=0,
                       label=f"{tag}@{model}",
                       emit=lambda name, shape=shape, e=emit_op: e(name, shape),
                       dynamic=dynamic_kernel(f"dyn_{op}_{dt}_r{len(shape)}", emit_op,
                                              len(shape)))
    for model, shape, fmt in MODEL_PRELU:
        tag = "x".join(map(str, shape))
        channels = shape[1] if fmt == "NCX" else shape[-1]

        def emit_prelu(name, s, fmt=fmt, channels=channels):
            # The slope length stays static: a per-channel slope is known
            # from the model, and a dynamic one takes the slower path
            # that chooses the broadcast at run time (docs/Pipeline.md).
            return op_kernel(name, dt, [("%a", "%x", s), ("%w", "%s", [channels]),
                                        ("%b", "%g", s)],
                             [("%out", s), ("%dw", [channels])],
                             [("prelu_backward", ["%x", "%s", "%g"],
                               emit.prelu_attrs(fmt), "%0:2",
                               [s, [channels], s], [s, [channels]])],
                             ["%0#0", "%0#1"])
        yield dict(group="models_prelu", base=f"prelu_{dt}_{tag}_{model}",
                   kind="PRelu", op="prelu", dtype=dt, shape=shape,
                   param=1 if fmt == "NCX" else 0, label=f"{tag}_{fmt}@{model}",
                   emit=lambda name, shape=shape, e=emit_prelu: e(name, shape),
                   dynamic=dynamic_kernel(f"dyn_prelu_{dt}_r{len(shape)}_c{channels}"
                                          f"_{fmt.lower()}", emit_prelu, len(shape)))
    for model, shape in MODEL_SOFTMAX:
        tag = "x".join(map(str, shape))

        def emit_softmax(name, s):
            return softmax_fn(name, s, -1, dt)
        yield dict(group="models_softmax", base=f"softmax_{dt}_{tag}_{model}",
                   kind="Softmax", op="softmax", dtype=dt, shape=shape, param=-1,
                   label=f"{tag}_axis_-1@{model}",
                   emit=lambda name, shape=shape: emit_softmax(name, shape),
                   dynamic=dynamic_kernel(f"dyn_softmax_{dt}_r{len(shape)}_last",
                                          emit_softmax, len(shape)))


def case_id(c):
    """The id actgrad-bench's --list and --filter use (caseId there)."""
    return f"{c['op']}_{c['dtype']}_{c['label'].replace(' ', '_')}"


def ideal_bytes(c):
    """The bytes an ideal kernel moves, as Bench.cpp's idealBytes counts
    them: two inputs read and one output written, and PReLU's slope and
    diff_slope."""
    n = 1
    for d in c["shape"]:
        n *= d
    elements = 3 * n
    if c["kind"] == "PRelu":
        elements += 2 * (c["shape"][1] if c["param"] == 1 else c["shape"][-1])
    return elements * (4 if c["dtype"] == "f32" else 2)


def cases_tsv(all_cases):
    rows = ["id\top\tdtype\tshape\tparam\tbytes"]
    for c in all_cases:
        rows.append("\t".join([case_id(c), c["op"], c["dtype"],
                               "x".join(map(str, c["shape"])), str(c["param"]),
                               str(ideal_bytes(c))]))
    return "\n".join(rows) + "\n"


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out-dir", required=True)
    parser.add_argument("--groups", default=",".join(GROUPS),
                        help="comma-separated groups to emit (default: all)")
    args = parser.parse_args()
    groups = [g for g in args.groups.split(",") if g]
    unknown = sorted(set(groups) - set(GROUPS))
    if unknown or not groups:
        parser.error(f"unknown groups {unknown}; known: {', '.join(GROUPS)}")
    os.makedirs(args.out_dir, exist_ok=True)
    all_cases = [c for c in cases() if c["group"] in groups]
    # A model case's dynamic-shape kernel lives in 'models_dynamic'.
    if any("dynamic" in c for c in all_cases) and "models_dynamic" not in groups:
        parser.error("the models_* groups need models_dynamic too")
    if not all_cases:
        parser.error("the groups named hold no case")

    # The dynamic-shape kernels, one per distinct base name.
    dynamic = {c["dynamic"]["base"]: c["dynamic"] for c in all_cases if "dynamic" in c}
    for variant in ["st", "mt"]:
        for group in groups:
            body = [f"// Generated by gen_kernels.py: the '{group}' kernels of actgrad-bench "
                    f"({'default pipeline' if variant == 'mt' else 'threads=false'}).\n"]
            for c in all_cases:
                if c["group"] == group:
                    body.append(c["emit"](f"ag_{variant}_{c['base']}"))
            if group == "models_dynamic":
                for base, d in dynamic.items():
                    body.append(d["emit"](f"ag_{variant}_{base}"))
            write(os.path.join(args.out_dir, f"{group}_{variant}.mlir"),
                             "\n".join(body))

    decls, rows = [], []
    declared = set()
    for c in all_cases:
        # The build compiles with workspace=true: every kernel takes a
        # trailing workspace and has a <name>_workspace_size query.
        nargs = 5 if c["kind"] == "PRelu" else 3
        params = ", ".join(["void *"] * nargs)
        bases = [c["base"]] + ([c["dynamic"]["base"]] if "dynamic" in c else [])
        for base in bases:
            for variant in ["st", "mt"]:
                name = f'_mlir_ciface_ag_{variant}_{base}'
                if name in declared:
                    continue
                declared.add(name)
                decls.append(f'extern "C" void {name}({params}, void *);')
                decls.append(f'extern "C" int64_t {name}_workspace_size({params});')
        shape = ", ".join(str(d) for d in c["shape"])

        def pointers(base):
            return ["{" + ", ".join(
                f'reinterpret_cast<AnyFn>(&_mlir_ciface_ag_{v}_{base}{suffix})'
                for v in ["st", "mt"]) + "}" for suffix in ["", "_workspace_size"]]
        fns = pointers(c["base"])
        dyn = pointers(c["dynamic"]["base"]) if "dynamic" in c else [
            "{nullptr, nullptr}"] * 2
        rows.append(
            f'    {{CaseKind::{c["kind"]}, "{c["op"]}", DType::{c["dtype"].upper()}, '
            f'"{c["label"]}", {{{shape}}}, {c["param"]}, {fns[0]}, {fns[1]}, '
            f'{dyn[0]}, {dyn[1]}}},')
    text = ("// Generated by gen_kernels.py; included by actgrad-bench.cpp.\n"
            + "\n".join(decls) + "\n\n"
            + "#define ACTGRAD_BENCH_KERNEL_TABLE \\\n"
            + " \\\n".join(rows) + "\n")
    write(os.path.join(args.out_dir, "kernels.inc"), text)
    write(os.path.join(args.out_dir, "cases.tsv"), cases_tsv(all_cases))


if __name__ == "__main__":
    main()
