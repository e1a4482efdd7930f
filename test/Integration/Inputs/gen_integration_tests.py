#!/usr/bin/python3
"""Generates the execution tests test/Integration/<op>_backward*.mlir.

Every expected value is computed here from the exact input values, as
SEMANTICS.md section 3 defines the reference: exact rational arithmetic
(Fraction), or 60-digit Decimal for the exponential in swish, rounded once,
to nearest even, to the element type.  Cases are chosen so that any result
the contract allows prints one bit pattern; where the contract allows more
than one (the sign of a zero, NaN payloads, f32 swish within 4 ulp, bf16
subnormal flushing) the CHECK line carries a regex of exactly the allowed
patterns.  The script asserts the properties a case relies on (exactness of
f32 intermediates, distance from rounding midpoints, a visible difference
for the bug a case is meant to catch) and stops if one fails.

Usage: /usr/bin/python3 gen_integration_tests.py [output-dir]  (default: ..)
(needs numpy; /usr/bin/python3 has it)
"""

import math
import os
import struct
import sys
import textwrap
from decimal import localcontext
from fractions import Fraction

import numpy as np

NAN = float("nan")
INF = float("inf")


# ===----------------------------------------------------------------------=== #
# Floating-point formats
# ===----------------------------------------------------------------------=== #


# The formats, exact rounding and exact op formulas live in test/Reference/actgrad_reference.py.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "Reference"))
from actgrad_reference import (  # noqa: E402
    BF16, F16, F32, U, finite, hardsigmoid_classify, hardtanh_exact,
    ieee_sum, isinf, isnan, mul, next_down, next_up, quantum, representable,
    rne, swish_exact, to_decimal)

# The MLIR text comes from actgrad.emit (python/ of the source tree).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "python"))
from actgrad import emit  # noqa: E402


def literal(v, fmt):
    """An MLIR literal that denotes exactly the fmt value v."""
    assert not finite(v) or representable(v, fmt), (v, fmt)
    return emit.float_literal(v, fmt.name)


def attr(v):
    return literal(v, F32) + " : f32"


def f32(x):
    """The f32 value nearest to x (a decimal string, Fraction or float)."""
    return rne(Fraction(x), F32)


# ===----------------------------------------------------------------------=== #
# Expected values and CHECK lines
# ===----------------------------------------------------------------------=== #

NAN_RE = "{{2143289344|-4194304}}"  # 0x7FC00000 / 0xFFC00000, either sign
ZERO = [0, -2147483648]  # +0 / -0: the sign of a zero is never checked


class Any:
    """An expected element that may be any of several values."""

    def __init__(self, values):
        self.values = list(values)


def i32(v):
    return struct.unpack("<i", struct.pack("<f", v))[0]


def token(expected, fmt):
    """The FileCheck pattern for one printed element."""
    values = expected.values if isinstance(expected, Any) else [expected]
    if any(isnan(v) for v in values):
        assert all(isnan(v) for v in values)
        return NAN_RE
    ints = []
    for v in values:
        flush = fmt is BF16 and 0 < abs(v) < 2.0**-126
        for i in (ZERO if v == 0 or flush else []) + ([] if v == 0 else [i32(v)]):
            if i not in ints:
                ints.append(i)
    if len(ints) == 1:
        return str(ints[0])
    return "{{" + "|".join(str(i) for i in ints) + "}}"


def data_lines(tokens, shape):
    """The data lines printMemrefI32 prints, as FileCheck patterns."""
    if not shape:
        return ["[%s]" % tokens[0]]
    if 0 in shape:
        return []
    inner = shape[-1]
    outer = shape[:-1]
    rows = [tokens[i:i + inner] for i in range(0, len(tokens), inner)]
    lines = []
    for r, row in enumerate(rows):
        index = np.unravel_index(r, outer) if outer else ()
        opens = 1
        for j in reversed(range(len(outer))):
            if index[j] != 0:
                break
            opens += 1
        closes = 1
        for j in reversed(range(len(outer))):
            if index[j] != outer[j] - 1:
                break
            closes += 1
        # "[[" would start a FileCheck substitution; spell runs as a regex.
        prefix = "[" if opens == 1 else "{{" + "\\[" * opens + "}}"
        line = prefix + ", ".join(row) + "]" * closes
        if r != len(rows) - 1:
            line += ","
        lines.append(line)
    return lines


def shape_str(shape):
    return "[" + ", ".join(str(d) for d in shape) + "]"


def strides(shape):
    result = []
    stride = 1
    for d in reversed(shape):
        result.append(stride)
        stride *= d
    return list(reversed(result))


# ===----------------------------------------------------------------------=== #
# Module builder
# ===----------------------------------------------------------------------=== #


# The pipeline configurations each test runs under (see Module.write).
PIPELINE_CONFIGS = [
    "--actgrad-to-llvm",
    '--actgrad-to-llvm="tile-elements=5 vector-width=4"',
    '--actgrad-to-llvm="fuse-elementwise=false tile-elements=0 vector-width=0 '
    'approximate-exp=false"',
]


def tensor_type(shape, fmt):
    return emit.tensor_type(shape, fmt.name)


def dense(values, shape, fmt):
    return emit.nested([literal(v, fmt) for v in values], shape)


