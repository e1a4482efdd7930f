//===- NativeF16Arithmetic.cpp - The actgrad-native-f16-arithmetic pass ---===//
//
// The f16 ops compute in f32 between an `arith.extf` and an `arith.truncf`
// (SEMANTICS.md 3: one rounding of the f32 result). On a target with f16
// arithmetic (AVX512-FP16: 32 lanes per zmm register against 16 f32 lanes)
// each conversion is an instruction and the f32 half-vectors double the
// work, so the pass computes in f16 where that stays within the 1-ulp
// contract:
//
// - rounding commutes with `select` (it picks one of the rounded values)
//   and with `negf` (round to nearest even is symmetric), and `extf` then
//   `truncf` gives the f16 value back;
// - the f32 product of two f16 values is exact (11 + 11 significand bits,
//   exponents from 2^-48 to 2^32), so its one rounding to f16 is the f16
//   multiply's: the same bits;
// - the product of an f16 `g` and an f32 constant `c` is rounded twice in
//   f32 (to f32, then to f16) and is within 1 ulp of the correctly rounded
//   `g * c`. With `c_hi` = `c` rounded toward zero to f16 and
//   `c_lo = f16(c - c_hi)` (of the same sign, so that an infinite `g` gives
//   inf + inf, never inf - inf), `fma(g, c_hi, g * c_lo)` rounds
//   `g * c_hi + fl(g * c_lo)` once; the
//   error of `fl(g * c_lo)` and of the split (each below 2^-11 of `g * c_lo`,
//   itself below 2^-11 of `g * c_hi`) is far below half an ulp of the result
//   unless `g * c_lo` underflows to f16 subnormals, where its absolute error
//   (at most 2^-25) is still at most half an ulp of any f16 result. So
//   the error stays below one ulp; the exceptions are where `c_hi` or
//   `c_lo` underflow (a constant below f16's range). Rather than enumerate
//   them, the pass evaluates the recipe for all 65,536 values of `g` at
//   compile time against the correctly rounded product, and uses it only
//   where all pass; else the one multiply `g * f16(c)`, if all of its
//   results pass (the split comes first: one rounding of a nearly exact
//   product, where the one multiply adds the rounding of `c`, scaled by
//   `g`, to its own); else the product
//   stays in f32. No reasoning about the edges is needed: the evaluation is
//   the proof, as in actgrad-narrow-compares.
//
// Sums, quotients and transcendental functions (swish, softmax, PReLU's
// diff_slope) stay in f32: SEMANTICS.md 3's conditioning bounds do not
// allow f16 accumulation.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Debug.h"

#include <cstdlib>

#define DEBUG_TYPE "actgrad-native-f16-arithmetic"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADNATIVEF16ARITHMETICPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// How `g * c` (g f16, c an f32 constant) is computed in f16.
struct ProductRecipe {
  enum Kind { F32, OneMultiply, SplitConstant } kind = F32;
  // f16 values: `c` rounded to nearest (OneMultiply's factor), and c_hi and
  // c_lo (SplitConstant's).
  APFloat rounded = APFloat(0.0f), hi = APFloat(0.0f), lo = APFloat(0.0f);
};

APFloat toHalf(APFloat value,
               APFloat::roundingMode mode = APFloat::rmNearestTiesToEven) {
  bool losesInfo = false;
  value.convert(APFloat::IEEEhalf(), mode, &losesInfo);
  return value;
}

/// Position of an f16 value in the order of the values, ±0 at 0, infinities
/// one step beyond the largest finite values (SEMANTICS.md 3's ulpdist).
int64_t orderKey(const APFloat &half) {
  int64_t bits = half.bitcastToAPInt().getZExtValue();
  return (bits & 0x8000) ? -(bits & 0x7fff) : bits;
}

/// Whether `recipe` gives, for every f16 `g`, a NaN where `g * c` is NaN and
/// else a value within 1 ulp of `g * c` rounded once to f16.
bool isWithinOneUlp(const ProductRecipe &recipe, ProductRecipe::Kind kind,
                    float c) {
  constexpr auto rne = APFloat::rmNearestTiesToEven;
  for (uint32_t bits = 0; bits < 65536; ++bits) {
    APFloat g(APFloat::IEEEhalf(), APInt(16, bits));
    // 11 by 24 significand bits: exact in f64.
    double exact = g.convertToDouble() * double(c);
    APFloat expected = toHalf(APFloat(exact));
    APFloat got = g;
    if (kind == ProductRecipe::OneMultiply) {
      got.multiply(recipe.rounded, rne);
    } else {
      APFloat low = g;
      low.multiply(recipe.lo, rne);
      got.fusedMultiplyAdd(recipe.hi, low, rne);
    }
    if (expected.isNaN() || got.isNaN()) {
      if (expected.isNaN() != got.isNaN())
        return false;
      continue;
    }
    if (std::abs(orderKey(got) - orderKey(expected)) > 1)
      return false;
  }
  return true;
}

