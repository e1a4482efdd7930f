//===- Reference.cpp - Scalar references and the output check -------------===//
//
// A double-precision scalar reference for every case and the acceptance test
// of SEMANTICS.md section 3 (ulp distance to the correctly rounded value, or
// the conditioning bound plus one ulp), loosened by one ulp: the benchmark
// must catch a broken kernel, the lit tests own the exact contract.
//
//===----------------------------------------------------------------------===//

#include "ActGradReference.h"
#include "Bench.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace actgrad_bench;

namespace {

namespace ref = actgrad_reference;
using ref::kU;

// The attributes gen_kernels.py puts on the ops, as f32 values.
constexpr float kHardtanhMin = -1.0f, kHardtanhMax = 1.0f;
constexpr float kHardsigmoidAlpha = 0.2f, kHardsigmoidBeta = 0.5f;
constexpr float kSwishBeta = 1.0f;

ref::Format formatOf(DType t) {
  switch (t) {
  case DType::F32:
    return ref::kF32;
  case DType::BF16:
    return ref::kBF16;
  case DType::F16:
    return ref::kF16;
  }
  return ref::kF32;
}

/// r rounded to T, to nearest even. f16 and bf16 go through f32 (the
/// hardware conversions; ActGradReference.h's exact software rounding
/// dominated the check's time), which can double round; the tolerance covers
/// that, and the exact results (hardtanh) are representable in T.
float roundTo(double r, DType t) {
  switch (t) {
  case DType::F32:
    return float(r);
  case DType::BF16:
    return bf16ToFloat(floatToBf16(float(r)));
  case DType::F16:
    return float(static_cast<_Float16>(float(r)));
  }
  return float(r);
}

/// One acceptable reference value with its conditioning bound.
struct Expected {
  double value;
  double bound; // 0 where only the ulp distance applies
};

/// Whether `got` is acceptable for `want` with `ulps` ulps of slack.
bool accept(float got, const Expected &want, int ulps, DType t) {
  double r = want.value;
  if (std::isnan(r) || std::isnan(got))
    return std::isnan(r) && std::isnan(got);
  float rounded = roundTo(r, t);
  if (got == rounded)
    return true;
  if (std::isinf(rounded) || std::isinf(got))
    return rounded == got;
  if (ref::ulpDistance(got, rounded, formatOf(t)) <= ulps)
    return true;
  double slack = want.bound + ref::ulpOf(r, formatOf(t));
  if (t == DType::BF16)
    slack += 0x1p-126; // bf16 results may flush subnormals
  return std::fabs(double(got) - r) <= slack;
}

/// Records one element's verdict.
class Checker {
public:
  explicit Checker(DType t) : t_(t) {}

  void check(const char *what, size_t index, float got, const Expected *wants,
             size_t count, int ulps) {
    ++result_.checked;
    for (size_t i = 0; i < count; ++i)
      if (accept(got, wants[i], ulps, t_))
        return;
    if (result_.wrong++ == 0) {
      char message[256];
      std::snprintf(message, sizeof(message),
                    "%s[%zu] = %.9g, expected %.9g (bound %.3g, %d ulp)", what,
                    index, double(got), wants[0].value, wants[0].bound, ulps);
      result_.firstError = message;
    }
  }
  void check(const char *what, size_t index, float got, Expected want,
             int ulps) {
    check(what, index, got, &want, 1, ulps);
  }

