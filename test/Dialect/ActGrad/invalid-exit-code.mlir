// SEMANTICS.md section 4: every invalid module makes actgrad-opt exit non-zero
// with an `error` diagnostic, and never crash. The exit status is recorded
// with `|| echo`, so a zero exit leaves the EXIT line out and FileCheck fails.

// The whole file as one module.
// RUN: actgrad-opt %s > %t.whole 2>&1 || echo "EXIT: non-zero" >> %t.whole
// RUN: FileCheck %s --check-prefix=WHOLE --implicit-check-not="PLEASE submit" --implicit-check-not="Stack dump" < %t.whole

// Each split chunk as its own module: every one reports its error.
// RUN: actgrad-opt %s -split-input-file > %t.split 2>&1 || echo "EXIT: non-zero" >> %t.split
// RUN: FileCheck %s --check-prefix=SPLIT --implicit-check-not="PLEASE submit" --implicit-check-not="Stack dump" < %t.split

// The lowering pipeline never sees invalid IR.
// RUN: actgrad-opt %s -split-input-file --actgrad-to-llvm > %t.llvm 2>&1 || echo "EXIT: non-zero" >> %t.llvm
// RUN: FileCheck %s --check-prefix=SPLIT --implicit-check-not="PLEASE submit" --implicit-check-not="Stack dump" < %t.llvm

// Which invalid op is reported first depends on the (parallel) verifier.
// WHOLE: invalid-exit-code.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'actgrad.{{[a-z_]+}}' op
// WHOLE: EXIT: non-zero

// SPLIT: invalid-exit-code.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: 'actgrad.hardsigmoid_backward' op attribute 'alpha' must be finite, got nan
func.func @hardsigmoid_nan_alpha(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = actgrad.hardsigmoid_backward %a, %a {alpha = 0x7FC00000 : f32, beta = 0.5 : f32}
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// SPLIT: error: 'actgrad.hardtanh_backward' op requires min <= max, got min = 1, max = -1
func.func @hardtanh_reversed(%g: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "actgrad.hardtanh_backward"(%g, %x) <{min = 1.0 : f32, max = -1.0 : f32}>
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// SPLIT: error: 'actgrad.hardtanh_backward' op requires attribute 'max'
func.func @hardtanh_missing_max(%g: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "actgrad.hardtanh_backward"(%g, %x) <{min = -1.0 : f32}>
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// SPLIT: error: 'actgrad.swish_backward' op attribute 'beta' failed to satisfy constraint: 32-bit float attribute
func.func @swish_f64_beta(%g: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "actgrad.swish_backward"(%g, %x) {beta = 1.0 : f64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// SPLIT: error: 'actgrad.swish_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values
func.func @swish_f64(%g: tensor<4xf64>, %x: tensor<4xf64>) -> tensor<4xf64> {
  %0 = actgrad.swish_backward %g, %x : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// SPLIT: error: 'actgrad.prelu_backward' op slope shape [1, 3, 1, 1] is not broadcastable
func.func @prelu_numpy_slope(%x: tensor<2x3x4x5xf32>, %w: tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32> {
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) <{data_format = "NCX"}>
      : (tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>)
  return %0#1 : tensor<1x3x1x1xf32>
}

// -----

// SPLIT: error: 'actgrad.prelu_backward' op expected 2 results
func.func @prelu_one_result(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "actgrad.prelu_backward"(%a, %a, %a) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// SPLIT: error: 'actgrad.softmax_backward' op axis 1 is out of range [-1, 1) for a rank-1 tensor
func.func @softmax_default_axis_rank1(%g: tensor<?xbf16>, %y: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "actgrad.softmax_backward"(%g, %y) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// SPLIT: error: 'actgrad.softmax_backward' op requires operands of rank >= 1, got rank 0
func.func @softmax_rank0(%g: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %0 = actgrad.softmax_backward %g, %y {axis = 0} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// SPLIT: EXIT: non-zero
