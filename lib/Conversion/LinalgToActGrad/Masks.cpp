//===- Masks.cpp - Raise compare/select gradients -------------------------===//
//
// hardtanh_backward (with ReLU6, threshold and ReLU backward): selects of g
// on an interval of x.
//
//===----------------------------------------------------------------------===//

#include "Expr.h"
#include "PopulatePatterns.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "raise-linalg-to-actgrad"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

/// The op that computes `value`, past unit reshapes (an operand the trees
/// read through one is the reshape's result: Expr::view).
Operation *producerPastReshapes(Value value) {
  while (isa_and_present<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
      value.getDefiningOp()))
    value = value.getDefiningOp()->getOperand(0);
  return value.getDefiningOp();
}

/// Whether `e` is a product with the value `x` as a factor (at the root's
/// point): PReLU's `x * g`.
bool timesX(const Expr *e, const Expr *x, Type elementType, unsigned rank) {
  if (!e->isOp(arith::MulFOp::getOperationName()))
    return false;
  return llvm::any_of(e->operands, [&](const Expr *factor) {
    for (bool extended : {false, true})
      if (const Expr *read = computedInput(factor, elementType, extended, rank);
          read && equal(read, x))
        return true;
    return false;
  });
}

/// The value a mask passes as the op's `g`: a read of an input, or a value
/// the chain computes (the next layer's input gradient, or a value rounded
/// to the element type by a linalg op of its own) but not a product with
/// `x`: a computed `x * g` masked on `x` is PReLU's diff_slope term, which
/// its own pattern raises. Null otherwise.
const Expr *maskedG(const Mask &mask, Type elementType, unsigned rank) {
  if (const Expr *read =
          rootInput(mask.value, elementType, mask.extended, rank))
    return read;
  const Expr *computed =
      computedInput(mask.value, elementType, mask.extended, rank);
  if (computed && !timesX(computed, mask.x, elementType, rank))
    return computed;
  // A value rounded to the element type under the selects, by a linalg op
  // of its own: the selects pass that 16-bit tensor (bf16 autocast rounds a
  // matmul's f32 result before the ReLU backward). A truncation inline is
  // no operand the op can take.
  if (mask.rounded && !timesX(mask.value, mask.x, elementType, rank))
    return computedInput(mask.rounded, elementType, /*extended=*/false, rank);
  return nullptr;
}

/// The op's bounds, and the interval [lo, hi] of `x` that passes `g`.
struct Bounds {
  float min = 0.0f, max = 0.0f;
  float lo = kInf, hi = -kInf;
};

/// min < x < max passes [lo, hi] but +-inf. The bounds keep the bits of the
/// constants they equal (-0.0), so that the conversion's own output comes
/// back with its attributes. Nothing passes: the constants of
/// `min < x && x < max` where no f32 value lies between them (min == max in
/// the conversion), else 0 and 0.
Bounds opBounds(const Mask &mask) {
  Bounds bounds;
  ArrayRef<float> constants = mask.bounds;
  if (!mask.pass.intervals.empty()) {
    std::tie(bounds.lo, bounds.hi) = mask.pass.intervals.front();
    bounds.min = bounds.lo == -kInf ? -kInf : down(bounds.lo);
    bounds.max = bounds.hi == kInf ? kInf : up(bounds.hi);
    for (float constant : constants) {
      if (constant == bounds.min)
        bounds.min = constant;
      if (constant == bounds.max)
        bounds.max = constant;
    }
  } else if (constants.size() == 2 && constants[0] <= constants[1] &&
             up(constants[0]) >= constants[1]) {
    bounds.min = constants[0];
    bounds.max = constants[1];
  }
  return bounds;
}

