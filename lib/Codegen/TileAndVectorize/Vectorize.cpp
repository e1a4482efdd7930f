//===- Vectorize.cpp - The actgrad-vectorize pass -------------------------===//
//
// Upstream has the pieces (tiling, partial-reduction tiling, loop peeling,
// linalg::vectorize) but no pass that strings them together for a CPU;
// IREE splits them into LLVMCPUTile, LLVMCPUPeel and GenericVectorization.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "TileAndVectorize/Contraction.h"
#include "TileAndVectorize/DynamicNarrowRows.h"
#include "TileAndVectorize/OverlappedRest.h"
#include "TileAndVectorize/ReductionLanes.h"
#include "TileAndVectorize/SeparateRestSum.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-vectorize"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADVECTORIZEPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;
using mlir::actgrad::CPUTargetInfo;

namespace {

/// Marks, within this pass, the full tiles that are vectorized: tiling and
/// clean-up replace ops, so they are found again by the mark.
constexpr StringLiteral kVectorizeMarker = "actgrad.vectorize";
/// Marks the rest of a row split into lanes (tileReductionIntoLanes):
/// fewer iterations than a vector, a number known statically or only at run
/// time.
constexpr StringLiteral kMaskedRestMarker = "actgrad.vectorize_rest";
/// Marks the register tiles of a contraction (tileContractionForRegisters).
constexpr StringLiteral kContractionMarker = "actgrad.vectorize_contraction";

/// Adds each tiling loop's induction variable to the `linalg.index` ops of
/// the partial-reduction tiles in `tiled`, for the dimensions `sizes` tiles.
/// Upstream's LinalgOpPartialReductionInterface::tileToPartialReduction
/// (MLIR 22) clones the body without the linalg::offsetIndices call that
/// getTiledImplementation makes, so an index along a tiled reduction
/// dimension would count from the tile's start: a fused gather such as a
/// transposed weight's `tensor.extract` then reads the first tile's elements
/// in every tile. llvm/llvm-project#188261 fixes it after LLVM 22; this goes
/// when the project builds against a release with that fix (the indices would
/// be offset twice: vectorize-reduction-index.mlir fails then).
void offsetPartialReductionIndices(RewriterBase &rewriter,
                                   const scf::SCFTilingResult &tiled,
                                   ArrayRef<int64_t> sizes) {
  // Loops are made in dimension order, one per non-zero tile size; null
  // offsets (untiled dimensions) are left alone by offsetIndices.
  SmallVector<OpFoldResult> offsets(sizes.size());
  ArrayRef<LoopLikeOpInterface> loops = tiled.loops;
  for (auto [dim, size] : llvm::enumerate(sizes)) {
    if (size == 0)
      continue;
    if (loops.empty())
      return;
    std::optional<Value> iv =
        LoopLikeOpInterface(loops.front()).getSingleInductionVar();
    loops = loops.drop_front();
    if (iv)
      offsets[dim] = *iv;
  }
  for (Operation *tiledOp : tiled.tiledOps)
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(tiledOp))
      linalg::offsetIndices(rewriter, linalgOp, offsets);
}

/// Whether `op`'s tiles may be vectorized under a mask: the target loads and
/// stores its operands under one, and its body may run on padding lanes.
bool hasMaskableTiles(linalg::LinalgOp op) {
  return hasMaskedMemoryOps(op) && isSpeculatableBody(op);
}

