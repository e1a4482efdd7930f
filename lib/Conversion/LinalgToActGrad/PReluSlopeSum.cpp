//===- PReluSlopeSum.cpp - PReLU backward's diff_slope sum ----------------===//

#include "PReluForms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

/// conditionSet for compares of x read through `readMap` (in a sum).
static std::optional<FloatSet>
slopeCondition(const Expr *cond, AffineMap readMap, const Expr *xRead) {
  if (cond->isOp(arith::AndIOp::getOperationName()) ||
      cond->isOp(arith::OrIOp::getOperationName())) {
    auto lhs = slopeCondition(cond->operands[0], readMap, xRead);
    auto rhs = slopeCondition(cond->operands[1], readMap, xRead);
    if (!lhs || !rhs)
      return std::nullopt;
    return cond->isOp(arith::AndIOp::getOperationName()) ? intersect(*lhs, *rhs)
                                                         : unite(*lhs, *rhs);
  }
  if (!cond->isOp(arith::CmpFOp::getOperationName()))
    return std::nullopt;
  auto predicate = static_cast<arith::CmpFPredicate>(cond->predicate);
  const Expr *lhs = cond->operands[0], *rhs = cond->operands[1];
  auto strip = [](const Expr *e) {
    return e->isOp(arith::ExtFOp::getOperationName()) ? e->operands[0] : e;
  };
  if (!strip(lhs)->isRead()) {
    std::swap(lhs, rhs);
    predicate = swapped(predicate);
  }
  if (lhs->isOp(arith::ExtFOp::getOperationName()))
    lhs = lhs->operands[0];
  if (!lhs->isRead() || lhs->tensor != xRead->tensor || lhs->map != readMap ||
      rhs->kind != Expr::Kind::Constant || !rhs->floatValue ||
      rhs->floatValue->isNaN())
    return std::nullopt;
  bool losesInfo = false;
  APFloat c = *rhs->floatValue;
  c.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &losesInfo);
  if (losesInfo)
    return std::nullopt;
  return compareSet(predicate, c.convertToFloat());
}

/// Whether `value` computes sum(select(x > 0, 0, x * g)) over the
/// dimensions the slope rule sums, in f32 (16-bit: extended inputs, f32
/// accumulator, one truncation), with a NaN x giving NaN.
bool mlir::actgrad::detail::matchSlopeSum(Value value, RankedTensorType type,
                                          const DiffSrc &src, Type elementType,
                                          unsigned rank,
                                          const SlopeRule &rule) {
  const Expr *xRead = src.x, *gRead = src.g;
  bool extended = src.extended, perTensor = rule.perTensor,
       tfStyle = rule.tfStyle;
  std::optional<int64_t> channel = rule.channel;
  ExprBuilder builder;
  unsigned slopeRank = type.getRank();
  MLIRContext *context = value.getContext();
  const Expr *e = builder.build(
      value, AffineMap::getMultiDimIdentityMap(slopeRank, context));
  if (!e)
    return false;
  if (!elementType.isF32()) {
    if (!e->isOp(arith::TruncFOp::getOperationName()))
      return false;
    e = e->operands[0];
  }
  if (e->kind != Expr::Kind::Sum || !e->type.isF32())
    return false;
  unsigned space = slopeRank + e->summed;
  // The read of x or g inside the sum, at the point the rule maps.
  SmallVector<AffineExpr> expected;
  unsigned next = slopeRank;
  for (unsigned p = 0; p < rank; ++p) {
    if (perTensor)
      expected.push_back(getAffineDimExpr(next++, context));
    else if (tfStyle)
      expected.push_back(p == 0 ? getAffineDimExpr(next++, context)
                                : getAffineDimExpr(p - 1, context));
    else
      expected.push_back(static_cast<int64_t>(p) == *channel
                             ? getAffineDimExpr(0, context)
                             : getAffineDimExpr(next++, context));
  }
  if (next != space)
    return false;
  AffineMap readMap = AffineMap::get(space, 0, expected, context);
  auto isRead = [&](const Expr *r, const Expr *of) {
    if (extended || !elementType.isF32()) {
      if (!r->isOp(arith::ExtFOp::getOperationName()))
        return false;
      r = r->operands[0];
    }
    return r->isRead() && r->tensor == of->tensor && r->map == readMap;
  };
  const Expr *term = e->operands[0];
  if (!term->isOp(arith::SelectOp::getOperationName()))
    return false;
  // select(cond, 0, x * g) or select(cond, x * g, 0).
  const Expr *product = nullptr;
  bool productWhenTrue;
  if (term->operands[1]->isFloat(0.0)) {
    product = term->operands[2];
    productWhenTrue = false;
  } else if (term->operands[2]->isFloat(0.0)) {
    product = term->operands[1];
    productWhenTrue = true;
  } else {
    return false;
  }
  if (!product->isOp(arith::MulFOp::getOperationName()) ||
      !product->type.isF32() ||
      !((isRead(product->operands[0], xRead) &&
         isRead(product->operands[1], gRead)) ||
        (isRead(product->operands[0], gRead) &&
         isRead(product->operands[1], xRead))))
    return false;
  // The condition on x read at the same point: the product passes exactly
  // where x <= 0 or x is NaN.
  const Expr *cond = term->operands[0];
  std::optional<FloatSet> set = slopeCondition(cond, readMap, xRead);
  if (!set)
    return false;
  FloatSet productPass = productWhenTrue ? *set : complement(*set);
  FloatSet positive = complement(productPass);
  return isPositive(positive) && productPass.nan;
}
