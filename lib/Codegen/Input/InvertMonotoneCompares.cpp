//===- InvertMonotoneCompares.cpp - actgrad-invert-monotone-compares ------===//
//
// hardsigmoid's mask `0 < fma(alpha, x, beta) < 1` computes t only to
// compare it: an fma and two compares per vector, where the same lanes are
// `lo < x < hi` for two constants. Every op of such a chain (an fma, mul,
// add, sub or div by finite constants) rounds monotonically, so t is a
// monotone function of x and `t > c` holds on one end of x's order: a binary
// search over the f32 values, evaluating the chain with APFloat exactly as
// it rounds, finds where, whatever the constants. Upstream's folds only
// move constants through exact ops (an add of a negated constant), which
// would change the rounding here.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Input/PredicateEvaluation.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-invert-monotone-compares"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADINVERTMONOTONECOMPARESPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using llvm::APFloat;
using namespace mlir::actgrad::detail;
using P = arith::CmpFPredicate;

namespace {

/// One step of a chain: `op`, whose operand `variable` carries the chain and
/// whose other operands are the constants `constants` (that position of
/// `constants` unused).
struct Step {
  Operation *op;
  unsigned variable;
  SmallVector<APFloat, 3> constants;

  /// The step's result for the value `x` of its variable operand, as the
  /// op rounds.
  APFloat apply(const APFloat &x) const {
    return evaluateArithmetic(op, [&](unsigned i) -> const APFloat & {
      return i == variable ? x : constants[i];
    });
  }
};

/// A value computed from `source` by a chain of monotone steps (each one
/// increasing or decreasing: the search below needs no direction).
struct MonotoneChain {
  Value source;
  SmallVector<Step> steps; // from the source's side
};

/// The finite scalar f32 constant `value` holds, if it is one.
std::optional<APFloat> getFiniteF32(Value value) {
  FloatAttr attr;
  if (!value.getType().isF32() || !matchPattern(value, m_Constant(&attr)) ||
      !attr.getValue().isFinite())
    return std::nullopt;
  return attr.getValue();
}

/// The step `op` takes from its one non-constant operand (returned), or
/// nullopt if `op` is not a monotone f32 step: `c * v`, `v * c`,
/// `fma(c, v, d)`, `fma(v, c, d)` and `v / c` with c finite and non-zero,
/// `v + d`, `d + v`, `v - d` and `d - v` with d finite, without fast-math
/// flags (which would let LLVM contract or reorder the rounding evaluated
/// here; isEvaluable).
std::optional<std::pair<Value, Step>> matchStep(Operation *op) {
  if (!isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
           math::FmaOp>(op) ||
      !isEvaluable(op) || !op->getResult(0).getType().isF32())
    return std::nullopt;
  // The one operand that is not a constant; the others finite constants.
  Step step{op, 0, {}};
  std::optional<unsigned> variable;
  for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
    if (!matchPattern(operand, m_Constant())) {
      if (variable)
        return std::nullopt;
      variable = index;
      step.constants.push_back(APFloat::getZero(APFloat::IEEEsingle()));
      continue;
    }
    std::optional<APFloat> constant = getFiniteF32(operand);
    if (!constant)
      return std::nullopt;
    step.constants.push_back(*constant);
  }
  if (!variable)
    return std::nullopt;
  step.variable = *variable;
  // A factor (an fma's or a mul's other factor, a divisor) must not be
  // zero, and x must be neither a divisor nor an fma's addend.
  bool isFactor = isa<math::FmaOp, arith::MulFOp>(op) && step.variable < 2;
  if ((isFactor && step.constants[1 - step.variable].isZero()) ||
      (isa<arith::DivFOp>(op) &&
       (step.variable != 0 || step.constants[1].isZero())) ||
      (isa<math::FmaOp>(op) && step.variable == 2))
    return std::nullopt;
  Value v = op->getOperand(step.variable);
  return std::pair(v, std::move(step));
}

