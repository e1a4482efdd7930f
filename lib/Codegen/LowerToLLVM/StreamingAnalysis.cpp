//===- StreamingAnalysis.cpp - Which vector writes to stream --------------===//
//
// The analysis of actgrad-nontemporal-stores: how the rows of a buffer lie
// on vectors, which writes are streamed, and which keep their alignment in
// every iteration of their loop.
//
//===----------------------------------------------------------------------===//

#include "LowerToLLVM/StreamingAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::actgrad::detail;
using mlir::actgrad::CPUTargetInfo;

namespace {

/// How the rows of a buffer lie on vectors of a given size.
enum class RowLayout {
  /// Not streamed: a line shared by two rows would get both a streaming and
  /// a plain store (a row's peeled tail), which evicts it
  /// (docs/Benchmark.md, "Design measurements").
  Unaligned,
  /// All strides but the unit one are multiples of the vector: a streamed
  /// row needs no plain store for a peeled tail, and the next row is as
  /// aligned as this one.
  WholeVectors,
  /// Some strides are not, but they are at least kLongRowBytes: such rows
  /// (softmax's blocks of 1000 x 49 elements around the packed rows of
  /// actgrad-pack-narrow-rows) share too few lines for it to matter, and
  /// each streaming store checks its alignment at run time anyway; rows
  /// start at different offsets within a vector.
  LongRows,
  /// Some strides are known only at run time (a dynamically shaped
  /// buffer's rows); the others are whole vectors or long rows. Streamed
  /// where a run-time test finds the dynamic ones so too
  /// (actgrad-nontemporal-stores).
  RunTimeStrides,
};

RowLayout getRowLayout(MemRefType type, int64_t elementBytes,
                       int64_t vectorBytes) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return RowLayout::Unaligned;
  RowLayout layout = RowLayout::WholeVectors;
  bool dynamicStrides = false;
  for (int64_t stride : strides) {
    if (stride == 1)
      continue;
    if (ShapedType::isDynamic(stride)) {
      dynamicStrides = true;
      continue;
    }
    int64_t bytes = stride * elementBytes;
    if (bytes % vectorBytes == 0)
      continue;
    if (bytes < kLongRowBytes)
      return RowLayout::Unaligned;
    layout = RowLayout::LongRows;
  }
  return dynamicStrides ? RowLayout::RunTimeStrides : layout;
}

/// Whether the loop around `write` divides or calls a math function (swish's
/// sigmoid) and so writes its lines slowly. Half-line streaming stores are
/// slower there, presumably because the write-combining buffer is flushed
/// before the line's second half arrives; memory-bound kernels gain from
/// them (docs/Benchmark.md, "Design measurements").
bool isInExpensiveLoop(vector::TransferWriteOp write) {
  auto loop = write->getParentOfType<scf::ForOp>();
  if (!loop)
    return false;
  return loop.getBody()
      ->walk([](Operation *op) {
        // An unregistered op has no dialect. An fma (hardsigmoid's
        // alpha * x + beta) is one instruction, not a math function.
        bool isMathFunction =
            isa_and_nonnull<math::MathDialect>(op->getDialect()) &&
            !isa<math::FmaOp>(op);
        return isa<arith::DivFOp, arith::RemFOp>(op) || isMathFunction
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether `value` is the same in every iteration of `loop`.
bool isLoopInvariant(Value value, scf::ForOp loop) {
  return loop.isDefinedOutsideOfLoop(value) ||
         matchPattern(value, m_Constant());
}

} // namespace

Streaming mlir::actgrad::detail::getStreaming(vector::TransferWriteOp write,
                                              const CPUTargetInfo &target) {
  int64_t lineBytes = target.getCacheLineBytes();
  auto memrefType = dyn_cast<MemRefType>(write.getBase().getType());
  VectorType vectorType = write.getVectorType();
  if (!memrefType || write.getMask() || vectorType.getRank() != 1 ||
      !write.getPermutationMap().isMinorIdentity() ||
      !llvm::all_of(write.getInBoundsValues(), [](bool b) { return b; }) ||
      !memrefType.isLastDimUnitStride())
    return {};
  Type elementType = vectorType.getElementType();
  if (!elementType.isIntOrFloat())
    return {};
  int64_t elementBytes = elementType.getIntOrFloatBitWidth() / 8;
  int64_t bytes = vectorType.getNumElements() * elementBytes;
  RowLayout layout = getRowLayout(memrefType, elementBytes, bytes);
  if (layout == RowLayout::Unaligned)
    return {};
  bool runTimeStrides = layout == RowLayout::RunTimeStrides;
  if (elementType.isF32()) {
    if (bytes == lineBytes)
      return {bytes, layout == RowLayout::LongRows && !isInExpensiveLoop(write),
              runTimeStrides};
    // A whole register of half a line (AVX2's): the next write fills the
    // line's other half, as with 16-bit vectors of half a line.
    if (bytes == lineBytes / 2 && bytes == target.getVectorWidth() * 4 &&
        !isInExpensiveLoop(write))
      return {bytes, false, runTimeStrides};
    return {};
  }
  if ((elementType.isF16() || elementType.isBF16()) &&
      target.canStreamElementType(elementType)) {
    if (bytes == lineBytes ||
        (bytes == lineBytes / 2 && !isInExpensiveLoop(write)))
      return {bytes, false, runTimeStrides};
  }
  return {};
}

bool mlir::actgrad::detail::hasLoopInvariantAlignment(
    vector::TransferWriteOp write, scf::ForOp loop, int64_t bytes) {
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!step || write->getParentOp() != loop.getOperation())
    return false;
  int64_t elementBytes = write.getVectorType().getElementTypeBitWidth() / 8;
  auto isAlignedTerm = [&](OpFoldResult term, int64_t stride) {
    auto value = dyn_cast<Value>(term);
    if (!value || isLoopInvariant(value, loop))
      return true;
    return value == loop.getInductionVar() && !ShapedType::isDynamic(stride) &&
           (*step * stride * elementBytes) % bytes == 0;
  };
  auto areAlignedTerms = [&](ArrayRef<OpFoldResult> terms, MemRefType type) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)))
      return false;
    return llvm::all_of(llvm::zip_equal(terms, strides), [&](auto pair) {
      return isAlignedTerm(std::get<0>(pair), std::get<1>(pair));
    });
  };
  if (!areAlignedTerms(getAsOpFoldResult(write.getIndices()),
                       cast<MemRefType>(write.getBase().getType())))
    return false;
  Value view = write.getBase();
  while (!loop.isDefinedOutsideOfLoop(view)) {
    auto subview = view.getDefiningOp<memref::SubViewOp>();
    if (!subview ||
        !areAlignedTerms(subview.getMixedOffsets(), subview.getSourceType()))
      return false;
    // Sizes and strides, too, must be computable before the loop
    // (getFirstIterationValue).
    if (!llvm::all_of(subview->getOperands().drop_front(), [&](Value operand) {
          return isLoopInvariant(operand, loop) ||
                 operand == loop.getInductionVar();
        }))
      return false;
    view = subview.getSource();
  }
  return true;
}
