// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// PyTorch's decompositions as torch-mlir lowers them (copies of the captures
// in test/FrontEnds/torch-mlir/Inputs): one generic per aten op, the masks
// materialized as i1 tensors, the compares in f64 on `arith.extf` of the
// input (of its f32 extension for bf16), the constant 1 of silu_backward an
// i64 tensor converted with `arith.sitofp`.

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
// hardtanh_backward: `x <= -1 || x >= 1 ? 0 : g`. -1 and 1 are f32 values:
// the op's strict bounds are -1 and 1; NaN x passes g (the fix-up).
// CHECK-LABEL: func.func @hardtanh_backward_f32
//  CHECK-SAME:   %[[X:.+]]: tensor<4x16xf32>, %[[G:.+]]: tensor<4x16xf32>
//       CHECK:   %[[R:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]] {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32}
//       CHECK:   linalg.generic
//       CHECK:   ^bb0(%[[XI:.+]]: f32, %[[GI:.+]]: f32, %[[HI:.+]]: f32, %{{.+}}: f32):
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XI]], %[[XI]] : f32
//       CHECK:     %[[S:.+]] = arith.select %[[NAN]], %[[GI]], %[[HI]] : f32
//       CHECK:     linalg.yield %[[S]] : f32
//   CHECK-NOT:   linalg.generic
func.func @hardtanh_backward_f32(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %cst = arith.constant dense<0.000000e+00> : tensor<f32>
  %one = arith.constant 1.000000e+00 : f64
  %mone = arith.constant -1.000000e+00 : f64
  %e1 = tensor.empty() : tensor<4x16xi1>
  %lo = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x16xf32>) outs(%e1 : tensor<4x16xi1>) {
  ^bb0(%in: f32, %out: i1):
    %d = arith.extf %in : f32 to f64
    %c = arith.cmpf ole, %d, %mone : f64
    linalg.yield %c : i1
  } -> tensor<4x16xi1>
  %hi = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x16xf32>) outs(%e1 : tensor<4x16xi1>) {
  ^bb0(%in: f32, %out: i1):
    %d = arith.extf %in : f32 to f64
    %c = arith.cmpf oge, %d, %one : f64
    linalg.yield %c : i1
  } -> tensor<4x16xi1>
  %or = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%lo, %hi : tensor<4x16xi1>, tensor<4x16xi1>) outs(%e1 : tensor<4x16xi1>) {
  ^bb0(%a: i1, %b: i1, %out: i1):
    %o = arith.ori %a, %b : i1
    linalg.yield %o : i1
  } -> tensor<4x16xi1>
  %e = tensor.empty() : tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%or, %cst, %arg1 : tensor<4x16xi1>, tensor<f32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%m: i1, %z: f32, %g: f32, %out: f32):
    %s = arith.select %m, %z, %g : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
// The bf16 form: the compares on extf(extf(x : bf16 to f32) : f32 to f64),
// the select in f32, truncated once.
// CHECK-LABEL: func.func @hardtanh_backward_bf16
//  CHECK-SAME:   %[[X:.+]]: tensor<4x16xbf16>, %[[G:.+]]: tensor<4x16xbf16>
//       CHECK:   actgrad.hardtanh_backward %[[G]], %[[X]] {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
func.func @hardtanh_backward_bf16(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>) -> tensor<4x16xbf16> {
  %cst = arith.constant dense<0.000000e+00> : tensor<f32>
  %one = arith.constant 1.000000e+00 : f64
  %mone = arith.constant -1.000000e+00 : f64
  %ef = tensor.empty() : tensor<4x16xf32>
  %xf = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x16xbf16>) outs(%ef : tensor<4x16xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %w = arith.extf %in : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<4x16xf32>
  %gf = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4x16xbf16>) outs(%ef : tensor<4x16xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %w = arith.extf %in : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<4x16xf32>
  %e1 = tensor.empty() : tensor<4x16xi1>
  %m = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%xf : tensor<4x16xf32>) outs(%e1 : tensor<4x16xi1>) {
  ^bb0(%in: f32, %out: i1):
    %d = arith.extf %in : f32 to f64
    %c1 = arith.cmpf ole, %d, %mone : f64
    %c2 = arith.cmpf oge, %d, %one : f64
    %o = arith.ori %c1, %c2 : i1
    linalg.yield %o : i1
  } -> tensor<4x16xi1>
  %sel = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m, %cst, %gf : tensor<4x16xi1>, tensor<f32>, tensor<4x16xf32>) outs(%ef : tensor<4x16xf32>) {
  ^bb0(%mm: i1, %z: f32, %g: f32, %out: f32):
    %s = arith.select %mm, %z, %g : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %eb = tensor.empty() : tensor<4x16xbf16>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%sel : tensor<4x16xf32>) outs(%eb : tensor<4x16xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x16xbf16>
  return %r : tensor<4x16xbf16>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
// hardsigmoid_backward: `-3 < x && x < 3 ? g * (f32)(1/6) : 0` in f64.
// CHECK-LABEL: func.func @hardsigmoid_backward_f32
//  CHECK-SAME:   %[[X:.+]]: tensor<4x16xf32>, %[[G:.+]]: tensor<4x16xf32>
//       CHECK:   actgrad.hardsigmoid_backward %[[X]], %[[G]] {alpha = 0.166666672 : f32, beta = 5.000000e-01 : f32}
func.func @hardsigmoid_backward_f32(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %cst = arith.constant dense<0.000000e+00> : tensor<f32>
  %sixth = arith.constant 0.16666666666666666 : f64
  %three = arith.constant 3.000000e+00 : f64
  %mthree = arith.constant -3.000000e+00 : f64
  %e1 = tensor.empty() : tensor<4x16xi1>
  %m = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x16xf32>) outs(%e1 : tensor<4x16xi1>) {
  ^bb0(%in: f32, %out: i1):
    %d = arith.extf %in : f32 to f64
    %c1 = arith.cmpf ogt, %d, %mthree : f64
    %c2 = arith.cmpf olt, %d, %three : f64
    %a = arith.andi %c1, %c2 : i1
    linalg.yield %a : i1
  } -> tensor<4x16xi1>
  %e = tensor.empty() : tensor<4x16xf32>
  %p = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.truncf %sixth : f64 to f32
    %q = arith.mulf %in, %c : f32
    linalg.yield %q : f32
  } -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%m, %p, %cst : tensor<4x16xi1>, tensor<4x16xf32>, tensor<f32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%mm: i1, %v: f32, %z: f32, %out: f32):
    %s = arith.select %mm, %v, %z : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// An f64 constant that is no f32 value moves to the f32 value on the side
