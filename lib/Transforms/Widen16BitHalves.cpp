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

#include "ActGrad/Transforms/Passes.h"
#include "ActGrad/Transforms/Target.h"
#include "CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
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
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Whether `type` is a vector whose innermost dimension has `lanes` elements.
bool hasPairedShape(Type type, int64_t lanes) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && !vector.isScalable() && vector.getRank() >= 1 &&
         vector.getShape().back() == lanes;
}

/// `type` with half the elements in its innermost dimension.
VectorType getHalfType(Type type) {
  auto vector = cast<VectorType>(type);
  SmallVector<int64_t> shape(vector.getShape());
  shape.back() /= 2;
  return VectorType::get(shape, vector.getElementType());
}

bool is16BitWidening(Operation *op, int64_t lanes) {
  auto ext = dyn_cast_or_null<arith::ExtFOp>(op);
  return ext && hasPairedShape(ext.getIn().getType(), lanes) &&
         is16BitFloat(ext.getIn().getType()) &&
         getElementTypeOrSelf(ext.getType()).isF32();
}

bool is16BitRounding(Operation *op, int64_t lanes) {
  auto trunc = dyn_cast<arith::TruncFOp>(op);
  return trunc && hasPairedShape(trunc.getType(), lanes) &&
         isRoundingTo16Bit(trunc);
}

/// An arith or math op that applies elementwise to vectors of the paired
/// shape (scalar operands, such as a select's condition, are uniform).
bool isPairableOp(Operation *op, int64_t lanes) {
  if (!op || !isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
      !op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() != 0 ||
      isa<arith::ExtFOp, arith::TruncFOp, arith::ConstantOp>(op) ||
      op->getNumResults() == 0)
    return false;
  return llvm::all_of(op->getResultTypes(),
                      [&](Type type) { return hasPairedShape(type, lanes); });
}

/// A 1-D in-bounds read of one element into every lane (a row's sum read
/// for the tiles of the row).
bool isBroadcastRead(Value value) {
  auto read = value.getDefiningOp<vector::TransferReadOp>();
  return read && read.getVectorType().getRank() == 1 && !read.getMask() &&
         read.isBroadcastDim(0);
}

/// A vector operand the same in every lane: a splat constant, a broadcast
/// scalar, or a broadcast read.
bool isUniform(Value value) {
  if (!isa<VectorType>(value.getType()))
    return true;
  SplatElementsAttr splat;
  if (matchPattern(value, m_Constant(&splat)))
    return true;
  if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>())
    return !isa<VectorType>(broadcast.getSourceType());
  return isBroadcastRead(value);
}

/// Whether `value`, the initial value of a loop-carried vector, is the same
/// in every lane: uniform, or an unmasked in-bounds read of a fill (how the
/// vectorized partial sums start). The final sum would not see a permuted
/// start either; requiring a uniform one keeps the match to the sums that
/// partial-reduction tiling builds.
bool isUniformInit(Value value) {
  if (isUniform(value))
    return true;
  auto read = value.getDefiningOp<vector::TransferReadOp>();
  return read && !read.getMask() && !read.hasOutOfBoundsDim() &&
         read.getBase().getDefiningOp<linalg::FillOp>();
}

/// Whether every use of `value` adds all the elements of each innermost row
/// together (directly or after a broadcast that adds outer dimensions), so
/// that permuting the lanes of its innermost dimension changes nothing
/// beyond the order of reassociable additions.
bool isOnlyAddedUp(Value value) {
  return llvm::all_of(value.getUsers(), [&](Operation *user) {
    if (auto reduction = dyn_cast<vector::ReductionOp>(user))
      return reduction.getKind() == vector::CombiningKind::ADD;
    if (auto reduction = dyn_cast<vector::MultiDimReductionOp>(user))
      return reduction.getKind() == vector::CombiningKind::ADD &&
             reduction.getSource() == value &&
             reduction.isReducedDim(reduction.getSourceVectorType().getRank() -
                                    1);
    if (auto broadcast = dyn_cast<vector::BroadcastOp>(user))
      return isa<VectorType>(broadcast.getSourceType()) &&
             isOnlyAddedUp(broadcast.getResult());
    return false;
  });
}

/// Whether `add` adds its operand `addend` into a loop-carried vector of
/// partial sums that starts uniform and is only ever added up after the
/// loop: such a sum does not care which lane holds which element, as long
/// as each lane always holds the same one, so the component may hand it
/// its halves side by side, bf16's even and odd ones included.
bool isLaneOrderFreeSum(Operation *user, OpOperand &addend) {
  auto add = dyn_cast<arith::AddFOp>(user);
  if (!add ||
      !bitEnumContainsAll(add.getFastmath(), arith::FastMathFlags::reassoc))
    return false;
  auto partial =
      dyn_cast<BlockArgument>(add.getOperand(1 - addend.getOperandNumber()));
  auto loop = partial ? dyn_cast<scf::ForOp>(partial.getOwner()->getParentOp())
                      : scf::ForOp();
  if (!loop || add->getBlock() != loop.getBody() || !partial.hasOneUse())
    return false;
  OpOperand *init = loop.getTiedLoopInit(partial);
  OpOperand *yielded = loop.getTiedLoopYieldedValue(partial);
  return init && yielded && yielded->get() == add.getResult() &&
         add.getResult().hasOneUse() && isUniformInit(init->get()) &&
         isOnlyAddedUp(loop.getTiedLoopResult(partial));
}

