//===- ApproximateMath.cpp - The actgrad-approximate-math pass ------------===//
//
// Upstream exposes the polynomial approximations only as patterns (and as a
// test pass in mlir-opt); this pass applies the one actgrad needs.
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
struct ApproximateMathPass
    : actgrad::impl::ActGradApproximateMathPassBase<ApproximateMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns, [](StringRef name) {
      return name == math::ExpOp::getOperationName();
    });
    // Upstream's patterns would rewrite an exp on tensors into invalid IR
    // (comparisons of a tensor with a scalar): only scalar and vector ones
    // are approximated; the pipeline has turned tensor ones into linalg.
    SmallVector<Operation *> exps;
    getOperation()->walk([&](math::ExpOp exp) {
      if (!isa<TensorType>(exp.getType()))
        exps.push_back(exp);
    });
    if (failed(applyOpPatternsGreedily(exps, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
