//===- TileAndFuse.cpp - The actgrad-tile-and-fuse pass -------------------===//
//
// A thin pass around upstream's tileConsumerAndFuseProducersUsingSCF, as
// IREE's LLVMCPUTileAndFuse, with the tile sizes of the lowering
// configuration.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "TileAndVectorize/Contraction.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-tile-and-fuse"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADTILEANDFUSEPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// `tileSizes`, or, when `root` has fewer than `serialBelow` iterations at
/// run time, its whole extent along each tiled dimension (at least 1, a
/// valid step): one tile, which actgrad-serialize-single-iteration-loops
/// runs without starting threads.
SmallVector<OpFoldResult> getRunTimeTileSizes(RewriterBase &rewriter,
                                              linalg::GenericOp root,
                                              ArrayRef<int64_t> tileSizes,
                                              int64_t serialBelow) {
  Location loc = root.getLoc();
  rewriter.setInsertionPoint(root);
  SmallVector<Range> ranges = cast<linalg::LinalgOp>(root.getOperation())
                                  .createLoopRanges(rewriter, loc);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  Value iterations = one;
  for (const Range &range : ranges)
    iterations = arith::MulIOp::create(
        rewriter, loc, iterations,
        getValueOrCreateConstantIndexOp(rewriter, loc, range.size));
  Value isSmall = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::ult, iterations,
      arith::ConstantIndexOp::create(rewriter, loc, serialBelow));
  SmallVector<OpFoldResult> sizes;
  for (auto [size, range] : llvm::zip_equal(tileSizes, ranges)) {
    if (size == 0) {
      sizes.push_back(rewriter.getIndexAttr(0));
      continue;
    }
    Value whole = arith::MaxUIOp::create(
        rewriter, loc,
        getValueOrCreateConstantIndexOp(rewriter, loc, range.size), one);
    sizes.push_back(arith::SelectOp::create(
                        rewriter, loc, isSmall, whole,
                        arith::ConstantIndexOp::create(rewriter, loc, size))
                        .getResult());
  }
  return sizes;
}

/// Whether `op` only moves or broadcasts its inputs (a fill, a copy, a
/// broadcast or a transpose): recomputing it in a tile costs no more than
/// reading its result.
bool isCheapToRecompute(Operation *op) {
  if (isa<linalg::FillOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && llvm::hasSingleElement(generic.getBody()->getOperations());
}

/// The ops of `root`'s block whose every result is used, directly or through
/// other such ops, only by `root` (or for its shape): once the tiled loop
/// replaces `root`, the fused copies replace them too and they die. One walk
/// back from `root` suffices, since a user follows its producer in a block.
llvm::SmallPtrSet<Operation *, 16> getExclusiveProducers(Operation *root) {
  llvm::SmallPtrSet<Operation *, 16> exclusive;
  Block *block = root->getBlock();
  for (Operation *op = root->getPrevNode(); op; op = op->getPrevNode()) {
    bool onlyFeedsRoot =
        !op->use_empty() && llvm::all_of(op->getUsers(), [&](Operation *user) {
          Operation *ancestor = block->findAncestorOpInBlock(*user);
          return isa<tensor::DimOp>(user) || ancestor == root ||
                 exclusive.contains(ancestor);
        });
    if (onlyFeedsRoot)
      exclusive.insert(op);
  }
  return exclusive;
}

/// Whether fusing `producer` into the tile of `root`, whose loop holds
/// `slice`, would compute it twice: some result of it is used (for its
/// value, not its shape) outside that loop by an op that outlives the tiling
/// (not `root` nor one of its `exclusive` producers). Such a producer stays
/// outside and the tile reads its result. Fusing it anyway would recompute
/// it in every tile, and through it its own producers: on a whole model's
/// backward graph, where the gradient of each layer feeds every earlier one,
/// each root would pull in the graph above it, once per path to it.
bool isUsedOutsideTile(Operation *producer, Operation *root,
                       const llvm::SmallPtrSetImpl<Operation *> &exclusive,
                       tensor::ExtractSliceOp slice) {
  auto loop = slice->getParentOfType<scf::ForallOp>();
  Block *block = root->getBlock();
  for (OpOperand &use : producer->getUses()) {
    Operation *user = use.getOwner();
    if (user == root || isa<tensor::DimOp>(user) ||
        (loop && loop->isProperAncestor(user)))
      continue;
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (ancestor && exclusive.contains(ancestor))
      continue;
    return true;
  }
  return false;
}

/// Checks `sizes`, the thread tiles a configuration (ours, or the input's)
/// gives `op`: one non-negative size per loop at most, and none on a
/// reduction, whose partial results the threads would race to write
/// (upstream only warns about that).
LogicalResult verifyThreadTileSizes(linalg::GenericOp op,
                                    ArrayRef<int64_t> sizes) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (sizes.size() > iterators.size())
    return op.emitError("actgrad-tile-and-fuse: ")
           << sizes.size() << " thread tile sizes for " << iterators.size()
           << " loops";
  for (auto [dim, size] : llvm::enumerate(sizes)) {
    if (size < 0)
      return op.emitError("actgrad-tile-and-fuse: thread tile size ")
             << size << " of loop " << dim << " is negative";
    if (size != 0 && iterators[dim] == utils::IteratorType::reduction)
      return op.emitError("actgrad-tile-and-fuse: thread tiles split "
                          "reduction loop ")
             << dim
             << ", whose partial results the threads would race to "
                "write";
  }
  return success();
}

