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

reshape_forms.mlir (forms joined by unit reshapes) has a generator of its
own, gen_reshape_forms.py, which imports this one.

Regenerate rather than edit:
  /usr/bin/python3 gen_raising_tests.py <output dir>
"""

import json
import math
from fractions import Fraction
import os
import sys

import numpy as np

RNG = np.random.default_rng(13)
# The forms added for issue 30 draw from their own generator, so that the
# inputs of the older forms (and their generated files) stay as they were.
RNG_LATER = np.random.default_rng(30)

# --- element types -------------------------------------------------------


# The formats and rounding live in test/Reference/actgrad_reference.py.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "Reference"))
import actgrad_reference as ref  # noqa: E402

# The MLIR text comes from actgrad.emit (python/ of the source tree).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "..", "python"))
from actgrad import emit  # noqa: E402


def to_bits(value, dtype):
    """Bits of `value` (exactly representable) in dtype, as an int."""
    fmt = ref.FORMATS[dtype]
    assert ref.representable(value, fmt), (value, dtype)
    return int(ref.to_bits(fmt, value))


def from_bits(bits, dtype):
    return float(ref.from_bits(ref.FORMATS[dtype], bits))


def round_to(value, dtype):
    """RNE of a float to dtype (as a Python float)."""
    return float(ref.round_to(ref.FORMATS[dtype], value))


def neighbour(value, dtype, up):
    return ref.neighbours(ref.FORMATS[dtype], value, 1)[2 if up else 0]


NAN = float("nan")
INF = float("inf")


def literal(value, dtype):
    return emit.hex_literal(to_bits(value, dtype), dtype)


def constant(name, values, dtype, shape):
    """``name = arith.constant dense<...>`` of exact values."""
    return emit.constant(name, "dense<%s>" % emit.nested(
        [literal(v, dtype) for v in values], shape), ttype(shape, dtype))


def ttype(shape, dtype):
    return emit.tensor_type(shape, dtype)


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

    def __init__(self, name, origin, terms, combine, zero_when_true, mode,
                 scale=None):
        self.name, self.origin, self.terms = name, origin, terms
        self.combine, self.zero_when_true, self.mode = combine, zero_when_true, mode
        # hardsigmoid: the passed value is g * scale.
        self.scale = scale
        self.op = "hardtanh_backward" if scale is None else "hardsigmoid_backward"

    def condition(self, x, dtype):
        # The constants as the compare's type holds them.
        ct = "f32" if self.mode == "ext" else dtype
        results = []
        for pred, c, left in self.terms:
            c = round_to(c, ct)
            results.append(compare(pred, c, x) if left else compare(pred, x, c))
        return any(results) if self.combine == "or" else all(results)

    def expected(self, g, x, dtype):
        if self.condition(x, dtype) == self.zero_when_true:
            return 0.0
        if self.scale is None:
            return g
        # The product in the compare's type (exact in f32 for 16-bit
        # constants), rounded to f32 and then to the element type.
        ct = "f32" if self.mode == "ext" else dtype
        return round_to(float(np.float32(g * round_to(self.scale, ct))), dtype)

    def constants(self):
        return [c for _, c, _ in self.terms]

    def function(self, fname, dtype, shape):
        ct = "f32" if self.mode == "ext" else dtype
        terms = [(pred, literal(round_to(c, ct), ct), left)
                 for pred, c, left in self.terms]
        scale = None if self.scale is None else literal(round_to(self.scale, ct), ct)
        return "\n".join(emit.mask_form_function(
            fname, dtype, shape, terms, self.combine, self.zero_when_true, self.mode,
            scale))

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
    MaskForm("pytorch_hardsigmoid", "PyTorch decomposition of "
             "hardsigmoid_backward (-3 < x < 3 ? g * (1/6) : 0)",
             [("ogt", -3.0, False), ("olt", 3.0, False)], "and", False, "ext",
             scale=float(np.float32(1 / 6))),
    MaskForm("tf_hard_sigmoid", "TF hard_sigmoid gradient "
             "(x <= -2.5 || x >= 2.5 ? 0 : 0.2 * g), native compares",
             [("ole", -2.5, False), ("oge", 2.5, False)], "or", True, "native",
             scale=0.2),
]


def mask_inputs(form, dtype, n, rng=None):
    rng = rng or RNG
    xs = [0.0, -0.0, NAN, INF, -INF, from_bits(1, dtype), -from_bits(1, dtype)]
    for c in form.constants():
        ct = "f32" if form.mode == "ext" else dtype
        c = round_to(round_to(c, ct), dtype)
        xs += [c, neighbour(c, dtype, True), neighbour(c, dtype, False)]
        if form.scale is not None:
            for up in (True, False):
                v = c
                for _ in range(3):
                    v = neighbour(v, dtype, up)
                xs.append(v)
    while len(xs) < n:
        xs.append(round_to(rng.uniform(-8, 8), dtype))
    xs = xs[:n]
    rng.shuffle(xs)
    gs = []
    for i in range(n):
        if i % 11 == 3:
            gs.append(NAN)
        elif i % 11 == 7:
            gs.append(INF if i % 2 else -INF)
        elif i % 13 == 5:
            gs.append(-0.0)
        else:
            gs.append(round_to(rng.uniform(-4, 4), dtype) or 1.0)
    return gs, xs


PRINT_DECL = emit.PRINT_I32_DECL


def print_block(value, dtype, shape, k):
    """Prints `value` (tensor of dtype) as i32 bits of its f32 extension."""
    return emit.print_i32_bits(value, shape, dtype, "%%pe%d" % k, "%%pb%d" % k,
                               "%%pm%d" % k, "%%pu%d" % k, arg="%%in%d" % k,
                               out="%%out%d" % k, ext="%%ex%d" % k, bits="%%bc%d" % k)


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


RUN_HEADER = """// RUN: actgrad-opt %s --actgrad-to-llvm -o %t.on.mlir 2> %t.on.err
// RUN: not grep . %t.on.err
// RUN: mlir-runner %t.on.mlir -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs | FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm="tile-elements=5 vector-width=4" | \\
// RUN:   mlir-runner -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs | FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm=raise-linalg=false -o %t.off.mlir 2> %t.off.err
// RUN: not grep . %t.off.err
// RUN: mlir-runner %t.off.mlir -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs | FileCheck %s
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
            raised_checks.append("// RAISED: actgrad.%s" % form.op)
            gs, xs = mask_inputs(form, dtype, n)
            t = ttype(shape, dtype)
            main.append(constant("%%g%d" % k, gs, dtype, shape))
            main.append(constant("%%x%d" % k, xs, dtype, shape))
            main.append(emit.call(fname, ["%%g%d" % k, "%%x%d" % k], [t, t], [t],
                                  "%%r%d" % k))
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


