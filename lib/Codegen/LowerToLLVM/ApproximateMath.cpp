//===- ApproximateMath.cpp - The actgrad-approximate-math pass ------------===//
//
// Upstream exposes the polynomial approximations only as patterns (and as a
// test pass in mlir-opt); this pass applies the ones actgrad and the
// front-end IR around it need.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Debug.h"

#include <cmath>

#define DEBUG_TYPE "actgrad-approximate-math"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADAPPROXIMATEMATHPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using mlir::actgrad::CPUTargetInfo;
using mlir::actgrad::CPUTargetISAHooks;

namespace {

bool hasUpstreamApproximation(StringRef name);

/// The math functions approximated: those of actgrad ops (exp) and of the
/// activations and their gradients that front ends emit (GELU's erf and
/// tanh, log-softmax's log, softplus' log1p, ELU's expm1). Upstream's
/// approximations of the others are range-limited or slower than the
/// LLVM intrinsics or libm calls the pipeline falls back to. exp and expm1
/// are this pass's own.
bool isApproximated(StringRef name) {
  return name == math::ExpOp::getOperationName() ||
         name == math::ExpM1Op::getOperationName() ||
         hasUpstreamApproximation(name);
}

/// The functions whose upstream approximation is accurate to a few f32 ulp.
/// Upstream's expm1 is not (it divides by an approximate log near 1, which
/// loses most digits near 0), nor is the exp(x) - 1 that
/// convert-math-to-llvm makes of it. Upstream's exp flushes subnormal
/// results to zero: it builds 2^m as one power of two, which has no normal
/// f32 form for m < -126.
bool hasUpstreamApproximation(StringRef name) {
  return llvm::is_contained(
      {math::LogOp::getOperationName(), math::Log2Op::getOperationName(),
       math::Log1pOp::getOperationName(), math::TanhOp::getOperationName(),
       math::ErfOp::getOperationName(), math::AtanOp::getOperationName(),
       math::Atan2Op::getOperationName()},
      name);
}

/// `scalar` as a constant of `type`: itself for a scalar type, a splat for a
/// vector type.
Value createConstant(PatternRewriter &rewriter, Location loc, Type type,
                     TypedAttr scalar) {
  TypedAttr attr = scalar;
  if (auto vector = dyn_cast<VectorType>(type))
    attr = DenseElementsAttr::get(vector, scalar);
  return arith::ConstantOp::create(rewriter, loc, attr);
}

/// expm1 on f32: a degree-7 Taylor polynomial where |x| < 0.35 (its
/// remainder is below 2e-8 relative there), exp(x) - 1 elsewhere, where
/// |exp(x) - 1| > 0.29 and the subtraction loses at most two bits. NaN and
/// the infinities take the exp branch: NaN, +inf and -1.
struct ApproximateExpM1 : OpRewritePattern<math::ExpM1Op> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::ExpM1Op op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32() || isa<TensorType>(type))
      return failure();
    Location loc = op.getLoc();
    Value x = op.getOperand();
    auto constant = [&](double value) {
      return createConstant(rewriter, loc, type,
                            rewriter.getF32FloatAttr(value));
    };
    // Horner: x * (1 + x/2 * (1 + x/3 * (1 + ... (1 + x/7)))).
    Value poly = constant(1.0 / 5040);
    for (double factorial : {720.0, 120.0, 24.0, 6.0, 2.0, 1.0})
      poly = math::FmaOp::create(rewriter, loc, poly, x,
                                 constant(1.0 / factorial));
    poly = arith::MulFOp::create(rewriter, loc, poly, x);
    Value exp = math::ExpOp::create(rewriter, loc, x);
    Value expMinusOne =
        arith::SubFOp::create(rewriter, loc, exp, constant(1.0));
    Value magnitude = math::AbsFOp::create(rewriter, loc, x);
    Value small = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OLT, magnitude, constant(0.35));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, small, poly, expMinusOne);
    return success();
  }
};

/// exp's argument `x` (f32 scalar or vector) reduced for both recipes:
/// x = k ln2 / stepsPerOctave + u.
struct ExpReduction {
  /// k in its low bits, in two's complement (the 1.5 * 2^23 trick).
  Value rounded;
  /// k as f32.
  Value k;
  Value u;
};

