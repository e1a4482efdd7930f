//===- Utils.h - Shared helpers of the raising patterns ---------*- C++ -*-===//

#ifndef ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_UTILS_H
#define ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_UTILS_H

#include "Expr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

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

/// The trees of the roots the patterns of one pass are tried on. Every
/// pattern tried on a root reads its tree, built once; and the leaf choice
/// of each root reuses what it learned at the roots before (LeafMemo).
/// Building trees, and choosing leaves in a whole model, is most of the
/// pass's work. Whatever changes the IR calls invalidate() (the pass's
/// rewriter listener does).
class RootTrees {
public:
  /// buildRoot of `op`, built on the first request since a change.
  FailureOr<Root> get(linalg::LinalgOp op);
  /// Forgets every tree and the memo at the next get(), not at once: the
  /// pattern that changes the IR still reads the tree it was given.
  void invalidate() { stale = true; }

private:
  Operation *op = nullptr;
  std::optional<ExprBuilder> builder;
  FailureOr<Root> root = failure();
  LeafMemo memo;
  bool stale = false;
};

/// A pattern that raises the chain ending at a linalg op, given its tree:
/// RootTrees' where the pass shares one (`trees`), else one of its own (the
/// public populate function's patterns, for drivers that may change the IR
/// between the patterns they try).
class RootPattern : public OpInterfaceRewritePattern<linalg::LinalgOp> {
public:
  RootPattern(MLIRContext *context, RootTrees *trees,
              PatternBenefit benefit = 1)
      : OpInterfaceRewritePattern(context, benefit), trees(trees) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const final;

  /// Raises the chain ending at `op`, whose tree `root` is.
  virtual LogicalResult raise(linalg::LinalgOp op, const Root &root,
                              PatternRewriter &rewriter) const = 0;

private:
  RootTrees *trees;
};

/// The tensor read that `expr` is, either in the element type `type`, or
/// extended from it to f32 when `extended`, at the point of the root's
/// element (an identity map of rank `rank`); null otherwise.
const Expr *rootInput(const Expr *expr, Type type, bool extended,
                      unsigned rank);

/// rootInput, or the node of a value a linalg op of the chain computes (an
/// Op with its tensor), at the point of the root's element: reading that
/// tensor gives the same element.
const Expr *computedInput(const Expr *expr, Type type, bool extended,
                          unsigned rank);

/// `value` as an operand of a raised op whose result is `type`: itself if
/// its type is cast compatible (the ops take `?` against a static size);
/// null if not.
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

/// The body of an f32 fix-up: given the inputs' block arguments extended
/// to f32, the f32 value of the result.
using F32FixUpBody = function_ref<Value(OpBuilder &, Location, ValueRange)>;

/// createFixUp whose body computes in f32 whatever the element type: x86
/// cannot select bf16 vectors of every width, and extending a bf16/f16
/// value to f32 and truncating it back is exact. The block arguments of
/// 16-bit inputs are extended to f32 before `body`, and its result is
/// truncated to `type`'s element type once.
linalg::GenericOp createF32FixUp(OpBuilder &b, Location loc,
                                 RankedTensorType type, Value shapeSource,
                                 ValueRange inputs, ArrayRef<AffineMap> maps,
                                 F32FixUpBody body);

/// An f32 constant.
Value f32Constant(OpBuilder &b, Location loc, float value);

/// An f32 value rounded to `elementType` and extended back (the front end's
/// rounding of a 16-bit product); `value` itself for f32.
Value roundThrough(OpBuilder &b, Location loc, Value value, Type elementType);

/// `probe` is NaN ? `ifNaN` : `otherwise` (the NaN fix-up of the raised ops).
Value selectIfNaN(OpBuilder &b, Location loc, Value probe, Value ifNaN,
                  Value otherwise);

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

/// compareSet for a constant of any float type (f64 included) compared
/// exactly with f32 values; the constant need not be an f32 value.
std::optional<FloatSet> compareSetOfConstant(arith::CmpFPredicate predicate,
                                             const APFloat &value);

