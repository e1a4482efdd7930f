"""The reference of SEMANTICS.md sections 2 and 3, in Python: the one copy.

The element formats (f32, f16, bf16), rounding to nearest even, the ulp and
the ulp distance, the op formulas with their NaN rules, and the per-element
pass test of section 3. The C++ counterpart is test/Reference/ActGradReference.h.

Two forms:
- exact scalars (Fractions, Decimal, Python floats for the non-finite
  values): rne, quantum, ordinal, ulp_distance, next_up/next_down, encode,
  mul, ieee_sum, hardtanh_exact, hardsigmoid_classify, swish_exact. Used by
  test/Integration/Inputs/gen_integration_tests.py, whose CHECK lines must be
  exact, and as the oracle of the vectorized form (the self-check below);
- vectorized numpy on float64 arrays holding values of a format: round_to,
  ulp_of, ulp_dist, to_key/from_key, to_bits/from_bits, the op references
  hardtanh, hardsigmoid, swish, prelu and softmax (f64 value, conditioning
  bound B, hardsigmoid's ambiguity), and check(), the pass test. Used by
  test/Random/random_diff and the raising and front-end test generators and
  checkers.

Scripts find this file relative to their own place in the repository
(test/Reference/), as lit runs them from the source tree
(%actgrad_src_root). Needs numpy. Running it runs the self-check.
"""

import math
import struct
from decimal import Decimal, localcontext
from fractions import Fraction

import numpy as np

NAN = float("nan")
INF = float("inf")


class Fmt:
    def __init__(self, name, precision, emin, emax, width, nan_bits, inf_bits):
        self.name = name
        self.p = precision
        self.emin = emin
        self.emax = emax
        self.width = width
        self.nan_bits = nan_bits
        self.inf_bits = inf_bits
        self.qmin = emin - precision + 1  # exponent of the least subnormal
        self.max = (2.0 - 2.0**(1 - precision)) * 2.0**emax
        self.half = 2**(precision - 1)  # values per binade
        self.inf_index = (emax - emin + 2) * self.half  # to_key of inf

    def __repr__(self):
        return self.name


F32 = Fmt("f32", 24, -126, 127, 32, 0x7FC00000, 0x7F800000)
F16 = Fmt("f16", 11, -14, 15, 16, 0x7E00, 0x7C00)
BF16 = Fmt("bf16", 8, -126, 127, 16, 0x7FC0, 0x7F80)
FORMATS = {"f32": F32, "f16": F16, "bf16": BF16}
U = Fraction(1, 2**24)  # SEMANTICS.md 3: u = 2^-24
BF16_FLUSH = 2.0**-126  # bf16 results below this may be flushed (SEMANTICS 1)


def isnan(v):
    return isinstance(v, float) and math.isnan(v)


def isinf(v):
    return isinstance(v, float) and math.isinf(v)


def finite(v):
    return not isnan(v) and not isinf(v)


def exponent(a):
    """floor(log2(a)) for a Fraction a > 0."""
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    return e


def quantum(a, fmt):
    """The spacing of fmt values at the magnitude a > 0."""
    return Fraction(2) ** (max(exponent(a), fmt.emin) - fmt.p + 1)


def rne(v, fmt):
    """Rounds an exact value (Fraction or float) to fmt, ties to even."""
    if isinstance(v, float):
        if not finite(v):
            return v
        v = Fraction(v)
    if v == 0:
        return 0.0
    sign = -1.0 if v < 0 else 1.0
    a = abs(v)
    q = quantum(a, fmt)
    n, rem = divmod(a, q)
    n = int(n)
    if rem > q / 2 or (rem == q / 2 and n % 2 == 1):
        n += 1
    r = n * q
    if r >= Fraction(2) ** (fmt.emax + 1):
        return sign * INF
    return sign * float(r)


def representable(v, fmt):
    if not finite(v):
        return True
    return rne(Fraction(v), fmt) == v


def next_up(v, fmt):
    """The least fmt value above the finite fmt value v."""
    a = Fraction(v)
    if a < 0:
        return -next_down(-v, fmt)
    if a == 0:
        return float(Fraction(2) ** (fmt.emin - fmt.p + 1))
    return float(a + quantum(a, fmt))


