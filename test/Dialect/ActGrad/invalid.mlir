// RUN: actgrad-opt %s -split-input-file -verify-diagnostics

// One case per verifier message and per invalid case of SEMANTICS.md section 4.

//===----------------------------------------------------------------------===//
// Element types and tensor kinds (all ops)
//===----------------------------------------------------------------------===//

func.func @f64_element_type(%a: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<4xf64>'}}
  %0 = actgrad.hardsigmoid_backward %a, %a {alpha = 0.5 : f32, beta = 0.5 : f32} : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @i32_element_type(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.swish_backward' op operand #1 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<4xi32>'}}
  %0 = "actgrad.swish_backward"(%a, %b) : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f64_softmax(%a: tensor<2x3xf64>) -> tensor<2x3xf64> {
  // expected-error @+1 {{'actgrad.softmax_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values}}
  %0 = actgrad.softmax_backward %a, %a : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

func.func @f64_result(%a: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op result #0 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<4xf64>'}}
  %0 = "actgrad.hardtanh_backward"(%a, %a) <{min = -1.0 : f32, max = 1.0 : f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<*xf32>'}}
  %0 = actgrad.hardtanh_backward %a, %a {min = -1.0 : f32, max = 1.0 : f32} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @unranked_prelu_slope(%x: tensor<2x3xf32>, %w: tensor<*xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op operand #1 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<*xf32>'}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) : (tensor<2x3xf32>, tensor<*xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @vector_prelu_slope(%x: tensor<2x3xf32>, %w: vector<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op operand #1 must be ranked tensor of f32, f16 or bf16 values, but got 'vector<3xf32>'}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) : (tensor<2x3xf32>, vector<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @memref_operand(%a: memref<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values, but got 'memref<4xf32>'}}
  %0 = "actgrad.softmax_backward"(%a, %a) <{axis = 0 : i64}> : (memref<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mixed_element_types(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op requires the same element type for all operands and results}}
  %0 = actgrad.hardsigmoid_backward %a, %b {alpha = 0.5 : f32, beta = 0.5 : f32} : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mixed_result_element_type(%a: tensor<2x3xf32>) -> tensor<2x3xbf16> {
  // expected-error @+1 {{'actgrad.softmax_backward' op requires the same element type for all operands and results}}
  %0 = actgrad.softmax_backward %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}

// -----

func.func @mixed_prelu_slope_type(%x: tensor<2x3xf32>, %w: tensor<3xf16>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op requires the same element type for all operands and results}}
  %0:2 = actgrad.prelu_backward %x, %w, %x : (tensor<2x3xf32>, tensor<3xf16>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf16>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @mixed_prelu_diff_slope_type(%x: tensor<2x3xbf16>, %w: tensor<3xbf16>) -> tensor<2x3xbf16> {
  // expected-error @+1 {{'actgrad.prelu_backward' op requires the same element type for all operands and results}}
  %0:2 = actgrad.prelu_backward %x, %w, %x : (tensor<2x3xbf16>, tensor<3xbf16>, tensor<2x3xbf16>) -> (tensor<2x3xbf16>, tensor<3xf32>)
  return %0#0 : tensor<2x3xbf16>
}

// -----

//===----------------------------------------------------------------------===//
// Shapes of the same-shape ops
//===----------------------------------------------------------------------===//

func.func @shape_mismatch_elementwise(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.swish_backward' op requires the same shape for all operands and results}}
  %0 = actgrad.swish_backward %a, %b : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @rank_mismatch_elementwise(%a: tensor<4xf16>, %b: tensor<4x1xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op requires the same shape for all operands and results}}
  %0 = actgrad.hardsigmoid_backward %a, %b {alpha = 0.5 : f32, beta = 0.5 : f32} : (tensor<4xf16>, tensor<4x1xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// Dynamic operand dimensions do not hide a static conflict with the result.
func.func @result_shape_mismatch_elementwise(%g: tensor<4x?xf32>, %x: tensor<?x5xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires the same shape for all operands and results}}
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32} : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @rank0_vs_rank1_elementwise(%a: tensor<bf16>, %b: tensor<1xbf16>) -> tensor<bf16> {
  // expected-error @+1 {{'actgrad.swish_backward' op requires the same shape for all operands and results}}
  %0 = "actgrad.swish_backward"(%a, %b) : (tensor<bf16>, tensor<1xbf16>) -> tensor<bf16>
  return %0 : tensor<bf16>
}

// -----

func.func @shape_mismatch_softmax(%g: tensor<2x3xf32>, %y: tensor<3x2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op requires the same shape for all operands and results}}
  %0 = actgrad.softmax_backward %g, %y : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @result_shape_mismatch_softmax(%g: tensor<?x3xf32>, %y: tensor<2x?xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op requires the same shape for all operands and results}}
  %0 = "actgrad.softmax_backward"(%g, %y) <{axis = 1 : i64}> : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Required attributes and attribute types
//===----------------------------------------------------------------------===//

func.func @hardsigmoid_missing_alpha(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op requires attribute 'alpha'}}
  %0 = "actgrad.hardsigmoid_backward"(%a, %a) <{beta = 0.5 : f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardsigmoid_missing_beta(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op requires attribute 'beta'}}
  %0 = actgrad.hardsigmoid_backward %a, %a {alpha = 0.5 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardtanh_missing_min(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires attribute 'min'}}
  %0 = actgrad.hardtanh_backward %a, %a {max = 1.0 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardtanh_missing_max(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires attribute 'max'}}
  %0 = "actgrad.hardtanh_backward"(%a, %a) <{min = -1.0 : f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardtanh_min_i32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op attribute 'min' failed to satisfy constraint: 32-bit float attribute}}
  %0 = actgrad.hardtanh_backward %a, %a {min = -1 : i32, max = 1.0 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The generic form with the attribute in the attribute dictionary.
func.func @hardtanh_min_i32_generic_attr_dict(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op attribute 'min' failed to satisfy constraint: 32-bit float attribute}}
  %0 = "actgrad.hardtanh_backward"(%a, %a) {min = -1 : i32, max = 1.0 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The generic form with the attribute in the property dictionary: the
// property conversion (MLIR core) rejects it before the verifier runs.
func.func @hardtanh_min_i32_generic_properties(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{Invalid attribute `min` in property conversion: -1 : i32}}
  %0 = "actgrad.hardtanh_backward"(%a, %a) <{min = -1 : i32, max = 1.0 : f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An untyped float literal is f64, not f32.
func.func @hardtanh_max_f64(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op attribute 'max' failed to satisfy constraint: 32-bit float attribute}}
  %0 = actgrad.hardtanh_backward %a, %a {min = -1.0 : f32, max = 1.0} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Float attributes are f32 whatever the element type is.
func.func @hardsigmoid_alpha_f16(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op attribute 'alpha' failed to satisfy constraint: 32-bit float attribute}}
  %0 = actgrad.hardsigmoid_backward %a, %a {alpha = 0.5 : f16, beta = 0.5 : f32} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @hardsigmoid_beta_f64(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op attribute 'beta' failed to satisfy constraint: 32-bit float attribute}}
  %0 = actgrad.hardsigmoid_backward %a, %a {alpha = 0.5 : f32, beta = 0.5 : f64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @swish_beta_bf16(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{'actgrad.swish_backward' op attribute 'beta' failed to satisfy constraint: 32-bit float attribute}}
  %0 = actgrad.swish_backward %a, %a {beta = 1.5 : bf16} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @softmax_axis_i32(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = actgrad.softmax_backward %a, %a {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// data_format is an enum written as a string: the parser rejects anything
// else, in the custom and the generic form alike.
func.func @prelu_data_format_not_string(%x: tensor<2x3xf32>, %w: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op data_format must be "NCX" or "NXC", got 1 : i64}}
  %0:2 = actgrad.prelu_backward %x, %w, %x {data_format = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// The enum's integer value is not its attribute form.
func.func @prelu_data_format_enum_value(%x: tensor<2x3xf32>, %w: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{invalid properties {data_format = 0 : i32} for op actgrad.prelu_backward: data_format must be "NCX" or "NXC", got 0 : i32}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) <{data_format = 0 : i32}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Non-finite float attributes
//===----------------------------------------------------------------------===//

func.func @hardsigmoid_alpha_inf(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op attribute 'alpha' must be finite, got inf}}
  %0 = actgrad.hardsigmoid_backward %a, %a {alpha = 0x7F800000 : f32, beta = 0.5 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardsigmoid_alpha_nan(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op attribute 'alpha' must be finite, got nan}}
  %0 = "actgrad.hardsigmoid_backward"(%a, %a) <{alpha = 0x7FC00000 : f32, beta = 0.5 : f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardsigmoid_beta_neg_inf(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op attribute 'beta' must be finite, got -inf}}
  %0 = actgrad.hardsigmoid_backward %a, %a {alpha = 0.5 : f32, beta = 0xFF800000 : f32} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @hardsigmoid_beta_nan(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op attribute 'beta' must be finite, got nan}}
  %0 = actgrad.hardsigmoid_backward %a, %a {alpha = 0.5 : f32, beta = 0x7FC00000 : f32} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @swish_beta_inf(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.swish_backward' op attribute 'beta' must be finite, got inf}}
  %0 = actgrad.swish_backward %a, %a {beta = 0x7F800000 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @swish_beta_neg_inf(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.swish_backward' op attribute 'beta' must be finite, got -inf}}
  %0 = "actgrad.swish_backward"(%a, %a) <{beta = 0xFF800000 : f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @swish_beta_nan(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'actgrad.swish_backward' op attribute 'beta' must be finite, got nan}}
  %0 = actgrad.swish_backward %a, %a {beta = 0x7FC00000 : f32} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

//===----------------------------------------------------------------------===//
// hardtanh bounds
//===----------------------------------------------------------------------===//

func.func @hardtanh_min_nan(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op 'min' and 'max' must not be NaN, got min = nan, max = 1}}
  %0 = actgrad.hardtanh_backward %a, %a {min = 0x7FC00000 : f32, max = 1.0 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardtanh_max_nan(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op 'min' and 'max' must not be NaN, got min = -1, max = nan}}
  %0 = "actgrad.hardtanh_backward"(%a, %a) <{min = -1.0 : f32, max = 0x7FC00000 : f32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardtanh_min_greater_than_max(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires min <= max, got min = 1, max = -1}}
  %0 = actgrad.hardtanh_backward %a, %a {min = 1.0 : f32, max = -1.0 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// One f32 ulp apart: the comparison is exact.
func.func @hardtanh_min_one_ulp_above_max(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires min <= max, got min = 0.5, max = 0.49999997}}
  %0 = actgrad.hardtanh_backward %a, %a {min = 0.5 : f32, max = 0.49999997 : f32} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @hardtanh_inf_bounds_reversed(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires min <= max, got min = inf, max = -inf}}
  %0 = "actgrad.hardtanh_backward"(%a, %a) <{min = 0x7F800000 : f32, max = 0xFF800000 : f32}> : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

//===----------------------------------------------------------------------===//
// softmax axis and rank
//===----------------------------------------------------------------------===//

func.func @softmax_axis_too_large(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op axis 2 is out of range [-2, 2) for a rank-2 tensor}}
  %0 = actgrad.softmax_backward %a, %a {axis = 2} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @softmax_axis_too_negative(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op axis -3 is out of range [-2, 2) for a rank-2 tensor}}
  %0 = "actgrad.softmax_backward"(%a, %a) <{axis = -3 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @softmax_axis_int64_min(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op axis -9223372036854775808 is out of range [-2, 2) for a rank-2 tensor}}
  %0 = actgrad.softmax_backward %a, %a {axis = -9223372036854775808 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// The default axis 1 is out of range on rank 1: no silent clamping.
func.func @softmax_default_axis_rank1(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op axis 1 is out of range [-1, 1) for a rank-1 tensor}}
  %0 = actgrad.softmax_backward %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @softmax_default_axis_rank1_generic(%a: tensor<?xbf16>) -> tensor<?xbf16> {
  // expected-error @+1 {{'actgrad.softmax_backward' op axis 1 is out of range [-1, 1) for a rank-1 tensor}}
  %0 = "actgrad.softmax_backward"(%a, %a) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

func.func @softmax_axis_minus2_rank1(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'actgrad.softmax_backward' op axis -2 is out of range [-1, 1) for a rank-1 tensor}}
  %0 = actgrad.softmax_backward %a, %a {axis = -2} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @softmax_rank0(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'actgrad.softmax_backward' op requires operands of rank >= 1, got rank 0}}
  %0 = actgrad.softmax_backward %a, %a {axis = 0} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

