//===- Utils.cpp - Shared helpers of the raising patterns -----------------===//

#include "Utils.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"

#include <cmath>

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace mlir::actgrad::detail {

/// The element type of an actgrad op's operands.
bool isActGradFloat(Type type) {
  return type.isF32() || type.isF16() || type.isBF16();
}

FailureOr<Root> buildRoot(linalg::LinalgOp op, ExprBuilder &builder) {
  if (op->getNumResults() != 1 || !op.hasPureTensorSemantics() ||
      op.getNumReductionLoops() != 0)
    return failure();
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !isActGradFloat(type.getElementType()))
    return failure();
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(type.getRank(), op.getContext());
  const Expr *expr = builder.build(op->getResult(0), identity);
  // A chain that computes a value used in and out of a sum (softmax's `y`
  // computed in the same function): read it as a leaf.
  if (!expr && builder.chooseLeaves(op->getResult(0)))
    expr = builder.build(op->getResult(0), identity);
  if (!expr)
    return failure();
  return Root{op, type, type.getElementType(), expr};
}

FailureOr<Root> RootTrees::get(linalg::LinalgOp rootOp) {
  if (stale) {
    op = nullptr;
    memo.clear();
    stale = false;
  }
  if (op == rootOp.getOperation())
    return root;
  op = rootOp;
  // Each root chooses its own leaves: a fresh builder, the shared memo.
  builder.emplace(&memo);
  root = buildRoot(rootOp, *builder);
  return root;
}

LogicalResult RootPattern::matchAndRewrite(linalg::LinalgOp op,
                                           PatternRewriter &rewriter) const {
  RootTrees own;
  FailureOr<Root> root = (trees ? *trees : own).get(op);
  if (failed(root))
    return failure();
  return raise(op, *root, rewriter);
}

/// (ExprBuilder's, declared in Expr.h; here for Expr.cpp's length.)
/// `0 + S` where the generic sums over loops of size 1 only and S is itself
/// a sum is S, bit for bit: a sum from 0 is never -0, so adding 0 changes
/// nothing. Front ends write it when a keep-dims sum is reduced again over
/// its unit dimension (JAX's softmax gradient through IREE's input
/// conversion); the tree has the one sum, which may then be inside no other.
const Expr *ExprBuilder::buildUnitSum(linalg::LinalgOp generic, OpResult result,
                                      SmallVector<AffineExpr> loops,
                                      AffineMap map) {
  if (inSum)
    return nullptr;
  SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  bool summed = false;
  for (unsigned loop = 0; loop < loops.size(); ++loop) {
    if (loops[loop])
      continue;
    if (iterators[loop] != utils::IteratorType::reduction || ranges[loop] != 1)
      return nullptr;
    loops[loop] = getAffineConstantExpr(0, map.getContext());
    summed = true;
  }
  unsigned number = result.getResultNumber();
  Value yielded = generic.getBlock()->getTerminator()->getOperand(number);
  auto add = yielded.getDefiningOp<arith::AddFOp>();
  BlockArgument acc = generic.getRegionOutputArgs()[number];
  if (!summed || !add || add->getBlock() != generic.getBlock() ||
      (add.getLhs() != acc && add.getRhs() != acc))
    return nullptr;
  const Expr *init = build(generic.getDpsInitOperand(number)->get(), map);
  if (!init || !init->isFloat(0.0))
    return nullptr;
  Value term = add.getLhs() == acc ? add.getRhs() : add.getLhs();
  AffineMap loopMap =
      AffineMap::get(map.getNumDims(), 0, loops, map.getContext());
  const Expr *body = buildScalar(term, generic, loopMap);
  return body && body->kind == Expr::Kind::Sum ? body : nullptr;
}

