//===- NarrowSelects.cpp - The actgrad-narrow-selects pass ----------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-narrow-selects"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADNARROWSELECTSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// If `constant` is an f32 scalar or splat, its bits in `narrow`, rounded
/// to nearest even (as `arith.truncf` rounds); with `exact`, only if
/// `narrow` represents it exactly.
std::optional<APInt> getNarrowBits(Attribute constant,
                                   const llvm::fltSemantics &narrow,
                                   bool exact) {
  FloatAttr scalar;
  if (auto splat = dyn_cast<SplatElementsAttr>(constant))
    scalar = dyn_cast<FloatAttr>(splat.getSplatValue<Attribute>());
  else
    scalar = dyn_cast<FloatAttr>(constant);
  if (!scalar)
    return std::nullopt;
  APFloat value = scalar.getValue();
  bool losesInfo = false;
  value.convert(narrow, APFloat::rmNearestTiesToEven, &losesInfo);
  if (exact && losesInfo)
    return std::nullopt;
  return value.bitcastToAPInt();
}

/// An `i16` constant of `bitsType` (a scalar or a vector of i16) holding
/// `bits`.
Value createBitsConstant(PatternRewriter &rewriter, Location loc, Type bitsType,
                         const APInt &bits) {
  TypedAttr attr = rewriter.getIntegerAttr(rewriter.getI16Type(), bits);
  if (auto vector = dyn_cast<VectorType>(bitsType))
    attr = SplatElementsAttr::get(vector, attr);
  return arith::ConstantOp::create(rewriter, loc, attr);
}

/// Whether `value` (f32) is a select tree whose leaves widen `narrowType`
/// exactly; `depth` bounds the walk.
bool isNarrowable(Value value, Type narrowType, int depth = 0) {
  if (depth > 8)
    return false;
  if (auto ext = value.getDefiningOp<arith::ExtFOp>())
    return getElementTypeOrSelf(ext.getIn().getType()) == narrowType;
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant)))
    return getNarrowBits(constant,
                         cast<FloatType>(narrowType).getFloatSemantics(),
                         /*exact=*/true)
        .has_value();
  if (auto select = value.getDefiningOp<arith::SelectOp>())
    return isNarrowable(select.getTrueValue(), narrowType, depth + 1) &&
           isNarrowable(select.getFalseValue(), narrowType, depth + 1);
  return false;
}

/// Rebuilds the narrowable tree rooted at `value` on `i16` bits.
Value buildBits(PatternRewriter &rewriter, Location loc, Value value,
                Type narrowType) {
  Type bitsType = withElementType(value.getType(), rewriter.getIntegerType(16));
  if (auto ext = value.getDefiningOp<arith::ExtFOp>())
    return arith::BitcastOp::create(rewriter, loc, bitsType, ext.getIn());
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant)))
    return createBitsConstant(
        rewriter, loc, bitsType,
        *getNarrowBits(constant,
                       cast<FloatType>(narrowType).getFloatSemantics(),
                       /*exact=*/true));
  auto select = value.getDefiningOp<arith::SelectOp>();
  Value trueBits = buildBits(rewriter, loc, select.getTrueValue(), narrowType);
  Value falseBits =
      buildBits(rewriter, loc, select.getFalseValue(), narrowType);
  return arith::SelectOp::create(rewriter, loc, select.getCondition(), trueBits,
                                 falseBits);
}

struct NarrowTruncatedSelect : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncFOp trunc,
                                PatternRewriter &rewriter) const override {
    if (!isRoundingTo16Bit(trunc))
      return rewriter.notifyMatchFailure(trunc, "not f32 to 16 bits");
    Type narrowType = getElementTypeOrSelf(trunc.getType());
    // A lone widened leaf is upstream's business (truncf(extf) folds).
    if (!trunc.getIn().getDefiningOp<arith::SelectOp>() ||
        !isNarrowable(trunc.getIn(), narrowType))
      return rewriter.notifyMatchFailure(trunc, "not an exact select tree");
    Value bits = buildBits(rewriter, trunc.getLoc(), trunc.getIn(), narrowType);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(trunc, trunc.getType(), bits);
    return success();
  }
};