// that keeps the set: `x <= 0.1` (f64) holds for x <= 0.099999994f, so g
// passes for x >= 0.1f, the op's strict min is 0.099999994 (and +inf
// passes: the fix-up).
// CHECK-LABEL: func.func @f64_inexact_le
//       CHECK:   actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 0x7F800000 : f32, min = 0.099999994 : f32}
func.func @f64_inexact_le(%g: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %t = arith.constant 0.1 : f64
    %bd = arith.extf %b : f32 to f64
    %c = arith.cmpf ole, %bd, %t : f64
    %s = arith.select %c, %zero, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// `x > -0.1 && x < 0.1` (f64): -0.1f < -0.1 and 0.1f > 0.1, so the f32
// values that pass are [-0.099999994, 0.099999994]: strict bounds -0.1f,
// 0.1f.
// CHECK-LABEL: func.func @f64_inexact_interval
//       CHECK:   actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 1.000000e-01 : f32, min = -1.000000e-01 : f32}
func.func @f64_inexact_interval(%g: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %lo = arith.constant -0.1 : f64
    %hi = arith.constant 0.1 : f64
    %bd = arith.extf %b : f32 to f64
    %c1 = arith.cmpf ogt, %bd, %lo : f64
    %c2 = arith.cmpf olt, %bd, %hi : f64
    %c = arith.andi %c1, %c2 : i1
    %s = arith.select %c, %a, %zero : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// Not raised: the f64 subject is not an extended input (x * 2 in f64 is not
// x * 2 rounded to f32 compared exactly).
// CHECK-LABEL: func.func @f64_computed_subject
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @f64_computed_subject(%g: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %two = arith.constant 2.0 : f64
    %t = arith.constant 0.1 : f64
    %bd = arith.extf %b : f32 to f64
    %b2 = arith.mulf %bd, %two : f64
    %c = arith.cmpf ole, %b2, %t : f64
    %s = arith.select %c, %zero, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
// silu_backward: `g * s * (1 + x * (1 - s))`, s = 1 / (1 + exp(-x)), the 1
// of `1 - s` an element of `dense<1> : tensor<i64>` through arith.sitofp.
// CHECK-LABEL: func.func @silu_backward_f32
//  CHECK-SAME:   %[[X:.+]]: tensor<4x16xf32>, %[[G:.+]]: tensor<4x16xf32>
//       CHECK:   actgrad.swish_backward
//   CHECK-NOT:   arith.sitofp
func.func @silu_backward_f32(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %ione = arith.constant dense<1> : tensor<i64>
  %e = tensor.empty() : tensor<4x16xf32>
  %s = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %x = math.exp %n : f32
    %d = arith.addf %x, %one : f32
    %q = arith.divf %one, %d : f32
    linalg.yield %q : f32
  } -> tensor<4x16xf32>
  %gs = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %s : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<4x16xf32>
  %oms = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%ione, %s : tensor<i64>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%i: i64, %b: f32, %out: f32):
    %f = arith.sitofp %i : i64 to f32
    %m = arith.subf %f, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x16xf32>
  %xo = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %oms : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<4x16xf32>
  %t = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%xo : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %p = arith.addf %a, %one : f32
    linalg.yield %p : f32
  } -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%gs, %t : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>
// Not raised: `2 - s` (the i64 constant is 2): not swish's `1 - s`.
// CHECK-LABEL: func.func @silu_two_minus_s
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @silu_two_minus_s(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2 : i64
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %g: f32, %out: f32):
    %n = arith.negf %in : f32
    %x = math.exp %n : f32
    %d = arith.addf %x, %one : f32
    %s = arith.divf %one, %d : f32
    %f = arith.sitofp %two : i64 to f32
    %m = arith.subf %f, %s : f32
    %xm = arith.mulf %in, %m : f32
    %t = arith.addf %xm, %one : f32
    %gs = arith.mulf %g, %s : f32
    %p = arith.mulf %gs, %t : f32
    linalg.yield %p : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
