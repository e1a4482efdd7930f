//===- NontemporalStores.cpp - The actgrad-nontemporal-stores pass --------===//
//
// No upstream pass emits non-temporal stores; LLVM only honours them on
// vector stores it knows to be aligned, which MLIR cannot prove for a
// caller's buffer, hence the run-time alignment test around each store.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"
#include "ActGrad/Transforms/Target.h"
#include "BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-nontemporal-stores"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADNONTEMPORALSTORESPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Rows at least this long share at most one line in 64 with the next row,
/// so a line written by both a streaming and a plain store costs little.
constexpr int64_t kLongRowBytes = 4096;

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
};

RowLayout getRowLayout(MemRefType type, int64_t elementBytes,
                       int64_t vectorBytes) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return RowLayout::Unaligned;
  RowLayout layout = RowLayout::WholeVectors;
  for (int64_t stride : strides) {
    if (stride == 1)
      continue;
    if (ShapedType::isDynamic(stride))
      return RowLayout::Unaligned;
    int64_t bytes = stride * elementBytes;
    if (bytes % vectorBytes == 0)
      continue;
    if (bytes < kLongRowBytes)
      return RowLayout::Unaligned;
    layout = RowLayout::LongRows;
  }
  return layout;
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
        // An unregistered op has no dialect.
        return isa<arith::DivFOp, arith::RemFOp>(op) ||
                       isa_and_nonnull<math::MathDialect>(op->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// How a write is streamed: the bytes of its vector (0: not streamed), and
/// whether an address on a half line gets two half-line stores.
struct Streaming {
  int64_t bytes = 0;
  bool halves = false;
};

/// How `write` is streamed if it is one full 1-D vector store of f32 (a
/// cache line) or f16 or bf16 (a half or a whole line) with unit stride,
/// into rows of whole vectors or long rows. `x86` says whether bf16 can be
/// streamed (its barrier, createX86RegisterBarrier, is x86 inline
/// assembly). Where long rows start at different offsets within a line
/// (softmax's 196,000-byte blocks of 32x1000x7x7 start on a line or
/// half-way), an f32 line on a half line streams as half-line stores, as
/// 16-bit vectors of half a line do, except in loops that write slowly.
Streaming getStreaming(vector::TransferWriteOp write, int64_t lineBytes,
                       bool x86) {
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
  if (elementType.isF32()) {
    if (bytes != lineBytes)
      return {};
    return {bytes, layout == RowLayout::LongRows && !isInExpensiveLoop(write)};
  }
  if (elementType.isF16() || (elementType.isBF16() && x86)) {
    if (bytes == lineBytes)
      return {bytes};
    if (bytes == lineBytes / 2 && !isInExpensiveLoop(write))
      return {bytes};
  }
  return {};
}

/// The address of element `indices` of `view`, in bytes.
Value computeAddress(OpBuilder &b, Location loc, Value view,
                     ValueRange indices) {
  int64_t elementBytes =
      cast<MemRefType>(view.getType()).getElementTypeBitWidth() / 8;
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, view);
  Value element = metadata.getOffset();
  for (auto [index, stride] : llvm::zip_equal(indices, metadata.getStrides()))
    element = arith::AddIOp::create(
        b, loc, element, arith::MulIOp::create(b, loc, index, stride));
  Value pointer = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, view);
  return arith::AddIOp::create(
      b, loc, pointer,
      arith::MulIOp::create(
          b, loc, element,
          arith::ConstantIndexOp::create(b, loc, elementBytes)));
}

/// Whether `address` is a multiple of `bytes`.
Value isAligned(OpBuilder &b, Location loc, Value address, int64_t bytes) {
  Value mask = arith::ConstantIndexOp::create(b, loc, bytes - 1);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                               arith::AndIOp::create(b, loc, address, mask),
                               zero);
}

/// Writes `write`'s vector (its address aligned to `bytes`) with a
/// non-temporal store, at the rewriter's insertion point. `address`, the
/// write's address if the caller has it, is computed here when needed.
void storeNontemporal(RewriterBase &rewriter, vector::TransferWriteOp write,
                      int64_t bytes, bool x86, Value address = {}) {
  Location loc = write.getLoc();
  Value base = write.getBase();
  VectorType vectorType = write.getVectorType();
  if (vectorType.getElementType().isF32()) {
    vector::StoreOp::create(rewriter, loc, write.getVector(), base,
                            write.getIndices(), /*nontemporal=*/true,
                            llvm::MaybeAlign(bytes));
  } else {
    // LLVM drops `!nontemporal` on stores of half and bfloat vectors (no
    // streaming-store pattern for them), so a 16-bit float vector is stored
    // as i16, through its address, with an LLVM dialect store (vector.store
    // cannot store i16 vectors into a float memref). The store is volatile
    // because InstCombine otherwise folds the bitcast back into a float
    // store; it is one store per vector either way.
    Value bits = vector::BitCastOp::create(
        rewriter, loc,
        VectorType::get(vectorType.getShape(), rewriter.getI16Type()),
        write.getVector());
    if (x86)
      // LLVM 22's x86 instruction selection folds any bitcast of a bfloat
      // vector (and of a half vector where AVX512-FP16 makes those legal)
      // into the store it feeds, even a volatile one, and has no
      // streaming-store pattern for them: `!nontemporal` would be dropped.
      bits = actgrad::detail::createX86RegisterBarrier(rewriter, loc, bits);
    if (!address)
      address = computeAddress(rewriter, loc, base, write.getIndices());
    Value integer = arith::IndexCastOp::create(rewriter, loc,
                                               rewriter.getI64Type(), address);
    Value llvmPointer = LLVM::IntToPtrOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext()),
        integer);
    LLVM::StoreOp::create(rewriter, loc, bits, llvmPointer, bytes,
                          /*isVolatile=*/true, /*isNonTemporal=*/true);
  }
}