/// Whether `condition` is computed from an f32 comparison (through the
/// logic ops that combine masks). Such a mask comes with the f32 values'
/// lanes, and the select stays with them.
bool comparesFloats(Value condition, int depth = 0) {
  Operation *op = condition.getDefiningOp();
  if (!op || depth > 8)
    return false;
  if (isa<arith::CmpFOp>(op))
    return true;
  if (!isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op))
    return false;
  return llvm::any_of(op->getOperands(), [&](Value operand) {
    return comparesFloats(operand, depth + 1);
  });
}

/// truncf(select(c, a, b)) -> select(c, truncf(a), truncf(b)) on the 16-bit
/// bits, for any f32 `a` and `b`, when `c` is not an f32 comparison (such as
/// a predicate actgrad-narrow-compares wrote on the 16-bit bits): the select
/// then works on 16-bit lanes, and the f32 computation ends in roundings
/// only (actgrad-widen-16-bit-halves needs that). Rounding commutes with
/// selecting, so the result is the same.
struct SinkRoundingThroughSelect : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncFOp trunc,
                                PatternRewriter &rewriter) const override {
    if (!isRoundingTo16Bit(trunc))
      return rewriter.notifyMatchFailure(trunc, "not f32 to 16 bits");
    Type narrowType = getElementTypeOrSelf(trunc.getType());
    auto select = trunc.getIn().getDefiningOp<arith::SelectOp>();
    if (!select || !select->hasOneUse() ||
        comparesFloats(select.getCondition()))
      return rewriter.notifyMatchFailure(trunc, "not a 16-bit mask's select");
    // An f16 select of a computed f32 value stays in f32, where it merges
    // into the masked arithmetic that computes the value (VMULPS {z}); f16
    // converts in lane order, so a computation that ends in roundings gains
    // nothing else. A select between a constant and such a select (the NaN
    // rule around hardsigmoid's mask) moves past the rounding: on 32 lanes
    // of bits it is one masked move, where in f32 it is two.
    if (narrowType.isF16()) {
      auto isConstant = [](Value value) {
        return matchPattern(value, m_Constant());
      };
      auto isSelect = [](Value value) {
        return value.getDefiningOp<arith::SelectOp>() != nullptr;
      };
      if (!(isConstant(select.getTrueValue()) &&
            isSelect(select.getFalseValue())) &&
          !(isConstant(select.getFalseValue()) &&
            isSelect(select.getTrueValue())))
        return rewriter.notifyMatchFailure(trunc, "an f16 select stays in f32");
    }
    // Constants round at compile time and widened values of the result's
    // format need no rounding; with two other operands the select would
    // cost an extra rounding.
    auto isFreeToRound = [&](Value value) {
      return isNarrowable(value, narrowType) ||
             matchPattern(value, m_Constant());
    };
    if (trunc.getRoundingmodeAttr() || (!isFreeToRound(select.getTrueValue()) &&
                                        !isFreeToRound(select.getFalseValue())))
      return rewriter.notifyMatchFailure(trunc, "two roundings instead of one");
    Location loc = trunc.getLoc();
    Type bitsType = withElementType(trunc.getType(), rewriter.getI16Type());
    const llvm::fltSemantics &semantics =
        cast<FloatType>(narrowType).getFloatSemantics();
    auto roundBits = [&](Value value) -> Value {
      Attribute constant;
      if (matchPattern(value, m_Constant(&constant)))
        if (std::optional<APInt> bits =
                getNarrowBits(constant, semantics, /*exact=*/false))
          return createBitsConstant(rewriter, loc, bitsType, *bits);
      Value rounded =
          arith::TruncFOp::create(rewriter, loc, trunc.getType(), value,
                                  nullptr, trunc.getFastmathAttr());
      return arith::BitcastOp::create(rewriter, loc, bitsType, rounded);
    };
    Value bits = arith::SelectOp::create(rewriter, loc, select.getCondition(),
                                         roundBits(select.getTrueValue()),
                                         roundBits(select.getFalseValue()));
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(trunc, trunc.getType(), bits);
    return success();
  }
};

struct NarrowSelectsPass
    : actgrad::impl::ActGradNarrowSelectsPassBase<NarrowSelectsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    // An exact select tree drops its roundings altogether.
    patterns.add<NarrowTruncatedSelect>(&getContext(), /*benefit=*/2);
    patterns.add<SinkRoundingThroughSelect>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      LLVM_DEBUG(llvm::dbgs() << "did not converge\n");
  }
};

} // namespace
