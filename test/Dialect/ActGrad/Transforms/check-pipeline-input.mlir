// RUN: actgrad-opt %s --split-input-file --verify-diagnostics --actgrad-check-pipeline-input | FileCheck %s

// actgrad ops in the func.func ops at the top level pass.
// CHECK-LABEL: func.func @top_level
//       CHECK:   actgrad.hardtanh_backward
func.func @top_level(%g: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Anywhere else the pipeline would leave them unlowered (a lone module would
// be the top-level one itself, hence the function beside it).
func.func @beside() {
  return
}

// expected-note @below {{the op is inside this 'builtin.module'}}
module @nested {
  func.func @f(%g: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @below {{cannot be lowered by actgrad-to-llvm, which lowers the func.func ops at the top level of the module}}
    %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
        : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}

// -----

// A constant dimension index out of the source's range reads a dimension the
// tensor does not have (undefined): refused, negative or too large. In range
// and dynamic indices pass (no error of their own).
func.func @dims(%t: tensor<4x?xf32>, %i: index) -> (index, index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cm1 = arith.constant -1 : index
  %ok = tensor.dim %t, %c1 : tensor<4x?xf32>
  %dynamic = tensor.dim %t, %i : tensor<4x?xf32>
  // expected-error @below {{'tensor.dim' op index 2 is out of range for a tensor of rank 2}}
  %past = tensor.dim %t, %c2 : tensor<4x?xf32>
  // expected-error @below {{'tensor.dim' op index -1 is out of range for a tensor of rank 2}}
  %negative = tensor.dim %t, %cm1 : tensor<4x?xf32>
  return %ok, %dynamic, %past, %negative : index, index, index, index
}
