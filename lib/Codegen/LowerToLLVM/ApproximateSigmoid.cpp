//===- ApproximateSigmoid.cpp - The actgrad-approximate-sigmoid pass ------===//
//
// A logistic sigmoid written `1 / (1 + exp(-v))` costs an exp
// approximation (actgrad-approximate-math's: range checks, a polynomial and
// a multiplication by 2^k) plus a full-precision division, and a result that is
// rounded to f16 or bf16 does not need all those digits. This pass evaluates
// the whole DAG at once, with the cost chosen for the precision its result is
// rounded to:
//
//   vc = clamp(v, -88, 88)                m = round(vc * log2(e))
//   u  = vc - m * ln2                     P(u) ~ exp(-u), |u| <= ln2 / 2
//   s  = 2^m / (2^m + P(u))               (= 1 / (1 + exp(-v)))
//
// 2^m is built from exponent bits (m = -127 gives 0, so s is exactly 0 for
// v <= -88 and -inf, exactly 1 for large v and +inf; NaN propagates), and the
// division is a reciprocal estimate plus a Newton step on AVX-512 targets.
// With 16 lanes of AVX-512, results reduce further with a table:
// vc = (32 m + j) ln2 / 32 + u, 2^m * 2^(j/32) in place of 2^m (the table in
// two zmm registers, VPERMI2D, the product an integer addition of exponent
// bits), |u| <= ln2 / 64, and a polynomial of degree 2 (f32, f16) or 1
// (bf16) instead of 5 or 3. Without a Newton step (bf16), the table form
// reduces -v and takes s = 1 / (1 + 2^(k/32) P(u)) as one reciprocal
// estimate of an fma (onePlusExpWithTable).
// The recipes (polynomial, Newton step or not) are the cheapest
// that keep swish_backward within SEMANTICS.md 3, found by exhaustive tests
// of the 16-bit formats (docs/Pipeline.md, Accuracy).
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "LowerToLLVM/SigmoidRecipes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-approximate-sigmoid"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADAPPROXIMATESIGMOIDPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::sigmoid;

namespace {

/// Matches `1 / (1 + exp(-v))` (the addition either way round) on f32
/// scalars or vectors and returns `v`.
Value matchSigmoid(arith::DivFOp div) {
  if (!getElementTypeOrSelf(div.getType()).isF32() ||
      !matchPattern(div.getLhs(), m_OneFloat()))
    return {};
  auto add = div.getRhs().getDefiningOp<arith::AddFOp>();
  if (!add)
    return {};
  Value exp = add.getLhs(), one = add.getRhs();
  if (!matchPattern(one, m_OneFloat()))
    std::swap(exp, one);
  if (!matchPattern(one, m_OneFloat()))
    return {};
  auto expOp = exp.getDefiningOp<math::ExpOp>();
  if (!expOp)
    return {};
  auto neg = expOp.getOperand().getDefiningOp<arith::NegFOp>();
  return neg ? neg.getOperand() : Value();
}

struct ApproximateSigmoid : OpRewritePattern<arith::DivFOp> {
  ApproximateSigmoid(MLIRContext *context, StringRef precision)
      : OpRewritePattern(context), forcedPrecision(precision) {}

