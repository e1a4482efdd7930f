"""The front-end forms that raising learned from IREE and torch-mlir
captures (docs/Raising.md), drawn by --form linalg beside the forms of
actgrad.emit.linalg_form. Each is chosen by case id where it exists:

- softmax_backward, case id 2 mod 4 (the even ids of the five-generic
  chain): IREE's `_softmax_backward_data`, whose keep-dims sum is collapsed
  by `tensor.collapse_shape` (the kept axis joins the dimension before or
  after it, drawn; rank 1 collapses to rank 0) and broadcast back through
  a map that drops the axis ("iree_collapsed_sum").
- swish_backward with beta 1, odd case ids: SiLU's gradient in PyTorch's
  decomposition, g * s * (1 + x * (1 - s)), whose g is read through a
  `tensor.collapse_shape` that drops one or two unit dimensions (where they
  sit, drawn) ("silu_collapsed_g"). Its g * s rounds first, which can
  underflow: an error below 2^-150 (1 + |x|) that the op's bound B,
  |g| (1 + |x|) 2^-125 and more, covers for |g| >= 2^-24, so smaller
  nonzero g (f32 and bf16) are scaled by a power of 2 into [2^-24, 2^-23). (The autodiff of x * sigmoid(x)
  is no such form: its g * x can overflow, and g = +-inf gives NaN, where
  the op's result is finite or infinite.)
- hardtanh_backward in f16 and bf16, odd case ids: g is an f32 product
  a * b rounded to the element type by a `truncf` generic of its own (the
  product in it or in a generic before it, drawn), selected under a mask:
  torch-mlir's ReLU backward `select(y <= 0, 0, g)` with the mask in an i1
  generic of its own (ordered: NaN y passes g), or in one generic with `ule`
  (NaN y gives 0), both hardtanh_backward(g, y) with min 0, max +inf; or
  PyTorch's hardtanh mask on the case's bounds. Half the time g and y are
  expanded by a unit dimension before the mask and the result collapsed
  ("rounded_g").

Their attributes and inputs come from a generator of (seed, case id), so
that the other cases of a seed stay as they were. The reference is the
front end's (`reference`), as for the other forms; forms_mlir.py writes
their MLIR."""

import math

import numpy as np

import actgrad_reference as ref
from actgrad_reference import round_to

from .generator import Gen, fmt_attr_f32

VARIANTS = ("iree_collapsed_sum", "silu_collapsed_g", "rounded_g")
RELU_MASKS = ("relu_ole", "relu_ule")


def pick(case):
    """The variant of a case, or None for actgrad.emit.linalg_form's form."""
    if case["alias"]:
        return None
    op, cid = case["op"], case["id"]
    if op == "softmax_backward" and cid % 4 == 2:
        return "iree_collapsed_sum"
    if op == "swish_backward" and cid % 2 == 1 and \
            case["attrs_f32"]["beta"] == 1.0:
        return "silu_collapsed_g"
    if op == "hardtanh_backward" and cid % 2 == 1 and case["dtype"] != "f32":
        return "rounded_g"
    return None


def assign(cases, seed):
    """Gives the cases whose id selects a variant its form, attributes and
    inputs (case["variant"])."""
    for case in cases:
        name = pick(case)
        if name is None:
            continue
        rng = np.random.default_rng([abs(seed), case["id"], 38])
        case["variant"] = dict(name=name)
        DRAW[name](case, rng)


def kept_axis_groups(rank, axis, rng):
    """The reassociation collapsing the keep-dims sum: the kept axis joins
    the dimension before or after it; rank 1 collapses to rank 0."""
    if rank == 1:
        return []
    others = [d for d in (axis - 1, axis + 1) if 0 <= d < rank]
    other = others[int(rng.integers(len(others)))]
    lo, hi = min(axis, other), max(axis, other)
    return [[lo, hi] if d == lo else [d] for d in range(rank) if d != hi]


def draw_softmax(case, rng):
    case["variant"]["groups"] = kept_axis_groups(len(case["shape"]),
                                                 case["axis_norm"], rng)


def unit_expansion(rank, count, rng):
    """Where `count` unit dimensions join the dimensions of a rank-`rank`
    tensor: (the expanded tensor's dimensions, each an original index or
    None for a unit, and the reassociation of the collapse back)."""
    if rank == 0:
        return [None] * count, []
    groups = [[d] for d in range(rank)]
    for _ in range(count):
        group = groups[int(rng.integers(rank))]
        group.insert(int(rng.integers(len(group) + 1)), None)
    dims = [d for group in groups for d in group]
    reassociation, start = [], 0
    for group in groups:
        reassociation.append(list(range(start, start + len(group))))
        start += len(group)
    return dims, reassociation


def draw_silu(case, rng):
    g = case["inputs"]["grad_output"]
    tiny = (np.abs(g) < 2.0**-24) & (g != 0)
    g[tiny] = np.ldexp(np.frexp(g[tiny])[0], -23)  # exact: a shift of T's bits
    dims, groups = unit_expansion(len(case["shape"]),
                                  1 + int(rng.random() < 0.4), rng)
    case["variant"].update(dims=dims, groups=groups)


