//===- HardSigmoid.cpp - Raise hardsigmoid backward masks -----------------===//
//
// hardsigmoid_backward: selects of g * c on an interval of x (front ends), or
// on the interval 0 < t < 1 of t = fma(alpha, x, beta) (the conversion's own
// output).
//
//===----------------------------------------------------------------------===//

#include "Expr.h"
#include "PopulatePatterns.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#include <cmath>

#define DEBUG_TYPE "raise-linalg-to-actgrad"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

/// The unit in the last place of an f32 value.
double ulpF32(double value) {
  int exponent = std::max(std::ilogb(std::max(std::fabs(value), 1e-38)), -126);
  return std::ldexp(1.0, exponent - 23);
}

/// `g * c`, `c * g`, or `g / d` with 1/d a power of two (then g / d == g *
/// c): the product and c, or nullopt.
std::optional<std::pair<const Expr *, double>> matchScaledG(const Expr *e) {
  auto constantOf = [](const Expr *k) -> std::optional<double> {
    if (k->kind != Expr::Kind::Constant || !k->floatValue ||
        !k->floatValue->isFiniteNonZero())
      return std::nullopt;
    return k->floatValue->convertToDouble();
  };
  if (e->isOp(arith::MulFOp::getOperationName())) {
    for (int i = 0; i < 2; ++i)
      if (auto c = constantOf(e->operands[i]))
        return std::make_pair(e->operands[1 - i], *c);
  } else if (e->isOp(arith::DivFOp::getOperationName())) {
    if (auto d = constantOf(e->operands[1])) {
      int exponent;
      if (std::frexp(std::fabs(*d), &exponent) == 0.5)
        return std::make_pair(e->operands[0], 1.0 / *d);
    }
  }
  return std::nullopt;
}

/// The op's attributes for a mask that passes [a, b], and the windows
/// around a and b where its test may disagree with the front end's.
struct Windows {
  float alpha, beta, aLo, aHi, bLo, bHi;
};

/// alpha = c, beta = 1/2 - c * (a + b) / 2; the windows run from each bound
/// to the op's threshold (-beta / alpha, (1 - beta) / alpha), plus 4 ulps of
/// evaluating t (divided by alpha) and an ulp of the bound. Nullopt where c
/// is not an f32 value.
std::optional<Windows> computeWindows(double alpha, float a, float b) {
  float alphaF32 = static_cast<float>(alpha);
  if (static_cast<double>(alphaF32) != alpha)
    return std::nullopt;
  float betaF32 = static_cast<float>(0.5 - alpha * (0.5 * a + 0.5 * b));
  double tMagnitude = std::max({std::fabs(alpha * a), std::fabs(alpha * b),
                                std::fabs(static_cast<double>(betaF32)), 1.0});
  double margin = 4 * ulpF32(tMagnitude) / alpha +
                  ulpF32(std::max(std::fabs(a), std::fabs(b)));
  double lowThreshold = -static_cast<double>(betaF32) / alpha;
  double highThreshold = (1.0 - static_cast<double>(betaF32)) / alpha;
  auto outward = [](double v, bool up) {
    float f = static_cast<float>(v);
    if (up && f < v)
      f = std::nextafter(f, kInf);
    if (!up && f > v)
      f = std::nextafter(f, -kInf);
    return f;
  };
  return Windows{alphaF32,
                 betaF32,
                 outward(std::min<double>(a, lowThreshold) - margin, false),
                 outward(std::max<double>(a, lowThreshold) + margin, true),
                 outward(std::min<double>(b, highThreshold) - margin, false),
                 outward(std::max<double>(b, highThreshold) + margin, true)};
}

/// The front end's value where the op's test may disagree with its compares
/// (the windows) and, unless the mask already gives NaN, at NaN x: g * c
/// rounded once to the element type (exact in f32 first: both factors have
/// at most 24 bits and the element type's product at most 11 + 24), or 0.
Value frontEndHardSigmoid(OpBuilder &b, Location loc, ValueRange args,
                          const Windows &w, float lo, float hi, bool passNan,
                          bool nanGivesNaN, Type elementType) {
  Value x = args[0], grad = args[1], result = args[2];
  auto cmp = [&](arith::CmpFPredicate predicate, Value lhs, float rhs) {
    return arith::CmpFOp::create(b, loc, predicate, lhs,
                                 f32Constant(b, loc, rhs));
  };
  auto within = [&](float from, float to) {
    return arith::AndIOp::create(b, loc,
                                 cmp(arith::CmpFPredicate::OGE, x, from),
                                 cmp(arith::CmpFPredicate::OLE, x, to));
  };
  Value prod =
      arith::MulFOp::create(b, loc, grad, f32Constant(b, loc, w.alpha));
  prod = roundThrough(b, loc, prod, elementType);
  Value zero = f32Constant(b, loc, 0.0f);
  Value frontEnd = arith::SelectOp::create(b, loc, within(lo, hi), prod, zero);
  Value nearBound =
      arith::OrIOp::create(b, loc, within(w.aLo, w.aHi), within(w.bLo, w.bHi));
  result = arith::SelectOp::create(b, loc, nearBound, frontEnd, result);
  if (!nanGivesNaN)
    result = selectIfNaN(b, loc, x, passNan ? prod : zero, result);
  return result;
}

