// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// The NaN rule of SEMANTICS.md 1 written into a mask, as
// convert-actgrad-to-linalg writes it (`select(x uno x, x, mask)`) and as
// front ends may: the self-compare as `uno`, `une` or `not(x == x)`, the NaN
// select at the top, inside the mask or in a generic of its own, inside or
// outside the truncation of a 16-bit form. Where NaN x gives NaN the op
// alone computes the form (no fix-up generic).

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @uno_top
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<4x8xf32>, %[[X:[^:]+]]: tensor<4x8xf32>
//       CHECK:   %[[R:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]] {max = 6.000000e+00 : f32, min = 0.000000e+00 : f32}
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[R]]
func.func @uno_top(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %lo = arith.cmpf ogt, %b, %zero : f32
    %hi = arith.cmpf olt, %b, %six : f32
    %in = arith.andi %lo, %hi : i1
    %m = arith.select %in, %a, %zero : f32
    %nan = arith.cmpf uno, %b, %b : f32
    %s = arith.select %nan, %b, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// `x une x` and the NaN select in a generic of its own.
// CHECK-LABEL: func.func @une_separate_generic
//       CHECK:   %[[R:.+]] = actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32}
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[R]]
func.func @une_separate_generic(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %lo = arith.constant -1.0 : f32
    %hi = arith.constant 1.0 : f32
    %c1 = arith.cmpf ole, %b, %lo : f32
    %c2 = arith.cmpf oge, %b, %hi : f32
    %out = arith.ori %c1, %c2 : i1
    %s = arith.select %out, %zero, %a : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%b: f32, %v: f32, %o: f32):
    %nan = arith.cmpf une, %b, %b : f32
    %s = arith.select %nan, %b, %v : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// `not(x == x)` (xori with true), the select the other way round:
