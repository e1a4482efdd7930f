// RUN: actgrad-opt %s --split-input-file --actgrad-cpu-lowering-config=tile-elements=16384 | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-cpu-lowering-config=tile-elements=16384 \
// RUN:   --actgrad-tile-and-fuse | FileCheck %s --check-prefix=FUSE

// 16-bit PReLU backward on NCX with dynamic N, H and W and 64 channels, as
// actgrad-collapse-contiguous-dims leaves it: the merged sweep's f32
// diff_slope feeds the generic that rounds it to f16. The merged sweep is
// a root all the same, and gets thread tiles of channels, as f32's does;
// the rounding, 64 elements, gets none.
// CHECK-LABEL: func.func @prelu_f16_static_slope
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel", "reduction"]
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 0, 16, 0>}
//       CHECK:   arith.truncf
//   CHECK-NOT:   lowering_config
//       CHECK:   return
// FUSE-LABEL: func.func @prelu_f16_static_slope
//       FUSE:   scf.forall (%{{.*}}) = (0) to (64) step (16)
//       FUSE:     linalg.generic
//  FUSE-SAME:       iterator_types = ["reduction", "parallel", "reduction"]
//       FUSE:   scf.forall.in_parallel
//   FUSE-NOT:   linalg.generic {{.*}}"reduction"
//       FUSE:   arith.truncf
func.func @prelu_f16_static_slope(%x: tensor<?x64x?xf16>, %w: tensor<64xf16>, %g: tensor<?x64x?xf16>, %e: tensor<?x64x?xf16>, %out: memref<?x64x?xf16>, %dw: memref<64xf16>) {
  %cst = arith.constant 0.000000e+00 : f16
  %zero = arith.constant 0.000000e+00 : f32
  %s0 = tensor.empty() : tensor<64xf32>
  %s = linalg.fill ins(%zero : f32) outs(%s0 : tensor<64xf32>) -> tensor<64xf32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%x, %w, %g : tensor<?x64x?xf16>, tensor<64xf16>, tensor<?x64x?xf16>) outs(%e, %s : tensor<?x64x?xf16>, tensor<64xf32>) {
  ^bb0(%in: f16, %in_1: f16, %in_2: f16, %o: f16, %acc: f32):
    %p = arith.cmpf ogt, %in, %cst : f16
    %n = arith.cmpf uno, %in, %in : f16
    %m = arith.mulf %in_1, %in_2 : f16
    %d = arith.select %p, %in_2, %m : f16
    %r = arith.select %n, %in, %d : f16
    %xf = arith.extf %in : f16 to f32
    %gf = arith.extf %in_2 : f16 to f32
    %t = arith.mulf %xf, %gf : f32
    %u = arith.select %p, %zero, %t : f32
    %v = arith.addf %acc, %u fastmath<reassoc> : f32
    linalg.yield %r, %v : f16, f32
  } -> (tensor<?x64x?xf16>, tensor<64xf32>)
  %h0 = tensor.empty() : tensor<64xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0#1 : tensor<64xf32>) outs(%h0 : tensor<64xf16>) {
  ^bb0(%in: f32, %o: f16):
    %t = arith.truncf %in : f32 to f16
    linalg.yield %t : f16
  } -> tensor<64xf16>
  bufferization.materialize_in_destination %0#0 in restrict writable %out : (tensor<?x64x?xf16>, memref<?x64x?xf16>) -> ()
  bufferization.materialize_in_destination %1 in restrict writable %dw : (tensor<64xf16>, memref<64xf16>) -> ()
  return
}

// -----

// The same with a slope of dynamic length (channels): the rounding has
// thread tiles of its own, and the merged sweep, a root too, is tiled
// before it, so the rounding's tiles take the sums from the merged sweep's
// loop rather than fusing in a second copy of it (which read src and
// diff_dst again while the original still wrote diff_src).
// CHECK-LABEL: func.func @prelu_f16_dynamic_slope
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel", "reduction", "reduction"]
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 0, 1, 0, 0>}
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 16384>}
//       CHECK:   arith.truncf
// FUSE-LABEL: func.func @prelu_f16_dynamic_slope
//       FUSE:   scf.forall
//       FUSE:     linalg.generic
//  FUSE-SAME:       iterator_types = ["reduction", "parallel", "reduction", "reduction"]
//       FUSE:   scf.forall.in_parallel
//       FUSE:   scf.forall
//   FUSE-NOT:     "reduction"
//       FUSE:     arith.truncf
//       FUSE:   scf.forall.in_parallel
//   FUSE-NOT:   linalg.generic
//       FUSE:   return
func.func @prelu_f16_dynamic_slope(%x: tensor<?x?x?x?xf16>, %w: tensor<?xf16>, %g: tensor<?x?x?x?xf16>, %e: tensor<?x?x?x?xf16>, %c: index, %out: memref<?x?x?x?xf16>, %dw: memref<?xf16>) {
  %cst = arith.constant 0.000000e+00 : f16
  %zero = arith.constant 0.000000e+00 : f32
  %s0 = tensor.empty(%c) : tensor<?xf32>
  %s = linalg.fill ins(%zero : f32) outs(%s0 : tensor<?xf32>) -> tensor<?xf32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%x, %w, %g : tensor<?x?x?x?xf16>, tensor<?xf16>, tensor<?x?x?x?xf16>) outs(%e, %s : tensor<?x?x?x?xf16>, tensor<?xf32>) {
  ^bb0(%in: f16, %in_1: f16, %in_2: f16, %o: f16, %acc: f32):
    %p = arith.cmpf ogt, %in, %cst : f16
    %n = arith.cmpf uno, %in, %in : f16
    %m = arith.mulf %in_1, %in_2 : f16
    %d = arith.select %p, %in_2, %m : f16
    %r = arith.select %n, %in, %d : f16
    %xf = arith.extf %in : f16 to f32
    %gf = arith.extf %in_2 : f16 to f32
    %t = arith.mulf %xf, %gf : f32
    %u = arith.select %p, %zero, %t : f32
    %v = arith.addf %acc, %u fastmath<reassoc> : f32
    linalg.yield %r, %v : f16, f32
  } -> (tensor<?x?x?x?xf16>, tensor<?xf32>)
  %h0 = tensor.empty(%c) : tensor<?xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0#1 : tensor<?xf32>) outs(%h0 : tensor<?xf16>) {
  ^bb0(%in: f32, %o: f16):
    %t = arith.truncf %in : f32 to f16
    linalg.yield %t : f16
  } -> tensor<?xf16>
  bufferization.materialize_in_destination %0#0 in restrict writable %out : (tensor<?x?x?x?xf16>, memref<?x?x?x?xf16>) -> ()
  bufferization.materialize_in_destination %1 in restrict writable %dw : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}
