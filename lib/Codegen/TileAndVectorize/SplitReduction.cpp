//===- SplitReduction.cpp - The actgrad-split-reduction pass --------------===//
//
// Upstream's linalg::splitReduction and partial-reduction tiling take ops
// with a single output; a merged one-pass op (PReLU backward's diff_src and
// diff_slope) also writes a result indexed by the reduced dimensions, so
// its reductions are split here (`splitReductionDim`), the way IREE's
// LLVMCPUSplitReduction applies upstream's for its ops.
//
//===----------------------------------------------------------------------===//

#include "SplitReduction.h"
#include "ActGrad/Codegen/Passes.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-split-reduction"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADSPLITREDUCTIONPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Groups dimension `position` of a rank-`rank` shape with the next one.
SmallVector<ReassociationIndices> getSplitGroups(int64_t rank,
                                                 int64_t position) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t expanded = dim > position ? dim + 1 : dim;
    if (dim == position)
      groups.push_back({expanded, expanded + 1});
    else
      groups.push_back({expanded});
  }
  return groups;
}

} // namespace

arith::AddFOp mlir::actgrad::getAccumulation(linalg::GenericOp op,
                                             unsigned initIndex) {
  BlockArgument accumulator = op.getRegionOutputArgs()[initIndex];
  if (!accumulator.hasOneUse())
    return nullptr;
  auto add = dyn_cast<arith::AddFOp>(*accumulator.getUsers().begin());
  if (!add || !add->hasOneUse())
    return nullptr;
  Operation *yield = op.getBody()->getTerminator();
  return yield->getOperand(initIndex) == add.getResult() ? add : nullptr;
}

int64_t mlir::actgrad::getPartialSumsPosition(AffineMap map, unsigned dim) {
  return llvm::find_if(map.getResults(),
                       [&](AffineExpr expr) {
                         return cast<AffineDimExpr>(expr).getPosition() > dim;
                       }) -
         map.getResults().begin();
}

Value mlir::actgrad::createZeroPartialSums(OpBuilder &b, Location loc,
                                           Value init, int64_t position,
                                           OpFoldResult extent) {
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, init);
  sizes.insert(sizes.begin() + position, extent);
  Type elementType = getElementTypeOrSelf(init.getType());
  Value empty = tensor::EmptyOp::create(b, loc, sizes, elementType);
  Value zero = arith::ConstantOp::create(b, loc, elementType,
                                         b.getZeroAttr(elementType));
  return linalg::FillOp::create(b, loc, zero, empty).getResult(0);
}

Value mlir::actgrad::addPartialSums(OpBuilder &b, Location loc, Value partial,
                                    Value init, int64_t position,
                                    arith::FastMathFlags flags) {
  int64_t rank = cast<RankedTensorType>(partial.getType()).getRank();
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators[position] = utils::IteratorType::reduction;
  auto combine = linalg::GenericOp::create(
      b, loc, init.getType(), partial, init,
      {identity, identity.dropResult(position)}, iterators,
      [&](OpBuilder &body, Location bodyLoc, ValueRange args) {
        Value sum =
            arith::AddFOp::create(body, bodyLoc, args[1], args[0], flags);
        linalg::YieldOp::create(body, bodyLoc, sum);
      });
  return combine.getResult(0);
}

bool mlir::actgrad::canSplitDim(linalg::GenericOp op, unsigned dim) {
  if (dim >= op.getNumLoops() ||
      !op.getBody()->getOps<linalg::IndexOp>().empty() ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isProjectedPermutation(); }))
    return false;
  bool reduced =
      op.getIteratorTypesArray()[dim] == utils::IteratorType::reduction;
  return llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
    return op.getMatchingIndexingMap(&init).isFunctionOfDim(dim) ||
           (reduced && getAccumulation(op, init.getOperandNumber() -
                                               op.getNumDpsInputs()));
  });
}

