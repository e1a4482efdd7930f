//===- HoistAccumulators.cpp - The actgrad-hoist-accumulators pass --------===//
//
// Upstream's hoistLoopInvariantSubsets does the work; short loops are
// unrolled first so that their accumulators become invariant in the
// enclosing loop.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/SubsetOpInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-hoist-accumulators"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADHOISTACCUMULATORSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Whether `transfer` reads or writes its vector in bounds, along the
/// innermost dimensions of its tensor, starting at the tensor's origin.
bool isInBoundsAtOrigin(VectorTransferOpInterface transfer) {
  return transfer.getPermutationMap().isMinorIdentity() &&
         llvm::all_of(transfer.getInBoundsValues(),
                      [](bool inBounds) { return inBounds; }) &&
         llvm::all_of(transfer.getIndices(),
                      [](Value index) { return isZeroInteger(index); });
}

/// Whether `write` overwrites every element of its destination tensor.
bool overwritesDestination(vector::TransferWriteOp write) {
  auto type = dyn_cast<RankedTensorType>(write.getBase().getType());
  return type && type.hasStaticShape() && !write.getMask() &&
         isInBoundsAtOrigin(write) &&
         write.getVectorType().getNumElements() == type.getNumElements();
}

/// hoistLoopInvariantSubsets leaves, after the loop, the accumulators'
/// final writes into slices extracted from the tensor before the loop, and
/// then the insertions into that tensor: `%w1 = transfer_write %v1, %s1;
/// %w2 = transfer_write %v2, %s2; insert %w1 into %t; insert %w2 into %t'`
/// with `%s1`, `%s2` slices of `%t`. Bufferization cannot tell that the
/// slices do not overlap, so it copies all but one of them into temporary
/// buffers and back (a memcpy each). A write that overwrites its whole
/// slice needs nothing of the old one: it is moved to its insertion and
/// writes into a slice of the tensor being inserted into, the pattern that
/// bufferizes in place.
bool rebaseAccumulatorWrites(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<tensor::InsertSliceOp> inserts;
  func.walk([&](tensor::InsertSliceOp insert) {
    auto write = insert.getSource().getDefiningOp<vector::TransferWriteOp>();
    auto slice = write ? write.getBase().getDefiningOp<tensor::ExtractSliceOp>()
                       : nullptr;
    if (slice && slice.getSource() != insert.getDest() && write->hasOneUse() &&
        overwritesDestination(write) &&
        slice.getSourceType() == insert.getDestType() &&
        slice.getResultType() == insert.getSourceType() &&
        isEqualConstantIntOrValueArray(slice.getMixedOffsets(),
                                       insert.getMixedOffsets()) &&
        isEqualConstantIntOrValueArray(slice.getMixedSizes(),
                                       insert.getMixedSizes()) &&
        isEqualConstantIntOrValueArray(slice.getMixedStrides(),
                                       insert.getMixedStrides()))
      inserts.push_back(insert);
  });
  for (tensor::InsertSliceOp insert : inserts) {
    auto write = insert.getSource().getDefiningOp<vector::TransferWriteOp>();
    rewriter.setInsertionPoint(insert);
    Value slice = tensor::ExtractSliceOp::create(
        rewriter, insert.getLoc(), insert.getSourceType(), insert.getDest(),
        insert.getMixedOffsets(), insert.getMixedSizes(),
        insert.getMixedStrides());
    rewriter.moveOpBefore(write, insert);
    rewriter.modifyOpInPlace(write,
                             [&] { write.getBaseMutable().assign(slice); });
  }
  return !inserts.empty();
}

/// Whether an op in `region` writes into `op`'s tensor results (a DPS init,
/// a loop's init). Hoisted out of the loop, such a destination (the zeroed
/// accumulator tile of a partial reduction) would be one tensor that every
/// iteration overwrites, which one-shot bufferization copies afresh each
/// time (a memcpy per iteration).
bool isWrittenIn(Operation *op, Region *region) {
  for (Value result : op->getResults()) {
    if (!isa<RankedTensorType>(result.getType()))
      continue;
    for (OpOperand &use : result.getUses()) {
      Operation *user = use.getOwner();
      if (!region->isAncestor(user->getParentRegion()))
        continue;
      if (auto dps = dyn_cast<DestinationStyleOpInterface>(user))
        if (dps.isDpsInit(&use))
          return true;
      if (auto loop = dyn_cast<LoopLikeOpInterface>(user))
        if (llvm::any_of(loop.getInitsMutable(),
                         [&](OpOperand &init) { return &init == &use; }))
          return true;
    }
  }
  return false;
}

