// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw" \
// RUN:   --actgrad-vectorize | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw" \
// RUN:   --actgrad-vectorize=mask-partial-tiles=false | FileCheck %s --check-prefix=UNMASKED
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+avx2" \
// RUN:   --actgrad-vectorize | FileCheck %s --check-prefix=AVX2

// A merged one-pass op (PReLU NCX's diff_src and diff_slope) whose
// innermost, dynamic dimension is a reduction that diff_src is written
// along: each row is split into whole vectors, which add into 16 partial
// sums carried by the loop, and a rest of fewer than 16 elements, which is
// vectorized under a mask after the partial sums are added up.
// CHECK-LABEL: func.func @merged_dynamic_row
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:       %[[WHOLE:.+]] = affine.apply #{{.+}}()[%[[N:.+]]]
//       CHECK:       %[[REST:.+]] = affine.apply #{{.+}}()[%[[N]]]
//       CHECK:       %[[ZERO:.+]] = linalg.fill
//  CHECK-SAME:         tensor<1x16xf32>
//       CHECK:       %[[LOOP:.+]]:2 = scf.for %[[IV:.+]] = %{{.+}} to %[[WHOLE]] step %{{.+}} iter_args(%{{.+}} = %{{.+}}, %[[ACC:.+]] = %[[ZERO]])
//       CHECK:         vector.transfer_read %{{.+}} : tensor<1x1x16xf16>, vector<16xf16>
//       CHECK:         arith.extf %{{.+}} : vector<16xf16> to vector<16xf32>
//       CHECK:         %[[SUM:.+]] = arith.addf %{{.+}} : vector<1x16xf32>
//       CHECK:         vector.transfer_write %{{.+}} : vector<16xf16>, tensor<1x1x16xf16>
//       CHECK:         vector.transfer_write %{{.+}}, %[[ACC]]{{.+}} : vector<16xf32>, tensor<1x16xf32>
//       CHECK:       }
//       CHECK:       vector.transfer_read %[[LOOP]]#1
//       CHECK:       vector.multi_reduction <add>, %{{.+}} [1] : vector<1x16xf32> to vector<1xf32>
//       CHECK:       %[[MASK:.+]] = vector.create_mask %[[REST]] : vector<16xi1>
//       CHECK:       vector.transfer_read %{{.+}}, %[[MASK]] {{.+}} : tensor<1x1x?xf16>, vector<16xf16>
//       CHECK:       vector.mask %{{.+}} { vector.multi_reduction <add>
//       CHECK:       vector.transfer_write %{{.+}}, %[[MASK]] {{.+}} : vector<16xf16>, tensor<1x1x?xf16>

