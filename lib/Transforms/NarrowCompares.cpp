//===- NarrowCompares.cpp - The actgrad-narrow-compares pass --------------===//
//
// A predicate of one f16 or bf16 value (hardtanh's `min < x < max`,
// hardsigmoid's `0 < alpha x + beta < 1`, the NaN rule's `x != x`) is
// computed in f32 after widening x: on x86 that is a conversion per element
// and 16 lanes per instruction. x has only 2^16 values, so the pass
// evaluates the predicate for every one of them at compile time, exactly as
// the f32 ops round, and when the set where it holds is one interval (or the
// complement of one) of the values' order, replaces it by integer compares
// on x's bits. No reasoning about rounding is needed: the evaluation is the
// proof.
//
// The order is that of the magnitude bits when the predicate ignores the
// sign, else that of the "key" `bits ^ ((bits >> 15) & 0x7fff)` (as signed
// 16-bit integers), which sorts the values as the f32 comparison does, with
// -0 just below +0 and the NaNs beyond the infinities.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"
#include "CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-narrow-compares"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADNARROWCOMPARESPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Bounds the ops of one predicate: hardsigmoid's has about ten.
constexpr unsigned kMaxSliceSize = 32;

bool isI1(Type type) { return getElementTypeOrSelf(type).isInteger(1); }

/// The ops computing a value from a single widened 16-bit value and
/// constants, in an order where every op follows its operands' ops.
struct Slice {
  /// The 16-bit value.
  Value source;
  /// Constants, the `arith.extf` of `source` and the ops in between.
  SmallVector<Operation *> ops;
};

bool hasNoFastMath(Operation *op) {
  auto fastMath = dyn_cast<arith::ArithFastMathInterface>(op);
  return !fastMath ||
         fastMath.getFastMathFlagsAttr().getValue() == arith::FastMathFlags::none;
}

/// Whether the pass can evaluate `op` on constants: the ops whose rounding
/// APFloat reproduces exactly. Fast-math flags would let LLVM contract or
/// reassociate, so ops that carry any are not evaluated.
bool isEvaluable(Operation *op) {
  return isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
             math::FmaOp, arith::NegFOp, math::AbsFOp, arith::CmpFOp,
             arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::SelectOp>(op) &&
         hasNoFastMath(op) &&
         (!isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op) ||
          isI1(op->getResult(0).getType()));
}

/// Whether `constant` is a scalar or splat float or i1 the evaluation can
/// read.
std::optional<Attribute> getScalar(Attribute constant) {
  if (auto splat = dyn_cast<SplatElementsAttr>(constant))
    constant = splat.getSplatValue<Attribute>();
  if (isa<FloatAttr>(constant))
    return constant;
  if (auto integer = dyn_cast<IntegerAttr>(constant))
    if (integer.getType().isInteger(1))
      return constant;
  return std::nullopt;
}

LogicalResult collectSlice(Value value, Slice &slice,
                           llvm::SetVector<Operation *> &visited,
                           unsigned depth = 0) {
  if (Value source = getWidened16Bit(value)) {
    if (slice.source && slice.source != source)
      return failure();
    slice.source = source;
    visited.insert(value.getDefiningOp());
    return success();
  }
  Operation *op = value.getDefiningOp();
  if (!op)
    return failure();
  if (visited.contains(op))
    return success();
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant))) {
    if (!getScalar(constant))
      return failure();
    visited.insert(op);
    return success();
  }
  // The depth bounds the recursion too: a long chain fails at once.
  if (!isEvaluable(op) || visited.size() >= kMaxSliceSize ||
      depth >= kMaxSliceSize)
    return failure();
  for (Value operand : op->getOperands())
    if (failed(collectSlice(operand, slice, visited, depth + 1)))
      return failure();
  visited.insert(op);
  return success();
}