/// One connected elementwise f32 computation: its ops in block order, entered
/// by widenings of one 16-bit format and left only by roundings to it.
struct Component {
  SmallVector<Operation *> ops;
  SmallVector<Operation *> roundings;
  /// Additions into lane-order-free sums, with the operand that the
  /// component computes.
  SmallVector<OpOperand *> sums;
  /// Masks computed on the 16-bit bits (actgrad-narrow-compares) that the
  /// component's selects take: split into their low and high halves (f16
  /// only; even and odd lanes of a mask would cost shuffles).
  llvm::SetVector<Value> splitMasks;
  /// Even and odd lanes (bf16), or low and high halves (f16).
  bool evenOdd;
};

/// Whether `value` is a mask of `lanes` lanes computed by integer
/// comparisons (of 16-bit bits), possibly combined by logic ops.
bool isIntegerMask(Value value, int64_t lanes, int depth = 0) {
  if (!hasPairedShape(value.getType(), lanes) ||
      !getElementTypeOrSelf(value.getType()).isInteger(1) || depth > 8)
    return false;
  Operation *producer = value.getDefiningOp();
  if (isa_and_nonnull<arith::CmpIOp>(producer))
    return true;
  if (!isa_and_nonnull<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(producer))
    return false;
  return llvm::all_of(producer->getOperands(), [&](Value operand) {
    return isIntegerMask(operand, lanes, depth + 1);
  });
}

/// The component that contains the widening `seed`, or failure if it has a
/// value that is not paired (a user or operand of another kind, or ops in
/// several blocks). `claimed` gets every op it visits.
FailureOr<Component> collectComponent(Operation *seed, int64_t lanes,
                                      DenseSet<Operation *> &claimed) {
  llvm::SetVector<Operation *> ops;
  llvm::SetVector<Operation *> roundings;
  SmallVector<OpOperand *> sums;
  llvm::SetVector<Value> splitMasks;
  // One format throughout (checked below), that of the seed.
  Type format = getElementTypeOrSelf(seed->getOperand(0).getType());
  bool evenOdd = format.isBF16();
  SmallVector<Operation *> worklist = {seed};
  ops.insert(seed);
  claimed.insert(seed);
  bool paired = true;
  auto visit = [&](Operation *op) {
    if (ops.insert(op)) {
      claimed.insert(op);
      worklist.push_back(op);
    }
  };
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (op->getBlock() != seed->getBlock())
      paired = false;
    for (OpOperand &use : op->getUses()) {
      Operation *user = use.getOwner();
      if (is16BitRounding(user, lanes))
        roundings.insert(user);
      else if (isLaneOrderFreeSum(user, use))
        sums.push_back(&use);
      else if (isPairableOp(user, lanes))
        visit(user);
      else
        paired = false;
    }
    if (is16BitWidening(op, lanes))
      continue;
    for (Value operand : op->getOperands()) {
      Operation *producer = operand.getDefiningOp();
      // A mask of the 16-bit inputs' bits stays whole for its other users
      // (a select of 16-bit bits); the component takes its halves.
      if (!evenOdd && isIntegerMask(operand, lanes)) {
        splitMasks.insert(operand);
        continue;
      }
      if (is16BitWidening(producer, lanes) || isPairableOp(producer, lanes))
        visit(producer);
      else if (!isUniform(operand))
        paired = false;
    }
  }
  // One format throughout, so that the halves mean the same lanes everywhere:
  // that of the seed.
  for (Operation *op : ops)
    if (isa<arith::ExtFOp>(op) &&
        getElementTypeOrSelf(op->getOperand(0).getType()) != format)
      paired = false;
  for (Operation *rounding : roundings)
    if (getElementTypeOrSelf(rounding->getResult(0).getType()) != format)
      paired = false;
  if (!paired)
    return failure();
  // A mask computed by the component itself (a comparison of its values) is
  // paired with it, not split.
  splitMasks.remove_if(
      [&](Value mask) { return ops.contains(mask.getDefiningOp()); });
  Component component;
  component.evenOdd = evenOdd;
  component.splitMasks = std::move(splitMasks);
  component.ops = ops.takeVector();
  llvm::sort(component.ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  component.roundings = roundings.takeVector();
  component.sums = std::move(sums);
  return component;
}

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

struct Widen16BitHalvesPass
    : actgrad::impl::ActGradWiden16BitHalvesPassBase<Widen16BitHalvesPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // A vector of 16-bit floats is split when its f32 values fill two
    // registers.
    int64_t lanes = 2 * actgrad::getTargetVectorWidth(func);
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
  }
};

} // namespace
