//===- dynamic_equals_static_test.cpp - Dynamic vs static shape kernels ---===//
//
// Driver for test/Integration/aot/dynamic_equals_static.mlir: each op's
// dynamically shaped kernel (all sizes `?`, rank 4) must give what its
// static-shape kernels give on the shapes below, whose innermost dimensions
// (1, 7, 13) are no whole vector and one of which is empty. The inputs mix
// random values with the ops' thresholds, NaN, +-inf and +-0. Element-wise
// results and PReLU's diff_src must be bitwise equal (NaN: both NaN);
// swish, softmax and diff_slope sum or approximate in an order that may
// follow the tiling, so they must agree within the f32 limit of SEMANTICS.md
// 3 (4 ulp), and hardtanh must also match its exact reference. Softmax over
// axis 1, whose sums the static kernels pack, is checked against its
// reference instead.
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
using M4 = actgrad_test::MemRef<float, 4>;
using M1 = actgrad_test::MemRef<float, 1>;
using Eltwise = void (*)(M4 *, M4 *, M4 *);
using PRelu = void (*)(M4 *, M1 *, M4 *, M4 *, M1 *);

} // namespace

#define ACTGRAD_KERNELS(op)                                                    \
  void _mlir_ciface_##op##_dyn(M4 *, M4 *, M4 *);                              \
  void _mlir_ciface_##op##_s2x3x5x1(M4 *, M4 *, M4 *);                         \
  void _mlir_ciface_##op##_s2x3x4x7(M4 *, M4 *, M4 *);                         \
  void _mlir_ciface_##op##_s3x2x5x13(M4 *, M4 *, M4 *);                        \
  void _mlir_ciface_##op##_s2x0x3x7(M4 *, M4 *, M4 *);

extern "C" {
ACTGRAD_KERNELS(hardtanh)
ACTGRAD_KERNELS(hardsigmoid)
ACTGRAD_KERNELS(swish)
ACTGRAD_KERNELS(softmax)
void _mlir_ciface_softmax1_dyn(M4 *, M4 *, M4 *);
void _mlir_ciface_softmax1_s2x16x1x13(M4 *, M4 *, M4 *);
void _mlir_ciface_softmax1_s2x8x4x5(M4 *, M4 *, M4 *);
void _mlir_ciface_softmax1_s3x6x2x3(M4 *, M4 *, M4 *);
void _mlir_ciface_softmax1_s2x32x1x7(M4 *, M4 *, M4 *);
void _mlir_ciface_softmax1_s2x0x1x13(M4 *, M4 *, M4 *);
void _mlir_ciface_softmax1_s2x16x0x5(M4 *, M4 *, M4 *);
void _mlir_ciface_prelu_dyn(M4 *, M1 *, M4 *, M4 *, M1 *);
void _mlir_ciface_prelu_s2x3x5x1(M4 *, M1 *, M4 *, M4 *, M1 *);
void _mlir_ciface_prelu_s2x3x4x7(M4 *, M1 *, M4 *, M4 *, M1 *);
void _mlir_ciface_prelu_s3x2x5x13(M4 *, M1 *, M4 *, M4 *, M1 *);
void _mlir_ciface_prelu_s2x0x3x7(M4 *, M1 *, M4 *, M4 *, M1 *);
}

