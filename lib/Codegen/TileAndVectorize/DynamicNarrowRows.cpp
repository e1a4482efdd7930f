//===- DynamicNarrowRows.cpp - Narrow rows, known at run time -------------===//
//
// A run-time version of an op over dynamic rows for narrow rows
// (DynamicNarrowRows.h). A static choice of loop order would serve
// one kind of row only: with a reduction's rows inside the columns' loop,
// wide rows (thousands of columns) would be read a vector per row at a
// stride that crosses a page each time.
//
//===----------------------------------------------------------------------===//

#include "TileAndVectorize/DynamicNarrowRows.h"
#include "TileAndVectorize/OverlappedRest.h"
#include "TileAndVectorize/SeparateRestSum.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

bool mlir::actgrad::hasDynamicRows(linalg::GenericOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  return ranges.size() >= 2 && ShapedType::isDynamic(ranges.back()) &&
         op.getIteratorTypesArray().back() == utils::IteratorType::parallel &&
         !writesAlongReduction(op) &&
         llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
           return map.isProjectedPermutation();
         });
}

namespace {

/// The columns up to which a reduction takes its narrow version: a whole
/// vector and a rest. Each vector of columns then sweeps the rows once, its
/// accumulator in a register, instead of storing and reloading the rest's
/// masked accumulator at each row (bf16 rows of 28, kernel alone: 19% less
/// time). Rows of whole vectors only keep the usual order: their
/// accumulators forward from store to load, and four sweeps over rows of 64
/// took 37% more time than one.
int64_t getMaxNarrowColumns(linalg::GenericOp op, int64_t width) {
  return op.getNumReductionLoops() > 0 ? 2 * width - 1 : width;
}

/// The vectors of a masked reduction's tile in its swept version: rows of
/// up to this many vectors sweep the rows once with all of them, each
/// accumulator in a register, where the usual order would store and reload
/// the masked rest's accumulator at each row. Eight vectors were no faster
/// than the usual order (Benchmark.md, Design measurements).
constexpr int64_t kSweptVectors = 4;

} // namespace

LogicalResult mlir::actgrad::tileNarrowRows(RewriterBase &rewriter,
                                            linalg::GenericOp op, int64_t width,
                                            StringRef marker) {
  SmallVector<unsigned> reductionDims;
  op.getReductionDims(reductionDims);
  int64_t innermost = op.getNumLoops() - 1;
  SmallVector<int64_t> sizes(op.getNumLoops(), 1);
  sizes[innermost] = reductionDims.empty() ? 0 : width;
  SmallVector<int64_t> interchange;
  for (auto [dim, iterator] : llvm::enumerate(op.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::parallel)
      interchange.push_back(dim);
  llvm::append_range(interchange, reductionDims);
  scf::SCFTilingOptions options;
  options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes));
  options.setReductionDims(reductionDims);
  options.setInterchange(interchange);
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
      rewriter, cast<TilingInterface>(op.getOperation()), options);
  if (failed(tiled))
    return op.emitError("actgrad-vectorize: cannot tile narrow rows");
  rewriter.replaceOp(op, tiled->replacements);
  for (Operation *tiledOp : tiled->tiledOps)
    if (isa<linalg::LinalgOp>(tiledOp))
      tiledOp->setAttr(marker, rewriter.getI64IntegerAttr(width));
  if (reductionDims.empty())
    return success();
  // One loop per dimension, in the interchanged order.
  auto columns = dyn_cast<scf::ForOp>(
      tiled->loops[llvm::find(interchange, innermost) - interchange.begin()]
          .getOperation());
  scf::ForOp rest;
  if (columns)
    (void)scf::peelForLoopAndSimplifyBounds(rewriter, columns, rest);
  return success();
}

std::pair<linalg::GenericOp, linalg::GenericOp>
mlir::actgrad::versionOnColumns(RewriterBase &rewriter, linalg::GenericOp op,
                                arith::CmpIPredicate predicate, int64_t bound) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Range> ranges =
      cast<linalg::LinalgOp>(op.getOperation()).createLoopRanges(rewriter, loc);
  Value columns =
      getValueOrCreateConstantIndexOp(rewriter, loc, ranges.back().size);
  Value condition = arith::CmpIOp::create(
      rewriter, loc, predicate, columns,
      arith::ConstantIndexOp::create(rewriter, loc, bound));
  linalg::GenericOp thenOp, elseOp;
  auto cloneInto = [&](linalg::GenericOp &clone) {
    return [&](OpBuilder &b, Location yieldLoc) {
      clone = cast<linalg::GenericOp>(b.clone(*op));
      scf::YieldOp::create(b, yieldLoc, clone->getResults());
    };
  };
  auto version = scf::IfOp::create(rewriter, loc, condition, cloneInto(thenOp),
                                   cloneInto(elseOp));
  rewriter.replaceOp(op, version.getResults());
  return {thenOp, elseOp};
}

