//===- NontemporalStores.cpp - The actgrad-nontemporal-stores pass --------===//
//
// No upstream pass emits non-temporal stores; LLVM only honours them on
// vector stores it knows to be aligned, which MLIR cannot prove for a
// caller's buffer, hence the run-time alignment test around each store.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "LowerToLLVM/StreamingAnalysis.h"
#include "Utils/BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-nontemporal-stores"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADNONTEMPORALSTORESPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;
using mlir::actgrad::CPUTargetInfo;

namespace {

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
                      int64_t bytes, const CPUTargetInfo &target,
                      Value address = {}) {
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
    if (const auto &barrier = target.getISA().registerBarrier)
      // LLVM 22's instruction selection may fold any bitcast of a bfloat
      // vector (and of a half vector where the ISA makes those legal) into
      // the store it feeds, even a volatile one, and then has no
      // streaming-store pattern for it: `!nontemporal` would be dropped.
      bits = barrier(rewriter, loc, bits);
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

/// Whether the buffer `buffer` (a dynamically shaped memref) holds at least
/// `minBytes` bytes at run time, computed once, where it is defined.
Value isLargeBuffer(RewriterBase &rewriter, Value buffer, int64_t minBytes) {
  auto type = cast<MemRefType>(buffer.getType());
  Location loc = buffer.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfterValue(buffer);
  Value bytes = arith::ConstantIndexOp::create(
      rewriter, loc, type.getElementTypeBitWidth() / 8);
  for (int64_t dim = 0; dim < type.getRank(); ++dim)
    bytes = arith::MulIOp::create(
        rewriter, loc, bytes,
        memref::DimOp::create(rewriter, loc, buffer, dim));
  return arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::sge, bytes,
      arith::ConstantIndexOp::create(rewriter, loc, minBytes));
}

/// `condition`, and `extra` if there is one; `extra` alone if `condition`
/// is null.
Value andIfPresent(OpBuilder &b, Location loc, Value condition, Value extra) {
  if (!condition)
    return extra;
  return extra ? arith::AndIOp::create(b, loc, condition, extra) : condition;
}

/// Whether every stride of `view` that its type leaves dynamic spans, at run
/// time, a multiple of `bytes` or a long row, the rule getStreaming applies
/// to the static ones (a dynamically shaped buffer's rows: a streamed row
/// then shares no line with the next one's plain stores). Null where no
/// stride is dynamic.
Value areStreamableStrides(OpBuilder &b, Location loc, Value view,
                           int64_t bytes) {
  auto type = cast<MemRefType>(view.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return {};
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, view);
  Value elementBytes =
      arith::ConstantIndexOp::create(b, loc, type.getElementTypeBitWidth() / 8);
  Value longRow = arith::ConstantIndexOp::create(b, loc, kLongRowBytes);
  Value all;
  for (auto [dim, stride] : llvm::enumerate(strides)) {
    if (!ShapedType::isDynamic(stride))
      continue;
    Value strideBytes =
        arith::MulIOp::create(b, loc, metadata.getStrides()[dim], elementBytes);
    Value whole = isAligned(b, loc, strideBytes, bytes);
    Value isLong = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                         strideBytes, longRow);
    Value streamable = arith::OrIOp::create(b, loc, whole, isLong);
    all = andIfPresent(b, loc, all, streamable);
  }
  return all;
}

/// Whether `view`, which a write `streaming` writes into, may be streamed at
/// run time as far as its size (`isLarge`, if given) and its dynamic
/// strides go; null where nothing needs testing.
Value createRunTimeTest(OpBuilder &b, Location loc, Value view,
                        const Streaming &streaming, Value isLarge) {
  if (!streaming.runTimeStrides)
    return isLarge;
  return andIfPresent(
      b, loc, areStreamableStrides(b, loc, view, streaming.bytes), isLarge);
}

