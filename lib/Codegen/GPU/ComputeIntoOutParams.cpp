//===- ComputeIntoOutParams.cpp - actgrad-gpu-compute-into-out-params -----===//
//
// Upstream's buffer-results-to-out-params replaces an allocation by the
// out-parameter only when the allocation is what the function returns; it
// does not look through scf.if.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADGPUCOMPUTEINTOOUTPARAMSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// The allocation `branch` yields as result `index`, when it is of `type`
/// and used only inside the branch.
static memref::AllocOp getYieldedAllocation(Block *branch, unsigned index,
                                            Type type) {
  Value yielded = branch->getTerminator()->getOperand(index);
  auto alloc = yielded.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != branch || alloc.getType() != type)
    return nullptr;
  for (Operation *user : alloc->getUsers())
    if (user->getBlock() != branch && !branch->findAncestorOpInBlock(*user))
      return nullptr;
  for (Operation *user : alloc->getUsers())
    if (isa<memref::DeallocOp>(user))
      return nullptr;
  return alloc;
}

/// Whether `user` frees `result` (directly or through its base buffer).
static SmallVector<Operation *> getFrees(Value result) {
  SmallVector<Operation *> frees;
  for (Operation *user : result.getUsers()) {
    if (isa<memref::DeallocOp>(user)) {
      frees.push_back(user);
      continue;
    }
    if (auto metadata = dyn_cast<memref::ExtractStridedMetadataOp>(user))
      for (Operation *baseUser : metadata.getBaseBuffer().getUsers())
        if (isa<memref::DeallocOp>(baseUser))
          frees.push_back(baseUser);
  }
  return frees;
}

static void computeIntoOutParam(memref::CopyOp copy) {
  auto outParam = dyn_cast<BlockArgument>(copy.getTarget());
  auto result = dyn_cast<OpResult>(copy.getSource());
  if (!outParam || !outParam.hasOneUse() || !result ||
      !isa<func::FuncOp>(outParam.getOwner()->getParentOp()))
    return;
  auto choice = dyn_cast<scf::IfOp>(result.getOwner());
  if (!choice || choice->getBlock() != copy->getBlock() ||
      !choice->isBeforeInBlock(copy) || choice.getElseRegion().empty())
    return;
  unsigned index = result.getResultNumber();
  Type type = outParam.getType();
  memref::AllocOp thenAlloc =
      getYieldedAllocation(choice.thenBlock(), index, type);
  memref::AllocOp elseAlloc =
      getYieldedAllocation(choice.elseBlock(), index, type);
  if (!thenAlloc || !elseAlloc || result.getType() != type)
    return;
  for (Operation *user : result.getUsers())
    if (user != copy &&
        !isa<memref::DeallocOp, memref::ExtractStridedMetadataOp>(user))
      return;
  for (Operation *free : getFrees(result))
    free->erase();
  for (memref::AllocOp alloc : {thenAlloc, elseAlloc}) {
    alloc.replaceAllUsesWith(outParam);
    alloc.erase();
  }
  copy.erase();
}

struct GPUComputeIntoOutParamsPass
    : actgrad::impl::ActGradGPUComputeIntoOutParamsPassBase<
          GPUComputeIntoOutParamsPass> {
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies)
      computeIntoOutParam(copy);
  }
};
} // namespace
