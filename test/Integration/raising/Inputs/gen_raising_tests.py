#!/usr/bin/python3
"""Generates the execution tests of raise-linalg-to-actgrad (docs/Raising.md).

Each test module holds front-end forms (linalg.generic chains as torch-mlir,
StableHLO/JAX or TF emit them) as functions, and a @main that runs every
function on inputs that include the thresholds and their neighbours, NaN,
+-inf and +-0, then prints each result as the i32 bits of its exact extension
to f32.  The RUN lines compile the same module with raising on (the default)
and off (`raise-linalg=false`).

- mask_forms.mlir (hardtanh, ReLU6, threshold and ReLU backward): the expected
  values are the front end's own semantics, computed here exactly, and both
  runs must print them bit for bit.
- softmax_forms.mlir: results are checked by check_raising.py against an f64
  reference within SEMANTICS.md 3, for the raised and the unraised run; the
  inputs are in `// DATA` lines of the module.

Regenerate rather than edit:
  /usr/bin/python3 gen_raising_tests.py <output dir>
"""

import json
import math
import os
import sys

import numpy as np

RNG = np.random.default_rng(13)

# --- element types -------------------------------------------------------


def to_bits(value, dtype):
    """Bits of `value` (exactly representable) in dtype, as an int."""
    if dtype == "f32":
        return int(np.array(value, np.float32).view(np.uint32))
    if dtype == "f16":
        return int(np.array(value, np.float16).view(np.uint16))
    bits = int(np.array(value, np.float32).view(np.uint32))
    assert bits & 0xFFFF == 0 or math.isnan(value), value
    return bits >> 16


def from_bits(bits, dtype):
    if dtype == "f32":
        return float(np.array(bits, np.uint32).view(np.float32))
    if dtype == "f16":
        return float(np.array(bits, np.uint16).view(np.float16))
    return float(np.array(bits << 16, np.uint32).view(np.float32))


def round_to(value, dtype):
    """RNE of a float to dtype (as a Python float)."""
    if dtype == "f32":
        return float(np.float32(value))
    if dtype == "f16":
        return float(np.float16(value))
    if math.isnan(value) or math.isinf(value):
        return value
    bits = int(np.array(value, np.float32).view(np.uint32))
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return float(np.array(bits, np.uint32).view(np.float32))


def neighbour(value, dtype, up):
    bits = to_bits(value, dtype)
    if value == 0:
        return from_bits(1, dtype) if up else -from_bits(1, dtype)
    if (value > 0) == up:
        bits += 1
    else:
        bits -= 1
    return from_bits(bits, dtype)


WIDTH = {"f32": 8, "f16": 4, "bf16": 4}
NAN = float("nan")
INF = float("inf")


def literal(value, dtype):
    return "0x%0*X" % (WIDTH[dtype], to_bits(value, dtype))


def dense(values, dtype, shape):
    flat = [literal(v, dtype) for v in values]

    def nest(items, dims):
        if len(dims) == 1:
            return "[" + ", ".join(items) + "]"
        step = len(items) // dims[0]
        return "[" + ", ".join(
            nest(items[i * step:(i + 1) * step], dims[1:])
            for i in range(dims[0])) + "]"

    return "dense<%s> : %s" % (nest(flat, shape), ttype(shape, dtype))


def ttype(shape, dtype):
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), dtype)


def ext_bits(value):
    """Signed i32 of the f32 extension, as printMemrefI32 prints it."""
    bits = int(np.array(value, np.float32).view(np.uint32))
    return bits - (1 << 32) if bits >= 1 << 31 else bits


# --- mask forms --------------------------------------------------------------

ORDERED = {"olt", "ole", "ogt", "oge", "oeq", "one"}


def compare(pred, a, b):
    if math.isnan(a) or math.isnan(b):
        return pred not in ORDERED
    op = pred[1:]
    return {"lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b,
            "eq": a == b, "ne": a != b}[op]