/// The longest monotone chain that ends in `value`, if it has a step.
std::optional<MonotoneChain> getChain(Value value) {
  MonotoneChain chain;
  chain.source = value;
  while (Operation *op = chain.source.getDefiningOp()) {
    std::optional<std::pair<Value, Step>> step = matchStep(op);
    if (!step)
      break;
    chain.source = step->first;
    chain.steps.push_back(std::move(step->second));
  }
  // A widened f16 or bf16 value is left to actgrad-narrow-compares, which
  // evaluates its predicates for all 2^16 values and compares its bits.
  if (chain.steps.empty() || getWidened16Bit(chain.source))
    return std::nullopt;
  std::reverse(chain.steps.begin(), chain.steps.end());
  return chain;
}

/// The non-NaN f32 values in order: index 0 is -inf, 0x7f800000 is -0,
/// 0x7f800001 is +0, kOrderSize - 1 is +inf.
constexpr uint64_t kNegatives = 0x7f800001;
constexpr uint64_t kOrderSize = 2 * kNegatives;

APFloat valueAt(uint64_t index) {
  uint32_t bits = index < kNegatives ? uint32_t(0xff800000u - index)
                                     : uint32_t(index - kNegatives);
  return APFloat(APFloat::IEEEsingle(), APInt(32, bits));
}

bool isOrderPredicate(P predicate) {
  switch (predicate) {
  case P::OGT:
  case P::OGE:
  case P::OLT:
  case P::OLE:
  case P::UGT:
  case P::UGE:
  case P::ULT:
  case P::ULE:
    return true;
  default:
    return false;
  }
}

/// The predicate of the same compare with its operands swapped.
P swapOperands(P predicate) {
  switch (predicate) {
  case P::OGT:
    return P::OLT;
  case P::OGE:
    return P::OLE;
  case P::OLT:
    return P::OGT;
  case P::OLE:
    return P::OGE;
  case P::UGT:
    return P::ULT;
  case P::UGE:
    return P::ULE;
  case P::ULT:
    return P::UGT;
  case P::ULE:
    return P::UGE;
  default:
    return predicate;
  }
}

bool isUnordered(P predicate) {
  return predicate == P::UGT || predicate == P::UGE || predicate == P::ULT ||
         predicate == P::ULE;
}

/// `cmpf predicate, chain(x), bound` as a compare of x with a constant.
Value buildInverted(OpBuilder &b, Location loc, const MonotoneChain &chain,
                    P predicate, const APFloat &bound) {
  auto at = [&](uint64_t index) {
    APFloat value = valueAt(index);
    for (const Step &step : chain.steps)
      value = step.apply(value);
    return arith::applyCmpPredicate(predicate, value, bound);
  };
  bool unordered = isUnordered(predicate);
  Value x = chain.source;
  auto compare = [&](P with, const APFloat &constant) -> Value {
    Value c = arith::ConstantOp::create(
        b, loc, b.getFloatAttr(b.getF32Type(), constant));
    return arith::CmpFOp::create(b, loc, with, x, c);
  };
  // -inf and +inf map to -inf and +inf (in either order), so a finite bound
  // splits them: the predicate is never the same at both ends.
  bool last = at(kOrderSize - 1);
  if (at(0) == last)
    return {};
  // The first index where the predicate takes its value at +inf: by
  // monotonicity it keeps that value from there on.
  uint64_t lo = 0, hi = kOrderSize - 1;
  while (hi - lo > 1) {
    uint64_t mid = lo + (hi - lo) / 2;
    (at(mid) == last ? hi : lo) = mid;
  }
  // -0 and +0 compare equal, and so do their images; a boundary between them
  // would mean the chain is not what matchStep admits.
  if (hi == kNegatives)
    return {};
  if (last)
    return compare(unordered ? P::UGE : P::OGE, valueAt(hi));
  return compare(unordered ? P::ULE : P::OLE, valueAt(lo));
}

