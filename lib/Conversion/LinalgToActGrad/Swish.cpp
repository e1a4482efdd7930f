//===- Swish.cpp - Raise the sigmoid DAG of swish backward ----------------===//

#include "Expr.h"
#include "PopulatePatterns.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#include <array>
#include <cmath>
#include <map>

#define DEBUG_TYPE "raise-linalg-to-actgrad"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

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

/// swish_backward's polynomial `g*s + b*g*x*s - b*g*x*s^2` (`g*s` for
/// b = 0).
Polynomial expectedPolynomial(double beta) {
  if (beta == 0)
    return {{Monomial{1, 0, 1}, 1.0}};
  return {{Monomial{1, 0, 1}, 1.0},
          {Monomial{1, 1, 1}, beta},
          {Monomial{1, 1, 2}, -beta}};
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

/// Whether `e` reads the sigmoid's input x.
bool readsX(const Expr *e, const SwishAtoms &atoms) {
  if (const Expr *read =
          computedInput(e, atoms.elementType, atoms.extended, atoms.rank);
      read && atoms.x && equal(read, atoms.x))
    return true;
  return llvm::any_of(e->operands,
                      [&](const Expr *o) { return readsX(o, atoms); });
}

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
  if (!arg)
    return false;
  double beta;
  if (arg->empty() && readsX(exp->operands[0], atoms)) {
    // `-(0 * x)`: beta = 0, whose x = +-inf gives NaN (0 * inf), as the op.
    beta = 0.0;
  } else if (arg->size() == 1 && arg->begin()->first == Monomial{0, 1, 0}) {
    beta = -arg->begin()->second;
  } else {
    return false;
  }
  if (atoms.beta && *atoms.beta != beta)
    return false;
  atoms.beta = beta;
  return true;
}

