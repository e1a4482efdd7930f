//===- TileAndVectorize.cpp - The actgrad-tile-and-vectorize pass ---------===//
//
// Upstream provides the pieces (TilingInterface tile-and-fuse, loop peeling,
// the linalg vectorizer, dimension collapsing) but no pass that chooses tile
// sizes for a CPU and strings them together; this pass does that, the way
// IREE's LLVMCPU pipeline does, for the linalg.generic ops actgrad lowers to.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"
#include "ActGrad/Transforms/Target.h"
#include "SplitReduction.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-tile-and-vectorize"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADTILEANDVECTORIZEPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Marks the ops that the last step vectorizes.
constexpr StringLiteral kVectorizeMarker = "__actgrad_vectorize__";

/// Marks the generics made by splitting a merged reduction: they are tiled
/// for threads like roots although they feed the generic that adds up their
/// partial sums. An integer value is the dimension of their chunks, which
/// is then the only one tiled for threads.
constexpr StringLiteral kSplitRootMarker = "__actgrad_split_root__";

/// A merged reduction whose thread tiling gives fewer tiles than this is
/// split into chunks that threads reduce separately.
constexpr int64_t kMinThreadTiles = 8;

/// Extent assumed for a dynamic dimension when choosing tile sizes.
constexpr int64_t kAssumedDynamicExtent = 1024;

/// Vector loops with at most this many iterations are unrolled when nested in
/// another loop: eight accumulators leave most of the 32 AVX-512 registers
/// free.
constexpr uint64_t kMaxUnrolledTripCount = 8;

/// Ops over a statically empty iteration space do nothing; upstream's tiling
/// utilities do not expect them, so they are left alone.
bool isStaticallyEmpty(linalg::LinalgOp op) {
  return llvm::is_contained(op.getStaticLoopRanges(), 0);
}

bool isAllParallel(linalg::LinalgOp op) {
  return op.getNumLoops() == op.getNumParallelLoops();
}

/// True if a linalg op other than a fill produces one of `op`'s operands:
/// such an op is fused into `op`'s tiles, which needs the two to keep
/// matching iteration spaces.
bool hasFusableProducer(linalg::LinalgOp op) {
  return llvm::any_of(op->getOperands(), [](Value operand) {
    Operation *producer = operand.getDefiningOp();
    return producer && isa<linalg::LinalgOp>(producer) &&
           !isa<linalg::FillOp>(producer);
  });
}

/// A rough cost of `op`: its iterations times the ops in its body, a math
/// function or a division (tens of cycles each) counting as ten; nullopt if
/// a dimension is dynamic.
std::optional<int64_t> estimateWork(linalg::GenericOp op) {
  int64_t iterations = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range))
      return std::nullopt;
    iterations *= range;
  }
  int64_t weight = 0;
  for (Operation &bodyOp : op.getBody()->without_terminator())
    weight += isa<math::MathDialect>(bodyOp.getDialect()) ||
                      isa<arith::DivFOp>(bodyOp)
                  ? 10
                  : 1;
  return iterations * weight;
}

/// Whether `root` is an elementwise op with too little work to pay for
/// starting threads: on this machine two threads make a 64Ki-element
/// hardtanh slower (160 -> 118-144 GB/s), and a 64Ki-element swish faster
/// (38 -> 52 GB/s). Roots with fused producers (softmax's update and its
/// sum) keep their tiles, which also keep the producers' slices in cache.
bool isTooSmallForThreads(linalg::GenericOp root, int64_t minThreadWork) {
  if (minThreadWork <= 0 || !isAllParallel(root) || hasFusableProducer(root))
    return false;
  std::optional<int64_t> work = estimateWork(root);
  return work && *work < minThreadWork;
}

/// The roots of the fusion groups: generics none of whose results feed
/// another linalg op in the same block.
SmallVector<linalg::GenericOp> collectRoots(func::FuncOp func) {
  SmallVector<linalg::GenericOp> roots;
  func.walk([&](linalg::GenericOp op) {
    bool feedsLinalg = llvm::any_of(op->getUsers(), [&](Operation *user) {
      return isa<linalg::LinalgOp>(user) && user->getBlock() == op->getBlock();
    });
    if ((!feedsLinalg || op->hasAttr(kSplitRootMarker)) &&
        !isStaticallyEmpty(op))
      roots.push_back(op);
  });
  return roots;
}

