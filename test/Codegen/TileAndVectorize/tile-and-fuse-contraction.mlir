// RUN: actgrad-opt %s --actgrad-tile-and-fuse | FileCheck %s

// A contraction is tiled for threads as a root of its own, its fill fused
// into its tiles, and keeps its register tiles for actgrad-vectorize; the
// elementwise consumer's tiles do not take it in.
// CHECK-LABEL: func.func @matmul_then_square
//       CHECK:   %[[MM:.+]] = scf.forall
//       CHECK:     linalg.fill
//       CHECK:     linalg.generic
//  CHECK-SAME:       actgrad.lowering_config = {vector_tile_sizes = array<i64: 8, 32, 1>}
//       CHECK:   scf.forall
//       CHECK:     tensor.extract_slice %[[MM]]
//   CHECK-NOT:     linalg.fill
//       CHECK:     linalg.generic
//   CHECK-NOT:       actgrad.lowering_config
func.func @matmul_then_square(%a: tensor<128x64xf32>, %b: tensor<64x64xf32>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %mm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<128x64xf32>, tensor<64x64xf32>) outs(%f : tensor<128x64xf32>) attrs = {actgrad.lowering_config = {thread_tile_sizes = array<i64: 64, 0, 0>, vector_tile_sizes = array<i64: 8, 32, 1>}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x64xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<128x64xf32>) outs(%e : tensor<128x64xf32>) attrs = {actgrad.lowering_config = {thread_tile_sizes = array<i64: 32, 0>}} {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<128x64xf32>
  return %sq : tensor<128x64xf32>
}
