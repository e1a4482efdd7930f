//===- Patterns.cpp - Raise linalg.generic chains to actgrad ops ----------===//
//
// Each pattern takes a parallel `linalg.generic` as the root of a chain,
// builds the tree of what one element of its result is (Expr.h), and matches
// the tree against the forms of one gradient. docs/Raising.md lists the forms
// and where they come from.
//
//===----------------------------------------------------------------------===//

#include "Expr.h"
#include "PopulatePatterns.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#include <array>
#include <cmath>
#include <limits>
#include <map>

#define DEBUG_TYPE "raise-linalg-to-actgrad"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

/// The element type of an actgrad op's operands.
bool isActGradFloat(Type type) {
  return type.isF32() || type.isF16() || type.isBF16();
}

/// The root of a chain: an all-parallel generic with one ranked result of
/// f32, f16 or bf16, and the tree of its element.
struct Root {
  linalg::GenericOp op;
  RankedTensorType type;
  Type elementType;
  const Expr *expr;
};

FailureOr<Root> buildRoot(linalg::GenericOp op, ExprBuilder &builder) {
  if (op->getNumResults() != 1 || !op.hasPureTensorSemantics() ||
      op.getNumReductionLoops() != 0)
    return failure();
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !isActGradFloat(type.getElementType()))
    return failure();
  const Expr *expr = builder.build(
      op->getResult(0),
      AffineMap::getMultiDimIdentityMap(type.getRank(), op.getContext()));
  if (!expr)
    return failure();
  return Root{op, type, type.getElementType(), expr};
}

/// The tensor read that `expr` is, either in the element type `type`, or
/// extended from it to f32 when `extended`. The read must be at the same
/// point as the root's element (an identity map of the root's rank).
const Expr *rootInput(const Expr *expr, Type type, bool extended,
                      unsigned rank) {
  if (extended) {
    if (!expr->isOp(arith::ExtFOp::getOperationName()) || !expr->type.isF32())
      return nullptr;
    expr = expr->operands[0];
  }
  if (expr->kind != Expr::Kind::Read || expr->type != type ||
      !expr->map.isIdentity() || expr->map.getNumDims() != rank)
    return nullptr;
  return expr;
}

/// Casts `value` to `type` if needed (a static and a dynamic dimension);
/// null if the types are not cast compatible.
Value castTo(OpBuilder &b, Location loc, Value value, RankedTensorType type) {
  if (value.getType() == type)
    return value;
  if (!tensor::CastOp::areCastCompatible(value.getType(), type))
    return nullptr;
  return tensor::CastOp::create(b, loc, type, value);
}

bool castable(Value value, RankedTensorType type) {
  return value.getType() == type ||
         tensor::CastOp::areCastCompatible(value.getType(), type);
}

//===----------------------------------------------------------------------===//
// softmax_backward
//===----------------------------------------------------------------------===//

/// `y * (g - sum_axis(g * y))` and `g * y - y * sum_axis(g * y)`, every
/// product and the order of its operands, computed in f32 (16-bit inputs
/// extended, the result truncated once).
struct RaiseSoftmaxBackward : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    ExprBuilder builder;
    FailureOr<Root> root = buildRoot(op, builder);
    if (failed(root))
      return failure();
    Type elementType = root->elementType;
    unsigned rank = root->type.getRank();
    bool extended = !elementType.isF32();
    const Expr *expr = root->expr;
    // 16-bit: the arithmetic must be in f32 and rounded once at the end, as
    // the op computes; a chain that rounds in between or accumulates in 16
    // bits is less accurate than the op, and raising it would change its
    // results beyond SEMANTICS.md 3 (not raised).
    if (extended) {
      if (!expr->isOp(arith::TruncFOp::getOperationName()))
        return failure();
      expr = expr->operands[0];
    }
    if (!expr->type.isF32() || rank == 0)
      return failure();

    auto input = [&](const Expr *e) {
      return rootInput(e, elementType, extended, rank);
    };
    auto isF32Op = [](const Expr *e, StringRef name) {
      return e->isOp(name) && e->type.isF32();
    };
    StringRef mul = arith::MulFOp::getOperationName();
    StringRef sub = arith::SubFOp::getOperationName();

    // Finds g, y and the sum in the two forms.
    const Expr *g = nullptr, *y = nullptr, *sum = nullptr;
    auto trySum = [](const Expr *e) {
      return e->kind == Expr::Kind::Sum && e->summed == 1 && e->type.isF32()
                 ? e
                 : nullptr;
    };
    if (isF32Op(expr, mul)) {
      // y * (g - S), either order.
      for (int i = 0; i < 2 && !sum; ++i) {
        const Expr *factor = expr->operands[i];
        const Expr *diff = expr->operands[1 - i];
        if (!isF32Op(diff, sub) || !input(factor) || !input(diff->operands[0]))
          continue;
        if (const Expr *s = trySum(diff->operands[1])) {
          y = factor;
          g = diff->operands[0];
          sum = s;
        }
      }
    } else if (isF32Op(expr, sub)) {
      // g * y - y * S, every order.
      const Expr *lhs = expr->operands[0], *rhs = expr->operands[1];
      if (isF32Op(lhs, mul) && isF32Op(rhs, mul)) {
        for (int i = 0; i < 2 && !sum; ++i) {
          const Expr *s = trySum(rhs->operands[i]);
          const Expr *factor = rhs->operands[1 - i];
          if (!s || !input(factor))
            continue;
          for (int j = 0; j < 2 && !sum; ++j) {
            if (equal(lhs->operands[j], factor) &&
                input(lhs->operands[1 - j])) {
              y = factor;
              g = lhs->operands[1 - j];
              sum = s;
            }
          }
        }
      }
    }
    if (!sum)
      return rewriter.notifyMatchFailure(op, "not a softmax backward form");

    // The sum: of g * y (either order) along one dimension of both.
    const Expr *term = sum->operands[0];
    if (!isF32Op(term, mul))
      return rewriter.notifyMatchFailure(op, "sum of something else");
    const Expr *gRead = input(g), *yRead = input(y);
    std::optional<int64_t> axis;
    auto matchesInSum = [&](const Expr *e, const Expr *read) {
      if (extended) {
        if (!e->isOp(arith::ExtFOp::getOperationName()) || !e->type.isF32())
          return false;
        e = e->operands[0];
      }
      if (e->kind != Expr::Kind::Read || e->tensor != read->tensor ||
          e->map.getNumDims() != rank + 1 || e->map.getNumResults() != rank)
        return false;
      // Identity but for one position, which is the summed dimension.
      std::optional<int64_t> at;
      for (unsigned p = 0; p < rank; ++p) {
        auto dim = dyn_cast<AffineDimExpr>(e->map.getResult(p));
        if (!dim)
          return false;
        if (dim.getPosition() == rank && !at)
          at = p;
        else if (dim.getPosition() != p)
          return false;
      }
      if (!at || (axis && *axis != *at))
        return false;
      axis = at;
      return true;
    };
    bool ok = (matchesInSum(term->operands[0], gRead) &&
               matchesInSum(term->operands[1], yRead)) ||
              (axis = std::nullopt, matchesInSum(term->operands[0], yRead) &&
                                        matchesInSum(term->operands[1], gRead));
    if (!ok || gRead->tensor == yRead->tensor)
      return rewriter.notifyMatchFailure(op, "sum of other values");
    if (!castable(gRead->tensor, root->type) ||
        !castable(yRead->tensor, root->type))
      return failure();

    LLVM_DEBUG(llvm::dbgs() << "raising softmax_backward, axis " << *axis
                            << ": " << op << "\n");
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root->type);
    Value yValue = castTo(rewriter, loc, yRead->tensor, root->type);
    rewriter.replaceOpWithNewOp<SoftmaxBackwardOp>(
        op, root->type, gValue, yValue, rewriter.getI64IntegerAttr(*axis));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// hardtanh_backward (threshold and ReLU backward too)
