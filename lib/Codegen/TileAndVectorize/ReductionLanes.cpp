//===- ReductionLanes.cpp - Dynamic innermost reductions in lanes ---------===//
//
// The loop that upstream's partial-reduction tiling would build, for ops
// that it cannot take (ReductionLanes.h).
//
//===----------------------------------------------------------------------===//

#include "TileAndVectorize/ReductionLanes.h"
#include "TileAndVectorize/OverlappedRest.h"
#include "TileAndVectorize/SplitReduction.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::actgrad;

namespace {

/// The position among `map`'s results of the innermost of its `numDims`
/// dimensions, if it is one of them.
std::optional<unsigned> getInnermostPosition(AffineMap map) {
  return map.getResultPosition(
      getAffineDimExpr(map.getNumDims() - 1, map.getContext()));
}

/// `value`'s slice [offset, offset + size) along dimension `position`.
Value sliceAlong(OpBuilder &b, Location loc, Value value, unsigned position,
                 OpFoldResult offset, OpFoldResult size) {
  int64_t rank = cast<RankedTensorType>(value.getType()).getRank();
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, value);
  offsets[position] = offset;
  sizes[position] = size;
  return tensor::ExtractSliceOp::create(
      b, loc, value, offsets, sizes,
      SmallVector<OpFoldResult>(rank, b.getIndexAttr(1)));
}

/// `dest` with `source` inserted at `offset` along dimension `position`.
Value insertAlong(OpBuilder &b, Location loc, Value source, Value dest,
                  unsigned position, OpFoldResult offset) {
  int64_t rank = cast<RankedTensorType>(source.getType()).getRank();
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
  offsets[position] = offset;
  return tensor::InsertSliceOp::create(
      b, loc, source, dest, offsets, tensor::getMixedSizes(b, loc, source),
      SmallVector<OpFoldResult>(rank, b.getIndexAttr(1)));
}

/// A copy of `op` over its iterations [offset, offset + size) along its
/// innermost dimension, into `inits`. With `lanes`, the innermost dimension
/// is parallel and the results reduced over it are partial sums along it:
/// their `inits` have `size` appended to the shape.
linalg::GenericOp cloneInnermostSlice(RewriterBase &rewriter,
                                      linalg::GenericOp op, OpFoldResult offset,
                                      OpFoldResult size, ValueRange inits,
                                      bool lanes) {
  Location loc = op.getLoc();
  SmallVector<Value> operands;
  SmallVector<AffineMap> maps;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    bool isInit = op.isDpsInit(&operand);
    Value value = isInit
                      ? inits[operand.getOperandNumber() - op.getNumDpsInputs()]
                      : operand.get();
    if (std::optional<unsigned> position = getInnermostPosition(map)) {
      value = sliceAlong(rewriter, loc, value, *position, offset, size);
    } else if (isInit && lanes) {
      map = map.insertResult(
          getAffineDimExpr(map.getNumDims() - 1, map.getContext()),
          map.getNumResults());
    }
    operands.push_back(value);
    maps.push_back(map);
  }
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (lanes)
    iterators.back() = utils::IteratorType::parallel;
  ValueRange operandRange(operands);
  ValueRange sliceInits = operandRange.drop_front(op.getNumDpsInputs());
  auto slice =
      linalg::GenericOp::create(rewriter, loc, TypeRange(sliceInits),
                                operandRange.take_front(op.getNumDpsInputs()),
                                sliceInits, maps, iterators);
  rewriter.cloneRegionBefore(op.getRegion(), slice.getRegion(),
                             slice.getRegion().begin());
  return slice;
}

/// `results`, those written along the innermost dimension (a position)
/// inserted into `dests` at `offset` along it.
SmallVector<Value> insertWrittenResults(
    OpBuilder &b, Location loc, ValueRange results, ValueRange dests,
    ArrayRef<std::optional<unsigned>> positions, OpFoldResult offset) {
  SmallVector<Value> inserted;
  for (auto [result, dest, position] :
       llvm::zip_equal(results, dests, positions))
    inserted.push_back(
        position ? insertAlong(b, loc, result, dest, *position, offset)
                 : result);
  return inserted;
}

/// The results of `op` from the lane loop's `carried` values: those written
/// along the row as they are, the partial sums added up into `op`'s inits
/// (marked with `marker`).
SmallVector<Value> addUpLanes(RewriterBase &rewriter, Location loc,
                              linalg::GenericOp op, ValueRange carried,
                              ArrayRef<std::optional<unsigned>> positions,
                              StringRef marker, Attribute widthAttr) {
  SmallVector<Value> results;
  for (auto [index, position] : llvm::enumerate(positions)) {
    if (position) {
      results.push_back(carried[index]);
      continue;
    }
    // canSplitDim: a result not written along the row is an addf sum.
    Value sum = addPartialSums(
        rewriter, loc, carried[index], op.getDpsInits()[index],
        cast<RankedTensorType>(carried[index].getType()).getRank() - 1,
        getAccumulation(op, index).getFastmath());
    sum.getDefiningOp()->setAttr(marker, widthAttr);
    results.push_back(sum);
  }
  return results;
}

