// RUN: actgrad-opt %s --actgrad-insert-runtime-checks --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s
// RUN: actgrad-opt %s --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s --check-prefix=NOCHECK

// As in linalg.softmax's decomposition: sum = sum_axis(diff_dst * dst) is a
// generic into a zero-filled f32 accumulator whose map drops the axis, with
// "reduction" at the axis; then diff_src = dst * (diff_dst - sum) is a
// parallel generic that reads the sum through the same map.

// The last axis, written as a positive index. Operands are (diff_dst, dst).
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$RED:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @last_axis_f32
//  CHECK-SAME:   %[[DD:.+]]: tensor<2x3x4xf32>, %[[D:.+]]: tensor<2x3x4xf32>
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<2x3xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<2x3xf32>) -> tensor<2x3xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "reduction"]
//  CHECK-SAME:       ins(%[[DD]], %[[D]] : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%[[ACC]] : tensor<2x3xf32>)
//       CHECK:   ^bb0(%[[RDD:.+]]: f32, %[[RD:.+]]: f32, %[[OUT:.+]]: f32):
//       CHECK:     %[[PROD:.+]] = arith.mulf %[[RDD]], %[[RD]] : f32
//       CHECK:     %[[ADD:.+]] = arith.addf %[[OUT]], %[[PROD]] fastmath<reassoc> : f32
//       CHECK:     linalg.yield %[[ADD]] : f32
//       CHECK:   } -> tensor<2x3xf32>
//       CHECK:   %[[INIT:.+]] = tensor.empty() : tensor<2x3x4xf32>
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[DD]], %[[D]], %[[SUM]] : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3xf32>) outs(%[[INIT]] : tensor<2x3x4xf32>)
//       CHECK:   ^bb0(%[[DDI:.+]]: f32, %[[DI:.+]]: f32, %[[SI:.+]]: f32, %{{.+}}: f32):
//       CHECK:     %[[DIFF:.+]] = arith.subf %[[DDI]], %[[SI]] : f32
//       CHECK:     %[[RES:.+]] = arith.mulf %[[DI]], %[[DIFF]] : f32
//       CHECK:     linalg.yield %[[RES]] : f32
//       CHECK:   return %[[R]]
func.func @last_axis_f32(%dd: tensor<2x3x4xf32>, %d: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = actgrad.softmax_backward %dd, %d {axis = 2 : i64}
      : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

// -----

// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$RED:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @first_axis_f32
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.+}} : tensor<3x4xf32>) -> tensor<3x4xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]]]
//  CHECK-SAME:       iterator_types = ["reduction", "parallel", "parallel"]
//  CHECK-SAME:       outs(%[[ACC]] : tensor<3x4xf32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%{{.+}}, %{{.+}}, %[[SUM]] : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<3x4xf32>)
func.func @first_axis_f32(%dd: tensor<2x3x4xf32>, %d: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = actgrad.softmax_backward %dd, %d {axis = 0 : i64}
      : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

// -----

// A middle axis of a rank-4 tensor.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$RED:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-LABEL: func.func @middle_axis_f32
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.+}} : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "reduction", "parallel"]
//  CHECK-SAME:       outs(%[[ACC]] : tensor<2x3x5xf32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%{{.+}}, %{{.+}}, %[[SUM]] : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x5xf32>)
func.func @middle_axis_f32(%dd: tensor<2x3x4x5xf32>, %d: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %r = actgrad.softmax_backward %dd, %d {axis = 2 : i64}
      : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

// -----

// No axis attribute: the default is 1. bf16 is extended to f32 in both
// generics, the sum stays f32, and only the result is rounded.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$RED:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func.func @default_axis_bf16
//  CHECK-SAME:   %[[DD:.+]]: tensor<2x3x4x5xbf16>, %[[D:.+]]: tensor<2x3x4x5xbf16>
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<2x4x5xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]]]
//  CHECK-SAME:       iterator_types = ["parallel", "reduction", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[DD]], %[[D]] : tensor<2x3x4x5xbf16>, tensor<2x3x4x5xbf16>) outs(%[[ACC]] : tensor<2x4x5xf32>)
//       CHECK:   ^bb0(%[[RDD:.+]]: bf16, %[[RD:.+]]: bf16, %[[OUT:.+]]: f32):
//       CHECK:     %[[RDDF:.+]] = arith.extf %[[RDD]] : bf16 to f32
//       CHECK:     %[[RDF:.+]] = arith.extf %[[RD]] : bf16 to f32
//       CHECK:     %[[PROD:.+]] = arith.mulf %[[RDDF]], %[[RDF]] : f32
//       CHECK:     %[[ADD:.+]] = arith.addf %[[OUT]], %[[PROD]] fastmath<reassoc> : f32
//       CHECK:     linalg.yield %[[ADD]] : f32
//       CHECK:   } -> tensor<2x4x5xf32>
//       CHECK:   %[[INIT:.+]] = tensor.empty() : tensor<2x3x4x5xbf16>
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[DD]], %[[D]], %[[SUM]] : tensor<2x3x4x5xbf16>, tensor<2x3x4x5xbf16>, tensor<2x4x5xf32>) outs(%[[INIT]] : tensor<2x3x4x5xbf16>)
//       CHECK:   ^bb0(%[[DDI:.+]]: bf16, %[[DI:.+]]: bf16, %[[SI:.+]]: f32, %{{.+}}: bf16):
//       CHECK:     %[[DDF:.+]] = arith.extf %[[DDI]] : bf16 to f32
//       CHECK:     %[[DF:.+]] = arith.extf %[[DI]] : bf16 to f32
//       CHECK:     %[[DIFF:.+]] = arith.subf %[[DDF]], %[[SI]] : f32
//       CHECK:     %[[RES:.+]] = arith.mulf %[[DF]], %[[DIFF]] : f32
//       CHECK:     %[[TR:.+]] = arith.truncf %[[RES]] : f32 to bf16
//       CHECK:     linalg.yield %[[TR]] : bf16
//       CHECK:   } -> tensor<2x3x4x5xbf16>
//       CHECK:   return %[[R]]
func.func @default_axis_bf16(%dd: tensor<2x3x4x5xbf16>, %d: tensor<2x3x4x5xbf16>) -> tensor<2x3x4x5xbf16> {
  %r = actgrad.softmax_backward %dd, %d
      : (tensor<2x3x4x5xbf16>, tensor<2x3x4x5xbf16>) -> tensor<2x3x4x5xbf16>
  return %r : tensor<2x3x4x5xbf16>
}