// Without masks, the rest stays a loop nest.
// UNMASKED-LABEL: func.func @merged_dynamic_row
//       UNMASKED:   scf.for
//       UNMASKED:       arith.addf %{{.+}} : vector<1x16xf32>
//       UNMASKED:     vector.multi_reduction <add>
//   UNMASKED-NOT:     vector.create_mask
//       UNMASKED:     linalg.generic
//  UNMASKED-SAME:       iterator_types = ["parallel", "reduction", "reduction"]
// AVX2 has no masked 16-bit loads and stores. Each row is versioned on
// whether it holds a vector of 8: such a row, if it has a rest, ends in one
// more lane tile over its last 8 columns (a loop of one iteration, else
// none), whose lanes below 8 - rest add -0 to the partial sums and keep the
// diff_src values the loop wrote (%out may share an input's buffer); a
// narrower row keeps the rest tile, a loop nest.
// AVX2-LABEL: func.func @merged_dynamic_row
//   AVX2-DAG:   %[[NEG_ZERO:.+]] = arith.constant dense<-0.000000e+00> : vector<8xf32>
//   AVX2-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   AVX2-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   AVX2-DAG:   %[[C8:.+]] = arith.constant 8 : index
//       AVX2:       %[[HOLDS:.+]] = arith.cmpi uge, %[[ROW:.+]], %[[C8]]
//       AVX2:       scf.if %[[HOLDS]]
//       AVX2:         %[[WHOLE:.+]] = affine.apply #{{.+}}()[%[[ROW]]]
//       AVX2:         %[[REST:.+]] = affine.apply #{{.+}}()[%[[ROW]]]
//       AVX2:         %[[LOOP:.+]]:2 = scf.for %{{.+}} = %[[C0]] to %[[WHOLE]] step %[[C8]]
//       AVX2:           vector.transfer_write %{{.+}} : vector<8xf16>, tensor<1x1x8xf16>
//       AVX2:         }
//       AVX2:         %[[HAS_REST:.+]] = arith.cmpi ne, %[[REST]], %[[C0]]
//       AVX2:         %[[ONCE:.+]] = arith.select %[[HAS_REST]], %[[C1]], %[[C0]]
//       AVX2:         %[[OVERLAP:.+]]:2 = scf.for %{{.+}} = %[[C0]] to %[[ONCE]] step %[[C1]] iter_args(%[[SRC:.+]] = %[[LOOP]]#0, %{{.+}} = %[[LOOP]]#1)
//       AVX2:           %[[LAST:.+]] = arith.subi %[[ROW]], %[[C8]]
//       AVX2:           %[[FIRST_NEW:.+]] = arith.subi %[[C8]], %[[REST]]
//       AVX2:           %[[FIRST_NEW_LANE:.+]] = arith.index_cast %[[FIRST_NEW]] : index to i32
//       AVX2:           %[[OLD_SRC:.+]] = tensor.extract_slice %[[SRC]][0, 0, %[[LAST]]] [1, 1, 8]
//       AVX2:           %[[LANES:.+]] = vector.step : vector<8xindex>
//       AVX2:           %[[LANES_I32:.+]] = arith.index_cast %[[LANES]] : vector<8xindex> to vector<8xi32>
//       AVX2:           %[[BOUND:.+]] = vector.broadcast %[[FIRST_NEW_LANE]] : i32 to vector<8xi32>
//       AVX2:           %[[IS_OLD:.+]] = arith.cmpi ult, %[[LANES_I32]], %[[BOUND]] : vector<8xi32>
//       AVX2:           %[[TERM:.+]] = arith.select %[[IS_OLD]], %[[NEG_ZERO]], %{{.+}} : vector<8xi1>, vector<8xf32>
//       AVX2:           %[[SHAPED:.+]] = vector.shape_cast %[[TERM]]
//       AVX2:           arith.addf %{{.+}}, %[[SHAPED]] : vector<1x8xf32>
//       AVX2:           %[[OLD:.+]] = vector.transfer_read %[[OLD_SRC]]
//       AVX2:           %[[KEPT:.+]] = arith.select %[[IS_OLD]], %[[OLD]], %{{.+}} : vector<8xi1>, vector<8xf16>
//       AVX2:           %[[WRITTEN:.+]] = vector.transfer_write %[[KEPT]], %[[OLD_SRC]]
//       AVX2:           tensor.insert_slice %[[WRITTEN]] into %[[SRC]][0, 0, %[[LAST]]] [1, 1, 8]
//       AVX2:         }
//       AVX2:         vector.transfer_read %[[OVERLAP]]#1
//       AVX2:         vector.multi_reduction <add>
//   AVX2-NOT:         linalg.generic
//       AVX2:       } else {
//       AVX2:         scf.for
//       AVX2:         vector.multi_reduction <add>
//       AVX2:         linalg.generic
//  AVX2-SAME:           iterator_types = ["parallel", "reduction", "reduction"]
func.func @merged_dynamic_row(%x: tensor<4x?x?xf16>, %w: tensor<4xf16>, %g: tensor<4x?x?xf16>, %out: tensor<4x?x?xf16>, %acc: tensor<4xf32>) -> (tensor<4x?x?xf16>, tensor<4xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x, %w, %g : tensor<4x?x?xf16>, tensor<4xf16>, tensor<4x?x?xf16>) outs(%out, %acc : tensor<4x?x?xf16>, tensor<4xf32>) {
  ^bb0(%in: f16, %in_w: f16, %in_g: f16, %o: f16, %a: f32):
    %xf = arith.extf %in : f16 to f32
    %wf = arith.extf %in_w : f16 to f32
    %gf = arith.extf %in_g : f16 to f32
    %pos = arith.cmpf ogt, %xf, %cst : f32
    %wg = arith.mulf %wf, %gf : f32
    %src = arith.select %pos, %gf, %wg : f32
    %src16 = arith.truncf %src : f32 to f16
    %xg = arith.mulf %xf, %gf : f32
    %term = arith.select %pos, %cst, %xg : f32
    %sum = arith.addf %a, %term fastmath<reassoc> : f32
    linalg.yield %src16, %sum : f16, f32
  } -> (tensor<4x?x?xf16>, tensor<4xf32>)
  return %r#0, %r#1 : tensor<4x?x?xf16>, tensor<4xf32>
}

