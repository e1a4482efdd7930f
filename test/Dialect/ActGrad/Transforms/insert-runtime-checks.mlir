// actgrad-insert-runtime-checks: every dynamic dimension that must agree with
// another operand, a static size or the result type is checked with an
// actgrad.check_size naming the op, the operand and the dimension
// (SEMANTICS.md 1). Static shapes need no check.
//
// RUN: actgrad-opt %s --actgrad-insert-runtime-checks -split-input-file | FileCheck %s
// Upstream's pass reaches the same checks through the ops'
// RuntimeVerifiableOpInterface, with its own longer messages.
// RUN: actgrad-opt %s --generate-runtime-verification -split-input-file | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @same_shape
//  CHECK-SAME:     %[[G:[^:]+]]: tensor<?x?xf32>, %[[X:[^:]+]]: tensor<4x?xf32>
//       CHECK:   %[[C0:.+]] = arith.constant 0 : index
//       CHECK:   %[[G0:.+]] = tensor.dim %[[G]], %[[C0]]
//       CHECK:   %[[C4:.+]] = arith.constant 4 : index
//       CHECK:   actgrad.check_size %[[G0]], %[[C4]], "actgrad.hardtanh_backward: dimension 0 of 'grad_output' does not match 'self'"
//       CHECK:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   %[[G1:.+]] = tensor.dim %[[G]], %[[C1]]
//       CHECK:   %[[X1:.+]] = tensor.dim %[[X]], %{{.+}}
//       CHECK:   actgrad.check_size %[[X1]], %[[G1]], "actgrad.hardtanh_backward: dimension 1 of 'self' does not match 'grad_output'"
//  CHECK-NEXT:   = actgrad.hardtanh_backward
// UPSTREAM-LABEL: func.func @same_shape
//       UPSTREAM:   actgrad.check_size {{.*}}ERROR: Runtime op verification failed{{.*}}dimension 0 of 'grad_output' does not match 'self'
func.func @same_shape(%g: tensor<?x?xf32>, %x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<?x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @static
//   CHECK-NOT:   check_size
//       CHECK:   actgrad.swish_backward
func.func @static(%g: tensor<4xbf16>, %x: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = actgrad.swish_backward %g, %x : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// A static result type fixes a size the operands leave open.
// CHECK-LABEL: func.func @result_type
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.softmax_backward: dimension 1 of 'diff_dst' does not match the result type"
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.softmax_backward: dimension 1 of 'dst' does not match the result type"
//   CHECK-NOT:   check_size
//       CHECK:   actgrad.softmax_backward
func.func @result_type(%dy: tensor<2x?xf16>, %y: tensor<2x?xf16>) -> tensor<2x8xf16> {
  %0 = actgrad.softmax_backward %dy, %y {axis = 1 : i64} : (tensor<2x?xf16>, tensor<2x?xf16>) -> tensor<2x8xf16>
  return %0 : tensor<2x8xf16>
}

// -----

// PReLU: src against diff_dst, and each dynamic slope dimension against the
// src dimension it maps to (here per element of a batch item).
// CHECK-LABEL: func.func @prelu_per_element
//  CHECK-SAME:     %[[X:[^:]+]]: tensor<2x?x?xf32>, %[[W:[^:]+]]: tensor<?x?xf32>, %[[G:[^:]+]]: tensor<?x?x4xf32>
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.prelu_backward: dimension 0 of 'diff_dst' does not match 'src'"
//       CHECK:   %[[X1:.+]] = tensor.dim %[[X]], %{{.+}}
//       CHECK:   actgrad.check_size %{{.+}}, %[[X1]], "actgrad.prelu_backward: dimension 1 of 'diff_dst' does not match 'src'"
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.prelu_backward: dimension 2 of 'src' does not match 'diff_dst'"
//       CHECK:   %[[W0:.+]] = tensor.dim %[[W]], %{{.+}}
//       CHECK:   actgrad.check_size %[[W0]], %[[X1]], "actgrad.prelu_backward: dimension 0 of 'slope' does not match dimension 1 of 'src'"
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.prelu_backward: dimension 1 of 'slope' does not match dimension 2 of 'src'"
//  CHECK-NEXT:   = actgrad.prelu_backward
func.func @prelu_per_element(%x: tensor<2x?x?xf32>, %w: tensor<?x?xf32>, %g: tensor<?x?x4xf32>)
    -> (tensor<?x?x?xf32>, tensor<?x?xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x?x?xf32>, tensor<?x?xf32>, tensor<?x?x4xf32>) -> (tensor<?x?x?xf32>, tensor<?x?xf32>)
  return %ds, %dw : tensor<?x?x?xf32>, tensor<?x?xf32>
}

// -----

// A static slope pins the channel size of a dynamic src.
// CHECK-LABEL: func.func @prelu_static_slope
//       CHECK:   %[[C3:.+]] = arith.constant 3 : index
//       CHECK:   actgrad.check_size %{{.+}}, %[[C3]], "actgrad.prelu_backward: dimension 1 of 'src' does not match dimension 0 of 'slope'"
func.func @prelu_static_slope(%x: tensor<2x?x4xf32>, %w: tensor<3xf32>, %g: tensor<2x?x4xf32>) -> (tensor<2x?x4xf32>, tensor<3xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x?x4xf32>, tensor<3xf32>, tensor<2x?x4xf32>) -> (tensor<2x?x4xf32>, tensor<3xf32>)
  return %ds, %dw : tensor<2x?x4xf32>, tensor<3xf32>
}

