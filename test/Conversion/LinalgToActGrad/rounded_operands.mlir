// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// Masks whose `g` is an f32 value rounded to bf16 by a generic of its own
// (docs/Raising.md, "Masks"): under bf16 autocast, torch-mlir rounds a
// matmul's f32 result before the ReLU backward selects it in bf16. The
// truncation under the select rounds the value selected, so the mask passes
// that bf16 tensor: hardtanh_backward on it. A truncation of the root's own
// result (an f32 mask, rounded once) has no bf16 operand, and stays.

#id = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>
// The autocast TransformerEncoderLayer's ReLU backward, without its reshape:
// select(y <= 0, 0, g) in bf16, ordered (NaN y passes g), the mask a generic
// of its own; min 0, max +inf, and the fix-up passes g at y = +inf and NaN.
// CHECK-LABEL: func.func @relu_of_rounded_matmul
//  CHECK-SAME:   %{{.+}}: tensor<4x16xbf16>, %{{.+}}: tensor<16x32xbf16>, %[[Y:.+]]: tensor<4x32xbf16>
//       CHECK:   %[[MM:.+]] = linalg.matmul
//       CHECK:   %[[G:.+]] = linalg.generic {{.+}} ins(%[[MM]] : tensor<4x32xf32>)
//  CHECK-NEXT:   ^bb0
//  CHECK-NEXT:     arith.truncf
//       CHECK:   %[[R:.+]] = actgrad.hardtanh_backward %[[G]], %[[Y]] {max = 0x7F800000 : f32, min = 0.000000e+00 : f32} : (tensor<4x32xbf16>, tensor<4x32xbf16>) -> tensor<4x32xbf16>
//       CHECK:   %[[F:.+]] = linalg.generic {{.+}} ins(%[[Y]], %[[G]], %[[R]] :
//       CHECK:     %[[YE:.+]] = arith.extf %{{.+}} : bf16 to f32
//       CHECK:     %[[GE:.+]] = arith.extf %{{.+}} : bf16 to f32
//       CHECK:     %[[RE:.+]] = arith.extf %{{.+}} : bf16 to f32
//       CHECK:     %[[INF:.+]] = arith.cmpf oeq, %[[YE]], %{{.+}} : f32
//       CHECK:     %[[S:.+]] = arith.select %[[INF]], %[[GE]], %[[RE]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[YE]], %[[YE]] : f32
//       CHECK:     arith.select %[[NAN]], %[[GE]], %[[S]] : f32
//       CHECK:   return %[[F]]
func.func @relu_of_rounded_matmul(%a: tensor<4x16xbf16>, %b: tensor<16x32xbf16>, %y: tensor<4x32xbf16>) -> tensor<4x32xbf16> {
  %cz = arith.constant 0.0 : f32
  %zb = arith.constant 0.0 : bf16
  %z = arith.constant dense<0.0> : tensor<bf16>
  %e = tensor.empty() : tensor<4x32xf32>
  %acc = linalg.fill ins(%cz : f32) outs(%e : tensor<4x32xf32>) -> tensor<4x32xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x16xbf16>, tensor<16x32xbf16>) outs(%acc : tensor<4x32xf32>) -> tensor<4x32xf32>
  %eb = tensor.empty() : tensor<4x32xbf16>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<4x32xf32>) outs(%eb : tensor<4x32xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x32xbf16>
  %ei = tensor.empty() : tensor<4x32xi1>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x32xbf16>) outs(%ei : tensor<4x32xi1>) {
  ^bb0(%in: bf16, %out: i1):
    %c = arith.cmpf ole, %in, %zb : bf16
    linalg.yield %c : i1
  } -> tensor<4x32xi1>
  %r = linalg.generic {indexing_maps = [#id, #scalar, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %z, %g : tensor<4x32xi1>, tensor<bf16>, tensor<4x32xbf16>) outs(%eb : tensor<4x32xbf16>) {
  ^bb0(%c: i1, %zz: bf16, %gg: bf16, %out: bf16):
    %s = arith.select %c, %zz, %gg : bf16
    linalg.yield %s : bf16
  } -> tensor<4x32xbf16>
  return %r : tensor<4x32xbf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// As the capture has it: the rounded product expanded to [1, 4, 32], the
// mask unordered (NaN y gives 0: the fix-up selects 0 there).
// CHECK-LABEL: func.func @relu_of_rounded_product_expanded
//       CHECK:   %[[G:.+]] = linalg.generic
//  CHECK-NEXT:   ^bb0
//  CHECK-NEXT:     arith.mulf
//  CHECK-NEXT:     arith.truncf
//       CHECK:   %[[GX:.+]] = tensor.expand_shape %[[G]]
//       CHECK:   %[[R:.+]] = actgrad.hardtanh_backward %[[GX]], %arg2 {max = 0x7F800000 : f32, min = 0.000000e+00 : f32}
//       CHECK:   %[[F:.+]] = linalg.generic {{.+}} ins(%arg2, %[[GX]], %[[R]] :
//       CHECK:     arith.cmpf uno
//  CHECK-NEXT:     arith.select %{{.+}}, %cst{{.*}}, %{{.+}} : f32
//       CHECK:   return %[[F]]
func.func @relu_of_rounded_product_expanded(%a: tensor<4x32xf32>, %b: tensor<4x32xf32>, %y: tensor<1x4x32xbf16>) -> tensor<1x4x32xbf16> {
  %zb = arith.constant 0.0 : bf16
  %eb = tensor.empty() : tensor<4x32xbf16>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x32xf32>, tensor<4x32xf32>) outs(%eb : tensor<4x32xbf16>) {
  ^bb0(%p: f32, %q: f32, %out: bf16):
    %m = arith.mulf %p, %q : f32
    %t = arith.truncf %m : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x32xbf16>
  %gx = tensor.expand_shape %g [[0, 1], [2]] output_shape [1, 4, 32] : tensor<4x32xbf16> into tensor<1x4x32xbf16>
  %e3 = tensor.empty() : tensor<1x4x32xbf16>
  %r = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y, %gx : tensor<1x4x32xbf16>, tensor<1x4x32xbf16>) outs(%e3 : tensor<1x4x32xbf16>) {
  ^bb0(%yy: bf16, %gg: bf16, %out: bf16):
    %c = arith.cmpf ule, %yy, %zb : bf16
    %s = arith.select %c, %zb, %gg : bf16
    linalg.yield %s : bf16
  } -> tensor<1x4x32xbf16>
  return %r : tensor<1x4x32xbf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// Near misses. The truncation is the final rounding of an f32 mask of an
// f32 product, in the root's generic or in a generic of its own after the
// select: no bf16 value of `g` exists to pass. A truncation inline under the
// select is no tensor either. A rounded product with `y` is PReLU's
// diff_slope term, not a `g`.
// CHECK-LABEL: func.func @rounded_near_misses
//   CHECK-NOT:   actgrad.
//       CHECK:   return
func.func @rounded_near_misses(%a: tensor<4x32xf32>, %b: tensor<4x32xf32>, %y: tensor<4x32xbf16>, %gb: tensor<4x32xbf16>)
    -> (tensor<4x32xbf16>, tensor<4x32xbf16>, tensor<4x32xbf16>, tensor<4x32xbf16>) {
  %zb = arith.constant 0.0 : bf16
  %zf = arith.constant 0.0 : f32
  %ef = tensor.empty() : tensor<4x32xf32>
  %eb = tensor.empty() : tensor<4x32xbf16>
  %prod = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x32xf32>, tensor<4x32xf32>) outs(%ef : tensor<4x32xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %m = arith.mulf %p, %q : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  %final = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %prod : tensor<4x32xbf16>, tensor<4x32xf32>) outs(%eb : tensor<4x32xbf16>) {
  ^bb0(%yy: bf16, %pp: f32, %out: bf16):
    %ye = arith.extf %yy : bf16 to f32
    %c = arith.cmpf ole, %ye, %zf : f32
    %s = arith.select %c, %zf, %pp : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x32xbf16>
  %sel = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %prod : tensor<4x32xbf16>, tensor<4x32xf32>) outs(%ef : tensor<4x32xf32>) {
  ^bb0(%yy: bf16, %pp: f32, %out: f32):
    %ye = arith.extf %yy : bf16 to f32
    %c = arith.cmpf ole, %ye, %zf : f32
    %s = arith.select %c, %zf, %pp : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  %rounded = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sel : tensor<4x32xf32>) outs(%eb : tensor<4x32xbf16>) {
  ^bb0(%ss: f32, %out: bf16):
    %t = arith.truncf %ss : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x32xbf16>
  %inline = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %a, %b : tensor<4x32xbf16>, tensor<4x32xf32>, tensor<4x32xf32>) outs(%eb : tensor<4x32xbf16>) {
  ^bb0(%yy: bf16, %p: f32, %q: f32, %out: bf16):
    %m = arith.mulf %p, %q : f32
    %t = arith.truncf %m : f32 to bf16
    %c = arith.cmpf ole, %yy, %zb : bf16
    %s = arith.select %c, %zb, %t : bf16
    linalg.yield %s : bf16
  } -> tensor<4x32xbf16>
  %yg = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %gb : tensor<4x32xbf16>, tensor<4x32xbf16>) outs(%eb : tensor<4x32xbf16>) {
  ^bb0(%yy: bf16, %gg: bf16, %out: bf16):
    %ye = arith.extf %yy : bf16 to f32
    %ge = arith.extf %gg : bf16 to f32
    %m = arith.mulf %ye, %ge : f32
    %t = arith.truncf %m : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x32xbf16>
  %slope = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %yg : tensor<4x32xbf16>, tensor<4x32xbf16>) outs(%eb : tensor<4x32xbf16>) {
  ^bb0(%yy: bf16, %tt: bf16, %out: bf16):
    %c = arith.cmpf ogt, %yy, %zb : bf16
    %s = arith.select %c, %zb, %tt : bf16
    linalg.yield %s : bf16
  } -> tensor<4x32xbf16>
  return %final, %rounded, %inline, %slope : tensor<4x32xbf16>, tensor<4x32xbf16>, tensor<4x32xbf16>, tensor<4x32xbf16>
}