FailureOr<linalg::GenericOp>
mlir::actgrad::splitReductionDim(RewriterBase &rewriter, linalg::GenericOp op,
                                 unsigned dim, int64_t outerExtent,
                                 bool outerParallel) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (op.hasDynamicShape() || dim >= ranges.size() || outerExtent < 2 ||
      ranges[dim] % outerExtent != 0 || ranges[dim] == outerExtent)
    return rewriter.notifyMatchFailure(
        op, "needs a static dimension that the factor divides");
  if (!canSplitDim(op, dim))
    return rewriter.notifyMatchFailure(
        op, "needs projected-permutation maps, no linalg.index, and every "
            "result indexed by the dimension or an addf sum over it");
  bool reduced = iterators[dim] == utils::IteratorType::reduction;
  // Null for the results indexed by `dim`.
  SmallVector<arith::AddFOp> accumulations;
  for (OpOperand &init : op.getDpsInitsMutable())
    accumulations.push_back(
        op.getMatchingIndexingMap(&init).isFunctionOfDim(dim)
            ? nullptr
            : getAccumulation(op,
                              init.getOperandNumber() - op.getNumDpsInputs()));

  MLIRContext *context = rewriter.getContext();
  Location loc = op.getLoc();
  int64_t innerExtent = ranges[dim] / outerExtent;
  unsigned parallelDim = outerParallel ? dim : dim + 1;
  int64_t parallelExtent = outerParallel ? outerExtent : innerExtent;
  unsigned numLoops = op.getNumLoops() + 1;
  auto getDim = [&](unsigned position) {
    return getAffineDimExpr(position, context);
  };

  // An operand indexed by `dim` is expanded where it is indexed by it.
  auto splitMap = [&](AffineMap map, std::optional<int64_t> &position) {
    SmallVector<AffineExpr> results;
    for (auto [index, expr] : llvm::enumerate(map.getResults())) {
      unsigned old = cast<AffineDimExpr>(expr).getPosition();
      if (old == dim) {
        position = index;
        results.append({getDim(dim), getDim(dim + 1)});
      } else {
        results.push_back(getDim(old < dim ? old : old + 1));
      }
    }
    return AffineMap::get(numLoops, 0, results, context);
  };
  auto expand = [&](Value value, int64_t position) -> Value {
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<int64_t> shape(type.getShape());
    shape[position] = innerExtent;
    shape.insert(shape.begin() + position, outerExtent);
    return tensor::ExpandShapeOp::create(
        rewriter, loc, type.clone(shape), value,
        getSplitGroups(type.getRank(), position));
  };

  rewriter.setInsertionPoint(op);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *input : op.getDpsInputOperands()) {
    std::optional<int64_t> position;
    maps.push_back(splitMap(op.getMatchingIndexingMap(input), position));
    inputs.push_back(position ? expand(input->get(), *position) : input->get());
  }
  SmallVector<Value> inits;
  SmallVector<std::optional<int64_t>> expandedAt;
  SmallVector<int64_t> partialAt;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    std::optional<int64_t> position;
    AffineMap map = splitMap(op.getMatchingIndexingMap(&init), position);
    expandedAt.push_back(position);
    if (position) {
      inits.push_back(expand(init.get(), *position));
      maps.push_back(map);
      partialAt.push_back(-1);
      continue;
    }
    // Partial sums, indexed by the new parallel dimension (innermost for
    // vector lanes, outermost for threads), start from zero.
    int64_t partialPosition = getPartialSumsPosition(map, parallelDim);
    maps.push_back(map.insertResult(getDim(parallelDim), partialPosition));
    partialAt.push_back(partialPosition);
    inits.push_back(
        createZeroPartialSums(rewriter, loc, init.get(), partialPosition,
                              rewriter.getIndexAttr(parallelExtent)));
  }

  if (reduced) {
    iterators[dim] = outerParallel ? utils::IteratorType::parallel
                                   : utils::IteratorType::reduction;
    iterators.insert(iterators.begin() + dim + 1,
                     outerParallel ? utils::IteratorType::reduction
                                   : utils::IteratorType::parallel);
  } else {
    iterators.insert(iterators.begin() + dim + 1,
                     utils::IteratorType::parallel);
  }
  auto split = linalg::GenericOp::create(rewriter, loc, TypeRange(inits),
                                         inputs, inits, maps, iterators);
  rewriter.inlineRegionBefore(op.getRegion(), split.getRegion(),
                              split.getRegion().begin());

  // Results indexed by `dim` are collapsed back; partial sums are added to
  // the original init.
  SmallVector<Value> replacements;
  for (auto [index, result] : llvm::enumerate(split->getResults())) {
    Type originalType = op->getResult(index).getType();
    if (std::optional<int64_t> position = expandedAt[index]) {
      replacements.push_back(tensor::CollapseShapeOp::create(
          rewriter, loc, originalType, result,
          getSplitGroups(cast<RankedTensorType>(originalType).getRank(),
                         *position)));
      continue;
    }
    replacements.push_back(
        addPartialSums(rewriter, loc, result, op.getDpsInits()[index],
                       partialAt[index], accumulations[index].getFastmath()));
  }
  rewriter.replaceOp(op, replacements);
  return split;
}

