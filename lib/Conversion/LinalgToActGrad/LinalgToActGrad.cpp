//===- LinalgToActGrad.cpp - The raise-linalg-to-actgrad pass -------------===//

#include "ActGrad/Conversion/LinalgToActGrad/LinalgToActGrad.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "PopulatePatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Rewrite/PatternApplicator.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "raise-linalg-to-actgrad"

namespace mlir::actgrad {
#define GEN_PASS_DEF_RAISELINALGTOACTGRADPASS
#include "ActGrad/Conversion/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad;

void mlir::actgrad::populateLinalgToActGradPatterns(
    RewritePatternSet &patterns) {
  detail::populateSoftmaxRaisingPatterns(patterns);
  detail::populateMaskRaisingPatterns(patterns);
  detail::populateSwishRaisingPatterns(patterns);
  detail::populatePReluRaisingPatterns(patterns);
}

namespace {

/// Collects the producers of the ops a raise erases: those left without
/// users are erased after it (and theirs, in turn).
struct ErasedOperandsListener : RewriterBase::Listener {
  void notifyOperationErased(Operation *op) override {
    erased.insert(op);
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        producers.push_back(def);
  }
  llvm::SmallPtrSet<Operation *, 16> erased;
  SmallVector<Operation *> producers;
};

struct RaiseLinalgToActGradPass
    : actgrad::impl::RaiseLinalgToActGradPassBase<RaiseLinalgToActGradPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLinalgToActGradPatterns(patterns);
    FrozenRewritePatternSet frozen(std::move(patterns));
    PatternApplicator applicator(frozen);
    applicator.applyDefaultCostModel();

    // Not the greedy driver: it would also fold, merge constants and erase
    // dead ops everywhere, and IR that is not raised must stay as it is.
    // Roots are tried once each, from the last linalg op up, so that the
    // largest chain is raised whole; after a raise, the producers it leaves
    // without users are erased (and skipped when their turn comes). A raise
    // creates no new chance to raise: one sweep suffices.
    PatternRewriter rewriter(&getContext());
    ErasedOperandsListener listener;
    rewriter.setListener(&listener);
    SmallVector<Operation *> roots;
    getOperation()->walk(
        [&](linalg::LinalgOp op) { roots.push_back(op.getOperation()); });
    for (Operation *op : llvm::reverse(roots)) {
      // Erased ops stay in `erased` (their addresses are not dereferenced).
      if (listener.erased.contains(op))
        continue;
      rewriter.setInsertionPoint(op);
      if (failed(applicator.matchAndRewrite(op, rewriter)))
        continue;
      LLVM_DEBUG(llvm::dbgs()
                 << "raised the chain ending at " << op->getLoc() << "\n");
      while (!listener.producers.empty()) {
        Operation *dead = listener.producers.pop_back_val();
        if (listener.erased.contains(dead) || !isOpTriviallyDead(dead))
          continue;
        rewriter.eraseOp(dead);
      }
    }
  }
};

} // namespace