/// Makes the sums of `lanes`, a lane tile, add -0 (the identity) instead
/// of their terms on the lanes below `firstNewLane` (an i32), which the
/// loop before it already took.
void dropOldTerms(RewriterBase &rewriter, linalg::GenericOp lanes,
                  ArrayRef<std::optional<unsigned>> positions,
                  Value firstNewLane) {
  Operation *yield = lanes.getBlock()->getTerminator();
  rewriter.setInsertionPointToStart(lanes.getBlock());
  Value isOld = createLaneIsBelow(rewriter, yield->getLoc(),
                                  lanes.getNumLoops() - 1, firstNewLane);
  for (auto [index, position] : llvm::enumerate(positions)) {
    // canSplitDim: a result not written along the row is an addf sum.
    if (!position)
      dropTakenTerm(
          rewriter, yield->getOperand(index).getDefiningOp<arith::AddFOp>(),
          lanes.getMatchingBlockArgument(&lanes.getDpsInitsMutable()[index]),
          isOld);
  }
}

/// The lane loop's `carried` values after one more lane tile of `op` over
/// the row's last `width` columns, the row of `extent` holding a vector and
/// ending in a rest of `restExtent`: the tile keeps the lanes the loop
/// already took.
SmallVector<Value> overlapRestLanes(RewriterBase &rewriter,
                                    linalg::GenericOp op, ValueRange carried,
                                    ArrayRef<std::optional<unsigned>> positions,
                                    OpFoldResult extent,
                                    OpFoldResult restExtent, int64_t width,
                                    StringRef marker) {
  Location loc = op.getLoc();
  Attribute widthAttr = rewriter.getI64IntegerAttr(width);
  Value widthValue = arith::ConstantIndexOp::create(rewriter, loc, width);
  Value offset = arith::SubIOp::create(
      rewriter, loc, getValueOrCreateConstantIndexOp(rewriter, loc, extent),
      widthValue);
  Value firstNew = arith::SubIOp::create(
      rewriter, loc, widthValue,
      getValueOrCreateConstantIndexOp(rewriter, loc, restExtent));
  Value firstNewLane = arith::IndexCastOp::create(
      rewriter, loc, rewriter.getI32Type(), firstNew);
  linalg::GenericOp lanes = cloneInnermostSlice(
      rewriter, op, offset, rewriter.getIndexAttr(width), carried,
      /*lanes=*/true);
  lanes->setAttr(marker, widthAttr);
  dropOldTerms(rewriter, lanes, positions, firstNewLane);
  // The lanes the loop wrote are written again with the same values,
  // except where an input may share the result's buffer: those already
  // hold results.
  rewriter.setInsertionPointAfter(lanes);
  SmallVector<Value> results = lanes->getResults();
  for (OpOperand &init : lanes.getDpsInitsMutable()) {
    unsigned index = init.getOperandNumber() - lanes.getNumDpsInputs();
    if (!positions[index] ||
        canOverwriteLanes(op, op.getDpsInitsMutable()[index]))
      continue;
    linalg::GenericOp keep =
        buildKeepOldLanes(rewriter, loc, init.get(), results[index], firstNew);
    keep->setAttr(marker, widthAttr);
    results[index] = keep->getResult(0);
  }
  return insertWrittenResults(rewriter, loc, results, carried, positions,
                              offset);
}

/// overlapRestLanes in a loop of one iteration where the rest is not
/// empty, else none: a row of whole vectors takes no lane tile more.
SmallVector<Value> overlapNonEmptyRest(
    RewriterBase &rewriter, linalg::GenericOp op, ValueRange carried,
    ArrayRef<std::optional<unsigned>> positions, OpFoldResult extent,
    OpFoldResult restExtent, int64_t width, StringRef marker) {
  Location loc = op.getLoc();
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  Value hasRest = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::ne,
      getValueOrCreateConstantIndexOp(rewriter, loc, restExtent), zero);
  auto once = scf::ForOp::create(
      rewriter, loc, zero,
      arith::SelectOp::create(rewriter, loc, hasRest, one, zero), one, carried);
  rewriter.setInsertionPointToStart(once.getBody());
  scf::YieldOp::create(rewriter, loc,
                       overlapRestLanes(rewriter, op, once.getRegionIterArgs(),
                                        positions, extent, restExtent, width,
                                        marker));
  rewriter.setInsertionPointAfter(once);
  return once.getResults();
}

