// RUN: actgrad-opt %s --actgrad-insert-runtime-checks --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s
// RUN: actgrad-opt %s --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s --check-prefix=NOCHECK

// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @static_f32
//  CHECK-SAME:   %[[G:.+]]: tensor<4x8xf32>, %[[X:.+]]: tensor<4x8xf32>
//       CHECK:   %[[INIT:.+]] = tensor.empty() : tensor<4x8xf32>
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel"]
//  CHECK-SAME:       ins(%[[G]], %[[X]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[INIT]] : tensor<4x8xf32>)
//       CHECK:   ^bb0(%[[GI:.+]]: f32, %[[XI:.+]]: f32, %{{.+}}: f32):
//   CHECK-DAG:     %[[MIN:.+]] = arith.constant -1.000000e+00 : f32
//   CHECK-DAG:     %[[MAX:.+]] = arith.constant 2.000000e+00 : f32
//       CHECK:     %[[ABOVE:.+]] = arith.cmpf ogt, %[[XI]], %[[MIN]] : f32
//       CHECK:     %[[BELOW:.+]] = arith.cmpf olt, %[[XI]], %[[MAX]] : f32
//       CHECK:     %[[IN:.+]] = arith.andi %[[ABOVE]], %[[BELOW]] : i1
//       CHECK:     %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:     %[[MASKED:.+]] = arith.select %[[IN]], %[[GI]], %[[ZERO]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XI]], %[[XI]] : f32
//       CHECK:     %[[RES:.+]] = arith.select %[[NAN]], %[[XI]], %[[MASKED]] : f32
//       CHECK:     linalg.yield %[[RES]] : f32
//       CHECK:   return %[[R]]
func.func @static_f32(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 2.0 : f32}
      : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Dynamic dimensions: sizes come from tensor.dim, a static size from another
// operand wins, and each dynamic size that must agree is checked.
// CHECK-LABEL: func.func @dynamic_bf16
//  CHECK-SAME:   %[[G:.+]]: tensor<?x?xbf16>, %[[X:.+]]: tensor<4x?xbf16>
//       CHECK:   %[[C0:.+]] = arith.constant 0 : index
//       CHECK:   %[[G0:.+]] = tensor.dim %[[G]], %[[C0]]
//       CHECK:   %[[C4:.+]] = arith.constant 4 : index
//       CHECK:   actgrad.check_size %[[G0]], %[[C4]], "actgrad.hardtanh_backward: dimension 0 of 'grad_output' does not match 'self'"
//       CHECK:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   %[[G1:.+]] = tensor.dim %[[G]], %[[C1]]
//       CHECK:   %[[X1:.+]] = tensor.dim %[[X]], %[[C1]]
//       CHECK:   actgrad.check_size %[[X1]], %[[G1]], "actgrad.hardtanh_backward: dimension 1 of 'self' does not match 'grad_output'"
//       CHECK:   %[[INIT:.+]] = tensor.empty(%[[G1]]) : tensor<4x?xbf16>
//       CHECK:   linalg.generic
//       CHECK:   ^bb0(%[[GI:.+]]: bf16, %[[XI:.+]]: bf16, %{{.+}}: bf16):
//       CHECK:     %[[GF:.+]] = arith.extf %[[GI]] : bf16 to f32
//       CHECK:     %[[XF:.+]] = arith.extf %[[XI]] : bf16 to f32
//       CHECK:     arith.cmpf ogt, %[[XF]]
//       CHECK:     %[[MASKED:.+]] = arith.select %{{.+}}, %[[GF]], %{{.+}} : f32
//       CHECK:     %[[RES:.+]] = arith.select %{{.+}}, %[[XF]], %[[MASKED]] : f32
//       CHECK:     %[[T:.+]] = arith.truncf %[[RES]] : f32 to bf16
//       CHECK:     linalg.yield %[[T]] : bf16
//       CHECK:   -> tensor<4x?xbf16>

// NOCHECK-LABEL: func.func @dynamic_bf16
//   NOCHECK-NOT:   does not match
//       NOCHECK:   linalg.generic
func.func @dynamic_bf16(%g: tensor<?x?xbf16>, %x: tensor<4x?xbf16>) -> tensor<4x?xbf16> {
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<?x?xbf16>, tensor<4x?xbf16>) -> tensor<4x?xbf16>
  return %r : tensor<4x?xbf16>
}

// -----

// CHECK-LABEL: func.func @rank0_f16
//       CHECK:   linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}], iterator_types = []}
//       CHECK:     arith.extf %{{.+}} : f16 to f32
//       CHECK:     arith.truncf %{{.+}} : f32 to f16
func.func @rank0_f16(%g: tensor<f16>, %x: tensor<f16>) -> tensor<f16> {
  %r = actgrad.hardtanh_backward %g, %x {min = 0xFF800000 : f32, max = 0.0 : f32}
      : (tensor<f16>, tensor<f16>) -> tensor<f16>
  return %r : tensor<f16>
}