//===----------------------------------------------------------------------===//
// prelu data_format, rank and shapes
//===----------------------------------------------------------------------===//

func.func @prelu_bad_data_format(%x: tensor<2x3x4x5xf32>, %w: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op data_format must be "NCX" or "NXC", got "NCHW"}}
  %0:2 = actgrad.prelu_backward %x, %w, %x {data_format = "NCHW"} : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3x4x5xf32>
}

// -----

// The data_format check is case sensitive.
func.func @prelu_lowercase_data_format(%x: tensor<2x3xf32>, %w: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{invalid properties {data_format = "ncx"} for op actgrad.prelu_backward: data_format must be "NCX" or "NXC", got "ncx"}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) <{data_format = "ncx"}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

// A 4-d layout name is not a data_format, in either form.
func.func @prelu_nhwc_data_format(%x: tensor<2x3x4x5xf32>, %w: tensor<5xf32>) -> tensor<2x3x4x5xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op data_format must be "NCX" or "NXC", got "NHWC"}}
  %0:2 = actgrad.prelu_backward %x, %w, %x {data_format = "NHWC"} : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>)
  return %0#0 : tensor<2x3x4x5xf32>
}

// -----

func.func @prelu_nhwc_data_format_generic(%x: tensor<2x3x4x5xf32>, %w: tensor<5xf32>) -> tensor<2x3x4x5xf32> {
  // expected-error @+1 {{invalid properties {data_format = "NHWC"} for op actgrad.prelu_backward: data_format must be "NCX" or "NXC", got "NHWC"}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) <{data_format = "NHWC"}> : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>)
  return %0#0 : tensor<2x3x4x5xf32>
}

