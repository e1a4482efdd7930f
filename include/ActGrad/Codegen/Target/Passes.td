//===- Passes.td - ActGrad Target code-generation passes -*- tablegen -*-===//
//
// The CPU that code is generated for, recorded on the module.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_TARGET_PASSES_TD
#define ACTGRAD_CODEGEN_TARGET_PASSES_TD

include "mlir/Pass/PassBase.td"

def ActGradSetTargetPass : Pass<"actgrad-set-target", "::mlir::ModuleOp"> {
  let summary = "Record the CPU that code is generated for on the module";
  let description = [{
    Attaches `llvm.target = #llvm.target<triple = ..., chip = ...,
    features = ...>`, `llvm.target_triple` and `llvm.data_layout` (LLVM's
    data layout for the target) to the module, replacing what was there; a
    triple LLVM has no backend for is an error. The triple is normalized as
    clang does. The target-dependent passes after it (vector width,
    non-temporal stores, the x86 workarounds) read this attribute through
    `CPUTargetInfo` (`ActGrad/Codegen/Target/CPUTargetInfo.h`), never the
    machine the compiler runs on, so that one input gives one output
    wherever it is compiled.
    `mlir-translate` emits the triple and the data layout in the LLVM
    module. The pass never looks at the host: `actgrad-to-llvm` resolves
    "the host" before it runs, and completes the CPU's feature list after it
    with upstream's `llvm-target-to-target-features`.

    ```mlir
    module attributes {
      llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu",
                                 chip = "x86-64-v3", features = <["+avx2"]>>,
      llvm.target_triple = "x86_64-unknown-linux-gnu",
      llvm.data_layout = "e-m:e-p270:32:32-..."} { ... }
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let options = [
    Option<"triple", "triple", "std::string", /*default=*/"",
           "LLVM target triple, e.g. x86_64-unknown-linux-gnu (required)">,
    Option<"cpu", "cpu", "std::string", /*default=*/"\"generic\"",
           "LLVM CPU name, e.g. x86-64-v3, znver4, cortex-a76">,
    Option<"features", "features", "std::string", /*default=*/"",
           "LLVM target features added to the CPU's, comma separated, "
           "e.g. +avx2,-avx512f">,
  ];
}

//===----------------------------------------------------------------------===//
// CPU code generation on linalg on tensors. Chained, in this order, by the
// `actgrad-tile-and-vectorize` pipeline (and `actgrad-to-llvm`). They hand
// decisions to each other through a discardable dictionary attribute on the
// ops, `actgrad.lowering_config` (entries `partial_sums`, `chunk_dim`,
// `thread_tile_sizes`), as IREE's LLVMCPU passes do through
// `lowering_config`. They work on any linalg IR.
//===----------------------------------------------------------------------===//

#endif // ACTGRAD_CODEGEN_TARGET_PASSES_TD
