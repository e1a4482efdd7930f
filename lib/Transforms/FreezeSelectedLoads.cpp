//===- FreezeSelectedLoads.cpp - The actgrad-freeze-selected-loads pass ---===//
//
// x86 instruction selection folds `select(mask, load, zero-or-value)` into a
// masked load, which streams from DRAM far slower than a plain load on the
// project's AMD hosts. No upstream pass or LLVM option controls that fold; a
// `freeze` between the load and the select hides the load from it.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADFREEZESELECTEDLOADSPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// The vector read from memory that `value` is, possibly reshaped, or null.
/// `widened` tells whether it was also widened (arith.extf) on the way.
Operation *getLoadedVector(Value value, bool &widened) {
  widened = false;
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<vector::ShapeCastOp, arith::ExtFOp>(def))
      break;
    widened |= isa<arith::ExtFOp>(def);
    value = def->getOperand(0);
  }
  Operation *def = value.getDefiningOp();
  if (isa_and_nonnull<vector::TransferReadOp, vector::LoadOp>(def) &&
      isa<MemRefType>(def->getOperand(0).getType()))
    return def;
  return nullptr;
}

/// Replaces every use of `value` but the new freeze by the frozen value.
void freezeUses(RewriterBase &rewriter, Value value) {
  rewriter.setInsertionPointAfterValue(value);
  auto frozen = LLVM::FreezeOp::create(rewriter, value.getLoc(), value);
  rewriter.replaceAllUsesExcept(value, frozen, frozen);
}

struct FreezeSelectedLoadsPass
    : actgrad::impl::ActGradFreezeSelectedLoadsPassBase<
          FreezeSelectedLoadsPass> {
  void runOnOperation() override {
    SetVector<Value> toFreeze;
    getOperation().walk([&](arith::SelectOp select) {
      if (!isa<VectorType>(select.getType()))
        return;
      for (Value value : {select.getTrueValue(), select.getFalseValue()}) {
        bool widened;
        if (!getLoadedVector(value, widened))
          continue;
        // A select of widened 16-bit loads is narrowed back by LLVM, then
        // folded into a masked 16-bit load; freezing its result keeps it in
        // f32. Freezing the loads as well would make that freeze redundant
        // (LLVM drops a freeze of a value that cannot be poison).
        Value frozen = widened ? select.getResult() : value;
        // llvm.freeze takes 1-D vectors only; n-D ones become arrays of
        // vectors, which the fold does not apply to.
        if (LLVM::isCompatibleType(frozen.getType()))
          toFreeze.insert(frozen);
      }
    });
    IRRewriter rewriter(&getContext());
    for (Value value : toFreeze)
      freezeUses(rewriter, value);
  }
};

} // namespace
