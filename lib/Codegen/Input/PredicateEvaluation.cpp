//===- PredicateEvaluation.cpp - 16-bit predicates' truth tables ----------===//
//
// The evaluation of actgrad-narrow-compares: the slice of ops that computes
// a predicate from one 16-bit value, and the predicate's value, computed as
// the f32 ops round, for every bit pattern of that value.
//
//===----------------------------------------------------------------------===//

#include "Input/PredicateEvaluation.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Bounds the ops of one predicate: hardsigmoid's has about ten.
constexpr unsigned kMaxSliceSize = 32;

bool hasNoFastMath(Operation *op) {
  auto fastMath = dyn_cast<arith::ArithFastMathInterface>(op);
  return !fastMath || fastMath.getFastMathFlagsAttr().getValue() ==
                          arith::FastMathFlags::none;
}

/// Whether `constant` is a scalar or splat float or i1 the evaluation can
/// read.
std::optional<Attribute> getScalar(Attribute constant) {
  if (auto splat = dyn_cast<SplatElementsAttr>(constant))
    constant = splat.getSplatValue<Attribute>();
  if (isa<FloatAttr>(constant))
    return constant;
  if (auto integer = dyn_cast<IntegerAttr>(constant))
    if (integer.getType().isInteger(1))
      return constant;
  return std::nullopt;
}

LogicalResult collectSlice(Value value, Slice &slice,
                           llvm::SetVector<Operation *> &visited,
                           unsigned depth = 0) {
  if (Value source = getWidened16Bit(value)) {
    if (slice.source && slice.source != source)
      return failure();
    slice.source = source;
    visited.insert(value.getDefiningOp());
    return success();
  }
  Operation *op = value.getDefiningOp();
  if (!op)
    return failure();
  if (visited.contains(op))
    return success();
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant))) {
    if (!getScalar(constant))
      return failure();
    visited.insert(op);
    return success();
  }
  // The depth bounds the recursion too: a long chain fails at once.
  if (!isEvaluable(op) || visited.size() >= kMaxSliceSize ||
      depth >= kMaxSliceSize)
    return failure();
  for (Value operand : op->getOperands())
    if (failed(collectSlice(operand, slice, visited, depth + 1)))
      return failure();
  visited.insert(op);
  return success();
}

/// One value during the evaluation: a float or an i1.
struct Scalar {
  std::optional<APFloat> real;
  bool truth = false;
};

} // namespace

bool mlir::actgrad::detail::isI1(Type type) {
  return getElementTypeOrSelf(type).isInteger(1);
}

bool mlir::actgrad::detail::isEvaluable(Operation *op) {
  return isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
             math::FmaOp, arith::NegFOp, math::AbsFOp, arith::CmpFOp,
             arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::SelectOp>(op) &&
         hasNoFastMath(op) &&
         (!isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op) ||
          isI1(op->getResult(0).getType()));
}

std::optional<Slice> mlir::actgrad::detail::getSlice(Value value) {
  Slice slice;
  llvm::SetVector<Operation *> visited;
  if (failed(collectSlice(value, slice, visited)) || !slice.source)
    return std::nullopt;
  auto shape = [](Type type) -> std::optional<ArrayRef<int64_t>> {
    if (auto vector = dyn_cast<VectorType>(type))
      return vector.isScalable() ? std::nullopt
                                 : std::optional(vector.getShape());
    if (isa<ShapedType>(type))
      return std::nullopt;
    return ArrayRef<int64_t>();
  };
  std::optional<ArrayRef<int64_t>> valueShape = shape(value.getType());
  if (!valueShape || valueShape != shape(slice.source.getType()))
    return std::nullopt;
  // Post-order insertion already puts operands first.
  slice.ops = visited.takeVector();
  return slice;
}