class Module:
    def __init__(self, path, header, dynamic_header=None, extra_configs=()):
        self.path = path
        self.header = header
        self.configs = PIPELINE_CONFIGS + [c for c, _ in extra_configs]
        self.config_notes = [note for _, note in extra_configs]
        self.helpers = {}  # name -> text
        self.body = []
        self.counter = 0
        # Cases with dynamic shapes go to a file of their own, so that a
        # failure to compile one kind does not hide results of the other.
        self.dyn = Module(path.replace(".mlir", "_dynamic.mlir"),
                          dynamic_header, extra_configs=extra_configs
                          ) if dynamic_header else None

    def fresh(self, base):
        self.counter += 1
        return "%%%s%d" % (base, self.counter)

    def comment(self, text):
        self.body.append("")
        for line in textwrap.wrap(" ".join(text.split()), 76):
            self.body.append("  // " + line)

    def const(self, values, shape, fmt, base="c"):
        assert len(values) == int(np.prod(shape)) if shape else len(values) == 1
        name = self.fresh(base)
        self.body.append(emit.constant(name, "dense<%s>" % dense(values, shape, fmt),
                                       tensor_type(shape, fmt)))
        return name

    def op(self, opname, inputs, props, results, fmt, helper=None):
        """Emits `opname` on `inputs` [(name, static shape, declared shape)].

        `results` is [(static shape, declared shape)].  The op is always
        emitted in a helper function called from @main, so that its compiled
        code runs: operands declared with `None` (dynamic) dims reach it
        through tensor.casts that canonicalization cannot fold back into
        static shapes across the call.  A static case is also emitted inline
        in @main, in the form of SEMANTICS.md 7, where the pipeline may fold
        it at compile time.  Returns [(how, result names cast back to the
        static shapes)], one entry per emitted copy.
        """
        dynamic = any(tuple(s) != tuple(d) for _, s, d in inputs) or any(
            tuple(s) != tuple(d) for s, d in results)
        in_types = [tensor_type(d, fmt) for _, _, d in inputs]
        out_types = [tensor_type(d, fmt) for _, d in results]
        n = len(results)
        copies = []
        if not dynamic:
            name = self.fresh("r")
            self.body.append("  " + emit.actgrad_op(
                opname, [n for n, _, _ in inputs], in_types, out_types, props,
                emit.results_text(name, n), generic=True))
            copies.append(("inline", emit.result_values(name, n)))
        if helper is None:
            helper = "%s_%d" % (opname, len(self.helpers))
        assert helper, "a dynamic case needs a helper function name"
        args = ["%%arg%d" % i for i in range(len(inputs))]
        text = "\n".join(emit.func_lines(
            helper, list(zip(args, in_types)),
            ["  " + emit.actgrad_op(opname, args, in_types, out_types, props,
                                    emit.results_text("%0", n), generic=True)],
            emit.result_values("%0", n), out_types)) + "\n"
        # A helper may be called by several cases (one function, several
        # run-time shapes); its text must then be the same.
        assert self.helpers.setdefault(helper, text) == text, helper
        call_args = []
        for (name, static, declared), ty in zip(inputs, in_types):
            if tuple(static) == tuple(declared):
                call_args.append(name)
                continue
            cast = self.fresh("d")
            self.body.append(emit.tensor_cast(cast, name, tensor_type(static, fmt), ty))
            call_args.append(cast)
        call = self.fresh("call")
        self.body.append(emit.call(helper, call_args, in_types, out_types,
                                   emit.results_text(call, n)))
        out = []
        for name, (static, declared), ty in zip(emit.result_values(call, n), results,
                                                out_types):
            if tuple(static) == tuple(declared):
                out.append(name)
                continue
            cast = self.fresh("s")
            self.body.append(emit.tensor_cast(cast, name, ty, tensor_type(static, fmt)))
            out.append(cast)
        copies.append(("call @" + helper, out))
        return copies

    def zero_sized_call(self, helper, shape, fmt):
        """Calls the two-operand `helper` (all dims dynamic) on empty tensors.

        Zero-sized dimensions are legal (SEMANTICS.md 1): no check may fire
        and nothing is computed.  Only the printed header is checked, since
        printMemref prints garbage for an empty buffer.
        """
        self.comment("%s operands with run-time sizes %s (@%s): legal, no "
                     "check fires, nothing is computed (only the header is "
                     "checked: printMemref misprints empty buffers)." %
                     (tensor_type([None] * len(shape), fmt), shape_str(shape),
                      helper))
        dyn_type = tensor_type([None] * len(shape), fmt)
        static_type = tensor_type(shape, fmt)
        z, d, call, s = (self.fresh(n) for n in ("z", "d", "call", "s"))
        self.body += [emit.tensor_empty(z, static_type),
                      emit.tensor_cast(d, z, static_type, dyn_type),
                      emit.call(helper, [d, d], [dyn_type] * 2, [dyn_type], call),
                      emit.tensor_cast(s, call, dyn_type, static_type)]
        self.print_result(s, shape, fmt, [])

    def print_result(self, name, shape, fmt, expected, how=None):
        """Prints `name` as the i32 bits of its f32 extension and CHECKs them."""
        if how:
            self.body.append("  // -- %s:" % how)
        rank = len(shape)
        n = self.counter = self.counter + 1
        b = self.body
        b += emit.print_i32_bits(name, shape, fmt.name, "%%e%d" % n, "%%b%d" % n,
                                 "%%m%d" % n, "%%u%d" % n, arg="%%in%d" % n,
                                 out="%%out%d" % n, ext="%%f%d" % n, bits="%%i%d" % n)
        b.append("  // CHECK: rank = %d offset = 0 sizes = %s strides = %s "
                 "data =" % (rank, shape_str(shape), shape_str(strides(shape))))
        tokens = [token(e, fmt) for e in expected]
        for line in data_lines(tokens, list(shape)):
            b.append("  // CHECK-NEXT: " + line)

    def write(self, out_dir):
        text = []
        for config in self.configs:
            text += [
                "// RUN: actgrad-opt %%s %s | \\" % config,
                "// RUN:   mlir-runner -e main -entry-point-result=void \\",
                "// RUN:     -shared-libs=%actgrad_jit_libs | \\",
                "// RUN:   FileCheck %s",
            ]
        text += [
            "//",
            "// The RUN lines: the default pipeline; small thread tiles and short",
            "// vectors, so that these small tensors span several tiles, full",
            "// vectors and remainders; and plain scalar loops (no fusion, tiling,",
            "// vectorization or polynomial exp).  Every case runs its op in a",
            "// function of its own (compiled code) and, for static shapes, also",
            "// inline in @main as in SEMANTICS.md 7 (where the pipeline may fold",
            "// it at compile time).",
        ]
        for note in self.config_notes:
            text += ["// " + line for line in note.splitlines()]
        text += ["//"]
        text += ["// " + l if l else "//" for l in self.header.strip().splitlines()]
        text += [
            "//",
            "// Generated by Inputs/gen_integration_tests.py, which computes every",
            "// expected value exactly (SEMANTICS.md 3); regenerate rather than edit.",
            "// Each result is printed as the i32 bits of its exact extension to f32.",
            "// {{0|-2147483648}} is +0 or -0 (the sign of a zero is unspecified) and",
            "// {{2143289344|-4194304}} a quiet NaN of either sign.",
            "",
            emit.PRINT_I32_DECL,
            "",
        ]
        for h in self.helpers.values():
            text.append(h)
        text.append("func.func @main() {")
        text += self.body[1:] if self.body and self.body[0] == "" else self.body
        text.append("  return")
        text.append("}")
        with open(os.path.join(out_dir, self.path), "w") as f:
            f.write("\n".join(text) + "\n")
        if self.dyn:
            self.dyn.write(out_dir)


# ===----------------------------------------------------------------------=== #
# Helpers for cases
# ===----------------------------------------------------------------------=== #


def check_repr(values, fmt):
    for v in values:
        assert representable(v, fmt), ("not exactly representable", v, fmt)


def round_out(v, fmt):
    return rne(v, fmt) if not isinstance(v, float) or finite(v) else v


def elementwise(m, opname, props, fmt, shape, a, b, ref, comment, dyn=None,
                helper=None):
    """One case of an elementwise op on operands (a, b) of `shape`."""
    if dyn is not None:
        m = m.dyn
    check_repr(a, fmt)
    check_repr(b, fmt)
    m.comment(comment)
    declared = dyn if dyn is not None else shape
    na = m.const(a, shape, fmt, "a")
    nb = m.const(b, shape, fmt, "b")
    copies = m.op(opname, [(na, shape, declared), (nb, shape, declared)],
                  props, [(shape, declared)], fmt, helper)
    expected = [ref(x, y) for x, y in zip(a, b)]
    for how, (r,) in copies:
        m.print_result(r, shape, fmt, expected, how)
    return expected


# ===----------------------------------------------------------------------=== #
# hardtanh_backward (SEMANTICS.md 2.2)
# ===----------------------------------------------------------------------=== #


def hardtanh_ref(lo, hi):
    return lambda g, x: hardtanh_exact(g, x, lo, hi)


def hardtanh_props(lo, hi):
    return "max = %s, min = %s" % (attr(hi), attr(lo))


def hardtanh_boundary_pairs(fmt):
    """(g, x) pairs for min = -1, max = 2: bounds, zeros, NaN and inf."""
    return [
        (1.5, -2.0),  # below min
        (INF, -3.0),  # masked: inf g gives 0, not inf or NaN
        (NAN, 5.0),  # masked: NaN g gives 0
        (2.5, -1.0),  # x == min: strict, 0
        (-INF, 2.0),  # x == max: strict, 0 even for -inf g
        (3.25, next_up(-1.0, fmt)),  # just above min: g
        (4.75, next_down(2.0, fmt)),  # just below max: g
        (-5.5, -0.0),  # -0 inside
        (6.0, 0.0),
        (-0.0, 0.5),  # -0 g passes through (sign unchecked)
        (INF, 0.5),  # unmasked inf g propagates
        (NAN, 1.0),  # unmasked NaN g propagates
        (7.0, NAN),  # NaN x: NaN
        (0.0, NAN),  # NaN x with zero g: still NaN
        (8.0, INF),  # +inf x: masked
        (9.0, -INF),  # -inf x: masked
    ]


