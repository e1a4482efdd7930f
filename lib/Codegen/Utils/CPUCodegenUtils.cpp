//===- CPUCodegenUtils.cpp - Shared by the CPU code-generation passes -----===//

#include "Utils/CPUCodegenUtils.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Extent assumed for a dynamic dimension when choosing tile sizes.
constexpr int64_t kAssumedDynamicExtent = 1024;

} // namespace

Attribute mlir::actgrad::detail::getLoweringConfigEntry(Operation *op,
                                                        StringRef key) {
  auto config = op->getAttrOfType<DictionaryAttr>(kLoweringConfigAttrName);
  return config ? config.get(key) : Attribute();
}

void mlir::actgrad::detail::setLoweringConfigEntry(Operation *op, StringRef key,
                                                   Attribute value) {
  NamedAttrList entries;
  if (auto config = op->getAttrOfType<DictionaryAttr>(kLoweringConfigAttrName))
    entries.append(config.getValue());
  entries.set(key, value);
  op->setAttr(kLoweringConfigAttrName, entries.getDictionary(op->getContext()));
}

bool mlir::actgrad::detail::isStaticallyEmpty(linalg::LinalgOp op) {
  return llvm::is_contained(op.getStaticLoopRanges(), 0);
}

bool mlir::actgrad::detail::isAllParallel(linalg::LinalgOp op) {
  return op.getNumLoops() == op.getNumParallelLoops();
}

bool mlir::actgrad::detail::hasFusableProducer(linalg::LinalgOp op) {
  return llvm::any_of(op->getOperands(), [](Value operand) {
    Operation *producer = operand.getDefiningOp();
    return producer && isa<linalg::LinalgOp>(producer) &&
           !isa<linalg::FillOp>(producer);
  });
}

bool mlir::actgrad::detail::writesAlongReduction(linalg::LinalgOp op) {
  SmallVector<unsigned> reductionDims;
  op.getReductionDims(reductionDims);
  return llvm::any_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    return llvm::any_of(reductionDims,
                        [&](unsigned dim) { return map.isFunctionOfDim(dim); });
  });
}

bool mlir::actgrad::detail::hasMergeableMaps(linalg::GenericOp op) {
  return op.getNumLoops() > 0 &&
         llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
           return map.isProjectedPermutation();
         });
}

bool mlir::actgrad::detail::isMergeable(linalg::GenericOp op) {
  return !op.hasDynamicShape() && hasMergeableMaps(op);
}

bool mlir::actgrad::detail::hasProjectedPermutationResults(
    linalg::LinalgOp op) {
  return llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
    return op.getMatchingIndexingMap(&init).isProjectedPermutation();
  });
}

SmallVector<linalg::GenericOp>
mlir::actgrad::detail::collectTopLevelGenerics(func::FuncOp func) {
  SmallVector<linalg::GenericOp> generics;
  for (Operation &op : func.getBody().getOps())
    if (auto generic = dyn_cast<linalg::GenericOp>(op))
      generics.push_back(generic);
  return generics;
}

SmallVector<linalg::GenericOp>
mlir::actgrad::detail::collectRoots(func::FuncOp func) {
  SmallVector<linalg::GenericOp> roots;
  func.walk([&](linalg::GenericOp op) {
    bool feedsLinalg = llvm::any_of(op->getUsers(), [&](Operation *user) {
      return isa<linalg::LinalgOp>(user) && user->getBlock() == op->getBlock();
    });
    // A merged sweep (writesAlongReduction) cannot be fused into the tiles
    // of the generic its sums feed (16-bit PReLU's rounding of diff_slope)
    // without a second, untiled copy for its other results: it is a root.
    if ((!feedsLinalg || getLoweringConfigEntry(op, kPartialSumsKey) ||
         writesAlongReduction(op)) &&
        !isStaticallyEmpty(op))
      roots.push_back(op);
  });
  return roots;
}

SmallVector<int64_t>
mlir::actgrad::detail::getThreadTileSizes(linalg::LinalgOp op, int64_t target) {
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
  // it is reduced and then updated while it is still in L1/L2 (several
  // rows per tile were slower; docs/Benchmark.md, "Design measurements").
  if (outermostFusedReduction > 0) {
    for (int64_t dim = 0; dim < outermostFusedReduction; ++dim)
      if (iterators[dim] == utils::IteratorType::parallel)
        sizes[dim] = 1;
    return sizes;
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
    return sizes;
  }
  return {};
}

