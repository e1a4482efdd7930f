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
          rootInput(e, atoms.elementType, atoms.extended, atoms.rank))
    return atoms.x && equal(read, atoms.x);
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
struct RaiseSwishBackward : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
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
    // A splat constant tensor is g only where no other read is (an
    // operand that happens to be constant); else it is a number (JAX's
    // broadcast 1 in `1 - s`).
    bool otherRead = llvm::any_of(others, [&](const Expr *read) {
      return read->kind == Expr::Kind::Read && !equal(read, atoms.x);
    });
    for (const Expr *read : others) {
      if (equal(read, atoms.x) ||
          (otherRead && read->kind == Expr::Kind::Constant))
        continue;
      if (atoms.g && !equal(read, atoms.g))
        return failure(); // A third input.
      atoms.g = read;
    }
    // g and x the same value (`swish_backward(%v, %v)`): the polynomial
    // cannot tell them apart, but the conversion's form can, `g` times the
    // derivative.
    std::optional<Polynomial> poly;
    if (!atoms.g && expr->isOp(arith::MulFOp::getOperationName())) {
      for (int i = 0; i < 2 && !atoms.g; ++i) {
        const Expr *read = rootInput(expr->operands[i], atoms.elementType,
                                     atoms.extended, atoms.rank);
        if (!read || !equal(read, atoms.x))
          continue;
        std::optional<Polynomial> derivative =
            toPolynomial(expr->operands[1 - i], atoms, /*allowSigmoid=*/true);
        if (!derivative)
          continue;
        atoms.g = read;
        poly = multiply(Polynomial{{Monomial{1, 0, 0}, 1.0}}, *derivative);
      }
    } else if (atoms.g && atoms.g->tensor != atoms.x->tensor) {
      poly = toPolynomial(expr, atoms, /*allowSigmoid=*/true);
    }
    if (!atoms.g)
      return failure();
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

} // namespace

void mlir::actgrad::detail::populateSwishRaisingPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaiseSwishBackward>(patterns.getContext());
}