# --- select forms with NaN selects; JAX and TF masks -------------------------

ALPHA_TF = float(np.float32(0.2))


def in_open(x, lo, hi):
    return lo < x < hi


def hardsigmoid_t_passes(x, alpha, beta):
    """0 < fma(alpha, x, beta) < 1 with t rounded once to f32: t > 0 iff the
    exact value is (it is far above the subnormals here), t < 1 iff the
    exact value is below 1 - 2^-25 (a tie rounds to 1, the even value)."""
    if math.isnan(x):
        return None
    if math.isinf(x):
        return False
    t = Fraction(alpha) * Fraction(x) + Fraction(beta)
    return t > 0 and t < 1 - Fraction(1, 1 << 25)


class SelectForm:
    """A select form given as a generic body over %X (x) and %G (g) in the
    compare type (f32, 16-bit values extended; or the element type when
    native) that defines %R; ``expected(g, x)`` is its value, exactly."""

    def __init__(self, name, origin, op, body, expected, constants,
                 native=False, nan_outside=False, scale=None):
        self.name, self.origin, self.op, self.body = name, origin, op, body
        self.expected_fn, self.consts = expected, constants
        self.native, self.nan_outside, self.scale = native, nan_outside, scale
        self.mode = "native" if native else "ext"

    def constants(self):
        return self.consts

    def expected(self, g, x, dtype):
        return self.expected_fn(g, x, dtype)

    def function(self, fname, dtype, shape):
        rank = len(shape)
        t = ttype(shape, dtype)
        ct = dtype if self.native else "f32"
        lines = [emit.tensor_empty("%e", t)]
        lines += emit.generic_head("%r", [emit.identity_map(rank)] * 3,
                                   emit.iterator_types(rank), [("%g", t), ("%x", t)],
                                   ("%e", t), ["%%a: %s" % dtype, "%%b: %s" % dtype,
                                               "%%o: %s" % dtype])
        if ct != dtype:
            lines += ["    %%X = arith.extf %%b : %s to f32" % dtype,
                      "    %%G = arith.extf %%a : %s to f32" % dtype]
        body = self.body.replace("{T}", ct)
        if ct == dtype:
            body = body.replace("%X", "%b").replace("%G", "%a")
        lines += ["    " + l.strip() for l in body.strip().splitlines()]
        res = "%R"
        if ct != dtype:
            lines.append("    %%Rt = arith.truncf %%R : f32 to %s" % dtype)
            res = "%Rt"
            if self.nan_outside:
                lines += ["    %%nan16 = arith.cmpf uno, %%b, %%b : %s" % dtype,
                          "    %%Rs = arith.select %%nan16, %%b, %%Rt : %s" % dtype]
                res = "%Rs"
        elif self.nan_outside:
            lines += ["    %nan16 = arith.cmpf uno, %b, %b : f32",
                      "    %Rs = arith.select %nan16, %b, %R : f32"]
            res = "%Rs"
        lines += ["    linalg.yield %s : %s" % (res, dtype), emit.generic_end(t)]
        return "\n".join(emit.func_lines(fname, [("%g", t), ("%x", t)], lines,
                                         ["%r"], [t]))