/// The front end's value where it differs from the op's `raised`: at NaN x,
/// and at x = -inf / +inf when they pass. One compare and select each,
/// fused into the op's loop by elementwise fusion. `raised` itself where
/// they agree everywhere.
Value restoreFrontEnd(PatternRewriter &rewriter, Location loc,
                      RankedTensorType type, Value xValue, Value gValue,
                      Value raised, const Mask &mask, const Bounds &bounds) {
  bool passNan = mask.pass.nan, nanGivesNaN = mask.nanGivesNaN;
  bool passNegInf = bounds.lo == -kInf, passPosInf = bounds.hi == kInf;
  if (nanGivesNaN && !passNegInf && !passPosInf)
    return raised;
  linalg::GenericOp fixUp = createF32FixUp(
      rewriter, loc, type, raised, ValueRange{xValue, gValue, raised}, {},
      [&](OpBuilder &b, Location loc, ValueRange args) {
        Value x = args[0], grad = args[1], result = args[2];
        auto passAt = [&](float value) {
          Value isValue = arith::CmpFOp::create(
              b, loc, arith::CmpFPredicate::OEQ, x, f32Constant(b, loc, value));
          result = arith::SelectOp::create(b, loc, isValue, grad, result);
        };
        if (passPosInf)
          passAt(kInf);
        if (passNegInf)
          passAt(-kInf);
        if (!nanGivesNaN)
          result = selectIfNaN(
              b, loc, x, passNan ? grad : f32Constant(b, loc, 0.0f), result);
        return result;
      });
  return fixUp->getResult(0);
}

/// Masks that pass `g` on one interval of `x` (PyTorch, torch-mlir,
/// TF, JAX; strict, inclusive, ordered or unordered compares; one select of
/// a compound condition or nested selects; with or without the NaN select
/// `select(x uno x, x, ...)` of the conversion's own output), ReLU6,
/// threshold and ReLU backward. The op's bounds are strict and its NaN `x`
/// gives NaN; where the front end passes `g` or 0 instead (NaN `x`, and `x` =
/// +-inf for a one-sided form), a fused select restores the front end's value.
struct RaiseHardTanhBackward : RootPattern {
  using RootPattern::RootPattern;

  LogicalResult raise(linalg::LinalgOp op, const Root &root,
                      PatternRewriter &rewriter) const override {
    Type elementType = root.elementType;
    unsigned rank = root.type.getRank();
    // Selects in f32 of extended values, truncated (exact: they select an
    // extended value or 0), or selects in the element type.
    std::optional<Mask> mask =
        analyzeMask(root.expr, elementType, [&](const Expr *e) {
          return inputSubject(e, elementType, rank);
        });
    if (!mask)
      return rewriter.notifyMatchFailure(op, "not a mask of one value");
    const Expr *xRead = mask->x;
    const Expr *gRead = maskedG(*mask, elementType, rank);
    // `g` is not `x` itself where a linalg op computes `x`: `select(x > 0,
    // x, 0)` is then a model's forward ReLU (`hardtanh_backward(%a, %a)` of
    // an argument or a constant is the conversion's own).
    if (gRead && equal(gRead, xRead) &&
        isa_and_present<linalg::LinalgOp>(producerPastReshapes(xRead->tensor)))
      return rewriter.notifyMatchFailure(op, "a forward clamp");
    if (!gRead)
      return rewriter.notifyMatchFailure(op, "not a select of an input");
    if (mask->pass.intervals.size() > 1)
      return rewriter.notifyMatchFailure(op, "not one interval passes");
    if (!castable(gRead->tensor, root.type) ||
        !castable(xRead->tensor, root.type))
      return failure();

    Bounds bounds = opBounds(*mask);
    LLVM_DEBUG(llvm::dbgs() << "raising hardtanh_backward [" << bounds.min
                            << ", " << bounds.max << "]: " << op << "\n");
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root.type);
    Value xValue = castTo(rewriter, loc, xRead->tensor, root.type);
    Value raised =
        HardTanhBackwardOp::create(rewriter, loc, root.type, gValue, xValue,
                                   rewriter.getF32FloatAttr(bounds.min),
                                   rewriter.getF32FloatAttr(bounds.max));
    rewriter.replaceOp(op, restoreFrontEnd(rewriter, loc, root.type, xValue,
                                           gValue, raised, *mask, bounds));
    return success();
  }
};

} // namespace

void mlir::actgrad::detail::populateMaskRaisingPatterns(
    RewritePatternSet &patterns, RootTrees *trees) {
  patterns.add<RaiseHardTanhBackward>(patterns.getContext(), trees);
}
