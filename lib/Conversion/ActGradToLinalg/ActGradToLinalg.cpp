//===- ActGradToLinalg.cpp - The convert-actgrad-to-linalg pass -----------===//

#include "ActGrad/Conversion/ActGradToLinalg/ActGradToLinalg.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "PopulatePatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_CONVERTACTGRADTOLINALGPASS
#include "ActGrad/Conversion/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad;

void mlir::actgrad::populateActGradToLinalgConversionPatterns(
    RewritePatternSet &patterns, bool runtimeChecks) {
  detail::populateElementwisePatterns(patterns, runtimeChecks);
  detail::populatePReluPatterns(patterns, runtimeChecks);
  detail::populateSoftmaxPatterns(patterns, runtimeChecks);
}

namespace {
struct ConvertActGradToLinalgPass
    : actgrad::impl::ConvertActGradToLinalgPassBase<ConvertActGradToLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    target.addIllegalDialect<ActGradDialect>();
    target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                           linalg::LinalgDialect, math::MathDialect,
                           scf::SCFDialect, tensor::TensorDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });

    RewritePatternSet patterns(context);
    populateActGradToLinalgConversionPatterns(patterns, runtimeChecks);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
