#!/usr/bin/python3
"""Generates rounded_forms.mlir: the execution test of masks whose `g` is an
f32 value rounded to bf16 by a generic of its own (docs/Raising.md, "Masks").

Under bf16 autocast, torch-mlir rounds a matmul's f32 result to bf16 and
the ReLU backward selects it in bf16 (`select(y <= 0, 0, g)`); raised, it is
hardtanh_backward (min 0, max +inf) on that bf16 `g`, with the fix-ups for
y = +inf and NaN. Here the f32 value is a product `a * b`, so that `g` takes
NaN, +-inf, -0 and values that round. The forms:

- the capture's: the mask an i1 generic of its own, ordered `ole` (NaN y
  passes g), the zero a splat tensor<bf16>;
- `ule` (NaN y gives 0) in one generic, `g` expanded to [1, ...] as in the
  capture;
- the near miss: the truncation is the final rounding of an f32 mask of
  the f32 product: the same values, not raised (no bf16 `g` exists).

Expected values are the front end's semantics, bit for bit, with raising on
(default tiles, and small tiles and vectors) and off.

Regenerate rather than edit:
  /usr/bin/python3 gen_rounded_forms.py <output dir>
"""

import math
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_raising_tests as base  # noqa: E402
from gen_raising_tests import INF, NAN, emit  # noqa: E402

RNG = np.random.default_rng(3838)

SHAPE = [2, 16]
ID, PAR = emit.identity_map(2), emit.iterator_types(2)
SCALAR = emit.affine_map(2, [])
TF, TB = base.ttype(SHAPE, "f32"), base.ttype(SHAPE, "bf16")
TI = base.ttype(SHAPE, "i1")
T3 = base.ttype([1] + SHAPE, "bf16")


def rounded_g(lines):
    """%g: a * b in f32, rounded to bf16 by a generic of its own."""
    lines += emit.generic_head("%g", [ID] * 3, PAR, [("%a", TF), ("%b", TF)],
                               ("%eb", TB), ["%p: f32", "%q: f32", "%o: bf16"])
    lines += ["    %m = arith.mulf %p, %q : f32",
              "    %t = arith.truncf %m : f32 to bf16",
              "    linalg.yield %t : bf16", emit.generic_end(TB)]


def capture_form():
    L = ["  %zb = arith.constant 0.0 : bf16",
         "  %z = arith.constant dense<0.0> : tensor<bf16>",
         emit.tensor_empty("%eb", TB), emit.tensor_empty("%ei", TI)]
    rounded_g(L)
    L += emit.generic_head("%m", [ID] * 2, PAR, [("%y", TB)], ("%ei", TI),
                           ["%v: bf16", "%o: i1"])
    L += ["    %c = arith.cmpf ole, %v, %zb : bf16", "    linalg.yield %c : i1",
          emit.generic_end(TI)]
    L += emit.generic_head("%r", [ID, SCALAR, ID, ID], PAR,
                           [("%m", TI), ("%z", "tensor<bf16>"), ("%g", TB)],
                           ("%eb", TB), ["%c: i1", "%zz: bf16", "%gg: bf16",
                                         "%o: bf16"])
    L += ["    %s = arith.select %c, %zz, %gg : bf16", "    linalg.yield %s : bf16",
          emit.generic_end(TB)]
    return L, "%r", TB


def expanded_form():
    id3, par3 = emit.identity_map(3), emit.iterator_types(3)
    L = ["  %zb = arith.constant 0.0 : bf16", emit.tensor_empty("%eb", TB),
         emit.tensor_empty("%e3", T3)]
    rounded_g(L)
    L.append("  %%gx = tensor.expand_shape %%g [[0, 1], [2]] output_shape "
             "[1, %d, %d] : %s into %s" % (SHAPE[0], SHAPE[1], TB, T3))
    L.append("  %%y3 = tensor.expand_shape %%y [[0, 1], [2]] output_shape "
             "[1, %d, %d] : %s into %s" % (SHAPE[0], SHAPE[1], TB, T3))
    L += emit.generic_head("%r3", [id3] * 3, par3, [("%y3", T3), ("%gx", T3)],
                           ("%e3", T3), ["%v: bf16", "%gg: bf16", "%o: bf16"])
    L += ["    %c = arith.cmpf ule, %v, %zb : bf16",
          "    %s = arith.select %c, %zb, %gg : bf16",
          "    linalg.yield %s : bf16", emit.generic_end(T3)]
    L.append("  %%r = tensor.collapse_shape %%r3 [[0, 1], [2]] : %s into %s"
             % (T3, TB))
    return L, "%r", TB


def final_rounding_form():
    L = ["  %zf = arith.constant 0.0 : f32", emit.tensor_empty("%ef", TF),
         emit.tensor_empty("%eb", TB)]
    L += emit.generic_head("%prod", [ID] * 3, PAR, [("%a", TF), ("%b", TF)],
                           ("%ef", TF), ["%p: f32", "%q: f32", "%o: f32"])
    L += ["    %m = arith.mulf %p, %q : f32", "    linalg.yield %m : f32",
          emit.generic_end(TF)]
    L += emit.generic_head("%r", [ID] * 3, PAR, [("%y", TB), ("%prod", TF)],
                           ("%eb", TB), ["%v: bf16", "%pp: f32", "%o: bf16"])
    L += ["    %ve = arith.extf %v : bf16 to f32",
          "    %c = arith.cmpf ole, %ve, %zf : f32",
          "    %s = arith.select %c, %zf, %pp : f32",
          "    %t = arith.truncf %s : f32 to bf16",
          "    linalg.yield %t : bf16", emit.generic_end(TB)]
    return L, "%r", TB


