//===- DistributeElementwise.cpp - actgrad-gpu-distribute-elementwise -----===//
//
// Upstream's parallel-loop mapping gives one scalar element per thread; the
// kernels here give each thread 16 bytes of the narrowest operand, so that
// every contiguous access is one vector load or store.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "GPU/GPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADGPUDISTRIBUTEELEMENTWISEPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::gpu_codegen;

namespace {

/// Whether `map` reads along the innermost loop dimension `inner` only as its
/// last result, so that the lanes of one thread are consecutive elements.
static bool readsInnerContiguously(AffineMap map, unsigned inner) {
  if (!map.isFunctionOfDim(inner))
    return true;
  auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
  if (!last || last.getPosition() != inner)
    return false;
  for (AffineExpr expr : map.getResults().drop_back())
    if (expr.isFunctionOfDim(inner))
      return false;
  return true;
}

/// The lanes per thread of `op` (1: scalar kernels only): 16 bytes of its
/// narrowest operand, when every operand either runs along the innermost
/// dimension of an identity-layout buffer or does not depend on it.
static int64_t chooseLanes(linalg::GenericOp op, int64_t vectorBytes) {
  if (vectorBytes <= 0 || op.getNumLoops() == 0 || !hasVectorizableBody(op))
    return 1;
  unsigned inner = op.getNumLoops() - 1;
  unsigned narrowestBits = 64;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type)
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!readsInnerContiguously(map, inner))
      return 1;
    bool isOutput = op.isDpsInit(&operand);
    if (!map.isFunctionOfDim(inner)) {
      // An output must take every lane.
      if (isOutput)
        return 1;
      continue;
    }
    if (!type.getLayout().isIdentity() || !type.getElementType().isIntOrFloat())
      return 1;
    narrowestBits = std::min(narrowestBits, type.getElementTypeBitWidth());
  }
  int64_t lanes = vectorBytes * 8 / narrowestBits;
  return lanes > 1 ? lanes : 1;
}

/// Builds the kernel of `op` with `lanes` elements per thread at the
/// builder's point. The innermost loop size must be a multiple of `lanes`.
static void buildKernel(OpBuilder &b, linalg::GenericOp op,
                        ArrayRef<Value> sizes, int64_t lanes,
                        int64_t blockSize) {
  Location loc = op.getLoc();
  Value total = createProduct(b, loc, sizes);
  Value lanesValue = arith::ConstantIndexOp::create(b, loc, lanes);
  Value items = arith::DivUIOp::create(b, loc, total, lanesValue);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  // A launch of no blocks is an error in CUDA: empty tensors launch nothing.
  createGuard(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, items, zero));
  Value block = arith::ConstantIndexOp::create(b, loc, blockSize);
  Value grid = arith::CeilDivUIOp::create(b, loc, items, block);
  auto [blockId, threadId] = createLaunch(b, loc, grid, blockSize);
  Value first = arith::MulIOp::create(b, loc, blockId, block);
  Value item = arith::AddIOp::create(b, loc, first, threadId);
  createGuard(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, item, items));
  Value linear = arith::MulIOp::create(b, loc, item, lanesValue);
  SmallVector<Value> loopIndices = createDelinearized(b, loc, linear, sizes);

  unsigned inner = op.getNumLoops() - 1;
  SmallVector<Value> arguments;
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument argument = op.getMatchingBlockArgument(&operand);
    AffineMap map = op.getMatchingIndexingMap(&operand);
    Value buffer = operand.get();
    if (!isa<MemRefType>(buffer.getType())) {
      // A scalar input of a fill, the same for every lane.
      arguments.push_back(
          lanes > 1
              ? vector::BroadcastOp::create(
                    b, loc, VectorType::get({lanes}, buffer.getType()), buffer)
                    .getResult()
              : buffer);
      continue;
    }
    if (op.isDpsInit(&operand) && argument.use_empty()) {
      arguments.push_back(nullptr);
      continue;
    }
    SmallVector<Value> indices = createMapApplication(b, loc, map, loopIndices);
    bool contiguous = op.getNumLoops() > 0 && map.isFunctionOfDim(inner);
    arguments.push_back(createRead(b, loc, buffer, indices, lanes, contiguous));
  }
  SmallVector<Value> results = cloneBody(b, op, arguments, lanes, loopIndices);
  for (auto [result, init] : llvm::zip(results, op.getDpsInitsMutable())) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    createWrite(b, loc, result, init.get(),
                createMapApplication(b, loc, map, loopIndices));
  }
}

static LogicalResult distribute(linalg::GenericOp op, int64_t blockSize,
                                int64_t vectorBytes) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<Value> sizes = createLoopSizes(b, loc, op);
  if (sizes.empty()) {
    // Rank 0: one thread.
    buildKernel(b, op, sizes, /*lanes=*/1, blockSize);
    op.erase();
    return success();
  }
  int64_t lanes = chooseLanes(op, vectorBytes);
  if (lanes == 1) {
    buildKernel(b, op, sizes, 1, blockSize);
    op.erase();
    return success();
  }
  std::optional<int64_t> staticInner = getConstantIntValue(sizes.back());
  if (staticInner) {
    buildKernel(b, op, sizes, *staticInner % lanes == 0 ? lanes : 1, blockSize);
    op.erase();
    return success();
  }
  // A dynamic innermost size: the vector kernel where it divides.
  Value lanesValue = arith::ConstantIndexOp::create(b, loc, lanes);
  Value rest = arith::RemUIOp::create(b, loc, sizes.back(), lanesValue);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value divides =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rest, zero);
  auto choice = scf::IfOp::create(b, loc, divides, /*withElseRegion=*/true);
  b.setInsertionPoint(choice.thenBlock()->getTerminator());
  buildKernel(b, op, sizes, lanes, blockSize);
  b.setInsertionPoint(choice.elseBlock()->getTerminator());
  buildKernel(b, op, sizes, 1, blockSize);
  op.erase();
  return success();
}

struct GPUDistributeElementwisePass
    : actgrad::impl::ActGradGPUDistributeElementwisePassBase<
          GPUDistributeElementwisePass> {
  using Base::Base;

  void runOnOperation() override {
    // Fills are generics with a scalar input here.
    SmallVector<linalg::FillOp> fills;
    getOperation().walk([&](linalg::FillOp fill) {
      if (fill.hasPureBufferSemantics())
        fills.push_back(fill);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::FillOp fill : fills) {
      rewriter.setInsertionPoint(fill);
      if (failed(linalg::generalizeNamedOp(rewriter, fill)))
        return signalPassFailure();
    }
    SmallVector<linalg::GenericOp> generics;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op.hasPureBufferSemantics() &&
          op.getNumLoops() == op.getNumParallelLoops() &&
          !op->getParentOfType<gpu::LaunchOp>())
        generics.push_back(op);
    });
    for (linalg::GenericOp op : generics)
      if (failed(distribute(collapseContiguousLoops(rewriter, op), blockSize,
                            vectorBytes)))
        return signalPassFailure();
  }
};
} // namespace