// select(x oeq x, mask, x) through the xori.
// CHECK-LABEL: func.func @not_equal_self
//       CHECK:   %[[R:.+]] = actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 0x7F800000 : f32, min = 0.000000e+00 : f32}
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[R]]
func.func @not_equal_self(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %inf = arith.constant 0x7F800000 : f32
    %true = arith.constant true
    %lo = arith.cmpf ogt, %b, %zero : f32
    %hi = arith.cmpf olt, %b, %inf : f32
    %in = arith.andi %lo, %hi : i1
    %m = arith.select %in, %a, %zero : f32
    %eq = arith.cmpf oeq, %b, %b : f32
    %nan = arith.xori %eq, %true : i1
    %s = arith.select %nan, %b, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// The NaN select inside the mask: select(in, g, select(x uno x, x, 0)).
// CHECK-LABEL: func.func @nan_select_inside
//       CHECK:   %[[R:.+]] = actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 6.000000e+00 : f32, min = 0.000000e+00 : f32}
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[R]]
func.func @nan_select_inside(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %lo = arith.cmpf ogt, %b, %zero : f32
    %hi = arith.cmpf olt, %b, %six : f32
    %in = arith.andi %lo, %hi : i1
    %nan = arith.cmpf uno, %b, %b : f32
    %z = arith.select %nan, %b, %zero : f32
    %s = arith.select %in, %a, %z : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// The NaN select where it changes nothing: inside the branch that NaN x
// never takes (`x > 0` is false for NaN). NaN x gives 0, so the fix-up
// restores it.
// CHECK-LABEL: func.func @nan_select_unreachable
//       CHECK:   %[[H:.+]] = actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 0x7F800000 : f32, min = 0.000000e+00 : f32}
//       CHECK:   linalg.generic
//       CHECK:     arith.cmpf uno
//       CHECK:   return
func.func @nan_select_unreachable(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %zero : f32
    %nan = arith.cmpf uno, %b, %b : f32
    %p = arith.select %nan, %b, %a : f32
    %s = arith.select %pos, %p, %zero : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// bf16: the mask in f32 and truncated, the NaN select outside the
// truncation, in bf16.
// CHECK-LABEL: func.func @bf16_nan_select_outside_truncf
//       CHECK:   %[[R:.+]] = actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[R]]
func.func @bf16_nan_select_outside_truncf(%g: tensor<4x8xbf16>, %x: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %e = tensor.empty() : tensor<4x8xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xbf16>, tensor<4x8xbf16>) outs(%e : tensor<4x8xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %o: bf16):
    %zero = arith.constant 0.0 : f32
    %lo = arith.constant -1.0 : f32
    %hi = arith.constant 1.0 : f32
    %af = arith.extf %a : bf16 to f32
    %bf = arith.extf %b : bf16 to f32
    %c1 = arith.cmpf ogt, %bf, %lo : f32
    %c2 = arith.cmpf olt, %bf, %hi : f32
    %in = arith.andi %c1, %c2 : i1
    %m = arith.select %in, %af, %zero : f32
    %t = arith.truncf %m : f32 to bf16
    %nan = arith.cmpf uno, %b, %b : bf16
    %s = arith.select %nan, %b, %t : bf16
    linalg.yield %s : bf16
  } -> tensor<4x8xbf16>
  return %r : tensor<4x8xbf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// PReLU's diff_src with the NaN select (the conversion's form): no fix-up.
// CHECK-LABEL: func.func @prelu_nan_select
//       CHECK:   %[[DS:.+]], %[[DW:.+]] = actgrad.prelu_backward %{{.+}}, %{{.+}}, %{{.+}} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>)
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[DS]], %[[DW]]
func.func @prelu_nan_select(%x: tensor<4x8xf32>, %w: tensor<8xf32>, %g: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %ds = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w, %g : tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %a, %zero : f32
    %wg = arith.mulf %b, %c : f32
    %s = arith.select %pos, %c, %wg : f32
    %nan = arith.cmpf uno, %a, %a : f32
    %r = arith.select %nan, %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%z : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %dw = linalg.generic {indexing_maps = [#id, #id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %a, %zero : f32
    %xg = arith.mulf %a, %c : f32
    %t = arith.select %pos, %zero, %xg : f32
    %sum = arith.addf %o, %t : f32
    linalg.yield %sum : f32
  } -> tensor<8xf32>
  return %ds, %dw : tensor<4x8xf32>, tensor<8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// hardsigmoid as the conversion writes it: the test on t = fma(alpha, x,
// beta) and the NaN select of t.
// CHECK-LABEL: func.func @hardsigmoid_threshold
//       CHECK:   %[[R:.+]] = actgrad.hardsigmoid_backward %{{.+}}, %{{.+}} {alpha = 2.000000e-01 : f32, beta = 5.000000e-01 : f32}
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[R]]
func.func @hardsigmoid_threshold(%x: tensor<4x8xf16>, %g: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %e = tensor.empty() : tensor<4x8xf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g : tensor<4x8xf16>, tensor<4x8xf16>) outs(%e : tensor<4x8xf16>) {
  ^bb0(%a: f16, %b: f16, %o: f16):
    %xf = arith.extf %a : f16 to f32
    %gf = arith.extf %b : f16 to f32
    %alpha = arith.constant 0.2 : f32
    %beta = arith.constant 0.5 : f32
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %t = math.fma %alpha, %xf, %beta : f32
    %c1 = arith.cmpf ogt, %t, %zero : f32
    %c2 = arith.cmpf olt, %t, %one : f32
    %in = arith.andi %c1, %c2 : i1
    %p = arith.mulf %gf, %alpha : f32
    %m = arith.select %in, %p, %zero : f32
    %nan = arith.cmpf uno, %t, %t : f32
    %s = arith.select %nan, %t, %m : f32
    %tr = arith.truncf %s : f32 to f16
    linalg.yield %tr : f16
  } -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Not raised: the NaN select tests g, not x (two subjects).
// CHECK-LABEL: func.func @nan_select_of_other_value
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @nan_select_of_other_value(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %lo = arith.cmpf ogt, %b, %zero : f32
    %hi = arith.cmpf olt, %b, %six : f32
    %in = arith.andi %lo, %hi : i1
    %m = arith.select %in, %a, %zero : f32
    %nan = arith.cmpf uno, %a, %a : f32
    %s = arith.select %nan, %a, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Not raised: the NaN select over a leaky-ReLU-like select of two values
// (g and g * 0.01) is not a mask.
// CHECK-LABEL: func.func @nan_select_of_two_values
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @nan_select_of_two_values(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %slope = arith.constant 0.01 : f32
    %pos = arith.cmpf ogt, %b, %zero : f32
    %ag = arith.mulf %a, %slope : f32
    %m = arith.select %pos, %a, %ag : f32
    %nan = arith.cmpf uno, %b, %b : f32
    %s = arith.select %nan, %b, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Not raised: t unfused (`alpha * x + beta`) classifies x differently from
// the op's fma within an ulp of the bounds.
// CHECK-LABEL: func.func @hardsigmoid_threshold_unfused
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @hardsigmoid_threshold_unfused(%x: tensor<4x8xf32>, %g: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %alpha = arith.constant 0.2 : f32
    %beta = arith.constant 0.5 : f32
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %ax = arith.mulf %alpha, %a : f32
    %t = arith.addf %ax, %beta : f32
    %c1 = arith.cmpf ogt, %t, %zero : f32
    %c2 = arith.cmpf olt, %t, %one : f32
    %in = arith.andi %c1, %c2 : i1
    %p = arith.mulf %b, %alpha : f32
    %m = arith.select %in, %p, %zero : f32
    %nan = arith.cmpf uno, %t, %t : f32
    %s = arith.select %nan, %t, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Not raised: the product's constant is not t's alpha.
// CHECK-LABEL: func.func @hardsigmoid_threshold_other_scale
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @hardsigmoid_threshold_other_scale(%x: tensor<4x8xf32>, %g: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %alpha = arith.constant 0.2 : f32
    %scale = arith.constant 0.25 : f32
    %beta = arith.constant 0.5 : f32
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %t = math.fma %alpha, %a, %beta : f32
    %c1 = arith.cmpf ogt, %t, %zero : f32
    %c2 = arith.cmpf olt, %t, %one : f32
    %in = arith.andi %c1, %c2 : i1
    %p = arith.mulf %b, %scale : f32
    %m = arith.select %in, %p, %zero : f32
    %nan = arith.cmpf uno, %t, %t : f32
    %s = arith.select %nan, %t, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A mask that passes nothing (`0 < x && x < 1` written as `x < 0 && x > 1`):
// the op's bounds are not the compares' constants (min = 0, max = 1 would
// pass (0, 1)) but 0 and 0.
// CHECK-LABEL: func.func @empty_mask_other_constants
//       CHECK:   %[[R:.+]] = actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 0.000000e+00 : f32, min = 0.000000e+00 : f32}
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[R]]
func.func @empty_mask_other_constants(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %lo = arith.cmpf olt, %b, %zero : f32
    %hi = arith.cmpf ogt, %b, %one : f32
    %in = arith.andi %lo, %hi : i1
    %m = arith.select %in, %a, %zero : f32
    %nan = arith.cmpf uno, %b, %b : f32
    %s = arith.select %nan, %b, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
