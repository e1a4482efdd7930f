//===- Pipelines.h - ActGrad pass pipelines ---------------------*- C++ -*-===//
//
// `actgrad-to-llvm`: from a module mixing actgrad ops with upstream
// tensor-level IR down to the LLVM dialect, ready for mlir-runner or
// `mlir-translate --mlir-to-llvmir`. It is its stages in order, each a
// registered pipeline of its own (docs/Pipeline.md has the table).
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
  PassOptions::Option<std::string> targetTriple{
      *this, "target-triple",
      llvm::cl::desc("LLVM target triple to generate code for (default: the "
                     "host's)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> targetCPU{
      *this, "target-cpu",
      llvm::cl::desc("LLVM CPU name, e.g. x86-64-v3 or cortex-a76 (default: "
                     "the host's CPU when no triple or features are given, "
                     "else generic)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> targetFeatures{
      *this, "target-features",
      llvm::cl::desc("LLVM target features added to the CPU's, comma "
                     "separated, each +name or -name (default: the host's "
                     "when no triple or CPU is given, else none)"),
      llvm::cl::init("")};
  PassOptions::Option<bool> raiseLinalg{
      *this, "raise-linalg",
      llvm::cl::desc("First raise the linalg.generic chains of front ends "
                     "to actgrad ops (raise-linalg-to-actgrad)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Check at run time that dynamic dimensions agree"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("Fuse chains of elementwise linalg ops into one loop"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> tileElements{
      *this, "tile-elements",
      llvm::cl::desc("Iterations per thread tile (0: no thread tiling)"),
      llvm::cl::init(16384)};
  PassOptions::Option<int64_t> minThreadWork{
      *this, "min-thread-work",
      llvm::cl::desc("Elementwise ops with less estimated work (iterations "
                     "x body ops, a math function or a division counting "
                     "as 10) run on one thread (0: always threaded)"),
      llvm::cl::init(1 << 20)};
  PassOptions::Option<int64_t> minThreadBytes{
      *this, "min-thread-bytes",
      llvm::cl::desc("With threads, elementwise ops whose operands hold at "
                     "least this many bytes are threaded whatever their "
                     "work: two cores move them faster than one (0: work "
                     "alone decides)"),
      llvm::cl::init(512 << 10)};
  PassOptions::Option<int64_t> vectorWidth{
      *this, "vector-width",
      llvm::cl::desc("f32 lanes per vector (0: no MLIR vectorization; -1: "
                     "the target's widest: 16 with AVX-512, 8 with AVX, else "
                     "4)"),
      llvm::cl::init(-1)};
  PassOptions::Option<bool> approximateExp{
      *this, "approximate-exp",
      llvm::cl::desc("Evaluate exp with a vectorizable polynomial"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> nontemporalMinBytes{
      *this, "nontemporal-min-bytes",
      llvm::cl::desc("Write outputs of at least this many bytes with "
                     "non-temporal stores (0: never; -1: more than 4 MiB, "
                     "an eighth of the shared L3)"),
      llvm::cl::init(-1)};
  PassOptions::Option<int64_t> prefetchDistance{
      *this, "prefetch-distance",
      llvm::cl::desc("Prefetch inputs of outputs sized like "
                     "nontemporal-min-bytes this many elements ahead (0: "
                     "never; see docs/Pipeline.md)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> maxStackScratchBytes{
      *this, "max-stack-scratch-bytes",
      llvm::cl::desc("Scratch buffers of at most this many bytes (static "
                     "shapes) go on the stack (actgrad-promote-scratch-to-"
                     "stack)"),
      llvm::cl::init(16384)};
  PassOptions::Option<bool> workspace{
      *this, "workspace",
      llvm::cl::desc("Entry points take a trailing memref<?xi8> workspace "
                     "for the scratch buffers that are not on the stack, and "
                     "<name>_workspace_size returns its size in bytes "
                     "(actgrad-scratch-to-workspace)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> threads{
      *this, "threads",
      llvm::cl::desc("Run thread tiles in parallel with OpenMP: the code "
                     "calls libomp, and OMP_NUM_THREADS sets the thread "
                     "count (false: single-threaded code, no libomp)"),
      llvm::cl::init(true)};
};

/// Options of the `actgrad-tile-and-vectorize` pipeline.
struct ActGradTileAndVectorizePipelineOptions
    : public PassPipelineOptions<ActGradTileAndVectorizePipelineOptions> {
  PassOptions::Option<int64_t> tileElements{
      *this, "tile-elements",
      llvm::cl::desc("Iterations per thread tile (0: no thread tiling)"),
      llvm::cl::init(16384)};
  PassOptions::Option<bool> fuseSiblings{
      *this, "fuse-siblings",
      llvm::cl::desc("Merge independent generics that share an input into "
                     "one multi-result loop"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> vectorWidth{
      *this, "vector-width",
      llvm::cl::desc("Elements per vector along the innermost dimension (0: "
                     "no vectorization; -1: the target's f32 lanes)"),
      llvm::cl::init(-1)};
  PassOptions::Option<int64_t> minThreadWork{
      *this, "min-thread-work",
      llvm::cl::desc("Elementwise ops with less estimated work get no thread "
                     "tiles (0: every op is tiled)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> minThreadBytes{
      *this, "min-thread-bytes",
      llvm::cl::desc("Elementwise ops whose operands hold at least this "
                     "many bytes are tiled whatever their work (0: work "
                     "alone decides)"),
      llvm::cl::init(0)};
};

/// Options of the `actgrad-frontend` stage: actgrad ops (raised from
/// front-end linalg, checked) lowered to linalg on tensors.
struct ActGradFrontendPipelineOptions
    : public PassPipelineOptions<ActGradFrontendPipelineOptions> {
  PassOptions::Option<bool> raiseLinalg{
      *this, "raise-linalg",
      llvm::cl::desc("First raise the linalg.generic chains of front ends "
                     "to actgrad ops (raise-linalg-to-actgrad)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Check at run time that dynamic dimensions agree"),
      llvm::cl::init(true)};
};

/// Options of the `actgrad-codegen-target` stage, as in actgrad-to-llvm.
struct ActGradCodegenTargetPipelineOptions
    : public PassPipelineOptions<ActGradCodegenTargetPipelineOptions> {
  PassOptions::Option<std::string> targetTriple{
      *this, "target-triple",
      llvm::cl::desc("LLVM target triple (default: the host's)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> targetCPU{
      *this, "target-cpu",
      llvm::cl::desc("LLVM CPU name (default: the host's CPU when no triple "
                     "or features are given, else generic)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> targetFeatures{
      *this, "target-features",
      llvm::cl::desc("LLVM target features added to the CPU's (default: the "
                     "host's when no triple or CPU is given, else none)"),
      llvm::cl::init("")};
};

/// Options of the `actgrad-codegen-input` stage.
struct ActGradCodegenInputPipelineOptions
    : public PassPipelineOptions<ActGradCodegenInputPipelineOptions> {
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("Fuse chains of elementwise linalg ops into one loop"),
      llvm::cl::init(true)};
};

/// Options of the `actgrad-codegen-bufferize` stage.
struct ActGradCodegenBufferizePipelineOptions
    : public PassPipelineOptions<ActGradCodegenBufferizePipelineOptions> {
  PassOptions::Option<int64_t> maxStackScratchBytes{
      *this, "max-stack-scratch-bytes",
      llvm::cl::desc("Scratch buffers of at most this many bytes (static "
                     "shapes) go on the stack"),
      llvm::cl::init(16384)};
  PassOptions::Option<bool> workspace{
      *this, "workspace",
      llvm::cl::desc("Scratch buffers not on the stack go into a "
                     "caller-provided workspace"),
      llvm::cl::init(false)};
};

/// Options of the `actgrad-codegen-lower-to-llvm` stage. The x86-only
/// passes are scheduled for x86 triples alone; the streaming threshold's
/// default comes from the target's caches.
struct ActGradCodegenLowerToLLVMPipelineOptions
    : public PassPipelineOptions<ActGradCodegenLowerToLLVMPipelineOptions> {
  PassOptions::Option<std::string> targetTriple{
      *this, "target-triple",
      llvm::cl::desc("LLVM target triple the module was given by "
                     "actgrad-codegen-target (default: the host's)"),
      llvm::cl::init("")};
  PassOptions::Option<bool> approximateExp{
      *this, "approximate-exp",
      llvm::cl::desc("Evaluate exp with a vectorizable polynomial"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> nontemporalMinBytes{
      *this, "nontemporal-min-bytes",
      llvm::cl::desc("Write outputs of at least this many bytes with "
                     "non-temporal stores (0: never; -1: the target's "
                     "threshold, CPUTargetInfo::getStreamingMinBytes)"),
      llvm::cl::init(-1)};
  PassOptions::Option<int64_t> prefetchDistance{
      *this, "prefetch-distance",
      llvm::cl::desc("Prefetch inputs this many elements ahead (0: never)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> maxStackScratchBytes{
      *this, "max-stack-scratch-bytes",
      llvm::cl::desc("Scratch buffers of at most this many bytes (static "
                     "shapes) go on the stack"),
      llvm::cl::init(16384)};
  PassOptions::Option<bool> threads{
      *this, "threads",
      llvm::cl::desc("Run thread tiles in parallel with OpenMP"),
      llvm::cl::init(true)};
};

/// Options of the `actgrad-codegen-gpu` stage: linalg on device buffers to
/// GPU kernels, NVVM and PTX.
struct ActGradCodegenGPUPipelineOptions
    : public PassPipelineOptions<ActGradCodegenGPUPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("NVIDIA GPU to compile for (sm_XX)"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("NVPTX target features, e.g. +ptx80 (default: the "
                     "lowest PTX version the chip needs)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("What the kernels are embedded as: isa (PTX text, which "
                     "the driver compiles when it loads the module; no CUDA "
                     "toolkit needed) or fatbin (needs the toolkit's ptxas "
                     "and fatbinary at compile time)"),
      llvm::cl::init("isa")};
  PassOptions::Option<int64_t> blockSize{
      *this, "block-size", llvm::cl::desc("Threads per block"),
      llvm::cl::init(256)};
  PassOptions::Option<int64_t> vectorBytes{
      *this, "vector-bytes",
      llvm::cl::desc("Bytes per thread access of elementwise kernels (0: "
                     "scalar accesses)"),
      llvm::cl::init(16)};
  PassOptions::Option<bool> approximateExp{
      *this, "approximate-exp",
      llvm::cl::desc("Evaluate exp and the sigmoid with ActGrad's "
                     "polynomials (false: libdevice, which needs the CUDA "
                     "toolkit's libdevice.10.bc)"),
      llvm::cl::init(true)};
  PassOptions::Option<int> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimization level of the "
                                         "kernels"),
      llvm::cl::init(3)};
};

/// Options of the `actgrad-to-nvvm` pipeline: actgrad-to-llvm's front
/// stages, then bufferization to device buffers and actgrad-codegen-gpu.
struct ActGradToNVVMPipelineOptions
    : public PassPipelineOptions<ActGradToNVVMPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("NVIDIA GPU to compile for (sm_XX)"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("NVPTX target features, e.g. +ptx80 (default: the "
                     "lowest PTX version the chip needs)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("isa (PTX, compiled by the driver at load time) or "
                     "fatbin (needs the CUDA toolkit at compile time)"),
      llvm::cl::init("isa")};
  PassOptions::Option<bool> raiseLinalg{
      *this, "raise-linalg",
      llvm::cl::desc("First raise the linalg.generic chains of front ends "
                     "to actgrad ops (raise-linalg-to-actgrad)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Check at run time, on the host, that dynamic "
                     "dimensions agree"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("Fuse chains of elementwise linalg ops into one kernel"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> blockSize{
      *this, "block-size", llvm::cl::desc("Threads per block"),
      llvm::cl::init(256)};
  PassOptions::Option<int64_t> vectorBytes{
      *this, "vector-bytes",
      llvm::cl::desc("Bytes per thread access of elementwise kernels (0: "
                     "scalar accesses)"),
      llvm::cl::init(16)};
  PassOptions::Option<bool> approximateExp{
      *this, "approximate-exp",
      llvm::cl::desc("Evaluate exp and the sigmoid with ActGrad's "
                     "polynomials (false: libdevice from the CUDA toolkit)"),
      llvm::cl::init(true)};
};

/// Appends to `pm` (on `func.func`) the CPU code generation on linalg on
/// tensors, one pass per step: actgrad-fuse-sibling-generics (with
/// fuse-siblings), -collapse-contiguous-dims, -split-reduction,
/// -reshape-destinations, -cpu-lowering-config, -tile-and-fuse and, with a
/// non-zero vector width, -pack-narrow-rows, -vectorize, -hoist-accumulators
/// and -widen-16-bit-halves.
void buildActGradTileAndVectorizePipeline(
    OpPassManager &pm, const ActGradTileAndVectorizePipelineOptions &options);

/// The stages of `actgrad-to-llvm`, in order; each appends to `pm`, which
/// must run on a `builtin.module`.
void buildActGradFrontendPipeline(
    OpPassManager &pm, const ActGradFrontendPipelineOptions &options);
void buildActGradCodegenTargetPipeline(
    OpPassManager &pm, const ActGradCodegenTargetPipelineOptions &options);
void buildActGradCodegenInputPipeline(
    OpPassManager &pm, const ActGradCodegenInputPipelineOptions &options);
void buildActGradCodegenBufferizePipeline(
    OpPassManager &pm, const ActGradCodegenBufferizePipelineOptions &options);
void buildActGradCodegenLowerToLLVMPipeline(
    OpPassManager &pm, const ActGradCodegenLowerToLLVMPipelineOptions &options);

/// Appends the `actgrad-to-llvm` pipeline to `pm`, which must run on a
/// `builtin.module`.
void buildActGradToLLVMPipeline(OpPassManager &pm,
                                const ActGradToLLVMPipelineOptions &options);

/// Appends the `actgrad-to-nvvm` pipeline to `pm` (on a `builtin.module`):
/// kernels for NVIDIA GPUs, embedded as PTX (or a fatbin) in host code that
/// calls the `mgpu*` runtime ABI (libActGradCUDARuntime). Entry points take
/// their results as trailing out-parameters; every buffer is device memory.
void buildActGradToNVVMPipeline(OpPassManager &pm,
                                const ActGradToNVVMPipelineOptions &options);

/// The stages of `actgrad-to-nvvm` after actgrad-frontend and the GPU's
/// share of actgrad-codegen-input: bufferization to device buffers with
/// results as out-parameters, then kernels, NVVM and the binary.
void buildActGradGPUBufferizePipeline(OpPassManager &pm);
void buildActGradCodegenGPUPipeline(
    OpPassManager &pm, const ActGradCodegenGPUPipelineOptions &options);

/// Registers `actgrad-to-nvvm` and `actgrad-codegen-gpu`; called by
/// registerActGradPipelines.
void registerActGradGPUPipelines();

/// The target `actgrad-to-llvm` generates code for, as given by the
/// `target-*` options: an unset triple is the host's process triple; with
/// neither triple nor features given an unset CPU is the host's CPU (and
/// the features the host's), else `generic`.
struct ResolvedTarget {
  std::string triple, cpu, features;
};
ResolvedTarget resolveTarget(StringRef triple, StringRef cpu,
                             StringRef features);

/// Registers the ISA hooks of every target ActGrad knows (Codegen/X86) with
/// CPUTargetInfo. The pipelines and registerActGradPipelines call it; a
/// program that builds its own pipeline from ActGrad's passes calls it once.
void registerActGradTargets();

/// Registers `actgrad-to-llvm` and each of its stages (actgrad-frontend,
/// actgrad-codegen-target, actgrad-codegen-input, actgrad-tile-and-vectorize,
/// actgrad-codegen-bufferize, actgrad-codegen-lower-to-llvm) with the global
/// pass registry, and the targets' ISA hooks.
void registerActGradPipelines();

} // namespace mlir::actgrad

#endif // ACTGRAD_PIPELINES_PIPELINES_H
