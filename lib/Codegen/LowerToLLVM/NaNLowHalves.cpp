//===- NaNLowHalves.cpp - Which f32 NaNs have a zero low half -------------===//
//
// The analysis behind actgrad-legalize-bf16's roundings without a NaN pick.
//
//===----------------------------------------------------------------------===//

#include "LowerToLLVM/NaNLowHalves.h"
#include "Utils/BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using mlir::actgrad::detail::NaNLowHalves;

namespace {

/// Whether the float constant `attr` (scalar or elements) holds no NaN with
/// a non-zero low half.
bool hasZeroLowHalfNaNs(Attribute attr) {
  auto zeroLowHalf = [](const APFloat &v) {
    return !v.isNaN() || (v.bitcastToAPInt().getZExtValue() & 0xffff) == 0;
  };
  if (auto scalar = dyn_cast<FloatAttr>(attr))
    return zeroLowHalf(scalar.getValue());
  auto elements = dyn_cast<DenseFPElementsAttr>(attr);
  return elements && llvm::all_of(elements.getValues<APFloat>(), zeroLowHalf);
}

/// Whether the 32-bit integer `value` has a zero low half: shifted left by
/// at least 16 bits (exp's power of two, the even lanes of bf16 pairs), or
/// masked by a constant whose low half is zero (their odd lanes).
bool hasZeroLowHalf(Value value) {
  APInt constant;
  if (auto shift = value.getDefiningOp<arith::ShLIOp>())
    return matchPattern(shift.getRhs(), m_ConstantInt(&constant)) &&
           constant.getZExtValue() >= 16;
  if (auto mask = value.getDefiningOp<arith::AndIOp>())
    return matchPattern(mask.getRhs(), m_ConstantInt(&constant)) &&
           (constant.getZExtValue() & 0xffff) == 0;
  return false;
}

/// The allocation, or the workspace argument, that `memref` is a view of;
/// null if it is neither.
Value getScratchRoot(Value memref) {
  while (auto view = memref.getDefiningOp<ViewLikeOpInterface>())
    memref = view.getViewSource();
  if (memref.getDefiningOp<memref::AllocaOp>() ||
      memref.getDefiningOp<memref::AllocOp>())
    return memref;
  auto argument = dyn_cast<BlockArgument>(memref);
  auto func = argument
                  ? dyn_cast<func::FuncOp>(argument.getOwner()->getParentOp())
                  : func::FuncOp();
  if (func && func.getArgAttr(argument.getArgNumber(),
                              actgrad::detail::kWorkspaceAttrName))
    return memref;
  return {};
}

/// Whether `op` takes a buffer's address only for arithmetic on it (the
/// run-time alignment test of actgrad-nontemporal-stores' dynamic
/// versions), so that nothing writes through it.
bool isAddressTest(Operation *op) {
  auto address = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(op);
  return address && llvm::all_of(address->getUsers(), [](Operation *user) {
           return isa<arith::ArithDialect>(user->getDialect());
         });
}

/// The value that `op` writes into its memref operand `memref`, if `op` is
/// a store of a whole value; null otherwise.
Value getStoredValue(Operation *op, Value memref) {
  if (auto write = dyn_cast<vector::TransferWriteOp>(op))
    return write.getBase() == memref && !write.getMask() ? write.getVector()
                                                         : Value();
  if (auto store = dyn_cast<vector::StoreOp>(op))
    return store.getBase() == memref ? store.getValueToStore() : Value();
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return store.getMemRef() == memref ? store.getValueToStore() : Value();
  return {};
}

} // namespace

bool NaNLowHalves::memoize(Value key, Assumptions &assumed,
                           llvm::function_ref<bool()> compute) {
  if (knownNot.contains(key))
    return false;
  auto [it, inserted] = assumed.try_emplace(key, true);
  if (!inserted)
    return it->second;
  bool zero = compute();
  assumed[key] = zero;
  // A false answer never rests on an assumption (assumptions only say
  // true), so it holds for every later query.
  if (!zero)
    knownNot.insert(key);
  return zero;
}

bool NaNLowHalves::check(Value value, Assumptions &assumed) {
  return memoize(value, assumed,
                 [&] { return checkDefinition(value, assumed); });
}