// -----

// axis = -1 on rank 2 is axis 1.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$RED:.+]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @negative_axis_minus1
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.+}} : tensor<4xf32>) -> tensor<4xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]]]
//  CHECK-SAME:       iterator_types = ["parallel", "reduction"]
//  CHECK-SAME:       outs(%[[ACC]] : tensor<4xf32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel"]
//  CHECK-SAME:       ins(%{{.+}}, %{{.+}}, %[[SUM]] : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>)
func.func @negative_axis_minus1(%dd: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = actgrad.softmax_backward %dd, %d {axis = -1 : i64}
      : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// axis = -3 on rank 4 is axis 1 (not 3 - 1 = 2, nor |-3| = 3).
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$RED:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func.func @negative_axis_minus3_f16
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.+}} : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]]]
//  CHECK-SAME:       iterator_types = ["parallel", "reduction", "parallel", "parallel"]
//  CHECK-SAME:       outs(%[[ACC]] : tensor<2x4x5xf32>)
//       CHECK:   ^bb0(%{{.+}}: f16, %{{.+}}: f16, %{{.+}}: f32):
//       CHECK:     arith.extf %{{.+}} : f16 to f32
//       CHECK:   linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]], #[[$ID]]]
//  CHECK-SAME:       ins(%{{.+}}, %{{.+}}, %[[SUM]] : tensor<2x3x4x5xf16>, tensor<2x3x4x5xf16>, tensor<2x4x5xf32>)
//       CHECK:   ^bb0(%{{.+}}: f16, %{{.+}}: f16, %{{.+}}: f32, %{{.+}}: f16):
//       CHECK:     %[[TR:.+]] = arith.truncf %{{.+}} : f32 to f16
//       CHECK:     linalg.yield %[[TR]] : f16
func.func @negative_axis_minus3_f16(%dd: tensor<2x3x4x5xf16>, %d: tensor<2x3x4x5xf16>) -> tensor<2x3x4x5xf16> {
  %r = actgrad.softmax_backward %dd, %d {axis = -3 : i64}
      : (tensor<2x3x4x5xf16>, tensor<2x3x4x5xf16>) -> tensor<2x3x4x5xf16>
  return %r : tensor<2x3x4x5xf16>
}

// -----