def next_down(v, fmt):
    """The greatest fmt value below the finite fmt value v."""
    a = Fraction(v)
    if a <= 0:
        return -next_up(-v, fmt)
    e = exponent(a)
    q = quantum(a, fmt)
    if a == Fraction(2) ** e and e > fmt.emin:
        q /= 2
    return float(a - q)


def f32_bits(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]


def encode(v, fmt):
    """The bit pattern of the fmt value v (canonical quiet NaN for NaN)."""
    if isnan(v):
        return fmt.nan_bits
    assert representable(v, fmt), (v, fmt)
    if fmt is F32:
        return f32_bits(v)
    if fmt is F16:
        return int(np.array([v], dtype=np.float16).view(np.uint16)[0])
    bits = f32_bits(v)
    assert bits & 0xFFFF == 0
    return bits >> 16


def ordinal(v, fmt):
    """The position of the fmt value v among the ordered fmt values: +0 and
    -0 both 0, an infinity one step beyond the largest finite value."""
    per_binade = 2 ** (fmt.p - 1)
    if isinf(v):
        max_finite = (2 - Fraction(2) ** (1 - fmt.p)) * Fraction(2) ** fmt.emax
        n = ordinal(float(max_finite), fmt) + 1
    else:
        a = abs(Fraction(v))
        if a < Fraction(2) ** fmt.emin:
            n = int(a / Fraction(2) ** (fmt.emin - fmt.p + 1))  # subnormal
        else:
            e = exponent(a)
            n = (e - fmt.emin + 1) * per_binade + int(a / quantum(a, fmt)) \
                - per_binade
    return -n if math.copysign(1.0, v) < 0 else n


def ulp_distance(a, b, fmt):
    """The number of fmt values between the fmt values a and b (ulpdist of
    SEMANTICS.md 3): 0 for two NaNs, infinity for one."""
    if isnan(a) or isnan(b):
        return 0 if isnan(a) and isnan(b) else INF
    return abs(ordinal(a, fmt) - ordinal(b, fmt))



def mul(a, b):
    """The exact product of two values that may be non-finite, as IEEE does."""
    if isnan(a) or isnan(b):
        return NAN
    if isinf(a) or isinf(b):
        if a == 0 or b == 0:
            return NAN
        return math.copysign(INF, a) * math.copysign(1.0, b)
    return Fraction(a) * Fraction(b)


def ieee_sum(terms):
    """The exact sum of terms (Fractions or non-finite floats), IEEE-style."""
    if any(isnan(t) for t in terms):
        return NAN
    infs = {math.copysign(1.0, t) for t in terms if isinf(t)}
    if len(infs) == 2:
        return NAN
    if infs:
        return infs.pop() * INF
    return sum((Fraction(t) for t in terms), Fraction(0))


# ===----------------------------------------------------------------------=== #
# The op formulas, exact scalar form (SEMANTICS.md 2)
# ===----------------------------------------------------------------------=== #


def hardtanh_exact(g, x, lo, hi):
    """SEMANTICS.md 2.2: (lo < x < hi) ? g : 0, NaN for a NaN x."""
    if isnan(x):
        return NAN
    return g if lo < x < hi else 0.0


def hardsigmoid_classify(alpha, beta, x):
    """SEMANTICS.md 2.1: whether 0 < t < 1 for the exact, the unfused-f32
    (fl(fl(alpha x) + beta)) and the fused-f32 (fl(alpha x + beta)) t, for a
    finite x."""
    a, b, xf = Fraction(alpha), Fraction(beta), Fraction(x)
    exact = a * xf + b
    unfused = Fraction(rne(Fraction(rne(a * xf, F32)) + b, F32))
    fused = Fraction(rne(exact, F32))
    return [0 < t < 1 for t in (exact, unfused, fused)]


def to_decimal(fr):
    """A Fraction as a Decimal of the current context's precision."""
    return Decimal(fr.numerator) / Decimal(fr.denominator)


