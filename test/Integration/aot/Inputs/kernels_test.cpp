//===- kernels_test.cpp - Call AOT-compiled actgrad kernels from C++ ------===//
//
// Driver for test/Integration/aot/kernels.mlir. The kernels are compiled to an
// object file by actgrad-opt --actgrad-to-llvm, mlir-translate and clang; this
// file calls their `_mlir_ciface_*` wrappers with MLIR memref descriptors and
// checks the results against a double-precision reference under the accuracy
// contract of SEMANTICS.md 3 (ulp limits N, conditioning bounds B).
//
//===----------------------------------------------------------------------===//

#include "ActGradReference.h"
#include "MemRefDescriptor.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

using actgrad_test::describe;
using actgrad_test::MemRef;

extern "C" {
void _mlir_ciface_hardtanh_f32(MemRef<float, 1> *g, MemRef<float, 1> *x,
                               MemRef<float, 1> *out);
void _mlir_ciface_swish_bf16(MemRef<uint16_t, 1> *g, MemRef<uint16_t, 1> *x,
                             MemRef<uint16_t, 1> *out);
void _mlir_ciface_hardsigmoid_f16(MemRef<uint16_t, 2> *x,
                                  MemRef<uint16_t, 2> *g,
                                  MemRef<uint16_t, 2> *out);
void _mlir_ciface_softmax_f32(MemRef<float, 2> *dd, MemRef<float, 2> *y,
                              MemRef<float, 2> *out);
void _mlir_ciface_prelu_f32(MemRef<float, 3> *x, MemRef<float, 1> *w,
                            MemRef<float, 3> *g, MemRef<float, 3> *dx,
                            MemRef<float, 1> *dw);
}