// -----

// In the generic form data_format is a property: in the discardable
// dictionary it would not set the op's data format.
func.func @prelu_data_format_discardable(%x: tensor<2x3x4x5xf32>, %w: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op data_format must be in the property dictionary (`<{data_format = ...}>` in the generic form), not a discardable attribute}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) {data_format = "NCX"} : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3x4x5xf32>
}

// -----

func.func @prelu_empty_data_format(%x: tensor<2x3xf32>, %w: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op data_format must be "NCX" or "NXC", got ""}}
  %0:2 = actgrad.prelu_backward %x, %w, %x {data_format = ""} : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @prelu_src_rank0(%x: tensor<f32>, %w: tensor<1xf32>) -> tensor<f32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op src must have rank >= 1, got rank 0}}
  %0:2 = actgrad.prelu_backward %x, %w, %x : (tensor<f32>, tensor<1xf32>, tensor<f32>) -> (tensor<f32>, tensor<1xf32>)
  return %0#0 : tensor<f32>
}

// -----

// [5] is the last dimension, not the NCX channel.
func.func @prelu_slope_last_dim_ncx(%x: tensor<2x3x4x5xf32>, %w: tensor<5xf32>) -> tensor<2x3x4x5xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [5] is not broadcastable to src shape [2, 3, 4, 5] with data_format NCX (expected [1], [3] or [3, 4, 5])}}
  %0:2 = actgrad.prelu_backward %x, %w, %x {data_format = "NCX"} : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>)
  return %0#0 : tensor<2x3x4x5xf32>
}