  CheckResult result() const { return result_; }

private:
  DType t_;
  CheckResult result_;
};

const double kNaN = std::nan("");

Expected hardtanh(double g, float x) {
  if (std::isnan(x))
    return {kNaN, 0};
  return {(kHardtanhMin < x && x < kHardtanhMax) ? g : 0.0, 0};
}

/// swish_backward; SEMANTICS.md 3 gives the bound.
Expected swish(double g, float x) {
  if (std::isnan(x))
    return {kNaN, 0};
  double v = double(kSwishBeta * x); // rounded to f32, as the op does
  double s = 1.0 / (1.0 + std::exp(-v));
  double d = s * (1.0 + v * (1.0 - s));
  double av = std::fabs(v);
  double bound =
      std::fabs(g) *
      (kU * (6 * std::fabs(d) + 4 * s * av + s * (1 - s) * av * (2 + av)) +
       (1 + av) * 0x1p-125);
  return {g * d, bound};
}

/// hardsigmoid_backward: one or two acceptable values (the threshold test
/// may go either way within an ulp of a threshold, SEMANTICS.md 2.1).
size_t hardsigmoid(const Expected &g, float x, Expected *out) {
  if (std::isnan(x)) {
    out[0] = {kNaN, 0};
    return 1;
  }
  auto inside = [](double t) { return 0 < t && t < 1; };
  double exact = double(kHardsigmoidAlpha) * x + double(kHardsigmoidBeta);
  float unfused = kHardsigmoidAlpha * x;
  unfused = unfused + kHardsigmoidBeta;
  float fused = std::fma(kHardsigmoidAlpha, x, kHardsigmoidBeta);
  bool ways[3] = {inside(exact), inside(double(unfused)),
                  inside(double(fused))};
  auto value = [&](bool in) {
    return in ? Expected{g.value * double(kHardsigmoidAlpha),
                         g.bound * double(kHardsigmoidAlpha)}
              : Expected{0.0, 0};
  };
  out[0] = value(ways[0]);
  if (ways[1] == ways[0] && ways[2] == ways[0])
    return 1;
  out[1] = value(!ways[0]);
  return 2;
}

/// Runs `body(checker, k)` for k in [0, count) on `threads` threads, in
/// blocks whose verdicts are merged in order (the first error reported is
/// the one at the lowest index, whatever the thread count).
template <typename Body>
CheckResult inBlocks(size_t count, size_t blockSize, int threads, DType t,
                     Body &&body) {
  size_t blocks = (count + blockSize - 1) / blockSize;
  std::vector<CheckResult> parts(blocks);
#pragma omp parallel for num_threads(threads) schedule(dynamic)
  for (size_t block = 0; block < blocks; ++block) {
    Checker checker(t);
    size_t end = std::min(count, (block + 1) * blockSize);
    for (size_t k = block * blockSize; k < end; ++k)
      body(checker, k);
    parts[block] = checker.result();
  }
  CheckResult total;
  for (const CheckResult &part : parts) {
    total.checked += part.checked;
    if (total.wrong == 0)
      total.firstError = part.firstError;
    total.wrong += part.wrong;
  }
  return total;
}

enum class ElementwiseOp { Relu, Hardtanh, Swish, Hardsigmoid, Chain };

CheckResult checkElementwise(const KernelEntry &entry, const CaseBuffers &b,
                             const Buffer &out, int threads) {
  DType t = entry.dtype;
  bool f32 = t == DType::F32;
  std::string name = baseOp(entry);
  ElementwiseOp op = name == "relu"          ? ElementwiseOp::Relu
                     : name == "hardtanh"    ? ElementwiseOp::Hardtanh
                     : name == "swish"       ? ElementwiseOp::Swish
                     : name == "hardsigmoid" ? ElementwiseOp::Hardsigmoid
                                             : ElementwiseOp::Chain;
  auto body = [&](Checker &checker, size_t i) {
    float x = b.x.get(i), g = b.g.get(i), got = out.get(i);
    switch (op) {
    case ElementwiseOp::Relu:
      // torch-mlir's threshold_backward: x <= 0 (or NaN) ? 0 : g, exact.
      checker.check("out", i, got, {x > 0 ? double(g) : 0.0, 0.0}, 0);
      return;
    case ElementwiseOp::Hardtanh:
      checker.check("out", i, got, hardtanh(g, x), 0);
      return;
    case ElementwiseOp::Swish:
      checker.check("out", i, got, swish(g, x), (f32 ? 4 : 1) + 1);
      return;
    case ElementwiseOp::Hardsigmoid: {
      Expected wants[2];
      size_t count = hardsigmoid({g, 0}, x, wants);
      checker.check("out", i, got, wants, count, 1 + 1);
      return;
    }
    case ElementwiseOp::Chain: {
      // hardtanh, then swish, then hardsigmoid.
      Expected first = hardtanh(g, x); // g or 0: exact in T
      Expected second = swish(first.value, x);
      // The intermediate may or may not be rounded to T (fusion may keep
      // it in f32); accept both.
      Expected wants[4];
      size_t count = hardsigmoid(second, x, wants);
      Expected roundedSecond = {double(roundTo(second.value, t)), second.bound};
      count += hardsigmoid(roundedSecond, x, wants + count);
      checker.check("out", i, got, wants, count, (f32 ? 6 : 2) + 1);
      return;
    }
    }
  };
  return inBlocks(out.count(), size_t(1) << 16, threads, t, body);
}

CheckResult checkPRelu(const KernelEntry &entry, const CaseBuffers &b,
                       const Buffer &out, const Buffer &outSlope, int threads) {
  DType t = entry.dtype;
  bool ncx = entry.param == 1;
  size_t channels = size_t(preluChannels(entry));
  size_t n = out.count();
  // NCX: the channel index is (i / inner) % C; NXC: i % C.
  size_t inner = 1;
  if (ncx)
    for (size_t d = 2; d < entry.shape.size(); ++d)
      inner *= size_t(entry.shape[d]);
  CheckResult result =
      inBlocks(n, size_t(1) << 16, threads, t, [&](Checker &checker, size_t i) {
        size_t c = ncx ? (i / inner) % channels : i % channels;
        float x = b.x.get(i), g = b.g.get(i), w = b.slope.get(c);
        Expected want = {std::isnan(x) ? kNaN
                         : x > 0       ? double(g)
                                       : double(w) * g,
                         0};
        checker.check("diff_src", i, out.get(i), want, 1 + 1);
      });
  // diff_slope: one channel per task.
  double summed = double(n / channels);
  CheckResult slopes =
      inBlocks(channels, 1, threads, t, [&](Checker &checker, size_t c) {
        double sum = 0, absSum = 0;
        auto add = [&](size_t i) {
          float x = b.x.get(i);
          if (!(x > 0)) {
            double p = double(x) * b.g.get(i);
            sum += p;
            absSum += std::fabs(p);
          }
        };
        if (ncx) {
          for (size_t o = 0; o < n / (channels * inner); ++o)
            for (size_t k = 0; k < inner; ++k)
              add((o * channels + c) * inner + k);
        } else {
          for (size_t i = c; i < n; i += channels)
            add(i);
        }
        Expected want = {sum, 2 * kU * (summed + 2) * absSum};
        checker.check("diff_slope", c, outSlope.get(c), want,
                      (t == DType::F32 ? 2 : 1) + 1);
      });
  if (result.wrong == 0)
    result.firstError = slopes.firstError;
  result.checked += slopes.checked;
  result.wrong += slopes.wrong;
  return result;
}

/// The slices of a (log-)softmax case along its axis: slice `s` is every
/// element at one outer and inner position, from base(s) in steps of inner.
struct AxisSlices {
  size_t outer = 1, inner = 1, length;
  explicit AxisSlices(const KernelEntry &entry) {
    int64_t rank = int64_t(entry.shape.size());
    size_t axis = size_t(entry.param < 0 ? entry.param + rank : entry.param);
    length = size_t(entry.shape[axis]);
    for (size_t d = 0; d < axis; ++d)
      outer *= size_t(entry.shape[d]);
    for (size_t d = axis + 1; d < size_t(rank); ++d)
      inner *= size_t(entry.shape[d]);
  }
  size_t count() const { return outer * inner; }
  size_t base(size_t s) const {
    return (s / inner) * length * inner + s % inner;
  }
};

CheckResult checkSoftmax(const KernelEntry &entry, const CaseBuffers &b,
                         const Buffer &out, int threads) {
  DType t = entry.dtype;
  AxisSlices slices(entry);
  size_t inner = slices.inner, length = slices.length;
  int ulps = (t == DType::F32 ? 2 : 1) + 1;
  // One slice (all of the axis at one outer and inner position) per task.
  auto slice = [&](Checker &checker, size_t s) {
    size_t base = slices.base(s);
    double dot = 0, absDot = 0;
    for (size_t k = 0; k < length; ++k) {
      size_t i = base + k * inner;
      double p = double(b.g.get(i)) * b.x.get(i);
      dot += p;
      absDot += std::fabs(p);
    }
    for (size_t k = 0; k < length; ++k) {
      size_t i = base + k * inner;
      double g = b.g.get(i), y = b.x.get(i);
      double r = y * (g - dot);
      double bound = kU * (2 * double(length + 2) * std::fabs(y) * absDot +
                           2 * std::fabs(g * y) + 2 * std::fabs(r));
      checker.check("out", i, out.get(i), {r, bound}, ulps);
    }
  };
  return inBlocks(slices.count(), std::max<size_t>(1, 65536 / length), threads,
                  t, slice);
}

/// Log-softmax backward (torch-mlir's _log_softmax_backward_data, only in
/// the linalg form): g - exp(y) * sum(g) along the axis.
CheckResult checkLogSoftmax(const KernelEntry &entry, const CaseBuffers &b,
                            const Buffer &out, int threads) {
  DType t = entry.dtype;
  AxisSlices slices(entry);
  size_t inner = slices.inner, length = slices.length;
  auto slice = [&](Checker &checker, size_t s) {
    size_t base = slices.base(s);
    double sum = 0, absSum = 0;
    for (size_t k = 0; k < length; ++k) {
      double g = b.g.get(base + k * inner);
      sum += g;
      absSum += std::fabs(g);
    }
    for (size_t k = 0; k < length; ++k) {
      size_t i = base + k * inner;
      double g = b.g.get(i), e = std::exp(double(b.x.get(i)));
      double r = g - e * sum;
      // exp within a few ulp; the sum's rounding grows with the length.
      double bound = kU * (2 * double(length + 2) * e * absSum +
                           8 * std::fabs(e * sum) + 2 * std::fabs(r));
      checker.check("out", i, out.get(i), {r, bound}, 2);
    }
  };
  return inBlocks(slices.count(), std::max<size_t>(1, 65536 / length), threads,
                  t, slice);
}

} // namespace

CheckResult actgrad_bench::checkOutputs(const KernelEntry &entry,
                                        const CaseBuffers &buffers,
                                        const Buffer &out,
                                        const Buffer *outSlope, int threads) {
  switch (entry.kind) {
  case CaseKind::Eltwise:
  case CaseKind::Chain:
    return checkElementwise(entry, buffers, out, threads);
  case CaseKind::PRelu:
    return checkPRelu(entry, buffers, out, *outSlope, threads);
  case CaseKind::Softmax:
    return checkSoftmax(entry, buffers, out, threads);
  case CaseKind::LogSoftmax:
    return checkLogSoftmax(entry, buffers, out, threads);
  }
  return {};
}
