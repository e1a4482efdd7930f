//===- WidenSharedOperands.cpp - actgrad-widen-shared-operands pass -------===//
//
// softmax_backward on f16 and bf16 reads each row twice: its dot product
// widens g and y to f32, and the update widens them again. On x86 targets
// whose 16-bit tiles are one f32 register wide, the widenings can cost more
// than the arithmetic (Zen 1 runs one VCVTPH2PS per two cycles; bf16 takes
// a shuffle and a shift per f32 register), so the reduction keeps the
// values it widened in f32 rows or slices of the tile (on the stack, or in
// scratch hoisted out of a sequential tile loop for longer ones), and the
// update reads those: the row is widened once instead of twice.
// Upstream's fusion goes the other way (it inlines producers such as a
// widening into each consumer), so nothing there keeps a widened row.
//
// A reduction over an outer dimension (softmax on a middle axis) is tiled
// into vector-wide steps (actgrad-vectorize), which write the widened slice
// as they go. Its slices are kept only where a widening costs more than a
// store and a load: without AVX2, and on cores that split 256-bit
// operations in two (Zen 1). A core that runs them whole converts a
// register per cycle, and there the widened slices, four times the input's
// bytes, only move the dot product's traffic from L1 to L2 (Zen 3:
// docs/Benchmark.md, "Design measurements"). An innermost one (a row) is kept
// widened only without AVX2 (AVX with F16C), and then stays a loop for LLVM to
// vectorize, since it writes along its reduced dimension. With AVX2 and
// AVX-512, actgrad-vectorize runs 16-bit innermost reductions at twice the f32
// width in two halves (bf16 as even and odd lanes, f16 as low and high halves),
// which is faster than storing and reloading widened rows (docs/Benchmark.md,
// "Design measurements"), so rows are left alone there. With AVX-512 the pass
// does nothing: LLVM's loop vectorizer prefers 256-bit vectors on Intel's
// server cores, which would halve the dot product's width there.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-widen-shared-operands"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADWIDENSHAREDOPERANDSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using mlir::actgrad::CPUTargetInfo;

