//===- SerializeSingleIterationLoops.cpp - Fork only for several tiles ----===//
//
// convert-scf-to-openmp starts a team of threads for every parallel loop,
// whatever its trip count at run time. Waking the workers and joining them
// costs more than a small tile does (docs/Benchmark.md), and no upstream pass
// sets OpenMP's `if` clause, which runs the region on the encountering
// thread alone.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-serialize-single-iteration-loops"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADSERIALIZESINGLEITERATIONLOOPSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// The loop nest of the one worksharing loop that `parallel`'s body holds,
/// if its bounds are exclusive and defined before `parallel`; else null.
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

/// Whether every bound of `nest` is a constant and it runs at least two
/// iterations: nothing to decide at run time.
bool hasSeveralIterationsStatically(omp::LoopNestOp nest) {
  int64_t iterations = 1;
  for (auto [lower, upper, step] :
       llvm::zip_equal(nest.getLoopLowerBounds(), nest.getLoopUpperBounds(),
                       nest.getLoopSteps())) {
    APInt lb, ub, st;
    if (!matchPattern(lower, m_ConstantInt(&lb)) ||
        !matchPattern(upper, m_ConstantInt(&ub)) ||
        !matchPattern(step, m_ConstantInt(&st)) || !st.isStrictlyPositive())
      return false;
    int64_t extent = ub.getSExtValue() - lb.getSExtValue();
    iterations *=
        std::max<int64_t>(0, llvm::divideCeil(extent, st.getSExtValue()));
  }
  return iterations > 1;
}

/// `nest` runs two iterations or more: no dimension is empty and one has a
/// second iteration (`lb + step < ub`).
Value hasSeveralIterations(OpBuilder &b, Location loc, omp::LoopNestOp nest) {
  Value allNonEmpty, anySecond;
  for (auto [lower, upper, step] :
       llvm::zip_equal(nest.getLoopLowerBounds(), nest.getLoopUpperBounds(),
                       nest.getLoopSteps())) {
    Value nonEmpty =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lower, upper);
    Value second = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::slt,
        arith::AddIOp::create(b, loc, lower, step), upper);
    allNonEmpty = allNonEmpty
                      ? arith::AndIOp::create(b, loc, allNonEmpty, nonEmpty)
                      : nonEmpty;
    anySecond =
        anySecond ? arith::OrIOp::create(b, loc, anySecond, second) : second;
  }
  return arith::AndIOp::create(b, loc, allNonEmpty, anySecond);
}

struct SerializeSingleIterationLoopsPass
    : actgrad::impl::ActGradSerializeSingleIterationLoopsPassBase<
          SerializeSingleIterationLoopsPass> {
  void runOnOperation() override {
    DominanceInfo dominance(getOperation());
    OpBuilder builder(&getContext());
    getOperation().walk([&](omp::ParallelOp parallel) {
      // A clause the program chose stays.
      if (parallel.getIfExpr() || parallel.getNumThreads())
        return;
      omp::LoopNestOp nest = getSoleLoopNest(parallel, dominance);
      if (!nest || hasSeveralIterationsStatically(nest))
        return;
      LLVM_DEBUG(llvm::dbgs() << "if clause on " << parallel.getLoc() << "\n");
      builder.setInsertionPoint(parallel);
      parallel.getIfExprMutable().assign(
          hasSeveralIterations(builder, parallel.getLoc(), nest));
    });
  }
};

} // namespace