class MaskForm:
    """select(combine(cmp(x, c)...), g, 0) or select(..., 0, g).

    terms: [(pred, constant, constant_on_left)]; combine: "or" / "and";
    zero_when_true: the select gives 0 where the condition holds.
    mode: "native" compares and selects in the element type; "ext" extends
    to f32, compares with f32 constants, selects in f32 and truncates;
    "split" is "native" with the mask in a generic of its own (tensor<i1>).
    """

    def __init__(self, name, origin, terms, combine, zero_when_true, mode):
        self.name, self.origin, self.terms = name, origin, terms
        self.combine, self.zero_when_true, self.mode = combine, zero_when_true, mode

    def condition(self, x, dtype):
        # The constants as the compare's type holds them.
        ct = "f32" if self.mode == "ext" else dtype
        results = []
        for pred, c, left in self.terms:
            c = round_to(c, ct)
            results.append(compare(pred, c, x) if left else compare(pred, x, c))
        return any(results) if self.combine == "or" else all(results)

    def expected(self, g, x, dtype):
        return 0.0 if self.condition(x, dtype) == self.zero_when_true else g

    def constants(self):
        return [c for _, c, _ in self.terms]

    def function(self, fname, dtype, shape):
        rank = len(shape)
        dims = ", ".join("d%d" % i for i in range(rank))
        idm = "affine_map<(%s) -> (%s)>" % (dims, dims)
        iters = ", ".join(['"parallel"'] * rank)
        t = ttype(shape, dtype)
        ct = "f32" if self.mode == "ext" else dtype
        lines = ["func.func @%s(%%g: %s, %%x: %s) -> %s {" % (fname, t, t, t)]
        lines.append("  %%e = tensor.empty() : %s" % t)

        def cond_body(xv, indent):
            out = []
            names = []
            for i, (pred, c, left) in enumerate(self.terms):
                out.append("%s%%c%d = arith.constant %s : %s" % (
                    indent, i, literal(c, ct), ct))
                lhs, rhs = ("%%c%d" % i, xv) if left else (xv, "%%c%d" % i)
                out.append("%s%%p%d = arith.cmpf %s, %s, %s : %s" % (
                    indent, i, pred, lhs, rhs, ct))
                names.append("%%p%d" % i)
            acc = names[0]
            for i, n in enumerate(names[1:]):
                out.append("%s%%q%d = arith.%si %s, %s : i1" % (
                    indent, i, "or" if self.combine == "or" else "and", acc, n))
                acc = "%%q%d" % i
            return out, acc

        if self.mode == "split":
            mt = ttype(shape, "i1")
            lines.append("  %%em = tensor.empty() : %s" % mt)
            lines.append(
                "  %%mask = linalg.generic {indexing_maps = [%s, %s], "
                "iterator_types = [%s]} ins(%%x : %s) outs(%%em : %s) {" % (
                    idm, idm, iters, t, mt))
            lines.append("  ^bb0(%%b: %s, %%o: i1):" % dtype)
            body, acc = cond_body("%b", "    ")
            lines += body
            lines.append("    linalg.yield %s : i1" % acc)
            lines.append("  } -> %s" % mt)
            lines.append(
                "  %%r = linalg.generic {indexing_maps = [%s, %s, %s], "
                "iterator_types = [%s]} ins(%%mask, %%g : %s, %s) outs(%%e : %s) {" % (
                    idm, idm, idm, iters, mt, t, t))
            lines.append("  ^bb0(%%m: i1, %%a: %s, %%o: %s):" % (dtype, dtype))
            lines.append("    %%zero = arith.constant 0.0 : %s" % dtype)
            sel = ("%zero, %a" if self.zero_when_true else "%a, %zero")
            lines.append("    %%s = arith.select %%m, %s : %s" % (sel, dtype))
            lines.append("    linalg.yield %%s : %s" % dtype)
            lines.append("  } -> %s" % t)
        else:
            lines.append(
                "  %%r = linalg.generic {indexing_maps = [%s, %s, %s], "
                "iterator_types = [%s]} ins(%%g, %%x : %s, %s) outs(%%e : %s) {" % (
                    idm, idm, idm, iters, t, t, t))
            lines.append("  ^bb0(%%a: %s, %%b: %s, %%o: %s):" % (dtype, dtype, dtype))
            xv, gv = "%b", "%a"
            if self.mode == "ext" and dtype != "f32":
                lines.append("    %%bf = arith.extf %%b : %s to f32" % dtype)
                lines.append("    %%af = arith.extf %%a : %s to f32" % dtype)
                xv, gv = "%bf", "%af"
            body, acc = cond_body(xv, "    ")
            lines += body
            lines.append("    %%zero = arith.constant 0.0 : %s" % ct)
            sel = ("%%zero, %s" % gv) if self.zero_when_true else ("%s, %%zero" % gv)
            lines.append("    %%s = arith.select %s, %s : %s" % (acc, sel, ct))
            res = "%s"
            if ct != dtype:
                lines.append("    %%st = arith.truncf %%s : f32 to %s" % dtype)
                res = "%st"
            lines.append("    linalg.yield %s : %s" % (res, dtype))
            lines.append("  } -> %s" % t)
        lines.append("  return %%r : %s" % t)
        lines.append("}")
        return "\n".join(lines)


