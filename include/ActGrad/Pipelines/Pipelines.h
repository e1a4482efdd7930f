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

//===----------------------------------------------------------------------===//
// Options. Each option is defined once, in one of the groups below, with its
// name, description and default; a pipeline's options struct derives from
// PassPipelineOptions first (the groups register their options with it) and
// then from the groups it takes. A group's assign() copies its values from
// another struct that has the group, as a pipeline hands them to its stages.
//===----------------------------------------------------------------------===//

namespace pipeline_options {
using PassOptions = mlir::detail::PassOptions;
template <typename T> using Option = PassOptions::Option<T>;

/// target-triple.
struct TargetTriple {
  Option<std::string> targetTriple;
  explicit TargetTriple(PassOptions *owner)
      : targetTriple(*owner, "target-triple",
                     llvm::cl::desc("LLVM target triple to generate code for "
                                    "(default: the host's)"),
                     llvm::cl::init("")) {}
  void assign(const TargetTriple &other) { targetTriple = other.targetTriple; }
};

/// target-cpu and target-features.
struct TargetCPU {
  Option<std::string> targetCPU, targetFeatures;
  explicit TargetCPU(PassOptions *owner)
      : targetCPU(*owner, "target-cpu",
                  llvm::cl::desc("LLVM CPU name, e.g. x86-64-v3 or cortex-a76 "
                                 "(default: the host's CPU when no triple or "
                                 "features are given, else generic)"),
                  llvm::cl::init("")),
        targetFeatures(
            *owner, "target-features",
            llvm::cl::desc("LLVM target features added to the CPU's, comma "
                           "separated, each +name or -name (default: the "
                           "host's when no triple or CPU is given, else none)"),
            llvm::cl::init("")) {}
  void assign(const TargetCPU &other) {
    targetCPU = other.targetCPU;
    targetFeatures = other.targetFeatures;
  }
};

/// raise-linalg and runtime-checks (actgrad-frontend).
struct Frontend {
  Option<bool> raiseLinalg, runtimeChecks;
  explicit Frontend(PassOptions *owner)
      : raiseLinalg(*owner, "raise-linalg",
                    llvm::cl::desc("First raise the linalg.generic chains of "
                                   "front ends to actgrad ops "
                                   "(raise-linalg-to-actgrad)"),
                    llvm::cl::init(true)),
        runtimeChecks(*owner, "runtime-checks",
                      llvm::cl::desc("Check at run time (on the host) that "
                                     "dynamic dimensions agree"),
                      llvm::cl::init(true)) {}
  void assign(const Frontend &other) {
    raiseLinalg = other.raiseLinalg;
    runtimeChecks = other.runtimeChecks;
  }
};

/// fuse-elementwise.
struct FuseElementwise {
  Option<bool> fuseElementwise;
  explicit FuseElementwise(PassOptions *owner)
      : fuseElementwise(*owner, "fuse-elementwise",
                        llvm::cl::desc("Fuse chains of elementwise linalg ops "
                                       "into one loop (one kernel on GPUs)"),
                        llvm::cl::init(true)) {}
  void assign(const FuseElementwise &other) {
    fuseElementwise = other.fuseElementwise;
  }
};

/// tile-elements, min-thread-work, min-thread-bytes and vector-width; the
/// thresholds' defaults are the owner's: actgrad-to-llvm's pick the ops to
/// thread, the stage's tile every op.
struct ThreadTiling {
  Option<int64_t> tileElements, minThreadWork, minThreadBytes, vectorWidth;
  ThreadTiling(PassOptions *owner, int64_t minThreadWorkDefault,
               int64_t minThreadBytesDefault)
      : tileElements(*owner, "tile-elements",
                     llvm::cl::desc("Iterations per thread tile (0: no thread "
                                    "tiling)"),
                     llvm::cl::init(16384)),
        minThreadWork(*owner, "min-thread-work",
                      llvm::cl::desc("Elementwise ops with less estimated work "
                                     "(iterations x body ops, a math function "
                                     "or a division counting as 10, counted "
                                     "at AVX-512's 16 f32 lanes) run on one "
                                     "thread (0: always threaded)"),
                      llvm::cl::init(minThreadWorkDefault)),
        minThreadBytes(*owner, "min-thread-bytes",
                       llvm::cl::desc("With threads, elementwise ops whose "
                                      "operands hold at least this many bytes "
                                      "are threaded whatever their work: two "
                                      "cores move them faster than one (0: "
                                      "work alone decides)"),
                       llvm::cl::init(minThreadBytesDefault)),
        vectorWidth(*owner, "vector-width",
                    llvm::cl::desc("f32 lanes per vector (0: no MLIR "
                                   "vectorization; -1: the target's widest: 16 "
                                   "with AVX-512, 8 with AVX, else 4)"),
                    llvm::cl::init(-1)) {}
};

/// approximate-exp.
struct ApproximateExp {
  Option<bool> approximateExp;
  explicit ApproximateExp(PassOptions *owner)
      : approximateExp(*owner, "approximate-exp",
                       llvm::cl::desc("Evaluate exp and the sigmoid with "
                                      "ActGrad's vectorizable polynomials "
                                      "(false: LLVM's intrinsics and libm on "
                                      "CPUs; libdevice on GPUs, which needs "
                                      "the CUDA toolkit's libdevice.10.bc)"),
                       llvm::cl::init(true)) {}
  void assign(const ApproximateExp &other) {
    approximateExp = other.approximateExp;
  }
};

/// nontemporal-min-bytes and prefetch-distance.
struct Streaming {
  Option<int64_t> nontemporalMinBytes, prefetchDistance;
  explicit Streaming(PassOptions *owner)
      : nontemporalMinBytes(
            *owner, "nontemporal-min-bytes",
            llvm::cl::desc("Write outputs of at least this many bytes with "
                           "non-temporal stores (0: never; -1: the target's "
                           "threshold, more than an eighth of its L3, "
                           "CPUTargetInfo::getStreamingMinBytes)"),
            llvm::cl::init(-1)),
        prefetchDistance(*owner, "prefetch-distance",
                         llvm::cl::desc("Prefetch inputs of outputs sized like "
                                        "nontemporal-min-bytes this many "
                                        "elements ahead (0: never; see "
                                        "docs/Pipeline.md)"),
                         llvm::cl::init(0)) {}
  void assign(const Streaming &other) {
    nontemporalMinBytes = other.nontemporalMinBytes;
    prefetchDistance = other.prefetchDistance;
  }
};

/// max-stack-scratch-bytes.
struct StackScratch {
  Option<int64_t> maxStackScratchBytes;
  explicit StackScratch(PassOptions *owner)
      : maxStackScratchBytes(
            *owner, "max-stack-scratch-bytes",
            llvm::cl::desc("Scratch buffers of at most this many bytes "
                           "(static shapes) go on the stack "
                           "(actgrad-promote-scratch-to-stack)"),
            llvm::cl::init(16384)) {}
  void assign(const StackScratch &other) {
    maxStackScratchBytes = other.maxStackScratchBytes;
  }
};

/// workspace.
struct Workspace {
  Option<bool> workspace;
  explicit Workspace(PassOptions *owner)
      : workspace(*owner, "workspace",
                  llvm::cl::desc("Entry points take a trailing memref<?xi8> "
                                 "workspace for the scratch buffers that are "
                                 "not on the stack, and "
                                 "<name>_workspace_size returns its size in "
                                 "bytes (actgrad-scratch-to-workspace)"),
                  llvm::cl::init(false)) {}
  void assign(const Workspace &other) { workspace = other.workspace; }
};

/// threads.
struct Threads {
  Option<bool> threads;
  explicit Threads(PassOptions *owner)
      : threads(*owner, "threads",
                llvm::cl::desc("Run thread tiles in parallel with OpenMP: the "
                               "code calls libomp, and OMP_NUM_THREADS sets "
                               "the thread count (false: single-threaded "
                               "code, no libomp)"),
                llvm::cl::init(true)) {}
  void assign(const Threads &other) { threads = other.threads; }
};

/// chip, features and format: the GPU and the kernels' binary form.
struct GPUTarget {
  Option<std::string> chip, features, format;
  explicit GPUTarget(PassOptions *owner)
      : chip(*owner, "chip",
             llvm::cl::desc("NVIDIA GPU to compile for (sm_XX)"),
             llvm::cl::init("sm_90")),
        features(*owner, "features",
                 llvm::cl::desc("NVPTX target features, e.g. +ptx80 "
                                "(default: the lowest PTX version the chip "
                                "needs)"),
                 llvm::cl::init("")),
        format(*owner, "format",
               llvm::cl::desc("What the kernels are embedded as: isa (PTX "
                              "text, which the driver compiles when it loads "
                              "the module; no CUDA toolkit needed) or fatbin "
                              "(needs the toolkit's ptxas and fatbinary at "
                              "compile time)"),
               llvm::cl::init("isa")) {}
  void assign(const GPUTarget &other) {
    chip = other.chip;
    features = other.features;
    format = other.format;
  }
};

/// block-size and vector-bytes: how kernels are distributed.
struct GPUKernels {
  Option<int64_t> blockSize, vectorBytes;
  explicit GPUKernels(PassOptions *owner)
      : blockSize(*owner, "block-size", llvm::cl::desc("Threads per block"),
                  llvm::cl::init(256)),
        vectorBytes(*owner, "vector-bytes",
                    llvm::cl::desc("Bytes per thread access of elementwise "
                                   "kernels (0: scalar accesses)"),
                    llvm::cl::init(16)) {}
  void assign(const GPUKernels &other) {
    blockSize = other.blockSize;
    vectorBytes = other.vectorBytes;
  }
};
} // namespace pipeline_options

