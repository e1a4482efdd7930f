//===- SetFunctionTargets.cpp - The actgrad-set-function-targets pass -----===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-set-function-targets"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADSETFUNCTIONTARGETSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

struct SetFunctionTargetsPass
    : actgrad::impl::ActGradSetFunctionTargetsPassBase<SetFunctionTargetsPass> {
  void runOnOperation() override {
    getOperation().walk([](LLVM::LLVMFuncOp func) {
      if (func.isExternal())
        return;
      LLVM::TargetAttr target = actgrad::getTargetAttr(func);
      if (!target)
        return;
      if (!func.getTargetCpuAttr() && target.getChip() &&
          !target.getChip().getValue().empty())
        func.setTargetCpuAttr(target.getChip());
      if (!func.getTargetFeaturesAttr() && target.getFeatures())
        func.setTargetFeaturesAttr(target.getFeatures());
      LLVM_DEBUG(llvm::dbgs() << "target of @" << func.getSymName() << ": "
                              << target << "\n");
    });
  }
};

} // namespace