namespace {

/// Whether `op`'s target widens 16-bit floats in tiles of one f32
/// register, which LLVM's loop vectorizer also fills (see the file's
/// comment).
bool widensInOneRegister(Operation *op) {
  CPUTargetInfo target = CPUTargetInfo::get(op);
  return target.getTriple().isX86() && !target.hasWide16BitLanes();
}

/// Whether every use of `arg`, a block argument of a generic's input, is
/// an `arith.extf` to f32 in the generic's body itself (not in a nested
/// region, whose values the body cannot yield), and there is one.
bool isOnlyWidened(BlockArgument arg) {
  return !arg.use_empty() && llvm::all_of(arg.getUsers(), [&](Operation *user) {
    auto extf = dyn_cast<arith::ExtFOp>(user);
    return extf && extf.getType().isF32() && user->getBlock() == arg.getOwner();
  });
}

/// Whether `a` and `b` hold the same tensor: the same value, or results of
/// equal pure ops of equal operands (collapse-contiguous-dims reshapes an
/// input once for each of its users, and tile-and-fuse slices each).
bool isSameTensor(Value a, Value b) {
  if (a == b)
    return true;
  Operation *aOp = a.getDefiningOp();
  Operation *bOp = b.getDefiningOp();
  if (!aOp || !bOp || !isPure(aOp) || aOp->getNumRegions() != 0 ||
      cast<OpResult>(a).getResultNumber() !=
          cast<OpResult>(b).getResultNumber())
    return false;
  return OperationEquivalence::isEquivalentTo(
      aOp, bOp, [](Value x, Value y) { return success(isSameTensor(x, y)); },
      /*markEquivalent=*/nullptr, OperationEquivalence::IgnoreLocations);
}

/// Whether `input` of `op` is an f16 or bf16 tensor of static shape that
/// `op` indexes by a permutation of all its loops (so that a result
/// indexed the same way gets every element once) and only widens to f32.
bool isWidenedWhole(linalg::GenericOp op, OpOperand &input) {
  auto type = dyn_cast<RankedTensorType>(input.get().getType());
  return type && type.hasStaticShape() && actgrad::detail::is16BitFloat(type) &&
         op.getMatchingIndexingMap(&input).isPermutation() &&
         isOnlyWidened(op.getMatchingBlockArgument(&input));
}

/// The inputs of `consumer` that read `value` and only widen it to f32;
/// none where one reads it otherwise.
SmallVector<OpOperand *> getWideningUses(linalg::GenericOp consumer,
                                         Value value) {
  SmallVector<OpOperand *> uses;
  for (OpOperand *input : consumer.getDpsInputOperands()) {
    if (!isSameTensor(input->get(), value))
      continue;
    if (!isOnlyWidened(consumer.getMatchingBlockArgument(input)))
      return {};
    uses.push_back(input);
  }
  return uses;
}

/// A later generic of `reduction`'s block that reads a result of
/// `reduction` and widens `input`'s value the same way, with the inputs
/// that do so; null if none.
std::pair<linalg::GenericOp, SmallVector<OpOperand *>>
findWideningConsumer(linalg::GenericOp reduction, OpOperand &input) {
  for (Operation *user : reduction->getUsers()) {
    auto consumer = dyn_cast<linalg::GenericOp>(user);
    if (!consumer || consumer->getBlock() != reduction->getBlock() ||
        !consumer.hasPureTensorSemantics())
      continue;
    SmallVector<OpOperand *> uses = getWideningUses(consumer, input.get());
    if (!uses.empty())
      return {consumer, uses};
  }
  return {};
}

/// Rewrites `consumer`'s `uses` to read `widened` (the f32 values of their
/// operand): their block arguments become f32 and their widenings go.
void readWidened(RewriterBase &rewriter, ArrayRef<OpOperand *> uses,
                 Value widened) {
  for (OpOperand *use : uses) {
    auto consumer = cast<linalg::GenericOp>(use->getOwner());
    BlockArgument arg = consumer.getMatchingBlockArgument(use);
    rewriter.modifyOpInPlace(consumer, [&] {
      use->set(widened);
      arg.setType(getElementTypeOrSelf(widened.getType()));
    });
    for (Operation *extf : llvm::make_early_inc_range(arg.getUsers()))
      rewriter.replaceOp(extf, arg);
  }
}

/// Whether `op` is a static reduction whose rows can be kept widened. An
/// innermost reduction is left to LLVM's loop vectorizer once it writes
/// along its reduced dimension; one that actgrad-vectorize splits into
/// halves (16-bit inputs with AVX2) needs no widened rows. An outer one is
/// tiled into vector-wide steps, which write the widened values as they go,
/// when its innermost dimension is whole f32 vectors: narrower rows are left to
/// actgrad-pack-narrow-rows, which packs them only while the reduction
/// writes nothing along its reduced dimension; and only on targets whose
/// widenings are slow (see the file's comment).
bool isWidenableReduction(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.hasDynamicShape() ||
      op.getNumReductionLoops() == 0)
    return false;
  if (op.getIteratorTypesArray().back() == utils::IteratorType::reduction)
    return !actgrad::detail::isWide16BitGeneric(op);
  CPUTargetInfo target = CPUTargetInfo::get(op);
  if (!target.hasSlow16BitWidening())
    return false;
  int64_t width = target.getVectorWidth();
  return width > 0 && op.getStaticLoopRanges().back() % width == 0;
}

/// One input of the reduction to keep widened, and where it is read again.
struct SharedWidening {
  OpOperand *input;
  SmallVector<OpOperand *> consumerUses;
};

