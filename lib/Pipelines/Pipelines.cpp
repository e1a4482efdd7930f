//===- Pipelines.cpp - ActGrad pass pipelines -----------------------------===//

#include "ActGrad/Pipelines/Pipelines.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Vector/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
using namespace mlir::actgrad;

// The one place that asks about the machine the compiler runs on; every
// pass reads the target from the module instead (ActGrad/Transforms/Target.h).
ResolvedTarget
mlir::actgrad::resolveTarget(const ActGradToLLVMPipelineOptions &options) {
  ResolvedTarget target{options.targetTriple, options.targetCPU,
                        options.targetFeatures};
  bool host = target.triple.empty() && target.features.empty();
  if (target.triple.empty())
    target.triple = llvm::sys::getProcessTriple();
  if (!host || !target.cpu.empty()) {
    if (target.cpu.empty())
      target.cpu = "generic";
    return target;
  }
  target.cpu = llvm::sys::getHostCPUName().str();
  // Sorted, so that one host gives one attribute.
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  SmallVector<std::string> list;
  for (const auto &feature : features)
    list.push_back((feature.second ? "+" : "-") + feature.first().str());
  llvm::sort(list);
  target.features = llvm::join(list, ",");
  return target;
}

void mlir::actgrad::buildActGradTileAndVectorizePipeline(
    OpPassManager &pm, const ActGradTileAndVectorizePipelineOptions &options) {
  if (options.fuseSiblings)
    pm.addPass(createActGradFuseSiblingGenericsPass());
  pm.addPass(createActGradCollapseContiguousDimsPass());
  ActGradSplitReductionPassOptions split;
  split.vectorWidth = options.vectorWidth;
  split.tileElements = options.tileElements;
  pm.addPass(createActGradSplitReductionPass(split));
  pm.addPass(createActGradReshapeDestinationsPass());
  ActGradCPULoweringConfigPassOptions config;
  config.tileElements = options.tileElements;
  config.minThreadWork = options.minThreadWork;
  config.minThreadBytes = options.minThreadBytes;
  pm.addPass(createActGradCPULoweringConfigPass(config));
  pm.addPass(createActGradTileAndFusePass());
  if (options.vectorWidth == 0)
    return;
  ActGradPackNarrowRowsPassOptions pack;
  pack.vectorWidth = options.vectorWidth;
  pm.addPass(createActGradPackNarrowRowsPass(pack));
  ActGradVectorizePassOptions vectorize;
  vectorize.vectorWidth = options.vectorWidth;
  pm.addPass(createActGradVectorizePass(vectorize));
  pm.addPass(createActGradHoistAccumulatorsPass());
  // After hoisting: partial sums are then loop-carried vectors, which
  // actgrad-widen-16-bit-halves can hand the halves in any fixed order.
  pm.addPass(createActGradWiden16BitHalvesPass());
}

