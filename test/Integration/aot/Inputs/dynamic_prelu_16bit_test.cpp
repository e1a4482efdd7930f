//===- dynamic_prelu_16bit_test.cpp - Dynamic 16-bit NCX PReLU ------------===//
//
// Driver for test/Integration/aot/dynamic_prelu_16bit.mlir: the dynamically
// shaped f16 and bf16 NCX PReLU backward kernels against the reference of
// SEMANTICS.md 3 (f64 from the exact inputs), on rows that are no whole
// vector, shorter than one, exactly one, and empty. diff_src must be within
// 1 ulp of the rounded reference; diff_slope, a sum, may also be within the
// conditioning bound B_k.
//
//===----------------------------------------------------------------------===//

#include "ActGradReference.h"
#include "MemRefDescriptor.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace {

using actgrad_test::describe;
using M4 = actgrad_test::MemRef<uint16_t, 4>;
using M1 = actgrad_test::MemRef<uint16_t, 1>;
using PRelu = void (*)(M4 *, M1 *, M4 *, M4 *, M1 *);

} // namespace

extern "C" {
void _mlir_ciface_prelu_f16_dyn(M4 *, M1 *, M4 *, M4 *, M1 *);
void _mlir_ciface_prelu_f16_c3(M4 *, M1 *, M4 *, M4 *, M1 *);
void _mlir_ciface_prelu_bf16_dyn(M4 *, M1 *, M4 *, M4 *, M1 *);
void _mlir_ciface_prelu_bf16_c3(M4 *, M1 *, M4 *, M4 *, M1 *);
}

namespace {

using namespace actgrad_reference;

using Shape = int64_t[4];
/// Rows (the innermost extent) shorter than a vector of any target, not a
/// multiple of one, exactly 16 lanes, and empty.
const Shape kShapes[] = {{2, 3, 2, 1},  {1, 3, 3, 7},  {2, 3, 2, 15},
                         {1, 3, 2, 16}, {2, 3, 3, 17}, {1, 3, 2, 33},
                         {2, 3, 1, 57}, {1, 3, 2, 0}};

/// A 16-bit element format: its encoding and its arithmetic.
struct Element {
  Format format;
  float (*decode)(uint16_t);
  uint16_t (*encode)(double);
  const char *name;
};
const Element kF16Element{kF16, f16ToFloat, f16Bits, "f16"};
const Element kBF16Element{kBF16, bf16ToFloat, bf16Bits, "bf16"};

int64_t count(const Shape &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::string name(const Shape &s) {
  return std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" +
         std::to_string(s[2]) + "x" + std::to_string(s[3]);
}

/// Random `type` values in [-4, 4] with, at every fifth position, one of
/// PReLU's threshold (+-0), +-inf or NaN.
std::vector<uint16_t> inputs(const Element &type, int64_t n, unsigned seed) {
  static const double special[] = {0.0, -0.0, INFINITY, -INFINITY, NAN};
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> uniform(-4.0, 4.0);
  std::vector<uint16_t> v(n);
  for (int64_t i = 0; i < n; ++i) {
    double value = i % 5 == 2 ? special[(i / 5 + seed) % 5]
                              : roundTo(uniform(gen), type.format);
    v[i] = type.encode(value);
  }
  return v;
}

/// Whether `got` passes SEMANTICS.md 3 against the f64 reference `r`: 1 ulp
/// of the rounded reference, or within `bound` (B_k) plus the final
/// rounding (and bf16's subnormal flush).
bool passes(const Element &type, double got, double r, double bound) {
  if (std::isnan(r) || std::isnan(got))
    return std::isnan(r) && std::isnan(got);
  if (ulpDistance(got, roundTo(r, type.format), type.format) <= 1)
    return true;
  double slack = bound + ulpOf(r, type.format);
  if (type.format.precision == kBF16.precision)
    slack += 0x1p-126;
  return std::fabs(got - r) <= slack;
}

/// Runs `kernel` on inputs of `shape` with a slope of `slopeLength` (1 or
/// the channels) and checks both results.
void check(const Element &type, PRelu kernel, const Shape &shape,
           int64_t slopeLength, const std::string &what) {
  int64_t n = count(shape);
  std::vector<uint16_t> x = inputs(type, n, 3 + unsigned(shape[3])),
                        g = inputs(type, n, 11 + unsigned(shape[3]));
  const double slopes[] = {0.25, -0.5, 2.0};
  std::vector<uint16_t> w;
  for (int64_t k = 0; k < slopeLength; ++k)
    w.push_back(type.encode(slopes[k % 3]));
  // NaN-filled outputs: an element the kernel forgets stays NaN.
  std::vector<uint16_t> out(n, type.encode(NAN)),
      dw(size_t(slopeLength), type.encode(NAN));
  const int64_t slopeShape[1] = {slopeLength};
  M4 xm = describe(x, shape), gm = describe(g, shape),
     om = describe(out, shape);
  M1 wm = describe(w, slopeShape), dm = describe(dw, slopeShape);
  kernel(&xm, &wm, &gm, &om, &dm);

  std::vector<double> sum(size_t(slopeLength), 0.0),
      sumAbs(size_t(slopeLength), 0.0), terms(size_t(slopeLength), 0.0);
  int64_t rowLength = shape[2] * shape[3];
  for (int64_t i = 0; i < n; ++i) {
    int64_t k = slopeLength == 1 ? 0 : (i / rowLength) % shape[1];
    double xv = type.decode(x[i]), gv = type.decode(g[i]);
    double src = std::isnan(xv) ? xv : xv > 0 ? gv : type.decode(w[k]) * gv;
    ASSERT_TRUE(passes(type, type.decode(out[i]), src, 0.0))
        << what << " diff_src element " << i << ": got " << type.decode(out[i])
        << ", want " << src;
    if (xv > 0)
      continue;
    sum[k] += xv * gv;
    sumAbs[k] += std::fabs(xv * gv);
    terms[k] += 1;
  }
  for (int64_t k = 0; k < slopeLength; ++k) {
    double bound = 2 * kU * (terms[k] + 2) * sumAbs[k];
    ASSERT_TRUE(passes(type, type.decode(dw[k]), sum[k], bound))
        << what << " diff_slope " << k << ": got " << type.decode(dw[k])
        << ", want " << sum[k];
  }
}

void checkAll(const Element &type, PRelu dynamicSlope, PRelu threeChannels) {
  for (const Shape &shape : kShapes) {
    std::string what = std::string(type.name) + " " + name(shape);
    check(type, dynamicSlope, shape, shape[1], what + " per channel");
    check(type, dynamicSlope, shape, 1, what + " per tensor");
    check(type, threeChannels, shape, 3, what + " 3 channels");
  }
}

TEST(DynamicPRelu16Bit, F16NCX) {
  checkAll(kF16Element, &_mlir_ciface_prelu_f16_dyn,
           &_mlir_ciface_prelu_f16_c3);
}

TEST(DynamicPRelu16Bit, BF16NCX) {
  checkAll(kBF16Element, &_mlir_ciface_prelu_bf16_dyn,
           &_mlir_ciface_prelu_bf16_c3);
}

} // namespace
