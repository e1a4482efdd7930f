//===- ActGradToLinalg.cpp - The convert-actgrad-to-linalg pass -----------===//

#include "ActGrad/Conversion/ActGradToLinalg/ActGradToLinalg.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "PopulatePatterns.h"
#include "Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "convert-actgrad-to-linalg"

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

/// Whether `op` has a dynamic dimension, and so may need run-time checks.
bool hasDynamicDims(Operation *op) {
  auto isDynamic = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return shaped && shaped.hasRank() && !shaped.hasStaticShape();
  };
  return llvm::any_of(op->getOperandTypes(), isDynamic) ||
         llvm::any_of(op->getResultTypes(), isDynamic);
}

struct ConvertActGradToLinalgPass
    : actgrad::impl::ConvertActGradToLinalgPassBase<
          ConvertActGradToLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    MLIRContext *context = &getContext();

    // The patterns rely on every rule of the verifier (ranked tensors of f32,
    // f16 or bf16, matching static shapes, a valid axis...). The IR they get
    // has normally been verified, but not always: a pass before this one may
    // have built an op wrongly, or a tool may skip verification. Refuse such
    // ops with the verifier's own message instead of miscompiling them.
    bool invalid = false;
    root->walk([&](Operation *op) {
      if (isa<ActGradDialect>(op->getDialect()) &&
          failed(verify(op, /*verifyRecursively=*/false)))
        invalid = true;
    });
    if (invalid)
      return signalPassFailure();

    // The run-time checks call functions declared in the enclosing module.
    // Declare them here rather than in the patterns: a pattern may only
    // touch the op it rewrites. Only modules inside this pass's scope can be
    // changed; elsewhere the checks fall back to cf.assert (detail::
    // checkDimEquals).
    SmallVector<Operation *> declarations;
    if (runtimeChecks) {
      llvm::SetVector<ModuleOp> modules;
      root->walk([&](Operation *op) {
        if (!isa<ActGradDialect>(op->getDialect()) || !hasDynamicDims(op))
          return;
        auto module = dyn_cast_or_null<ModuleOp>(
            SymbolTable::getNearestSymbolTable(op->getParentOp()));
        if (module && (module == root || root->isProperAncestor(module)))
          modules.insert(module);
      });
      OpBuilder builder(context);
      for (ModuleOp module : modules)
        llvm::append_range(
            declarations,
            actgrad::detail::declareRuntimeCheckFunctions(builder, module));
    }

    ConversionTarget target(*context);
    target.addIllegalDialect<ActGradDialect>();
    target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                           linalg::LinalgDialect, LLVM::LLVMDialect,
                           math::MathDialect, scf::SCFDialect,
                           tensor::TensorDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });

    LLVM_DEBUG(llvm::dbgs() << "run-time checks: " << runtimeChecks << ", in "
                            << declarations.size() << " declarations\n");
    RewritePatternSet patterns(context);
    populateActGradToLinalgConversionPatterns(patterns, runtimeChecks);
    LogicalResult converted =
        applyPartialConversion(root, target, std::move(patterns));

    // Declarations that no check calls would only clutter the output.
    for (Operation *declaration : declarations)
      if (SymbolTable::symbolKnownUseEmpty(declaration,
                                           declaration->getParentOp()))
        declaration->erase();
    if (failed(converted))
      signalPassFailure();
  }
};
} // namespace