namespace {

using namespace actgrad_reference;

using Shape = int64_t[4];
const Shape kShapes[] = {
    {2, 3, 5, 1}, {2, 3, 4, 7}, {3, 2, 5, 13}, {2, 0, 3, 7}};
/// Softmax over axis 1: rows of H*W that whole vectors do not cover, packed
/// at run time where k = lanes / gcd(H*W, lanes) divides the rows.
const Shape kAxis1Shapes[] = {{2, 16, 1, 13}, {2, 8, 4, 5},  {3, 6, 2, 3},
                              {2, 32, 1, 7},  {2, 0, 1, 13}, {2, 16, 0, 5}};

#define ACTGRAD_STATIC(op)                                                     \
  {                                                                            \
    &_mlir_ciface_##op##_s2x3x5x1, &_mlir_ciface_##op##_s2x3x4x7,              \
        &_mlir_ciface_##op##_s3x2x5x13, &_mlir_ciface_##op##_s2x0x3x7          \
  }

int64_t count(const Shape &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// Random values in [-4, 4] with, at every fifth position, one of the
/// special values: the thresholds of hardtanh (-1, 1) and hardsigmoid with
/// alpha = beta = 0.5 (-1, 1), +-0, +-inf and NaN.
std::vector<float> inputs(int64_t n, unsigned seed) {
  static const float special[] = {-1.0f,    1.0f,      0.0f, -0.0f,
                                  INFINITY, -INFINITY, NAN,  0.5f};
  std::mt19937 gen(seed);
  std::uniform_real_distribution<float> uniform(-4.0f, 4.0f);
  std::vector<float> v(n);
  for (int64_t i = 0; i < n; ++i)
    v[i] = i % 5 == 2 ? special[(i / 5 + seed) % 8] : uniform(gen);
  return v;
}

/// Softmax outputs: positive values that sum to about 1 along the last
/// axis, with a few special values.
std::vector<float> distribution(const Shape &shape, unsigned seed) {
  std::vector<float> v = inputs(count(shape), seed);
  for (float &e : v)
    e = std::isfinite(e) ? std::fabs(e) / (4.0f * float(shape[3])) : e;
  return v;
}

bool sameBits(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || floatToBits(a) == floatToBits(b);
}

bool within4Ulp(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b);
  return ulpDistance(a, b, kF32) <= 4;
}

void expectMatch(const std::vector<float> &dynamic,
                 const std::vector<float> &fixed, bool exact,
                 const std::string &what) {
  ASSERT_EQ(dynamic.size(), fixed.size());
  for (size_t i = 0; i < dynamic.size(); ++i)
    ASSERT_TRUE(exact ? sameBits(dynamic[i], fixed[i])
                      : within4Ulp(dynamic[i], fixed[i]))
        << what << " element " << i << ": dynamic " << dynamic[i] << ", static "
        << fixed[i];
}

std::string name(const Shape &s) {
  return std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" +
         std::to_string(s[2]) + "x" + std::to_string(s[3]);
}

/// Runs `dynamic` and each of `fixed` on the same inputs of each shape and
/// compares their outputs (`exact`: bitwise; else within 4 ulp).
void compareEltwise(Eltwise dynamic, const Eltwise (&fixed)[4], bool exact,
                    bool softmax, const char *op) {
  for (size_t k = 0; k < std::size(kShapes); ++k) {
    const Shape &shape = kShapes[k];
    int64_t n = count(shape);
    std::vector<float> x =
        softmax ? distribution(shape, 7 + k) : inputs(n, 7 + k);
    std::vector<float> g = inputs(n, 19 + k);
    // NaN-filled outputs: an element a kernel forgets stays NaN in one of
    // them and the other's value differs.
    std::vector<float> outDynamic(n, NAN), outStatic(n, -NAN);
    M4 xm = describe(x, shape), gm = describe(g, shape);
    M4 od = describe(outDynamic, shape), os = describe(outStatic, shape);
    dynamic(&xm, &gm, &od);
    fixed[k](&xm, &gm, &os);
    expectMatch(outDynamic, outStatic, exact,
                std::string(op) + " " + name(shape));
    if (std::string(op) == "hardtanh")
      for (int64_t i = 0; i < n; ++i) {
        float want = std::isnan(x[i])                ? NAN
                     : (-1.0f < x[i] && x[i] < 1.0f) ? g[i]
                                                     : 0.0f;
        ASSERT_TRUE(std::isnan(want) ? std::isnan(outDynamic[i])
                                     : outDynamic[i] == want)
            << "hardtanh " << name(shape) << " element " << i;
      }
  }
}

TEST(DynamicEqualsStatic, Hardtanh) {
  Eltwise fixed[4] = ACTGRAD_STATIC(hardtanh);
  compareEltwise(&_mlir_ciface_hardtanh_dyn, fixed, true, false, "hardtanh");
}

TEST(DynamicEqualsStatic, Hardsigmoid) {
  Eltwise fixed[4] = ACTGRAD_STATIC(hardsigmoid);
  compareEltwise(&_mlir_ciface_hardsigmoid_dyn, fixed, true, false,
                 "hardsigmoid");
}

TEST(DynamicEqualsStatic, Swish) {
  Eltwise fixed[4] = ACTGRAD_STATIC(swish);
  compareEltwise(&_mlir_ciface_swish_dyn, fixed, false, false, "swish");
}

TEST(DynamicEqualsStatic, SoftmaxLastAxis) {
  Eltwise fixed[4] = ACTGRAD_STATIC(softmax);
  compareEltwise(&_mlir_ciface_softmax_dyn, fixed, false, true, "softmax");
}

/// Checks `got`, softmax_backward(g, y) over axis 1 of `shape`, against the
/// f64 reference within SEMANTICS.md 3: 2 ulp or the conditioning bound B,
/// NaN where the reference is NaN. The static kernels sum each line of axis
/// 1 in packed rows and the dynamic one row by row, so the two may differ
/// by more than 4 ulp where the sum cancels.
void expectSoftmaxAxis1(const std::vector<float> &got,
                        const std::vector<float> &y,
                        const std::vector<float> &g, const Shape &shape,
                        const std::string &what) {
  int64_t channels = shape[1], inner = shape[2] * shape[3];
  for (int64_t b = 0; b < shape[0]; ++b)
    for (int64_t p = 0; p < inner; ++p) {
      auto at = [&](int64_t c) { return (b * channels + c) * inner + p; };
      double dot = 0, absDot = 0;
      for (int64_t c = 0; c < channels; ++c) {
        double term = double(g[at(c)]) * y[at(c)];
        dot += term;
        absDot += std::fabs(term);
      }
      for (int64_t c = 0; c < channels; ++c) {
        int64_t i = at(c);
        double ref = y[i] * (double(g[i]) - dot);
        double bound =
            kU * (2 * (channels + 2) * std::fabs(y[i]) * absDot +
                  2 * std::fabs(double(g[i]) * y[i]) + 2 * std::fabs(ref));
        bool ok = std::isnan(ref) ? std::isnan(got[i])
                  : std::isinf(ref)
                      ? double(got[i]) == ref
                      : ulpDistance(got[i], roundTo(ref, kF32), kF32) <= 2 ||
                            std::fabs(got[i] - ref) <= bound + ulpOf(ref, kF32);
        ASSERT_TRUE(ok) << what << " element " << i << ": got " << got[i]
                        << ", reference " << ref;
      }
    }
}

TEST(DynamicEqualsStatic, SoftmaxAxis1) {
  const Eltwise fixed[] = {
      &_mlir_ciface_softmax1_s2x16x1x13, &_mlir_ciface_softmax1_s2x8x4x5,
      &_mlir_ciface_softmax1_s3x6x2x3,   &_mlir_ciface_softmax1_s2x32x1x7,
      &_mlir_ciface_softmax1_s2x0x1x13,  &_mlir_ciface_softmax1_s2x16x0x5};
  static_assert(std::size(fixed) == std::size(kAxis1Shapes));
  for (size_t k = 0; k < std::size(kAxis1Shapes); ++k) {
    const Shape &shape = kAxis1Shapes[k];
    int64_t n = count(shape);
    std::vector<float> y = distribution(shape, 29 + k), g = inputs(n, 31 + k);
    std::vector<float> outDynamic(n, NAN), outStatic(n, -NAN);
    M4 ym = describe(y, shape), gm = describe(g, shape);
    M4 od = describe(outDynamic, shape), os = describe(outStatic, shape);
    _mlir_ciface_softmax1_dyn(&ym, &gm, &od);
    fixed[k](&ym, &gm, &os);
    expectSoftmaxAxis1(outDynamic, y, g, shape, "dynamic " + name(shape));
    expectSoftmaxAxis1(outStatic, y, g, shape, "static " + name(shape));
  }
}

TEST(DynamicEqualsStatic, PReluNCX) {
  PRelu fixed[4] = ACTGRAD_STATIC(prelu);
  for (size_t k = 0; k < std::size(kShapes); ++k) {
    const Shape &shape = kShapes[k];
    int64_t n = count(shape);
    std::vector<float> x = inputs(n, 3 + k), g = inputs(n, 5 + k);
    const int64_t channels[1] = {shape[1]};
    std::vector<float> w = {0.25f, -0.5f, 2.0f};
    w.resize(size_t(shape[1]));
    std::vector<float> outDynamic(n, NAN), outStatic(n, -NAN);
    std::vector<float> dwDynamic(w.size(), NAN), dwStatic(w.size(), -NAN);
    M4 xm = describe(x, shape), gm = describe(g, shape);
    M1 wm = describe(w, channels);
    M4 od = describe(outDynamic, shape), os = describe(outStatic, shape);
    M1 dd = describe(dwDynamic, channels);
    M1 ds = describe(dwStatic, channels);
    _mlir_ciface_prelu_dyn(&xm, &wm, &gm, &od, &dd);
    fixed[k](&xm, &wm, &gm, &os, &ds);
    expectMatch(outDynamic, outStatic, true, "prelu diff_src " + name(shape));
    expectMatch(dwDynamic, dwStatic, false, "prelu diff_slope " + name(shape));
  }
}

} // namespace