RELU6_MASK = """
  %zero = arith.constant 0.0 : {T}
  %six = arith.constant 6.0 : {T}
  %lo = arith.cmpf ogt, %X, %zero : {T}
  %hi = arith.cmpf olt, %X, %six : {T}
  %in = arith.andi %lo, %hi : i1
  %m = arith.select %in, %G, %zero : {T}
"""

SELECT_FORMS = [
    SelectForm("nan_uno_relu6", "ReLU6 mask with the conversion's NaN select "
               "select(x uno x, x, mask) (NaN x gives NaN, no fix-up)",
               "hardtanh_backward", RELU6_MASK + """
  %nan = arith.cmpf uno, %X, %X : {T}
  %R = arith.select %nan, %X, %m : {T}""",
               lambda g, x, dt: NAN if math.isnan(x) else (g if in_open(x, 0, 6) else 0.0),
               [0.0, 6.0]),
    SelectForm("nan_outside_truncf_relu6", "ReLU6 mask in f32, truncated, the NaN "
               "select after the truncation in the element type",
               "hardtanh_backward", RELU6_MASK + """
  %R = arith.select %in, %G, %zero : {T}""",
               lambda g, x, dt: NAN if math.isnan(x) else (g if in_open(x, 0, 6) else 0.0),
               [0.0, 6.0], nan_outside=True),
    SelectForm("nan_une_hardtanh", "PyTorch's x <= -1 || x >= 1 ? 0 : g with the "
               "NaN select written x une x", "hardtanh_backward", """
  %zero = arith.constant 0.0 : {T}
  %lo = arith.constant -1.0 : {T}
  %hi = arith.constant 1.0 : {T}
  %c1 = arith.cmpf ole, %X, %lo : {T}
  %c2 = arith.cmpf oge, %X, %hi : {T}
  %out = arith.ori %c1, %c2 : i1
  %m = arith.select %out, %zero, %G : {T}
  %nan = arith.cmpf une, %X, %X : {T}
  %R = arith.select %nan, %X, %m : {T}""",
               lambda g, x, dt: NAN if math.isnan(x) else (g if in_open(x, -1, 1) else 0.0),
               [-1.0, 1.0]),
    SelectForm("nan_not_equal_relu", "ReLU x > 0 ? g : 0 with the NaN select "
               "written not(x == x) (+inf passes g)", "hardtanh_backward", """
  %zero = arith.constant 0.0 : {T}
  %true = arith.constant true
  %pos = arith.cmpf ogt, %X, %zero : {T}
  %m = arith.select %pos, %G, %zero : {T}
  %eq = arith.cmpf oeq, %X, %X : {T}
  %nan = arith.xori %eq, %true : i1
  %R = arith.select %nan, %X, %m : {T}""",
               lambda g, x, dt: NAN if math.isnan(x) else (g if x > 0 else 0.0),
               [0.0]),
    SelectForm("nan_inside_relu6", "ReLU6 with the NaN select in the masked "
               "branch: select(in, g, select(x uno x, x, 0))", "hardtanh_backward", """
  %zero = arith.constant 0.0 : {T}
  %six = arith.constant 6.0 : {T}
  %lo = arith.cmpf ogt, %X, %zero : {T}
  %hi = arith.cmpf olt, %X, %six : {T}
  %in = arith.andi %lo, %hi : i1
  %nan = arith.cmpf uno, %X, %X : {T}
  %z = arith.select %nan, %X, %zero : {T}
  %R = arith.select %in, %G, %z : {T}""",
               lambda g, x, dt: NAN if math.isnan(x) else (g if in_open(x, 0, 6) else 0.0),
               [0.0, 6.0]),
    SelectForm("nan_unreachable_relu", "ReLU with a NaN select where NaN x never "
               "arrives: x > 0 ? select(x uno x, x, g) : 0 (NaN x gives 0)",
               "hardtanh_backward", """
  %zero = arith.constant 0.0 : {T}
  %pos = arith.cmpf ogt, %X, %zero : {T}
  %nan = arith.cmpf uno, %X, %X : {T}
  %p = arith.select %nan, %X, %G : {T}
  %R = arith.select %pos, %p, %zero : {T}""",
               lambda g, x, dt: 0.0 if math.isnan(x) else (g if x > 0 else 0.0),
               [0.0]),
    SelectForm("jax_relu6", "JAX relu6 custom JVP select((x > 0) & (x < 6), g, 0) "
               "(NaN x gives 0)", "hardtanh_backward", RELU6_MASK + """
  %R = arith.select %in, %G, %zero : {T}""",
               lambda g, x, dt: 0.0 if math.isnan(x) else (g if in_open(x, 0, 6) else 0.0),
               [0.0, 6.0]),
    SelectForm("jax_hard_tanh", "JAX hard_tanh transposed: select(x < -1, 0, "
               "select(x > 1, 0, g)) (+-1 and NaN x pass g)", "hardtanh_backward", """
  %zero = arith.constant 0.0 : {T}
  %one = arith.constant 1.0 : {T}
  %mone = arith.constant -1.0 : {T}
  %gt = arith.cmpf ogt, %X, %one : {T}
  %inner = arith.select %gt, %zero, %G : {T}
  %lt = arith.cmpf olt, %X, %mone : {T}
  %R = arith.select %lt, %zero, %inner : {T}""",
               lambda g, x, dt: g if math.isnan(x) else (0.0 if (x > 1 or x < -1) else g),
               [-1.0, 1.0]),
    SelectForm("tf_relu6_grad", "TF Relu6Grad (tf2xla): select(and(x < 6, x > 0), "
               "g, 0), compares and select in the element type",
               "hardtanh_backward", """
  %zero = arith.constant 0.0 : {T}
  %six = arith.constant 6.0 : {T}
  %lt = arith.cmpf olt, %X, %six : {T}
  %gt = arith.cmpf ogt, %X, %zero : {T}
  %in = arith.andi %lt, %gt : i1
  %R = arith.select %in, %G, %zero : {T}""",
               lambda g, x, dt: 0.0 if math.isnan(x) else (g if in_open(x, 0, 6) else 0.0),
               [0.0, 6.0], native=True),
    SelectForm("hardsigmoid_threshold", "convert-actgrad-to-linalg's hardsigmoid: "
               "0 < fma(0.2, x, 0.5) < 1 ? g * 0.2 : 0, NaN select of t",
               "hardsigmoid_backward", """
  %alpha = arith.constant 0.2 : {T}
  %beta = arith.constant 0.5 : {T}
  %zero = arith.constant 0.0 : {T}
  %one = arith.constant 1.0 : {T}
  %t = math.fma %alpha, %X, %beta : {T}
  %c1 = arith.cmpf ogt, %t, %zero : {T}
  %c2 = arith.cmpf olt, %t, %one : {T}
  %in = arith.andi %c1, %c2 : i1
  %p = arith.mulf %G, %alpha : {T}
  %m = arith.select %in, %p, %zero : {T}
  %nan = arith.cmpf uno, %t, %t : {T}
  %R = arith.select %nan, %t, %m : {T}""",
               lambda g, x, dt: NAN if math.isnan(x) else (
                   round_to(float(np.float32(g * ALPHA_TF)), dt)
                   if hardsigmoid_t_passes(x, ALPHA_TF, 0.5) else 0.0),
               [-2.5, 2.5], scale=ALPHA_TF),
]


