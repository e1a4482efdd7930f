//===- CPULoweringConfig.cpp - The actgrad-cpu-lowering-config pass -------===//
//
// Thread tile sizes are chosen once, here, and carried on the root as
// `thread_tile_sizes` in its `actgrad.lowering_config`, as IREE's
// KernelDispatch does; actgrad-tile-and-fuse reads them back. Contractions
// also get register tiles (`vector_tile_sizes`, see Contraction.h), which
// actgrad-vectorize applies.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "TileAndVectorize/Contraction.h"
#include "TileAndVectorize/SplitReduction.h"
#include "Utils/CPUCodegenUtils.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/InterleavedRange.h"

#define DEBUG_TYPE "actgrad-cpu-lowering-config"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADCPULOWERINGCONFIGPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// The iteration work (estimateIterationWork) up to which an elementwise op
/// moves memory more than it computes: hardtanh's and hardsigmoid's compares,
/// selects and product, but not swish's exp and division.
constexpr int64_t kMemoryBoundIterationWork = 20;

/// Tiles are whole multiples of this many iterations, so that two threads
/// never write to one cache line (a line holds 32 16-bit elements at most).
constexpr int64_t kTileGranule = 256;

/// Iterations per thread tile of `root`: `tileElements`, or fewer for an
/// elementwise op whose iterations cost more than a memory-bound one's,
/// down to a sixteenth. Its tiles then hold about as much work as a cheap
/// op's, and since a loop forks one thread per tile at most
/// (actgrad-fit-thread-count), a small but costly op spreads over as many
/// cores as its work pays for.
int64_t getTileIterations(linalg::GenericOp root, int64_t tileElements) {
  if (!isAllParallel(root) || hasFusableProducer(root))
    return tileElements;
  int64_t work = estimateIterationWork(root);
  if (work <= kMemoryBoundIterationWork || tileElements < 16 * kTileGranule)
    return tileElements;
  int64_t iterations = std::max(tileElements * kMemoryBoundIterationWork / work,
                                tileElements / 16);
  return iterations / kTileGranule * kTileGranule;
}

/// Elements of a cache line's worth of the narrowest type a merged one-pass
/// op may hold (32 16-bit values).
constexpr int64_t kLineElements = 32;

/// Thread tiles for a dynamically shaped merged one-pass op (PReLU NXC's
/// diff_src and diff_slope) whose only parallel dimension is the innermost
/// and static, which getThreadTileSizes keeps whole: actgrad-split-reduction
/// chunks only static reductions and makes only a batch kept apart from
/// other rows parallel (not a rank-2 op's single row dimension), so threads
/// split the columns instead, whole cache lines each. Empty where that gives
/// fewer than two tiles.
SmallVector<int64_t> getColumnTileSizes(linalg::GenericOp root) {
  if (!actgrad::isDynamicRowSweep(root))
    return {};
  SmallVector<int64_t> ranges = root.getStaticLoopRanges();
  int64_t innermost = ranges.size() - 1;
  if (ranges[innermost] < 2 * kLineElements ||
      ranges[innermost] % kLineElements != 0)
    return {};
  SmallVector<int64_t> sizes(ranges.size(), 0);
  sizes[innermost] = kLineElements;
  return sizes;
}

/// Whether `op` gets register tiles: a contraction that
/// actgrad-split-reduction left whole.
bool isRegisterTiledContraction(linalg::GenericOp op) {
  return !getLoweringConfigEntry(op, kPartialSumsKey) &&
         !getLoweringConfigEntry(op, kChunkDimKey) &&
         getRegisterTiledLoops(op).has_value();
}

/// collectRoots, plus the contractions and the generics that feed one,
/// in order. A contraction is a root of its own: fused into an elementwise
/// consumer's tiles it would get that op's tile shape, not its register
/// tiles' multiples. Its producers are roots too: fused into its tiles they
/// would be recomputed for every tile along the loop they do not index.
/// Without a target there are no register tiles: collectRoots alone.
SmallVector<linalg::GenericOp> collectConfiguredRoots(func::FuncOp func,
                                                      bool registerTiles) {
  if (!registerTiles)
    return collectRoots(func);
  llvm::SmallPtrSet<Operation *, 16> roots;
  for (linalg::GenericOp root : collectRoots(func))
    roots.insert(root);
  SmallVector<linalg::GenericOp> ordered;
  func.walk([&](linalg::GenericOp op) {
    bool feedsContraction = llvm::any_of(op->getUsers(), [](Operation *user) {
      auto consumer = dyn_cast<linalg::GenericOp>(user);
      return consumer && isRegisterTiledContraction(consumer);
    });
    if (roots.contains(op) ||
        (!isStaticallyEmpty(op) &&
         (feedsContraction || isRegisterTiledContraction(op))))
      ordered.push_back(op);
  });
  return ordered;
}

