//===- FuseElementwiseOps.cpp - The actgrad-fuse-elementwise-ops pass -----===//
//
// Upstream's linalg-fuse-elementwise-ops fuses a producer only into its single
// user; its patterns take a control function, and this pass gives them one
// that also recomputes cheap multi-use producers in each user, the way
// front ends' `g * y`, used by both a reduction and an update, must be.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-fuse-elementwise-ops"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADFUSEELEMENTWISEOPSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Whether recomputing `producer` in each of its users costs less than
/// writing and reading its result: an elementwise generic with a short body
/// of cheap ops, every user a linalg op that reads it through a permutation
/// (so that upstream's fusion can take it).
bool isCheapToRecompute(linalg::GenericOp producer, int64_t maxOps) {
  if (maxOps <= 0 || producer.getNumParallelLoops() != producer.getNumLoops())
    return false;
  int64_t count = 0;
  for (Operation &op : producer.getBody()->without_terminator()) {
    if (isa<math::MathDialect>(op.getDialect()) ||
        isa<arith::DivFOp, arith::RemFOp>(op))
      return false;
    ++count;
  }
  if (count > maxOps)
    return false;
  return llvm::all_of(producer->getUses(), [](OpOperand &use) {
    auto user = dyn_cast<linalg::GenericOp>(use.getOwner());
    return user && user.isDpsInput(&use) &&
           user.getMatchingIndexingMap(&use).isPermutation();
  });
}

struct FuseElementwiseOpsPass
    : actgrad::impl::ActGradFuseElementwiseOpsPassBase<FuseElementwiseOpsPass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    int64_t maxOps = maxRecomputedOps;
    linalg::ControlFusionFn control = [maxOps](OpOperand *fused) {
      Operation *producer = fused->get().getDefiningOp();
      if (!producer)
        return false;
      if (producer->hasOneUse())
        return true;
      auto generic = dyn_cast<linalg::GenericOp>(producer);
      bool recompute = generic && isCheapToRecompute(generic, maxOps);
      LLVM_DEBUG(if (recompute) llvm::dbgs()
                 << "recomputing multi-use producer " << *producer << "\n");
      return recompute;
    };
    linalg::ControlFusionFn singleUse = [](OpOperand *fused) {
      Operation *producer = fused->get().getDefiningOp();
      return producer && producer->hasOneUse();
    };

    // The pattern set of upstream's linalg-fuse-elementwise-ops.
    RewritePatternSet patterns(context);
    linalg::populateElementwiseOpsFusionPatterns(patterns, control);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, singleUse);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(patterns);
    linalg::populateConstantFoldLinalgOperations(patterns, singleUse);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns),
                                GreedyRewriteConfig().setUseTopDownTraversal());
  }
};

} // namespace
