// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// hardsigmoid_backward forms: select(lo < x && x < hi, g * c, 0) with
// c * (hi - lo) = 1 (docs/Raising.md). alpha = c, beta = 1/2 - c (lo + hi) / 2.
// The fused fix-up computes the front end's value within a few ulps of lo
// and hi, where the op's test 0 < alpha x + beta < 1 may classify x
// differently, and for NaN x.

#id = affine_map<(d0, d1) -> (d0, d1)>
// PyTorch's decomposition: where(-3 < x & x < 3, g * (1/6), 0).
// CHECK-LABEL: func.func @pytorch
//  CHECK-SAME:   %[[G:.+]]: tensor<4x8xf32>, %[[X:.+]]: tensor<4x8xf32>
//       CHECK:   %[[H:.+]] = actgrad.hardsigmoid_backward %[[X]], %[[G]] {alpha = 0.166666672 : f32, beta = 5.000000e-01 : f32}
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       ins(%[[X]], %[[G]], %[[H]] : {{.*}})
//       CHECK:     arith.mulf %{{.+}}, %{{.+}} : f32
//       CHECK:     arith.select
//       CHECK:     arith.ori
//       CHECK:     arith.select
//       CHECK:     arith.cmpf uno
//       CHECK:     arith.select
//       CHECK:   return %[[R]]
func.func @pytorch(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %lo = arith.constant -3.0 : f32
    %hi = arith.constant 3.0 : f32
    %c = arith.constant 0.166666672 : f32
    %zero = arith.constant 0.0 : f32
    %c1 = arith.cmpf ogt, %b, %lo : f32
    %c2 = arith.cmpf olt, %b, %hi : f32
    %in = arith.andi %c1, %c2 : i1
    %p = arith.mulf %a, %c : f32
    %s = arith.select %in, %p, %zero : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// TF's hard_sigmoid gradient, slope 0.2 on |x| < 2.5, bf16 extended to f32
// with the mask inverted (x <= -2.5 || x >= 2.5 ? 0 : 0.2 * g).
// CHECK-LABEL: func.func @tf_bf16
//  CHECK-SAME:   %[[G:.+]]: tensor<16xbf16>, %[[X:.+]]: tensor<16xbf16>
//       CHECK:   actgrad.hardsigmoid_backward %[[X]], %[[G]] {alpha = 2.000000e-01 : f32, beta = 5.000000e-01 : f32}
func.func @tf_bf16(%g: tensor<16xbf16>, %x: tensor<16xbf16>) -> tensor<16xbf16> {
  %e = tensor.empty() : tensor<16xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<16xbf16>, tensor<16xbf16>) outs(%e : tensor<16xbf16>) {
  ^bb0(%a16: bf16, %b16: bf16, %o: bf16):
    %a = arith.extf %a16 : bf16 to f32
    %b = arith.extf %b16 : bf16 to f32
    %lo = arith.constant -2.5 : f32
    %hi = arith.constant 2.5 : f32
    %c = arith.constant 0.2 : f32
    %zero = arith.constant 0.0 : f32
    %c1 = arith.cmpf ole, %b, %lo : f32
    %c2 = arith.cmpf oge, %b, %hi : f32
    %out = arith.ori %c1, %c2 : i1
    %p = arith.mulf %c, %a : f32
    %s = arith.select %out, %zero, %p : f32
    %s16 = arith.truncf %s : f32 to bf16
    linalg.yield %s16 : bf16
  } -> tensor<16xbf16>
  return %r : tensor<16xbf16>
}

// -----

#id = affine_map<(d0) -> (d0)>
// g / 4 on (-2, 2): 1/4 is a power of two, so g / 4 == g * 0.25.
// CHECK-LABEL: func.func @divide_by_power_of_two
//       CHECK:   actgrad.hardsigmoid_backward %{{.+}}, %{{.+}} {alpha = 2.500000e-01 : f32, beta = 5.000000e-01 : f32}
func.func @divide_by_power_of_two(%g: tensor<16xf16>, %x: tensor<16xf16>) -> tensor<16xf16> {
  %e = tensor.empty() : tensor<16xf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<16xf16>, tensor<16xf16>) outs(%e : tensor<16xf16>) {
  ^bb0(%a: f16, %b: f16, %o: f16):
    %lo = arith.constant -2.0 : f16
    %hi = arith.constant 2.0 : f16
    %d = arith.constant 4.0 : f16
    %zero = arith.constant 0.0 : f16
    %c1 = arith.cmpf ogt, %b, %lo : f16
    %c2 = arith.cmpf olt, %b, %hi : f16
    %in = arith.andi %c1, %c2 : i1
    %p = arith.divf %a, %d : f16
    %s = arith.select %in, %p, %zero : f16
    linalg.yield %s : f16
  } -> tensor<16xf16>
  return %r : tensor<16xf16>
}

// -----

#id = affine_map<(d0) -> (d0)>
// Not raised: the slope does not span the interval (0.25 on (-3, 3)); g / 6
// (1/6 is not a power of two: g / 6 and g * (1/6) round differently); a
// one-sided mask.
// CHECK-LABEL: func.func @constants_do_not_fit
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @constants_do_not_fit(%g: tensor<16xf32>, %x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %lo = arith.constant -3.0 : f32
    %hi = arith.constant 3.0 : f32
    %c = arith.constant 0.25 : f32
    %zero = arith.constant 0.0 : f32
    %c1 = arith.cmpf ogt, %b, %lo : f32
    %c2 = arith.cmpf olt, %b, %hi : f32
    %in = arith.andi %c1, %c2 : i1
    %p = arith.mulf %a, %c : f32
    %s = arith.select %in, %p, %zero : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// CHECK-LABEL: func.func @divide_by_six
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @divide_by_six(%g: tensor<16xf32>, %x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %lo = arith.constant -3.0 : f32
    %hi = arith.constant 3.0 : f32
    %d = arith.constant 6.0 : f32
    %zero = arith.constant 0.0 : f32
    %c1 = arith.cmpf ogt, %b, %lo : f32
    %c2 = arith.cmpf olt, %b, %hi : f32
    %in = arith.andi %c1, %c2 : i1
    %p = arith.divf %a, %d : f32
    %s = arith.select %in, %p, %zero : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// CHECK-LABEL: func.func @one_sided
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @one_sided(%g: tensor<16xf32>, %x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %c = arith.constant 0.5 : f32
    %in = arith.cmpf ogt, %b, %zero : f32
    %p = arith.mulf %a, %c : f32
    %s = arith.select %in, %p, %zero : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}
