//===- Pipelines.cpp - ActGrad pass pipelines -----------------------------===//
//
// `actgrad-to-llvm` is its stages in order, one function each, as IREE's
// LLVMCPU Passes.cpp chains its stage functions. Each stage is also a
// registered pipeline. A comment at a call site states an ordering rule.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Pipelines/Pipelines.h"
#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "ActGrad/Codegen/X86/X86TargetInfo.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/Transforms/Passes.h"

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

// Widened rows too long for the stack, allocated once per thread: two f32
// rows of 32768 elements, which stay in the L2 cache of every CPU the
// project targets (512 KiB and up) beside the 16-bit rows they come from.
static constexpr int64_t kHoistedWidenedBytes = 256 << 10;

// The one place that asks about the machine the compiler runs on; every
// pass reads the target from the module instead (CPUTargetInfo).
ResolvedTarget mlir::actgrad::resolveTarget(StringRef triple, StringRef cpu,
                                            StringRef features) {
  ResolvedTarget target{triple.str(), cpu.str(), features.str()};
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
  llvm::StringMap<bool> hostFeatures = llvm::sys::getHostCPUFeatures();
  SmallVector<std::string> list;
  for (const auto &feature : hostFeatures)
    list.push_back((feature.second ? "+" : "-") + feature.first().str());
  llvm::sort(list);
  target.features = llvm::join(list, ",");
  return target;
}

void mlir::actgrad::registerActGradTargets() { registerX86TargetISA(); }

void mlir::actgrad::buildActGradFrontendPipeline(
    OpPassManager &pm, const ActGradFrontendPipelineOptions &options) {
  // Front-end linalg -> actgrad ops, which get the kernels below.
  if (options.raiseLinalg)
    pm.addPass(createRaiseLinalgToActGradPass());
  pm.addPass(createActGradCheckPipelineInputPass());
  // Checks of the dynamic dimensions that the conversion assumes to agree,
  // before it.
  if (options.runtimeChecks)
    pm.addPass(createActGradInsertRuntimeChecksPass());
  pm.addPass(createConvertActGradToLinalgPass());
}

void mlir::actgrad::buildActGradCodegenTargetPipeline(
    OpPassManager &pm, const ActGradCodegenTargetPipelineOptions &options) {
  registerActGradTargets();
  // The target (the host unless the options name one) with its data layout,
  // for the passes below and for mlir-translate; LLVM completes the CPU's
  // feature list.
  ResolvedTarget target = resolveTarget(options.targetTriple, options.targetCPU,
                                        options.targetFeatures);
  ActGradSetTargetPassOptions setTarget;
  setTarget.triple = target.triple;
  setTarget.cpu = target.cpu;
  setTarget.features = target.features;
  pm.addPass(createActGradSetTargetPass(setTarget));
  pm.addPass(LLVM::createLLVMTargetToTargetFeatures());
}

void mlir::actgrad::buildActGradCodegenInputPipeline(
    OpPassManager &pm, const ActGradCodegenInputPipelineOptions &options) {
  // Elementwise arith and math ops on tensors (an actgrad op's neighbours)
  // and named linalg ops (StableHLO's and IREE's reduce, broadcast, map)
  // become generics, to be fused and tiled with the actgrad ops.
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  pm.addNestedPass<func::FuncOp>(createActGradGeneralizeNamedOpsPass());
  // No CSE before bufferization: it merges identical computations and their
  // tensor.empty destinations, and one-shot analysis may then hand a buffer
  // from `bufferization.to_buffer` to a later op that overwrites it.
  pm.addPass(createCanonicalizerPass());
  // Unit dimensions go, so that front ends' keep-dim reductions and explicit
  // broadcasts have the projected-permutation maps fusion and tiling need.
  pm.addNestedPass<func::FuncOp>(createLinalgFoldUnitExtentDimsPass());
  pm.addPass(createCanonicalizerPass());
  if (options.fuseElementwise) {
    pm.addNestedPass<func::FuncOp>(createActGradFuseElementwiseOpsPass());
    // Siblings merge before their bodies are specialized, so that
    // actgrad-narrow-compares sees every use of a 16-bit input.
    pm.addNestedPass<func::FuncOp>(createActGradFuseSiblingGenericsPass());
  }
  // Hidden NaN rules go before the 16-bit NaN tests become bit compares.
  pm.addNestedPass<func::FuncOp>(createActGradDropShadowedNaNSelectsPass());
  // Masks of x rather than of t = alpha x + beta, before the 16-bit ones
  // move to the bits.
  pm.addNestedPass<func::FuncOp>(createActGradInvertMonotoneComparesPass());
  // Compares of 16-bit bits first; the 16-bit selects then take their masks.
  pm.addNestedPass<func::FuncOp>(createActGradNarrowComparesPass());
  pm.addNestedPass<func::FuncOp>(createActGradNarrowSelectsPass());
  // After the selects of bits: what stays in f32 under an f16 rounding then
  // computes in f16 where the target has f16 arithmetic.
  pm.addNestedPass<func::FuncOp>(createActGradNativeF16ArithmeticPass());
}

