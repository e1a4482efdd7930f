// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-to-llvm \
// RUN:   --mlir-print-ir-after=raise-linalg-to-actgrad -o /dev/null 2>&1 | \
// RUN:   FileCheck %s --check-prefix=PIPELINE

// PyTorch's decomposition of PReLU's backward as torch-mlir lowers it: one
// generic per aten op, the `x > 0` mask materialized as a tensor of i1 and
// shared by both `where`s, `where(x > 0, g, w * g)` for diff_src and the sum
// of `where(x > 0, 0, x * g)` over the non-channel dimensions for
// diff_slope. Both are raised to one prelu_backward, by the pattern alone
// and in --actgrad-to-llvm's raising stage.

// PIPELINE-COUNT-2: actgrad.prelu_backward
// PIPELINE-NOT:     actgrad.prelu_backward

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
#s0 = affine_map<(d0, d1, d2, d3) -> ()>
// The slope read as [C] along dimension 1.
// CHECK-LABEL: func.func @i1_masks
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<2x3x4x5xf32>, %[[X:[^:]+]]: tensor<2x3x4x5xf32>, %[[W:[^:]+]]: tensor<3xf32>
//       CHECK:   %[[DS:.+]], %[[DW:.+]] = actgrad.prelu_backward %[[X]], %[[W]], %[[G]] {data_format = "NCX"}
//       CHECK:   %[[R:.+]] = linalg.generic
//       CHECK:     arith.cmpf uno
//   CHECK-NOT:   linalg.generic
//       CHECK:   return %[[R]], %[[DW]]
func.func @i1_masks(%g: tensor<2x3x4x5xf32>, %x: tensor<2x3x4x5xf32>, %w: tensor<3xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>) {
  %zero = arith.constant 0.0 : f32
  %eb = tensor.empty() : tensor<2x3x4x5xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x4x5xf32>) outs(%eb : tensor<2x3x4x5xi1>) {
  ^bb0(%b: f32, %o: i1):
    %pos = arith.cmpf ogt, %b, %zero : f32
    linalg.yield %pos : i1
  } -> tensor<2x3x4x5xi1>
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %wg = linalg.generic {indexing_maps = [#ch, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w, %g : tensor<3xf32>, tensor<2x3x4x5xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%c: f32, %a: f32, %o: f32):
    %m = arith.mulf %c, %a : f32
    linalg.yield %m : f32
  } -> tensor<2x3x4x5xf32>
  %ds = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%mask, %g, %wg : tensor<2x3x4x5xi1>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%p: i1, %a: f32, %b: f32, %o: f32):
    %s = arith.select %p, %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  %xg = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2x3x4x5xf32>
  %cz = arith.constant dense<0.0> : tensor<f32>
  %sel = linalg.generic {indexing_maps = [#id, #s0, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%mask, %cz, %xg : tensor<2x3x4x5xi1>, tensor<f32>, tensor<2x3x4x5xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%p: i1, %a: f32, %b: f32, %o: f32):
    %s = arith.select %p, %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  %e1 = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %dw = linalg.generic {indexing_maps = [#id, #ch], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%sel : tensor<2x3x4x5xf32>) outs(%z : tensor<3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %ds, %dw : tensor<2x3x4x5xf32>, tensor<3xf32>
}

// -----

// As torch-mlir 20261001 prints it (make_fx of torch.autograd.grad of
// F.prelu with its decomposition table; test/FrontEnds/torch-mlir has the
// capture): the weight viewed as [1, C, 1, 1] (tensor.expand_shape), the
// sum kept in [1, C, 1, 1] and collapsed to [C].
// CHECK-LABEL: func.func @prelu_backward
//  CHECK-SAME:   %[[X:[^:]+]]: tensor<2x3x4x5xf32>, %[[W:[^:]+]]: tensor<3xf32>, %[[G:[^:]+]]: tensor<2x3x4x5xf32>
//       CHECK:   %[[DS:.+]], %[[DW:.+]] = actgrad.prelu_backward %[[X]], %[[W]], %[[G]] {data_format = "NCX"}
//       CHECK:   %[[R:.+]] = linalg.generic
//   CHECK-NOT:   linalg.generic
//       CHECK:   return %[[R]], %[[DW]]
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> ()>
func.func @prelu_backward(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
  %expanded = tensor.expand_shape %arg1 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
  %0 = tensor.empty() : tensor<2x3x4x5xi1>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4x5xf32>) outs(%0 : tensor<2x3x4x5xi1>) {
  ^bb0(%in: f32, %out: i1):
    %10 = arith.cmpf ogt, %in, %cst : f32
    linalg.yield %10 : i1
  } -> tensor<2x3x4x5xi1>
  %2 = tensor.empty() : tensor<2x3x4x5xf32>
  %3 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %arg2 : tensor<1x3x1x1xf32>, tensor<2x3x4x5xf32>) outs(%2 : tensor<2x3x4x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %10 = arith.mulf %in, %in_1 : f32
    linalg.yield %10 : f32
  } -> tensor<2x3x4x5xf32>
  %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg2, %3 : tensor<2x3x4x5xi1>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) outs(%2 : tensor<2x3x4x5xf32>) {
  ^bb0(%in: i1, %in_1: f32, %in_2: f32, %out: f32):
    %10 = arith.select %in, %in_1, %in_2 : f32
    linalg.yield %10 : f32
  } -> tensor<2x3x4x5xf32>
  %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg2 : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) outs(%2 : tensor<2x3x4x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %10 = arith.mulf %in, %in_1 : f32
    linalg.yield %10 : f32
  } -> tensor<2x3x4x5xf32>
  %6 = linalg.generic {indexing_maps = [#map, #map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %cst_0, %5 : tensor<2x3x4x5xi1>, tensor<f32>, tensor<2x3x4x5xf32>) outs(%2 : tensor<2x3x4x5xf32>) {
  ^bb0(%in: i1, %in_1: f32, %in_2: f32, %out: f32):
    %10 = arith.select %in, %in_1, %in_2 : f32
    linalg.yield %10 : f32
  } -> tensor<2x3x4x5xf32>
  %7 = tensor.empty() : tensor<1x3x1x1xf32>
  %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%6 : tensor<2x3x4x5xf32>) outs(%8 : tensor<1x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %10 = arith.addf %in, %out : f32
    linalg.yield %10 : f32
  } -> tensor<1x3x1x1xf32>
  %collapsed = tensor.collapse_shape %9 [[0, 1, 2, 3]] : tensor<1x3x1x1xf32> into tensor<3xf32>
  return %4, %collapsed : tensor<2x3x4x5xf32>, tensor<3xf32>
}
