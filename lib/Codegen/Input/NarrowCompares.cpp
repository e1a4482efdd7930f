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

#include "ActGrad/Codegen/Passes.h"
#include "Input/PredicateEvaluation.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
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
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

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
    TypedAttr attr =
        b.getIntegerAttr(b.getI16Type(), APInt(16, uint64_t(value) & 0xffff));
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
      return cmp(c ? (isSigned ? P::sgt : P::ugt)
                   : (isSigned ? P::sle : P::ule),
                 value, interval.hi);
    if (interval.hi == max)
      return cmp(c ? (isSigned ? P::slt : P::ult)
                   : (isSigned ? P::sge : P::uge),
                 value, interval.lo);
    // lo <= v <= hi as one unsigned compare of v - lo (mod 2^16).
    Value offset = arith::SubIOp::create(b, loc, value, constant(interval.lo));
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
