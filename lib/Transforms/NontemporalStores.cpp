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

constexpr int64_t kStoreBytes = 64;

/// True if `write` stores one full 64-byte vector of f32 with unit stride.
bool isFullVectorStore(vector::TransferWriteOp write) {
  auto memrefType = dyn_cast<MemRefType>(write.getBase().getType());
  VectorType vectorType = write.getVectorType();
  if (!memrefType || write.getMask() || vectorType.getRank() != 1 ||
      !vectorType.getElementType().isF32() ||
      vectorType.getNumElements() * 4 != kStoreBytes ||
      !write.getPermutationMap().isMinorIdentity() ||
      !llvm::all_of(write.getInBoundsValues(), [](bool b) { return b; }))
    return false;
  return memrefType.isLastDimUnitStride();
}

/// Replaces `write` by `if (address % 64 == 0) nontemporal store else write`.
void streamStore(RewriterBase &rewriter, vector::TransferWriteOp write) {
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
  Value four = arith::ConstantIndexOp::create(rewriter, loc, 4);
  Value address = arith::AddIOp::create(
      rewriter, loc, pointer,
      arith::MulIOp::create(rewriter, loc, element, four));
  Value mask = arith::ConstantIndexOp::create(rewriter, loc, kStoreBytes - 1);
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value aligned = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::eq,
      arith::AndIOp::create(rewriter, loc, address, mask), zero);
  auto ifOp = scf::IfOp::create(rewriter, loc, aligned, /*withElse=*/true);
  rewriter.setInsertionPointToStart(ifOp.thenBlock());
  vector::StoreOp::create(rewriter, loc, write.getVector(), base,
                          write.getIndices(), /*nontemporal=*/true,
                          llvm::MaybeAlign(kStoreBytes));
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
    SmallVector<vector::TransferWriteOp> writes;
    getOperation().walk([&](vector::TransferWriteOp write) {
      if (isFullVectorStore(write) &&
          getStaticBytes(getUnderlyingBuffer(write.getBase())) >= minBytes)
        writes.push_back(write);
    });
    IRRewriter rewriter(&getContext());
    for (vector::TransferWriteOp write : writes)
      streamStore(rewriter, write);
  }
};

} // namespace