def gen_select_forms(path):
    out = [RUN_HEADER, """//
// Execution test of raise-linalg-to-actgrad on select forms with NaN
// selects (the conversion's own form and its variants) and on the masks of
// JAX and TF (docs/Raising.md): raising on (twice) and off, on the bounds and
// their neighbours, +-0, NaN, +-inf and subnormals, with NaN, +-inf and -0
// gradients. Expected: the form's own value, bit for bit.
//
// Generated by Inputs/gen_raising_tests.py; regenerate rather than edit.
""", PRINT_DECL, ""]
    main = ["func.func @main() {"]
    raised_checks = []
    k = 0
    for form in SELECT_FORMS:
        for dtype, shape in (("f32", [4, 8]), ("f16", [32]), ("bf16", [2, 16])):
            fname = "%s_%s" % (form.name, dtype)
            n = int(np.prod(shape))
            out.append("// %s, %s." % (form.origin, dtype))
            out.append(form.function(fname, dtype, shape))
            out.append("")
            raised_checks.append("// RAISED-LABEL: func.func @%s(" % fname)
            raised_checks.append("// RAISED: actgrad.%s" % form.op)
            gs, xs = mask_inputs(form, dtype, n, RNG_LATER)
            t = ttype(shape, dtype)
            main.append(constant("%%g%d" % k, gs, dtype, shape))
            main.append(constant("%%x%d" % k, xs, dtype, shape))
            main.append(emit.call(fname, ["%%g%d" % k, "%%x%d" % k], [t, t], [t],
                                  "%%r%d" % k))
            main += print_block("%%r%d" % k, dtype, shape, k)
            main += ["  " + c for c in check_lines(
                [form.expected(g, x, dtype) for g, x in zip(gs, xs)], shape)]
            k += 1
    main += ["  return", "}"]
    out += main
    out.append("")
    out += raised_checks
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


# --- softmax forms -----------------------------------------------------------


class SoftmaxForm:
    """One front-end softmax_backward chain.

    style: "five" (mul; fill; sum; broadcast generic; mul; sub, as torch-mlir's
    decomposition), "fused" (the product in the sum; y * (g - s) with the
    broadcast in the map) or "fused_sub" (g * y - y * s). keepdim: the sum
    goes into a tensor that keeps the axis with size 1 (read through a map
    that pins it to 0) instead of dropping it. 16-bit inputs are extended to
    f32 and the result truncated once; intermediates are f32.
    """

    def __init__(self, name, origin, style, keepdim):
        self.name, self.origin, self.style, self.keepdim = name, origin, style, keepdim

    def function(self, fname, dtype, shape, axis, dynamic):
        return "\n".join(emit.softmax_backward_function(
            fname, dtype, shape, axis, self.style, self.keepdim, dynamic))

