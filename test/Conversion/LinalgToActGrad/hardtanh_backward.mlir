// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// hardtanh_backward forms: hardtanh, ReLU6, threshold and ReLU backward as
// compare/select (docs/Raising.md). The op's bounds are strict; an inclusive
// front-end bound c becomes the next f32 value past c. The fused fix-up
// generic restores the front end's result where the op's differs: NaN x
// (the op gives NaN), and x = +-inf on a one-sided form.

#id = affine_map<(d0, d1) -> (d0, d1)>
// PyTorch's decomposition: x <= min || x >= max ? 0 : g, ordered compares:
// a NaN x passes g.
// CHECK-DAG:   #[[$ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @pytorch_ordered
//  CHECK-SAME:   %[[G:.+]]: tensor<4x8xf32>, %[[X:.+]]: tensor<4x8xf32>
//       CHECK:   %[[H:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]] {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32}
//       CHECK:   %[[E:.+]] = tensor.empty() : tensor<4x8xf32>
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       ins(%[[X]], %[[G]], %[[H]] : {{.*}}) outs(%[[E]] : tensor<4x8xf32>)
//       CHECK:   ^bb0(%[[XI:.+]]: f32, %[[GI:.+]]: f32, %[[HI:.+]]: f32, %{{.+}}: f32):
//   CHECK-NOT:     0x7F800000
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XI]], %[[XI]] : f32
//       CHECK:     %[[S:.+]] = arith.select %[[NAN]], %[[GI]], %[[HI]] : f32
//       CHECK:     linalg.yield %[[S]] : f32
//       CHECK:   return %[[R]]
func.func @pytorch_ordered(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %lo = arith.constant -1.0 : f32
    %hi = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %c1 = arith.cmpf ole, %b, %lo : f32
    %c2 = arith.cmpf oge, %b, %hi : f32
    %c = arith.ori %c1, %c2 : i1
    %s = arith.select %c, %zero, %a : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// torch-mlir's hardtanh_backward: x ult min || x ugt max ? 0 : g. The bounds
// pass g (inclusive): min and max become the f32 values next to them; a NaN
// x gives 0. The mask is a separate generic of i1.
// CHECK-LABEL: func.func @torch_mlir_unordered_inclusive
//  CHECK-SAME:   %[[G:.+]]: tensor<?xf32>, %[[X:.+]]: tensor<?xf32>
//       CHECK:   %[[H:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]] {max = 6.00000048 : f32, min = -1.00000012 : f32}
//       CHECK:   linalg.generic
//  CHECK-SAME:       ins(%[[X]], %[[G]], %[[H]] : {{.*}})
//       CHECK:   ^bb0(%[[XI:.+]]: f32, %[[GI:.+]]: f32, %[[HI:.+]]: f32, %{{.+}}: f32):
//       CHECK:     %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XI]], %[[XI]] : f32
//       CHECK:     arith.select %[[NAN]], %[[ZERO]], %[[HI]] : f32
func.func @torch_mlir_unordered_inclusive(%g: tensor<?xf32>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %em = tensor.empty(%n) : tensor<?xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<?xf32>) outs(%em : tensor<?xi1>) {
  ^bb0(%b: f32, %o: i1):
    %lo = arith.constant -1.0 : f32
    %hi = arith.constant 6.0 : f32
    %c1 = arith.cmpf ult, %b, %lo : f32
    %c2 = arith.cmpf ugt, %b, %hi : f32
    %c = arith.ori %c1, %c2 : i1
    linalg.yield %c : i1
  } -> tensor<?xi1>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%mask, %g : tensor<?xi1>, tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%m: i1, %a: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %s = arith.select %m, %zero, %a : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// min < x && x < max ? g : 0 with the constants on the left; f16 compared
// in f16. ReLU6's bounds.
// CHECK-LABEL: func.func @strict_select_f16
//  CHECK-SAME:   %[[G:.+]]: tensor<16xf16>, %[[X:.+]]: tensor<16xf16>
//       CHECK:   actgrad.hardtanh_backward %[[G]], %[[X]] {max = 6.000000e+00 : f32, min = 0.000000e+00 : f32}
//       CHECK:   linalg.generic
//       CHECK:     arith.extf
//       CHECK:     arith.cmpf uno
//       CHECK:     arith.select {{.*}} : f32
//       CHECK:     arith.truncf {{.*}} : f32 to f16
func.func @strict_select_f16(%g: tensor<16xf16>, %x: tensor<16xf16>) -> tensor<16xf16> {
  %e = tensor.empty() : tensor<16xf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<16xf16>, tensor<16xf16>) outs(%e : tensor<16xf16>) {
  ^bb0(%a: f16, %b: f16, %o: f16):
    %lo = arith.constant 0.0 : f16
    %hi = arith.constant 6.0 : f16
    %c1 = arith.cmpf olt, %lo, %b : f16
    %c2 = arith.cmpf ogt, %hi, %b : f16
    %c = arith.andi %c1, %c2 : i1
    %s = arith.select %c, %a, %lo : f16
    linalg.yield %s : f16
  } -> tensor<16xf16>
  return %r : tensor<16xf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// torch-mlir's threshold_backward (ReLU backward with threshold 0):
// x ule t ? 0 : g, bf16 extended to f32, the threshold an arith.truncf of an
// f64 constant. One-sided: min = t, max = +inf; the op's strict max drops
// x = +inf, which the front end passes.
// CHECK-LABEL: func.func @threshold_backward_bf16
//  CHECK-SAME:   %[[G:.+]]: tensor<2x8xbf16>, %[[X:.+]]: tensor<2x8xbf16>
//       CHECK:   actgrad.hardtanh_backward %[[G]], %[[X]] {max = 0x7F800000 : f32, min = 5.000000e-01 : f32}
//       CHECK:   linalg.generic
//       CHECK:   ^bb0(%[[XI:.+]]: bf16, %[[GI:.+]]: bf16, %[[HI:.+]]: bf16, %{{.+}}: bf16):
// The selects are in f32 (x86 cannot select bf16 vectors of every width);
// the values are bf16 ones, so extending and truncating back is exact.
//       CHECK:     %[[XF:.+]] = arith.extf %[[XI]] : bf16 to f32
//       CHECK:     %[[GF:.+]] = arith.extf %[[GI]] : bf16 to f32
//       CHECK:     %[[HF:.+]] = arith.extf %[[HI]] : bf16 to f32
//       CHECK:     %[[INF:.+]] = arith.constant 0x7F800000 : f32
//       CHECK:     %[[ISINF:.+]] = arith.cmpf oeq, %[[XF]], %[[INF]] : f32
//       CHECK:     %[[S1:.+]] = arith.select %[[ISINF]], %[[GF]], %[[HF]] : f32
//       CHECK:     %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XF]], %[[XF]] : f32
//       CHECK:     %[[S2:.+]] = arith.select %[[NAN]], %[[ZERO]], %[[S1]] : f32
//       CHECK:     %[[T:.+]] = arith.truncf %[[S2]] : f32 to bf16
//       CHECK:     linalg.yield %[[T]] : bf16
func.func @threshold_backward_bf16(%g: tensor<2x8xbf16>, %x: tensor<2x8xbf16>) -> tensor<2x8xbf16> {
  %e = tensor.empty() : tensor<2x8xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<2x8xbf16>, tensor<2x8xbf16>) outs(%e : tensor<2x8xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %o: bf16):
    %t64 = arith.constant 5.000000e-01 : f64
    %t = arith.truncf %t64 : f64 to f32
    %zero = arith.constant 0.0 : f32
    %bf = arith.extf %b : bf16 to f32
    %af = arith.extf %a : bf16 to f32
    %c = arith.cmpf ule, %bf, %t : f32
    %s = arith.select %c, %zero, %af : f32
    %st = arith.truncf %s : f32 to bf16
    linalg.yield %st : bf16
  } -> tensor<2x8xbf16>
  return %r : tensor<2x8xbf16>
}

