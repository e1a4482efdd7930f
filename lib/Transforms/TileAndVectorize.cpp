//===- TileAndVectorize.cpp - The actgrad-tile-and-vectorize pass ---------===//
//
// Upstream provides the pieces (TilingInterface tile-and-fuse, loop peeling,
// the linalg vectorizer, dimension collapsing) but no pass that chooses tile
// sizes for a CPU and strings them together; this pass does that, the way
// IREE's LLVMCPU pipeline does, for the linalg.generic ops actgrad lowers to.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADTILEANDVECTORIZEPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Marks the ops that the last step vectorizes.
constexpr StringLiteral kVectorizeMarker = "__actgrad_vectorize__";

/// Extent assumed for a dynamic dimension when choosing tile sizes.
constexpr int64_t kAssumedDynamicExtent = 1024;

bool isAllParallel(linalg::LinalgOp op) {
  return op.getNumLoops() == op.getNumParallelLoops();
}

/// True if a linalg op other than a fill produces one of `op`'s operands:
/// such an op is fused into `op`'s tiles, which needs the two to keep
/// matching iteration spaces.
bool hasFusableProducer(linalg::LinalgOp op) {
  return llvm::any_of(op->getOperands(), [](Value operand) {
    Operation *producer = operand.getDefiningOp();
    return producer && isa<linalg::LinalgOp>(producer) &&
           !isa<linalg::FillOp>(producer);
  });
}

/// The roots of the fusion groups: generics none of whose results feed
/// another linalg op in the same block.
SmallVector<linalg::GenericOp> collectRoots(func::FuncOp func) {
  SmallVector<linalg::GenericOp> roots;
  func.walk([&](linalg::GenericOp op) {
    bool feedsLinalg = llvm::any_of(op->getUsers(), [&](Operation *user) {
      return isa<linalg::LinalgOp>(user) && user->getBlock() == op->getBlock();
    });
    if (!feedsLinalg)
      roots.push_back(op);
  });
  return roots;
}

/// Folds runs of iteration dimensions that are contiguous in every operand
/// and have one iterator type into one dimension.
void collapseContiguousDims(RewriterBase &rewriter, linalg::GenericOp op) {
  int64_t numLoops = op.getNumLoops();
  if (numLoops < 2 || hasFusableProducer(op))
    return;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices current = {0};
  for (int64_t dim = 1; dim < numLoops; ++dim) {
    ReassociationIndices candidate = current;
    candidate.push_back(dim);
    if (iterators[dim] == iterators[current.front()] &&
        linalg::areDimSequencesPreserved(maps, {candidate})) {
      current = std::move(candidate);
      continue;
    }
    groups.push_back(current);
    current = {dim};
  }
  groups.push_back(current);
  if (static_cast<int64_t>(groups.size()) == numLoops)
    return;
  SmallVector<ReassociationIndices> folded;
  for (ReassociationIndices &group : groups)
    if (group.size() > 1)
      folded.push_back(group);
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::CollapseResult> collapsed =
      linalg::collapseOpIterationDims(op, folded, rewriter);
  if (succeeded(collapsed))
    rewriter.replaceOp(op, collapsed->results);
}

/// Tile sizes giving about `target` iterations per tile: inner dimensions
/// stay whole, reductions are never split. Empty if the op is small enough
/// to stay in one tile.
SmallVector<OpFoldResult> getThreadTileSizes(OpBuilder &b,
                                             linalg::LinalgOp op,
                                             int64_t target) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<int64_t> sizes(ranges.size(), 0);
  int64_t inner = 1;
  for (int64_t dim = ranges.size() - 1; dim >= 0; --dim) {
    int64_t extent = ShapedType::isDynamic(ranges[dim]) ? kAssumedDynamicExtent
                                                        : ranges[dim];
    if (iterators[dim] == utils::IteratorType::reduction ||
        inner * extent <= target) {
      inner *= std::max<int64_t>(extent, 1);
      continue;
    }
    sizes[dim] = std::max<int64_t>(target / inner, 1);
    for (int64_t outer = 0; outer < dim; ++outer)
      if (iterators[outer] == utils::IteratorType::parallel)
        sizes[outer] = 1;
    return getAsIndexOpFoldResult(b.getContext(), sizes);
  }
  return {};
}

/// Tiles `root` with scf.forall and fuses its producers into the tile.
LogicalResult tileForThreads(RewriterBase &rewriter, linalg::GenericOp root,
                             int64_t target) {
  SmallVector<OpFoldResult> sizes =
      getThreadTileSizes(rewriter, cast<linalg::LinalgOp>(*root), target);
  if (sizes.empty())
    return success();
  scf::SCFTileAndFuseOptions options;
  options.tilingOptions.setTileSizes(sizes).setLoopType(
      scf::SCFTilingOptions::LoopType::ForallOp);
  rewriter.setInsertionPoint(root);
  FailureOr<scf::SCFTileAndFuseResult> tiled =
      scf::tileConsumerAndFuseProducersUsingSCF(
          rewriter, cast<TilingInterface>(*root), options);
  if (failed(tiled))
    return root.emitError("actgrad-tile-and-vectorize: cannot tile for threads");
  for (OpResult result : root->getResults())
    if (Value replacement = tiled->replacements.lookup(result))
      rewriter.replaceAllUsesWith(result, replacement);
  return success();
}

