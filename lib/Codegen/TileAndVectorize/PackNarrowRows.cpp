//===- PackNarrowRows.cpp - The actgrad-pack-narrow-rows pass -------------===//
//
// A generic whose innermost dimension is not a whole number of vectors (the
// 13 positions after softmax's axis in 64x512x13) is vectorized one row at a
// time, each row a masked vector of which 3 of 16 lanes are idle, and an
// outer reduction then adds one row per loop iteration into one register of
// sums, a chain of dependent additions. Rows lie one after another in memory,
// so k = W / gcd(I, W) consecutive rows of I elements are I / gcd(I, W) whole
// vectors of W lanes: splitting the row dimension by k and collapsing the k
// rows with the innermost dimension gives whole vectors, and an outer
// reduction I / gcd(I, W) independent registers of partial sums. Upstream's
// reshape propagation (linalg fusion by collapsing and expanding) would undo
// the reshape before tiling, so this runs on the tiles.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "SplitReduction.h"
#include "TileAndVectorize/PackDynamicRows.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/Support/Debug.h"

#include <numeric>

#define DEBUG_TYPE "actgrad-pack-narrow-rows"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADPACKNARROWROWSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

bool mlir::actgrad::detail::isDenseTensor(Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    Operation *owner = argument.getOwner()->getParentOp();
    if (isa<FunctionOpInterface>(owner))
      return argument.getOwner()->isEntryBlock();
    if (auto loop = dyn_cast<LoopLikeOpInterface>(owner))
      if (OpOperand *init = loop.getTiedLoopInit(argument))
        return isDenseTensor(init->get());
    return false;
  }
  Operation *op = value.getDefiningOp();
  if (isa<tensor::EmptyOp>(op))
    return true;
  if (auto toTensor = dyn_cast<bufferization::ToTensorOp>(op)) {
    auto type = dyn_cast<MemRefType>(toTensor.getBuffer().getType());
    return type && type.getLayout().isIdentity();
  }
  if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op))
    return isDenseTensor(op->getOperand(0));
  if (auto loop = dyn_cast<LoopLikeOpInterface>(op))
    if (OpOperand *init = loop.getTiedLoopInit(cast<OpResult>(value)))
      return isDenseTensor(init->get());
  if (auto destination = dyn_cast<DestinationStyleOpInterface>(op))
    return isDenseTensor(
        destination.getTiedOpOperand(cast<OpResult>(value))->get());
  return false;
}

linalg::GenericOp mlir::actgrad::detail::broadcastIntoNewDim(
    OpBuilder &b, Location loc, Value source, unsigned position,
    OpFoldResult extent, ArrayRef<OpFoldResult> sourceSizes) {
  auto type = cast<RankedTensorType>(source.getType());
  SmallVector<OpFoldResult> sizes(sourceSizes);
  if (sizes.empty())
    sizes = tensor::getMixedSizes(b, loc, source);
  sizes.insert(sizes.begin() + position, extent);
  int64_t rank = sizes.size();
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  Value empty = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
  return linalg::GenericOp::create(
      b, loc, empty.getType(), source, empty,
      {identity.dropResult(position), identity},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [](OpBuilder &bodyBuilder, Location bodyLoc, ValueRange args) {
        linalg::YieldOp::create(bodyBuilder, bodyLoc, args[0]);
      });
}

namespace {

/// Whether the rows of `value` (its innermost dimension) follow one another
/// in its buffer, so that consecutive rows collapse into one without a copy:
/// a dense tensor, or a unit-stride slice of one that keeps its rows whole.
bool hasContiguousRows(Value value) {
  auto slice = value.getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice)
    return isDenseTensor(value);
  RankedTensorType source = slice.getSourceType();
  int64_t innermost = source.getRank() - 1;
  return slice.getType().getRank() == source.getRank() &&
         llvm::all_of(slice.getStaticStrides(),
                      [](int64_t stride) { return stride == 1; }) &&
         slice.getStaticOffsets()[innermost] == 0 &&
         slice.getStaticSizes()[innermost] == source.getDimSize(innermost) &&
         hasContiguousRows(slice.getSource());
}

/// The position of loop dimension `dim` among `map`'s results, if any.
std::optional<unsigned> getResultPosition(AffineMap map, unsigned dim) {
  return map.getResultPosition(getAffineDimExpr(dim, map.getContext()));
}

