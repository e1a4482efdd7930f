//===- PReluDispatch.cpp - Raise the [1]-or-[C] slope dispatch ------------===//
//
// convert-actgrad-to-linalg lowers a prelu_backward whose rank-1 slope has an
// unknown length to `scf.if (dim(slope, 0) == 1)` with the per-tensor
// lowering in one branch and the per-channel one in the other (the length
// decides at run time). Once RaisePReluBackward has raised both branches,
// the two ops are the one op the conversion started from.
//
//===----------------------------------------------------------------------===//

#include "PopulatePatterns.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

/// The prelu_backward op whose results (through tensor.cast) a branch
/// yields in order, if the branch holds nothing else with an effect.
PReluBackwardOp getYieldedPRelu(Block &block) {
  PReluBackwardOp prelu;
  for (Operation &op : block.without_terminator()) {
    if (auto candidate = dyn_cast<PReluBackwardOp>(op)) {
      if (prelu)
        return nullptr;
      prelu = candidate;
      continue;
    }
    if (!isMemoryEffectFree(&op))
      return nullptr;
  }
  if (!prelu)
    return nullptr;
  auto yield = cast<scf::YieldOp>(block.getTerminator());
  if (yield.getNumOperands() != prelu->getNumResults())
    return nullptr;
  for (auto [index, value] : llvm::enumerate(yield.getOperands())) {
    while (auto cast = value.getDefiningOp<tensor::CastOp>())
      value = cast.getSource();
    if (value != prelu->getResult(index))
      return nullptr;
  }
  return prelu;
}

struct RaisePReluSlopeDispatch : OpRewritePattern<scf::IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::IfOp ifOp,
                                PatternRewriter &rewriter) const override {
    if (ifOp.getNumResults() != 2 || ifOp.getElseRegion().empty())
      return failure();
    PReluBackwardOp perTensor = getYieldedPRelu(*ifOp.thenBlock());
    PReluBackwardOp perChannel = getYieldedPRelu(*ifOp.elseBlock());
    if (!perTensor || !perChannel ||
        perTensor->getOperands() != perChannel->getOperands() ||
        perTensor->getResultTypes() != perChannel->getResultTypes())
      return failure();
    // The condition: the slope's length is 1.
    Value slope = perChannel.getSlope();
    if (!isSlopeLengthOne(ifOp.getCondition(), slope))
      return failure();
    for (Value operand : perChannel->getOperands())
      if (ifOp->isAncestor(operand.getParentBlock()->getParentOp()))
        return failure();

    // The per-channel branch's op decides the data format.
    auto prelu = PReluBackwardOp::create(
        rewriter, ifOp.getLoc(), perChannel->getResultTypes(),
        perChannel.getSrc(), perChannel.getSlope(), perChannel.getDiffDst(),
        perChannel.getDataFormat());
    SmallVector<Value> results;
    for (auto [result, type] :
         llvm::zip_equal(prelu->getResults(), ifOp.getResultTypes())) {
      Value value = result;
      if (value.getType() != type)
        value = tensor::CastOp::create(rewriter, ifOp.getLoc(), type, value);
      results.push_back(value);
    }
    rewriter.replaceOp(ifOp, results);
    return success();
  }
};

} // namespace

void mlir::actgrad::detail::populatePReluDispatchRaisingPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaisePReluSlopeDispatch>(patterns.getContext());
}
