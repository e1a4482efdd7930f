//===- SigmoidRecipes.cpp - Polynomials and range reductions --------------===//
//
// How actgrad-approximate-sigmoid evaluates `1 / (1 + exp(-v))`: the recipe
// (polynomial and Newton step) for the precision the result needs, and the
// range reductions with and without the table of 2^(j/32).
//
//===----------------------------------------------------------------------===//

#include "LowerToLLVM/SigmoidRecipes.h"
#include "Utils/CPUCodegenUtils.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/bit.h"

#include <cmath>

using namespace mlir;
using namespace mlir::actgrad::detail;

// The definitions are inside the namespace: its Builder, not mlir::Builder.
namespace mlir::actgrad::sigmoid {

namespace {

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

/// The table's 2^(j/32) entries, picked by the target's 32-entry lookup from
/// `bits`' low 5 bits: the bits of 2^(j/32) minus j << 18 (reduceWithTable).
Value lookUpTable(Builder &b, const CPUTargetISAHooks &isa, Value bits) {
  SmallVector<int32_t> low, high;
  for (int j = 0; j < 32; ++j) {
    uint32_t entry =
        llvm::bit_cast<uint32_t>(static_cast<float>(std::exp2(j / 32.0))) -
        (uint32_t(j) << 18);
    (j < 16 ? low : high).push_back(static_cast<int32_t>(entry));
  }
  // One op per statement: argument evaluation order is unspecified.
  Value lowEntries = b.i32s(low);
  Value highEntries = b.i32s(high);
  return isa.tableLookup32(b.getRewriter(), b.getLoc(), lowEntries, bits,
                           highEntries);
}

} // namespace

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

TargetInstructions getTargetInstructions(Operation *op, Type type) {
  TargetInstructions result;
  result.hooks = CPUTargetInfo::get(op).getISA();
  result.reciprocalEstimate = result.hooks.reciprocalEstimate.takes(type);
  result.rangeClamp =
      result.reciprocalEstimate && result.hooks.rangeClamp.takes(type);
  result.table = result.reciprocalEstimate &&
                 result.hooks.tableLookup32.takes(type) &&
                 cast<VectorType>(type).getNumElements() == 16;
  return result;
}

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

std::pair<Value, Value> reduceWithTable(Builder &b,
                                        const CPUTargetISAHooks &isa, Value vc,
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
  Value table = lookUpTable(b, isa, bits);
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

Value estimateReciprocal(Builder &b, const CPUTargetISAHooks &isa, Value x) {
  return isa.reciprocalEstimate(b.getRewriter(), b.getLoc(), x);
}

Value onePlusExpWithTable(Builder &b, const CPUTargetISAHooks &isa, Value vc,
                          ArrayRef<float> c) {
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
  Value entries = lookUpTable(b, isa, bits);
  Value shifted = b.shl(bits, b.i32(18));
  Value scaleBits =
      arith::AddIOp::create(b.getRewriter(), b.getLoc(), entries, shifted);
  Value scale = b.toFloat(scaleBits);
  return b.fma(scale, p, b.f32(1.0));
}

} // namespace mlir::actgrad::sigmoid
