//===- CollapseContiguousDims.cpp - actgrad-collapse-contiguous-dims ------===//
//
// Upstream's linalg-fold-unit-extent-dims and collapseOpIterationDims do the
// folding; this pass chooses what to fold so that producers fused later keep
// the iteration space of their consumer.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "TileAndVectorize/SplitReduction.h"
#include "Utils/CPUCodegenUtils.h"
#include "Utils/LoopFolding.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
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
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

/// Whether `map` (a projected permutation) uses no dimension of `folded`:
/// the operand it indexes keeps its type when `folded` is collapsed.
bool isUntouchedByFolding(AffineMap map,
                          ArrayRef<ReassociationIndices> folded) {
  return llvm::none_of(folded, [&](const ReassociationIndices &group) {
    return llvm::any_of(
        group, [&](int64_t dim) { return map.isFunctionOfDim(dim); });
  });
}

/// Whether every use of `op`'s results, once `folded` is collapsed, is in
/// `group`, is a generic taking a result that keeps its type (PReLU's
/// per-channel diff_slope, rounded to 16 bits), or writes it into a
/// caller's buffer with an identity layout (`materialize_in_destination`):
/// actgrad-reshape-destinations then moves the expansion back to the
/// collapsed shape onto that buffer, as a `memref.collapse_shape`. Any other
/// use would bufferize the expansion of a dynamic dimension into several as
/// `memref.expand_shape`, which upstream's expand-strided-metadata (LLVM 22)
/// crashes on.
bool hasOnlyCollapsibleUses(linalg::GenericOp op,
                            ArrayRef<linalg::GenericOp> group,
                            ArrayRef<ReassociationIndices> folded) {
  return llvm::all_of(op->getUses(), [&](OpOperand &use) {
    Operation *user = use.getOwner();
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (generic && (llvm::is_contained(group, generic) ||
                    isUntouchedByFolding(op.getIndexingMapMatchingResult(
                                             cast<OpResult>(use.get())),
                                         folded)))
      return true;
    auto materialize =
        dyn_cast<bufferization::MaterializeInDestinationOp>(user);
    if (!materialize)
      return false;
    auto buffer = dyn_cast<MemRefType>(materialize.getDest().getType());
    return buffer && buffer.getLayout().isIdentity();
  });
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

/// Takes the outermost dimension out of `folded` for a dynamic row sweep
/// whose batch actgrad-split-reduction then makes parallel, with partial
/// sums per image (hasParallelizableBatch).
void keepOuterRowsApart(linalg::GenericOp op,
                        SmallVectorImpl<ReassociationIndices> &folded) {
  if (!hasParallelizableBatch(op) || folded.empty() ||
      folded.front().front() != 0)
    return;
  folded.front().erase(folded.front().begin());
  if (folded.front().size() < 2)
    folded.erase(folded.begin());
}

/// Folds runs of iteration dimensions that are contiguous in every operand
/// and have one iterator type into one dimension. An op with producers that
/// are fused into its tiles is folded only together with them, and only if
/// they fold the same dimensions (softmax's sum and update over NCHW on
/// axis 1 both fold H and W), so that they keep matching iteration spaces.
/// Dynamic dimensions are folded too where every result of the group goes
/// to a caller's buffer or keeps its type (hasOnlyCollapsibleUses), so that
/// a dynamically shaped elementwise op, or a merged sweep reducing along
/// its rows, is one long loop as well, whatever its innermost extent (a
/// 7 x 7 image, one row of 7 per tile otherwise); a merged sweep keeps its
/// outermost dimension apart (keepOuterRowsApart) if `keepOuterRows`.
void collapseContiguousDims(RewriterBase &rewriter, linalg::GenericOp op,
                            bool keepOuterRows) {
  SmallVector<linalg::GenericOp> producers;
  for (Value operand : op->getOperands()) {
    Operation *producer = operand.getDefiningOp();
    if (!producer || !isa<linalg::LinalgOp>(producer) ||
        isa<linalg::FillOp>(producer))
      continue;
    auto generic = dyn_cast<linalg::GenericOp>(producer);
    if (!generic || hasFusableProducer(generic) ||
        generic.getNumLoops() != op.getNumLoops())
      return;
    if (!llvm::is_contained(producers, generic))
      producers.push_back(generic);
  }
  SmallVector<linalg::GenericOp> group = producers;
  group.push_back(op);
  // The producers must fold the same dimensions as `op`, so `op`'s
  // candidates decide which results keep their types.
  SmallVector<ReassociationIndices> candidates =
      getCollapsibleDims(op, /*allowDynamic=*/true);
  bool allowDynamic = llvm::all_of(group, [&](linalg::GenericOp member) {
    return hasOnlyCollapsibleUses(member, group, candidates);
  });
  SmallVector<ReassociationIndices> folded =
      getCollapsibleDims(op, allowDynamic);
  if (folded.empty() ||
      llvm::any_of(producers, [&](linalg::GenericOp producer) {
        return getCollapsibleDims(producer, allowDynamic) != folded;
      }))
    return;
  if (keepOuterRows)
    keepOuterRowsApart(op, folded);
  if (folded.empty())
    return;
  for (linalg::GenericOp producer : producers)
    collapseDims(rewriter, producer, folded);
  collapseDims(rewriter, op, folded);
}

struct CollapseContiguousDimsPass
    : actgrad::impl::ActGradCollapseContiguousDimsPassBase<
          CollapseContiguousDimsPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    cleanUpPatterns = getCleanUpPatterns(context);
    return success();
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp root : collectRoots(func)) {
      LLVM_DEBUG(llvm::dbgs() << "root: " << root->getLoc() << "\n");
      collapseContiguousDims(rewriter, root, keepOuterRows);
    }
    for (linalg::GenericOp op : collectTopLevelGenerics(func))
      if (writesAlongReduction(op))
        collapseContiguousDims(rewriter, op, keepOuterRows);
    // Folds the reshape pairs between collapsed producers and consumers, so
    // that the producers can still be fused into the consumers' tiles.
    cleanUp(func, cleanUpPatterns);
  }

  FrozenRewritePatternSet cleanUpPatterns;
};

} // namespace