/// x is first clamped to [-104, 89], which keeps every result (exp(-104)
/// rounds to +0 and exp(89) overflows) and k within the rounding trick's
/// range; a NaN `x` passes, both ordered comparisons being false for it.
/// k = round(x * stepsPerOctave / ln2); u = x - k ln2 / stepsPerOctave in
/// two steps (Cody-Waite): with ln2 / stepsPerOctave in f32 alone, u would
/// be off by up to |k| times that constant's rounding error.
ExpReduction reduceExpArgument(PatternRewriter &rewriter, Location loc, Value x,
                               int stepsPerOctave) {
  Type type = x.getType();
  auto f32 = [&](double value) {
    return createConstant(rewriter, loc, type, rewriter.getF32FloatAttr(value));
  };
  auto fma = [&](Value a, Value b, Value c) -> Value {
    return math::FmaOp::create(rewriter, loc, a, b, c);
  };
  Value low = f32(-104.0);
  Value high = f32(89.0);
  Value belowLow =
      arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT, x, low);
  x = arith::SelectOp::create(rewriter, loc, belowLow, low, x);
  Value aboveHigh =
      arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OGT, x, high);
  x = arith::SelectOp::create(rewriter, loc, aboveHigh, high, x);
  constexpr double ln2 = 0.69314718055994531;
  Value magic = f32(0x1.8p23);
  Value rounded = fma(x, f32(stepsPerOctave / ln2), magic);
  Value k = arith::SubFOp::create(rewriter, loc, rounded, magic);
  float stepHigh = static_cast<float>(ln2 / stepsPerOctave);
  double stepLow = ln2 / stepsPerOctave - double(stepHigh);
  Value u = fma(k, f32(-double(stepHigh)), x);
  u = fma(k, f32(-stepLow), u);
  return {rounded, k, u};
}

/// exp on f32 scalars and vectors of any target: x = m ln2 + u with
/// |u| <= ln2 / 2 (Cody-Waite in two steps), P(u) the degree-7 Taylor
/// polynomial (remainder below 2^-27 relative), and 2^m applied as two
/// normal powers of two, 2^(m - floor(m / 2)) * 2^floor(m / 2), so that the
/// last product rounds once into the subnormal range or to +inf. Upstream's
/// approximation builds 2^m as one power of two, which flushes the
/// subnormal results of x in (-103.97, -87.34) to 0 (SEMANTICS.md 3 keeps
/// them); its accuracy next to overflow is in docs/Pipeline.md.
struct ApproximateExp : OpRewritePattern<math::ExpOp> {
  ApproximateExp(MLIRContext *context)
      // Before upstream's pattern for the same op.
      : OpRewritePattern(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32() || isa<TensorType>(type))
      return failure();
    Location loc = op.getLoc();
    Type intType = rewriter.getI32Type();
    if (auto vector = dyn_cast<VectorType>(type))
      intType = vector.clone(intType);
    auto f32 = [&](double value) {
      return createConstant(rewriter, loc, type,
                            rewriter.getF32FloatAttr(value));
    };
    auto i32 = [&](int64_t value) {
      return createConstant(rewriter, loc, intType,
                            rewriter.getI32IntegerAttr(value));
    };
    auto fma = [&](Value a, Value b, Value c) -> Value {
      return math::FmaOp::create(rewriter, loc, a, b, c);
    };
    // m = round(x / ln2); the scales stay normal for the clamped x.
    auto [rounded, m, u] =
        reduceExpArgument(rewriter, loc, op.getOperand(), /*stepsPerOctave=*/1);
    // P(u) = sum of u^i / i! for i <= 7, by Horner's rule.
    Value p = f32(1.0 / 5040);
    for (double factorial : {720.0, 120.0, 24.0, 6.0, 2.0, 1.0, 1.0}) {
      Value coefficient = f32(1.0 / factorial);
      p = fma(p, u, coefficient);
    }
    // m as an integer, halved (floor(m / 2) by the arithmetic shift): both
    // scales' exponent fields stay in [52, 192] for m in [-150, 129].
    Value bits = arith::BitcastOp::create(rewriter, loc, intType, rounded);
    Value magicBits = i32(llvm::bit_cast<int32_t>(0x1.8p23f));
    Value mInt = arith::SubIOp::create(rewriter, loc, bits, magicBits);
    Value one = i32(1);
    Value half = arith::ShRSIOp::create(rewriter, loc, mInt, one);
    Value rest = arith::SubIOp::create(rewriter, loc, mInt, half);
    auto powerOfTwo = [&](Value exponent) -> Value {
      Value bias = i32(127);
      Value biased = arith::AddIOp::create(rewriter, loc, exponent, bias);
      Value shift = i32(23);
      Value field = arith::ShLIOp::create(rewriter, loc, biased, shift);
      return arith::BitcastOp::create(rewriter, loc, type, field);
    };
    Value firstScale = powerOfTwo(half);
    Value secondScale = powerOfTwo(rest);
    Value partial = arith::MulFOp::create(rewriter, loc, p, firstScale);
    rewriter.replaceOpWithNewOp<arith::MulFOp>(op, partial, secondScale);
    return success();
  }
};

