"""Random case generation: op x element type x shape x attributes x input
values, drawn from one numpy Generator per run (a seed gives the same
cases)."""

import math

import numpy as np

import actgrad_reference as ref
from actgrad_reference import f32, prelu_layout, round_to

from actgrad import emit

from . import ELEMENTWISE

FMTS = ref.FORMATS

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
    return emit.f32_literal_attr(v)


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
    reduced along axis 1, half of them with every size dynamic."""
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
    if narrow_rows and op == "softmax_backward" and rng.random() < 0.5:
        # Every size dynamic, in a function of its own: the kernel that
        # packs rows at run time (with thread tiles: see random_diff.mlir).
        case["dyn"] = {k: [True] * len(shape) for k in operands}
        case["style"] = "func"
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


def describe_shape(case):
    parts = []
    for i, d in enumerate(case["shape"]):
        dy = case["dyn"][case["operands"][0]][i]
        parts.append("?(%d)" % d if dy else str(d))
    return "[" + "x".join(parts) + "]"

