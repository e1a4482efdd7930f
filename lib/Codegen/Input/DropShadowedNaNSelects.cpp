//===- DropShadowedNaNSelects.cpp - actgrad-drop-shadowed-nan-selects -----===//
//
// Each activation gradient has its own NaN rule, `select(isnan(x), x, r)`.
// Fused into one body (hardtanh, swish and hardsigmoid backward in a chain),
// all but the last of those rules are invisible: the last one replaces every
// lane where x is NaN, so an earlier select on the same condition changes
// nothing the body yields, and costs a compare and a masked move a vector.
// Upstream's folds look at one select at a time and cannot see that.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-drop-shadowed-nan-selects"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADDROPSHADOWEDNANSELECTSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// The value whose NaN-ness `condition` tests (`cmpf uno x, x`, or
/// `cmpf uno x, c` with a constant c that is not NaN), or null.
Value getNaNTested(Value condition) {
  auto cmp = condition.getDefiningOp<arith::CmpFOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpFPredicate::UNO)
    return {};
  Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
  if (lhs == rhs)
    return lhs;
  for (auto [tested, other] : {std::pair(lhs, rhs), std::pair(rhs, lhs)}) {
    FloatAttr scalar;
    SplatElementsAttr splat;
    if (matchPattern(other, m_Constant(&scalar)) && !scalar.getValue().isNaN())
      return tested;
    if (matchPattern(other, m_Constant(&splat)) &&
        !splat.getSplatValue<APFloat>().isNaN())
      return tested;
  }
  return {};
}

/// Whether `value` is NaN wherever `source` is: `source` itself (or what
/// it widens: each 16-bit operation widens its input anew), or the result
/// of IEEE arithmetic (which propagates a NaN operand) on a value that is.
/// Fast-math flags that assume no NaNs break the chain.
bool isNaNWherever(Value value, Value source, int depth = 0) {
  while (auto ext = source.getDefiningOp<arith::ExtFOp>())
    source = ext.getIn();
  if (value == source)
    return true;
  Operation *op = value.getDefiningOp();
  if (!op || depth > 16)
    return false;
  if (auto fastmath = dyn_cast<arith::ArithFastMathInterface>(op))
    if (arith::FastMathFlagsAttr flags = fastmath.getFastMathFlagsAttr();
        flags &&
        bitEnumContainsAny(flags.getValue(), arith::FastMathFlags::nnan))
      return false;
  if (!isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
           arith::NegFOp, arith::ExtFOp, arith::TruncFOp, math::FmaOp>(op))
    return false;
  return llvm::any_of(op->getOperands(), [&](Value operand) {
    return isNaNWherever(operand, source, depth + 1);
  });
}

/// Whether every use of `value`, followed through pure ops, ends as the
/// false operand of `last`, so that `last` hides every lane of `value`
/// where its condition holds.
bool isOnlySeenThrough(Value value, arith::SelectOp last) {
  SmallVector<Value> worklist = {value};
  llvm::SmallPtrSet<Operation *, 16> visited;
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      Operation *user = use.getOwner();
      if (user == last.getOperation()) {
        if (use.getOperandNumber() != 2)
          return false;
        continue;
      }
      // Terminators (a yield, a return) hand the value out; func.return
      // and linalg.yield count as pure.
      if (user->getBlock() != last->getBlock() || !isPure(user) ||
          user->hasTrait<OpTrait::IsTerminator>() ||
          user->getNumRegions() != 0 || visited.size() > 256)
        return false;
      if (visited.insert(user).second)
        llvm::append_range(worklist, user->getResults());
    }
  }
  return true;
}

/// select(isnan(x), a, b) -> b when its result is only seen through the
/// false operand of a later select(isnan(t), t, ...) and t is NaN wherever
/// x is: the later select replaces every lane where the earlier one picks
/// `a`.
struct DropShadowedNaNSelect : OpRewritePattern<arith::SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::SelectOp last,
                                PatternRewriter &rewriter) const override {
    Value tested = getNaNTested(last.getCondition());
    if (!tested || !isNaNWherever(last.getTrueValue(), tested))
      return rewriter.notifyMatchFailure(last, "not a NaN rule");
    // The earlier NaN rules among the ops that compute the false operand.
    SmallVector<arith::SelectOp> shadowed;
    SmallVector<Value> worklist = {last.getFalseValue()};
    llvm::SmallPtrSet<Operation *, 16> visited;
    while (!worklist.empty()) {
      Operation *op = worklist.pop_back_val().getDefiningOp();
      if (!op || op->getBlock() != last->getBlock() ||
          !visited.insert(op).second || visited.size() > 256)
        continue;
      if (auto select = dyn_cast<arith::SelectOp>(op)) {
        Value source = getNaNTested(select.getCondition());
        if (source && isNaNWherever(tested, source) &&
            isOnlySeenThrough(select.getResult(), last)) {
          shadowed.push_back(select);
          continue;
        }
      }
      llvm::append_range(worklist, op->getOperands());
    }
    if (shadowed.empty())
      return rewriter.notifyMatchFailure(last, "no earlier NaN rule");
    for (arith::SelectOp select : shadowed) {
      LLVM_DEBUG(llvm::dbgs() << "dropping " << select << "\n");
      rewriter.replaceOp(select, select.getFalseValue());
    }
    return success();
  }
};

struct DropShadowedNaNSelectsPass
    : actgrad::impl::ActGradDropShadowedNaNSelectsPassBase<
          DropShadowedNaNSelectsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DropShadowedNaNSelect>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      LLVM_DEBUG(llvm::dbgs() << "did not converge\n");
  }
};

} // namespace