def swish_exact(g, x, beta):
    """SEMANTICS.md 2.3 and 3: (r, B) with r = g * s'(x) to 60 digits (a
    Fraction, or a float when it is not finite) and B the conditioning bound
    (None where r is not finite)."""
    if isnan(g) or isnan(x):
        return NAN, None
    if isinf(x):
        return NAN, None  # inf * 0 (x = inf) or 0 * -inf (x = -inf), or b = 0
    with localcontext() as ctx:
        ctx.prec = 60
        v = to_decimal(Fraction(beta) * Fraction(x))
        s = 1 / (1 + (-v).exp())
        d = s * (1 + v * (1 - s))
        if isinf(g):
            if d == 0:
                return NAN, None
            return math.copysign(INF, g) * (1 if d > 0 else -1), None
        r = to_decimal(Fraction(g)) * d
        av = abs(v)
        u = to_decimal(U)
        bound = abs(to_decimal(Fraction(g))) * (
            u * (6 * abs(d) + 4 * s * av + s * (1 - s) * av * (2 + av)) +
            (1 + av) * to_decimal(Fraction(1, 2**125)))
        return Fraction(r), Fraction(bound)


# ===----------------------------------------------------------------------=== #
# Vectorized form: float64 arrays holding values of a format
# ===----------------------------------------------------------------------=== #


def round_to(fmt, x):
    """Rounds float64 values to `fmt`, to nearest even, with overflow to
    infinity and gradual underflow: one rounding from float64 (rne)."""
    x = np.asarray(x, dtype=np.float64)
    out = x.copy()
    fin = np.isfinite(x) & (x != 0)
    if fin.any():
        xv = x[fin]
        _, e = np.frexp(xv)  # |xv| in [2^(e-1), 2^e)
        q = np.maximum(e - fmt.p, fmt.qmin)
        y = np.ldexp(np.round(np.ldexp(xv, -q)), q)  # np.round: half-even
        y = np.where(np.abs(y) > fmt.max, np.copysign(np.inf, xv), y)
        out[fin] = y
    return out


def ulp_of(fmt, r):
    """The spacing of `fmt` at |r| (quantum); NaN where r is not finite."""
    r = np.asarray(r, dtype=np.float64)
    out = np.full(r.shape, np.nan)
    fin = np.isfinite(r)
    if fin.any():
        _, e = np.frexp(np.abs(r[fin]))
        out[fin] = np.ldexp(1.0, np.maximum(e - fmt.p, fmt.qmin))
    return out


def to_key(fmt, v):
    """ordinal() of `fmt` values, as float64: adjacent values differ by 1,
    +0 and -0 map to 0, +-inf one step past the largest finite value, NaN to
    NaN."""
    v = np.asarray(v, dtype=np.float64)
    a = np.abs(v)
    key = np.full(v.shape, np.nan)
    sub = a < 2.0**fmt.emin
    key[sub] = a[sub] / 2.0**fmt.qmin
    nrm = (a >= 2.0**fmt.emin) & np.isfinite(a)
    if nrm.any():
        m, e = np.frexp(a[nrm])  # a = m 2^e, m in [0.5, 1)
        key[nrm] = (e - fmt.emin) * fmt.half + (2 * m - 1) * fmt.half
    key[np.isinf(a)] = fmt.inf_index
    return np.where(np.signbit(v), -key, key)


def from_key(fmt, k):
    """The inverse of to_key (+0 for 0)."""
    k = np.asarray(k, dtype=np.float64)
    a = np.abs(k)
    out = np.empty(k.shape)
    sub = a < fmt.half
    out[sub] = a[sub] * 2.0**fmt.qmin
    nrm = ~sub
    if nrm.any():
        e = np.floor(a[nrm] / fmt.half) + fmt.emin - 1
        frac = np.mod(a[nrm], fmt.half)
        out[nrm] = np.ldexp(1.0 + frac / fmt.half, e.astype(np.int64))
    out[a >= fmt.inf_index] = np.inf
    return np.where(k < 0, -out, out)


def ulp_dist(fmt, a, b):
    """ulp_distance() of `fmt` values, elementwise; inf where either is NaN
    (the pass test handles two NaNs itself)."""
    d = np.abs(to_key(fmt, a) - to_key(fmt, b))
    return np.where(np.isnan(d), np.inf, d)


