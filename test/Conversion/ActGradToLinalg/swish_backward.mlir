// RUN: actgrad-opt %s --actgrad-insert-runtime-checks --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s
// RUN: actgrad-opt %s --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s --check-prefix=NOCHECK

// v = beta * x, s = 1 / (1 + exp(-v)), g * (s * fma(v, 1 - s, 1)).
// Operands are (grad_output, self). The default beta is 1.0, which CSE
// merges with the constant 1 of the formula.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @default_beta_f32
//  CHECK-SAME:   %[[G:.+]]: tensor<16xf32>, %[[X:.+]]: tensor<16xf32>
//       CHECK:   %[[INIT:.+]] = tensor.empty() : tensor<16xf32>
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel"]
//  CHECK-SAME:       ins(%[[G]], %[[X]] : tensor<16xf32>, tensor<16xf32>) outs(%[[INIT]] : tensor<16xf32>)
//       CHECK:   ^bb0(%[[GI:.+]]: f32, %[[XI:.+]]: f32, %{{.+}}: f32):
//       CHECK:     %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
//       CHECK:     %[[V:.+]] = arith.mulf %[[ONE]], %[[XI]] : f32
//       CHECK:     %[[NEGV:.+]] = arith.negf %[[V]] : f32
//       CHECK:     %[[E:.+]] = math.exp %[[NEGV]] : f32
//       CHECK:     %[[DEN:.+]] = arith.addf %[[ONE]], %[[E]] : f32
//       CHECK:     %[[S:.+]] = arith.divf %[[ONE]], %[[DEN]] : f32
//       CHECK:     %[[NEGS:.+]] = arith.negf %[[S]] : f32
//       CHECK:     %[[SPREAD:.+]] = math.fma %[[NEGS]], %[[S]], %[[S]] : f32
//       CHECK:     %[[D:.+]] = math.fma %[[V]], %[[SPREAD]], %[[S]] : f32
//       CHECK:     %[[RES:.+]] = arith.mulf %[[GI]], %[[D]] : f32
//       CHECK:     linalg.yield %[[RES]] : f32
//       CHECK:   return %[[R]]
func.func @default_beta_f32(%g: tensor<16xf32>, %x: tensor<16xf32>) -> tensor<16xf32> {
  %r = actgrad.swish_backward %g, %x : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// An explicit beta multiplies x in both terms: v feeds exp and v * (1 - s).
// CHECK-LABEL: func.func @explicit_beta_f32
//       CHECK:   ^bb0(%[[GI:.+]]: f32, %[[XI:.+]]: f32, %{{.+}}: f32):
//   CHECK-DAG:     %[[BETA:.+]] = arith.constant -7.500000e-01 : f32
//   CHECK-DAG:     %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
//       CHECK:     %[[V:.+]] = arith.mulf %[[BETA]], %[[XI]] : f32
//       CHECK:     %[[NEGV:.+]] = arith.negf %[[V]] : f32
//       CHECK:     %[[E:.+]] = math.exp %[[NEGV]] : f32
//       CHECK:     %[[DEN:.+]] = arith.addf %[[ONE]], %[[E]] : f32
//       CHECK:     %[[S:.+]] = arith.divf %[[ONE]], %[[DEN]] : f32
//       CHECK:     %[[NEGS:.+]] = arith.negf %[[S]] : f32
//       CHECK:     %[[SPREAD:.+]] = math.fma %[[NEGS]], %[[S]], %[[S]] : f32
//       CHECK:     %[[D:.+]] = math.fma %[[V]], %[[SPREAD]], %[[S]] : f32
//       CHECK:     %[[RES:.+]] = arith.mulf %[[GI]], %[[D]] : f32
//       CHECK:     linalg.yield %[[RES]] : f32
func.func @explicit_beta_f32(%g: tensor<2x3xf32>, %x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = actgrad.swish_backward %g, %x {beta = -0.75 : f32}
      : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// bf16 with dynamic dimensions: every dynamic size is checked against the
// static size of the other operand; the whole formula runs in f32 between
// one extf per operand and one truncf. beta = 0.1 stays an f32 constant.
// CHECK-LABEL: func.func @dynamic_bf16
//  CHECK-SAME:   %[[G:.+]]: tensor<2x?xbf16>, %[[X:.+]]: tensor<?x5xbf16>
//       CHECK:   %[[C0:.+]] = arith.constant 0 : index
//       CHECK:   %[[X0:.+]] = tensor.dim %[[X]], %[[C0]]
//       CHECK:   %[[C2:.+]] = arith.constant 2 : index
//       CHECK:   actgrad.check_size %[[X0]], %[[C2]], "actgrad.swish_backward: dimension 0 of 'self' does not match 'grad_output'"
//       CHECK:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   %[[G1:.+]] = tensor.dim %[[G]], %[[C1]]
//       CHECK:   %[[C5:.+]] = arith.constant 5 : index
//       CHECK:   actgrad.check_size %[[G1]], %[[C5]], "actgrad.swish_backward: dimension 1 of 'grad_output' does not match 'self'"
//       CHECK:   %[[INIT:.+]] = tensor.empty() : tensor<2x5xbf16>
//       CHECK:   linalg.generic
//  CHECK-SAME:       ins(%[[G]], %[[X]] : tensor<2x?xbf16>, tensor<?x5xbf16>) outs(%[[INIT]] : tensor<2x5xbf16>)
//       CHECK:   ^bb0(%[[GI:.+]]: bf16, %[[XI:.+]]: bf16, %{{.+}}: bf16):
//       CHECK:     %[[GF:.+]] = arith.extf %[[GI]] : bf16 to f32
//       CHECK:     %[[XF:.+]] = arith.extf %[[XI]] : bf16 to f32
//   CHECK-NOT:     bf16
//   CHECK-DAG:     %[[BETA:.+]] = arith.constant 1.000000e-01 : f32
//   CHECK-DAG:     %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
//       CHECK:     %[[V:.+]] = arith.mulf %[[BETA]], %[[XF]] : f32
//       CHECK:     %[[NEGV:.+]] = arith.negf %[[V]] : f32
//       CHECK:     %[[E:.+]] = math.exp %[[NEGV]] : f32
//       CHECK:     %[[DEN:.+]] = arith.addf %[[ONE]], %[[E]] : f32
//       CHECK:     %[[S:.+]] = arith.divf %[[ONE]], %[[DEN]] : f32
//       CHECK:     %[[NEGS:.+]] = arith.negf %[[S]] : f32
//       CHECK:     %[[SPREAD:.+]] = math.fma %[[NEGS]], %[[S]], %[[S]] : f32
//       CHECK:     %[[D:.+]] = math.fma %[[V]], %[[SPREAD]], %[[S]] : f32
//       CHECK:     %[[RES:.+]] = arith.mulf %[[GF]], %[[D]] : f32
//   CHECK-NOT:     bf16
//       CHECK:     %[[TR:.+]] = arith.truncf %[[RES]] : f32 to bf16
//       CHECK:     linalg.yield %[[TR]] : bf16
//       CHECK:   -> tensor<2x5xbf16>

// NOCHECK-LABEL: func.func @dynamic_bf16
//   NOCHECK-NOT:   does not match
//       NOCHECK:   linalg.generic
//   NOCHECK-NOT:   does not match
//       NOCHECK:   return
func.func @dynamic_bf16(%g: tensor<2x?xbf16>, %x: tensor<?x5xbf16>) -> tensor<2x5xbf16> {
  %r = actgrad.swish_backward %g, %x {beta = 0.1 : f32}
      : (tensor<2x?xbf16>, tensor<?x5xbf16>) -> tensor<2x5xbf16>
  return %r : tensor<2x5xbf16>
}

// -----

// CHECK-LABEL: func.func @static_f16
//       CHECK:   ^bb0(%[[GI:.+]]: f16, %[[XI:.+]]: f16, %{{.+}}: f16):
//       CHECK:     %[[GF:.+]] = arith.extf %[[GI]] : f16 to f32
//       CHECK:     %[[XF:.+]] = arith.extf %[[XI]] : f16 to f32
//   CHECK-DAG:     %[[BETA:.+]] = arith.constant 1.500000e+00 : f32
//   CHECK-DAG:     %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
//       CHECK:     %[[V:.+]] = arith.mulf %[[BETA]], %[[XF]] : f32
//       CHECK:     %[[NEGV:.+]] = arith.negf %[[V]] : f32
//       CHECK:     %[[E:.+]] = math.exp %[[NEGV]] : f32
//       CHECK:     %[[DEN:.+]] = arith.addf %[[ONE]], %[[E]] : f32
//       CHECK:     %[[S:.+]] = arith.divf %[[ONE]], %[[DEN]] : f32
//       CHECK:     %[[NEGS:.+]] = arith.negf %[[S]] : f32
//       CHECK:     %[[SPREAD:.+]] = math.fma %[[NEGS]], %[[S]], %[[S]] : f32
//       CHECK:     %[[D:.+]] = math.fma %[[V]], %[[SPREAD]], %[[S]] : f32
//       CHECK:     %[[RES:.+]] = arith.mulf %[[GF]], %[[D]] : f32
//       CHECK:     %[[TR:.+]] = arith.truncf %[[RES]] : f32 to f16
//       CHECK:     linalg.yield %[[TR]] : f16
func.func @static_f16(%g: tensor<3x4x5xf16>, %x: tensor<3x4x5xf16>) -> tensor<3x4x5xf16> {
  %r = actgrad.swish_backward %g, %x {beta = 1.5 : f32}
      : (tensor<3x4x5xf16>, tensor<3x4x5xf16>) -> tensor<3x4x5xf16>
  return %r : tensor<3x4x5xf16>
}
