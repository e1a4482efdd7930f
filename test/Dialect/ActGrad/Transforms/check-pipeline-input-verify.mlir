// actgrad-check-pipeline-input refuses an actgrad op that breaks a rule of
// its verifier, with the verifier's message, so that the lowerings after it
// (which assume valid ops) never see it. Such ops never get past the parser;
// here they reach the pass because verification is turned off, as a pass
// before this one or a tool that skips verification could do.
//
// RUN: actgrad-opt %s --mlir-very-unsafe-disable-verifier-on-parsing \
// RUN:   --verify-each=0 --actgrad-check-pipeline-input -split-input-file \
// RUN:   -verify-diagnostics

// An unranked tensor, written in generic form.
func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<*xf32>'}}
  %0 = "actgrad.hardtanh_backward"(%a, %a) <{min = -1.0 : f32, max = 1.0 : f32}>
      : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @unranked_slope(%x: tensor<2x3xf32>, %w: tensor<*xf32>) -> (tensor<2x3xf32>, tensor<*xf32>) {
  // expected-error @+1 {{'actgrad.prelu_backward' op operand #1 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<*xf32>'}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x)
      : (tensor<2x3xf32>, tensor<*xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<*xf32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<*xf32>
}

// -----

// Element types outside f32, f16 and bf16.
func.func @f64(%a: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{'actgrad.swish_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<4xf64>'}}
  %0 = "actgrad.swish_backward"(%a, %a) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @i32(%a: tensor<?xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<?xi32>'}}
  %0 = "actgrad.softmax_backward"(%a, %a) <{axis = 0 : i64}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @mixed(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op requires the same element type for all operands and results}}
  %0 = "actgrad.hardsigmoid_backward"(%a, %b) <{alpha = 0.5 : f32, beta = 0.5 : f32}>
      : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Static shapes that disagree: lowering them would build a linalg.generic
// whose operands do not fit its iteration space.
func.func @shape_mismatch(%a: tensor<4x5xf32>, %b: tensor<4x6xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires the same shape for all operands and results}}
  %0 = "actgrad.hardtanh_backward"(%a, %b) <{min = -1.0 : f32, max = 1.0 : f32}>
      : (tensor<4x5xf32>, tensor<4x6xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @axis_out_of_range(%a: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op axis 7 is out of range [-2, 2) for a rank-2 tensor}}
  %0 = "actgrad.softmax_backward"(%a, %a) <{axis = 7 : i64}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @rank0(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op requires operands of rank >= 1, got rank 0}}
  %0 = "actgrad.softmax_backward"(%a, %a) <{axis = 0 : i64}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @bad_slope(%x: tensor<2x3x4xf32>, %w: tensor<5xf32>) -> (tensor<2x3x4xf32>, tensor<5xf32>) {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [5] is not broadcastable to src shape [2, 3, 4] with data_format NCX (expected [1], [3] or [3, 4])}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) <{data_format = "NCX"}>
      : (tensor<2x3x4xf32>, tensor<5xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<5xf32>)
  return %0#0, %0#1 : tensor<2x3x4xf32>, tensor<5xf32>
}

// -----

func.func @rank0_prelu(%x: tensor<f32>, %w: tensor<1xf32>) -> (tensor<f32>, tensor<1xf32>) {
  // expected-error @+1 {{'actgrad.prelu_backward' op src must have rank >= 1, got rank 0}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x)
      : (tensor<f32>, tensor<1xf32>, tensor<f32>) -> (tensor<f32>, tensor<1xf32>)
  return %0#0, %0#1 : tensor<f32>, tensor<1xf32>
}

// -----

// Every invalid op is reported, not only the first.
func.func @two(%a: tensor<4xf64>, %b: tensor<4xf32>) -> (tensor<4xf64>, tensor<4xf32>) {
  // expected-error @+1 {{'actgrad.swish_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<4xf64>'}}
  %0 = "actgrad.swish_backward"(%a, %a) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires min <= max, got min = 1, max = -1}}
  %1 = "actgrad.hardtanh_backward"(%b, %b) <{min = 1.0 : f32, max = -1.0 : f32}>
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf64>, tensor<4xf32>
}
