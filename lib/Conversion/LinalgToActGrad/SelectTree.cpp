//===- SelectTree.cpp - Masks read as trees of selects --------------------===//
//
// A mask as front ends and convert-actgrad-to-linalg write it: one select of
// a compound condition, nested selects, a NaN select at any level. Flattened
// into the values it yields and the subject values that select each.
//
//===----------------------------------------------------------------------===//

#include "Utils.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace mlir::actgrad::detail {

bool collectSelectLeaves(const Expr *e, const FloatSet &when, bool extended,
                         Type elementType, SubjectFn subject, const Expr *&x,
                         SmallVectorImpl<SelectLeaf> &leaves) {
  if (leaves.size() > 8)
    return false;
  if (!extended && !elementType.isF32() &&
      e->isOp(arith::TruncFOp::getOperationName()) &&
      e->operands[0]->type.isF32()) {
    // Under a select (`x` is known), the truncation rounds the value
    // selected, not the root's result: the leaf keeps that 16-bit value too.
    bool underSelect = x != nullptr;
    size_t before = leaves.size();
    if (!collectSelectLeaves(e->operands[0], when, /*extended=*/true,
                             elementType, subject, x, leaves))
      return false;
    if (underSelect && leaves.size() == before + 1 &&
        leaves.back().value == e->operands[0])
      leaves.back().rounded = e;
    return true;
  }
  if (e->isOp(arith::SelectOp::getOperationName())) {
    const Expr *saved = x;
    if (std::optional<FloatSet> set =
            conditionSetOf(e->operands[0], subject, x)) {
      return collectSelectLeaves(e->operands[1], intersect(when, *set),
                                 extended, elementType, subject, x, leaves) &&
             collectSelectLeaves(e->operands[2],
                                 intersect(when, complement(*set)), extended,
                                 elementType, subject, x, leaves);
    }
    x = saved;
  }
  leaves.push_back({e, when, extended});
  return true;
}

/// Appends the f32 constants that compares in `e` read.
static void collectBounds(const Expr *e, SmallVectorImpl<float> &bounds) {
  if (e->isOp(arith::CmpFOp::getOperationName())) {
    // Scalar constants only: a splat constant tensor is an operand.
    for (const Expr *operand : e->operands)
      if (operand->kind == Expr::Kind::Constant && operand->floatValue &&
          !operand->tensor) {
        bool losesInfo = false;
        APFloat c = *operand->floatValue;
        c.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
        bounds.push_back(c.convertToFloat());
      }
    return;
  }
  for (const Expr *operand : e->operands)
    collectBounds(operand, bounds);
}

std::optional<Mask> analyzeMask(const Expr *root, Type elementType,
                                SubjectFn subject) {
  Mask mask;
  SmallVector<SelectLeaf, 4> leaves;
  if (!collectSelectLeaves(root, everything(), /*extended=*/false, elementType,
                           subject, mask.x, leaves) ||
      !mask.x)
    return std::nullopt;
  // Leaves that nothing selects count only where no other value is: a mask
  // whose interval is empty (`min < x && x < max` with min == max) still
  // names the value it would pass.
  auto reachable = [](const SelectLeaf &leaf) {
    return !leaf.when.intervals.empty() || leaf.when.nan;
  };
  bool anyReachableValue = llvm::any_of(leaves, [&](const SelectLeaf &leaf) {
    const Expr *self = subject(leaf.value);
    return reachable(leaf) && !leaf.value->isPositiveZero() &&
           !(leaf.when.intervals.empty() && leaf.when.nan && self &&
             equal(self, mask.x));
  });
  for (const SelectLeaf &leaf : leaves) {
    // x itself where only NaN selects it: a NaN result (also where x is a
    // splat constant, +0 included).
    const Expr *self = subject(leaf.value);
    if (leaf.when.intervals.empty() && leaf.when.nan && self &&
        equal(self, mask.x)) {
      mask.nanGivesNaN = true;
      continue;
    }
    if (leaf.value->isPositiveZero() || (anyReachableValue && !reachable(leaf)))
      continue;
    if (mask.value &&
        (!equal(mask.value, leaf.value) || mask.extended != leaf.extended))
      return std::nullopt; // Two values: not a mask.
    mask.value = leaf.value;
    mask.extended = leaf.extended;
    mask.rounded = mask.rounded ? mask.rounded : leaf.rounded;
    mask.pass = unite(mask.pass, leaf.when);
  }
  // A +0 splat constant tensor is the zero of JAX's `select(c, g, zeros)`,
  // unless nothing else is selected: then it is the operand `g` (a constant
  // gradient of zeros).
  for (const SelectLeaf &leaf : leaves) {
    if (mask.value || !leaf.value->isPositiveZero() || !leaf.value->tensor ||
        !reachable(leaf))
      continue;
    mask.value = leaf.value;
    mask.extended = leaf.extended;
    mask.pass = leaf.when;
  }
  if (!mask.value)
    return std::nullopt;
  collectBounds(root, mask.bounds);
  return mask;
}

FloatSet everything() {
  FloatSet set;
  set.intervals.push_back({-kInf, kInf});
  set.nan = true;
  return set;
}

} // namespace mlir::actgrad::detail
