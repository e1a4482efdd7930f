//===- native_f16_exhaustive_test.cpp - Every f16 input of the f16 products
//===//
//
// Driver for test/Integration/aot/native_f16_exhaustive*.mlir: calls the
// kernels of Inputs/native_f16_kernels.mlir on every f16 gradient (with x
// values inside, outside and on the thresholds, ±0, ±inf, NaN) and on every
// f16 x (with gradients that include ±0, ±inf, NaN and subnormals), and
// checks each element against a double reference under SEMANTICS.md 3: 1 ulp
// (N for f16) from the correctly rounded result, both NaN, or for
// hardsigmoid the other branch where the f32 threshold test and the exact
// one disagree. Prints per case the largest ulp distance.
//
//===----------------------------------------------------------------------===//

#include "ActGradReference.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <vector>

namespace {

template <typename T, int Rank = 1> struct MemRef {
  T *allocated;
  T *aligned;
  int64_t offset;
  int64_t sizes[Rank];
  int64_t strides[Rank];
};

MemRef<uint16_t> describe(std::vector<uint16_t> &data) {
  return {data.data(), data.data(), 0, {int64_t(data.size())}, {1}};
}

using Kernel = void (*)(MemRef<uint16_t> *x, MemRef<uint16_t> *g,
                        MemRef<uint16_t> *out);

} // namespace

extern "C" {
#define KERNEL(name)                                                           \
  void _mlir_ciface_##name(MemRef<uint16_t> *x, MemRef<uint16_t> *g,           \
                           MemRef<uint16_t> *out);
KERNEL(hardsigmoid_sixth)
KERNEL(hardsigmoid_fifth)
KERNEL(hardsigmoid_hundredth)
KERNEL(hardsigmoid_neg)
KERNEL(hardsigmoid_big)
KERNEL(hardsigmoid_edge)
KERNEL(hardsigmoid_over)
KERNEL(hardsigmoid_tiny)
KERNEL(hardtanh_swish)
KERNEL(chain)
#undef KERNEL
void _mlir_ciface_prelu(MemRef<uint16_t> *x, MemRef<uint16_t> *slope,
                        MemRef<uint16_t> *g, MemRef<uint16_t> *out,
                        MemRef<uint16_t> *diffSlope);
}

