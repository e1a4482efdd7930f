//===- Masks.cpp - Raise compare/select gradients -------------------------===//
//
// hardtanh_backward (with ReLU6, threshold and ReLU backward) and
// hardsigmoid_backward: selects of g (or g * c) on an interval of x.
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

#include <cmath>

#define DEBUG_TYPE "raise-linalg-to-actgrad"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

/// TF, JAX; strict, inclusive, ordered or unordered compares), ReLU6,
/// threshold and ReLU backward. The op's bounds are strict and its NaN `x`
/// gives NaN; where the front end passes `g` or 0 instead (NaN `x`, and `x` =
/// +-inf for a one-sided form), a fused select restores the front end's value.
struct RaiseHardTanhBackward : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    ExprBuilder builder;
    FailureOr<Root> root = buildRoot(op, builder);
    if (failed(root))
      return failure();
    Type elementType = root->elementType;
    unsigned rank = root->type.getRank();
    const Expr *expr = root->expr;
    // A select in f32 of extended values, truncated (exact: it selects an
    // extended value or 0), or a select in the element type.
    bool extended = false;
    expr = stripTruncationFromF32(expr, elementType, extended);
    if (!expr->isOp(arith::SelectOp::getOperationName()))
      return failure();
    const Expr *cond = expr->operands[0];
    const Expr *g = nullptr;
    bool passWhenTrue;
    if (expr->operands[2]->isPositiveZero()) {
      g = expr->operands[1];
      passWhenTrue = true;
    } else if (expr->operands[1]->isPositiveZero()) {
      g = expr->operands[2];
      passWhenTrue = false;
    } else {
      return rewriter.notifyMatchFailure(op, "no +0 branch");
    }
    const Expr *gRead = rootInput(g, elementType, extended, rank);
    if (!gRead)
      return rewriter.notifyMatchFailure(op, "not a select of an input");
    const Expr *xRead = nullptr;
    std::optional<FloatSet> set = conditionSet(cond, elementType, rank, xRead);
    if (!set)
      return rewriter.notifyMatchFailure(op, "condition not on one input");
    FloatSet pass = passWhenTrue ? *set : complement(*set);
    if (pass.intervals.size() != 1)
      return rewriter.notifyMatchFailure(op, "not one interval passes");
    auto [lo, hi] = pass.intervals.front();
    if (!castable(gRead->tensor, root->type) ||
        !castable(xRead->tensor, root->type))
      return failure();

    // min < x < max passes [lo, hi] but +-inf.
    float min = lo == -kInf ? -kInf : down(lo);
    float max = hi == kInf ? kInf : up(hi);
    LLVM_DEBUG(llvm::dbgs() << "raising hardtanh_backward [" << min << ", "
                            << max << "]: " << op << "\n");
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root->type);
    Value xValue = castTo(rewriter, loc, xRead->tensor, root->type);
    Value raised = HardTanhBackwardOp::create(
        rewriter, loc, root->type, gValue, xValue,
        rewriter.getF32FloatAttr(min), rewriter.getF32FloatAttr(max));

    // The fix-up: the front end's value at NaN x, and at x = -inf / +inf
    // when they pass. One compare and select each, fused into the op's loop
    // by elementwise fusion.
    bool passNan = pass.nan, passNegInf = lo == -kInf, passPosInf = hi == kInf;
    linalg::GenericOp fixUp = createFixUp(
        rewriter, loc, root->type, raised, ValueRange{xValue, gValue, raised},
        {}, [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0], grad = args[1], result = args[2];
          Type f32 = b.getF32Type();
          // Selects in f32, whatever the element type: x86 cannot select
          // bf16 vectors of every width. Extending and truncating back
          // bf16/f16 values is exact.
          bool narrow = !elementType.isF32();
          if (narrow) {
            x = arith::ExtFOp::create(b, loc, f32, x);
            grad = arith::ExtFOp::create(b, loc, f32, grad);
            result = arith::ExtFOp::create(b, loc, f32, result);
          }
          auto f32Constant = [&](float value) {
            return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
          };
          if (passPosInf) {
            Value isInf = arith::CmpFOp::create(
                b, loc, arith::CmpFPredicate::OEQ, x, f32Constant(kInf));
            result = arith::SelectOp::create(b, loc, isInf, grad, result);
          }
          if (passNegInf) {
            Value isInf = arith::CmpFOp::create(
                b, loc, arith::CmpFPredicate::OEQ, x, f32Constant(-kInf));
            result = arith::SelectOp::create(b, loc, isInf, grad, result);
          }
          Value zero = f32Constant(0.0f);
          Value isNan =
              arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
          result = arith::SelectOp::create(b, loc, isNan, passNan ? grad : zero,
                                           result);
          if (narrow)
            result = arith::TruncFOp::create(b, loc, elementType, result);
          linalg::YieldOp::create(b, loc, result);
        });
    rewriter.replaceOp(op, fixUp->getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// hardsigmoid_backward
//===----------------------------------------------------------------------===//

/// The unit in the last place of an f32 value.
double ulpF32(double value) {
  int exponent = std::max(std::ilogb(std::max(std::fabs(value), 1e-38)), -126);
  return std::ldexp(1.0, exponent - 23);
}

/// `select(cond(x), g * c, 0)` and `select(cond(x), 0, g * c)` (the product
/// either order; `g / d` where 1/d is a power of two), where the `x` that
/// pass form one bounded interval [a, b] with c * (b - a) = 1 (within 2^-8,
/// as a 16-bit constant rounds): PyTorch's
/// hardsigmoid_backward (c = 1/6, -3 < x < 3), TF's hard_sigmoid gradient
/// (c = 0.2, |x| < 2.5). alpha = c, beta = 1/2 - c * (a + b) / 2.
///
/// The op's test `0 < alpha * x + beta < 1` is not bit-equivalent to the
/// front end's compares within a few ulps of a and b (SEMANTICS.md 2.1 allows
/// either branch there), and it gives NaN for a NaN x. The fused fix-up
/// computes the front end's value in a window around each bound that covers
/// every x the two tests may disagree on (from the bound to the op's
/// threshold, plus the error of evaluating t), and for NaN x: the raised
/// program is bit-exact.
struct RaiseHardSigmoidBackward : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    ExprBuilder builder;
    FailureOr<Root> root = buildRoot(op, builder);
    if (failed(root))
      return failure();
    Type elementType = root->elementType;
    unsigned rank = root->type.getRank();
    const Expr *expr = root->expr;
    bool extended = false;
    expr = stripTruncationFromF32(expr, elementType, extended);
    if (!expr->isOp(arith::SelectOp::getOperationName()))
      return failure();
    const Expr *product = nullptr;
    bool passWhenTrue;
    if (expr->operands[2]->isPositiveZero()) {
      product = expr->operands[1];
      passWhenTrue = true;
    } else if (expr->operands[1]->isPositiveZero()) {
      product = expr->operands[2];
      passWhenTrue = false;
    } else {
      return failure();
    }
    // g * c, c * g, or g / d with 1/d a power of two (then g / d == g * c).
    const Expr *gExpr = nullptr;
    std::optional<double> alpha;
    auto constantOf = [](const Expr *e) -> std::optional<double> {
      if (e->kind != Expr::Kind::Constant || !e->floatValue ||
          !e->floatValue->isFiniteNonZero())
        return std::nullopt;
      return e->floatValue->convertToDouble();
    };
    if (product->isOp(arith::MulFOp::getOperationName())) {
      for (int i = 0; i < 2 && !alpha; ++i) {
        if (auto c = constantOf(product->operands[i])) {
          alpha = c;
          gExpr = product->operands[1 - i];
        }
      }
    } else if (product->isOp(arith::DivFOp::getOperationName())) {
      if (auto d = constantOf(product->operands[1])) {
        int exponent;
        if (std::frexp(std::fabs(*d), &exponent) == 0.5) {
          alpha = 1.0 / *d;
          gExpr = product->operands[0];
        }
      }
    }
    if (!alpha || *alpha <= 0)
      return rewriter.notifyMatchFailure(op, "not g times a constant");
    const Expr *gRead = rootInput(gExpr, elementType, extended, rank);
    if (!gRead)
      return failure();
    const Expr *xRead = nullptr;
    std::optional<FloatSet> set =
        conditionSet(expr->operands[0], elementType, rank, xRead);
    if (!set || equal(xRead, gRead))
      return failure();
    FloatSet pass = passWhenTrue ? *set : complement(*set);
    if (pass.intervals.size() != 1)
      return failure();
    auto [a, b] = pass.intervals.front();
    if (!std::isfinite(a) || !std::isfinite(b))
      return failure();
    // The slope must span the interval: alpha * (b - a) = 1 within 2^-8 (a
    // 16-bit constant such as 0.2 in f16 is 2^-11 off; a and b are the
    // closed bounds, an ulp inside strict ones).
    double width = static_cast<double>(b) - a;
    if (std::fabs(*alpha * width - 1.0) > std::ldexp(1.0, -8))
      return rewriter.notifyMatchFailure(op, "constants do not fit");
    float alphaF32 = static_cast<float>(*alpha);
    if (static_cast<double>(alphaF32) != *alpha)
      return failure();
    float betaF32 = static_cast<float>(0.5 - *alpha * (0.5 * a + 0.5 * b));
    // Where the op's test may disagree with the front end's: between each
    // bound and the op's threshold (-beta / alpha, (1 - beta) / alpha), plus
    // 4 ulps of evaluating t (divided by alpha) and an ulp of the bound.
    double tMagnitude =
        std::max({std::fabs(*alpha * a), std::fabs(*alpha * b),
                  std::fabs(static_cast<double>(betaF32)), 1.0});
    double margin = 4 * ulpF32(tMagnitude) / *alpha +
                    ulpF32(std::max(std::fabs(a), std::fabs(b)));
    double lowThreshold = -static_cast<double>(betaF32) / *alpha;
    double highThreshold = (1.0 - static_cast<double>(betaF32)) / *alpha;
    auto outward = [](double v, bool up) {
      float f = static_cast<float>(v);
      if (up && f < v)
        f = std::nextafter(f, kInf);
      if (!up && f > v)
        f = std::nextafter(f, -kInf);
      return f;
    };
    float aLo = outward(std::min<double>(a, lowThreshold) - margin, false);
    float aHi = outward(std::max<double>(a, lowThreshold) + margin, true);
    float bLo = outward(std::min<double>(b, highThreshold) - margin, false);
    float bHi = outward(std::max<double>(b, highThreshold) + margin, true);
    if (!castable(gRead->tensor, root->type) ||
        !castable(xRead->tensor, root->type))
      return failure();

    LLVM_DEBUG(llvm::dbgs()
               << "raising hardsigmoid_backward, alpha " << alphaF32
               << ", beta " << betaF32 << ": " << op << "\n");
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root->type);
    Value xValue = castTo(rewriter, loc, xRead->tensor, root->type);
    Value raised = HardSigmoidBackwardOp::create(
        rewriter, loc, root->type, xValue, gValue,
        rewriter.getF32FloatAttr(alphaF32), rewriter.getF32FloatAttr(betaF32));

    bool passNan = pass.nan;
    float lo = a, hi = b;
    linalg::GenericOp fixUp = createFixUp(
        rewriter, loc, root->type, raised, ValueRange{xValue, gValue, raised},
        {}, [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0], grad = args[1], result = args[2];
          Type f32 = b.getF32Type();
          // Selects in f32 (see the hardtanh fix-up).
          bool narrow = !elementType.isF32();
          if (narrow) {
            x = arith::ExtFOp::create(b, loc, f32, x);
            grad = arith::ExtFOp::create(b, loc, f32, grad);
            result = arith::ExtFOp::create(b, loc, f32, result);
          }
          auto f32Constant = [&](float value) {
            return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
          };
          auto cmp = [&](arith::CmpFPredicate predicate, Value lhs, float rhs) {
            return arith::CmpFOp::create(b, loc, predicate, lhs,
                                         f32Constant(rhs));
          };
          auto within = [&](float from, float to) {
            return arith::AndIOp::create(
                b, loc, cmp(arith::CmpFPredicate::OGE, x, from),
                cmp(arith::CmpFPredicate::OLE, x, to));
          };
          // The front end's value: g * c rounded once to the element type
          // (exact in f32 first: both factors have at most 24 bits and the
          // element type's product at most 11 + 24), or 0.
          Value prod =
              arith::MulFOp::create(b, loc, grad, f32Constant(alphaF32));
          if (narrow) {
            Value rounded = arith::TruncFOp::create(b, loc, elementType, prod);
            prod = arith::ExtFOp::create(b, loc, f32, rounded);
          }
          Value zero = f32Constant(0.0f);
          Value frontEnd =
              arith::SelectOp::create(b, loc, within(lo, hi), prod, zero);
          Value nearBound =
              arith::OrIOp::create(b, loc, within(aLo, aHi), within(bLo, bHi));
          result = arith::SelectOp::create(b, loc, nearBound, frontEnd, result);
          Value isNan =
              arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
          result = arith::SelectOp::create(b, loc, isNan, passNan ? prod : zero,
                                           result);
          if (narrow)
            result = arith::TruncFOp::create(b, loc, elementType, result);
          linalg::YieldOp::create(b, loc, result);
        });
    rewriter.replaceOp(op, fixUp->getResults());
    return success();
  }
};

} // namespace

void mlir::actgrad::detail::populateMaskRaisingPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaiseHardTanhBackward, RaiseHardSigmoidBackward>(
      patterns.getContext());
}
