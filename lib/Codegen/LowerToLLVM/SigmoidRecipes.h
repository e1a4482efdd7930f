//===- SigmoidRecipes.h - Polynomials and range reductions ------*- C++ -*-===//
//
// Private to ActGradCodegenLowerToLLVM: used by actgrad-approximate-sigmoid.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_LOWERTOLLVM_SIGMOIDRECIPES_H
#define ACTGRAD_LIB_CODEGEN_LOWERTOLLVM_SIGMOIDRECIPES_H

#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"

#include <utility>

namespace mlir::actgrad::sigmoid {

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

/// The recipe for `precision`, with the table of 2^(j/32) or without it.
Recipe getRecipe(Precision precision, bool table);

/// The precision that the sigmoid of `v` with result `result` needs: that of
/// v's 16-bit format if `v` is a value of it and every chain of arith/math
/// ops from the result ends in an `arith.truncf` to that format, else f32. A
/// comparison, or any other user, needs f32. Swish's cancellation near its
/// root needs f32 accuracy for an f32 `v` (beta * x), which can lie
/// arbitrarily close to the root; the 16-bit values keep their distance.
Precision getNeededPrecision(Value v, Value result);

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
  /// A vector of i32 of `type`'s shape holding `values` (one per lane).
  Value i32s(ArrayRef<int32_t> values) {
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(cast<VectorType>(intType), values));
  }
  Type getIntType() { return intType; }

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

/// The target's instructions that the recipes use for `type`, where it has
/// them: a reciprocal estimate, a range clamp and the 32-entry table.
struct TargetInstructions {
  CPUTargetISAHooks hooks;
  bool reciprocalEstimate = false;
  bool rangeClamp = false;
  bool table = false;
};

TargetInstructions getTargetInstructions(Operation *op, Type type);

/// The range reduction without a table: vc = m ln2 + u, |u| <= ln2 / 2.
/// Returns P(u) ~ exp(-u) and 2^m.
std::pair<Value, Value> reduce(Builder &b, Value vc, ArrayRef<float> c);

/// The range reduction with a 32-entry table:
/// vc = (32 m + j) ln2 / 32 + u, |u| <= ln2 / 64, 0 <= j < 32. Returns
/// P(u) ~ exp(-u) and 2^m * 2^(j/32). The product is formed in the integer
/// domain: k << 18 is m << 23 (m in the exponent field) plus j << 18, so the
/// table (two constants, picked by a lookup that reads only the low 5 bits
/// of its index) holds the bits of 2^(j/32) minus j << 18, and one
/// integer addition gives the bits of 2^m * 2^(j/32). An integer addition
/// runs on any of Zen 4's four vector pipes; the f32 multiplication and the
/// mask it replaces take the two pipes of the fmas that bound the loop.
std::pair<Value, Value> reduceWithTable(Builder &b,
                                        const CPUTargetISAHooks &isa, Value vc,
                                        ArrayRef<float> c);

/// The target's estimate of 1 / x (relative error below 2^-14).
Value estimateReciprocal(Builder &b, const CPUTargetISAHooks &isa, Value x);

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
Value onePlusExpWithTable(Builder &b, const CPUTargetISAHooks &isa, Value vc,
                          ArrayRef<float> c);

} // namespace mlir::actgrad::sigmoid

#endif // ACTGRAD_LIB_CODEGEN_LOWERTOLLVM_SIGMOIDRECIPES_H