MASK_FORMS = [
    MaskForm("pytorch_hardtanh", "PyTorch decomposition of hardtanh_backward "
             "(x <= min || x >= max ? 0 : g, ordered: NaN x passes g)",
             [("ole", -1.0, False), ("oge", 1.0, False)], "or", True, "ext"),
    MaskForm("torch_mlir_hardtanh", "torch-mlir TorchToLinalg hardtanh_backward "
             "(x ult min || x ugt max ? 0 : g: bounds pass g, NaN x gives 0), "
             "mask generic of i1",
             [("ult", -1.0, False), ("ugt", 6.0, False)], "or", True, "split"),
    MaskForm("strict_select", "StableHLO/JAX select(min < x & x < max, g, 0), "
             "constants on the left",
             [("olt", -2.0, True), ("ogt", 2.0, True)], "and", False, "native"),
    MaskForm("relu6_unordered", "ReLU6 backward with unordered compares "
             "(NaN x gives 0)",
             [("ule", 0.0, False), ("uge", 6.0, False)], "or", True, "native"),
    MaskForm("threshold_backward", "torch-mlir threshold_backward "
             "(x ule t ? 0 : g), threshold 0.1 not representable in f16/bf16",
             [("ule", 0.1, False)], "or", True, "ext"),
    MaskForm("relu_ogt", "ReLU backward x > 0 ? g : 0 (TF ReluGrad; NaN x "
             "gives 0, +inf passes g)",
             [("ogt", 0.0, False)], "or", False, "native"),
    MaskForm("relu_ugt", "ReLU backward with ugt (NaN x passes g)",
             [("ugt", 0.0, False)], "or", False, "split"),
    MaskForm("upper_only", "x >= 2 ? 0 : g (one-sided below: -inf passes g)",
             [("oge", 2.0, False)], "or", True, "native"),
]


def mask_inputs(form, dtype, n):
    xs = [0.0, -0.0, NAN, INF, -INF, from_bits(1, dtype), -from_bits(1, dtype)]
    for c in form.constants():
        ct = "f32" if form.mode == "ext" else dtype
        c = round_to(round_to(c, ct), dtype)
        xs += [c, neighbour(c, dtype, True), neighbour(c, dtype, False)]
    while len(xs) < n:
        xs.append(round_to(RNG.uniform(-8, 8), dtype))
    xs = xs[:n]
    RNG.shuffle(xs)
    gs = []
    for i in range(n):
        if i % 11 == 3:
            gs.append(NAN)
        elif i % 11 == 7:
            gs.append(INF if i % 2 else -INF)
        elif i % 13 == 5:
            gs.append(-0.0)
        else:
            gs.append(round_to(RNG.uniform(-4, 4), dtype) or 1.0)
    return gs, xs


PRINT_DECL = ("func.func private @printMemrefI32(memref<*xi32>) "
              "attributes {llvm.emit_c_interface}")


def print_block(value, dtype, shape, k):
    """Prints `value` (tensor of dtype) as i32 bits of its f32 extension."""
    rank = len(shape)
    dims = ", ".join("d%d" % i for i in range(rank))
    idm = "affine_map<(%s) -> (%s)>" % (dims, dims)
    iters = ", ".join(['"parallel"'] * rank)
    it = ttype(shape, "i32")
    mt = "memref<%sxi32>" % "x".join(str(d) for d in shape)
    out = ["  %%pe%d = tensor.empty() : %s" % (k, it),
           "  %%pb%d = linalg.generic {indexing_maps = [%s, %s], iterator_types = [%s]} "
           "ins(%s : %s) outs(%%pe%d : %s) {" % (
               k, idm, idm, iters, value, ttype(shape, dtype), k, it),
           "  ^bb0(%%in%d: %s, %%out%d: i32):" % (k, dtype, k)]
    v = "%%in%d" % k
    if dtype != "f32":
        out.append("    %%ex%d = arith.extf %%in%d : %s to f32" % (k, k, dtype))
        v = "%%ex%d" % k
    out += ["    %%bc%d = arith.bitcast %s : f32 to i32" % (k, v),
            "    linalg.yield %%bc%d : i32" % k,
            "  } -> %s" % it,
            "  %%pm%d = bufferization.to_buffer %%pb%d : %s to %s" % (k, k, it, mt),
            "  %%pu%d = memref.cast %%pm%d : %s to memref<*xi32>" % (k, k, mt),
            "  call @printMemrefI32(%%pu%d) : (memref<*xi32>) -> ()" % k]
    return out


