// RUN: actgrad-opt %s --split-input-file --actgrad-split-reduction="vector-width=16 tile-elements=64" --mlir-print-local-scope | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-split-reduction=tile-elements=0 | FileCheck %s --check-prefix=NOCHUNKS
// RUN: actgrad-opt %s --split-input-file --actgrad-split-reduction="vector-width=16 tile-elements=64 split-dynamic-batch=false" | FileCheck %s --check-prefix=NODYN

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


// -----

// Dynamic PReLU NXC, the batch kept apart from the other rows (as
// actgrad-collapse-contiguous-dims leaves it): no chunk count is known to
// divide the rows, so the batch becomes parallel whole, with partial sums
// per image (tensor<?x64xf32>, sized by the batch), which a second generic
// adds to the init. The partial-sum generic is a tiling root without a
// chunk dimension: its parallel batch gives the thread tiles.
// CHECK-LABEL: func.func @prelu_nxc_dynamic
//       CHECK:   %[[N:.+]] = tensor.dim %arg0, %c0
//       CHECK:   %[[E:.+]] = tensor.empty(%[[N]]) : tensor<?x64xf32>
//       CHECK:   %[[Z:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<?x64xf32>)
//       CHECK:   %[[PARTIAL:.+]]:2 = linalg.generic
//  CHECK-SAME:     affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>]
//  CHECK-SAME:     iterator_types = ["parallel", "reduction", "parallel"]
//  CHECK-SAME:     outs(%{{.+}}, %[[Z]] : tensor<?x?x64xf32>, tensor<?x64xf32>)
//  CHECK-SAME:     attrs = {actgrad.lowering_config = {partial_sums}}
//       CHECK:     arith.addf %{{.+}}, %{{.+}} fastmath<reassoc> : f32
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:     indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>]
//  CHECK-SAME:     iterator_types = ["reduction", "parallel"]
//  CHECK-SAME:     ins(%[[PARTIAL]]#1 : tensor<?x64xf32>)
//  CHECK-SAME:     outs(%{{.+}} : tensor<64xf32>)
//       CHECK:     arith.addf %{{.+}}, %{{.+}} fastmath<reassoc> : f32
//       CHECK:   return %[[PARTIAL]]#0, %[[SUM]]
// Without threads (or thread tiles), one sweep over every row.
// NODYN-LABEL: func.func @prelu_nxc_dynamic
//   NODYN-NOT:   linalg.fill {{.*}}tensor<?x64xf32>
//       NODYN:   linalg.generic
//  NODYN-SAME:     iterator_types = ["reduction", "reduction", "parallel"]
//   NODYN-NOT:   actgrad.lowering_config
//   NODYN-NOT:   linalg.generic
//       NODYN:   return
// NOCHUNKS-LABEL: func.func @prelu_nxc_dynamic
//   NOCHUNKS-NOT:   linalg.fill {{.*}}tensor<?x64xf32>
//       NOCHUNKS:   linalg.generic
//  NOCHUNKS-SAME:     iterator_types = ["reduction", "reduction", "parallel"]
//   NOCHUNKS-NOT:   actgrad.lowering_config
//   NOCHUNKS-NOT:   linalg.generic
//       NOCHUNKS:   return
func.func @prelu_nxc_dynamic(%arg0: tensor<?x?x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<?x?x64xf32>, %init: tensor<?x?x64xf32>) -> (tensor<?x?x64xf32>, tensor<64xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %1 = tensor.empty() : tensor<64xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<64xf32>) -> tensor<64xf32>
  %3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x?x64xf32>, tensor<64xf32>, tensor<?x?x64xf32>) outs(%init, %2 : tensor<?x?x64xf32>, tensor<64xf32>) {
  ^bb0(%x: f32, %w: f32, %g: f32, %o: f32, %acc: f32):
    %pos = arith.cmpf ogt, %x, %cst : f32
    %wg = arith.mulf %w, %g : f32
    %src = arith.select %pos, %g, %wg : f32
    %xg = arith.mulf %x, %g : f32
    %term = arith.select %pos, %cst, %xg : f32
    %sum = arith.addf %acc, %term fastmath<reassoc> : f32
    linalg.yield %src, %sum : f32, f32
  } -> (tensor<?x?x64xf32>, tensor<64xf32>)
  return %3#0, %3#1 : tensor<?x?x64xf32>, tensor<64xf32>
}

// -----

// A single row dimension (rank-2 NXC) would need partial sums as large as
// the inputs: it stays whole (actgrad-cpu-lowering-config splits its
// columns instead).
// CHECK-LABEL: func.func @prelu_nxc_dynamic_rows
//   CHECK-NOT:   tensor.empty
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel"]
//   CHECK-NOT:   actgrad.lowering_config
//   CHECK-NOT:   linalg.generic
//       CHECK:   return
func.func @prelu_nxc_dynamic_rows(%arg0: tensor<?x64xf32>, %arg1: tensor<64xf32>, %init: tensor<?x64xf32>, %acc0: tensor<64xf32>) -> (tensor<?x64xf32>, tensor<64xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0, %arg1 : tensor<?x64xf32>, tensor<64xf32>) outs(%init, %acc0 : tensor<?x64xf32>, tensor<64xf32>) {
  ^bb0(%x: f32, %w: f32, %o: f32, %acc: f32):
    %pos = arith.cmpf ogt, %x, %cst : f32
    %src = arith.select %pos, %x, %w : f32
    %sum = arith.addf %acc, %x fastmath<reassoc> : f32
    linalg.yield %src, %sum : f32, f32
  } -> (tensor<?x64xf32>, tensor<64xf32>)
  return %3#0, %3#1 : tensor<?x64xf32>, tensor<64xf32>
}

// -----

// A batch that a maximumf accumulates over cannot be split into partial sums
// (parallelizeReductionDim takes addf sums only): the op stays whole.
// CHECK-LABEL: func.func @dynamic_max_over_batch
//   CHECK-NOT:   tensor.empty
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "reduction", "parallel"]
//   CHECK-NOT:   actgrad.lowering_config
//   CHECK-NOT:   linalg.generic
//       CHECK:   return
func.func @dynamic_max_over_batch(%arg0: tensor<?x?x64xf32>, %init: tensor<?x?x64xf32>, %acc0: tensor<64xf32>) -> (tensor<?x?x64xf32>, tensor<64xf32>) {
  %3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg0 : tensor<?x?x64xf32>) outs(%init, %acc0 : tensor<?x?x64xf32>, tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32, %acc: f32):
    %neg = arith.negf %x : f32
    %max = arith.maximumf %acc, %x : f32
    linalg.yield %neg, %max : f32, f32
  } -> (tensor<?x?x64xf32>, tensor<64xf32>)
  return %3#0, %3#1 : tensor<?x?x64xf32>, tensor<64xf32>
}
