//===- ActGradToLinalg.cpp - The convert-actgrad-to-linalg pass -----------===//

#include "ActGrad/Conversion/ActGradToLinalg/ActGradToLinalg.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"
#include "PopulatePatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "convert-actgrad-to-linalg"

namespace mlir::actgrad {
#define GEN_PASS_DEF_CONVERTACTGRADTOLINALGPASS
#include "ActGrad/Conversion/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad;

void mlir::actgrad::populateActGradToLinalgConversionPatterns(
    RewritePatternSet &patterns) {
  detail::populateElementwisePatterns(patterns);
  detail::populatePReluPatterns(patterns);
  detail::populateSoftmaxPatterns(patterns);
}

namespace {

struct ConvertActGradToLinalgPass
    : actgrad::impl::ConvertActGradToLinalgPassBase<
          ConvertActGradToLinalgPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    target.addIllegalDialect<ActGradDialect>();
    // Run-time checks are lowered at the end of the pipeline.
    target.addLegalOp<CheckSizeOp>();
    target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                           math::MathDialect, scf::SCFDialect,
                           tensor::TensorDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });

    RewritePatternSet patterns(context);
    populateActGradToLinalgConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns)))) {
      LLVM_DEBUG(llvm::dbgs() << "an actgrad op was left unconverted\n");
      signalPassFailure();
    }
  }
};
} // namespace