/// The slice of `value`, if it depends on exactly one 16-bit value of the
/// same shape (elementwise ops on scalars or vectors; not tensors, and not
/// a scalar source broadcast by a select into a vector).
std::optional<Slice> getSlice(Value value) {
  Slice slice;
  llvm::SetVector<Operation *> visited;
  if (failed(collectSlice(value, slice, visited)) || !slice.source)
    return std::nullopt;
  auto shape = [](Type type) -> std::optional<ArrayRef<int64_t>> {
    if (auto vector = dyn_cast<VectorType>(type))
      return vector.isScalable() ? std::nullopt
                                 : std::optional(vector.getShape());
    if (isa<ShapedType>(type))
      return std::nullopt;
    return ArrayRef<int64_t>();
  };
  std::optional<ArrayRef<int64_t>> valueShape = shape(value.getType());
  if (!valueShape || valueShape != shape(slice.source.getType()))
    return std::nullopt;
  // Post-order insertion already puts operands first.
  slice.ops = visited.takeVector();
  return slice;
}

/// One value during the evaluation: a float or an i1.
struct Scalar {
  std::optional<APFloat> real;
  bool truth = false;
};

/// Evaluates `slice` for every bit pattern of its 16-bit source and returns
/// where `result` is true.
llvm::BitVector evaluate(const Slice &slice, Value result) {
  const llvm::fltSemantics &narrow =
      cast<FloatType>(getElementTypeOrSelf(slice.source.getType()))
          .getFloatSemantics();
  llvm::BitVector table(1 << 16);
  DenseMap<Value, unsigned> index;
  for (Operation *op : slice.ops)
    index.try_emplace(op->getResult(0), index.size());
  SmallVector<Scalar> values(index.size());
  auto at = [&](Value v) -> Scalar & { return values[index.lookup(v)]; };
  auto real = [&](Value v) -> const APFloat & { return *at(v).real; };
  auto truth = [&](Value v) { return at(v).truth; };
  constexpr auto rounding = APFloat::rmNearestTiesToEven;
  // Constants are read once; the loop evaluates the other ops.
  SmallVector<Operation *> ops;
  for (Operation *op : slice.ops) {
    Attribute constant;
    if (!matchPattern(op->getResult(0), m_Constant(&constant))) {
      ops.push_back(op);
      continue;
    }
    Attribute value = *getScalar(constant);
    Scalar &scalar = at(op->getResult(0));
    if (auto f = dyn_cast<FloatAttr>(value))
      scalar.real = f.getValue();
    else
      scalar.truth = cast<IntegerAttr>(value).getValue().getBoolValue();
  }
  for (unsigned bits = 0; bits < (1u << 16); ++bits) {
    for (Operation *op : ops) {
      Value out = op->getResult(0);
      Scalar scalar;
      if (auto ext = dyn_cast<arith::ExtFOp>(op)) {
        APFloat x(narrow, APInt(16, bits));
        bool losesInfo;
        x.convert(cast<FloatType>(getElementTypeOrSelf(out.getType()))
                      .getFloatSemantics(),
                  rounding, &losesInfo);
        scalar.real = x;
      } else if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
        scalar.truth = arith::applyCmpPredicate(
            cmp.getPredicate(), real(cmp.getLhs()), real(cmp.getRhs()));
      } else if (isa<arith::AndIOp>(op)) {
        scalar.truth = truth(op->getOperand(0)) && truth(op->getOperand(1));
      } else if (isa<arith::OrIOp>(op)) {
        scalar.truth = truth(op->getOperand(0)) || truth(op->getOperand(1));
      } else if (isa<arith::XOrIOp>(op)) {
        scalar.truth = truth(op->getOperand(0)) != truth(op->getOperand(1));
      } else if (auto select = dyn_cast<arith::SelectOp>(op)) {
        scalar = at(truth(select.getCondition()) ? select.getTrueValue()
                                                 : select.getFalseValue());
      } else if (isa<arith::NegFOp>(op)) {
        scalar.real = -real(op->getOperand(0));
      } else if (isa<math::AbsFOp>(op)) {
        scalar.real = abs(real(op->getOperand(0)));
      } else if (isa<math::FmaOp>(op)) {
        // One rounding of a * b + c, as the instruction computes it.
        APFloat product = real(op->getOperand(0));
        product.fusedMultiplyAdd(real(op->getOperand(1)),
                                 real(op->getOperand(2)), rounding);
        scalar.real = product;
      } else {
        APFloat lhs = real(op->getOperand(0));
        const APFloat &rhs = real(op->getOperand(1));
        if (isa<arith::AddFOp>(op))
          lhs.add(rhs, rounding);
        else if (isa<arith::SubFOp>(op))
          lhs.subtract(rhs, rounding);
        else if (isa<arith::MulFOp>(op))
          lhs.multiply(rhs, rounding);
        else
          lhs.divide(rhs, rounding);
        scalar.real = lhs;
      }
      at(out) = scalar;
    }
    table[bits] = truth(result);
  }
  return table;
}

