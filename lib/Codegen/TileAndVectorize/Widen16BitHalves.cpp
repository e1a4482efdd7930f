//===- Widen16BitHalves.cpp - The actgrad-widen-16-bit-halves pass --------===//
//
// A vector of 2W 16-bit floats fills a register; its f32 values fill two.
// LLVM splits such f32 vectors itself, but the passes after this one
// (actgrad-approximate-sigmoid's AVX-512 intrinsics) work on one register,
// and bf16 can be widened more cheaply than in lane order. Widening bf16 in
// lane order costs a zero-extending shuffle per f32 register (VPMOVZXWD,
// which Zen 4 runs in three FP-pipe slots) plus a shift. But an elementwise
// computation does not care which lane holds which element. Viewed as i32
// lanes, a register of 2W bf16 values holds the even elements in its low
// halves and the odd ones in its high halves, so
//
//   even = bitcast(bits << 16),   odd = bitcast(bits & 0xffff0000)
//
// are their exact f32 values, one integer op each and no shuffle; the
// results are interleaved once (one VCVTNE2PS2BF16 and one VPERMW per 2W
// elements after actgrad-pack-bf16-roundings). f16 has no such trick
// (VCVTPH2PS converts lanes in order): it is split into its low and high
// halves, and so are the masks of the 16-bit bits its selects take, which
// stay whole for their 16-bit users. Upstream has vector.deinterleave and
// vector.interleave but no rewrite that keeps a whole computation in the
// permuted order, which is what saves the work.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "TileAndVectorize/PairedComponents.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#include <array>

#define DEBUG_TYPE "actgrad-widen-16-bit-halves"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADWIDEN16BITHALVESPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;
using mlir::actgrad::CPUTargetInfo;