/// The tensor read that `expr` is, either in the element type `type`, or
/// extended from it to f32 when `extended`. The read must be at the same
/// point as the root's element (an identity map of the root's rank). A sum
/// that a reduction computes is the read of its result: the same value (the
/// gradient of a squeeze-excitation scale, summed over the image, is the
/// `g` of its hardsigmoid_backward).
static const Expr *inputAtRoot(const Expr *expr, Type type, bool extended,
                               unsigned rank, bool computed) {
  if (extended) {
    if (!expr->isOp(arith::ExtFOp::getOperationName()) || !expr->type.isF32())
      return nullptr;
    expr = expr->operands[0];
  }
  auto atRoot = [&](const Expr *e) {
    bool read = e->isRead() || (e->kind == Expr::Kind::Sum && e->tensor);
    if (computed && e->kind == Expr::Kind::Op && e->tensor)
      read = true;
    return read && e->type == type && e->map.isIdentity() &&
           e->map.getNumDims() == rank;
  };
  if (atRoot(expr))
    return expr;
  // Read through a unit reshape whose result is at the root's point: the
  // operand is that result (Expr::view).
  if (expr->view && atRoot(expr->view))
    return expr->view;
  return nullptr;
}

const Expr *rootInput(const Expr *expr, Type type, bool extended,
                      unsigned rank) {
  return inputAtRoot(expr, type, extended, rank, /*computed=*/false);
}

const Expr *computedInput(const Expr *expr, Type type, bool extended,
                          unsigned rank) {
  return inputAtRoot(expr, type, extended, rank, /*computed=*/true);
}

/// `value` itself where its type is cast compatible with `type`: the ops
/// take `?` against a static size (SEMANTICS.md 1), so the raised op keeps
/// the operands, and their types, that the front end (or the conversion)
/// had; null otherwise.
Value castTo(OpBuilder &b, Location loc, Value value, RankedTensorType type) {
  if (value.getType() == type ||
      tensor::CastOp::areCastCompatible(value.getType(), type))
    return value;
  return nullptr;
}

bool castable(Value value, RankedTensorType type) {
  return value.getType() == type ||
         tensor::CastOp::areCastCompatible(value.getType(), type);
}

/// The set of subject values for which the i1 tree `cond` is true, where
/// `cond` compares one subject (what `subject` accepts) with constants or
/// with itself (`x uno x`, `x une x`: NaN tests), and combines the compares
/// with and/or/not.
std::optional<FloatSet> conditionSetOf(const Expr *cond, SubjectFn subject,
                                       const Expr *&x) {
  if (cond->isOp(arith::AndIOp::getOperationName()) ||
      cond->isOp(arith::OrIOp::getOperationName())) {
    auto lhs = conditionSetOf(cond->operands[0], subject, x);
    auto rhs = conditionSetOf(cond->operands[1], subject, x);
    if (!lhs || !rhs)
      return std::nullopt;
    return cond->isOp(arith::AndIOp::getOperationName()) ? intersect(*lhs, *rhs)
                                                         : unite(*lhs, *rhs);
  }
  if (cond->isOp(arith::XOrIOp::getOperationName())) {
    for (int i = 0; i < 2; ++i) {
      const Expr *other = cond->operands[1 - i];
      if (other->kind == Expr::Kind::Constant &&
          other->boolValue.value_or(false)) {
        auto set = conditionSetOf(cond->operands[i], subject, x);
        if (!set)
          return std::nullopt;
        return complement(*set);
      }
    }
    return std::nullopt;
  }
  if (!cond->isOp(arith::CmpFOp::getOperationName()))
    return std::nullopt;
  auto predicate = static_cast<arith::CmpFPredicate>(cond->predicate);
  const Expr *lhs = cond->operands[0], *rhs = cond->operands[1];
  if (!subject(lhs) || (x && !equal(x, subject(lhs)))) {
    std::swap(lhs, rhs);
    predicate = swapped(predicate);
  }
  const Expr *read = subject(lhs);
  if (!read || (x && !equal(x, read)))
    return std::nullopt;
  x = read;
  using P = arith::CmpFPredicate;
  bool unordered = P::UEQ <= predicate && predicate <= P::UNO;
  // A compare of the subject with itself: for a non-NaN value, the result of
  // `v == v`; for NaN, whether the predicate is unordered.
  if (const Expr *self = subject(rhs); self && equal(self, read)) {
    bool holdsWhenEqual = llvm::is_contained(
        {P::OEQ, P::OGE, P::OLE, P::ORD, P::UEQ, P::UGE, P::ULE, P::AlwaysTrue},
        predicate);
    FloatSet set;
    if (holdsWhenEqual)
      set.intervals.push_back({-kInf, kInf});
    set.nan = unordered || predicate == P::AlwaysTrue;
    return set;
  }
  if (rhs->kind != Expr::Kind::Constant || !rhs->floatValue ||
      rhs->floatValue->isNaN())
    return std::nullopt;
  // `x uno c` and `x ord c` with a non-NaN c test x alone.
  if (predicate == P::UNO || predicate == P::ORD) {
    FloatSet set;
    if (predicate == P::ORD)
      set.intervals.push_back({-kInf, kInf});
    set.nan = predicate == P::UNO;
    return set;
  }
  return compareSetOfConstant(predicate, *rhs->floatValue);
}

