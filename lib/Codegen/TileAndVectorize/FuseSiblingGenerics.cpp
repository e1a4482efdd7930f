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
#include "llvm/ADT/SetVector.h"
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

/// Whether `recreateInit` would succeed: checked before anything is cloned,
/// so that a merge that fails leaves no dead ops behind.
bool canRecreateInit(Value value, function_ref<bool(Value)> isAvailable) {
  Operation *def = value.getDefiningOp();
  if (!def || !isa<tensor::EmptyOp, linalg::FillOp, arith::ConstantOp>(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isAvailable(operand) || canRecreateInit(operand, isAvailable);
  });
}

SmallVector<Input> getInputs(linalg::GenericOp op) {
  SmallVector<Input> inputs;
  for (OpOperand *operand : op.getDpsInputOperands())
    inputs.push_back({operand->get(), op.getMatchingIndexingMap(operand)});
  return inputs;
}

/// Whether `v` exists where `first` is, so that an op moved there can use it.
bool isAvailableAt(linalg::GenericOp first, Value v) {
  Operation *def = v.getDefiningOp();
  return !def || def->getBlock() != first->getBlock() ||
         def->isBeforeInBlock(first);
}

/// Whether `fuseSiblings` can merge `second` into `first` (see there). Pure,
/// so that the search for a pair can ask it of any two generics.
bool canFuseSiblings(linalg::GenericOp first, linalg::GenericOp second) {
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

  SmallVector<Input> inputs = getInputs(first);
  SmallVector<Input> secondInputs = getInputs(second);
  if (llvm::none_of(secondInputs, [&](const Input &input) {
        return findInput(inputs, input) < inputs.size();
      }))
    return false;
  // `second` moves up to `first`: its inputs must already exist there; its
  // destinations too, unless they can be made anew (empty tensors, fills).
  auto availableAtFirst = [&](Value v) { return isAvailableAt(first, v); };
  return llvm::all_of(secondInputs,
                      [&](const Input &input) {
                        return findInput(inputs, input) < inputs.size() ||
                               availableAtFirst(input.first);
                      }) &&
         llvm::all_of(second.getDpsInits(), [&](Value init) {
           return availableAtFirst(init) ||
                  canRecreateInit(init, availableAtFirst);
         });
}