// -----

// [3] is dimension 1, not the NXC channel; NXC is the default.
func.func @prelu_slope_dim1_nxc(%x: tensor<2x3x4x5xf16>, %w: tensor<3xf16>) -> tensor<2x3x4x5xf16> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [3] is not broadcastable to src shape [2, 3, 4, 5] with data_format NXC (expected [1], [5] or [3, 4, 5])}}
  %0:2 = actgrad.prelu_backward %x, %w, %x : (tensor<2x3x4x5xf16>, tensor<3xf16>, tensor<2x3x4x5xf16>) -> (tensor<2x3x4x5xf16>, tensor<3xf16>)
  return %0#0 : tensor<2x3x4x5xf16>
}

// -----

// numpy-style shapes padded with 1s are not part of the contract.
func.func @prelu_slope_numpy_channel(%x: tensor<2x3x4x5xf32>, %w: tensor<1x3x1x1xf32>) -> tensor<2x3x4x5xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [1, 3, 1, 1] is not broadcastable to src shape [2, 3, 4, 5] with data_format NCX (expected [1], [3] or [3, 4, 5])}}
  %0:2 = actgrad.prelu_backward %x, %w, %x {data_format = "NCX"} : (tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>)
  return %0#0 : tensor<2x3x4x5xf32>
}