namespace {

using namespace actgrad_reference;

std::mt19937 &rng() {
  static std::mt19937 gen(20240607);
  return gen;
}
double uniform(double lo, double hi) {
  return std::uniform_real_distribution<double>(lo, hi)(rng());
}

//===----------------------------------------------------------------------===//
// Tests
//===----------------------------------------------------------------------===//

TEST(ActGradAOT, UlpDistanceSelfCheck) {
  EXPECT_EQ(ulpDistance(1.0, 1.0 + 0x1p-23, kF32), 1);
  EXPECT_EQ(ulpDistance(1.0, 1.0 - 0x1p-24, kF32), 1);
  EXPECT_EQ(ulpDistance(0.0, -0.0, kF32), 0);
  EXPECT_EQ(ulpDistance(0x1p-24, -0x1p-24, kF16), 2);
  EXPECT_EQ(ulpDistance(65504.0, INFINITY, kF16), 1);
  EXPECT_EQ(ulpDistance(1.0, 1.0078125, kBF16), 1);
  EXPECT_EQ(f16ToFloat(f16Bits(-0.333251953125)), -0.333251953125f);
  EXPECT_EQ(roundTo(1.0 + 0x1p-11, kF16), 1.0); // tie to even
  EXPECT_EQ(roundTo(1.0 + 3 * 0x1p-11, kF16), 1.0 + 0x1p-9);
}

// hardtanh_backward, f32, min = -1, max = 1: exact (N = 0).
TEST(ActGradAOT, HardtanhF32) {
  std::vector<float> g(64), x(64), out(64, 12345.0f);
  for (int i = 0; i < 64; ++i) {
    g[i] = float(uniform(-4, 4));
    x[i] = float(uniform(-2, 2));
  }
  // Bounds, zeros and non-finite values.
  x[0] = -1.0f;
  x[1] = 1.0f;
  x[2] = -0.0f;
  x[3] = NAN;
  x[4] = INFINITY;
  g[4] = NAN; // masked: 0, not NaN
  x[5] = 2.0f;
  g[5] = INFINITY; // masked: 0, not inf
  x[6] = 0.5f;
  g[6] = -INFINITY; // inside: -inf
  x[7] = std::nextafter(1.0f, 0.0f);
  int64_t shape[1] = {64};
  auto mg = describe(g, shape), mx = describe(x, shape),
       mo = describe(out, shape);
  _mlir_ciface_hardtanh_f32(&mg, &mx, &mo);
  for (int i = 0; i < 64; ++i) {
    SCOPED_TRACE(i);
    if (std::isnan(x[i])) {
      EXPECT_TRUE(std::isnan(out[i]));
      continue;
    }
    float expected = (-1.0f < x[i] && x[i] < 1.0f) ? g[i] : 0.0f;
    EXPECT_EQ(out[i], expected) << "g = " << g[i] << ", x = " << x[i];
  }
}

// swish_backward, bf16 storage, beta = 1.5, dynamic length: within 1 bf16 ulp
// of the correctly rounded value (bf16 results below 2^-126 may flush).
TEST(ActGradAOT, SwishBF16) {
  const int n = 100;
  std::vector<uint16_t> g(n), x(n), out(n, 0xDEAD);
  for (int i = 0; i < n; ++i) {
    g[i] = bf16Bits(roundTo(uniform(-3, 3), kBF16));
    x[i] = bf16Bits(roundTo(uniform(-8, 8), kBF16));
  }
  x[0] = bf16Bits(0.0);
  x[1] = bf16Bits(-100.0); // exp(150) overflows: 0, not NaN
  x[2] = bf16Bits(100.0);  // s = 1: g
  x[3] = bf16Bits(INFINITY);
  x[4] = bf16Bits(NAN);
  int64_t shape[1] = {n};
  auto mg = describe(g, shape), mx = describe(x, shape),
       mo = describe(out, shape);
  _mlir_ciface_swish_bf16(&mg, &mx, &mo);
  const double beta = 1.5;
  for (int i = 0; i < n; ++i) {
    SCOPED_TRACE(i);
    double gv = bf16ToFloat(g[i]), xv = bf16ToFloat(x[i]);
    double got = bf16ToFloat(out[i]);
    if (std::isinf(xv) || std::isnan(xv)) {
      EXPECT_TRUE(std::isnan(got)) << "x = " << xv;
      continue;
    }
    long double v = (long double)beta * xv;
    long double s = 1.0L / (1.0L + std::exp(-v));
    double r = double((long double)gv * s * (1.0L + v * (1.0L - s)));
    double expected = roundTo(r, kBF16);
    bool flushed = got == 0 && std::fabs(r) < 0x1p-126;
    EXPECT_TRUE(ulpDistance(got, expected, kBF16) <= 1 || flushed)
        << "g = " << gv << ", x = " << xv << ": got " << got << ", expected "
        << expected;
  }
  EXPECT_EQ(bf16ToFloat(out[0]), bf16ToFloat(g[0]) / 2);
  EXPECT_EQ(bf16ToFloat(out[1]), 0.0f);
  EXPECT_EQ(bf16ToFloat(out[2]), bf16ToFloat(g[2]));
}

// hardsigmoid_backward, f16 storage, alpha = f32(1/6), beta = 0.5: within
// 1 f16 ulp; within an f32 ulp of a threshold either branch is accepted.
TEST(ActGradAOT, HardsigmoidF16) {
  std::vector<uint16_t> x(128), g(128), out(128, 0xDEAD);
  for (int i = 0; i < 128; ++i) {
    x[i] = f16Bits(roundTo(uniform(-4, 4), kF16));
    g[i] = f16Bits(roundTo(uniform(-100, 100), kF16));
  }
  x[0] = f16Bits(3.0);
  x[1] = f16Bits(-3.0);
  x[2] = f16Bits(NAN);
  int64_t shape[2] = {8, 16};
  auto mx = describe(x, shape), mg = describe(g, shape),
       mo = describe(out, shape);
  _mlir_ciface_hardsigmoid_f16(&mx, &mg, &mo);
  const double alpha = double(1.0f / 6.0f), beta = 0.5;
  for (int i = 0; i < 128; ++i) {
    SCOPED_TRACE(i);
    double xv = f16ToFloat(x[i]), gv = f16ToFloat(g[i]);
    double got = f16ToFloat(out[i]);
    if (std::isnan(xv)) {
      EXPECT_TRUE(std::isnan(got));
      continue;
    }
    double t = alpha * xv + beta; // exact in double
    double inside = roundTo(gv * alpha, kF16);
    bool ambiguous = std::fabs(t) <= 0x1p-23 || std::fabs(t - 1) <= 0x1p-23;
    bool ok = (0 < t && t < 1) ? ulpDistance(got, inside, kF16) <= 1 : got == 0;
    if (ambiguous)
      ok = got == 0 || ulpDistance(got, inside, kF16) <= 1;
    EXPECT_TRUE(ok) << "x = " << xv << ", g = " << gv << ": got " << got;
  }
  EXPECT_EQ(f16ToFloat(out[0]), 0.0f);
  EXPECT_EQ(f16ToFloat(out[1]), 0.0f);
}

// softmax_backward, f32, axis = -1: within 2 ulp or the conditioning bound.
TEST(ActGradAOT, SoftmaxF32) {
  const int rows = 4, cols = 8;
  std::vector<float> dd(rows * cols), y(rows * cols), out(rows * cols, 1e30f);
  for (int r = 0; r < rows; ++r) {
    double sum = 0;
    std::vector<double> e(cols);
    for (int c = 0; c < cols; ++c)
      sum += e[c] = std::exp(uniform(-3, 3));
    for (int c = 0; c < cols; ++c) {
      y[r * cols + c] = float(e[c] / sum);
      dd[r * cols + c] = float(uniform(-2, 2));
    }
  }
  int64_t shape[2] = {rows, cols};
  auto mdd = describe(dd, shape), my = describe(y, shape),
       mo = describe(out, shape);
  _mlir_ciface_softmax_f32(&mdd, &my, &mo);
  for (int r = 0; r < rows; ++r) {
    double dot = 0, absDot = 0;
    for (int c = 0; c < cols; ++c) {
      dot += double(dd[r * cols + c]) * y[r * cols + c];
      absDot += std::fabs(double(dd[r * cols + c]) * y[r * cols + c]);
    }
    for (int c = 0; c < cols; ++c) {
      int i = r * cols + c;
      SCOPED_TRACE(i);
      double ref = y[i] * (double(dd[i]) - dot);
      double bound =
          kU * (2 * (cols + 2) * std::fabs(y[i]) * absDot +
                2 * std::fabs(double(dd[i]) * y[i]) + 2 * std::fabs(ref));
      double got = out[i];
      EXPECT_TRUE(ulpDistance(got, roundTo(ref, kF32), kF32) <= 2 ||
                  std::fabs(got - ref) <= bound + ulpOf(ref, kF32))
          << "got " << got << ", expected " << ref;
    }
  }
}

// prelu_backward, f32, NCX, per-channel slope: diff_src within 1 ulp,
// diff_slope within 2 ulp or the conditioning bound; both written into the
// caller's buffers.
TEST(ActGradAOT, PReluF32) {
  const int N = 2, C = 3, W = 4;
  std::vector<float> x(N * C * W), g(N * C * W), w = {0.25f, -0.5f, 2.0f};
  std::vector<float> dx(N * C * W, 1e30f), dw(C, 1e30f);
  for (size_t i = 0; i < x.size(); ++i) {
    x[i] = float(uniform(-2, 2));
    g[i] = float(uniform(-2, 2));
  }
  x[0] = 0.0f;  // slope branch
  x[1] = -0.0f; // slope branch
  int64_t shape[3] = {N, C, W}, slopeShape[1] = {C};
  auto mx = describe(x, shape), mg = describe(g, shape),
       mdx = describe(dx, shape);
  auto mw = describe(w, slopeShape), mdw = describe(dw, slopeShape);
  _mlir_ciface_prelu_f32(&mx, &mw, &mg, &mdx, &mdw);
  std::vector<double> sum(C, 0), absSum(C, 0);
  std::vector<int> count(C, 0);
  for (int n = 0; n < N; ++n)
    for (int c = 0; c < C; ++c)
      for (int k = 0; k < W; ++k) {
        int i = (n * C + c) * W + k;
        SCOPED_TRACE(i);
        double expected = x[i] > 0 ? g[i] : roundTo(double(w[c]) * g[i], kF32);
        EXPECT_LE(ulpDistance(dx[i], expected, kF32), 1)
            << "x = " << x[i] << ", g = " << g[i];
        if (!(x[i] > 0)) {
          sum[c] += double(x[i]) * g[i];
          absSum[c] += std::fabs(double(x[i]) * g[i]);
        }
        ++count[c];
      }
  for (int c = 0; c < C; ++c) {
    SCOPED_TRACE(c);
    double bound = 2 * kU * (count[c] + 2) * absSum[c];
    EXPECT_TRUE(ulpDistance(dw[c], roundTo(sum[c], kF32), kF32) <= 2 ||
                std::fabs(dw[c] - sum[c]) <= bound + ulpOf(sum[c], kF32))
        << "got " << dw[c] << ", expected " << sum[c];
  }
}

} // namespace
