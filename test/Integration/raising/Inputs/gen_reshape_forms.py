#!/usr/bin/python3
"""Generates reshape_forms.mlir: the execution test of gradients whose
pieces IREE joins with unit reshapes (docs/Raising.md, "How it matches").

- softmax backward as IREE lowers `_softmax_backward_data`: g * y; the
  keep-dims sum, `tensor.collapse_shape` to the dropped-dim shape, a
  broadcast generic; g * y - y * b;
- silu backward (PyTorch's decomposition) whose `g` is the collapse of a
  unit dimension (IREE's grouped depthwise convolution's result).

Inputs as in softmax_forms.mlir and swish_forms.mlir (NaN, +-inf, +-0, exp
overflow and underflow), from a generator of their own so that the other
tests' inputs stay as they were. check_raising.py checks the raised and the
unraised results against an f64 reference within SEMANTICS.md 3.

Regenerate rather than edit:
  /usr/bin/python3 gen_reshape_forms.py <output dir>
"""

import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_raising_tests as base  # noqa: E402
from gen_raising_tests import emit  # noqa: E402

RNG = np.random.default_rng(38)

# Raised and unraised runs, each checked by check_raising.py: the header of
# gen_raising_tests.py's swish forms, which are checked the same way.
RUN_HEADER = base.RUN_HEADER_SWISH

# dtype, shape, axis: the layer's attention [1, 2, 4, 4] over its last
# axis (IREE's groups [[0], [1], [2, 3]]); [1, 6, 5] over 1, whose kept
# axis collapses with the unit batch ([[0, 1], [2]]); bf16 over 2.
SOFTMAX_CASES = [("f32", [1, 2, 4, 4], 3), ("f32", [1, 6, 5], 1),
                 ("bf16", [1, 2, 8, 3], 2)]
# dtype, g's shape, the result's shape, the collapse's groups.
SWISH_CASES = [("f32", [1, 8, 1, 4], [1, 8, 4], [[0], [1, 2], [3]]),
               ("bf16", [1, 1, 4, 8], [1, 4, 8], [[0, 1], [2], [3]])]


def collapse_groups(rank, axis):
    """The kept axis joins the dimension before it (after it for axis 0)."""
    other = axis - 1 if axis > 0 else 1
    lo, hi = min(axis, other), max(axis, other)
    return [[lo, hi] if d == lo else [d] for d in range(rank) if d != hi]


def softmax_function(fname, dtype, shape, axis):
    """IREE's `g * y - y * b` with the collapsed keep-dims sum."""
    r = len(shape)
    t, t32 = base.ttype(shape, dtype), base.ttype(shape, "f32")
    kept = [1 if i == axis else d for i, d in enumerate(shape)]
    dropped = [d for i, d in enumerate(shape) if i != axis]
    tk, td = base.ttype(kept, "f32"), base.ttype(dropped, "f32")
    idm, par = emit.identity_map(r), emit.iterator_types(r)
    keep = emit.keep_dim_map(r, axis)
    drop = emit.drop_dim_map(r, axis)
    groups = ", ".join("[%s]" % ", ".join(map(str, g))
                       for g in collapse_groups(r, axis))
    L = [emit.tensor_empty("%e", t), emit.tensor_empty("%e32", t32),
         "  %zero = arith.constant 0.0 : f32", emit.tensor_empty("%ek", tk),
         emit.linalg_fill("%z", "%zero", "f32", "%ek", tk)]
    L += emit.generic_head("%gy", [idm] * 3, par, [("%g", t), ("%y", t)],
                           ("%e32", t32), ["%%a: %s" % dtype, "%%b: %s" % dtype,
                                           "%o: f32"])
    a, b = emit.extend(L, "%a", dtype), emit.extend(L, "%b", dtype)
    L += ["    %%p = arith.mulf %s, %s : f32" % (a, b), "    linalg.yield %p : f32",
          emit.generic_end(t32)]
    L += emit.generic_head("%s", [idm, keep], emit.iterator_types(r, [axis]),
                           [("%gy", t32)], ("%z", tk), ["%a: f32", "%o: f32"])
    L += ["    %p = arith.addf %a, %o : f32", "    linalg.yield %p : f32",
          emit.generic_end(tk)]
    L.append("  %%c = tensor.collapse_shape %%s [%s] : %s into %s"
             % (groups, tk, td))
    L += emit.generic_head("%bc", [drop, idm], par, [("%c", td)], ("%e32", t32),
                           ["%a: f32", "%o: f32"])
    L += ["    linalg.yield %a : f32", emit.generic_end(t32)]
    L += emit.generic_head("%yb", [idm] * 3, par, [("%y", t), ("%bc", t32)],
                           ("%e32", t32), ["%%a: %s" % dtype, "%b: f32", "%o: f32"])
    a = emit.extend(L, "%a", dtype)
    L += ["    %%p = arith.mulf %s, %%b : f32" % a, "    linalg.yield %p : f32",
          emit.generic_end(t32)]
    L += emit.generic_head("%r", [idm] * 3, par, [("%gy", t32), ("%yb", t32)],
                           ("%e", t), ["%a: f32", "%b: f32", "%%o: %s" % dtype])
    L.append("    %p = arith.subf %a, %b : f32")
    res = emit.truncate(L, "%p", dtype, "%t")
    L += ["    linalg.yield %s : %s" % (res, dtype), emit.generic_end(t)]
    return "\n".join(emit.func_lines(fname, [("%g", t), ("%y", t)], L, ["%r"], [t]))