/// True if some output of `op` is indexed by one of its reduction
/// dimensions: a parallel result merged into a reduction (one-pass PReLU).
bool writesAlongReduction(linalg::LinalgOp op) {
  SmallVector<unsigned> reductionDims;
  op.getReductionDims(reductionDims);
  return llvm::any_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    return llvm::any_of(reductionDims,
                        [&](unsigned dim) { return map.isFunctionOfDim(dim); });
  });
}

/// True if `op` can be merged with a sibling: a static iteration space and
/// projected-permutation maps.
bool isMergeable(linalg::GenericOp op) {
  return !op.hasDynamicShape() && op.getNumLoops() > 0 &&
         llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
           return map.isProjectedPermutation();
         });
}

/// Clones at the insertion point the op chain that makes `value` when it is
/// only empty tensors, fills and constants (an accumulator's init), so that
/// it can move up; null if `value` is anything else.
Value recreateInit(RewriterBase &rewriter, Value value) {
  Operation *def = value.getDefiningOp();
  if (!def || !isa<tensor::EmptyOp, linalg::FillOp, arith::ConstantOp>(def))
    return nullptr;
  IRMapping mapping;
  for (Value operand : def->getOperands()) {
    Value recreated = recreateInit(rewriter, operand);
    if (!recreated)
      return nullptr;
    mapping.map(operand, recreated);
  }
  return rewriter.clone(*def, mapping)
      ->getResult(cast<OpResult>(value).getResultNumber());
}

/// Merges two independent generics over one static iteration space that read
/// a common input (through the same map) into one generic with the results
/// of both, so the input is read once. Either both are elementwise, or one
/// is a reduction and the other an elementwise op whose results are indexed
/// by every dimension: PReLU's diff_src and diff_slope become one sweep.
/// Upstream's elementwise fusion only merges producers into consumers.
bool fuseSiblings(RewriterBase &rewriter, linalg::GenericOp first,
                  linalg::GenericOp second) {
  if (first->getBlock() != second->getBlock() || !isMergeable(first) ||
      !isMergeable(second) ||
      first.getStaticLoopRanges() != second.getStaticLoopRanges())
    return false;
  bool firstParallel = isAllParallel(first);
  bool secondParallel = isAllParallel(second);
  if (!firstParallel && !secondParallel)
    return false;
  linalg::GenericOp parallelOp = firstParallel ? first : second;
  if (!(firstParallel && secondParallel) &&
      !llvm::all_of(parallelOp.getDpsInitsMutable(), [&](OpOperand &init) {
        return parallelOp.getMatchingIndexingMap(&init).isPermutation();
      }))
    return false;

  using Input = std::pair<Value, AffineMap>;
  auto getInputs = [](linalg::GenericOp op) {
    SmallVector<Input> inputs;
    for (OpOperand *operand : op.getDpsInputOperands())
      inputs.push_back({operand->get(), op.getMatchingIndexingMap(operand)});
    return inputs;
  };
  SmallVector<Input> inputs = getInputs(first);
  SmallVector<Input> secondInputs = getInputs(second);
  if (llvm::none_of(secondInputs, [&](const Input &input) {
        return llvm::is_contained(inputs, input);
      }))
    return false;

  // `second` moves up to `first`: its inputs must already exist there; its
  // destinations too, unless they can be made anew (empty tensors, fills).
  auto availableAtFirst = [&](Value v) {
    Operation *def = v.getDefiningOp();
    return !def || def->getBlock() != first->getBlock() ||
           def->isBeforeInBlock(first);
  };
  if (!llvm::all_of(second.getDpsInputs(), availableAtFirst))
    return false;
  rewriter.setInsertionPoint(first);
  SmallVector<Value> inits(first.getDpsInits());
  SmallVector<AffineMap> initMaps;
  for (OpOperand &init : first.getDpsInitsMutable())
    initMaps.push_back(first.getMatchingIndexingMap(&init));
  for (OpOperand &init : second.getDpsInitsMutable()) {
    Value value = init.get();
    if (!availableAtFirst(value))
      value = recreateInit(rewriter, value);
    if (!value)
      return false;
    inits.push_back(value);
    initMaps.push_back(second.getMatchingIndexingMap(&init));
  }
  for (const Input &input : secondInputs)
    if (!llvm::is_contained(inputs, input))
      inputs.push_back(input);

  SmallVector<Value> inputValues;
  SmallVector<AffineMap> maps;
  for (const Input &input : inputs) {
    inputValues.push_back(input.first);
    maps.push_back(input.second);
  }
  llvm::append_range(maps, initMaps);
  SmallVector<Type> resultTypes(first->getResultTypes());
  llvm::append_range(resultTypes, second->getResultTypes());
  linalg::GenericOp iterationSource = firstParallel ? second : first;

  auto fused = linalg::GenericOp::create(
      rewriter, first.getLoc(), resultTypes, inputValues, inits, maps,
      iterationSource.getIteratorTypesArray());
  SmallVector<Type> argTypes;
  SmallVector<Location> argLocs;
  for (Value operand : llvm::concat<Value>(inputValues, inits)) {
    argTypes.push_back(getElementTypeOrSelf(operand.getType()));
    argLocs.push_back(operand.getLoc());
  }
  Block *body = rewriter.createBlock(&fused.getRegion(), {}, argTypes, argLocs);
  SmallVector<Value> yielded;
  int64_t initOffset = inputs.size();
  for (linalg::GenericOp op : {first, second}) {
    IRMapping mapping;
    for (auto [index, input] : llvm::enumerate(getInputs(op)))
      mapping.map(
          op.getBody()->getArgument(index),
          body->getArgument(llvm::find(inputs, input) - inputs.begin()));
    for (int64_t index = 0, e = op.getNumDpsInits(); index < e; ++index)
      mapping.map(op.getBody()->getArgument(op.getNumDpsInputs() + index),
                  body->getArgument(initOffset++));
    for (Operation &bodyOp : op.getBody()->without_terminator())
      rewriter.clone(bodyOp, mapping);
    for (Value value : op.getBody()->getTerminator()->getOperands())
      yielded.push_back(mapping.lookupOrDefault(value));
  }
  linalg::YieldOp::create(rewriter, first.getLoc(), yielded);

  ValueRange results = fused->getResults();
  unsigned numFirstResults = first->getNumResults();
  rewriter.replaceOp(first, results.take_front(numFirstResults));
  rewriter.replaceOp(second, results.drop_front(numFirstResults));
  return true;
}