/// Replaces `write` by `if (address % bytes == 0) nontemporal store else
/// write` (and the run-time test of its buffer's size and strides, if any).
/// With `streaming.halves` (an f32 vector of a line), an address on a half
/// line gets two nontemporal half-line stores instead of the plain one.
void streamStore(RewriterBase &rewriter, vector::TransferWriteOp write,
                 const Streaming &streaming, const CPUTargetInfo &target,
                 Value isLarge) {
  Location loc = write.getLoc();
  rewriter.setInsertionPoint(write);
  Value base = write.getBase();
  VectorType vectorType = write.getVectorType();
  int64_t bytes = streaming.bytes;
  bool halves = streaming.halves;
  Value address = computeAddress(rewriter, loc, base, write.getIndices());
  Value runTimeTest =
      createRunTimeTest(rewriter, loc, base, streaming, isLarge);
  Value aligned = andIfPresent(
      rewriter, loc, isAligned(rewriter, loc, address, bytes), runTimeTest);
  auto ifOp = scf::IfOp::create(rewriter, loc, aligned, /*withElse=*/true);
  rewriter.setInsertionPointToStart(ifOp.thenBlock());
  storeNontemporal(rewriter, write, bytes, target, address);
  rewriter.setInsertionPointToStart(ifOp.elseBlock());
  if (halves) {
    Value halfAligned =
        andIfPresent(rewriter, loc,
                     isAligned(rewriter, loc, address, bytes / 2), runTimeTest);
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
/// A write whose buffer's size is only known at run time also tests it
/// (`largeBuffers`: write -> whether its buffer is large enough).
void versionLoop(RewriterBase &rewriter, scf::ForOp loop,
                 ArrayRef<std::pair<vector::TransferWriteOp, Streaming>> writes,
                 const CPUTargetInfo &target,
                 const llvm::DenseMap<Operation *, Value> &largeBuffers) {
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
    Value aligned = andIfPresent(
        rewriter, loc, isAligned(rewriter, loc, address, streaming.bytes),
        createRunTimeTest(rewriter, loc, view, streaming,
                          largeBuffers.lookup(write)));
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
    storeNontemporal(rewriter, copy, streaming.bytes, target);
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
    CPUTargetInfo target = CPUTargetInfo::get(getOperation());
    LLVM_DEBUG(llvm::dbgs() << "cache line " << target.getCacheLineBytes()
                            << " bytes, register barrier "
                            << bool(target.getISA().registerBarrier) << "\n");
    IRRewriter rewriter(&getContext());
    SmallVector<std::pair<vector::TransferWriteOp, Streaming>> writes;
    // Writes into a dynamically shaped buffer stream when it is large enough
    // at run time; the test is made once per buffer.
    llvm::DenseMap<Value, Value> bufferTests;
    llvm::DenseMap<Operation *, Value> largeBuffers;
    getOperation().walk([&](vector::TransferWriteOp write) {
      Streaming streaming = getStreaming(write, target);
      if (streaming.bytes == 0)
        return;
      Value buffer = getUnderlyingBuffer(write.getBase());
      int64_t bytes = getStaticBytes(buffer);
      if (bytes >= minBytes) {
        writes.push_back({write, streaming});
        return;
      }
      if (bytes >= 0 || !isa<MemRefType>(buffer.getType()))
        return;
      Value &isLarge = bufferTests[buffer];
      if (!isLarge)
        isLarge = isLargeBuffer(rewriter, buffer, minBytes);
      largeBuffers[write] = isLarge;
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
    for (auto &[loop, loopWrites] : loops)
      if (isVersioned(loop))
        versionLoop(rewriter, loop, loopWrites, target, largeBuffers);
    // A versioned loop keeps its identity (it moves into the plain branch).
    for (auto [write, streaming] : writes)
      if (!isVersioned(dyn_cast<scf::ForOp>(write->getParentOp())))
        streamStore(rewriter, write, streaming, target,
                    largeBuffers.lookup(write));
  }
};

} // namespace