def neighbours(fmt, v, k):
    """The `fmt` value v and the k values on either side of it."""
    key = to_key(fmt, np.array([v], dtype=np.float64))[0]
    return list(from_key(fmt, key + np.arange(-k, k + 1)))


def to_bits(fmt, v):
    """The bit patterns (uint32 array) of `fmt` values, the canonical quiet
    NaN for NaN (encode())."""
    v = np.asarray(v, dtype=np.float64)
    if fmt is F16:
        bits = v.astype(np.float16).view(np.uint16).astype(np.uint32)
    else:
        bits = v.astype(np.float32).view(np.uint32)
        if fmt is BF16:
            bits = bits >> 16
    return np.where(np.isnan(v), np.uint32(fmt.nan_bits), bits)


def from_bits(fmt, bits):
    """The values (float64 array) of `fmt` bit patterns."""
    bits = np.asarray(bits, dtype=np.int64) & ((1 << fmt.width) - 1)
    if fmt is F16:
        return bits.astype(np.uint16).view(np.float16).astype(np.float64)
    if fmt is BF16:
        bits = bits << 16
    return bits.astype(np.uint32).view(np.float32).astype(np.float64)


def from_ext_bits(ints):
    """Values printed by printMemrefI32 as the (signed) i32 bits of their
    exact extension to f32 (SEMANTICS.md 7), as float64."""
    return from_bits(F32, ints)