/// Where a predicate holds, in one of the orders of the 16-bit values: the
/// positions `[lo, hi]`, or all others if `complement`.
struct Interval {
  int64_t lo, hi;
  bool complement;
};

/// `[lo, hi]` if `holds` (over positions 0..size-1) is true on one run of
/// positions, or false on one run (a complement) that touches neither end.
std::optional<Interval> findInterval(function_ref<bool(int64_t)> holds,
                                     int64_t size) {
  SmallVector<int64_t> changes;
  for (int64_t i = 1; i < size; ++i)
    if (holds(i) != holds(i - 1)) {
      changes.push_back(i);
      if (changes.size() > 2)
        return std::nullopt;
    }
  bool first = holds(0);
  if (changes.empty())
    return std::nullopt; // a constant: handled before
  if (changes.size() == 1)
    return first ? Interval{0, changes[0] - 1, false}
                 : Interval{changes[0], size - 1, false};
  return first ? Interval{changes[0], changes[1] - 1, true}
               : Interval{changes[0], changes[1] - 1, false};
}

/// The 16-bit pattern at position `key` of the value order (keys from
/// -32768, the NaN with the largest magnitude and the sign set, to 32767).
unsigned bitsOfKey(int64_t key) {
  return key >= 0 ? unsigned(key) : 0x8000u | unsigned(-1 - key);
}

class IntegerBuilder {
public:
  IntegerBuilder(OpBuilder &b, Location loc, Type shape)
      : b(b), loc(loc), i16(withElementType(shape, b.getI16Type())),
        i1(withElementType(shape, b.getI1Type())) {}

  Value constant(int64_t value) {
    TypedAttr attr = b.getIntegerAttr(b.getI16Type(),
                                      APInt(16, uint64_t(value) & 0xffff));
    if (auto vector = dyn_cast<VectorType>(i16))
      attr = SplatElementsAttr::get(vector, attr);
    return arith::ConstantOp::create(b, loc, attr);
  }
  Value truth(bool value) {
    TypedAttr attr = b.getBoolAttr(value);
    if (auto vector = dyn_cast<VectorType>(i1))
      attr = SplatElementsAttr::get(vector, attr);
    return arith::ConstantOp::create(b, loc, attr);
  }
  Value bits(Value source) {
    return arith::BitcastOp::create(b, loc, i16, source);
  }
  Value magnitude(Value bits) {
    return arith::AndIOp::create(b, loc, bits, constant(0x7fff));
  }
  Value key(Value bits) {
    Value sign = arith::ShRSIOp::create(b, loc, bits, constant(15));
    Value flip = arith::AndIOp::create(b, loc, sign, constant(0x7fff));
    return arith::XOrIOp::create(b, loc, bits, flip);
  }
  /// Whether `value` lies in `interval` of an order from `min` to `max`
  /// (0..0x7fff unsigned, or -32768..32767 signed).
  Value contains(Value value, Interval interval, int64_t min, int64_t max,
                 bool isSigned) {
    using P = arith::CmpIPredicate;
    bool c = interval.complement;
    if (interval.lo == min)
      return cmp(c ? (isSigned ? P::sgt : P::ugt) : (isSigned ? P::sle : P::ule),
                 value, interval.hi);
    if (interval.hi == max)
      return cmp(c ? (isSigned ? P::slt : P::ult) : (isSigned ? P::sge : P::uge),
                 value, interval.lo);
    // lo <= v <= hi as one unsigned compare of v - lo (mod 2^16).
    Value offset =
        arith::SubIOp::create(b, loc, value, constant(interval.lo));
    return cmp(c ? P::ugt : P::ule, offset, interval.hi - interval.lo);
  }

private:
  Value cmp(arith::CmpIPredicate predicate, Value value, int64_t bound) {
    return arith::CmpIOp::create(b, loc, predicate, value, constant(bound));
  }