/// Tiles `root` with scf.forall by `sizes` and fuses its producers into the
/// tile.
LogicalResult tileForThreads(RewriterBase &rewriter, linalg::GenericOp root,
                             ArrayRef<int64_t> tileSizes,
                             std::optional<int64_t> serialBelow) {
  SmallVector<OpFoldResult> sizes =
      serialBelow ? getRunTimeTileSizes(rewriter, root, tileSizes, *serialBelow)
                  : getAsIndexOpFoldResult(rewriter.getContext(), tileSizes);
  scf::SCFTileAndFuseOptions options;
  options.tilingOptions.setTileSizes(sizes).setLoopType(
      scf::SCFTilingOptions::LoopType::ForallOp);
  // Upstream's slice computation crashes on producers over an empty
  // iteration space (a sum over a zero-sized dimension), and fails with an
  // error on producers whose results are not indexed by projected
  // permutations (a keep-dim reduction's `(d0, d1) -> (d0, 0)`): both stay
  // outside the tile, and are not tried, so no error is printed. A
  // contraction with register tiles stays outside too: it is tiled as a root
  // of its own, to multiples of them. So does a producer that the tile would
  // recompute (isUsedOutsideTile), unless it only moves data.
  Operation *rootOp = root.getOperation();
  llvm::SmallPtrSet<Operation *, 16> exclusive = getExclusiveProducers(rootOp);
  options.setFusionControlFn(
      [rootOp, &exclusive](
          tensor::ExtractSliceOp slice, OpResult producer,
          bool) -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
        Operation *owner = producer.getOwner();
        auto linalgOp = dyn_cast<linalg::LinalgOp>(owner);
        if (linalgOp && (isStaticallyEmpty(linalgOp) ||
                         !hasProjectedPermutationResults(linalgOp) ||
                         getLoweringConfigEntry(linalgOp, kVectorTileSizesKey)))
          return std::nullopt;
        if (!isCheapToRecompute(owner) &&
            isUsedOutsideTile(owner, rootOp, exclusive, slice))
          return std::nullopt;
        return scf::SCFTileAndFuseOptions::ControlFnResult{};
      });
  rewriter.setInsertionPoint(root);
  FailureOr<scf::SCFTileAndFuseResult> tiled =
      scf::tileConsumerAndFuseProducersUsingSCF(
          rewriter, cast<TilingInterface>(*root), options);
  if (failed(tiled))
    return root.emitError("actgrad-tile-and-fuse: cannot tile for threads");
  for (OpResult result : root->getResults())
    if (Value replacement = tiled->replacements.lookup(result))
      rewriter.replaceAllUsesWith(result, replacement);
  return success();
}

struct TileAndFusePass
    : actgrad::impl::ActGradTileAndFusePassBase<TileAndFusePass> {
  LogicalResult initialize(MLIRContext *context) override {
    cleanUpPatterns = getCleanUpPatterns(context);
    return success();
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    struct Root {
      linalg::GenericOp op;
      SmallVector<int64_t> sizes;
      std::optional<int64_t> serialBelow;
    };
    SmallVector<Root> roots;
    bool invalid = false;
    func.walk([&](linalg::GenericOp op) {
      auto sizes = dyn_cast_or_null<DenseI64ArrayAttr>(
          getLoweringConfigEntry(op, kThreadTileSizesKey));
      if (!sizes)
        return;
      if (failed(verifyThreadTileSizes(op, sizes.asArrayRef()))) {
        invalid = true;
        return;
      }
      std::optional<int64_t> serialBelow;
      if (auto attr = dyn_cast_or_null<IntegerAttr>(
              getLoweringConfigEntry(op, kSerialBelowIterationsKey)))
        serialBelow = attr.getInt();
      roots.push_back({op, llvm::to_vector(sizes.asArrayRef()), serialBelow});
    });
    if (invalid)
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    for (Root &root : roots) {
      LLVM_DEBUG(llvm::dbgs() << "tiling " << root.op.getLoc() << "\n");
      if (failed(
              tileForThreads(rewriter, root.op, root.sizes, root.serialBelow)))
        return signalPassFailure();
    }
    // The configuration is consumed: the tiled ops inside carry copies. The
    // register tiles stay, for actgrad-vectorize.
    func.walk([](Operation *op) {
      Attribute registerTiles = getLoweringConfigEntry(op, kVectorTileSizesKey);
      op->removeAttr(kLoweringConfigAttrName);
      if (registerTiles)
        setLoweringConfigEntry(op, kVectorTileSizesKey, registerTiles);
    });
    cleanUp(func, cleanUpPatterns);
  }

  FrozenRewritePatternSet cleanUpPatterns;
};

} // namespace