ProductRecipe findRecipe(float c) {
  ProductRecipe recipe;
  recipe.rounded = toHalf(APFloat(c));
  recipe.hi = toHalf(APFloat(c), APFloat::rmTowardZero);
  // Exact in f64: c has 24 significand bits.
  recipe.lo = toHalf(APFloat(double(c) - recipe.hi.convertToDouble()));
  for (auto kind : {ProductRecipe::SplitConstant, ProductRecipe::OneMultiply})
    if (isWithinOneUlp(recipe, kind, c)) {
      recipe.kind = kind;
      return recipe;
    }
  return recipe;
}

/// The value of an f32 scalar or splat constant.
std::optional<APFloat> getF32Constant(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  if (auto splat = dyn_cast<SplatElementsAttr>(attr))
    attr = splat.getSplatValue<Attribute>();
  auto scalar = dyn_cast<FloatAttr>(attr);
  if (!scalar || !scalar.getType().isF32())
    return std::nullopt;
  return scalar.getValue();
}

bool isF16Widening(Value value) {
  auto ext = value.getDefiningOp<arith::ExtFOp>();
  return ext && getElementTypeOrSelf(ext.getIn().getType()).isF16();
}

/// An f16 value widened, or an f32 constant that f16 represents exactly.
bool isExactF16(Value value) {
  if (isF16Widening(value))
    return true;
  std::optional<APFloat> constant = getF32Constant(value);
  if (!constant)
    return false;
  bool losesInfo = false;
  constant->convert(APFloat::IEEEhalf(), APFloat::rmNearestTiesToEven,
                    &losesInfo);
  return !losesInfo;
}

/// Rewrites f32 trees under f16 roundings, and compares of f16 values, into
/// f16 ops. The recipes of the constants seen are kept per pass instance.
class F16Rewriter {
public:
  explicit F16Rewriter(llvm::DenseMap<uint32_t, ProductRecipe> &recipes)
      : recipes(recipes) {}

  /// Whether `value` (f32), rounded to f16, can be computed in f16.
  bool canCompute(Value value, int depth = 0) {
    if (depth > 8)
      return false;
    if (isF16Widening(value) || getF32Constant(value))
      return true;
    Operation *op = value.getDefiningOp();
    if (auto select = dyn_cast_or_null<arith::SelectOp>(op))
      return canCompute(select.getTrueValue(), depth + 1) &&
             canCompute(select.getFalseValue(), depth + 1);
    if (auto neg = dyn_cast_or_null<arith::NegFOp>(op))
      return canCompute(neg.getOperand(), depth + 1);
    if (auto mul = dyn_cast_or_null<arith::MulFOp>(op)) {
      if (isExactF16(mul.getLhs()) && isExactF16(mul.getRhs()))
        return true;
      auto [widened, constant] = splitProduct(mul);
      return widened && getRecipe(*constant).kind != ProductRecipe::F32;
    }
    return false;
  }

  /// The f16 value of `value` rounded to f16 (canCompute must hold).
  Value compute(PatternRewriter &rewriter, Value value) {
    Location loc = value.getLoc();
    Type f16Type = withElementType(value.getType(), rewriter.getF16Type());
    if (isF16Widening(value))
      return value.getDefiningOp<arith::ExtFOp>().getIn();
    if (std::optional<APFloat> constant = getF32Constant(value))
      return createConstant(rewriter, loc, f16Type, toHalf(*constant));
    Operation *op = value.getDefiningOp();
    if (auto select = dyn_cast<arith::SelectOp>(op))
      return arith::SelectOp::create(rewriter, loc, select.getCondition(),
                                     compute(rewriter, select.getTrueValue()),
                                     compute(rewriter, select.getFalseValue()));
    if (auto neg = dyn_cast<arith::NegFOp>(op))
      return arith::NegFOp::create(rewriter, loc,
                                   compute(rewriter, neg.getOperand()));
    auto mul = cast<arith::MulFOp>(op);
    if (isExactF16(mul.getLhs()) && isExactF16(mul.getRhs()))
      return arith::MulFOp::create(rewriter, loc,
                                   compute(rewriter, mul.getLhs()),
                                   compute(rewriter, mul.getRhs()));
    auto [widened, constant] = splitProduct(mul);
    Value g = compute(rewriter, widened);
    const ProductRecipe &recipe = getRecipe(*constant);
    if (recipe.kind == ProductRecipe::OneMultiply)
      return arith::MulFOp::create(
          rewriter, loc, g,
          createConstant(rewriter, loc, f16Type, recipe.rounded));
    Value hi = createConstant(rewriter, loc, f16Type, recipe.hi);
    Value lo = createConstant(rewriter, loc, f16Type, recipe.lo);
    Value low = arith::MulFOp::create(rewriter, loc, g, lo);
    return math::FmaOp::create(rewriter, loc, g, hi, low);
  }

private:
  /// The widened f16 operand and the f32 constant of a product of the two.
  std::pair<Value, std::optional<APFloat>> splitProduct(arith::MulFOp mul) {
    for (auto [widened, other] : {std::pair(mul.getLhs(), mul.getRhs()),
                                  std::pair(mul.getRhs(), mul.getLhs())})
      if (isF16Widening(widened))
        if (std::optional<APFloat> constant = getF32Constant(other))
          return {widened, constant};
    return {Value(), std::nullopt};
  }