def gen_hardtanh(out):
    m = Module("hardtanh_backward.mlir", """
Execution test of actgrad.hardtanh_backward (SEMANTICS.md 2.2):
grad_input = (min < self && self < max) ? grad_output : 0, strict on both
sides, masking is a select (inf/NaN grad_output masked to 0), NaN self -> NaN.
Covers f32, f16, bf16; static, dynamic and rank-0/rank-3 shapes; min == max;
infinite bounds; bounds that are not representable in f16/bf16 (the compare
is in f32 and must not round min/max to the element type).""", """
Execution test of actgrad.hardtanh_backward on dynamic shapes (SEMANTICS.md
1, 2.2): operands of type tensor<?x?xf32>, tensor<2x?x2xbf16> and
tensor<?xf16> reach the op through function arguments, so the sizes are
only known at run time; zero-sized operands are legal.""")
    op = "hardtanh_backward"
    lo, hi = -1.0, 2.0
    for fmt, shape in ((F32, [16]), (F16, [4, 4]), (BF16, [2, 2, 4])):
        pairs = hardtanh_boundary_pairs(fmt)
        g = [p[0] for p in pairs]
        x = [p[1] for p in pairs]
        elementwise(
            m, op, hardtanh_props(lo, hi), fmt, shape, g, x,
            hardtanh_ref(lo, hi),
            "%s %s, min = -1, max = 2: x == min / max give 0, masked inf/NaN "
            "grads give 0, ±0 and the neighbours of the bounds are inside, "
            "NaN x gives NaN." % (fmt.name, shape_str(shape)))

    # Subnormal gradients pass through unchanged (f32 and f16 keep subnormals;
    # a bf16 result below 2^-126 may flush to zero, SEMANTICS.md 1).
    for fmt in (F32, F16, BF16):
        tiny = float(Fraction(2) ** (fmt.emin - fmt.p + 1))
        g = [tiny, -tiny, 3 * tiny, 1.0]
        x = [0.0, 1.0, -0.5, 2.0]
        elementwise(m, op, hardtanh_props(lo, hi), fmt, [4], g, x,
                    hardtanh_ref(lo, hi),
                    "%s: subnormal grads inside the range pass through." %
                    fmt.name)

    # Bounds that round up (min) or down (max) in T: x = RNE_T(bound) lies
    # strictly inside [min, max] in f32, but equals the bound if the lowering
    # rounds the attribute to T first.
    for fmt, lo_a, hi_a in ((F16, f32("0.3"), f32("0.9")),
                            (BF16, f32("0.1"), f32("0.7"))):
        lo_t, hi_t = rne(Fraction(lo_a), fmt), rne(Fraction(hi_a), fmt)
        assert lo_t > lo_a and hi_t < hi_a, (fmt, lo_t, hi_t)
        x = [lo_t, next_down(lo_t, fmt), hi_t, next_up(hi_t, fmt)]
        g = [1.5, 2.5, 3.5, 4.5]
        exp = elementwise(
            m, op, hardtanh_props(lo_a, hi_a), fmt, [4], g, x,
            hardtanh_ref(lo_a, hi_a),
            "%s, min = f32(%s), max = f32(%s): RNE_%s(min) > min and "
            "RNE_%s(max) < max, so x = RNE(min) and x = RNE(max) are inside; "
            "rounding the bounds to %s would mask them." %
            (fmt.name, repr(lo_a), repr(hi_a), fmt.name, fmt.name, fmt.name))
        assert exp[0] == 1.5 and exp[2] == 3.5 and exp[1] == 0 and exp[3] == 0

    # min == max: the gradient is identically 0 (NaN for NaN x).
    x = [0.5, next_down(0.5, BF16), next_up(0.5, BF16), -INF, INF, NAN]
    g = [1.0, 2.0, 3.0, INF, NAN, 4.0]
    elementwise(m, op, hardtanh_props(0.5, 0.5), BF16, [6], g, x,
                hardtanh_ref(0.5, 0.5),
                "bf16, min == max == 0.5: all 0, except NaN x -> NaN.")

    # Infinite bounds: one-sided and unbounded clamps.
    x = [-INF, -3.0e38, 0.5, 1.0, INF, NAN]
    x[1] = rne(Fraction(-3.0e38), F32)
    elementwise(m, op, hardtanh_props(-INF, 1.0), F32, [6],
                [1.0, 2.0, 3.0, 4.0, 5.0, 6.0], x, hardtanh_ref(-INF, 1.0),
                "f32, min = -inf, max = 1: x = -inf equals min (strict), 0; "
                "a huge negative x is inside.")
    x = [INF, 65504.0, 0.0, -0.0, 1.0, -1.0]
    elementwise(m, op, hardtanh_props(0.0, INF), F16, [6],
                [1.0, 2.0, 3.0, 4.0, 5.0, 6.0], x, hardtanh_ref(0.0, INF),
                "f16, min = 0, max = +inf: x = inf equals max, 0; x = ±0 "
                "equals min, 0; f16 max is inside.")
    big = rne(Fraction(3.0e38), BF16)
    x = [-INF, INF, -big, big, 0.0, NAN]
    elementwise(m, op, hardtanh_props(-INF, INF), BF16, [6],
                [1.0, 2.0, 3.0, 4.0, 5.0, 6.0], x, hardtanh_ref(-INF, INF),
                "bf16, min = -inf, max = +inf: only ±inf are masked.")

    # Dynamic shapes, through helper functions (see Module.op).
    vals_g = [1.0, -2.0, INF, 4.0, 5.0, NAN, 7.0, -8.0, 9.0, 10.0, 11.0, 12.0]
    vals_x = [0.0, -1.0, -3.0, 1.5, 2.0, 0.25, NAN, -0.75, 1.75, -0.0, 3.0,
              -0.5]
    elementwise(m, op, hardtanh_props(lo, hi), F32, [3, 4], vals_g, vals_x,
                hardtanh_ref(lo, hi), "f32 tensor<?x?xf32> (run-time sizes "
                "3x4), min = -1, max = 2.", dyn=[None, None],
                helper="hardtanh_f32_dyn")
    elementwise(m, op, hardtanh_props(lo, hi), BF16, [2, 3, 2], vals_g,
                vals_x, hardtanh_ref(lo, hi), "bf16 tensor<2x?x2xbf16> "
                "(partly dynamic, rank 3).", dyn=[2, None, 2],
                helper="hardtanh_bf16_dyn")
    elementwise(m, op, hardtanh_props(lo, hi), F16, [12], vals_g, vals_x,
                hardtanh_ref(lo, hi), "f16 tensor<?xf16>.", dyn=[None],
                helper="hardtanh_f16_dyn")

    # Zero-sized dynamic operands: legal, the op does nothing.
    m.dyn.zero_sized_call("hardtanh_f32_dyn", [0, 4], F32)

    # Rank 0.
    for g, x in ((2.5, 0.5), (2.5, 2.0)):
        elementwise(m, op, hardtanh_props(lo, hi), F16, [], [g], [x],
                    hardtanh_ref(lo, hi), "f16 rank 0, x = %s." % x)
    m.write(out)


# ===----------------------------------------------------------------------=== #
# hardsigmoid_backward (SEMANTICS.md 2.1)
# ===----------------------------------------------------------------------=== #


def hardsigmoid_ref(alpha, beta, fmt):
    def ref(x, g):
        if isnan(x) or (isinf(x) and alpha == 0):
            return NAN
        if isinf(x):
            inside = False
        else:
            cls = hardsigmoid_classify(alpha, beta, x)
            assert len(set(cls)) == 1, ("ambiguous threshold", alpha, beta, x)
            inside = cls[0]
        if not inside:
            return 0.0
        p = mul(g, alpha)
        if isinstance(p, float):
            return p
        single = rne(p, fmt)
        # The lowering rounds g * alpha to f32 and then to T; pick inputs
        # where that double rounding cannot differ from the single rounding.
        p32 = rne(p, F32)
        double = rne(Fraction(p32), fmt) if finite(p32) else p32
        assert single == double, ("double rounding differs", x, g, fmt)
        return single
    return ref


def hardsigmoid_props(alpha, beta):
    return "alpha = %s, beta = %s" % (attr(alpha), attr(beta))


