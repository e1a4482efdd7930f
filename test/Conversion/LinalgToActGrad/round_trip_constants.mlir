// RUN: actgrad-opt %s --convert-actgrad-to-linalg --raise-linalg-to-actgrad \
// RUN:   | FileCheck %s

// The round trip where operands are constants (splat constant tensors: a
// rank-0 or shape-[1] input, a gradient of zeros): they are read as the
// op's operands, not as numbers. Bounds are taken from scalar constants
// only.

// CHECK-LABEL: func.func @hardtanh_rank0_infinite_bounds
//   CHECK-NOT:   linalg.
//       CHECK:   actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 0x7F800000 : f32, min = 0x7F800000 : f32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
//   CHECK-NOT:   linalg.
func.func @hardtanh_rank0_infinite_bounds() -> tensor<f32> {
  %g = arith.constant dense<1.5> : tensor<f32>
  %x = arith.constant dense<0.5> : tensor<f32>
  %r = actgrad.hardtanh_backward %g, %x {min = 0x7F800000 : f32, max = 0x7F800000 : f32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// CHECK-LABEL: func.func @hardtanh_zero_gradient
//   CHECK-NOT:   linalg.
//       CHECK:   actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
//   CHECK-NOT:   linalg.
func.func @hardtanh_zero_gradient(%x: tensor<4xf32>) -> tensor<4xf32> {
  %g = arith.constant dense<0.0> : tensor<4xf32>
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @hardtanh_same_operand_empty
//   CHECK-NOT:   linalg.
//       CHECK:   actgrad.hardtanh_backward %arg0, %arg0 {max = 0.000000e+00 : f32, min = 0.000000e+00 : f32}
//   CHECK-NOT:   linalg.
func.func @hardtanh_same_operand_empty(%v: tensor<4xf32>) -> tensor<4xf32> {
  %r = actgrad.hardtanh_backward %v, %v {min = 0.0 : f32, max = 0.0 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @swish_shape1
//   CHECK-NOT:   linalg.
//       CHECK:   actgrad.swish_backward %{{.+}}, %{{.+}} {beta = -7.500000e-01 : f32} : (tensor<1xbf16>, tensor<1xbf16>) -> tensor<1xbf16>
//   CHECK-NOT:   linalg.
func.func @swish_shape1() -> tensor<1xbf16> {
  %g = arith.constant dense<2.0> : tensor<1xbf16>
  %x = arith.constant dense<-3.0> : tensor<1xbf16>
  %r = actgrad.swish_backward %g, %x {beta = -0.75 : f32} : (tensor<1xbf16>, tensor<1xbf16>) -> tensor<1xbf16>
  return %r : tensor<1xbf16>
}

// CHECK-LABEL: func.func @softmax_shape1
//   CHECK-NOT:   linalg.
//       CHECK:   actgrad.softmax_backward %{{.+}}, %{{.+}} {axis = 0 : i64} : (tensor<1xf16>, tensor<1xf16>) -> tensor<1xf16>
//   CHECK-NOT:   linalg.
func.func @softmax_shape1() -> tensor<1xf16> {
  %g = arith.constant dense<2.0> : tensor<1xf16>
  %y = arith.constant dense<1.0> : tensor<1xf16>
  %r = actgrad.softmax_backward %g, %y {axis = 0 : i64} : (tensor<1xf16>, tensor<1xf16>) -> tensor<1xf16>
  return %r : tensor<1xf16>
}

// CHECK-LABEL: func.func @prelu_constant_slope
//   CHECK-NOT:   linalg.
//       CHECK:   actgrad.prelu_backward %arg0, %{{.+}}, %arg1 : (tensor<2x3xf32>, tensor<1xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<1xf32>)
//   CHECK-NOT:   linalg.
func.func @prelu_constant_slope(%x: tensor<2x3xf32>, %g: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<1xf32>) {
  %w = arith.constant dense<0.25> : tensor<1xf32>
  %r:2 = actgrad.prelu_backward %x, %w, %g : (tensor<2x3xf32>, tensor<1xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<1xf32>)
  return %r#0, %r#1 : tensor<2x3xf32>, tensor<1xf32>
}

// x a +0 splat: the NaN select's x is the NaN probe, not a masked zero.
// CHECK-LABEL: func.func @hardtanh_zero_input
//   CHECK-NOT:   linalg.
//       CHECK:   actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 6.000000e+00 : f32, min = 0.000000e+00 : f32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
//   CHECK-NOT:   linalg.
func.func @hardtanh_zero_input() -> tensor<f32> {
  %g = arith.constant dense<0.25> : tensor<f32>
  %x = arith.constant dense<0.0> : tensor<f32>
  %r = actgrad.hardtanh_backward %g, %x {min = 0.0 : f32, max = 6.0 : f32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
