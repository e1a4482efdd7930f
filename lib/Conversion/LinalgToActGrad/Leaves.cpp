//===- Leaves.cpp - Values the element trees read as leaves ---------------===//
//
// Where a root's tree cannot be built, ExprBuilder reads some tensors of its
// chain as leaves (Expr.h, chooseLeaves): a leaf is a read of the value the
// front end computes, so any tree built with it computes the same element.
// The roots of a whole model share most of their chains: LeafMemo keeps
// whether each tensor builds alone across roots.
//
//===----------------------------------------------------------------------===//

#include "Expr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <functional>

using namespace mlir;
using namespace mlir::actgrad::detail;

/// How many ops around a root the leaf choice looks at. A gradient in a
/// whole model reaches every op of the function; the values its pattern
/// reads are within a few ops of the root.
static constexpr size_t kNearOps = 256;

/// The input of a generic that only extends it (`arith.extf` of one input,
/// identity maps): the leaf is that input, extended in the tree, as the
/// patterns expect a 16-bit operand (a bf16 softmax `y`, rounded to bf16
/// and extended again for the backward).
static std::optional<Value> extensionSource(Value tensor) {
  auto generic = tensor.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic->getNumResults() != 1 ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return std::nullopt;
  Value yielded = generic.getBlock()->getTerminator()->getOperand(0);
  auto ext = yielded.getDefiningOp<arith::ExtFOp>();
  if (!ext || ext.getIn() != generic.getBlock()->getArgument(0))
    return std::nullopt;
  return generic.getDpsInputOperand(0)->get();
}

/// The linalg results of the ops nearest to `root` (breadth first over
/// operands, at most kNearOps ops), producers first. Breadth first, so that
/// a long chain behind one operand (the rest of a model's backward behind
/// `g`) does not hide the producer of another (`x`).
static SmallVector<Value> nearChain(Value root) {
  llvm::DenseSet<Operation *> near;
  SmallVector<Operation *> queue;
  if (Operation *def = root.getDefiningOp()) {
    near.insert(def);
    queue.push_back(def);
  }
  for (size_t i = 0; i < queue.size() && near.size() < kNearOps; ++i)
    for (Value operand : queue[i]->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def && near.size() < kNearOps && near.insert(def).second)
        queue.push_back(def);
    }
  SmallVector<Value> order;
  llvm::DenseSet<Operation *> done;
  std::function<void(Operation *)> visit = [&](Operation *op) {
    if (!op || !near.contains(op) || !done.insert(op).second)
      return;
    for (Value operand : op->getOperands())
      visit(operand.getDefiningOp());
    if (isa<linalg::LinalgOp>(op) && !isa<linalg::FillOp>(op))
      llvm::append_range(order, op->getResults());
  };
  visit(root.getDefiningOp());
  return order;
}

/// How many builds of one tensor the memo keeps, with different leaves
/// (the roots near a chain's end choose a leaf that those further away do
/// not reach).
static constexpr size_t kVariants = 4;

const LeafMemo::Entry *
LeafMemo::lookup(Value tensor, bool inSum,
                 const llvm::DenseSet<Value> &leaves) const {
  auto it = entries[inSum].find(tensor);
  if (it == entries[inSum].end())
    return nullptr;
  auto isLeaf = [&](Value value) { return leaves.contains(value); };
  for (const Entry &entry : it->second) {
    if (!llvm::all_of(entry.leaves, isLeaf))
      continue;
    // No tensor tested as a non-leaf is one now (from the smaller set).
    auto wasOther = [&](Value value) { return entry.others.contains(value); };
    if (leaves.size() < entry.others.size()
            ? llvm::none_of(leaves, wasOther)
            : llvm::none_of(entry.others, isLeaf))
      return &entry;
  }
  return nullptr;
}

