//===- ActGradBase.td - ActGrad dialect definition ---------*- tablegen -*-===//
//
// The `actgrad` dialect: backward (gradient) ops of activation functions.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADBASE_TD
#define ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADBASE_TD

include "mlir/IR/OpBase.td"

def ActGrad_Dialect : Dialect {
  let name = "actgrad";
  let cppNamespace = "::mlir::actgrad";
  let summary = "Backward ops of activation functions";
  let description = [{
    The `actgrad` dialect holds the backward (gradient) operations of five
    activation functions, following the oneDNN Graph and Ascend aclnn
    specifications: `hardsigmoid_backward`, `hardtanh_backward`,
    `swish_backward`, `prelu_backward` and `softmax_backward`.

    All ops work on ranked tensors of `f32`, `f16` or `bf16` whose dimensions
    may be static or dynamic. Every input element is extended exactly to
    `f32`; all arithmetic, comparisons and reduction accumulators are `f32`;
    the result is rounded once (round-to-nearest-even) to the element type.
    Float attributes are always `f32` and are never rounded to the element
    type.

    Masked gradients are selected, not multiplied: a masked element is zero
    even when the incoming gradient is infinite or NaN. A NaN in the primal
    input (`src`, `self` or `dst`) makes the result element NaN.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

#endif // ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADBASE_TD