namespace {

/// A merged reduction whose thread tiling gives fewer tiles than this is
/// split into chunks that threads reduce separately.
constexpr int64_t kMinThreadTiles = 8;

/// The divisor of `extent` other than 1 and `extent` closest to `desired`;
/// 1 if there is none or `desired` is below 2.
int64_t getChunkCount(int64_t extent, int64_t desired) {
  int64_t best = 1;
  if (desired < 2)
    return best;
  for (int64_t divisor = 2; divisor < extent; ++divisor)
    if (extent % divisor == 0 &&
        (best == 1 || std::abs(divisor - desired) < std::abs(best - desired)))
      best = divisor;
  return best;
}

/// Rows of a dynamically shaped merged one-pass op cannot be chunked (no
/// chunk count is known to divide them); its outermost dimension is made
/// parallel whole instead (PReLU NXC's batch: partial sums per image).
void parallelizeDynamicBatch(RewriterBase &rewriter, linalg::GenericOp op) {
  if (!actgrad::hasParallelizableBatch(op))
    return;
  FailureOr<linalg::GenericOp> split =
      actgrad::parallelizeReductionDim(rewriter, op, /*dim=*/0);
  if (failed(split))
    return;
  LLVM_DEBUG(llvm::dbgs() << "batch made parallel " << split->getLoc() << "\n");
  setLoweringConfigEntry(*split, kPartialSumsKey, rewriter.getUnitAttr());
}

/// A merged one-pass op (PReLU's diff_src and diff_slope in one sweep) cannot
/// go through partial-reduction tiling, so its reductions are split here
/// into partial sums of its own. An innermost reduction is split into vector
/// lanes, which makes the innermost dimension parallel and vectorizable. If
/// the outermost dimension is a reduction (PReLU's batch) or the parallel
/// dimensions give the threads too few tiles, the outermost reduction is
/// split into chunks of about `tileElements` iterations, each with its
/// partial sums, added up at the end; a thread then sweeps its chunk in
/// memory order (NCX: a whole image, not a few channels of every image).
void splitMergedReductions(RewriterBase &rewriter, func::FuncOp func,
                           int64_t width, int64_t tileElements,
                           bool splitDynamicBatch) {
  for (linalg::GenericOp op : collectTopLevelGenerics(func)) {
    if (!writesAlongReduction(op) || !hasMergeableMaps(op))
      continue;
    if (op.hasDynamicShape()) {
      if (splitDynamicBatch && tileElements > 0)
        parallelizeDynamicBatch(rewriter, op);
      continue;
    }
    bool split = false;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    int64_t innermost = ranges.size() - 1;
    if (width > 1 && ranges[innermost] % width == 0 &&
        op.getIteratorTypesArray()[innermost] ==
            utils::IteratorType::reduction) {
      FailureOr<linalg::GenericOp> lanes = actgrad::splitReductionDim(
          rewriter, op, innermost, ranges[innermost] / width,
          /*outerParallel=*/false);
      if (succeeded(lanes)) {
        op = *lanes;
        split = true;
      }
    }
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    unsigned outer = llvm::find(iterators, utils::IteratorType::reduction) -
                     iterators.begin();
    std::optional<int64_t> chunkDim;
    if (tileElements > 0 &&
        (outer == 0 || countThreadTiles(op, tileElements) < kMinThreadTiles)) {
      ranges = op.getStaticLoopRanges();
      int64_t total = 1;
      for (int64_t range : ranges)
        total *= range;
      int64_t chunks = getChunkCount(ranges[outer], total / tileElements);
      FailureOr<linalg::GenericOp> threads = failure();
      if (chunks > 1)
        threads = actgrad::splitReductionDim(rewriter, op, outer, chunks,
                                             /*outerParallel=*/true);
      if (succeeded(threads)) {
        op = *threads;
        split = true;
        chunkDim = outer;
      }
    }
    if (!split)
      continue;
    LLVM_DEBUG(llvm::dbgs() << "split " << op.getLoc() << "\n");
    setLoweringConfigEntry(op, kPartialSumsKey, rewriter.getUnitAttr());
    if (chunkDim)
      setLoweringConfigEntry(op, kChunkDimKey,
                             rewriter.getIndexAttr(*chunkDim));
  }
}

struct SplitReductionPass
    : actgrad::impl::ActGradSplitReductionPassBase<SplitReductionPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (tileElements < 0) {
      func.emitError("actgrad-split-reduction: tile-elements must not be "
                     "negative");
      return signalPassFailure();
    }
    FailureOr<int64_t> width =
        resolveVectorWidth(func, vectorWidth, "actgrad-split-reduction");
    if (failed(width))
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    splitMergedReductions(rewriter, func, *width, tileElements,
                          splitDynamicBatch);
  }
};

} // namespace
