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
