//===- OverlappedRest.cpp - A row's rest as an overlapping vector ---------===//
//
// Where the target has no masked loads and stores (AVX2), the dynamically
// sized rest of a row (the peeled last tile, fewer than a vector's columns)
// stays a scalar loop: softmax over the outer axis of a dynamic ?x?x13 runs
// one vector and five scalar iterations per row, in its sum and in its
// update. If the row holds at least a vector (the op is versioned on it
// once, before tiling), its last whole vector can take the rest's place,
// overlapping the tile before it. Lanes that tile already wrote are written
// again with the same values where nothing else can have changed them, and
// keep their old values through a select where the body reads them (a
// sum's accumulator) or an input may share the buffer. Upstream's
// vectorizer peels or masks a partial tile; it has no overlapping form.
//
//===----------------------------------------------------------------------===//

#include "TileAndVectorize/OverlappedRest.h"
#include "TileAndVectorize/DynamicNarrowRows.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;

namespace {

/// Where an operand of the rest reads or writes its row: the slice it is
/// extracted by, and the slice dimension along the tile's innermost loop.
struct RowSlice {
  OpOperand *operand;
  tensor::ExtractSliceOp slice;
  unsigned dim;
};

/// The rest tile's common innermost offset and size, and its row slices.
struct RestTile {
  OpFoldResult offset;
  Value size;
  SmallVector<RowSlice> slices;
  SmallVector<tensor::InsertSliceOp> inserts;
};

bool hasElementBits(Type type, unsigned bits) {
  Type element = getElementTypeOrSelf(type);
  return element.isIntOrFloat() && element.getIntOrFloatBitWidth() == bits;
}

bool has16Or32BitElements(linalg::GenericOp op) {
  return llvm::all_of(op->getOperandTypes(), [](Type type) {
    return hasElementBits(type, 16) || hasElementBits(type, 32);
  });
}

/// Whether `op`'s operands are 16 or 32 bits wide and its body may run
/// again on lanes it already computed.
bool hasOverlappableBody(linalg::GenericOp op) {
  return has16Or32BitElements(op) && actgrad::detail::isSpeculatableBody(op);
}

/// Whether `op` is a 1 x ... x 1 x ? tile whose rest can overlap (the
/// tile width was checked when its op was marked).
bool isOverlappableTile(linalg::GenericOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  return op.hasPureTensorSemantics() && !ranges.empty() &&
         ShapedType::isDynamic(ranges.back()) &&
         op.getIteratorTypesArray().back() == utils::IteratorType::parallel &&
         llvm::all_of(ArrayRef(ranges).drop_back(),
                      [](int64_t range) { return range == 1; }) &&
         hasOverlappableBody(op);
}

} // namespace

bool mlir::actgrad::canOverlapRowRests(linalg::GenericOp op, int64_t width,
                                       int64_t registerLanes) {
  bool lanesInOrder = width <= registerLanes ||
                      llvm::all_of(op->getOperandTypes(), [](Type type) {
                        return hasElementBits(type, 32);
                      });
  return lanesInOrder && hasOverlappableBody(op);
}

Value mlir::actgrad::createLaneIsBelow(OpBuilder &builder, Location loc,
                                       unsigned dim, Value firstLane) {
  Value index = linalg::IndexOp::create(builder, loc, dim);
  Value lane =
      arith::IndexCastOp::create(builder, loc, builder.getI32Type(), index);
  return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult, lane,
                               firstLane);
}

void mlir::actgrad::dropTakenTerm(OpBuilder &builder, arith::AddFOp sum,
                                  Value accumulator, Value isTaken) {
  unsigned term = sum.getLhs() == accumulator ? 1 : 0;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(sum);
  Location loc = sum.getLoc();
  Value identity = arith::ConstantOp::create(
      builder, loc, builder.getFloatAttr(sum.getType(), -0.0));
  sum->setOperand(term, arith::SelectOp::create(builder, loc, isTaken, identity,
                                                sum->getOperand(term)));
}

namespace {

/// The row slice of `operand` (none if it does not vary along the innermost
/// loop, failure if it is not a plain, unit-stride slice).
FailureOr<std::optional<RowSlice>> getRowSlice(linalg::GenericOp op,
                                               OpOperand &operand) {
  AffineMap map = op.getMatchingIndexingMap(&operand);
  std::optional<unsigned> dim = map.getResultPosition(
      getAffineDimExpr(op.getNumLoops() - 1, op.getContext()));
  if (!dim)
    return std::optional<RowSlice>();
  auto slice = operand.get().getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice || slice.getSourceType().getRank() != slice.getType().getRank() ||
      getConstantIntValue(slice.getMixedStrides()[*dim]) != 1)
    return failure();
  return std::optional<RowSlice>(RowSlice{&operand, slice, *dim});
}

