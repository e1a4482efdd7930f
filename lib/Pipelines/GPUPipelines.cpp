//===- GPUPipelines.cpp - The actgrad-to-nvvm pipeline --------------------===//
//
// `actgrad-to-nvvm` shares actgrad-to-llvm's front stages (raising, checks,
// the conversion, elementwise fusion), bufferizes onto device buffers and
// hands the kernels ActGrad's GPU passes build to upstream's NVVM lowering,
// as IREE's LLVMGPU pipelines sit beside LLVMCPU's.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::actgrad;

/// actgrad-codegen-input without its CPU-only half (the 16-bit predicates
/// and selects as integer bit operations, which pay for x86 masks).
static void buildGPUInputPipeline(OpPassManager &pm, bool fuseElementwise) {
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  pm.addNestedPass<func::FuncOp>(createActGradGeneralizeNamedOpsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addNestedPass<func::FuncOp>(createLinalgFoldUnitExtentDimsPass());
  pm.addPass(createCanonicalizerPass());
  if (fuseElementwise)
    pm.addNestedPass<func::FuncOp>(createActGradFuseElementwiseOpsPass());
  pm.addNestedPass<func::FuncOp>(createActGradDropShadowedNaNSelectsPass());
  // One long dimension vectorizes whatever the innermost size (7x7). The
  // batch kept apart is for CPU threads, which split-reduction gives it.
  ActGradCollapseContiguousDimsPassOptions collapse;
  collapse.keepOuterRows = false;
  pm.addNestedPass<func::FuncOp>(
      createActGradCollapseContiguousDimsPass(collapse));
  pm.addPass(createCanonicalizerPass());
}

void mlir::actgrad::buildActGradGPUBufferizePipeline(OpPassManager &pm) {
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // Results of scf.if (PReLU's slope mode chosen at run time) stay
  // contiguous, so that their copy into the out-parameter is one memcpy.
  bufferize.unknownTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // The caller allocates results on the device, as for cuBLAS or cuDNN: a
  // returned buffer would have to be freed with the runtime by the caller.
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.hoistStaticAllocs = true;
  outParams.hoistDynamicAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addPass(createCanonicalizerPass());
}

void mlir::actgrad::buildActGradCodegenGPUPipeline(
    OpPassManager &pm, const ActGradCodegenGPUPipelineOptions &options) {
  pm.addNestedPass<func::FuncOp>(createActGradGPUComputeIntoOutParamsPass());
  // Reductions first: each takes its broadcast consumer into its kernel.
  ActGradGPUDistributeReductionsPassOptions reductions;
  reductions.blockSize = options.blockSize;
  pm.addNestedPass<func::FuncOp>(
      createActGradGPUDistributeReductionsPass(reductions));
  ActGradGPUDistributeElementwisePassOptions elementwise;
  elementwise.blockSize = options.blockSize;
  elementwise.vectorBytes = options.vectorBytes;
  pm.addNestedPass<func::FuncOp>(
      createActGradGPUDistributeElementwisePass(elementwise));
  pm.addNestedPass<func::FuncOp>(createActGradGPUDeviceMemoryPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createGpuKernelOutliningPass());
  // One stream per call, synchronized once at its end, instead of a stream
  // created, synchronized and destroyed around every launch.
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  // Polynomials instead of libdevice's __nv_expf, which would need the
  // CUDA toolkit's libdevice.10.bc to link. Their portable recipes: inside a
  // gpu.module, CPUTargetInfo sees no target, whatever the host's.
  if (options.approximateExp) {
    OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
    kernels.addPass(createActGradApproximateSigmoidPass());
    kernels.addPass(createActGradApproximateMathPass());
    kernels.addPass(createCanonicalizerPass());
  }
  // Their fmas as LLVM's intrinsic (one fma.rn.f32), not libdevice's
  // __nv_fmaf, which convert-gpu-to-nvvm would call.
  pm.nest<gpu::GPUModuleOp>().addPass(createConvertMathToLLVMPass());
  // Host-side checks of dynamic sizes, before the host goes to LLVM.
  pm.addPass(createConvertActGradRuntimeChecksToLLVMPass());
  gpu::GPUToNVVMPipelineOptions nvvm;
  nvvm.cubinChip = options.chip;
  nvvm.cubinFeatures = options.features;
  nvvm.cubinFormat = options.format;
  nvvm.optLevel = options.optLevel;
  gpu::buildLowerToNVVMPassPipeline(pm, nvvm);
  ActGradCheckLoweredToLLVMPassOptions check;
  check.gpuBinaries = true;
  pm.addPass(createActGradCheckLoweredToLLVMPass(check));
}

void mlir::actgrad::buildActGradToNVVMPipeline(
    OpPassManager &pm, const ActGradToNVVMPipelineOptions &options) {
  ActGradFrontendPipelineOptions frontend;
  frontend.Frontend::assign(options);
  buildActGradFrontendPipeline(pm, frontend);
  buildGPUInputPipeline(pm, options.fuseElementwise);
  buildActGradGPUBufferizePipeline(pm);
  ActGradCodegenGPUPipelineOptions gpu;
  gpu.GPUTarget::assign(options);
  gpu.GPUKernels::assign(options);
  gpu.ApproximateExp::assign(options);
  buildActGradCodegenGPUPipeline(pm, gpu);
}

void mlir::actgrad::registerActGradGPUPipelines() {
  PassPipelineRegistration<ActGradToNVVMPipelineOptions>(
      "actgrad-to-nvvm",
      "Lower a module with actgrad ops and upstream tensor IR to host code "
      "and PTX kernels for NVIDIA GPUs",
      buildActGradToNVVMPipeline);
  PassPipelineRegistration<ActGradCodegenGPUPipelineOptions>(
      "actgrad-codegen-gpu",
      "actgrad-to-nvvm's last stage: linalg on device buffers to GPU "
      "kernels, NVVM and the embedded binary",
      buildActGradCodegenGPUPipeline);
}
