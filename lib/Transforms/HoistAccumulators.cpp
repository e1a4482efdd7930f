//===- HoistAccumulators.cpp - The actgrad-hoist-accumulators pass --------===//
//
// Upstream's hoistLoopInvariantSubsets does the work; short loops are
// unrolled first so that their accumulators become invariant in the
// enclosing loop.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"
#include "CPUCodegenUtils.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-hoist-accumulators"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADHOISTACCUMULATORSPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Vector loops with at most this many iterations are unrolled when nested in
/// another loop: eight accumulators leave most of the vector registers free.
constexpr uint64_t kMaxUnrolledTripCount = 8;

struct HoistAccumulatorsPass
    : actgrad::impl::ActGradHoistAccumulatorsPassBase<HoistAccumulatorsPass> {
  LogicalResult initialize(MLIRContext *context) override {
    cleanUpPatterns = getCleanUpPatterns(context);
    return success();
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    IRRewriter rewriter(&getContext());
    hoistLoopInvariants(rewriter, func);
    cleanUp(func, cleanUpPatterns);
  }

  /// Keeps a reduction's accumulator in a register across the loop over the
  /// reduced dimension: the vectorized tile reads and writes the accumulator
  /// slice at loop-invariant offsets, which become an iter_arg. After
  /// bufferization LLVM cannot do this itself, since it cannot prove that
  /// the accumulator buffer and the stored result do not alias.
  void hoistLoopInvariants(RewriterBase &rewriter, func::FuncOp func) {
    // A short vector loop inside another loop (the channels of an NXC PReLU
    // row) is unrolled first, so that each of its accumulator slices is
    // invariant in the enclosing loop.
    SmallVector<scf::ForOp> shortLoops;
    func.walk([&](scf::ForOp loop) {
      std::optional<APInt> tripCount = loop.getStaticTripCount();
      bool innermost =
          !loop.getBody()
               ->walk([](scf::ForOp) { return WalkResult::interrupt(); })
               .wasInterrupted();
      if (tripCount && tripCount->ule(kMaxUnrolledTripCount) && innermost &&
          isa<scf::ForOp>(loop->getParentOp()))
        shortLoops.push_back(loop);
    });
    for (scf::ForOp loop : shortLoops)
      (void)loopUnrollFull(loop);
    // A post-order walk visits inner loops first, so that what leaves an
    // inner loop can then leave the enclosing one too.
    func.walk([&](scf::ForOp loop) {
      moveLoopInvariantCode(cast<LoopLikeOpInterface>(loop.getOperation()));
      (void)hoistLoopInvariantSubsets(
          rewriter, cast<LoopLikeOpInterface>(loop.getOperation()));
    });
  }

  FrozenRewritePatternSet cleanUpPatterns;
};

} // namespace
