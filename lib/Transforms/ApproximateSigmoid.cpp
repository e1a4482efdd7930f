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

#include "ActGrad/Transforms/Passes.h"
#include "ActGrad/Transforms/Target.h"
#include "CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/Triple.h"

#include <cmath>

#define DEBUG_TYPE "actgrad-approximate-sigmoid"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADAPPROXIMATESIGMOIDPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// The precision a sigmoid's result needs, from the format its users round
/// to.
enum class Precision { F32, F16, BF16 };

/// How the sigmoid is evaluated for one precision.
struct Recipe {
  /// Coefficients of P(w) ~ exp(w) on the reduced range (relative minimax),
  /// lowest degree first; P(u) ~ exp(-u) uses them with alternating signs.
  ArrayRef<float> coefficients;
  /// A Newton step after the reciprocal estimate (relative error 2^-14).
  bool newtonStep;
};

// The recipes are the cheapest with which swish_backward stays within
// SEMANTICS.md 3 for every f16 and bf16 input x (with beta = 1) and many
// gradients, and for an f32 sweep. Swish's cancellation near its root
// v0 = -1.2784645 needs about 2^-15 relative accuracy from s for bf16
// results and 2^-19 for f16 ones there, and far less elsewhere; so the 16-bit
// polynomial is near-minimax (relative error 2^-13.4) with no error at v0's
// reduced argument (u0 = v0 + 2 ln2), where the f16 and bf16 values next to
// the root land. f16 needs the Newton step.
// ln2 is one f32 (no Cody-Waite split): its error, |m| * 2^-29 relative in
// s, stays below |v| * u / 20, far inside the contract's bound for large |v|
// (the u * s(1 - s) |v| (2 + |v|) term).
constexpr float kMinimax5[] = {1.00000012f,  0.999999702f,  0.499988824f,
                               0.166675642f, 0.0419163704f, 0.00829856470f};
constexpr float kRootExact3[] = {0.999971807f, 1.00018454f, 0.504470408f,
                                 0.165370405f};

// With the table of 2^(j/32) (AVX-512, 16 lanes) the reduced argument is
// |u| <= ln2 / 64: a degree-2 minimax polynomial is accurate to 2^-24.2.
constexpr float kTableMinimax2[] = {1.0f, 1.00001466f, 0.499996334f};
// bf16 results need only 1 - u there (exhaustive test of every bf16 x).
constexpr float kTableLinear[] = {1.0f, 1.0f};

Recipe getRecipe(Precision precision, bool table) {
  switch (precision) {
  case Precision::F32:
    return {table ? ArrayRef<float>(kTableMinimax2) : kMinimax5,
            /*newtonStep=*/true};
  case Precision::F16:
    return {table ? ArrayRef<float>(kTableMinimax2) : kRootExact3,
            /*newtonStep=*/true};
  case Precision::BF16:
    return {table ? ArrayRef<float>(kTableLinear) : kRootExact3,
            /*newtonStep=*/false};
  }
  llvm_unreachable("unknown precision");
}

/// The precision that the sigmoid of `v` with result `result` needs: that of
/// v's 16-bit format if `v` is a value of it and every chain of arith/math
/// ops from the result ends in an `arith.truncf` to that format, else f32. A
/// comparison, or any other user, needs f32. Swish's cancellation near its
/// root needs f32 accuracy for an f32 `v` (beta * x), which can lie
/// arbitrarily close to the root; the 16-bit values keep their distance.
Precision getNeededPrecision(Value v, Value result) {
  // The 16-bit format `v` is exactly a value of, so that exhaustive tests
  // over that format cover every input.
  Type format = getWidened16BitFormat(v);
  if (!format)
    return Precision::F32;
  SmallVector<Value> worklist = {result};
  llvm::SmallPtrSet<Operation *, 16> visited;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (!visited.insert(user).second)
        continue;
      if (auto trunc = dyn_cast<arith::TruncFOp>(user)) {
        if (getElementTypeOrSelf(trunc.getType()) != format)
          return Precision::F32;
        continue;
      }
      bool elementwise =
          isa<arith::ArithDialect, math::MathDialect>(user->getDialect()) &&
          !isa<arith::CmpFOp>(user);
      if (!elementwise || visited.size() > 64)
        return Precision::F32;
      llvm::append_range(worklist, user->getResults());
    }
  }
  return format.isF16() ? Precision::F16 : Precision::BF16;
}

/// Builds f32 (scalar or vector) arithmetic of one shape.
class Builder {
public:
  Builder(PatternRewriter &rewriter, Location loc, Type type)
      : b(rewriter), loc(loc), type(type), intType(b.getI32Type()) {
    if (auto vector = dyn_cast<VectorType>(type))
      intType = vector.clone(intType);
  }