/// Builds the body of `fused`, the merge of `first` and `second` whose inputs
/// are `inputs`: each op's body is cloned over the matching arguments.
void buildFusedBody(RewriterBase &rewriter, linalg::GenericOp fused,
                    ArrayRef<Input> inputs, linalg::GenericOp first,
                    linalg::GenericOp second) {
  SmallVector<Type> argTypes;
  SmallVector<Location> argLocs;
  for (Value operand : fused->getOperands()) {
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
}

/// Merges two independent generics over one iteration space that read
/// a common input (through the same map) into one generic with the results
/// of both, so the input is read once. Either both are elementwise, or one
/// is a reduction and the other an elementwise op whose results are indexed
/// by every dimension: PReLU's diff_src and diff_slope become one sweep.
/// Upstream's elementwise fusion only merges producers into consumers.
/// Returns the merged op, where `first` was; null if the two cannot merge.
linalg::GenericOp fuseSiblings(RewriterBase &rewriter, linalg::GenericOp first,
                               linalg::GenericOp second) {
  if (!canFuseSiblings(first, second))
    return nullptr;
  rewriter.setInsertionPoint(first);
  auto availableAtFirst = [&](Value v) { return isAvailableAt(first, v); };
  SmallVector<Value> inits(first.getDpsInits());
  SmallVector<AffineMap> initMaps;
  for (OpOperand &init : first.getDpsInitsMutable())
    initMaps.push_back(first.getMatchingIndexingMap(&init));
  for (OpOperand &init : second.getDpsInitsMutable()) {
    Value value = init.get();
    inits.push_back(availableAtFirst(value)
                        ? value
                        : recreateInit(rewriter, value, availableAtFirst));
    initMaps.push_back(second.getMatchingIndexingMap(&init));
  }
  SmallVector<Input> inputs = getInputs(first);
  for (const Input &input : getInputs(second))
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
  linalg::GenericOp iterationSource = isAllParallel(first) ? second : first;
  auto fused = linalg::GenericOp::create(
      rewriter, first.getLoc(), resultTypes, inputValues, inits, maps,
      iterationSource.getIteratorTypesArray());
  buildFusedBody(rewriter, fused, inputs, first, second);

  ValueRange results = fused->getResults();
  unsigned numFirstResults = first->getNumResults();
  rewriter.replaceOp(first, results.take_front(numFirstResults));
  rewriter.replaceOp(second, results.drop_front(numFirstResults));
  return fused;
}

/// The generics of `op`'s block that read one of its inputs (the same value,
/// or a cast of one value to one type), in block order: only they can share
/// an input with `op`, so only they are tried as its siblings. Found through
/// the use lists, which merges keep up to date.
SmallVector<linalg::GenericOp> getSiblingCandidates(linalg::GenericOp op) {
  SetVector<Operation *> candidates;
  auto addReaders = [&](Value tensor) {
    for (Operation *user : tensor.getUsers())
      if (user != op && user->getBlock() == op->getBlock() &&
          isa<linalg::GenericOp>(user))
        candidates.insert(user);
  };
  for (OpOperand *input : op.getDpsInputOperands()) {
    addReaders(input->get());
    auto castOp = input->get().getDefiningOp<tensor::CastOp>();
    if (!castOp)
      continue;
    for (Operation *user : castOp.getSource().getUsers())
      if (auto other = dyn_cast<tensor::CastOp>(user);
          other && other != castOp && other.getType() == castOp.getType())
        addReaders(other);
  }
  SmallVector<linalg::GenericOp> sorted;
  for (Operation *candidate : candidates)
    sorted.push_back(cast<linalg::GenericOp>(candidate));
  llvm::sort(sorted, [](linalg::GenericOp a, linalg::GenericOp b) {
    return a->isBeforeInBlock(b);
  });
  return sorted;
}

/// Merges `op` with the first generic after it that it can merge with, as the
/// pairwise search in block order would; the merged op, or null.
linalg::GenericOp fuseWithLaterSibling(RewriterBase &rewriter,
                                       linalg::GenericOp op) {
  for (linalg::GenericOp candidate : getSiblingCandidates(op))
    if (op->isBeforeInBlock(candidate))
      if (linalg::GenericOp fused = fuseSiblings(rewriter, op, candidate))
        return fused;
  return nullptr;
}

/// Merges the first generic before `op` that can take `op` with it; the
/// merged op, or null.
linalg::GenericOp fuseWithEarlierSibling(RewriterBase &rewriter,
                                         linalg::GenericOp op) {
  for (linalg::GenericOp candidate : getSiblingCandidates(op)) {
    if (!candidate->isBeforeInBlock(op))
      break;
    if (linalg::GenericOp fused = fuseSiblings(rewriter, candidate, op))
      return fused;
  }
  return nullptr;
}

/// Fuses the sibling generics of `block` pairwise until no two can be
/// merged, in the order of a search that, after each merge, restarts from
/// the first generic and takes the first pair (by the positions of the
/// first op, then the second) that merges. A merge changes no other pair's
/// outcome but those of the merged op, so the search need not restart: the
/// merged op is tried against the generics before it, then the scan goes on
/// from it.
void fuseSiblingsInBlock(RewriterBase &rewriter, Block &block) {
  Operation *current = block.empty() ? nullptr : &block.front();
  while (current) {
    auto generic = dyn_cast<linalg::GenericOp>(current);
    linalg::GenericOp fused =
        generic ? fuseWithLaterSibling(rewriter, generic) : nullptr;
    if (!fused) {
      current = current->getNextNode();
      continue;
    }
    LLVM_DEBUG(llvm::dbgs() << "merged two siblings\n");
    while (linalg::GenericOp merged = fuseWithEarlierSibling(rewriter, fused))
      fused = merged;
    current = fused;
  }
}

/// Fuses sibling generics in every block of `func` (scf.if branches
/// included): merges in one block leave the others' pairs as they were.
void fuseSiblingGenerics(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<Block *> blocks;
  func.walk([&](Block *block) {
    if (!block->getOps<linalg::GenericOp>().empty())
      blocks.push_back(block);
  });
  for (Block *block : blocks)
    fuseSiblingsInBlock(rewriter, *block);
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
