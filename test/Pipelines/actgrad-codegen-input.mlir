// The input stage on its own: elementwise ops on tensors (arith, named
// linalg ops, generics) become one fused linalg.generic; with
// fuse-elementwise=false they stay one generic each.
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-input)' | FileCheck %s
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-input{fuse-elementwise=false})' | FileCheck %s --check-prefix=UNFUSED

// CHECK-LABEL: func.func @chain(
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: math.exp
// CHECK-NOT: linalg.generic
// CHECK: return
// UNFUSED-LABEL: func.func @chain(
// UNFUSED-COUNT-3: linalg.generic
// UNFUSED-NOT: linalg.generic
// UNFUSED-NOT: linalg.add
// UNFUSED: return
func.func @chain(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %m = arith.mulf %a, %b : tensor<64xf32>
  %e = tensor.empty() : tensor<64xf32>
  %s = linalg.add ins(%m, %a : tensor<64xf32>, tensor<64xf32>)
      outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %x = math.exp %s : tensor<64xf32>
  return %x : tensor<64xf32>
}

// hardsigmoid_backward as the conversion writes it (alpha = f32(1/6),
// beta = 0.5): its mask and NaN rule test x, and t = fma(alpha, x, beta)
// is gone (actgrad-invert-monotone-compares).
// CHECK-LABEL: func.func @hardsigmoid(
//  CHECK-SAME:     %[[X:.+]]: tensor<64xf32>, %[[G:.+]]: tensor<64xf32>)
//   CHECK-DAG:   %[[HI:.+]] = arith.constant 2.99999952 : f32
//   CHECK-DAG:   %[[LO:.+]] = arith.constant -2.99999976 : f32
//       CHECK:   linalg.generic
//  CHECK-NEXT:   ^bb0(%[[XI:.+]]: f32, %{{.+}}: f32, %{{.+}}: f32):
//   CHECK-NOT:     math.fma
//       CHECK:     arith.cmpf oge, %[[XI]], %[[LO]] : f32
//       CHECK:     arith.cmpf ole, %[[XI]], %[[HI]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XI]], %[[XI]] : f32
//       CHECK:     arith.select %[[NAN]], %[[XI]], %{{.+}} : f32
#map = affine_map<(d0) -> (d0)>
func.func @hardsigmoid(%x: tensor<64xf32>, %g: tensor<64xf32>) -> tensor<64xf32> {
  %0 = tensor.empty() : tensor<64xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %g : tensor<64xf32>, tensor<64xf32>) outs(%0 : tensor<64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %alpha = arith.constant 0.166666672 : f32
    %beta = arith.constant 5.000000e-01 : f32
    %t = math.fma %alpha, %in, %beta : f32
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %above = arith.cmpf ogt, %t, %zero : f32
    %below = arith.cmpf olt, %t, %one : f32
    %inside = arith.andi %above, %below : i1
    %gradient = arith.mulf %in_0, %alpha : f32
    %masked = arith.select %inside, %gradient, %zero : f32
    %nan = arith.cmpf uno, %t, %t : f32
    %r = arith.select %nan, %t, %masked : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %1 : tensor<64xf32>
}