def gen_hardsigmoid(out):
    m = Module("hardsigmoid_backward.mlir", """
Execution test of actgrad.hardsigmoid_backward (SEMANTICS.md 2.1):
t = alpha * src + beta in f32, diff_src = (0 < t && t < 1) ? diff_dst * alpha
: 0 with strict thresholds, masking is a select, NaN t -> NaN.  Covers f32,
f16, bf16; exact threshold hits (alpha = beta = 0.5 at x = ±1 and the
PyTorch default alpha = f32(1/6), beta = 0.5 at x = ±3); alpha < 0 and
alpha = 0; alpha is not rounded to f16/bf16 before the product; static,
dynamic, rank-0 and rank-3 shapes.""", """
Execution test of actgrad.hardsigmoid_backward on dynamic shapes
(SEMANTICS.md 1, 2.1): tensor<?x?xf16> and tensor<?xf32> operands reach the
op through function arguments, so the sizes are only known at run time.""")
    op = "hardsigmoid_backward"
    half = 0.5
    sixth = f32(Fraction(1, 6))
    assert sixth == 0.1666666716337204

    def pairs_half(fmt):
        # (x, g) for alpha = beta = 0.5: inside is -1 < x < 1.
        # The largest x < 1 whose t < 1 is unambiguous (for f32, 1 - 2^-24
        # gives t = 1 - 2^-25, which an unfused f32 add rounds to 1).
        inner_hi = next_down(1.0, fmt)
        while len(set(hardsigmoid_classify(half, half, inner_hi))) != 1:
            inner_hi = next_down(inner_hi, fmt)
        return [
            (-1.0, 3.0),  # t == 0 exactly: 0
            (1.0, 3.0),  # t == 1 exactly: 0
            (-1.0, INF),  # t == 0, masked inf g: 0
            (1.0, NAN),  # t == 1, masked NaN g: 0
            (0.0, 3.0),  # inside: g * 0.5
            (-0.0, -5.0),
            (0.5, INF),  # unmasked inf g: inf
            (-0.5, NAN),  # unmasked NaN g: NaN
            (next_up(-1.0, fmt), 2.0),  # just inside the lower threshold
            (inner_hi, -2.0),  # just inside the upper threshold
            (-3.0, 1.0),
            (3.0, 1.0),
            (NAN, 1.0),  # NaN x: NaN
            (NAN, 0.0),
            (INF, 1.0),  # t = +inf: 0
            (-INF, NAN),  # t = -inf, masked NaN g: 0
        ]

    for fmt, shape in ((F32, [16]), (F16, [2, 8]), (BF16, [2, 2, 4])):
        pairs = pairs_half(fmt)
        elementwise(
            m, op, hardsigmoid_props(half, half), fmt, shape,
            [p[0] for p in pairs], [p[1] for p in pairs],
            hardsigmoid_ref(half, half, fmt),
            "%s %s, alpha = beta = 0.5: t = 0 at x = -1 and t = 1 at x = 1 "
            "give 0; masked inf/NaN g give 0; ±inf x give 0; NaN x gives NaN."
            % (fmt.name, shape_str(shape)))

    # PyTorch's default: alpha = f32(1/6), beta = 0.5.  x = ±3 hits t = 1 / 0
    # exactly, fused or not.
    for fmt in (F32, F16, BF16):
        x = [3.0, -3.0, 0.0, 2.5, -2.5, 1.0, -INF, NAN]
        g = [6.0, 6.0, 6.0, 6.0, -6.0, 1.0, 1.0, 1.0]
        elementwise(m, op, hardsigmoid_props(sixth, half), fmt, [8], x, g,
                    hardsigmoid_ref(sixth, half, fmt),
                    "%s, alpha = f32(1/6), beta = 0.5: x = ±3 is exactly on "
                    "the thresholds, 0." % fmt.name)

    # Negative alpha: the inside is -2 < x < 2 and the result has alpha's sign.
    alpha = -0.25
    x = [2.0, -2.0, 1.0, -1.0, 0.0, -INF, INF, NAN]
    g = [1.0, 1.0, 3.0, -5.0, 1.0, 1.0, 1.0, 1.0]
    elementwise(m, op, hardsigmoid_props(alpha, half), BF16, [8], x, g,
                hardsigmoid_ref(alpha, half, BF16),
                "bf16, alpha = -0.25, beta = 0.5: t = 0 at x = 2 and t = 1 "
                "at x = -2 give 0; t = -inf / +inf at x = ±inf give 0.")

    # alpha = 0: t = beta everywhere, t is NaN for x = ±inf (0 * inf).
    x = [INF, -INF, 1.0, NAN, 0.0, -7.0]
    g = [1.0, 1.0, INF, 1.0, -2.0, 3.0]
    elementwise(m, op, hardsigmoid_props(0.0, half), F16, [6], x, g,
                hardsigmoid_ref(0.0, half, F16),
                "f16, alpha = 0, beta = 0.5: x = ±inf gives t = NaN, NaN; an "
                "inf g is not masked and gives inf * 0 = NaN; otherwise 0.")

    # alpha must not be rounded to T before g * alpha.
    for fmt, alpha in ((F16, sixth), (BF16, sixth), (F16, f32("0.2")),
                       (BF16, f32("0.2"))):
        a_t = rne(Fraction(alpha), fmt)
        assert a_t != alpha
        # Search gradients g for which RNE_T(g * alpha) differs from
        # RNE_T(g * RNE_T(alpha)) (and f32-then-T double rounding agrees).
        chosen = []
        v = 1.0
        while len(chosen) < 6:
            for s in (1, -1):
                gv = s * v
                good = rne(Fraction(gv) * Fraction(alpha), fmt)
                bad = rne(Fraction(gv) * Fraction(a_t), fmt)
                dbl = rne(Fraction(rne(Fraction(gv) * Fraction(alpha), F32)),
                          fmt)
                if good != bad and dbl == good and len(chosen) < 6:
                    chosen.append(gv)
            v = rne(Fraction(v) * Fraction(137, 100), fmt)
        xs = [0.0, 1.0, -1.0, 0.5, -0.5, 0.25][:len(chosen)]
        exp = elementwise(
            m, op, hardsigmoid_props(alpha, half), fmt, [len(chosen)], xs,
            chosen, hardsigmoid_ref(alpha, half, fmt),
            "%s, alpha = f32 %s (not a %s value): g * alpha is one f32 "
            "product; with alpha rounded to %s first every element would "
            "round differently." % (fmt.name, repr(alpha), fmt.name, fmt.name))
        for e, gv in zip(exp, chosen):
            assert e != rne(Fraction(gv) * Fraction(a_t), fmt)

    # Dynamic and rank 0.
    x = [-1.0, 1.0, 0.0, 0.5, NAN, -0.75]
    g = [1.0, 2.0, 3.0, INF, 5.0, 6.0]
    elementwise(m, op, hardsigmoid_props(half, half), F16, [2, 3], x, g,
                hardsigmoid_ref(half, half, F16),
                "f16 tensor<?x?xf16> (run-time 2x3), alpha = beta = 0.5.",
                dyn=[None, None], helper="hardsigmoid_f16_dyn")
    elementwise(m, op, hardsigmoid_props(sixth, half), F32, [6], x, g,
                hardsigmoid_ref(sixth, half, F32),
                "f32 tensor<?xf32>, alpha = f32(1/6), beta = 0.5.",
                dyn=[None], helper="hardsigmoid_f32_dyn")
    for x, g in ((0.5, 4.0), (-3.0, 4.0)):
        elementwise(m, op, hardsigmoid_props(sixth, half), BF16, [], [x], [g],
                    hardsigmoid_ref(sixth, half, BF16),
                    "bf16 rank 0, alpha = f32(1/6), x = %s." % x)
    m.write(out)


# ===----------------------------------------------------------------------=== #
# swish_backward (SEMANTICS.md 2.3)
# ===----------------------------------------------------------------------=== #


def swish_ref(beta, fmt):
    def ref(g, x):
        r, bound = swish_exact(g, x, beta)
        if isinstance(r, float):
            return r
        if r == 0:
            return 0.0
        rt = rne(r, fmt)
        if rt == 0:
            return 0.0  # saturated v < -88: ±0 (SEMANTICS.md 2.3)
        if fmt is F32:
            # SEMANTICS.md 3: within N = 4 ulp of RNE(r), or within
            # B + ulp(r) of r.  Every such value is listed.  Where the
            # window is wide, the point must be saturated (|v| >= 17: the
            # window is B's u * 4 s |v| term, what 1 - s computed by
            # subtraction may lose once s rounds near 1; an approximate s
            # one ulp below 1 gives g (1 + |v| 2^-24)); a result that s
            # underflowed to 0 is ±0.
            values = [rt]
            lo = hi = rt
            for _ in range(4):
                lo = next_down(lo, F32)
                hi = next_up(hi, F32)
                values += [lo, hi]
            window = bound + quantum(abs(r), F32)
            wide = window > 12 * quantum(abs(r), F32)
            v = abs(Fraction(beta) * Fraction(x))
            if wide:
                assert v >= 17, ("f32 swish point needs a wide window", g, x)
                if abs(r) <= bound:
                    values.append(0.0)  # s underflowed to 0: ±0
            if not wide or abs(r) > bound:
                y = rt
                while abs(Fraction(next_down(y, F32)) - r) <= window:
                    y = next_down(y, F32)
                    values.append(y)
                y = rt
                while abs(Fraction(next_up(y, F32)) - r) <= window:
                    y = next_up(y, F32)
                    values.append(y)
            return Any(sorted(set(values), key=lambda t: i32(t)))
        # f16 / bf16: exact, provided no rounding midpoint lies within B of r.
        # A result that rounds to 0 (saturated v < -88: B's underflow term
        # would admit tiny values) is checked as ±0, as SEMANTICS.md 2.3 says.
        if rt != 0:
            q = quantum(abs(r), fmt)
            k = math.floor(abs(r) / q)
            mids = [(k - 1) * q + q / 2, k * q + q / 2, (k + 1) * q + q / 2]
            dist = min(abs(abs(r) - mp) for mp in mids)
            assert dist > bound + abs(r) * U * 8, ("near a midpoint", g, x,
                                                   beta, fmt)
        return rt
    return ref


def robust_swish_inputs(beta, fmt, count, candidates):
    """The first `count` (g, x) whose result is far from a midpoint."""
    g, x = [], []
    for gv, xv in candidates:
        try:
            swish_ref(beta, fmt)(gv, xv)
        except AssertionError:
            continue
        g.append(gv)
        x.append(xv)
        if len(g) == count:
            return x, g
    raise AssertionError(("too few robust swish inputs", beta, fmt))


def swish_props(beta):
    return None if beta is None else "beta = %s" % attr(beta)


def swish_bug_second_term(g, x, beta):
    """g * s * (1 + x * (1 - s)): beta left out of the second term."""
    with localcontext() as ctx:
        ctx.prec = 60
        v = to_decimal(Fraction(beta) * Fraction(x))
        s = 1 / (1 + (-v).exp())
        return Fraction(to_decimal(Fraction(g)) * s * (1 + to_decimal(Fraction(x)) * (1 - s)))


