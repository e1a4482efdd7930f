//===- CollapseContiguousDims.cpp - actgrad-collapse-contiguous-dims ------===//
//
// Upstream's linalg-fold-unit-extent-dims and collapseOpIterationDims do the
// folding; this pass chooses what to fold so that producers fused later keep
// the iteration space of their consumer.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-collapse-contiguous-dims"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADCOLLAPSECONTIGUOUSDIMSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// The runs of two or more iteration dimensions of `op` that are contiguous
/// in every operand, static and of one iterator type; empty if there are
/// none or the maps have constant results (PReLU's per-tensor slope), which
/// do not survive collapsing intact.
SmallVector<ReassociationIndices> getCollapsibleDims(linalg::GenericOp op) {
  int64_t numLoops = op.getNumLoops();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (numLoops < 2 || !llvm::all_of(maps, [](AffineMap map) {
        return map.isProjectedPermutation();
      }))
    return {};
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  // Only static dimensions are folded: upstream's expand-strided-metadata
  // cannot expand one dimension into several dynamic ones, and one-shot
  // bufferization copies a dynamically collapsed destination-style result
  // instead of updating it in place.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto isStatic = [&](const ReassociationIndices &group) {
    return llvm::none_of(
        group, [&](int64_t dim) { return ShapedType::isDynamic(ranges[dim]); });
  };
  SmallVector<ReassociationIndices> folded;
  ReassociationIndices current = {0};
  for (int64_t dim = 1; dim <= numLoops; ++dim) {
    if (dim < numLoops) {
      ReassociationIndices candidate = current;
      candidate.push_back(dim);
      if (iterators[dim] == iterators[current.front()] && isStatic(candidate) &&
          linalg::areDimSequencesPreserved(maps, {candidate})) {
        current = std::move(candidate);
        continue;
      }
    }
    if (current.size() > 1)
      folded.push_back(current);
    current = {dim};
  }
  return folded;
}

/// Folds the dimension groups `folded` of `op` into one dimension each.
void collapseDims(RewriterBase &rewriter, linalg::GenericOp op,
                  ArrayRef<ReassociationIndices> folded) {
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::CollapseResult> collapsed =
      linalg::collapseOpIterationDims(op, folded, rewriter);
  if (succeeded(collapsed))
    rewriter.replaceOp(op, collapsed->results);
}

/// Folds runs of iteration dimensions that are contiguous in every operand
/// and have one iterator type into one dimension. An op with producers that
/// are fused into its tiles is folded only together with them, and only if
/// they fold the same dimensions (softmax's sum and update over NCHW on
/// axis 1 both fold H and W), so that they keep matching iteration spaces.
void collapseContiguousDims(RewriterBase &rewriter, linalg::GenericOp op) {
  SmallVector<ReassociationIndices> folded = getCollapsibleDims(op);
  if (folded.empty())
    return;
  SmallVector<linalg::GenericOp> producers;
  for (Value operand : op->getOperands()) {
    Operation *producer = operand.getDefiningOp();
    if (!producer || !isa<linalg::LinalgOp>(producer) ||
        isa<linalg::FillOp>(producer))
      continue;
    auto generic = dyn_cast<linalg::GenericOp>(producer);
    if (!generic || hasFusableProducer(generic) ||
        generic.getNumLoops() != op.getNumLoops() ||
        getCollapsibleDims(generic) != folded)
      return;
    if (!llvm::is_contained(producers, generic))
      producers.push_back(generic);
  }
  for (linalg::GenericOp producer : producers)
    collapseDims(rewriter, producer, folded);
  collapseDims(rewriter, op, folded);
}

struct CollapseContiguousDimsPass
    : actgrad::impl::ActGradCollapseContiguousDimsPassBase<
          CollapseContiguousDimsPass> {
  LogicalResult initialize(MLIRContext *context) override {
    cleanUpPatterns = getCleanUpPatterns(context);
    return success();
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp root : collectRoots(func)) {
      LLVM_DEBUG(llvm::dbgs() << "root: " << root->getLoc() << "\n");
      collapseContiguousDims(rewriter, root);
    }
    for (linalg::GenericOp op : collectTopLevelGenerics(func))
      if (writesAlongReduction(op))
        collapseContiguousDims(rewriter, op);
    // Folds the reshape pairs between collapsed producers and consumers, so
    // that the producers can still be fused into the consumers' tiles.
    cleanUp(func, cleanUpPatterns);
  }

  FrozenRewritePatternSet cleanUpPatterns;
};

} // namespace
