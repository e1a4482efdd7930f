//===- Contraction.cpp - Register tiles of contractions -------------------===//

#include "TileAndVectorize/Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

/// Whether `argument`, an f16 or bf16 input's element, is only used
/// extended to f32.
static bool isExtendedToF32(BlockArgument argument) {
  Type type = argument.getType();
  return (type.isF16() || type.isBF16()) && !argument.use_empty() &&
         llvm::all_of(argument.getUsers(), [](Operation *user) {
           auto extend = dyn_cast<arith::ExtFOp>(user);
           return extend && extend.getType().isF32();
         });
}

std::optional<ContractionLoops>
mlir::actgrad::detail::getRegisterTiledLoops(linalg::LinalgOp op) {
  if (op->getNumResults() != 1 || op.getNumDpsInputs() != 2 ||
      !linalg::isaContractionOpInterface(op))
    return std::nullopt;
  // f32 is the type the register tiles are sized for; the IR accumulates in
  // it. 16-bit inputs are taken where the body extends them to f32 before
  // the product: the vectors read are extended likewise.
  if (!getElementTypeOrSelf(op.getDpsInitOperand(0)->get().getType()).isF32() ||
      !llvm::all_of(op.getDpsInputOperands(), [&](OpOperand *input) {
        return getElementTypeOrSelf(input->get().getType()).isF32() ||
               isExtendedToF32(op.getMatchingBlockArgument(input));
      }))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty())
    return std::nullopt;
  AffineMap result = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (result.getNumResults() == 0)
    return std::nullopt;
  auto innermost = dyn_cast<AffineDimExpr>(result.getResults().back());
  if (!innermost)
    return std::nullopt;
  ContractionLoops loops;
  loops.vector = innermost.getPosition();
  // The operand that the vector loop does not index supplies the rows.
  bool vectorAlongN = llvm::is_contained(dims->n, loops.vector);
  if (!vectorAlongN && !llvm::is_contained(dims->m, loops.vector))
    return std::nullopt;
  loops.row = vectorAlongN ? dims->m.back() : dims->n.back();
  llvm::append_range(loops.order, dims->batch);
  llvm::append_range(loops.order, dims->m);
  llvm::append_range(loops.order, dims->n);
  llvm::append_range(loops.order, dims->k);
  if (loops.order.size() != op.getNumLoops())
    return std::nullopt;
  return loops;
}

SmallVector<int64_t> mlir::actgrad::detail::getContractionRegisterTiles(
    linalg::LinalgOp op, const CPUTargetInfo &target) {
  std::optional<ContractionLoops> loops = getRegisterTiledLoops(op);
  int64_t width = target.getVectorWidth();
  if (!loops || width == 0)
    return {};
  SmallVector<int64_t> sizes(op.getNumLoops(), 1);
  sizes[loops->vector] = 2 * width;
  sizes[loops->row] = std::max<int64_t>(target.getVectorRegisterCount() / 4, 1);
  return sizes;
}

/// `size`, or 0 (the whole loop) where it covers the static `range`.
static int64_t wholeIfCovering(int64_t size, int64_t range) {
  return ShapedType::isStatic(range) && size >= range ? 0 : size;
}

SmallVector<int64_t> mlir::actgrad::detail::getContractionThreadTiles(
    linalg::LinalgOp op, ArrayRef<int64_t> registerTiles,
    int64_t tileElements) {
  std::optional<ContractionLoops> loops = getRegisterTiledLoops(op);
  if (!loops || registerTiles.empty() || tileElements <= 0)
    return {};
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<int64_t> sizes(ranges.size(), 0);
  for (auto [dim, iterator] : llvm::enumerate(iterators))
    if (iterator == utils::IteratorType::parallel)
      sizes[dim] = wholeIfCovering(1, ranges[dim]);
  int64_t vectorTile = registerTiles[loops->vector];
  int64_t rowTile = registerTiles[loops->row];
  int64_t vectorRange = ranges[loops->vector];
  int64_t columns = 8 * vectorTile;
  if (ShapedType::isStatic(vectorRange))
    columns =
        std::min<int64_t>(columns, llvm::alignTo(vectorRange, vectorTile));
  int64_t rows = std::max(tileElements / columns / rowTile * rowTile, rowTile);
  sizes[loops->vector] = wholeIfCovering(columns, vectorRange);
  sizes[loops->row] = wholeIfCovering(rows, ranges[loops->row]);
  if (llvm::all_of(sizes, [](int64_t size) { return size == 0; }))
    return {};
  return sizes;
}

