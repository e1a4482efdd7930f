//===- ChunkThreadLoops.cpp - One iteration per thread, over its tiles ----===//
//
// A thread tile's scratch that is too large for the stack stays an
// allocation at the start of its `scf.forall` body, made once per tile;
// the OpenMP lowering hands each thread a contiguous run of those tiles.
// Making that run explicit, one iteration per thread with an `scf.for`
// over its tiles, allocates the scratch once per thread and lets
// actgrad-scratch-to-workspace give each thread a slot of the workspace.
// Upstream's tiling utilities split a loop by a tile size known when the
// pass runs; here the split depends on the thread count at run time, so it
// is written out.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/BufferUtils.h"
#include "Utils/OpenMPUtils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-chunk-thread-loops"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADCHUNKTHREADLOOPSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// The buffers that `forall`'s body allocates once per tile and that can be
/// allocated once per thread instead: directly in the body, sizes (if any)
/// computed before the loop, never deallocated there. Empty unless one of
/// them is on the heap (stack buffers cost nothing to make).
SmallVector<Operation *> getPerTileScratch(scf::ForallOp forall) {
  SmallVector<Operation *> scratch;
  bool onHeap = false;
  for (Operation &op : forall.getBody()->without_terminator()) {
    if (!isa<memref::AllocOp, memref::AllocaOp>(op) ||
        !llvm::all_of(op.getOperands(), [&](Value size) {
          return forall.isDefinedOutsideOfLoop(size);
        }))
      continue;
    if (llvm::any_of(op.getUsers(), llvm::IsaPred<memref::DeallocOp>))
      return {};
    onHeap |= isa<memref::AllocOp>(op);
    scratch.push_back(&op);
  }
  return onHeap ? scratch : SmallVector<Operation *>();
}

/// Tiles per thread, `max(ceil(tiles / min(max(omp_get_max_threads(), 1),
/// maxThreads)), 1)`, and the threads that need, `ceil(tiles / perThread)`,
/// as an affine.min with a constant bound (`maxThreads`, or fewer static
/// tiles) and, for a dynamic tile count, the tile count: the bounds that
/// actgrad-scratch-to-workspace reads.
std::pair<Value, Value> splitTiles(OpBuilder &b, Location loc, Value tiles,
                                   func::FuncOp maxThreadsFunc,
                                   int64_t maxThreads) {
  Value threads =
      func::CallOp::create(b, loc, maxThreadsFunc, ValueRange()).getResult(0);
  threads = arith::IndexCastOp::create(b, loc, b.getIndexType(), threads);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  threads = arith::MaxSIOp::create(b, loc, threads, one);
  threads = arith::MinSIOp::create(
      b, loc, threads, arith::ConstantIndexOp::create(b, loc, maxThreads));
  Value perThread = b.createOrFold<arith::CeilDivSIOp>(loc, tiles, threads);
  perThread = b.createOrFold<arith::MaxSIOp>(loc, perThread, one);
  Value needed = b.createOrFold<arith::CeilDivSIOp>(loc, tiles, perThread);
  std::optional<int64_t> staticTiles = getConstantIntValue(tiles);
  SmallVector<AffineExpr> bounds{
      b.getAffineSymbolExpr(0),
      b.getAffineConstantExpr(
          std::min(maxThreads, staticTiles.value_or(maxThreads)))};
  SmallVector<Value> operands{needed};
  if (!staticTiles) {
    bounds.push_back(b.getAffineSymbolExpr(1));
    operands.push_back(tiles);
  }
  auto boundMap = AffineMap::get(0, operands.size(), bounds, b.getContext());
  Value workers = affine::AffineMinOp::create(b, loc, boundMap, operands);
  return {perThread, workers};
}

