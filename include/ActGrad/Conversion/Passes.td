//===- Passes.td - ActGrad conversion passes ---------------*- tablegen -*-===//

#ifndef ACTGRAD_CONVERSION_PASSES_TD
#define ACTGRAD_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertActGradToLinalgPass : Pass<"convert-actgrad-to-linalg"> {
  let summary = "Lower actgrad ops to linalg on tensors";
  let description = [{
    Rewrites every actgrad op into `linalg.generic` ops on tensors:

    - `hardsigmoid_backward`, `hardtanh_backward` and `swish_backward`
      become one parallel `linalg.generic` each;
    - `prelu_backward` becomes a parallel `linalg.generic` for `diff_src`
      and a reduction into an f32 accumulator for `diff_slope`;
    - `softmax_backward` becomes a reduction along the axis into an f32
      accumulator followed by a parallel update that broadcasts it.

    Elements of `f16` and `bf16` tensors are extended to `f32`, computed and
    rounded once. Where operands' dynamic dimensions must agree, a check at
    run time stops the program with a message naming the op, the operand,
    the dimension and both sizes, unless `runtime-checks=false`. The check
    calls libc's `dprintf` and `abort` through the LLVM dialect; the pass
    declares them in the enclosing `builtin.module` when it runs on it (run
    nested on a function, it cannot, and the check is a `cf.assert` whose
    message lacks the sizes).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"true",
           "Check at run time that dynamic dimensions agree">,
  ];
}

#endif // ACTGRAD_CONVERSION_PASSES_TD
