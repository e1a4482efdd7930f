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

/// Fuses sibling generics pairwise until no two can be merged.
void fuseSiblingGenerics(RewriterBase &rewriter, func::FuncOp func) {
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<linalg::GenericOp> generics = collectTopLevelGenerics(func);
    for (size_t i = 0; i < generics.size() && !changed; ++i)
      for (size_t j = i + 1; j < generics.size() && !changed; ++j)
        changed = fuseSiblings(rewriter, generics[i], generics[j]);
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