/// The generics at the top level of `func`, in order.
SmallVector<linalg::GenericOp> collectTopLevelGenerics(func::FuncOp func) {
  SmallVector<linalg::GenericOp> generics;
  for (Operation &op : func.getBody().getOps())
    if (auto generic = dyn_cast<linalg::GenericOp>(op))
      generics.push_back(generic);
  return generics;
}

/// Fuses sibling generics pairwise until no two can be merged.
void fuseSiblingGenerics(RewriterBase &rewriter, func::FuncOp func) {
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<linalg::GenericOp> generics = collectTopLevelGenerics(func);
    for (size_t i = 0; i < generics.size() && !changed; ++i)
      for (size_t j = i + 1; j < generics.size() && !changed; ++j)
        changed = fuseSiblings(rewriter, generics[i], generics[j]);
  }
}

/// Rewrites `materialize_in_destination(expand_shape(%r), %buffer)` into
/// `materialize_in_destination(%r, collapse_shape(%buffer))` (and a
/// collapsed source likewise into an expanded buffer), so that empty tensor
/// elimination still computes a reshaped result in the caller's buffer
/// instead of a temporary that is copied there.
/// Returns the new materialization, or null if there is nothing to do.
bufferization::MaterializeInDestinationOp
reshapeDestination(RewriterBase &rewriter,
                   bufferization::MaterializeInDestinationOp op) {
  auto buffer = dyn_cast<TypedValue<MemRefType>>(op.getDest());
  if (!buffer || !buffer.getType().getLayout().isIdentity())
    return nullptr;
  Value source;
  Value reshaped;
  rewriter.setInsertionPoint(op);
  if (auto expand = op.getSource().getDefiningOp<tensor::ExpandShapeOp>()) {
    if (!memref::CollapseShapeOp::isGuaranteedCollapsible(
            buffer.getType(), expand.getReassociationIndices()))
      return nullptr;
    source = expand.getSrc();
    reshaped = memref::CollapseShapeOp::create(
        rewriter, op.getLoc(), buffer, expand.getReassociationIndices());
  } else if (auto collapse =
                 op.getSource().getDefiningOp<tensor::CollapseShapeOp>()) {
    RankedTensorType sourceType = collapse.getSrcType();
    if (!sourceType.hasStaticShape())
      return nullptr;
    FailureOr<MemRefType> expandedType =
        memref::ExpandShapeOp::computeExpandedType(
            buffer.getType(), sourceType.getShape(),
            collapse.getReassociationIndices());
    if (failed(expandedType))
      return nullptr;
    source = collapse.getSrc();
    reshaped = memref::ExpandShapeOp::create(
        rewriter, op.getLoc(), *expandedType, buffer,
        collapse.getReassociationIndices());
  } else {
    return nullptr;
  }
  auto replacement = bufferization::MaterializeInDestinationOp::create(
      rewriter, op.getLoc(), source, reshaped);
  replacement.setRestrict(op.getRestrict());
  replacement.setWritable(op.getWritable());
  rewriter.eraseOp(op);
  return replacement;
}

