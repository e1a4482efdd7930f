//===- Pipelines.h - ActGrad pass pipelines ---------------------*- C++ -*-===//
//
// `actgrad-to-llvm`: from a module mixing actgrad ops with upstream
// tensor-level IR down to the LLVM dialect, ready for mlir-runner or
// `mlir-translate --mlir-to-llvmir`.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_PIPELINES_PIPELINES_H
#define ACTGRAD_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::actgrad {

/// Options of the `actgrad-to-llvm` pipeline.
struct ActGradToLLVMPipelineOptions
    : public PassPipelineOptions<ActGradToLLVMPipelineOptions> {
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Check at run time that dynamic dimensions agree"),
      llvm::cl::init(true)};
};

/// Appends the `actgrad-to-llvm` pipeline to `pm`, which must run on a
/// `builtin.module`.
void buildActGradToLLVMPipeline(OpPassManager &pm,
                                const ActGradToLLVMPipelineOptions &options);

/// Registers `actgrad-to-llvm` with the global pass registry.
void registerActGradPipelines();

} // namespace mlir::actgrad

#endif // ACTGRAD_PIPELINES_PIPELINES_H
