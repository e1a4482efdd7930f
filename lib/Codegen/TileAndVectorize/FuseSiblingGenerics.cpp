//===- FuseSiblingGenerics.cpp - The actgrad-fuse-sibling-generics pass ---===//
//
// Upstream fuses producers into consumers only; siblings that read one input
// are merged here, so that the input is read once.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-fuse-sibling-generics"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADFUSESIBLINGGENERICSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Clones at the insertion point the op chain that makes `value` when it is
/// only empty tensors, fills and constants (an accumulator's init) over
/// values `isAvailable` accepts (a dynamic size), so that it can move up;
/// null if `value` is anything else.
Value recreateInit(RewriterBase &rewriter, Value value,
                   function_ref<bool(Value)> isAvailable) {
  Operation *def = value.getDefiningOp();
  if (!def || !isa<tensor::EmptyOp, linalg::FillOp, arith::ConstantOp>(def))
    return nullptr;
  IRMapping mapping;
  for (Value operand : def->getOperands()) {
    Value recreated = isAvailable(operand)
                          ? operand
                          : recreateInit(rewriter, operand, isAvailable);
    if (!recreated)
      return nullptr;
    mapping.map(operand, recreated);
  }
  return rewriter.clone(*def, mapping)
      ->getResult(cast<OpResult>(value).getResultNumber());
}

/// Whether `a` and `b` hold one tensor: the same value, or casts of one
/// value to one type (no CSE runs before bufferization, so each consumer of
/// a refined dynamic shape has a cast of its own).
bool isSameTensor(Value a, Value b) {
  if (a == b)
    return true;
  auto castA = a.getDefiningOp<tensor::CastOp>();
  auto castB = b.getDefiningOp<tensor::CastOp>();
  return castA && castB && castA.getSource() == castB.getSource() &&
         a.getType() == b.getType();
}

using Input = std::pair<Value, AffineMap>;

/// The position in `inputs` of one that reads the tensor `input` reads,
/// through the same map; `inputs.size()` if there is none.
size_t findInput(ArrayRef<Input> inputs, const Input &input) {
  return llvm::find_if(inputs,
                       [&](const Input &candidate) {
                         return candidate.second == input.second &&
                                isSameTensor(candidate.first, input.first);
                       }) -
         inputs.begin();
}

/// Whether `first` and `second` iterate over one space: equal static ranges
/// and, where a range is dynamic, a common input that both read through one
/// permutation, so that every extent comes from that input's sizes in both.
bool haveOneIterationSpace(linalg::GenericOp first, linalg::GenericOp second) {
  if (!hasMergeableMaps(first) || !hasMergeableMaps(second) ||
      first.getStaticLoopRanges() != second.getStaticLoopRanges())
    return false;
  if (!first.hasDynamicShape() && !second.hasDynamicShape())
    return true;
  return llvm::any_of(first.getDpsInputOperands(), [&](OpOperand *input) {
    AffineMap map = first.getMatchingIndexingMap(input);
    return map.isPermutation() &&
           llvm::any_of(second.getDpsInputOperands(), [&](OpOperand *other) {
             return isSameTensor(other->get(), input->get()) &&
                    second.getMatchingIndexingMap(other) == map;
           });
  });
}

/// Merges two independent generics over one iteration space that read
/// a common input (through the same map) into one generic with the results
/// of both, so the input is read once. Either both are elementwise, or one
/// is a reduction and the other an elementwise op whose results are indexed
/// by every dimension: PReLU's diff_src and diff_slope become one sweep.
/// Upstream's elementwise fusion only merges producers into consumers.
bool fuseSiblings(RewriterBase &rewriter, linalg::GenericOp first,
                  linalg::GenericOp second) {
  if (first->getBlock() != second->getBlock() ||
      !haveOneIterationSpace(first, second))
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

  auto getInputs = [](linalg::GenericOp op) {
    SmallVector<Input> inputs;
    for (OpOperand *operand : op.getDpsInputOperands())
      inputs.push_back({operand->get(), op.getMatchingIndexingMap(operand)});
    return inputs;
  };
  SmallVector<Input> inputs = getInputs(first);
  SmallVector<Input> secondInputs = getInputs(second);
  if (llvm::none_of(secondInputs, [&](const Input &input) {
        return findInput(inputs, input) < inputs.size();
      }))
    return false;

  // `second` moves up to `first`: its inputs must already exist there; its
  // destinations too, unless they can be made anew (empty tensors, fills).
  auto availableAtFirst = [&](Value v) {
    Operation *def = v.getDefiningOp();
    return !def || def->getBlock() != first->getBlock() ||
           def->isBeforeInBlock(first);
  };
  if (!llvm::all_of(secondInputs, [&](const Input &input) {
        return findInput(inputs, input) < inputs.size() ||
               availableAtFirst(input.first);
      }))
    return false;
  rewriter.setInsertionPoint(first);
  SmallVector<Value> inits(first.getDpsInits());
  SmallVector<AffineMap> initMaps;
  for (OpOperand &init : first.getDpsInitsMutable())
    initMaps.push_back(first.getMatchingIndexingMap(&init));
  for (OpOperand &init : second.getDpsInitsMutable()) {
    Value value = init.get();
    if (!availableAtFirst(value))
      value = recreateInit(rewriter, value, availableAtFirst);
    if (!value)
      return false;
    inits.push_back(value);
    initMaps.push_back(second.getMatchingIndexingMap(&init));
  }
  for (const Input &input : secondInputs)
    if (findInput(inputs, input) == inputs.size())
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
      mapping.map(op.getBody()->getArgument(index),
                  body->getArgument(findInput(inputs, input)));
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

/// The generics of every block of `func` (scf.if branches included), grouped
/// by block, each group in order.
SmallVector<SmallVector<linalg::GenericOp>>
collectGenericsByBlock(func::FuncOp func) {
  SmallVector<SmallVector<linalg::GenericOp>> groups;
  func.walk([&](Block *block) {
    SmallVector<linalg::GenericOp> generics(block->getOps<linalg::GenericOp>());
    if (!generics.empty())
      groups.push_back(std::move(generics));
  });
  return groups;
}

/// Fuses sibling generics of each block pairwise until no two can be merged.
void fuseSiblingGenerics(RewriterBase &rewriter, func::FuncOp func) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (SmallVector<linalg::GenericOp> &generics :
         collectGenericsByBlock(func)) {
      for (size_t i = 0; i < generics.size() && !changed; ++i)
        for (size_t j = i + 1; j < generics.size() && !changed; ++j)
          changed = fuseSiblings(rewriter, generics[i], generics[j]);
      if (changed)
        break;
    }
    LLVM_DEBUG(if (changed) llvm::dbgs() << "merged two siblings\n");
  }
}

struct FuseSiblingGenericsPass
    : actgrad::impl::ActGradFuseSiblingGenericsPassBase<
          FuseSiblingGenericsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    fuseSiblingGenerics(rewriter, getOperation());
  }
};

} // namespace
