//===- SetTarget.cpp - The actgrad-set-target pass ------------------------===//
//
// Upstream has the attribute (`#llvm.target`) and a pass that completes its
// features from LLVM's target registry, but nothing that attaches one to a
// module; its `llvm-target-to-data-layout` writes a DLTI spec, which
// mlir-runner cannot parse, so the data layout is written here as a string.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Target/LLVMIR/Transforms/TargetUtils.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/Triple.h"

#define DEBUG_TYPE "actgrad-set-target"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADSETTARGETPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

struct SetTargetPass : actgrad::impl::ActGradSetTargetPassBase<SetTargetPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (triple.empty()) {
      module.emitError("actgrad-set-target: a target triple is required");
      return signalPassFailure();
    }
    // Normalized as clang does (aarch64-linux-gnu is
    // aarch64-unknown-linux-gnu), so that it does not override the triple.
    std::string normalized = llvm::Triple::normalize(triple);
    MLIRContext *context = &getContext();
    LLVM::TargetFeaturesAttr featuresAttr;
    if (!features.empty())
      featuresAttr = LLVM::TargetFeaturesAttr::get(context, features);
    auto target = LLVM::TargetAttr::get(
        context, StringAttr::get(context, normalized),
        StringAttr::get(context, cpu.empty() ? std::string("generic") : cpu),
        featuresAttr);
    LLVM_DEBUG(llvm::dbgs() << "target: " << target << "\n");
    // The data layout comes from LLVM's description of the target, as
    // clang's would; as a string (`llvm.data_layout`), which mlir-translate
    // emits and which tools without the DLTI dialect (mlir-runner) parse.
    LLVM::detail::initializeBackendsOnce();
    FailureOr<llvm::DataLayout> dataLayout =
        LLVM::detail::getDataLayout(target);
    if (failed(dataLayout)) {
      module.emitError() << "actgrad-set-target: LLVM does not know the "
                            "target "
                         << target;
      return signalPassFailure();
    }
    module->setAttr("llvm.target", target);
    module->setAttr(
        LLVM::LLVMDialect::getDataLayoutAttrName(),
        StringAttr::get(context, dataLayout->getStringRepresentation()));
    module->setAttr(LLVM::LLVMDialect::getTargetTripleAttrName(),
                    StringAttr::get(context, normalized));
  }
};

} // namespace