// -----

#id = affine_map<(d0) -> (d0)>
// ReLU backward as x > 0 ? g : 0 with the zero and the threshold as splat
// tensors (StableHLO / TF style: compare and select of whole tensors).
// CHECK-LABEL: func.func @relu_splat_tensors
//  CHECK-SAME:   %[[G:.+]]: tensor<8xf32>, %[[X:.+]]: tensor<8xf32>
//       CHECK:   actgrad.hardtanh_backward %[[G]], %[[X]] {max = 0x7F800000 : f32, min = 0.000000e+00 : f32}
//       CHECK:   linalg.generic
//       CHECK:     arith.cmpf oeq
//       CHECK:     arith.cmpf uno
func.func @relu_splat_tensors(%g: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %zeros = arith.constant dense<0.0> : tensor<8xf32>
  %em = tensor.empty() : tensor<8xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %zeros : tensor<8xf32>, tensor<8xf32>) outs(%em : tensor<8xi1>) {
  ^bb0(%b: f32, %z: f32, %o: i1):
    %c = arith.cmpf ogt, %b, %z : f32
    linalg.yield %c : i1
  } -> tensor<8xi1>
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%mask, %g, %zeros : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%m: i1, %a: f32, %z: f32, %o: f32):
    %s = arith.select %m, %a, %z : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// Not raised: the values that pass g are two intervals ([-1, 1] and
// [2, +inf]).
// CHECK-LABEL: func.func @two_intervals
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @two_intervals(%g: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m1 = arith.constant -1.0 : f32
    %p1 = arith.constant 1.0 : f32
    %p2 = arith.constant 2.0 : f32
    %zero = arith.constant 0.0 : f32
    %c1 = arith.cmpf olt, %b, %m1 : f32
    %c2 = arith.cmpf ogt, %b, %p1 : f32
    %c3 = arith.cmpf olt, %b, %p2 : f32
    %c23 = arith.andi %c2, %c3 : i1
    %c = arith.ori %c1, %c23 : i1
    %s = arith.select %c, %zero, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// Not raised: the masked value is not 0 (leaky ReLU backward), the mask
// reads two tensors, the masked value is -0.0 (f64 compares are raised:
// torch_decompositions.mlir).
// CHECK-LABEL: func.func @leaky_relu_backward
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @leaky_relu_backward(%g: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %slope = arith.constant 0.01 : f32
    %c = arith.cmpf ogt, %b, %zero : f32
    %ag = arith.mulf %a, %slope : f32
    %s = arith.select %c, %a, %ag : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @mask_of_two_tensors
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @mask_of_two_tensors(%g: tensor<8xf32>, %x: tensor<8xf32>, %w: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x, %w : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %c1 = arith.cmpf ole, %b, %zero : f32
    %c2 = arith.cmpf oge, %c, %six : f32
    %m = arith.ori %c1, %c2 : i1
    %s = arith.select %m, %zero, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @negative_zero
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @negative_zero(%g: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %nzero = arith.constant -0.0 : f32
    %c = arith.cmpf ole, %b, %zero : f32
    %s = arith.select %c, %nzero, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
