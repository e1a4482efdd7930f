//===- CPULoweringConfig.cpp - The actgrad-cpu-lowering-config pass -------===//
//
// Thread tile sizes are chosen once, here, and carried on the root as
// `thread_tile_sizes` in its `actgrad.lowering_config`, as IREE's
// KernelDispatch does; actgrad-tile-and-fuse reads them back.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/CPUCodegenUtils.h"

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
/// chunks only static reductions, so threads split the columns instead,
/// whole cache lines each. Empty where that gives fewer than two tiles.
SmallVector<int64_t> getColumnTileSizes(linalg::GenericOp root) {
  if (!root.hasDynamicShape() || !writesAlongReduction(root))
    return {};
  SmallVector<int64_t> ranges = root.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = root.getIteratorTypesArray();
  int64_t innermost = ranges.size() - 1;
  if (iterators[innermost] != utils::IteratorType::parallel ||
      ShapedType::isDynamic(ranges[innermost]) ||
      ranges[innermost] < 2 * kLineElements ||
      ranges[innermost] % kLineElements != 0 ||
      llvm::count(iterators, utils::IteratorType::parallel) != 1)
    return {};
  SmallVector<int64_t> sizes(ranges.size(), 0);
  sizes[innermost] = kLineElements;
  return sizes;
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
    if (tileElements == 0)
      return;
    for (linalg::GenericOp root : collectRoots(func)) {
      // Upstream cannot tile results that are not indexed by projected
      // permutations: such roots stay whole.
      if (isTooSmallForThreads(root, minThreadWork, minThreadBytes) ||
          !hasProjectedPermutationResults(root))
        continue;
      SmallVector<int64_t> sizes;
      if (auto chunkDim = dyn_cast_or_null<IntegerAttr>(
              getLoweringConfigEntry(root, kChunkDimKey))) {
        sizes.assign(root.getNumLoops(), 0);
        sizes[chunkDim.getInt()] = 1;
      } else {
        sizes = getThreadTileSizes(root, getTileIterations(root, tileElements));
        if (sizes.empty())
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