linalg::GenericOp
mlir::actgrad::detail::packVectorOperand(RewriterBase &rewriter,
                                         linalg::GenericOp op) {
  std::optional<ContractionLoops> loops = getRegisterTiledLoops(op);
  if (!loops || !op.hasPureTensorSemantics())
    return nullptr;
  MLIRContext *context = op.getContext();
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    std::optional<unsigned> position =
        map.getResultPosition(getAffineDimExpr(loops->vector, context));
    if (!position || *position + 1 == map.getNumResults())
      continue;
    // The packed tensor's dimension i is the input's perm[i]: the input's
    // in order, the vector loop's moved innermost.
    SmallVector<int64_t> perm;
    for (unsigned dim = 0; dim < map.getNumResults(); ++dim)
      if (dim != *position)
        perm.push_back(dim);
    perm.push_back(*position);
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    Value source = input->get();
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, source);
    applyPermutationToVector(sizes, perm);
    Value init = tensor::EmptyOp::create(
        rewriter, loc, sizes, getElementTypeOrSelf(source.getType()));
    AffineMap identity = rewriter.getMultiDimIdentityMap(perm.size());
    AffineMap packedToSource = AffineMap::getPermutationMap(
        invertPermutationVector(perm), context);
    auto pack = linalg::GenericOp::create(
        rewriter, loc, init.getType(), source, init,
        ArrayRef<AffineMap>{packedToSource, identity},
        SmallVector<utils::IteratorType>(perm.size(),
                                         utils::IteratorType::parallel),
        [](OpBuilder &builder, Location loc, ValueRange args) {
          linalg::YieldOp::create(builder, loc, args[0]);
        });
    AffineMap packedMap = map.getSubMap(
        SmallVector<unsigned>(perm.begin(), perm.end()));
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    maps[input->getOperandNumber()] = packedMap;
    rewriter.modifyOpInPlace(op, [&] {
      input->set(pack.getResult(0));
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    return pack;
  }
  return nullptr;
}

LogicalResult mlir::actgrad::detail::tileContractionForRegisters(
    RewriterBase &rewriter, linalg::GenericOp op, ArrayRef<int64_t> sizes,
    StringRef marker) {
  std::optional<ContractionLoops> loops = getRegisterTiledLoops(op);
  if (!loops || sizes.size() != op.getNumLoops() ||
      llvm::is_contained(sizes, 0))
    return success();
  scf::SCFTilingOptions options;
  options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes))
      .setInterchange(loops->order);
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, cast<TilingInterface>(*op), options);
  if (failed(tiled))
    return op.emitError("actgrad-vectorize: cannot tile a contraction for "
                        "registers");
  rewriter.replaceOp(op, tiled->replacements);
  for (Operation *tile : tiled->tiledOps) {
    tile->removeAttr("actgrad.lowering_config");
    tile->setAttr(marker, rewriter.getDenseI64ArrayAttr(sizes));
  }
  if (tiled->loops.size() != loops->order.size())
    return success();
  // The outer of the two loops is peeled first: its partial iteration then
  // holds one loop of partial tiles, not a peeled copy of the inner loop.
  auto loopOf = [&](unsigned dim) {
    auto position = llvm::find(loops->order, dim) - loops->order.begin();
    return dyn_cast<scf::ForOp>(tiled->loops[position].getOperation());
  };
  bool rowOuter = llvm::find(loops->order, loops->row) <
                  llvm::find(loops->order, loops->vector);
  for (unsigned dim : rowOuter
                          ? SmallVector<unsigned>{loops->row, loops->vector}
                          : SmallVector<unsigned>{loops->vector, loops->row}) {
    scf::ForOp partial;
    // Peeling fails where the trip count divides evenly: nothing to peel.
    if (scf::ForOp loop = loopOf(dim))
      (void)scf::peelForLoopAndSimplifyBounds(rewriter, loop, partial);
  }
  return success();
}

namespace {
/// One row's transfer of an operand of a register tile.
struct RowSlice {
  SmallVector<Value> indices;
  VectorType type;
  /// The elements in bounds, where the operand has dynamic sizes: a partial
  /// tile is read and written at the full tile's shape under it.
  Value mask;
};
} // namespace

/// Row `row` of `value` (a tensor indexed by `map`): the whole tensor but
/// one index along `rowDim`, its dynamic sizes at their `bounds` (one per
/// loop, the full tile's sizes) under a mask.
static RowSlice getRowSlice(RewriterBase &rewriter, Location loc, Value value,
                            AffineMap map, unsigned rowDim, int64_t row,
                            ArrayRef<int64_t> bounds) {
  auto type = cast<RankedTensorType>(value.getType());
  RowSlice slice;
  SmallVector<int64_t> shape;
  SmallVector<Value> extents;
  for (int64_t position = 0; position < type.getRank(); ++position) {
    bool isRow = map.getDimPosition(position) == rowDim;
    int64_t start = isRow ? row : 0;
    slice.indices.push_back(
        arith::ConstantIndexOp::create(rewriter, loc, start));
    int64_t size = type.getDimSize(position);
    shape.push_back(isRow                         ? 1
                    : ShapedType::isDynamic(size) ? bounds[map.getDimPosition(
                                                        position)]
                                                  : size);
    // Rows past a partial tile's end are read as padding and not written:
    // create_mask takes a size of zero or less as no element.
    Value extent =
        ShapedType::isDynamic(size)
            ? arith::SubIOp::create(
                  rewriter, loc,
                  tensor::DimOp::create(rewriter, loc, value, position),
                  slice.indices.back())
                  .getResult()
            : arith::ConstantIndexOp::create(
                  rewriter, loc, std::max<int64_t>(size - start, 0))
                  .getResult();
    extents.push_back(extent);
  }
  slice.type = VectorType::get(shape, type.getElementType());
  if (!type.hasStaticShape())
    slice.mask = vector::CreateMaskOp::create(
        rewriter, loc, VectorType::get(shape, rewriter.getI1Type()), extents);
  return slice;
}