namespace {

/// The f32 values of the even and odd lanes of `narrow` (bf16): the low and
/// high halves of its 32-bit lanes, moved to f32's high half.
std::pair<Value, Value> widenEvenOdd(RewriterBase &rewriter, Location loc,
                                     Value narrow) {
  VectorType halfF32 =
      getHalfType(narrow.getType()).clone(rewriter.getF32Type());
  VectorType halfI32 = halfF32.clone(rewriter.getI32Type());
  Value bits = vector::BitCastOp::create(rewriter, loc, halfI32, narrow);
  auto constant = [&](uint32_t value) {
    return arith::ConstantOp::create(
        rewriter, loc,
        SplatElementsAttr::get(
            halfI32, rewriter.getI32IntegerAttr(static_cast<int32_t>(value))));
  };
  Value evenBits =
      arith::ShLIOp::create(rewriter, loc, bits, constant(kBF16EvenLanesShift));
  Value oddBits =
      arith::AndIOp::create(rewriter, loc, bits, constant(kBF16OddLanesMask));
  return {arith::BitcastOp::create(rewriter, loc, halfF32, evenBits),
          arith::BitcastOp::create(rewriter, loc, halfF32, oddBits)};
}

/// The low and high halves of `value`'s innermost dimension.
std::pair<Value, Value> splitLowHigh(RewriterBase &rewriter, Location loc,
                                     Value value) {
  auto type = cast<VectorType>(value.getType());
  VectorType half = getHalfType(type);
  int64_t rank = type.getRank();
  SmallVector<int64_t> sizes(half.getShape());
  SmallVector<int64_t> strides(rank, 1);
  auto slice = [&](int64_t offset) -> Value {
    SmallVector<int64_t> offsets(rank, 0);
    offsets.back() = offset;
    return vector::ExtractStridedSliceOp::create(rewriter, loc, value, offsets,
                                                 sizes, strides);
  };
  return {slice(0), slice(half.getShape().back())};
}

/// The f32 values of the low and high halves of `narrow`'s innermost
/// dimension.
std::pair<Value, Value> widenLowHigh(RewriterBase &rewriter, Location loc,
                                     Value narrow) {
  auto [low, high] = splitLowHigh(rewriter, loc, narrow);
  VectorType halfF32 =
      cast<VectorType>(low.getType()).clone(rewriter.getF32Type());
  return {arith::ExtFOp::create(rewriter, loc, halfF32, low),
          arith::ExtFOp::create(rewriter, loc, halfF32, high)};
}

/// `low` and `high` side by side in the innermost dimension.
Value concatenate(RewriterBase &rewriter, Location loc, Value low, Value high) {
  auto half = cast<VectorType>(low.getType());
  SmallVector<int64_t> shape(half.getShape());
  shape.back() *= 2;
  auto whole = VectorType::get(shape, half.getElementType());
  int64_t rank = half.getRank();
  Value result = ub::PoisonOp::create(rewriter, loc, whole);
  SmallVector<int64_t> strides(rank, 1);
  std::array<Value, 2> parts = {low, high};
  for (auto [index, part] : llvm::enumerate(parts)) {
    SmallVector<int64_t> offsets(rank, 0);
    offsets.back() = index * half.getShape().back();
    result = vector::InsertStridedSliceOp::create(rewriter, loc, part, result,
                                                  offsets, strides);
  }
  return result;
}

/// Rewrites `component` on its two halves.
void pairComponent(RewriterBase &rewriter, const Component &component) {
  IRMapping even, odd;
  // The halves of uniform operands, shared by both halves of every op.
  DenseMap<Value, Value> halfUniforms;
  auto getHalfUniform = [&](Value value) -> Value {
    if (!isa<VectorType>(value.getType()))
      return value;
    auto [it, inserted] = halfUniforms.try_emplace(value);
    if (!inserted)
      return it->second;
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointAfterValue(value);
    VectorType half = getHalfType(value.getType());
    SplatElementsAttr splat;
    if (matchPattern(value, m_Constant(&splat))) {
      it->second = arith::ConstantOp::create(rewriter, value.getLoc(),
                                             splat.resizeSplat(half));
    } else if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>()) {
      it->second = vector::BroadcastOp::create(rewriter, value.getLoc(), half,
                                               broadcast.getSource());
    } else {
      auto read = value.getDefiningOp<vector::TransferReadOp>();
      auto halfRead = cast<vector::TransferReadOp>(rewriter.clone(*read));
      halfRead.getResult().setType(half);
      it->second = halfRead.getResult();
    }
    return it->second;
  };
  // The halves of the masks the component takes from outside.
  IRMapping evenMasks, oddMasks;
  for (Value mask : component.splitMasks) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointAfterValue(mask);
    auto [low, high] = splitLowHigh(rewriter, mask.getLoc(), mask);
    evenMasks.map(mask, low);
    oddMasks.map(mask, high);
  }
  auto lookup = [&](IRMapping &half, Value value) {
    if (Value mapped = half.lookupOrNull(value))
      return mapped;
    if (Value mask =
            (&half == &even ? evenMasks : oddMasks).lookupOrNull(value))
      return mask;
    return getHalfUniform(value);
  };

  for (Operation *op : component.ops) {
    rewriter.setInsertionPoint(op);
    Location loc = op->getLoc();
    if (auto ext = dyn_cast<arith::ExtFOp>(op)) {
      auto [low, high] = component.evenOdd
                             ? widenEvenOdd(rewriter, loc, ext.getIn())
                             : widenLowHigh(rewriter, loc, ext.getIn());
      even.map(ext.getResult(), low);
      odd.map(ext.getResult(), high);
      continue;
    }
    for (IRMapping *half : {&even, &odd}) {
      OperationState state(loc, op->getName());
      for (Value operand : op->getOperands())
        state.addOperands(lookup(*half, operand));
      for (Type type : op->getResultTypes())
        state.addTypes(getHalfType(type));
      state.addAttributes(op->getAttrs());
      Operation *clone = rewriter.create(state);
      half->map(op->getResults(), clone->getResults());
    }
  }
  for (Operation *rounding : component.roundings) {
    auto trunc = cast<arith::TruncFOp>(rounding);
    Location loc = trunc.getLoc();
    rewriter.setInsertionPoint(trunc);
    VectorType half = getHalfType(trunc.getType());
    Value evenResult = arith::TruncFOp::create(
        rewriter, loc, half, even.lookup(trunc.getIn()),
        trunc.getRoundingmodeAttr(), trunc.getFastmathAttr());
    Value oddResult = arith::TruncFOp::create(
        rewriter, loc, half, odd.lookup(trunc.getIn()),
        trunc.getRoundingmodeAttr(), trunc.getFastmathAttr());
    if (component.evenOdd)
      rewriter.replaceOpWithNewOp<vector::InterleaveOp>(trunc, evenResult,
                                                        oddResult);
    else
      rewriter.replaceOp(trunc,
                         concatenate(rewriter, loc, evenResult, oddResult));
  }
  // The sum's lanes take the halves side by side: for bf16, the even
  // elements and then the odd ones, an order the sum does not see.
  for (OpOperand *sum : component.sums) {
    Operation *add = sum->getOwner();
    rewriter.setInsertionPoint(add);
    Value value = sum->get();
    Value halves = concatenate(rewriter, add->getLoc(), even.lookup(value),
                               odd.lookup(value));
    rewriter.modifyOpInPlace(add, [&] { sum->set(halves); });
  }
  for (Operation *op : llvm::reverse(component.ops))
    rewriter.eraseOp(op);
}

