// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// Gradients of values computed in the same function: a tensor used more
// than once whose element cannot be built inside a sum is read as a leaf
// (it is the same value), so the tree has no sum inside a sum.

// torch-mlir's softmax_backward decomposition with the forward softmax
// (max, exp, sum, divide) in the same function (a copy of
// test/FrontEnds/torch-mlir/Inputs/softmax_backward_f32.mlir): `y` (%11) is
// used in the sum `sum(g * y)` and outside it.
// CHECK-LABEL: func.func @softmax_backward_f32
//  CHECK-SAME:   %{{.+}}: tensor<4x16xf32>, %[[G:.+]]: tensor<4x16xf32>
//       CHECK:     math.exp
//       CHECK:     arith.addf
//       CHECK:   %[[Y:.+]] = linalg.generic
//  CHECK-NEXT:   ^bb0
//  CHECK-NEXT:     arith.divf
//       CHECK:   actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
func.func @softmax_backward_f32(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
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
  return %15 : tensor<4x16xf32>
}


// -----

// The bf16 capture: y is rounded to bf16 (%14) and extended again for the
// backward; the extension's input is the leaf, so y is a bf16 operand.
// CHECK-LABEL: func.func @softmax_backward_bf16
//  CHECK-SAME:   %{{.+}}: tensor<4x16xbf16>, %[[G:.+]]: tensor<4x16xbf16>
//       CHECK:     arith.divf
//       CHECK:   %[[Y:.+]] = linalg.generic
//  CHECK-NEXT:   ^bb0
//  CHECK-NEXT:     arith.truncf
//       CHECK:   actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
func.func @softmax_backward_bf16(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>) -> tensor<4x16xbf16> {
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0xFF800000 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x16xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x16xbf16>) outs(%0 : tensor<4x16xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %22 = arith.extf %in : bf16 to f32
    linalg.yield %22 : f32
  } -> tensor<4x16xf32>
  %2 = tensor.empty() : tensor<4xi64>
  %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<4xi64>) -> tensor<4xi64>
  %4 = tensor.empty() : tensor<4xf32>
  %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<4xf32>) -> tensor<4xf32>
  %6:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<4x16xf32>) outs(%5, %3 : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %22 = linalg.index 1 : index
    %23 = arith.index_cast %22 : index to i64
    %24 = arith.maximumf %in, %out : f32
    %25 = arith.cmpf ogt, %in, %out : f32
    %26 = arith.select %25, %23, %out_1 : i64
    linalg.yield %24, %26 : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  %expanded = tensor.expand_shape %6#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %7 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %expanded : tensor<4x16xf32>, tensor<4x1xf32>) outs(%0 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %22 = arith.subf %in, %in_1 : f32
    linalg.yield %22 : f32
  } -> tensor<4x16xf32>
  %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<4x16xf32>) outs(%0 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %22 = math.exp %in : f32
    linalg.yield %22 : f32
  } -> tensor<4x16xf32>
  %9 = tensor.empty() : tensor<4x1xf32>
  %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %11 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<4x16xf32>) outs(%10 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %22 = arith.addf %in, %out : f32
    linalg.yield %22 : f32
  } -> tensor<4x1xf32>
  %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %11 : tensor<4x16xf32>, tensor<4x1xf32>) outs(%0 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %22 = arith.divf %in, %in_1 : f32
    linalg.yield %22 : f32
  } -> tensor<4x16xf32>
  %13 = tensor.empty() : tensor<4x16xbf16>
  %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<4x16xf32>) outs(%13 : tensor<4x16xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %22 = arith.truncf %in : f32 to bf16
    linalg.yield %22 : bf16
  } -> tensor<4x16xbf16>
  %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4x16xbf16>) outs(%0 : tensor<4x16xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %22 = arith.extf %in : bf16 to f32
    linalg.yield %22 : f32
  } -> tensor<4x16xf32>
  %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<4x16xbf16>) outs(%0 : tensor<4x16xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %22 = arith.extf %in : bf16 to f32
    linalg.yield %22 : f32
  } -> tensor<4x16xf32>
  %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %16 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%0 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %22 = arith.mulf %in, %in_1 : f32
    linalg.yield %22 : f32
  } -> tensor<4x16xf32>
  %18 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%17 : tensor<4x16xf32>) outs(%10 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %22 = arith.addf %in, %out : f32
    linalg.yield %22 : f32
  } -> tensor<4x1xf32>
  %19 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %18 : tensor<4x16xf32>, tensor<4x1xf32>) outs(%0 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %22 = arith.mulf %in, %in_1 : f32
    linalg.yield %22 : f32
  } -> tensor<4x16xf32>
  %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %19 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%0 : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %22 = arith.subf %in, %in_1 : f32
    linalg.yield %22 : f32
  } -> tensor<4x16xf32>
  %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<4x16xf32>) outs(%13 : tensor<4x16xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %22 = arith.truncf %in : f32 to bf16
    linalg.yield %22 : bf16
  } -> tensor<4x16xbf16>
  return %21 : tensor<4x16xbf16>
}

// -----