def check_lines(values, shape):
    line = "// CHECK: rank = %d offset = 0 sizes = [%s] strides = [%s] data =" % (
        len(shape), ", ".join(str(d) for d in shape),
        ", ".join(str(int(np.prod(shape[i + 1:]))) for i in range(len(shape))))
    flat = []
    for v in values:
        if math.isnan(v):
            flat.append("{{2143289344|-4194304|%d}}" % ext_bits(v))
        else:
            flat.append(str(ext_bits(v)))
    if len(shape) == 1:
        body = "[" + ", ".join(flat) + "]"
        return [line, "// CHECK-NEXT: " + body]
    step = shape[-1]
    rows = [", ".join(flat[i * step:(i + 1) * step])
            for i in range(len(flat) // step)]
    out = [line]
    for i, r in enumerate(rows):
        prefix = "{{\\[\\[}}" if i == 0 else "["
        suffix = "]]" if i == len(rows) - 1 else "],"
        out.append("// CHECK-NEXT: %s%s%s" % (prefix, r, suffix))
    return out


RUN_HEADER = """// RUN: actgrad-opt %s --actgrad-to-llvm | \\
// RUN:   mlir-runner -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs | \\
// RUN:   FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm="tile-elements=5 vector-width=4" | \\
// RUN:   mlir-runner -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs | \\
// RUN:   FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm=raise-linalg=false | \\
// RUN:   mlir-runner -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs | \\
// RUN:   FileCheck %s
// RUN: actgrad-opt %s --raise-linalg-to-actgrad | FileCheck %s --check-prefix=RAISED
"""


def gen_masks(path):
    out = [RUN_HEADER, """//
// Execution test of raise-linalg-to-actgrad on compare/select forms
// (docs/Raising.md): every function is a front-end form, run with raising on
// (twice: default tiles and small tiles and vectors) and off, on the same
// inputs: the bounds and their neighbours in the element type, +-0, NaN,
// +-inf and the smallest subnormals, with NaN, +-inf and -0 gradients. The
// expected values are the front end's own semantics, bit for bit (NaN x and
// x = +-inf included). The RAISED run checks that every function is raised.
//
// Generated by Inputs/gen_raising_tests.py; regenerate rather than edit.
""", PRINT_DECL, ""]
    main = ["func.func @main() {"]
    raised_checks = []
    k = 0
    for form in MASK_FORMS:
        for dtype, shape in (("f32", [4, 8]), ("f16", [32]), ("bf16", [2, 16])):
            fname = "%s_%s" % (form.name, dtype)
            n = int(np.prod(shape))
            out.append("// %s, %s." % (form.origin, dtype))
            out.append(form.function(fname, dtype, shape))
            out.append("")
            raised_checks.append("// RAISED-LABEL: func.func @%s(" % fname)
            raised_checks.append("// RAISED: actgrad.hardtanh_backward")
            gs, xs = mask_inputs(form, dtype, n)
            t = ttype(shape, dtype)
            main.append("  %%g%d = arith.constant %s" % (k, dense(gs, dtype, shape)))
            main.append("  %%x%d = arith.constant %s" % (k, dense(xs, dtype, shape)))
            main.append("  %%r%d = call @%s(%%g%d, %%x%d) : (%s, %s) -> %s" % (
                k, fname, k, k, t, t, t))
            main += print_block("%%r%d" % k, dtype, shape, k)
            main += ["  " + c for c in check_lines(
                [form.expected(g, x, dtype) for g, x in zip(gs, xs)], shape)]
            k += 1
    main.append("  return")
    main.append("}")
    out += main
    out.append("")
    out += raised_checks
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..")
    gen_masks(os.path.join(outdir, "mask_forms.mlir"))