/// The max, min or sum (actgrad-vectorize's chained 16-bit reductions) that
/// is the only user of `loop`'s f16 or bf16 accumulator number `index`, of
/// `lanes` lanes, and is yielded for it and used by nothing else; null
/// otherwise.
Operation *getChainedAccumulation(scf::ForOp loop, unsigned index,
                                  int64_t lanes) {
  BlockArgument acc = loop.getRegionIterArgs()[index];
  auto type = dyn_cast<VectorType>(acc.getType());
  if (!type || type.getRank() != 1 || type.getNumElements() != lanes ||
      !is16BitFloat(type) || !acc.hasOneUse())
    return nullptr;
  Operation *combiner = *acc.getUsers().begin();
  if (!isLaneSplittableCombiner(combiner) ||
      !combiner->getResult(0).hasOneUse() ||
      loop.getYieldedValues()[index] != combiner->getResult(0))
    return nullptr;
  return combiner;
}

/// Where `whole`'s only user is the broadcast to one row that a vector
/// reduction of its lanes (of `combiner`'s kind) reads, as actgrad-vectorize
/// leaves it: reduces `low` and `high` into one half first, so that the
/// reduction, which LLVM runs lane by lane, reads half as many lanes.
bool reduceHalves(RewriterBase &rewriter, Value whole, Value low, Value high,
                  Operation *combiner) {
  if (!whole.hasOneUse())
    return false;
  auto broadcast = dyn_cast<vector::BroadcastOp>(*whole.getUsers().begin());
  if (!broadcast || !broadcast->hasOneUse() ||
      broadcast.getResultVectorType().getRank() != 2)
    return false;
  auto reduction =
      dyn_cast<vector::MultiDimReductionOp>(*broadcast->getUsers().begin());
  std::optional<vector::CombiningKind> kind =
      linalg::getCombinerOpKind(combiner);
  if (!reduction || reduction.getKind() != kind ||
      reduction.getReductionDims() != ArrayRef<int64_t>{1})
    return false;
  Location loc = reduction.getLoc();
  rewriter.setInsertionPoint(reduction);
  OperationState state(loc, combiner->getName(), ValueRange{low, high},
                       {low.getType()}, combiner->getAttrs());
  Value half = rewriter.create(state)->getResult(0);
  auto halfType = cast<VectorType>(low.getType());
  Value row = vector::BroadcastOp::create(
      rewriter, loc,
      VectorType::get({1, halfType.getNumElements()},
                      halfType.getElementType()),
      half);
  rewriter.replaceOpWithNewOp<vector::MultiDimReductionOp>(
      reduction, *kind, row, reduction.getAcc(), reduction.getReductionDims());
  rewriter.eraseOp(broadcast);
  return true;
}

