// RUN: actgrad-opt %s --actgrad-insert-runtime-checks --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s
// RUN: actgrad-opt %s --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s --check-prefix=NOCHECK

// t = alpha * x + beta; (0 < t && t < 1) ? g * alpha : 0, both compares
// strict; a NaN t gives NaN. Operands are (src, diff_dst).
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @static_f32
//  CHECK-SAME:   %[[X:.+]]: tensor<4x8xf32>, %[[G:.+]]: tensor<4x8xf32>
//       CHECK:   %[[INIT:.+]] = tensor.empty() : tensor<4x8xf32>
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[G]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[INIT]] : tensor<4x8xf32>)
//       CHECK:   ^bb0(%[[XI:.+]]: f32, %[[GI:.+]]: f32, %{{.+}}: f32):
//   CHECK-DAG:     %[[ALPHA:.+]] = arith.constant 2.000000e-01 : f32
//   CHECK-DAG:     %[[BETA:.+]] = arith.constant 5.000000e-01 : f32
//       CHECK:     %[[T:.+]] = math.fma %[[ALPHA]], %[[XI]], %[[BETA]] : f32
//   CHECK-DAG:     %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//   CHECK-DAG:     %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
//       CHECK:     %[[ABOVE:.+]] = arith.cmpf ogt, %[[T]], %[[ZERO]] : f32
//       CHECK:     %[[BELOW:.+]] = arith.cmpf olt, %[[T]], %[[ONE]] : f32
//       CHECK:     %[[IN:.+]] = arith.andi %[[ABOVE]], %[[BELOW]] : i1
//       CHECK:     %[[GA:.+]] = arith.mulf %[[GI]], %[[ALPHA]] : f32
//       CHECK:     %[[MASKED:.+]] = arith.select %[[IN]], %[[GA]], %[[ZERO]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[T]], %[[T]] : f32
//       CHECK:     %[[RES:.+]] = arith.select %[[NAN]], %[[T]], %[[MASKED]] : f32
//       CHECK:     linalg.yield %[[RES]] : f32
//       CHECK:   return %[[R]]
func.func @static_f32(%x: tensor<4x8xf32>, %g: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = actgrad.hardsigmoid_backward %x, %g {alpha = 0.2 : f32, beta = 0.5 : f32}
      : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// alpha = 0.1 is not representable in bf16: it must stay an f32 constant and
// multiply the extended g in f32, before the single truncf.
// CHECK-LABEL: func.func @static_bf16
//       CHECK:   linalg.generic
//       CHECK:   ^bb0(%[[XI:.+]]: bf16, %[[GI:.+]]: bf16, %{{.+}}: bf16):
//       CHECK:     %[[XF:.+]] = arith.extf %[[XI]] : bf16 to f32
//       CHECK:     %[[GF:.+]] = arith.extf %[[GI]] : bf16 to f32
//   CHECK-NOT:     bf16
//   CHECK-DAG:     %[[ALPHA:.+]] = arith.constant 1.000000e-01 : f32
//   CHECK-DAG:     %[[BETA:.+]] = arith.constant -2.500000e-01 : f32
//       CHECK:     %[[T:.+]] = math.fma %[[ALPHA]], %[[XF]], %[[BETA]] : f32
//       CHECK:     %[[ABOVE:.+]] = arith.cmpf ogt, %[[T]], %{{.+}} : f32
//       CHECK:     %[[BELOW:.+]] = arith.cmpf olt, %[[T]], %{{.+}} : f32
//       CHECK:     %[[IN:.+]] = arith.andi %[[ABOVE]], %[[BELOW]] : i1
//       CHECK:     %[[GA:.+]] = arith.mulf %[[GF]], %[[ALPHA]] : f32
//       CHECK:     %[[MASKED:.+]] = arith.select %[[IN]], %[[GA]], %{{.+}} : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[T]], %[[T]] : f32
//       CHECK:     %[[RES:.+]] = arith.select %[[NAN]], %[[T]], %[[MASKED]] : f32
//   CHECK-NOT:     bf16
//       CHECK:     %[[TR:.+]] = arith.truncf %[[RES]] : f32 to bf16
//       CHECK:     linalg.yield %[[TR]] : bf16
//       CHECK:   -> tensor<16xbf16>
func.func @static_bf16(%x: tensor<16xbf16>, %g: tensor<16xbf16>) -> tensor<16xbf16> {
  %r = actgrad.hardsigmoid_backward %x, %g {alpha = 0.1 : f32, beta = -0.25 : f32}
      : (tensor<16xbf16>, tensor<16xbf16>) -> tensor<16xbf16>
  return %r : tensor<16xbf16>
}

// -----

// Dynamic dimensions: a static size from another operand wins, every other
// dynamic size is checked against it. f16 computes in f32 with the f32 alpha
// (f32(1/6), which f16 cannot hold).
// CHECK-LABEL: func.func @dynamic_f16
//  CHECK-SAME:   %[[X:.+]]: tensor<?x3xf16>, %[[G:.+]]: tensor<?x?xf16>
//       CHECK:   %[[C0:.+]] = arith.constant 0 : index
//       CHECK:   %[[X0:.+]] = tensor.dim %[[X]], %[[C0]]
//       CHECK:   %[[G0:.+]] = tensor.dim %[[G]], %[[C0]]
//       CHECK:   actgrad.check_size %[[G0]], %[[X0]], "actgrad.hardsigmoid_backward: dimension 0 of 'diff_dst' does not match 'src'"
//       CHECK:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   %[[G1:.+]] = tensor.dim %[[G]], %[[C1]]
//       CHECK:   %[[C3:.+]] = arith.constant 3 : index
//       CHECK:   actgrad.check_size %[[G1]], %[[C3]], "actgrad.hardsigmoid_backward: dimension 1 of 'diff_dst' does not match 'src'"
//       CHECK:   %[[INIT:.+]] = tensor.empty(%[[X0]]) : tensor<?x3xf16>
//       CHECK:   linalg.generic
//  CHECK-SAME:       ins(%[[X]], %[[G]] : tensor<?x3xf16>, tensor<?x?xf16>) outs(%[[INIT]] : tensor<?x3xf16>)
//       CHECK:   ^bb0(%[[XI:.+]]: f16, %[[GI:.+]]: f16, %{{.+}}: f16):
//       CHECK:     %[[XF:.+]] = arith.extf %[[XI]] : f16 to f32
//       CHECK:     %[[GF:.+]] = arith.extf %[[GI]] : f16 to f32
//   CHECK-NOT:     f16
//   CHECK-DAG:     %[[ALPHA:.+]] = arith.constant 0.166666672 : f32
//   CHECK-DAG:     %[[BETA:.+]] = arith.constant 5.000000e-01 : f32
//       CHECK:     %[[T:.+]] = math.fma %[[ALPHA]], %[[XF]], %[[BETA]] : f32
//   CHECK-DAG:     %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//   CHECK-DAG:     %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
//       CHECK:     %[[ABOVE:.+]] = arith.cmpf ogt, %[[T]], %[[ZERO]] : f32
//       CHECK:     %[[BELOW:.+]] = arith.cmpf olt, %[[T]], %[[ONE]] : f32
//       CHECK:     %[[IN:.+]] = arith.andi %[[ABOVE]], %[[BELOW]] : i1
//       CHECK:     %[[GA:.+]] = arith.mulf %[[GF]], %[[ALPHA]] : f32
//       CHECK:     %[[MASKED:.+]] = arith.select %[[IN]], %[[GA]], %[[ZERO]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[T]], %[[T]] : f32
//       CHECK:     %[[RES:.+]] = arith.select %[[NAN]], %[[T]], %[[MASKED]] : f32
//   CHECK-NOT:     f16
//       CHECK:     %[[TR:.+]] = arith.truncf %[[RES]] : f32 to f16
//       CHECK:     linalg.yield %[[TR]] : f16
//       CHECK:   -> tensor<?x3xf16>

// NOCHECK-LABEL: func.func @dynamic_f16
//   NOCHECK-NOT:   does not match
//       NOCHECK:   linalg.generic
//   NOCHECK-NOT:   does not match
//       NOCHECK:   return
func.func @dynamic_f16(%x: tensor<?x3xf16>, %g: tensor<?x?xf16>) -> tensor<?x3xf16> {
  %r = actgrad.hardsigmoid_backward %x, %g {alpha = 0.1666666716337204 : f32, beta = 0.5 : f32}
      : (tensor<?x3xf16>, tensor<?x?xf16>) -> tensor<?x3xf16>
  return %r : tensor<?x3xf16>
}
