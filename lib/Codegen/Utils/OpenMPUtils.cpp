//===- OpenMPUtils.cpp - The thread loops convert-scf-to-openmp makes -----===//

#include "Utils/OpenMPUtils.h"

namespace mlir::actgrad {

omp::LoopNestOp getSoleLoopNest(omp::ParallelOp parallel,
                                DominanceInfo &dominance) {
  auto loops = parallel.getRegion().getOps<omp::WsloopOp>();
  if (!llvm::hasSingleElement(loops))
    return nullptr;
  auto nest =
      dyn_cast_or_null<omp::LoopNestOp>((*loops.begin()).getWrappedLoop());
  if (!nest || nest.getLoopInclusive())
    return nullptr;
  bool boundsOutside = llvm::all_of(
      llvm::concat<Value>(nest.getLoopLowerBounds(), nest.getLoopUpperBounds(),
                          nest.getLoopSteps()),
      [&](Value bound) {
        return dominance.properlyDominates(bound, parallel);
      });
  return boundsOutside ? nest : nullptr;
}

} // namespace mlir::actgrad