int64_t mlir::actgrad::detail::countThreadTiles(linalg::LinalgOp op,
                                                int64_t target) {
  int64_t count = 1;
  for (auto [size, range] :
       llvm::zip(getThreadTileSizes(op, target), op.getStaticLoopRanges()))
    if (size > 0)
      count *= llvm::divideCeil(range, size);
  return count;
}

int64_t mlir::actgrad::detail::getMaxAccumulatorVectors(Operation *op) {
  return CPUTargetInfo::get(op).getVectorRegisterCount() / 2;
}

FailureOr<int64_t> mlir::actgrad::detail::resolveVectorWidth(func::FuncOp func,
                                                             int64_t option,
                                                             StringRef pass) {
  if (option < -1) {
    func.emitError() << pass
                     << ": vector-width must not be negative (-1: the "
                        "target's)";
    return failure();
  }
  if (option != -1)
    return option;
  int64_t width = CPUTargetInfo::get(func).getVectorWidth();
  if (width == 0) {
    func.emitError() << pass
                     << ": vector-width=-1 needs an `llvm.target` attribute "
                        "on the module (see actgrad-set-target)";
    return failure();
  }
  return width;
}

FrozenRewritePatternSet
mlir::actgrad::detail::getCleanUpPatterns(MLIRContext *context) {
  RewritePatternSet patterns(context);
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (isa<affine::AffineDialect, arith::ArithDialect, linalg::LinalgDialect,
            scf::SCFDialect, tensor::TensorDialect, vector::VectorDialect>(
            name.getDialect()))
      name.getCanonicalizationPatterns(patterns, context);
  for (Dialect *dialect : context->getLoadedDialects())
    dialect->getCanonicalizationPatterns(patterns);
  tensor::populateFoldTensorEmptyPatterns(patterns);
  return FrozenRewritePatternSet(std::move(patterns));
}

void mlir::actgrad::detail::cleanUp(func::FuncOp func,
                                    const FrozenRewritePatternSet &patterns) {
  MLIRContext *context = func.getContext();
  (void)applyPatternsGreedily(func, patterns);

  // Bufferization needs the slices a tile reads and writes to be the same
  // SSA values to update in place, so the loop nests are CSE'd, and the
  // run-time versions of one (actgrad-vectorize's narrow rows).
  IRRewriter rewriter(context);
  DominanceInfo dominance;
  for (Operation &op : func.getBody().getOps())
    if (isa<LoopLikeOpInterface, scf::IfOp>(op))
      eliminateCommonSubExpressions(rewriter, dominance, &op);
}

Type mlir::actgrad::detail::withElementType(Type type, Type element) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(element);
  return element;
}

Type mlir::actgrad::detail::getWidened16BitFormat(Value value) {
  if (Value narrow = getWidened16Bit(value))
    return getElementTypeOrSelf(narrow.getType());
  auto toFloat = value.getDefiningOp<arith::BitcastOp>();
  if (!toFloat)
    return {};
  Operation *half = toFloat.getIn().getDefiningOp();
  if (!isa_and_nonnull<arith::ShLIOp, arith::AndIOp>(half))
    return {};
  APInt constant;
  if (!matchPattern(half->getOperand(1), m_ConstantInt(&constant)) ||
      constant.getBitWidth() != 32)
    return {};
  bool halfOfPair = isa<arith::ShLIOp>(half) ? constant == kBF16EvenLanesShift
                                             : constant == kBF16OddLanesMask;
  auto view = half->getOperand(0).getDefiningOp<vector::BitCastOp>();
  if (!halfOfPair || !view ||
      !getElementTypeOrSelf(view.getSourceVectorType()).isBF16())
    return {};
  return getElementTypeOrSelf(view.getSourceVectorType());
}

bool mlir::actgrad::detail::is16BitFloat(Type type) {
  Type element = getElementTypeOrSelf(type);
  return element.isF16() || element.isBF16();
}

bool mlir::actgrad::detail::isRoundingTo16Bit(arith::TruncFOp trunc) {
  return is16BitFloat(trunc.getType()) &&
         getElementTypeOrSelf(trunc.getIn().getType()).isF32();
}

Value mlir::actgrad::detail::getWidened16Bit(Value value) {
  auto ext = value.getDefiningOp<arith::ExtFOp>();
  return ext && is16BitFloat(ext.getIn().getType()) ? ext.getIn() : Value();
}

