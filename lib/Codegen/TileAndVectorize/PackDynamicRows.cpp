//===- PackDynamicRows.cpp - Narrow rows packed at run time ---------------===//
//
// The run-time counterpart of actgrad-pack-narrow-rows for dynamic rows
// (PackDynamicRows.h). The packed view cannot be made on the tile, as the
// static one is: a tile's rows are a subview with dynamic strides, and
// one-shot bufferization copies a collapse_shape that it cannot prove
// contiguous, both the operands' and the packed result's. The collapse of a
// whole dense tensor (an identity layout) is done in place, so the operands
// are reshaped before the thread loop and the loop writes its shared output
// in the packed shape.
//
//===----------------------------------------------------------------------===//

#include "TileAndVectorize/PackDynamicRows.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// `op`'s loop and the slice of its shared output that `op` updates.
struct PackableRows {
  scf::ForallOp loop;
  tensor::ExtractSliceOp init;
  tensor::ParallelInsertSliceOp insert;
  BlockArgument output;
};

bool isRowMap(AffineMap map) {
  return map.getNumDims() == 3 && map.isIdentity();
}

bool isBroadcastRowMap(AffineMap map) {
  MLIRContext *context = map.getContext();
  return map == AffineMap::get(3, 0,
                               {getAffineDimExpr(0, context),
                                getAffineDimExpr(2, context)},
                               context);
}

/// Whether `slice` takes the rows of one batch element at `batch`: offsets
/// [batch, 0, 0], sizes [1, rows, columns] with both sizes defined outside
/// `loop` (the run-time test checks that they are the whole tensor's), unit
/// strides.
bool isBatchElementSlice(OffsetSizeAndStrideOpInterface slice,
                         OpFoldResult batch, scf::ForallOp loop) {
  SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  auto isOutside = [&](OpFoldResult size) {
    auto value = dyn_cast<Value>(size);
    return !value || loop.isDefinedOutsideOfLoop(value);
  };
  return offsets.size() == 3 && isEqualConstantIntOrValue(offsets[0], batch) &&
         isZeroInteger(offsets[1]) && isZeroInteger(offsets[2]) &&
         isOneInteger(sizes[0]) && isOutside(sizes[1]) && isOutside(sizes[2]) &&
         llvm::all_of(slice.getMixedStrides(),
                      [](OpFoldResult stride) { return isOneInteger(stride); });
}

/// Whether each input of `op` is a batch element's slice of a dense tensor
/// defined outside `loop` or a dynamic row [1, columns] broadcast along the
/// rows, with at least one such row (what packing is for).
bool hasPackableInputs(linalg::GenericOp op, OpFoldResult batch,
                       scf::ForallOp loop) {
  bool broadcast = false;
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    if (!type || !type.getElementType().isIntOrFloat())
      return false;
    if (isBroadcastRowMap(map)) {
      broadcast = true;
      if (!type.isDynamicDim(1))
        return false;
      continue;
    }
    auto slice = input->get().getDefiningOp<tensor::ExtractSliceOp>();
    if (!isRowMap(map) || !slice ||
        !loop.isDefinedOutsideOfLoop(slice.getSource()) ||
        slice.getSourceType().getRank() != 3 ||
        !isDenseTensor(slice.getSource()) ||
        !isBatchElementSlice(slice, batch, loop))
      return false;
  }
  return broadcast;
}

FailureOr<PackableRows> matchPackableRows(linalg::GenericOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges.size() != 3 || !isAllParallel(op) || ranges[0] != 1 ||
      !ShapedType::isDynamic(ranges[2]) || op.getNumDpsInits() != 1 ||
      !op.getBody()->getOps<linalg::IndexOp>().empty() ||
      !op->getResult(0).hasOneUse())
    return failure();
  auto loop = dyn_cast<scf::ForallOp>(op->getParentOp());
  auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(
      *op->getResult(0).getUsers().begin());
  if (!loop || !insert)
    return failure();
  auto output = dyn_cast<BlockArgument>(insert.getDest());
  OpOperand *init = op.getDpsInitOperand(0);
  auto initSlice = init->get().getDefiningOp<tensor::ExtractSliceOp>();
  if (!output || output.getOwner() != loop.getBody() || !initSlice ||
      initSlice.getSource() != output || !initSlice->hasOneUse() ||
      !isRowMap(op.getMatchingIndexingMap(init)))
    return failure();
  // Nothing else may see the shared output in its unpacked shape.
  if (!llvm::all_of(output.getUsers(), [&](Operation *user) {
        return user == initSlice || user == insert;
      }))
    return failure();
  OpFoldResult batch = insert.getMixedOffsets().front();
  Value whole = loop.getTiedOpOperand(output)->get();
  if (cast<RankedTensorType>(whole.getType()).getRank() != 3 ||
      !isDenseTensor(whole) || !isBatchElementSlice(insert, batch, loop) ||
      initSlice.getMixedOffsets() != insert.getMixedOffsets() ||
      initSlice.getMixedSizes() != insert.getMixedSizes() ||
      !hasPackableInputs(op, batch, loop))
    return failure();
  return PackableRows{loop, initSlice, insert, output};
}

