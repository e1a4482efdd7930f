//===- GeneralizeNamedOps.cpp - The actgrad-generalize-named-ops pass -----===//
//
// Upstream's linalg-generalize-named-ops has no filter, and the code
// generation passes need fills to stay fills.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-generalize-named-ops"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADGENERALIZENAMEDOPSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {
struct GeneralizeNamedOpsPass
    : actgrad::impl::ActGradGeneralizeNamedOpsPassBase<GeneralizeNamedOpsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> named;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (!isa<linalg::GenericOp, linalg::FillOp>(op))
        named.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : named) {
      rewriter.setInsertionPoint(op);
      // Ops upstream cannot generalize stay as they are: the lowering to
      // loops takes any linalg op.
      if (failed(linalg::generalizeNamedOp(rewriter, op)))
        LLVM_DEBUG(llvm::dbgs() << "not generalized: " << op << "\n");
    }
  }
};
} // namespace