def gen_swish(out):
    m = Module("swish_backward.mlir", """
Execution test of actgrad.swish_backward (SEMANTICS.md 2.3):
v = beta * self, s = sigmoid(v), grad_input = grad_output * s * (1 + v * (1 -
s)).  f16 and bf16 results are checked exactly (every input is far from a
rounding midpoint, so the 1-ulp contract leaves one answer); f32 results
within the contract's 4 ulp.  Covers the default beta (attribute omitted),
beta = 1.5, -2 and 0 (beta multiplies x in both terms), large |v| (0 or g,
never NaN), x = ±inf -> NaN, NaN, ±0, inf/NaN gradients, f16 subnormal
results, and static, dynamic, rank-0 and rank-3 shapes.""", """
Execution test of actgrad.swish_backward on dynamic shapes (SEMANTICS.md 1,
2.3): tensor<?xbf16> and tensor<?x2x?xf16> operands reach the op through
function arguments, so the sizes are only known at run time.""")
    op = "swish_backward"

    base_x = [0.0, -0.0, 1.0, -1.0, 2.0, -3.0, 0.5, 5.0, -5.0, 10.0, -10.0,
              20.0, -20.0, -100.0, 100.0, INF, -INF, NAN, 1.0, 2.0]
    base_g = [1.0, 1.0, 1.0, 1.0, 1.0, 2.5, -3.0, 1.0, 1.0, 1.0, 1.0, 1.0,
              1.0, 1.0, 1.0, 1.0, 1.0, 1.0, -0.0, NAN]
    for fmt, shape in ((F16, [4, 5]), (BF16, [20])):
        elementwise(
            m, op, swish_props(None), fmt, shape, base_g, base_x,
            swish_ref(1.0, fmt),
            "%s %s, beta omitted (default 1, SiLU): x = ±0 gives g/2, x = "
            "-100 gives 0 (exp(100) overflows, not NaN), x = 100 gives g, "
            "x = ±inf and NaN give NaN, a NaN g gives NaN.%s" %
            (fmt.name, shape_str(shape),
             " x = -20 gives the f16 subnormal -2^-24." if fmt is F16 else ""))
    assert rne(swish_exact(1.0, -20.0, 1.0)[0], F16) == -(2.0**-24)

    # An inf gradient where s'(x) != 0 propagates.
    elementwise(m, op, swish_props(None), F16, [3], [INF, -INF, INF],
                [0.0, 1.0, -1.0], swish_ref(1.0, F16),
                "f16, inf gradients: ±inf * s'(x).")

    # beta != 1: beta multiplies x in both terms.
    for fmt, beta in ((F16, 1.5), (BF16, 1.5), (BF16, -2.0), (F16, 0.75)):
        x, g = robust_swish_inputs(
            beta, fmt, 8,
            [(1.0, 0.5), (1.0, 1.0), (1.0, -1.0), (1.0, 2.0), (1.0, -2.0),
             (-1.0, 3.0), (2.0, -0.25), (1.0, 4.0), (1.0, -1.5), (1.0, 1.5),
             (1.0, -3.0), (3.0, 0.75), (1.0, 2.5), (1.0, -0.75), (1.0, 5.0)])
        exp = elementwise(
            m, op, swish_props(beta), fmt, [8], g, x, swish_ref(beta, fmt),
            "%s, beta = %s: beta multiplies x inside the sigmoid and in "
            "v * (1 - s)." % (fmt.name, beta))
        differ = sum(
            rne(swish_bug_second_term(gv, xv, beta), fmt) != e
            for gv, xv, e in zip(g, x, exp))
        assert differ >= 5, ("beta-in-second-term bug not visible", fmt, beta)
        differ1 = sum(
            rne(swish_exact(gv, xv, 1.0)[0], fmt) != e
            for gv, xv, e in zip(g, x, exp))
        assert differ1 >= 6, ("beta ignored not visible", fmt, beta)

    # beta = 0: s = 1/2 everywhere, s' = 1/2; x = ±inf gives 0 * inf = NaN.
    elementwise(m, op, swish_props(0.0), F16, [5], [2.0, 4.0, 1.0, 1.0, -6.0],
                [1.0, -7.0, INF, NAN, 100.0], swish_ref(0.0, F16),
                "f16, beta = 0: g/2, except x = inf (v = 0 * inf = NaN) and "
                "NaN x.")

    # Large |v| through beta: v = -120 gives 0, v = 120 gives g.
    elementwise(m, op, swish_props(2.0), BF16, [4], [1.0, 3.0, -5.0, 7.0],
                [-60.0, 60.0, -70.0, 45.0], swish_ref(2.0, BF16),
                "bf16, beta = 2: v = -120, -140 give 0 (not NaN), v = 120, 90 give g.")

    # f32: checked to 4 ulp (or within the bound B, which admits 0 where the
    # exact value is a tiny subnormal, x = -100).
    x = [0.0, -0.0, 1.0, -0.5, 2.0, 0.5, 20.0, -200.0, -100.0, 50.0, INF,
         -INF, NAN, 0.5]
    g = [1.0, 3.0, 1.0, 1.0, -2.0, 1.0, 1.0, 1.0, 1.0, 1.5, 1.0, 1.0, 1.0,
         NAN]
    elementwise(m, op, swish_props(None), F32, [14], g, x,
                swish_ref(1.0, F32),
                "f32, default beta, within 4 ulp: x = 0 gives g/2, x = -200 "
                "gives 0, x = -100 gives 0 or its subnormal value, x = 20 / 50 "
                "gives g, x = ±inf and NaN give NaN.")
    x, g = robust_swish_inputs(
        1.5, F32, 7,
        [(1.0, 0.5), (1.0, 1.0), (1.0, -1.0), (1.0, 2.0), (1.0, -2.0),
         (1.0, 0.25), (-2.0, -0.25), (1.0, 1.5), (3.0, 0.75), (1.0, 3.0)])
    x, g = x + [-50.0], g + [1.0]
    exp = elementwise(m, op, swish_props(1.5), F32, [8], g, x,
                      swish_ref(1.5, F32),
                      "f32, beta = 1.5: every value the contract allows (4 "
                      "ulp or the bound B) is listed; leaving beta out of "
                      "either term lands far outside.")
    for gv, xv, e in zip(g, x, exp):
        if xv != -50.0:
            bug = rne(swish_bug_second_term(gv, xv, 1.5), F32)
            assert i32(bug) not in [i32(t) for t in e.values], (xv, bug)
    elementwise(m, op, swish_props(2.0), F32, [3], [1.0, 1.0, -3.0],
                [10.0, -50.0, 12.0], swish_ref(2.0, F32),
                "f32, beta = 2: v = 20 and 24 saturate (s = 1 in f32), "
                "giving g to 4 ulp, while x = 10 without beta would give "
                "1.0004 g.")

    # Dynamic, rank 0, rank 3.
    x = [0.5, 1.0, -1.0, 2.0, -2.0, -100.0, INF, NAN]
    g = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
    elementwise(m, op, swish_props(1.5), BF16, [8], g, x,
                swish_ref(1.5, BF16), "bf16 tensor<?xbf16>, beta = 1.5.",
                dyn=[None], helper="swish_bf16_dyn")
    x, g = robust_swish_inputs(
        1.0, F16, 12,
        [(1.0, v) for v in (0.0, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 4.0, -4.0,
                            8.0, -8.0, 0.5, -0.5, 1.5, -1.5, 6.0)])
    elementwise(m, op, swish_props(None), BF16, [2, 2, 3], g, x,
                swish_ref(1.0, BF16), "bf16 [2, 2, 3] (rank 3, static).")
    elementwise(m, op, swish_props(None), F16, [2, 2, 3], g, x,
                swish_ref(1.0, F16),
                "f16 tensor<?x2x?xf16> (rank 3, run-time 2x2x3).",
                dyn=[None, 2, None], helper="swish_f16_dyn")
    elementwise(m, op, swish_props(1.5), F16, [], [2.0], [1.0],
                swish_ref(1.5, F16), "f16 rank 0, beta = 1.5.")
    elementwise(m, op, swish_props(None), F32, [], [-4.0], [0.0],
                swish_ref(1.0, F32), "f32 rank 0, x = 0: g/2.")
    m.write(out)


# ===----------------------------------------------------------------------=== #
# prelu_backward (SEMANTICS.md 2.4)
# ===----------------------------------------------------------------------=== #


def granularity(t):
    """The largest power of two that divides the dyadic rational t != 0."""
    num, den = t.numerator, t.denominator
    assert den & (den - 1) == 0, ("not dyadic", t)
    return Fraction(num & -num, 1) / den


def assert_exact_f32_sum(terms):
    """Any f32 summation order of these finite terms is exact."""
    fin = [Fraction(t) for t in terms if not isinstance(t, float) or finite(t)]
    fin = [t for t in fin if t != 0]
    if not fin:
        return
    for t in fin:
        assert representable(float(t), F32), t
    # Every partial sum is a multiple of q no larger than the total.
    q = min(granularity(t) for t in fin)
    total = sum(abs(t) for t in fin)
    assert total < q * 2**24, ("f32 sum may round", terms)


def naive_sum(terms, fmt):
    """A sum accumulated in fmt (the bug the f32-accumulation cases catch)."""
    acc = 0.0
    for t in terms:
        acc = rne(Fraction(acc) + Fraction(rne(t, fmt)), fmt)
    return acc