SOFTMAX_CASES = [
    # form, dtype, shape, axis, dynamic
    (SoftmaxForm("five_keepdim", "torch-mlir decomposition of "
                 "_softmax_backward_data: five generics, keep-dim sum", "five", True),
     [("f32", [4, 16], 1, False), ("f16", [8, 4], 0, False),
      ("bf16", [2, 8, 3], 1, False)]),
    (SoftmaxForm("five_dropdim", "five generics, dropped-dim sum", "five", False),
     [("f32", [3, 5, 4], 2, False), ("bf16", [16, 4], 1, True)]),
    (SoftmaxForm("fused", "elementwise-fused y * (g - s), dropped-dim", "fused", False),
     [("f32", [4, 16], 1, True), ("f16", [2, 8, 3, 3], 1, False),
      ("bf16", [32], 0, False)]),
    (SoftmaxForm("fused_sub_keepdim", "fused g * y - y * s, keep-dim",
                 "fused_sub", True),
     [("f32", [2, 8, 3, 3], 1, False), ("f16", [4, 16], 1, True),
      ("bf16", [8, 4], 0, False)]),
    (SoftmaxForm("jax", "JAX softmax custom JVP transposed: "
                 "y * g + y * sum(-(y * g))", "jax", False),
     [("f32", [4, 16], 1, False), ("f16", [8, 4], 0, True),
      ("bf16", [2, 8, 3], 1, False)]),
]
# TF's Softmax gradient, (g - sum(g * y)) * y, is the "fused" style above
# operand for operand.
LATER_FORMS = {"jax", "silu_jax"}


def softmax_inputs(dtype, shape, axis, rng=None):
    rng = rng or RNG
    n = int(np.prod(shape))
    g = rng.uniform(-2, 2, shape)
    y = rng.uniform(0, 1, shape) ** 3
    y = y / y.sum(axis=axis, keepdims=True)
    g = np.vectorize(lambda v: round_to(v, dtype))(g).astype(np.float64)
    y = np.vectorize(lambda v: round_to(v, dtype))(y).astype(np.float64)
    flat_g, flat_y = g.reshape(-1), y.reshape(-1)
    # Non-finite values and zeros in a few slices.
    specials = [(0, "g", NAN), (3, "y", NAN), (5, "g", INF), (7, "g", -0.0),
                (9, "y", -0.0), (11, "y", 0.0)]
    for idx, which, v in specials:
        if idx < n:
            (flat_g if which == "g" else flat_y)[idx] = v
    return list(flat_g), list(flat_y)


def gen_softmax(path):
    out = [RUN_HEADER_SOFTMAX, """//
// Execution test of raise-linalg-to-actgrad on softmax_backward chains
// (docs/Raising.md): f32, f16 and bf16; axes 0, 1, 2; static and dynamic
// shapes; five-generic and fused forms; keep-dim and dropped-dim sums; NaN,
// +inf and +-0 in a few slices. check_raising.py compares every result with
// an f64 reference within SEMANTICS.md 3; the inputs are in the DATA lines.
// softmax_forms_unraised.mlir runs the same module with raising off.
//
// Generated by Inputs/gen_raising_tests.py; regenerate rather than edit.
""", PRINT_DECL, ""]
    main = ["func.func @main() {"]
    raised = []
    k = 0
    for form, cases in SOFTMAX_CASES:
        for dtype, shape, axis, dynamic in cases:
            fname = "%s_%s_axis%d%s" % (form.name, dtype, axis, "_dyn" if dynamic else "")
            out.append("// %s; %s, axis %d." % (form.origin, dtype, axis))
            out.append(form.function(fname, dtype, shape, axis, dynamic))
            out.append("")
            raised.append("// RAISED-LABEL: func.func @%s(" % fname)
            raised.append("// RAISED-NEXT: %%[[R:.+]] = actgrad.softmax_backward %%arg0, %%arg1%s" % (
                " :" if axis == 1 else " {axis = %d : i64}" % axis))
            if form.style in ("five", "fused_sub", "jax"):
                # g*y - y*S: the fix-up for y = +inf (docs/Raising.md).
                raised.append("// RAISED: %[[F:.+]] = linalg.generic {{.+}} ins(%arg0, %arg1, %[[R]] :")
                raised.append("// RAISED: arith.select")
                raised.append("// RAISED: return %[[F]]")
            else:
                raised.append("// RAISED-NEXT: return %[[R]]")
            gs, ys = softmax_inputs(dtype, shape, axis,
                                    RNG_LATER if form.name in LATER_FORMS else RNG)
            st = ttype(shape, dtype)
            dt = emit.dynamic_type(shape, dtype)
            main.append("  // DATA %s" % json.dumps({
                "dtype": dtype, "shape": shape, "axis": axis,
                "g": [to_bits(v, dtype) for v in gs],
                "y": [to_bits(v, dtype) for v in ys]}))
            main.append(constant("%%g%d" % k, gs, dtype, shape))
            main.append(constant("%%y%d" % k, ys, dtype, shape))
            if dynamic:
                main += [
                    emit.tensor_cast("%%gd%d" % k, "%%g%d" % k, st, dt),
                    emit.tensor_cast("%%yd%d" % k, "%%y%d" % k, st, dt),
                    emit.call(fname, ["%%gd%d" % k, "%%yd%d" % k], [dt, dt], [dt],
                              "%%rd%d" % k),
                    emit.tensor_cast("%%r%d" % k, "%%rd%d" % k, dt, st)]
            else:
                main.append(emit.call(fname, ["%%g%d" % k, "%%y%d" % k], [st, st], [st],
                                      "%%r%d" % k))
            main += print_block("%%r%d" % k, dtype, shape, k)
            k += 1
    main += ["  return", "}"]
    out += main
    out.append("")
    out += raised
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