/// upstream's moveLoopInvariantCode, but keeping in the loop the
/// destinations it writes (isWrittenIn): they cost nothing there, and
/// bufferize in place.
void moveLoopInvariantCodeButDestinations(LoopLikeOpInterface loop) {
  (void)moveLoopInvariantCode(
      loop.getLoopRegions(),
      [&](Value value, Region *) { return loop.isDefinedOutsideOfLoop(value); },
      [&](Operation *op, Region *region) {
        return isMemoryEffectFree(op) && isSpeculatable(op) &&
               !isWrittenIn(op, region);
      },
      [&](Operation *op, Region *) { loop.moveOutOfLoop(op); });
}

/// Whether hoistLoopInvariantSubsets could hoist anything out of `loop`: it
/// hoists a subset extraction and insertion pair on the use-def chain of an
/// iter_arg (through the insertions' results and the loops nested in
/// `loop`), both at offsets defined outside `loop`. Its disjointness checks
/// (value-bounds queries for each pair of subsets on a chain) are costly, and
/// are made even where the offsets depend on the loop's induction variable;
/// this cheap test skips such loops.
bool mayHoistSubsets(LoopLikeOpInterface loop) {
  auto isInvariantBut = [&](Operation *op, ArrayRef<OpOperand *> skipped) {
    return llvm::all_of(op->getOpOperands(), [&](OpOperand &operand) {
      return llvm::is_contained(skipped, &operand) ||
             loop.isDefinedOutsideOfLoop(operand.get());
    });
  };
  for (BlockArgument iterArg : loop.getRegionIterArgs()) {
    bool extraction = false, insertion = false;
    SmallVector<Value> chain = {iterArg};
    DenseSet<Value> visited = {iterArg};
    auto follow = [&](Value next) {
      if (visited.insert(next).second)
        chain.push_back(next);
    };
    while (!chain.empty() && !(extraction && insertion)) {
      for (OpOperand &use : chain.pop_back_val().getUses()) {
        Operation *user = use.getOwner();
        if (auto nested = dyn_cast<LoopLikeOpInterface>(user)) {
          if (nested.getTiedLoopRegionIterArg(&use))
            follow(nested.getTiedLoopResult(&use));
          continue;
        }
        if (auto extract = dyn_cast<SubsetExtractionOpInterface>(user))
          extraction |= isInvariantBut(user, {&extract.getSourceOperand()});
        if (auto insert = dyn_cast<SubsetInsertionOpInterface>(user)) {
          insertion |= isInvariantBut(user, {&insert.getSourceOperand(),
                                             &insert.getDestinationOperand()});
          if (&use == &insert.getDestinationOperand())
            follow(insert.getUpdatedDestination());
        }
      }
    }
    if (extraction && insertion)
      return true;
  }
  return false;
}

/// The masked write of a rest tile into the first lanes of a reduction's
/// accumulator tile, inserted by `insert` (MergeMaskedRestIntoAccumulator),
/// and the slice it writes into; failure if `insert` is something else.
FailureOr<std::pair<vector::TransferWriteOp, tensor::ExtractSliceOp>>
matchMaskedRest(tensor::InsertSliceOp insert) {
  auto write = insert.getSource().getDefiningOp<vector::TransferWriteOp>();
  if (!write || !write.getMask() || !write->hasOneUse())
    return failure();
  auto slice = write.getBase().getDefiningOp<tensor::ExtractSliceOp>();
  RankedTensorType type = insert.getDestType();
  VectorType vectorType = write.getVectorType();
  // One vector's tile, `1 x ... x W`, and a slice of it at its origin.
  if (!slice || slice.getSource() != insert.getDest() ||
      !type.hasStaticShape() || vectorType.getRank() != 1 ||
      type.getNumElements() != vectorType.getNumElements() ||
      type.getShape().back() != vectorType.getNumElements() ||
      !llvm::all_of(
          insert.getMixedOffsets(),
          [](OpFoldResult offset) { return isZeroInteger(offset); }) ||
      !llvm::all_of(insert.getMixedStrides(),
                    [](OpFoldResult stride) { return isOneInteger(stride); }) ||
      !isEqualConstantIntOrValueArray(slice.getMixedOffsets(),
                                      insert.getMixedOffsets()) ||
      !isEqualConstantIntOrValueArray(slice.getMixedSizes(),
                                      insert.getMixedSizes()) ||
      !isEqualConstantIntOrValueArray(slice.getMixedStrides(),
                                      insert.getMixedStrides()))
    return failure();
  if (!isInBoundsAtOrigin(write))
    return failure();
  for (Operation *user : slice->getUsers()) {
    auto read = dyn_cast<vector::TransferReadOp>(user);
    if (user != write && (!read || read.getVectorType() != vectorType ||
                          !isInBoundsAtOrigin(read)))
      return failure();
  }
  return std::make_pair(write, slice);
}

