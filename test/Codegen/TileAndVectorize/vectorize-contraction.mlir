// RUN: actgrad-opt %s --split-input-file --actgrad-vectorize=vector-width=16 | FileCheck %s

// A thread tile of a matmul with register tiles of 8 x 32 x 1: loops over
// the rows and columns of register tiles, the reduction innermost, and in
// it one vector FMA per row of the tile (the rows' products of a broadcast
// element of the left operand and a row of the right one), on accumulators
// read before and written after each step.
// CHECK-LABEL: func.func @matmul
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:       scf.for
//       CHECK:         vector.transfer_read {{.*}} : tensor<1x32xf32>, vector<32xf32>
// CHECK-COUNT-8:       vector.fma {{.*}} : vector<32xf32>
//   CHECK-NOT:         vector.fma
//   CHECK-NOT:         vector.contract
//   CHECK-NOT:         linalg.generic
//   CHECK-NOT:   actgrad.lowering_config
func.func @matmul(%a: tensor<16x8xf32>, %b: tensor<8x64xf32>, %c: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x8xf32>, tensor<8x64xf32>) outs(%c : tensor<16x64xf32>) attrs = {actgrad.lowering_config = {vector_tile_sizes = array<i64: 8, 32, 1>}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}

// -----

// Sizes that are not multiples of the register tiles: the partial tiles
// are peeled, rows first. The full tiles are vectorized, and so is the last
// column of the full rows, static once peeled; the last row's tiles,
// dynamically sized, stay generics, which become loops, without a target
// that loads and stores under masks (vectorize-contraction-masked.mlir).
// CHECK-LABEL: func.func @matmul_partial_tiles
// CHECK-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// CHECK-COUNT-8: vector.fma {{.*}} : vector<1xf32>
//   CHECK-NOT:   vector.fma
//       CHECK:   linalg.generic {{.*}} ins({{.*}} : tensor<1x1xf32>, tensor<1x?xf32>) outs({{.*}} : tensor<1x?xf32>)
func.func @matmul_partial_tiles(%a: tensor<17x5xf32>, %b: tensor<5x33xf32>, %c: tensor<17x33xf32>) -> tensor<17x33xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<17x5xf32>, tensor<5x33xf32>) outs(%c : tensor<17x33xf32>) attrs = {actgrad.lowering_config = {vector_tile_sizes = array<i64: 8, 32, 1>}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<17x33xf32>
  return %0 : tensor<17x33xf32>
}

// -----

// A batch matmul whose right operand is transposed: that operand is first
// copied into a tensor with the vector loop innermost (a pack, itself
// vectorized), so that each step reads a contiguous row of it, not a strided
// column. The batch goes by 1 and its unit dimension away (the loops over
// one tile fold), and each row of the tile is one FMA again.
// CHECK-LABEL: func.func @batch_matmul_transposed_b
//       CHECK:   tensor.empty() : tensor<2x4x32xf32>
//       CHECK:   vector.transfer_read {{.*}} permutation_map = {{.*}} : tensor<1x16x1xf32>, vector<16xf32>
//       CHECK:   vector.transfer_write {{.*}} : vector<16xf32>, tensor<1x1x16xf32>
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:       vector.transfer_read {{.*}} : tensor<1x1x32xf32>, vector<32xf32>
// CHECK-COUNT-8:       vector.fma {{.*}} : vector<32xf32>
//   CHECK-NOT:         vector.fma
//   CHECK-NOT:         linalg.generic
func.func @batch_matmul_transposed_b(%a: tensor<2x8x4xf32>, %b: tensor<2x32x4xf32>, %c: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x8x4xf32>, tensor<2x32x4xf32>) outs(%c : tensor<2x8x32xf32>) attrs = {actgrad.lowering_config = {vector_tile_sizes = array<i64: 1, 8, 32, 1>}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x8x32xf32>
  return %0 : tensor<2x8x32xf32>
}

// -----

// bf16 inputs extended to f32 in the body: the rows read are extended, the
// FMAs and accumulators stay f32.
// CHECK-LABEL: func.func @matmul_bf16
//       CHECK:         vector.transfer_read {{.*}} : tensor<1x32xbf16>, vector<32xbf16>
//       CHECK:         arith.extf {{.*}} : vector<32xbf16> to vector<32xf32>
// CHECK-COUNT-8:       vector.fma {{.*}} : vector<32xf32>
//   CHECK-NOT:         linalg.generic
func.func @matmul_bf16(%a: tensor<8x4xbf16>, %b: tensor<4x32xbf16>, %c: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x4xbf16>, tensor<4x32xbf16>) outs(%c : tensor<8x32xf32>) attrs = {actgrad.lowering_config = {vector_tile_sizes = array<i64: 8, 32, 1>}} {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
