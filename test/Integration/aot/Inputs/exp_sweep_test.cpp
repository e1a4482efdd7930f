//===- exp_sweep_test.cpp - math.exp on f32 over its whole range ---------===//
//
// Driver for test/Integration/aot/exp_sweep.mlir: calls the compiled exp on
// a sweep of f32 inputs and checks each element against the correctly
// rounded exp: at most 4 ulp (SEMANTICS.md 3), NaN for NaN, +inf and +0 at
// the ends. Prints the largest ulp distance.
//
//===----------------------------------------------------------------------===//

#include "ActGradReference.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {
struct MemRef1 {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
};
} // namespace

extern "C" void _mlir_ciface_exp_f32(MemRef1 *x, MemRef1 *out);

int main() {
  using namespace actgrad_reference;
  // The specials first, in the vector loop, and again at the end, in the
  // remainder loop.
  std::vector<float> xs = {0.0f, -0.0f, INFINITY, -INFINITY, NAN,
                           -NAN, 89.0f, -104.0f,  1.0f};
  for (uint64_t bits = 0; bits <= 0xffffffffu; bits += 4099)
    xs.push_back(bitsToFloat(uint32_t(bits)));
  for (int i = 0; i <= 1 << 22; ++i)
    xs.push_back(float(-104.0 + 193.0 * i / double(1 << 22)));
  for (float edge :
       {-104.0f, 89.0f, 88.72283f, -87.33654f, -103.27893f, -103.97208f})
    for (int d = -64; d <= 64; ++d)
      xs.push_back(bitsToFloat(uint32_t(int64_t(floatToBits(edge)) + d)));
  for (float special : {0.0f, -0.0f, INFINITY, -INFINITY, NAN})
    xs.push_back(special);
  // Sizes that are not a multiple of 16 leave a remainder loop.
  xs.push_back(1.0f);
  std::vector<float> out(xs.size());
  MemRef1 in{xs.data(), xs.data(), 0, {int64_t(xs.size())}, {1}};
  MemRef1 res{out.data(), out.data(), 0, {int64_t(out.size())}, {1}};
  _mlir_ciface_exp_f32(&in, &res);
  long checked = 0, wrong = 0;
  int64_t maxUlp = 0;
  for (size_t i = 0; i < xs.size(); ++i) {
    ++checked;
    double want = std::exp(double(xs[i]));
    double got = out[i];
    bool ok;
    if (std::isnan(want) || std::isnan(got)) {
      ok = std::isnan(want) && std::isnan(got);
    } else {
      int64_t distance = ulpDistance(got, roundTo(want, kF32), kF32);
      ok = distance <= 4;
      if (ok && distance > maxUlp)
        maxUlp = distance;
    }
    if (!ok && wrong++ < 5)
      std::printf("  wrong: x=%a: got %a, expected %a\n", xs[i], got, want);
  }
  std::printf("exp f32: %ld checked, %ld wrong, max %lld ulp\n", checked, wrong,
              (long long)maxUlp);
  if (wrong == 0)
    std::printf("PASSED\n");
  return wrong == 0 ? 0 : 1;
}