/// Splits the innermost reduction of `op`, a tile whose other dimensions
/// have extent 1, into `width` lanes (tileReductionIntoLanes).
void splitIntoLanes(RewriterBase &rewriter, linalg::GenericOp op, int64_t width,
                    StringRef marker, StringRef restMarker, bool overlapRest) {
  Location loc = op.getLoc();
  unsigned innermost = op.getNumLoops() - 1;
  rewriter.setInsertionPoint(op);
  OpFoldResult extent = cast<linalg::LinalgOp>(op.getOperation())
                            .createLoopRanges(rewriter, loc)[innermost]
                            .size;
  AffineExpr s0 = rewriter.getAffineSymbolExpr(0);
  OpFoldResult wholeExtent = affine::makeComposedFoldedAffineApply(
      rewriter, loc, s0.floorDiv(width) * width, {extent});
  OpFoldResult restExtent = affine::makeComposedFoldedAffineApply(
      rewriter, loc, s0 - rewriter.getAffineSymbolExpr(1),
      {extent, wholeExtent});
  Attribute widthAttr = rewriter.getI64IntegerAttr(width);
  // A static row shorter than a vector is all rest.
  if (isZeroInteger(wholeExtent)) {
    op->setAttr(restMarker, widthAttr);
    return;
  }

  // The loop carries the results written along the innermost dimension and
  // the partial sums of the others, which start at zero.
  SmallVector<Value> loopInits;
  SmallVector<std::optional<unsigned>> positions;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    positions.push_back(getInnermostPosition(op.getMatchingIndexingMap(&init)));
    if (positions.back()) {
      loopInits.push_back(init.get());
      continue;
    }
    loopInits.push_back(createZeroPartialSums(
        rewriter, loc, init.get(),
        cast<RankedTensorType>(init.get().getType()).getRank(),
        rewriter.getIndexAttr(width)));
  }
  auto loop = scf::ForOp::create(
      rewriter, loc, arith::ConstantIndexOp::create(rewriter, loc, 0),
      getValueOrCreateConstantIndexOp(rewriter, loc, wholeExtent),
      arith::ConstantIndexOp::create(rewriter, loc, width), loopInits);
  rewriter.setInsertionPointToStart(loop.getBody());
  Value iv = loop.getInductionVar();
  linalg::GenericOp lanes =
      cloneInnermostSlice(rewriter, op, iv, rewriter.getIndexAttr(width),
                          loop.getRegionIterArgs(), /*lanes=*/true);
  lanes->setAttr(marker, widthAttr);
  scf::YieldOp::create(rewriter, loc,
                       insertWrittenResults(rewriter, loc, lanes->getResults(),
                                            loop.getRegionIterArgs(), positions,
                                            iv));

  rewriter.setInsertionPointAfter(loop);
  SmallVector<Value> carried = loop.getResults();
  if (overlapRest) {
    rewriter.replaceOp(
        op, addUpLanes(rewriter, loc, op,
                       overlapNonEmptyRest(rewriter, op, carried, positions,
                                           extent, restExtent, width, marker),
                       positions, marker, widthAttr));
    return;
  }
  // The lanes are added up, then the rest of the row (less than a vector)
  // is reduced into the sums.
  SmallVector<Value> restInits =
      addUpLanes(rewriter, loc, op, carried, positions, marker, widthAttr);
  // A static row that whole vectors cover has no rest.
  if (isZeroInteger(restExtent)) {
    rewriter.replaceOp(op, restInits);
    return;
  }
  linalg::GenericOp rest = cloneInnermostSlice(
      rewriter, op, wholeExtent, restExtent, restInits, /*lanes=*/false);
  rest->setAttr(restMarker, widthAttr);
  rewriter.replaceOp(op, insertWrittenResults(rewriter, loc, rest->getResults(),
                                              carried, positions, wholeExtent));
}

} // namespace

LogicalResult mlir::actgrad::tileReductionIntoLanes(
    RewriterBase &rewriter, linalg::GenericOp op, int64_t width,
    StringRef marker, StringRef restMarker, bool overlapRest) {
  int64_t rank = op.getNumLoops();
  if (rank == 0 || !canSplitDim(op, rank - 1))
    return success();
  SmallVector<int64_t> sizes(rank, 1);
  sizes.back() = 0;
  if (rank > 1) {
    // Outer reductions too become plain loops around the tiles.
    scf::SCFTilingOptions options;
    options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes));
    rewriter.setInsertionPoint(op);
    FailureOr<scf::SCFTilingResult> tiled =
        scf::tileUsingSCF(rewriter, cast<TilingInterface>(*op), options);
    if (failed(tiled))
      return op.emitError("actgrad-vectorize: cannot tile for vectors");
    rewriter.replaceOp(op, tiled->replacements);
    op = cast<linalg::GenericOp>(tiled->tiledOps.front());
  }
  if (!overlapRest || !ShapedType::isDynamic(op.getStaticLoopRanges().back())) {
    splitIntoLanes(rewriter, op, width, marker, restMarker,
                   /*overlapRest=*/false);
    return success();
  }
  // Each row is versioned on whether it holds a vector; the condition is
  // the same for every row, and LLVM unswitches it out of the rows' loops.
  auto [holding, narrower] = versionRowsHoldingVector(rewriter, op, width);
  splitIntoLanes(rewriter, narrower, width, marker, restMarker,
                 /*overlapRest=*/false);
  splitIntoLanes(rewriter, holding, width, marker, restMarker,
                 /*overlapRest=*/true);
  return success();
}
