//===- PRelu.cpp - Raise PReLU backward -----------------------------------===//

#include "Expr.h"
#include "PopulatePatterns.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "raise-linalg-to-actgrad"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

/// Whether `set` is exactly the x > 0 of PReLU (+0 and -0 excluded).
bool isPositive(const FloatSet &set) {
  return set.intervals.size() == 1 &&
         set.intervals.front() ==
             std::make_pair(std::numeric_limits<float>::denorm_min(), kInf);
}

/// Whether `op` runs only where `slope` has length 1: in the then branch of
/// an `scf.if` on `dim(slope, 0) == 1`, as convert-actgrad-to-linalg
/// dispatches a slope of unknown length between [1] and [C].
bool isUnderUnitLengthGuard(Operation *op, Value slope) {
  auto ifOp = dyn_cast_if_present<scf::IfOp>(op->getParentOp());
  return ifOp && op->getParentRegion() == &ifOp.getThenRegion() &&
         isSlopeLengthOne(ifOp.getCondition(), slope);
}

/// PyTorch's `_prelu_kernel_backward` decomposition and its fused forms:
///   diff_src   = select(x > 0, g, w * g)            (a parallel generic)
///   diff_slope = sum(select(x > 0, 0, x * g))       (a reduction generic)
/// with `w` read through the broadcast of one of SEMANTICS.md 2.4's slope
/// rules: [1] (map to index 0), [C] along dimension 1 (NCX) or r-1 (NXC),
/// or src.shape[1:] (TF). The two generics become one op. diff_src is
/// bit-exact: where x is NaN the op gives NaN and a fused select restores the
/// front end's `w * g` (or `g`, with unordered compares); diff_slope is a sum
/// (SEMANTICS.md 3), raised only when a NaN x makes it NaN in the front end
/// too, as in the op.
struct RaisePReluBackward : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    ExprBuilder builder;
    FailureOr<Root> root = buildRoot(op, builder);
    if (failed(root))
      return failure();
    Type elementType = root->elementType;
    unsigned rank = root->type.getRank();
    if (rank == 0)
      return failure();
    // diff_src: selects of g and w * g on x, with or without the NaN select
    // of the conversion's own output.
    const Expr *xRead = nullptr;
    auto subject = [&](const Expr *e) {
      return inputSubject(e, elementType, rank);
    };
    SmallVector<SelectLeaf, 4> leaves;
    if (!collectSelectLeaves(root->expr, everything(), /*extended=*/false,
                             elementType, subject, xRead, leaves) ||
        !xRead)
      return failure();
    bool nanGivesNaN = false;
    SmallVector<SelectLeaf, 2> values;
    for (const SelectLeaf &leaf : leaves) {
      const Expr *self = subject(leaf.value);
      if (leaf.when.intervals.empty() && !leaf.when.nan)
        continue; // Nothing selects it.
      if (leaf.when.intervals.empty() && self && equal(self, xRead))
        nanGivesNaN = true;
      else
        values.push_back(leaf);
    }
    if (values.size() != 2 || values[0].extended != values[1].extended)
      return failure();
    bool extended = values[0].extended;
    // One value is g, the other w * g (either order).
    const Expr *gRead = nullptr, *wExpr = nullptr;
    FloatSet gPass;
    for (int i = 0; i < 2 && !gRead; ++i) {
      const Expr *passed = values[i].value, *scaled = values[1 - i].value;
      const Expr *read = rootInput(passed, elementType, extended, rank);
      if (!read || !scaled->isOp(arith::MulFOp::getOperationName()))
        continue;
      for (int j = 0; j < 2; ++j) {
        if (equal(scaled->operands[j], passed)) {
          gRead = read;
          wExpr = scaled->operands[1 - j];
          gPass = values[i].when;
        }
      }
    }
    if (!gRead)
      return failure();
    // w: a read of the slope (extended like g) through a broadcast map.
    if (extended) {
      if (!wExpr->isOp(arith::ExtFOp::getOperationName()))
        return failure();
      wExpr = wExpr->operands[0];
    }
    if (!wExpr->isRead() || wExpr->type != elementType)
      return failure();
    Value slope = wExpr->tensor;
    auto slopeType = cast<RankedTensorType>(slope.getType());
    if (equal(xRead, gRead) || xRead->tensor == slope)
      return failure();
    if (!isPositive(gPass))
      return rewriter.notifyMatchFailure(op, "g does not pass for x > 0");

    // The slope rule, from w's map: [1] read at 0, [C] along NCX's 1 or
    // NXC's r-1, or src.shape[1:].
    AffineMap wMap = wExpr->map;
    MLIRContext *context = op.getContext();
    std::optional<DataFormat> format;
    std::optional<int64_t> channel; // The summed-out dimensions' complement.
    bool perTensor = false, tfStyle = false;
    if (slopeType.getRank() == 1 && wMap.getNumResults() == 1) {
      AffineExpr result = wMap.getResult(0);
      if (auto cst = dyn_cast<AffineConstantExpr>(result)) {
        perTensor =
            cst.getValue() == 0 &&
            (slopeType.getDimSize(0) == 1 ||
             (slopeType.isDynamicDim(0) && isUnderUnitLengthGuard(op, slope)));
      } else if (auto dim = dyn_cast<AffineDimExpr>(result)) {
        channel = dim.getPosition();
        if (rank == 1 || *channel == rank - 1)
          format = DataFormat::NXC;
        else if (*channel == 1)
          format = DataFormat::NCX;
      }
    }
    if (!perTensor && !format && rank >= 2 &&
        slopeType.getRank() == static_cast<int64_t>(rank) - 1) {
      SmallVector<AffineExpr> tail;
      for (unsigned d = 1; d < rank; ++d)
        tail.push_back(getAffineDimExpr(d, context));
      tfStyle = wMap == AffineMap::get(rank, 0, tail, context);
    }
    if (perTensor)
      format = DataFormat::NXC;
    if (tfStyle)
      format = DataFormat::NXC;
    if (!format)
      return rewriter.notifyMatchFailure(op, "not a slope broadcast");

    // The diff_slope reduction: a generic of the same function computing
    // sum(select(x > 0, 0, x * g)) into the slope's shape.
    Operation *slopeRoot = nullptr;
    Region *region = op->getParentRegion();
    region->walk([&](linalg::LinalgOp candidate) {
      if (slopeRoot || candidate.getOperation() == op.getOperation() ||
          candidate->getNumResults() != 1 ||
          candidate->getParentRegion() != region)
        return;
      auto type = dyn_cast<RankedTensorType>(candidate->getResult(0).getType());
      if (!type || type.getElementType() != elementType ||
          !castable(candidate->getResult(0), slopeType))
        return;
      if (matchSlopeSum(candidate, type, xRead, gRead, elementType, extended,
                        rank, perTensor, tfStyle, channel))
        slopeRoot = candidate;
    });
    if (!slopeRoot)
      return rewriter.notifyMatchFailure(op, "no diff_slope reduction");
    // One op before both roots; its operands must be defined before it.
    if (slopeRoot->getBlock() != op->getBlock())
      return failure();
    Operation *first =
        slopeRoot->isBeforeInBlock(op) ? slopeRoot : op.getOperation();
    DominanceInfo dominance(op->getParentOp());
    for (Value v : {xRead->tensor, gRead->tensor, slope})
      if (!dominance.properlyDominates(v, first))
        return failure();
    if (!castable(gRead->tensor, root->type) ||
        !castable(xRead->tensor, root->type))
      return failure();

    LLVM_DEBUG(llvm::dbgs()
               << "raising prelu_backward (" << stringifyDataFormat(*format)
               << "): " << op << "\n");
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(first);
    Location loc = op.getLoc();
    Value gValue = castTo(rewriter, loc, gRead->tensor, root->type);
    Value xValue = castTo(rewriter, loc, xRead->tensor, root->type);
    auto prelu = PReluBackwardOp::create(rewriter, loc, root->type, slopeType,
                                         xValue, slope, gValue, *format);

    Value diffSlope = prelu.getDiffSlope();
    if (diffSlope.getType() != slopeRoot->getResult(0).getType())
      diffSlope = tensor::CastOp::create(
          rewriter, loc, slopeRoot->getResult(0).getType(), diffSlope);
    rewriter.replaceOp(slopeRoot, diffSlope);
    if (nanGivesNaN) {
      rewriter.replaceOp(op, prelu.getDiffSrc());
      return success();
    }
    // diff_src at NaN x: the front end's w * g, or g.
    bool nanPassesG = gPass.nan;
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    linalg::GenericOp fixUp = createFixUp(
        rewriter, loc, root->type, prelu.getDiffSrc(),
        ValueRange{xValue, gValue, slope, prelu.getDiffSrc()},
        {identity, identity, wMap, identity},
        [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0], grad = args[1], w = args[2], result = args[3];
          Type f32 = b.getF32Type();
          // The select in f32, whatever the element type: x86 cannot select
          // bf16 vectors of every width. Extending and truncating back
          // bf16/f16 values is exact.
          bool narrow = !elementType.isF32();
          if (narrow) {
            x = arith::ExtFOp::create(b, loc, f32, x);
            grad = arith::ExtFOp::create(b, loc, f32, grad);
            w = arith::ExtFOp::create(b, loc, f32, w);
            result = arith::ExtFOp::create(b, loc, f32, result);
          }
          Value value =
              nanPassesG ? grad : arith::MulFOp::create(b, loc, w, grad);
          if (narrow) {
            Value rounded = arith::TruncFOp::create(b, loc, elementType, value);
            value = arith::ExtFOp::create(b, loc, f32, rounded);
          }
          Value isNan =
              arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
          result = arith::SelectOp::create(b, loc, isNan, value, result);
          if (narrow)
            result = arith::TruncFOp::create(b, loc, elementType, result);
          linalg::YieldOp::create(b, loc, result);
        });
    rewriter.replaceOp(op, fixUp->getResults());
    return success();
  }

  /// Whether `candidate` computes sum(select(x > 0, 0, x * g)) over the
  /// dimensions the slope rule sums, in f32 (16-bit: extended inputs, f32
  /// accumulator, one truncation), with a NaN x giving NaN.
  static bool matchSlopeSum(Operation *candidate, RankedTensorType type,
                            const Expr *xRead, const Expr *gRead,
                            Type elementType, bool extended, unsigned rank,
                            bool perTensor, bool tfStyle,
                            std::optional<int64_t> channel) {
    ExprBuilder builder;
    unsigned slopeRank = type.getRank();
    const Expr *e = builder.build(
        candidate->getResult(0),
        AffineMap::getMultiDimIdentityMap(slopeRank, candidate->getContext()));
    if (!e)
      return false;
    if (!elementType.isF32()) {
      if (!e->isOp(arith::TruncFOp::getOperationName()))
        return false;
      e = e->operands[0];
    }
    if (e->kind != Expr::Kind::Sum || !e->type.isF32())
      return false;
    unsigned space = slopeRank + e->summed;
    // The read of x or g inside the sum, at the point the rule maps.
    SmallVector<AffineExpr> expected;
    unsigned next = slopeRank;
    MLIRContext *context = candidate->getContext();
    for (unsigned p = 0; p < rank; ++p) {
      if (perTensor)
        expected.push_back(getAffineDimExpr(next++, context));
      else if (tfStyle)
        expected.push_back(p == 0 ? getAffineDimExpr(next++, context)
                                  : getAffineDimExpr(p - 1, context));
      else
        expected.push_back(static_cast<int64_t>(p) == *channel
                               ? getAffineDimExpr(0, context)
                               : getAffineDimExpr(next++, context));
    }
    if (next != space)
      return false;
    AffineMap readMap = AffineMap::get(space, 0, expected, context);
    auto isRead = [&](const Expr *r, const Expr *of) {
      if (extended || !elementType.isF32()) {
        if (!r->isOp(arith::ExtFOp::getOperationName()))
          return false;
        r = r->operands[0];
      }
      return r->isRead() && r->tensor == of->tensor && r->map == readMap;
    };
    const Expr *term = e->operands[0];
    if (!term->isOp(arith::SelectOp::getOperationName()))
      return false;
    // select(cond, 0, x * g) or select(cond, x * g, 0).
    const Expr *product = nullptr;
    bool productWhenTrue;
    if (term->operands[1]->isFloat(0.0)) {
      product = term->operands[2];
      productWhenTrue = false;
    } else if (term->operands[2]->isFloat(0.0)) {
      product = term->operands[1];
      productWhenTrue = true;
    } else {
      return false;
    }
    if (!product->isOp(arith::MulFOp::getOperationName()) ||
        !product->type.isF32() ||
        !((isRead(product->operands[0], xRead) &&
           isRead(product->operands[1], gRead)) ||
          (isRead(product->operands[0], gRead) &&
           isRead(product->operands[1], xRead))))
      return false;
    // The condition on x read at the same point: the product passes exactly
    // where x <= 0 or x is NaN.
    const Expr *cond = term->operands[0];
    std::optional<FloatSet> set = slopeCondition(cond, readMap, xRead);
    if (!set)
      return false;
    FloatSet productPass = productWhenTrue ? *set : complement(*set);
    FloatSet positive = complement(productPass);
    return isPositive(positive) && productPass.nan;
  }

  /// conditionSet for compares of x read through `readMap` (in a sum).
  static std::optional<FloatSet>
  slopeCondition(const Expr *cond, AffineMap readMap, const Expr *xRead) {
    if (cond->isOp(arith::AndIOp::getOperationName()) ||
        cond->isOp(arith::OrIOp::getOperationName())) {
      auto lhs = slopeCondition(cond->operands[0], readMap, xRead);
      auto rhs = slopeCondition(cond->operands[1], readMap, xRead);
      if (!lhs || !rhs)
        return std::nullopt;
      return cond->isOp(arith::AndIOp::getOperationName())
                 ? intersect(*lhs, *rhs)
                 : unite(*lhs, *rhs);
    }
    if (!cond->isOp(arith::CmpFOp::getOperationName()))
      return std::nullopt;
    auto predicate = static_cast<arith::CmpFPredicate>(cond->predicate);
    const Expr *lhs = cond->operands[0], *rhs = cond->operands[1];
    auto strip = [](const Expr *e) {
      return e->isOp(arith::ExtFOp::getOperationName()) ? e->operands[0] : e;
    };
    if (!strip(lhs)->isRead()) {
      std::swap(lhs, rhs);
      predicate = swapped(predicate);
    }
    if (lhs->isOp(arith::ExtFOp::getOperationName()))
      lhs = lhs->operands[0];
    if (!lhs->isRead() || lhs->tensor != xRead->tensor || lhs->map != readMap ||
        rhs->kind != Expr::Kind::Constant || !rhs->floatValue ||
        rhs->floatValue->isNaN())
      return std::nullopt;
    bool losesInfo = false;
    APFloat c = *rhs->floatValue;
    c.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &losesInfo);
    if (losesInfo)
      return std::nullopt;
    return compareSet(predicate, c.convertToFloat());
  }
};

} // namespace

void mlir::actgrad::detail::populatePReluRaisingPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaisePReluBackward>(patterns.getContext());
}