/// The run-time sizes of a packing, made before the loop.
struct PackShape {
  Value rows, columns, copies, packedRows, packedColumns;
};

/// Computes the packing of rows of `columns` (I) into whole vectors of
/// `width` lanes, a power of two: gcd(I, width) is the lowest set bit of I,
/// at most `width`, so k = width / min(I & -I, width) rows make k I whole
/// vectors. Where k does not divide the rows (R), the largest power of two
/// that divides both packs instead, min(k, R & -R): k' I is then not a
/// whole number of vectors, but k' rows share one rest instead of k' rests
/// (AVX-512's k = 16 against 1000 rows: packs of 8).
PackShape computePackShape(OpBuilder &b, Location loc, Value rows,
                           Value columns, int64_t width) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value lanes = arith::ConstantIndexOp::create(b, loc, width);
  auto lowestBit = [&](Value value) -> Value {
    return arith::AndIOp::create(b, loc, value,
                                 arith::SubIOp::create(b, loc, zero, value));
  };
  Value divisor = arith::MaxUIOp::create(
      b, loc, arith::MinUIOp::create(b, loc, lowestBit(columns), lanes), one);
  // Created one by one: the order in which a compiler evaluates call
  // arguments is unspecified (GCC and clang differ).
  Value wholeVectors = arith::DivUIOp::create(b, loc, lanes, divisor);
  Value rowsDivisor = lowestBit(rows);
  Value copies = arith::MaxUIOp::create(
      b, loc, arith::MinUIOp::create(b, loc, wholeVectors, rowsDivisor), one);
  return {rows, columns, copies, arith::DivUIOp::create(b, loc, rows, copies),
          arith::MulIOp::create(b, loc, copies, columns)};
}

/// Whether `lhs` and `rhs` are equal, at run time.
Value createEqual(OpBuilder &b, Location loc, OpFoldResult lhs,
                  OpFoldResult rhs) {
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                               getValueOrCreateConstantIndexOp(b, loc, lhs),
                               getValueOrCreateConstantIndexOp(b, loc, rhs));
}

/// Whether the packing applies at run time: the rows are not whole vectors,
/// k is more than one and divides them (always, unless there are none), the
/// broadcast rows repeated k times fit in `maxBroadcastBytes`, and every batch
/// element's slice takes whole rows of its tensor.
Value createPackCondition(OpBuilder &b, Location loc, linalg::GenericOp op,
                          PackableRows match, const PackShape &shape,
                          int64_t maxBroadcastBytes) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  SmallVector<Value> conditions = {
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, shape.copies,
                            one),
      arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq,
          arith::RemUIOp::create(b, loc, shape.rows, shape.copies), zero)};
  auto addWholeRows = [&](OffsetSizeAndStrideOpInterface slice, Value whole) {
    for (int64_t dim : {1, 2})
      conditions.push_back(
          createEqual(b, loc, slice.getMixedSizes()[dim],
                      tensor::getMixedSize(b, loc, whole, dim)));
  };
  addWholeRows(match.insert, match.loop.getTiedOpOperand(match.output)->get());
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (auto slice = input->get().getDefiningOp<tensor::ExtractSliceOp>();
        slice && isRowMap(op.getMatchingIndexingMap(input))) {
      addWholeRows(slice, slice.getSource());
      continue;
    }
    int64_t bits =
        getElementTypeOrSelf(input->get().getType()).getIntOrFloatBitWidth();
    conditions.push_back(arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ule, shape.packedColumns,
        arith::ConstantIndexOp::create(b, loc, maxBroadcastBytes * 8 / bits)));
  }
  Value condition = conditions.front();
  for (Value next : ArrayRef(conditions).drop_front())
    condition = arith::AndIOp::create(b, loc, condition, next);
  return condition;
}

