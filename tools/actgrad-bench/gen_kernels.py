#!/usr/bin/python3
"""Generates the kernels that actgrad-bench times, and the C++ table naming them.

Every case is one destination-style function: its inputs arrive as memrefs
that `bufferization.to_tensor ... restrict` turns into tensors, and its
results are written with `bufferization.materialize_in_destination` into
caller-owned memrefs, so the compiled kernel allocates nothing: scratch
space is on the stack or, compiled with `workspace=true`, in a workspace
the caller allocates after asking `<name>_workspace_size`.

Usage:
  gen_kernels.py --out-dir DIR
writes, for every group in GROUPS, DIR/<group>_st.mlir and DIR/<group>_mt.mlir
(one module per group with every size and element type of that group; the
build compiles `_st` with `threads=false` and `_mt` with the default pipeline,
and the prefixes `ag_st_` / `ag_mt_` keep their symbols apart), and
DIR/kernels.inc, the table actgrad-bench.cpp includes.
"""

import argparse
import os

DTYPES = ["f32", "bf16", "f16"]
ELEMENTWISE_SIZES = [("64Ki", 1 << 16), ("1Mi", 1 << 20), ("16Mi", 1 << 24)]

# Elementwise ops: the C interface of every elementwise kernel is
# (x, g, out), whatever the op's operand order is.
ELEMENTWISE = {
    "hardsigmoid": "actgrad.hardsigmoid_backward %x, %g "
    "{alpha = 0.2 : f32, beta = 0.5 : f32}",
    "hardtanh": "actgrad.hardtanh_backward %g, %x "
    "{min = -1.0 : f32, max = 1.0 : f32}",
    "swish": "actgrad.swish_backward %g, %x",
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
    "relu": """\
    %zero = arith.constant 0.0 : f32
    %p0 = arith.cmpf ule, %b, %zero : f32
    %r = arith.select %p0, %zero, %a : f32""",
    "hardtanh": """\
    %lo = arith.constant -1.0 : f32
    %hi = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %p0 = arith.cmpf ole, %b, %lo : f32
    %p1 = arith.cmpf oge, %b, %hi : f32
    %q0 = arith.ori %p0, %p1 : i1
    %r = arith.select %q0, %zero, %a : f32""",
    "swish": """\
    %one = arith.constant 1.0 : f32
    %nb = arith.negf %b : f32
    %ex = math.exp %nb : f32
    %den = arith.addf %ex, %one : f32
    %s = arith.divf %one, %den : f32
    %oms = arith.subf %one, %s : f32
    %xo = arith.mulf %b, %oms : f32
    %t = arith.addf %one, %xo : f32
    %gs = arith.mulf %a, %s : f32
    %r = arith.mulf %gs, %t : f32""",
}

# The linalg forms are compiled twice: with the default pipeline, which
# raises them to actgrad ops, and with raise-linalg=false.
GROUPS = ["hardsigmoid", "hardtanh", "swish", "chain", "prelu", "softmax",
          "linalg", "linalg_unraised"]


def ty(kind, shape, dtype):
    return "%s<%sx%s>" % (kind, "x".join(str(d) for d in shape), dtype)


def elementwise_fn(name, op, shape, dtype):
    m, t = ty("memref", shape, dtype), ty("tensor", shape, dtype)
    return f"""\
func.func @{name}(%a: {m}, %b: {m}, %out: {m}) attributes {{llvm.emit_c_interface}} {{
  %x = bufferization.to_tensor %a restrict : {m} to {t}
  %g = bufferization.to_tensor %b restrict : {m} to {t}
  %0 = {op} : ({t}, {t}) -> {t}
  bufferization.materialize_in_destination %0 in restrict writable %out : ({t}, {m}) -> ()
  return
}}
"""


def chain_fn(name, shape, dtype):
    m, t = ty("memref", shape, dtype), ty("tensor", shape, dtype)
    return f"""\
func.func @{name}(%a: {m}, %b: {m}, %out: {m}) attributes {{llvm.emit_c_interface}} {{
  %x = bufferization.to_tensor %a restrict : {m} to {t}
  %g = bufferization.to_tensor %b restrict : {m} to {t}
  %0 = actgrad.hardtanh_backward %g, %x {{min = -1.0 : f32, max = 1.0 : f32}} : ({t}, {t}) -> {t}
  %1 = actgrad.swish_backward %0, %x : ({t}, {t}) -> {t}
  %2 = actgrad.hardsigmoid_backward %x, %1 {{alpha = 0.2 : f32, beta = 0.5 : f32}} : ({t}, {t}) -> {t}
  bufferization.materialize_in_destination %2 in restrict writable %out : ({t}, {m}) -> ()
  return
}}
"""


