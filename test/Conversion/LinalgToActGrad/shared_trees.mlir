// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// The patterns tried on a root share its tree, and each root's leaf choice
// reuses the choices made at the roots before it (RootTrees, LeafMemo in
// lib/Conversion/LinalgToActGrad): both are rebuilt once a raise changes the
// IR, and the roots tried after it see the IR as the raise left it.

// Two softmax backwards of one forward softmax (torch-mlir's decomposition,
// as in computed_operands.mlir): `y` (%11) is the leaf of both roots. The
// second (%15) is raised after the first (%b15) has erased its own chain.
// CHECK-LABEL: func.func @two_softmax_backwards
//  CHECK-SAME:   %{{.+}}: tensor<4x16xf32>, %[[G1:.+]]: tensor<4x16xf32>, %[[G2:.+]]: tensor<4x16xf32>
//       CHECK:     math.exp
//       CHECK:     arith.addf
//       CHECK:   %[[Y:.+]] = linalg.generic
//  CHECK-NEXT:   ^bb0
//  CHECK-NEXT:     arith.divf
//       CHECK:   actgrad.softmax_backward %[[G1]], %[[Y]] :
//       CHECK:   actgrad.softmax_backward %[[G2]], %[[Y]] :
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
func.func @two_softmax_backwards(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0xFF800000 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4xi64>
  %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<4xi64>) -> tensor<4xi64>
  %2 = tensor.empty() : tensor<4xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
  %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x16xf32>) outs(%3, %1 : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %16 = linalg.index 1 : index
    %17 = arith.index_cast %16 : index to i64
    %18 = arith.maximumf %in, %out : f32
    %19 = arith.cmpf ogt, %in, %out : f32
    %20 = arith.select %19, %17, %out_1 : i64
    linalg.yield %18, %20 : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  %expanded = tensor.expand_shape %4#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %5 = tensor.empty() : tensor<4x16xf32>
  %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<4x16xf32>, tensor<4x1xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %16 = arith.subf %in, %in_1 : f32
    linalg.yield %16 : f32
  } -> tensor<4x16xf32>
  %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<4x16xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %16 = math.exp %in : f32
    linalg.yield %16 : f32
  } -> tensor<4x16xf32>
  %8 = tensor.empty() : tensor<4x1xf32>
  %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<4x16xf32>) outs(%9 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %16 = arith.addf %in, %out : f32
    linalg.yield %16 : f32
  } -> tensor<4x1xf32>
  %11 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %10 : tensor<4x16xf32>, tensor<4x1xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %16 = arith.divf %in, %in_1 : f32
    linalg.yield %16 : f32
  } -> tensor<4x16xf32>
  %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %11 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %16 = arith.mulf %in, %in_1 : f32
    linalg.yield %16 : f32
  } -> tensor<4x16xf32>
  %13 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<4x16xf32>) outs(%9 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %16 = arith.addf %in, %out : f32
    linalg.yield %16 : f32
  } -> tensor<4x1xf32>
  %14 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %13 : tensor<4x16xf32>, tensor<4x1xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %16 = arith.mulf %in, %in_1 : f32
    linalg.yield %16 : f32
  } -> tensor<4x16xf32>
  %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %14 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %16 = arith.subf %in, %in_1 : f32
    linalg.yield %16 : f32
  } -> tensor<4x16xf32>
  %b12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %11 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %16 = arith.mulf %in, %in_1 : f32
    linalg.yield %16 : f32
  } -> tensor<4x16xf32>
  %b13 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%b12 : tensor<4x16xf32>) outs(%9 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %16 = arith.addf %in, %out : f32
    linalg.yield %16 : f32
  } -> tensor<4x1xf32>
  %b14 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %b13 : tensor<4x16xf32>, tensor<4x1xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %16 = arith.mulf %in, %in_1 : f32
    linalg.yield %16 : f32
  } -> tensor<4x16xf32>
  %b15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%b12, %b14 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %16 = arith.subf %in, %in_1 : f32
    linalg.yield %16 : f32
  } -> tensor<4x16xf32>
  return %15, %b15 : tensor<4x16xf32>, tensor<4x16xf32>
}

// -----

// A raise that changes the IR a later root reads: the prelu_backward raise
// (of %ds and %dw) replaces the diff_slope reduction %dw, which %t reads.
// %last, tried first, is raised by no pattern (linalg.index), but its leaf
// choice builds %t, used twice, inside a sum: with %dw a reduction that
// fails (a sum inside a sum). After the prelu raise, %t reads the op's
// diff_slope and builds, so at %hs (tried after the raise) %t is no leaf:
// the mask's `g` is a value computed from the slope, not a read, and
// hardsigmoid_backward (whose `g` is a read) is not raised. A leaf choice
// remembered from before the raise would read %t as a leaf and raise it.
#id = affine_map<(d0, d1) -> (d0, d1)>
#ch = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @slope_read_after_raise
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<4x3xf32>, %[[X:[^:]+]]: tensor<4x3xf32>, %[[W:[^:]+]]: tensor<3xf32>
//       CHECK:   %{{.+}}, %[[DW:.+]] = actgrad.prelu_backward %[[X]], %[[W]], %[[G]]
//   CHECK-NOT:   actgrad.
//       CHECK:   %[[T:.+]] = linalg.generic {{.+}} ins(%[[DW]] : tensor<3xf32>)
//   CHECK-NOT:   actgrad.
//       CHECK:   linalg.generic {{.+}} ins(%[[T]], %{{.+}} : tensor<4x3xf32>, tensor<4x3xf32>)
//       CHECK:     arith.andi
//       CHECK:     arith.select
//   CHECK-NOT:   actgrad.
//       CHECK:   return
func.func @slope_read_after_raise(%g: tensor<4x3xf32>, %x: tensor<4x3xf32>, %w: tensor<3xf32>, %h: tensor<4x3xf32>, %k: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %e = tensor.empty() : tensor<4x3xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %dw = linalg.generic {indexing_maps = [#id, #id, #ch], iterator_types = ["reduction", "parallel"]}
      ins(%g, %x : tensor<4x3xf32>, tensor<4x3xf32>) outs(%z : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %c0 = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %c0 : f32
    %xg = arith.mulf %b, %a : f32
    %m = arith.select %pos, %c0, %xg : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %t = linalg.generic {indexing_maps = [#ch, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dw : tensor<3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c2 = arith.constant 2.0 : f32
    %p = arith.mulf %a, %c2 : f32
    linalg.yield %p : f32
  } -> tensor<4x3xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.addf %a, %f : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %hs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t, %u : tensor<4x3xf32>, tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %lo = arith.constant -3.0 : f32
    %hi = arith.constant 3.0 : f32
    %c = arith.constant 0.166666672 : f32
    %c0 = arith.constant 0.0 : f32
    %c1 = arith.cmpf ogt, %b, %lo : f32
    %c2 = arith.cmpf olt, %b, %hi : f32
    %in = arith.andi %c1, %c2 : i1
    %p = arith.mulf %a, %c : f32
    %s = arith.select %in, %p, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %ds = linalg.generic {indexing_maps = [#id, #id, #ch, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x, %w : tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %c0 = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %c0 : f32
    %wg = arith.mulf %c, %a : f32
    %s = arith.select %pos, %a, %wg : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %last = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t, %ds : tensor<4x3xf32>, tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %p, %f : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  return %hs, %last : tensor<4x3xf32>, tensor<4x3xf32>
}