void mlir::actgrad::buildActGradTileAndVectorizePipeline(
    OpPassManager &pm, const ActGradTileAndVectorizePipelineOptions &options) {
  if (options.fuseSiblings)
    pm.addPass(createActGradFuseSiblingGenericsPass());
  ActGradCollapseContiguousDimsPassOptions collapse;
  // Without thread tiles, split-reduction leaves the batch whole.
  collapse.keepOuterRows =
      options.dynamicThreadSplits && options.tileElements > 0;
  pm.addPass(createActGradCollapseContiguousDimsPass(collapse));
  ActGradSplitReductionPassOptions split;
  split.vectorWidth = options.vectorWidth;
  split.tileElements = options.tileElements;
  split.splitDynamicBatch = options.dynamicThreadSplits;
  pm.addPass(createActGradSplitReductionPass(split));
  pm.addPass(createActGradReshapeDestinationsPass());
  ActGradCPULoweringConfigPassOptions config;
  config.tileElements = options.tileElements;
  config.minThreadWork = options.minThreadWork;
  config.minThreadBytes = options.minThreadBytes;
  config.columnTiles = options.dynamicThreadSplits;
  pm.addPass(createActGradCPULoweringConfigPass(config));
  pm.addPass(createActGradTileAndFusePass());
  if (options.vectorWidth == 0)
    return;
  // Rows widened once go on the stack, like the bufferized scratch, and
  // longer ones where the caller allows (code without threads, which hoists
  // them out of its sequential tile loop).
  ActGradWidenSharedOperandsPassOptions widen;
  widen.maxBytes = options.maxStackScratchBytes;
  widen.maxHoistedBytes = options.maxHoistedWidenedBytes;
  pm.addPass(createActGradWidenSharedOperandsPass(widen));
  ActGradPackNarrowRowsPassOptions pack;
  pack.vectorWidth = options.vectorWidth;
  pm.addPass(createActGradPackNarrowRowsPass(pack));
  // Again: dynamic rows packed at run time reshape a loop's destination.
  pm.addPass(createActGradReshapeDestinationsPass());
  ActGradVectorizePassOptions vectorize;
  vectorize.vectorWidth = options.vectorWidth;
  pm.addPass(createActGradVectorizePass(vectorize));
  pm.addPass(createActGradHoistAccumulatorsPass());
  // After hoisting: partial sums are then loop-carried vectors, whose halves
  // widen in any fixed order.
  pm.addPass(createActGradWiden16BitHalvesPass());
}