def prelu_fn(name, shape, fmt, dtype):
    channels = shape[1] if fmt == "NCX" else shape[-1]
    m, t = ty("memref", shape, dtype), ty("tensor", shape, dtype)
    ms, ts = ty("memref", [channels], dtype), ty("tensor", [channels], dtype)
    return f"""\
func.func @{name}(%a: {m}, %w: {ms}, %b: {m}, %out: {m}, %dw: {ms}) attributes {{llvm.emit_c_interface}} {{
  %x = bufferization.to_tensor %a restrict : {m} to {t}
  %s = bufferization.to_tensor %w restrict : {ms} to {ts}
  %g = bufferization.to_tensor %b restrict : {m} to {t}
  %0:2 = actgrad.prelu_backward %x, %s, %g {{data_format = "{fmt}"}} : ({t}, {ts}, {t}) -> ({t}, {ts})
  bufferization.materialize_in_destination %0#0 in restrict writable %out : ({t}, {m}) -> ()
  bufferization.materialize_in_destination %0#1 in restrict writable %dw : ({ts}, {ms}) -> ()
  return
}}
"""


def softmax_fn(name, shape, axis, dtype):
    m, t = ty("memref", shape, dtype), ty("tensor", shape, dtype)
    return f"""\
func.func @{name}(%a: {m}, %b: {m}, %out: {m}) attributes {{llvm.emit_c_interface}} {{
  %g = bufferization.to_tensor %a restrict : {m} to {t}
  %y = bufferization.to_tensor %b restrict : {m} to {t}
  %0 = actgrad.softmax_backward %g, %y {{axis = {axis} : i64}} : ({t}, {t}) -> {t}
  bufferization.materialize_in_destination %0 in restrict writable %out : ({t}, {m}) -> ()
  return
}}
"""


def softmax_linalg_fn(name, shape, axis, dtype, log=False):
    """Softmax backward: mul; zero fill; add-reduction into a keep-dim
    tensor; broadcast generic; mul; sub. Log-softmax backward (`log`): zero
    fill; add-reduction of g; broadcast generic; exp of y; mul; sub."""
    m, t = ty("memref", shape, dtype), ty("tensor", shape, dtype)
    kshape = [1 if i == axis else d for i, d in enumerate(shape)]
    tk = ty("tensor", kshape, dtype)
    rank = len(shape)
    dims = ", ".join(f"d{i}" for i in range(rank))
    ident = f"affine_map<({dims}) -> ({dims})>"
    keep = "affine_map<(%s) -> (%s)>" % (dims, ", ".join(
        "0" if i == axis else f"d{i}" for i in range(rank)))
    par = ", ".join(['"parallel"'] * rank)
    red = ", ".join('"reduction"' if i == axis else '"parallel"' for i in range(rank))

    def binary(result, op, a, b):
        return f"""\
  {result} = linalg.generic {{indexing_maps = [{ident}, {ident}, {ident}], iterator_types = [{par}]}}
      ins({a}, {b} : {t}, {t}) outs(%e : {t}) {{
  ^bb0(%l: {dtype}, %r: {dtype}, %o: {dtype}):
    %v = arith.{op} %l, %r : {dtype}
    linalg.yield %v : {dtype}
  }} -> {t}
"""
    exp_y = f"""\
  %ey = linalg.generic {{indexing_maps = [{ident}, {ident}], iterator_types = [{par}]}}
      ins(%y : {t}) outs(%e : {t}) {{
  ^bb0(%l: {dtype}, %o: {dtype}):
    %v = math.exp %l : {dtype}
    linalg.yield %v : {dtype}
  }} -> {t}
"""
    return f"""\
func.func @{name}(%a: {m}, %b: {m}, %out: {m}) attributes {{llvm.emit_c_interface}} {{
  %g = bufferization.to_tensor %a restrict : {m} to {t}
  %y = bufferization.to_tensor %b restrict : {m} to {t}
  %e = tensor.empty() : {t}
{exp_y if log else binary("%gy", "mulf", "%g", "%y")}\
  %zero = arith.constant 0.0 : {dtype}
  %ek = tensor.empty() : {tk}
  %z = linalg.fill ins(%zero : {dtype}) outs(%ek : {tk}) -> {tk}
  %s = linalg.generic {{indexing_maps = [{ident}, {keep}], iterator_types = [{red}]}}
      ins({"%g" if log else "%gy"} : {t}) outs(%z : {tk}) {{
  ^bb0(%l: {dtype}, %o: {dtype}):
    %v = arith.addf %l, %o : {dtype}
    linalg.yield %v : {dtype}
  }} -> {tk}
  %bc = linalg.generic {{indexing_maps = [{keep}, {ident}], iterator_types = [{par}]}}
      ins(%s : {tk}) outs(%e : {t}) {{
  ^bb0(%l: {dtype}, %o: {dtype}):
    linalg.yield %l : {dtype}
  }} -> {t}
{binary("%ys", "mulf", "%ey" if log else "%y", "%bc")}\
{binary("%r", "subf", "%g" if log else "%gy", "%ys")}\
  bufferization.materialize_in_destination %r in restrict writable %out : ({t}, {m}) -> ()
  return
}}
"""