//===----------------------------------------------------------------------===//

/// A set of f32 values: closed intervals (sorted, disjoint, not adjacent)
/// and whether NaN belongs to it. Values of the element type are f32 values,
/// and a compare of them with a constant is exact in f32, so `x < c` is
/// `x <= prev(c)`: closed intervals of f32 values describe every compare.
struct FloatSet {
  SmallVector<std::pair<float, float>, 2> intervals;
  bool nan = false;
};

constexpr float kInf = std::numeric_limits<float>::infinity();
float up(float v) { return std::nextafter(v, kInf); }
float down(float v) { return std::nextafter(v, -kInf); }

void normalize(FloatSet &set) {
  llvm::sort(set.intervals, [](auto a, auto b) { return a.first < b.first; });
  SmallVector<std::pair<float, float>, 2> merged;
  for (auto interval : set.intervals) {
    if (interval.first > interval.second)
      continue;
    if (!merged.empty() && (merged.back().second == kInf ||
                            interval.first <= up(merged.back().second))) {
      merged.back().second = std::max(merged.back().second, interval.second);
      continue;
    }
    merged.push_back(interval);
  }
  set.intervals = std::move(merged);
}

FloatSet complement(const FloatSet &set) {
  FloatSet result;
  result.nan = !set.nan;
  float start = -kInf;
  bool done = false;
  for (auto [lo, hi] : set.intervals) {
    if (lo != -kInf && start <= down(lo))
      result.intervals.push_back({start, down(lo)});
    if (hi == kInf) {
      done = true;
      break;
    }
    start = up(hi);
  }
  if (!done)
    result.intervals.push_back({start, kInf});
  normalize(result);
  return result;
}

FloatSet intersect(const FloatSet &a, const FloatSet &b) {
  FloatSet result;
  result.nan = a.nan && b.nan;
  for (auto x : a.intervals)
    for (auto y : b.intervals)
      result.intervals.push_back(
          {std::max(x.first, y.first), std::min(x.second, y.second)});
  normalize(result);
  return result;
}

FloatSet unite(const FloatSet &a, const FloatSet &b) {
  FloatSet result;
  result.nan = a.nan || b.nan;
  result.intervals.append(a.intervals);
  result.intervals.append(b.intervals);
  normalize(result);
  return result;
}

/// The values `x` for which `x <predicate> c` holds.
std::optional<FloatSet> compareSet(arith::CmpFPredicate predicate, float c) {
  using P = arith::CmpFPredicate;
  FloatSet set;
  switch (predicate) {
  case P::OLT:
  case P::ULT:
    set.intervals.push_back({-kInf, down(c)});
    break;
  case P::OLE:
  case P::ULE:
    set.intervals.push_back({-kInf, c});
    break;
  case P::OGT:
  case P::UGT:
    set.intervals.push_back({up(c), kInf});
    break;
  case P::OGE:
  case P::UGE:
    set.intervals.push_back({c, kInf});
    break;
  case P::OEQ:
  case P::UEQ:
    set.intervals.push_back({c, c});
    break;
  case P::ONE:
  case P::UNE: {
    FloatSet equalSet;
    equalSet.intervals.push_back({c, c});
    set = complement(equalSet);
    break;
  }
  default:
    return std::nullopt;
  }
  // `up(+inf)` and `down(-inf)` stay infinite: `x < -inf` is empty.
  if ((predicate == P::OLT || predicate == P::ULT) && c == -kInf)
    set.intervals.clear();
  if ((predicate == P::OGT || predicate == P::UGT) && c == kInf)
    set.intervals.clear();
  set.nan = arith::CmpFPredicate::UEQ <= predicate &&
            predicate <= arith::CmpFPredicate::UNO;
  normalize(set);
  return set;
}

arith::CmpFPredicate swapped(arith::CmpFPredicate predicate) {
  using P = arith::CmpFPredicate;
  switch (predicate) {
  case P::OLT:
    return P::OGT;
  case P::OLE:
    return P::OGE;
  case P::OGT:
    return P::OLT;
  case P::OGE:
    return P::OLE;
  case P::ULT:
    return P::UGT;
  case P::ULE:
    return P::UGE;
  case P::UGT:
    return P::ULT;
  case P::UGE:
    return P::ULE;
  default:
    return predicate;
  }
}