/// `whole` [batch, rows, columns] as [batch, rows / k, k columns]: a
/// collapse and an expansion of a dense tensor, both in place.
Value packWhole(OpBuilder &b, Location loc, Value whole,
                const PackShape &shape) {
  auto type = cast<RankedTensorType>(whole.getType());
  SmallVector<ReassociationIndices> groups = {{0}, {1, 2}};
  Value flat = tensor::CollapseShapeOp::create(b, loc, whole, groups);
  auto packedType = RankedTensorType::get(
      {type.getDimSize(0), ShapedType::kDynamic, ShapedType::kDynamic},
      type.getElementType());
  return tensor::ExpandShapeOp::create(b, loc, packedType, flat, groups,
                                       {tensor::getMixedSize(b, loc, whole, 0),
                                        shape.packedRows, shape.packedColumns});
}

/// The inverse of packWhole, with `whole`'s type and sizes.
Value unpackWhole(OpBuilder &b, Location loc, Value packed, Value whole) {
  SmallVector<ReassociationIndices> groups = {{0}, {1, 2}};
  Value flat = tensor::CollapseShapeOp::create(b, loc, packed, groups);
  return tensor::ExpandShapeOp::create(b, loc, whole.getType(), flat, groups,
                                       tensor::getMixedSizes(b, loc, whole));
}

/// Batch element `batch` of a packed tensor.
Value slicePacked(OpBuilder &b, Location loc, Value packed, OpFoldResult batch,
                  const PackShape &shape) {
  OpFoldResult zero = b.getIndexAttr(0), one = b.getIndexAttr(1);
  return tensor::ExtractSliceOp::create(
      b, loc, packed, {batch, zero, zero},
      {one, shape.packedRows, shape.packedColumns}, {one, one, one});
}

/// `row` [1, columns] repeated k times, as [1, k columns]: a broadcast
/// into new scratch [1, k, columns], whose identity layout collapses in
/// place (a slice of scratch with room for the most bytes would not). Its
/// sizes are those computed before the loop, not the row's own (a loop's
/// result in the tile), so that the scratch is made once per thread.
Value repeatRow(OpBuilder &b, Location loc, Value row, const PackShape &shape) {
  linalg::GenericOp repeated =
      broadcastIntoNewDim(b, loc, row, /*position=*/1, shape.copies,
                          {b.getIndexAttr(1), shape.columns});
  SmallVector<ReassociationIndices> groups = {{0}, {1, 2}};
  return tensor::CollapseShapeOp::create(b, loc, repeated.getResult(0), groups);
}

/// The clone of `op` over batch element `batch` of the packed tensors,
/// `packedInputs` the packed form of each sliced tensor, `output` the
/// loop's packed shared output. `mapping` maps `op`'s loop to the new one.
Value createPackedOp(OpBuilder &b, Location loc, linalg::GenericOp op,
                     OpFoldResult batch, Value output,
                     const DenseMap<Value, Value> &packedInputs,
                     const PackShape &shape, IRMapping &mapping) {
  SmallVector<Value> inputs;
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (isBroadcastRowMap(op.getMatchingIndexingMap(input))) {
      inputs.push_back(
          repeatRow(b, loc, mapping.lookupOrDefault(input->get()), shape));
      continue;
    }
    Value whole =
        input->get().getDefiningOp<tensor::ExtractSliceOp>().getSource();
    inputs.push_back(
        slicePacked(b, loc, packedInputs.lookup(whole), batch, shape));
  }
  Value init = slicePacked(b, loc, output, batch, shape);
  auto packed = linalg::GenericOp::create(b, loc, init.getType(), inputs, init,
                                          op.getIndexingMapsArray(),
                                          op.getIteratorTypesArray());
  packed->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  op.getRegion().cloneInto(&packed.getRegion(), mapping);
  return packed.getResult(0);
}

