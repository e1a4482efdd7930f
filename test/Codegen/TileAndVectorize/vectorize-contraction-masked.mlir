// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw" \
// RUN:   --actgrad-vectorize | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw" \
// RUN:   --actgrad-vectorize=mask-partial-tiles=false | FileCheck %s --check-prefix=UNMASKED

// A matmul of dynamic sizes: the full register tiles are static; the
// partial ones (the last column of tiles, then the last row of tiles) are
// vectorized at the full tile's shape, their rows and columns past the end
// masked off. The last row's tiles read and write each of their 8 rows
// under a mask of the rows and columns left.
// CHECK-LABEL: func.func @matmul_dynamic
// CHECK-COUNT-8: vector.fma {{.*}} : vector<32xf32>
//       CHECK:   %[[COLS:.+]] = vector.create_mask %{{.+}} : vector<32xi1>
// CHECK-COUNT-8: vector.transfer_write {{.*}}, %[[COLS]] {in_bounds = [true]} : vector<32xf32>, tensor<8x?xf32>
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:       scf.for
//       CHECK:         vector.create_mask %{{.+}}, %{{.+}} : vector<1x32xi1>
//       CHECK:         vector.fma {{.*}} : vector<32xf32>
//       CHECK:         vector.transfer_write {{.*}} : vector<32xf32>, tensor<?x?xf32>
// CHECK-COUNT-7:       vector.fma {{.*}} : vector<32xf32>
//   CHECK-NOT:   linalg.generic
// Without masks, the partial tiles stay generics.
// UNMASKED-LABEL: func.func @matmul_dynamic
// UNMASKED-COUNT-8: vector.fma {{.*}} : vector<32xf32>
//   UNMASKED-NOT:   vector.create_mask
//       UNMASKED:   linalg.generic {{.*}} outs({{.*}} : tensor<8x?xf32>)
//       UNMASKED:   linalg.generic {{.*}} outs({{.*}} : tensor<?x?xf32>)
func.func @matmul_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) attrs = {actgrad.lowering_config = {vector_tile_sizes = array<i64: 8, 32, 1>}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Static sizes with a partial last row of tiles: one row (17 = 2 x 8 + 1),
// static, and its columns' tiles of dynamic size under 33 (the vector loop
// inside the peeled row is not peeled again): masked along the columns only.
// CHECK-LABEL: func.func @matmul_partial_row
//       CHECK:   vector.create_mask %{{.+}} : vector<32xi1>
//       CHECK:   vector.transfer_write {{.*}} : vector<32xf32>, tensor<1x?xf32>
//   CHECK-NOT:   linalg.generic
func.func @matmul_partial_row(%a: tensor<17x5xf32>, %b: tensor<5x33xf32>, %c: tensor<17x33xf32>) -> tensor<17x33xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<17x5xf32>, tensor<5x33xf32>) outs(%c : tensor<17x33xf32>) attrs = {actgrad.lowering_config = {vector_tile_sizes = array<i64: 8, 32, 1>}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<17x33xf32>
  return %0 : tensor<17x33xf32>
}
