// RUN: actgrad-opt %s --split-input-file --actgrad-vectorize=vector-width=16 | FileCheck %s

// `linalg.index` along an innermost reduction that is tiled into 16 partial
// sums: the index counts from the tile's start, so the tiling loop's
// induction variable is added to it. Upstream's partial-reduction tiling
// (MLIR 22) leaves it out, and every tile read the first tile's elements.

// A contiguous gather vectorizes into one load at the tile's offset.
// CHECK-LABEL: func.func @contiguous_gather
//  CHECK-SAME:   %{{.+}}: tensor<4x64xf32>, %[[W:.+]]: tensor<64xf32>
//       CHECK:   scf.for
//       CHECK:     scf.for %[[IV:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args
//       CHECK:       %[[LANES:.+]] = vector.step : vector<16xindex>
//       CHECK:       %[[START:.+]] = vector.broadcast %[[IV]] : index to vector<16xindex>
//       CHECK:       %[[K:.+]] = arith.addi %[[START]], %[[LANES]]
//       CHECK:       %[[K0:.+]] = vector.extract %[[K]][0]
//       CHECK:       vector.transfer_read %[[W]][%[[K0]]]
func.func @contiguous_gather(%x: tensor<4x64xf32>, %w: tensor<64xf32>,
                             %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x64xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %k = linalg.index 1 : index
    %e = tensor.extract %w[%k] : tensor<64xf32>
    %m = arith.mulf %a, %e : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A transposed weight read in the reduction (a 1x1 convolution's input
// gradient after fusion): the 2-D gather stays a scalar loop, whose index
// gets the offset too, in the full tiles and in the peeled last one.
//   CHECK-DAG: #[[$ADD:.+]] = affine_map<(d0)[s0] -> (d0 + s0)>
//   CHECK-DAG: #[[$LAST:.+]] = affine_map<()[s0] -> (s0 + 32)>
// CHECK-LABEL: func.func @transposed_gather
//  CHECK-SAME:   %{{.+}}: tensor<4x40xf32>, %[[W:.+]]: tensor<40x4xf32>
//       CHECK:   scf.for %[[ROW:.+]] = %{{.+}} to
//       CHECK:     scf.for %[[IV:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args
//       CHECK:       linalg.generic
//       CHECK:         %[[K:.+]] = linalg.index 1 : index
//       CHECK:         %[[KK:.+]] = affine.apply #[[$ADD]](%[[IV]])[%[[K]]]
//       CHECK:         tensor.extract %[[W]][%[[KK]], %[[ROW]]]
//       CHECK:     linalg.generic
//       CHECK:       %[[L:.+]] = linalg.index 1 : index
//       CHECK:       %[[LL:.+]] = affine.apply #[[$LAST]]()[%[[L]]]
//       CHECK:       tensor.extract %[[W]][%[[LL]], %[[ROW]]]
func.func @transposed_gather(%x: tensor<4x40xf32>, %w: tensor<40x4xf32>,
                             %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x40xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %e = tensor.extract %w[%k, %i] : tensor<40x4xf32>
    %m = arith.mulf %a, %e : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