/// Matches `op` as a rest tile (see overlapRowRest).
FailureOr<RestTile> matchRestTile(linalg::GenericOp op) {
  if (!isOverlappableTile(op))
    return failure();
  RestTile rest;
  for (OpOperand &operand : op->getOpOperands()) {
    FailureOr<std::optional<RowSlice>> row = getRowSlice(op, operand);
    if (failed(row))
      return failure();
    if (!*row) {
      if (op.isDpsInit(&operand))
        return failure();
      continue;
    }
    OpFoldResult offset = (*row)->slice.getMixedOffsets()[(*row)->dim];
    auto size = dyn_cast<Value>((*row)->slice.getMixedSizes()[(*row)->dim]);
    if (!size || (rest.size && (size != rest.size || !isEqualConstantIntOrValue(
                                                         offset, rest.offset))))
      return failure();
    rest.offset = offset;
    rest.size = size;
    rest.slices.push_back(**row);
  }
  // Each result goes back where its init came from, and nowhere else.
  for (OpOperand &init : op.getDpsInitsMutable()) {
    auto slice = init.get().getDefiningOp<tensor::ExtractSliceOp>();
    OpResult result = op.getTiedOpResult(&init);
    auto insert = result.hasOneUse()
                      ? dyn_cast<tensor::InsertSliceOp>(*result.user_begin())
                      : nullptr;
    if (!insert || insert.getSource() != result ||
        insert.getDest() != slice.getSource() ||
        !llvm::equal(insert.getMixedOffsets(), slice.getMixedOffsets()) ||
        !llvm::equal(insert.getMixedSizes(), slice.getMixedSizes()) ||
        !llvm::equal(insert.getMixedStrides(), slice.getMixedStrides()))
      return failure();
    rest.inserts.push_back(insert);
  }
  if (!rest.size || rest.inserts.empty())
    return failure();
  return rest;
}

/// `slice`'s offsets, sizes and strides with the row dimension `dim` moved
/// to `offset` and `width` wide; constant sizes become static.
std::tuple<SmallVector<OpFoldResult>, SmallVector<OpFoldResult>,
           SmallVector<OpFoldResult>>
getOverlappedBounds(OffsetSizeAndStrideOpInterface slice, unsigned dim,
                    Value offset, int64_t width, OpBuilder &builder) {
  SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  offsets[dim] = offset;
  for (OpFoldResult &size : sizes)
    if (std::optional<int64_t> constant = getConstantIntValue(size))
      size = builder.getIndexAttr(*constant);
  sizes[dim] = builder.getIndexAttr(width);
  return {offsets, sizes, slice.getMixedStrides()};
}

} // namespace

linalg::GenericOp mlir::actgrad::buildKeepOldLanes(OpBuilder &builder,
                                                   Location loc, Value old,
                                                   Value computed,
                                                   Value firstNew) {
  auto type = cast<RankedTensorType>(old.getType());
  AffineMap identity = builder.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  Value firstNewLane =
      arith::IndexCastOp::create(builder, loc, builder.getI32Type(), firstNew);
  return linalg::GenericOp::create(
      builder, loc, TypeRange{type}, ValueRange{computed}, ValueRange{old},
      SmallVector<AffineMap>(2, identity), iterators,
      [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        Value isOld = actgrad::createLaneIsBelow(b, bodyLoc, type.getRank() - 1,
                                                 firstNewLane);
        linalg::YieldOp::create(b, bodyLoc,
                                ValueRange{arith::SelectOp::create(
                                    b, bodyLoc, isOld, args[1], args[0])});
      });
}

namespace {

/// The row dimension of `op`'s init `init` in `rest`.
unsigned getInitRowDim(const RestTile &rest, OpOperand &init) {
  return llvm::find_if(
             rest.slices,
             [&](const RowSlice &row) { return row.operand == &init; })
      ->dim;
}

/// The tensor whose buffer `value` writes into or reads from: the source of
/// a slice, the destination of an insert, the init of a loop's result or
/// region argument; null where it is none of these.
Value getUnderlyingTensor(Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    Operation *owner = argument.getOwner()->getParentOp();
    OpOperand *init = nullptr;
    if (auto forall = dyn_cast<scf::ForallOp>(owner))
      init = forall.getTiedOpOperand(argument);
    else if (auto loop = dyn_cast<LoopLikeOpInterface>(owner))
      init = loop.getTiedLoopInit(argument);
    return init ? init->get() : Value();
  }
  Operation *op = value.getDefiningOp();
  unsigned number = cast<OpResult>(value).getResultNumber();
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return slice.getSource();
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    return insert.getDest();
  if (auto forall = dyn_cast<scf::ForallOp>(op))
    return forall.getOutputs()[number];
  if (auto loop = dyn_cast<LoopLikeOpInterface>(op))
    return loop.getInits()[number];
  return Value();
}