/// Options of the `actgrad-to-llvm` pipeline.
struct ActGradToLLVMPipelineOptions
    : PassPipelineOptions<ActGradToLLVMPipelineOptions>,
      pipeline_options::TargetTriple,
      pipeline_options::TargetCPU,
      pipeline_options::Frontend,
      pipeline_options::FuseElementwise,
      pipeline_options::ThreadTiling,
      pipeline_options::ApproximateExp,
      pipeline_options::Streaming,
      pipeline_options::StackScratch,
      pipeline_options::Workspace,
      pipeline_options::Threads {
  ActGradToLLVMPipelineOptions()
      : TargetTriple(this), TargetCPU(this), Frontend(this),
        FuseElementwise(this),
        ThreadTiling(this, /*minThreadWorkDefault=*/1 << 20,
                     /*minThreadBytesDefault=*/512 << 10),
        ApproximateExp(this), Streaming(this), StackScratch(this),
        Workspace(this), Threads(this) {}
};

/// Options of the `actgrad-tile-and-vectorize` pipeline: every op is tiled
/// unless the thresholds are set.
struct ActGradTileAndVectorizePipelineOptions
    : PassPipelineOptions<ActGradTileAndVectorizePipelineOptions>,
      pipeline_options::ThreadTiling,
      pipeline_options::StackScratch {
  PassOptions::Option<bool> fuseSiblings{
      *this, "fuse-siblings",
      llvm::cl::desc("Merge independent generics that share an input into "
                     "one multi-result loop"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> dynamicThreadSplits{
      *this, "dynamic-thread-splits",
      llvm::cl::desc("Split a dynamically shaped merged one-pass op between "
                     "threads: its batch, with partial sums per image, or "
                     "else its static columns (false for code without "
                     "threads, which sweeps all rows in one loop)"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> maxHoistedWidenedBytes{
      *this, "max-hoisted-widened-bytes",
      llvm::cl::desc("Most bytes of widened f32 rows above "
                     "max-stack-scratch-bytes each that one reduction keeps "
                     "(actgrad-widen-shared-operands' max-hoisted-bytes): "
                     "heap or workspace scratch, made once per call "
                     "without threads and once per thread with them "
                     "(actgrad-chunk-thread-loops)"),
      llvm::cl::init(0)};
  ActGradTileAndVectorizePipelineOptions()
      : ThreadTiling(this, /*minThreadWorkDefault=*/0,
                     /*minThreadBytesDefault=*/0),
        StackScratch(this) {}
};

/// Options of the `actgrad-frontend` stage: actgrad ops (raised from
/// front-end linalg, checked) lowered to linalg on tensors.
struct ActGradFrontendPipelineOptions
    : PassPipelineOptions<ActGradFrontendPipelineOptions>,
      pipeline_options::Frontend {
  ActGradFrontendPipelineOptions() : Frontend(this) {}
};

/// Options of the `actgrad-codegen-target` stage, as in actgrad-to-llvm.
struct ActGradCodegenTargetPipelineOptions
    : PassPipelineOptions<ActGradCodegenTargetPipelineOptions>,
      pipeline_options::TargetTriple,
      pipeline_options::TargetCPU {
  ActGradCodegenTargetPipelineOptions() : TargetTriple(this), TargetCPU(this) {}
};

/// Options of the `actgrad-codegen-input` stage.
struct ActGradCodegenInputPipelineOptions
    : PassPipelineOptions<ActGradCodegenInputPipelineOptions>,
      pipeline_options::FuseElementwise {
  ActGradCodegenInputPipelineOptions() : FuseElementwise(this) {}
};

/// Options of the `actgrad-codegen-bufferize` stage. Without `threads`, thread
/// tiles become sequential loops there, and scratch moves out of them.
struct ActGradCodegenBufferizePipelineOptions
    : PassPipelineOptions<ActGradCodegenBufferizePipelineOptions>,
      pipeline_options::StackScratch,
      pipeline_options::Workspace,
      pipeline_options::Threads {
  ActGradCodegenBufferizePipelineOptions()
      : StackScratch(this), Workspace(this), Threads(this) {}
};

/// Options of the `actgrad-codegen-lower-to-llvm` stage. The x86-only
/// passes are scheduled for x86 triples alone; the streaming threshold's
/// default comes from the target's caches. The triple is the one
/// actgrad-codegen-target gave the module.
struct ActGradCodegenLowerToLLVMPipelineOptions
    : PassPipelineOptions<ActGradCodegenLowerToLLVMPipelineOptions>,
      pipeline_options::TargetTriple,
      pipeline_options::ApproximateExp,
      pipeline_options::Streaming,
      pipeline_options::StackScratch,
      pipeline_options::Threads {
  ActGradCodegenLowerToLLVMPipelineOptions()
      : TargetTriple(this), ApproximateExp(this), Streaming(this),
        StackScratch(this), Threads(this) {}
};

/// Options of the `actgrad-codegen-gpu` stage: linalg on device buffers to
/// GPU kernels, NVVM and PTX.
struct ActGradCodegenGPUPipelineOptions
    : PassPipelineOptions<ActGradCodegenGPUPipelineOptions>,
      pipeline_options::GPUTarget,
      pipeline_options::GPUKernels,
      pipeline_options::ApproximateExp {
  PassOptions::Option<int> optLevel{
      *this, "opt-level",
      llvm::cl::desc("LLVM optimization level of the kernels"),
      llvm::cl::init(3)};
  ActGradCodegenGPUPipelineOptions()
      : GPUTarget(this), GPUKernels(this), ApproximateExp(this) {}
};

/// Options of the `actgrad-to-nvvm` pipeline: actgrad-to-llvm's front
/// stages, then bufferization to device buffers and actgrad-codegen-gpu.
struct ActGradToNVVMPipelineOptions
    : PassPipelineOptions<ActGradToNVVMPipelineOptions>,
      pipeline_options::GPUTarget,
      pipeline_options::Frontend,
      pipeline_options::FuseElementwise,
      pipeline_options::GPUKernels,
      pipeline_options::ApproximateExp {
  ActGradToNVVMPipelineOptions()
      : GPUTarget(this), Frontend(this), FuseElementwise(this),
        GPUKernels(this), ApproximateExp(this) {}
};

/// Appends to `pm` (on `func.func`) the CPU code generation on linalg on
/// tensors, one pass per step: actgrad-fuse-sibling-generics (with
/// fuse-siblings), -collapse-contiguous-dims, -split-reduction,
/// -reshape-destinations, -cpu-lowering-config, -tile-and-fuse and, with a
/// non-zero vector width, -widen-shared-operands, -pack-narrow-rows,
/// -vectorize, -hoist-accumulators and -widen-16-bit-halves.
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
