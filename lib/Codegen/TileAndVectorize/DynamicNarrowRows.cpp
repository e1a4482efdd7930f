//===- DynamicNarrowRows.cpp - Rows of one vector, known at run time ------===//
//
// A run-time version of an op over dynamic rows for rows that fit one
// vector (DynamicNarrowRows.h). A static choice of loop order would serve
// one kind of row only: with a reduction's rows inside the columns' loop,
// wide rows (thousands of columns) would be read a vector per row at a
// stride that crosses a page each time.
//
//===----------------------------------------------------------------------===//

#include "TileAndVectorize/DynamicNarrowRows.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"

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

FailureOr<linalg::GenericOp>
mlir::actgrad::versionNarrowRows(RewriterBase &rewriter, linalg::GenericOp op,
                                 int64_t width, StringRef restMarker) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Range> ranges =
      cast<linalg::LinalgOp>(op.getOperation()).createLoopRanges(rewriter, loc);
  Value columns =
      getValueOrCreateConstantIndexOp(rewriter, loc, ranges.back().size);
  Value lanes = arith::ConstantIndexOp::create(rewriter, loc, width);
  Value narrow = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ule,
                                       columns, lanes);
  linalg::GenericOp narrowOp, wideOp;
  auto cloneInto = [&](linalg::GenericOp &clone) {
    return [&](OpBuilder &b, Location yieldLoc) {
      clone = cast<linalg::GenericOp>(b.clone(*op));
      scf::YieldOp::create(b, yieldLoc, clone->getResults());
    };
  };
  auto version = scf::IfOp::create(rewriter, loc, narrow, cloneInto(narrowOp),
                                   cloneInto(wideOp));
  rewriter.replaceOp(op, version.getResults());

  SmallVector<int64_t> sizes(narrowOp.getNumLoops(), 1);
  sizes.back() = 0;
  // The reductions' loops innermost: the accumulator's tile is then
  // invariant in them.
  SmallVector<unsigned> reductionDims;
  narrowOp.getReductionDims(reductionDims);
  SmallVector<int64_t> interchange;
  for (auto [dim, iterator] : llvm::enumerate(narrowOp.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::parallel)
      interchange.push_back(dim);
  llvm::append_range(interchange, reductionDims);
  scf::SCFTilingOptions options;
  options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes));
  options.setReductionDims(reductionDims);
  options.setInterchange(interchange);
  rewriter.setInsertionPoint(narrowOp);
  FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
      rewriter, cast<TilingInterface>(narrowOp.getOperation()), options);
  if (failed(tiled))
    return narrowOp.emitError("actgrad-vectorize: cannot tile narrow rows");
  rewriter.replaceOp(narrowOp, tiled->replacements);
  for (Operation *tiledOp : tiled->tiledOps)
    if (isa<linalg::LinalgOp>(tiledOp))
      tiledOp->setAttr(restMarker, rewriter.getI64IntegerAttr(width));
  return wideOp;
}