namespace {

/// Versions `op` on `columns <= maxColumns`, tiles the version that runs
/// there with tileNarrowRows at `width`, and returns the other.
FailureOr<linalg::GenericOp>
versionAndTileNarrowRows(RewriterBase &rewriter, linalg::GenericOp op,
                         int64_t maxColumns, int64_t width, StringRef marker) {
  auto [narrowOp, wideOp] =
      versionOnColumns(rewriter, op, arith::CmpIPredicate::ule, maxColumns);
  if (failed(tileNarrowRows(rewriter, narrowOp, width, marker)))
    return failure();
  return wideOp;
}

} // namespace

FailureOr<linalg::GenericOp>
mlir::actgrad::versionNarrowRows(RewriterBase &rewriter, linalg::GenericOp op,
                                 int64_t width, StringRef marker) {
  return versionAndTileNarrowRows(rewriter, op, getMaxNarrowColumns(op, width),
                                  width, marker);
}

namespace {

/// The fewest lanes of the vectors that dynamic rows take without masks.
constexpr int64_t kMinRowLanes = 4;

/// Tiles `op`, the version of tileDynamicRows for rows narrower than a
/// vector of twice `lanes` columns: as rows of vectors of `lanes` (all of
/// them narrow for a reduction), or, below kMinRowLanes, in single columns
/// that sweep the rows of a reduction with its sums in registers. Their
/// rests would stay scalar loops inside the rows' loop, which LLVM unrolls
/// for a known short trip count: it loads each f16 element with a VPINSRW
/// whose undefined lanes chain each row's loads to the previous row's sums.
LogicalResult tileNarrowerRows(
    RewriterBase &rewriter, linalg::GenericOp op, int64_t lanes,
    int64_t registerLanes, StringRef marker,
    function_ref<LogicalResult(linalg::GenericOp, int64_t)> tileForVectors) {
  bool reduction = op.getNumReductionLoops() > 0;
  if (lanes < kMinRowLanes || !canOverlapRowRests(op, lanes, registerLanes)) {
    if (reduction)
      return tileNarrowRows(rewriter, op, 1, marker);
    return tileForVectors(op, 2 * lanes);
  }
  auto [holding, narrower] = versionRowsHoldingVector(rewriter, op, lanes);
  if (failed(tileNarrowerRows(rewriter, narrower, lanes / 2, registerLanes,
                              marker, tileForVectors)))
    return failure();
  if (reduction)
    return tileNarrowRows(rewriter, holding, lanes, marker);
  FailureOr<linalg::GenericOp> wide =
      versionNarrowRows(rewriter, holding, lanes, marker);
  if (failed(wide))
    return failure();
  return tileForVectors(*wide, lanes);
}

} // namespace

LogicalResult mlir::actgrad::tileDynamicRows(
    RewriterBase &rewriter, linalg::GenericOp op, int64_t width,
    int64_t registerLanes, bool maskable, StringRef marker,
    function_ref<LogicalResult(linalg::GenericOp, int64_t)> tileForVectors) {
  if (!maskable) {
    auto [holding, narrower] = versionRowsHoldingVector(rewriter, op, width);
    if (failed(tileNarrowerRows(rewriter, narrower, width / 2, registerLanes,
                                marker, tileForVectors)))
      return failure();
    op = holding;
  }
  FailureOr<linalg::GenericOp> wide =
      versionNarrowRows(rewriter, op, width, marker);
  if (failed(wide))
    return failure();
  if (wide->getNumReductionLoops() == 0)
    return tileForVectors(*wide, width);
  (*wide)->removeAttr(kRowsHoldVectorAttr);
  if (maskable) {
    FailureOr<linalg::GenericOp> wider = versionAndTileNarrowRows(
        rewriter, *wide, kSweptVectors * width, kSweptVectors * width, marker);
    if (failed(wider))
      return failure();
    return tileForVectors(*wider, width);
  }
  // A sum's overlapping rest would reload an unforwarded store: its rest is
  // summed apart where it can be, else stays a scalar loop.
  if (!canSeparateRestSum(*wide))
    return tileForVectors(*wide, width);
  FailureOr<SmallVector<linalg::GenericOp>> parts =
      separateRestSum(rewriter, *wide, width);
  if (failed(parts))
    return failure();
  for (linalg::GenericOp part : *parts)
    if (failed(tileForVectors(part, width)))
      return failure();
  return success();
}
