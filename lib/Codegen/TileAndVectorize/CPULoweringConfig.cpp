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
        sizes = getThreadTileSizes(root, tileElements);
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