  Value f32(double value) { return constant(b.getF32FloatAttr(value), type); }
  PatternRewriter &getRewriter() { return b; }
  Location getLoc() { return loc; }
  Value i32(int64_t value) {
    return constant(b.getI32IntegerAttr(value), intType);
  }
  Value fma(Value x, Value y, Value z) {
    return math::FmaOp::create(b, loc, x, y, z);
  }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  Value toInt(Value x) { return arith::BitcastOp::create(b, loc, intType, x); }
  Value toFloat(Value x) { return arith::BitcastOp::create(b, loc, type, x); }
  Value shl(Value x, Value y) { return arith::ShLIOp::create(b, loc, x, y); }
  /// `predicate(x, y) ? y : x`, the form x86's min and max instructions
  /// compute: a NaN `x` passes through.
  Value replaceIf(arith::CmpFPredicate predicate, Value x, Value y) {
    Value cond = arith::CmpFOp::create(b, loc, predicate, x, y);
    return arith::SelectOp::create(b, loc, cond, y, x);
  }
  /// A call of LLVM intrinsic `name` with a result of `resultType`, by
  /// default the f32 type.
  Value intrinsic(StringRef name, ValueRange args, Type resultType = {}) {
    return LLVM::CallIntrinsicOp::create(b, loc, resultType ? resultType : type,
                                         b.getStringAttr(name), args)
        .getResult(0);
  }
  /// A vector of i32 of `type`'s shape holding `values` (one per lane).
  Value i32s(ArrayRef<int32_t> values) {
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(cast<VectorType>(intType), values));
  }
  Type getIntType() { return intType; }
  Value i16Or8(int64_t value, unsigned width) {
    return arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(b.getIntegerType(width), value));
  }
  Value i32Scalar(int64_t value) {
    return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(value));
  }

private:
  Value constant(TypedAttr scalar, Type shaped) {
    TypedAttr attr = scalar;
    if (auto vector = dyn_cast<VectorType>(shaped))
      attr = DenseElementsAttr::get(vector, scalar);
    return arith::ConstantOp::create(b, loc, attr);
  }

  PatternRewriter &b;
  Location loc;
  Type type, intType;
};

/// The AVX-512 instructions the target offers for `type`: the vector
/// lengths of the masked intrinsics (512 bits with AVX-512F, 256 and 128
/// with AVX-512VL too), VRANGEPS (AVX-512DQ), and VPERMI2D over two zmm
/// registers, the 32-entry table (AVX-512F, 16 lanes).
struct X86Features {
  bool rcp14 = false;
  bool range = false;
  bool table = false;
  unsigned lanes = 0;
};

X86Features getX86Features(Operation *op, Type type) {
  X86Features result;
  LLVM::TargetAttr target = actgrad::getTargetAttr(op);
  auto vector = dyn_cast<VectorType>(type);
  if (!target || !target.getFeatures() || !vector || vector.getRank() != 1 ||
      vector.isScalable() ||
      !llvm::Triple(target.getTriple().getValue()).isX86())
    return result;
  LLVM::TargetFeaturesAttr features = target.getFeatures();
  unsigned lanes = vector.getNumElements();
  bool length = (lanes == 16 && features.contains("+avx512f")) ||
                ((lanes == 8 || lanes == 4) && features.contains("+avx512f") &&
                 features.contains("+avx512vl"));
  result.lanes = lanes;
  result.rcp14 = length;
  result.range = length && features.contains("+avx512dq");
  result.table = length && lanes == 16;
  return result;
}

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

/// P(u) ~ exp(-u) by Horner's rule, from the coefficients of P(w) ~ exp(w).
Value evaluatePolynomial(Builder &b, Value u, ArrayRef<float> c) {
  auto coefficient = [&](size_t i) {
    return b.f32(i % 2 ? -double(c[i]) : double(c[i]));
  };
  Value p = coefficient(c.size() - 1);
  for (size_t i = c.size() - 1; i-- > 0;)
    p = b.fma(p, u, coefficient(i));
  return p;
}

/// The range reduction without a table: vc = m ln2 + u, |u| <= ln2 / 2.
/// Returns P(u) ~ exp(-u) and 2^m.
std::pair<Value, Value> reduce(Builder &b, Value vc, ArrayRef<float> c) {
  // m = round(vc * log2(e)) with the 1.5 * 2^23 trick, whose low bits
  // then hold m + 127 (the bias is in the magic number), and `m` is m as a
  // float.
  Value magic = b.f32(0x1.8p23 + 127);
  Value rounded = b.fma(vc, b.f32(1.4426950408889634), magic);
  Value m = b.sub(rounded, magic);
  // u = vc - m * ln2.
  Value u = b.fma(m, b.f32(-0.69314718055994531), vc);
  Value p = evaluatePolynomial(b, u, c);
  // 2^m: the exponent field m + 127 (0 for m = -127, which gives 0); the
  // shift drops the magic number's own bits.
  Value scale = b.toFloat(b.shl(b.toInt(rounded), b.i32(23)));
  return {p, scale};
}

