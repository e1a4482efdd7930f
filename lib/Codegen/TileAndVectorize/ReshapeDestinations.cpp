//===- ReshapeDestinations.cpp - The actgrad-reshape-destinations pass ----===//
//
// Empty-tensor elimination only follows a materialized value to its
// destination when no reshape is in between; no upstream pattern moves the
// reshape onto the buffer.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-reshape-destinations"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADRESHAPEDESTINATIONSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// `buffer` cast to the shape of `op`'s source where the two shapes differ
/// in which sizes are static (`tensor<?x64xf32>` into `memref<?x?xf32>`), or
/// null. Empty-tensor elimination computes the result in the buffer through
/// a cast either way, but the materialization then copies from the cast
/// buffer to the buffer itself, which bufferization does not see is the
/// same memory; with the cast on the destination both are one value.
Value castBufferToSourceShape(RewriterBase &rewriter,
                              bufferization::MaterializeInDestinationOp op,
                              TypedValue<MemRefType> buffer) {
  auto sourceType = cast<RankedTensorType>(op.getSource().getType());
  MemRefType bufferType = buffer.getType();
  if (sourceType.getShape() == bufferType.getShape())
    return nullptr;
  auto castType =
      MemRefType::get(sourceType.getShape(), bufferType.getElementType(),
                      AffineMap(), bufferType.getMemorySpace());
  if (!memref::CastOp::areCastCompatible(bufferType, castType))
    return nullptr;
  return memref::CastOp::create(rewriter, op.getLoc(), castType, buffer);
}

/// Rewrites `materialize_in_destination(expand_shape(%r), %buffer)` into
/// `materialize_in_destination(%r, collapse_shape(%buffer))` (and a
/// collapsed source likewise into an expanded buffer), so that empty tensor
/// elimination still computes a reshaped result in the caller's buffer
/// instead of a temporary that is copied there. A `tensor.cast` of the
/// source, or a source more or less static than the buffer, becomes a
/// `memref.cast` of the buffer likewise.
/// Returns the new materialization, or null if there is nothing to do.
bufferization::MaterializeInDestinationOp
reshapeDestination(RewriterBase &rewriter,
                   bufferization::MaterializeInDestinationOp op) {
  auto buffer = dyn_cast<TypedValue<MemRefType>>(op.getDest());
  if (!buffer || !buffer.getType().getLayout().isIdentity())
    return nullptr;
  Value source;
  Value reshaped;
  rewriter.setInsertionPoint(op);
  // The buffer takes the source's static sizes first, so that a reshape
  // below sees them (a rank-0 sum expanded to [1] into a `memref<?xf32>`).
  if (Value refined = castBufferToSourceShape(rewriter, op, buffer)) {
    source = op.getSource();
    reshaped = refined;
  } else if (auto cast = op.getSource().getDefiningOp<tensor::CastOp>()) {
    // A cast of the result (a static slope length refining a dynamic src)
    // is a shape the buffer has too: it moves onto the buffer.
    source = cast.getSource();
    reshaped = buffer;
  } else if (auto expand =
                 op.getSource().getDefiningOp<tensor::ExpandShapeOp>()) {
    // Collapsing to rank 0 needs every size to be known to be 1.
    if (!memref::CollapseShapeOp::isGuaranteedCollapsible(
            buffer.getType(), expand.getReassociationIndices()) ||
        (expand.getSrcType().getRank() == 0 &&
         !llvm::all_of(buffer.getType().getShape(),
                       [](int64_t size) { return size == 1; })))
      return nullptr;
    source = expand.getSrc();
    reshaped = memref::CollapseShapeOp::create(
        rewriter, op.getLoc(), buffer, expand.getReassociationIndices());
  } else if (auto collapse =
                 op.getSource().getDefiningOp<tensor::CollapseShapeOp>()) {
    RankedTensorType sourceType = collapse.getSrcType();
    FailureOr<MemRefType> expandedType =
        memref::ExpandShapeOp::computeExpandedType(
            buffer.getType(), sourceType.getShape(),
            collapse.getReassociationIndices());
    if (failed(expandedType))
      return nullptr;
    source = collapse.getSrc();
    // Dynamic sizes are the source's (actgrad-pack-narrow-rows' packed
    // thread loops collapse their packed results back).
    reshaped = memref::ExpandShapeOp::create(
        rewriter, op.getLoc(), *expandedType, buffer,
        collapse.getReassociationIndices(),
        tensor::getMixedSizes(rewriter, op.getLoc(), source));
  } else {
    return nullptr;
  }
  auto replacement = bufferization::MaterializeInDestinationOp::create(
      rewriter, op.getLoc(), source, reshaped);
  replacement.setRestrict(op.getRestrict());
  replacement.setWritable(op.getWritable());
  rewriter.eraseOp(op);
  return replacement;
}

