//===- PReluForms.h - The parts of PReLU backward's form --------*- C++ -*-===//

#ifndef ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_PRELUFORMS_H
#define ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_PRELUFORMS_H

#include "Expr.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include <limits>
#include <optional>

namespace mlir::actgrad::detail {

/// diff_src's form: selects of `g` and `w * g` on `x`.
struct DiffSrc {
  const Expr *x = nullptr, *g = nullptr, *w = nullptr;
  /// The `x` for which the front end passes `g`.
  FloatSet gPass;
  /// 16-bit values extended to f32 and the select truncated.
  bool extended = false;
  /// The conversion's own NaN select: NaN x gives NaN.
  bool nanGivesNaN = false;
};

/// The slope rule of SEMANTICS.md 2.4 that w's broadcast map is.
struct SlopeRule {
  DataFormat format;
  std::optional<int64_t> channel; // The summed-out dimensions' complement.
  bool perTensor = false, tfStyle = false;
};

/// Whether `set` is exactly the x > 0 of PReLU (+0 and -0 excluded).
inline bool isPositive(const FloatSet &set) {
  return set.intervals.size() == 1 &&
         set.intervals.front() ==
             std::make_pair(std::numeric_limits<float>::denorm_min(), kInf);
}

/// Whether `value` (of type `type`) computes sum(select(x > 0, 0, x * g))
/// over the dimensions `rule` sums, in f32 (16-bit: extended inputs, f32
/// accumulator, one truncation), with a NaN x giving NaN.
bool matchSlopeSum(Value value, RankedTensorType type, const DiffSrc &src,
                   Type elementType, unsigned rank, const SlopeRule &rule);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_PRELUFORMS_H