/// The table's 2^(j/32) entries, picked by VPERMI2D from `bits`'
/// low 5 bits: the bits of 2^(j/32) minus j << 18 (reduceWithTable).
Value lookUpTable(Builder &b, Value bits) {
  SmallVector<int32_t> low, high;
  for (int j = 0; j < 32; ++j) {
    uint32_t entry =
        llvm::bit_cast<uint32_t>(static_cast<float>(std::exp2(j / 32.0))) -
        (uint32_t(j) << 18);
    (j < 16 ? low : high).push_back(static_cast<int32_t>(entry));
  }
  return b.intrinsic("llvm.x86.avx512.vpermi2var.d.512",
                     {b.i32s(low), bits, b.i32s(high)}, b.getIntType());
}

/// The range reduction with a 32-entry table (16 lanes of AVX-512F):
/// vc = (32 m + j) ln2 / 32 + u, |u| <= ln2 / 64, 0 <= j < 32. Returns
/// P(u) ~ exp(-u) and 2^m * 2^(j/32). The product is formed in the integer
/// domain: k << 18 is m << 23 (m in the exponent field) plus j << 18, so the
/// table (two zmm constants, picked by VPERMI2D, which reads only the low 5
/// bits of its index) holds the bits of 2^(j/32) minus j << 18, and one
/// integer addition gives the bits of 2^m * 2^(j/32). An integer addition
/// runs on any of Zen 4's four vector pipes; the f32 multiplication and the
/// mask it replaces take the two pipes of the fmas that bound the loop.
std::pair<Value, Value> reduceWithTable(Builder &b, Value vc,
                                        ArrayRef<float> c) {
  // k = round(vc * 32 / ln2) with the 1.5 * 2^23 trick: the low 22 bits of
  // `rounded` hold k in two's complement (|k| <= 127 * 32).
  Value magic = b.f32(0x1.8p23);
  Value rounded = b.fma(vc, b.f32(32 / 0.69314718055994531), magic);
  Value k = b.sub(rounded, magic);
  // u = vc - k * ln2 / 32.
  Value u = b.fma(k, b.f32(-0.69314718055994531 / 32), vc);
  Value p = evaluatePolynomial(b, u, c);
  Value bits = b.toInt(rounded);
  Value table = lookUpTable(b, bits);
  // The shift drops the magic number's own bits; the sum wraps to the bits
  // of 2^m * 2^(j/32), exponent field m + 127 in [0, 254] for
  // |vc| <= 127 ln2. At the clamp's lower limit (k = -127 * 32, j = 0) it
  // is exactly +0, so s is 0 there and at -inf; for -127 ln2 < vc <= -87.34
  // (m = -127, j > 0) it is the subnormal (2^(j/32) - 1) * 2^-126, within
  // 2^-127 of the true value.
  Value scaleBits = arith::AddIOp::create(b.getRewriter(), b.getLoc(), table,
                                          b.shl(bits, b.i32(18)));
  return {p, b.toFloat(scaleBits)};
}

/// VRCP14PS of `x` (relative error below 2^-14), at the width `x86` has.
Value estimateReciprocal(Builder &b, const X86Features &x86, Value x) {
  std::string name =
      "llvm.x86.avx512.rcp14.ps." + std::to_string(x86.lanes * 32);
  return b.intrinsic(name,
                     {x, b.f32(0.0), b.i16Or8(-1, x86.lanes == 16 ? 16 : 8)});
}

