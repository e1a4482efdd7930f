//===- FenceSelectedValues.cpp - The actgrad-fence-selected-values pass ---===//
//
// x86 instruction selection folds a load into a masked instruction when a
// select of a value computed from it becomes a masked operation; masked
// memory accesses stream from DRAM far slower than plain loads on the
// project's AMD hosts. No upstream pass or LLVM option controls the fold; an
// `llvm.arithmetic.fence` on the selected value hides the load from it.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"
#include "ActGrad/Transforms/Target.h"
#include "BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-fence-selected-values"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADFENCESELECTEDVALUESPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Whether `value` is computed elementwise from a vector read from memory,
/// following at most `depth` ops. Selects and comparisons end the search: a
/// nested select is fenced on its own, and masks are not selected values.
bool isComputedFromLoad(Value value, int depth) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (isa<vector::TransferReadOp, vector::LoadOp>(def))
    return isa<MemRefType>(def->getOperand(0).getType());
  if (depth == 0 || isa<arith::SelectOp, arith::CmpFOp, arith::CmpIOp>(def) ||
      !(def->hasTrait<OpTrait::Elementwise>() ||
        isa<vector::ShapeCastOp, vector::BroadcastOp>(def)))
    return false;
  return llvm::any_of(def->getOperands(), [&](Value operand) {
    return isComputedFromLoad(operand, depth - 1);
  });
}

struct FenceSelectedValuesPass
    : actgrad::impl::ActGradFenceSelectedValuesPassBase<
          FenceSelectedValuesPass> {
  void runOnOperation() override {
    // The fold and the fence's lowering are x86's; the fence would only
    // constrain other targets' code.
    if (!actgrad::isX86Target(getOperation())) {
      LLVM_DEBUG(llvm::dbgs() << "not an x86 target: nothing to fence\n");
      return;
    }
    SmallVector<OpOperand *> selected;
    getOperation().walk([&](arith::SelectOp select) {
      // The fence takes 1-D floating-point vectors (n-D ones become arrays
      // of vectors in LLVM, which the folds do not apply to).
      // Integer selects are the 16-bit floats' bits (actgrad-narrow-selects);
      // their fence needs a whole vector register (see below).
      auto type = dyn_cast<VectorType>(select.getType());
      if (!type || !LLVM::isCompatibleType(type))
        return;
      Type element = type.getElementType();
      int64_t bits = type.getNumElements() * element.getIntOrFloatBitWidth();
      bool isFloat = isa<FloatType>(element);
      bool isWholeIntegerRegister = isa<IntegerType>(element) &&
                                    !element.isInteger(1) &&
                                    (bits == 128 || bits == 256 || bits == 512);
      if (!isFloat && !isWholeIntegerRegister)
        return;
      for (OpOperand &operand : select->getOpOperands().drop_front())
        if (isComputedFromLoad(operand.get(), /*depth=*/8))
          selected.push_back(&operand);
    });
    IRRewriter rewriter(&getContext());
    StringAttr fence = rewriter.getStringAttr("llvm.arithmetic.fence");
    for (OpOperand *operand : selected) {
      Operation *select = operand->getOwner();
      rewriter.setInsertionPoint(select);
      Value value = operand->get();
      Value fenced;
      if (isa<FloatType>(getElementTypeOrSelf(value.getType()))) {
        fenced = LLVM::CallIntrinsicOp::create(rewriter, select->getLoc(),
                                               value.getType(), fence,
                                               ValueRange{value})
                     .getResult(0);
      } else {
        // The arithmetic fence takes floats only.
        fenced = actgrad::detail::createX86RegisterBarrier(
            rewriter, select->getLoc(), value);
      }
      rewriter.modifyOpInPlace(select, [&] { operand->set(fenced); });
    }
  }
};

} // namespace
