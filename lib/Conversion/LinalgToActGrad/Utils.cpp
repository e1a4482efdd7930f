//===- Utils.cpp - Shared helpers of the raising patterns -----------------===//

#include "Utils.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <cmath>

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace mlir::actgrad::detail {

/// The element type of an actgrad op's operands.
bool isActGradFloat(Type type) {
  return type.isF32() || type.isF16() || type.isBF16();
}

FailureOr<Root> buildRoot(linalg::LinalgOp op, ExprBuilder &builder) {
  if (op->getNumResults() != 1 || !op.hasPureTensorSemantics() ||
      op.getNumReductionLoops() != 0)
    return failure();
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !isActGradFloat(type.getElementType()))
    return failure();
  const Expr *expr = builder.build(
      op->getResult(0),
      AffineMap::getMultiDimIdentityMap(type.getRank(), op.getContext()));
  if (!expr)
    return failure();
  return Root{op, type, type.getElementType(), expr};
}

/// The tensor read that `expr` is, either in the element type `type`, or
/// extended from it to f32 when `extended`. The read must be at the same
/// point as the root's element (an identity map of the root's rank).
const Expr *rootInput(const Expr *expr, Type type, bool extended,
                      unsigned rank) {
  if (extended) {
    if (!expr->isOp(arith::ExtFOp::getOperationName()) || !expr->type.isF32())
      return nullptr;
    expr = expr->operands[0];
  }
  if (expr->kind != Expr::Kind::Read || expr->type != type ||
      !expr->map.isIdentity() || expr->map.getNumDims() != rank)
    return nullptr;
  return expr;
}

/// Casts `value` to `type` if needed (a static and a dynamic dimension);
/// null if the types are not cast compatible.
Value castTo(OpBuilder &b, Location loc, Value value, RankedTensorType type) {
  if (value.getType() == type)
    return value;
  if (!tensor::CastOp::areCastCompatible(value.getType(), type))
    return nullptr;
  return tensor::CastOp::create(b, loc, type, value);
}

bool castable(Value value, RankedTensorType type) {
  return value.getType() == type ||
         tensor::CastOp::areCastCompatible(value.getType(), type);
}

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

/// The set of `x` values for which the i1 tree `cond` is true, where `cond`
/// compares one input `x` (the same read throughout, in the element type or
/// extended to f32) with constants and combines the compares with
/// and/or/not.
std::optional<FloatSet> conditionSet(const Expr *cond, Type elementType,
                                     unsigned rank, const Expr *&x) {
  if (cond->isOp(arith::AndIOp::getOperationName()) ||
      cond->isOp(arith::OrIOp::getOperationName())) {
    auto lhs = conditionSet(cond->operands[0], elementType, rank, x);
    auto rhs = conditionSet(cond->operands[1], elementType, rank, x);
    if (!lhs || !rhs)
      return std::nullopt;
    return cond->isOp(arith::AndIOp::getOperationName()) ? intersect(*lhs, *rhs)
                                                         : unite(*lhs, *rhs);
  }
  if (cond->isOp(arith::XOrIOp::getOperationName())) {
    for (int i = 0; i < 2; ++i) {
      const Expr *other = cond->operands[1 - i];
      if (other->kind == Expr::Kind::Constant &&
          other->boolValue.value_or(false)) {
        auto set = conditionSet(cond->operands[i], elementType, rank, x);
        if (!set)
          return std::nullopt;
        return complement(*set);
      }
    }
    return std::nullopt;
  }
  if (!cond->isOp(arith::CmpFOp::getOperationName()))
    return std::nullopt;
  auto predicate = static_cast<arith::CmpFPredicate>(cond->predicate);
  const Expr *lhs = cond->operands[0], *rhs = cond->operands[1];
  if (lhs->kind == Expr::Kind::Constant) {
    std::swap(lhs, rhs);
    predicate = swapped(predicate);
  }
  // The compare is in the element type or in f32: the constant is then an f32
  // value and the compare exact in f32.
  Type compareType = lhs->type;
  if (rhs->kind != Expr::Kind::Constant || !rhs->floatValue ||
      rhs->floatValue->isNaN() ||
      !(compareType == elementType || compareType.isF32()))
    return std::nullopt;
  const Expr *read = rootInput(lhs, elementType,
                               /*extended=*/compareType != elementType, rank);
  if (!read || (x && !equal(x, read)))
    return std::nullopt;
  x = read;
  bool losesInfo = false;
  APFloat c = *rhs->floatValue;
  c.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &losesInfo);
  if (losesInfo)
    return std::nullopt;
  return compareSet(predicate, c.convertToFloat());
}

/// `select(cond, g, 0)` and `select(cond, 0, g)`, where the values of `x`
} // namespace mlir::actgrad::detail

linalg::GenericOp mlir::actgrad::detail::createFixUp(
    OpBuilder &b, Location loc, RankedTensorType type, Value shapeSource,
    ValueRange inputs, ArrayRef<AffineMap> maps,
    function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  unsigned rank = type.getRank();
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, shapeSource);
  Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  SmallVector<AffineMap> indexingMaps(maps);
  if (indexingMaps.empty())
    indexingMaps.assign(inputs.size(), identity);
  indexingMaps.push_back(identity);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(b, loc, type, inputs, init, indexingMaps,
                                   iterators, body);
}

const Expr *mlir::actgrad::detail::stripTruncationFromF32(const Expr *expr,
                                                          Type elementType,
                                                          bool &extended) {
  extended = !elementType.isF32() &&
             expr->isOp(arith::TruncFOp::getOperationName()) &&
             expr->operands[0]->type.isF32();
  return extended ? expr->operands[0] : expr;
}