/// Applies `reshapeDestination` to the materializations in `func` until
/// their sources are no reshapes.
void reshapeDestinations(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<bufferization::MaterializeInDestinationOp> materializations;
  func.walk([&](bufferization::MaterializeInDestinationOp op) {
    materializations.push_back(op);
  });
  for (bufferization::MaterializeInDestinationOp op : materializations)
    while (op)
      op = reshapeDestination(rewriter, op);
}

/// The runs of two or more iteration dimensions of `op` that are contiguous
/// in every operand, static and of one iterator type; empty if there are
/// none or the maps have constant results (PReLU's per-tensor slope), which
/// do not survive collapsing intact.
SmallVector<ReassociationIndices> getCollapsibleDims(linalg::GenericOp op) {
  int64_t numLoops = op.getNumLoops();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (numLoops < 2 || !llvm::all_of(maps, [](AffineMap map) {
        return map.isProjectedPermutation();
      }))
    return {};
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  // Only static dimensions are folded: upstream's expand-strided-metadata
  // cannot expand one dimension into several dynamic ones, and one-shot
  // bufferization copies a dynamically collapsed destination-style result
  // instead of updating it in place.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto isStatic = [&](const ReassociationIndices &group) {
    return llvm::none_of(
        group, [&](int64_t dim) { return ShapedType::isDynamic(ranges[dim]); });
  };
  SmallVector<ReassociationIndices> folded;
  ReassociationIndices current = {0};
  for (int64_t dim = 1; dim <= numLoops; ++dim) {
    if (dim < numLoops) {
      ReassociationIndices candidate = current;
      candidate.push_back(dim);
      if (iterators[dim] == iterators[current.front()] && isStatic(candidate) &&
          linalg::areDimSequencesPreserved(maps, {candidate})) {
        current = std::move(candidate);
        continue;
      }
    }
    if (current.size() > 1)
      folded.push_back(current);
    current = {dim};
  }
  return folded;
}

/// Folds the dimension groups `folded` of `op` into one dimension each.
void collapseDims(RewriterBase &rewriter, linalg::GenericOp op,
                  ArrayRef<ReassociationIndices> folded) {
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::CollapseResult> collapsed =
      linalg::collapseOpIterationDims(op, folded, rewriter);
  if (succeeded(collapsed))
    rewriter.replaceOp(op, collapsed->results);
}

/// Folds runs of iteration dimensions that are contiguous in every operand
/// and have one iterator type into one dimension. An op with producers that
/// are fused into its tiles is folded only together with them, and only if
/// they fold the same dimensions (softmax's sum and update over NCHW on
/// axis 1 both fold H and W), so that they keep matching iteration spaces.
void collapseContiguousDims(RewriterBase &rewriter, linalg::GenericOp op) {
  SmallVector<ReassociationIndices> folded = getCollapsibleDims(op);
  if (folded.empty())
    return;
  SmallVector<linalg::GenericOp> producers;
  for (Value operand : op->getOperands()) {
    Operation *producer = operand.getDefiningOp();
    if (!producer || !isa<linalg::LinalgOp>(producer) ||
        isa<linalg::FillOp>(producer))
      continue;
    auto generic = dyn_cast<linalg::GenericOp>(producer);
    if (!generic || hasFusableProducer(generic) ||
        generic.getNumLoops() != op.getNumLoops() ||
        getCollapsibleDims(generic) != folded)
      return;
    if (!llvm::is_contained(producers, generic))
      producers.push_back(generic);
  }
  for (linalg::GenericOp producer : producers)
    collapseDims(rewriter, producer, folded);
  collapseDims(rewriter, op, folded);
}

