//===- ActGrad.h - C API for ActGrad ------------------------------*- C -*-===//
//
// ActGrad's C API, in the style of MLIR's (`mlir-c/`): a dialect handle, the
// registration and creation functions of every pass, and a function that adds
// the `actgrad-to-llvm` pipeline to a pass manager. The library that defines
// it, `ActGrad::ActGradCAPI` (libActGradCAPI.so), also carries MLIR's own
// core C API (`mlir-c/IR.h`, `Pass.h`, `RegisterEverything.h`,
// `ExecutionEngine.h`, ...), which Debian's MLIR ships only as static
// archives.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_C_ACTGRAD_H
#define ACTGRAD_C_ACTGRAD_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// `mlirGetDialectHandle__actgrad__()`: registers or loads the `actgrad`
/// dialect through `mlirDialectHandleRegisterDialect` and friends.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(ActGrad, actgrad);

/// Registers every ActGrad pass and the `actgrad-to-llvm` pipeline with the
/// global registry, so that textual pipelines (`mlirParsePassPipeline`,
/// `mlirOpPassManagerAddPipeline`) can name them.
MLIR_CAPI_EXPORTED void mlirActGradRegisterAllPasses(void);

/// Appends the `actgrad-to-llvm` pipeline to `passManager`, which must run on
/// a `builtin.module`. `options` holds the pipeline's options as on the
/// command line, space separated (`"runtime-checks=false vector-width=8"`,
/// `"target-triple=aarch64-linux-gnu target-cpu=cortex-a76"`); an empty
/// string keeps the defaults, which generate code for the host. Returns
/// failure, and leaves `passManager` unchanged, when `options` does not parse.
/// An unknown option is reported to `errorCallback` with `userData` (to stderr
/// if `errorCallback` is NULL); llvm::cl reports a malformed value on stderr.
///
/// Scratch space: with the option `workspace=true`, every entry point (a
/// public function nothing in the module calls) takes one more argument, a
/// trailing `memref<?xi8>` workspace, and the module gets a function
/// `<name>_workspace_size` with the entry point's other arguments that
/// returns the bytes the workspace needs for their shapes (an `index`: an
/// `int64_t` through `_mlir_ciface_<name>_workspace_size`; 0 if none).
/// The caller allocates it (64-byte aligned; it may be reused between
/// calls, not shared by concurrent ones) and passes its descriptor last:
///
///   int64_t n = _mlir_ciface_k_workspace_size(&x, &g, &out);
///   void *ws = aligned_alloc(64, (n + 63) / 64 * 64);
///   struct { void *allocated, *aligned; int64_t offset, size, stride; }
///       w = {ws, ws, 0, n, 1};
///   _mlir_ciface_k(&x, &g, &out, &w);
///
/// The kernel then allocates nothing: small scratch is on the stack
/// (`max-stack-scratch-bytes`, 16 KiB), the rest in the workspace. Without
/// the option, scratch above that bound is allocated with malloc by the
/// kernel. See docs/Pipeline.md, "Scratch buffers".
MLIR_CAPI_EXPORTED MlirLogicalResult mlirActGradAddToLLVMPipeline(
    MlirOpPassManager passManager, MlirStringRef options,
    MlirStringCallback errorCallback, void *userData);

/// Appends the `actgrad-to-nvvm` pipeline to `passManager` (on a
/// `builtin.module`), with `options` as on the command line
/// (`"chip=sm_80 runtime-checks=false"`); errors as for
/// mlirActGradAddToLLVMPipeline. The result is host code in the LLVM dialect
/// with the kernels embedded as PTX: translating it to LLVM IR needs the
/// context's LLVM translations registered (`mlirRegisterAllLLVMTranslations`),
/// and running it needs libActGradCUDARuntime (`ActGrad-c/CUDARuntime.h`),
/// given to `mlirExecutionEngineCreate` as a shared library or linked ahead
/// of time. Every entry point takes its results as trailing out-parameters,
/// and every memref argument, results included, is device memory:
///
///   float *x, *g, *out;                       // device pointers
///   struct { float *allocated, *aligned; int64_t offset, size, stride; }
///       dx = {x, x, 0, n, 1}, dg = {g, g, 0, n, 1}, dout = {out, out, 0, n, 1};
///   _mlir_ciface_k(&dx, &dg, &dout);          // waits for the kernels
///   const char *error = actgradCUDAGetLastError();  // NULL on success
///
/// Buffers must be 16-byte aligned, as cuMemAlloc's are.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirActGradAddToNVVMPipeline(
    MlirOpPassManager passManager, MlirStringRef options,
    MlirStringCallback errorCallback, void *userData);

/// Prints `op` as mlirOperationPrint does, but calls `callback` once, with
/// the whole text: mlirOperationPrint calls it for every piece the printer
/// writes, which costs a binding (ctypes) one call per token.
MLIR_CAPI_EXPORTED void mlirActGradOperationPrintWhole(
    MlirOperation op, MlirStringCallback callback, void *userData);

#ifdef __cplusplus
}
#endif

// Per-pass registration and creation (`mlirRegisterActGradPasses`,
// `mlirRegisterActGradConversionPasses`, `mlirRegisterActGradCodegenPasses`,
// `mlirCreateActGradConversionConvertActGradToLinalgPass`, ...), generated
// from the passes' ODS.
#include "ActGrad/Codegen/Passes.capi.h.inc"
#include "ActGrad/Conversion/Passes.capi.h.inc"
#include "ActGrad/Dialect/ActGrad/Transforms/Passes.capi.h.inc"

#endif // ACTGRAD_C_ACTGRAD_H