RUN_HEADER_SOFTMAX = """// RUN: actgrad-opt %s --actgrad-to-llvm -o %t.on.mlir 2> %t.on.err
// RUN: not grep . %t.on.err
// RUN: mlir-runner %t.on.mlir -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs > %t.raised
// RUN: %python %S/Inputs/check_raising.py %s %t.raised
// RUN: actgrad-opt %s --actgrad-to-llvm="tile-elements=5 vector-width=4" | \\
// RUN:   mlir-runner -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs > %t.small
// RUN: %python %S/Inputs/check_raising.py %s %t.small
// RUN: actgrad-opt %s --raise-linalg-to-actgrad | FileCheck %s --check-prefix=RAISED
"""


# --- swish forms -------------------------------------------------------------

# Bodies in f32 over %a (g) and %b (x), extended from the element type first;
# {beta} and {mbeta} are the f32 literals of b and -b.
SWISH_FORMS = [
    ("silu_torch", "PyTorch silu_backward decomposition g * s * (1 + x * (1 - s))",
     1.0, emit.SILU_BACKWARD_TORCH),
    ("silu_expanded", "autodiff of x * sigmoid(x): g*s + g*x*s*(1 - s)",
     1.0, emit.SILU_BACKWARD_EXPANDED),
    ("swish_beta", "JAX autodiff of x * sigmoid(b * x), b = 1.5: "
     "g * (s + b*x * s * (1 - s))",
     1.5, emit.SWISH_BACKWARD_JAX),
    ("silu_jax", "JAX silu x * logistic(x) transposed: "
     "g * s + (x * g) * (s * (1 - s))", 1.0, """\
    %nb = arith.negf %b : f32
    %ex = math.exp %nb : f32
    %den = arith.addf %one, %ex : f32
    %s = arith.divf %one, %den : f32
    %gs = arith.mulf %a, %s : f32
    %oms = arith.subf %one, %s : f32
    %k = arith.mulf %s, %oms : f32
    %xg = arith.mulf %b, %a : f32
    %t = arith.mulf %xg, %k : f32
    %r = arith.addf %gs, %t : f32"""),
]


def swish_function(fname, body, beta, dtype, shape):
    return "\n".join(emit.swish_function(fname, body, beta, dtype, shape))


def swish_inputs(dtype, n, rng=None):
    rng = rng or RNG
    xs = [0.0, -0.0, NAN, INF, -INF, 100.0, -100.0, 20.0, -20.0, -1.28125,
          -1.2734375, 88.0, -88.0, -89.0, from_bits(1, dtype)]
    xs = [round_to(v, dtype) for v in xs]
    while len(xs) < n:
        xs.append(round_to(rng.uniform(-10, 10), dtype))
    xs = xs[:n]
    rng.shuffle(xs)
    gs = [NAN if i % 17 == 4 else -0.0 if i % 19 == 6 else
          round_to(rng.uniform(-4, 4), dtype) or 1.0 for i in range(n)]
    return gs, xs