/// Replaces `write` by `if (address % bytes == 0) nontemporal store else
/// write`. With `halves` (an f32 vector of a line), an address on a half
/// line gets two nontemporal half-line stores instead of the plain one.
void streamStore(RewriterBase &rewriter, vector::TransferWriteOp write,
                 int64_t bytes, bool x86, bool halves) {
  Location loc = write.getLoc();
  rewriter.setInsertionPoint(write);
  Value base = write.getBase();
  VectorType vectorType = write.getVectorType();
  Value address = computeAddress(rewriter, loc, base, write.getIndices());
  Value aligned = isAligned(rewriter, loc, address, bytes);
  auto ifOp = scf::IfOp::create(rewriter, loc, aligned, /*withElse=*/true);
  rewriter.setInsertionPointToStart(ifOp.thenBlock());
  storeNontemporal(rewriter, write, bytes, x86, address);
  rewriter.setInsertionPointToStart(ifOp.elseBlock());
  if (halves) {
    Value halfAligned = isAligned(rewriter, loc, address, bytes / 2);
    auto halfIf =
        scf::IfOp::create(rewriter, loc, halfAligned, /*withElse=*/true);
    rewriter.setInsertionPointToStart(halfIf.thenBlock());
    int64_t lanes = vectorType.getNumElements() / 2;
    SmallVector<Value> indices(write.getIndices());
    for (int64_t half = 0; half < 2; ++half) {
      Value part = vector::ExtractStridedSliceOp::create(
          rewriter, loc, write.getVector(), /*offsets=*/{half * lanes},
          /*sizes=*/{lanes}, /*strides=*/{1});
      if (half == 1)
        indices.back() = arith::AddIOp::create(
            rewriter, loc, indices.back(),
            arith::ConstantIndexOp::create(rewriter, loc, lanes));
      vector::StoreOp::create(rewriter, loc, part, base, indices,
                              /*nontemporal=*/true,
                              llvm::MaybeAlign(bytes / 2));
    }
    rewriter.setInsertionPointToStart(halfIf.elseBlock());
  }
  rewriter.clone(*write);
  rewriter.eraseOp(write);
}

/// Whether `value` is the same in every iteration of `loop`.
bool isLoopInvariant(Value value, scf::ForOp loop) {
  return loop.isDefinedOutsideOfLoop(value) ||
         matchPattern(value, m_Constant());
}