def draw_rounded(case, rng):
    """a, b (f32) and g = T(f32(a * b)); with a ReLU mask, y drawn anew
    around 0 (+-0, subnormals, +-inf, NaN) and the bounds 0 and +inf."""
    v = case["variant"]
    shape, dtype = case["shape"], case["dtype"]
    n = math.prod(shape)
    v["mask"] = ("relu_ole", "relu_ule", "hardtanh")[int(rng.integers(3))]
    v["producer"] = "fused" if rng.random() < 0.5 else "split"
    v["expand_at"] = (int(rng.integers(len(shape) + 1))
                      if rng.random() < 0.5 else None)
    sp = 0.02 if rng.random() < 0.3 else 0.0
    G32 = Gen(rng, "f32")
    a = G32.values(n, scale=2.0, specials=sp, huge=0.01)
    b = G32.T(rng.uniform(0.25, 4.0, size=n) * rng.choice([-1.0, 1.0], size=n))
    G32.sprinkle(b, [0.0, -0.0, 1.0] + ([np.inf, -np.inf, np.nan] if sp else []),
                 0.05)
    with np.errstate(all="ignore"):
        prod = (a.astype(np.float32) * b.astype(np.float32)).astype(np.float64)
    ins = case["inputs"]
    ins["grad_output"] = round_to(ref.FORMATS[dtype], prod).reshape(shape)
    v["a"], v["b"] = a.reshape(shape), b.reshape(shape)
    if v["mask"] in RELU_MASKS:
        G = Gen(rng, dtype)
        y = G.values(n, scale=2.0, specials=sp, huge=0.01)
        tiny = 2.0**G.fmt.qmin
        G.sprinkle(y, [0.0, -0.0, tiny, -tiny, np.inf, -np.inf, np.nan], 0.15)
        ins["self"] = y.reshape(shape)
        case["attrs_f32"] = dict(min=0.0, max=np.inf)
        case["attrs"] = dict(min=fmt_attr_f32(0.0), max=fmt_attr_f32(np.inf))


DRAW = {"iree_collapsed_sum": draw_softmax, "silu_collapsed_g": draw_silu,
        "rounded_g": draw_rounded}


def operand_arrays(case):
    """The tensors the emitter writes as constants (or function arguments):
    (key, array, element type, dynamic dims); the op's operands unless the
    variant reads others."""
    dtype, ins, dyn = case["dtype"], case["inputs"], case["dyn"]
    v = case.get("variant") if case.get("form") == "linalg" else None
    if v and v["name"] == "silu_collapsed_g":
        g, gdyn = ins["grad_output"], dyn["grad_output"]
        shape = [1 if d is None else g.shape[d] for d in v["dims"]]
        gdims = [False if d is None else gdyn[d] for d in v["dims"]]
        return [("grad_output", g.reshape(shape), dtype, gdims),
                ("self", ins["self"], dtype, dyn["self"])]
    if v and v["name"] == "rounded_g":
        gdyn = dyn["grad_output"]
        return [("lhs32", v["a"], "f32", gdyn), ("rhs32", v["b"], "f32", gdyn),
                ("self", ins["self"], dtype, dyn["self"])]
    return [(k, ins[k], dtype, dyn[k]) for k in case["operands"]]


def variant_name(case):
    v = case.get("variant")
    return v["name"] if v and case.get("form") == "linalg" else None


def must_raise(case):
    """Whether raising must give the case's form back as its op. Two forms
    of actgrad.emit.linalg_form are near misses that it leaves as they are
    (their results are the front end's all the same): PReLU's slope read
    at index 0 of a `tensor<?xT>` (the IR does not say that the slope has
    one element) and hardtanh's mask of one value, g and x, where no f32
    value lies between min and max (it passes only NaN x, itself: no g).
    A PReLU case of style "main" whose src and diff_dst drew the same bits
    (a one-element tensor, by chance) is not a form either: the two
    constants fold into one value, and raising cannot tell g from x."""
    if case["op"] == "prelu_backward":
        ins = case["inputs"]
        if case["style"] == "main" and \
                ins["src"].tobytes() == ins["diff_dst"].tobytes():
            return False
        return not (case["slope_mode"] == "tensor" and case["dyn"]["slope"][0])
    if case["op"] == "hardtanh_backward" and case["alias"]:
        lo, hi = (np.float32(case["attrs_f32"][k]) for k in ("min", "max"))
        return bool(np.nextafter(lo, np.float32(np.inf)) < hi)
    return True


def relu_reference(case):
    """The front end's `select(y <= 0, 0, g)` where the case has a ReLU mask
    (+inf y passes g; a NaN y passes g under `ole`, gives 0 under `ule`),
    else None."""
    if variant_name(case) != "rounded_g" or \
            case["variant"]["mask"] not in RELU_MASKS:
        return None
    g, y = case["inputs"]["grad_output"], case["inputs"]["self"]
    with np.errstate(invalid="ignore"):
        r = np.where(y <= 0, 0.0, g)
    if case["variant"]["mask"] == "relu_ule":
        r = np.where(np.isnan(y), 0.0, r)
    return r


def describe(case):
    """The variant's part of a case's header."""
    v = case.get("variant")
    if not variant_name(case):
        return ""
    if v["name"] == "iree_collapsed_sum":
        return " form=%s groups=%s" % (v["name"], v["groups"])
    if v["name"] == "silu_collapsed_g":
        return " form=%s g_dims=%s" % (v["name"], v["dims"])
    return " form=%s mask=%s producer=%s expand_at=%s" % (
        v["name"], v["mask"], v["producer"], v["expand_at"])


def summary(cases):
    """One line: how many cases of each variant (and of mask) were drawn."""
    counts = {}
    for c in cases:
        name = variant_name(c)
        if name == "rounded_g":
            name += " " + c["variant"]["mask"]
        if name:
            counts[name] = counts.get(name, 0) + 1
    return "front-end forms learned from captures: " + (", ".join(
        "%s %d" % kv for kv in sorted(counts.items())) or "none")