// -----

// A static row that whole vectors do not cover (PReLU NCX's 14x14 planes,
// which actgrad-split-reduction leaves unsplit) is split the same way: two
// whole vectors of 37, then a rest of 5 under a constant mask. Without the
// split the op stayed a scalar loop nest.
// CHECK-LABEL: func.func @merged_static_row
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:       %[[ZERO:.+]] = linalg.fill
//  CHECK-SAME:         tensor<1x16xf32>
//       CHECK:       %[[LOOP:.+]]:2 = scf.for %{{.+}} = %{{.+}} to %[[C32:.+]] step %[[C16:.+]] iter_args(%{{.+}} = %{{.+}}, %[[ACC:.+]] = %[[ZERO]])
//       CHECK:         vector.transfer_read %{{.+}} : tensor<1x1x16xf32>, vector<16xf32>
//       CHECK:         arith.addf %{{.+}} : vector<1x16xf32>
//       CHECK:         vector.transfer_write %{{.+}} : vector<16xf32>, tensor<1x1x16xf32>
//       CHECK:       }
//       CHECK:       vector.multi_reduction <add>, %{{.+}} [1] : vector<1x16xf32> to vector<1xf32>
//       CHECK:       tensor.extract_slice %{{.+}}[0, 0, 32] [1, 1, 5]
//       CHECK:       %[[MASK:.+]] = vector.constant_mask [5] : vector<16xi1>
//       CHECK:       vector.transfer_read %{{.+}}, %[[MASK]] {{.+}} : tensor<1x1x5xf32>, vector<16xf32>
//       CHECK:       vector.mask %{{.+}} { vector.multi_reduction <add>
//       CHECK:       vector.transfer_write %{{.+}}, %[[MASK]] {{.+}} : vector<16xf32>, tensor<1x1x5xf32>
//   CHECK-NOT:   linalg.generic
// UNMASKED-LABEL: func.func @merged_static_row
//       UNMASKED:   arith.addf %{{.+}} : vector<1x16xf32>
//       UNMASKED:   vector.multi_reduction <add>
//       UNMASKED:   vector.transfer_read %{{.+}} : tensor<1x1x5xf32>, vector<5xf32>
//   UNMASKED-NOT:   linalg.generic
func.func @merged_static_row(%x: tensor<2x3x37xf32>, %w: tensor<2xf32>, %g: tensor<2x3x37xf32>, %out: tensor<2x3x37xf32>, %acc: tensor<2xf32>) -> (tensor<2x3x37xf32>, tensor<2xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x, %w, %g : tensor<2x3x37xf32>, tensor<2xf32>, tensor<2x3x37xf32>) outs(%out, %acc : tensor<2x3x37xf32>, tensor<2xf32>) {
  ^bb0(%in: f32, %in_w: f32, %in_g: f32, %o: f32, %a: f32):
    %pos = arith.cmpf ogt, %in, %cst : f32
    %wg = arith.mulf %in_w, %in_g : f32
    %src = arith.select %pos, %in_g, %wg : f32
    %xg = arith.mulf %in, %in_g : f32
    %term = arith.select %pos, %cst, %xg : f32
    %sum = arith.addf %a, %term fastmath<reassoc> : f32
    linalg.yield %src, %sum : f32, f32
  } -> (tensor<2x3x37xf32>, tensor<2xf32>)
  return %r#0, %r#1 : tensor<2x3x37xf32>, tensor<2xf32>
}