static AffineMap getIdentityMap(RewriterBase &rewriter, VectorType type) {
  return rewriter.getMultiDimIdentityMap(type.getRank());
}

static Value readRow(RewriterBase &rewriter, Location loc, Value value,
                     AffineMap map, unsigned rowDim, int64_t row,
                     ArrayRef<int64_t> bounds) {
  RowSlice slice = getRowSlice(rewriter, loc, value, map, rowDim, row, bounds);
  Type element = slice.type.getElementType();
  Value padding = arith::ConstantOp::create(rewriter, loc, element,
                                            rewriter.getZeroAttr(element));
  return vector::TransferReadOp::create(
      rewriter, loc, slice.type, value, slice.indices,
      getIdentityMap(rewriter, slice.type), padding, slice.mask,
      rewriter.getBoolArrayAttr(SmallVector<bool>(slice.type.getRank(), true)));
}

/// `vector`, extended to f32 as the tile's body extends its elements
/// (getRegisterTiledLoops takes only such 16-bit inputs).
static Value extendToF32(RewriterBase &rewriter, Location loc, Value vector) {
  auto type = cast<VectorType>(vector.getType());
  if (type.getElementType().isF32())
    return vector;
  return arith::ExtFOp::create(rewriter, loc,
                               type.clone(rewriter.getF32Type()), vector);
}

void mlir::actgrad::detail::vectorizeContractionTile(
    RewriterBase &rewriter, linalg::LinalgOp op, ArrayRef<int64_t> bounds,
    bool maskPartialTiles) {
  // linalg::vectorize makes a generic's product and sum a broadcast of both
  // operands to the whole iteration space and a multi_reduction (its
  // named-contraction path takes named ops only), which
  // populateVectorReductionToContractPatterns turns into a contraction of
  // the broadcast vectors, not of the operands; the tile's maps are a
  // vector.contract's already. One contraction per row: each row's
  // accumulator is then a vector of its own, which
  // actgrad-hoist-accumulators keeps in registers across the reduction.
  std::optional<ContractionLoops> loops = getRegisterTiledLoops(op);
  if (!loops || !op.hasPureTensorSemantics() ||
      bounds.size() != op.getNumLoops() ||
      (op.hasDynamicShape() && !maskPartialTiles))
    return;
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Attribute> iterators;
  for (utils::IteratorType iterator : op.getIteratorTypesArray())
    iterators.push_back(vector::IteratorTypeAttr::get(
        rewriter.getContext(), iterator == utils::IteratorType::parallel
                                   ? vector::IteratorType::parallel
                                   : vector::IteratorType::reduction));
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  Value lhsTile = op.getDpsInputOperand(0)->get();
  Value rhsTile = op.getDpsInputOperand(1)->get();
  Value result = op.getDpsInitOperand(0)->get();
  int64_t rows = op.getStaticLoopRanges()[loops->row];
  if (ShapedType::isDynamic(rows))
    rows = bounds[loops->row];
  for (int64_t row = 0; row < rows; ++row) {
    auto read = [&](Value value, AffineMap map) {
      return readRow(rewriter, loc, value, map, loops->row, row, bounds);
    };
    Value lhs = extendToF32(rewriter, loc, read(lhsTile, maps[0]));
    Value rhs = extendToF32(rewriter, loc, read(rhsTile, maps[1]));
    Value acc = read(result, maps[2]);
    Value product = vector::ContractionOp::create(
        rewriter, loc, lhs, rhs, acc, op.getIndexingMaps(),
        rewriter.getArrayAttr(iterators));
    RowSlice slice =
        getRowSlice(rewriter, loc, result, maps[2], loops->row, row, bounds);
    result = vector::TransferWriteOp::create(
                 rewriter, loc, product, result, slice.indices,
                 AffineMapAttr::get(getIdentityMap(rewriter, slice.type)),
                 slice.mask,
                 rewriter.getBoolArrayAttr(
                     SmallVector<bool>(slice.type.getRank(), true)))
                 .getResult();
  }
  rewriter.replaceOp(op, result);
}

void mlir::actgrad::detail::lowerContractionTiles(Operation *root) {
  MLIRContext *context = root->getContext();
  RewritePatternSet lowering(context);
  // A batch dimension of 1 goes first: outer products take matrices.
  vector::populateCastAwayVectorLeadingOneDimPatterns(lowering);
  vector::populateVectorContractLoweringPatterns(
      lowering, vector::VectorContractLowering::OuterProduct);
  vector::populateVectorOuterProductLoweringPatterns(lowering);
  (void)applyPatternsGreedily(root, std::move(lowering));
}
