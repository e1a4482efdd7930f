//===- Softmax.cpp - Raise softmax backward chains ------------------------===//

#include "Expr.h"
#include "PopulatePatterns.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#include <limits>

#define DEBUG_TYPE "raise-linalg-to-actgrad"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

bool isF32Op(const Expr *e, StringRef name) {
  return e->isOp(name) && e->type.isF32();
}

/// The parts of a softmax backward form.
struct SoftmaxForm {
  const Expr *g = nullptr, *y = nullptr, *sum = nullptr;
  /// `g * y - y * S` (else `y * (g - S)`).
  bool differenceOfProducts = false;
  /// JAX's `g * y + y * sum(-(g * y))`.
  bool negatedSum = false;
};

/// g, y and the sum of `expr` in the two forms, where `input(e)` is the read
/// of a root input that `e` is (or null).
std::optional<SoftmaxForm>
matchSoftmaxForm(const Expr *expr,
                 function_ref<const Expr *(const Expr *)> input) {
  StringRef mul = arith::MulFOp::getOperationName();
  StringRef sub = arith::SubFOp::getOperationName();
  const Expr *g = nullptr, *y = nullptr, *sum = nullptr;
  bool differenceOfProducts = false, negatedSum = false;
  auto trySum = [](const Expr *e) -> const Expr * {
    return e->kind == Expr::Kind::Sum && e->summed == 1 && e->type.isF32()
               ? e
               : nullptr;
  };
  if (isF32Op(expr, mul)) {
    // y * (g - S), either order.
    for (int i = 0; i < 2 && !sum; ++i) {
      const Expr *factor = expr->operands[i];
      const Expr *diff = expr->operands[1 - i];
      if (!isF32Op(diff, sub) || !input(factor) || !input(diff->operands[0]))
        continue;
      if (const Expr *s = trySum(diff->operands[1])) {
        y = factor;
        g = diff->operands[0];
        sum = s;
      }
    }
  } else if (isF32Op(expr, sub) ||
             isF32Op(expr, arith::AddFOp::getOperationName())) {
    // g * y - y * S, every order; JAX's g * y + y * sum(-(g * y)) (the
    // transpose of its softmax JVP), which is the same value bit for bit:
    // a sum of negated terms is the negated sum, and a + -b is a - b.
    negatedSum = isF32Op(expr, arith::AddFOp::getOperationName());
    const Expr *lhs = expr->operands[0], *rhs = expr->operands[1];
    if (negatedSum && isF32Op(lhs, mul) && isF32Op(rhs, mul) &&
        !llvm::any_of(rhs->operands, trySum))
      std::swap(lhs, rhs);
    if (isF32Op(lhs, mul) && isF32Op(rhs, mul)) {
      for (int i = 0; i < 2 && !sum; ++i) {
        const Expr *s = trySum(rhs->operands[i]);
        const Expr *factor = rhs->operands[1 - i];
        if (!s || !input(factor))
          continue;
        for (int j = 0; j < 2 && !sum; ++j) {
          if (equal(lhs->operands[j], factor) && input(lhs->operands[1 - j])) {
            y = factor;
            g = lhs->operands[1 - j];
            sum = s;
            differenceOfProducts = true;
          }
        }
      }
    }
  }
  if (!sum)
    return std::nullopt;
  return SoftmaxForm{g, y, sum, differenceOfProducts, negatedSum};
}

/// The axis along which `term` sums g * y (either order; reads extended
/// to f32 when `extended`): the reads are identities but for one position,
/// which is the summed dimension, the same in both.
std::optional<int64_t> matchSumAxis(const Expr *term, const Expr *gRead,
                                    const Expr *yRead, bool extended,
                                    unsigned rank) {
  std::optional<int64_t> axis;
  auto matchesInSum = [&](const Expr *e, const Expr *read) {
    if (extended) {
      if (!e->isOp(arith::ExtFOp::getOperationName()) || !e->type.isF32())
        return false;
      e = e->operands[0];
    }
    // The operand read through a unit reshape (Expr::view), as outside.
    if (e->view && e->tensor != read->tensor)
      e = e->view;
    if (!e->isRead() || e->tensor != read->tensor ||
        e->map.getNumDims() != rank + 1 || e->map.getNumResults() != rank)
      return false;
    std::optional<int64_t> at;
    for (unsigned p = 0; p < rank; ++p) {
      auto dim = dyn_cast<AffineDimExpr>(e->map.getResult(p));
      if (!dim)
        return false;
      if (dim.getPosition() == rank && !at)
        at = p;
      else if (dim.getPosition() != p)
        return false;
    }
    if (!at || (axis && *axis != *at))
      return false;
    axis = at;
    return true;
  };
  if (matchesInSum(term->operands[0], gRead) &&
      matchesInSum(term->operands[1], yRead))
    return axis;
  axis = std::nullopt;
  if (matchesInSum(term->operands[0], yRead) &&
      matchesInSum(term->operands[1], gRead))
    return axis;
  return std::nullopt;
}

