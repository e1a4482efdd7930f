//===- Elementwise.cpp - Lower the elementwise actgrad ops ----------------===//
//
// hardsigmoid_backward, hardtanh_backward and swish_backward each become one
// parallel linalg.generic computing in f32 (SEMANTICS.md 2.1-2.3).
//
//===----------------------------------------------------------------------===//

#include "PopulatePatterns.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

Value f32Constant(OpBuilder &b, Location loc, double value) {
  return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
}

Value f32Constant(OpBuilder &b, Location loc, FloatAttr attr) {
  return arith::ConstantOp::create(b, loc, b.getF32Type(), attr);
}

Value compare(OpBuilder &b, Location loc, arith::CmpFPredicate predicate,
              Value lhs, Value rhs) {
  return arith::CmpFOp::create(b, loc, predicate, lhs, rhs);
}

/// Lowers an op whose operands and result have one shape to a single
/// parallel generic; `Derived::compute` gives the f32 scalar formula.
template <typename OpTy, typename Derived>
struct ElementwiseLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "result is not a ranked tensor");
    ValueRange operands = adaptor.getOperands();
    SmallVector<OpFoldResult> sizes =
        getSharedSizes(rewriter, loc, operands, resultType);
    AffineMap identity = rewriter.getMultiDimIdentityMap(resultType.getRank());
    Value result = buildMapGeneric(
        rewriter, loc, operands, {identity, identity}, resultType, sizes,
        [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
          return static_cast<const Derived *>(this)->compute(b, bodyLoc, op,
                                                             args[0], args[1]);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct HardSigmoidBackwardLowering
    : ElementwiseLowering<HardSigmoidBackwardOp, HardSigmoidBackwardLowering> {
  using ElementwiseLowering::ElementwiseLowering;

  // (0 < t && t < 1) ? g * alpha : 0 with t = alpha * x + beta; NaN t -> NaN.
  Value compute(OpBuilder &b, Location loc, HardSigmoidBackwardOp op, Value x,
                Value g) const {
    Value alpha = f32Constant(b, loc, op.getAlphaAttr());
    Value beta = f32Constant(b, loc, op.getBetaAttr());
    // Fused (SEMANTICS.md 2.1 accepts either rounding of t): one
    // instruction instead of two.
    Value t = math::FmaOp::create(b, loc, alpha, x, beta);
    Value zero = f32Constant(b, loc, 0.0);
    Value one = f32Constant(b, loc, 1.0);
    // One op per statement: argument evaluation order is unspecified.
    Value above = compare(b, loc, arith::CmpFPredicate::OGT, t, zero);
    Value below = compare(b, loc, arith::CmpFPredicate::OLT, t, one);
    Value inside = arith::AndIOp::create(b, loc, above, below);
    Value gradient = arith::MulFOp::create(b, loc, g, alpha);
    Value masked = arith::SelectOp::create(b, loc, inside, gradient, zero);
    return propagateNaN(b, loc, t, masked);
  }
};

struct HardTanhBackwardLowering
    : ElementwiseLowering<HardTanhBackwardOp, HardTanhBackwardLowering> {
  using ElementwiseLowering::ElementwiseLowering;

  // (min < x && x < max) ? g : 0; NaN x -> NaN.
  Value compute(OpBuilder &b, Location loc, HardTanhBackwardOp op, Value g,
                Value x) const {
    Value min = f32Constant(b, loc, op.getMinAttr());
    Value max = f32Constant(b, loc, op.getMaxAttr());
    Value above = compare(b, loc, arith::CmpFPredicate::OGT, x, min);
    Value below = compare(b, loc, arith::CmpFPredicate::OLT, x, max);
    Value inside = arith::AndIOp::create(b, loc, above, below);
    Value zero = f32Constant(b, loc, 0.0);
    Value masked = arith::SelectOp::create(b, loc, inside, g, zero);
    return propagateNaN(b, loc, x, masked);
  }
};

struct SwishBackwardLowering
    : ElementwiseLowering<SwishBackwardOp, SwishBackwardLowering> {
  using ElementwiseLowering::ElementwiseLowering;

  // g * fma(v, s - s * s, s) with v = beta * x and s = 1 / (1 + exp(-v)),
  // s - s * s = s (1 - s) as one fma: SEMANTICS.md's s (1 + v (1 - s)) in
  // two fmas, where s * fma(v, 1 - s, 1) takes three instructions. (g * s
  // first would round twice where g * s is subnormal.) exp(-v) = inf for
  // v < -88 gives s = 0 and a zero result, never NaN; v = +-inf gives
  // +-inf * 0, NaN. The sigmoid is written the way
  // actgrad-approximate-sigmoid recognizes.
  Value compute(OpBuilder &b, Location loc, SwishBackwardOp op, Value g,
                Value x) const {
    Value beta = f32Constant(b, loc, op.getBetaAttr());
    Value one = f32Constant(b, loc, 1.0);
    Value v = arith::MulFOp::create(b, loc, beta, x);
    Value expNegV =
        math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, v));
    Value s = arith::DivFOp::create(
        b, loc, one, arith::AddFOp::create(b, loc, one, expNegV));
    Value negS = arith::NegFOp::create(b, loc, s);
    Value spread = math::FmaOp::create(b, loc, negS, s, s);
    Value derivative = math::FmaOp::create(b, loc, v, spread, s);
    return arith::MulFOp::create(b, loc, g, derivative);
  }
};

} // namespace

void mlir::actgrad::detail::populateElementwisePatterns(
    RewritePatternSet &patterns) {
  patterns.add<HardSigmoidBackwardLowering, HardTanhBackwardLowering,
               SwishBackwardLowering>(patterns.getContext());
}
