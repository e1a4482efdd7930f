//===- Reference.cpp - Double-precision results and the acceptance test ---===//
//
// SEMANTICS.md section 2's formulas in double precision from the exact
// inputs, and section 3's acceptance test: the ulp distance to the correctly
// rounded value, or the conditioning bound plus one ulp (swish, softmax,
// prelu's diff_slope), or, for hardsigmoid near a threshold, the other
// branch. The arithmetic on the formats is test/Reference/ActGradReference.h.
//
//===----------------------------------------------------------------------===//

#include "ActGradReference.h"
#include "GpuCheck.h"

#include <cmath>

namespace gpu_check {

namespace ref = actgrad_reference;
using ref::kU;

namespace {

const double kNaN = std::nan("");

ref::Format formatOf(DType t) {
  return t == DType::F32 ? ref::kF32 : t == DType::F16 ? ref::kF16 : ref::kBF16;
}

Expected sized(int64_t count) {
  Expected e;
  e.value.assign(size_t(count), 0);
  e.bound.assign(size_t(count), 0);
  e.other.assign(size_t(count), 0);
  e.hasOther.assign(size_t(count), false);
  return e;
}

void hardtanh(const Kernel &k, const Tensor &g, const Tensor &x, Expected &e) {
  for (size_t i = 0; i < x.values.size(); ++i) {
    double xi = x.values[i];
    e.value[i] = std::isnan(xi)           ? kNaN
                 : (k.a < xi && xi < k.b) ? double(g.values[i])
                                          : 0.0;
  }
}

// Operands (src, diff_dst); t = alpha*x + beta may be evaluated fused or not
// in f32, so near a threshold either branch is accepted (SEMANTICS.md 2.1).
void hardsigmoid(const Kernel &k, const Tensor &x, const Tensor &g,
                 Expected &e) {
  auto inside = [](double t) { return 0 < t && t < 1; };
  for (size_t i = 0; i < x.values.size(); ++i) {
    float xi = x.values[i];
    if (std::isnan(xi)) {
      e.value[i] = kNaN;
      continue;
    }
    bool exact = inside(double(k.a) * xi + double(k.b));
    float product = k.a * xi;
    bool unfused = inside(double(product + k.b));
    bool fused = inside(double(std::fma(k.a, xi, k.b)));
    double slope = double(g.values[i]) * double(k.a);
    e.value[i] = exact ? slope : 0.0;
    if (unfused != exact || fused != exact) {
      e.hasOther[i] = true;
      e.other[i] = exact ? 0.0 : slope;
    }
  }
}

void swish(const Kernel &k, const Tensor &g, const Tensor &x, Expected &e) {
  for (size_t i = 0; i < x.values.size(); ++i) {
    float xi = x.values[i];
    double gi = g.values[i];
    if (std::isnan(xi)) {
      e.value[i] = kNaN;
      continue;
    }
    double v = double(k.a * xi); // rounded to f32, as the op computes it
    double s = 1.0 / (1.0 + std::exp(-v));
    double d = s * (1.0 + v * (1.0 - s));
    double av = std::fabs(v);
    e.value[i] = std::isinf(xi) ? kNaN : gi * d;
    // An infinite g times an s' that is 0 in f32 (underflow) is NaN: the
    // ill-posed case of SEMANTICS.md 2.3, where NaN is accepted too.
    float vf = k.a * xi, sf = 1.0f / (1.0f + std::exp(-vf));
    if (std::isinf(gi) && sf * (1.0f + vf * (1.0f - sf)) == 0.0f) {
      e.hasOther[i] = true;
      e.other[i] = kNaN;
    }
    e.bound[i] =
        std::fabs(gi) *
        (kU * (6 * std::fabs(d) + 4 * s * av + s * (1 - s) * av * (2 + av)) +
         (1 + av) * 0x1p-125);
  }
}

/// The slices along `axis` of a row-major shape: count, length, stride.
struct Slices {
  int64_t outer, length, inner;
  Slices(const Shape &shape, int axis) {
    int rank = int(shape.size());
    if (axis < 0)
      axis += rank;
    outer = inner = 1;
    for (int i = 0; i < axis; ++i)
      outer *= shape[size_t(i)];
    for (int i = axis + 1; i < rank; ++i)
      inner *= shape[size_t(i)];
    length = shape[size_t(axis)];
  }
};

void softmax(const Kernel &k, const Tensor &g, const Tensor &y, Expected &e) {
  Slices s(g.shape, k.axis);
  for (int64_t o = 0; o < s.outer; ++o)
    for (int64_t in = 0; in < s.inner; ++in) {
      auto at = [&](int64_t j) {
        return size_t((o * s.length + j) * s.inner + in);
      };
      double sum = 0, magnitude = 0;
      for (int64_t j = 0; j < s.length; ++j) {
        double p = double(g.values[at(j)]) * double(y.values[at(j)]);
        sum += p;
        magnitude += std::fabs(p);
      }
      for (int64_t j = 0; j < s.length; ++j) {
        double gj = g.values[at(j)], yj = y.values[at(j)];
        double r = yj * (gj - sum);
        e.value[at(j)] = r;
        e.bound[at(j)] =
            kU * (2 * double(s.length + 2) * std::fabs(yj) * magnitude +
                  2 * std::fabs(gj * yj) + 2 * std::fabs(r));
      }
    }
}

void prelu(const Kernel &k, const Tensor &x, const Tensor &w, const Tensor &g,
           Expected &src, Expected &slope) {
  const Shape &shape = x.shape;
  int rank = int(shape.size());
  int channel = rank == 1 ? 0 : k.nxc ? rank - 1 : 1;
  int64_t inner = 1; // elements after the channel dimension
  for (int i = channel + 1; i < rank; ++i)
    inner *= shape[size_t(i)];
  int64_t perSample = elementCount(shape) / (shape.empty() ? 1 : shape[0]);
  std::vector<double> magnitude(slope.value.size(), 0.0);
  std::vector<int64_t> terms(slope.value.size(), 0);
  for (size_t i = 0; i < x.values.size(); ++i) {
    size_t slot = k.slopeRank == -1 ? 0
                  : k.slopeRank == 1
                      ? size_t((int64_t(i) / inner) % shape[size_t(channel)])
                      : size_t(int64_t(i) % perSample);
    double xi = x.values[i], gi = g.values[i], wi = w.values[slot];
    src.value[i] = std::isnan(xi) ? kNaN : xi > 0 ? gi : wi * gi;
    ++terms[slot];
    if (!(xi > 0)) {
      slope.value[slot] += xi * gi; // NaN when x is NaN
      magnitude[slot] += std::fabs(xi * gi);
    }
  }
  for (size_t s = 0; s < slope.value.size(); ++s)
    slope.bound[s] = 2 * kU * double(terms[s] + 2) * magnitude[s];
}

} // namespace

std::vector<Expected> reference(const Kernel &k,
                                const std::vector<const Tensor *> &in) {
  std::vector<Expected> out;
  for (const Shape &shape : resultShapes(k, in[0]->shape))
    out.push_back(sized(elementCount(shape)));
  switch (k.op) {
  case Op::Hardtanh:
    hardtanh(k, *in[0], *in[1], out[0]);
    break;
  case Op::Hardsigmoid:
    hardsigmoid(k, *in[0], *in[1], out[0]);
    break;
  case Op::Swish:
    swish(k, *in[0], *in[1], out[0]);
    break;
  case Op::Softmax:
    softmax(k, *in[0], *in[1], out[0]);
    break;
  case Op::Prelu:
    prelu(k, *in[0], *in[1], *in[2], out[0], out[1]);
    break;
  }
  return out;
}

int allowedUlps(const Kernel &k, int index) {
  bool f32 = k.dtype == DType::F32;
  switch (k.op) {
  case Op::Hardtanh:
    return 0;
  case Op::Hardsigmoid:
    return 1;
  case Op::Swish:
    return f32 ? 4 : 1;
  case Op::Softmax:
    return f32 ? 2 : 1;
  case Op::Prelu:
    return index == 1 && f32 ? 2 : 1;
  }
  return 0;
}

namespace {

bool acceptOne(double got, double r, double bound, int ulps, DType t) {
  if (std::isnan(r) || std::isnan(got))
    return std::isnan(r) && std::isnan(got);
  ref::Format fmt = formatOf(t);
  double rounded = ref::roundTo(r, fmt);
  if (ref::ulpDistance(got, rounded, fmt) <= ulps)
    return true;
  if (std::isinf(rounded) || std::isinf(got))
    return false;
  double slack = bound > 0 ? bound + ref::ulpOf(r, fmt) : 0;
  if (t == DType::BF16)
    slack += 0x1p-126; // bf16 results may flush subnormals
  return slack > 0 && std::fabs(got - r) <= slack;
}

} // namespace

Verdict compare(const Kernel &k, int index, const Tensor &got,
                const Expected &want, int64_t limit) {
  Verdict v;
  int ulps = allowedUlps(k, index);
  int64_t count = int64_t(got.values.size());
  if (limit >= 0 && limit < count)
    count = limit;
  for (int64_t i = 0; i < count; ++i) {
    double g = got.values[size_t(i)];
    ++v.checked;
    if (acceptOne(g, want.value[size_t(i)], want.bound[size_t(i)], ulps,
                  k.dtype) ||
        (want.hasOther[size_t(i)] &&
         acceptOne(g, want.other[size_t(i)], 0, ulps, k.dtype)))
      continue;
    if (v.wrong++ == 0) {
      char text[256];
      std::snprintf(text, sizeof(text),
                    "result %d [%lld] = %.9g, expected %.9g (bound %.3g, %d "
                    "ulp)",
                    index, static_cast<long long>(i), g, want.value[size_t(i)],
                    want.bound[size_t(i)], ulps);
      v.firstWrong = text;
    }
  }
  return v;
}

} // namespace gpu_check