/// The ops of `chain`'s steps, into `steps`.
void collectSteps(const MonotoneChain &chain,
                  llvm::SetVector<Operation *> &steps) {
  for (const Step &step : chain.steps)
    steps.insert(step.op);
}

/// Rewrites `cmp` of a monotone chain and a constant into an op on the
/// chain's source.
void invertCompare(RewriterBase &rewriter, arith::CmpFOp cmp,
                   llvm::SetVector<Operation *> &steps) {
  P predicate = cmp.getPredicate();
  Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
  std::optional<APFloat> bound = getFiniteF32(rhs);
  if (!bound) {
    bound = getFiniteF32(lhs);
    std::swap(lhs, rhs);
    predicate = swapOperands(predicate);
  }
  if (!bound || !isOrderPredicate(predicate))
    return;
  std::optional<MonotoneChain> chain = getChain(lhs);
  if (!chain)
    return;
  rewriter.setInsertionPoint(cmp);
  if (Value inverted =
          buildInverted(rewriter, cmp.getLoc(), *chain, predicate, *bound)) {
    LLVM_DEBUG(llvm::dbgs() << "inverted " << cmp << "\n");
    rewriter.replaceOp(cmp, inverted);
    collectSteps(*chain, steps);
  }
}

/// `cmpf uno t, t` (or `ord`) of a monotone chain tests x itself: the
/// steps' constants are finite and their factors non-zero, so t is NaN
/// exactly where x is (x = +-inf gives +-inf). A select on that test of
/// t then picks x instead of t: a NaN either way, and t is no longer needed.
void invertNaNTest(RewriterBase &rewriter, arith::CmpFOp cmp,
                   llvm::SetVector<Operation *> &steps) {
  P predicate = cmp.getPredicate();
  if ((predicate != P::UNO && predicate != P::ORD) ||
      cmp.getLhs() != cmp.getRhs())
    return;
  Value t = cmp.getLhs();
  std::optional<MonotoneChain> chain = getChain(t);
  if (!chain)
    return;
  Value x = chain->source;
  for (Operation *user : llvm::make_early_inc_range(cmp->getUsers())) {
    auto select = dyn_cast<arith::SelectOp>(user);
    if (predicate == P::UNO && select && select.getCondition() == cmp &&
        select.getTrueValue() == t)
      rewriter.modifyOpInPlace(select,
                               [&] { select.getTrueValueMutable().assign(x); });
  }
  rewriter.modifyOpInPlace(cmp, [&] { cmp->setOperands({x, x}); });
  collectSteps(*chain, steps);
}

/// Erases the ops of `steps` that the rewrites left without users (a step
/// is dead once the steps after it are).
void eraseDeadSteps(RewriterBase &rewriter,
                    llvm::SetVector<Operation *> &steps) {
  bool erased = true;
  while (erased) {
    erased = false;
    for (Operation *op : steps.takeVector()) {
      if (isOpTriviallyDead(op)) {
        rewriter.eraseOp(op);
        erased = true;
      } else {
        steps.insert(op);
      }
    }
  }
}

struct InvertMonotoneComparesPass
    : actgrad::impl::ActGradInvertMonotoneComparesPassBase<
          InvertMonotoneComparesPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<arith::CmpFOp> compares;
    getOperation()->walk([&](arith::CmpFOp cmp) { compares.push_back(cmp); });
    llvm::SetVector<Operation *> steps;
    // Each compare is replaced by its own rewrite only, after the NaN tests
    // (which keep their ops) have all been rewritten.
    for (arith::CmpFOp cmp : compares)
      invertNaNTest(rewriter, cmp, steps);
    for (arith::CmpFOp cmp : compares)
      invertCompare(rewriter, cmp, steps);
    eraseDeadSteps(rewriter, steps);
  }
};

} // namespace