def elementwise_linalg_fn(name, body, n):
    m, t = ty("memref", [n], "f32"), ty("tensor", [n], "f32")
    ident = "affine_map<(d0) -> (d0)>"
    return f"""\
func.func @{name}(%xm: {m}, %gm: {m}, %out: {m}) attributes {{llvm.emit_c_interface}} {{
  %x = bufferization.to_tensor %xm restrict : {m} to {t}
  %g = bufferization.to_tensor %gm restrict : {m} to {t}
  %e = tensor.empty() : {t}
  %res = linalg.generic {{indexing_maps = [{ident}, {ident}, {ident}], iterator_types = ["parallel"]}}
      ins(%g, %x : {t}, {t}) outs(%e : {t}) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
{body}
    linalg.yield %r : f32
  }} -> {t}
  bufferization.materialize_in_destination %res in restrict writable %out : ({t}, {m}) -> ()
  return
}}
"""


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
    # Log-softmax backward is not raised: one group.
    for tag, shape, axis in SOFTMAX_LINALG:
        yield dict(group="linalg", base=f"log_softmax_linalg_f32_{tag}",
                   kind="LogSoftmax", op="log_softmax.linalg", dtype="f32",
                   shape=shape, param=axis, label=tag + " axis %d" % axis,
                   emit=lambda name, shape=shape, axis=axis: softmax_linalg_fn(
                       name, shape, axis, "f32", log=True))


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out-dir", required=True)
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    all_cases = list(cases())

    for variant in ["st", "mt"]:
        for group in GROUPS:
            body = [f"// Generated by gen_kernels.py: the '{group}' kernels of actgrad-bench "
                    f"({'default pipeline' if variant == 'mt' else 'threads=false'}).\n"]
            for c in all_cases:
                if c["group"] == group:
                    body.append(c["emit"](f"ag_{variant}_{c['base']}"))
            write(os.path.join(args.out_dir, f"{group}_{variant}.mlir"),
                             "\n".join(body))

    decls, rows = [], []
    for c in all_cases:
        # The build compiles with workspace=true: every kernel takes a
        # trailing workspace and has a <name>_workspace_size query.
        nargs = 5 if c["kind"] == "PRelu" else 3
        params = ", ".join(["void *"] * nargs)
        for variant in ["st", "mt"]:
            name = f'_mlir_ciface_ag_{variant}_{c["base"]}'
            decls.append(f'extern "C" void {name}({params}, void *);')
            decls.append(f'extern "C" int64_t {name}_workspace_size({params});')
        shape = ", ".join(str(d) for d in c["shape"])
        fns = ["{" + ", ".join(
            f'reinterpret_cast<AnyFn>(&_mlir_ciface_ag_{v}_{c["base"]}{suffix})'
            for v in ["st", "mt"]) + "}" for suffix in ["", "_workspace_size"]]
        rows.append(
            f'    {{CaseKind::{c["kind"]}, "{c["op"]}", DType::{c["dtype"].upper()}, '
            f'"{c["label"]}", {{{shape}}}, {c["param"]}, {fns[0]}, {fns[1]}}},')
    text = ("// Generated by gen_kernels.py; included by actgrad-bench.cpp.\n"
            + "\n".join(decls) + "\n\n"
            + "#define ACTGRAD_BENCH_KERNEL_TABLE \\\n"
            + " \\\n".join(rows) + "\n")
    write(os.path.join(args.out_dir, "kernels.inc"), text)


if __name__ == "__main__":
    main()