/// 1 + exp(-v), whose VRCP14PS alone is s = 1 / (1 + exp(-v)), for the
/// recipes without a Newton step (which 1 + exp(-v) = +inf would turn into
/// NaN). With w = -vc = k ln2 / 32 + u, exp(w) = 2^(k/32) * exp(u), and the
/// denominator is one fma of the table's scale and the polynomial. Against
/// 2^m / (2^m + P(u)) that saves the final product by 2^m; the quotient is
/// the same, the reduction being that of -v (k and u change sign).
/// The scale is 2^((k + 16) / 32), half an octave up, and the polynomial
/// 2^-1/2 P(u): with the clamp at +-127.5 ln2 (k = +-4080), the scale is
/// then exactly +0 at vc's upper limit (k + 16 = -127 * 32, so s = 1) and
/// exactly +inf at its lower limit (k + 16 = 128 * 32, so s = 0, as VRCP14PS
/// of +inf is +0), the exact limits swish needs for NaN at x = +-inf; the
/// exponent field of the scale, m + 127, stays in [0, 255].
Value onePlusExpWithTable(Builder &b, Value vc, ArrayRef<float> c) {
  // k = round(-vc * 32 / ln2); the low 22 bits of `rounded` hold k + 16.
  Value magic = b.f32(0x1.8p23 + 16);
  Value rounded = b.fma(vc, b.f32(-32 / 0.69314718055994531), magic);
  Value k = b.sub(rounded, magic);
  // -u = vc + k * ln2 / 32.
  Value negatedU = b.fma(k, b.f32(0.69314718055994531 / 32), vc);
  // 2^-1/2 P(u), with P(u) ~ exp(u): evaluatePolynomial's alternating signs
  // applied to -u.
  SmallVector<float> scaled;
  for (float coefficient : c)
    scaled.push_back(static_cast<float>(coefficient * std::sqrt(0.5)));
  Value p = evaluatePolynomial(b, negatedU, scaled);
  Value bits = b.toInt(rounded);
  // One op per statement: argument evaluation order is unspecified.
  Value entries = lookUpTable(b, bits);
  Value shifted = b.shl(bits, b.i32(18));
  Value scaleBits =
      arith::AddIOp::create(b.getRewriter(), b.getLoc(), entries, shifted);
  Value scale = b.toFloat(scaleBits);
  return b.fma(scale, p, b.f32(1.0));
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
    X86Features x86 = getX86Features(op, type);
    // The table pays for every precision, since 2^m * 2^(j/32) is an
    // integer addition: f16 results need degree 2 and the Newton step with
    // it, bf16 ones only 1 - u (measurements: docs/Pipeline.md, "Accuracy of
    // the transcendentals").
    bool table = x86.table;
    Recipe recipe = getRecipe(precision, table);
    LLVM_DEBUG(llvm::dbgs()
               << "sigmoid at " << op.getLoc() << ": degree "
               << recipe.coefficients.size() - 1 << (table ? ", table" : "")
               << (x86.rcp14 ? ", rcp14" : ", divf") << "\n");
    Builder b(rewriter, op.getLoc(), type);

    // Clamp to [-c, c]: m then stays in [-127, 127]. NaN passes through.
    // c = 88 without the table; with it c = 127 ln2 (k = 127 * 32 exactly),
    // so that the limits take j = 0: +-c give 2^-127 (0 after the mask) and
    // 2^127, whose reciprocal VRCP14PS gets exactly, so s is exactly 0 and 1
    // there (large v, +-inf) and swish's v * (1 - s) is NaN at x = +-inf.
    // The reciprocal form (onePlusExpWithTable) clamps at +-127.5 ln2.
    bool reciprocalForm = table && x86.rcp14 && !recipe.newtonStep;
    double bound = reciprocalForm ? 4080 * 0.69314718055994531 / 32
                   : table        ? 88.029693603515625
                                  : 88.0;
    Value vc;
    if (x86.range) {
      // sign(v) * min(|v|, c) in one instruction (imm 2: the smaller
      // magnitude, with the sign of the first operand).
      std::string name =
          "llvm.x86.avx512.mask.range.ps." + std::to_string(x86.lanes * 32);
      SmallVector<Value> args = {v, b.f32(bound), b.i32Scalar(2), b.f32(0.0),
                                 b.i16Or8(-1, x86.lanes == 16 ? 16 : 8)};
      if (x86.lanes == 16)
        args.push_back(b.i32Scalar(4)); // current rounding, exceptions
      vc = b.intrinsic(name, args);
    } else {
      vc = b.replaceIf(arith::CmpFPredicate::OLT, v, b.f32(-bound));
      vc = b.replaceIf(arith::CmpFPredicate::OGT, vc, b.f32(bound));
    }

    if (reciprocalForm) {
      Value denominator = onePlusExpWithTable(b, vc, recipe.coefficients);
      rewriter.replaceOp(op, estimateReciprocal(b, x86, denominator));
      return success();
    }
    auto [p, scale] = table ? reduceWithTable(b, vc, recipe.coefficients)
                            : reduce(b, vc, recipe.coefficients);
    // s = 2^m / (2^m + P) (or with 2^(k/32)): the denominator lies in
    // [0.7, 2^127 + 2].
    Value denominator = b.add(p, scale);
    Value reciprocal;
    if (x86.rcp14) {
      reciprocal = estimateReciprocal(b, x86, denominator);
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
    actgrad::addTargetFeaturesOfX86Intrinsics(getOperation());
  }
};

} // namespace
