#!/usr/bin/env python3
"""Randomized differential test of the actgrad ops against a float64 reference.

Generates random cases (op x element type x shape x attributes x input values),
emits them as MLIR modules in the form of SEMANTICS.md section 7, lowers them
with `actgrad-opt --actgrad-to-llvm`, runs them with `mlir-runner`, and checks
every printed element against an independent float64 reference with the
accuracy contract of SEMANTICS.md section 3.

The reference is the project's one Python reference,
test/Reference/actgrad_reference.py (numpy in float64, no PyTorch): inputs
are exact T values, float attributes are f32 values, the result is rounded
once, round-to-nearest-even, to T.

An element passes (SEMANTICS.md section 3) if result and reference are both
NaN; or the ulp distance in T to the rounded reference is at most N(op, T);
or, for swish, softmax and prelu diff_slope, |got - r| <= B + ulp_T(r) (plus
2^-126 for bf16); or, for hardsigmoid, the exact, unfused-f32 and fused-f32
evaluations of t = alpha*x + beta classify x differently and got is within N
ulp of the other branch. Choices where the text leaves room:
- bf16 flush for the ops without a bound B (hardtanh, hardsigmoid, prelu
  diff_src): only a reference below 2^-126 in magnitude gets the extra 2^-126,
  so hardtanh stays exact for normal values.
- swish with diff_dst = +-inf where the sign of s'(x) is not settled in f32 is
  not checked (section 2.3: ill-posed); inputs keep |beta*x| far from f32
  overflow, where the f32 formula gives NaN for a finite x.
- Results with no elements are not printed: printMemref reads out of bounds
  on an empty memref (the op still runs).
- prelu and softmax inputs stay below 1e15 in magnitude, so that f32
  products and sums cannot overflow where the float64 reference does not.
`--full-range` lifts both limits (and puts NaN/+-inf into half the cases,
subnormals and huge values more often). SEMANTICS.md does not say what an
intermediate beyond the f32 range should give where the f64 reference is
finite; such failures are still failures, but each says how many of its
elements have an intermediate that can exceed the f32 range (swish's
beta*x; prelu's sum of |x*g|; softmax's |g| + sum of |g*y|, which bounds
its products, partial sums and g - S), and the summary counts them apart.

`--form linalg` emits each case not as the actgrad op but as the
`linalg.generic` IR a front end emits for it (docs/Raising.md): PyTorch's
hardtanh `x <= min || x >= max ? 0 : g`, PyTorch's `_prelu_kernel_backward`
(diff_src select, diff_slope masked-product sum), the sigmoid DAG of swish,
and softmax's five-generic keep-dim chain or its fused dropped-dim form (by
case id). `actgrad-to-llvm` raises them back to actgrad ops (or, with
`--opt-flags "--actgrad-to-llvm=raise-linalg=false"`, compiles them as they
are). The reference is the front end's: where the front end's result differs
from the op's (a NaN x gives g in hardtanh's form and w * g in PReLU's
diff_src, the op NaN), the front end's value is expected. hardsigmoid has no
linalg form here.

`--self-test` runs the checker against f32 models of a correct implementation
(which must pass) and of known bugs (each of which must be caught), without
running MLIR at all. `--perturb` corrupts the reference of a real run so that
the run must fail. Together they show that the checker can fail.

A failing case of a multi-case module is run again alone, to tell failures
that depend on the rest of the module apart; `--keep DIR` writes each
failing case as a standalone module (and the whole module), and
`--only IDS --emit DIR` regenerates chosen cases of a seed.

Usage:
  random_diff.py --seed 1234 --cases 300 --jobs 2
  random_diff.py --per-op-dtype 3000 --seed 16   (the sweep of docs/Testing.md)
  random_diff.py --self-test
"""

import argparse
import concurrent.futures
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

try:
    import numpy as np
except ImportError:  # pragma: no cover
    sys.exit("random_diff.py needs numpy (use /usr/bin/python3)")

OPS = ("hardsigmoid_backward", "hardtanh_backward", "swish_backward",
       "prelu_backward", "softmax_backward")
ELEMENTWISE = ("hardsigmoid_backward", "hardtanh_backward", "swish_backward")
DTYPES = ("f32", "f16", "bf16")

# The formats, rounding, ulp distance, op formulas and pass test of
# SEMANTICS.md sections 2 and 3: test/Reference/actgrad_reference.py.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "test", "Reference"))
import actgrad_reference as ref  # noqa: E402
from actgrad_reference import (  # noqa: E402
    BF16_FLUSH, broadcast_slope, f32, from_key, prelu_layout, round_to,
    to_key)

FMTS = ref.FORMATS

# ---------------------------------------------------------------------------
# The reference of a case and the accuracy contract (SEMANTICS.md 2, 3).
# ---------------------------------------------------------------------------


def reference(case):
    """Float64 reference of a case. Returns a list of result dicts with keys
    name, r (float64 reference), B (conditioning bound or None), alt/amb
    (hardsigmoid's other branch and ambiguity mask or None) and dontcare
    (mask of ill-posed elements or None). With --form linalg, the front
    end's NaN behaviour replaces the op's where they differ."""
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
            return [dict(name="diff_src", r=r)]
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
                # The five-generic form computes g*y - y*S, which differs
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


# ---------------------------------------------------------------------------
# Random case generation.
# ---------------------------------------------------------------------------

SWISH_ROOT = -1.2784645427610738  # root of s'(v) = s (1 + v (1 - s))
LARGE_SHAPES = [(1, 4096), (64, 1000), (4096,), (1000, 64), (2, 2048),
                (3, 1, 1500), (8, 513), (4, 7, 300)]


class Gen:

    def __init__(self, rng, dtype):
        self.rng = rng
        self.fmt = FMTS[dtype]

    def T(self, v):
        return round_to(self.fmt, v)

    def neighbours(self, v, k=2):
        """v (a T value) and the k representable T values on either side."""
        return ref.neighbours(self.fmt, v, k)

    def tiny(self, n):
        """Random subnormals (and the smallest normals) of T."""
        f = self.fmt
        k = self.rng.integers(1, 2 * f.half, size=n)
        return k * 2.0**f.qmin * self.rng.choice([-1.0, 1.0], size=n)

    def values(self, n, scale=1.0, limit=None, specials=0.0, zeros=0.03,
               tiny=0.02, huge=0.0):
        """A mix of normal random values, small integers, +-0, subnormals,
        (optionally) huge values and NaN/+-inf, rounded to T."""
        rng = self.rng
        v = rng.normal(0.0, scale, size=n)
        kind = rng.random(n)
        edge = np.cumsum([0.05, zeros, tiny, huge, specials / 2, specials / 2])
        sel = kind < edge[0]
        v[sel] = rng.integers(-4, 5, size=sel.sum())
        sel = (kind >= edge[0]) & (kind < edge[1])
        v[sel] = rng.choice([0.0, -0.0], size=sel.sum())
        sel = (kind >= edge[1]) & (kind < edge[2])
        v[sel] = self.tiny(sel.sum())
        sel = (kind >= edge[2]) & (kind < edge[3])
        top = limit if limit is not None else self.fmt.max
        v[sel] = rng.choice([-1.0, 1.0], size=sel.sum()) * top * \
            rng.uniform(0.25, 1.0, size=sel.sum())
        sel = (kind >= edge[3]) & (kind < edge[4])
        v[sel] = np.nan
        sel = (kind >= edge[4]) & (kind < edge[5])
        v[sel] = rng.choice([-np.inf, np.inf], size=sel.sum())
        if limit is not None:
            fin = np.isfinite(v)
            v[fin] = np.clip(v[fin], -limit, limit)
        return self.T(v)

    def sprinkle(self, arr, points, frac):
        """Overwrites a fraction of `arr` with values drawn from `points`."""
        if not points or arr.size == 0:
            return arr
        flat = arr.reshape(-1)
        sel = self.rng.random(flat.size) < frac
        flat[sel] = self.rng.choice(np.array(points, dtype=np.float64),
                                    size=sel.sum())
        return arr