def gen_swish(path):
    out = [RUN_HEADER_SWISH, """//
// Execution test of raise-linalg-to-actgrad on the sigmoid DAGs of swish
// backward (docs/Raising.md): f32, f16 and bf16, beta 1 and 1.5, x = +-0,
// NaN, +-inf, exp overflow and underflow, the root of s'(x). Raised and
// unraised results are checked by check_raising.py against an f64 reference
// within SEMANTICS.md 3; the inputs are in the DATA lines.
//
// Generated by Inputs/gen_raising_tests.py; regenerate rather than edit.
""", PRINT_DECL, ""]
    main = ["func.func @main() {"]
    raised = []
    k = 0
    for name, origin, beta, body in SWISH_FORMS:
        for dtype, shape in (("f32", [4, 16]), ("f16", [64]), ("bf16", [2, 32])):
            fname = "%s_%s" % (name, dtype)
            out.append("// %s, %s." % (origin, dtype))
            out.append(swish_function(fname, body, beta, dtype, shape))
            out.append("")
            raised.append("// RAISED-LABEL: func.func @%s(" % fname)
            raised.append("// RAISED-NEXT: %%[[R:.+]] = actgrad.swish_backward %%arg0, %%arg1%s" % (
                " :" if beta == 1.0 else " {beta = %s : f32}" % ("%e" % beta).replace("e+0", "e+0")))
            raised.append("// RAISED-NEXT: return %[[R]]")
            gs, xs = swish_inputs(dtype, int(np.prod(shape)),
                                  RNG_LATER if name in LATER_FORMS else RNG)
            t = ttype(shape, dtype)
            main.append("  // DATA %s" % json.dumps({
                "op": "swish", "beta": beta, "dtype": dtype, "shape": shape,
                "g": [to_bits(v, dtype) for v in gs],
                "x": [to_bits(v, dtype) for v in xs]}))
            main.append(constant("%%g%d" % k, gs, dtype, shape))
            main.append(constant("%%x%d" % k, xs, dtype, shape))
            main.append(emit.call(fname, ["%%g%d" % k, "%%x%d" % k], [t, t], [t],
                                  "%%r%d" % k))
            main += print_block("%%r%d" % k, dtype, shape, k)
            k += 1
    main += ["  return", "}"]
    out += main
    out.append("")
    out += raised
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


RUN_HEADER_SWISH = """// RUN: actgrad-opt %s --actgrad-to-llvm -o %t.on.mlir 2> %t.on.err
// RUN: not grep . %t.on.err
// RUN: mlir-runner %t.on.mlir -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs > %t.raised
// RUN: %python %S/Inputs/check_raising.py %s %t.raised
// RUN: actgrad-opt %s --actgrad-to-llvm=raise-linalg=false -o %t.off.mlir 2> %t.off.err
// RUN: not grep . %t.off.err
// RUN: mlir-runner %t.off.mlir -e main -entry-point-result=void \\
// RUN:     -shared-libs=%actgrad_jit_libs > %t.unraised
// RUN: %python %S/Inputs/check_raising.py %s %t.unraised
// RUN: actgrad-opt %s --raise-linalg-to-actgrad | FileCheck %s --check-prefix=RAISED
"""


# --- benchmark kernels ---------------------------------------------------------

BENCH_HEADER = """// RUN: actgrad-opt %s --raise-linalg-to-actgrad | FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm -o /dev/null 2> %t.err
// RUN: not grep . %t.err
//
// {what}
// The front-end form of a benchmark case (docs/Raising.md, "Benchmark
// kernels"): time it through --actgrad-to-llvm with raising on (the
// default) and off (raise-linalg=false) beside the actgrad-op form of the
// same case and oneDNN. The RUN lines check that it is raised and compiles
// without a diagnostic.
//
// Generated by ../Inputs/gen_raising_tests.py; regenerate rather than edit.

"""


def gen_bench(outdir):
    os.makedirs(outdir, exist_ok=True)
    sm = SoftmaxForm("five", "", "five", True)
    kernels = [
        ("softmax_backward_4096x1024_five_generics.mlir",
         "softmax backward 4096x1024 f32 axis 1, torch-mlir's five generics.",
         sm.function("softmax_backward_4096x1024", "f32", [4096, 1024], 1, False),
         "// CHECK: actgrad.softmax_backward %arg0, %arg1 : (tensor<4096x1024xf32>"),
        ("softmax_backward_32x1000x7x7_five_generics.mlir",
         "softmax backward 32x1000x7x7 f32 axis 1, torch-mlir's five generics.",
         sm.function("softmax_backward_32x1000x7x7", "f32", [32, 1000, 7, 7], 1, False),
         "// CHECK: actgrad.softmax_backward %arg0, %arg1 : (tensor<32x1000x7x7xf32>"),
        ("relu_backward_16Mi_compare_select.mlir",
         "ReLU backward (torch-mlir threshold_backward, x ule 0 ? 0 : g), 16Mi f32.",
         MaskForm("relu", "", [("ule", 0.0, False)], "or", True, "native").function(
             "relu_backward_16Mi", "f32", [1 << 24]),
         "// CHECK: actgrad.hardtanh_backward %arg0, %arg1 {max = 0x7F800000 : f32, min = 0.000000e+00 : f32}"),
        ("hardtanh_backward_16Mi_compare_select.mlir",
         "hardtanh backward (PyTorch, x <= -1 || x >= 1 ? 0 : g), 16Mi f32.",
         MaskForm("ht", "", [("ole", -1.0, False), ("oge", 1.0, False)], "or",
                  True, "native").function("hardtanh_backward_16Mi", "f32", [1 << 24]),
         "// CHECK: actgrad.hardtanh_backward %arg0, %arg1 {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32}"),
        ("silu_backward_16Mi_sigmoid_dag.mlir",
         "SiLU backward (PyTorch silu_backward decomposition), 16Mi f32.",
         swish_function("silu_backward_16Mi", SWISH_FORMS[0][3], 1.0, "f32", [1 << 24]),
         "// CHECK: actgrad.swish_backward %arg0, %arg1 : (tensor<16777216xf32>"),
    ]
    for name, what, fn, check in kernels:
        with open(os.path.join(outdir, name), "w") as f:
            f.write(BENCH_HEADER.replace("{what}", what) + check + "\n" + fn + "\n")