/// `g*y - y*S` and the op's `y*(g - S)` differ on one kind of element only:
/// y = +inf with a finite g, where S is then g*y (an infinity of g's sign)
/// or NaN. The front end computes inf - inf = NaN there, the op
/// -sign(g)*inf; everywhere else they agree (NaN and infinities spread
/// alike, finite values differ by rounding within SEMANTICS.md 3). The
/// fix-up after the op's `raised`, fused into its loop, gives the front
/// end's NaN.
Value restoreInfMinusInf(PatternRewriter &rewriter, Location loc,
                         RankedTensorType type, Value gValue, Value yValue,
                         Value raised) {
  linalg::GenericOp fixUp = createF32FixUp(
      rewriter, loc, type, raised, ValueRange{gValue, yValue, raised}, {},
      [&](OpBuilder &b, Location loc, ValueRange args) {
        Value grad = args[0], dst = args[1], result = args[2];
        Value inf = f32Constant(b, loc, kInf);
        Value dstIsInf =
            arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, dst, inf);
        Value magnitude = math::AbsFOp::create(b, loc, grad);
        Value gradIsFinite = arith::CmpFOp::create(
            b, loc, arith::CmpFPredicate::OLT, magnitude, inf);
        Value differs = arith::AndIOp::create(b, loc, dstIsInf, gradIsFinite);
        Value nan =
            f32Constant(b, loc, std::numeric_limits<float>::quiet_NaN());
        return arith::SelectOp::create(b, loc, differs, nan, result);
      });
  return fixUp->getResult(0);
}

/// `y * (g - sum_axis(g * y))` and `g * y - y * sum_axis(g * y)`, every
/// product and the order of its operands, computed in f32 (16-bit inputs
/// extended, the result truncated once).
struct RaiseSoftmaxBackward : RootPattern {
  using RootPattern::RootPattern;

  LogicalResult raise(linalg::LinalgOp op, const Root &root,
                      PatternRewriter &rewriter) const override {
    Type elementType = root.elementType;
    unsigned rank = root.type.getRank();
    bool extended = !elementType.isF32();
    const Expr *expr = root.expr;
    // 16-bit: the arithmetic must be in f32 and rounded once at the end, as
    // the op computes; a chain that rounds in between or accumulates in 16
    // bits is less accurate than the op, and raising it would change its
    // results beyond SEMANTICS.md 3 (not raised).
    if (extended) {
      if (!expr->isOp(arith::TruncFOp::getOperationName()))
        return failure();
      expr = expr->operands[0];
    }
    if (!expr->type.isF32() || rank == 0)
      return failure();
    auto input = [&](const Expr *e) {
      return rootInput(e, elementType, extended, rank);
    };
    std::optional<SoftmaxForm> form = matchSoftmaxForm(expr, input);
    if (!form)
      return rewriter.notifyMatchFailure(op, "not a softmax backward form");
    bool differenceOfProducts = form->differenceOfProducts;
    // The sum: of g * y (either order) along one dimension of both.
    const Expr *term = form->sum->operands[0];
    if (form->negatedSum) {
      if (!isF32Op(term, arith::NegFOp::getOperationName()))
        return rewriter.notifyMatchFailure(op, "a sum added, not negated");
      term = term->operands[0];
    }
    if (!isF32Op(term, arith::MulFOp::getOperationName()))
      return rewriter.notifyMatchFailure(op, "sum of something else");
    const Expr *gRead = input(form->g), *yRead = input(form->y);
    std::optional<int64_t> axis =
        matchSumAxis(term, gRead, yRead, extended, rank);
    if (!axis || gRead->tensor == yRead->tensor)
      return rewriter.notifyMatchFailure(op, "sum of other values");
    if (!castable(gRead->tensor, root.type) ||
        !castable(yRead->tensor, root.type))
      return failure();

    LLVM_DEBUG(llvm::dbgs() << "raising softmax_backward, axis " << *axis
                            << ": " << op << "\n");
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root.type);
    Value yValue = castTo(rewriter, loc, yRead->tensor, root.type);
    Value raised =
        SoftmaxBackwardOp::create(rewriter, loc, root.type, gValue, yValue,
                                  rewriter.getI64IntegerAttr(*axis));
    if (!differenceOfProducts) {
      rewriter.replaceOp(op, raised);
      return success();
    }
    rewriter.replaceOp(op, restoreInfMinusInf(rewriter, loc, root.type, gValue,
                                              yValue, raised));
    return success();
  }
};

} // namespace

void mlir::actgrad::detail::populateSoftmaxRaisingPatterns(
    RewritePatternSet &patterns, RootTrees *trees) {
  patterns.add<RaiseSoftmaxBackward>(patterns.getContext(), trees);
}
