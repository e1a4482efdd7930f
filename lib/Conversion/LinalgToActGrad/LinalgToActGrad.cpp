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
}

namespace {

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
    // Roots are tried from the last generic up, so that the largest chain
    // is raised whole; after a raise, the producers it leaves without users
    // are erased and the walk starts again.
    PatternRewriter rewriter(&getContext());
    bool changed = true;
    while (changed) {
      changed = false;
      SmallVector<linalg::GenericOp> generics;
      getOperation()->walk(
          [&](linalg::GenericOp op) { generics.push_back(op); });
      for (linalg::GenericOp op : llvm::reverse(generics)) {
        SmallVector<Operation *> worklist;
        for (Value operand : op->getOperands())
          if (Operation *def = operand.getDefiningOp())
            worklist.push_back(def);
        rewriter.setInsertionPoint(op);
        if (failed(applicator.matchAndRewrite(op, rewriter)))
          continue;
        // No op is created while erasing: the addresses stay unique.
        llvm::SmallPtrSet<Operation *, 16> erased;
        while (!worklist.empty()) {
          Operation *dead = worklist.pop_back_val();
          if (erased.contains(dead) || !isOpTriviallyDead(dead))
            continue;
          erased.insert(dead);
          for (Value operand : dead->getOperands())
            if (Operation *def = operand.getDefiningOp())
              worklist.push_back(def);
          rewriter.eraseOp(dead);
        }
        changed = true;
        break;
      }
    }
  }
};

} // namespace