void mlir::actgrad::buildActGradCodegenBufferizePipeline(
    OpPassManager &pm, const ActGradCodegenBufferizePipelineOptions &options) {
  // Empty-tensor elimination lets results materialized into a caller's
  // buffer be computed in place there.
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  pm.addNestedPass<func::FuncOp>(
      createActGradFoldMaterializedDestinationsPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // Without threads, a tile's scratch is then the function's, allocated
  // once per call, which the workspace can hold.
  if (!options.threads)
    pm.addPass(createForallToForLoopPass());
  // Scratch goes on the stack or into the workspace before the deallocation
  // pipeline, which then has nothing left to free.
  ActGradPromoteScratchToStackPassOptions stack;
  stack.maxBytes = options.maxStackScratchBytes;
  pm.addNestedPass<func::FuncOp>(createActGradPromoteScratchToStackPass(stack));
  // A thread tile's heap scratch is then made once per thread, not per tile.
  if (options.threads)
    pm.addPass(createActGradChunkThreadLoopsPass());
  if (options.workspace)
    pm.addPass(createActGradScratchToWorkspacePass());
  bufferization::buildBufferDeallocationPipeline(pm);
  // A returned destination is handed back as is; the clones that remain
  // become allocations and copies.
  pm.addPass(createActGradForwardReturnedArgumentsPass());
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addPass(createCanonicalizerPass());
}

/// Polynomial math, streaming stores and the target's own rewrites on the
/// vectors of buffers.
static void addVectorMathAndMemoryPasses(
    OpPassManager &pm, const ActGradCodegenLowerToLLVMPipelineOptions &options,
    const CPUTargetInfo &target, int64_t streamingMinBytes) {
  // After bufferization: the sigmoid's intrinsic calls have side effects
  // that one-shot bufferization rejects. Sigmoids before exp, which they
  // contain. Without approximations expm1 still gets the accurate rewrite
  // (convert-math-to-llvm's exp(x) - 1 loses most digits near 0).
  if (options.approximateExp)
    pm.addPass(createActGradApproximateSigmoidPass());
  ActGradApproximateMathPassOptions approximations;
  if (!options.approximateExp)
    approximations.functions = {"expm1"};
  pm.addPass(createActGradApproximateMathPass(approximations));
  pm.addPass(createCanonicalizerPass());
  ActGradNontemporalStoresPassOptions streaming;
  streaming.minBytes = streamingMinBytes;
  pm.addNestedPass<func::FuncOp>(createActGradNontemporalStoresPass(streaming));
  ActGradPrefetchPassOptions prefetch;
  prefetch.minBytes = streamingMinBytes;
  prefetch.distance = options.prefetchDistance;
  pm.addNestedPass<func::FuncOp>(createActGradPrefetchPass(prefetch));
  // Last on vectors: they protect selects and roundings from LLVM's folds.
  if (target.getTriple().isX86()) {
    pm.addNestedPass<func::FuncOp>(createActGradFenceSelectedValuesPass());
    pm.addNestedPass<func::FuncOp>(createActGradPackBF16RoundingsPass());
  }
}

/// Loops, vectors, memrefs and the rest to the LLVM dialect.
static void addConversionsToLLVM(OpPassManager &pm, bool threads,
                                 const CPUTargetInfo &target) {
  pm.addPass(createConvertActGradRuntimeChecksToLLVMPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addNestedPass<func::FuncOp>(vector::createLowerVectorMultiReductionPass(
      vector::VectorMultiReductionLowering::InnerReduction));
  pm.addPass(createConvertVectorToSCFPass(
      VectorTransferToSCFOptions().enableFullUnroll()));
  pm.addNestedPass<func::FuncOp>(createActGradLowerDynamicExpandShapesPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // Math functions that were not approximated: LLVM intrinsics where LLVM
  // has them, libm calls (one per element) for the rest, such as erfc.
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createConvertMathToFuncs());
  // After the last pass that makes roundings (loops of linalg ops, unrolled
  // transfers), before arith goes to LLVM (vector-to-llvm converts it too).
  pm.addNestedPass<func::FuncOp>(createActGradLegalizeBF16Pass());
  if (target.getTriple().isX86())
    pm.addNestedPass<func::FuncOp>(createActGradShuffleHalfWordsPass());
  ConvertVectorToLLVMPassOptions toLLVMVector;
  toLLVMVector.reassociateFPReductions = true;
  pm.addPass(createConvertVectorToLLVMPass(toLLVMVector));
  // Before scf-to-cf: the OpenMP conversion wraps loop bodies in
  // memref.alloca_scope, whose region must still be a single block here.
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  if (threads)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::actgrad::buildActGradCodegenLowerToLLVMPipeline(
    OpPassManager &pm,
    const ActGradCodegenLowerToLLVMPipelineOptions &options) {
  registerActGradTargets();
  std::string triple = options.targetTriple;
  if (triple.empty())
    triple = llvm::sys::getProcessTriple();
  CPUTargetInfo target = CPUTargetInfo::get(triple, /*features=*/"");
  int64_t streamingMinBytes = options.nontemporalMinBytes;
  if (streamingMinBytes == -1)
    streamingMinBytes = target.getStreamingMinBytes();
  addVectorMathAndMemoryPasses(pm, options, target, streamingMinBytes);

  // Thread tiles: OpenMP or a plain loop.
  if (options.threads) {
    pm.addPass(createForallToParallelLoopPass());
    pm.addPass(createConvertSCFToOpenMPPass());
    // A small dynamically shaped op is one tile: no threads for it.
    pm.addNestedPass<func::FuncOp>(
        createActGradSerializeSingleIterationLoopsPass());
    // A loop of few tiles forks one thread per tile, not the whole team.
    pm.addPass(createActGradFitThreadCountPass());
  } else {
    pm.addPass(createForallToForLoopPass());
  }
  // A thread tile's scratch was at the start of its parallel body; without
  // threads that body is a sequential loop now.
  ActGradPromoteScratchToStackPassOptions stack;
  stack.maxBytes = options.maxStackScratchBytes;
  pm.addNestedPass<func::FuncOp>(createActGradPromoteScratchToStackPass(stack));

  addConversionsToLLVM(pm, options.threads, target);
  pm.addPass(createActGradSetFunctionTargetsPass());
  pm.addPass(createActGradCheckLoweredToLLVMPass());
}

void mlir::actgrad::buildActGradToLLVMPipeline(
    OpPassManager &pm, const ActGradToLLVMPipelineOptions &options) {
  ActGradFrontendPipelineOptions frontend;
  frontend.Frontend::assign(options);
  buildActGradFrontendPipeline(pm, frontend);

  // After the conversion, which does not depend on the target.
  ResolvedTarget resolved = resolveTarget(
      options.targetTriple, options.targetCPU, options.targetFeatures);
  ActGradCodegenTargetPipelineOptions target;
  target.targetTriple = resolved.triple;
  target.targetCPU = resolved.cpu;
  target.targetFeatures = resolved.features;
  buildActGradCodegenTargetPipeline(pm, target);

  ActGradCodegenInputPipelineOptions input;
  input.FuseElementwise::assign(options);
  buildActGradCodegenInputPipeline(pm, input);

  ActGradTileAndVectorizePipelineOptions tiling;
  tiling.tileElements = options.tileElements;
  tiling.minThreadWork = options.minThreadWork;
  // Without threads the byte rule has nothing to gain; a negative value
  // still reaches the pass, which rejects it.
  tiling.minThreadBytes = options.threads
                              ? options.minThreadBytes
                              : std::min<int64_t>(options.minThreadBytes, 0);
  // -1 reads the width from the module's target; other negative values
  // reach the pass, which rejects them.
  tiling.vectorWidth = options.vectorWidth;
  tiling.dynamicThreadSplits = options.threads;
  tiling.StackScratch::assign(options);
  // A sequential tile loop, or each thread's (actgrad-chunk-thread-loops),
  // reuses one buffer for every tile's rows, so they may pass the stack's
  // bound.
  tiling.maxHoistedWidenedBytes = kHoistedWidenedBytes;
  buildActGradTileAndVectorizePipeline(pm.nest<func::FuncOp>(), tiling);

  ActGradCodegenBufferizePipelineOptions bufferize;
  bufferize.StackScratch::assign(options);
  bufferize.Workspace::assign(options);
  bufferize.Threads::assign(options);
  buildActGradCodegenBufferizePipeline(pm, bufferize);

  ActGradCodegenLowerToLLVMPipelineOptions lower;
  lower.targetTriple = resolved.triple;
  lower.ApproximateExp::assign(options);
  lower.Streaming::assign(options);
  lower.StackScratch::assign(options);
  lower.Threads::assign(options);
  buildActGradCodegenLowerToLLVMPipeline(pm, lower);
}

void mlir::actgrad::registerActGradPipelines() {
  registerActGradTargets();
  registerActGradGPUPipelines();
  PassPipelineRegistration<ActGradToLLVMPipelineOptions>(
      "actgrad-to-llvm",
      "Lower a module with actgrad ops and upstream tensor IR to the LLVM "
      "dialect",
      buildActGradToLLVMPipeline);
  PassPipelineRegistration<ActGradFrontendPipelineOptions>(
      "actgrad-frontend",
      "actgrad-to-llvm's first stage: raise front-end linalg, check the "
      "input, insert run-time checks, lower actgrad ops to linalg",
      buildActGradFrontendPipeline);
  PassPipelineRegistration<ActGradCodegenTargetPipelineOptions>(
      "actgrad-codegen-target",
      "Record the target CPU (default: the host) on the module",
      buildActGradCodegenTargetPipeline);
  PassPipelineRegistration<ActGradCodegenInputPipelineOptions>(
      "actgrad-codegen-input",
      "Make linalg on tensors ready for tiling: generalize, fuse, narrow "
      "16-bit predicates and selects",
      buildActGradCodegenInputPipeline);
  PassPipelineRegistration<ActGradTileAndVectorizePipelineOptions>(
      "actgrad-tile-and-vectorize",
      "Tile and vectorize linalg on tensors for the module's CPU target (on "
      "func.func)",
      buildActGradTileAndVectorizePipeline);
  PassPipelineRegistration<ActGradCodegenBufferizePipelineOptions>(
      "actgrad-codegen-bufferize",
      "Bufferize, with destinations in place and scratch on the stack",
      buildActGradCodegenBufferizePipeline);
  PassPipelineRegistration<ActGradCodegenLowerToLLVMPipelineOptions>(
      "actgrad-codegen-lower-to-llvm",
      "Vector math, streaming stores, threads and the conversions to the "
      "LLVM dialect",
      buildActGradCodegenLowerToLLVMPipeline);
}
