//===- TileAndFuse.cpp - The actgrad-tile-and-fuse pass -------------------===//
//
// A thin pass around upstream's tileConsumerAndFuseProducersUsingSCF, as
// IREE's LLVMCPUTileAndFuse, with the tile sizes of the lowering
// configuration.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
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

/// Tiles `root` with scf.forall by `sizes` and fuses its producers into the
/// tile.
LogicalResult tileForThreads(RewriterBase &rewriter, linalg::GenericOp root,
                             ArrayRef<int64_t> tileSizes) {
  SmallVector<OpFoldResult> sizes =
      getAsIndexOpFoldResult(rewriter.getContext(), tileSizes);
  scf::SCFTileAndFuseOptions options;
  options.tilingOptions.setTileSizes(sizes).setLoopType(
      scf::SCFTilingOptions::LoopType::ForallOp);
  // Upstream's slice computation crashes on producers over an empty
  // iteration space (a sum over a zero-sized dimension), and fails with an
  // error on producers whose results are not indexed by projected
  // permutations (a keep-dim reduction's `(d0, d1) -> (d0, 0)`): both stay
  // outside the tile, and are not tried, so no error is printed.
  options.setFusionControlFn(
      [](tensor::ExtractSliceOp, OpResult producer,
         bool) -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
        auto linalgOp = dyn_cast<linalg::LinalgOp>(producer.getOwner());
        if (linalgOp && (isStaticallyEmpty(linalgOp) ||
                         !hasProjectedPermutationResults(linalgOp)))
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
    SmallVector<std::pair<linalg::GenericOp, SmallVector<int64_t>>> roots;
    func.walk([&](linalg::GenericOp op) {
      if (auto sizes = dyn_cast_or_null<DenseI64ArrayAttr>(
              getLoweringConfigEntry(op, kThreadTileSizesKey)))
        roots.push_back({op, llvm::to_vector(sizes.asArrayRef())});
    });
    IRRewriter rewriter(&getContext());
    for (auto &[root, sizes] : roots) {
      LLVM_DEBUG(llvm::dbgs() << "tiling " << root.getLoc() << "\n");
      if (failed(tileForThreads(rewriter, root, sizes)))
        return signalPassFailure();
    }
    // The configuration is consumed: the tiled ops inside carry copies.
    func.walk([](Operation *op) { op->removeAttr(kLoweringConfigAttrName); });
    cleanUp(func, cleanUpPatterns);
  }

  FrozenRewritePatternSet cleanUpPatterns;
};

} // namespace
