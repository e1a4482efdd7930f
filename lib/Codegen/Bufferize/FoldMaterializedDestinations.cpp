//===- FoldMaterializedDestinations.cpp - Fold redundant materializations -===//
//
// Empty tensor elimination makes a computation write into the destination of
// the `materialize_in_destination` that consumes it, but keeps the
// materialization; upstream has no fold for it.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-fold-materialized-destinations"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADFOLDMATERIALIZEDDESTINATIONSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// The tensor that `value` is computed in: the destination it is written
/// into, followed through destination-style ops, loops and insertions; null
/// where the chain ends in anything else.
Value getDestination(Value value) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return nullptr;
  Operation *op = result.getOwner();
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    return insert.getDest();
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return loop.getInitArgs()[result.getResultNumber()];
  if (auto forall = dyn_cast<scf::ForallOp>(op))
    return forall.getOutputs()[result.getResultNumber()];
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
    if (OpOperand *init = dps.getTiedOpOperand(result))
      return init->get();
  return nullptr;
}

/// Whether `source` is computed in `dest` already.
bool isComputedIn(Value source, Value dest) {
  for (Value value = source; value; value = getDestination(value))
    if (value == dest)
      return true;
  return false;
}

struct FoldMaterializedDestinationsPass
    : actgrad::impl::ActGradFoldMaterializedDestinationsPassBase<
          FoldMaterializedDestinationsPass> {
  void runOnOperation() override {
    SmallVector<bufferization::MaterializeInDestinationOp> folded;
    getOperation().walk([&](bufferization::MaterializeInDestinationOp op) {
      if (isa<TensorType>(op.getDest().getType()) &&
          op.getSource().getType() == op.getDest().getType() &&
          isComputedIn(op.getSource(), op.getDest()))
        folded.push_back(op);
    });
    for (bufferization::MaterializeInDestinationOp op : folded) {
      LLVM_DEBUG(llvm::dbgs() << "folding " << op << "\n");
      op.getResult().replaceAllUsesWith(op.getSource());
      op.erase();
    }
  }
};

} // namespace
