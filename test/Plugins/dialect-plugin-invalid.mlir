// The dialect plugin brings the ops' verifiers to upstream mlir-opt.
// UNSUPPORTED: sanitizers
// RUN: mlir-opt %s --split-input-file --verify-diagnostics \
// RUN:   --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so -o /dev/null

func.func @bad_axis(%g: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{axis}}
  %s = actgrad.softmax_backward %g, %y {axis = 1 : i64}
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

func.func @bad_bounds(%g: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{min}}
  %h = actgrad.hardtanh_backward %g, %x {min = 1.0 : f32, max = -1.0 : f32}
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %h : tensor<4xf32>
}
