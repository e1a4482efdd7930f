//===- Prefetch.cpp - The actgrad-prefetch pass ---------------------------===//
//
// No upstream pass inserts software prefetches; this one covers the vector
// loops actgrad-tile-and-vectorize produces over large buffers.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-prefetch"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADPREFETCHPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

struct PrefetchPass : actgrad::impl::ActGradPrefetchPassBase<PrefetchPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minBytes < 0 || distance < 0) {
      getOperation().emitError(
          "actgrad-prefetch: min-bytes and distance must not be negative");
      return signalPassFailure();
    }
    if (distance == 0)
      return;
    SmallVector<vector::TransferReadOp> reads;
    getOperation().walk([&](vector::TransferReadOp read) {
      auto type = dyn_cast<MemRefType>(read.getBase().getType());
      if (type && type.getRank() > 0 && read.getVectorType().getRank() == 1 &&
          read->getParentOfType<scf::ForOp>() &&
          getStaticBytes(getUnderlyingBuffer(read.getBase())) >= minBytes)
        reads.push_back(read);
    });
    LLVM_DEBUG(llvm::dbgs() << reads.size() << " reads to prefetch\n");
    IRRewriter rewriter(&getContext());
    for (vector::TransferReadOp read : reads) {
      Location loc = read.getLoc();
      rewriter.setInsertionPoint(read);
      // A prefetch never faults, so running past the end of the buffer in
      // the last iterations is harmless.
      SmallVector<Value> indices(read.getIndices());
      indices.back() = arith::AddIOp::create(
          rewriter, loc, indices.back(),
          arith::ConstantIndexOp::create(rewriter, loc, distance));
      memref::PrefetchOp::create(rewriter, loc, read.getBase(), indices,
                                 /*isWrite=*/false, /*localityHint=*/3,
                                 /*isDataCache=*/true);
    }
  }
};

} // namespace
