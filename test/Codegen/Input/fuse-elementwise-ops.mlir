// RUN: actgrad-opt %s --split-input-file --actgrad-fuse-elementwise-ops | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-fuse-elementwise-ops=max-recomputed-ops=0 | FileCheck %s --check-prefix=NORECOMPUTE

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Softmax backward as front ends write it (after unit-dim folding): `g * y`
// feeds the reduction and the update. It is recomputed in both, so no
// generic computes it alone; the broadcast fuses into the update.
// CHECK-LABEL: func.func @softmax_backward
//       CHECK:   %[[SUM:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "reduction"]
//  CHECK-SAME:       ins(%[[G:[a-z0-9]+]], %[[Y:[a-z0-9]+]] :
//       CHECK:     arith.mulf
//       CHECK:     arith.addf
//       CHECK:   linalg.generic {{.+}} iterator_types = ["parallel", "parallel"]
//  CHECK-SAME:       ins(%[[G]], %[[Y]], %[[SUM]] :
//       CHECK:     arith.mulf
//       CHECK:     arith.mulf
//       CHECK:     arith.subf
//   CHECK-NOT:   linalg.generic
// NORECOMPUTE-LABEL: func.func @softmax_backward
//       NORECOMPUTE:   linalg.generic {{.+}} iterator_types = ["parallel", "parallel"]
//       NORECOMPUTE:   linalg.generic {{.+}} iterator_types = ["parallel", "reduction"]
//       NORECOMPUTE:   linalg.generic {{.+}} iterator_types = ["parallel", "parallel"]
func.func @softmax_backward(%g: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %gy = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%gy : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %bc = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %ys = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %bc : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gy, %ys : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.subf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// An expensive producer (exp) with two users is computed once.
// CHECK-LABEL: func.func @expensive_producer
//       CHECK:   linalg.generic
//       CHECK:     math.exp
//       CHECK:   linalg.generic
//   CHECK-NOT:     math.exp
//       CHECK:   linalg.generic
//   CHECK-NOT:     math.exp
// NORECOMPUTE-LABEL: func.func @expensive_producer
func.func @expensive_producer(%x: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.exp %a : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  %r0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%ex : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%ex : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %r0, %r1 : tensor<64xf32>, tensor<64xf32>
}