/// Whether the address of `write`, directly in `loop`'s body, is as aligned
/// to `bytes` in every iteration as in the first: its view is a chain of
/// subviews, inside the loop, of a view defined outside it, and every index
/// and subview offset is either the same in every iteration or the loop's
/// induction variable with a stride that the step moves by a multiple of
/// `bytes`.
bool hasLoopInvariantAlignment(vector::TransferWriteOp write, scf::ForOp loop,
                               int64_t bytes) {
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

/// `value` (defined outside `loop`, a constant, `loop`'s induction variable
/// or a subview of such values inside it) as it is in the first iteration,
/// materialized before `loop`.
Value getFirstIterationValue(OpBuilder &b, scf::ForOp loop, Value value,
                             IRMapping &mapping) {
  if (loop.isDefinedOutsideOfLoop(value))
    return value;
  if (Value mapped = mapping.lookupOrNull(value))
    return mapped;
  if (value == loop.getInductionVar())
    return loop.getLowerBound();
  Operation *op = value.getDefiningOp();
  for (Value operand : op->getOperands())
    mapping.map(operand, getFirstIterationValue(b, loop, operand, mapping));
  return b.clone(*op, mapping)
      ->getResult(cast<OpResult>(value).getResultNumber());
}

/// Versions `loop` on the alignment of its streamed `writes` in the first
/// iteration, which holds in every iteration (hasLoopInvariantAlignment):
/// `if (aligned) loop with non-temporal stores else loop with plain stores`.
/// One test per loop instead of one per store, where LLVM's unswitching
/// leaves it (loops inside larger loops: softmax's update, PReLU's rows).
void versionLoop(RewriterBase &rewriter, scf::ForOp loop,
                 ArrayRef<std::pair<vector::TransferWriteOp, Streaming>> writes,
                 bool x86) {
  Location loc = loop.getLoc();
  rewriter.setInsertionPoint(loop);
  IRMapping first;
  Value allAligned;
  for (auto [write, streaming] : writes) {
    Value view = getFirstIterationValue(rewriter, loop, write.getBase(), first);
    SmallVector<Value> indices;
    for (Value index : write.getIndices())
      indices.push_back(getFirstIterationValue(rewriter, loop, index, first));
    Value address = computeAddress(rewriter, loc, view, indices);
    Value aligned = isAligned(rewriter, loc, address, streaming.bytes);
    allAligned = allAligned
                     ? arith::AndIOp::create(rewriter, loc, allAligned, aligned)
                     : aligned;
  }
  auto ifOp = scf::IfOp::create(rewriter, loc, loop.getResultTypes(),
                                allAligned, /*withElseRegion=*/true);
  // The builder gives result-less blocks a terminator already.
  for (Block *block : {ifOp.thenBlock(), ifOp.elseBlock()})
    if (!block->empty())
      rewriter.eraseOp(&block->back());
  rewriter.setInsertionPointToEnd(ifOp.thenBlock());
  IRMapping cloned;
  auto streamingLoop = cast<scf::ForOp>(rewriter.clone(*loop, cloned));
  scf::YieldOp::create(rewriter, loc, streamingLoop.getResults());
  rewriter.setInsertionPointToEnd(ifOp.elseBlock());
  scf::YieldOp::create(rewriter, loc, loop.getResults());
  for (auto [result, replacement] :
       llvm::zip_equal(loop.getResults(), ifOp.getResults()))
    rewriter.replaceAllUsesExcept(result, replacement,
                                  ifOp.elseBlock()->getTerminator());
  rewriter.moveOpBefore(loop, ifOp.elseBlock()->getTerminator());
  for (auto [write, streaming] : writes) {
    auto copy =
        cast<vector::TransferWriteOp>(cloned.lookup(write.getOperation()));
    rewriter.setInsertionPoint(copy);
    storeNontemporal(rewriter, copy, streaming.bytes, x86);
    rewriter.eraseOp(copy);
  }
}

struct NontemporalStoresPass
    : actgrad::impl::ActGradNontemporalStoresPassBase<NontemporalStoresPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minBytes < 0) {
      getOperation().emitError(
          "actgrad-nontemporal-stores: min-bytes must not be negative");
      return signalPassFailure();
    }
    if (minBytes == 0)
      return;
    // The target recorded in the IR decides the line size and whether bf16
    // can be streamed.
    int64_t lineBytes = actgrad::getTargetCacheLineBytes(getOperation());
    bool x86 = actgrad::isX86Target(getOperation());
    LLVM_DEBUG(llvm::dbgs()
               << "cache line " << lineBytes << " bytes, x86 " << x86 << "\n");
    SmallVector<std::pair<vector::TransferWriteOp, Streaming>> writes;
    getOperation().walk([&](vector::TransferWriteOp write) {
      Streaming streaming = getStreaming(write, lineBytes, x86);
      if (streaming.bytes > 0 &&
          getStaticBytes(getUnderlyingBuffer(write.getBase())) >= minBytes)
        writes.push_back({write, streaming});
    });
    // Loops whose streamed stores all keep their alignment are versioned
    // once; other stores test their address each time.
    llvm::MapVector<scf::ForOp,
                    SmallVector<std::pair<vector::TransferWriteOp, Streaming>>>
        loops;
    llvm::DenseSet<Operation *> unversionable;
    for (auto [write, streaming] : writes) {
      auto loop = dyn_cast<scf::ForOp>(write->getParentOp());
      if (loop && !streaming.halves &&
          hasLoopInvariantAlignment(write, loop, streaming.bytes))
        loops[loop].push_back({write, streaming});
      else if (loop)
        unversionable.insert(loop);
    }
    auto isVersioned = [&](scf::ForOp loop) {
      return loop && loops.count(loop) &&
             !unversionable.contains(loop.getOperation());
    };
    IRRewriter rewriter(&getContext());
    for (auto &[loop, loopWrites] : loops)
      if (isVersioned(loop))
        versionLoop(rewriter, loop, loopWrites, x86);
    // A versioned loop keeps its identity (it moves into the plain branch).
    for (auto [write, streaming] : writes)
      if (!isVersioned(dyn_cast<scf::ForOp>(write->getParentOp())))
        streamStore(rewriter, write, streaming.bytes, x86, streaming.halves);
  }
};

} // namespace