llvm::BitVector mlir::actgrad::detail::evaluate(const Slice &slice,
                                                Value result) {
  const llvm::fltSemantics &narrow =
      cast<FloatType>(getElementTypeOrSelf(slice.source.getType()))
          .getFloatSemantics();
  llvm::BitVector table(1 << 16);
  DenseMap<Value, unsigned> index;
  for (Operation *op : slice.ops)
    index.try_emplace(op->getResult(0), index.size());
  SmallVector<Scalar> values(index.size());
  auto at = [&](Value v) -> Scalar & { return values[index.lookup(v)]; };
  auto real = [&](Value v) -> const APFloat & { return *at(v).real; };
  auto truth = [&](Value v) { return at(v).truth; };
  constexpr auto rounding = APFloat::rmNearestTiesToEven;
  // Constants are read once; the loop evaluates the other ops.
  SmallVector<Operation *> ops;
  for (Operation *op : slice.ops) {
    Attribute constant;
    if (!matchPattern(op->getResult(0), m_Constant(&constant))) {
      ops.push_back(op);
      continue;
    }
    Attribute value = *getScalar(constant);
    Scalar &scalar = at(op->getResult(0));
    if (auto f = dyn_cast<FloatAttr>(value))
      scalar.real = f.getValue();
    else
      scalar.truth = cast<IntegerAttr>(value).getValue().getBoolValue();
  }
  for (unsigned bits = 0; bits < (1u << 16); ++bits) {
    for (Operation *op : ops) {
      Value out = op->getResult(0);
      Scalar scalar;
      if (auto ext = dyn_cast<arith::ExtFOp>(op)) {
        APFloat x(narrow, APInt(16, bits));
        bool losesInfo;
        x.convert(cast<FloatType>(getElementTypeOrSelf(out.getType()))
                      .getFloatSemantics(),
                  rounding, &losesInfo);
        scalar.real = x;
      } else if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
        scalar.truth = arith::applyCmpPredicate(
            cmp.getPredicate(), real(cmp.getLhs()), real(cmp.getRhs()));
      } else if (isa<arith::AndIOp>(op)) {
        scalar.truth = truth(op->getOperand(0)) && truth(op->getOperand(1));
      } else if (isa<arith::OrIOp>(op)) {
        scalar.truth = truth(op->getOperand(0)) || truth(op->getOperand(1));
      } else if (isa<arith::XOrIOp>(op)) {
        scalar.truth = truth(op->getOperand(0)) != truth(op->getOperand(1));
      } else if (auto select = dyn_cast<arith::SelectOp>(op)) {
        scalar = at(truth(select.getCondition()) ? select.getTrueValue()
                                                 : select.getFalseValue());
      } else if (isa<arith::NegFOp>(op)) {
        scalar.real = -real(op->getOperand(0));
      } else if (isa<math::AbsFOp>(op)) {
        scalar.real = abs(real(op->getOperand(0)));
      } else {
        scalar.real =
            evaluateArithmetic(op, [&](unsigned i) -> const APFloat & {
              return real(op->getOperand(i));
            });
      }
      at(out) = scalar;
    }
    table[bits] = truth(result);
  }
  return table;
}

APFloat mlir::actgrad::detail::evaluateArithmetic(
    Operation *op, function_ref<const APFloat &(unsigned)> operand) {
  constexpr auto rounding = APFloat::rmNearestTiesToEven;
  APFloat result = operand(0);
  if (isa<math::FmaOp>(op))
    // One rounding of a * b + c, as the instruction computes it.
    result.fusedMultiplyAdd(operand(1), operand(2), rounding);
  else if (isa<arith::AddFOp>(op))
    result.add(operand(1), rounding);
  else if (isa<arith::SubFOp>(op))
    result.subtract(operand(1), rounding);
  else if (isa<arith::MulFOp>(op))
    result.multiply(operand(1), rounding);
  else if (isa<arith::DivFOp>(op))
    result.divide(operand(1), rounding);
  else
    llvm_unreachable("not an arithmetic op of the evaluation");
  return result;
}