  OpBuilder &b;
  Location loc;
  Type i16, i1;
};

/// Rewrites `root` (an i1 of one 16-bit value) as integer compares of that
/// value's bits, if its truth `table` allows.
bool narrowPredicate(RewriterBase &rewriter, Value root, const Slice &slice,
                     const llvm::BitVector &table) {
  IntegerBuilder b(rewriter, root.getLoc(), root.getType());
  rewriter.setInsertionPointAfterValue(root);
  Value replacement;
  if (table.none() || table.all()) {
    replacement = b.truth(table.all());
  } else if (llvm::all_of(llvm::seq(0u, 0x8000u), [&](unsigned bits) {
               return table[bits] == table[bits | 0x8000];
             })) {
    std::optional<Interval> interval =
        findInterval([&](int64_t m) { return table[m]; }, 0x8000);
    if (!interval)
      return false;
    Value magnitude = b.magnitude(b.bits(slice.source));
    replacement = b.contains(magnitude, *interval, 0, 0x7fff, false);
  } else {
    std::optional<Interval> interval = findInterval(
        [&](int64_t i) { return table[bitsOfKey(i - 0x8000)]; }, 0x10000);
    if (!interval)
      return false;
    interval->lo -= 0x8000;
    interval->hi -= 0x8000;
    Value key = b.key(b.bits(slice.source));
    replacement = b.contains(key, *interval, -0x8000, 0x7fff, true);
  }
  LLVM_DEBUG(llvm::dbgs() << "narrowed " << root << "\n");
  rewriter.replaceAllUsesWith(root, replacement);
  return true;
}

/// `select(isnan(a), a, b)` picks `a` only where it is NaN, and any NaN
/// will do (SEMANTICS.md does not distinguish payloads): selecting a NaN
/// constant instead lets `a`'s f32 arithmetic die once the predicate no
/// longer needs it (hardsigmoid's NaN rule selects `alpha x + beta`). A
/// widened `x` itself costs nothing to keep and keeps its payload.
void selectNaNConstants(RewriterBase &rewriter, Operation *root) {
  root->walk([&](arith::SelectOp select) {
    auto isNaN = select.getCondition().getDefiningOp<arith::CmpFOp>();
    Value a = select.getTrueValue();
    if (!isNaN || isNaN.getPredicate() != arith::CmpFPredicate::UNO ||
        isNaN.getLhs() != a || isNaN.getRhs() != a ||
        !isa<FloatType>(getElementTypeOrSelf(a.getType())) ||
        matchPattern(a, m_Constant()) || getWidened16Bit(a) ||
        !getSlice(isNaN.getResult()))
      return;
    auto type = cast<FloatType>(getElementTypeOrSelf(a.getType()));
    TypedAttr nan =
        rewriter.getFloatAttr(type, APFloat::getQNaN(type.getFloatSemantics()));
    if (auto vector = dyn_cast<VectorType>(a.getType()))
      nan = SplatElementsAttr::get(vector, nan);
    rewriter.setInsertionPoint(select);
    Value constant = arith::ConstantOp::create(rewriter, select.getLoc(), nan);
    rewriter.modifyOpInPlace(
        select, [&] { select.getTrueValueMutable().assign(constant); });
  });
}