def hex_bits(fmt, v):
    """The hex bit pattern of one `fmt` value ("0x3F80"), for literals and
    messages."""
    return "0x%0*X" % (fmt.width // 4, int(to_bits(fmt, float(v))))


def f32(v):
    """The f32 value of a Python float, as a Python float."""
    return float(np.float32(v))


# ===----------------------------------------------------------------------=== #
# The op formulas, vectorized (SEMANTICS.md 2 and the bounds B of 3)
# ===----------------------------------------------------------------------=== #

# N(op, T) of SEMANTICS.md 3, by (op, result).
N_ULP = {
    ("hardtanh_backward", "diff_src"): {"f32": 0, "f16": 0, "bf16": 0},
    ("hardsigmoid_backward", "diff_src"): {"f32": 1, "f16": 1, "bf16": 1},
    ("swish_backward", "diff_src"): {"f32": 4, "f16": 1, "bf16": 1},
    ("prelu_backward", "diff_src"): {"f32": 1, "f16": 1, "bf16": 1},
    ("prelu_backward", "diff_slope"): {"f32": 2, "f16": 1, "bf16": 1},
    ("softmax_backward", "diff_src"): {"f32": 2, "f16": 1, "bf16": 1},
}


def sigmoid(v):
    """sigma(v) in float64 without overflow; NaN stays NaN."""
    with np.errstate(over="ignore", invalid="ignore"):
        e = np.exp(-np.abs(v))
        return np.where(v >= 0, 1.0 / (1.0 + e), e / (1.0 + e))


def hardtanh(g, x, lo, hi):
    """SEMANTICS.md 2.2 on f32 bounds lo, hi: (lo < x < hi) ? g : 0, NaN for
    a NaN x."""
    r = np.where((lo < x) & (x < hi), g, 0.0)
    return np.where(np.isnan(x), np.nan, r)


def hardsigmoid(x, g, alpha, beta):
    """SEMANTICS.md 2.1 on f32 attributes: returns (r, alt, amb): the exact
    result, the other branch's value and the mask of x whose exact,
    unfused-f32 and fused-f32 t = alpha x + beta classify differently (where
    pass-test rule 4 accepts `alt`)."""
    with np.errstate(all="ignore"):
        p = alpha * x  # exact in float64 (two 24-bit significands)
        s = p + beta
        # TwoSum: s + err == p + beta exactly.
        bb = s - p
        err = (p - (s - bb)) + (beta - bb)
        t_nan = np.isnan(s)
        inside = ((s > 0) | ((s == 0) & (err > 0))) & \
            ((s < 1) | ((s == 1) & (err < 0)))
        ga = g * alpha  # exact
        r = np.where(t_nan, np.nan, np.where(inside, ga, 0.0))
        alt = np.where(inside, 0.0, ga)
        t32 = np.float32(alpha) * np.asarray(x, np.float32) + np.float32(beta)
        # An array even for 0-d operands, where numpy's operators give a
        # scalar whose .flat below would be written in vain.
        amb = np.array((((t32 > 0) & (t32 < 1)) != inside) & ~t_nan)
        # The fused classification differs from the exact one only within
        # an f32 ulp of a threshold: decide those few exactly.
        scale = np.maximum(np.maximum(np.abs(p), abs(beta)), 1.0)
        near = np.isfinite(s) & ((np.abs(s) <= scale * 2.0**-20) |
                                 (np.abs(s - 1) <= scale * 2.0**-20))
        for i in np.flatnonzero(near & ~amb):
            exact, _, fused = hardsigmoid_classify(alpha, beta,
                                                   float(x.flat[i]))
            assert exact == bool(inside.flat[i]), "TwoSum classification"
            amb.flat[i] = fused != exact
    return r, alt, amb


def swish(g, x, beta):
    """SEMANTICS.md 2.3 and 3 on an f32 beta: returns (r, B, illposed): the
    f64 result (NaN for x = +-inf), the conditioning bound and the mask of
    g = +-inf where the sign of s'(x) is not settled in f32 (its root at
    v ~ -1.2785, or underflow): ill-posed, not tested (2.3)."""
    u = float(U)
    with np.errstate(all="ignore"):
        v = beta * x
        s = sigmoid(v)
        oms = sigmoid(-v)  # 1 - s without cancellation
        d = s * (1.0 + v * oms)
        r = np.where(np.isinf(x) | np.isnan(x), np.nan, g * d)
        av = np.abs(v)
        dbound = u * (6 * np.abs(d) + 4 * s * av + s * oms * av *
                      (2 + av)) + (1 + av) * 2.0**-125
        illposed = np.isinf(g) & (np.abs(d) <= dbound) & np.isfinite(x)
        return r, np.abs(g) * dbound, illposed


def prelu_layout(rank, data_format, slope_mode):
    """SEMANTICS.md 2.4: (channel dim, summed dims of diff_slope) for the
    slope rule `slope_mode`: "tensor" ([1]), "channel" ([C]) or "tf"
    (src.shape[1:])."""
    c = 0 if rank == 1 else (1 if data_format == "NCX" else rank - 1)
    if slope_mode == "tensor":
        axes = tuple(range(rank))
    elif slope_mode == "channel":
        axes = tuple(d for d in range(rank) if d != c)
    else:
        axes = (0,)
    return c, axes


def broadcast_slope(w, shape, c, slope_mode):
    """The slope `w` broadcast to the src `shape` by its rule."""
    rank = len(shape)
    if slope_mode == "tensor":
        return np.broadcast_to(w.reshape([1] * rank), shape)
    if slope_mode == "channel":
        bshape = [1] * rank
        bshape[c] = shape[c]
        return np.broadcast_to(w.reshape(bshape), shape)
    return np.broadcast_to(w.reshape([1] + list(shape[1:])), shape)


def prelu(x, w, g, data_format, slope_mode):
    """SEMANTICS.md 2.4 and 3: returns (diff_src, diff_slope, B of
    diff_slope); a NaN x makes diff_src and its slope's diff_slope NaN."""
    u = float(U)
    c, axes = prelu_layout(x.ndim, data_format, slope_mode)
    wb = broadcast_slope(w, x.shape, c, slope_mode)
    with np.errstate(all="ignore"):
        ds = np.where(np.isnan(x), np.nan, np.where(x > 0, g, wb * g))
        term = np.where(x > 0, 0.0, x * g)  # a NaN x gives a NaN term
        m = math.prod(x.shape[ax] for ax in axes)
        dw = np.sum(term, axis=axes).reshape(w.shape)
        bound = 2 * u * (m + 2) * np.sum(np.abs(term),
                                         axis=axes).reshape(w.shape)
    return ds, dw, bound


def softmax(g, y, axis):
    """SEMANTICS.md 2.5 and 3: returns (diff_src, B)."""
    u = float(U)
    n = g.shape[axis]
    with np.errstate(all="ignore"):
        gy = g * y
        r = y * (g - np.sum(gy, axis=axis, keepdims=True))
        total = np.sum(np.abs(gy), axis=axis, keepdims=True)
        bound = u * (2 * (n + 2) * np.abs(y) * total + 2 * np.abs(gy) +
                     2 * np.abs(r))
    return r, bound


def check(fmt, n_ulp, got, r, bound=None, alt=None, amb=None, dontcare=None):
    """The pass test of SEMANTICS.md 3 for `fmt` results `got` against the
    f64 reference r. Returns (ok mask, r rounded to fmt, ulp distance).

    An element passes if both are NaN (rule 1); or it is within n_ulp of
    RNE(r) (2); or, given the conditioning bound, |got - r| <= B + ulp(r),
    plus 2^-126 for bf16 (3); or, where `amb` (hardsigmoid's ambiguous
    threshold), within n_ulp of the other branch `alt` (4); or where
    `dontcare` (ill-posed). For bf16 results of ops without a bound, the
    subnormal flush (SEMANTICS.md 1) is allowed where |r| < 2^-126.
    """
    got = np.asarray(got, dtype=np.float64)
    r = np.asarray(r, dtype=np.float64)
    r_t = round_to(fmt, r)
    with np.errstate(all="ignore"):
        dist = ulp_dist(fmt, got, r_t)
        ok = np.isnan(got) & np.isnan(r)
        ok |= dist <= n_ulp
        diff = np.abs(got - r)
        if bound is not None:
            allow = bound + ulp_of(fmt, r)
            if fmt is BF16:
                allow = allow + BF16_FLUSH
            ok |= np.isfinite(allow) & (diff <= allow)
        elif fmt is BF16:
            ok |= (np.abs(r) < BF16_FLUSH) & (diff <= BF16_FLUSH)
        if amb is not None:
            # Rule 4 as rules 1 and 2 against the other branch (which is NaN
            # where g is NaN).
            ok |= amb & ((ulp_dist(fmt, got, round_to(fmt, alt)) <= n_ulp) |
                         (np.isnan(got) & np.isnan(alt)))
            if fmt is BF16:
                ok |= amb & (np.abs(alt) < BF16_FLUSH) & (
                    np.abs(got - alt) <= BF16_FLUSH)
        if dontcare is not None:
            ok |= dontcare
    return ok, r_t, dist


# ===----------------------------------------------------------------------=== #
# Self-check: the C++ header's cases, and the vectorized form against the
# exact scalar form
# ===----------------------------------------------------------------------=== #


def _random_values(rng, fmt, n):
    """float64 values spread over fmt's whole range, its subnormals, the
    rounding midpoints and ties, zeros and non-finite values."""
    e = rng.integers(fmt.qmin - 2, fmt.emax + 2, size=n)
    v = rng.random(n) * np.ldexp(1.0, e) * rng.choice([-1.0, 1.0], size=n)
    k = rng.integers(0, fmt.half * 4, size=n // 4)
    ties = (k + 0.5) * 2.0**(fmt.qmin + rng.integers(0, 40, size=n // 4))
    special = [0.0, -0.0, NAN, INF, -INF, fmt.max, -fmt.max,
               2.0**fmt.emin, 2.0**fmt.qmin]
    return np.concatenate([v, ties, special])


def self_check():
    # The cases of ActGradReference.h's self-check (kernels_test.cpp).
    assert ulp_distance(1.0, 1.0 + 2.0**-23, F32) == 1
    assert ulp_distance(1.0, 1.0 - 2.0**-24, F32) == 1
    assert ulp_distance(0.0, -0.0, F32) == 0
    assert ulp_distance(2.0**-24, -2.0**-24, F16) == 2
    assert ulp_distance(65504.0, INF, F16) == 1
    assert ulp_distance(1.0, 1.0078125, BF16) == 1
    assert rne(1.0 + 2.0**-11, F16) == 1.0  # tie to even
    assert rne(1.0 + 3 * 2.0**-11, F16) == 1.0 + 2.0**-9

    rng = np.random.default_rng(2026)
    for fmt in FORMATS.values():
        v = _random_values(rng, fmt, 2000)
        rounded = round_to(fmt, v)
        for a, b in zip(v, rounded):
            want = rne(float(a), fmt)
            assert want == b or (isnan(want) and isnan(b)), (fmt, a, b, want)
        w = round_to(fmt, _random_values(rng, fmt, 2000))[:len(rounded)]
        dist = ulp_dist(fmt, rounded, w)
        for a, b, d in zip(rounded, w, dist):
            want = ulp_distance(float(a), float(b), fmt)
            assert want == d or (isnan(a) or isnan(b)), (fmt, a, b, d, want)
        fin = rounded[np.isfinite(rounded)]
        assert np.array_equal(from_key(fmt, to_key(fmt, fin)), fin)
        assert np.array_equal(from_bits(fmt, to_bits(fmt, fin)), fin)
        for a in fin[:200]:
            assert int(to_bits(fmt, a)) == encode(float(a), fmt), (fmt, a)
        q = ulp_of(fmt, fin[fin != 0][:200])
        for a, b in zip(fin[fin != 0][:200], q):
            assert quantum(abs(Fraction(float(a))), fmt) == b, (fmt, a, b)

    # The op formulas against their exact scalar forms, on f32 values.
    def f32s(n, scale):
        return round_to(F32, np.concatenate([
            rng.normal(0, scale, n), [0.0, -0.0, NAN, INF, -INF]]))

    x, g = f32s(300, 3.0), rng.permutation(f32s(300, 2.0))
    lo, hi = -1.0, 2.0
    got = hardtanh(g, x, lo, hi)
    for gi, xi, ri in zip(g, x, got):
        want = hardtanh_exact(float(gi), float(xi), lo, hi)
        assert want == ri or (isnan(want) and isnan(ri)), (gi, xi, ri)
    alpha, beta = f32(1 / 6), 0.5
    x = np.concatenate([x, neighbours(F32, 3.0, 3), neighbours(F32, -3.0, 3)])
    g = np.resize(g, x.shape)
    r, alt, amb = hardsigmoid(x, g, alpha, beta)
    for xi, gi, ri, ai in zip(x, g, r, amb):
        if not np.isfinite(xi):
            assert isnan(ri) == isnan(xi), (xi, ri)
            continue
        exact, unfused, fused = hardsigmoid_classify(alpha, beta, float(xi))
        assert bool(ai) == (len({exact, unfused, fused}) > 1), (xi, ai)
        want = float(mul(float(gi), alpha)) if exact else 0.0
        assert ri == want or (isnan(ri) and isnan(want)), (xi, gi, ri)
    # A 0-d operand at the threshold where only fl(alpha x + beta) rounds up
    # to 1 (a randomized-tester case): ambiguous too.
    alpha0, beta0 = f32(-0.1872529685497284), f32(-0.6844493746757507)
    x0 = from_bits(F32, 0xC10FEDE7)
    _, _, amb0 = hardsigmoid(x0, np.array(1.0), alpha0, beta0)
    assert amb0.shape == () and bool(amb0), amb0
    x = np.concatenate([f32s(150, 4.0), f32s(50, 60.0), [-1.2784645]])
    g = rng.permutation(f32s(x.size - 5, 2.0))
    for beta in (1.0, f32(1.7), f32(-0.3)):
        r, bound, _ = swish(g, x, beta)
        for gi, xi, ri, bi in zip(g, x, r, bound):
            want, wbound = swish_exact(float(gi), float(xi), beta)
            if isinstance(want, float):
                assert want == ri or (isnan(want) and isnan(ri)), (gi, xi, ri)
                continue
            # f64 evaluation: a few float64 ulp of the terms, far below
            # u = 2^-24 (absolute near the root of s').
            scale = abs(Fraction(float(gi))) * (1 + abs(Fraction(beta) *
                                                        Fraction(float(xi))))
            assert abs(Fraction(float(ri)) - want) <= scale / 2**46, \
                (gi, xi, beta, ri, float(want))
            assert abs(Fraction(float(bi)) - wbound) <= wbound / 2**40
    for data_format in ("NCX", "NXC"):
        for mode in ("tensor", "channel", "tf"):
            x = f32s(3 * 4 * 5 - 5, 2.0).reshape(3, 4, 5)
            g = rng.permutation(x.reshape(-1)).reshape(3, 4, 5)
            c, axes = prelu_layout(3, data_format, mode)
            w = round_to(F32, rng.normal(0, 0.5, {
                "tensor": [1], "channel": [x.shape[c]], "tf": [4, 5]}[mode]))
            ds, dw, _ = prelu(x, w, g, data_format, mode)
            wb = broadcast_slope(w, x.shape, c, mode)
            terms = {}
            for idx in np.ndindex(*x.shape):
                xi, gi = float(x[idx]), float(g[idx])
                want = NAN if isnan(xi) else (
                    gi if xi > 0 else mul(float(wb[idx]), gi))
                want = float(want) if not isinstance(want, float) else want
                assert want == ds[idx] or (isnan(want) and isnan(ds[idx]))
                k = tuple(i for d, i in enumerate(idx) if d not in axes)
                terms.setdefault(k, []).append(
                    0.0 if not isnan(xi) and xi > 0 else mul(xi, gi))
            for k, ts in terms.items():
                want = ieee_sum(ts)
                got = dw.reshape([x.shape[d] for d in range(3)
                                  if d not in axes] or [1])[k or (0,)]
                if isinstance(want, float):
                    assert want == got or (isnan(want) and isnan(got))
                else:
                    assert abs(Fraction(float(got)) - want) <= \
                        sum(abs(Fraction(t)) for t in ts) / 2**45
    y = round_to(F32, rng.random((4, 6)))
    g = round_to(F32, rng.normal(0, 2, (4, 6)))
    g[1, 2], y[2, 3] = NAN, INF
    for axis in (0, 1):
        r, _ = softmax(g, y, axis)
        for idx in np.ndindex(*g.shape):
            sl = [slice(None)] * 2
            sl[1 - axis] = idx[1 - axis]
            s = ieee_sum([mul(float(a), float(b))
                          for a, b in zip(g[tuple(sl)], y[tuple(sl)])])
            if isinstance(s, float) or not np.isfinite(g[idx] * y[idx]):
                assert isnan(r[idx]) or not np.isfinite(r[idx])
                continue
            want = Fraction(float(y[idx])) * (Fraction(float(g[idx])) - s)
            assert abs(Fraction(float(r[idx])) - want) <= \
                abs(Fraction(float(y[idx]))) * sum(
                    abs(mul(float(a), float(b))) for a, b in
                    zip(g[tuple(sl)], y[tuple(sl)])) / 2**45

    # Rule 4 accepts the other branch, NaN included: at alpha = f32(0.00509566),
    # beta = f32(-0.0501181), x = 206.081 the exact t is above 1, the unfused
    # f32 t below it (found by random_diff.py --full-range).
    alpha, beta, x = 0.0050956569612026215, -0.05011812224984169, 206.0810089111328
    assert hardsigmoid_classify(alpha, beta, x) == [False, True, False]
    r, alt, amb = hardsigmoid(np.array([x, x]), np.array([NAN, 1.0]), alpha,
                              beta)
    assert check(F32, 1, np.array([NAN, f32(alpha)]), r, alt=alt, amb=amb)[
        0].all()
    assert not check(F32, 1, np.array([NAN, 1.0]), r, alt=alt, amb=amb)[0][1]

    # The pass test: a 1-ulp error passes N = 1 and fails N = 0.
    r = round_to(F16, rng.normal(0, 1, 100))
    off = from_key(F16, to_key(F16, r) + 1)
    assert check(F16, 1, off, r)[0].all()
    assert not check(F16, 0, off, r)[0].any()
    assert check(BF16, 0, np.array([NAN, 0.0]), np.array([NAN, 2.0**-130]))[
        0].all()
    print("actgrad_reference: self-check passed")


if __name__ == "__main__":
    self_check()