LeafMemo::Entry &LeafMemo::record(Value tensor, bool inSum) {
  SmallVector<Entry, 1> &variants = entries[inSum][tensor];
  if (variants.size() == kVariants)
    variants.erase(variants.begin());
  return variants.emplace_back();
}

bool ExprBuilder::isLeaf(Value tensor) {
  bool leaf = leaves.contains(tensor);
  if (recording && leaf)
    recording->leaves.push_back(tensor);
  else if (recording)
    recording->others.insert(tensor);
  return leaf;
}

/// Whether the element of `tensor` at its own point builds (inside a sum
/// where `sum`) with the leaves chosen so far. Such a build starts with no
/// nodes, so its outcome depends only on the IR and on which tensors it
/// finds to be leaves: the memo's.
bool ExprBuilder::buildsAlone(Value tensor, bool sum) {
  if (memo)
    if (const LeafMemo::Entry *entry = memo->lookup(tensor, sum, leaves))
      return entry->built;
  LeafMemo::Entry *entry = memo ? &memo->record(tensor, sum) : nullptr;
  auto type = cast<RankedTensorType>(tensor.getType());
  nodes.clear();
  recording = entry;
  inSum = sum;
  const Expr *expr = build(tensor, AffineMap::getMultiDimIdentityMap(
                                       type.getRank(), tensor.getContext()));
  inSum = false;
  recording = nullptr;
  nodes.clear();
  if (entry)
    entry->built = expr != nullptr;
  return expr != nullptr;
}

bool ExprBuilder::chooseLeaves(Value root) {
  nodes.clear(); // The failed build's nodes: no tree refers to them.
  bool chosen = false;
  for (Value tensor : nearChain(root)) {
    if (tensor == root || !isa<RankedTensorType>(tensor.getType()))
      continue;
    // A value used more than once may be used in and out of a sum: it is a
    // leaf where it cannot be built inside one. A value used once is a
    // leaf where it cannot be built at all (a convolution whose filter is
    // a gather, a chain past the budget): the tree then stops at it, as it
    // would at a function argument.
    bool shared = !tensor.hasOneUse();
    if (buildsAlone(tensor, shared))
      continue;
    if (!shared || !chooseFactorLeaves(tensor))
      leaves.insert(extensionSource(tensor).value_or(tensor));
    chosen = true;
  }
  return chosen;
}

/// Where `tensor`, which cannot be built inside a sum, is a product of two
/// inputs' elements (a generic yielding `a * b` of two block arguments),
/// reads as leaves the factors that cannot, if the product then can: the
/// tree keeps the product. Softmax's `g * y`, used in and out of
/// `sum(g * y)`, has a matrix product as `g` in attention; with `g * y` a
/// leaf the tree is no softmax form. False (nothing chosen) otherwise.
bool ExprBuilder::chooseFactorLeaves(Value tensor) {
  auto generic = tensor.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumReductionLoops() != 0 || !generic.hasPureTensorSemantics())
    return false;
  Value yielded = generic.getBlock()->getTerminator()->getOperand(0);
  auto mul = yielded.getDefiningOp<arith::MulFOp>();
  if (!mul || mul->getBlock() != generic.getBlock())
    return false;
  SmallVector<Value> chosen;
  for (Value factor : mul->getOperands()) {
    auto arg = dyn_cast<BlockArgument>(factor);
    if (!arg || arg.getOwner() != generic.getBlock() ||
        arg.getArgNumber() >= generic.getNumDpsInputs())
      return false;
    Value input = generic.getDpsInputOperand(arg.getArgNumber())->get();
    if (!isa<RankedTensorType>(input.getType()))
      return false;
    if (!leaves.contains(input) && !buildsAlone(input, /*sum=*/true))
      chosen.push_back(input);
  }
  for (Value value : chosen)
    leaves.insert(value);
  if (!chosen.empty() && buildsAlone(tensor, /*sum=*/true))
    return true;
  for (Value value : chosen)
    leaves.erase(value);
  return false;
}