// -----

func.func @prelu_slope_numpy_last(%x: tensor<2x3x4xf32>, %w: tensor<1x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [1, 4] is not broadcastable to src shape [2, 3, 4] with data_format NXC (expected [1], [4] or [3, 4])}}
  %0:2 = actgrad.prelu_backward %x, %w, %x : (tensor<2x3x4xf32>, tensor<1x4xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<1x4xf32>)
  return %0#0 : tensor<2x3x4xf32>
}

// -----

func.func @prelu_slope_numpy_rank2(%x: tensor<2x3xf32>, %w: tensor<1x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [1, 3] is not broadcastable to src shape [2, 3] with data_format NXC (expected [1] or [3])}}
  %0:2 = actgrad.prelu_backward %x, %w, %x : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<1x3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @prelu_slope_wrong_per_element(%x: tensor<2x3x4x5xbf16>, %w: tensor<3x4x6xbf16>) -> tensor<2x3x4x5xbf16> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [3, 4, 6] is not broadcastable to src shape [2, 3, 4, 5] with data_format NCX (expected [1], [3] or [3, 4, 5])}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) <{data_format = "NCX"}> : (tensor<2x3x4x5xbf16>, tensor<3x4x6xbf16>, tensor<2x3x4x5xbf16>) -> (tensor<2x3x4x5xbf16>, tensor<3x4x6xbf16>)
  return %0#0 : tensor<2x3x4x5xbf16>
}

// -----

// The full src shape is not a slope shape.
func.func @prelu_slope_full_shape(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [2, 3, 4] is not broadcastable to src shape [2, 3, 4] with data_format NXC (expected [1], [4] or [3, 4])}}
  %0:2 = actgrad.prelu_backward %x, %x, %x : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>)
  return %0#0 : tensor<2x3x4xf32>
}

// -----

