//===- SeparateRestSum.cpp - A sum's row rest, summed apart ---------------===//
//
// Where a sum over an outer axis runs its rows in the outer loop (rows of
// more than two vectors: softmax's sum over axis 1 of ?x?x49) on a target
// without masked loads and stores, the rest of each row was a scalar loop
// (for f16, LLVM loads each element with a VPINSRW that waits on the
// previous row's sums), and as the row's last whole vector (overlapRowRest)
// its accumulator's reload partly overlaps the previous vector's store,
// which no store forwards. Summed apart, into an accumulator of its own
// that the rows' loop keeps in a register, and added once after that loop,
// the rest needs neither. Upstream's linalg::splitOp splits at a point,
// but its second part would start there, not at the last whole vector.
//
//===----------------------------------------------------------------------===//

#include "TileAndVectorize/SeparateRestSum.h"
#include "TileAndVectorize/OverlappedRest.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;

namespace {

/// The float addition that folds `op`'s body into its only result, or null.
arith::AddFOp getSumCombiner(linalg::GenericOp op) {
  SmallVector<Operation *> combiners;
  if (op.getNumDpsInits() != 1 ||
      !matchReduction(op.getRegionOutputArgs(), 0, combiners) ||
      combiners.size() != 1)
    return nullptr;
  return dyn_cast<arith::AddFOp>(combiners.front());
}

/// The columns of the tensor `value`, which `map` indexes, from `offset`
/// and `size` wide (`value` itself where `map` has no columns' dimension).
Value sliceColumns(OpBuilder &builder, Location loc, Value value, AffineMap map,
                   unsigned columns, OpFoldResult offset, OpFoldResult size) {
  std::optional<unsigned> dim =
      map.getResultPosition(getAffineDimExpr(columns, builder.getContext()));
  if (!dim)
    return value;
  int64_t rank = cast<RankedTensorType>(value.getType()).getRank();
  SmallVector<OpFoldResult> offsets(rank, builder.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(builder, loc, value);
  SmallVector<OpFoldResult> strides(rank, builder.getIndexAttr(1));
  offsets[*dim] = offset;
  sizes[*dim] = size;
  return tensor::ExtractSliceOp::create(builder, loc, value, offsets, sizes,
                                        strides);
}

/// `slice`'s source with `value` inserted where `slice` extracted it.
Value insertBack(OpBuilder &builder, Location loc, Value value, Value slice) {
  auto extract = slice.getDefiningOp<tensor::ExtractSliceOp>();
  return tensor::InsertSliceOp::create(
      builder, loc, value, extract.getSource(), extract.getMixedOffsets(),
      extract.getMixedSizes(), extract.getMixedStrides());
}

/// `op` on the columns [0, split): the sum over whole vectors.
linalg::GenericOp buildWholeVectorsSum(OpBuilder &builder, linalg::GenericOp op,
                                       OpFoldResult split, unsigned columns) {
  Location loc = op.getLoc();
  SmallVector<Value> operands;
  for (OpOperand &operand : op->getOpOperands())
    operands.push_back(sliceColumns(builder, loc, operand.get(),
                                    op.getMatchingIndexingMap(&operand),
                                    columns, builder.getIndexAttr(0), split));
  auto sum = cast<linalg::GenericOp>(builder.clone(*op));
  sum->setOperands(operands);
  sum->getResult(0).setType(operands.back().getType());
  sum->setAttr(actgrad::kWholeVectorsOnlyAttr, builder.getUnitAttr());
  return sum;
}

/// `op`'s body cloned onto `args`, its sum's term replaced by -0 on the
/// lanes below `firstNewLane`; returns the value to yield. The term is
/// selected, not the sum, so that the body still matches a reduction.
Value cloneWithTakenLanesZero(OpBuilder &builder, Location loc,
                              linalg::GenericOp op, ValueRange args,
                              Value firstNewLane, unsigned columns) {
  IRMapping mapping;
  mapping.map(op.getBody()->getArguments(), args);
  for (Operation &inner : op.getBody()->without_terminator())
    builder.clone(inner, mapping);
  auto sum =
      cast<arith::AddFOp>(mapping.lookup(getSumCombiner(op).getOperation()));
  builder.setInsertionPoint(sum);
  actgrad::dropTakenTerm(
      builder, sum, args.back(),
      actgrad::createLaneIsBelow(builder, loc, columns, firstNewLane));
  return mapping.lookupOrDefault(op.getBody()->getTerminator()->getOperand(0));
}

/// `op` on the columns [at, at + width) into a new accumulator of -0, of
/// `accumulatorSizes`, whose lanes below `firstNew` add nothing.
linalg::GenericOp buildRestSum(OpBuilder &builder, linalg::GenericOp op,
                               ArrayRef<OpFoldResult> accumulatorSizes,
                               Value at, Value firstNew, int64_t width,
                               unsigned columns) {
  Location loc = op.getLoc();
  SmallVector<Value> inputs;
  for (OpOperand *input : op.getDpsInputOperands())
    inputs.push_back(sliceColumns(builder, loc, input->get(),
                                  op.getMatchingIndexingMap(input), columns, at,
                                  builder.getIndexAttr(width)));
  // A new tensor, not a slice of the init: A's result is inserted in the
  // init's buffer, and a read of the init here would make that insertion a
  // copy.
  Type element = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  Value empty =
      tensor::EmptyOp::create(builder, loc, accumulatorSizes, element);
  Value identity = arith::ConstantOp::create(
      builder, loc, builder.getFloatAttr(element, -0.0));
  Value accumulator =
      linalg::FillOp::create(builder, loc, identity, empty).getResult(0);
  auto type = cast<RankedTensorType>(accumulator.getType());
  Value firstNewLane =
      arith::IndexCastOp::create(builder, loc, builder.getI32Type(), firstNew);
  return linalg::GenericOp::create(
      builder, loc, TypeRange{type}, inputs, ValueRange{accumulator},
      op.getIndexingMapsArray(), op.getIteratorTypesArray(),
      [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        Value sum = cloneWithTakenLanesZero(b, bodyLoc, op, args, firstNewLane,
                                            columns);
        b.setInsertionPointToEnd(b.getInsertionBlock());
        linalg::YieldOp::create(b, bodyLoc, ValueRange{sum});
      });
}

/// The addition of `rest` (a static accumulator) into `slice`, by `combiner`.
linalg::GenericOp buildAddRest(OpBuilder &builder, Location loc, Value rest,
                               Value slice, arith::AddFOp combiner) {
  int64_t rank = cast<RankedTensorType>(slice.getType()).getRank();
  AffineMap identity = builder.getMultiDimIdentityMap(rank);
  return linalg::GenericOp::create(
      builder, loc, TypeRange{slice.getType()}, ValueRange{rest},
      ValueRange{slice}, SmallVector<AffineMap>(2, identity),
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        Value sum = arith::AddFOp::create(b, bodyLoc, args[1], args[0],
                                          combiner.getFastmath());
        linalg::YieldOp::create(b, bodyLoc, ValueRange{sum});
      });
}

} // namespace

