//===- NontemporalStores.cpp - The actgrad-nontemporal-stores pass --------===//
//
// No upstream pass emits non-temporal stores; LLVM only honours them on
// vector stores it knows to be aligned, which MLIR cannot prove for a
// caller's buffer, hence the run-time alignment test around each store.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"
#include "BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADNONTEMPORALSTORESPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// The bytes that `write` stores if it is one full 1-D vector store of
/// f32 (64 bytes) or f16 (32 or 64 bytes) with unit stride; 0 otherwise.
/// bf16 is left out: LLVM 22's x86 instruction selection folds any bitcast
/// of a bfloat vector into the store and then has no streaming-store pattern
/// for bfloat vectors, so the store would come out plain anyway.
int64_t getStreamedBytes(vector::TransferWriteOp write) {
  auto memrefType = dyn_cast<MemRefType>(write.getBase().getType());
  VectorType vectorType = write.getVectorType();
  if (!memrefType || write.getMask() || vectorType.getRank() != 1 ||
      !write.getPermutationMap().isMinorIdentity() ||
      !llvm::all_of(write.getInBoundsValues(), [](bool b) { return b; }) ||
      !memrefType.isLastDimUnitStride())
    return 0;
  Type elementType = vectorType.getElementType();
  int64_t bytes =
      vectorType.getNumElements() * elementType.getIntOrFloatBitWidth() / 8;
  if (elementType.isF32())
    return bytes == 64 ? bytes : 0;
  if (elementType.isF16())
    return bytes == 32 || bytes == 64 ? bytes : 0;
  return 0;
}

/// Replaces `write` by `if (address % bytes == 0) nontemporal store else
/// write`.
void streamStore(RewriterBase &rewriter, vector::TransferWriteOp write,
                 int64_t bytes) {
  Location loc = write.getLoc();
  rewriter.setInsertionPoint(write);
  Value base = write.getBase();
  auto metadata = memref::ExtractStridedMetadataOp::create(rewriter, loc, base);
  Value element = metadata.getOffset();
  for (auto [index, stride] :
       llvm::zip_equal(write.getIndices(), metadata.getStrides()))
    element = arith::AddIOp::create(
        rewriter, loc, element,
        arith::MulIOp::create(rewriter, loc, index, stride));
  Value pointer =
      memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc, base);
  VectorType vectorType = write.getVectorType();
  int64_t elementBytes = vectorType.getElementTypeBitWidth() / 8;
  Value address = arith::AddIOp::create(
      rewriter, loc, pointer,
      arith::MulIOp::create(
          rewriter, loc, element,
          arith::ConstantIndexOp::create(rewriter, loc, elementBytes)));
  Value mask = arith::ConstantIndexOp::create(rewriter, loc, bytes - 1);
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value aligned = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::eq,
      arith::AndIOp::create(rewriter, loc, address, mask), zero);
  auto ifOp = scf::IfOp::create(rewriter, loc, aligned, /*withElse=*/true);
  rewriter.setInsertionPointToStart(ifOp.thenBlock());
  if (vectorType.getElementType().isF32()) {
    vector::StoreOp::create(rewriter, loc, write.getVector(), base,
                            write.getIndices(), /*nontemporal=*/true,
                            llvm::MaybeAlign(bytes));
  } else {
    // LLVM drops `!nontemporal` on stores of half vectors (no streaming-store
    // pattern for them), so the f16 vector is stored as i16, through its
    // address, with an LLVM dialect store (vector.store cannot store i16
    // vectors into an f16 memref). The store is volatile because InstCombine
    // otherwise folds the bitcast back into a half store; it is one store
    // per vector either way.
    Value bits = vector::BitCastOp::create(
        rewriter, loc,
        VectorType::get(vectorType.getShape(), rewriter.getI16Type()),
        write.getVector());
    Value integer = arith::IndexCastOp::create(rewriter, loc,
                                               rewriter.getI64Type(), address);
    Value llvmPointer = LLVM::IntToPtrOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext()),
        integer);
    LLVM::StoreOp::create(rewriter, loc, bits, llvmPointer, bytes,
                          /*isVolatile=*/true, /*isNonTemporal=*/true);
  }
  rewriter.setInsertionPointToStart(ifOp.elseBlock());
  rewriter.clone(*write);
  rewriter.eraseOp(write);
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
    SmallVector<std::pair<vector::TransferWriteOp, int64_t>> writes;
    getOperation().walk([&](vector::TransferWriteOp write) {
      int64_t bytes = getStreamedBytes(write);
      if (bytes > 0 &&
          getStaticBytes(getUnderlyingBuffer(write.getBase())) >= minBytes)
        writes.push_back({write, bytes});
    });
    IRRewriter rewriter(&getContext());
    for (auto [write, bytes] : writes)
      streamStore(rewriter, write, bytes);
  }
};

} // namespace
