//===- ParallelReductionDim.cpp - Partial sums along a whole dimension ----===//
//
// splitReductionDim's counterpart for a dynamic extent: a reduction
// dimension becomes parallel whole, as if split into chunks of one, so no
// extent needs to divide another. Used by actgrad-split-reduction for
// dynamically shaped merged one-pass ops (PReLU NXC), whose rows it cannot
// chunk.
//
//===----------------------------------------------------------------------===//

#include "SplitReduction.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

bool mlir::actgrad::isDynamicRowSweep(linalg::GenericOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  return op.hasDynamicShape() && detail::writesAlongReduction(op) &&
         iterators.back() == utils::IteratorType::parallel &&
         llvm::count(iterators, utils::IteratorType::parallel) == 1 &&
         ShapedType::isStatic(op.getStaticLoopRanges().back());
}

bool mlir::actgrad::hasParallelizableBatch(linalg::GenericOp op) {
  return op.getNumLoops() >= 3 && isDynamicRowSweep(op) && canSplitDim(op, 0);
}

FailureOr<linalg::GenericOp>
mlir::actgrad::parallelizeReductionDim(RewriterBase &rewriter,
                                       linalg::GenericOp op, unsigned dim) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (!op.hasPureTensorSemantics() || !canSplitDim(op, dim) ||
      iterators[dim] != utils::IteratorType::reduction)
    return rewriter.notifyMatchFailure(
        op, "needs tensors and a reduction dimension that every result is "
            "indexed by or an addf sum over");

  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  OpFoldResult extent = cast<linalg::LinalgOp>(op.getOperation())
                            .createLoopRanges(rewriter, loc)[dim]
                            .size;
  SmallVector<AffineMap> maps;
  for (OpOperand *input : op.getDpsInputOperands())
    maps.push_back(op.getMatchingIndexingMap(input));
  SmallVector<Value> inits;
  // The partial sums' position of `dim` and their accumulation's flags; no
  // position for the results indexed by `dim`.
  SmallVector<std::optional<int64_t>> partialAt;
  SmallVector<arith::FastMathFlags> flags;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    if (map.isFunctionOfDim(dim)) {
      maps.push_back(map);
      inits.push_back(init.get());
      partialAt.push_back(std::nullopt);
      flags.push_back({});
      continue;
    }
    int64_t position = getPartialSumsPosition(map, dim);
    maps.push_back(map.insertResult(rewriter.getAffineDimExpr(dim), position));
    inits.push_back(
        createZeroPartialSums(rewriter, loc, init.get(), position, extent));
    partialAt.push_back(position);
    flags.push_back(
        getAccumulation(op, init.getOperandNumber() - op.getNumDpsInputs())
            .getFastmath());
  }
  iterators[dim] = utils::IteratorType::parallel;
  auto split =
      linalg::GenericOp::create(rewriter, loc, TypeRange(inits),
                                op.getDpsInputs(), inits, maps, iterators);
  rewriter.inlineRegionBefore(op.getRegion(), split.getRegion(),
                              split.getRegion().begin());

  SmallVector<Value> replacements;
  for (auto [index, init] : llvm::enumerate(op.getDpsInits()))
    replacements.push_back(partialAt[index]
                               ? addPartialSums(rewriter, loc,
                                                split->getResult(index), init,
                                                *partialAt[index], flags[index])
                               : split->getResult(index));
  rewriter.replaceOp(op, replacements);
  return split;
}
