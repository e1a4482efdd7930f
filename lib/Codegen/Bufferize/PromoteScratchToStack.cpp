//===- PromoteScratchToStack.cpp - Small scratch buffers on the stack -----===//
//
// Upstream's promote-buffers-to-stack replaces an allocation in place, so
// an allocation inside a loop becomes an alloca that grows the stack on
// every iteration, and buffer-loop-hoisting treats `scf.forall` as a loop,
// hoisting a thread's private scratch out of the parallel region where the
// threads would then share it. This pass does both jobs with the one rule
// that is right for thread tiles: a small buffer becomes an alloca at the
// start of its allocation scope, which is the function, a parallel body
// (`scf.forall`, `scf.parallel`; each thread gets its own) or an op with
// the AutomaticAllocationScope trait (`memref.alloca_scope`, `omp.parallel`),
// and never inside a sequential loop. Larger and dynamically shaped
// buffers move to the same place (after their sizes) and stay allocations:
// once per scope, not once per iteration.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-promote-scratch-to-stack"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADPROMOTESCRATCHTOSTACKPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Whether a buffer allocated in the body of `op` must stay there: each
/// thread of a parallel loop has its own, and a function or an
/// `alloca_scope` frees it. Sequential loops (`scf.for` has the
/// AutomaticAllocationScope trait too, but its lowering frees nothing per
/// iteration) are left.
bool isAllocationScope(Operation *op) {
  if (isa<scf::ForOp, scf::WhileOp>(op))
    return false;
  return isa<FunctionOpInterface, scf::ForallOp, scf::ParallelOp>(op) ||
         op->hasTrait<OpTrait::AutomaticAllocationScope>();
}

/// The block at whose start a buffer allocated by `op` lives as long as it
/// is needed, once per thread: the body of the closest enclosing function,
/// parallel loop or allocation scope.
Block *getAllocationScopeBlock(Operation *op) {
  Operation *scope = op->getParentOp();
  while (scope && !isAllocationScope(scope))
    scope = scope->getParentOp();
  if (!scope || scope->getNumRegions() != 1 ||
      !scope->getRegion(0).hasOneBlock())
    return nullptr;
  return &scope->getRegion(0).front();
}

/// Whether the buffer of `alloc` or one of its aliases leaves the function:
/// returned, or passed to a call (which may keep it).
bool escapes(memref::AllocOp alloc, BufferViewFlowAnalysis &aliases) {
  for (Value alias : aliases.resolve(alloc.getResult()))
    for (Operation *user : alias.getUsers())
      if (isa<CallOpInterface>(user) ||
          (user->hasTrait<OpTrait::ReturnLike>() &&
           isa<FunctionOpInterface>(user->getParentOp())))
        return true;
  return false;
}

/// Size in bytes of a statically shaped memref of ints or floats, or -1.
int64_t getStaticBytes(MemRefType type) {
  if (!type.hasStaticShape() || !type.getElementType().isIntOrFloat())
    return -1;
  int64_t bits = type.getElementTypeBitWidth();
  return type.getNumElements() * ((bits + 7) / 8);
}

/// Whether a loop around `alloc` carries its buffer (or an alias) from one
/// iteration to the next, which one buffer for all iterations would break.
bool isCarriedByEnclosingLoop(memref::AllocOp alloc,
                              BufferViewFlowAnalysis &aliases) {
  for (Value alias : aliases.resolve(alloc.getResult()))
    for (Operation *user : alias.getUsers())
      if (user->hasTrait<OpTrait::IsTerminator>() &&
          isa<LoopLikeOpInterface>(user->getParentOp()) &&
          user->getParentOp()->isProperAncestor(alloc))
        return true;
  return false;
}

/// Moves `op`, an allocation, to the start of its allocation scope, or just
/// after the last of its sizes computed in that block. One whose size is
/// computed in a region nested in the scope (an iteration of a sequential
/// loop) stays where it is.
void moveToScopeStart(Operation *op) {
  Block *scope = getAllocationScopeBlock(op);
  if (!scope || op->getBlock() == scope)
    return;
  Operation *lastSize = nullptr;
  for (Value size : op->getOperands()) {
    if (size.getParentBlock() != scope) {
      if (scope->getParent()->isAncestor(size.getParentRegion()))
        return;
      continue;
    }
    Operation *def = size.getDefiningOp();
    if (def && (!lastSize || lastSize->isBeforeInBlock(def)))
      lastSize = def;
  }
  if (lastSize)
    op->moveAfter(lastSize);
  else
    op->moveBefore(scope, scope->begin());
}

struct PromoteScratchToStackPass
    : actgrad::impl::ActGradPromoteScratchToStackPassBase<
          PromoteScratchToStackPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (maxBytes < 0) {
      func.emitError("actgrad-promote-scratch-to-stack: max-bytes must not "
                     "be negative");
      return signalPassFailure();
    }
    BufferViewFlowAnalysis aliases(func);
    SmallVector<memref::AllocOp> allocs, largeAllocs;
    SmallVector<memref::AllocaOp> allocas;
    func.walk([&](Operation *op) {
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        MemRefType type = alloc.getType();
        if (!type.getElementType().isIntOrFloat() ||
            !type.getLayout().isIdentity() || escapes(alloc, aliases))
          return;
        int64_t bytes = getStaticBytes(type);
        if (bytes >= 0 && bytes <= maxBytes)
          allocs.push_back(alloc);
        else if (!isCarriedByEnclosingLoop(alloc, aliases))
          largeAllocs.push_back(alloc);
      } else if (auto alloca = dyn_cast<memref::AllocaOp>(op)) {
        if (alloca->getNumOperands() == 0)
          allocas.push_back(alloca);
      }
    });

    IRRewriter rewriter(&getContext());
    for (memref::AllocOp alloc : allocs) {
      Block *scope = getAllocationScopeBlock(alloc);
      if (!scope)
        continue;
      LLVM_DEBUG(llvm::dbgs() << "to the stack: " << alloc << "\n");
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          rewriter.eraseOp(user);
      rewriter.setInsertionPointToStart(scope);
      auto alloca = memref::AllocaOp::create(
          rewriter, alloc.getLoc(), alloc.getType(), alloc.getAlignmentAttr());
      rewriter.replaceOp(alloc, alloca);
    }
    // Static allocas (promoted above, or made by earlier passes) move to
    // the start of their scope, out of the sequential loops in it.
    for (memref::AllocaOp alloca : allocas)
      moveToScopeStart(alloca);
    // So do larger and dynamically shaped buffers that nothing frees yet:
    // one allocation per scope instead of one per iteration, which
    // actgrad-scratch-to-workspace can then place in the workspace.
    for (memref::AllocOp alloc : largeAllocs)
      if (llvm::none_of(alloc->getUsers(), llvm::IsaPred<memref::DeallocOp>))
        moveToScopeStart(alloc);
  }
};

} // namespace