def prelu_case(m, fmt, shape, fmt_attr, slope_shape, x, w, g,
               comment, dyn=None, helper=None, check_accum=False):
    """One prelu_backward case; returns (diff_src, diff_slope) expected."""
    if dyn is not None:
        m = m.dyn
    check_repr(x, fmt)
    check_repr(w, fmt)
    check_repr(g, fmt)
    rank = len(shape)
    c = 0 if rank == 1 else (1 if fmt_attr == "NCX" else rank - 1)
    if slope_shape == [1]:
        key = lambda idx: 0
    elif slope_shape == [shape[c]]:
        key = lambda idx: idx[c]
    else:
        assert slope_shape == shape[1:]
        key = lambda idx: int(np.ravel_multi_index(idx[1:], shape[1:]))
    diff_src = []
    terms = [[] for _ in range(len(w))]
    for flat in range(len(x)):
        idx = tuple(int(i) for i in np.unravel_index(flat, shape))
        k = key(idx)
        xv, gv, wv = x[flat], g[flat], w[k]
        if isnan(xv):
            diff_src.append(NAN)
        elif xv > 0:
            diff_src.append(gv)
        else:
            p = mul(wv, gv)
            diff_src.append(round_out(p, fmt))
            if not isinstance(p, float):
                assert representable(float(p), F32)  # w * g exact in f32
        terms[k].append(0.0 if (not isnan(xv) and xv > 0) else mul(xv, gv))
    diff_slope = []
    for ts in terms:
        assert_exact_f32_sum(ts)
        diff_slope.append(round_out(ieee_sum(ts), fmt))
    if check_accum:
        for ts, e in zip(terms, diff_slope):
            assert naive_sum(ts, fmt) != e, ("T accumulation not visible", ts)

    m.comment(comment)
    nx = m.const(x, shape, fmt, "x")
    nw = m.const(w, slope_shape, fmt, "w")
    ng = m.const(g, shape, fmt, "g")
    dsrc, dw = dyn if dyn else (shape, slope_shape)
    props = None if fmt_attr is None else 'data_format = "%s"' % fmt_attr
    copies = m.op("prelu_backward", [(nx, shape, dsrc), (nw, slope_shape, dw),
                                     (ng, shape, dsrc)], props,
                  [(shape, dsrc), (slope_shape, dw)], fmt, helper)
    for how, (r_src, r_slope) in copies:
        m.print_result(r_src, shape, fmt, diff_src, how + ", diff_src")
        m.print_result(r_slope, slope_shape, fmt, diff_slope,
                       how + ", diff_slope")
    return diff_src, diff_slope


def prelu_data(shape, c, slope_mode, fmt):
    """x, g for src `shape` with channel dim c; special values by slope slot.

    Per channel (3 channels): channel 0 holds x > 0 with inf and NaN g (they
    contribute 0 to diff_slope[0]) and x = +0 / -0 (slope branch); channel 1
    a NaN x (diff_slope[1] is NaN); channel 2 x = -inf (diff_slope[2] =
    -inf).  Other modes get finite data plus ±0 and x > 0 with inf g.
    """
    n = int(np.prod(shape))
    x, g = [], []
    for flat in range(n):
        idx = tuple(int(i) for i in np.unravel_index(flat, shape))
        ch = idx[c]
        # Ordinal of this element within its channel.
        rest = [i for j, i in enumerate(idx) if j != c]
        rest_shape = [d for j, d in enumerate(shape) if j != c]
        o = int(np.ravel_multi_index(rest, rest_shape)) if rest else 0
        xv = [-1.5, 2.0, -0.5, -3.0][(o + ch) % 4] * (1 + ch)
        gv = [1.0, -2.0, 3.0, 0.5][(o + 2 * ch) % 4]
        if slope_mode == "channel":
            if ch == 0 and o == 0:
                xv, gv = 1.0, INF
            if ch == 0 and o == 1:
                xv, gv = 2.0, NAN
            if ch == 0 and o == 2:
                xv, gv = 0.0, 3.0
            if ch == 0 and o == 3:
                xv, gv = -0.0, -5.0
            if ch == 1 and o == 1:
                xv = NAN
            if ch == 2 and o == 0:
                xv, gv = -INF, 2.0
        else:
            if flat == 0:
                xv, gv = 0.0, 3.0
            if flat == 1:
                xv, gv = -0.0, -5.0
            if flat == 2:
                xv, gv = 4.0, INF
            if flat == 3 and slope_mode == "element":
                xv, gv = -1.0, NAN
        x.append(xv)
        g.append(gv)
    return x, g


def gen_prelu(out, fmt_attr):
    ncx = fmt_attr == "NCX"
    name = "prelu_backward.mlir" if ncx else "prelu_backward_nxc.mlir"
    m = Module(name, """
Execution test of actgrad.prelu_backward (SEMANTICS.md 2.4) with
data_format %s%s:
diff_src = x > 0 ? g : w * g (x = ±0 takes the slope branch, NaN x -> NaN),
diff_slope[k] = sum over elements mapped to k of (x > 0 ? 0 : x * g) in f32.
Covers the three slope shapes [1], [C] and src.shape[1:] for f32, f16 and
bf16; a NaN x making its diff_slope NaN; x > 0 with inf/NaN g contributing
exactly 0; x = -inf giving -inf; f32 accumulation of f16/bf16 sums; rank-1
src; dynamic shapes, including a rank-1 slope of run-time length that is
[1] in one call and [C] in another (the lowering picks the mode at run
time).""" % (fmt_attr, "" if ncx else " (explicit, and the default when "
                 "data_format is omitted)"), """
Execution test of actgrad.prelu_backward on dynamic shapes (SEMANTICS.md 1,
2.4) with data_format %s: a rank-1 slope of run-time length, passed to one
function once with length 1 (per tensor) and once with length C (per
channel), so the lowering must pick the broadcast mode at run time; and a
src.shape[1:] slope with every dimension dynamic.""" % fmt_attr)
    # Rank-3 src with 3 channels at dim c.
    shape = [2, 3, 2] if ncx else [2, 2, 3]
    c = 1 if ncx else 2
    slopes = {
        "tensor": ([1], [0.25]),
        "channel": ([3], [0.25, -0.5, 2.0]),
        "element": (shape[1:], [0.25, -0.5, 2.0, 1.5, -0.75, 0.125]),
    }
    attr_cycle = [fmt_attr] if ncx else ["NXC", None]
    i = 0
    for fmt in (F32, F16, BF16):
        for mode in ("tensor", "channel", "element"):
            sshape, w = slopes[mode]
            x, g = prelu_data(shape, c, mode, fmt)
            fa = attr_cycle[i % len(attr_cycle)]
            i += 1
            specials = {
                "tensor": "x = +0 / -0 take the slope branch; x > 0 with "
                          "g = inf contributes 0.",
                "channel": "channel 0: x > 0 with g = inf and g = NaN "
                           "(contribute 0 to diff_slope[0]) and x = +0 / -0 "
                           "(slope branch); channel 1: a NaN x (diff_src and "
                           "diff_slope[1] NaN); channel 2: x = -inf "
                           "(diff_slope[2] = -inf).",
                "element": "x = +0 / -0 take the slope branch; x > 0 with "
                           "g = inf contributes 0; x < 0 with a NaN g makes "
                           "that diff_src and diff_slope element NaN.",
            }[mode]
            prelu_case(
                m, fmt, shape, fa, sshape, x, w, g,
                "%s src %s, slope %s (%s)%s. %s" %
                (fmt.name, shape_str(shape), shape_str(sshape), {
                    "tensor": "per tensor",
                    "channel": "per channel, channel dim %d" % c,
                    "element": "src.shape[1:]"
                }[mode], "" if fa else ", data_format omitted (NXC)",
                 specials))

    # f32 accumulation for f16/bf16: a per-tensor sum whose terms would be
    # lost in a T accumulator (and products x * g that are not T values).
    for fmt, big in ((BF16, 16.0), (F16, 64.0)):
        n = int(np.prod(shape))
        x = [-big] + [-1.5] * (n - 1)
        g = [big] + [1.0 + 2.0**-(fmt.p - 1)] * (n - 1)
        prelu_case(m, fmt, shape, fmt_attr, [1], x, [0.5], g,
                   "%s, per-tensor slope: diff_slope = -(%s^2 + %d * 1.5 * "
                   "(1 + 2^-%d)); the products are not %s values and the "
                   "small terms vanish in a %s accumulator, so only f32 "
                   "products and accumulation give this value." %
                   (fmt.name, big, n - 1, fmt.p - 1, fmt.name, fmt.name),
                   check_accum=True)

    # Rank-1 src: the channel is dim 0 in both formats.
    x = [1.0, -2.0, 0.0, NAN, -0.5]
    g = [3.0, 4.0, 5.0, 6.0, INF]
    prelu_case(m, F32, [5], fmt_attr, [5], x,
               [0.5, -1.0, 2.0, 4.0, 8.0], g,
               "f32 rank-1 src [5], slope [5]: one slope per element.")
    prelu_case(m, BF16, [5], fmt_attr, [1], [1.0, -2.0, 0.0, -4.0,
                                                     -0.5],
               [0.375], [3.0, 4.0, 5.0, 6.0, -8.0],
               "bf16 rank-1 src [5], slope [1].")

    # Rank 2 (rules 2 and 3 coincide) and rank 4.
    shape2 = [2, 3]
    x2 = [1.0, -2.0, -0.5, 0.0, -4.0, 3.0]
    g2 = [2.0, 3.0, -4.0, 5.0, 0.5, 1.0]
    prelu_case(m, F16, shape2, fmt_attr, [3], x2, [0.5, -1.5, 3.0], g2,
               "f16 src [2, 3], slope [3].")
    shape4 = [2, 2, 2, 3] if not ncx else [2, 3, 2, 2]
    c4 = 1 if ncx else 3
    x4, g4 = prelu_data(shape4, c4, "channel", F32)
    prelu_case(m, F32, shape4, fmt_attr, [3], x4, [0.25, -0.5, 2.0],
               g4, "f32 rank-4 src %s, slope [3] per channel." %
               shape_str(shape4))

    # Dynamic: the slope's length is only known at run time.  One function
    # is called with a [1] and with a [3] slope, so it must pick the
    # broadcast mode at run time.
    xd, gd = prelu_data(shape, c, "element", F32)
    if ncx:
        dsrc = shape
        helper = "prelu_ncx_static_src_dyn_slope"
        desc = "src tensor<2x3x2xf32>, slope tensor<?xf32>"
    else:
        dsrc = [None, None, None]
        helper = "prelu_nxc_dyn_src_dyn_slope"
        desc = "src tensor<?x?x?xf32>, slope tensor<?xf32>"
    for sshape, w in (([1], [0.25]), ([3], [0.25, -0.5, 2.0])):
        prelu_case(m, F32, shape, fmt_attr, sshape, xd, w, gd,
                   "%s (@%s), run-time slope length %d: %s." %
                   (desc, helper, sshape[0],
                    "per tensor" if sshape == [1] else "per channel"),
                   dyn=(dsrc, [None]), helper=helper)

    # Dynamic src.shape[1:] slope.
    xb, gb = prelu_data(shape, c, "element", BF16)
    prelu_case(m, BF16, shape, fmt_attr, shape[1:], xb,
               [0.25, -0.5, 2.0, 1.5, -0.75, 0.125], gb,
               "bf16 src tensor<?x?x?xbf16>, slope tensor<?x?xbf16> "
               "(src.shape[1:]).",
               dyn=([None, None, None], [None, None]),
               helper="prelu_%s_bf16_dyn_element_slope" % fmt_attr.lower())

    # Dynamic src, static per-channel slope: NXC's batch is then made
    # parallel with partial sums per image (actgrad-split-reduction), and a
    # 16-bit diff_slope is rounded from them.
    for cfmt in (F32, BF16):
        xc, gc = prelu_data(shape4, c4, "channel", cfmt)
        prelu_case(m, cfmt, shape4, fmt_attr, [3], xc, [0.25, -0.5, 2.0],
                   gc, "%s src tensor<?x?x?x?x%s>, slope tensor<3x%s> per "
                   "channel." % (cfmt.name, cfmt.name, cfmt.name),
                   dyn=([None] * 4, [3]),
                   helper="prelu_%s_%s_dyn_src_channel_slope" %
                   (fmt_attr.lower(), cfmt.name))
    m.write(out)