namespace {

using namespace actgrad_reference;

struct Stats {
  long checked = 0, wrong = 0;
  int64_t maxUlp = 0;
};

/// Checks `got` against the product `r` (exact in double) or, where the
/// branch is ambiguous, against `other` as well.
void check(Stats &stats, const char *what, float x, float g, double got,
           double r, std::optional<double> other = std::nullopt) {
  ++stats.checked;
  int64_t distance = ulpDistance(got, roundTo(r, kF16), kF16);
  if (other)
    distance =
        std::min(distance, ulpDistance(got, roundTo(*other, kF16), kF16));
  if (distance <= 1) {
    stats.maxUlp = std::max(stats.maxUlp, distance);
    return;
  }
  if (stats.wrong++ < 5)
    std::printf("  wrong %s: x=%a g=%a: got %a, expected %a\n", what, x, g, got,
                r);
}

bool report(const char *name, const Stats &stats) {
  std::printf("%s: %ld checked, %ld wrong, max %lld ulp\n", name, stats.checked,
              stats.wrong, (long long)stats.maxUlp);
  return stats.wrong == 0;
}

/// Every f16 value, then `fixed` (as f16) paired with each: (x, g) pairs
/// with every g for each fixed x, and every x for each fixed g; then a
/// tail of 13 more.
void allPairs(std::vector<uint16_t> &x, std::vector<uint16_t> &g,
              const std::vector<float> &fixedX,
              const std::vector<float> &fixedG) {
  for (float fx : fixedX)
    for (uint32_t b = 0; b < 65536; ++b) {
      x.push_back(f16Bits(roundTo(fx, kF16)));
      g.push_back(uint16_t(b));
    }
  for (float fg : fixedG)
    for (uint32_t b = 0; b < 65536; ++b) {
      x.push_back(uint16_t(b));
      g.push_back(f16Bits(roundTo(fg, kF16)));
    }
  // A length that is no multiple of the vector width: the last elements go
  // through the remainder tile's (scalar or masked) code.
  for (uint32_t b = 0x3c01; b < 0x3c01 + 13; ++b) {
    x.push_back(f16Bits(roundTo(fixedX[0], kF16)));
    g.push_back(uint16_t(b));
  }
}

const std::vector<float> kGradients = {
    1.0f,  -3.09375f, 0.0966796875f, 1000.0f, 0x1p-20f, 0x1p-24f, 0.0f,
    -0.0f, INFINITY,  -INFINITY,     NAN,     65504.0f, -7.5f,    0.6484375f};

/// hardsigmoid's result for f16 x and g (SEMANTICS.md 2.1: t = alpha x + beta
/// in f32, strict thresholds, NaN t gives NaN), and the other branch where
/// the exact t decides otherwise than the f32 one.
void checkHardsigmoid(Stats &stats, float alpha, float x, float g, double got) {
  volatile float product = alpha * x; // no contraction: f32 as specified
  float t = product + 0.5f;
  if (std::isnan(t)) {
    check(stats, "hardsigmoid", x, g, got, NAN);
    return;
  }
  bool inside = 0 < t && t < 1;
  double exactT = double(alpha) * x + 0.5;
  bool exactInside = 0 < exactT && exactT < 1;
  double product64 = double(g) * alpha;
  double r = inside ? product64 : 0.0;
  std::optional<double> other;
  if (inside != exactInside)
    other = exactInside ? product64 : 0.0;
  check(stats, "hardsigmoid", x, g, got, r, other);
}

bool runHardsigmoid(const char *name, float alpha, Kernel kernel) {
  std::vector<uint16_t> x, g;
  // Inside for every alpha: t = beta = 0.5; outside for most.
  allPairs(x, g, {0.0f, -0.0f, 0x1p-24f, 2.5f, -2.5f, 65504.0f, NAN, INFINITY},
           kGradients);
  std::vector<uint16_t> out(x.size());
  MemRef<uint16_t> xm = describe(x), gm = describe(g), om = describe(out);
  kernel(&xm, &gm, &om);
  Stats stats;
  for (size_t i = 0; i < out.size(); ++i)
    checkHardsigmoid(stats, alpha, f16ToFloat(x[i]), f16ToFloat(g[i]),
                     f16ToFloat(out[i]));
  return report(name, stats);
}

/// diff_src = x > 0 ? g : slope * g, NaN for a NaN x (SEMANTICS.md 2.4);
/// diff_slope (an f32 sum) is not checked here.
bool runPrelu(float slope) {
  std::vector<uint16_t> x, g;
  allPairs(x, g, {1.0f, 0.0f, -0.0f, -2.0f, 0x1p-24f, -INFINITY, NAN},
           kGradients);
  std::vector<uint16_t> s = {f16Bits(roundTo(slope, kF16))}, ds(1);
  std::vector<uint16_t> out(x.size());
  MemRef<uint16_t> xm = describe(x), sm = describe(s), gm = describe(g),
                   om = describe(out), dsm = describe(ds);
  _mlir_ciface_prelu(&xm, &sm, &gm, &om, &dsm);
  Stats stats;
  double w = f16ToFloat(s[0]);
  for (size_t i = 0; i < out.size(); ++i) {
    float xv = f16ToFloat(x[i]), gv = f16ToFloat(g[i]);
    double r = std::isnan(xv) ? NAN : xv > 0 ? double(gv) : w * gv;
    check(stats, "prelu", xv, gv, f16ToFloat(out[i]), r);
  }
  char name[64];
  std::snprintf(name, sizeof name, "prelu slope=%g", w);
  return report(name, stats);
}

/// The chain's last op on the output of its first two (computed alone: the
/// swish part is swish_exhaustive's).
bool runChain() {
  std::vector<uint16_t> x, g;
  allPairs(x, g, {0.0f, 0.5f, -0.75f, 0x1p-24f, NAN}, kGradients);
  std::vector<uint16_t> swish(x.size()), out(x.size());
  MemRef<uint16_t> xm = describe(x), gm = describe(g), sm = describe(swish),
                   om = describe(out);
  _mlir_ciface_hardtanh_swish(&xm, &gm, &sm);
  _mlir_ciface_chain(&xm, &gm, &om);
  Stats stats;
  for (size_t i = 0; i < out.size(); ++i)
    checkHardsigmoid(stats, 0.2f, f16ToFloat(x[i]), f16ToFloat(swish[i]),
                     f16ToFloat(out[i]));
  return report("chain", stats);
}

} // namespace

int main() {
  struct HardsigmoidCase {
    const char *name;
    float alpha;
    Kernel kernel;
  };
  const HardsigmoidCase hardsigmoids[] = {
      {"hardsigmoid alpha=1/6", 0.166666672f, _mlir_ciface_hardsigmoid_sixth},
      {"hardsigmoid alpha=0.2", 0.2f, _mlir_ciface_hardsigmoid_fifth},
      {"hardsigmoid alpha=0.01", 0.01f, _mlir_ciface_hardsigmoid_hundredth},
      {"hardsigmoid alpha=-0.3", -0.3f, _mlir_ciface_hardsigmoid_neg},
      {"hardsigmoid alpha=1000.3", 1000.3f, _mlir_ciface_hardsigmoid_big},
      {"hardsigmoid alpha=65519", 65519.0f, _mlir_ciface_hardsigmoid_edge},
      {"hardsigmoid alpha=65520", 65520.0f, _mlir_ciface_hardsigmoid_over},
      {"hardsigmoid alpha=1e-10", 1.0e-10f, _mlir_ciface_hardsigmoid_tiny}};
  bool ok = true;
  for (const HardsigmoidCase &c : hardsigmoids)
    ok &= runHardsigmoid(c.name, c.alpha, c.kernel);
  for (float slope : {0.25f, -0.1f, 0.2f, 3.0f, -65504.0f, 0x1p-24f, 0.0f})
    ok &= runPrelu(slope);
  ok &= runChain();
  std::printf(ok ? "PASSED\n" : "FAILED\n");
  return ok ? 0 : 1;
}
