//===- LegalizeBF16.cpp - The actgrad-legalize-bf16 pass ------------------===//
//
// On an x86 target without AVX512-BF16 (or AVX-NE-CONVERT), LLVM 22 rounds
// f32 to bfloat by one call of `__truncsfbf2` per element, for `fptrunc` and
// for every bf16 operation it promotes to f32: a JIT or a linker must then
// find that function (GCC 12's libgcc has none), and a vector of roundings
// becomes a loop of calls. Upstream's bf16 emulation and expansion do the
// same arithmetic with a few vector instructions, so this pass applies them
// there, and only there: where the target has the instruction, LLVM selects
// it.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADLEGALIZEBF16PASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using mlir::actgrad::CPUTargetInfo;

namespace {

/// Whether upstream's expansion rewrites `trunc`: f32 to bf16 in the default
/// mode. It rounds f64 through f32 (twice) and rejects explicit modes, so
/// those stay as they are.
bool isExpandableRounding(arith::TruncFOp trunc) {
  return !trunc.getRoundingmodeAttr() &&
         getElementTypeOrSelf(trunc.getType()).isBF16() &&
         getElementTypeOrSelf(trunc.getIn().getType()).isF32();
}

/// bf16 operations (arith, vector reductions) computed in f32.
LogicalResult computeBF16InF32(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  TypeConverter converter;
  arith::populateEmulateUnsupportedFloatsConversions(
      converter, {BFloat16Type::get(context)}, Float32Type::get(context));
  RewritePatternSet patterns(context);
  arith::populateEmulateUnsupportedFloatsPatterns(patterns, converter);
  ConversionTarget target(*context);
  arith::populateEmulateUnsupportedFloatsLegality(target, converter);
  if (failed(applyPartialConversion(func, target, std::move(patterns))))
    return failure();
  // The emulation marks its casts `contract`, which arith-to-llvm copies
  // onto llvm.fpext / llvm.fptrunc as an `#arith.fastmath` that LLVM IR
  // translation rejects; a cast has no contraction to allow anyway.
  func.walk([](Operation *op) {
    if (auto extf = dyn_cast<arith::ExtFOp>(op))
      extf.setFastmathAttr(arith::FastMathFlagsAttr());
    else if (auto truncf = dyn_cast<arith::TruncFOp>(op))
      truncf.setFastmathAttr(arith::FastMathFlagsAttr());
  });
  return success();
}

/// Roundings of f32 to bf16 as integer arithmetic.
LogicalResult expandBF16Roundings(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  ConversionTarget target(*context);
  target.addLegalDialect<arith::ArithDialect>();
  target.addDynamicallyLegalOp<arith::TruncFOp>(
      [](arith::TruncFOp trunc) { return !isExpandableRounding(trunc); });
  // The set also expands `arith.extf` from bf16, which stays legal here:
  // LLVM widens bf16 with a shift on every target.
  RewritePatternSet patterns(context);
  arith::populateExpandBFloat16Patterns(patterns);
  return applyPartialConversion(func, target, std::move(patterns));
}

struct LegalizeBF16Pass
    : actgrad::impl::ActGradLegalizeBF16PassBase<LegalizeBF16Pass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (CPUTargetInfo::get(func).hasNativeBF16Rounding())
      return;
    if (failed(computeBF16InF32(func)) || failed(expandBF16Roundings(func)))
      signalPassFailure();
  }
};

} // namespace