/// Tile sizes giving about `target` iterations per tile: inner dimensions
/// stay whole, reductions are never split. Empty if the op is small enough
/// to stay in one tile.
SmallVector<OpFoldResult> getThreadTileSizes(OpBuilder &b, linalg::LinalgOp op,
                                             int64_t target) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  // A dimension that a fused reduction producer sums over (softmax's axis in
  // the update) is kept whole too: splitting it would recompute the whole
  // reduction in every tile.
  int64_t outermostFusedReduction = -1;
  for (OpOperand *operand : op.getDpsInputOperands()) {
    auto producer = operand->get().getDefiningOp<linalg::LinalgOp>();
    if (!producer || producer.getNumReductionLoops() == 0)
      continue;
    AffineMap map = op.getMatchingIndexingMap(operand);
    for (int64_t dim = ranges.size() - 1; dim >= 0; --dim) {
      if (map.isFunctionOfDim(dim))
        continue;
      iterators[dim] = utils::IteratorType::reduction;
      outermostFusedReduction = dim;
    }
  }
  SmallVector<int64_t> sizes(ranges.size(), 0);
  // With a fused reduction, one tile is one reduced slice (a softmax row):
  // it is reduced and then updated while it is still in L1/L2. Measured on
  // 4096x1024 softmax: 24 GB/s with one row per tile, 14 with 16 rows.
  if (outermostFusedReduction > 0) {
    for (int64_t dim = 0; dim < outermostFusedReduction; ++dim)
      if (iterators[dim] == utils::IteratorType::parallel)
        sizes[dim] = 1;
    return getAsIndexOpFoldResult(b.getContext(), sizes);
  }
  int64_t inner = 1;
  for (int64_t dim = ranges.size() - 1; dim >= 0; --dim) {
    // A dynamic parallel dimension may be large: it is always tiled, so that
    // a dynamically shaped op runs on threads too (a small one then makes a
    // single tile).
    bool dynamic = ShapedType::isDynamic(ranges[dim]);
    int64_t extent = dynamic ? kAssumedDynamicExtent : ranges[dim];
    if (iterators[dim] == utils::IteratorType::reduction ||
        (!dynamic && inner * extent <= target)) {
      inner *= std::max<int64_t>(extent, 1);
      continue;
    }
    sizes[dim] = std::max<int64_t>(target / inner, 1);
    for (int64_t outer = 0; outer < dim; ++outer)
      if (iterators[outer] == utils::IteratorType::parallel)
        sizes[outer] = 1;
    return getAsIndexOpFoldResult(b.getContext(), sizes);
  }
  return {};
}

/// The number of tiles `getThreadTileSizes` makes of `op`.
int64_t countThreadTiles(OpBuilder &b, linalg::LinalgOp op, int64_t target) {
  int64_t count = 1;
  for (auto [size, range] :
       llvm::zip(getThreadTileSizes(b, op, target), op.getStaticLoopRanges())) {
    std::optional<int64_t> tile = getConstantIntValue(size);
    if (tile && *tile > 0)
      count *= llvm::divideCeil(range, *tile);
  }
  return count;
}

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
                           int64_t width, int64_t tileElements) {
  for (linalg::GenericOp op : collectTopLevelGenerics(func)) {
    if (!writesAlongReduction(op) || !isMergeable(op))
      continue;
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
    Attribute marker = rewriter.getUnitAttr();
    if (tileElements > 0 &&
        (outer == 0 ||
         countThreadTiles(rewriter, op, tileElements) < kMinThreadTiles)) {
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
        marker = rewriter.getIndexAttr(outer);
      }
    }
    if (!split)
      continue;
    op->setAttr(kSplitRootMarker, marker);
  }
}

/// Whether every result of `op` is indexed by a projected permutation, as
/// upstream's tiling of a result needs.
bool hasProjectedPermutationResults(linalg::LinalgOp op) {
  return llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
    return op.getMatchingIndexingMap(&init).isProjectedPermutation();
  });
}

