// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-cpu-lowering-config=tile-elements=16384 | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+avx2,+fma" \
// RUN:   --actgrad-cpu-lowering-config=tile-elements=16384 | FileCheck %s --check-prefix=AVX2
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-cpu-lowering-config=tile-elements=0 | FileCheck %s --check-prefix=NOTHREADS
// RUN: actgrad-opt %s --split-input-file --actgrad-cpu-lowering-config=tile-elements=16384 | \
// RUN:   FileCheck %s --check-prefix=NOTARGET

// A matmul gets register tiles of 8 rows by two AVX-512 vectors (4 by two
// AVX2 vectors), one step of the reduction, and thread tiles of whole
// register tiles: up to eight along the columns, about tile-elements
// results.
// CHECK-LABEL: func.func @matmul
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 64, 256, 0>, vector_tile_sizes = array<i64: 8, 32, 1>}
// AVX2-LABEL: func.func @matmul
//       AVX2:   linalg.generic
//  AVX2-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 128, 128, 0>, vector_tile_sizes = array<i64: 4, 16, 1>}
// Without thread tiles, the register tiles stay.
// NOTHREADS-LABEL: func.func @matmul
//       NOTHREADS:   linalg.generic
//  NOTHREADS-SAME:     actgrad.lowering_config = {vector_tile_sizes = array<i64: 8, 32, 1>}
// Without a target, no register tiles: the elementwise rules apply.
// NOTARGET-LABEL: func.func @matmul
//   NOTARGET-NOT:   vector_tile_sizes
func.func @matmul(%a: tensor<512x256xf32>, %b: tensor<256x512xf32>) -> tensor<512x512xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<512x256xf32>, tensor<256x512xf32>) outs(%f : tensor<512x512xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<512x512xf32>
  return %0 : tensor<512x512xf32>
}

// -----

// A batch matmul's batch dimension goes by 1; a small one is one thread
// tile per batch. The reduction dimension comes first here: the register
// tiles follow the loops, not their positions.
// CHECK-LABEL: func.func @batch_matmul_transposed_b
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 0, 1, 0, 0>, vector_tile_sizes = array<i64: 1, 1, 8, 32>}
// AVX2-LABEL: func.func @batch_matmul_transposed_b
//       AVX2:   linalg.generic
//  AVX2-SAME:     vector_tile_sizes = array<i64: 1, 1, 4, 16>
func.func @batch_matmul_transposed_b(%a: tensor<4x64x32xf32>, %b: tensor<4x48x32xf32>, %c: tensor<4x64x48xf32>) -> tensor<4x64x48xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(k, b, m, n) -> (b, m, k)>, affine_map<(k, b, m, n) -> (b, n, k)>, affine_map<(k, b, m, n) -> (b, m, n)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]}
      ins(%a, %b : tensor<4x64x32xf32>, tensor<4x48x32xf32>) outs(%c : tensor<4x64x48xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x64x48xf32>
  return %0 : tensor<4x64x48xf32>
}

// -----

// An elementwise producer of a contraction is a root of its own, not fused
// into the contraction's tiles (it would be recomputed for every column
// tile); an elementwise consumer does not take the contraction into its
// tiles either.
// CHECK-LABEL: func.func @producer_and_consumer
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 64, 0>}
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 64, 0, 0>, vector_tile_sizes = array<i64: 8, 32, 1>}
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 64, 0>}
func.func @producer_and_consumer(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %neg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %mm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%neg, %b : tensor<256x256xf32>, tensor<256x256xf32>) outs(%f : tensor<256x256xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<256x256xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<256x256xf32>
  return %sq : tensor<256x256xf32>
}

// -----

// f16 inputs that the body extends to f32, accumulated in f32: register
// tiles as for f32. A body that multiplies in f16 does not get them.
// CHECK-LABEL: func.func @matmul_f16_f32_accumulation
//       CHECK:   linalg.generic
//  CHECK-SAME:     vector_tile_sizes = array<i64: 8, 32, 1>
//       CHECK:   linalg.generic
//   CHECK-NOT:     vector_tile_sizes
func.func @matmul_f16_f32_accumulation(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>, %h: tensor<64x64xf16>) -> (tensor<64x64xf32>, tensor<64x64xf16>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x32xf16>, tensor<32x64xf16>) outs(%c : tensor<64x64xf32>) {
  ^bb0(%x: f16, %y: f16, %o: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x32xf16>, tensor<32x64xf16>) outs(%h : tensor<64x64xf16>) {
  ^bb0(%x: f16, %y: f16, %o: f16):
    %p = arith.mulf %x, %y : f16
    %s = arith.addf %o, %p : f16
    linalg.yield %s : f16
  } -> tensor<64x64xf16>
  return %0, %1 : tensor<64x64xf32>, tensor<64x64xf16>
}
