//===- PairedComponents.cpp - Computations split in two halves ------------===//
//
// The analysis of actgrad-widen-16-bit-halves: the connected elementwise
// f32 computations, entered by widenings of 16-bit floats and left by
// roundings to them, that can be computed on two halves of their vectors.
//
//===----------------------------------------------------------------------===//

#include "TileAndVectorize/PairedComponents.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Whether `type` is a vector whose innermost dimension has `lanes` elements.
bool hasPairedShape(Type type, int64_t lanes) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && !vector.isScalable() && vector.getRank() >= 1 &&
         vector.getShape().back() == lanes;
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

} // namespace

VectorType mlir::actgrad::detail::getHalfType(Type type) {
  auto vector = cast<VectorType>(type);
  SmallVector<int64_t> shape(vector.getShape());
  shape.back() /= 2;
  return VectorType::get(shape, vector.getElementType());
}

bool mlir::actgrad::detail::is16BitWidening(Operation *op, int64_t lanes) {
  auto ext = dyn_cast_or_null<arith::ExtFOp>(op);
  return ext && hasPairedShape(ext.getIn().getType(), lanes) &&
         is16BitFloat(ext.getIn().getType()) &&
         getElementTypeOrSelf(ext.getType()).isF32();
}

FailureOr<Component>
mlir::actgrad::detail::collectComponent(Operation *seed, int64_t lanes,
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