/// Tiles `root` with scf.forall and fuses its producers into the tile.
/// A root whose results upstream cannot tile (not indexed by projected
/// permutations) stays whole.
LogicalResult tileForThreads(RewriterBase &rewriter, linalg::GenericOp root,
                             int64_t target) {
  if (!hasProjectedPermutationResults(root))
    return success();
  SmallVector<OpFoldResult> sizes;
  if (auto chunkDim = root->getAttrOfType<IntegerAttr>(kSplitRootMarker)) {
    SmallVector<int64_t> chunkSizes(root.getNumLoops(), 0);
    chunkSizes[chunkDim.getInt()] = 1;
    sizes = getAsIndexOpFoldResult(rewriter.getContext(), chunkSizes);
  } else {
    sizes = getThreadTileSizes(rewriter, cast<linalg::LinalgOp>(*root), target);
  }
  if (sizes.empty())
    return success();
  scf::SCFTileAndFuseOptions options;
  options.tilingOptions.setTileSizes(sizes).setLoopType(
      scf::SCFTilingOptions::LoopType::ForallOp);
  // Upstream's slice computation crashes on producers over an empty
  // iteration space (a sum over a zero-sized dimension), and fails with an
  // error on producers whose results are not indexed by projected
  // permutations (a keep-dim reduction's `(d0, d1) -> (d0, 0)`): both stay
  // outside the tile, and are not tried, so no error is printed.
  options.setFusionControlFn(
      [](tensor::ExtractSliceOp, OpResult producer,
         bool) -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
        auto linalgOp = dyn_cast<linalg::LinalgOp>(producer.getOwner());
        if (linalgOp && (isStaticallyEmpty(linalgOp) ||
                         !hasProjectedPermutationResults(linalgOp)))
          return std::nullopt;
        return scf::SCFTileAndFuseOptions::ControlFnResult{};
      });
  rewriter.setInsertionPoint(root);
  FailureOr<scf::SCFTileAndFuseResult> tiled =
      scf::tileConsumerAndFuseProducersUsingSCF(
          rewriter, cast<TilingInterface>(*root), options);
  if (failed(tiled))
    return root.emitError(
        "actgrad-tile-and-vectorize: cannot tile for threads");
  for (OpResult result : root->getResults())
    if (Value replacement = tiled->replacements.lookup(result))
      rewriter.replaceAllUsesWith(result, replacement);
  return success();
}

