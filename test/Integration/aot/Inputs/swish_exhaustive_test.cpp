//===- swish_exhaustive_test.cpp - Every 16-bit input of swish_backward ---===//
//
// Driver for test/Integration/aot/swish_exhaustive.mlir: calls the compiled
// swish_backward kernels on every f16 and bf16 x with a set of gradients, and
// on a sweep of f32 inputs, and checks each element against a double
// reference under SEMANTICS.md 3: the ulp limit N (4 for f32, 1 for f16 and
// bf16) or the conditioning bound B plus the final rounding (2^-126 more for
// bf16). Prints one line per case with the largest ulp distance from the
// correctly rounded result among the elements the ulp limit accepts, and how
// many needed the bound.
//
//===----------------------------------------------------------------------===//

#include "ActGradReference.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

template <typename T> struct MemRef1 {
  T *allocated;
  T *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
};

template <typename T> MemRef1<T> describe(std::vector<T> &data) {
  return {data.data(), data.data(), 0, {int64_t(data.size())}, {1}};
}

} // namespace

extern "C" {
#define KERNEL(name, T)                                                        \
  void _mlir_ciface_##name(MemRef1<T> *g, MemRef1<T> *x, MemRef1<T> *out);
KERNEL(swish_f32, float)
KERNEL(swish_f16, uint16_t)
KERNEL(swish_bf16, uint16_t)
KERNEL(swish_f16_beta_a, uint16_t)
KERNEL(swish_bf16_beta_a, uint16_t)
KERNEL(swish_f16_beta_b, uint16_t)
KERNEL(swish_bf16_beta_b, uint16_t)
#undef KERNEL
}

