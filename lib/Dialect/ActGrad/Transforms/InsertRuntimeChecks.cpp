//===- InsertRuntimeChecks.cpp - The actgrad-insert-runtime-checks pass ---===//

#include "ActGrad/Dialect/ActGrad/Transforms/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-insert-runtime-checks"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADINSERTRUNTIMECHECKSPASS
#include "ActGrad/Dialect/ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad;

namespace {

struct InsertRuntimeChecksPass
    : actgrad::impl::ActGradInsertRuntimeChecksPassBase<
          InsertRuntimeChecksPass> {
  void runOnOperation() override {
    SmallVector<RuntimeVerifiableOpInterface> ops;
    getOperation()->walk([&](RuntimeVerifiableOpInterface op) {
      if (isa<ActGradDialect>(op->getDialect()))
        ops.push_back(op);
    });
    OpBuilder builder(&getContext());
    for (RuntimeVerifiableOpInterface op : ops) {
      builder.setInsertionPoint(op);
      op.generateRuntimeVerification(
          builder, op.getLoc(), [](Operation *op, StringRef message) {
            return (op->getName().getStringRef() + ": " + message).str();
          });
    }
    LLVM_DEBUG(llvm::dbgs() << "instrumented " << ops.size() << " ops\n");
  }
};

} // namespace
