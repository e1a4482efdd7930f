//===- SerializeSingleIterationLoops.cpp - Fork only for several tiles ----===//
//
// convert-scf-to-openmp starts a team of threads for every parallel loop,
// whatever its trip count at run time. Waking the workers and joining them
// costs more than a small tile does, and even a region serialized by
// OpenMP's `if` clause costs libomp calls of about a microsecond
// (docs/Benchmark.md); no upstream pass versions a parallel loop on its trip
// count.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/OpenMPUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-serialize-single-iteration-loops"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADSERIALIZESINGLEITERATIONLOOPSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

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

/// Whether `parallel`'s body is `nest`'s worksharing loop alone, and the
/// loop's body one block: it can be copied as a sequential loop nest.
bool isCopyable(omp::ParallelOp parallel, omp::LoopNestOp nest) {
  Region &body = parallel.getRegion();
  return body.hasOneBlock() && body.front().getOperations().size() == 2 &&
         nest.getRegion().hasOneBlock();
}

/// `if (several) parallel else <nest's body in a sequential loop nest>`.
void versionOnIterations(OpBuilder &builder, omp::ParallelOp parallel,
                         omp::LoopNestOp nest, Value several) {
  Location loc = parallel.getLoc();
  auto ifOp = scf::IfOp::create(builder, loc, several, /*withElse=*/true);
  parallel->moveBefore(ifOp.thenBlock()->getTerminator());
  builder.setInsertionPoint(ifOp.elseBlock()->getTerminator());
  scf::buildLoopNest(
      builder, loc, nest.getLoopLowerBounds(), nest.getLoopUpperBounds(),
      nest.getLoopSteps(), [&](OpBuilder &b, Location bodyLoc, ValueRange ivs) {
        // The body goes into an scf.execute_region, which may have several
        // blocks: finalize-memref-to-llvm lowers the body's
        // memref.alloca_scope (from convert-scf-to-openmp) into blocks in
        // place, which an scf.for body could not hold.
        auto region = scf::ExecuteRegionOp::create(b, bodyLoc, TypeRange());
        Block *block = &region.getRegion().emplaceBlock();
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(block);
        IRMapping mapping;
        mapping.map(nest.getRegion().getArguments(), ivs);
        for (Operation &op : nest.getRegion().front().without_terminator())
          b.clone(op, mapping);
        scf::YieldOp::create(b, bodyLoc);
      });
}

struct SerializeSingleIterationLoopsPass
    : actgrad::impl::ActGradSerializeSingleIterationLoopsPassBase<
          SerializeSingleIterationLoopsPass> {
  void runOnOperation() override {
    DominanceInfo dominance(getOperation());
    SmallVector<std::pair<omp::ParallelOp, omp::LoopNestOp>> loops;
    getOperation().walk([&](omp::ParallelOp parallel) {
      // A clause the program chose stays.
      if (parallel.getIfExpr() || parallel.getNumThreads())
        return;
      omp::LoopNestOp nest = actgrad::getSoleLoopNest(parallel, dominance);
      if (!nest)
        return;
      // Constant bounds with two or more iterations: nothing to decide at
      // run time.
      std::optional<int64_t> tripCount = actgrad::getStaticTripCount(nest);
      if (!tripCount || *tripCount < 2)
        loops.push_back({parallel, nest});
    });
    OpBuilder builder(&getContext());
    for (auto [parallel, nest] : loops) {
      builder.setInsertionPoint(parallel);
      Value several = hasSeveralIterations(builder, parallel.getLoc(), nest);
      if (isCopyable(parallel, nest)) {
        LLVM_DEBUG(llvm::dbgs() << "versioned " << parallel.getLoc() << "\n");
        versionOnIterations(builder, parallel, nest, several);
        continue;
      }
      // Else OpenMP's `if` clause: the region runs on this thread alone.
      LLVM_DEBUG(llvm::dbgs() << "if clause on " << parallel.getLoc() << "\n");
      parallel.getIfExprMutable().assign(several);
    }
  }
};

} // namespace