/// Tiles an all-parallel op by `width` along its innermost dimension (1 along
/// the others) and peels the partial tile, marking the tiled ops for
/// vectorization.
LogicalResult tileForVectors(RewriterBase &rewriter, linalg::GenericOp op,
                             int64_t width) {
  int64_t rank = op.getNumLoops();
  if (rank == 0)
    return success();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<int64_t> sizes(rank, 1);
  sizes.back() = width;
  if (ranges == sizes) {
    op->setAttr(kVectorizeMarker, rewriter.getUnitAttr());
    return success();
  }
  scf::SCFTilingOptions options;
  options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes));
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, cast<TilingInterface>(*op), options);
  if (failed(tiled))
    return op.emitError("actgrad-tile-and-vectorize: cannot tile for vectors");
  rewriter.replaceOp(op, tiled->replacements);
  for (Operation *tiledOp : tiled->tiledOps)
    tiledOp->setAttr(kVectorizeMarker, rewriter.getUnitAttr());

  auto innermost = dyn_cast<scf::ForOp>(tiled->loops.back().getOperation());
  if (!innermost)
    return success();
  scf::ForOp partial;
  // Peeling fails when the trip count divides evenly: nothing to peel then.
  (void)scf::peelForLoopAndSimplifyBounds(rewriter, innermost, partial);
  return success();
}

struct TileAndVectorizePass
    : actgrad::impl::ActGradTileAndVectorizePassBase<TileAndVectorizePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    MLIRContext *context = &getContext();
    if (tileElements < 0 || vectorWidth < 0) {
      func.emitError("actgrad-tile-and-vectorize: tile-elements and "
                     "vector-width must not be negative");
      return signalPassFailure();
    }
    IRRewriter rewriter(context);

    for (linalg::GenericOp root : collectRoots(func))
      collapseContiguousDims(rewriter, root);

    if (tileElements > 0) {
      for (linalg::GenericOp root : collectRoots(func))
        if (failed(tileForThreads(rewriter, root, tileElements)))
          return signalPassFailure();
      cleanUp(func);
    }

    if (vectorWidth == 0)
      return;
    SmallVector<linalg::GenericOp> parallelOps;
    func.walk([&](linalg::GenericOp op) {
      if (isAllParallel(op))
        parallelOps.push_back(op);
    });
    for (linalg::GenericOp op : parallelOps)
      if (failed(tileForVectors(rewriter, op, vectorWidth)))
        return signalPassFailure();
    // Folds the peeled loops' bounds into static tile shapes.
    cleanUp(func);

    SmallVector<linalg::GenericOp> marked;
    func.walk([&](linalg::GenericOp op) {
      if (op->hasAttr(kVectorizeMarker))
        marked.push_back(op);
    });
    for (linalg::GenericOp op : marked) {
      op->removeAttr(kVectorizeMarker);
      // Full tiles are static; the peeled partial tile is masked.
      SmallVector<int64_t> vectorSizes;
      if (op.hasDynamicShape()) {
        vectorSizes.assign(op.getNumLoops(), 1);
        vectorSizes.back() = vectorWidth;
      }
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::VectorizationResult> vectorized =
          linalg::vectorize(rewriter, op, vectorSizes,
                            SmallVector<bool>(vectorSizes.size(), false));
      if (succeeded(vectorized))
        rewriter.replaceOp(op, vectorized->replacements);
    }
    // Masked transfers become transfer ops with a mask operand before any
    // canonicalization can move other ops into the `vector.mask` regions.
    RewritePatternSet maskPatterns(context);
    vector::populateVectorMaskLoweringPatternsForSideEffectingOps(maskPatterns);
    (void)applyPatternsGreedily(func, std::move(maskPatterns));
    cleanUp(func);
  }

  /// Canonicalizes; not converging is harmless here, so it is not checked.
  void cleanUp(func::FuncOp func) {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    for (RegisteredOperationName name : context->getRegisteredOperations())
      if (isa<affine::AffineDialect, arith::ArithDialect, linalg::LinalgDialect,
              scf::SCFDialect, tensor::TensorDialect, vector::VectorDialect>(
              name.getDialect()))
        name.getCanonicalizationPatterns(patterns, context);
    tensor::populateFoldTensorEmptyPatterns(patterns);
    (void)applyPatternsGreedily(func, std::move(patterns));
  }
};

} // namespace