/// The set of `x` values for which the i1 tree `cond` is true, where `cond`
/// compares one input `x` (the same read throughout, in the element type or
/// extended to f32) with constants and combines the compares with
/// and/or/not.
std::optional<FloatSet> conditionSet(const Expr *cond, Type elementType,
                                     unsigned rank, const Expr *&x) {
  if (cond->isOp(arith::AndIOp::getOperationName()) ||
      cond->isOp(arith::OrIOp::getOperationName())) {
    auto lhs = conditionSet(cond->operands[0], elementType, rank, x);
    auto rhs = conditionSet(cond->operands[1], elementType, rank, x);
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
        auto set = conditionSet(cond->operands[i], elementType, rank, x);
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
  if (lhs->kind == Expr::Kind::Constant) {
    std::swap(lhs, rhs);
    predicate = swapped(predicate);
  }
  // The compare is in the element type or in f32: the constant is then an f32
  // value and the compare exact in f32.
  Type compareType = lhs->type;
  if (rhs->kind != Expr::Kind::Constant || !rhs->floatValue ||
      rhs->floatValue->isNaN() ||
      !(compareType == elementType || compareType.isF32()))
    return std::nullopt;
  const Expr *read = rootInput(lhs, elementType,
                               /*extended=*/compareType != elementType, rank);
  if (!read || (x && !equal(x, read)))
    return std::nullopt;
  x = read;
  bool losesInfo = false;
  APFloat c = *rhs->floatValue;
  c.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &losesInfo);
  if (losesInfo)
    return std::nullopt;
  return compareSet(predicate, c.convertToFloat());
}