/// Masks of `g * c` on x (analyzeMask: `select(cond(x), g * c, 0)`, nested
/// selects, a NaN select of x at any level; the product
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
struct RaiseHardSigmoidBackward : RootPattern {
  using RootPattern::RootPattern;

  LogicalResult raise(linalg::LinalgOp op, const Root &root,
                      PatternRewriter &rewriter) const override {
    Type elementType = root.elementType;
    unsigned rank = root.type.getRank();
    std::optional<Mask> mask =
        analyzeMask(root.expr, elementType, [&](const Expr *e) {
          return inputSubject(e, elementType, rank);
        });
    if (!mask)
      return failure();
    auto scaled = matchScaledG(mask->value);
    if (!scaled || scaled->second <= 0)
      return rewriter.notifyMatchFailure(op, "not g times a constant");
    auto [gExpr, alpha] = *scaled;
    const Expr *gRead = rootInput(gExpr, elementType, mask->extended, rank);
    const Expr *xRead = mask->x;
    if (!gRead || equal(xRead, gRead))
      return failure();
    FloatSet pass = mask->pass;
    if (pass.intervals.size() != 1)
      return failure();
    float lo = pass.intervals.front().first, hi = pass.intervals.front().second;
    if (!std::isfinite(lo) || !std::isfinite(hi))
      return failure();
    // The slope must span the interval: alpha * (b - a) = 1 within 2^-8 (a
    // 16-bit constant such as 0.2 in f16 is 2^-11 off; a and b are the
    // closed bounds, an ulp inside strict ones).
    double width = static_cast<double>(hi) - lo;
    if (std::fabs(alpha * width - 1.0) > std::ldexp(1.0, -8))
      return rewriter.notifyMatchFailure(op, "constants do not fit");
    std::optional<Windows> windows = computeWindows(alpha, lo, hi);
    if (!windows || !castable(gRead->tensor, root.type) ||
        !castable(xRead->tensor, root.type))
      return failure();

    LLVM_DEBUG(llvm::dbgs()
               << "raising hardsigmoid_backward, alpha " << windows->alpha
               << ", beta " << windows->beta << ": " << op << "\n");
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root.type);
    Value xValue = castTo(rewriter, loc, xRead->tensor, root.type);
    Value raised =
        HardSigmoidBackwardOp::create(rewriter, loc, root.type, xValue, gValue,
                                      rewriter.getF32FloatAttr(windows->alpha),
                                      rewriter.getF32FloatAttr(windows->beta));
    bool passNan = pass.nan, nanGivesNaN = mask->nanGivesNaN;
    linalg::GenericOp fixUp = createF32FixUp(
        rewriter, loc, root.type, raised, ValueRange{xValue, gValue, raised},
        {}, [&](OpBuilder &b, Location loc, ValueRange args) {
          return frontEndHardSigmoid(b, loc, args, *windows, lo, hi, passNan,
                                     nanGivesNaN, elementType);
        });
    rewriter.replaceOp(op, fixUp->getResults());
    return success();
  }
};

/// The op's own test, as convert-actgrad-to-linalg writes it: a mask of
/// `g * alpha` on `0 < t && t < 1` with `t = fma(alpha, x, beta)` (the
/// factors either order), with the NaN select `select(t uno t, t, ...)` or
/// without (then a fused select restores the front end's value where t is
/// NaN). The op computes exactly this, so the raise is bit-exact. An unfused
/// `alpha * x + beta` classifies x differently within an ulp of the bounds
/// (SEMANTICS.md 2.1) and is not raised.
struct RaiseHardSigmoidThreshold : RootPattern {
  using RootPattern::RootPattern;