# name, origin, body, whether raised, whether NaN y gives 0.
FORMS = [
    ("autocast_relu_ole", "torch-mlir's ReLU backward under bf16 autocast "
     "(select(y <= 0, 0, g), ordered: NaN y passes g; the mask an i1 "
     "generic)", capture_form, True, False),
    ("autocast_relu_ule_expanded", "select(y ule 0, 0, g) (NaN y gives 0), "
     "g expanded to [1, ...] as in the capture", expanded_form, True, True),
    ("final_rounding", "near miss: truncf of an f32 mask of the f32 product "
     "(the final rounding; not raised)", final_rounding_form, False, False),
]


def inputs(n):
    """a, b (f32) and y (bf16). Every third product is special (NaN, +-inf,
    +-0, an overflow), every other one of them under a y > 0 that passes
    it; y's specials (the threshold 0, -0, NaN, +-inf, the smallest
    subnormals) are under ordinary products, so that what passes shows."""
    tiny = base.from_bits(1, "bf16")
    specials = [NAN, INF, -INF, -0.0, 0.0, 3.0e38]
    y_specials = [0.0, -0.0, NAN, INF, -INF, tiny, -tiny, 1.0, -1.0]
    ordinary = [i for i in range(n) if i % 3]
    order = list(RNG.permutation(len(ordinary)))
    ys = [base.round_to(RNG.uniform(-8, 8), "bf16") for _ in range(n)]
    for rank, i in zip(order, ordinary):
        if rank < len(y_specials):
            ys[i] = y_specials[rank]
    As, bs = [], []
    for i in range(n):
        if i % 3:
            As.append(float(np.float32(RNG.uniform(-4, 4))))
            bs.append(float(np.float32(RNG.uniform(-4, 4))))
            continue
        special = specials[(i // 6) % len(specials)]
        As.append(float(np.float32(special)))
        bs.append(4.0 if special == 3.0e38 else 1.0)
        if (i // 3) % 2 == 0:
            ys[i] = base.round_to(RNG.uniform(0.5, 8), "bf16")
    return As, bs, ys


def expected(a, b, y, nan_gives_zero):
    with np.errstate(all="ignore"):
        g = base.round_to(float(np.float32(a) * np.float32(b)), "bf16")
    if math.isnan(y):
        return 0.0 if nan_gives_zero else g
    return 0.0 if y <= 0 else g


def gen(path):
    out = [base.RUN_HEADER, """//
// Execution test of raise-linalg-to-actgrad on masks whose `g` is an f32
// product rounded to bf16 by a generic of its own (bf16 autocast's ReLU
// backward, docs/Raising.md): the threshold 0, -0, NaN, +-inf and the
// smallest subnormals in y; NaN, +-inf, -0 and overflowing products in g.
// The expected values are the front end's own semantics, bit for bit, with
// raising on and off. The RAISED run checks what is raised and what is not.
//
// Generated by Inputs/gen_rounded_forms.py; regenerate rather than edit.
""", base.PRINT_DECL, ""]
    main, raised = ["func.func @main() {"], []
    n = int(np.prod(SHAPE))
    for k, (name, origin, body, is_raised, nan_zero) in enumerate(FORMS):
        fname = name + "_bf16"
        lines, result, rtype = body()
        out += ["// %s." % origin, "\n".join(emit.func_lines(
            fname, [("%a", TF), ("%b", TF), ("%y", TB)], lines, [result],
            [rtype])), ""]
        raised.append("// RAISED-LABEL: func.func @%s(" % fname)
        raised.append("// RAISED%s: actgrad.hardtanh_backward%s" % (
            ("", " %{{.+}}, %{{.+}} {max = 0x7F800000 : f32, "
             "min = 0.000000e+00 : f32}") if is_raised else ("-NOT", "")))
        if not is_raised:
            raised.append("// RAISED: return")
        As, bs, ys = inputs(n)
        main += [base.constant("%%a%d" % k, As, "f32", SHAPE),
                 base.constant("%%b%d" % k, bs, "f32", SHAPE),
                 base.constant("%%y%d" % k, ys, "bf16", SHAPE),
                 emit.call(fname, ["%%a%d" % k, "%%b%d" % k, "%%y%d" % k],
                           [TF, TF, TB], [TB], "%%r%d" % k)]
        main += base.print_block("%%r%d" % k, "bf16", SHAPE, k)
        main += ["  " + c for c in base.check_lines(
            [expected(a, b, y, nan_zero) for a, b, y in zip(As, bs, ys)],
            SHAPE)]
    main += ["  return", "}"]
    with open(path, "w") as f:
        f.write("\n".join(out + main + [""] + raised) + "\n")


if __name__ == "__main__":
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..")
    gen(os.path.join(outdir, "rounded_forms.mlir"))
