//===- FloatSets.cpp - Sets of f32 values that compares select ------------===//
//
// The x for which a mask's compares hold, as closed intervals of f32 values:
// every compare of an f32 (or 16-bit) value with a constant is exact, so
// strict and inclusive bounds, ordered and unordered predicates and
// constants of wider types all become intervals.
//
//===----------------------------------------------------------------------===//

#include "Utils.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace mlir::actgrad::detail {

void normalize(FloatSet &set) {
  llvm::sort(set.intervals, [](auto a, auto b) { return a.first < b.first; });
  SmallVector<std::pair<float, float>, 2> merged;
  for (auto interval : set.intervals) {
    if (interval.first > interval.second)
      continue;
    if (!merged.empty() && (merged.back().second == kInf ||
                            interval.first <= up(merged.back().second))) {
      merged.back().second = std::max(merged.back().second, interval.second);
      continue;
    }
    merged.push_back(interval);
  }
  set.intervals = std::move(merged);
}

FloatSet complement(const FloatSet &set) {
  FloatSet result;
  result.nan = !set.nan;
  float start = -kInf;
  bool done = false;
  for (auto [lo, hi] : set.intervals) {
    if (lo != -kInf && start <= down(lo))
      result.intervals.push_back({start, down(lo)});
    if (hi == kInf) {
      done = true;
      break;
    }
    start = up(hi);
  }
  if (!done)
    result.intervals.push_back({start, kInf});
  normalize(result);
  return result;
}

FloatSet intersect(const FloatSet &a, const FloatSet &b) {
  FloatSet result;
  result.nan = a.nan && b.nan;
  for (auto x : a.intervals)
    for (auto y : b.intervals)
      result.intervals.push_back(
          {std::max(x.first, y.first), std::min(x.second, y.second)});
  normalize(result);
  return result;
}

FloatSet unite(const FloatSet &a, const FloatSet &b) {
  FloatSet result;
  result.nan = a.nan || b.nan;
  result.intervals.append(a.intervals);
  result.intervals.append(b.intervals);
  normalize(result);
  return result;
}

/// The values `x` for which `x <predicate> c` holds.
std::optional<FloatSet> compareSet(arith::CmpFPredicate predicate, float c) {
  using P = arith::CmpFPredicate;
  FloatSet set;
  switch (predicate) {
  case P::OLT:
  case P::ULT:
    set.intervals.push_back({-kInf, down(c)});
    break;
  case P::OLE:
  case P::ULE:
    set.intervals.push_back({-kInf, c});
    break;
  case P::OGT:
  case P::UGT:
    set.intervals.push_back({up(c), kInf});
    break;
  case P::OGE:
  case P::UGE:
    set.intervals.push_back({c, kInf});
    break;
  case P::OEQ:
  case P::UEQ:
    set.intervals.push_back({c, c});
    break;
  case P::ONE:
  case P::UNE: {
    FloatSet equalSet;
    equalSet.intervals.push_back({c, c});
    set = complement(equalSet);
    break;
  }
  default:
    return std::nullopt;
  }
  // `up(+inf)` and `down(-inf)` stay infinite: `x < -inf` is empty.
  if ((predicate == P::OLT || predicate == P::ULT) && c == -kInf)
    set.intervals.clear();
  if ((predicate == P::OGT || predicate == P::UGT) && c == kInf)
    set.intervals.clear();
  set.nan = arith::CmpFPredicate::UEQ <= predicate &&
            predicate <= arith::CmpFPredicate::UNO;
  normalize(set);
  return set;
}

/// compareSet for a constant of any float type, compared exactly with f32
/// values (an f64 compare of an extended subject). A constant between two f32
/// values moves to the one on the side that keeps the set: `x < c` and
/// `x <= c` hold for `x <= c rounded down`, `x > c` and `x >= c` for `x >= c
/// rounded up`, `x == c` for no value.
std::optional<FloatSet> compareSetOfConstant(arith::CmpFPredicate predicate,
                                             const APFloat &value) {
  using P = arith::CmpFPredicate;
  bool losesInfo = false;
  APFloat c = value;
  c.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &losesInfo);
  if (!losesInfo)
    return compareSet(predicate, c.convertToFloat());
  auto rounded = [&](APFloat::roundingMode mode) {
    APFloat r = value;
    bool inexact = false;
    r.convert(APFloat::IEEEsingle(), mode, &inexact);
    return r.convertToFloat();
  };
  bool unordered = P::UEQ <= predicate && predicate <= P::UNO;
  switch (predicate) {
  case P::OLT:
  case P::OLE:
  case P::ULT:
  case P::ULE:
    return compareSet(unordered ? P::ULE : P::OLE,
                      rounded(APFloat::rmTowardNegative));
  case P::OGT:
  case P::OGE:
  case P::UGT:
  case P::UGE:
    return compareSet(unordered ? P::UGE : P::OGE,
                      rounded(APFloat::rmTowardPositive));
  case P::OEQ:
  case P::UEQ:
  case P::ONE:
  case P::UNE: {
    FloatSet none;
    none.nan = unordered;
    bool equals = predicate == P::OEQ || predicate == P::UEQ;
    if (!equals)
      none.intervals.push_back({-kInf, kInf});
    return none;
  }
  default:
    return std::nullopt;
  }
}

arith::CmpFPredicate swapped(arith::CmpFPredicate predicate) {
  using P = arith::CmpFPredicate;
  switch (predicate) {
  case P::OLT:
    return P::OGT;
  case P::OLE:
    return P::OGE;
  case P::OGT:
    return P::OLT;
  case P::OGE:
    return P::OLE;
  case P::ULT:
    return P::UGT;
  case P::ULE:
    return P::UGE;
  case P::UGT:
    return P::ULT;
  case P::UGE:
    return P::ULE;
  default:
    return predicate;
  }
}

} // namespace mlir::actgrad::detail