def gen_shape(rng, rank, cap=2500):
    shape = []
    for _ in range(rank):
        u = rng.random()
        if u < 0.015:
            d = 0
        elif u < 0.10:
            d = 1
        elif u < 0.65:
            d = int(rng.integers(1, 9))
        else:
            d = int(rng.integers(1, 34))
        shape.append(d)
    while math.prod(shape) > cap:
        i = int(np.argmax(shape))
        shape[i] = max(1, shape[i] // 2)
    return shape


def fmt_attr_f32(v):
    if np.isnan(v):
        return "0x7FC00000 : f32"
    if np.isinf(v):
        return ("0x7F800000" if v > 0 else "0xFF800000") + " : f32"
    return float_literal(v) + " : f32"


def float_literal(v):
    s = repr(float(v))
    if "e" in s and "." not in s.split("e")[0]:
        s = s.replace("e", ".0e")
    return s


def random_f32_attr(rng, scale):
    return f32(rng.normal(0.0, scale))


def gen_narrow_rows_shape(rng):
    """A softmax shape [outer, rows, inner...] for --narrow-rows: `rows`, the
    axis, at least two packs of 16 rows, half the time with 1 to 15 rows
    left over, and the positions after it not a multiple of 16, so that
    actgrad-pack-narrow-rows packs rows into whole vectors (the sum only
    when a packed row is at most 16 vectors)."""
    outer = int(rng.integers(1, 4))
    rows = 16 * int(rng.integers(2, 5))
    if rng.random() < 0.5:
        rows += int(rng.integers(1, 16))
    while True:
        inner = [int(rng.integers(1, 16))]
        if rng.random() < 0.4:
            inner.append(int(rng.integers(2, 5)))
        if math.prod(inner) % 16 != 0:
            return [outer, rows] + inner


def gen_case(rng, cid, op, dtype, style_func_p=0.3, full_range=False,
             narrow_rows=False):
    """Builds one random case (inputs, attributes, types). With full_range,
    half the cases get NaN/+-inf, subnormals and huge values are more
    frequent, and the input ranges are not restricted (see --full-range).
    With narrow_rows, softmax cases take gen_narrow_rows_shape's shapes,
    reduced along axis 1."""
    G = Gen(rng, dtype)
    fmt = G.fmt
    case = dict(id=cid, op=op, dtype=dtype)
    # Shape.
    min_rank = 1 if op in ("prelu_backward", "softmax_backward") else 0
    if narrow_rows and op == "softmax_backward":
        shape = gen_narrow_rows_shape(rng)
    elif rng.random() < 0.03:
        shape = list(LARGE_SHAPES[int(rng.integers(len(LARGE_SHAPES)))])
        if len(shape) < min_rank:
            shape = [4096]
    else:
        rank = int(rng.integers(min_rank, 6))
        shape = gen_shape(rng, rank)
    rank = len(shape)
    n = math.prod(shape)
    special = rng.random() < (0.5 if full_range else 0.3)  # NaN/inf
    sp = 0.02 if special else 0.0
    tiny = 0.06 if full_range else 0.02
    attrs = {}  # emitted attributes: name -> literal (omitted = default)
    af = {}  # f32 values used by the reference
    ins = {}

    if op == "hardtanh_backward":
        u = rng.random()
        if u < 0.25:
            lo, hi = -1.0, 1.0
        elif u < 0.35:
            lo, hi = 0.0, 6.0
        elif u < 0.45:
            lo = hi = f32(rng.normal(0, 2)) if rng.random() < 0.7 else 0.0
        elif u < 0.60:
            lo, hi = rng.choice([(-np.inf, 1.0), (-2.5, np.inf),
                                 (-np.inf, np.inf), (-np.inf, -np.inf),
                                 (np.inf, np.inf), (-np.inf, 0.0)])
            lo, hi = float(lo), float(hi)
        else:
            lo, hi = sorted([random_f32_attr(rng, 3), random_f32_attr(rng, 3)])
        af = dict(min=f32(lo), max=f32(hi))
        attrs = dict(min=fmt_attr_f32(af["min"]), max=fmt_attr_f32(af["max"]))
        scl = max([abs(v) for v in (lo, hi) if np.isfinite(v)] + [1.0]) * 1.3
        x = G.values(n, scale=scl, specials=sp, huge=0.01)
        pts = []
        for b in (af["min"], af["max"]):
            if np.isfinite(b):
                pts += G.neighbours(G.T(b)[()], 2) + [b]
            else:
                pts += [b, math.copysign(fmt.max, b)]
        pts = [p for p in pts if p == G.T(p)] or [0.0]
        G.sprinkle(x, pts, 0.3)
        g = G.values(n, scale=2.0, specials=sp, huge=0.01)
        ins = dict(grad_output=g.reshape(shape), self=x.reshape(shape))
        operands = ["grad_output", "self"]
    elif op == "hardsigmoid_backward":
        u = rng.random()
        if u < 0.25:
            al, be = 1.0 / 6.0, 0.5
        elif u < 0.4:
            al, be = 0.2, 0.5
        elif u < 0.5:
            al, be = 0.5, 0.5
        elif u < 0.55:
            al, be = 0.0, float(rng.choice([0.5, 1.0, 0.0, -0.25]))
        else:
            al = random_f32_attr(rng, 1.0) * float(rng.choice([1, 10, 0.01]))
            be = random_f32_attr(rng, 1.0)
        af = dict(alpha=f32(al), beta=f32(be))
        attrs = dict(alpha=fmt_attr_f32(af["alpha"]),
                     beta=fmt_attr_f32(af["beta"]))
        al, be = af["alpha"], af["beta"]
        scl = 2.0 / abs(al) if al != 0 else 2.0
        x = G.values(n, scale=min(scl, 1e4), specials=sp, huge=0.005)
        pts = []
        if al != 0:
            for th in (-be / al, (1 - be) / al):
                thT = G.T(th)[()]
                if np.isfinite(thT):
                    pts += G.neighbours(thT, 2)
        pts = [p for p in pts if np.isfinite(p)] or [0.0]
        G.sprinkle(x, pts, 0.3)
        g = G.values(n, scale=2.0, specials=sp, huge=0.01)
        ins = dict(src=x.reshape(shape), diff_dst=g.reshape(shape))
        operands = ["src", "diff_dst"]
    elif op == "swish_backward":
        u = rng.random()
        if u < 0.35:
            b = 1.0  # default: the attribute is omitted
        elif u < 0.45:
            b = 1.0
            attrs["beta"] = fmt_attr_f32(1.0)
        elif u < 0.5:
            b = 0.0
            attrs["beta"] = fmt_attr_f32(0.0)
        else:
            b = random_f32_attr(rng, 1.0) * float(rng.choice([1, 5, 0.05]))
            attrs["beta"] = fmt_attr_f32(b)
        b = f32(b)
        af = dict(beta=b)
        bs = abs(b) if b != 0 else 1.0
        # Keep |b x| far from f32 overflow (the natural formula then turns a
        # finite x into NaN; SEMANTICS.md leaves this unsettled).
        lim = min(fmt.max, 1e30 / max(bs, 1.0))
        if full_range:
            lim = fmt.max
        x = G.values(n, scale=4.0 / bs, limit=lim, specials=sp,
                     huge=0.03 if full_range else 0.003, tiny=tiny)
        pts = [SWISH_ROOT / bs * math.copysign(1, b) if b != 0 else 0.0]
        for vv in (-120.0, -100.0, -89.0, -88.7, -87.3, -80.0, -40.0, -17.0,
                   17.0, 25.0, 40.0, 90.0, 120.0):
            pts.append(vv / b if b != 0 else vv)
        if full_range:  # large |x|, up to and beyond f32 overflow of b*x
            for vv in (-1e38, -1e30, -1e10, 1e10, 1e30, 1e38):
                pts.append(vv / b if b != 0 else vv)
            pts += [fmt.max, -fmt.max]
        pts = [float(p) for p in G.T(np.array(pts)) if abs(p) <= lim]
        pts += G.neighbours(G.T(pts[0])[()], 3) if pts else []
        G.sprinkle(x, pts, 0.25)
        g = G.values(n, scale=2.0, specials=sp, huge=0.005)
        ins = dict(grad_output=g.reshape(shape), self=x.reshape(shape))
        operands = ["grad_output", "self"]
    elif op == "prelu_backward":
        u = rng.random()
        fmt_choice = "default" if u < 0.3 else ("NXC" if u < 0.6 else "NCX")
        data_format = "NXC" if fmt_choice == "default" else fmt_choice
        if fmt_choice != "default":
            attrs["data_format"] = '"%s"' % data_format
        modes = ["tensor", "channel"] + (["tf"] if rank >= 2 else [])
        mode = modes[int(rng.integers(len(modes)))]
        c, _ = prelu_layout(rank, data_format, mode)
        wshape = {"tensor": [1], "channel": [shape[c]],
                  "tf": shape[1:]}[mode]
        case.update(data_format=data_format, slope_mode=mode)
        lim = fmt.max if full_range else 1e15
        huge = 0.005 if full_range else 0.0
        x = G.values(n, scale=2.0, limit=lim, specials=sp, zeros=0.1,
                     tiny=0.04, huge=huge)
        G.sprinkle(x, [0.0, -0.0], 0.05)
        w = G.values(math.prod(wshape), scale=0.5, limit=lim,
                     specials=sp / 4, zeros=0.1, huge=huge)
        g = G.values(n, scale=2.0, limit=lim, specials=sp, huge=huge,
                     tiny=tiny)
        ins = dict(src=x.reshape(shape), slope=w.reshape(wshape),
                   diff_dst=g.reshape(shape))
        operands = ["src", "slope", "diff_dst"]
    elif op == "softmax_backward":
        if narrow_rows:
            attrs["axis"] = "1 : i64"
            axis_norm = 1
        elif rank >= 2 and rng.random() < 0.25:
            axis_norm = 1  # default: the attribute is omitted
        else:
            ax = int(rng.integers(-rank, rank))
            attrs["axis"] = "%d : i64" % ax
            axis_norm = ax % rank
        case["axis_norm"] = axis_norm
        lim = fmt.max if full_range else 1e15
        huge = 0.005 if full_range else 0.0
        u = rng.random()
        if u < 0.7 and n > 0:  # a real softmax output, rounded to T
            logits = rng.normal(0, float(rng.choice([0.1, 1, 5, 20])), shape)
            logits -= logits.max(axis=axis_norm, keepdims=True)
            e = np.exp(logits)
            y = G.T(e / e.sum(axis=axis_norm, keepdims=True))
        elif u < 0.8 and n > 0:  # nearly one-hot: dst ~ 1
            L = shape[axis_norm]
            rows = n // L
            ym = np.abs(rng.normal(0, 1e-4, (rows, L)))
            ym[np.arange(rows), rng.integers(0, L, size=rows)] = \
                1 - np.abs(rng.normal(0, 1e-3, rows))
            moved = [d for i, d in enumerate(shape) if i != axis_norm] + [L]
            y = G.T(np.moveaxis(ym.reshape(moved), -1, axis_norm))
        else:  # any tensor
            y = G.values(n, scale=1.0, limit=lim, huge=huge).reshape(shape)
        y = np.ascontiguousarray(y).reshape(-1)
        if rng.random() < 0.2 and n > 0:  # dd constant along the axis
            gm = G.values(n // max(shape[axis_norm], 1) or 1, scale=2.0)
            bshape = list(shape)
            bshape[axis_norm] = 1
            g = np.broadcast_to(gm.reshape(bshape), shape).reshape(-1).copy()
        else:
            g = G.values(n, scale=2.0, limit=lim, huge=huge, tiny=tiny)
        if special and n > 0:
            for arr in (g, y):
                if rng.random() < 0.5:
                    arr[int(rng.integers(n))] = float(
                        rng.choice([np.nan, np.inf, -np.inf]))
        ins = dict(diff_dst=g.reshape(shape), dst=y.reshape(shape))
        operands = ["diff_dst", "dst"]
    else:
        raise ValueError(op)

    case.update(shape=shape, attrs=attrs, attrs_f32=af, inputs=ins,
                operands=operands)
    # Elementwise ops: sometimes the same SSA value for both operands. The
    # shared values are those of the operand whose range is restricted (swish's
    # `self` keeps |beta*x| below f32 overflow; the others' first operand
    # carries the threshold points).
    case["alias"] = (op in ELEMENTWISE and rng.random() < 0.03)
    if case["alias"]:
        shared = "self" if op == "swish_backward" else operands[0]
        for k in operands:
            ins[k] = ins[shared]
    # Dynamic dims.
    dyn = rng.random() < 0.6
    case["dyn"] = {
        k: [bool(dyn and rng.random() < 0.4) for _ in ins[k].shape]
        for k in operands
    }
    if op in ELEMENTWISE + ("softmax_backward",):
        # Keep operand types identical for same-shape ops most of the time.
        if rng.random() < 0.7:
            for k in operands[1:]:
                case["dyn"][k] = list(case["dyn"][operands[0]])
    if case["alias"]:
        case["dyn"][operands[1]] = list(case["dyn"][operands[0]])
    if op == "prelu_backward" and rng.random() < 0.5:
        case["dyn"]["diff_dst"] = list(case["dyn"]["src"])
    case["style"] = "func" if rng.random() < style_func_p else "main"
    return case


def gen_cases(seed, count, ops, dtypes, per_op_dtype=None, full_range=False,
              narrow_rows=False):
    """`count` cases of random ops and types, or, with per_op_dtype, that
    many cases of every op x dtype (interleaved, so that modules mix them)."""
    rng = np.random.default_rng(seed)
    if per_op_dtype is not None:
        combos = [(op, dt) for op in ops for dt in dtypes]
        return [gen_case(rng, i * len(combos) + j, op, dt,
                         full_range=full_range, narrow_rows=narrow_rows)
                for i in range(per_op_dtype)
                for j, (op, dt) in enumerate(combos)]
    cases = []
    for cid in range(count):
        op = ops[cid % len(ops)] if len(ops) > 1 else ops[0]
        if rng.random() < 0.5:
            op = ops[int(rng.integers(len(ops)))]
        dtype = dtypes[int(rng.integers(len(dtypes)))]
        cases.append(gen_case(rng, cid, op, dtype, full_range=full_range,
                              narrow_rows=narrow_rows))
    return cases


# ---------------------------------------------------------------------------
# MLIR emission.
# ---------------------------------------------------------------------------

NONFINITE_HEX = {
    "f32": ("0x7FC00000", "0x7F800000", "0xFF800000"),
    "f16": ("0x7E00", "0x7C00", "0xFC00"),
    "bf16": ("0x7FC0", "0x7F80", "0xFF80"),
}


def ttype(shape, dtype, dyn=None):
    dims = [("?" if dyn and dyn[i] else str(d)) for i, d in enumerate(shape)]
    return "tensor<%s>" % "x".join(dims + [dtype])


def elem_literal(v, dtype):
    nan, pinf, ninf = NONFINITE_HEX[dtype]
    if np.isnan(v):
        return nan
    if np.isinf(v):
        return pinf if v > 0 else ninf
    return float_literal(v)


def dense_literal(arr, dtype):
    flat = arr.reshape(-1)
    if flat.size == 0:
        return "dense<>"
    if arr.ndim == 0:
        return "dense<%s>" % elem_literal(flat[0], dtype)
    if flat.size > 4096:  # raw little-endian blob: compact and fast to parse
        if dtype == "f32":
            raw = flat.astype(np.float32).tobytes()
        elif dtype == "f16":
            raw = flat.astype(np.float16).tobytes()
        else:
            raw = (flat.astype(np.float32).view(np.uint32) >> 16).astype(
                np.uint16).tobytes()
        return 'dense<"0x%s">' % raw.hex().upper()
    lits = [elem_literal(v, dtype) for v in flat]
    if flat.size > 1 and len(set(lits)) == 1:
        return "dense<%s>" % lits[0]  # splat

    def nest(off, dims):
        if len(dims) == 1:
            return "[" + ", ".join(lits[off:off + dims[0]]) + "]"
        step = math.prod(dims[1:])
        return "[" + ", ".join(
            nest(off + i * step, dims[1:]) for i in range(dims[0])) + "]"

    return "dense<%s>" % nest(0, list(arr.shape))


def print_result(lines, val, shape, dtype, dyn, pfx):
    """Casts a result to its static type and prints it with printMemrefI32
    after extf to f32 and bitcast to i32 (SEMANTICS.md section 7)."""
    st = ttype(shape, dtype)
    it = ttype(shape, "i32")
    mt = "memref<%s>" % "x".join([str(d) for d in shape] + ["i32"])
    if any(dyn):
        lines.append("  %s_s = tensor.cast %s : %s to %s" %
                     (pfx, val, ttype(shape, dtype, dyn), st))
        val = pfx + "_s"
    r = len(shape)
    dims = ", ".join("d%d" % i for i in range(r))
    amap = "affine_map<(%s) -> (%s)>" % (dims, dims)
    its = ", ".join(['"parallel"'] * r)
    lines.append("  %s_e = tensor.empty() : %s" % (pfx, it))
    lines.append(
        "  %s_i = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
        "[%s]} ins(%s : %s) outs(%s_e : %s) {" %
        (pfx, amap, amap, its, val, st, pfx, it))
    lines.append("  ^bb0(%%in: %s, %%out: i32):" % dtype)
    if dtype == "f32":
        lines.append("    %b = arith.bitcast %in : f32 to i32")
    else:
        lines.append("    %%f = arith.extf %%in : %s to f32" % dtype)
        lines.append("    %b = arith.bitcast %f : f32 to i32")
    lines.append("    linalg.yield %b : i32")
    lines.append("  } -> %s" % it)
    lines.append("  %s_m = bufferization.to_buffer %s_i : %s to %s" %
                 (pfx, pfx, it, mt))
    lines.append("  %s_u = memref.cast %s_m : %s to memref<*xi32>" %
                 (pfx, pfx, mt))
    lines.append("  func.call @printMemrefI32(%s_u) : (memref<*xi32>) -> ()" %
                 pfx)


def result_shapes(case):
    if case["op"] == "prelu_backward":
        return [("diff_src", case["inputs"]["src"].shape, "src"),
                ("diff_slope", case["inputs"]["slope"].shape, "slope")]
    return [("diff_src", tuple(case["shape"]), case["operands"][0])]


def emit_case(case):
    """Returns (helper function text or '', lines for @main)."""
    cid, op, dt = case["id"], case["op"], case["dtype"]
    pfx = "%%c%d" % cid
    ins, dyn = case["inputs"], case["dyn"]
    main = ["  // case %d: %s %s %s" % (cid, op, dt, describe_shape(case))]
    body = []
    func_style = case["style"] == "func"
    operand_vals = []
    arg_decls = []
    seen = {}
    for k in case["operands"]:
        arr = ins[k]
        if case["alias"] and k != case["operands"][0]:
            operand_vals.append(seen[case["operands"][0]])
            continue
        name = "%s_%s" % (pfx, k)
        st = ttype(arr.shape, dt)
        dty = ttype(arr.shape, dt, dyn[k])
        main.append("  %s = arith.constant %s : %s" %
                    (name, dense_literal(arr, dt), st))
        val = name
        if any(dyn[k]):
            main.append("  %s_d = tensor.cast %s : %s to %s" %
                        (name, name, st, dty))
            val = name + "_d"
        if func_style:
            arg = "%%%s" % k
            arg_decls.append((arg, dty, val))
            val = arg
        seen[k] = val
        operand_vals.append(val)
    tys = []
    for k in case["operands"]:
        tys.append(ttype(ins[k].shape, dt, dyn[k]))
    res = result_shapes(case)
    rtys = [ttype(shp, dt, dyn[src]) for _, shp, src in res]
    props = ""
    if case["attrs"]:
        props = " <{%s}>" % ", ".join(
            "%s = %s" % kv for kv in sorted(case["attrs"].items()))
    rp = "%%r%d" % cid if not func_style else "%r"
    rnames = ["%s_%d" % (rp, i) for i in range(len(res))]
    tgt = body if func_style else main
    if case.get("form") == "linalg":
        tgt += emit_linalg(case, operand_vals, tys, rtys, rnames,
                           rp.lstrip("%") + "_l")
    else:
        tgt.append('  %s = "actgrad.%s"(%s)%s : (%s) -> %s' %
                   (", ".join(rnames), op, ", ".join(operand_vals), props,
                    ", ".join(tys),
                    rtys[0] if len(rtys) == 1 else "(%s)" % ", ".join(rtys)))
    for i, (_, shp, src) in enumerate(res):
        # printMemref reads out of bounds on a memref with no elements (it
        # prints a first element of every dimension): print only non-empty
        # results.
        if math.prod(shp) > 0:
            print_result(tgt, rnames[i], list(shp), dt, dyn[src],
                         "%s_p%d" % (rp, i))
    if not func_style:
        return "", main
    fn = ["func.func @case_%d(%s) {" %
          (cid, ", ".join("%s: %s" % (a, t) for a, t, _ in arg_decls))]
    fn += body
    fn += ["  return", "}"]
    main.append("  func.call @case_%d(%s) : (%s) -> ()" %
                (cid, ", ".join(v for _, _, v in arg_decls), ", ".join(
                    t for _, t, _ in arg_decls)))
    return "\n".join(fn), main


def f32_hex(v):
    return "0x%08X" % int(np.array(v, np.float32).view(np.uint32))


def emit_linalg(case, vals, tys, rtys, rnames, tag):
    """The front-end linalg.generic form of a case (see --form): lines that
    define `rnames` from the operand values `vals`."""
    op, dt = case["op"], case["dtype"]
    names = dict(zip(case["operands"], vals))
    types = dict(zip(case["operands"], tys))
    shape = case["shape"]
    r = len(shape)
    ext = dt != "f32"
    loops = ", ".join("d%d" % i for i in range(r))
    idm = "affine_map<(%s) -> (%s)>" % (loops, loops)
    par = ", ".join(['"parallel"'] * r)
    P = "%" + tag
    L = []
    counter = [0]

    def fresh(base):
        counter[0] += 1
        return "%s_%s%d" % (P, base, counter[0])

    def empty(ty, src):
        """tensor.empty of type `ty`, dynamic sizes from operand `src` (same
        positions)."""
        dims = ty[len("tensor<"):-1].split("x")[:-1]
        dyn = []
        for i, d in enumerate(dims):
            if d == "?":
                ci, di = fresh("i"), fresh("n")
                L.append("  %s = arith.constant %d : index" % (ci, i))
                L.append("  %s = tensor.dim %s, %s : %s" % (di, names[src], ci, types[src]))
                dyn.append(di)
        e = fresh("e")
        L.append("  %s = tensor.empty(%s) : %s" % (e, ", ".join(dyn), ty))
        return e

    def load(arg, indent="    "):
        if not ext:
            return arg
        L.append("%s%s_f = arith.extf %s : %s to f32" % (indent, arg, arg, dt))
        return arg + "_f"

    def store(val, indent="    "):
        if ext:
            L.append("%s%%st = arith.truncf %s : f32 to %s" % (indent, val, dt))
            val = "%st"
        L.append("%slinalg.yield %s : %s" % (indent, val, dt))

    if op in ("hardtanh_backward", "swish_backward"):
        g, x = "grad_output", "self"
        e = empty(rtys[0], g)
        L.append("  %s = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = [%s]} "
                 "ins(%s, %s : %s, %s) outs(%s : %s) {" % (
                     rnames[0], idm, idm, idm, par, names[g], names[x], types[g],
                     types[x], e, rtys[0]))
        L.append("  ^bb0(%%a: %s, %%b: %s, %%o: %s):" % (dt, dt, dt))
        a, b = load("%a"), load("%b")
        af = case["attrs_f32"]
        if op == "hardtanh_backward":
            L.append("    %%lo = arith.constant %s : f32" % f32_hex(af["min"]))
            L.append("    %%hi = arith.constant %s : f32" % f32_hex(af["max"]))
            L.append("    %zero = arith.constant 0.0 : f32")
            L.append("    %%c1 = arith.cmpf ole, %s, %%lo : f32" % b)
            L.append("    %%c2 = arith.cmpf oge, %s, %%hi : f32" % b)
            L.append("    %c = arith.ori %c1, %c2 : i1")
            L.append("    %%s = arith.select %%c, %%zero, %s : f32" % a)
            store("%s")
        else:
            L.append("    %%beta = arith.constant %s : f32" % f32_hex(af["beta"]))
            L.append("    %one = arith.constant 1.0 : f32")
            L.append("    %%v = arith.mulf %s, %%beta : f32" % b)
            L += ["    %nv = arith.negf %v : f32",
                  "    %ex = math.exp %nv : f32",
                  "    %den = arith.addf %one, %ex : f32",
                  "    %s = arith.divf %one, %den : f32",
                  "    %oms = arith.subf %one, %s : f32",
                  "    %sd = arith.mulf %s, %oms : f32",
                  "    %vsd = arith.mulf %v, %sd : f32",
                  "    %d = arith.addf %s, %vsd : f32"]
            L.append("    %%res = arith.mulf %s, %%d : f32" % a)
            store("%res")
        L.append("  } -> %s" % rtys[0])
        return L

    if op == "softmax_backward":
        g, y = "diff_dst", "dst"
        ax = case["axis_norm"]
        keep = case["id"] % 2 == 0
        rdims = ["d%d" % i for i in range(r)]
        red_res = [("0" if i == ax else d) for i, d in enumerate(rdims)] if keep else \
            [d for i, d in enumerate(rdims) if i != ax]
        redm = "affine_map<(%s) -> (%s)>" % (loops, ", ".join(red_res))
        red_iters = ", ".join('"reduction"' if i == ax else '"parallel"' for i in range(r))
        full_dims = rtys[0][len("tensor<"):-1].split("x")[:-1]
        if keep:
            red_dims = [("1" if i == ax else d) for i, d in enumerate(full_dims)]
        else:
            red_dims = [d for i, d in enumerate(full_dims) if i != ax]
        tr = "tensor<%s>" % "x".join(red_dims + ["f32"])
        t32 = "tensor<%s>" % "x".join(full_dims + ["f32"])
        # The reduced tensor's dynamic sizes are those of the dimensions of
        # diff_dst it keeps: with the axis kept (size 1), dimension i is
        # diff_dst's i; with the axis dropped, the ones after it shift by one.
        source_dims = [i for i in range(r) if keep or i != ax]
        dyn = []
        for d, i in zip(red_dims, source_dims):
            if d == "?":
                ci, di = fresh("i"), fresh("n")
                L.append("  %s = arith.constant %d : index" % (ci, i))
                L.append("  %s = tensor.dim %s, %s : %s" % (di, names[g], ci, types[g]))
                dyn.append(di)
        er = fresh("e")
        L.append("  %s = tensor.empty(%s) : %s" % (er, ", ".join(dyn), tr))
        zero, z = fresh("zero"), fresh("z")
        L.append("  %s = arith.constant 0.0 : f32" % zero)
        L.append("  %s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s" % (z, zero, er, tr, tr))
        e = empty(rtys[0], g)
        if keep:
            e32 = empty(t32, g)
            m, sm, bc, m2 = fresh("m"), fresh("s"), fresh("bc"), fresh("m")
            L.append("  %s = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = [%s]} "
                     "ins(%s, %s : %s, %s) outs(%s : %s) {" % (
                         m, idm, idm, idm, par, names[g], names[y], types[g], types[y], e32, t32))
            L.append("  ^bb0(%%a: %s, %%b: %s, %%o: f32):" % (dt, dt))
            a, b = load("%a"), load("%b")
            L += ["    %%p = arith.mulf %s, %s : f32" % (a, b), "    linalg.yield %p : f32",
                  "  } -> %s" % t32]
            L.append("  %s = linalg.generic {indexing_maps = [%s, %s], iterator_types = [%s]} "
                     "ins(%s : %s) outs(%s : %s) {" % (sm, idm, redm, red_iters, m, t32, z, tr))
            L += ["  ^bb0(%a: f32, %o: f32):", "    %p = arith.addf %a, %o : f32",
                  "    linalg.yield %p : f32", "  } -> %s" % tr]
            L.append("  %s = linalg.generic {indexing_maps = [%s, %s], iterator_types = [%s]} "
                     "ins(%s : %s) outs(%s : %s) {" % (bc, redm, idm, par, sm, tr, e32, t32))
            L += ["  ^bb0(%a: f32, %o: f32):", "    linalg.yield %a : f32", "  } -> %s" % t32]
            L.append("  %s = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = [%s]} "
                     "ins(%s, %s : %s, %s) outs(%s : %s) {" % (
                         m2, idm, idm, idm, par, names[y], bc, types[y], t32, e32, t32))
            L.append("  ^bb0(%%a: %s, %%b: f32, %%o: f32):" % dt)
            a = load("%a")
            L += ["    %%p = arith.mulf %s, %%b : f32" % a, "    linalg.yield %p : f32",
                  "  } -> %s" % t32]
            L.append("  %s = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = [%s]} "
                     "ins(%s, %s : %s, %s) outs(%s : %s) {" % (
                         rnames[0], idm, idm, idm, par, m, m2, t32, t32, e, rtys[0]))
            L.append("  ^bb0(%%a: f32, %%b: f32, %%o: %s):" % dt)
            L.append("    %p = arith.subf %a, %b : f32")
            store("%p")
            L.append("  } -> %s" % rtys[0])
        else:
            sm = fresh("s")
            L.append("  %s = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = [%s]} "
                     "ins(%s, %s : %s, %s) outs(%s : %s) {" % (
                         sm, idm, idm, redm, red_iters, names[g], names[y], types[g],
                         types[y], z, tr))
            L.append("  ^bb0(%%a: %s, %%b: %s, %%o: f32):" % (dt, dt))
            a, b = load("%a"), load("%b")
            L += ["    %%p = arith.mulf %s, %s : f32" % (b, a), "    %q = arith.addf %o, %p : f32",
                  "    linalg.yield %q : f32", "  } -> %s" % tr]
            L.append("  %s = linalg.generic {indexing_maps = [%s, %s, %s, %s], iterator_types = [%s]} "
                     "ins(%s, %s, %s : %s, %s, %s) outs(%s : %s) {" % (
                         rnames[0], idm, idm, redm, idm, par, names[g], names[y], sm,
                         types[g], types[y], tr, e, rtys[0]))
            L.append("  ^bb0(%%a: %s, %%b: %s, %%c: f32, %%o: %s):" % (dt, dt, dt))
            a, b = load("%a"), load("%b")
            L += ["    %%d = arith.subf %s, %%c : f32" % a, "    %%p = arith.mulf %%d, %s : f32" % b]
            store("%p")
            L.append("  } -> %s" % rtys[0])
        return L

    if op == "prelu_backward":
        x, w, g = "src", "slope", "diff_dst"
        c, axes = prelu_layout(r, case["data_format"], case["slope_mode"])
        mode = case["slope_mode"]
        if mode == "tensor":
            wres = ["0"]
        elif mode == "channel":
            wres = ["d%d" % c]
        else:
            wres = ["d%d" % i for i in range(1, r)]
        wm = "affine_map<(%s) -> (%s)>" % (loops, ", ".join(wres))
        red_iters = ", ".join('"reduction"' if i in axes else '"parallel"' for i in range(r))
        e = empty(rtys[0], x)
        L.append("  %s = linalg.generic {indexing_maps = [%s, %s, %s, %s], iterator_types = [%s]} "
                 "ins(%s, %s, %s : %s, %s, %s) outs(%s : %s) {" % (
                     rnames[0], idm, idm, wm, idm, par, names[g], names[x], names[w],
                     types[g], types[x], types[w], e, rtys[0]))
        L.append("  ^bb0(%%a: %s, %%b: %s, %%c: %s, %%o: %s):" % (dt, dt, dt, dt))
        a, b, cc = load("%a"), load("%b"), load("%c")
        L += ["    %zero = arith.constant 0.0 : f32",
              "    %%pos = arith.cmpf ogt, %s, %%zero : f32" % b,
              "    %%wg = arith.mulf %s, %s : f32" % (cc, a),
              "    %%s = arith.select %%pos, %s, %%wg : f32" % a]
        store("%s")
        L.append("  } -> %s" % rtys[0])
        tw32 = rtys[1][:rtys[1].rindex("x")] + "xf32>"
        ew = empty(tw32, w)
        zero, z, sm = fresh("zero"), fresh("z"), fresh("sum")
        L.append("  %s = arith.constant 0.0 : f32" % zero)
        L.append("  %s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s" % (z, zero, ew, tw32, tw32))
        L.append("  %s = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = [%s]} "
                 "ins(%s, %s : %s, %s) outs(%s : %s) {" % (
                     sm if ext else rnames[1], idm, idm, wm, red_iters, names[g], names[x],
                     types[g], types[x], z, tw32))
        L.append("  ^bb0(%%a: %s, %%b: %s, %%o: f32):" % (dt, dt))
        a, b = load("%a"), load("%b")
        L += ["    %z0 = arith.constant 0.0 : f32",
              "    %%pos = arith.cmpf ogt, %s, %%z0 : f32" % b,
              "    %%xg = arith.mulf %s, %s : f32" % (b, a),
              "    %t = arith.select %pos, %z0, %xg : f32",
              "    %q = arith.addf %o, %t : f32", "    linalg.yield %q : f32",
              "  } -> %s" % tw32]
        if ext:
            wr = len(case["inputs"][w].shape)
            wl = ", ".join("d%d" % i for i in range(wr))
            wid = "affine_map<(%s) -> (%s)>" % (wl, wl)
            ew16 = empty(rtys[1], w)
            L.append("  %s = linalg.generic {indexing_maps = [%s, %s], iterator_types = [%s]} "
                     "ins(%s : %s) outs(%s : %s) {" % (
                         rnames[1], wid, wid, ", ".join(['"parallel"'] * wr), sm, tw32,
                         ew16, rtys[1]))
            L += ["  ^bb0(%%a: f32, %%o: %s):" % dt,
                  "    %%t16 = arith.truncf %%a : f32 to %s" % dt,
                  "    linalg.yield %%t16 : %s" % dt, "  } -> %s" % rtys[1]]
        return L
    raise ValueError("no linalg form for %s" % op)


def emit_module(cases):
    funcs, main = [], []
    for c in cases:
        f, m = emit_case(c)
        if f:
            funcs.append(f)
        main += m
    out = ["// Generated by scripts/random_diff.py.",
           "func.func private @printMemrefI32(memref<*xi32>) attributes "
           "{llvm.emit_c_interface}"]
    out += funcs
    out += ["func.func @main() {"] + main + ["  return", "}", ""]
    return "\n".join(out)


def describe_shape(case):
    parts = []
    for i, d in enumerate(case["shape"]):
        dy = case["dyn"][case["operands"][0]][i]
        parts.append("?(%d)" % d if dy else str(d))
    return "[" + "x".join(parts) + "]"


# ---------------------------------------------------------------------------
# Running and parsing.
# ---------------------------------------------------------------------------

HEADER = re.compile(r"Unranked Memref base@ = \S+ rank = (\d+) offset = \d+ "
                    r"sizes = \[([^\]]*)\] strides = \[[^\]]*\] data =")
INT = re.compile(r"-?\d+")


def parse_output(text):
    """Returns the printed memrefs as a list of (shape, int32 array)."""
    heads = list(HEADER.finditer(text))
    out = []
    for i, h in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        shape = tuple(int(s) for s in h.group(2).split(",") if s.strip())
        n = math.prod(shape)
        data = [int(s) for s in INT.findall(text[h.end():end])]
        arr = np.array(data[:n] if n else [], dtype=np.int64)
        out.append((shape, arr, len(data) if n else 0))
    return out


def run_module(text, tools):
    """Lowers and runs one module. Returns (ok, stdout, error text)."""
    opt = subprocess.run([tools.actgrad_opt, "-"] + tools.opt_flags,
                         input=text.encode(), capture_output=True)
    if opt.returncode != 0:
        return False, "", "actgrad-opt failed (rc %d):\n%s" % (
            opt.returncode, opt.stderr.decode(errors="replace")[-4000:])
    run = subprocess.run([
        tools.mlir_runner, "-e", "main", "-entry-point-result=void",
        "-shared-libs=" + ",".join(tools.shared_libs)
    ], input=opt.stdout, capture_output=True)
    out = run.stdout.decode(errors="replace")
    if run.returncode != 0:
        return False, out, "mlir-runner failed (rc %d):\n%s" % (
            run.returncode, run.stderr.decode(errors="replace")[-4000:])
    return True, out, ""


# ---------------------------------------------------------------------------
# Checking and reporting.
# ---------------------------------------------------------------------------


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
        extra, case["style"], " aliased-operands" if case["alias"] else "")


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


# ---------------------------------------------------------------------------
# Self-test: f32 models of a correct implementation and of known bugs.
# ---------------------------------------------------------------------------


def to_T(fmt, v32, flush_bf16=True):
    """Rounds f32 values (numpy float32) once to T, like arith.truncf on this
    host (bf16 flushes f32 subnormals)."""
    v = np.asarray(v32, dtype=np.float64)
    if fmt.name == "bf16" and flush_bf16:
        v = np.where(np.abs(v) < BF16_FLUSH, 0.0 * v, v)
    return round_to(fmt, v)


def seq_sum(a, axis, acc_fmt=None):
    """Sequential f32 sum along `axis` (optionally rounding the accumulator
    to a lower precision after every add)."""
    a = np.moveaxis(np.asarray(a, np.float32), axis, -1)
    acc = np.zeros(a.shape[:-1], np.float32)
    for j in range(a.shape[-1]):
        acc = (acc + a[..., j]).astype(np.float32)
        if acc_fmt is not None:
            acc = round_to(acc_fmt, acc).astype(np.float32)
    return acc


def model(case, bug=None):
    """f32 model of the lowering (bug=None) or of a known bug. Returns the
    list of results as float64 T values."""
    fmt = FMTS[case["dtype"]]
    op = case["op"]
    a = case["attrs_f32"]
    ins = {k: np.asarray(v, np.float32) for k, v in case["inputs"].items()}
    F = np.float32
    with np.errstate(all="ignore"):
        if op == "hardtanh_backward":
            g, x = ins["grad_output"], ins["self"]
            if bug == "hardtanh_inclusive":
                cond = (F(a["min"]) <= x) & (x <= F(a["max"]))
            else:
                cond = (F(a["min"]) < x) & (x < F(a["max"]))
            if bug == "hardtanh_mask_multiply":  # oneDNN's dd * (cond ? 1 : 0)
                r = (g * cond.astype(np.float32)).astype(np.float32)
            else:
                r = np.where(cond, g, F(0))
            if bug != "hardtanh_nan_zero":
                r = np.where(np.isnan(x), F(np.nan), r)
            out = to_T(fmt, r)
            if bug == "hardtanh_2ulp":
                sel = np.isfinite(out) & (out != 0)
                out = np.where(sel, from_key(fmt, to_key(fmt, out) + 2), out)
            return [out]
        if op == "hardsigmoid_backward":
            x, g = ins["src"], ins["diff_dst"]
            al, be = F(a["alpha"]), F(a["beta"])
            if bug == "hardsigmoid_alpha_in_T":
                al = F(round_to(fmt, np.float64(al))[()])
            t = (al * x + be).astype(np.float32)
            if bug == "hardsigmoid_inclusive":
                cond = (t >= 0) & (t <= 1)
            elif bug == "ok_hardsigmoid_fused":
                # t = fma(alpha, x, beta) rounded once to f32.
                t64 = np.float64(al) * x.astype(np.float64) + np.float64(be)
                cond = (t64 > 0) & (t64 < 1)
                near = np.isfinite(t64) & ((np.abs(t64) < 2.0**-100) |
                                           (np.abs(t64 - 1) < 2.0**-20))
                for i in np.flatnonzero(near):
                    cond.flat[i] = ref.hardsigmoid_classify(
                        float(al), float(be), float(x.flat[i]))[2]
            else:
                cond = (t > 0) & (t < 1)
            r = np.where(cond, (g * al).astype(np.float32), F(0))
            if bug != "hardsigmoid_nan_zero":
                r = np.where(np.isnan(t), F(np.nan), r)
            return [to_T(fmt, r)]
        if op == "swish_backward":
            g, x = ins["grad_output"], ins["self"]
            b = F(a["beta"])
            v = (b * x).astype(np.float32)
            e = np.exp(-v).astype(np.float32)
            if bug == "swish_exp_bf16":  # a too crude exp approximation
                e = round_to(FMTS["bf16"], e).astype(np.float32)
            s = (F(1) / (F(1) + e)).astype(np.float32)
            if bug == "swish_beta_once":
                d = s * (F(1) + x * (F(1) - s))
            elif bug == "swish_in_T":
                rt = lambda z: round_to(fmt, np.asarray(z, np.float64)
                                        ).astype(np.float32)
                v = rt(b * x)
                s = rt(F(1) / rt(F(1) + rt(np.exp(-v))))
                d = rt(s * rt(F(1) + rt(v * rt(F(1) - s))))
            else:
                d = s * (F(1) + v * (F(1) - s))
            return [to_T(fmt, (g * d).astype(np.float32))]
        if op == "prelu_backward":
            x, w, g = ins["src"], ins["slope"], ins["diff_dst"]
            c, axes = prelu_layout(x.ndim, case["data_format"],
                                     case["slope_mode"])
            wb = broadcast_slope(w, x.shape, c, case["slope_mode"])
            pos = (x >= 0) if bug == "prelu_zero_positive" else (x > 0)
            ds = np.where(pos, g, (wb * g).astype(np.float32))
            if bug != "prelu_nan_slope_branch":  # PyTorch/oneDNN: w*g
                ds = np.where(np.isnan(x), F(np.nan), ds)
            term = np.where(pos, F(0), (x * g).astype(np.float32))
            acc = {"prelu_slope_acc_in_T": fmt,
                   "prelu_slope_acc_bf16": FMTS["bf16"]}.get(bug)
            flat = np.moveaxis(term, axes, list(range(len(axes))))
            flat = flat.reshape((math.prod(flat.shape[:len(axes)]),) +
                                flat.shape[len(axes):])
            dw = seq_sum(flat, 0, acc).reshape(w.shape)
            return [to_T(fmt, ds), to_T(fmt, dw)]
        if op == "softmax_backward":
            g, y = ins["diff_dst"], ins["dst"]
            ax = case["axis_norm"]
            acc = {"softmax_acc_in_T": fmt,
                   "softmax_acc_bf16": FMTS["bf16"]}.get(bug)
            if bug == "ok_softmax_pairwise":  # another summation order
                S = np.sum((g * y).astype(np.float32), axis=ax,
                           dtype=np.float32, keepdims=True)
            else:
                S = np.expand_dims(
                    seq_sum((g * y).astype(np.float32), ax, acc), ax)
            return [to_T(fmt, (y * (g - S)).astype(np.float32))]
    raise ValueError(op)


BUGS = [
    # (bug, op, dtypes it applies to); names starting with "ok_" are other
    # correct implementations, which must pass.
    ("hardtanh_2ulp", "hardtanh_backward", DTYPES),
    ("hardtanh_inclusive", "hardtanh_backward", DTYPES),
    ("hardtanh_nan_zero", "hardtanh_backward", DTYPES),
    ("hardtanh_mask_multiply", "hardtanh_backward", DTYPES),
    ("ok_hardsigmoid_fused", "hardsigmoid_backward", DTYPES),
    ("hardsigmoid_alpha_in_T", "hardsigmoid_backward", ("f16", "bf16")),
    ("hardsigmoid_inclusive", "hardsigmoid_backward", DTYPES),
    ("hardsigmoid_nan_zero", "hardsigmoid_backward", DTYPES),
    ("swish_beta_once", "swish_backward", DTYPES),
    ("swish_in_T", "swish_backward", ("f16", "bf16")),
    ("swish_exp_bf16", "swish_backward", ("f32",)),
    ("prelu_zero_positive", "prelu_backward", DTYPES),
    ("prelu_nan_slope_branch", "prelu_backward", DTYPES),
    ("prelu_slope_acc_in_T", "prelu_backward", ("f16", "bf16")),
    ("prelu_slope_acc_bf16", "prelu_backward", ("f32",)),
    ("ok_softmax_pairwise", "softmax_backward", DTYPES),
    ("softmax_acc_in_T", "softmax_backward", ("f16", "bf16")),
    ("softmax_acc_bf16", "softmax_backward", ("f32",)),
]


def self_test(seed, count, verbose):
    """The checker must accept the correct f32 model and catch every bug."""
    ok = True
    t0 = time.time()
    for op in OPS:
        cases = gen_cases(seed, count, (op,), DTYPES)
        bad = 0
        for c in cases:
            msgs = check_case(c, model(c))
            if msgs:
                bad += 1
                if verbose or bad <= 3:
                    print("self-test: correct model rejected:\n" +
                          "\n".join(msgs))
        print("self-test: correct f32 model of %s: %d/%d cases pass" %
              (op, count - bad, count))
        ok &= bad == 0
        for bug, bop, dts in BUGS:
            if bop != op:
                continue
            caught = tried = 0
            for c in cases:
                if c["dtype"] not in dts:
                    continue
                tried += 1
                msgs = check_case(c, model(c, bug), max_report=2)
                if msgs:
                    caught += 1
                    if bug.startswith("ok_") and (verbose or caught <= 3):
                        print("self-test: %s rejected:\n%s" %
                              (bug, "\n".join(msgs)))
            if bug.startswith("ok_"):
                print("self-test: correct variant %-22s %d/%d cases pass" %
                      (bug[3:], tried - caught, tried))
                ok &= caught == 0
            else:
                print("self-test: bug %-24s caught in %d/%d cases" %
                      (bug, caught, tried))
                ok &= caught > 0
    print("self-test %s (%.1f s)" % ("passed" if ok else "FAILED",
                                     time.time() - t0))
    return ok


# ---------------------------------------------------------------------------
# Driver.
# ---------------------------------------------------------------------------


class Tools:
    pass


def find_tool(name, given, fallbacks):
    if given:
        p = shutil.which(given) or (given if os.path.exists(given) else None)
        if not p:
            sys.exit("error: %s not found: %s" % (name, given))
        return p
    for f in [shutil.which(name)] + fallbacks:
        if f and os.path.exists(f):
            return f
    sys.exit("error: cannot find %s; pass --%s" % (name, name))


def chunk(cases, per_module, max_elems=150000):
    mods, cur, elems = [], [], 0
    for c in cases:
        e = 3 * max(1, math.prod(c["shape"]))
        if cur and (len(cur) >= per_module or elems + e > max_elems):
            mods.append(cur)
            cur, elems = [], 0
        cur.append(c)
        elems += e
    if cur:
        mods.append(cur)
    return mods


def run_and_check(mod_cases, tools, args, isolate=True):
    """Runs one module and checks its cases. Returns (per-case messages,
    module error or None). A failing case of a multi-case module is run
    again on its own, which tells failures that depend on the surrounding
    module apart from those of the case itself."""
    text = emit_module(mod_cases)
    ok, out, err = run_module(text, tools)
    expected = [(c, r) for c in mod_cases for r in result_shapes(c)
                if math.prod(r[1]) > 0]
    results = {}
    if ok:
        printed = parse_output(out)
        if len(printed) != len(expected):
            ok = False
            err = "expected %d printed memrefs, got %d" % (len(expected),
                                                           len(printed))
        else:
            got = {}
            for (c, (name, shp, _)), (pshape, arr, cnt) in zip(expected,
                                                                printed):
                if tuple(pshape) != tuple(shp) or cnt != math.prod(shp):
                    ok = False
                    err = "case %d: printed shape %s / %d values, expected %s" % (
                        c["id"], pshape, cnt, list(shp))
                    break
                got[(c["id"], name)] = ref.from_ext_bits(arr)
            if ok:
                for c in mod_cases:
                    vals = [got.get((c["id"], name), np.zeros(0))
                            for name, _, _ in result_shapes(c)]
                    results[c["id"]] = check_case(c, vals, args.perturb)
    if not ok and len(mod_cases) > 1:
        # The module did not run: localize by running every case alone, then
        # run the cases that pass alone together again, so that a broken case
        # does not hide failures that only show inside a larger module.
        for c in mod_cases:
            sub, _ = run_and_check([c], tools, args, isolate=False)
            results.update(sub)
        good = [c for c in mod_cases if not results[c["id"]]]
        if 1 < len(good) < len(mod_cases):
            sub, _ = run_and_check(good, tools, args, isolate)
            results.update(sub)
    elif not ok:
        c = mod_cases[0]
        results[c["id"]] = [case_header(c), "  " + err.strip()]
    elif isolate and len(mod_cases) > 1:
        for c in mod_cases:
            if results[c["id"]]:
                alone, _ = run_and_check([c], tools, args, isolate=False)
                results[c["id"]].append(
                    "  run alone, this case %s" %
                    ("fails too" if alone[c["id"]] else
                     "PASSES: the failure depends on the rest of the module"))
    if args.keep and any(results.get(c["id"]) for c in mod_cases):
        os.makedirs(args.keep, exist_ok=True)
        for c in mod_cases:
            if results.get(c["id"]):
                path = os.path.join(args.keep, "case_%d.mlir" % c["id"])
                with open(path, "w") as f:
                    f.write(emit_module([c]))
        if isolate and len(mod_cases) > 1:
            path = os.path.join(
                args.keep, "module_cases_%d-%d.mlir" %
                (mod_cases[0]["id"], mod_cases[-1]["id"]))
            with open(path, "w") as f:
                f.write(text)
    return results, (None if ok else err)


def print_coverage(cases, results):
    """What a sweep covered: cases and failures per op x dtype, the cases
    with NaN or +-inf inputs, and the prelu and softmax variants."""
    table = {}
    for c in cases:
        key = (c["op"], c["dtype"])
        row = table.setdefault(key, [0, 0, 0, 0])
        row[0] += 1
        row[1] += bool(results.get(c["id"]))
        vals = [v for v in c["inputs"].values() if v.size]
        row[2] += any(np.isnan(v).any() or np.isinf(v).any() for v in vals)
        emin = FMTS[c["dtype"]].emin
        row[3] += any(((np.abs(v) < 2.0**emin) & (v != 0)).any()
                      for v in vals)
    print("coverage: op dtype: cases, failed, with NaN/inf inputs, with "
          "subnormal inputs")
    for (op, dt), (n, bad, special, sub) in sorted(table.items()):
        print("  %-22s %-4s %6d %4d %6d %6d" % (op, dt, n, bad, special, sub))
    variants = {}
    for c in cases:
        if c["op"] == "prelu_backward":
            k = "prelu %s slope=%s" % (c["data_format"], c["slope_mode"])
        elif c["op"] == "softmax_backward":
            k = "softmax rank %d axis %d" % (len(c["shape"]), c["axis_norm"])
        else:
            continue
        variants[k] = variants.get(k, 0) + 1
    print("coverage: " + ", ".join("%s: %d" % kv
                                   for kv in sorted(variants.items())))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seed", type=int, default=1234)
    ap.add_argument("--cases", type=int, default=300,
                    help="number of cases, of random ops and types")
    ap.add_argument("--per-op-dtype", type=int, metavar="N",
                    help="instead of --cases: N cases of every op x dtype "
                    "(the acceptance sweep of docs/Testing.md uses 3000)")
    ap.add_argument("--full-range", action="store_true",
                    help="inputs over the whole range of T: NaN/+-inf in half "
                    "the cases (not 30%%), more subnormals and huge values, "
                    "swish's |beta*x| up to and beyond f32 overflow, prelu "
                    "and softmax values beyond 1e15")
    ap.add_argument("--narrow-rows", action="store_true",
                    help="softmax shapes [outer, 16*k (+ 1..15), inner...] reduced "
                    "along axis 1, whose inner positions are not a whole "
                    "number of vectors: the rows that "
                    "actgrad-pack-narrow-rows packs (other ops unchanged)")
    ap.add_argument("--jobs", type=int, default=2,
                    help="parallel actgrad-opt | mlir-runner processes")
    ap.add_argument("--per-module", type=int, default=30,
                    help="cases per MLIR module")
    ap.add_argument("--ops", default=",".join(OPS),
                    help="comma-separated op names (without actgrad.)")
    ap.add_argument("--dtypes", default=",".join(DTYPES))
    ap.add_argument("--actgrad-opt")
    ap.add_argument("--mlir-runner")
    ap.add_argument("--opt-flags", default="--actgrad-to-llvm",
                    help="actgrad-opt flags (default: %(default)s), e.g. "
                    "'--actgrad-to-llvm=vector-width=0'")
    ap.add_argument("--runner-utils", default="/usr/lib/llvm-22/lib",
                    help="directory with libmlir_runner_utils.so, "
                    "libmlir_c_runner_utils.so and libomp.so (the default "
                    "pipeline's thread tiles run with OpenMP)")
    ap.add_argument("--shared-libs",
                    help="comma-separated runtime libraries (overrides "
                    "--runner-utils)")
    ap.add_argument("--keep", metavar="DIR",
                    help="write failing cases as standalone modules to DIR")
    ap.add_argument("--emit", metavar="DIR",
                    help="write every generated module to DIR and exit")
    ap.add_argument("--only", metavar="IDS",
                    help="comma-separated case ids: run (or --emit) only "
                    "these cases of the generated set, in one module")
    ap.add_argument("--form", choices=["actgrad", "linalg"], default="actgrad",
                    help="emit the actgrad op (default) or the linalg.generic "
                    "IR a front end emits for it (raised by actgrad-to-llvm); "
                    "linalg covers every op but hardsigmoid_backward")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--self-test", action="store_true",
                    help="check the checker against f32 models of a correct "
                    "implementation and of known bugs; no MLIR is run")
    ap.add_argument("--self-test-cases", type=int, default=150,
                    help="cases per op for --self-test")
    ap.add_argument("--perturb", choices=["2ulp"],
                    help="corrupt the hardtanh reference by 2 ulp; the run "
                    "must then report failures, and the exit status is 0 "
                    "only if it does")
    args = ap.parse_args()

    ops = [o.strip().replace("actgrad.", "") for o in args.ops.split(",")]
    for o in ops:
        if o not in OPS:
            sys.exit("error: unknown op %s" % o)
    dtypes = [d.strip() for d in args.dtypes.split(",")]
    for d in dtypes:
        if d not in DTYPES:
            sys.exit("error: unknown dtype %s" % d)

    if args.self_test:
        sys.exit(0 if self_test(args.seed, args.self_test_cases,
                                args.verbose) else 1)
    if args.form == "linalg":
        if "hardsigmoid_backward" in ops and args.ops != ",".join(OPS):
            sys.exit("error: hardsigmoid_backward has no linalg form")
        ops = [o for o in ops if o != "hardsigmoid_backward"]

    t0 = time.time()
    cases = gen_cases(args.seed, args.cases, ops, dtypes, args.per_op_dtype,
                      args.full_range, args.narrow_rows)
    for c in cases:
        c["form"] = args.form
    if args.only:
        ids = set(int(i) for i in args.only.split(","))
        cases = [c for c in cases if c["id"] in ids]
        modules = [cases]
    else:
        modules = chunk(cases, args.per_module)
    t_gen = time.time() - t0
    if args.emit:
        os.makedirs(args.emit, exist_ok=True)
        for i, m in enumerate(modules):
            with open(os.path.join(args.emit, "module_%d.mlir" % i), "w") as f:
                f.write(emit_module(m))
        print("wrote %d modules to %s" % (len(modules), args.emit))
        return

    here = os.path.dirname(os.path.abspath(__file__))
    tools = Tools()
    tools.actgrad_opt = find_tool(
        "actgrad-opt", args.actgrad_opt,
        [os.path.join(here, "..", "build", "bin", "actgrad-opt")])
    # Run a private copy, so that a rebuild during the run cannot mix
    # two versions of the tool.
    snapshot = tempfile.mkdtemp(prefix="random_diff.")
    shutil.copy2(tools.actgrad_opt, snapshot)
    tools.actgrad_opt = os.path.join(snapshot,
                                     os.path.basename(tools.actgrad_opt))
    tools.opt_flags = shlex.split(args.opt_flags)
    tools.mlir_runner = find_tool("mlir-runner", args.mlir_runner,
                                  ["/usr/lib/llvm-22/bin/mlir-runner"])
    if args.shared_libs:
        tools.shared_libs = args.shared_libs.split(",")
    else:
        tools.shared_libs = [
            os.path.join(args.runner_utils, "libmlir_runner_utils.so"),
            os.path.join(args.runner_utils, "libmlir_c_runner_utils.so"),
            os.path.join(args.runner_utils, "libomp.so")
        ]
    for lib in tools.shared_libs:
        if not os.path.exists(lib):
            sys.exit("error: runtime library not found: %s" % lib)

    results = {}
    module_errors = []
    reported = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            futs = [ex.submit(run_and_check, m, tools, args) for m in modules]
            for i, f in enumerate(futs):
                res, err = f.result()
                results.update(res)
                if err:
                    module_errors.append((i, err))
                for c in modules[i]:
                    msgs = res.get(c["id"])
                    if msgs and reported < 20:
                        print("\n".join(msgs))
                        reported += 1
                    if args.verbose:
                        print("%s: %s" % (case_header(c),
                                          "FAIL" if msgs else "ok"))
    finally:
        shutil.rmtree(snapshot, ignore_errors=True)
    failed = sum(1 for c in cases if results.get(c["id"]))
    if failed:
        kinds = {}
        for c in cases:
            msgs = results.get(c["id"])
            if not msgs:
                continue
            text = "\n".join(msgs)
            if "actgrad-opt failed" in text:
                kind = "actgrad-opt error"
            elif "mlir-runner failed" in text:
                kind = "mlir-runner error"
            elif "PASSES: the failure depends" in text:
                kind = "wrong values, only inside a larger module"
            elif "all of these" in text and not re.search(
                    r": \d+ of these", text):
                kind = ("wrong values, each with an intermediate that can "
                        "exceed the f32 range")
            else:
                kind = "wrong values"
            kinds.setdefault(kind, []).append(
                "%d(%s %s)" % (c["id"], c["op"].replace("_backward", ""),
                               c["dtype"]))
        print("failed cases by kind (%d reported in full above):" %
              min(failed, 20))
        for kind, ids in sorted(kinds.items()):
            print("  %s: %d: %s" % (kind, len(ids), " ".join(ids)))
    passed = len(cases) - failed
    if args.per_op_dtype is not None:
        print_coverage(cases, results)
    for i, err in module_errors:
        if args.verbose:
            print("module %d did not run as a whole: %s" % (i, err))
    dt = time.time() - t0
    print("%d passed, %d failed" % (passed, failed))
    print("seed %d, %d modules, %d jobs, %.1f s (generation %.1f s)" %
          (args.seed, len(modules), args.jobs, dt, t_gen))
    if args.perturb:
        # The reference was corrupted on purpose: the run must fail.
        print("perturbation %s" % ("detected" if failed else "NOT DETECTED"))
        sys.exit(0 if failed else 1)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
