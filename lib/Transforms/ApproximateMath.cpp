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

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADAPPROXIMATEMATHPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// The math functions approximated: those of actgrad ops (exp) and of the
/// activations and their gradients that front ends emit (GELU's erf and
/// tanh, log-softmax's log, softplus' log1p, ELU's expm1). Upstream's
/// approximations of the others are range-limited or slower than the
/// LLVM intrinsics or libm calls the pipeline falls back to.
bool isApproximated(StringRef name) {
  return llvm::is_contained(
      {math::ExpOp::getOperationName(), math::ExpM1Op::getOperationName(),
       math::LogOp::getOperationName(), math::Log2Op::getOperationName(),
       math::Log1pOp::getOperationName(), math::TanhOp::getOperationName(),
       math::ErfOp::getOperationName(), math::AtanOp::getOperationName(),
       math::Atan2Op::getOperationName()},
      name);
}

struct ApproximateMathPass
    : actgrad::impl::ActGradApproximateMathPassBase<ApproximateMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    // f16 and bf16 operands are extended to f32 around the approximation.
    populateMathF32ExpansionPatterns(patterns, isApproximated);
    populateMathPolynomialApproximationPatterns(patterns, isApproximated);
    // Upstream's patterns would rewrite an op on tensors into invalid IR
    // (comparisons of a tensor with a scalar): only scalar and vector ones
    // are approximated; the pipeline has turned tensor ones into linalg.
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (op->getNumResults() == 1 && isApproximated(op->getName().getStringRef()) &&
          !isa<TensorType>(op->getResult(0).getType()))
        ops.push_back(op);
    });
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