bool mlir::actgrad::canSeparateRestSum(linalg::GenericOp op) {
  if (op.getNumReductionLoops() == 0 || !op.hasPureTensorSemantics() ||
      !getSumCombiner(op) || !op.getBody()->getOps<linalg::IndexOp>().empty())
    return false;
  // The accumulator holds the columns: each is summed by one of the parts.
  return op.getMatchingIndexingMap(&op.getDpsInitsMutable()[0])
      .isFunctionOfDim(op.getNumLoops() - 1);
}

FailureOr<SmallVector<linalg::GenericOp>>
mlir::actgrad::separateRestSum(RewriterBase &rewriter, linalg::GenericOp op,
                               int64_t width) {
  if (!canSeparateRestSum(op))
    return failure();
  Location loc = op.getLoc();
  unsigned columns = op.getNumLoops() - 1;
  rewriter.setInsertionPoint(op);
  OpFoldResult cols = cast<linalg::LinalgOp>(op.getOperation())
                          .createLoopRanges(rewriter, loc)
                          .back()
                          .size;
  // The whole vectors' extent as arithmetic, not an affine multiple of the
  // width, which would make peeling fail (it divides evenly) and leave
  // every tile's size an affine.min: peeled, the tiles are static and the
  // rest, which never runs, is dropped (kWholeVectorsOnlyAttr).
  Value colsValue = getValueOrCreateConstantIndexOp(rewriter, loc, cols);
  Value widthValue = arith::ConstantIndexOp::create(rewriter, loc, width);
  Value splitValue = arith::MulIOp::create(
      rewriter, loc,
      arith::DivUIOp::create(rewriter, loc, colsValue, widthValue), widthValue);
  Value rest = arith::SubIOp::create(rewriter, loc, colsValue, splitValue);
  Value at = arith::SubIOp::create(rewriter, loc, colsValue, widthValue);
  Value firstNew = arith::SubIOp::create(rewriter, loc, widthValue, rest);

  OpOperand &init = op.getDpsInitsMutable()[0];
  SmallVector<OpFoldResult> accumulatorSizes =
      tensor::getMixedSizes(rewriter, loc, init.get());
  accumulatorSizes[*op.getMatchingIndexingMap(&init).getResultPosition(
      rewriter.getAffineDimExpr(columns))] = rewriter.getIndexAttr(width);
  linalg::GenericOp whole =
      buildWholeVectorsSum(rewriter, op, splitValue, columns);
  Value sum =
      insertBack(rewriter, loc, whole->getResult(0), whole.getDpsInits()[0]);
  linalg::GenericOp restSum, addRest;
  Value hasRest =
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne, rest,
                            arith::ConstantIndexOp::create(rewriter, loc, 0));
  auto withRest = scf::IfOp::create(
      rewriter, loc, hasRest,
      [&](OpBuilder &b, Location thenLoc) {
        restSum =
            buildRestSum(b, op, accumulatorSizes, at, firstNew, width, columns);
        Value slice =
            sliceColumns(b, thenLoc, sum, op.getMatchingIndexingMap(&init),
                         columns, at, b.getIndexAttr(width));
        addRest = buildAddRest(b, thenLoc, restSum->getResult(0), slice,
                               getSumCombiner(op));
        scf::YieldOp::create(
            b, thenLoc, insertBack(b, thenLoc, addRest->getResult(0), slice));
      },
      [&](OpBuilder &b, Location elseLoc) {
        scf::YieldOp::create(b, elseLoc, sum);
      });
  rewriter.replaceOp(op, withRest.getResults());
  return SmallVector<linalg::GenericOp>{whole, restSum, addRest};
}
