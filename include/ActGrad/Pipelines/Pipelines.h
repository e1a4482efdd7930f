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
  PassOptions::Option<int64_t> vectorWidth{
      *this, "vector-width",
      llvm::cl::desc("f32 lanes per vector (0: no MLIR vectorization; -1: "
                     "the host's widest: 16 with AVX-512, 8 with AVX, else 4)"),
      llvm::cl::init(-1)};
  PassOptions::Option<bool> approximateExp{
      *this, "approximate-exp",
      llvm::cl::desc("Evaluate exp with a vectorizable polynomial"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> nontemporalMinBytes{
      *this, "nontemporal-min-bytes",
      llvm::cl::desc("Write outputs of at least this many bytes with "
                     "non-temporal stores (0: never)"),
      llvm::cl::init(1 << 20)};
  PassOptions::Option<int64_t> prefetchDistance{
      *this, "prefetch-distance",
      llvm::cl::desc("Prefetch inputs of outputs sized like "
                     "nontemporal-min-bytes this many elements ahead (0: "
                     "never; measured slower here, see docs/Pipeline.md)"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> threads{
      *this, "threads",
      llvm::cl::desc("Run thread tiles in parallel with OpenMP: the code "
                     "calls libomp, and OMP_NUM_THREADS sets the thread "
                     "count (false: single-threaded code, no libomp)"),
      llvm::cl::init(true)};
};

/// Appends the `actgrad-to-llvm` pipeline to `pm`, which must run on a
/// `builtin.module`.
void buildActGradToLLVMPipeline(OpPassManager &pm,
                                const ActGradToLLVMPipelineOptions &options);

/// f32 lanes in the host CPU's widest vector register, from LLVM's view of
/// the host's features.
int64_t getHostVectorWidth();

/// Registers `actgrad-to-llvm` with the global pass registry.
void registerActGradPipelines();

} // namespace mlir::actgrad

#endif // ACTGRAD_PIPELINES_PIPELINES_H
