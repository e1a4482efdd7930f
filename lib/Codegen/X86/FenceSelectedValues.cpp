//===- FenceSelectedValues.cpp - The actgrad-fence-selected-values pass ---===//
//
// x86 instruction selection folds a load into a masked instruction when a
// select of a value computed from it becomes a masked operation; masked
// memory accesses stream from DRAM far slower than plain loads on the
// project's AMD hosts. No upstream pass or LLVM option controls the fold; an
// `llvm.arithmetic.fence` on the selected value hides the load from it.
// The same fence on a select's result keeps LLVM from moving the select past
// a rounding to 16 bits, where it could no longer merge into the masked
// arithmetic that computes its value.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "ActGrad/Codegen/X86/X86TargetInfo.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-fence-selected-values"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADFENCESELECTEDVALUESPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using mlir::actgrad::CPUTargetInfo;

namespace {

/// Whether `value` is a vector read from memory, possibly reshaped or
/// broadcast (which x86 folds into a memory operand too).
bool isLoad(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (isa<vector::TransferReadOp, vector::LoadOp>(def))
      return isa<MemRefType>(def->getOperand(0).getType());
    if (!isa<vector::ShapeCastOp, vector::BroadcastOp>(def))
      return false;
    value = def->getOperand(0);
  }
  return false;
}

/// Whether a select of `value` could become a masked x86 instruction with a
/// memory operand: `value` is a load, or an elementwise op with a load as
/// an operand (the masked op would read it), looking through float casts
/// and bitcasts first, since LLVM narrows a select through them (a bf16
/// select of a widened load becomes a masked 16-bit load). An operand that
/// is itself computed (such as a widened load: VCVTPH2PS or the bf16 shift
/// reads it, unmasked) keeps its load out of the masked instruction, so
/// the select can merge into the op as a register-masked instruction.
bool mayFoldLoadUnderMask(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<arith::ExtFOp, arith::TruncFOp, arith::BitcastOp,
             vector::ShapeCastOp, vector::BroadcastOp>(def))
      break;
    value = def->getOperand(0);
  }
  if (isLoad(value))
    return true;
  // A nested select is fenced on its own; comparisons are masks.
  Operation *def = value.getDefiningOp();
  return def && def->hasTrait<OpTrait::Elementwise>() &&
         !isa<arith::SelectOp, arith::CmpFOp, arith::CmpIOp>(def) &&
         llvm::any_of(def->getOperands(), isLoad);
}

/// Whether `select` computes a 1-D vector that is then rounded to f16 or
/// bf16 (and used by nothing else).
bool isRoundedSelect(arith::SelectOp select) {
  auto type = dyn_cast<VectorType>(select.getType());
  if (!type || type.getRank() != 1 || !type.getElementType().isF32() ||
      !select->hasOneUse())
    return false;
  auto trunc = dyn_cast<arith::TruncFOp>(*select->user_begin());
  return trunc && actgrad::detail::isRoundingTo16Bit(trunc);
}

struct FenceSelectedValuesPass
    : actgrad::impl::ActGradFenceSelectedValuesPassBase<
          FenceSelectedValuesPass> {
  void runOnOperation() override {
    // The fold and the fence's lowering are x86's, and masked instructions
    // AVX-512's (AVX2's selects are blends, whose memory operand is a plain
    // load); elsewhere the fence would only constrain the code, e.g. keep
    // a clamp's compare and select from becoming VMAXPS.
    CPUTargetInfo target = CPUTargetInfo::get(getOperation());
    if (!target.getTriple().isX86() || !target.hasFeature("+avx512f")) {
      LLVM_DEBUG(llvm::dbgs() << "not an AVX-512 target: nothing to fence\n");
      return;
    }
    SmallVector<OpOperand *> selected;
    SmallVector<arith::SelectOp> rounded;
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
        if (mayFoldLoadUnderMask(operand.get()))
          selected.push_back(&operand);
      // A select rounded to 16 bits: LLVM would move the select past the
      // rounding (a masked move of the 16-bit result); fenced, it stays an
      // f32 select that merges into the masked op computing its value, such
      // as hardsigmoid's VMULPS {z}, and one conversion rounds the result.
      if (isRoundedSelect(select))
        rounded.push_back(select);
    });
    IRRewriter rewriter(&getContext());
    StringAttr fence = rewriter.getStringAttr("llvm.arithmetic.fence");
    auto createFence = [&](Location loc, Value value) {
      return LLVM::CallIntrinsicOp::create(rewriter, loc, value.getType(),
                                           fence, ValueRange{value})
          .getResult(0);
    };
    for (arith::SelectOp select : rounded) {
      rewriter.setInsertionPointAfter(select);
      Value fenced = createFence(select.getLoc(), select.getResult());
      rewriter.replaceAllUsesExcept(select.getResult(), fenced,
                                    fenced.getDefiningOp());
    }
    for (OpOperand *operand : selected) {
      Operation *select = operand->getOwner();
      rewriter.setInsertionPoint(select);
      Value value = operand->get();
      Value fenced;
      if (isa<FloatType>(getElementTypeOrSelf(value.getType()))) {
        fenced = createFence(select->getLoc(), value);
      } else {
        // The arithmetic fence takes floats only.
        fenced = actgrad::createX86RegisterBarrier(rewriter, select->getLoc(),
                                                   value);
      }
      rewriter.modifyOpInPlace(select, [&] { operand->set(fenced); });
    }
  }
};

} // namespace