/// Tiles `op` by `width` along its innermost dimension and by 1 along the
/// others, peels the partial last tile, and marks the tiled ops for
/// vectorization. An innermost reduction is tiled into `width` partial sums
/// (combined once after the loop), so the loop body is elementwise; outer
/// reductions simply become loops around vector-wide accumulations. With
/// `overlapRests`, the dynamic rest of a row split into lanes ends in an
/// overlapping lane tile where the target cannot mask it
/// (tileReductionIntoLanes).
LogicalResult tileForVectors(RewriterBase &rewriter, linalg::GenericOp op,
                             int64_t width, bool overlapRests) {
  int64_t rank = op.getNumLoops();
  if (rank == 0)
    return success();
  // A parallel result written inside an innermost reduction (a merged
  // one-pass op that actgrad-split-reduction could not split: its extent is
  // unknown, or a static one that whole vectors do not cover, such as
  // PReLU NCX's 14x14 rows) is split into lanes here, with the rest of the
  // row as one short tile: partial-reduction tiling cannot split it.
  if (writesAlongReduction(op) &&
      op.getIteratorTypesArray().back() == utils::IteratorType::reduction)
    return actgrad::tileReductionIntoLanes(
        rewriter, op, width, kVectorizeMarker, kMaskedRestMarker,
        overlapRests && !hasMaskableTiles(op) &&
            actgrad::canOverlapRowRests(
                op, width, CPUTargetInfo::get(op).getVectorWidth()));
  // Partial-reduction tiling and masked vectorization both mishandle
  // operands indexed by constants (PReLU's per-tensor `-> (0)`): such ops
  // stay loops, which LLVM vectorizes.
  if (!llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isProjectedPermutation(); }))
    return success();
  bool parallel = isAllParallel(op);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<int64_t> sizes(rank, 1);
  sizes.back() = width;
  if (parallel && ranges == sizes) {
    op->setAttr(kVectorizeMarker, rewriter.getI64IntegerAttr(width));
    return success();
  }
  SmallVector<unsigned> reductionDims;
  op.getReductionDims(reductionDims);
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  MLIRContext *context = rewriter.getContext();
  scf::SCFTilingOptions options;
  options.setReductionDims(reductionDims);
  if (iterators.back() == utils::IteratorType::reduction) {
    // Partial-reduction tiling cannot tile parallel dimensions as well, so
    // the parallel ones are first tiled by 1.
    SmallVector<int64_t> parallelSizes(rank, 0);
    for (int64_t dim = 0; dim < rank; ++dim)
      if (iterators[dim] == utils::IteratorType::parallel)
        parallelSizes[dim] = 1;
    if (llvm::any_of(parallelSizes, [](int64_t size) { return size != 0; })) {
      scf::SCFTilingOptions parallelOptions;
      parallelOptions.setTileSizes(
          getAsIndexOpFoldResult(context, parallelSizes));
      rewriter.setInsertionPoint(op);
      FailureOr<scf::SCFTilingResult> rows = scf::tileUsingSCF(
          rewriter, cast<TilingInterface>(*op), parallelOptions);
      if (failed(rows))
        return op.emitError("actgrad-vectorize: cannot tile for vectors");
      rewriter.replaceOp(op, rows->replacements);
      op = cast<linalg::GenericOp>(rows->tiledOps.front());
    }
    for (int64_t dim = 0; dim < rank; ++dim)
      if (iterators[dim] == utils::IteratorType::parallel)
        sizes[dim] = 0;
    options.setReductionTilingStrategy(
        ReductionTilingStrategy::PartialReductionOuterReduction);
  }
  options.setTileSizes(getAsIndexOpFoldResult(context, sizes));
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, cast<TilingInterface>(*op), options);
  if (failed(tiled))
    return op.emitError("actgrad-vectorize: cannot tile for vectors");
  rewriter.replaceOp(op, tiled->replacements);
  if (iterators.back() == utils::IteratorType::reduction)
    offsetPartialReductionIndices(rewriter, *tiled, sizes);
  for (Operation *tiledOp :
       llvm::concat<Operation *>(tiled->tiledOps, tiled->mergeOps))
    if (isa<linalg::LinalgOp>(tiledOp))
      tiledOp->setAttr(kVectorizeMarker, rewriter.getI64IntegerAttr(width));

  auto innermost = dyn_cast<scf::ForOp>(tiled->loops.back().getOperation());
  if (!innermost)
    return success();
  scf::ForOp partial;
  // Peeling fails when the trip count divides evenly: nothing to peel then.
  (void)scf::peelForLoopAndSimplifyBounds(rewriter, innermost, partial);
  return success();
}

/// Whether `op` is an innermost reduction of 16-bit elements (inputs and
/// results) each of whose results is a max, a min or a sum of its elements.
/// One vector of such lanes chains every step through one accumulator,
/// which on f16 and bf16 is widened, combined and rounded again each step
/// (the loop-carried chain then bounds the loop); twice the lanes, which
/// actgrad-widen-16-bit-halves carries as two halves, make two independent
/// chains. A max or min is exact, so that its order of evaluation does not
/// change the value; a sum's order is free (isLaneSplittableCombiner).
bool is16BitChainedReduction(linalg::GenericOp op) {
  if (!CPUTargetInfo::get(op).hasWide16BitLanes() || op.getNumLoops() == 0 ||
      op.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return false;
  auto is16Bit = [](Value value) {
    Type element = getElementTypeOrSelf(value.getType());
    return element.isIntOrFloat() && element.getIntOrFloatBitWidth() == 16;
  };
  if (!llvm::all_of(op->getOperands(), is16Bit))
    return false;
  unsigned innermost = op.getNumLoops() - 1;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    if (op.getMatchingIndexingMap(&init).isFunctionOfDim(innermost))
      return false;
    SmallVector<Operation *> combiners;
    unsigned position = init.getOperandNumber() - op.getNumDpsInputs();
    if (!matchReduction(op.getRegionOutputArgs(), position, combiners) ||
        combiners.size() != 1 ||
        !(isLaneSplittableCombiner(combiners.front()) ||
          isa<arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp, arith::MinUIOp>(
              combiners.front())))
      return false;
  }
  return true;
}