/// The most bytes of one packed row of an input broadcast along the rows of
/// an elementwise generic: the broadcast rows are read once per packed row,
/// so they should stay in L1 next to the rows they combine with (a page, an
/// eighth of the smallest L1 data cache of the x86 targets).
constexpr int64_t kMaxBroadcastRowBytes = 4096;

/// How many consecutive rows `op` packs into whole vectors of `width` lanes:
/// 1 if it does not apply. It applies to a static generic with
/// projected-permutation maps whose innermost dimension is parallel and not
/// a multiple of `width`, when there are at least two packed rows (the
/// remaining rows stay as they are), every operand indexed by the row
/// dimension (the one before the innermost) has it right before the
/// innermost one and has contiguous rows, and every result is indexed by the
/// innermost dimension. A reduction keeps a packed row of partial sums in
/// registers, so its packed rows must be at most `maxVectors` vectors; an
/// elementwise generic reads the packed row of an input that does not vary
/// along rows from memory, so that row must be at most
/// kMaxBroadcastRowBytes.
int64_t getPackedRows(linalg::GenericOp op, int64_t width, int64_t maxVectors) {
  int64_t rank = op.getNumLoops();
  if (rank < 2 || op.hasDynamicShape() || isStaticallyEmpty(op) ||
      writesAlongReduction(op) ||
      !op.getBody()->getOps<linalg::IndexOp>().empty() ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isProjectedPermutation(); }))
    return 1;
  unsigned innermost = rank - 1, row = rank - 2;
  if (op.getIteratorTypesArray()[innermost] != utils::IteratorType::parallel)
    return 1;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t columns = ranges[innermost], rows = ranges[row];
  if (columns % width == 0)
    return 1;
  int64_t divisor = std::gcd(columns, width);
  int64_t packed = width / divisor;
  // The split must succeed before the left-over rows are split off.
  if (rows / packed < 2 || !actgrad::canSplitDim(op, row))
    return 1;
  bool elementwise = isAllParallel(op);
  if (!elementwise && columns / divisor > maxVectors)
    return 1;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    std::optional<unsigned> columnAt = getResultPosition(map, innermost);
    std::optional<unsigned> rowAt = getResultPosition(map, row);
    if (columnAt && *columnAt != map.getNumResults() - 1)
      return 1;
    // A result reduced over the rows gets packed rows of partial sums, which
    // need the innermost dimension to collapse with.
    if (!rowAt && !columnAt && op.isDpsInit(&operand))
      return 1;
    if (!rowAt) {
      Type element = getElementTypeOrSelf(operand.get().getType());
      if (elementwise && columnAt &&
          (!element.isIntOrFloat() ||
           packed * columns * element.getIntOrFloatBitWidth() / 8 >
               kMaxBroadcastRowBytes))
        return 1;
      continue;
    }
    if (!columnAt || *rowAt + 1 != *columnAt ||
        !hasContiguousRows(operand.get()))
      return 1;
  }
  return packed;
}

/// Replaces input `operand` of `op`, indexed by loop dimension `columns` but
/// not by `rows`, with its broadcast along `rows` (extent `extent`), inserted
/// right before `columns`, so that both dimensions can be collapsed.
void broadcastAlongRows(RewriterBase &rewriter, linalg::GenericOp op,
                        OpOperand &operand, unsigned rows, unsigned columns,
                        int64_t extent) {
  AffineMap map = op.getMatchingIndexingMap(&operand);
  unsigned position = *getResultPosition(map, columns);
  rewriter.setInsertionPoint(op);
  linalg::GenericOp broadcast =
      broadcastIntoNewDim(rewriter, op.getLoc(), operand.get(), position,
                          rewriter.getIndexAttr(extent));
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  maps[operand.getOperandNumber()] =
      map.insertResult(getAffineDimExpr(rows, op.getContext()), position);
  rewriter.modifyOpInPlace(op, [&] {
    operand.set(broadcast.getResult(0));
    op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
  });
}

