//===- GPUCodegenUtils.cpp - Helpers of the GPU distribution passes -------===//

#include "GPU/GPUCodegenUtils.h"
#include "Utils/LoopFolding.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;

namespace mlir::actgrad::gpu_codegen {

SmallVector<Value> createLoopSizes(OpBuilder &b, Location loc,
                                   linalg::LinalgOp op) {
  SmallVector<Value> sizes;
  for (Range range : op.createLoopRanges(b, loc))
    sizes.push_back(getValueOrCreateConstantIndexOp(b, loc, range.size));
  return sizes;
}

Value createProduct(OpBuilder &b, Location loc, ArrayRef<Value> values) {
  Value product = arith::ConstantIndexOp::create(b, loc, 1);
  for (Value value : values)
    product = arith::MulIOp::create(b, loc, product, value);
  return product;
}

SmallVector<Value> createDelinearized(OpBuilder &b, Location loc, Value linear,
                                      ArrayRef<Value> sizes) {
  SmallVector<Value> indices(sizes.size());
  for (int64_t i = static_cast<int64_t>(sizes.size()) - 1; i >= 0; --i) {
    if (i == 0) {
      indices[i] = linear;
      break;
    }
    indices[i] = arith::RemUIOp::create(b, loc, linear, sizes[i]);
    linear = arith::DivUIOp::create(b, loc, linear, sizes[i]);
  }
  return indices;
}

SmallVector<Value> createMapApplication(OpBuilder &b, Location loc,
                                        AffineMap map,
                                        ArrayRef<Value> loopIndices) {
  SmallVector<Value> indices;
  for (AffineExpr expr : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      indices.push_back(loopIndices[dim.getPosition()]);
    else
      indices.push_back(affine::expandAffineExpr(
          b, loc, expr, SmallVector<Value>(loopIndices), ValueRange()));
  }
  return indices;
}

bool hasVectorizableBody(linalg::GenericOp op) {
  for (Operation &nested : op.getBody()->without_terminator()) {
    if (isa<arith::ConstantOp>(nested))
      continue;
    if (!OpTrait::hasElementwiseMappableTraits(&nested) ||
        nested.getNumRegions() != 0)
      return false;
    for (Type type : nested.getResultTypes())
      if (!type.isIntOrIndexOrFloat())
        return false;
  }
  return true;
}

static Value broadcastTo(OpBuilder &b, Location loc, Value value,
                         int64_t lanes) {
  if (lanes == 1 || isa<VectorType>(value.getType()))
    return value;
  auto type = VectorType::get({lanes}, value.getType());
  return vector::BroadcastOp::create(b, loc, type, value);
}

SmallVector<Value> cloneBody(OpBuilder &b, linalg::GenericOp op,
                             ArrayRef<Value> arguments, int64_t lanes,
                             ArrayRef<Value> loopIndices) {
  Block *body = op.getBody();
  IRMapping mapping;
  // Null arguments (outputs the body never reads) are never looked up.
  for (auto [argument, value] : llvm::zip(body->getArguments(), arguments))
    if (value)
      mapping.map(argument, value);
  auto lookup = [&](Value value) {
    if (Value mapped = mapping.lookupOrNull(value))
      return mapped;
    // A value from above the generic: the same for every lane.
    Value broadcast = broadcastTo(b, value.getLoc(), value, lanes);
    mapping.map(value, broadcast);
    return broadcast;
  };
  for (Operation &nested : body->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(nested)) {
      mapping.map(index.getResult(), loopIndices[index.getDim()]);
      continue;
    }
    if (lanes == 1) {
      b.clone(nested, mapping);
      continue;
    }
    if (isa<arith::ConstantOp>(nested)) {
      Operation *scalar = b.clone(nested);
      mapping.map(nested.getResult(0),
                  broadcastTo(b, nested.getLoc(), scalar->getResult(0), lanes));
      continue;
    }
    OperationState state(nested.getLoc(), nested.getName());
    for (Value operand : nested.getOperands())
      state.addOperands(lookup(operand));
    for (Type type : nested.getResultTypes())
      state.addTypes(VectorType::get({lanes}, type));
    state.addAttributes(nested.getAttrs());
    Operation *vectorOp = b.create(state);
    mapping.map(nested.getResults(), vectorOp->getResults());
  }
  SmallVector<Value> yielded;
  for (Value value : body->getTerminator()->getOperands())
    yielded.push_back(lookup(value));
  return yielded;
}

Value createRead(OpBuilder &b, Location loc, Value buffer, ValueRange indices,
                 int64_t lanes, bool contiguous) {
  auto type = cast<MemRefType>(buffer.getType());
  if (lanes > 1 && contiguous) {
    auto vectorType = VectorType::get({lanes}, type.getElementType());
    unsigned bytes = lanes * type.getElementTypeBitWidth() / 8;
    return vector::LoadOp::create(b, loc, vectorType, buffer, indices,
                                  /*nontemporal=*/false, llvm::Align(bytes));
  }
  Value element = memref::LoadOp::create(b, loc, buffer, indices);
  return broadcastTo(b, loc, element, lanes);
}

void createWrite(OpBuilder &b, Location loc, Value value, Value buffer,
                 ValueRange indices) {
  auto vectorType = dyn_cast<VectorType>(value.getType());
  if (!vectorType) {
    memref::StoreOp::create(b, loc, value, buffer, indices);
    return;
  }
  unsigned bytes =
      vectorType.getNumElements() * vectorType.getElementTypeBitWidth() / 8;
  vector::StoreOp::create(b, loc, value, buffer, indices,
                          /*nontemporal=*/false, llvm::Align(bytes));
}

std::pair<Value, Value> createLaunch(OpBuilder &b, Location loc, Value gridSize,
                                     int64_t blockSize) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value threads = arith::ConstantIndexOp::create(b, loc, blockSize);
  auto launch =
      gpu::LaunchOp::create(b, loc, gridSize, one, one, threads, one, one);
  b.setInsertionPointToEnd(&launch.getBody().front());
  auto terminator = gpu::TerminatorOp::create(b, loc);
  b.setInsertionPoint(terminator);
  return {launch.getBlockIds().x, launch.getThreadIds().x};
}

linalg::GenericOp collapseContiguousLoops(RewriterBase &rewriter,
                                          linalg::GenericOp op) {
  // Vector accesses assume identity layouts; views keep their loops.
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<MemRefType>(operand.getType());
    if (type && !type.getLayout().isIdentity())
      return op;
  }
  // On buffers a dynamic size folds into a memref.collapse_shape view.
  SmallVector<ReassociationIndices> folded =
      getCollapsibleDims(op, /*allowDynamic=*/true);
  if (folded.empty())
    return op;
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::CollapseResult> collapsed =
      linalg::collapseOpIterationDims(op, folded, rewriter);
  if (failed(collapsed))
    return op;
  rewriter.eraseOp(op);
  return cast<linalg::GenericOp>(collapsed->collapsedOp.getOperation());
}

void createGuard(OpBuilder &b, Location loc, Value condition) {
  auto guard = scf::IfOp::create(b, loc, condition, /*withElseRegion=*/false);
  b.setInsertionPoint(guard.thenBlock()->getTerminator());
}

} // namespace mlir::actgrad::gpu_codegen
