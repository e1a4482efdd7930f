//===- ApproximateMath.cpp - The actgrad-approximate-math pass ------------===//
//
// Upstream exposes the polynomial approximations only as patterns (and as a
// test pass in mlir-opt); this pass applies the ones actgrad and the
// front-end IR around it need.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-approximate-math"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADAPPROXIMATEMATHPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

bool hasUpstreamApproximation(StringRef name);

/// The math functions approximated: those of actgrad ops (exp) and of the
/// activations and their gradients that front ends emit (GELU's erf and
/// tanh, log-softmax's log, softplus' log1p, ELU's expm1). Upstream's
/// approximations of the others are range-limited or slower than the
/// LLVM intrinsics or libm calls the pipeline falls back to.
bool isApproximated(StringRef name) {
  return name == math::ExpM1Op::getOperationName() ||
         hasUpstreamApproximation(name);
}

/// The functions whose upstream approximation is accurate to a few f32 ulp.
/// Upstream's expm1 is not (it divides by an approximate log near 1, which
/// loses most digits near 0), nor is the exp(x) - 1 that
/// convert-math-to-llvm makes of it.
bool hasUpstreamApproximation(StringRef name) {
  return llvm::is_contained(
      {math::ExpOp::getOperationName(), math::LogOp::getOperationName(),
       math::Log2Op::getOperationName(), math::Log1pOp::getOperationName(),
       math::TanhOp::getOperationName(), math::ErfOp::getOperationName(),
       math::AtanOp::getOperationName(), math::Atan2Op::getOperationName()},
      name);
}

/// expm1 on f32: a degree-7 Taylor polynomial where |x| < 0.35 (its
/// remainder is below 2e-8 relative there), exp(x) - 1 elsewhere, where
/// |exp(x) - 1| > 0.29 and the subtraction loses at most two bits. NaN and
/// the infinities take the exp branch: NaN, +inf and -1.
struct ApproximateExpM1 : OpRewritePattern<math::ExpM1Op> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::ExpM1Op op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32() || isa<TensorType>(type))
      return failure();
    Location loc = op.getLoc();
    Value x = op.getOperand();
    auto constant = [&](double value) -> Value {
      TypedAttr attr = rewriter.getF32FloatAttr(value);
      if (auto vector = dyn_cast<VectorType>(type))
        attr = DenseElementsAttr::get(vector, attr);
      return arith::ConstantOp::create(rewriter, loc, attr);
    };
    // Horner: x * (1 + x/2 * (1 + x/3 * (1 + ... (1 + x/7)))).
    Value poly = constant(1.0 / 5040);
    for (double factorial : {720.0, 120.0, 24.0, 6.0, 2.0, 1.0})
      poly = math::FmaOp::create(rewriter, loc, poly, x,
                                 constant(1.0 / factorial));
    poly = arith::MulFOp::create(rewriter, loc, poly, x);
    Value exp = math::ExpOp::create(rewriter, loc, x);
    Value expMinusOne =
        arith::SubFOp::create(rewriter, loc, exp, constant(1.0));
    Value magnitude = math::AbsFOp::create(rewriter, loc, x);
    Value small = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OLT, magnitude, constant(0.35));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, small, poly, expMinusOne);
    return success();
  }
};

struct ApproximateMathPass
    : actgrad::impl::ActGradApproximateMathPassBase<ApproximateMathPass> {
  using Base::Base;

  void runOnOperation() override {
    llvm::StringSet<> selected;
    for (const std::string &function : functions) {
      std::string name = "math." + function;
      if (!isApproximated(name)) {
        getOperation()->emitError()
            << "actgrad-approximate-math: no approximation of '" << name << "'";
        return signalPassFailure();
      }
      selected.insert(name);
    }
    auto isSelected = [&](StringRef name) {
      return isApproximated(name) &&
             (selected.empty() || selected.contains(name));
    };
    auto isSelectedUpstream = [&](StringRef name) {
      return isSelected(name) && hasUpstreamApproximation(name);
    };
    RewritePatternSet patterns(&getContext());
    // f16 and bf16 operands are extended to f32 around the approximation.
    populateMathF32ExpansionPatterns(patterns, isSelected);
    populateMathPolynomialApproximationPatterns(patterns, isSelectedUpstream);
    if (isSelected(math::ExpM1Op::getOperationName()))
      patterns.add<ApproximateExpM1>(&getContext());
    // Upstream's patterns would rewrite an op on tensors into invalid IR
    // (comparisons of a tensor with a scalar): only scalar and vector ones
    // are approximated; the pipeline has turned tensor ones into linalg.
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (op->getNumResults() == 1 &&
          isSelected(op->getName().getStringRef()) &&
          !isa<TensorType>(op->getResult(0).getType()))
        ops.push_back(op);
    });
    LLVM_DEBUG(llvm::dbgs() << ops.size() << " math ops to approximate\n");
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