// JAX's softmax gradient through IREE's input conversion (the capture
// test/FrontEnds/jax/Inputs/softmax_vjp_f32.mlir, with `y` an argument): the
// keep-dims sum of `-(y * g)` is summed again over its unit dimension. A sum
// from 0 is never -0, so `0 + S` is S bit for bit: the tree has the one sum.
// CHECK-LABEL: func.func @jax_softmax_unit_resum
//  CHECK-SAME:   %[[Y:.+]]: tensor<4x16xf32>, %[[G:.+]]: tensor<4x16xf32>
//       CHECK:   actgrad.softmax_backward %[[G]], %[[Y]] :
// (then the fix-up of the `g*y - y*S` form for y = +inf)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @jax_softmax_unit_resum(%y: tensor<4x16xf32>, %g: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %zero = linalg.fill ins(%cst : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %yg = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%y, %g : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.mulf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<4x16xf32>
  %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%yg : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.negf %in : f32
    linalg.yield %0 : f32
  } -> tensor<4x16xf32>
  %sum = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%neg : tensor<4x16xf32>) outs(%zero : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %expanded = tensor.expand_shape %sum [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %resum = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%expanded : tensor<4x1xf32>) outs(%zero : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %b = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%resum : tensor<4xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  %ys = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%y, %b : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.mulf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%yg, %ys : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.addf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// `0 + v` over a unit dimension where v is not a sum stays: v may be -0,
// and 0 + -0 is +0.
// CHECK-LABEL: func.func @unit_sum_of_a_read
//   CHECK-NOT:   actgrad.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @unit_sum_of_a_read(%y: tensor<4x16xf32>, %g: tensor<4x16xf32>, %s: tensor<4x1xf32>) -> tensor<4x16xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %zero = linalg.fill ins(%cst : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %resum = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%s : tensor<4x1xf32>) outs(%zero : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%y, %g, %resum : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %out: f32):
    %0 = arith.subf %b, %c : f32
    %1 = arith.mulf %a, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// torch-mlir's squeeze-excitation backward (the capture of a reduced
// mobilenet_v3_small, scripts/capture_frontends/torch_models.py): the `g` of
// the scale's hardsigmoid_backward is the sum over the image of the block's
// gradient times its input. The reduction's result is that value: it is
// the op's operand.
// CHECK-LABEL: func.func @squeeze_excitation_hardsigmoid
//  CHECK-SAME:   %[[X:.+]]: tensor<1x4x1x1xf32>,
//       CHECK:   %[[S:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "reduction"]
//       CHECK:   actgrad.hardsigmoid_backward %[[X]], %[[S]]
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
func.func @squeeze_excitation_hardsigmoid(%x: tensor<1x4x1x1xf32>, %a: tensor<1x4x8x8xf32>, %b: tensor<1x4x8x8xf32>) -> tensor<1x4x1x1xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %zero_t = arith.constant dense<0.000000e+00> : tensor<f32>
  %sixth = arith.constant 0.16666666666666666 : f64
  %three = arith.constant 3.000000e+00 : f64
  %mthree = arith.constant -3.000000e+00 : f64
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %e1 = tensor.empty() : tensor<1x4x1x1xf32>
  %zero = linalg.fill ins(%cst : f32) outs(%e1 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %ab = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a, %b : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.mulf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x8x8xf32>
  %sum = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%ab : tensor<1x4x8x8xf32>) outs(%zero : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x1x1xf32>
  %ei = tensor.empty() : tensor<1x4x1x1xi1>
  %gt = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x4x1x1xf32>) outs(%ei : tensor<1x4x1x1xi1>) {
  ^bb0(%in: f32, %out: i1):
    %0 = arith.extf %in : f32 to f64
    %1 = arith.cmpf ogt, %0, %mthree : f64
    linalg.yield %1 : i1
  } -> tensor<1x4x1x1xi1>
  %lt = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x4x1x1xf32>) outs(%ei : tensor<1x4x1x1xi1>) {
  ^bb0(%in: f32, %out: i1):
    %0 = arith.extf %in : f32 to f64
    %1 = arith.cmpf olt, %0, %three : f64
    linalg.yield %1 : i1
  } -> tensor<1x4x1x1xi1>
  %mask = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%gt, %lt : tensor<1x4x1x1xi1>, tensor<1x4x1x1xi1>) outs(%ei : tensor<1x4x1x1xi1>) {
  ^bb0(%in: i1, %in_1: i1, %out: i1):
    %0 = arith.andi %in, %in_1 : i1
    linalg.yield %0 : i1
  } -> tensor<1x4x1x1xi1>
  %scaled = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sum : tensor<1x4x1x1xf32>) outs(%e1 : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.truncf %sixth : f64 to f32
    %1 = arith.mulf %in, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<1x4x1x1xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map10, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mask, %scaled, %zero_t : tensor<1x4x1x1xi1>, tensor<1x4x1x1xf32>, tensor<f32>) outs(%e1 : tensor<1x4x1x1xf32>) {
  ^bb0(%in: i1, %in_1: f32, %in_2: f32, %out: f32):
    %0 = arith.select %in, %in_1, %in_2 : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x1x1xf32>
  return %r : tensor<1x4x1x1xf32>
}

// -----

// The softmax gradient of attention (torch-mlir's TransformerEncoderLayer,
// JAX's attention block): `g` is a matrix product, and `g * y` is used in and
// out of the sum. `g * y` cannot be built inside the sum (`g` is a sum), but
// its factors are read as the leaves, not the product: the tree keeps
// `g * y - y * sum(g * y)`.
// CHECK-LABEL: func.func @attention_softmax_grad
//  CHECK-SAME:   %[[A:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<8x16xf32>, %[[Y:.+]]: tensor<4x16xf32>
//       CHECK:   %[[G:.+]] = linalg.matmul
//       CHECK:   actgrad.softmax_backward %[[G]], %[[Y]] :
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
func.func @attention_softmax_grad(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %y: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %zero = linalg.fill ins(%cst : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %g = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%zero : tensor<4x16xf32>) -> tensor<4x16xf32>
  %gy = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%g, %y : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.mulf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<4x16xf32>
  %e1 = tensor.empty() : tensor<4x1xf32>
  %zero1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%gy : tensor<4x16xf32>) outs(%zero1 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4x1xf32>
  %ys = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%y, %s : tensor<4x16xf32>, tensor<4x1xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.mulf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%gy, %ys : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.subf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
