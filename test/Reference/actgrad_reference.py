"""The accuracy contract's arithmetic on the element formats, in Python.

The one Python copy of SEMANTICS.md section 3's arithmetic (f32, f16, bf16):
exact rounding to nearest even of Fractions and floats, the ulp (quantum),
neighbouring values and the bit encodings. Used by the test generator
test/Integration/Inputs/gen_integration_tests.py; the C++ counterpart is
test/Reference/ActGradReference.h. Needs numpy (f16 encoding).
"""

import math
import struct
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

    def __repr__(self):
        return self.name


F32 = Fmt("f32", 24, -126, 127, 32, 0x7FC00000, 0x7F800000)
F16 = Fmt("f16", 11, -14, 15, 16, 0x7E00, 0x7C00)
BF16 = Fmt("bf16", 8, -126, 127, 16, 0x7FC0, 0x7F80)
U = Fraction(1, 2**24)  # SEMANTICS.md 3: u = 2^-24


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


if __name__ == "__main__":
    # The cases of ActGradReference.h's self-check (kernels_test.cpp).
    assert ulp_distance(1.0, 1.0 + 2.0**-23, F32) == 1
    assert ulp_distance(1.0, 1.0 - 2.0**-24, F32) == 1
    assert ulp_distance(0.0, -0.0, F32) == 0
    assert ulp_distance(2.0**-24, -2.0**-24, F16) == 2
    assert ulp_distance(65504.0, INF, F16) == 1
    assert ulp_distance(1.0, 1.0078125, BF16) == 1
    assert rne(1.0 + 2.0**-11, F16) == 1.0  # tie to even
    assert rne(1.0 + 3 * 2.0**-11, F16) == 1.0 + 2.0**-9
    print("actgrad_reference: self-check passed")