# ===----------------------------------------------------------------------=== #
# softmax_backward (SEMANTICS.md 2.5)
# ===----------------------------------------------------------------------=== #


def softmax_ref(g, d, shape, axis, fmt, check_accum_slices=()):
    """Expected diff_src; asserts every finite slice is exact in f32."""
    rank = len(shape)
    axis = axis % rank
    n = shape[axis]
    out = [None] * len(g)
    outer = [s for j, s in enumerate(shape) if j != axis]
    for sl, rest in enumerate(np.ndindex(*outer) if outer else [()]):
        idxs = []
        for k in range(n):
            full = list(rest)
            full.insert(axis, k)
            idxs.append(int(np.ravel_multi_index(full, shape)))
        terms = [mul(g[i], d[i]) for i in idxs]
        s = ieee_sum(terms)
        if not isinstance(s, float):
            assert_exact_f32_sum(terms)
            assert representable(float(s), F32)
        for i in idxs:
            if isinstance(s, float) or not finite(g[i]) or not finite(d[i]):
                # Non-finite slice: IEEE arithmetic in f64 on exact values.
                with np.errstate(invalid="ignore"):
                    r = float(np.float64(d[i]) * (np.float64(g[i]) - float(s)))
                out[i] = round_out(Fraction(r) if finite(r) else r, fmt)
                continue
            diff = Fraction(g[i]) - s
            assert representable(float(diff), F32)
            r = Fraction(d[i]) * diff
            assert representable(float(r), F32), r  # f32 result is exact
            out[i] = rne(r, fmt)
        if sl in check_accum_slices:
            naive = naive_sum(terms, fmt)
            bad = [rne(Fraction(d[i]) * (Fraction(g[i]) - Fraction(naive)), fmt)
                   for i in idxs]
            assert bad != [out[i] for i in idxs], ("T accumulation", sl)
    return out


def softmax_case(m, fmt, shape, axis, g, d, comment, dyn=None, helper=None,
                 check_accum_slices=()):
    if dyn is not None:
        m = m.dyn
    check_repr(g, fmt)
    check_repr(d, fmt)
    expected = softmax_ref(g, d, shape, 1 if axis is None else axis, fmt,
                           check_accum_slices)
    m.comment(comment)
    ng = m.const(g, shape, fmt, "g")
    nd = m.const(d, shape, fmt, "y")
    declared = dyn if dyn else shape
    props = None if axis is None else "axis = %d : i64" % axis
    copies = m.op("softmax_backward", [(ng, shape, declared),
                                       (nd, shape, declared)], props,
                  [(shape, declared)], fmt, helper)
    for how, (r,) in copies:
        m.print_result(r, shape, fmt, expected, how)


def transpose_to_axis(rows, shape, axis):
    """Lays out slices `rows` (list of lists) along `axis` of `shape`."""
    flat = [None] * int(np.prod(shape))
    outer = [s for j, s in enumerate(shape) if j != axis]
    for sl, rest in enumerate(np.ndindex(*outer)):
        for k in range(shape[axis]):
            full = list(rest)
            full.insert(axis, k)
            flat[int(np.ravel_multi_index(full, shape))] = rows[sl][k]
    return flat


