//===- Passes.td - actgrad dialect passes ------------------*- tablegen -*-===//
//
// Passes on actgrad ops themselves, before they are lowered: the pipeline's
// input check and the run-time checks of dynamic dimensions.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_DIALECT_ACTGRAD_TRANSFORMS_PASSES_TD
#define ACTGRAD_DIALECT_ACTGRAD_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ActGradCheckPipelineInputPass
    : Pass<"actgrad-check-pipeline-input", "::mlir::ModuleOp"> {
  let summary = "Reject actgrad ops that actgrad-to-llvm would leave "
                "unlowered, and reads of missing dimensions";
  let description = [{
    Bufferization and the lowering to loops work on the `func.func` ops at the
    top level of the module. An actgrad op anywhere else (a nested module, a
    `gpu.module`, an `llvm.func`) would survive as tensor code in the output,
    so this first stage of `actgrad-to-llvm` reports it as an error. It also
    runs each actgrad op's verifier, which tools may have skipped
    (`--mlir-very-unsafe-disable-verifier-on-parsing`) and whose rules the
    lowerings assume, and fails with its message. A `tensor.dim` whose
    constant index is out of its ranked source's range is refused too: its
    result is undefined, and upstream's folds of dimensions
    (`linalg-fold-unit-extent-dims`) report it with an error while their
    pass succeeds.
  }];
}

def ActGradInsertRuntimeChecksPass : Pass<"actgrad-insert-runtime-checks"> {
  let summary = "Check the dynamic dimensions of actgrad ops at run time";
  let description = [{
    Emits, before every actgrad activation-backward op, the run-time checks of
    its `RuntimeVerifiableOpInterface`: that operands' dynamic dimensions agree
    with each other, with the static sizes of the others and of the results,
    and (PReLU) that the slope fits the src dimensions it maps to
    (SEMANTICS.md 1). Each check is an `actgrad.check_size` whose message reads
    `<op>: dimension <d> of '<operand>' does not match <what>`; a failed check
    prints it with both sizes and aborts.

    The same checks come from upstream's `generate-runtime-verification`,
    which instruments every op with the interface (including tensor and memref
    ops) and prefixes each message with the printed op; this pass instruments
    only actgrad ops and keeps the message short. It runs before
    `convert-actgrad-to-linalg`, which assumes that the dimensions agree.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // ACTGRAD_DIALECT_ACTGRAD_TRANSFORMS_PASSES_TD
