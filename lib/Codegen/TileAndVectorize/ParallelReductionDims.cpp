//===- ParallelReductionDims.cpp - Partial sums along whole dimensions ----===//
//
// splitReductionDim's counterpart for dynamic extents: a reduction dimension
// becomes parallel whole, as if split into chunks of one, so no extent needs
// to divide another. Used by actgrad-split-reduction for dynamically shaped
// merged one-pass ops (PReLU NXC), whose rows it cannot chunk.
//
//===----------------------------------------------------------------------===//

#include "SplitReduction.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace {

/// The map of `init`'s partial sums: its map with `dims` inserted, each
/// before the first result of a later dimension, so that the partial sums
/// are laid out in loop order.
AffineMap getPartialSumsMap(AffineMap initMap, ArrayRef<unsigned> dims) {
  SmallVector<AffineExpr> results(initMap.getResults());
  for (unsigned dim : dims) {
    auto *it = llvm::find_if(results, [&](AffineExpr expr) {
      return cast<AffineDimExpr>(expr).getPosition() > dim;
    });
    results.insert(it, getAffineDimExpr(dim, initMap.getContext()));
  }
  return AffineMap::get(initMap.getNumDims(), 0, results, initMap.getContext());
}

/// The size of loop `dim` of `op`, from the first operand indexed by it.
OpFoldResult getLoopSize(OpBuilder &b, linalg::GenericOp op, unsigned dim) {
  for (OpOperand &operand : op->getOpOperands()) {
    std::optional<unsigned> position =
        op.getMatchingIndexingMap(&operand).getResultPosition(
            getAffineDimExpr(dim, op.getContext()));
    if (position)
      return tensor::getMixedSize(b, op.getLoc(), operand.get(), *position);
  }
  llvm_unreachable("a projected-permutation generic indexes every loop");
}

/// Zero-filled partial sums indexed by `map`'s results, whose sizes are the
/// loop sizes of `op`.
Value createPartialSums(RewriterBase &rewriter, linalg::GenericOp op,
                        AffineMap map, Type elementType) {
  Location loc = op.getLoc();
  SmallVector<OpFoldResult> sizes;
  for (AffineExpr expr : map.getResults())
    sizes.push_back(
        getLoopSize(rewriter, op, cast<AffineDimExpr>(expr).getPosition()));
  Value empty = tensor::EmptyOp::create(rewriter, loc, sizes, elementType);
  Value zero = arith::ConstantOp::create(rewriter, loc, elementType,
                                         rewriter.getZeroAttr(elementType));
  return linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
}

/// The positions of `dims` among `map`'s results.
SmallVector<int64_t> getPositions(AffineMap map, ArrayRef<unsigned> dims) {
  SmallVector<int64_t> positions;
  for (unsigned dim : dims)
    positions.push_back(
        *map.getResultPosition(getAffineDimExpr(dim, map.getContext())));
  return positions;
}

} // namespace

bool mlir::actgrad::isDynamicRowSweep(linalg::GenericOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  return op.hasDynamicShape() && detail::writesAlongReduction(op) &&
         iterators.size() >= 2 &&
         iterators.front() == utils::IteratorType::reduction &&
         iterators.back() == utils::IteratorType::parallel &&
         llvm::count(iterators, utils::IteratorType::parallel) == 1 &&
         ShapedType::isStatic(op.getStaticLoopRanges().back());
}

FailureOr<linalg::GenericOp> mlir::actgrad::parallelizeReductionDims(
    RewriterBase &rewriter, linalg::GenericOp op, ArrayRef<unsigned> dims) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (dims.empty() || !llvm::is_sorted(dims))
    return rewriter.notifyMatchFailure(op, "needs dimensions in order");
  for (unsigned dim : dims)
    if (!canSplitDim(op, dim) ||
        iterators[dim] != utils::IteratorType::reduction)
      return rewriter.notifyMatchFailure(
          op, "needs reduction dimensions that every result is indexed by "
              "or an addf sum over");
  // A result indexed by some of `dims` but not all would be both.
  for (OpOperand &init : op.getDpsInitsMutable()) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    if (llvm::any_of(dims,
                     [&](unsigned d) { return map.isFunctionOfDim(d); }) &&
        !llvm::all_of(dims, [&](unsigned d) { return map.isFunctionOfDim(d); }))
      return rewriter.notifyMatchFailure(op, "a result indexed by some of the "
                                             "dimensions only");
  }

  rewriter.setInsertionPoint(op);
  SmallVector<Value> inits;
  SmallVector<AffineMap> maps;
  for (OpOperand *input : op.getDpsInputOperands())
    maps.push_back(op.getMatchingIndexingMap(input));
  for (OpOperand &init : op.getDpsInitsMutable()) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    if (!map.isFunctionOfDim(dims.front())) {
      map = getPartialSumsMap(map, dims);
      inits.push_back(createPartialSums(
          rewriter, op, map, getElementTypeOrSelf(init.get().getType())));
    } else {
      inits.push_back(init.get());
    }
    maps.push_back(map);
  }
  for (unsigned dim : dims)
    iterators[dim] = utils::IteratorType::parallel;
  auto split =
      linalg::GenericOp::create(rewriter, op.getLoc(), TypeRange(inits),
                                op.getDpsInputs(), inits, maps, iterators);
  rewriter.inlineRegionBefore(op.getRegion(), split.getRegion(),
                              split.getRegion().begin());

  SmallVector<Value> replacements;
  for (auto [index, init] : llvm::enumerate(op.getDpsInits())) {
    Value result = split->getResult(index);
    AffineMap map = split.getIndexingMapsArray()[op.getNumDpsInputs() + index];
    if (result.getType() == init.getType()) {
      replacements.push_back(result);
      continue;
    }
    replacements.push_back(addPartialSums(
        rewriter, op.getLoc(), result, init, getPositions(map, dims),
        getAccumulation(split, index).getFastmath()));
  }
  rewriter.replaceOp(op, replacements);
  return split;
}