/// Moves a pure op that makes the buffer of a materialization of `ifOp`'s
/// result (a reshape of a function argument, made after the `scf.if` that
/// actgrad-pack-narrow-rows versions a thread loop with) above `ifOp`, so
/// that the materialization can move into its branches.
void hoistDestinations(scf::IfOp ifOp, DominanceInfo &dominance) {
  for (Operation *user : ifOp->getUsers()) {
    auto op = dyn_cast<bufferization::MaterializeInDestinationOp>(user);
    Operation *maker = op ? op.getDest().getDefiningOp() : nullptr;
    if (maker && maker->getBlock() == ifOp->getBlock() &&
        ifOp->isBeforeInBlock(maker) && isPure(maker) &&
        llvm::all_of(maker->getOperands(), [&](Value operand) {
          return dominance.properlyDominates(operand, ifOp);
        }))
      maker->moveBefore(ifOp);
  }
}

/// The materializations of `ifOp`'s results into buffers, or none where
/// they cannot move into its branches: each result must be materialized
/// once, restrict, into a buffer defined before `ifOp`, right after it.
SmallVector<bufferization::MaterializeInDestinationOp>
getSinkableMaterializations(scf::IfOp ifOp, DominanceInfo &dominance) {
  SmallVector<bufferization::MaterializeInDestinationOp> materializations;
  for (OpResult result : ifOp.getResults()) {
    auto op = result.hasOneUse()
                  ? dyn_cast<bufferization::MaterializeInDestinationOp>(
                        *result.getUsers().begin())
                  : nullptr;
    if (!op || op.getSource() != result || !op.getRestrict() ||
        !isa<MemRefType>(op.getDest().getType()) ||
        op->getBlock() != ifOp->getBlock() ||
        !dominance.properlyDominates(op.getDest(), ifOp))
      return {};
    materializations.push_back(op);
  }
  // Nothing in between may touch the buffers.
  Operation *next = ifOp->getNextNode();
  for (size_t i = 0; i < materializations.size();
       ++i, next = next->getNextNode())
    if (!next || !llvm::is_contained(materializations, next))
      return {};
  return materializations;
}

/// Moves the materializations of an `scf.if`'s results (PReLU's run-time
/// choice of slope broadcast) into both branches. Empty-tensor elimination
/// replaces only one `tensor.empty` per materialization into a buffer (it
/// drops `restrict` once it has built the `to_tensor`), so the other branch
/// computed into a temporary that was copied into the buffer. Only one
/// branch runs: each of its materializations is then the buffer's only one.
void sinkMaterializationsIntoBranches(RewriterBase &rewriter,
                                      func::FuncOp func) {
  DominanceInfo dominance(func);
  SmallVector<scf::IfOp> ifOps;
  func.walk([&](scf::IfOp ifOp) {
    if (ifOp.getNumResults() != 0 && ifOp.elseBlock())
      ifOps.push_back(ifOp);
  });
  for (scf::IfOp ifOp : ifOps) {
    hoistDestinations(ifOp, dominance);
    SmallVector<bufferization::MaterializeInDestinationOp> materializations =
        getSinkableMaterializations(ifOp, dominance);
    if (materializations.empty())
      continue;
    for (Block *branch : {ifOp.thenBlock(), ifOp.elseBlock()}) {
      Operation *yield = branch->getTerminator();
      rewriter.setInsertionPoint(yield);
      for (auto [i, op] : llvm::enumerate(materializations)) {
        auto sunk = bufferization::MaterializeInDestinationOp::create(
            rewriter, op.getLoc(), yield->getOperand(i), op.getDest());
        sunk.setRestrict(true);
        sunk.setWritable(op.getWritable());
      }
    }
    for (bufferization::MaterializeInDestinationOp op : materializations)
      rewriter.eraseOp(op);
  }
}

/// Applies `reshapeDestination` to the materializations in `func` until
/// their sources are no reshapes or casts and have the buffer's shape.
void reshapeDestinations(RewriterBase &rewriter, func::FuncOp func) {
  sinkMaterializationsIntoBranches(rewriter, func);
  SmallVector<bufferization::MaterializeInDestinationOp> materializations;
  func.walk([&](bufferization::MaterializeInDestinationOp op) {
    materializations.push_back(op);
  });
  for (bufferization::MaterializeInDestinationOp op : materializations)
    while (op)
      op = reshapeDestination(rewriter, op);
}

struct ReshapeDestinationsPass
    : actgrad::impl::ActGradReshapeDestinationsPassBase<
          ReshapeDestinationsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    LLVM_DEBUG(llvm::dbgs() << "in @" << getOperation().getSymName() << "\n");
    reshapeDestinations(rewriter, getOperation());
  }
};

} // namespace