namespace {

using namespace actgrad_reference;

enum class Type { F32, F16, BF16 };

Format formatOf(Type t) {
  return t == Type::F32 ? kF32 : t == Type::F16 ? kF16 : kBF16;
}

struct Stats {
  long checked = 0, wrong = 0, byBound = 0;
  int64_t maxUlp = 0;
  int64_t maxUlpWellConditioned = 0; // see `wellConditioned`
};

/// Checks one result: `g` and `x` are the inputs as floats, `beta` the
/// attribute.
void check(Stats &stats, Type t, float beta, float g, float x, double got) {
  Format fmt = formatOf(t);
  int limit = t == Type::F32 ? 4 : 1;
  float v = beta * x; // rounded to f32, as the op does
  double s = 1.0 / (1.0 + std::exp(-double(v)));
  double d = s * (1.0 + double(v) * (1.0 - s));
  // g = +-inf where s'(x) is 0 in f32 (the root, s underflowing) is
  // ill-posed (SEMANTICS.md 2.3) and not tested.
  if (std::isinf(g) && (std::fabs(v) > 87 || std::fabs(d) < 0x1p-16))
    return;
  ++stats.checked;
  double r =
      std::isnan(g) || std::isnan(x) || std::isinf(x) ? NAN : double(g) * d;
  if (std::isnan(r) || std::isnan(got)) {
    if (!(std::isnan(r) && std::isnan(got)) && stats.wrong++ < 5)
      std::printf("  wrong: g=%a x=%a beta=%g: got %a, expected %a\n", g, x,
                  beta, got, r);
    return;
  }
  double rounded = roundTo(r, fmt);
  int64_t distance = ulpDistance(got, rounded, fmt);
  double av = std::fabs(double(v));
  double bound =
      std::fabs(double(g)) *
      (kU * (6 * std::fabs(d) + 4 * s * av + s * (1 - s) * av * (2 + av)) +
       (1 + av) * 0x1p-125);
  if (distance <= limit) {
    stats.maxUlp = std::max(stats.maxUlp, distance);
    // Where B's terms for v's rounding and 1 - s's cancellation are
    // below the result itself.
    bool wellConditioned =
        4 * s * av + s * (1 - s) * av * (2 + av) <= std::fabs(d);
    if (wellConditioned)
      stats.maxUlpWellConditioned =
          std::max(stats.maxUlpWellConditioned, distance);
    return;
  }
  double slack = bound + ulpOf(r, fmt) + (t == Type::BF16 ? 0x1p-126 : 0);
  if (std::isfinite(got) && std::fabs(got - r) <= slack) {
    ++stats.byBound;
    return;
  }
  if (stats.wrong++ < 5)
    std::printf("  wrong: g=%a x=%a beta=%g: got %a, expected %a (%lld ulp)\n",
                g, x, beta, got, r, (long long)distance);
}

bool report(const char *name, const Stats &stats) {
  std::printf("%s: %ld checked, %ld wrong, max %lld ulp (%lld where well "
              "conditioned; %ld more within the conditioning bound)\n",
              name, stats.checked, stats.wrong, (long long)stats.maxUlp,
              (long long)stats.maxUlpWellConditioned, stats.byBound);
  return stats.wrong == 0;
}

/// Gradients: +-0, +-inf, NaN, subnormal, and values that have rounded
/// results near a midpoint (from failures of lower-degree recipes).
const float kGradients[] = {
    1.0f,    -3.09375f,  0.0966796875f, -0.345703125f, 7.5f,       -0.0078125f,
    1000.0f, 0x1p-20f,   0.0f,          -0.0f,         INFINITY,   -INFINITY,
    NAN,     1.2421875f, -1.578125f,    4.875f,        0.6484375f, -2.2734375f};

using Kernel16 = void (*)(MemRef1<uint16_t> *, MemRef1<uint16_t> *,
                          MemRef1<uint16_t> *);

bool run16(const char *name, Type t, float beta, Kernel16 kernel) {
  auto toFloat = [&](uint16_t b) {
    return t == Type::F16 ? f16ToFloat(b) : bf16ToFloat(b);
  };
  auto toBits = [&](double v) {
    return t == Type::F16 ? f16Bits(v) : bf16Bits(v);
  };
  std::vector<uint16_t> g, x;
  for (float grad : kGradients) {
    uint16_t gb = toBits(roundTo(grad, formatOf(t)));
    for (uint32_t b = 0; b < 65536; ++b) {
      g.push_back(gb);
      x.push_back(uint16_t(b));
    }
  }
  std::vector<uint16_t> out(g.size());
  MemRef1<uint16_t> gm = describe(g), xm = describe(x), om = describe(out);
  kernel(&gm, &xm, &om);
  Stats stats;
  for (size_t i = 0; i < out.size(); ++i)
    check(stats, t, beta, toFloat(g[i]), toFloat(x[i]), toFloat(out[i]));
  return report(name, stats);
}

bool runF32() {
  std::vector<float> xs;
  for (uint64_t b = 0; b < (uint64_t(1) << 32); b += 4099)
    xs.push_back(bitsToFloat(uint32_t(b)));
  for (int i = -20 * 4096; i <= 20 * 4096; ++i)
    xs.push_back(float(i) / 4096);
  // 2^20 consecutive f32 values around the root v = -1.2785.
  float around = -1.27846454f;
  for (int i = 0; i < (1 << 19); ++i) {
    around = std::nextafter(around, 0.0f);
  }
  for (int i = 0; i < (1 << 20); ++i) {
    xs.push_back(around);
    around = std::nextafter(around, -2.0f);
  }
  for (float special : {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 0x1p-149f,
                        -0x1p-149f, 3.4028235e38f, -3.4028235e38f, 88.0f,
                        -88.0f, 87.5f, -87.5f, 103.0f, -103.0f})
    xs.push_back(special);
  std::vector<float> g, x;
  for (float grad :
       {1.0f, -3.09375f, 1e-3f, 2.27954209814251e-38f, 0.0f, INFINITY, NAN})
    for (float xv : xs) {
      g.push_back(grad);
      x.push_back(xv);
    }
  std::vector<float> out(g.size());
  MemRef1<float> gm = describe(g), xm = describe(x), om = describe(out);
  _mlir_ciface_swish_f32(&gm, &xm, &om);
  Stats stats;
  for (size_t i = 0; i < out.size(); ++i)
    check(stats, Type::F32, 1.0f, g[i], x[i], out[i]);
  return report("f32 beta=1", stats);
}

} // namespace

int main() {
  bool ok = runF32();
  ok &= run16("f16 beta=1", Type::F16, 1.0f, _mlir_ciface_swish_f16);
  ok &= run16("bf16 beta=1", Type::BF16, 1.0f, _mlir_ciface_swish_bf16);
  ok &= run16("f16 beta=1.5", Type::F16, 1.5f, _mlir_ciface_swish_f16_beta_a);
  ok &=
      run16("bf16 beta=1.5", Type::BF16, 1.5f, _mlir_ciface_swish_bf16_beta_a);
  ok &= run16("f16 beta=-1.1427979", Type::F16, -1.1427979f,
              _mlir_ciface_swish_f16_beta_b);
  ok &= run16("bf16 beta=-1.1427979", Type::BF16, -1.1427979f,
              _mlir_ciface_swish_bf16_beta_b);
  std::printf(ok ? "PASSED\n" : "FAILED\n");
  return ok ? 0 : 1;
}
