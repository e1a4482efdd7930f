//===- ActGradReference.h - The accuracy contract's arithmetic --*- C++ -*-===//
//
// The one C++ copy of SEMANTICS.md section 3's arithmetic on the element
// formats (f32, f16, bf16): rounding to nearest even, the ulp, the ordered
// position of a value and the ulp distance, and the bit encodings. Header
// only, standard C++17, used by the AOT GoogleTest
// (test/Integration/aot/Inputs/kernels_test.cpp) and by actgrad-bench's
// output check (tools/actgrad-bench/Reference.cpp). The Python counterpart
// is test/Reference/actgrad_reference.py.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_TEST_REFERENCE_ACTGRADREFERENCE_H
#define ACTGRAD_TEST_REFERENCE_ACTGRADREFERENCE_H

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace actgrad_reference {

/// SEMANTICS.md 3: the unit roundoff of the f32 computations, 2^-24.
constexpr double kU = 0x1p-24;

/// A binary floating-point format.
struct Format {
  int precision; // significand bits, including the implicit one
  int emin;      // exponent of the smallest normal
  int emax;      // exponent of the largest finite value
};
constexpr Format kF32{24, -126, 127};
constexpr Format kF16{11, -14, 15};
constexpr Format kBF16{8, -126, 127};

/// The spacing of `fmt` values at the magnitude of `v` (the subnormal
/// spacing below the normals, and at 0 and non-finite values).
inline double ulpOf(double v, Format fmt) {
  int e = (v == 0 || !std::isfinite(v)) ? fmt.emin
                                        : std::max(std::ilogb(v), fmt.emin);
  return std::ldexp(1.0, e - fmt.precision + 1);
}

/// `v` rounded to `fmt`, to nearest even (`v` exact or nearly so); values
/// beyond the largest finite one become infinities.
inline double roundTo(double v, Format fmt) {
  if (v == 0 || !std::isfinite(v))
    return v;
  double quantum = ulpOf(v, fmt);
  double r = std::nearbyint(v / quantum) * quantum;
  if (std::fabs(r) >= std::ldexp(1.0, fmt.emax + 1))
    return std::copysign(INFINITY, v);
  return r;
}

inline float bitsToFloat(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
inline uint32_t floatToBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

inline float bf16ToFloat(uint16_t b) { return bitsToFloat(uint32_t(b) << 16); }
/// The bits of `v`, which must be a bf16 value (or non-finite).
inline uint16_t bf16Bits(double v) {
  if (std::isnan(v))
    return 0x7FC0;
  return uint16_t(floatToBits(float(v)) >> 16);
}

inline float f16ToFloat(uint16_t h) {
  int sign = h >> 15, exp = (h >> 10) & 31, mant = h & 1023;
  double v;
  if (exp == 0)
    v = std::ldexp(double(mant), -24);
  else if (exp == 31)
    v = mant ? NAN : INFINITY;
  else
    v = std::ldexp(double(1024 + mant), exp - 25);
  return float(sign ? -v : v);
}
/// The bits of `v`, which must be an f16 value (or non-finite).
inline uint16_t f16Bits(double v) {
  if (std::isnan(v))
    return 0x7E00;
  uint16_t sign = std::signbit(v) ? 0x8000 : 0;
  double a = std::fabs(v);
  if (std::isinf(a))
    return sign | 0x7C00;
  if (a < std::ldexp(1.0, -14))
    return sign | uint16_t(a * std::ldexp(1.0, 24));
  int e = std::ilogb(a);
  uint16_t mant = uint16_t(a / std::ldexp(1.0, e - 10) - 1024);
  return sign | uint16_t((e + 15) << 10) | mant;
}

/// The position of `v` (a `fmt` value) in the ordered set of `fmt` values:
/// +0 and -0 both 0, an infinity one step beyond the largest finite value.
inline int64_t ordinal(double v, Format fmt) {
  const int64_t perBinade = int64_t(1) << (fmt.precision - 1);
  double a = std::fabs(v);
  int64_t n;
  if (std::isinf(a)) {
    double maxFinite =
        std::ldexp(2.0 - std::ldexp(1.0, 1 - fmt.precision), fmt.emax);
    n = ordinal(maxFinite, fmt) + 1;
  } else if (a < std::ldexp(1.0, fmt.emin)) {
    n = int64_t(a / ulpOf(0, fmt)); // subnormal
  } else {
    int e = std::ilogb(a);
    n = int64_t(e - fmt.emin + 1) * perBinade + int64_t(a / ulpOf(a, fmt)) -
        perBinade;
  }
  return std::signbit(v) ? -n : n;
}

/// The number of `fmt` values between `a` and `b` (ulpdist of SEMANTICS.md
/// 3): 0 for two NaNs, the largest int64_t for one.
inline int64_t ulpDistance(double a, double b, Format fmt) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b) ? 0
                                          : std::numeric_limits<int64_t>::max();
  int64_t d = ordinal(a, fmt) - ordinal(b, fmt);
  return d < 0 ? -d : d;
}

} // namespace actgrad_reference

#endif // ACTGRAD_TEST_REFERENCE_ACTGRADREFERENCE_H