  /// alpha, x and beta of `fma(alpha, x, beta)`, or nullopt.
  struct Threshold {
    float alpha, beta;
    const Expr *x;
  };
  static std::optional<Threshold>
  matchThreshold(const Expr *e, Type elementType, unsigned rank) {
    if (!e->isOp(math::FmaOp::getOperationName()) || !e->type.isF32())
      return std::nullopt;
    const Expr *a = e->operands[0], *v = e->operands[1], *c = e->operands[2];
    if (a->kind != Expr::Kind::Constant)
      std::swap(a, v);
    auto isF32Constant = [](const Expr *k) {
      return k->kind == Expr::Kind::Constant && k->floatValue &&
             k->type.isF32() && k->floatValue->isFinite();
    };
    if (!isF32Constant(a) || !isF32Constant(c))
      return std::nullopt;
    const Expr *x = rootInput(v, elementType, !elementType.isF32(), rank);
    if (!x)
      return std::nullopt;
    return Threshold{a->floatValue->convertToFloat(),
                     c->floatValue->convertToFloat(), x};
  }

  LogicalResult raise(linalg::LinalgOp op, const Root &root,
                      PatternRewriter &rewriter) const override {
    Type elementType = root.elementType;
    unsigned rank = root.type.getRank();
    std::optional<Mask> mask =
        analyzeMask(root.expr, elementType, [&](const Expr *e) -> const Expr * {
          return matchThreshold(e, elementType, rank) ? e : nullptr;
        });
    if (!mask)
      return failure();
    std::optional<Threshold> t = matchThreshold(mask->x, elementType, rank);
    // The value: g * alpha (either order), alpha bit for bit t's.
    const Expr *product = mask->value;
    if (!product->isOp(arith::MulFOp::getOperationName()) ||
        !product->type.isF32())
      return failure();
    const Expr *gRead = nullptr;
    for (int i = 0; i < 2 && !gRead; ++i) {
      const Expr *c = product->operands[i];
      if (c->kind == Expr::Kind::Constant && c->floatValue && c->type.isF32() &&
          c->floatValue->bitcastToAPInt() == APFloat(t->alpha).bitcastToAPInt())
        gRead = rootInput(product->operands[1 - i], elementType, mask->extended,
                          rank);
    }
    if (!gRead || mask->extended == elementType.isF32())
      return rewriter.notifyMatchFailure(op, "not g * alpha in f32");
    // Exactly 0 < t < 1.
    FloatSet pass = mask->pass;
    if (pass.intervals.size() != 1 ||
        pass.intervals.front() !=
            std::make_pair(std::numeric_limits<float>::denorm_min(),
                           down(1.0f)))
      return rewriter.notifyMatchFailure(op, "not 0 < t < 1");
    if (!castable(gRead->tensor, root.type) ||
        !castable(t->x->tensor, root.type))
      return failure();

    LLVM_DEBUG(llvm::dbgs() << "raising hardsigmoid_backward from t, alpha "
                            << t->alpha << ", beta " << t->beta << "\n");
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root.type);
    Value xValue = castTo(rewriter, loc, t->x->tensor, root.type);
    Value raised = HardSigmoidBackwardOp::create(
        rewriter, loc, root.type, xValue, gValue,
        rewriter.getF32FloatAttr(t->alpha), rewriter.getF32FloatAttr(t->beta));
    if (mask->nanGivesNaN) {
      rewriter.replaceOp(op, raised);
      return success();
    }
    // Where t is NaN the front end gives g * alpha or 0, the op NaN.
    bool passNan = pass.nan;
    float alpha = t->alpha, beta = t->beta;
    linalg::GenericOp fixUp = createF32FixUp(
        rewriter, loc, root.type, raised, ValueRange{xValue, gValue, raised},
        {}, [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0], grad = args[1], result = args[2];
          Value alphaValue = f32Constant(b, loc, alpha);
          Value tValue = math::FmaOp::create(b, loc, alphaValue, x,
                                             f32Constant(b, loc, beta));
          Value frontEnd = passNan
                               ? arith::MulFOp::create(b, loc, grad, alphaValue)
                               : f32Constant(b, loc, 0.0f);
          return selectIfNaN(b, loc, tValue, frontEnd, result);
        });
    rewriter.replaceOp(op, fixUp->getResults());
    return success();
  }
};

} // namespace

void mlir::actgrad::detail::populateHardSigmoidRaisingPatterns(
    RewritePatternSet &patterns, RootTrees *trees) {
  // Before the masks: a hardsigmoid gradient is also a mask of `g * c`,
  // which the hardtanh pattern takes where `g * c` is a tensor of its own.
  patterns.add<RaiseHardSigmoidBackward, RaiseHardSigmoidThreshold>(
      patterns.getContext(), trees, /*benefit=*/2);
}
