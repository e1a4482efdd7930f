//===- Utils.h - Shared helpers of the raising patterns ---------*- C++ -*-===//

#ifndef ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_UTILS_H
#define ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_UTILS_H

#include "Expr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

#include <cmath>
#include <limits>
#include <optional>
#include <utility>

namespace mlir::actgrad::detail {

/// Whether `type` is an element type of the actgrad ops (f32, f16, bf16).
bool isActGradFloat(Type type);

/// The root of a chain: an all-parallel generic with one ranked result of
/// f32, f16 or bf16, and the tree of its element.
struct Root {
  linalg::LinalgOp op;
  RankedTensorType type;
  Type elementType;
  const Expr *expr;
};

/// The root of `op` with its element tree, if `op` is an all-parallel
/// generic with one ranked result of f32, f16 or bf16.
FailureOr<Root> buildRoot(linalg::LinalgOp op, ExprBuilder &builder);

/// The tensor read that `expr` is, either in the element type `type`, or
/// extended from it to f32 when `extended`, at the point of the root's
/// element (an identity map of rank `rank`); null otherwise.
const Expr *rootInput(const Expr *expr, Type type, bool extended,
                      unsigned rank);

/// The value a select-form root yields before its final rounding: for a
/// 16-bit `elementType`, the f32 operand of an `arith.truncf` at the top of
/// `expr` (`extended` is then set), else `expr` itself.
const Expr *stripTruncationFromF32(const Expr *expr, Type elementType,
                                   bool &extended);

/// `value` cast to `type` if needed (a static and a dynamic dimension); null
/// if the types are not cast compatible.
Value castTo(OpBuilder &b, Location loc, Value value, RankedTensorType type);
bool castable(Value value, RankedTensorType type);

/// A fix-up after a raised op: an all-parallel generic of `type`, shaped
/// like `shapeSource`, over `inputs` (read through `maps`, identity maps when
/// empty) whose body `body` builds, given the block arguments of the inputs.
/// Elementwise fusion merges it into the raised op's loop.
linalg::GenericOp
createFixUp(OpBuilder &b, Location loc, RankedTensorType type,
            Value shapeSource, ValueRange inputs, ArrayRef<AffineMap> maps,
            function_ref<void(OpBuilder &, Location, ValueRange)> body);

/// A set of f32 values: closed intervals (sorted, disjoint, not adjacent)
/// and whether NaN belongs to it. Values of the element type are f32 values,
/// and a compare of them with a constant is exact in f32, so `x < c` is
/// `x <= prev(c)`: closed intervals of f32 values describe every compare.
struct FloatSet {
  SmallVector<std::pair<float, float>, 2> intervals;
  bool nan = false;
};

constexpr float kInf = std::numeric_limits<float>::infinity();
inline float up(float v) { return std::nextafter(v, kInf); }
inline float down(float v) { return std::nextafter(v, -kInf); }

void normalize(FloatSet &set);
FloatSet complement(const FloatSet &set);
FloatSet intersect(const FloatSet &a, const FloatSet &b);
FloatSet unite(const FloatSet &a, const FloatSet &b);

/// The values `x` for which `x <predicate> c` holds; nullopt for predicates
/// that are not a compare with a constant.
std::optional<FloatSet> compareSet(arith::CmpFPredicate predicate, float c);

/// The predicate with its operands swapped (`c < x` is `x > c`).
arith::CmpFPredicate swapped(arith::CmpFPredicate predicate);

/// The set of `x` values for which the i1 tree `cond` is true, where `cond`
/// compares one input `x` (the same read throughout, in the element type or
/// extended to f32) with constants and combines the compares with
/// and/or/not; `x` is set to that read.
std::optional<FloatSet> conditionSet(const Expr *cond, Type elementType,
                                     unsigned rank, const Expr *&x);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_UTILS_H