/// Whether `source` is widened for arithmetic outside `predicateOps`, so
/// that its f32 value is computed whatever the predicates become (a select
/// of it does not count: actgrad-narrow-selects moves that to the bits).
bool isWidenedElsewhere(
    Value source, const llvm::SmallPtrSetImpl<Operation *> &predicateOps) {
  return llvm::any_of(source.getUsers(), [&](Operation *user) {
    return isa<arith::ExtFOp>(user) &&
           llvm::any_of(user->getUsers(), [&](Operation *use) {
             return !predicateOps.contains(use) && !isa<arith::SelectOp>(use);
           });
  });
}

/// Whether the predicates of `source` are cheaper on its bits. Where its
/// f32 value is computed anyway and the generic keeps 16-bit lanes for f32
/// (not the wide tiles of actgrad-vectorize, whose f32 halves would need
/// their masks interleaved), an f32 compare is one instruction; the bits
/// take two to five (PReLU's `x > 0` beside its `x * dy`).
bool prefersBits(Operation *root, Value source,
                 const llvm::SmallPtrSetImpl<Operation *> &predicateOps) {
  auto generic = root->getParentOfType<linalg::GenericOp>();
  if (!generic || isWide16BitGeneric(generic))
    return true;
  return !isWidenedElsewhere(source, predicateOps);
}

struct NarrowComparesPass
    : actgrad::impl::ActGradNarrowComparesPassBase<NarrowComparesPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    selectNaNConstants(rewriter, getOperation());

    // The slice of every evaluable i1 op of one 16-bit value, each found
    // once: a predicate that feeds a larger one of the same value is left
    // to the larger one.
    llvm::MapVector<Operation *, Slice> predicates;
    getOperation()->walk([&](Operation *op) {
      if (op->getNumResults() != 1 || !isI1(op->getResult(0).getType()) ||
          !isEvaluable(op))
        return;
      if (std::optional<Slice> slice = getSlice(op->getResult(0)))
        predicates.insert({op, std::move(*slice)});
    });
    SmallVector<std::pair<Value, Slice>> roots;
    for (auto &[op, slice] : predicates) {
      Value source = slice.source;
      bool feedsLarger = llvm::any_of(op->getUsers(), [&](Operation *user) {
        auto it = predicates.find(user);
        return it != predicates.end() && it->second.source == source;
      });
      if (!feedsLarger &&
          isa<arith::CmpFOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op))
        roots.emplace_back(op->getResult(0), slice);
    }
    llvm::SmallPtrSet<Operation *, 32> predicateOps;
    for (auto &[root, slice] : roots)
      predicateOps.insert(slice.ops.begin(), slice.ops.end());
    llvm::erase_if(roots, [&](const std::pair<Value, Slice> &root) {
      return !prefersBits(root.first.getDefiningOp(), root.second.source,
                          predicateOps);
    });
    // Every table is computed before any rewrite, as one root's slice may
    // contain another root (through a select of floats).
    SmallVector<llvm::BitVector> tables;
    for (auto &[root, slice] : roots)
      tables.push_back(evaluate(slice, root));
    for (auto [root, table] : llvm::zip(roots, tables))
      (void)narrowPredicate(rewriter, root.first, root.second, table);

    // The f32 ops the predicates were computed with are dead now.
    llvm::SetVector<Operation *> candidates;
    for (auto &[root, slice] : roots)
      candidates.insert(slice.ops.begin(), slice.ops.end());
    SmallVector<Operation *> ops = candidates.takeVector();
    for (Operation *op : llvm::reverse(ops))
      if (isOpTriviallyDead(op))
        rewriter.eraseOp(op);
  }
};

} // namespace