def gen_softmax(out):
    m = Module("softmax_backward.mlir", """
Execution test of actgrad.softmax_backward (SEMANTICS.md 2.5):
diff_src_i = dst_i * (diff_dst_i - sum_j diff_dst_j * dst_j), the sum along
`axis` accumulated in f32.  Inputs are dyadic so every f32 intermediate is
exact in any summation order and the check is bit-exact.  Covers the last,
first and middle axes, negative axes and the default (omitted) axis 1; a
slice with a NaN and slices with inf (other slices unaffected); f16 and bf16
slices whose sum would round away in an f16/bf16 accumulator; rank 1 and
rank 3; dynamic shapes, including zero-sized ones.""", """
Execution test of actgrad.softmax_backward on dynamic shapes (SEMANTICS.md 1,
2.5): tensor<?x?xf32>, tensor<?x2x?xbf16> and tensor<?x?x?xbf16> operands
reach the op through function arguments, so the sizes are only known at run
time; zero-sized operands (an empty slice axis, no slices) are legal.""",
               extra_configs=[(
                   '--actgrad-to-llvm="target-cpu=x86-64-v3"',
                   "The fourth compiles for AVX2 whatever the host: there f16 and "
                   "bf16 rows are\nread as two halves of 16-lane tiles."), (
                   '--actgrad-to-llvm="target-cpu=ivybridge"',
                   "The fifth compiles for AVX without AVX2: there f16 and bf16 "
                   "rows and\nslices of an outer axis are widened once "
                   "(actgrad-widen-shared-operands).")])
    # Four slices of length 4: a distribution, a NaN slice, an inf-g slice,
    # and a non-distribution with negative entries.
    slices_g = [[1.0, -2.0, 0.5, 3.0], [1.0, 2.0, 3.0, 4.0],
                [INF, 1.0, 2.0, -1.0], [0.25, -0.75, 1.5, 2.0]]
    slices_d = [[0.5, 0.25, 0.125, 0.125], [0.25, NAN, 0.25, 0.5],
                [0.25, 0.5, 0.0, 0.25], [-0.5, 1.5, 0.0625, 3.0]]
    for fmt in (F32, F16, BF16):
        shape = [4, 4]
        softmax_case(m, fmt, shape, -1, transpose_to_axis(slices_g, shape, 1),
                     transpose_to_axis(slices_d, shape, 1),
                     "%s [4, 4], axis = -1 (last): row 1 has a NaN dst (all "
                     "NaN), row 2 an inf g (NaN at the inf, -inf where dst > "
                     "0, NaN where dst = 0)." % fmt.name)
        softmax_case(m, fmt, shape, 0, transpose_to_axis(slices_g, shape, 0),
                     transpose_to_axis(slices_d, shape, 0),
                     "%s [4, 4], axis = 0 (first): the same slices as columns."
                     % fmt.name)

    # Rank 3 with every axis spelling.
    shape = [2, 3, 4]
    gi = [0.5 * ((i * 7) % 11) - 2.0 for i in range(24)]
    di = [((i * 5) % 9) / 16.0 - 0.125 for i in range(24)]
    gi[5] = INF
    di[18] = NAN
    for fmt, axis, what in ((F32, None, "omitted (default 1, middle)"),
                            (F16, 1, "1 (middle)"), (BF16, -2, "-2 (middle)"),
                            (F32, -3, "-3 (first)"), (F16, 2, "2 (last)"),
                            (BF16, 0, "0 (first)")):
        softmax_case(m, fmt, shape, axis, gi, di,
                     "%s [2, 3, 4], axis = %s; one g is inf and one dst NaN, "
                     "which poison only their own slices." % (fmt.name, what))

    # f32 accumulation for f16/bf16.
    for fmt in (BF16, F16):
        e = -(fmt.p + 1)  # 2^e is below half an ulp of 1 in fmt
        small = 2.0**e
        rows_g = [[1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [2.0, 1.0, 1.0, 1.0, 1.0, 1.0]]
        rows_d = [[1.0, small, small, small, small, small],
                  [0.5, 0.5 * small, 3 * small, small, 0.5 * small, small]]
        shape = [2, 6]
        softmax_case(m, fmt, shape, 1, transpose_to_axis(rows_g, shape, 1),
                     transpose_to_axis(rows_d, shape, 1),
                     "%s, sum = 1 + 5 * 2^%d: each 2^%d term is below half an "
                     "ulp of 1 in %s, so a %s accumulator gives a different "
                     "result." % (fmt.name, e, e, fmt.name, fmt.name),
                     check_accum_slices=(0, 1))

    # Rows of 128: four full tiles of 32 16-bit values, whose products are
    # summed as bf16's even and odd lanes (f16's low and high halves), and
    # rows of 72: two tiles and a remainder of 8, summed in lane order.
    # Every element counts; a NaN and an inf sit in odd lanes.
    for n in (128, 72):
        rows_g = [[0.125 * ((k * 5) % 17) - 1.0 for k in range(n)]
                  for _ in range(3)]
        rows_d = [[((k * 7) % 13) / 64.0 for k in range(n)] for _ in range(3)]
        rows_d[0] = [((k * 11) % 19) / 64.0 - 0.125 for k in range(n)]
        rows_d[1][33] = NAN
        rows_g[2][17] = INF
        for fmt in (BF16, F16):
            shape = [3, n]
            softmax_case(m, fmt, shape, -1,
                         transpose_to_axis(rows_g, shape, 1),
                         transpose_to_axis(rows_d, shape, 1),
                         "%s [3, %d], axis = -1: row 1 has a NaN dst at 33, "
                         "row 2 an inf g at 17." % (fmt.name, n))

    # A middle axis of 32 with 13 positions after it, rows that are not a
    # whole number of vectors: actgrad-pack-narrow-rows packs 16 rows (4 at
    # 4 lanes) into whole vectors, summed as partial sums per packed row
    # position. A NaN dst and an inf g poison only their own positions.
    shape = [1, 32, 13]
    narrow_g = [0.125 * ((i * 5) % 17) - 1.0 for i in range(32 * 13)]
    narrow_d = [((i * 7) % 13) / 64.0 for i in range(32 * 13)]
    narrow_d[20 * 13 + 3] = NAN
    narrow_g[5 * 13 + 11] = INF
    for fmt in (F32, BF16, F16):
        softmax_case(m, fmt, shape, 1, narrow_g, narrow_d,
                     "%s [1, 32, 13], axis = 1: position 3 has a NaN dst in "
                     "row 20, position 11 an inf g in row 5." % fmt.name)

    # Rows left over after the packs, and rows packed for the update only:
    # [1, 40, 13] packs 32 rows and updates the last 8 on their own; in
    # [1, 40, 49] (7x7 planes) 16 rows of 49 are too many vectors of
    # partial sums, so only the update packs 32 rows, with the sums
    # broadcast to 16 rows. The NaN and the inf sit in the left-over rows.
    for cols in (13, 49):
        shape = [1, 40, cols]
        n = 40 * cols
        rest_g = [0.125 * ((i * 5) % 17) - 1.0 for i in range(n)]
        rest_d = [((i * 7) % 13) / 64.0 for i in range(n)]
        rest_d[35 * cols + 3] = NAN
        rest_g[37 * cols + cols - 2] = INF
        for fmt in (F32, BF16, F16):
            softmax_case(m, fmt, shape, 1, rest_g, rest_d,
                         "%s [1, 40, %d], axis = 1: position 3 has a NaN dst "
                         "in row 35, position %d an inf g in row 37."
                         % (fmt.name, cols, cols - 2))

    # Rank 1.
    softmax_case(m, BF16, [4], 0, [1.0, 2.0, -1.0, 0.5],
                 [0.125, 0.5, 0.25, 0.125], "bf16 rank 1, axis = 0.")
    softmax_case(m, F16, [4], -1, [1.0, -INF, -1.0, 0.5],
                 [0.125, 0.5, 0.25, 0.125],
                 "f16 rank 1, axis = -1, a -inf g: the sum is -inf.")

    # Dynamic shapes.
    shape = [4, 4]
    softmax_case(m, F32, shape, 1, transpose_to_axis(slices_g, shape, 1),
                 transpose_to_axis(slices_d, shape, 1),
                 "f32 tensor<?x?xf32> (run-time 4x4), axis = 1.",
                 dyn=[None, None], helper="softmax_f32_dyn")
    softmax_case(m, BF16, [3, 2, 4], 0, gi[:24], [abs(v) for v in di],
                 "bf16 tensor<?x2x?xbf16> (run-time 3x2x4), axis = 0.",
                 dyn=[None, 2, None], helper="softmax_bf16_dyn")
    # Dynamic rows along a middle axis, each kernel holding both run-time
    # versions of the sum and of the update: 13 positions take the narrow
    # ones (one masked vector per row), 20 the sum's narrow one (a sweep of
    # the rows per vector of columns) and the update's wide one (a whole
    # vector and a masked rest per row), 40 and 64 the sum's swept one (one
    # sweep of the rows with a tile of four vectors, masked for 40, whole
    # for 64), 70 the wide ones. The NaN and the inf poison only their own
    # positions.
    for cols in (13, 20, 40, 64, 70):
        shape = [2, 9, cols]
        n = 2 * 9 * cols
        rows_g = [0.125 * ((i * 5) % 17) - 1.0 for i in range(n)]
        rows_d = [((i * 7) % 13) / 64.0 for i in range(n)]
        rows_d[9 * cols + 4 * cols + 3] = NAN
        rows_g[6 * cols + cols - 2] = INF
        softmax_case(m, BF16, shape, 1, rows_g, rows_d,
                     "bf16 tensor<?x?x?xbf16> (run-time 2x9x%d), axis = 1: "
                     "position 3 has a NaN dst in row 4 of the second "
                     "batch, position %d an inf g in row 6 of the first."
                     % (cols, cols - 2),
                     dyn=[None, None, None], helper="softmax_bf16_rows_dyn")
    # Rows along a middle axis on targets without masked loads and stores
    # (AVX2: the fourth RUN line whatever the host; AVX: the fifth), where
    # f32, and f16 and bf16 rows widened into one register of f32, take
    # vectors of 8 lanes: 13, 20 and 49 positions end in the row's last
    # whole vector overlapping the one before (actgrad-vectorize's
    # overlapped rests), which keeps the sum's lanes computed already and
    # writes the update's again; 5 and 6 take vectors of 4 lanes, the same
    # way; 8 is one whole vector; 1 and 3 sweep the rows one position at a
    # time. The NaN and the inf sit in the overlapped lanes.
    # On AVX-512 (the first RUN lines on such a host), 33 and 49 take the
    # sum's swept version, its rest masked in the tile's last vector.
    for fmt, helper, all_cols in ((F32, "softmax_f32_rows_dyn",
                                   (1, 3, 5, 6, 8, 13, 20, 33, 49)),
                                  (F16, "softmax_f16_rows_dyn", (3, 6, 13, 49)),
                                  (BF16, "softmax_bf16_rows_dyn", (1, 5))):
        for cols in all_cols:
            shape = [2, 9, cols]
            n = 2 * 9 * cols
            rows_g = [0.125 * ((i * 5) % 17) - 1.0 for i in range(n)]
            rows_d = [((i * 7) % 13) / 64.0 for i in range(n)]
            nan_at, inf_at = ((cols - 7, cols - 6) if cols >= 8 else
                              (3, cols - 3) if cols >= 4 else (cols - 1, 0))
            rows_d[9 * cols + 4 * cols + nan_at] = NAN
            rows_g[6 * cols + inf_at] = INF
            softmax_case(m, fmt, shape, 1, rows_g, rows_d,
                         "%s tensor<?x?x?x%s> (run-time 2x9x%d), axis = 1: "
                         "position %d has a NaN dst in row 4 of the second "
                         "batch, position %d an inf g in row 6 of the first."
                         % (fmt.name, fmt.name, cols, nan_at, inf_at),
                         dyn=[None, None, None], helper=helper)
    for zshape in ([0, 4], [4, 0]):
        m.dyn.zero_sized_call("softmax_f32_dyn", zshape, F32)
    m.write(out)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..")
    gen_hardtanh(out)
    gen_hardsigmoid(out)
    gen_swish(out)
    gen_prelu(out, "NCX")
    gen_prelu(out, "NXC")
    gen_softmax(out)


if __name__ == "__main__":
    main()