/// Rewrites `forall` into one iteration per thread that allocates
/// `scratch` and runs its chunk of tiles in an scf.for.
void chunkLoop(RewriterBase &rewriter, scf::ForallOp forall,
               ArrayRef<Operation *> scratch, func::FuncOp maxThreadsFunc,
               int64_t maxThreads) {
  Location loc = forall.getLoc();
  rewriter.setInsertionPoint(forall);
  // The tiles, and their positions' extents in the old loop.
  Value tiles = arith::ConstantIndexOp::create(rewriter, loc, 1);
  SmallVector<Value> basis = actgrad::buildTripCounts(
      rewriter, loc, forall.getLowerBound(rewriter),
      forall.getUpperBound(rewriter), forall.getStep(rewriter));
  for (Value count : basis)
    tiles = rewriter.createOrFold<arith::MulIOp>(loc, tiles, count);
  auto [perThread, workers] =
      splitTiles(rewriter, loc, tiles, maxThreadsFunc, maxThreads);
  auto chunked =
      scf::ForallOp::create(rewriter, loc, ArrayRef<OpFoldResult>{workers},
                            ValueRange(), std::nullopt);
  Block *chunkBody = chunked.getBody();
  for (Operation *op : scratch)
    op->moveBefore(chunkBody->getTerminator());

  rewriter.setInsertionPoint(chunkBody->getTerminator());
  Value thread = chunked.getInductionVar(0);
  Value first = arith::MulIOp::create(rewriter, loc, thread, perThread);
  Value last = arith::AddIOp::create(rewriter, loc, first, perThread);
  last = arith::MinSIOp::create(rewriter, loc, last, tiles);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  auto tileLoop = scf::ForOp::create(rewriter, loc, first, last, one);

  // The tile's position in each dimension of the old loop.
  rewriter.setInsertionPointToStart(tileLoop.getBody());
  SmallVector<Value> positions{tileLoop.getInductionVar()};
  if (basis.size() > 1)
    positions = affine::AffineDelinearizeIndexOp::create(
                    rewriter, loc, tileLoop.getInductionVar(), basis)
                    .getResults();
  SmallVector<Value> inductionVars;
  for (auto [position, lower, step] :
       llvm::zip_equal(positions, forall.getLowerBound(rewriter),
                       forall.getStep(rewriter))) {
    Value offset = rewriter.createOrFold<arith::MulIOp>(loc, position, step);
    inductionVars.push_back(
        rewriter.createOrFold<arith::AddIOp>(loc, lower, offset));
  }
  rewriter.eraseOp(forall.getBody()->getTerminator());
  rewriter.inlineBlockBefore(forall.getBody(), tileLoop.getBody(),
                             std::prev(tileLoop.getBody()->end()),
                             inductionVars);
  rewriter.eraseOp(forall);
}

struct ChunkThreadLoopsPass
    : actgrad::impl::ActGradChunkThreadLoopsPassBase<ChunkThreadLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (maxThreads < 1) {
      module.emitError() << "actgrad-chunk-thread-loops: max-threads must be "
                            "at least 1, got "
                         << static_cast<int64_t>(maxThreads);
      return signalPassFailure();
    }
    SmallVector<std::pair<scf::ForallOp, SmallVector<Operation *>>> loops;
    module.walk([&](scf::ForallOp forall) {
      if (forall.getNumResults() || forall.getMapping() ||
          !actgrad::detail::runsOncePerCall(forall))
        return;
      SmallVector<Operation *> scratch = getPerTileScratch(forall);
      if (!scratch.empty())
        loops.push_back({forall, std::move(scratch)});
    });
    if (loops.empty())
      return;
    func::FuncOp maxThreadsFunc =
        actgrad::getOrDeclareMaxThreads(module, getArgument());
    if (!maxThreadsFunc)
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    for (auto &[forall, scratch] : loops) {
      LLVM_DEBUG(llvm::dbgs() << "chunked: " << forall.getLoc() << "\n");
      chunkLoop(rewriter, forall, scratch, maxThreadsFunc, maxThreads);
    }
  }
};

} // namespace
