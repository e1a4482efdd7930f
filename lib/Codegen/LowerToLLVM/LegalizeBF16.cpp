//===- LegalizeBF16.cpp - The actgrad-legalize-bf16 pass ------------------===//
//
// On an x86 target without AVX512-BF16 (or AVX-NE-CONVERT), LLVM 22 rounds
// f32 to bfloat by one call of `__truncsfbf2` per element, for `fptrunc` and
// for every bf16 operation it promotes to f32: a JIT or a linker must then
// find that function (GCC 12's libgcc has none), and a vector of roundings
// becomes a loop of calls. Upstream's bf16 emulation and expansion (with
// the rounding adapted, RoundToBF16) do the same arithmetic with a few
// vector instructions, so this pass applies them there, and only there:
// where the target has the instruction, LLVM selects it.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "LowerToLLVM/NaNLowHalves.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADLEGALIZEBF16PASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using mlir::actgrad::CPUTargetInfo;
using mlir::actgrad::detail::kBF16OddLanesMask;
using mlir::actgrad::detail::NaNLowHalves;
using mlir::actgrad::detail::withElementType;

namespace {

/// Whether the expansion rewrites `trunc`: f32 to bf16 in the default mode.
/// Roundings of f64 (which would round twice, through f32) and in explicit
/// modes stay as they are.
bool isExpandableRounding(arith::TruncFOp trunc) {
  return !trunc.getRoundingmodeAttr() &&
         getElementTypeOrSelf(trunc.getType()).isBF16() &&
         getElementTypeOrSelf(trunc.getIn().getType()).isF32();
}

/// Whether `extf` widens bf16 to f32, which the expansion writes as a shift
/// of the bits.
bool isExpandableWidening(arith::ExtFOp extf) {
  return getElementTypeOrSelf(extf.getIn().getType()).isBF16() &&
         getElementTypeOrSelf(extf.getType()).isF32();
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

/// Upstream's rounding of f32 `x` to bf16 (`populateExpandBFloat16Patterns`)
/// up to the final shift: the bits with the rounding bias added, the bf16
/// value in their high half. Unless `keepsNaNs`, the NaN is picked in f32
/// before the integer arithmetic rather than in i16 after it: LLVM 22
/// scalarizes a select of i16 lanes by a mask from an f32 compare on AVX2
/// (a VUCOMISS and a CMOV per lane), and folds a select moved above the
/// truncation back below it. The quiet NaN 0x7FC00000 rounds to 0x7FC0, the
/// bits upstream's form gives. Roundings whose operand's NaNs have a zero
/// low half (NaNLowHalves) keep them NaNs without the pick.
Value buildBiasedBits(OpBuilder &b, Location loc, Value x, bool keepsNaNs) {
  Type f32Type = x.getType();
  Type i32Type = withElementType(f32Type, b.getI32Type());
  auto i32 = [&](int64_t v) {
    return createScalarOrSplatConstant(b, loc, i32Type, v);
  };
  Value picked = x;
  if (!keepsNaNs) {
    Value isNaN =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
    Value quietNaN = createScalarOrSplatConstant(
        b, loc, f32Type, APFloat(llvm::bit_cast<float>(0x7FC00000u)));
    picked = arith::SelectOp::create(b, loc, isNaN, quietNaN, x);
  }
  Value bits = arith::BitcastOp::create(b, loc, i32Type, picked);
  // One statement per op: the order of the ops must not depend on the
  // compiler's order of evaluating arguments.
  Value sixteen = i32(16);
  Value high = arith::ShRUIOp::create(b, loc, bits, sixteen);
  Value one = i32(1);
  // Nearest even: 0x7FFF plus the lowest bit that is kept.
  Value kept = arith::AndIOp::create(b, loc, high, one);
  Value halfUlp = i32(0x7FFF);
  Value bias = arith::AddIOp::create(b, loc, kept, halfUlp);
  return arith::AddIOp::create(b, loc, bits, bias);
}

/// Roundings of f32 to bf16 as integer arithmetic (buildBiasedBits).
struct RoundToBF16 : OpRewritePattern<arith::TruncFOp> {
  RoundToBF16(MLIRContext *context, const DenseSet<Operation *> &keepsNaNs)
      : OpRewritePattern(context, /*benefit=*/2), keepsNaNs(keepsNaNs) {}

  LogicalResult matchAndRewrite(arith::TruncFOp trunc,
                                PatternRewriter &rewriter) const override {
    if (!isExpandableRounding(trunc))
      return failure();
    Location loc = trunc.getLoc();
    Value sum = buildBiasedBits(rewriter, loc, trunc.getIn(),
                                keepsNaNs.contains(trunc));
    Value sixteen =
        createScalarOrSplatConstant(rewriter, loc, sum.getType(), 16);
    Value rounded = arith::ShRUIOp::create(rewriter, loc, sum, sixteen);
    Type i16Type = withElementType(sum.getType(), rewriter.getI16Type());
    Value half = arith::TruncIOp::create(rewriter, loc, i16Type, rounded);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(trunc, trunc.getType(), half);
    return success();
  }

private:
  const DenseSet<Operation *> &keepsNaNs;
};

/// The roundings of the even and odd lanes of bf16 pairs that
/// actgrad-widen-16-bit-halves interleaves, as one i32 vector: the even
/// results are the high halves of their biased bits shifted into the low
/// halves, the odd ones those high halves in place, `(odd & 0xffff0000) |
/// (even >> 16)`. Rounded and interleaved as vectors, LLVM would narrow
/// both to i16 and interleave them with shuffles.
void packInterleavedRoundings(func::FuncOp func,
                              const DenseSet<Operation *> &keepsNaNs) {
  SmallVector<vector::InterleaveOp> pairs;
  func.walk([&](vector::InterleaveOp interleave) {
    auto even = interleave.getLhs().getDefiningOp<arith::TruncFOp>();
    auto odd = interleave.getRhs().getDefiningOp<arith::TruncFOp>();
    if (even && odd && isExpandableRounding(even) &&
        isExpandableRounding(odd) && even->hasOneUse() && odd->hasOneUse() &&
        interleave.getSourceVectorType().getRank() == 1)
      pairs.push_back(interleave);
  });
  IRRewriter rewriter(func.getContext());
  for (vector::InterleaveOp interleave : pairs) {
    auto even = interleave.getLhs().getDefiningOp<arith::TruncFOp>();
    auto odd = interleave.getRhs().getDefiningOp<arith::TruncFOp>();
    Location loc = interleave.getLoc();
    rewriter.setInsertionPoint(interleave);
    Value evenBits =
        buildBiasedBits(rewriter, loc, even.getIn(), keepsNaNs.contains(even));
    Value oddBits =
        buildBiasedBits(rewriter, loc, odd.getIn(), keepsNaNs.contains(odd));
    Type i32Type = evenBits.getType();
    Value low = arith::ShRUIOp::create(
        rewriter, loc, evenBits,
        createScalarOrSplatConstant(rewriter, loc, i32Type, 16));
    Value highMask = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(cast<ShapedType>(i32Type),
                               APInt(32, kBF16OddLanesMask)));
    Value high = arith::AndIOp::create(rewriter, loc, oddBits, highMask);
    Value pairsBits = arith::OrIOp::create(rewriter, loc, high, low);
    rewriter.replaceOpWithNewOp<vector::BitCastOp>(
        interleave, interleave.getResultVectorType(), pairsBits);
    rewriter.eraseOp(even);
    rewriter.eraseOp(odd);
  }
}

/// Roundings of f32 to bf16, and widenings of bf16 to f32, as integer
/// arithmetic. The widenings too: LLVM 22 widens a vector of bfloat on AVX2
/// one element at a time (a VPINSRW per lane), and the scalar code then
/// spreads to what follows.
LogicalResult expandBF16Conversions(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  ConversionTarget target(*context);
  target.addLegalDialect<arith::ArithDialect>();
  target.addDynamicallyLegalOp<arith::TruncFOp>(
      [](arith::TruncFOp trunc) { return !isExpandableRounding(trunc); });
  target.addDynamicallyLegalOp<arith::ExtFOp>(
      [](arith::ExtFOp extf) { return !isExpandableWidening(extf); });
  // Decided before any rewrite: the conversion replaces the widenings the
  // analysis looks for.
  NaNLowHalves lowHalves;
  DenseSet<Operation *> keepsNaNs;
  func.walk([&](arith::TruncFOp trunc) {
    if (isExpandableRounding(trunc) && lowHalves.areZero(trunc.getIn()))
      keepsNaNs.insert(trunc);
  });
  packInterleavedRoundings(func, keepsNaNs);
  RewritePatternSet patterns(context);
  // Upstream's widening; its rounding is replaced (buildBiasedBits says
  // why).
  arith::populateExpandBFloat16Patterns(patterns);
  patterns.add<RoundToBF16>(context, keepsNaNs);
  return applyPartialConversion(func, target, std::move(patterns));
}

struct LegalizeBF16Pass
    : actgrad::impl::ActGradLegalizeBF16PassBase<LegalizeBF16Pass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (CPUTargetInfo::get(func).hasNativeBF16Rounding())
      return;
    if (failed(computeBF16InF32(func)) || failed(expandBF16Conversions(func)))
      signalPassFailure();
  }
};

} // namespace