/// exp on f32 vectors that the target's 32-entry table lookup and scaling by
/// a power of two take (16 lanes of AVX-512F), in about half the instructions
/// of the portable recipe (which reduces by ln2 and needs a degree-7
/// polynomial): x = (32 m + j) ln2 / 32 + u with |u| <= ln2 / 64,
/// 0 <= j < 32; exp(x) = 2^m * 2^(j/32) * P(u), 2^(j/32) from a 32-entry
/// table (two constants, picked by k's low 5 bits) and P the degree-3
/// Taylor polynomial (remainder below 2^-30 relative). The target's scaling
/// applies 2^m: overflow to +inf and underflow to 0 come out
/// right, NaN propagates, and subnormal results are rounded a second time.
/// The table entry, Horner's rule and the product each round once (at most
/// 2^-24 relative each), so normal results stay within 3 ulp.
struct ApproximateExpWithTable : OpRewritePattern<math::ExpOp> {
  ApproximateExpWithTable(MLIRContext *context)
      // Before ApproximateExp and upstream's pattern for the same op.
      : OpRewritePattern(context, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    if (!type || type.getRank() != 1 || type.isScalable() ||
        !type.getElementType().isF32())
      return failure();
    CPUTargetInfo target = CPUTargetInfo::get(op);
    const CPUTargetISAHooks &isa = target.getISA();
    VectorType intType = type.clone(rewriter.getI32Type());
    if (type.getNumElements() != 16 || !isa.tableLookup32.takes(intType) ||
        !isa.scaleByPowerOfTwo.takes(type))
      return failure();
    Location loc = op.getLoc();
    auto f32 = [&](double value) {
      return createConstant(rewriter, loc, type,
                            rewriter.getF32FloatAttr(value));
    };
    auto fma = [&](Value a, Value b, Value c) -> Value {
      return math::FmaOp::create(rewriter, loc, a, b, c);
    };
    // k = round(x * 32 / ln2), |u| <= ln2 / 64.
    auto [rounded, k, u] = reduceExpArgument(rewriter, loc, op.getOperand(),
                                             /*stepsPerOctave=*/32);
    // P(u) = 1 + u (1 + u (1/2 + u / 6)).
    // One op per statement: argument evaluation order is unspecified.
    Value sixth = f32(1.0 / 6);
    Value p = fma(u, sixth, f32(0.5));
    p = fma(p, u, f32(1.0));
    p = fma(p, u, f32(1.0));
    SmallVector<int32_t> lowEntries, highEntries;
    for (int j = 0; j < 32; ++j) {
      auto entry =
          llvm::bit_cast<int32_t>(static_cast<float>(std::exp2(j / 32.0)));
      (j < 16 ? lowEntries : highEntries).push_back(entry);
    }
    Value bits = arith::BitcastOp::create(rewriter, loc, intType, rounded);
    Value lowTable = arith::ConstantOp::create(
        rewriter, loc, DenseElementsAttr::get(intType, ArrayRef(lowEntries)));
    Value highTable = arith::ConstantOp::create(
        rewriter, loc, DenseElementsAttr::get(intType, ArrayRef(highEntries)));
    Value entryBits =
        isa.tableLookup32(rewriter, loc, lowTable, bits, highTable);
    Value entry = arith::BitcastOp::create(rewriter, loc, type, entryBits);
    Value mantissa = arith::MulFOp::create(rewriter, loc, entry, p);
    // Scaled by 2^floor(k / 32) = 2^m (k / 32 is exact).
    Value octaves = arith::MulFOp::create(rewriter, loc, k, f32(1.0 / 32));
    Value result = isa.scaleByPowerOfTwo(rewriter, loc, mantissa, octaves);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// exp on a 1-D f32 vector of several times the table's 16 lanes (a wide
/// tile of bf16 or f16 values widened to f32 has 32) as one exp per
/// 16-lane slice, which ApproximateExpWithTable then takes. Without it such
/// a vector gets the portable recipe: about twice the instructions per
/// element, and f32 results that can differ from the table's in the last
/// bits, so that a value's exp would depend on the width of its tile.
struct SplitExpIntoTableSlices : OpRewritePattern<math::ExpOp> {
  static constexpr int64_t kTableLanes = 16;

  SplitExpIntoTableSlices(MLIRContext *context)
      // Before ApproximateExp and upstream's pattern for the same op.
      : OpRewritePattern(context, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    if (!type || type.getRank() != 1 || type.isScalable() ||
        !type.getElementType().isF32() ||
        type.getNumElements() <= kTableLanes ||
        type.getNumElements() % kTableLanes != 0)
      return failure();
    CPUTargetISAHooks isa = CPUTargetInfo::get(op).getISA();
    VectorType slice = VectorType::get({kTableLanes}, type.getElementType());
    if (!isa.tableLookup32.takes(slice.clone(rewriter.getI32Type())) ||
        !isa.scaleByPowerOfTwo.takes(slice))
      return failure();
    Location loc = op.getLoc();
    Value result = ub::PoisonOp::create(rewriter, loc, type);
    for (int64_t offset = 0; offset < type.getNumElements();
         offset += kTableLanes) {
      Value part = vector::ExtractStridedSliceOp::create(
          rewriter, loc, op.getOperand(), offset, kTableLanes, 1);
      Value exp = math::ExpOp::create(rewriter, loc, part, op.getFastmath());
      result = vector::InsertStridedSliceOp::create(rewriter, loc, exp, result,
                                                    offset, 1);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ApproximateMathPass
    : actgrad::impl::ActGradApproximateMathPassBase<ApproximateMathPass> {
  using Base::Base;

  void runOnOperation() override {
    llvm::StringSet<> selected;
    for (const std::string &function : functions) {
      std::string name = "math." + function;
      if (!isApproximated(name)) {
        getOperation()->emitError()
            << "actgrad-approximate-math: no approximation of '" << name << "'";
        return signalPassFailure();
      }
      selected.insert(name);
    }
    auto isSelected = [&](StringRef name) {
      return isApproximated(name) &&
             (selected.empty() || selected.contains(name));
    };
    auto isSelectedUpstream = [&](StringRef name) {
      return isSelected(name) && hasUpstreamApproximation(name);
    };
    RewritePatternSet patterns(&getContext());
    // f16 and bf16 operands are extended to f32 around the approximation.
    populateMathF32ExpansionPatterns(patterns, isSelected);
    populateMathPolynomialApproximationPatterns(patterns, isSelectedUpstream);
    if (isSelected(math::ExpM1Op::getOperationName()))
      patterns.add<ApproximateExpM1>(&getContext());
    if (isSelected(math::ExpOp::getOperationName()))
      patterns.add<SplitExpIntoTableSlices, ApproximateExpWithTable,
                   ApproximateExp>(&getContext());
    // Upstream's patterns would rewrite an op on tensors into invalid IR
    // (comparisons of a tensor with a scalar): only scalar and vector ones
    // are approximated; the pipeline has turned tensor ones into linalg.
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (op->getNumResults() == 1 &&
          isSelected(op->getName().getStringRef()) &&
          !isa<TensorType>(op->getResult(0).getType()))
        ops.push_back(op);
    });
    LLVM_DEBUG(llvm::dbgs() << ops.size() << " math ops to approximate\n");
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns))))
      return signalPassFailure();
    actgrad::addISAIntrinsicFeatures(getOperation());
  }
};
} // namespace