/// Whether `value` is, through slices, loops and versions (scf.if), a new
/// tensor (`tensor.empty`), whose buffer no input of a tile can share.
bool isFreshTensor(Value value) {
  if (value.getDefiningOp<tensor::EmptyOp>())
    return true;
  if (auto version = value.getDefiningOp<scf::IfOp>()) {
    unsigned number = cast<OpResult>(value).getResultNumber();
    return isFreshTensor(version.thenYield().getOperand(number)) &&
           isFreshTensor(version.elseYield().getOperand(number));
  }
  Value underlying = getUnderlyingTensor(value);
  return underlying && isFreshTensor(underlying);
}

} // namespace

bool mlir::actgrad::canOverwriteLanes(linalg::GenericOp op, OpOperand &init) {
  return op.getMatchingBlockArgument(&init).use_empty() &&
         isFreshTensor(init.get());
}

namespace {

/// Replaces `op` with its tile over the row's last `width` columns, the row
/// ending at `rowEnd`, and, for the inits that cannot simply be overwritten,
/// generics that keep the old values of the lanes before the rest; returns
/// the generics (the tile first).
SmallVector<linalg::GenericOp>
replaceWithOverlappedTile(RewriterBase &rewriter, linalg::GenericOp op,
                          const RestTile &rest, Value rowEnd, int64_t width) {
  Location loc = op.getLoc();
  Value widthValue = arith::ConstantIndexOp::create(rewriter, loc, width);
  Value offset = arith::SubIOp::create(rewriter, loc, rowEnd, widthValue);
  Value firstNew = arith::SubIOp::create(rewriter, loc, widthValue, rest.size);
  IRMapping mapping;
  for (RowSlice row : rest.slices) {
    auto [offsets, sizes, strides] =
        getOverlappedBounds(row.slice, row.dim, offset, width, rewriter);
    Value slice = tensor::ExtractSliceOp::create(
        rewriter, loc, row.slice.getSource(), offsets, sizes, strides);
    mapping.map(row.operand->get(), slice);
  }
  auto tile = cast<linalg::GenericOp>(rewriter.clone(*op, mapping));
  SmallVector<linalg::GenericOp> generics = {tile};
  for (auto [index, constInsert] : llvm::enumerate(rest.inserts)) {
    tensor::InsertSliceOp insert = constInsert;
    OpOperand &init = tile.getDpsInitsMutable()[index];
    Value result = tile.getTiedOpResult(&init);
    result.setType(init.get().getType());
    rewriter.setInsertionPointAfter(generics.back());
    if (!actgrad::canOverwriteLanes(op, op.getDpsInitsMutable()[index])) {
      generics.push_back(actgrad::buildKeepOldLanes(rewriter, loc, init.get(),
                                                    result, firstNew));
      result = generics.back()->getResult(0);
    }
    rewriter.setInsertionPoint(insert);
    auto [offsets, sizes, strides] = getOverlappedBounds(
        insert, getInitRowDim(rest, op.getDpsInitsMutable()[index]), offset,
        width, rewriter);
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
        insert, result, insert.getDest(), offsets, sizes, strides);
  }
  rewriter.eraseOp(op);
  return generics;
}

} // namespace

std::pair<linalg::GenericOp, linalg::GenericOp>
mlir::actgrad::versionRowsHoldingVector(RewriterBase &rewriter,
                                        linalg::GenericOp op, int64_t width) {
  auto [holding, narrower] =
      versionOnColumns(rewriter, op, arith::CmpIPredicate::uge, width);
  holding->setAttr(kRowsHoldVectorAttr, rewriter.getUnitAttr());
  return {holding, narrower};
}

FailureOr<SmallVector<linalg::GenericOp>>
mlir::actgrad::overlapRowRest(RewriterBase &rewriter, linalg::GenericOp op,
                              int64_t width) {
  if (!op->hasAttr(kRowsHoldVectorAttr))
    return failure();
  op->removeAttr(kRowsHoldVectorAttr);
  FailureOr<RestTile> rest = matchRestTile(op);
  if (failed(rest))
    return failure();
  rewriter.setInsertionPoint(op);
  Value offset =
      getValueOrCreateConstantIndexOp(rewriter, op.getLoc(), rest->offset);
  Value rowEnd =
      arith::AddIOp::create(rewriter, op.getLoc(), offset, rest->size);
  return replaceWithOverlappedTile(rewriter, op, *rest, rowEnd, width);
}