func.func @prelu_slope_rank0(%x: tensor<2x3xf32>, %w: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [] is not broadcastable to src shape [2, 3] with data_format NCX (expected [1] or [3])}}
  %0:2 = actgrad.prelu_backward %x, %w, %x {data_format = "NCX"} : (tensor<2x3xf32>, tensor<f32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @prelu_rank1_wrong_slope(%x: tensor<5xf32>, %w: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [4] is not broadcastable to src shape [5] with data_format NCX (expected [1] or [5])}}
  %0:2 = actgrad.prelu_backward %x, %w, %x {data_format = "NCX"} : (tensor<5xf32>, tensor<4xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<4xf32>)
  return %0#0 : tensor<5xf32>
}

// -----

// A dynamic src dimension does not hide a static conflict elsewhere.
func.func @prelu_slope_dynamic_src(%x: tensor<?x3x?x?xf32>, %w: tensor<4xf32>) -> tensor<?x3x?x?xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [4] is not broadcastable to src shape [?, 3, ?, ?] with data_format NCX (expected [1], [3] or [3, ?, ?])}}
  %0:2 = actgrad.prelu_backward %x, %w, %x {data_format = "NCX"} : (tensor<?x3x?x?xf32>, tensor<4xf32>, tensor<?x3x?x?xf32>) -> (tensor<?x3x?x?xf32>, tensor<4xf32>)
  return %0#0 : tensor<?x3x?x?xf32>
}

// -----

func.func @prelu_diff_dst_shape(%x: tensor<2x3xf32>, %w: tensor<3xf32>, %g: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op diff_dst and diff_src must have the shape of src}}
  %0:2 = actgrad.prelu_backward %x, %w, %g : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @prelu_diff_dst_rank(%x: tensor<2x3xf32>, %w: tensor<3xf32>, %g: tensor<2x3x1xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op diff_dst and diff_src must have the shape of src}}
  %0:2 = actgrad.prelu_backward %x, %w, %g : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3x1xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#0 : tensor<2x3xf32>
}

// -----

func.func @prelu_diff_src_shape(%x: tensor<2x?xf16>, %w: tensor<1xf16>) -> tensor<3x?xf16> {
  // expected-error @+1 {{'actgrad.prelu_backward' op diff_dst and diff_src must have the shape of src}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x) : (tensor<2x?xf16>, tensor<1xf16>, tensor<2x?xf16>) -> (tensor<3x?xf16>, tensor<1xf16>)
  return %0#0 : tensor<3x?xf16>
}

// -----

func.func @prelu_diff_slope_shape(%x: tensor<2x3xf32>, %w: tensor<3xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op diff_slope must have the shape of slope}}
  %0:2 = actgrad.prelu_backward %x, %w, %x : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<1xf32>)
  return %0#1 : tensor<1xf32>
}

// -----

func.func @prelu_diff_slope_rank(%x: tensor<2x3x4xf32>, %w: tensor<3x4xf32>) -> tensor<12xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op diff_slope must have the shape of slope}}
  %0:2 = actgrad.prelu_backward %x, %w, %x : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<12xf32>)
  return %0#1 : tensor<12xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Operand and result counts (generic form)
//===----------------------------------------------------------------------===//

func.func @swish_one_operand(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.swish_backward' op expected 2 operands, but found 1}}
  %0 = "actgrad.swish_backward"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardsigmoid_three_operands(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardsigmoid_backward' op expected 2 operands, but found 3}}
  %0 = "actgrad.hardsigmoid_backward"(%a, %a, %a) <{alpha = 0.5 : f32, beta = 0.5 : f32}> : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardtanh_two_results(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires one result}}
  %0:2 = "actgrad.hardtanh_backward"(%a, %a) <{min = -1.0 : f32, max = 1.0 : f32}> : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

func.func @softmax_no_result(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'actgrad.softmax_backward' op requires one result}}
  "actgrad.softmax_backward"(%a, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  return
}

// -----

func.func @prelu_one_result(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op expected 2 results}}
  %0 = "actgrad.prelu_backward"(%a, %a, %a) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @prelu_two_operands(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'actgrad.prelu_backward' op expected 3 operands, but found 2}}
  %0:2 = "actgrad.prelu_backward"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}