// -----

// A rank-1 slope of unknown length may be [1] or [C]: any length but 1 must
// be C.
// CHECK-LABEL: func.func @prelu_slope_length
//  CHECK-SAME:     %[[X:[^:]+]]: tensor<2x3x4xf32>, %[[W:[^:]+]]: tensor<?xf32>
//       CHECK:   %[[LEN:.+]] = tensor.dim %[[W]], %{{.+}}
//       CHECK:   %[[ONE:.+]] = arith.constant 1 : index
//       CHECK:   %[[NOT1:.+]] = arith.cmpi ne, %[[LEN]], %[[ONE]] : index
//       CHECK:   scf.if %[[NOT1]] {
//       CHECK:     %[[C3:.+]] = arith.constant 3 : index
//       CHECK:     actgrad.check_size %{{.+}}, %[[C3]], "actgrad.prelu_backward: dimension 0 of 'slope' does not match dimension 1 of 'src'"
//       CHECK:   }
//       CHECK:   actgrad.prelu_backward
func.func @prelu_slope_length(%x: tensor<2x3x4xf32>, %w: tensor<?xf32>, %g: tensor<2x3x4xf32>)
    -> (tensor<2x3x4xf32>, tensor<?xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x3x4xf32>, tensor<?xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<?xf32>)
  return %ds, %dw : tensor<2x3x4xf32>, tensor<?xf32>
}

// -----

// A static diff_slope of [1] decides the mode: the slope's length is checked
// against it.
// CHECK-LABEL: func.func @prelu_per_tensor
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.prelu_backward: dimension 0 of 'slope' does not match dimension 0 of 'diff_slope'"
//   CHECK-NOT:   scf.if
func.func @prelu_per_tensor(%x: tensor<2x3x4xf16>, %w: tensor<?xf16>, %g: tensor<2x3x4xf16>) -> (tensor<2x3x4xf16>, tensor<1xf16>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x3x4xf16>, tensor<?xf16>, tensor<2x3x4xf16>) -> (tensor<2x3x4xf16>, tensor<1xf16>)
  return %ds, %dw : tensor<2x3x4xf16>, tensor<1xf16>
}

// -----

// Ops inside regions get their checks in place.
// CHECK-LABEL: func.func @in_loop
//       CHECK:   scf.for
//       CHECK:     actgrad.check_size
//  CHECK-NEXT:     = actgrad.swish_backward
func.func @in_loop(%a: tensor<?xf32>, %b: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> tensor<?xf32> {
    %0 = actgrad.swish_backward %acc, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %0 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