bool NaNLowHalves::checkAll(ValueRange values, Assumptions &assumed) {
  return llvm::all_of(values, [&](Value v) {
    return !isa<FloatType, VectorType>(v.getType()) || check(v, assumed);
  });
}

bool NaNLowHalves::checkDefinition(Value value, Assumptions &assumed) {
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    auto loop = dyn_cast<scf::ForOp>(argument.getOwner()->getParentOp());
    if (!loop || argument == loop.getInductionVar())
      return false;
    OpOperand *init = loop.getTiedLoopInit(argument);
    Value yielded = loop.getTiedLoopYieldedValue(argument)->get();
    return check(init->get(), assumed) && check(yielded, assumed);
  }
  Operation *op = value.getDefiningOp();
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    unsigned index = cast<OpResult>(value).getResultNumber();
    return check(loop.getInitArgs()[index], assumed) &&
           check(loop.getYieldedValues()[index], assumed);
  }
  if (auto extf = dyn_cast<arith::ExtFOp>(op))
    return getElementTypeOrSelf(extf.getIn().getType()).isBF16();
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return hasZeroLowHalfNaNs(constant.getValue());
  // Whatever a rounding makes of a poison lane is as good as any value.
  if (isa<ub::PoisonOp>(op))
    return true;
  if (auto bitcast = dyn_cast<arith::BitcastOp>(op))
    return hasZeroLowHalf(bitcast.getIn());
  if (auto select = dyn_cast<arith::SelectOp>(op))
    return checkAll({select.getTrueValue(), select.getFalseValue()}, assumed);
  if (isa<vector::TransferReadOp, vector::LoadOp, memref::LoadOp>(op))
    return checkRead(op, assumed);
  if (isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
          arith::NegFOp, arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
          arith::MinNumFOp, math::FmaOp, math::AbsFOp, LLVM::FMAOp,
          LLVM::FMulAddOp, vector::BroadcastOp, vector::ExtractOp,
          vector::InsertOp, vector::ExtractStridedSliceOp,
          vector::InsertStridedSliceOp, vector::ShapeCastOp, vector::ShuffleOp,
          vector::InterleaveOp, vector::DeinterleaveOp, vector::ReductionOp,
          vector::FMAOp>(op))
    return checkAll(op->getOperands(), assumed);
  return false;
}

bool NaNLowHalves::checkRead(Operation *op, Assumptions &assumed) {
  if (auto read = dyn_cast<vector::TransferReadOp>(op)) {
    // Lanes past the end take the padding.
    bool padded = read.getMask() || read.hasOutOfBoundsDim();
    return checkScratch(read.getBase(), assumed) &&
           (!padded || check(read.getPadding(), assumed));
  }
  if (auto load = dyn_cast<vector::LoadOp>(op))
    return checkScratch(load.getBase(), assumed);
  return checkScratch(cast<memref::LoadOp>(op).getMemRef(), assumed);
}

bool NaNLowHalves::checkScratch(Value memref, Assumptions &assumed) {
  Value root = getScratchRoot(memref);
  return root && memoize(root, assumed,
                         [&] { return checkScratchWrites(root, assumed); });
}

/// Whether every write into `root`'s views stores values whose NaNs have a
/// zero low half, and nothing else touches them (a copy or a call could
/// write anything).
bool NaNLowHalves::checkScratchWrites(Value root, Assumptions &assumed) {
  SmallVector<Value> views = {root};
  while (!views.empty()) {
    Value view = views.pop_back_val();
    for (Operation *user : view.getUsers()) {
      if (auto viewLike = dyn_cast<ViewLikeOpInterface>(user)) {
        if (viewLike.getViewSource() == view) {
          views.push_back(viewLike->getResult(0));
          continue;
        }
      }
      if (isa<vector::TransferReadOp, vector::LoadOp, memref::LoadOp,
              memref::DeallocOp, memref::DimOp>(user) ||
          isAddressTest(user))
        continue;
      Value stored = getStoredValue(user, view);
      if (!stored || !isa<FloatType>(getElementTypeOrSelf(stored.getType())) ||
          !check(stored, assumed))
        return false;
    }
  }
  return true;
}
