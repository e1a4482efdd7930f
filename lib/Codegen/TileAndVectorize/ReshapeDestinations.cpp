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
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-reshape-destinations"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADRESHAPEDESTINATIONSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Rewrites `materialize_in_destination(expand_shape(%r), %buffer)` into
/// `materialize_in_destination(%r, collapse_shape(%buffer))` (and a
/// collapsed source likewise into an expanded buffer), so that empty tensor
/// elimination still computes a reshaped result in the caller's buffer
/// instead of a temporary that is copied there.
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
  if (auto expand = op.getSource().getDefiningOp<tensor::ExpandShapeOp>()) {
    if (!memref::CollapseShapeOp::isGuaranteedCollapsible(
            buffer.getType(), expand.getReassociationIndices()))
      return nullptr;
    source = expand.getSrc();
    reshaped = memref::CollapseShapeOp::create(
        rewriter, op.getLoc(), buffer, expand.getReassociationIndices());
  } else if (auto collapse =
                 op.getSource().getDefiningOp<tensor::CollapseShapeOp>()) {
    RankedTensorType sourceType = collapse.getSrcType();
    if (!sourceType.hasStaticShape())
      return nullptr;
    FailureOr<MemRefType> expandedType =
        memref::ExpandShapeOp::computeExpandedType(
            buffer.getType(), sourceType.getShape(),
            collapse.getReassociationIndices());
    if (failed(expandedType))
      return nullptr;
    source = collapse.getSrc();
    reshaped = memref::ExpandShapeOp::create(
        rewriter, op.getLoc(), *expandedType, buffer,
        collapse.getReassociationIndices());
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

/// Applies `reshapeDestination` to the materializations in `func` until
/// their sources are no reshapes.
void reshapeDestinations(RewriterBase &rewriter, func::FuncOp func) {
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
