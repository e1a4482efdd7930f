//===- Passes.td - ActGrad conversion passes ---------------*- tablegen -*-===//

#ifndef ACTGRAD_CONVERSION_PASSES_TD
#define ACTGRAD_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertActGradToLinalgPass : Pass<"convert-actgrad-to-linalg"> {
  let summary = "Lower actgrad ops to linalg on tensors";
  let description = [{
    Rewrites every actgrad activation-backward op into `linalg.generic` ops
    on tensors:

    - `hardsigmoid_backward`, `hardtanh_backward` and `swish_backward`
      become one parallel `linalg.generic` each;
    - `prelu_backward` becomes a parallel `linalg.generic` for `diff_src`
      and a reduction into an f32 accumulator for `diff_slope`;
    - `softmax_backward` becomes a reduction along the axis into an f32
      accumulator followed by a parallel update that broadcasts it.

    Elements of `f16` and `bf16` tensors are extended to `f32`, computed and
    rounded once. Where dynamic dimensions must agree, the lowering takes a
    static size from any operand that has one, else the first operand's: it
    assumes the op's inputs are valid, which `actgrad-insert-runtime-checks`
    checks at run time and the verifier checks statically. `actgrad.check_size`
    ops are left for `convert-actgrad-runtime-checks-to-llvm`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ConvertActGradRuntimeChecksToLLVMPass
    : Pass<"convert-actgrad-runtime-checks-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lower actgrad.check_size to calls of libc's dprintf and abort";
  let description = [{
    Rewrites each `actgrad.check_size %actual, %expected, "<message>"` into

    ```
    scf.if (%actual != %expected) {
      dprintf(2, "<message> (%lld vs %lld)\n", actual, expected); abort();
    }
    ```

    with the calls in the LLVM dialect, declaring `dprintf` and `abort` in the
    module where no symbol has their name. `cf.assert` cannot print a run-time
    value, and printing through mlir-runner's utilities would tie AOT kernels
    to them; `dprintf` writes to stderr unbuffered, so the message is not lost
    when `abort` follows. Where the module already has a symbol of either name
    that is not libc's function, the check becomes a `cf.assert` with the
    message, less the sizes. Runs before `convert-scf-to-cf`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def RaiseLinalgToActGradPass : Pass<"raise-linalg-to-actgrad"> {
  let summary = "Raise front-end linalg.generic chains to actgrad ops";
  let description = [{
    The inverse of `convert-actgrad-to-linalg`: recognizes the
    `linalg.generic` chains (or named linalg ops: map, reduce, broadcast,
    elementwise) that ML front ends (torch-mlir, IREE's input pipelines,
    StableHLO/JAX, TF) emit for activation gradients and replaces each with
    the actgrad op, so that it gets ActGrad's kernels:

    - `softmax_backward`: `y * (g - sum(g * y))` or `g * y - y * sum(g * y)`
      along any one dimension, in f32 or with 16-bit inputs extended to f32
      and the result truncated once; fused or not, the sum into a keep-dim
      or a dropped-dim tensor, broadcast by a generic or by a map;
    - `hardtanh_backward`: `select(cond(x), g, 0)` or `select(cond(x), 0, g)`
      where `cond` compares one input `x` with constants (and/or/not of
      ordered or unordered compares) and the `x` that pass `g` form one
      interval: hardtanh, ReLU6, threshold and ReLU backward;
    - `hardsigmoid_backward`: `select(cond(x), g * c, 0)` where the passing
      `x` are a bounded interval [a, b] with `c * (b - a) = 1`;
    - `swish_backward`: a tree that is the polynomial
      `g * s * (1 + b * x * (1 - s))` in `g`, `x` and
      `s = 1 / (1 + exp(-b * x))`;
    - `prelu_backward`: `select(x > 0, g, w * g)` with the sum of
      `select(x > 0, 0, x * g)` into the slope's shape, for the slope rules
      of SEMANTICS.md 2.4.

    Contract: the raised program computes what the original computes on every
    input. Select forms (hardtanh, hardsigmoid, PReLU's diff_src) are
    bit-exact: the op's strict bounds are chosen from
    the constants (an inclusive bound `c` becomes the next f32 value past
    `c`), and where the front end's result differs from the op's
    (SEMANTICS.md 1: the op gives NaN for a NaN `x`; a strict infinite bound
    excludes `x` = +-inf), a fused `linalg.generic` selects the front end's
    value (hardsigmoid: also near its bounds, where the op's test
    `0 < alpha x + beta < 1` may classify x differently). Sums and `exp`
    (softmax, swish, diff_slope) are raised only where the chain computes in
    f32 as the op does, so that results agree within SEMANTICS.md 3. Anything else is left
    as it is; the pass does not fold or simplify IR it does not raise.
    docs/Raising.md lists the forms and the look-alikes left alone.
  }];
  let dependentDialects = [
    "::mlir::actgrad::ActGradDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // ACTGRAD_CONVERSION_PASSES_TD