  LogicalResult matchAndRewrite(arith::DivFOp op,
                                PatternRewriter &rewriter) const override {
    Value v = matchSigmoid(op);
    if (!v)
      return rewriter.notifyMatchFailure(op, "not 1 / (1 + exp(-v)) in f32");
    Precision precision = getPrecision(v, op.getResult());
    Type type = op.getType();
    TargetInstructions target = getTargetInstructions(op, type);
    // The table pays for every precision, since 2^m * 2^(j/32) is an
    // integer addition: f16 results need degree 2 and the Newton step with
    // it, bf16 ones only 1 - u (measurements: docs/Pipeline.md, "Accuracy of
    // the transcendentals").
    bool table = target.table;
    Recipe recipe = getRecipe(precision, table);
    LLVM_DEBUG(llvm::dbgs()
               << "sigmoid at " << op.getLoc() << ": degree "
               << recipe.coefficients.size() - 1 << (table ? ", table" : "")
               << (target.reciprocalEstimate ? ", reciprocal estimate"
                                             : ", divf")
               << "\n");
    actgrad::sigmoid::Builder b(rewriter, op.getLoc(), type);

    // Clamp to [-c, c]: m then stays in [-127, 127]. NaN passes through.
    // c = 88 without the table; with it c = 127 ln2 (k = 127 * 32 exactly),
    // so that the limits take j = 0: +-c give 2^-127 (0 after the mask) and
    // 2^127, whose reciprocal VRCP14PS gets exactly, so s is exactly 0 and 1
    // there (large v, +-inf) and swish's v * (1 - s) is NaN at x = +-inf.
    // The reciprocal form (onePlusExpWithTable) clamps at +-127.5 ln2.
    bool reciprocalForm =
        table && target.reciprocalEstimate && !recipe.newtonStep;
    double bound = reciprocalForm ? 4080 * 0.69314718055994531 / 32
                   : table        ? 88.029693603515625
                                  : 88.0;
    Value vc;
    if (target.rangeClamp) {
      // sign(v) * min(|v|, c) in one instruction.
      Value limit = b.f32(bound);
      vc = target.hooks.rangeClamp(rewriter, op.getLoc(), v, limit);
    } else {
      vc = b.replaceIf(arith::CmpFPredicate::OLT, v, b.f32(-bound));
      vc = b.replaceIf(arith::CmpFPredicate::OGT, vc, b.f32(bound));
    }

    if (reciprocalForm) {
      Value denominator =
          onePlusExpWithTable(b, target.hooks, vc, recipe.coefficients);
      rewriter.replaceOp(op, estimateReciprocal(b, target.hooks, denominator));
      return success();
    }
    auto [p, scale] =
        table ? reduceWithTable(b, target.hooks, vc, recipe.coefficients)
              : reduce(b, vc, recipe.coefficients);
    // s = 2^m / (2^m + P) (or with 2^(k/32)): the denominator lies in
    // [0.7, 2^127 + 2].
    Value denominator = b.add(p, scale);
    Value reciprocal;
    if (target.reciprocalEstimate) {
      reciprocal = estimateReciprocal(b, target.hooks, denominator);
      if (recipe.newtonStep) {
        Value negated =
            arith::NegFOp::create(rewriter, op.getLoc(), denominator);
        Value error = b.fma(negated, reciprocal, b.f32(1.0));
        reciprocal = b.fma(reciprocal, error, reciprocal);
      }
    } else {
      reciprocal = b.div(b.f32(1.0), denominator);
    }
    rewriter.replaceOp(op, b.mul(reciprocal, scale));
    return success();
  }

  Precision getPrecision(Value v, Value result) const {
    if (forcedPrecision == "f32")
      return Precision::F32;
    if (forcedPrecision == "f16")
      return Precision::F16;
    if (forcedPrecision == "bf16")
      return Precision::BF16;
    return getNeededPrecision(v, result);
  }

  std::string forcedPrecision;
};

struct ApproximateSigmoidPass
    : actgrad::impl::ActGradApproximateSigmoidPassBase<ApproximateSigmoidPass> {
  using Base::Base;

  void runOnOperation() override {
    if (!llvm::is_contained({"auto", "f32", "f16", "bf16"}, precision)) {
      getOperation()->emitError()
          << "actgrad-approximate-sigmoid: precision must be auto, f32, f16 "
             "or bf16, not '"
          << precision << "'";
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    patterns.add<ApproximateSigmoid>(&getContext(), precision);
    // Ops on tensors are left alone, as in actgrad-approximate-math.
    SmallVector<Operation *> ops;
    getOperation()->walk([&](arith::DivFOp op) {
      if (!isa<TensorType>(op.getType()) && matchSigmoid(op))
        ops.push_back(op);
    });
    LLVM_DEBUG(llvm::dbgs() << ops.size() << " sigmoids to approximate\n");
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns))))
      return signalPassFailure();
    actgrad::addISAIntrinsicFeatures(getOperation());
  }
};

} // namespace