void mlir::actgrad::buildActGradToLLVMPipeline(
    OpPassManager &pm, const ActGradToLLVMPipelineOptions &options) {
  // Front-end linalg -> actgrad ops, which get the kernels below.
  if (options.raiseLinalg)
    pm.addPass(createRaiseLinalgToActGradPass());
  pm.addPass(createActGradCheckPipelineInputPass());

  // actgrad -> linalg on tensors, after the checks of the dynamic
  // dimensions the lowering assumes to agree.
  if (options.runtimeChecks)
    pm.addPass(createActGradInsertRuntimeChecksPass());
  pm.addPass(createConvertActGradToLinalgPass());
  // The target (the host unless the options name one), recorded on the
  // module with its data layout for the passes below and for mlir-translate;
  // LLVM completes the CPU's feature list. After the conversion, which does
  // not depend on it.
  ResolvedTarget target = resolveTarget(options);
  ActGradSetTargetPassOptions setTarget;
  setTarget.triple = target.triple;
  setTarget.cpu = target.cpu;
  setTarget.features = target.features;
  pm.addPass(createActGradSetTargetPass(setTarget));
  pm.addPass(LLVM::createLLVMTargetToTargetFeatures());

  // Elementwise arith and math ops on tensors (an actgrad op's neighbours)
  // become linalg.generic ops too, to be fused with the actgrad ops.
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  // Named linalg ops (StableHLO's and IREE's reduce, broadcast, map) become
  // generics too, which fusion and tiling take.
  pm.addNestedPass<func::FuncOp>(createActGradGeneralizeNamedOpsPass());
  // No CSE before bufferization: it merges identical computations (after
  // constant folding) and their tensor.empty destinations, and the buffer a
  // `bufferization.to_buffer` hands out may then be overwritten by a later
  // op that one-shot analysis places in the same allocation.
  pm.addPass(createCanonicalizerPass());
  // Unit dimensions go, so that the keep-dim reductions and explicit
  // broadcasts of front-end IR (`tensor<Nx1xf32>`, maps like
  // `(d0, d1) -> (d0, 0)`) have the projected-permutation maps that fusion
  // and tiling need.
  pm.addNestedPass<func::FuncOp>(createLinalgFoldUnitExtentDimsPass());
  pm.addPass(createCanonicalizerPass());

  // Fusion, tiling and vectorization on tensors.
  if (options.fuseElementwise) {
    pm.addNestedPass<func::FuncOp>(createActGradFuseElementwiseOpsPass());
    // Generics that share an input become one before their bodies are
    // specialized: actgrad-narrow-compares then sees every use of a 16-bit
    // input (PReLU's x in diff_src's mask and in diff_slope's product).
    pm.addNestedPass<func::FuncOp>(createActGradFuseSiblingGenericsPass());
  }
  // NaN rules that a later one hides (fused chains of gradients), before
  // the 16-bit NaN tests become compares of bits.
  pm.addNestedPass<func::FuncOp>(createActGradDropShadowedNaNSelectsPass());
  // Predicates of one 16-bit value (the masks, the NaN rule) compare its
  // bits; 16-bit masks (hardtanh, ReLU) then select their operands' bits
  // instead of widening and rounding them.
  pm.addNestedPass<func::FuncOp>(createActGradNarrowComparesPass());
  pm.addNestedPass<func::FuncOp>(createActGradNarrowSelectsPass());
  ActGradTileAndVectorizePipelineOptions tiling;
  tiling.tileElements = options.tileElements;
  tiling.minThreadWork = options.minThreadWork;
  // Without threads the byte rule has nothing to gain: the tiles would only
  // split the loop. A negative value still reaches the pass, which rejects
  // it.
  tiling.minThreadBytes = options.threads
                              ? options.minThreadBytes
                              : std::min<int64_t>(options.minThreadBytes, 0);
  // -1 reads the width from the module's target; other negative values
  // reach the pass, which rejects them with a diagnostic.
  tiling.vectorWidth = options.vectorWidth;
  buildActGradTileAndVectorizePipeline(pm.nest<func::FuncOp>(), tiling);

  // Tensors -> buffers. Empty-tensor elimination lets results that are
  // materialized into a caller's buffer be computed in place there.
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  pm.addNestedPass<func::FuncOp>(
      createActGradFoldMaterializedDestinationsPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // Scratch (softmax sums, PReLU partial sums) goes on the stack when it is
  // small, hoisted out of loops; with `workspace`, the rest goes into a
  // buffer the caller provides. Before the deallocation pipeline, which then
  // has nothing left to free.
  ActGradPromoteScratchToStackPassOptions stack;
  stack.maxBytes = options.maxStackScratchBytes;
  pm.addNestedPass<func::FuncOp>(createActGradPromoteScratchToStackPass(stack));
  if (options.workspace)
    pm.addPass(createActGradScratchToWorkspacePass());
  bufferization::buildBufferDeallocationPipeline(pm);
  // A returned destination is handed back as is, not as a clone; the clones
  // that remain become allocations and copies.
  pm.addPass(createActGradForwardReturnedArgumentsPass());
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addPass(createCanonicalizerPass());
  // Polynomial math on the vectors, after bufferization: the sigmoid's
  // x86 intrinsics (llvm.call_intrinsic) have side effects that one-shot
  // bufferization rejects. Sigmoids first: they contain exps that the next
  // pass would approximate. Without approximations, expm1 still gets the
  // accurate rewrite: convert-math-to-llvm would make exp(x) - 1 of it,
  // which loses most digits near 0.
  if (options.approximateExp)
    pm.addPass(createActGradApproximateSigmoidPass());
  ActGradApproximateMathPassOptions approximations;
  if (!options.approximateExp)
    approximations.functions = {"expm1"};
  pm.addPass(createActGradApproximateMathPass(approximations));
  pm.addPass(createCanonicalizerPass());
  ActGradNontemporalStoresPassOptions streaming;
  // An output that stays in cache is written faster with plain stores: up to
  // one core's 1 MiB L2 without threads; with threads, up to an eighth of the
  // 32 MiB L3 the two cores of this project's hosts share, so that a kernel
  // reading two inputs of the output's size keeps its data in L3
  // (docs/Benchmark.md, "Design measurements").
  int64_t minBytes = options.nontemporalMinBytes;
  if (minBytes == -1)
    minBytes = options.threads ? (4 << 20) + 1 : 1 << 20;
  streaming.minBytes = minBytes;
  pm.addNestedPass<func::FuncOp>(createActGradNontemporalStoresPass(streaming));
  ActGradPrefetchPassOptions prefetch;
  prefetch.minBytes = minBytes;
  prefetch.distance = options.prefetchDistance;
  pm.addNestedPass<func::FuncOp>(createActGradPrefetchPass(prefetch));
  pm.addNestedPass<func::FuncOp>(createActGradFenceSelectedValuesPass());
  pm.addNestedPass<func::FuncOp>(createActGradPackBF16RoundingsPass());

  // Thread tiles: OpenMP or a plain loop.
  if (options.threads) {
    pm.addPass(createForallToParallelLoopPass());
    pm.addPass(createConvertSCFToOpenMPPass());
  } else {
    pm.addPass(createForallToForLoopPass());
  }
  // A thread tile's scratch was at the start of its parallel body; without
  // threads that body is a sequential loop now.
  pm.addNestedPass<func::FuncOp>(createActGradPromoteScratchToStackPass(stack));

  // Buffers -> loops -> LLVM.
  pm.addPass(createConvertActGradRuntimeChecksToLLVMPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addNestedPass<func::FuncOp>(vector::createLowerVectorMultiReductionPass(
      vector::VectorMultiReductionLowering::InnerReduction));
  pm.addPass(createConvertVectorToSCFPass(
      VectorTransferToSCFOptions().enableFullUnroll()));
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // Math functions that were not approximated: LLVM intrinsics where LLVM
  // has them, libm calls (one per element) for the rest, such as erfc.
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createConvertMathToFuncs());
  ConvertVectorToLLVMPassOptions toLLVMVector;
  toLLVMVector.reassociateFPReductions = true;
  pm.addPass(createConvertVectorToLLVMPass(toLLVMVector));
  // Before scf-to-cf: the OpenMP conversion wraps loop bodies in
  // memref.alloca_scope, whose region must still be a single block here.
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  if (options.threads)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createActGradSetFunctionTargetsPass());
  pm.addPass(createActGradCheckLoweredToLLVMPass());
}

void mlir::actgrad::registerActGradPipelines() {
  PassPipelineRegistration<ActGradToLLVMPipelineOptions>(
      "actgrad-to-llvm",
      "Lower a module with actgrad ops and upstream tensor IR to the LLVM "
      "dialect",
      buildActGradToLLVMPipeline);
  PassPipelineRegistration<ActGradTileAndVectorizePipelineOptions>(
      "actgrad-tile-and-vectorize",
      "Tile and vectorize linalg on tensors for the module's CPU target (on "
      "func.func)",
      buildActGradTileAndVectorizePipeline);
}