/// The polynomial `e` computes, or nullopt if `e` is not a polynomial in
/// `g`, `x` and one sigmoid of `b * x`, in f32 arithmetic.
std::optional<Polynomial> toPolynomial(const Expr *e, SwishAtoms &atoms,
                                       bool allowSigmoid) {
  const Expr *read =
      rootInput(e, atoms.elementType, atoms.extended, atoms.rank);
  if (const Expr *computed =
          computedInput(e, atoms.elementType, atoms.extended, atoms.rank);
      !read && computed &&
      ((atoms.g && equal(computed, atoms.g)) ||
       (atoms.x && equal(computed, atoms.x))))
    read = computed;
  if (e->kind == Expr::Kind::Constant && !read) {
    if (!e->floatValue || !e->floatValue->isFinite())
      return std::nullopt;
    return constantPolynomial(e->floatValue->convertToDouble());
  }
  if (read) {
    // The first read seen outside a sigmoid could be either: x is the one
    // the sigmoid reads, so decide once both are known (below).
    for (const Expr **slot : {&atoms.x, &atoms.g}) {
      if (*slot && equal(*slot, read))
        return Polynomial{
            {slot == &atoms.x ? Monomial{0, 1, 0} : Monomial{1, 0, 0}, 1.0}};
    }
    if (e->kind == Expr::Kind::Constant && e->floatValue &&
        e->floatValue->isFinite())
      return constantPolynomial(e->floatValue->convertToDouble());
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
  // fma(a, b, c) = a * b + c: the conversion's own form.
  if (e->isOp(math::FmaOp::getOperationName())) {
    auto a = operand(0), b = operand(1), c = operand(2);
    if (!a || !b || !c)
      return std::nullopt;
    return add(multiply(*a, *b), *c, 1.0);
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

/// The first read in the sigmoid's exponent (`exp(-b * x)` of an input
/// `x`), or with `computed` the first value the chain computes there (`x`
/// computed in the function, such as a batch norm's output: the reads of
/// its own tree are not `x`).
const Expr *findX(const Expr *e, const SwishAtoms &atoms, bool inExp,
                  bool computed) {
  if (inExp) {
    const Expr *read =
        computed
            ? computedInput(e, atoms.elementType, atoms.extended, atoms.rank)
            : rootInput(e, atoms.elementType, atoms.extended, atoms.rank);
    if (read)
      return read;
  }
  for (const Expr *operand : e->operands)
    if (const Expr *x =
            findX(operand, atoms, inExp || e->isOp("math.exp"), computed))
      return x;
  return nullptr;
}

/// Whether `e` reads a tensor (it is not made of constants only).
bool readsTensor(const Expr *e) {
  return e->isRead() || e->kind == Expr::Kind::Sum ||
         llvm::any_of(e->operands, readsTensor);
}

/// The other operands of a swish tree, the candidates for `g`: reads, and
/// values the chain computes that do not read `x` (in a whole model, `g` is
/// the next layer's input gradient, computed in the same function: its
/// tensor is that value).
void findOthers(const Expr *e, const SwishAtoms &atoms, Value root,
                SmallVectorImpl<const Expr *> &others) {
  if (const Expr *read =
          computedInput(e, atoms.elementType, atoms.extended, atoms.rank);
      read &&
      (equal(read, atoms.x) || read->kind != Expr::Kind::Op ||
       (read->tensor != root && !readsX(e, atoms) && readsTensor(read)))) {
    others.push_back(read);
    return;
  }
  for (const Expr *operand : e->operands)
    findOthers(operand, atoms, root, others);
}

/// The polynomial of the swish tree `expr` with `atoms.x` set, finding `g`
/// and the sigmoid's `b`; nullopt where the tree is no polynomial in one
/// `g`, `x` and the sigmoid.
std::optional<Polynomial> swishPolynomial(const Expr *expr, SwishAtoms &atoms,
                                          Value root) {
  SmallVector<const Expr *> others;
  findOthers(expr, atoms, root, others);
  // A splat constant tensor is g only where no other read is (an
  // operand that happens to be constant); else it is a number (JAX's
  // broadcast 1 in `1 - s`).
  bool otherRead = llvm::any_of(others, [&](const Expr *read) {
    return read->kind != Expr::Kind::Constant && !equal(read, atoms.x);
  });
  for (const Expr *read : others) {
    if (equal(read, atoms.x) ||
        (otherRead && read->kind == Expr::Kind::Constant))
      continue;
    if (atoms.g && !equal(read, atoms.g))
      return std::nullopt; // A third input.
    atoms.g = read;
  }
  // g and x the same value (`swish_backward(%v, %v)`): the polynomial
  // cannot tell them apart, but the conversion's form can, `g` times the
  // derivative.
  if (!atoms.g && expr->isOp(arith::MulFOp::getOperationName())) {
    for (int i = 0; i < 2; ++i) {
      const Expr *read = rootInput(expr->operands[i], atoms.elementType,
                                   atoms.extended, atoms.rank);
      if (!read || !equal(read, atoms.x))
        continue;
      std::optional<Polynomial> derivative =
          toPolynomial(expr->operands[1 - i], atoms, /*allowSigmoid=*/true);
      if (!derivative)
        continue;
      atoms.g = read;
      return multiply(Polynomial{{Monomial{1, 0, 0}, 1.0}}, *derivative);
    }
    return std::nullopt;
  }
  if (!atoms.g || atoms.g->tensor == atoms.x->tensor)
    return std::nullopt;
  return toPolynomial(expr, atoms, /*allowSigmoid=*/true);
}

/// PyTorch's silu_backward decomposition `g * s * (1 + x * (1 - s))`, the
/// autodiff form `g * s + g * x * s * (1 - s)`, and every other
/// arrangement of the same polynomial, with `s = 1 / (1 + exp(-b * x))`:
/// the tree, read as a polynomial in g, x and s, must be exactly
/// `g*s + b*g*x*s - b*g*x*s^2`. In f32 arithmetic (16-bit inputs extended,
/// the result truncated once), where the op's result stays within
/// SEMANTICS.md 3 of the exact value the front end's formula has. `g` and
/// `x` are inputs or values the chain computes (a whole model's batch norm
/// output and next layer's input gradient).
struct RaiseSwishBackward : RootPattern {
  using RootPattern::RootPattern;

  LogicalResult raise(linalg::LinalgOp op, const Root &root,
                      PatternRewriter &rewriter) const override {
    SwishAtoms base;
    base.elementType = root.elementType;
    base.extended = !root.elementType.isF32();
    base.rank = root.type.getRank();
    const Expr *expr = root.expr;
    if (base.extended) {
      if (!expr->isOp(arith::TruncFOp::getOperationName()))
        return failure();
      expr = expr->operands[0];
    }
    if (!expr->type.isF32())
      return failure();
    // `x` is an input read in the exponent, or else the value computed
    // there: the first whose tree is the swish polynomial.
    SwishAtoms atoms;
    std::optional<Polynomial> poly;
    const Expr *tried = nullptr;
    for (bool computed : {false, true}) {
      atoms = base;
      atoms.x = findX(expr, atoms, /*inExp=*/false, computed);
      if (!atoms.x || (tried && equal(tried, atoms.x)))
        continue;
      tried = atoms.x;
      poly = swishPolynomial(expr, atoms, op->getResult(0));
      if (poly && atoms.beta && *poly == expectedPolynomial(*atoms.beta))
        break;
    }
    if (!poly || !atoms.beta)
      return rewriter.notifyMatchFailure(op, "not a swish polynomial");
    double beta = *atoms.beta;
    if (*poly != expectedPolynomial(beta))
      return rewriter.notifyMatchFailure(op, "another polynomial");
    float betaF32 = static_cast<float>(beta);
    if (static_cast<double>(betaF32) != beta || !std::isfinite(betaF32))
      return rewriter.notifyMatchFailure(op, "beta is not an f32 value");
    if (!castable(atoms.g->tensor, root.type) ||
        !castable(atoms.x->tensor, root.type))
      return failure();

    LLVM_DEBUG(llvm::dbgs() << "raising swish_backward, beta " << beta << ": "
                            << op << "\n");
    Location loc = op.getLoc();
    Value g = castTo(rewriter, loc, atoms.g->tensor, root.type);
    Value x = castTo(rewriter, loc, atoms.x->tensor, root.type);
    rewriter.replaceOpWithNewOp<SwishBackwardOp>(
        op, root.type, g, x, rewriter.getF32FloatAttr(betaF32));
    return success();
  }
};

} // namespace

void mlir::actgrad::detail::populateSwishRaisingPatterns(
    RewritePatternSet &patterns, RootTrees *trees) {
  patterns.add<RaiseSwishBackward>(patterns.getContext(), trees);
}