  const ProductRecipe &getRecipe(const APFloat &constant) {
    uint32_t bits = constant.bitcastToAPInt().getZExtValue();
    auto it = recipes.find(bits);
    if (it == recipes.end()) {
      it = recipes.try_emplace(bits, findRecipe(constant.convertToFloat()))
               .first;
      LLVM_DEBUG(llvm::dbgs() << "product by " << constant.convertToFloat()
                              << ": recipe " << it->second.kind << "\n");
    }
    return it->second;
  }

  static Value createConstant(PatternRewriter &rewriter, Location loc,
                              Type type, const APFloat &half) {
    TypedAttr attr = rewriter.getFloatAttr(rewriter.getF16Type(), half);
    if (auto vector = dyn_cast<VectorType>(type))
      attr = SplatElementsAttr::get(vector, attr);
    return arith::ConstantOp::create(rewriter, loc, attr);
  }

  llvm::DenseMap<uint32_t, ProductRecipe> &recipes;
};

/// `truncf` to f16 of a tree that F16Rewriter computes in f16.
struct ComputeRoundedTreeInF16 : OpRewritePattern<arith::TruncFOp> {
  ComputeRoundedTreeInF16(MLIRContext *context, F16Rewriter &f16)
      : OpRewritePattern(context), f16(f16) {}

  LogicalResult matchAndRewrite(arith::TruncFOp trunc,
                                PatternRewriter &rewriter) const override {
    if (!getElementTypeOrSelf(trunc.getType()).isF16() ||
        !getElementTypeOrSelf(trunc.getIn().getType()).isF32() ||
        trunc.getRoundingmodeAttr() || !f16.canCompute(trunc.getIn()))
      return rewriter.notifyMatchFailure(trunc, "not an f16 tree");
    rewriter.replaceOp(trunc, f16.compute(rewriter, trunc.getIn()));
    return success();
  }

  F16Rewriter &f16;
};

/// `cmpf` of widened f16 values (or of one and a constant exact in f16),
/// which compares the same in f16.
struct CompareInF16 : OpRewritePattern<arith::CmpFOp> {
  CompareInF16(MLIRContext *context, F16Rewriter &f16)
      : OpRewritePattern(context), f16(f16) {}

  LogicalResult matchAndRewrite(arith::CmpFOp cmp,
                                PatternRewriter &rewriter) const override {
    if (!getElementTypeOrSelf(cmp.getLhs().getType()).isF32() ||
        !(isF16Widening(cmp.getLhs()) || isF16Widening(cmp.getRhs())) ||
        !isExactF16(cmp.getLhs()) || !isExactF16(cmp.getRhs()))
      return rewriter.notifyMatchFailure(cmp, "not a compare of f16 values");
    rewriter.replaceOpWithNewOp<arith::CmpFOp>(
        cmp, cmp.getPredicateAttr(), f16.compute(rewriter, cmp.getLhs()),
        f16.compute(rewriter, cmp.getRhs()), cmp.getFastmathAttr());
    return success();
  }

  F16Rewriter &f16;
};

struct ActGradNativeF16ArithmeticPass
    : actgrad::impl::ActGradNativeF16ArithmeticPassBase<
          ActGradNativeF16ArithmeticPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (!actgrad::CPUTargetInfo::get(func).hasNativeF16Arithmetic())
      return;
    F16Rewriter f16(recipes);
    RewritePatternSet patterns(&getContext());
    patterns.add<ComputeRoundedTreeInF16, CompareInF16>(&getContext(), f16);
    if (failed(applyPatternsGreedily(func, std::move(patterns))))
      LLVM_DEBUG(llvm::dbgs() << "did not converge (harmless)\n");
  }

  /// The recipes of the constants seen by this pass instance.
  llvm::DenseMap<uint32_t, ProductRecipe> recipes;
};

} // namespace