/// Sets `op`'s register tiles and, unless it has less work than
/// `minThreadWork` (a multiply-add per iteration), its thread tiles.
void configureContraction(linalg::GenericOp op, ArrayRef<int64_t> registerTiles,
                          int64_t tileElements, int64_t minThreadWork) {
  MLIRContext *context = op.getContext();
  setLoweringConfigEntry(op, kVectorTileSizesKey,
                         DenseI64ArrayAttr::get(context, registerTiles));
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::all_of(ranges, ShapedType::isStatic)) {
    uint64_t work = 1;
    for (int64_t range : ranges)
      work = llvm::SaturatingMultiply<uint64_t>(work, range);
    if (work < static_cast<uint64_t>(minThreadWork))
      return;
  }
  SmallVector<int64_t> sizes =
      getContractionThreadTiles(op, registerTiles, tileElements);
  LLVM_DEBUG(llvm::dbgs() << "contraction tiles of " << op.getLoc() << ": "
                          << llvm::interleaved(registerTiles) << "; threads "
                          << llvm::interleaved(sizes) << "\n");
  if (!sizes.empty())
    setLoweringConfigEntry(op, kThreadTileSizesKey,
                           DenseI64ArrayAttr::get(context, sizes));
}

struct CPULoweringConfigPass
    : actgrad::impl::ActGradCPULoweringConfigPassBase<CPULoweringConfigPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (tileElements < 0 || minThreadWork < 0 || minThreadBytes < 0) {
      func.emitError("actgrad-cpu-lowering-config: tile-elements, "
                     "min-thread-work and min-thread-bytes must not be "
                     "negative");
      return signalPassFailure();
    }
    actgrad::CPUTargetInfo target = actgrad::CPUTargetInfo::get(func);
    for (linalg::GenericOp root :
         collectConfiguredRoots(func, target.getVectorWidth() != 0)) {
      SmallVector<int64_t> registerTiles =
          isRegisterTiledContraction(root)
              ? getContractionRegisterTiles(root, target)
              : SmallVector<int64_t>();
      if (!registerTiles.empty()) {
        configureContraction(root, registerTiles, tileElements, minThreadWork);
        continue;
      }
      if (tileElements == 0)
        continue;
      // Upstream cannot tile results that are not indexed by projected
      // permutations: such roots stay whole.
      if (isTooSmallForThreads(root, minThreadWork, minThreadBytes) ||
          !hasProjectedPermutationResults(root))
        continue;
      SmallVector<int64_t> sizes;
      if (auto chunkDim = dyn_cast_or_null<IntegerAttr>(
              getLoweringConfigEntry(root, kChunkDimKey))) {
        int64_t dim = chunkDim.getInt();
        if (dim < 0 || dim >= root.getNumLoops()) {
          root.emitError("actgrad-cpu-lowering-config: chunk_dim ")
              << dim << " is not one of the " << root.getNumLoops() << " loops";
          return signalPassFailure();
        }
        sizes.assign(root.getNumLoops(), 0);
        sizes[dim] = 1;
      } else {
        sizes = getThreadTileSizes(root, getTileIterations(root, tileElements));
        if (sizes.empty() && columnTiles)
          sizes = getColumnTileSizes(root);
      }
      if (sizes.empty())
        continue;
      LLVM_DEBUG(llvm::dbgs() << "thread tiles of " << root.getLoc() << ": "
                              << llvm::interleaved(sizes) << "\n");
      setLoweringConfigEntry(root, kThreadTileSizesKey,
                             DenseI64ArrayAttr::get(&getContext(), sizes));
      // A static shape was decided above; a dynamic one is decided at run
      // time, from the same thresholds.
      if (!root.hasDynamicShape())
        continue;
      if (std::optional<int64_t> serialBelow =
              getMinThreadIterations(root, minThreadWork, minThreadBytes))
        setLoweringConfigEntry(
            root, kSerialBelowIterationsKey,
            IntegerAttr::get(IndexType::get(&getContext()), *serialBelow));
    }
  }
};

} // namespace