bool mlir::actgrad::detail::hasMaskedMemoryOps(linalg::LinalgOp op) {
  CPUTargetInfo target = CPUTargetInfo::get(op);
  return llvm::all_of(op->getOperandTypes(), [&](Type type) {
    Type element = getElementTypeOrSelf(type);
    return element.isIntOrFloat() &&
           target.hasMaskedMemoryOps(element.getIntOrFloatBitWidth());
  });
}

bool mlir::actgrad::detail::isSpeculatableBody(linalg::LinalgOp op) {
  return llvm::all_of(op.getBlock()->without_terminator(), [](Operation &body) {
    return isPure(&body) && isSpeculatable(&body);
  });
}

bool mlir::actgrad::detail::isSingleF16ReductionLane(linalg::LinalgOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges.empty() || ranges.back() != 1 || op.getNumReductionLoops() == 0)
    return false;
  unsigned innermost = ranges.size() - 1;
  return llvm::any_of(op.getDpsInputOperands(), [&](OpOperand *input) {
    return getElementTypeOrSelf(input->get().getType()).isF16() &&
           op.getMatchingIndexingMap(input).isFunctionOfDim(innermost);
  });
}

bool mlir::actgrad::detail::isWide16BitGeneric(linalg::GenericOp op) {
  CPUTargetInfo target = CPUTargetInfo::get(op);
  if (!target.hasWideBF16Lanes())
    return false;
  auto is16BitShaped = [](Type type) {
    return isa<ShapedType>(type) && is16BitFloat(type);
  };
  if (isAllParallel(op)) {
    // f16 converts in lane order (VCVTPH2PS, VCVTPS2PH on 16 lanes): its
    // f32 computation runs on the low and high halves of the tile, whose
    // masks of the bits and 16-bit selects keep all 32 lanes (one compare
    // and one masked move where 16-lane tiles take two of each). Without
    // AVX-512BW's masks of 32 lanes, only bf16 gains.
    if (target.hasWide16BitLanes() &&
        llvm::all_of(op->getOperandTypes(), is16BitShaped))
      return true;
    // Other inputs are allowed when they do not vary along the innermost
    // dimension (softmax's row sum), so that every lane of a tile sees the
    // same value, and only for bf16, whose even and odd lanes save the
    // widening shuffles (f16 converts in lane order; docs/Benchmark.md,
    // "Design measurements").
    int64_t innermost = op.getNumLoops() - 1;
    return llvm::all_of(op->getOpOperands(), [&](OpOperand &operand) {
      Type type = operand.get().getType();
      if (is16BitShaped(type))
        return getElementTypeOrSelf(type).isBF16();
      return op.isDpsInput(&operand) &&
             !op.getMatchingIndexingMap(&operand).isFunctionOfDim(innermost);
    });
  }
  // An innermost reduction into f32 (softmax's dot product) splits its
  // tile the same way, and sums the halves in two chains, on AVX2 too: bf16
  // as even and odd lanes (a shift and a blend each), f16 as low and high
  // halves (a VCVTPH2PS each). Both beat keeping the rows widened for the
  // update (actgrad-widen-shared-operands), whose f32 stores and reloads
  // cost more than converting the row twice (docs/Benchmark.md, "Design
  // measurements").
  if (op.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return false;
  auto is16BitInput = [&](Value input) {
    return is16BitShaped(input.getType());
  };
  return llvm::all_of(op.getDpsInputs(), is16BitInput) &&
         llvm::all_of(op.getDpsInits(), [](Value init) {
           return getElementTypeOrSelf(init.getType()).isF32();
         });
}

bool mlir::actgrad::detail::isPairedBF16RoundingGeneric(linalg::GenericOp op) {
  CPUTargetInfo target = CPUTargetInfo::get(op);
  if (!target.hasWideBF16Lanes() || target.hasWide16BitLanes() ||
      target.hasNativeBF16Rounding() || !isAllParallel(op) ||
      op.getNumLoops() == 0 || op.hasDynamicShape() || isWide16BitGeneric(op))
    return false;
  unsigned innermost = op.getNumLoops() - 1;
  auto isBF16 = [](Value value) {
    return getElementTypeOrSelf(value.getType()).isBF16();
  };
  auto isVaryingF32 = [&](OpOperand *input) {
    return getElementTypeOrSelf(input->get().getType()).isF32() &&
           op.getMatchingIndexingMap(input).isFunctionOfDim(innermost);
  };
  return llvm::all_of(op.getDpsInits(), isBF16) &&
         llvm::any_of(op.getDpsInputOperands(), isVaryingF32);
}
