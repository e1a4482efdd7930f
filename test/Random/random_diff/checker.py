"""The reference of a case and the accuracy contract (SEMANTICS.md 2, 3):
the float64 reference of every result, the pass test of each element and
the failure reports."""

import numpy as np

import actgrad_reference as ref
from actgrad_reference import (broadcast_slope, from_key, prelu_layout,
                               round_to, to_key)

from . import ELEMENTWISE
from .forms import describe, relu_reference
from .generator import describe_shape

FMTS = ref.FORMATS


def reference(case):
    """Float64 reference of a case. Returns a list of result dicts with keys
    name, r (float64 reference), B (conditioning bound or None), alt/amb
    (hardsigmoid's other branch and ambiguity mask or None) and dontcare
    (mask of ill-posed elements or None). With --form linalg, the front
    end's NaN behaviour replaces the op's where they differ (a ReLU mask of
    forms.py passes g at y = +inf too)."""
    op = case["op"]
    a = case["attrs_f32"]
    ins = case["inputs"]
    linalg = case.get("form") == "linalg"
    with np.errstate(all="ignore"):
        if op == "hardtanh_backward":
            g, x = ins["grad_output"], ins["self"]
            r = ref.hardtanh(g, x, a["min"], a["max"])
            if linalg:  # the ordered compares pass g for a NaN x
                r = np.where(np.isnan(x), g, r)
            relu = relu_reference(case) if linalg else None
            return [dict(name="diff_src", r=r if relu is None else relu)]
        if op == "hardsigmoid_backward":
            r, alt, amb = ref.hardsigmoid(ins["src"], ins["diff_dst"],
                                          a["alpha"], a["beta"])
            return [dict(name="diff_src", r=r, alt=alt, amb=amb)]
        if op == "swish_backward":
            x = ins["self"]
            r, B, illposed = ref.swish(ins["grad_output"], x, a["beta"])
            return [dict(name="diff_src", r=r, B=B, dontcare=illposed,
                         overflow=f32_overflows(a["beta"] * x))]
        if op == "prelu_backward":
            x, w, g = ins["src"], ins["slope"], ins["diff_dst"]
            ds, dw, B = ref.prelu(x, w, g, case["data_format"],
                                  case["slope_mode"])
            if linalg:  # the ordered x > 0 gives w * g for a NaN x
                c, _ = prelu_layout(x.ndim, case["data_format"],
                                    case["slope_mode"])
                wb = broadcast_slope(w, x.shape, c, case["slope_mode"])
                ds = np.where(np.isnan(x), wb * g, ds)
            c, axes = prelu_layout(x.ndim, case["data_format"],
                                   case["slope_mode"])
            overflow = f32_overflows(np.sum(finite_abs(
                np.where(x > 0, 0.0, x * g)), axis=axes))
            return [dict(name="diff_src", r=ds),
                    dict(name="diff_slope", r=dw, B=B,
                         overflow=overflow.reshape(w.shape))]
        if op == "softmax_backward":
            g, y = ins["diff_dst"], ins["dst"]
            ax = case["axis_norm"]
            r, B = ref.softmax(g, y, ax)
            if linalg and case["id"] % 2 == 0:
                # The five-generic form (and IREE's, with the sum
                # collapsed, forms.py) computes g*y - y*S, which differs
                # from y*(g - S) where y = +inf and g is finite (NaN there).
                r = g * y - y * np.sum(g * y, axis=ax, keepdims=True)
            # |g*y|, every partial sum and |g - S| are at most |g| + total.
            total = np.sum(finite_abs(g * y), axis=ax, keepdims=True)
            overflow = f32_overflows(finite_abs(g) + total)
            return [dict(name="diff_src", r=r, B=B, overflow=overflow)]
    raise ValueError(op)


def finite_abs(v):
    """|v|, 0 where v is not finite: a bound on the finite terms of a sum,
    which can overflow in f32 and meet an infinite input's term there."""
    return np.where(np.isfinite(v), np.abs(v), 0.0)


def f32_overflows(v):
    """Where a finite value (an intermediate, or a bound on one) rounds to an
    f32 infinity: f32 arithmetic (SEMANTICS.md 1) may overflow there while
    the f64 reference does not."""
    return np.isinf(round_to(FMTS["f32"], v)) & np.isfinite(v)


def check_result(case, res, got, perturb=None):
    """Applies SEMANTICS.md section 3 to one result. Returns (ok mask,
    r_T, ulp distance)."""
    fmt = FMTS[case["dtype"]]
    n_ulp = ref.N_ULP[(case["op"], res["name"])][fmt.name]
    r = res["r"]
    if perturb == "2ulp" and case["op"] == "hardtanh_backward":
        # Self-check of the checker: shift the expected value by 2 ulp.
        rT = round_to(fmt, r)
        sel = np.isfinite(rT) & (rT != 0)
        r = np.where(sel, from_key(fmt, to_key(fmt, rT) + 2), rT)
    return ref.check(fmt, n_ulp, got, r, bound=res.get("B"),
                     alt=res.get("alt"), amb=res.get("amb"),
                     dontcare=res.get("dontcare"))