/// Tiles `op` by `width` along its innermost dimension and by 1 along the
/// others, peels the partial last tile, and marks the tiled ops for
/// vectorization. An innermost reduction is tiled into `width` partial sums
/// (combined once after the loop), so the loop body is elementwise; outer
/// reductions simply become loops around vector-wide accumulations.
LogicalResult tileForVectors(RewriterBase &rewriter, linalg::GenericOp op,
                             int64_t width) {
  int64_t rank = op.getNumLoops();
  if (rank == 0)
    return success();
  // A parallel result written inside an innermost reduction (a merged
  // one-pass op that could not be split) stays a loop nest:
  // partial-reduction tiling cannot split it.
  if (writesAlongReduction(op) &&
      op.getIteratorTypesArray().back() == utils::IteratorType::reduction)
    return success();
  // Partial-reduction tiling and masked vectorization both mishandle
  // operands indexed by constants (PReLU's per-tensor `-> (0)`): such ops
  // stay loops, which LLVM vectorizes.
  if (!llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isProjectedPermutation(); }))
    return success();
  bool parallel = isAllParallel(op);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<int64_t> sizes(rank, 1);
  sizes.back() = width;
  if (parallel && ranges == sizes) {
    op->setAttr(kVectorizeMarker, rewriter.getUnitAttr());
    return success();
  }
  SmallVector<unsigned> reductionDims;
  op.getReductionDims(reductionDims);
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  MLIRContext *context = rewriter.getContext();
  scf::SCFTilingOptions options;
  options.setReductionDims(reductionDims);
  if (iterators.back() == utils::IteratorType::reduction) {
    // Partial-reduction tiling cannot tile parallel dimensions as well, so
    // the parallel ones are first tiled by 1.
    SmallVector<int64_t> parallelSizes(rank, 0);
    for (int64_t dim = 0; dim < rank; ++dim)
      if (iterators[dim] == utils::IteratorType::parallel)
        parallelSizes[dim] = 1;
    if (llvm::any_of(parallelSizes, [](int64_t size) { return size != 0; })) {
      scf::SCFTilingOptions parallelOptions;
      parallelOptions.setTileSizes(
          getAsIndexOpFoldResult(context, parallelSizes));
      rewriter.setInsertionPoint(op);
      FailureOr<scf::SCFTilingResult> rows = scf::tileUsingSCF(
          rewriter, cast<TilingInterface>(*op), parallelOptions);
      if (failed(rows))
        return op.emitError(
            "actgrad-tile-and-vectorize: cannot tile for vectors");
      rewriter.replaceOp(op, rows->replacements);
      op = cast<linalg::GenericOp>(rows->tiledOps.front());
    }
    for (int64_t dim = 0; dim < rank; ++dim)
      if (iterators[dim] == utils::IteratorType::parallel)
        sizes[dim] = 0;
    options.setReductionTilingStrategy(
        ReductionTilingStrategy::PartialReductionOuterReduction);
  }
  options.setTileSizes(getAsIndexOpFoldResult(context, sizes));
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, cast<TilingInterface>(*op), options);
  if (failed(tiled))
    return op.emitError("actgrad-tile-and-vectorize: cannot tile for vectors");
  rewriter.replaceOp(op, tiled->replacements);
  for (Operation *tiledOp :
       llvm::concat<Operation *>(tiled->tiledOps, tiled->mergeOps))
    if (isa<linalg::LinalgOp>(tiledOp))
      tiledOp->setAttr(kVectorizeMarker, rewriter.getUnitAttr());

  auto innermost = dyn_cast<scf::ForOp>(tiled->loops.back().getOperation());
  if (!innermost)
    return success();
  scf::ForOp partial;
  // Peeling fails when the trip count divides evenly: nothing to peel then.
  (void)scf::peelForLoopAndSimplifyBounds(rewriter, innermost, partial);
  return success();
}

