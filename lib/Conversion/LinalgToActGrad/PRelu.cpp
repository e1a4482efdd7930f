//===- PRelu.cpp - Raise PReLU backward -----------------------------------===//

#include "Expr.h"
#include "PReluForms.h"
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

/// Whether `op` runs only where `slope` has length 1: in the then branch of
/// an `scf.if` on `dim(slope, 0) == 1`, as convert-actgrad-to-linalg
/// dispatches a slope of unknown length between [1] and [C].
bool isUnderUnitLengthGuard(Operation *op, Value slope) {
  auto ifOp = dyn_cast_if_present<scf::IfOp>(op->getParentOp());
  return ifOp && op->getParentRegion() == &ifOp.getThenRegion() &&
         isSlopeLengthOne(ifOp.getCondition(), slope);
}

/// diff_src = selects of g and w * g (either order) on x, with or without
/// the NaN select of the conversion's own output; w a read of the slope,
/// extended like g.
std::optional<DiffSrc> matchDiffSrc(const Root &root) {
  Type elementType = root.elementType;
  unsigned rank = root.type.getRank();
  DiffSrc m;
  auto subject = [&](const Expr *e) {
    return inputSubject(e, elementType, rank);
  };
  SmallVector<SelectLeaf, 4> leaves;
  if (!collectSelectLeaves(root.expr, everything(), /*extended=*/false,
                           elementType, subject, m.x, leaves) ||
      !m.x)
    return std::nullopt;
  SmallVector<SelectLeaf, 2> values;
  for (const SelectLeaf &leaf : leaves) {
    const Expr *self = subject(leaf.value);
    if (leaf.when.intervals.empty() && !leaf.when.nan)
      continue; // Nothing selects it.
    if (leaf.when.intervals.empty() && self && equal(self, m.x))
      m.nanGivesNaN = true;
    else
      values.push_back(leaf);
  }
  if (values.size() != 2 || values[0].extended != values[1].extended)
    return std::nullopt;
  m.extended = values[0].extended;
  for (int i = 0; i < 2 && !m.g; ++i) {
    const Expr *passed = values[i].value, *scaled = values[1 - i].value;
    const Expr *read = rootInput(passed, elementType, m.extended, rank);
    if (!read || !scaled->isOp(arith::MulFOp::getOperationName()))
      continue;
    for (int j = 0; j < 2; ++j) {
      if (equal(scaled->operands[j], passed)) {
        m.g = read;
        m.w = scaled->operands[1 - j];
        m.gPass = values[i].when;
      }
    }
  }
  if (!m.g)
    return std::nullopt;
  if (m.extended) {
    if (!m.w->isOp(arith::ExtFOp::getOperationName()))
      return std::nullopt;
    m.w = m.w->operands[0];
  }
  if (!m.w->isRead() || m.w->type != elementType || equal(m.x, m.g) ||
      m.x->tensor == m.w->tensor)
    return std::nullopt;
  return m;
}

