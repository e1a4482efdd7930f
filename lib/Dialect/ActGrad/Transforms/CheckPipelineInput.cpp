//===- CheckPipelineInput.cpp - The actgrad-check-pipeline-input pass -----===//

#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "ActGrad/Dialect/ActGrad/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-check-pipeline-input"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADCHECKPIPELINEINPUTPASS
#include "ActGrad/Dialect/ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {
/// Whether `dim` reads a dimension its ranked source does not have, a
/// constant index out of range: undefined behavior, which upstream's
/// folds of dimensions report with an error while their pass goes on.
bool readsMissingDimension(tensor::DimOp dim) {
  std::optional<int64_t> index = dim.getConstantIndex();
  auto type = dyn_cast<RankedTensorType>(dim.getSource().getType());
  if (!index || !type || (*index >= 0 && *index < type.getRank()))
    return false;
  dim.emitOpError("index ")
      << *index << " is out of range for a tensor of rank " << type.getRank();
  return true;
}

struct CheckPipelineInputPass
    : actgrad::impl::ActGradCheckPipelineInputPassBase<CheckPipelineInputPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool invalid = false;
    // By namespace, so that this library, whose other passes work on any
    // linalg IR, does not link the dialect.
    StringRef actgradNamespace = actgrad::ActGradDialect::getDialectNamespace();
    module.walk([&](Operation *op) {
      if (auto dim = dyn_cast<tensor::DimOp>(op))
        invalid |= readsMissingDimension(dim);
      if (op->getName().getDialectNamespace() != actgradNamespace)
        return;
      // The lowerings rely on every rule of the verifier (ranked tensors of
      // f32, f16 or bf16, matching static shapes, a valid axis...). The IR
      // has normally been verified, but a tool may skip that, or a pass
      // before this one may have built an op wrongly: refuse such ops with
      // the verifier's own message instead of miscompiling them.
      if (failed(verify(op, /*verifyRecursively=*/false))) {
        invalid = true;
        return;
      }
      Operation *top = op;
      while (top->getParentOp() && top->getParentOp() != module)
        top = top->getParentOp();
      if (isa<func::FuncOp>(top))
        return;
      invalid = true;
      InFlightDiagnostic diag =
          op->emitOpError("cannot be lowered by actgrad-to-llvm, which lowers "
                          "the func.func ops at the top level of the module");
      if (top != op)
        diag.attachNote(top->getLoc())
            << "the op is inside this '" << top->getName() << "'";
    });
    LLVM_DEBUG(llvm::dbgs()
               << "input " << (invalid ? "refused" : "accepted") << "\n");
    if (invalid)
      signalPassFailure();
  }
};
} // namespace
