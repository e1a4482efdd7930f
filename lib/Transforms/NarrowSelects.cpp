//===- NarrowSelects.cpp - The actgrad-narrow-selects pass ----------------===//

#include "ActGrad/Transforms/Passes.h"
#include "CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-narrow-selects"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADNARROWSELECTSPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// If `constant` is an f32 scalar or splat that `narrow` represents exactly,
/// its bits in `narrow`.
std::optional<APInt> getExactBits(Attribute constant,
                                  const llvm::fltSemantics &narrow) {
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
  if (losesInfo)
    return std::nullopt;
  return value.bitcastToAPInt();
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
    return getExactBits(constant,
                        cast<FloatType>(narrowType).getFloatSemantics())
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
  if (matchPattern(value, m_Constant(&constant))) {
    APInt bits = *getExactBits(constant,
                               cast<FloatType>(narrowType).getFloatSemantics());
    TypedAttr attr = rewriter.getIntegerAttr(rewriter.getIntegerType(16), bits);
    if (auto vector = dyn_cast<VectorType>(bitsType))
      attr = SplatElementsAttr::get(vector, attr);
    return arith::ConstantOp::create(rewriter, loc, attr);
  }
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
    Type narrowType = getElementTypeOrSelf(trunc.getType());
    if (!narrowType.isF16() && !narrowType.isBF16())
      return rewriter.notifyMatchFailure(trunc, "not a 16-bit result");
    if (!getElementTypeOrSelf(trunc.getIn().getType()).isF32())
      return rewriter.notifyMatchFailure(trunc, "not from f32");
    // A lone widened leaf is upstream's business (truncf(extf) folds).
    if (!trunc.getIn().getDefiningOp<arith::SelectOp>() ||
        !isNarrowable(trunc.getIn(), narrowType))
      return rewriter.notifyMatchFailure(trunc, "not an exact select tree");
    Value bits = buildBits(rewriter, trunc.getLoc(), trunc.getIn(), narrowType);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(trunc, trunc.getType(), bits);
    return success();
  }
};

struct NarrowSelectsPass
    : actgrad::impl::ActGradNarrowSelectsPassBase<NarrowSelectsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<NarrowTruncatedSelect>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      LLVM_DEBUG(llvm::dbgs() << "did not converge\n");
  }
};

} // namespace