/// Gives `reduction` one more result per widening of `shared`: its widened
/// input, written at the input's position. Returns the new generic.
linalg::GenericOp addWidenedResults(RewriterBase &rewriter,
                                    linalg::GenericOp reduction,
                                    ArrayRef<SharedWidening> shared) {
  Location loc = reduction.getLoc();
  rewriter.setInsertionPoint(reduction);
  SmallVector<Value> inits(reduction.getDpsInits());
  SmallVector<AffineMap> maps = reduction.getIndexingMapsArray();
  SmallVector<Value> widenedValues;
  for (const SharedWidening &widening : shared) {
    auto type = cast<RankedTensorType>(widening.input->get().getType());
    inits.push_back(tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                            rewriter.getF32Type()));
    maps.push_back(reduction.getMatchingIndexingMap(widening.input));
    BlockArgument arg = reduction.getMatchingBlockArgument(widening.input);
    widenedValues.push_back((*arg.getUsers().begin())->getResult(0));
  }
  auto merged = linalg::GenericOp::create(rewriter, loc, TypeRange(inits),
                                          reduction.getDpsInputs(), inits, maps,
                                          reduction.getIteratorTypesArray());
  merged->setDiscardableAttrs(reduction->getDiscardableAttrDictionary());
  rewriter.inlineRegionBefore(reduction.getRegion(), merged.getRegion(),
                              merged.getRegion().begin());
  Block *body = merged.getBlock();
  for (size_t index = 0; index < shared.size(); ++index)
    body->addArgument(rewriter.getF32Type(), loc);
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  rewriter.modifyOpInPlace(yield, [&] {
    yield->insertOperands(yield->getNumOperands(), widenedValues);
  });
  rewriter.replaceOp(
      reduction, merged->getResults().take_front(reduction->getNumResults()));
  return merged;
}

/// How many bytes of widened rows one reduction may keep: rows that fit on
/// the stack one at a time, and longer ones, hoisted out of the tile loop.
struct RowBudget {
  int64_t stackBytes;
  int64_t hoistedBytes;
};

/// Shares the widenings of `reduction`'s 16-bit inputs with a consumer, where
/// the widened rows fit in `budget`.
void widenOnce(RewriterBase &rewriter, linalg::GenericOp reduction,
               RowBudget budget) {
  if (!isWidenableReduction(reduction))
    return;
  SmallVector<SharedWidening> shared;
  RowBudget used{0, 0};
  for (OpOperand *input : reduction.getDpsInputOperands()) {
    bool seen = llvm::any_of(shared, [&](const SharedWidening &widening) {
      return widening.input->get() == input->get();
    });
    if (seen || !isWidenedWhole(reduction, *input))
      continue;
    auto [consumer, uses] = findWideningConsumer(reduction, *input);
    int64_t rowBytes =
        cast<RankedTensorType>(input->get().getType()).getNumElements() * 4;
    bool onStack = rowBytes <= budget.stackBytes;
    int64_t &bytes = onStack ? used.stackBytes : used.hoistedBytes;
    if (!consumer ||
        bytes + rowBytes > (onStack ? budget.stackBytes : budget.hoistedBytes))
      continue;
    bytes += rowBytes;
    shared.push_back({input, std::move(uses)});
  }
  if (shared.empty())
    return;
  LLVM_DEBUG(llvm::dbgs() << "widening " << shared.size()
                          << " input(s) once: " << reduction << "\n");
  linalg::GenericOp merged = addWidenedResults(rewriter, reduction, shared);
  unsigned first = merged.getNumDpsInits() - shared.size();
  for (auto [index, widening] : llvm::enumerate(shared))
    readWidened(rewriter, widening.consumerUses,
                merged->getResult(first + index));
}

struct WidenSharedOperandsPass
    : actgrad::impl::ActGradWidenSharedOperandsPassBase<
          WidenSharedOperandsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (maxBytes < 0 || maxHoistedBytes < 0) {
      getOperation().emitError("actgrad-widen-shared-operands: max-bytes and "
                               "max-hoisted-bytes must not be negative");
      return signalPassFailure();
    }
    if ((maxBytes == 0 && maxHoistedBytes == 0) ||
        !widensInOneRegister(getOperation()))
      return;
    SmallVector<linalg::GenericOp> reductions;
    getOperation().walk(
        [&](linalg::GenericOp op) { reductions.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp reduction : reductions)
      widenOnce(rewriter, reduction, {maxBytes, maxHoistedBytes});
  }
};

} // namespace