/// The slope rule from w's map: [1] read at 0, [C] along NCX's 1 or NXC's
/// r-1, or src.shape[1:].
std::optional<SlopeRule> matchSlopeRule(Operation *op, const Expr *w,
                                        unsigned rank) {
  Value slope = w->tensor;
  auto slopeType = cast<RankedTensorType>(slope.getType());
  AffineMap wMap = w->map;
  SlopeRule rule;
  std::optional<DataFormat> format;
  if (slopeType.getRank() == 1 && wMap.getNumResults() == 1) {
    AffineExpr result = wMap.getResult(0);
    if (auto cst = dyn_cast<AffineConstantExpr>(result)) {
      rule.perTensor =
          cst.getValue() == 0 &&
          (slopeType.getDimSize(0) == 1 ||
           (slopeType.isDynamicDim(0) && isUnderUnitLengthGuard(op, slope)));
    } else if (auto dim = dyn_cast<AffineDimExpr>(result)) {
      rule.channel = dim.getPosition();
      if (rank == 1 || *rule.channel == rank - 1)
        format = DataFormat::NXC;
      else if (*rule.channel == 1)
        format = DataFormat::NCX;
    }
  }
  if (!rule.perTensor && !format && rank >= 2 &&
      slopeType.getRank() == static_cast<int64_t>(rank) - 1) {
    SmallVector<AffineExpr> tail;
    for (unsigned d = 1; d < rank; ++d)
      tail.push_back(getAffineDimExpr(d, op->getContext()));
    rule.tfStyle = wMap == AffineMap::get(rank, 0, tail, op->getContext());
  }
  if (rule.perTensor || rule.tfStyle)
    format = DataFormat::NXC;
  if (!format)
    return std::nullopt;
  rule.format = *format;
  return rule;
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
struct RaisePReluBackward : RootPattern {
  using RootPattern::RootPattern;

  LogicalResult raise(linalg::LinalgOp op, const Root &root,
                      PatternRewriter &rewriter) const override {
    if (root.type.getRank() == 0)
      return failure();
    std::optional<DiffSrc> src = matchDiffSrc(root);
    if (!src)
      return failure();
    if (!isPositive(src->gPass))
      return rewriter.notifyMatchFailure(op, "g does not pass for x > 0");
    unsigned rank = root.type.getRank();
    std::optional<SlopeRule> rule = matchSlopeRule(op, src->w, rank);
    if (!rule)
      return rewriter.notifyMatchFailure(op, "not a slope broadcast");
    Value diffSlope = findSlopeSum(op, root, *src, *rule);
    if (!diffSlope)
      return rewriter.notifyMatchFailure(op, "no diff_slope reduction");
    // One op before both roots; its operands must be defined before it.
    Operation *slopeRoot = diffSlope.getDefiningOp();
    if (slopeRoot->getBlock() != op->getBlock())
      return failure();
    Operation *first =
        slopeRoot->isBeforeInBlock(op) ? slopeRoot : op.getOperation();
    DominanceInfo dominance(op->getParentOp());
    for (Value v : {src->x->tensor, src->g->tensor, src->w->tensor})
      if (!dominance.properlyDominates(v, first))
        return failure();
    if (!castable(src->g->tensor, root.type) ||
        !castable(src->x->tensor, root.type))
      return failure();
    LLVM_DEBUG(llvm::dbgs()
               << "raising prelu_backward ("
               << stringifyDataFormat(rule->format) << "): " << op << "\n");
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(first);
    rewrite(rewriter, op, root, *src, rule->format, slopeRoot);
    return success();
  }

  /// The diff_slope reduction: a generic of the same function computing
  /// sum(select(x > 0, 0, x * g)) into the slope's shape, or into the
  /// slope's shape with unit dimensions (torch-mlir's keep-dims sum into
  /// [1, C, 1, 1]) collapsed to it. Its value, or null.
  static Value findSlopeSum(linalg::LinalgOp op, const Root &root,
                            const DiffSrc &src, const SlopeRule &rule) {
    auto slopeType = cast<RankedTensorType>(src.w->tensor.getType());
    Value found;
    Region *region = op->getParentRegion();
    auto consider = [&](Value value) {
      auto type = dyn_cast<RankedTensorType>(value.getType());
      if (found || !type || type.getElementType() != root.elementType ||
          !castable(value, slopeType))
        return;
      if (matchSlopeSum(value, type, src, root.elementType, root.type.getRank(),
                        rule))
        found = value;
    };
    region->walk([&](Operation *candidate) {
      if (candidate == op.getOperation() ||
          candidate->getParentRegion() != region ||
          candidate->getNumResults() != 1)
        return;
      if (isa<linalg::LinalgOp>(candidate) ||
          (isa<tensor::CollapseShapeOp>(candidate) &&
           candidate->getOperand(0).getDefiningOp<linalg::LinalgOp>()))
        consider(candidate->getResult(0));
    });
    return found;
  }

  /// The op in place of the two roots, and the fix-up of diff_src at NaN x.
  static void rewrite(PatternRewriter &rewriter, linalg::LinalgOp op,
                      const Root &root, const DiffSrc &src, DataFormat format,
                      Operation *slopeRoot) {
    Location loc = op.getLoc();
    Value slope = src.w->tensor;
    auto slopeType = cast<RankedTensorType>(slope.getType());
    Value gValue = castTo(rewriter, loc, src.g->tensor, root.type);
    Value xValue = castTo(rewriter, loc, src.x->tensor, root.type);
    auto prelu = PReluBackwardOp::create(rewriter, loc, root.type, slopeType,
                                         xValue, slope, gValue, format);
    Value diffSlope = prelu.getDiffSlope();
    if (diffSlope.getType() != slopeRoot->getResult(0).getType())
      diffSlope = tensor::CastOp::create(
          rewriter, loc, slopeRoot->getResult(0).getType(), diffSlope);
    rewriter.replaceOp(slopeRoot, diffSlope);
    if (src.nanGivesNaN) {
      rewriter.replaceOp(op, prelu.getDiffSrc());
      return;
    }
    // diff_src at NaN x: the front end's w * g (rounded to the element
    // type, as the front end's product is), or g.
    bool nanPassesG = src.gPass.nan;
    Type elementType = root.elementType;
    AffineMap identity = rewriter.getMultiDimIdentityMap(root.type.getRank());
    linalg::GenericOp fixUp = createF32FixUp(
        rewriter, loc, root.type, prelu.getDiffSrc(),
        ValueRange{xValue, gValue, slope, prelu.getDiffSrc()},
        {identity, identity, src.w->map, identity},
        [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0], grad = args[1], w = args[2], result = args[3];
          Value value =
              nanPassesG ? grad : arith::MulFOp::create(b, loc, w, grad);
          value = roundThrough(b, loc, value, elementType);
          return selectIfNaN(b, loc, x, value, result);
        });
    rewriter.replaceOp(op, fixUp->getResults());
  }
};

} // namespace

void mlir::actgrad::detail::populatePReluRaisingPatterns(
    RewritePatternSet &patterns, RootTrees *trees) {
  patterns.add<RaisePReluBackward>(patterns.getContext(), trees);
}