# --- prelu forms ---------------------------------------------------------------


def prelu_function(fname, dtype, shape, slope_rule, fused, ordered_gt):
    """PyTorch's _prelu_kernel_backward (emit.prelu_backward_function)."""
    lines, wshape = emit.prelu_backward_function(fname, dtype, shape, slope_rule, fused,
                                                 ordered_gt)
    return "\n".join(lines), wshape

PRELU_CASES = [
    # dtype, shape, rule, fused, ordered_gt
    ("f32", [2, 3, 4, 5], "NCX", False, True),
    ("bf16", [2, 3, 4, 5], "NCX", True, True),
    ("f16", [2, 4, 8], "NXC", True, False),
    ("f32", [4, 8], "tensor", True, True),
    ("f32", [2, 4, 8], "tf", False, False),
    ("bf16", [4, 16], "NXC", False, False),
]


def gen_prelu(path):
    out = [RUN_HEADER_SWISH, """//
// Execution test of raise-linalg-to-actgrad on PReLU backward (PyTorch's
// _prelu_kernel_backward: the diff_src select and the diff_slope
// masked-product sum; docs/Raising.md): per channel NCX and NXC, per tensor,
// TF-style slopes; f32, f16, bf16; fused and unfused sums; x = +-0, NaN,
// +-inf. check_raising.py checks diff_src bit for bit against the front end's
// semantics and diff_slope against an f64 reference within SEMANTICS.md 3,
// raised and unraised; the inputs are in the DATA lines.
//
// Generated by Inputs/gen_raising_tests.py; regenerate rather than edit.
""", PRINT_DECL, ""]
    main = ["func.func @main() {"]
    raised = []
    k = 0
    for dtype, shape, rule, fused, ordered_gt in PRELU_CASES:
        fname = "prelu_%s_%s_%s%s" % (rule.lower(), dtype, "fused" if fused else "unfused",
                                      "" if ordered_gt else "_ole")
        fn, wshape = prelu_function(fname, dtype, shape, rule, fused, ordered_gt)
        out.append("// %s slope, %s, %s." % (rule, dtype, "fused" if fused else "unfused"))
        out.append(fn)
        out.append("")
        raised.append("// RAISED-LABEL: func.func @%s(" % fname)
        raised.append("// RAISED: actgrad.prelu_backward")
        n = int(np.prod(shape))
        xs = [0.0, -0.0, NAN, INF, -INF, from_bits(1, dtype), -from_bits(1, dtype)]
        while len(xs) < n:
            xs.append(round_to(RNG.uniform(-4, 4), dtype))
        xs = xs[:n]
        RNG.shuffle(xs)
        gs = [round_to(RNG.uniform(-2, 2), dtype) or 1.0 for _ in range(n)]
        ws = [round_to(RNG.uniform(0, 0.5), dtype) for _ in range(int(np.prod(wshape)))]
        t, tw = ttype(shape, dtype), ttype(wshape, dtype)
        main.append("  // DATA %s" % json.dumps({
            "op": "prelu", "rule": rule, "dtype": dtype, "shape": shape,
            "nan_passes_g": not ordered_gt,
            "g": [to_bits(v, dtype) for v in gs], "x": [to_bits(v, dtype) for v in xs],
            "w": [to_bits(v, dtype) for v in ws]}))
        main.append(constant("%%g%d" % k, gs, dtype, shape))
        main.append(constant("%%x%d" % k, xs, dtype, shape))
        main.append(constant("%%w%d" % k, ws, dtype, wshape))
        main.append(emit.call(fname, ["%%g%d" % k, "%%x%d" % k, "%%w%d" % k], [t, t, tw],
                              [t, tw], "%%r%d:2" % k))
        main += print_block("%%r%d#0" % k, dtype, shape, 2 * k)
        main += print_block("%%r%d#1" % k, dtype, wshape, 2 * k + 1)
        k += 1
    main += ["  return", "}"]
    out += main
    out.append("")
    out += raised
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..")
    gen_masks(os.path.join(outdir, "mask_forms.mlir"))
    gen_softmax(os.path.join(outdir, "softmax_forms.mlir"))
    gen_swish(os.path.join(outdir, "swish_forms.mlir"))
    gen_prelu(os.path.join(outdir, "prelu_forms.mlir"))
    gen_select_forms(os.path.join(outdir, "select_forms.mlir"))
    gen_bench(os.path.join(outdir, "bench"))