/// The predicate with its operands swapped (`c < x` is `x > c`).
arith::CmpFPredicate swapped(arith::CmpFPredicate predicate);

/// Accepts the subject of a condition (a tensor read, or a value such as
/// hardsigmoid's `t`) and returns its canonical node, or null.
using SubjectFn = function_ref<const Expr *(const Expr *)>;

/// The set of subject values for which the i1 tree `cond` is true, where
/// `cond` compares one subject with constants or with itself (the NaN tests
/// `x uno x`, `x une x`, `not(x oeq x)`) and combines the compares with
/// and/or/not; `x` is set to the subject.
std::optional<FloatSet> conditionSetOf(const Expr *cond, SubjectFn subject,
                                       const Expr *&x);

/// The subject of a mask on an input: `e` as a read of an input of the
/// root or of a value the chain computes (computedInput), in the element
/// type or extended to f32 (compares of either are exact in f32); null
/// otherwise.
const Expr *inputSubject(const Expr *e, Type elementType, unsigned rank);

/// Whether `condition` is `dim(slope, 0) == 1`: convert-actgrad-to-linalg's
/// dispatch of a prelu slope of unknown length between [1] and [C].
bool isSlopeLengthOne(Value condition, Value slope);

/// conditionSetOf where the subject is one input `x` (the same read
/// throughout, in the element type or extended to f32).
std::optional<FloatSet> conditionSet(const Expr *cond, Type elementType,
                                     unsigned rank, const Expr *&x);

/// One value a tree of selects yields, and for which subject values.
struct SelectLeaf {
  const Expr *value;
  FloatSet when;
  /// Whether the leaf is under an `arith.truncf` from f32 (16-bit types).
  bool extended;
  /// That truncation, where it is under a select: it rounds the leaf to
  /// the element type, not the root's result (autocast's bf16 matmul result,
  /// rounded by a generic of its own, as a mask's `g`).
  const Expr *rounded = nullptr;
};

/// All subject values, NaN included.
FloatSet everything();

/// Flattens nested selects whose conditions are on one subject (and any
/// `arith.truncf` from f32 among them: the 16-bit root's final rounding, or
/// under a select a rounding of the leaf itself, SelectLeaf::rounded) into the
/// values they yield and the subject values that select each: front ends write
/// a mask as one select of a compound condition, as nested selects (JAX's
/// `where` chains), or with a NaN select `select(x uno x, x, ...)` at any level
/// (the conversion's own NaN rule). Leaves that nothing selects are kept (with
/// an empty set). False if the tree has more leaves than a mask has.
bool collectSelectLeaves(const Expr *e, const FloatSet &when, bool extended,
                         Type elementType, SubjectFn subject, const Expr *&x,
                         SmallVectorImpl<SelectLeaf> &leaves);

/// A mask: a tree of selects on one subject `x` that yields one value
/// (`g`, `g * c`, ...), +0, or, for NaN `x` only, `x` itself (the NaN rule
/// of SEMANTICS.md 1, as the conversion writes it).
struct Mask {
  const Expr *x = nullptr;
  const Expr *value = nullptr;
  /// Whether `value` is under an `arith.truncf` from f32: the 16-bit
  /// root's, or one under the selects (then `rounded` is set).
  bool extended = false;
  /// `value` rounded to the element type under the mask's selects
  /// (SelectLeaf::rounded), or null.
  const Expr *rounded = nullptr;
  /// The non-NaN `x` that select `value`; `pass.nan`: NaN `x` selects it.
  FloatSet pass;
  /// NaN `x` selects `x` (the result is NaN).
  bool nanGivesNaN = false;
  /// The float constants `x` is compared with, in tree order.
  SmallVector<float, 4> bounds;
};

/// The mask `root` is, or nullopt.
std::optional<Mask> analyzeMask(const Expr *root, Type elementType,
                                SubjectFn subject);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_UTILS_H