/// Carries the accumulator `combiner` updates (getChainedAccumulation) as
/// its low and high halves. LLVM computes a 16-bit max, min or sum through
/// f32, and on a whole register of 16-bit lanes it moves the high half through
/// the stack, on the loop-carried chain: two halves are two independent
/// chains in registers, each as one register of 16-bit lanes was before.
void splitChainedAccumulator(RewriterBase &rewriter, scf::ForOp loop,
                             unsigned index, Operation *combiner) {
  Location loc = combiner->getLoc();
  BlockArgument acc = loop.getRegionIterArgs()[index];
  unsigned accPosition = combiner->getOperand(0) == acc ? 0 : 1;
  Value element = combiner->getOperand(1 - accPosition);
  rewriter.setInsertionPoint(loop);
  auto [initLow, initHigh] =
      splitLowHigh(rewriter, loc, loop.getInitArgs()[index]);
  auto yieldHalves = [&](OpBuilder &b, Location loc,
                         ArrayRef<BlockArgument> halves) {
    auto [low, high] = splitLowHigh(rewriter, loc, element);
    SmallVector<Value> results;
    for (auto [half, part] : llvm::zip_equal(halves, std::array{low, high})) {
      SmallVector<Value, 2> operands = {part, part};
      operands[accPosition] = half;
      OperationState state(loc, combiner->getName(), operands, {half.getType()},
                           combiner->getAttrs());
      results.push_back(b.create(state)->getResult(0));
    }
    return results;
  };
  rewriter.setInsertionPoint(loop.getBody()->getTerminator());
  auto newLoop = cast<scf::ForOp>(*loop.replaceWithAdditionalYields(
      rewriter, ValueRange{initLow, initHigh},
      /*replaceInitOperandUsesInsideLoop=*/false, yieldHalves));
  // The whole accumulator is left passed through, for the canonicalizer.
  unsigned count = newLoop.getNumResults();
  rewriter.setInsertionPointAfter(newLoop);
  Value low = newLoop.getResult(count - 2), high = newLoop.getResult(count - 1);
  if (!reduceHalves(rewriter, newLoop.getResult(index), low, high, combiner))
    rewriter.replaceAllUsesWith(newLoop.getResult(index),
                                concatenate(rewriter, loc, low, high));
  Operation *yield = newLoop.getBody()->getTerminator();
  rewriter.modifyOpInPlace(yield, [&] {
    yield->setOperand(index, newLoop.getRegionIterArgs()[index]);
  });
  rewriter.eraseOp(combiner);
}

/// Splits the 16-bit max, min and sum accumulators of `lanes` lanes in `func`,
/// one at a time: each split replaces its loop.
void splitChainedAccumulators(func::FuncOp func, int64_t lanes) {
  IRRewriter rewriter(func.getContext());
  while (true) {
    scf::ForOp found;
    unsigned foundIndex = 0;
    Operation *combiner = nullptr;
    func.walk([&](scf::ForOp loop) {
      for (unsigned index = 0; index < loop.getNumRegionIterArgs(); ++index) {
        combiner = getChainedAccumulation(loop, index, lanes);
        if (combiner) {
          found = loop;
          foundIndex = index;
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    if (!combiner)
      return;
    splitChainedAccumulator(rewriter, found, foundIndex, combiner);
  }
}

struct Widen16BitHalvesPass
    : actgrad::impl::ActGradWiden16BitHalvesPassBase<Widen16BitHalvesPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // A vector of 16-bit floats is split when its f32 values fill two
    // registers.
    int64_t lanes = 2 * CPUTargetInfo::get(func).getVectorWidth();
    if (lanes == 0)
      return;
    MLIRContext *context = &getContext();

    SmallVector<Operation *> seeds;
    func.walk([&](arith::ExtFOp ext) {
      if (is16BitWidening(ext, lanes))
        seeds.push_back(ext);
    });
    DenseSet<Operation *> claimed;
    SmallVector<Component> components;
    for (Operation *seed : seeds) {
      if (claimed.contains(seed))
        continue;
      FailureOr<Component> component = collectComponent(seed, lanes, claimed);
      if (succeeded(component))
        components.push_back(std::move(*component));
      else
        LLVM_DEBUG(llvm::dbgs() << "not paired: " << *seed << "\n");
    }
    IRRewriter rewriter(context);
    for (const Component &component : components)
      pairComponent(rewriter, component);
    splitChainedAccumulators(func, lanes);
  }
};

} // namespace