/// Packs `packed` consecutive rows of `op` into one: splits the row dimension
/// into rows / `packed` and `packed`, broadcasts the inputs that do not vary
/// along rows, and collapses the `packed` rows with the innermost dimension.
LogicalResult packRows(RewriterBase &rewriter, linalg::GenericOp op,
                       int64_t packed) {
  unsigned row = op.getNumLoops() - 2;
  int64_t rows = op.getStaticLoopRanges()[row];
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::GenericOp> split = actgrad::splitReductionDim(
      rewriter, op, row, rows / packed, /*outerParallel=*/false);
  if (failed(split))
    return op.emitError("actgrad-pack-narrow-rows: cannot split the rows");
  // Loops: ..., rows / packed, packed, columns.
  unsigned columns = split->getNumLoops() - 1, packedRows = columns - 1;
  for (OpOperand *input : split->getDpsInputOperands()) {
    AffineMap map = split->getMatchingIndexingMap(input);
    if (getResultPosition(map, columns) && !getResultPosition(map, packedRows))
      broadcastAlongRows(rewriter, *split, *input, packedRows, columns, packed);
  }
  SmallVector<ReassociationIndices> groups = {{packedRows, columns}};
  if (!linalg::areDimSequencesPreserved(split->getIndexingMapsArray(), groups))
    return split->emitError("actgrad-pack-narrow-rows: packed rows are not "
                            "contiguous in every operand");
  rewriter.setInsertionPoint(*split);
  FailureOr<linalg::CollapseResult> collapsed =
      linalg::collapseOpIterationDims(*split, groups, rewriter);
  if (failed(collapsed))
    return split->emitError("actgrad-pack-narrow-rows: cannot collapse the "
                            "packed rows");
  rewriter.replaceOp(*split, collapsed->results);
  return success();
}

/// The part of `op` over the first rows that make whole packs of `packed`
/// rows: `op` itself when its rows divide, otherwise the first of the two
/// generics `linalg::splitOp` cuts it into along the row dimension; the
/// second, over the remaining rows, stays unpacked (a reduction's second part
/// adds its rows to the first part's result).
FailureOr<linalg::GenericOp>
splitWholePacks(RewriterBase &rewriter, linalg::GenericOp op, int64_t packed) {
  unsigned row = op.getNumLoops() - 2;
  int64_t rows = op.getStaticLoopRanges()[row];
  if (rows % packed == 0)
    return op;
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  auto [whole, rest] =
      linalg::splitOp(rewriter, cast<TilingInterface>(op.getOperation()), row,
                      rewriter.getIndexAttr(rows - rows % packed));
  auto generic = dyn_cast_or_null<linalg::GenericOp>(whole.getOperation());
  if (!generic || !rest)
    return emitError(loc, "actgrad-pack-narrow-rows: cannot split off the "
                          "rows that make whole packs");
  return generic;
}

struct PackNarrowRowsPass
    : actgrad::impl::ActGradPackNarrowRowsPassBase<PackNarrowRowsPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    FailureOr<int64_t> width =
        resolveVectorWidth(func, vectorWidth, "actgrad-pack-narrow-rows");
    if (failed(width))
      return signalPassFailure();
    if (*width == 0)
      return;
    int64_t maxVectors = getMaxAccumulatorVectors(func);
    SmallVector<std::pair<linalg::GenericOp, int64_t>> candidates;
    SmallVector<linalg::GenericOp> dynamicCandidates;
    // Packing dynamic rows replaces the op's loop: one op per loop.
    llvm::SmallPtrSet<Operation *, 4> versionedLoops;
    func.walk([&](linalg::GenericOp op) {
      int64_t packed = getPackedRows(op, *width, maxVectors);
      if (packed > 1)
        candidates.push_back({op, packed});
      else if (canPackDynamicRows(op) &&
               versionedLoops.insert(op->getParentOp()).second)
        dynamicCandidates.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (auto [op, packed] : candidates) {
      LLVM_DEBUG(llvm::dbgs()
                 << "packing " << packed << " rows of " << op.getLoc() << "\n");
      FailureOr<linalg::GenericOp> whole =
          splitWholePacks(rewriter, op, packed);
      if (failed(whole) || failed(packRows(rewriter, *whole, packed)))
        return signalPassFailure();
    }
    for (linalg::GenericOp op : dynamicCandidates)
      if (failed(packDynamicRows(rewriter, op, *width, kMaxBroadcastRowBytes)))
        return signalPassFailure();
  }
};

} // namespace