const Expr *inputSubject(const Expr *e, Type elementType, unsigned rank) {
  // PyTorch's decompositions compare in f64 (torch-mlir: `arith.extf` of
  // the input, or of its f32 extension): extending is exact, so the compare
  // is one of the input's value (conditionSetOf rounds the f64 constants).
  if (e->isOp(arith::ExtFOp::getOperationName()) && e->type.isF64() &&
      !e->operands[0]->type.isF64())
    return inputSubject(e->operands[0], elementType, rank);
  if (!(e->type == elementType || e->type.isF32()))
    return nullptr;
  // A value the chain computes is compared as it is stored (a batch norm's
  // output in a whole model).
  return computedInput(e, elementType, /*extended=*/e->type != elementType,
                       rank);
}

std::optional<FloatSet> conditionSet(const Expr *cond, Type elementType,
                                     unsigned rank, const Expr *&x) {
  return conditionSetOf(
      cond, [&](const Expr *e) { return inputSubject(e, elementType, rank); },
      x);
}

bool isSlopeLengthOne(Value condition, Value slope) {
  auto cmp = condition.getDefiningOp<arith::CmpIOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq)
    return false;
  for (int i = 0; i < 2; ++i) {
    auto dim = cmp->getOperand(i).getDefiningOp<tensor::DimOp>();
    if (dim && dim.getSource() == slope &&
        getConstantIntValue(dim.getIndex()) == std::optional<int64_t>(0) &&
        matchPattern(cmp->getOperand(1 - i), m_One()))
      return true;
  }
  return false;
}

} // namespace mlir::actgrad::detail

linalg::GenericOp mlir::actgrad::detail::createFixUp(
    OpBuilder &b, Location loc, RankedTensorType type, Value shapeSource,
    ValueRange inputs, ArrayRef<AffineMap> maps,
    function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  unsigned rank = type.getRank();
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, shapeSource);
  Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  SmallVector<AffineMap> indexingMaps(maps);
  if (indexingMaps.empty())
    indexingMaps.assign(inputs.size(), identity);
  indexingMaps.push_back(identity);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(b, loc, type, inputs, init, indexingMaps,
                                   iterators, body);
}

linalg::GenericOp mlir::actgrad::detail::createF32FixUp(
    OpBuilder &b, Location loc, RankedTensorType type, Value shapeSource,
    ValueRange inputs, ArrayRef<AffineMap> maps, F32FixUpBody body) {
  Type elementType = type.getElementType();
  return createFixUp(
      b, loc, type, shapeSource, inputs, maps,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        // The last argument is the output's: not an input of the body.
        SmallVector<Value> widened;
        for (Value arg : args.drop_back()) {
          if (isa<FloatType>(arg.getType()) && !arg.getType().isF32())
            arg = arith::ExtFOp::create(b, loc, b.getF32Type(), arg);
          widened.push_back(arg);
        }
        Value result = body(b, loc, widened);
        if (!elementType.isF32())
          result = arith::TruncFOp::create(b, loc, elementType, result);
        linalg::YieldOp::create(b, loc, result);
      });
}

Value mlir::actgrad::detail::f32Constant(OpBuilder &b, Location loc,
                                         float value) {
  return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
}

Value mlir::actgrad::detail::roundThrough(OpBuilder &b, Location loc,
                                          Value value, Type elementType) {
  if (elementType.isF32())
    return value;
  Value rounded = arith::TruncFOp::create(b, loc, elementType, value);
  return arith::ExtFOp::create(b, loc, b.getF32Type(), rounded);
}

Value mlir::actgrad::detail::selectIfNaN(OpBuilder &b, Location loc,
                                         Value probe, Value ifNaN,
                                         Value otherwise) {
  Value isNaN =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, probe, probe);
  return arith::SelectOp::create(b, loc, isNaN, ifNaN, otherwise);
}