def swish_function(fname, dtype, gshape, shape, groups):
    """PyTorch's silu_backward on `g` collapsed from `gshape`."""
    tg, t = base.ttype(gshape, dtype), base.ttype(shape, dtype)
    text = emit.swish_function(fname, emit.SILU_BACKWARD_TORCH, 1.0, dtype, shape)
    groups = ", ".join("[%s]" % ", ".join(map(str, g)) for g in groups)
    head = "func.func @%s(%%g5: %s, %%x: %s) -> %s {" % (fname, tg, t, t)
    collapse = "  %%g = tensor.collapse_shape %%g5 [%s] : %s into %s" % (
        groups, tg, t)
    assert text[0].startswith("func.func @%s(" % fname)
    return "\n".join([head, collapse] + text[1:])


def softmax_case(k, dtype, shape, axis, out, main, raised):
    fname = "iree_softmax_%s_axis%d" % (dtype, axis)
    out += ["// IREE's _softmax_backward_data, keep-dims sum collapsed; %s, "
            "axis %d." % (dtype, axis), softmax_function(fname, dtype, shape, axis), ""]
    raised += ["// RAISED-LABEL: func.func @%s(" % fname,
               "// RAISED: %%[[R:.+]] = actgrad.softmax_backward %%arg0, %%arg1%s" % (
                   " :" if axis == 1 else " {axis = %d : i64}" % axis),
               "// RAISED: %[[F:.+]] = linalg.generic {{.+}} ins(%arg0, %arg1, %[[R]] :",
               "// RAISED: return %[[F]]"]
    gs, ys = base.softmax_inputs(dtype, shape, axis, RNG)
    t = base.ttype(shape, dtype)
    main.append("  // DATA %s" % json.dumps({
        "dtype": dtype, "shape": shape, "axis": axis,
        "g": [base.to_bits(v, dtype) for v in gs],
        "y": [base.to_bits(v, dtype) for v in ys]}))
    main += [base.constant("%%g%d" % k, gs, dtype, shape),
             base.constant("%%y%d" % k, ys, dtype, shape),
             emit.call(fname, ["%%g%d" % k, "%%y%d" % k], [t, t], [t], "%%r%d" % k)]
    main += base.print_block("%%r%d" % k, dtype, shape, k)


def swish_case(k, dtype, gshape, shape, groups, out, main, raised):
    fname = "silu_collapsed_g_%s" % dtype
    out += ["// PyTorch's silu_backward, g collapsed from %s; %s." % (gshape, dtype),
            swish_function(fname, dtype, gshape, shape, groups), ""]
    raised += ["// RAISED-LABEL: func.func @%s(" % fname,
               "// RAISED: %[[G:.+]] = tensor.collapse_shape %arg0",
               "// RAISED-NEXT: %[[R:.+]] = actgrad.swish_backward %[[G]], %arg1 :",
               "// RAISED-NEXT: return %[[R]]"]
    gs, xs = base.swish_inputs(dtype, int(np.prod(shape)), RNG)
    tg, t = base.ttype(gshape, dtype), base.ttype(shape, dtype)
    main.append("  // DATA %s" % json.dumps({
        "op": "swish", "beta": 1.0, "dtype": dtype, "shape": shape,
        "g": [base.to_bits(v, dtype) for v in gs],
        "x": [base.to_bits(v, dtype) for v in xs]}))
    main += [base.constant("%%g%d" % k, gs, dtype, gshape),
             base.constant("%%x%d" % k, xs, dtype, shape),
             emit.call(fname, ["%%g%d" % k, "%%x%d" % k], [tg, t], [t], "%%r%d" % k)]
    main += base.print_block("%%r%d" % k, dtype, shape, k)


def gen(path):
    out = [RUN_HEADER, """//
// Execution test of raise-linalg-to-actgrad on gradients whose pieces IREE
// joins with reshapes that only drop or add unit dimensions (docs/Raising.md):
// softmax backward with the keep-dims sum collapsed before its broadcast,
// and silu backward on a collapsed `g`. NaN, +-inf and +-0 in the inputs;
// raised and unraised results are checked by check_raising.py against an
// f64 reference within SEMANTICS.md 3; the inputs are in the DATA lines.
//
// Generated by Inputs/gen_reshape_forms.py; regenerate rather than edit.
""", base.PRINT_DECL, ""]
    main, raised = ["func.func @main() {"], []
    k = 0
    for dtype, shape, axis in SOFTMAX_CASES:
        softmax_case(k, dtype, shape, axis, out, main, raised)
        k += 1
    for dtype, gshape, shape, groups in SWISH_CASES:
        swish_case(k, dtype, gshape, shape, groups, out, main, raised)
        k += 1
    main += ["  return", "}"]
    with open(path, "w") as f:
        f.write("\n".join(out + main + [""] + raised) + "\n")


if __name__ == "__main__":
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..")
    gen(os.path.join(outdir, "reshape_forms.mlir"))
