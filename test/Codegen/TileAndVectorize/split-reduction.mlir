// RUN: actgrad-opt %s --split-input-file --actgrad-split-reduction="vector-width=16 tile-elements=64" | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-split-reduction=tile-elements=0 | FileCheck %s --check-prefix=NOCHUNKS

// One-pass PReLU backward NXC (diff_src and diff_slope in one generic, the
// batch reduced): the outermost reduction is split into 4 chunks of 2 rows
// (about tile-elements iterations each) with partial sums of their own,
// which a second generic adds up. The partial-sum generic is marked as a
// tiling root with its chunk dimension.
// CHECK-LABEL: func.func @prelu_nxc
//       CHECK:   tensor.expand_shape %arg0 {{\[}}[0, 1], [2]] output_shape [4, 2, 64]
//       CHECK:   %[[PARTIAL:.+]]:2 = linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel", "reduction", "parallel"]
//  CHECK-SAME:     outs({{.+}} : tensor<4x2x64xf32>, tensor<4x64xf32>)
//  CHECK-SAME:     attrs = {actgrad.lowering_config = {chunk_dim = 0 : index, partial_sums}}
//       CHECK:   tensor.collapse_shape %[[PARTIAL]]#0
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel"]
//  CHECK-SAME:     ins(%[[PARTIAL]]#1 : tensor<4x64xf32>)
// Without thread tiles, nothing to split: the innermost dimension is
// parallel already.
// NOCHUNKS-LABEL: func.func @prelu_nxc
//   NOCHUNKS-NOT:   actgrad.lowering_config
//   NOCHUNKS-NOT:   tensor.expand_shape
func.func @prelu_nxc(%arg0: tensor<8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<64xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<8x64xf32>
  %1 = tensor.empty() : tensor<64xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<64xf32>) -> tensor<64xf32>
  %3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<8x64xf32>, tensor<64xf32>, tensor<8x64xf32>) outs(%0, %2 : tensor<8x64xf32>, tensor<64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32, %out_2: f32):
    %4 = arith.cmpf ogt, %in, %cst : f32
    %5 = arith.mulf %in_0, %in_1 : f32
    %6 = arith.select %4, %in_1, %5 : f32
    %7 = arith.cmpf uno, %in, %in : f32
    %8 = arith.select %7, %in, %6 : f32
    %9 = arith.cmpf ogt, %in, %cst : f32
    %10 = arith.mulf %in, %in_1 : f32
    %11 = arith.select %9, %cst, %10 : f32
    %12 = arith.addf %out_2, %11 fastmath<reassoc> : f32
    linalg.yield %8, %12 : f32, f32
  } -> (tensor<8x64xf32>, tensor<64xf32>)
  return %3#0, %3#1 : tensor<8x64xf32>, tensor<64xf32>
}


// -----

// NCX: the innermost dimension (64 pixels) is reduced for diff_slope; it
// is split into 16 lanes of partial sums (the target's f32 lanes), which
// makes it parallel and vectorizable.
// CHECK-LABEL: func.func @prelu_ncx
// NOCHUNKS-LABEL: func.func @prelu_ncx
//       NOCHUNKS:   tensor.expand_shape %arg0 {{\[}}[0], [1], [2, 3]] output_shape [2, 4, 4, 16]
//       NOCHUNKS:   linalg.generic
//  NOCHUNKS-SAME:     iterator_types = ["reduction", "parallel", "reduction", "parallel"]
//  NOCHUNKS-SAME:     attrs = {actgrad.lowering_config = {partial_sums}}
//       NOCHUNKS:   linalg.generic
//  NOCHUNKS-SAME:     iterator_types = ["parallel", "reduction"]
func.func @prelu_ncx(%arg0: tensor<2x4x64xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2x4x64xf32>) -> (tensor<2x4x64xf32>, tensor<4xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<2x4x64xf32>
  %1 = tensor.empty() : tensor<4xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
  %3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2 : tensor<2x4x64xf32>, tensor<4xf32>, tensor<2x4x64xf32>) outs(%0, %2 : tensor<2x4x64xf32>, tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32, %out_2: f32):
    %4 = arith.cmpf ogt, %in, %cst : f32
    %5 = arith.mulf %in_0, %in_1 : f32
    %6 = arith.select %4, %in_1, %5 : f32
    %7 = arith.cmpf uno, %in, %in : f32
    %8 = arith.select %7, %in, %6 : f32
    %9 = arith.cmpf ogt, %in, %cst : f32
    %10 = arith.mulf %in, %in_1 : f32
    %11 = arith.select %9, %cst, %10 : f32
    %12 = arith.addf %out_2, %11 fastmath<reassoc> : f32
    linalg.yield %8, %12 : f32, f32
  } -> (tensor<2x4x64xf32>, tensor<4xf32>)
  return %3#0, %3#1 : tensor<2x4x64xf32>, tensor<4xf32>
}

