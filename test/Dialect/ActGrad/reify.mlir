// RUN: actgrad-opt %s --resolve-ranked-shaped-type-result-dims --split-input-file | FileCheck %s

// ReifyRankedShapedTypeOpInterface: a `tensor.dim` of a dynamic result
// dimension resolves to a constant where some operand has that dimension
// static, and otherwise to a `tensor.dim` of the operand the result shape
// comes from (the first operand for the same-shape ops; src/diff_dst for the
// PReLU diff_src and slope for diff_slope).

// CHECK-LABEL: func.func @hardsigmoid_static_from_either_operand
// CHECK-SAME:    (%{{.+}}: tensor<4x?xf32>, %{{.+}}: tensor<?x5xf32>)
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG:     %[[C5:.+]] = arith.constant 5 : index
// CHECK-NOT:     tensor.dim
// CHECK:         return %[[C4]], %[[C5]] : index, index
func.func @hardsigmoid_static_from_either_operand(%src: tensor<4x?xf32>, %dd: tensor<?x5xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = actgrad.hardsigmoid_backward %src, %dd {alpha = 0.5 : f32, beta = 0.5 : f32}
      : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @hardsigmoid_dynamic
// CHECK-SAME:    (%[[X:.+]]: tensor<?x?xf16>, %{{.+}}: tensor<?x?xf16>)
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG:     %[[D0:.+]] = tensor.dim %[[X]], %[[C0]] : tensor<?x?xf16>
// CHECK-DAG:     %[[D1:.+]] = tensor.dim %[[X]], %[[C1]] : tensor<?x?xf16>
// CHECK-NOT:     actgrad.hardsigmoid_backward
// CHECK:         return %[[D0]], %[[D1]] : index, index
func.func @hardsigmoid_dynamic(%src: tensor<?x?xf16>, %dd: tensor<?x?xf16>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = actgrad.hardsigmoid_backward %src, %dd {alpha = 0.5 : f32, beta = 0.5 : f32}
      : (tensor<?x?xf16>, tensor<?x?xf16>) -> tensor<?x?xf16>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf16>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf16>
  return %d0, %d1 : index, index
}

// -----

// Only the second operand knows dimension 0; dimension 1 is dynamic in both.
// CHECK-LABEL: func.func @hardtanh_mixed
// CHECK-SAME:    (%[[G:.+]]: tensor<?x?xbf16>, %{{.+}}: tensor<7x?xbf16>)
// CHECK-DAG:     %[[C7:.+]] = arith.constant 7 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG:     %[[D1:.+]] = tensor.dim %[[G]], %[[C1]] : tensor<?x?xbf16>
// CHECK:         return %[[C7]], %[[D1]] : index, index
func.func @hardtanh_mixed(%g: tensor<?x?xbf16>, %x: tensor<7x?xbf16>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<?x?xbf16>, tensor<7x?xbf16>) -> tensor<?x?xbf16>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xbf16>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xbf16>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @swish_mixed
// CHECK-SAME:    (%{{.+}}: tensor<3x?xf32>, %[[X:.+]]: tensor<?x?xf32>)
// CHECK-DAG:     %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG:     %[[G:.+]] = tensor.dim %{{.+}}, %[[C1]] : tensor<3x?xf32>
// CHECK:         return %[[C3]], %[[G]] : index, index
func.func @swish_mixed(%g: tensor<3x?xf32>, %x: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = actgrad.swish_backward %g, %x : (tensor<3x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @softmax_mixed
// CHECK-SAME:    (%[[G:.+]]: tensor<?x?x?xf16>, %{{.+}}: tensor<?x9x?xf16>)
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C9:.+]] = arith.constant 9 : index
// CHECK-DAG:     %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG:     %[[D0:.+]] = tensor.dim %[[G]], %[[C0]] : tensor<?x?x?xf16>
// CHECK-DAG:     %[[D2:.+]] = tensor.dim %[[G]], %[[C2]] : tensor<?x?x?xf16>
// CHECK:         return %[[D0]], %[[C9]], %[[D2]] : index, index, index
func.func @softmax_mixed(%g: tensor<?x?x?xf16>, %y: tensor<?x9x?xf16>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = actgrad.softmax_backward %g, %y {axis = -1} : (tensor<?x?x?xf16>, tensor<?x9x?xf16>) -> tensor<?x?x?xf16>
  %d0 = tensor.dim %0, %c0 : tensor<?x?x?xf16>
  %d1 = tensor.dim %0, %c1 : tensor<?x?x?xf16>
  %d2 = tensor.dim %0, %c2 : tensor<?x?x?xf16>
  return %d0, %d1, %d2 : index, index, index
}

// -----

// diff_src takes its shape from src and diff_dst, diff_slope from slope.
// After constant uniquing, %[[C2]] is both a dimension index and the static
// extent of dimension 0 (from diff_dst).
// CHECK-LABEL: func.func @prelu_per_channel
// CHECK-SAME:    (%[[X:[^:]+]]: tensor<?x3x?xf32>, %[[W:[^:]+]]: tensor<?xf32>, %{{[^:]+}}: tensor<2x?x?xf32>)
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG:     %[[DX:.+]] = tensor.dim %[[X]], %[[C2]] : tensor<?x3x?xf32>
// CHECK-DAG:     %[[DW:.+]] = tensor.dim %[[W]], %[[C0]] : tensor<?xf32>
// CHECK:         return %[[C2]], %[[C3]], %[[DX]], %[[DW]] : index, index, index, index
func.func @prelu_per_channel(%src: tensor<?x3x?xf32>, %slope: tensor<?xf32>, %dd: tensor<2x?x?xf32>)
    -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0:2 = actgrad.prelu_backward %src, %slope, %dd {data_format = "NCX"}
      : (tensor<?x3x?xf32>, tensor<?xf32>, tensor<2x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?xf32>)
  %d0 = tensor.dim %0#0, %c0 : tensor<?x?x?xf32>
  %d1 = tensor.dim %0#0, %c1 : tensor<?x?x?xf32>
  %d2 = tensor.dim %0#0, %c2 : tensor<?x?x?xf32>
  %s0 = tensor.dim %0#1, %c0 : tensor<?xf32>
  return %d0, %d1, %d2, %s0 : index, index, index, index
}

// -----

// A per-element slope: diff_slope has the shape of slope, never of src.
// CHECK-LABEL: func.func @prelu_per_element
// CHECK-SAME:    (%{{[^:]+}}: tensor<?x?x?xf32>, %[[W:[^:]+]]: tensor<?x4xf32>, %{{[^:]+}}: tensor<?x?x?xf32>)
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG:     %[[DW:.+]] = tensor.dim %[[W]], %[[C0]] : tensor<?x4xf32>
// CHECK:         return %[[DW]], %[[C4]] : index, index
func.func @prelu_per_element(%src: tensor<?x?x?xf32>, %slope: tensor<?x4xf32>, %dd: tensor<?x?x?xf32>)
    -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = actgrad.prelu_backward %src, %slope, %dd
      : (tensor<?x?x?xf32>, tensor<?x4xf32>, tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?xf32>)
  %s0 = tensor.dim %0#1, %c0 : tensor<?x?xf32>
  %s1 = tensor.dim %0#1, %c1 : tensor<?x?xf32>
  return %s0, %s1 : index, index
}