// -----

// A static row of whole vectors has no rest; one shorter than a vector is
// all rest, one masked tile.
// CHECK-LABEL: func.func @merged_static_rows_without_lanes_or_rest
//       CHECK:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args
//       CHECK:     vector.transfer_read %{{.+}} : tensor<1x1x16xf32>, vector<16xf32>
//       CHECK:   vector.multi_reduction <add>, %{{.+}} [1] : vector<1x16xf32> to vector<1xf32>
//   CHECK-NOT:   vector.constant_mask
//       CHECK:   vector.constant_mask [1, 1, 13] : vector<1x1x16xi1>
//       CHECK:   vector.constant_mask [13] : vector<16xi1>
//       CHECK:   vector.mask %{{.+}} { vector.multi_reduction <add>
//   CHECK-NOT:   linalg.generic
//       CHECK:   return
func.func @merged_static_rows_without_lanes_or_rest(%x: tensor<2x3x32xf32>, %w: tensor<2xf32>, %g: tensor<2x3x32xf32>, %out: tensor<2x3x32xf32>, %acc: tensor<2xf32>, %x13: tensor<2x3x13xf32>, %g13: tensor<2x3x13xf32>, %out13: tensor<2x3x13xf32>) -> (tensor<2x3x32xf32>, tensor<2xf32>, tensor<2x3x13xf32>, tensor<2xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x, %w, %g : tensor<2x3x32xf32>, tensor<2xf32>, tensor<2x3x32xf32>) outs(%out, %acc : tensor<2x3x32xf32>, tensor<2xf32>) {
  ^bb0(%in: f32, %in_w: f32, %in_g: f32, %o: f32, %a: f32):
    %pos = arith.cmpf ogt, %in, %cst : f32
    %wg = arith.mulf %in_w, %in_g : f32
    %src = arith.select %pos, %in_g, %wg : f32
    %xg = arith.mulf %in, %in_g : f32
    %term = arith.select %pos, %cst, %xg : f32
    %sum = arith.addf %a, %term fastmath<reassoc> : f32
    linalg.yield %src, %sum : f32, f32
  } -> (tensor<2x3x32xf32>, tensor<2xf32>)
  %s:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x13, %w, %g13 : tensor<2x3x13xf32>, tensor<2xf32>, tensor<2x3x13xf32>) outs(%out13, %acc : tensor<2x3x13xf32>, tensor<2xf32>) {
  ^bb0(%in: f32, %in_w: f32, %in_g: f32, %o: f32, %a: f32):
    %pos = arith.cmpf ogt, %in, %cst : f32
    %wg = arith.mulf %in_w, %in_g : f32
    %src = arith.select %pos, %in_g, %wg : f32
    %xg = arith.mulf %in, %in_g : f32
    %term = arith.select %pos, %cst, %xg : f32
    %sum = arith.addf %a, %term fastmath<reassoc> : f32
    linalg.yield %src, %sum : f32, f32
  } -> (tensor<2x3x13xf32>, tensor<2xf32>)
  return %r#0, %r#1, %s#0, %s#1 : tensor<2x3x32xf32>, tensor<2xf32>, tensor<2x3x13xf32>, tensor<2xf32>
}
