//===- LinalgToActGrad.cpp - The raise-linalg-to-actgrad pass -------------===//

#include "ActGrad/Conversion/LinalgToActGrad/LinalgToActGrad.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "PopulatePatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_RAISELINALGTOACTGRADPASS
#include "ActGrad/Conversion/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad;

void mlir::actgrad::populateLinalgToActGradPatterns(
    RewritePatternSet &patterns) {
  detail::populateSoftmaxRaisingPatterns(patterns);
  detail::populateMaskRaisingPatterns(patterns);
}

namespace {

struct RaiseLinalgToActGradPass
    : actgrad::impl::RaiseLinalgToActGradPassBase<RaiseLinalgToActGradPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLinalgToActGradPatterns(patterns);
    // Only the raising: IR that is not raised stays as it is (no folding,
    // no constant merging, no region simplification). The producers a
    // raise leaves without users are erased.
    GreedyRewriteConfig config;
    config.enableFolding(false);
    config.enableConstantCSE(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