def case_header(case):
    attrs = ", ".join("%s = %s" % kv for kv in sorted(case["attrs"].items()))
    extra = ""
    if case["op"] == "prelu_backward":
        extra = " data_format=%s slope_mode=%s slope_shape=%s" % (
            case["data_format"], case["slope_mode"],
            list(case["inputs"]["slope"].shape))
    if case["op"] == "softmax_backward":
        extra = " axis(normalized)=%d" % case["axis_norm"]
    return "case %d: %s %s shape=%s attrs={%s}%s style=%s%s" % (
        case["id"], case["op"], case["dtype"], describe_shape(case), attrs,
        extra, case["style"], " aliased-operands" if case["alias"] else "") + \
        describe(case)


def fmt_val(fmt, v):
    return "%r (%s)" % (float(v), ref.hex_bits(fmt, v))


def failing(case, res, got, perturb=None):
    """The mask of elements of one result that fail SEMANTICS.md 3, and the
    rounded reference and ulp distances."""
    fmt = FMTS[case["dtype"]]
    got = got.reshape(res["r"].shape)
    # A value that extf could not have produced is a failure by itself.
    exact = (round_to(fmt, got) == got) | np.isnan(got)
    ok, rT, dist = check_result(case, res, got, perturb)
    return ~(ok & exact), rT, dist


def check_case(case, got_list, perturb=None, max_report=8):
    """Checks all results of a case. Returns a list of message lines (empty
    when the case passes). A failure says how many of its elements have an
    intermediate beyond the f32 range (swish's beta*x, prelu's and softmax's
    sums), where f32 arithmetic (SEMANTICS.md 1) cannot follow the f64
    reference (only --full-range has such inputs)."""
    fmt = FMTS[case["dtype"]]
    refs = reference(case)
    msgs = []
    for res, got in zip(refs, got_list):
        shape = res["r"].shape
        got = got.reshape(shape)
        bad_mask, rT, dist = failing(case, res, got, perturb)
        bad = np.flatnonzero(bad_mask.reshape(-1))
        if bad.size == 0:
            continue
        if not msgs:
            msgs.append(case_header(case))
        msgs.append("  %s: %d of %d elements wrong" %
                    (res["name"], bad.size, bad_mask.size))
        if res.get("overflow") is not None:
            over = int((bad_mask & np.broadcast_to(res["overflow"],
                                                   shape)).sum())
            msgs.append("  %s: %s of these %d elements have an intermediate "
                        "that can exceed the f32 range" %
                        (res["name"], "all" if over == bad.size else over,
                         bad.size))
        for i in bad[:max_report]:
            idx = np.unravel_index(i, shape) if shape else ()
            line = "    %s[%s]: got %s expected %s (f64 %r), ulp distance %s" % (
                res["name"], ",".join(map(str, idx)),
                fmt_val(fmt, got.flat[i]), fmt_val(fmt, rT.flat[i]),
                float(res["r"].flat[i]), dist.flat[i])
            if res.get("B") is not None:
                line += ", bound B %.3g" % res["B"].flat[i]
            msgs.append(line)
            msgs.append("      inputs: " + describe_inputs(case, res, idx))
    return msgs


def describe_inputs(case, res, idx):
    fmt = FMTS[case["dtype"]]
    ins = case["inputs"]
    op = case["op"]
    if op in ELEMENTWISE or (op == "prelu_backward" and
                             res["name"] == "diff_src"):
        parts = []
        for k in case["operands"]:
            if k == "slope":
                c, _ = prelu_layout(len(case["shape"]), case["data_format"],
                                      case["slope_mode"])
                wb = broadcast_slope(ins["slope"], ins["src"].shape, c,
                                     case["slope_mode"])
                parts.append("slope(broadcast)=%s" % fmt_val(fmt, wb[idx]))
            else:
                parts.append("%s=%s" % (k, fmt_val(fmt, ins[k][idx])))
        return ", ".join(parts)
    if op == "softmax_backward":
        ax = case["axis_norm"]
        sl = list(idx)
        sl[ax] = slice(None)
        g = ins["diff_dst"][tuple(sl)]
        y = ins["dst"][tuple(sl)]
        if g.size <= 16:
            return "slice along axis %d: diff_dst=%s dst=%s" % (
                ax, [float(v) for v in g], [float(v) for v in y])
        return ("slice along axis %d (n=%d): diff_dst[i]=%r dst[i]=%r, "
                "sum(dd*dst)=%r, sum|dd*dst|=%r" %
                (ax, g.size, float(ins["diff_dst"][idx]),
                 float(ins["dst"][idx]), float(np.sum(g * y)),
                 float(np.sum(np.abs(g * y)))))
    # prelu diff_slope
    x, g = ins["src"], ins["diff_dst"]
    c, axes = prelu_layout(x.ndim, case["data_format"], case["slope_mode"])
    with np.errstate(all="ignore"):
        term = np.where(x > 0, 0.0, x * g)
        sel = np.ones(x.shape, bool)
        if case["slope_mode"] == "channel":
            sel = np.moveaxis(np.zeros(x.shape, bool), c, 0)
            sel[idx[0]] = True
            sel = np.moveaxis(sel, 0, c)
        elif case["slope_mode"] == "tf":
            sel = np.zeros(x.shape, bool)
            sel[(slice(None),) + tuple(idx)] = True
        t = term[sel]
        return ("%d summed terms, sum=%r, sum|.|=%r, nan terms=%d" %
                (t.size, float(np.sum(t)), float(np.sum(np.abs(t))),
                 int(np.isnan(t).sum())))