// Rank 1: the sum is a rank-0 tensor.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$RED:.+]] = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @rank1
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<f32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<f32>) -> tensor<f32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]]]
//  CHECK-SAME:       iterator_types = ["reduction"]
//  CHECK-SAME:       outs(%[[ACC]] : tensor<f32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel"]
//  CHECK-SAME:       ins(%{{.+}}, %{{.+}}, %[[SUM]] : tensor<8xf32>, tensor<8xf32>, tensor<f32>)
func.func @rank1(%dd: tensor<8xf32>, %d: tensor<8xf32>) -> tensor<8xf32> {
  %r = actgrad.softmax_backward %dd, %d {axis = 0 : i64}
      : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Dynamic dimensions: a static size from either operand wins, each other
// dynamic size is checked against it, and the accumulator drops the axis
// from the checked sizes.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$RED:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @dynamic_f16
//  CHECK-SAME:   %[[DD:.+]]: tensor<?x8x?xf16>, %[[D:.+]]: tensor<4x?x?xf16>
//       CHECK:   %[[C0:.+]] = arith.constant 0 : index
//       CHECK:   %[[DD0:.+]] = tensor.dim %[[DD]], %[[C0]]
//       CHECK:   %[[C4:.+]] = arith.constant 4 : index
//       CHECK:   actgrad.check_size %[[DD0]], %[[C4]], "actgrad.softmax_backward: dimension 0 of 'diff_dst' does not match 'dst'"
//       CHECK:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   %[[D1:.+]] = tensor.dim %[[D]], %[[C1]]
//       CHECK:   %[[C8:.+]] = arith.constant 8 : index
//       CHECK:   actgrad.check_size %[[D1]], %[[C8]], "actgrad.softmax_backward: dimension 1 of 'dst' does not match 'diff_dst'"
//       CHECK:   %[[C2:.+]] = arith.constant 2 : index
//       CHECK:   %[[DD2:.+]] = tensor.dim %[[DD]], %[[C2]]
//       CHECK:   %[[D2:.+]] = tensor.dim %[[D]], %[[C2]]
//       CHECK:   actgrad.check_size %[[D2]], %[[DD2]], "actgrad.softmax_backward: dimension 2 of 'dst' does not match 'diff_dst'"
//       CHECK:   %[[EMPTY:.+]] = tensor.empty(%[[DD2]]) : tensor<8x?xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<8x?xf32>) -> tensor<8x?xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]]]
//  CHECK-SAME:       iterator_types = ["reduction", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[DD]], %[[D]] : tensor<?x8x?xf16>, tensor<4x?x?xf16>) outs(%[[ACC]] : tensor<8x?xf32>)
//       CHECK:   %[[INIT:.+]] = tensor.empty(%[[C4]], %[[C8]], %[[DD2]]) : tensor<?x?x?xf16>
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[DD]], %[[D]], %[[SUM]] : tensor<?x8x?xf16>, tensor<4x?x?xf16>, tensor<8x?xf32>) outs(%[[INIT]] : tensor<?x?x?xf16>)
//       CHECK:     arith.truncf %{{.+}} : f32 to f16
//       CHECK:   return %[[R]]

// NOCHECK-LABEL: func.func @dynamic_f16
//   NOCHECK-NOT:   does not match
//       NOCHECK:   linalg.fill
//       NOCHECK:   linalg.generic
//       NOCHECK:   linalg.generic
//   NOCHECK-NOT:   does not match
//       NOCHECK:   return
func.func @dynamic_f16(%dd: tensor<?x8x?xf16>, %d: tensor<4x?x?xf16>) -> tensor<?x?x?xf16> {
  %r = actgrad.softmax_backward %dd, %d {axis = 0 : i64}
      : (tensor<?x8x?xf16>, tensor<4x?x?xf16>) -> tensor<?x?x?xf16>
  return %r : tensor<?x?x?xf16>
}

// -----

// A static result type fixes sizes the operands leave dynamic; both operands
// are checked against it.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$RED:.+]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @static_result
//  CHECK-SAME:   %[[DD:.+]]: tensor<?x?xf32>, %[[D:.+]]: tensor<?x?xf32>
//       CHECK:   %[[C0:.+]] = arith.constant 0 : index
//       CHECK:   %[[DD0:.+]] = tensor.dim %[[DD]], %[[C0]]
//       CHECK:   %[[C4:.+]] = arith.constant 4 : index
//       CHECK:   actgrad.check_size %[[DD0]], %[[C4]], "actgrad.softmax_backward: dimension 0 of 'diff_dst' does not match the result type"
//       CHECK:   %[[D0:.+]] = tensor.dim %[[D]], %[[C0]]
//       CHECK:   actgrad.check_size %[[D0]], %[[C4]], "actgrad.softmax_backward: dimension 0 of 'dst' does not match the result type"
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.softmax_backward: dimension 1 of 'diff_dst' does not match the result type"
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.softmax_backward: dimension 1 of 'dst' does not match the result type"
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<4xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<4xf32>) -> tensor<4xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]]]
//  CHECK-SAME:       iterator_types = ["parallel", "reduction"]
//  CHECK-SAME:       ins(%[[DD]], %[[D]] : tensor<?x?xf32>, tensor<?x?xf32>) outs(%[[ACC]] : tensor<4xf32>)
//       CHECK:   %[[INIT:.+]] = tensor.empty() : tensor<4x8xf32>
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$RED]], #[[$ID]]]
//  CHECK-SAME:       ins(%[[DD]], %[[D]], %[[SUM]] : tensor<?x?xf32>, tensor<?x?xf32>, tensor<4xf32>) outs(%[[INIT]] : tensor<4x8xf32>)
//       CHECK:   return %[[R]] : tensor<4x8xf32>

// NOCHECK-LABEL: func.func @static_result
//   NOCHECK-NOT:   does not match
//       NOCHECK:   return
func.func @static_result(%dd: tensor<?x?xf32>, %d: tensor<?x?xf32>) -> tensor<4x8xf32> {
  %r = actgrad.softmax_backward %dd, %d
      : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