/// Vectorizes `op`, a tile marked by tileForVectors.
void vectorizeMarked(RewriterBase &rewriter, linalg::LinalgOp op,
                     bool maskPartialTiles) {
  bool rest = op->hasAttr(kMaskedRestMarker);
  int64_t opWidth = op->getAttrOfType<IntegerAttr>(rest ? kMaskedRestMarker
                                                        : kVectorizeMarker)
                        .getInt();
  op->removeAttr(kVectorizeMarker);
  op->removeAttr(kMaskedRestMarker);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  bool maskable = maskPartialTiles && !ranges.empty() &&
                  llvm::all_of(ArrayRef(ranges).drop_back(),
                               [](int64_t range) { return range == 1; }) &&
                  hasMaskableTiles(op);
  // Full tiles are static. A dynamically sized tile (the peeled rest of a
  // row, or of a row split into lanes by tileReductionIntoLanes) is
  // vectorized at the full width under a run-time mask where the target has
  // masked loads and stores: it writes its slice of the row in place (the
  // no-heap check of actgrad-bench finds no copy). Elsewhere it stays a
  // loop, or becomes the row's last whole vector (overlapRowRest): a dynamic
  // row of 13 (softmax over an outer axis) would be 13 scalar iterations.
  // The rest of a sum over whole vectors only (separateRestSum) never runs.
  if (op->hasAttr(actgrad::kWholeVectorsOnlyAttr) && op.hasDynamicShape()) {
    rewriter.replaceOp(op, op.getDpsInits());
    return;
  }
  SmallVector<linalg::LinalgOp> tiles = {op};
  if (op.hasDynamicShape() && !maskable) {
    auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
    FailureOr<SmallVector<linalg::GenericOp>> overlapped =
        generic && maskPartialTiles && !rest
            ? actgrad::overlapRowRest(rewriter, generic, opWidth)
            : FailureOr<SmallVector<linalg::GenericOp>>(failure());
    if (failed(overlapped))
      return;
    tiles.assign(overlapped->begin(), overlapped->end());
  }
  // A partial tile narrower than a vector whose width LLVM would split
  // into pieces (13 lanes: 8 + 4 + 1 loads and inserts per operand), or
  // a one-lane tile of a reduction that reads f16
  // (isSingleF16ReductionLane), is vectorized at the full width with a
  // mask instead, which AVX-512 loads and stores in one masked
  // instruction.
  SmallVector<int64_t> vectorSizes;
  if (maskable &&
      (op.hasDynamicShape() ||
       (ranges.back() < opWidth && (!llvm::isPowerOf2_64(ranges.back()) ||
                                    isSingleF16ReductionLane(op))))) {
    vectorSizes.assign(ranges.size(), 1);
    vectorSizes.back() = opWidth;
  }
  for (linalg::LinalgOp tile : tiles) {
    rewriter.setInsertionPoint(tile);
    FailureOr<linalg::VectorizationResult> vectorized =
        linalg::vectorize(rewriter, tile, vectorSizes,
                          SmallVector<bool>(vectorSizes.size(), false));
    if (succeeded(vectorized))
      rewriter.replaceOp(tile, vectorized->replacements);
  }
}

