//===- ThreadWork.cpp - What an op costs, and whether to thread it -------===//
//
// The work estimates behind actgrad-cpu-lowering-config's thread tiles and
// the dynamic kernels' run-time bound (min-thread-work, min-thread-bytes).
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

/// The f32 lanes at which `min-thread-work` counts an op of an iteration's
/// body as one unit of work: its default was measured with AVX-512.
constexpr int64_t kThreadWorkLanes = 16;

/// A rough cost of `op` on its target: its iterations times
/// estimateIterationCost; nullopt if a dimension is dynamic.
std::optional<int64_t> estimateWork(linalg::GenericOp op) {
  int64_t iterations = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range))
      return std::nullopt;
    iterations *= range;
  }
  return iterations * estimateIterationCost(op);
}

/// The bytes of one element of `type` (a shaped type of numbers), an index
/// taken as 64 bits (no data layout here); nullopt for other elements.
std::optional<int64_t> getElementBytes(ShapedType type) {
  Type element = type.getElementType();
  if (!(element.isIntOrFloat() || element.isIndex()))
    return std::nullopt;
  int64_t bits = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
  return llvm::divideCeil(bits, 8);
}

/// The bytes `op`'s operands hold (what one run reads and writes); nullopt
/// if one is dynamically shaped.
std::optional<int64_t> estimateBytes(linalg::GenericOp op) {
  int64_t bytes = 0;
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<ShapedType>(operand.getType());
    if (!type)
      continue;
    std::optional<int64_t> elementBytes = getElementBytes(type);
    if (!type.hasStaticShape() || !elementBytes)
      return std::nullopt;
    bytes += type.getNumElements() * *elementBytes;
  }
  return bytes;
}

/// Whether every value `op` takes or yields, masks apart, is an integer of
/// at most 16 bits: a vector instruction then does twice the lanes of an f32
/// one (the compares and selects that act on f16 and bf16 bits).
bool isNarrowIntegerOp(Operation &op) {
  bool narrow = false;
  for (Type type :
       llvm::concat<Type>(op.getOperandTypes(), op.getResultTypes())) {
    if (type.isInteger(1))
      continue;
    if (!type.isInteger() || type.getIntOrFloatBitWidth() > 16)
      return false;
    narrow = true;
  }
  return narrow;
}

/// Ops of the integer rounding that actgrad-legalize-bf16 makes of an f32
/// to bf16 truncation where the target has no instruction for it.
constexpr int64_t kExpandedBF16RoundingOps = 8;

/// Whether `op` is a math function other than fma or a division: tens of
/// cycles each, unlike a fused multiply-add, which is one instruction.
bool isCostlyMathOp(Operation &op) {
  return (isa<math::MathDialect>(op.getDialect()) && !isa<math::FmaOp>(op)) ||
         isa<arith::DivFOp>(op);
}

/// The cost of `op` in halves of an f32 op, on a target that rounds f32 to
/// bf16 with an instruction if `nativeBF16Rounding`.
int64_t getHalfUnitsOfWork(Operation &op, bool nativeBF16Rounding) {
  if (isCostlyMathOp(op))
    return 20;
  // A bitcast reinterprets a register; it emits nothing.
  if (isa<arith::BitcastOp>(op))
    return 0;
  if (auto trunc = dyn_cast<arith::TruncFOp>(op);
      trunc && !nativeBF16Rounding &&
      getElementTypeOrSelf(trunc.getType()).isBF16())
    return 2 * kExpandedBF16RoundingOps;
  return isNarrowIntegerOp(op) ? 1 : 2;
}

} // namespace

int64_t mlir::actgrad::detail::estimateIterationWork(linalg::GenericOp op) {
  int64_t weight = 0;
  for (Operation &bodyOp : op.getBody()->without_terminator())
    weight += isCostlyMathOp(bodyOp) ? 10 : 1;
  return weight;
}

int64_t mlir::actgrad::detail::estimateIterationCost(linalg::GenericOp op) {
  CPUTargetInfo target = CPUTargetInfo::get(op);
  int64_t halves = 0;
  for (Operation &bodyOp : op.getBody()->without_terminator())
    halves += getHalfUnitsOfWork(bodyOp, target.hasNativeBF16Rounding());
  int64_t lanes = target.getVectorWidth();
  int64_t perOp =
      lanes > 0 && lanes < kThreadWorkLanes ? kThreadWorkLanes / lanes : 1;
  return std::max<int64_t>(llvm::divideCeil(halves * perOp, 2), 1);
}

bool mlir::actgrad::detail::isTooSmallForThreads(linalg::GenericOp root,
                                                 int64_t minThreadWork,
                                                 int64_t minThreadBytes) {
  if (minThreadWork <= 0 || !isAllParallel(root) || hasFusableProducer(root))
    return false;
  std::optional<int64_t> work = estimateWork(root);
  if (!work || *work >= minThreadWork)
    return false;
  if (minThreadBytes <= 0)
    return true;
  std::optional<int64_t> bytes = estimateBytes(root);
  return bytes && *bytes < minThreadBytes;
}

std::optional<int64_t> mlir::actgrad::detail::getMinThreadIterations(
    linalg::GenericOp root, int64_t minThreadWork, int64_t minThreadBytes) {
  if (minThreadWork <= 0 || !isAllParallel(root) || hasFusableProducer(root))
    return std::nullopt;
  int64_t iterationWork = estimateIterationCost(root);
  int64_t iterations = llvm::divideCeil(minThreadWork, iterationWork);
  if (minThreadBytes <= 0)
    return iterations;
  // Each operand moves one element per iteration (an elementwise op; a
  // broadcast operand moves fewer, which only makes this bound lower).
  int64_t iterationBytes = 0;
  for (Value operand : root->getOperands()) {
    auto type = dyn_cast<ShapedType>(operand.getType());
    std::optional<int64_t> elementBytes =
        type ? getElementBytes(type) : std::nullopt;
    if (!elementBytes)
      return std::nullopt;
    iterationBytes += *elementBytes;
  }
  int64_t byteIterations =
      llvm::divideCeil(minThreadBytes, std::max<int64_t>(iterationBytes, 1));
  return std::min(iterations, byteIterations);
}
