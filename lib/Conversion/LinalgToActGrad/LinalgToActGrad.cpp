//===- LinalgToActGrad.cpp - The raise-linalg-to-actgrad pass -------------===//

#include "ActGrad/Conversion/LinalgToActGrad/LinalgToActGrad.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "PopulatePatterns.h"
#include "Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
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

void mlir::actgrad::detail::populateRaisingPatterns(RewritePatternSet &patterns,
                                                    RootTrees *trees) {
  populateSoftmaxRaisingPatterns(patterns, trees);
  populateMaskRaisingPatterns(patterns, trees);
  populateHardSigmoidRaisingPatterns(patterns, trees);
  populateSwishRaisingPatterns(patterns, trees);
  populatePReluRaisingPatterns(patterns, trees);
  populatePReluDispatchRaisingPatterns(patterns);
}

void mlir::actgrad::populateLinalgToActGradPatterns(
    RewritePatternSet &patterns) {
  actgrad::detail::populateRaisingPatterns(patterns, /*trees=*/nullptr);
}

namespace {

/// Collects the producers of the ops a raise erases: those left without
/// users are erased after it (and theirs, in turn). And on every change of
/// the IR, invalidates the roots' trees, which read it.
struct RaiseListener : RewriterBase::Listener {
  explicit RaiseListener(actgrad::detail::RootTrees &trees) : trees(trees) {}

  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override {
    trees.invalidate();
  }
  void notifyOperationModified(Operation *op) override { trees.invalidate(); }
  void notifyOperationErased(Operation *op) override {
    trees.invalidate();
    erased.insert(op);
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        producers.push_back(def);
  }

  actgrad::detail::RootTrees &trees;
  llvm::SmallPtrSet<Operation *, 16> erased;
  SmallVector<Operation *> producers;
};

struct RaiseLinalgToActGradPass
    : actgrad::impl::RaiseLinalgToActGradPassBase<RaiseLinalgToActGradPass> {
  using Base::Base;

  void runOnOperation() override {
    actgrad::detail::RootTrees trees;
    RewritePatternSet patterns(&getContext());
    actgrad::detail::populateRaisingPatterns(patterns, &trees);
    FrozenRewritePatternSet frozen(std::move(patterns));
    PatternApplicator applicator(frozen);
    applicator.applyDefaultCostModel();

    // Not the greedy driver: it would also fold, merge constants and erase
    // dead ops everywhere, and IR that is not raised must stay as it is.
    // Roots are tried once each, from the last linalg op up, so that the
    // largest chain is raised whole; after a raise, the producers it leaves
    // without users are erased (and skipped when their turn comes). Then the
    // scf.if ops, inner first: convert-actgrad-to-linalg's dispatch of a
    // prelu slope of unknown length holds a raised op in each branch once
    // the linalg ops are done. One sweep suffices.
    PatternRewriter rewriter(&getContext());
    RaiseListener listener(trees);
    rewriter.setListener(&listener);
    SmallVector<Operation *> roots, ifs;
    getOperation()->walk([&](Operation *op) {
      if (isa<linalg::LinalgOp>(op))
        roots.push_back(op);
      else if (isa<scf::IfOp>(op))
        ifs.push_back(op);
    });
    std::reverse(roots.begin(), roots.end());
    roots.append(ifs);
    for (Operation *op : roots) {
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