/// `select(cond, g, 0)` and `select(cond, 0, g)`, where the values of `x`
/// that pass `g` through form one interval: hardtanh (PyTorch, torch-mlir,
/// TF, JAX; strict, inclusive, ordered or unordered compares), ReLU6,
/// threshold and ReLU backward. The op's bounds are strict and its NaN `x`
/// gives NaN; where the front end passes `g` or 0 instead (NaN `x`, and `x` =
/// +-inf for a one-sided form), a fused select restores the front end's value.
struct RaiseHardTanhBackward : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    ExprBuilder builder;
    FailureOr<Root> root = buildRoot(op, builder);
    if (failed(root))
      return failure();
    Type elementType = root->elementType;
    unsigned rank = root->type.getRank();
    const Expr *expr = root->expr;
    // A select in f32 of extended values, truncated (exact: it selects an
    // extended value or 0), or a select in the element type.
    bool extended = false;
    if (!elementType.isF32() &&
        expr->isOp(arith::TruncFOp::getOperationName()) &&
        expr->operands[0]->type.isF32()) {
      expr = expr->operands[0];
      extended = true;
    }
    if (!expr->isOp(arith::SelectOp::getOperationName()))
      return failure();
    const Expr *cond = expr->operands[0];
    const Expr *g = nullptr;
    bool passWhenTrue;
    if (expr->operands[2]->isPositiveZero()) {
      g = expr->operands[1];
      passWhenTrue = true;
    } else if (expr->operands[1]->isPositiveZero()) {
      g = expr->operands[2];
      passWhenTrue = false;
    } else {
      return rewriter.notifyMatchFailure(op, "no +0 branch");
    }
    const Expr *gRead = rootInput(g, elementType, extended, rank);
    if (!gRead)
      return rewriter.notifyMatchFailure(op, "not a select of an input");
    const Expr *xRead = nullptr;
    std::optional<FloatSet> set = conditionSet(cond, elementType, rank, xRead);
    if (!set)
      return rewriter.notifyMatchFailure(op, "condition not on one input");
    FloatSet pass = passWhenTrue ? *set : complement(*set);
    if (pass.intervals.size() != 1)
      return rewriter.notifyMatchFailure(op, "not one interval passes");
    auto [lo, hi] = pass.intervals.front();
    if (!castable(gRead->tensor, root->type) ||
        !castable(xRead->tensor, root->type))
      return failure();

    // min < x < max passes [lo, hi] but +-inf.
    float min = lo == -kInf ? -kInf : down(lo);
    float max = hi == kInf ? kInf : up(hi);
    LLVM_DEBUG(llvm::dbgs() << "raising hardtanh_backward [" << min << ", "
                            << max << "]: " << op << "\n");
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root->type);
    Value xValue = castTo(rewriter, loc, xRead->tensor, root->type);
    Value raised = HardTanhBackwardOp::create(
        rewriter, loc, root->type, gValue, xValue,
        rewriter.getF32FloatAttr(min), rewriter.getF32FloatAttr(max));

    // The fix-up: the front end's value at NaN x, and at x = -inf / +inf
    // when they pass. One compare and select each, fused into the op's loop
    // by elementwise fusion.
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, raised);
    Value init = tensor::EmptyOp::create(rewriter, loc, sizes, elementType);
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    bool passNan = pass.nan, passNegInf = lo == -kInf, passPosInf = hi == kInf;
    auto fixUp = linalg::GenericOp::create(
        rewriter, loc, root->type, ValueRange{xValue, gValue, raised}, init,
        SmallVector<AffineMap>(4, identity), iterators,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0], grad = args[1], result = args[2];
          Type f32 = b.getF32Type();
          if (!elementType.isF32())
            x = arith::ExtFOp::create(b, loc, f32, x);
          auto f32Constant = [&](float value) {
            return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
          };
          if (passPosInf) {
            Value isInf = arith::CmpFOp::create(
                b, loc, arith::CmpFPredicate::OEQ, x, f32Constant(kInf));
            result = arith::SelectOp::create(b, loc, isInf, grad, result);
          }
          if (passNegInf) {
            Value isInf = arith::CmpFOp::create(
                b, loc, arith::CmpFPredicate::OEQ, x, f32Constant(-kInf));
            result = arith::SelectOp::create(b, loc, isInf, grad, result);
          }
          Value zero = arith::ConstantOp::create(
              b, loc, b.getFloatAttr(elementType, 0.0));
          Value isNan =
              arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
          result = arith::SelectOp::create(b, loc, isNan, passNan ? grad : zero,
                                           result);
          linalg::YieldOp::create(b, loc, result);
        });
    rewriter.replaceOp(op, fixUp->getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// swish_backward
//===----------------------------------------------------------------------===//

/// A polynomial in the gradient `g`, the input `x` and the sigmoid `s`, with
/// f64 coefficients: monomial exponents (g, x, s) -> coefficient.
using Monomial = std::array<int, 3>;
using Polynomial = std::map<Monomial, double>;

Polynomial constantPolynomial(double value) {
  Polynomial p;
  if (value != 0)
    p[{0, 0, 0}] = value;
  return p;
}

Polynomial add(const Polynomial &a, const Polynomial &b, double sign) {
  Polynomial result = a;
  for (auto [m, c] : b) {
    result[m] += sign * c;
    if (result[m] == 0)
      result.erase(m);
  }
  return result;
}

Polynomial multiply(const Polynomial &a, const Polynomial &b) {
  Polynomial result;
  for (auto [ma, ca] : a)
    for (auto [mb, cb] : b) {
      Monomial m = {ma[0] + mb[0], ma[1] + mb[1], ma[2] + mb[2]};
      result[m] += ca * cb;
      if (result[m] == 0)
        result.erase(m);
    }
  return result;
}

/// Reads `g` and `x` and the sigmoid argument found in a swish tree.
struct SwishAtoms {
  Type elementType;
  bool extended;
  unsigned rank;
  const Expr *g = nullptr;
  const Expr *x = nullptr;
  std::optional<double> beta;
};

std::optional<Polynomial> toPolynomial(const Expr *e, SwishAtoms &atoms,
                                       bool allowSigmoid);

/// `1 / (1 + exp(-b * x))` (either order of the sum; the exponent any
/// product of constants and one `x`): records `b` and returns true.
bool matchSigmoid(const Expr *e, SwishAtoms &atoms) {
  if (!e->isOp(arith::DivFOp::getOperationName()) || !e->type.isF32() ||
      !e->operands[0]->isFloat(1.0))
    return false;
  const Expr *sum = e->operands[1];
  if (!sum->isOp(arith::AddFOp::getOperationName()))
    return false;
  const Expr *exp = nullptr;
  if (sum->operands[0]->isFloat(1.0))
    exp = sum->operands[1];
  else if (sum->operands[1]->isFloat(1.0))
    exp = sum->operands[0];
  if (!exp || !exp->isOp("math.exp"))
    return false;
  // The exponent: c * x for a constant c; b = -c.
  std::optional<Polynomial> arg =
      toPolynomial(exp->operands[0], atoms, /*allowSigmoid=*/false);
  if (!arg || arg->size() != 1 || arg->begin()->first != Monomial{0, 1, 0})
    return false;
  double beta = -arg->begin()->second;
  if (atoms.beta && *atoms.beta != beta)
    return false;
  atoms.beta = beta;
  return true;
}

/// The polynomial `e` computes, or nullopt if `e` is not a polynomial in
/// `g`, `x` and one sigmoid of `b * x`, in f32 arithmetic.
std::optional<Polynomial> toPolynomial(const Expr *e, SwishAtoms &atoms,
                                       bool allowSigmoid) {
  if (e->kind == Expr::Kind::Constant) {
    if (!e->floatValue || !e->floatValue->isFinite())
      return std::nullopt;
    return constantPolynomial(e->floatValue->convertToDouble());
  }
  if (const Expr *read =
          rootInput(e, atoms.elementType, atoms.extended, atoms.rank)) {
    // The first read seen outside a sigmoid could be either: x is the one
    // the sigmoid reads, so decide once both are known (below).
    for (const Expr **slot : {&atoms.x, &atoms.g}) {
      if (*slot && equal(*slot, read))
        return Polynomial{
            {slot == &atoms.x ? Monomial{0, 1, 0} : Monomial{1, 0, 0}, 1.0}};
    }
    return std::nullopt;
  }
  if (!e->type.isF32())
    return std::nullopt;
  if (allowSigmoid && matchSigmoid(e, atoms))
    return Polynomial{{Monomial{0, 0, 1}, 1.0}};
  auto operand = [&](int i) {
    return toPolynomial(e->operands[i], atoms, allowSigmoid);
  };
  if (e->isOp(arith::NegFOp::getOperationName())) {
    auto a = operand(0);
    if (!a)
      return std::nullopt;
    return multiply(*a, constantPolynomial(-1.0));
  }
  bool isAdd = e->isOp(arith::AddFOp::getOperationName());
  bool isSub = e->isOp(arith::SubFOp::getOperationName());
  bool isMul = e->isOp(arith::MulFOp::getOperationName());
  if (!isAdd && !isSub && !isMul)
    return std::nullopt;
  auto a = operand(0);
  auto b = operand(1);
  if (!a || !b)
    return std::nullopt;
  if (isMul)
    return multiply(*a, *b);
  return add(*a, *b, isAdd ? 1.0 : -1.0);
}

/// Finds the two inputs of a swish tree: `x` is the input of the sigmoid's
/// exponent, `g` the other read.
void findReads(const Expr *e, SwishAtoms &atoms, bool inExp,
               SmallVectorImpl<const Expr *> &others) {
  if (const Expr *read =
          rootInput(e, atoms.elementType, atoms.extended, atoms.rank)) {
    if (inExp) {
      if (!atoms.x)
        atoms.x = read;
    } else {
      others.push_back(read);
    }
    return;
  }
  for (const Expr *operand : e->operands)
    findReads(operand, atoms, inExp || e->isOp("math.exp"), others);
}

/// PyTorch's silu_backward decomposition `g * s * (1 + x * (1 - s))`, the
/// autodiff form `g * s + g * x * s * (1 - s)`, and every other
/// arrangement of the same polynomial, with `s = 1 / (1 + exp(-b * x))`:
/// the tree, read as a polynomial in g, x and s, must be exactly
/// `g*s + b*g*x*s - b*g*x*s^2`. In f32 arithmetic (16-bit inputs extended,
/// the result truncated once), where the op's result stays within
/// SEMANTICS.md 3 of the exact value the front end's formula has.
struct RaiseSwishBackward : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    ExprBuilder builder;
    FailureOr<Root> root = buildRoot(op, builder);
    if (failed(root))
      return failure();
    SwishAtoms atoms;
    atoms.elementType = root->elementType;
    atoms.extended = !root->elementType.isF32();
    atoms.rank = root->type.getRank();
    const Expr *expr = root->expr;
    if (atoms.extended) {
      if (!expr->isOp(arith::TruncFOp::getOperationName()))
        return failure();
      expr = expr->operands[0];
    }
    if (!expr->type.isF32())
      return failure();
    SmallVector<const Expr *> others;
    findReads(expr, atoms, /*inExp=*/false, others);
    if (!atoms.x)
      return failure();
    for (const Expr *read : others) {
      if (equal(read, atoms.x))
        continue;
      if (atoms.g && !equal(read, atoms.g))
        return failure(); // A third input.
      atoms.g = read;
    }
    if (!atoms.g || atoms.g->tensor == atoms.x->tensor)
      return failure();
    std::optional<Polynomial> poly =
        toPolynomial(expr, atoms, /*allowSigmoid=*/true);
    if (!poly || !atoms.beta)
      return rewriter.notifyMatchFailure(op, "not a swish polynomial");
    double beta = *atoms.beta;
    Polynomial expected = {{Monomial{1, 0, 1}, 1.0},
                           {Monomial{1, 1, 1}, beta},
                           {Monomial{1, 1, 2}, -beta}};
    if (beta == 0)
      expected = {{Monomial{1, 0, 1}, 1.0}};
    if (*poly != expected)
      return rewriter.notifyMatchFailure(op, "another polynomial");
    float betaF32 = static_cast<float>(beta);
    if (static_cast<double>(betaF32) != beta || !std::isfinite(betaF32))
      return rewriter.notifyMatchFailure(op, "beta is not an f32 value");
    if (!castable(atoms.g->tensor, root->type) ||
        !castable(atoms.x->tensor, root->type))
      return failure();

    LLVM_DEBUG(llvm::dbgs() << "raising swish_backward, beta " << beta << ": "
                            << op << "\n");
    Location loc = op.getLoc();
    Value g = castTo(rewriter, loc, atoms.g->tensor, root->type);
    Value x = castTo(rewriter, loc, atoms.x->tensor, root->type);
    rewriter.replaceOpWithNewOp<SwishBackwardOp>(
        op, root->type, g, x, rewriter.getF32FloatAttr(betaF32));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// hardsigmoid_backward
//===----------------------------------------------------------------------===//

/// The unit in the last place of an f32 value.
double ulpF32(double value) {
  int exponent = std::max(std::ilogb(std::max(std::fabs(value), 1e-38)), -126);
  return std::ldexp(1.0, exponent - 23);
}

/// `select(cond(x), g * c, 0)` and `select(cond(x), 0, g * c)` (the product
/// either order; `g / d` where 1/d is a power of two), where the `x` that
/// pass form one bounded interval [a, b] with c * (b - a) = 1 (within 2^-8,
/// as a 16-bit constant rounds): PyTorch's
/// hardsigmoid_backward (c = 1/6, -3 < x < 3), TF's hard_sigmoid gradient
/// (c = 0.2, |x| < 2.5). alpha = c, beta = 1/2 - c * (a + b) / 2.
///
/// The op's test `0 < alpha * x + beta < 1` is not bit-equivalent to the
/// front end's compares within a few ulps of a and b (SEMANTICS.md 2.1 allows
/// either branch there), and it gives NaN for a NaN x. The fused fix-up
/// computes the front end's value in a window around each bound that covers
/// every x the two tests may disagree on (from the bound to the op's
/// threshold, plus the error of evaluating t), and for NaN x: the raised
/// program is bit-exact.
struct RaiseHardSigmoidBackward : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    ExprBuilder builder;
    FailureOr<Root> root = buildRoot(op, builder);
    if (failed(root))
      return failure();
    Type elementType = root->elementType;
    unsigned rank = root->type.getRank();
    const Expr *expr = root->expr;
    bool extended = false;
    if (!elementType.isF32() &&
        expr->isOp(arith::TruncFOp::getOperationName()) &&
        expr->operands[0]->type.isF32()) {
      expr = expr->operands[0];
      extended = true;
    }
    if (!expr->isOp(arith::SelectOp::getOperationName()))
      return failure();
    const Expr *product = nullptr;
    bool passWhenTrue;
    if (expr->operands[2]->isPositiveZero()) {
      product = expr->operands[1];
      passWhenTrue = true;
    } else if (expr->operands[1]->isPositiveZero()) {
      product = expr->operands[2];
      passWhenTrue = false;
    } else {
      return failure();
    }
    // g * c, c * g, or g / d with 1/d a power of two (then g / d == g * c).
    const Expr *gExpr = nullptr;
    std::optional<double> alpha;
    auto constantOf = [](const Expr *e) -> std::optional<double> {
      if (e->kind != Expr::Kind::Constant || !e->floatValue ||
          !e->floatValue->isFiniteNonZero())
        return std::nullopt;
      return e->floatValue->convertToDouble();
    };
    if (product->isOp(arith::MulFOp::getOperationName())) {
      for (int i = 0; i < 2 && !alpha; ++i) {
        if (auto c = constantOf(product->operands[i])) {
          alpha = c;
          gExpr = product->operands[1 - i];
        }
      }
    } else if (product->isOp(arith::DivFOp::getOperationName())) {
      if (auto d = constantOf(product->operands[1])) {
        int exponent;
        if (std::frexp(std::fabs(*d), &exponent) == 0.5) {
          alpha = 1.0 / *d;
          gExpr = product->operands[0];
        }
      }
    }
    if (!alpha || *alpha <= 0)
      return rewriter.notifyMatchFailure(op, "not g times a constant");
    const Expr *gRead = rootInput(gExpr, elementType, extended, rank);
    if (!gRead)
      return failure();
    const Expr *xRead = nullptr;
    std::optional<FloatSet> set =
        conditionSet(expr->operands[0], elementType, rank, xRead);
    if (!set || equal(xRead, gRead))
      return failure();
    FloatSet pass = passWhenTrue ? *set : complement(*set);
    if (pass.intervals.size() != 1)
      return failure();
    auto [a, b] = pass.intervals.front();
    if (!std::isfinite(a) || !std::isfinite(b))
      return failure();
    // The slope must span the interval: alpha * (b - a) = 1 within 2^-8 (a
    // 16-bit constant such as 0.2 in f16 is 2^-11 off; a and b are the
    // closed bounds, an ulp inside strict ones).
    double width = static_cast<double>(b) - a;
    if (std::fabs(*alpha * width - 1.0) > std::ldexp(1.0, -8))
      return rewriter.notifyMatchFailure(op, "constants do not fit");
    float alphaF32 = static_cast<float>(*alpha);
    if (static_cast<double>(alphaF32) != *alpha)
      return failure();
    float betaF32 = static_cast<float>(0.5 - *alpha * (0.5 * a + 0.5 * b));
    // Where the op's test may disagree with the front end's: between each
    // bound and the op's threshold (-beta / alpha, (1 - beta) / alpha), plus
    // 4 ulps of evaluating t (divided by alpha) and an ulp of the bound.
    double tMagnitude =
        std::max({std::fabs(*alpha * a), std::fabs(*alpha * b),
                  std::fabs(static_cast<double>(betaF32)), 1.0});
    double margin = 4 * ulpF32(tMagnitude) / *alpha +
                    ulpF32(std::max(std::fabs(a), std::fabs(b)));
    double lowThreshold = -static_cast<double>(betaF32) / *alpha;
    double highThreshold = (1.0 - static_cast<double>(betaF32)) / *alpha;
    auto outward = [](double v, bool up) {
      float f = static_cast<float>(v);
      if (up && f < v)
        f = std::nextafter(f, kInf);
      if (!up && f > v)
        f = std::nextafter(f, -kInf);
      return f;
    };
    float aLo = outward(std::min<double>(a, lowThreshold) - margin, false);
    float aHi = outward(std::max<double>(a, lowThreshold) + margin, true);
    float bLo = outward(std::min<double>(b, highThreshold) - margin, false);
    float bHi = outward(std::max<double>(b, highThreshold) + margin, true);
    if (!castable(gRead->tensor, root->type) ||
        !castable(xRead->tensor, root->type))
      return failure();

    LLVM_DEBUG(llvm::dbgs()
               << "raising hardsigmoid_backward, alpha " << alphaF32
               << ", beta " << betaF32 << ": " << op << "\n");
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root->type);
    Value xValue = castTo(rewriter, loc, xRead->tensor, root->type);
    Value raised = HardSigmoidBackwardOp::create(
        rewriter, loc, root->type, xValue, gValue,
        rewriter.getF32FloatAttr(alphaF32), rewriter.getF32FloatAttr(betaF32));

    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, raised);
    Value init = tensor::EmptyOp::create(rewriter, loc, sizes, elementType);
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    bool passNan = pass.nan;
    float lo = a, hi = b;
    auto fixUp = linalg::GenericOp::create(
        rewriter, loc, root->type, ValueRange{xValue, gValue, raised}, init,
        SmallVector<AffineMap>(4, identity), iterators,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0], grad = args[1], result = args[2];
          Type f32 = b.getF32Type();
          if (!elementType.isF32()) {
            x = arith::ExtFOp::create(b, loc, f32, x);
            grad = arith::ExtFOp::create(b, loc, f32, grad);
          }
          auto f32Constant = [&](float value) {
            return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
          };
          auto cmp = [&](arith::CmpFPredicate predicate, Value lhs, float rhs) {
            return arith::CmpFOp::create(b, loc, predicate, lhs,
                                         f32Constant(rhs));
          };
          auto within = [&](float from, float to) {
            return arith::AndIOp::create(
                b, loc, cmp(arith::CmpFPredicate::OGE, x, from),
                cmp(arith::CmpFPredicate::OLE, x, to));
          };
          // The front end's value: g * c rounded once to the element type
          // (exact in f32 first: both factors have at most 24 bits and the
          // element type's product at most 11 + 24), or 0.
          Value prod =
              arith::MulFOp::create(b, loc, grad, f32Constant(alphaF32));
          if (!elementType.isF32())
            prod = arith::TruncFOp::create(b, loc, elementType, prod);
          Value zero = arith::ConstantOp::create(
              b, loc, b.getFloatAttr(elementType, 0.0));
          Value frontEnd =
              arith::SelectOp::create(b, loc, within(lo, hi), prod, zero);
          Value nearBound =
              arith::OrIOp::create(b, loc, within(aLo, aHi), within(bLo, bHi));
          result = arith::SelectOp::create(b, loc, nearBound, frontEnd, result);
          Value isNan =
              arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
          result = arith::SelectOp::create(b, loc, isNan, passNan ? prod : zero,
                                           result);
          linalg::YieldOp::create(b, loc, result);
        });
    rewriter.replaceOp(op, fixUp->getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// prelu_backward
//===----------------------------------------------------------------------===//

/// Whether `set` is exactly the x > 0 of PReLU (+0 and -0 excluded).
bool isPositive(const FloatSet &set) {
  return set.intervals.size() == 1 &&
         set.intervals.front() ==
             std::make_pair(std::numeric_limits<float>::denorm_min(), kInf);
}

/// PyTorch's `_prelu_kernel_backward` decomposition and its fused forms:
///   diff_src   = select(x > 0, g, w * g)            (a parallel generic)
///   diff_slope = sum(select(x > 0, 0, x * g))       (a reduction generic)
/// with `w` read through the broadcast of one of SEMANTICS.md 2.4's slope
/// rules: [1] (map to index 0), [C] along dimension 1 (NCX) or r-1 (NXC),
/// or src.shape[1:] (TF). The two generics become one op. diff_src is
/// bit-exact: where x is NaN the op gives NaN and a fused select restores the
/// front end's `w * g` (or `g`, with unordered compares); diff_slope is a sum
/// (SEMANTICS.md 3), raised only when a NaN x makes it NaN in the front end
/// too, as in the op.
struct RaisePReluBackward : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    ExprBuilder builder;
    FailureOr<Root> root = buildRoot(op, builder);
    if (failed(root))
      return failure();
    Type elementType = root->elementType;
    unsigned rank = root->type.getRank();
    if (rank == 0)
      return failure();
    const Expr *expr = root->expr;
    bool extended = false;
    if (!elementType.isF32() &&
        expr->isOp(arith::TruncFOp::getOperationName()) &&
        expr->operands[0]->type.isF32()) {
      expr = expr->operands[0];
      extended = true;
    }
    if (!expr->isOp(arith::SelectOp::getOperationName()))
      return failure();
    // One branch is g, the other w * g (either order).
    const Expr *gRead = nullptr, *wExpr = nullptr;
    bool gWhenTrue = false;
    for (int i = 1; i <= 2 && !gRead; ++i) {
      const Expr *passed = expr->operands[i], *scaled = expr->operands[3 - i];
      const Expr *read = rootInput(passed, elementType, extended, rank);
      if (!read || !scaled->isOp(arith::MulFOp::getOperationName()))
        continue;
      for (int j = 0; j < 2; ++j) {
        if (equal(scaled->operands[j], passed)) {
          gRead = read;
          wExpr = scaled->operands[1 - j];
          gWhenTrue = i == 1;
        }
      }
    }
    if (!gRead)
      return failure();
    // w: a read of the slope (extended like g) through a broadcast map.
    if (extended) {
      if (!wExpr->isOp(arith::ExtFOp::getOperationName()))
        return failure();
      wExpr = wExpr->operands[0];
    }
    if (wExpr->kind != Expr::Kind::Read || wExpr->type != elementType)
      return failure();
    Value slope = wExpr->tensor;
    auto slopeType = cast<RankedTensorType>(slope.getType());
    const Expr *xRead = nullptr;
    std::optional<FloatSet> set =
        conditionSet(expr->operands[0], elementType, rank, xRead);
    if (!set || equal(xRead, gRead) || xRead->tensor == slope)
      return failure();
    FloatSet gPass = gWhenTrue ? *set : complement(*set);
    if (!isPositive(gPass))
      return rewriter.notifyMatchFailure(op, "g does not pass for x > 0");

    // The slope rule, from w's map: [1] read at 0, [C] along NCX's 1 or
    // NXC's r-1, or src.shape[1:].
    AffineMap wMap = wExpr->map;
    MLIRContext *context = op.getContext();
    std::optional<StringRef> format;
    std::optional<int64_t> channel; // The summed-out dimensions' complement.
    bool perTensor = false, tfStyle = false;
    if (slopeType.getRank() == 1 && wMap.getNumResults() == 1) {
      AffineExpr result = wMap.getResult(0);
      if (auto cst = dyn_cast<AffineConstantExpr>(result)) {
        perTensor = cst.getValue() == 0 && slopeType.getDimSize(0) == 1;
      } else if (auto dim = dyn_cast<AffineDimExpr>(result)) {
        channel = dim.getPosition();
        if (rank == 1 || *channel == rank - 1)
          format = "NXC";
        else if (*channel == 1)
          format = "NCX";
      }
    }
    if (!perTensor && !format && rank >= 2 &&
        slopeType.getRank() == static_cast<int64_t>(rank) - 1) {
      SmallVector<AffineExpr> tail;
      for (unsigned d = 1; d < rank; ++d)
        tail.push_back(getAffineDimExpr(d, context));
      tfStyle = wMap == AffineMap::get(rank, 0, tail, context);
    }
    if (perTensor)
      format = "NXC";
    if (tfStyle)
      format = "NXC";
    if (!format)
      return rewriter.notifyMatchFailure(op, "not a slope broadcast");

    // The diff_slope reduction: a generic of the same function computing
    // sum(select(x > 0, 0, x * g)) into the slope's shape.
    Operation *slopeRoot = nullptr;
    Region *region = op->getParentRegion();
    region->walk([&](linalg::GenericOp candidate) {
      if (slopeRoot || candidate == op || candidate->getNumResults() != 1 ||
          candidate->getParentRegion() != region)
        return;
      auto type = dyn_cast<RankedTensorType>(candidate->getResult(0).getType());
      if (!type || type.getElementType() != elementType ||
          !castable(candidate->getResult(0), slopeType))
        return;
      if (matchSlopeSum(candidate, type, xRead, gRead, elementType, extended,
                        rank, perTensor, tfStyle, channel))
        slopeRoot = candidate;
    });
    if (!slopeRoot)
      return rewriter.notifyMatchFailure(op, "no diff_slope reduction");
    // One op before both roots; its operands must be defined before it.
    Operation *first = slopeRoot->isBeforeInBlock(op) &&
                               slopeRoot->getBlock() == op->getBlock()
                           ? slopeRoot
                           : op.getOperation();
    if (slopeRoot->getBlock() != op->getBlock())
      return failure();
    DominanceInfo dominance(op->getParentOp());
    for (Value v : {xRead->tensor, gRead->tensor, slope})
      if (!dominance.properlyDominates(v, first))
        return failure();
    if (!castable(gRead->tensor, root->type) ||
        !castable(xRead->tensor, root->type))
      return failure();

    LLVM_DEBUG(llvm::dbgs()
               << "raising prelu_backward (" << *format << "): " << op << "\n");
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(first);
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root->type);
    Value xValue = castTo(rewriter, loc, xRead->tensor, root->type);
    auto prelu =
        PReluBackwardOp::create(rewriter, loc, root->type, slopeType, xValue,
                                slope, gValue, rewriter.getStringAttr(*format));

    // diff_src at NaN x: the front end's w * g, or g.
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, prelu.getDiffSrc());
    Value init = tensor::EmptyOp::create(rewriter, loc, sizes, elementType);
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    bool nanPassesG = gPass.nan;
    auto fixUp = linalg::GenericOp::create(
        rewriter, loc, root->type,
        ValueRange{xValue, gValue, slope, prelu.getDiffSrc()}, init,
        SmallVector<AffineMap>{identity, identity, wMap, identity, identity},
        iterators, [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0], grad = args[1], w = args[2], result = args[3];
          Type f32 = b.getF32Type();
          if (!elementType.isF32()) {
            x = arith::ExtFOp::create(b, loc, f32, x);
            grad = arith::ExtFOp::create(b, loc, f32, grad);
            w = arith::ExtFOp::create(b, loc, f32, w);
          }
          Value value =
              nanPassesG ? grad : arith::MulFOp::create(b, loc, w, grad);
          if (!elementType.isF32())
            value = arith::TruncFOp::create(b, loc, elementType, value);
          Value isNan =
              arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
          linalg::YieldOp::create(
              b, loc,
              Value(arith::SelectOp::create(b, loc, isNan, value, result)));
        });
    Value diffSlope = prelu.getDiffSlope();
    if (diffSlope.getType() != slopeRoot->getResult(0).getType())
      diffSlope = tensor::CastOp::create(
          rewriter, loc, slopeRoot->getResult(0).getType(), diffSlope);
    rewriter.replaceOp(slopeRoot, diffSlope);
    rewriter.replaceOp(op, fixUp->getResults());
    return success();
  }

  /// Whether `candidate` computes sum(select(x > 0, 0, x * g)) over the
  /// dimensions the slope rule sums, in f32 (16-bit: extended inputs, f32
  /// accumulator, one truncation), with a NaN x giving NaN.
  static bool matchSlopeSum(Operation *candidate, RankedTensorType type,
                            const Expr *xRead, const Expr *gRead,
                            Type elementType, bool extended, unsigned rank,
                            bool perTensor, bool tfStyle,
                            std::optional<int64_t> channel) {
    ExprBuilder builder;
    unsigned slopeRank = type.getRank();
    const Expr *e = builder.build(
        candidate->getResult(0),
        AffineMap::getMultiDimIdentityMap(slopeRank, candidate->getContext()));
    if (!e)
      return false;
    if (!elementType.isF32()) {
      if (!e->isOp(arith::TruncFOp::getOperationName()))
        return false;
      e = e->operands[0];
    }
    if (e->kind != Expr::Kind::Sum || !e->type.isF32())
      return false;
    unsigned space = slopeRank + e->summed;
    // The read of x or g inside the sum, at the point the rule maps.
    SmallVector<AffineExpr> expected;
    unsigned next = slopeRank;
    MLIRContext *context = candidate->getContext();
    for (unsigned p = 0; p < rank; ++p) {
      if (perTensor)
        expected.push_back(getAffineDimExpr(next++, context));
      else if (tfStyle)
        expected.push_back(p == 0 ? getAffineDimExpr(next++, context)
                                  : getAffineDimExpr(p - 1, context));
      else
        expected.push_back(static_cast<int64_t>(p) == *channel
                               ? getAffineDimExpr(0, context)
                               : getAffineDimExpr(next++, context));
    }
    if (next != space)
      return false;
    AffineMap readMap = AffineMap::get(space, 0, expected, context);
    auto isRead = [&](const Expr *r, const Expr *of) {
      if (extended || !elementType.isF32()) {
        if (!r->isOp(arith::ExtFOp::getOperationName()))
          return false;
        r = r->operands[0];
      }
      return r->kind == Expr::Kind::Read && r->tensor == of->tensor &&
             r->map == readMap;
    };
    const Expr *term = e->operands[0];
    if (!term->isOp(arith::SelectOp::getOperationName()))
      return false;
    // select(cond, 0, x * g) or select(cond, x * g, 0).
    const Expr *product = nullptr;
    bool productWhenTrue;
    if (term->operands[1]->isFloat(0.0)) {
      product = term->operands[2];
      productWhenTrue = false;
    } else if (term->operands[2]->isFloat(0.0)) {
      product = term->operands[1];
      productWhenTrue = true;
    } else {
      return false;
    }
    if (!product->isOp(arith::MulFOp::getOperationName()) ||
        !product->type.isF32() ||
        !((isRead(product->operands[0], xRead) &&
           isRead(product->operands[1], gRead)) ||
          (isRead(product->operands[0], gRead) &&
           isRead(product->operands[1], xRead))))
      return false;
    // The condition on x read at the same point: the product passes exactly
    // where x <= 0 or x is NaN.
    const Expr *cond = term->operands[0];
    std::optional<FloatSet> set = slopeCondition(cond, readMap, xRead);
    if (!set)
      return false;
    FloatSet productPass = productWhenTrue ? *set : complement(*set);
    FloatSet positive = complement(productPass);
    return isPositive(positive) && productPass.nan;
  }

  /// conditionSet for compares of x read through `readMap` (in a sum).
  static std::optional<FloatSet>
  slopeCondition(const Expr *cond, AffineMap readMap, const Expr *xRead) {
    if (cond->isOp(arith::AndIOp::getOperationName()) ||
        cond->isOp(arith::OrIOp::getOperationName())) {
      auto lhs = slopeCondition(cond->operands[0], readMap, xRead);
      auto rhs = slopeCondition(cond->operands[1], readMap, xRead);
      if (!lhs || !rhs)
        return std::nullopt;
      return cond->isOp(arith::AndIOp::getOperationName())
                 ? intersect(*lhs, *rhs)
                 : unite(*lhs, *rhs);
    }
    if (!cond->isOp(arith::CmpFOp::getOperationName()))
      return std::nullopt;
    auto predicate = static_cast<arith::CmpFPredicate>(cond->predicate);
    const Expr *lhs = cond->operands[0], *rhs = cond->operands[1];
    if (lhs->kind == Expr::Kind::Constant) {
      std::swap(lhs, rhs);
      predicate = swapped(predicate);
    }
    if (lhs->isOp(arith::ExtFOp::getOperationName()))
      lhs = lhs->operands[0];
    if (lhs->kind != Expr::Kind::Read || lhs->tensor != xRead->tensor ||
        lhs->map != readMap || rhs->kind != Expr::Kind::Constant ||
        !rhs->floatValue || rhs->floatValue->isNaN())
      return std::nullopt;
    bool losesInfo = false;
    APFloat c = *rhs->floatValue;
    c.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &losesInfo);
    if (losesInfo)
      return std::nullopt;
    return compareSet(predicate, c.convertToFloat());
  }
};

} // namespace

void mlir::actgrad::detail::populateSoftmaxRaisingPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaiseSoftmaxBackward>(patterns.getContext());
}

void mlir::actgrad::detail::populateMaskRaisingPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaiseHardTanhBackward, RaiseHardSigmoidBackward>(
      patterns.getContext());
}

void mlir::actgrad::detail::populateSwishRaisingPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaiseSwishBackward>(patterns.getContext());
}

void mlir::actgrad::detail::populatePReluRaisingPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaisePReluBackward>(patterns.getContext());
}
