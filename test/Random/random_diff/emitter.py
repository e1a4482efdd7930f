"""MLIR modules of the cases, in the form of SEMANTICS.md section 7: the
inputs as constants, each op (or, with --form linalg, its front-end linalg
form, or the variant of forms.py) inline in @main or in a function of its
own that returns its results (so that dynamic sizes stay dynamic in the
kernel), each non-empty result printed by @main with printMemrefI32. The MLIR text comes
from actgrad.emit and forms_mlir.py."""

import math

import numpy as np

from actgrad import emit

from .forms import operand_arrays, variant_name
from .forms_mlir import variant_form
from .generator import describe_shape


def ttype(shape, dtype, dyn=None):
    return emit.tensor_type(shape, dtype, dyn)


def dense_literal(arr, dtype):
    flat = arr.reshape(-1)
    if flat.size == 0:
        return "dense<>"
    if arr.ndim == 0:
        return "dense<%s>" % emit.float_literal(flat[0], dtype)
    if flat.size > 4096:  # raw little-endian blob: compact and fast to parse
        if dtype == "f32":
            raw = flat.astype(np.float32).tobytes()
        elif dtype == "f16":
            raw = flat.astype(np.float16).tobytes()
        else:
            raw = (flat.astype(np.float32).view(np.uint32) >> 16).astype(
                np.uint16).tobytes()
        return 'dense<"0x%s">' % raw.hex().upper()
    lits = [emit.float_literal(v, dtype) for v in flat]
    if flat.size > 1 and len(set(lits)) == 1:
        return "dense<%s>" % lits[0]  # splat
    return "dense<%s>" % emit.nested(lits, arr.shape)


def print_result(lines, val, shape, dtype, dyn, pfx):
    """Casts a result to its static type and prints it with printMemrefI32
    after extf to f32 and bitcast to i32 (SEMANTICS.md section 7)."""
    if any(dyn):
        lines.append(emit.tensor_cast(pfx + "_s", val, ttype(shape, dtype, dyn),
                                      ttype(shape, dtype)))
        val = pfx + "_s"
    lines += emit.print_i32_bits(val, shape, dtype, pfx + "_e", pfx + "_i", pfx + "_m",
                                 pfx + "_u", keyword="func.call")


def result_shapes(case):
    if case["op"] == "prelu_backward":
        return [("diff_src", case["inputs"]["src"].shape, "src"),
                ("diff_slope", case["inputs"]["slope"].shape, "slope")]
    return [("diff_src", tuple(case["shape"]), case["operands"][0])]


def emit_case(case):
    """Returns (helper function text or '', lines for @main)."""
    cid, op, dt = case["id"], case["op"], case["dtype"]
    pfx = "%%c%d" % cid
    dyn = case["dyn"]
    main = ["  // case %d: %s %s %s" % (cid, op, dt, describe_shape(case))]
    body = []
    func_style = case["style"] == "func"
    operand_vals = []
    tys = []
    arg_decls = []
    seen = {}
    for k, arr, odt, odyn in operand_arrays(case):
        if case["alias"] and k != case["operands"][0]:
            operand_vals.append(seen[case["operands"][0]])
            tys.append(ttype(arr.shape, odt, odyn))
            continue
        name = "%s_%s" % (pfx, k)
        st = ttype(arr.shape, odt)
        dty = ttype(arr.shape, odt, odyn)
        tys.append(dty)
        main.append(emit.constant(name, dense_literal(arr, odt), st))
        val = name
        if any(odyn):
            main.append(emit.tensor_cast(name + "_d", name, st, dty))
            val = name + "_d"
        if func_style:
            arg = "%%%s" % k
            arg_decls.append((arg, dty, val))
            val = arg
        seen[k] = val
        operand_vals.append(val)
    res = result_shapes(case)
    rtys = [ttype(shp, dt, dyn[src]) for _, shp, src in res]
    rp = "%%r%d" % cid if not func_style else "%r"
    rnames = ["%s_%d" % (rp, i) for i in range(len(res))]
    tgt = body if func_style else main
    if variant_name(case):
        tgt += variant_form(case, list(zip(operand_vals, tys)),
                            list(zip(rnames, rtys)), rp.lstrip("%") + "_l")
    elif case.get("form") == "linalg":
        slope_rule = None
        if op == "prelu_backward":
            slope_rule = case["slope_mode"]
            if slope_rule == "channel":
                slope_rule = case["data_format"]
        tgt += emit.linalg_form(op, dt, len(case["shape"]), list(zip(operand_vals, tys)),
                                list(zip(rnames, rtys)), rp.lstrip("%") + "_l",
                                attrs=case["attrs_f32"], axis=case.get("axis_norm"),
                                keepdim=cid % 2 == 0, slope_rule=slope_rule)
    else:
        tgt.append("  " + emit.actgrad_op(op, operand_vals, tys, rtys,
                                          sorted(case["attrs"].items()),
                                          ", ".join(rnames), generic=True))
    if func_style:
        # The function returns its results to @main, which prints them: a
        # cast to the static type inside the function would let
        # canonicalization make the kernel static.
        fn = emit.func_lines("case_%d" % cid, [(a, t) for a, t, _ in arg_decls],
                             body, rnames, rtys, parenthesize=True)
        rp = "%%r%d" % cid
        rnames = ["%s_%d" % (rp, i) for i in range(len(res))]
        main.append(emit.call("case_%d" % cid, [v for _, _, v in arg_decls],
                              [t for _, t, _ in arg_decls], rtys, ", ".join(rnames),
                              keyword="func.call", parenthesize=True))
    for i, (_, shp, src) in enumerate(res):
        # printMemref reads out of bounds on a memref with no elements (it
        # prints a first element of every dimension): print only non-empty
        # results.
        if math.prod(shp) > 0:
            print_result(main, rnames[i], list(shp), dt, dyn[src], "%s_p%d" % (rp, i))
    return ("\n".join(fn) if func_style else ""), main


def emit_module(cases):
    funcs, main = [], []
    for c in cases:
        f, m = emit_case(c)
        if f:
            funcs.append(f)
        main += m
    out = ["// Generated by test/Random/random_diff.", emit.PRINT_I32_DECL]
    out += funcs
    out += ["func.func @main() {"] + main + ["  return", "}", ""]
    return "\n".join(out)