struct TileAndVectorizePass
    : actgrad::impl::ActGradTileAndVectorizePassBase<TileAndVectorizePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    MLIRContext *context = &getContext();
    if (tileElements < 0 || vectorWidth < -1 || minThreadWork < 0) {
      func.emitError("actgrad-tile-and-vectorize: tile-elements, "
                     "vector-width and min-thread-work must not be negative "
                     "(vector-width -1: the target's)");
      return signalPassFailure();
    }
    int64_t lanes = vectorWidth;
    if (lanes == -1) {
      lanes = actgrad::getTargetVectorWidth(func);
      if (lanes == 0) {
        func.emitError("actgrad-tile-and-vectorize: vector-width=-1 needs "
                       "an `llvm.target` attribute on the module (see "
                       "actgrad-set-target)");
        return signalPassFailure();
      }
    }
    LLVM_DEBUG(llvm::dbgs() << "vector width " << lanes << "\n");
    IRRewriter rewriter(context);

    if (fuseSiblings)
      fuseSiblingGenerics(rewriter, func);
    for (linalg::GenericOp root : collectRoots(func))
      collapseContiguousDims(rewriter, root);
    for (linalg::GenericOp op : collectTopLevelGenerics(func))
      if (writesAlongReduction(op))
        collapseContiguousDims(rewriter, op);
    // Folds the reshape pairs between collapsed producers and consumers, so
    // that the producers can still be fused into the consumers' tiles.
    cleanUp(func);
    splitMergedReductions(rewriter, func, lanes, tileElements);
    reshapeDestinations(rewriter, func);

    if (tileElements > 0) {
      for (linalg::GenericOp root : collectRoots(func))
        if (!isTooSmallForThreads(root, minThreadWork) &&
            failed(tileForThreads(rewriter, root, tileElements)))
          return signalPassFailure();
    }
    func.walk([](linalg::GenericOp op) { op->removeAttr(kSplitRootMarker); });
    cleanUp(func);

    if (lanes == 0)
      return;
    SmallVector<linalg::GenericOp> generics;
    func.walk([&](linalg::GenericOp op) {
      if (!isStaticallyEmpty(op))
        generics.push_back(op);
    });
    for (linalg::GenericOp op : generics)
      if (failed(tileForVectors(rewriter, op, lanes)))
        return signalPassFailure();
    // Folds the peeled loops' bounds into static tile shapes.
    cleanUp(func);

    SmallVector<linalg::LinalgOp> marked;
    func.walk([&](linalg::LinalgOp op) {
      if (op->hasAttr(kVectorizeMarker))
        marked.push_back(op);
    });
    for (linalg::LinalgOp op : marked) {
      op->removeAttr(kVectorizeMarker);
      // Full tiles are static. The peeled partial tile stays a loop: masked
      // transfers on its dynamically sized slice would make bufferization
      // copy the slice through a temporary.
      if (op.hasDynamicShape())
        continue;
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::VectorizationResult> vectorized =
          linalg::vectorize(rewriter, op);
      if (succeeded(vectorized))
        rewriter.replaceOp(op, vectorized->replacements);
    }
    // Tiles are 1 x ... x 1 x width: drop the unit dimensions so that every
    // transfer is a plain 1-D load or store.
    RewritePatternSet unitDimPatterns(context);
    vector::populateCastAwayVectorLeadingOneDimPatterns(unitDimPatterns);
    vector::populateVectorTransferDropUnitDimsPatterns(unitDimPatterns);
    vector::populateDropUnitDimWithShapeCastPatterns(unitDimPatterns);
    (void)applyPatternsGreedily(func, std::move(unitDimPatterns));
    cleanUp(func);
    hoistLoopInvariants(rewriter, func);
    cleanUp(func);
  }

  /// Keeps a reduction's accumulator in a register across the loop over the
  /// reduced dimension: the vectorized tile reads and writes the accumulator
  /// slice at loop-invariant offsets, which become an iter_arg. After
  /// bufferization LLVM cannot do this itself, since it cannot prove that
  /// the accumulator buffer and the stored result do not alias.
  void hoistLoopInvariants(RewriterBase &rewriter, func::FuncOp func) {
    // A short vector loop inside another loop (the channels of an NXC PReLU
    // row) is unrolled first, so that each of its accumulator slices is
    // invariant in the enclosing loop.
    SmallVector<scf::ForOp> shortLoops;
    func.walk([&](scf::ForOp loop) {
      std::optional<APInt> tripCount = loop.getStaticTripCount();
      bool innermost =
          !loop.getBody()
               ->walk([](scf::ForOp) { return WalkResult::interrupt(); })
               .wasInterrupted();
      if (tripCount && tripCount->ule(kMaxUnrolledTripCount) && innermost &&
          isa<scf::ForOp>(loop->getParentOp()))
        shortLoops.push_back(loop);
    });
    for (scf::ForOp loop : shortLoops)
      (void)loopUnrollFull(loop);
    // A post-order walk visits inner loops first, so that what leaves an
    // inner loop can then leave the enclosing one too.
    func.walk([&](scf::ForOp loop) {
      moveLoopInvariantCode(cast<LoopLikeOpInterface>(loop.getOperation()));
      (void)hoistLoopInvariantSubsets(
          rewriter, cast<LoopLikeOpInterface>(loop.getOperation()));
    });
  }

  /// Canonicalizes; not converging is harmless here, so it is not checked.
  void cleanUp(func::FuncOp func) {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    for (RegisteredOperationName name : context->getRegisteredOperations())
      if (isa<affine::AffineDialect, arith::ArithDialect, linalg::LinalgDialect,
              scf::SCFDialect, tensor::TensorDialect, vector::VectorDialect>(
              name.getDialect()))
        name.getCanonicalizationPatterns(patterns, context);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(patterns);
    tensor::populateFoldTensorEmptyPatterns(patterns);
    (void)applyPatternsGreedily(func, std::move(patterns));

    // Bufferization needs the slices a tile reads and writes to be the same
    // SSA values to update in place, so the loop nests are CSE'd. Only inside
    // them: merging identical top-level ops could make two results share the
    // buffer a user's `bufferization.to_buffer` still reads.
    IRRewriter rewriter(&getContext());
    DominanceInfo dominance;
    for (Operation &op : func.getBody().getOps())
      if (isa<LoopLikeOpInterface>(op))
        eliminateCommonSubExpressions(rewriter, dominance, &op);
  }
};

} // namespace
