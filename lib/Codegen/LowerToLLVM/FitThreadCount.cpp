//===- FitThreadCount.cpp - Fork one thread per tile at most --------------===//
//
// convert-scf-to-openmp forks the whole team for every parallel loop: on a
// 16-core machine a loop of four tiles wakes sixteen threads, twelve of
// which only join the barrier, and is slower than on four cores. Upstream's
// `num-threads` option is one constant for the whole module; the tiles a
// loop has, and the threads the caller allows (OMP_NUM_THREADS,
// omp_set_num_threads), are known at run time only, so the clause is
// computed there.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/OpenMPUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-fit-thread-count"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADFITTHREADCOUNTPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// The iterations of `nest`, at least 1, computed before `parallel`.
Value countIterations(OpBuilder &b, Location loc, omp::LoopNestOp nest) {
  if (std::optional<int64_t> count = actgrad::getStaticTripCount(nest))
    return arith::ConstantIndexOp::create(b, loc, std::max<int64_t>(*count, 1));
  Value count = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> tripCounts =
      actgrad::buildTripCounts(b, loc, nest.getLoopLowerBounds(),
                               nest.getLoopUpperBounds(), nest.getLoopSteps());
  for (Value iterations : tripCounts)
    count = b.createOrFold<arith::MulIOp>(loc, count, iterations);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  return b.createOrFold<arith::MaxSIOp>(loc, count, one);
}

/// `ceil(tiles / ceil(tiles / maxThreads))`: as many threads as the
/// busiest one's share of tiles needs, so that no thread waits idle at the
/// barrier for the whole loop.
Value computeThreadCount(OpBuilder &b, Location loc, Value tiles,
                         func::FuncOp maxThreadsFunc) {
  Value maxThreads =
      func::CallOp::create(b, loc, maxThreadsFunc, ValueRange()).getResult(0);
  maxThreads = arith::IndexCastOp::create(b, loc, b.getIndexType(), maxThreads);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  maxThreads = arith::MaxSIOp::create(b, loc, maxThreads, one);
  Value tilesPerThread = arith::CeilDivSIOp::create(b, loc, tiles, maxThreads);
  Value threads = arith::CeilDivSIOp::create(b, loc, tiles, tilesPerThread);
  return arith::IndexCastOp::create(b, loc, b.getI32Type(), threads);
}

struct FitThreadCountPass
    : actgrad::impl::ActGradFitThreadCountPassBase<FitThreadCountPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    DominanceInfo dominance(module);
    SmallVector<std::pair<omp::ParallelOp, omp::LoopNestOp>> loops;
    module.walk([&](omp::ParallelOp parallel) {
      // A clause the program chose stays.
      if (parallel.getNumThreads())
        return;
      if (omp::LoopNestOp nest = actgrad::getSoleLoopNest(parallel, dominance))
        loops.push_back({parallel, nest});
    });
    if (loops.empty())
      return;
    func::FuncOp maxThreads =
        actgrad::getOrDeclareMaxThreads(module, "actgrad-fit-thread-count");
    if (!maxThreads)
      return signalPassFailure();
    OpBuilder builder(&getContext());
    for (auto [parallel, nest] : loops) {
      Location loc = parallel.getLoc();
      builder.setInsertionPoint(parallel);
      Value tiles = countIterations(builder, loc, nest);
      Value threads = computeThreadCount(builder, loc, tiles, maxThreads);
      parallel.getNumThreadsMutable().assign(threads);
      LLVM_DEBUG(llvm::dbgs() << "num_threads on " << loc << "\n");
    }
  }
};

} // namespace