struct VectorizePass : actgrad::impl::ActGradVectorizePassBase<VectorizePass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    cleanUpPatterns = getCleanUpPatterns(context);
    return success();
  }

  /// Tiles `op` for vectors of `width` lanes (or its register tiles), and
  /// marks the tiles that vectorizeMarked then vectorizes.
  LogicalResult tileGeneric(RewriterBase &rewriter, linalg::GenericOp op,
                            int64_t width) {
    if (auto registerTiles = dyn_cast_or_null<DenseI64ArrayAttr>(
            getLoweringConfigEntry(op, kVectorTileSizesKey))) {
      if (linalg::GenericOp pack = packVectorOperand(rewriter, op))
        if (failed(tileForVectors(rewriter, pack, width, maskPartialTiles)))
          return failure();
      return tileContractionForRegisters(
          rewriter, op, registerTiles.asArrayRef(), kContractionMarker);
    }
    int64_t opWidth = wide16BitTiles && (isWide16BitGeneric(op) ||
                                         is16BitChainedReduction(op) ||
                                         isPairedBF16RoundingGeneric(op))
                          ? 2 * width
                          : width;
    bool maskable = hasMaskableTiles(op);
    if (maskPartialTiles && actgrad::hasDynamicRows(op) &&
        (maskable || actgrad::canOverlapRowRests(op, opWidth, width)))
      return actgrad::tileDynamicRows(
          rewriter, op, opWidth, width, maskable, kVectorizeMarker,
          [&](linalg::GenericOp version, int64_t lanes) {
            return tileForVectors(rewriter, version, lanes, maskPartialTiles);
          });
    return tileForVectors(rewriter, op, opWidth, maskPartialTiles);
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    MLIRContext *context = &getContext();
    FailureOr<int64_t> width =
        resolveVectorWidth(func, vectorWidth, "actgrad-vectorize");
    if (failed(width))
      return signalPassFailure();
    LLVM_DEBUG(llvm::dbgs() << "vector width " << *width << "\n");
    if (*width == 0)
      return;
    IRRewriter rewriter(context);
    SmallVector<linalg::GenericOp> generics;
    func.walk([&](linalg::GenericOp op) {
      if (!isStaticallyEmpty(op))
        generics.push_back(op);
    });
    for (linalg::GenericOp op : generics)
      if (failed(tileGeneric(rewriter, op, *width)))
        return signalPassFailure();
    // Folds the peeled loops' bounds into static tile shapes.
    cleanUp(func, cleanUpPatterns);

    SmallVector<linalg::LinalgOp> marked;
    func.walk([&](linalg::LinalgOp op) {
      if (op->hasAttr(kVectorizeMarker) || op->hasAttr(kMaskedRestMarker))
        marked.push_back(op);
    });
    for (linalg::LinalgOp op : marked)
      vectorizeMarked(rewriter, op, maskPartialTiles);
    func.walk([](Operation *op) {
      op->removeAttr(actgrad::kRowsHoldVectorAttr);
      op->removeAttr(actgrad::kWholeVectorsOnlyAttr);
    });
    SmallVector<std::pair<linalg::LinalgOp, DenseI64ArrayAttr>>
        contractionTiles;
    func.walk([&](linalg::LinalgOp op) {
      if (auto bounds =
              op->getAttrOfType<DenseI64ArrayAttr>(kContractionMarker))
        contractionTiles.push_back({op, bounds});
      op->removeAttr(kContractionMarker);
    });
    for (auto [op, bounds] : contractionTiles)
      vectorizeContractionTile(rewriter, op, bounds.asArrayRef(),
                               maskPartialTiles && hasMaskedMemoryOps(op));
    // Before the unit-dimension patterns below, which would make a
    // one-step contraction a product and a sum: it becomes one FMA per row
    // and vector instead.
    if (!contractionTiles.empty())
      lowerContractionTiles(func);
    // Masked transfers carry their mask as an operand from here on: the
    // unit-dimension patterns below do not see into `vector.mask` regions.
    RewritePatternSet maskPatterns(context);
    vector::populateVectorMaskLoweringPatternsForSideEffectingOps(maskPatterns);
    (void)applyPatternsGreedily(func, std::move(maskPatterns));
    // Tiles are 1 x ... x 1 x width: drop the unit dimensions so that every
    // transfer is a plain 1-D load or store.
    RewritePatternSet unitDimPatterns(context);
    vector::populateCastAwayVectorLeadingOneDimPatterns(unitDimPatterns);
    vector::populateVectorTransferDropUnitDimsPatterns(unitDimPatterns);
    vector::populateDropUnitDimWithShapeCastPatterns(unitDimPatterns);
    (void)applyPatternsGreedily(func, std::move(unitDimPatterns));
    cleanUp(func, cleanUpPatterns);
  }

  FrozenRewritePatternSet cleanUpPatterns;
};

} // namespace