/// A copy of `match.loop` that writes its shared output `match.output`
/// packed and runs `op` over packed rows; returns the loop's results, that
/// output unpacked.
SmallVector<Value> createPackedLoop(OpBuilder &b, Location loc,
                                    linalg::GenericOp op, PackableRows match,
                                    const PackShape &shape) {
  scf::ForallOp loop = match.loop;
  Value whole = loop.getTiedOpOperand(match.output)->get();
  unsigned outputIndex = match.output.getArgNumber() - loop.getRank();
  DenseMap<Value, Value> packedInputs;
  for (OpOperand *input : op.getDpsInputOperands())
    if (isRowMap(op.getMatchingIndexingMap(input))) {
      Value source =
          input->get().getDefiningOp<tensor::ExtractSliceOp>().getSource();
      if (!packedInputs.count(source))
        packedInputs[source] = packWhole(b, loc, source, shape);
    }
  SmallVector<Value> outputs(loop.getOutputs());
  outputs[outputIndex] = packWhole(b, loc, whole, shape);
  auto packedLoop = scf::ForallOp::create(
      b, loc, loop.getMixedLowerBound(), loop.getMixedUpperBound(),
      loop.getMixedStep(), outputs, loop.getMapping());
  IRMapping mapping;
  mapping.map(loop.getBody()->getArguments(),
              packedLoop.getBody()->getArguments());
  Value packedOutput = packedLoop.getRegionIterArgs()[outputIndex];
  // Looked up once the ops that compute it are cloned.
  auto getBatch = [&] {
    OpFoldResult batch = match.insert.getMixedOffsets().front();
    if (auto value = dyn_cast<Value>(batch))
      return OpFoldResult(mapping.lookupOrDefault(value));
    return batch;
  };
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(packedLoop.getTerminator());
  for (Operation &bodyOp : loop.getBody()->without_terminator()) {
    if (&bodyOp == match.init.getOperation())
      continue;
    if (&bodyOp == op.getOperation()) {
      mapping.map(op->getResult(0),
                  createPackedOp(b, loc, op, getBatch(), packedOutput,
                                 packedInputs, shape, mapping));
      continue;
    }
    b.clone(bodyOp, mapping);
  }
  b.setInsertionPointToEnd(packedLoop.getTerminator().getBody());
  for (Operation &yielding : loop.getTerminator().getYieldingOps()) {
    if (&yielding != match.insert.getOperation()) {
      b.clone(yielding, mapping);
      continue;
    }
    OpFoldResult zero = b.getIndexAttr(0), one = b.getIndexAttr(1);
    tensor::ParallelInsertSliceOp::create(
        b, loc, mapping.lookup(op->getResult(0)), packedOutput,
        {getBatch(), zero, zero}, {one, shape.packedRows, shape.packedColumns},
        {one, one, one});
  }
  b.setInsertionPointAfter(packedLoop);
  SmallVector<Value> results(packedLoop.getResults());
  results[outputIndex] = unpackWhole(b, loc, results[outputIndex], whole);
  return results;
}

} // namespace

bool mlir::actgrad::detail::canPackDynamicRows(linalg::GenericOp op) {
  return succeeded(matchPackableRows(op));
}

LogicalResult
mlir::actgrad::detail::packDynamicRows(RewriterBase &rewriter,
                                       linalg::GenericOp op, int64_t width,
                                       int64_t maxBroadcastBytes) {
  FailureOr<PackableRows> match = matchPackableRows(op);
  if (failed(match))
    return op.emitError("actgrad-pack-narrow-rows: no dynamic rows to pack");
  scf::ForallOp loop = match->loop;
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(loop);
  Value whole = loop.getTiedOpOperand(match->output)->get();
  auto getSize = [&](int64_t dim) {
    return getValueOrCreateConstantIndexOp(
        rewriter, loc, tensor::getMixedSize(rewriter, loc, whole, dim));
  };
  PackShape shape =
      computePackShape(rewriter, loc, getSize(1), getSize(2), width);
  Value condition =
      createPackCondition(rewriter, loc, op, *match, shape, maxBroadcastBytes);
  auto version = scf::IfOp::create(
      rewriter, loc, condition,
      [&](OpBuilder &b, Location thenLoc) {
        scf::YieldOp::create(b, thenLoc,
                             createPackedLoop(b, thenLoc, op, *match, shape));
      },
      [&](OpBuilder &b, Location elseLoc) {
        scf::YieldOp::create(b, elseLoc, b.clone(*loop)->getResults());
      });
  rewriter.replaceOp(loop, version.getResults());
  return success();
}