/// A rest tile adds its columns into the first lanes of a reduction's
/// accumulator tile `T` (a tensor of one vector, `1 x ... x W`) through a
/// slice: `%s = extract_slice %T[0, 0] [1, n]`, masked reads of `%s`, a
/// masked write into it and its insertion back into `T`. Bufferized, the
/// masked write is a masked store into the accumulator's stack slot, which
/// the next full load cannot take from the store buffer: a stall per row.
/// The same update as whole vectors, `select(mask, new, read(T))` written
/// over `T`, lets the transfer folds and the hoisting keep the accumulator
/// in a register. The masked lanes are in bounds (in_bounds), so below n,
/// where the slice's lane i is `T`'s.
struct MergeMaskedRestIntoAccumulator
    : OpRewritePattern<tensor::InsertSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::InsertSliceOp insert,
                                PatternRewriter &rewriter) const override {
    auto rest = matchMaskedRest(insert);
    if (failed(rest))
      return failure();
    auto [write, slice] = *rest;
    Location loc = insert.getLoc();
    VectorType vectorType = write.getVectorType();
    rewriter.setInsertionPointAfter(slice);
    SmallVector<Value> zeros(insert.getDestType().getRank(),
                             arith::ConstantIndexOp::create(rewriter, loc, 0));
    bool inBounds[] = {true};
    Value whole = vector::TransferReadOp::create(
        rewriter, loc, vectorType, insert.getDest(), zeros,
        /*padding=*/std::nullopt, ArrayRef<bool>(inBounds));
    for (Operation *user : llvm::make_early_inc_range(slice->getUsers())) {
      auto read = dyn_cast<vector::TransferReadOp>(user);
      if (!read)
        continue;
      rewriter.setInsertionPoint(read);
      Value value = whole;
      if (read.getMask() && !read.getPadding().getDefiningOp<ub::PoisonOp>()) {
        Value padding = vector::BroadcastOp::create(rewriter, loc, vectorType,
                                                    read.getPadding());
        value = arith::SelectOp::create(rewriter, loc, read.getMask(), whole,
                                        padding);
      }
      rewriter.replaceOp(read, value);
    }
    rewriter.setInsertionPoint(insert);
    Value merged = arith::SelectOp::create(rewriter, loc, write.getMask(),
                                           write.getVector(), whole);
    rewriter.replaceOpWithNewOp<vector::TransferWriteOp>(
        insert, merged, insert.getDest(), zeros, ArrayRef<bool>(inBounds));
    rewriter.eraseOp(write);
    return success();
  }
};

struct HoistAccumulatorsPass
    : actgrad::impl::ActGradHoistAccumulatorsPassBase<HoistAccumulatorsPass> {
  LogicalResult initialize(MLIRContext *context) override {
    cleanUpPatterns = getCleanUpPatterns(context);
    RewritePatternSet restPatterns(context);
    restPatterns.add<MergeMaskedRestIntoAccumulator>(context);
    mergeRestPatterns = FrozenRewritePatternSet(std::move(restPatterns));
    return success();
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    IRRewriter rewriter(&getContext());
    (void)applyPatternsGreedily(func, mergeRestPatterns);
    hoistLoopInvariants(rewriter, func);
    // The final writes take their hoisted form in the clean-up.
    cleanUp(func, cleanUpPatterns);
    bool rebased = rebaseAccumulatorWrites(rewriter, func);
    LLVM_DEBUG(llvm::dbgs()
               << "final accumulator writes rebased: " << rebased << "\n");
    if (rebased)
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
    uint64_t maxTripCount = getMaxAccumulatorVectors(func);
    func.walk([&](scf::ForOp loop) {
      std::optional<APInt> tripCount = loop.getStaticTripCount();
      bool innermost =
          !loop.getBody()
               ->walk([](scf::ForOp) { return WalkResult::interrupt(); })
               .wasInterrupted();
      if (tripCount && tripCount->ule(maxTripCount) && innermost &&
          isa<scf::ForOp>(loop->getParentOp()))
        shortLoops.push_back(loop);
    });
    for (scf::ForOp loop : shortLoops)
      (void)loopUnrollFull(loop);
    // A post-order walk visits inner loops first, so that what leaves an
    // inner loop can then leave the enclosing one too.
    func.walk([&](scf::ForOp loop) {
      auto loopLike = cast<LoopLikeOpInterface>(loop.getOperation());
      moveLoopInvariantCodeButDestinations(loopLike);
      if (mayHoistSubsets(loopLike))
        (void)hoistLoopInvariantSubsets(rewriter, loopLike);
    });
  }

  FrozenRewritePatternSet cleanUpPatterns;
  FrozenRewritePatternSet mergeRestPatterns;
};

} // namespace
