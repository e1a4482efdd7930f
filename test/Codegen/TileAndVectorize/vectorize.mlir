// RUN: actgrad-opt %s --split-input-file --actgrad-vectorize=vector-width=16 | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-vectorize=vector-width=0 | FileCheck %s --check-prefix=OFF
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx" \
// RUN:   --actgrad-vectorize | FileCheck %s --check-prefix=AVX
// RUN: not actgrad-opt %s --split-input-file --actgrad-vectorize 2>&1 | FileCheck %s --check-prefix=NOTARGET
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-vectorize | FileCheck %s --check-prefix=AVX512
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-vectorize=mask-partial-tiles=false | FileCheck %s --check-prefix=UNMASKED
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw" \
// RUN:   --actgrad-vectorize | FileCheck %s --check-prefix=BW
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw" \
// RUN:   --actgrad-vectorize=wide-16-bit-tiles=false | FileCheck %s --check-prefix=UNPAIRED
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw" \
// RUN:   --actgrad-vectorize=mask-partial-tiles=false | FileCheck %s --check-prefix=BWUNMASKED
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+avx2" \
// RUN:   --actgrad-vectorize | FileCheck %s --check-prefix=AVX2
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+avx2" \
// RUN:   --actgrad-vectorize=wide-16-bit-tiles=false | FileCheck %s --check-prefix=AVX2UNPAIRED

// Softmax backward on axis 1 inside its thread tile: the sum (an outer
// reduction) accumulates whole vectors along the contiguous dimension, the
// update is an elementwise vector loop; both run 2 x 16 lanes per row.
// CHECK-LABEL: func.func @softmax
//       CHECK:   scf.forall
//       CHECK:     scf.for
//       CHECK:       scf.for %{{.+}} = %{{.+}} to %{{.+}} step %[[C16:.+]] iter_args
//       CHECK:         vector.transfer_read {{.+}} : tensor<1x1x16xf32>, vector<16xf32>
//       CHECK:         arith.mulf {{.+}} : vector<16xf32>
//       CHECK:         vector.transfer_write
//       CHECK:     scf.for
//       CHECK:       scf.for
//       CHECK:         arith.subf {{.+}} : vector<16xf32>
//       CHECK:         arith.mulf {{.+}} : vector<16xf32>
//       CHECK:         vector.transfer_write {{.+}} : vector<16xf32>, tensor<1x1x16xf32>
//   CHECK-NOT:   linalg.generic
// OFF-LABEL: func.func @softmax
//       OFF:   linalg.generic
//   OFF-NOT:   vector.transfer_read
// The width comes from the module's target: 8 lanes with AVX.
// AVX-LABEL: func.func @softmax
//       AVX:   arith.mulf {{.+}} : vector<8xf32>
// NOTARGET: error: actgrad-vectorize: vector-width=-1 needs an `llvm.target` attribute on the module
func.func @softmax(%arg0: tensor<4x8x32xf32>, %arg1: tensor<4x8x32xf32>) -> tensor<4x8x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x8x32xf32>
  %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %0) -> (tensor<4x8x32xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[%arg2, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<4x8x32xf32> to tensor<1x8x32xf32>
    %extracted_slice_0 = tensor.extract_slice %arg1[%arg2, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<4x8x32xf32> to tensor<1x8x32xf32>
    %2 = tensor.empty() : tensor<1x32xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%extracted_slice, %extracted_slice_0 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%3 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %6 = arith.mulf %in, %in_2 : f32
      %7 = arith.addf %out, %6 fastmath<reassoc> : f32
      linalg.yield %7 : f32
    } -> tensor<1x32xf32>
    %extracted_slice_1 = tensor.extract_slice %arg3[%arg2, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<4x8x32xf32> to tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice, %extracted_slice_0, %4 : tensor<1x8x32xf32>, tensor<1x8x32xf32>, tensor<1x32xf32>) outs(%extracted_slice_1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
      %6 = arith.subf %in, %in_3 : f32
      %7 = arith.mulf %in_2, %6 : f32
      linalg.yield %7 : f32
    } -> tensor<1x8x32xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %5 into %arg3[%arg2, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<1x8x32xf32> into tensor<4x8x32xf32>
    }
  }
  return %1 : tensor<4x8x32xf32>
}

// -----

// 100 elements: 6 full vectors in a loop, and the peeled remainder of 4,
// whose static shape vectorizes too (no masks).
// CHECK-LABEL: func.func @peeled
//       CHECK:   scf.for %{{.+}} = %{{.+}} to %[[C96:.+]] step
//       CHECK:     arith.mulf {{.+}} : vector<16xf32>
//       CHECK:   }
//   CHECK-NOT:   scf.for
//       CHECK:   arith.mulf {{.+}} : vector<4xf32>
//   CHECK-NOT:   linalg.generic
// OFF-LABEL: func.func @peeled
// AVX-LABEL: func.func @peeled
func.func @peeled(%a: tensor<100xf32>) -> tensor<100xf32> {
  %e = tensor.empty() : tensor<100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<100xf32>) outs(%e : tensor<100xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<100xf32>
  return %0 : tensor<100xf32>
}


// -----

// A row of 13 elements (softmax over axis 1 of 64x512x13) is vectorized at
// 16 lanes with a constant mask on AVX-512, which loads and stores it in one
// masked instruction, where 13 lanes would be split into 8 + 4 + 1. Without
// masked loads and stores in the target (none here; the peeled 4 above is a
// power of two anyway), or with `mask-partial-tiles=false`, it keeps 13.
// AVX512-LABEL: func.func @row_of_13
//       AVX512:   %[[MASK:.+]] = vector.constant_mask [13] : vector<16xi1>
//       AVX512:   vector.transfer_read {{.+}}, %[[MASK]] {{.+}} : tensor<13xf32>, vector<16xf32>
//       AVX512:   arith.mulf {{.+}} : vector<16xf32>
//       AVX512:   vector.transfer_write {{.+}}, %[[MASK]] {{.+}} : vector<16xf32>, tensor<13xf32>
// CHECK-LABEL: func.func @row_of_13
//   CHECK-NOT:   vector.constant_mask
//       CHECK:   arith.mulf {{.+}} : vector<13xf32>
// UNMASKED-LABEL: func.func @row_of_13
//   UNMASKED-NOT:   vector.constant_mask
//       UNMASKED:   arith.mulf {{.+}} : vector<13xf32>
// OFF-LABEL: func.func @row_of_13
// AVX-LABEL: func.func @row_of_13
func.func @row_of_13(%a: tensor<13xf32>) -> tensor<13xf32> {
  %e = tensor.empty() : tensor<13xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<13xf32>) outs(%e : tensor<13xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<13xf32>
  return %0 : tensor<13xf32>
}

// -----

// A dynamic row (softmax over axis 1 of ?x?x?, whose 13 or 49 positions
// actgrad-pack-narrow-rows cannot pack without static extents): whole
// vectors, then the rest of the row as one tile of 16 lanes under a
// run-time mask on AVX-512, not a scalar loop. A row of at most one whole
// vector and a rest (31 columns) has a version of its own: each vector of
// columns sweeps the rows, its accumulator invariant in the rows' loop (a
// register after actgrad-hoist-accumulators) instead of stored and
// reloaded at each row. Rows of up to four vectors (64 columns) sweep the
// rows once with a tile of all four, the rest under a mask, for the same
// reason.
// AVX512-LABEL: func.func @dynamic_column_sum
//       AVX512:   %[[COLS:.+]] = tensor.dim %{{.+}}, %c2
//       AVX512:   %[[NARROW:.+]] = arith.cmpi ule, %[[COLS]], %c31
//       AVX512:   scf.if %[[NARROW]]
//       AVX512:     scf.for {{.+}} step %c16
//       AVX512:       scf.for {{.+}} step %c1
//       AVX512:         vector.transfer_read {{.+}} : tensor<1x1x16xf32>, vector<16xf32>
//       AVX512:     scf.for {{.+}} step %c16
//       AVX512:       scf.for {{.+}} step %c1
//       AVX512:         %[[ROWMASK:.+]] = vector.create_mask %{{.+}} : vector<16xi1>
//       AVX512:         vector.transfer_read {{.+}}, %[[ROWMASK]] {{.+}} : tensor<1x1x?xf32>, vector<16xf32>
//       AVX512:         vector.transfer_write {{.+}} : vector<16xf32>, tensor<1x?xf32>
//       AVX512:   } else {
//       AVX512:     %[[SWEPT:.+]] = arith.cmpi ule, %{{.+}}, %c64
//       AVX512:     scf.if %[[SWEPT]]
//       AVX512:       scf.for {{.+}} step %c64
//       AVX512:         scf.for {{.+}} step %c1
//       AVX512:           vector.transfer_read {{.+}} : tensor<1x1x64xf32>, vector<64xf32>
//       AVX512:       scf.for {{.+}} step %c64
//       AVX512:         scf.for {{.+}} step %c1
//       AVX512:           %[[SWEPTMASK:.+]] = vector.create_mask %{{.+}} : vector<64xi1>
//       AVX512:           vector.transfer_read {{.+}}, %[[SWEPTMASK]] {{.+}} : tensor<1x1x?xf32>, vector<64xf32>
//       AVX512:     } else {
//       AVX512:       scf.for {{.+}} step %c1
//       AVX512:   scf.for {{.+}} step %c16
//       AVX512:     vector.transfer_read {{.+}} : tensor<1x1x16xf32>, vector<16xf32>
//       AVX512:   scf.for {{.+}} step %c16
//       AVX512:     %[[MASK:.+]] = vector.create_mask %{{.+}} : vector<16xi1>
//       AVX512:     vector.transfer_read {{.+}}, %[[MASK]] {{.+}} : tensor<1x1x?xf32>, vector<16xf32>
//       AVX512:     arith.addf {{.+}} : vector<1x16xf32>
//       AVX512:     vector.transfer_write {{.+}}, %[[MASK]] {{.+}} : vector<16xf32>, tensor<1x?xf32>
//   AVX512-NOT:   linalg.generic
//       AVX512:   return
// UNMASKED-LABEL: func.func @dynamic_column_sum
//   UNMASKED-NOT:   vector.create_mask
//       UNMASKED:   linalg.generic
// Without masked loads and stores (AVX2), rows holding a whole vector (the
// op is versioned on it) end in their last whole vector, at 8 columns before
// the row's end, which overlaps the one before: its sum keeps the lanes
// below 8 - rest, which that vector has summed already. Rows of more than
// two vectors (rows the outer loop) sum their whole vectors, then their last
// whole vector apart, its lanes below 8 - rest adding -0, into an
// accumulator of its own that stays in a register across the rows, added
// once: an overlapping reload of the row's accumulator would wait for a
// store that does not forward, and a scalar rest would load each element
// on its own. Narrower rows take
// vectors of 4 lanes the same way (all narrow: at most one whole vector and
// an overlapping one), and rows of fewer than 4 columns sweep the rows one
// column at a time, the sum in a register: no scalar rest inside the rows'
// loop.
// AVX2-LABEL: func.func @dynamic_column_sum
//       AVX2:   %[[NEGZEROS:.+]] = arith.constant dense<-0.000000e+00> : vector<8xf32>
//       AVX2:   %[[NEGZERO:.+]] = arith.constant -0.000000e+00 : f32
//       AVX2:   %[[COLS:.+]] = tensor.dim %{{.+}}, %c2
//       AVX2:   %[[HOLDS:.+]] = arith.cmpi uge, %[[COLS]], %c8
//       AVX2:   scf.if %[[HOLDS]]
//       AVX2:     arith.cmpi ule, %{{.+}}, %c15
//       AVX2:     scf.for {{.+}} step %c8
//       AVX2:       scf.for {{.+}} step %c1
//       AVX2:         vector.transfer_read {{.+}} : tensor<1x1x8xf32>, vector<8xf32>
//       AVX2:     scf.for {{.+}} step %c8
//       AVX2:       scf.for {{.+}} step %c1
//       AVX2:         %[[REST:.+]] = affine.apply
//       AVX2:         %[[END:.+]] = arith.addi %{{.+}}, %[[REST]]
//       AVX2:         %[[AT:.+]] = arith.subi %[[END]], %c8
//       AVX2:         %[[FIRSTNEW:.+]] = arith.subi %c8, %[[REST]]
//       AVX2:         tensor.extract_slice %{{.+}}[0, %{{.+}}, %[[AT]]] [1, 1, 8]
//       AVX2:         %[[ACC:.+]] = tensor.extract_slice %{{.+}}[0, %[[AT]]] [1, 8]
//       AVX2:         %[[OLD:.+]] = vector.transfer_read %[[ACC]]
//       AVX2:         %[[SUM:.+]] = arith.addf
//       AVX2:         %[[FIRST32:.+]] = arith.index_cast %[[FIRSTNEW]] : index to i32
//       AVX2:         %[[LANES:.+]] = vector.step : vector<8xindex>
//       AVX2:         %[[LANES32:.+]] = arith.index_cast %[[LANES]] : vector<8xindex> to vector<8xi32>
//       AVX2:         %[[FIRSTS:.+]] = vector.broadcast %[[FIRST32]]
//       AVX2:         %[[ISOLD:.+]] = arith.cmpi ult, %[[LANES32]], %[[FIRSTS]] : vector<8xi32>
//       AVX2:         %[[NEW:.+]] = vector.shape_cast %[[SUM]]
//       AVX2:         %[[KEPT:.+]] = arith.select %[[ISOLD]], %[[OLD]], %[[NEW]]
//       AVX2:         vector.transfer_write %[[KEPT]], %[[ACC]]
//       AVX2:         tensor.insert_slice {{.+}}[0, %[[AT]]] [1, 8]
//       AVX2:     } else {
//       AVX2:       %[[VECTORS:.+]] = arith.divui %{{.+}}, %c8
//       AVX2:       arith.muli %[[VECTORS]], %c8
//       AVX2:       scf.for {{.+}} step %c1
//       AVX2:         scf.for {{.+}} step %c8
//       AVX2:           vector.transfer_read {{.+}} : tensor<1x1x8xf32>, vector<8xf32>
//   AVX2-NOT:       linalg.generic
//       AVX2:       %[[HASREST:.+]] = arith.cmpi ne
//       AVX2:       scf.if %[[HASREST]]
//       AVX2:         %[[APART:.+]] = linalg.fill ins(%[[NEGZERO]] : f32) outs(%{{.+}} : tensor<1x8xf32>)
//       AVX2:         scf.for {{.+}} step %c1 iter_args(%{{.+}} = %[[APART]]) -> (tensor<1x8xf32>)
//       AVX2:           arith.select %{{.+}}, %[[NEGZEROS]], %{{.+}} : vector<8xi1>, vector<8xf32>
//       AVX2:         arith.addf {{.+}} fastmath<reassoc> : vector<8xf32>
//       AVX2:       } else {
//       AVX2:   } else {
//       AVX2:     %[[HOLDS4:.+]] = arith.cmpi uge, %{{.+}}, %c4
//       AVX2:     scf.if %[[HOLDS4]]
//   AVX2-NOT:       arith.cmpi ule
//       AVX2:       scf.for {{.+}} step %c4
//       AVX2:         scf.for {{.+}} step %c1
//       AVX2:           vector.transfer_read {{.+}} : tensor<1x1x4xf32>, vector<4xf32>
//       AVX2:       scf.for {{.+}} step %c4
//       AVX2:         scf.for {{.+}} step %c1
//       AVX2:           arith.subi %{{.+}}, %c4
//       AVX2:           arith.select {{.+}} : vector<4xi1>, vector<4xf32>
//       AVX2:     } else {
//       AVX2:       scf.for %[[COL:.+]] = %c0 to %{{.+}} step %c1
//       AVX2:         scf.for {{.+}} step %c1
//       AVX2:           tensor.extract_slice %{{.+}}[0, %{{.+}}, %[[COL]]] [1, 1, 1]
//       AVX2:           vector.transfer_read {{.+}} : tensor<1x1x1xf32>, vector<1xf32>
//   AVX2-NOT:   linalg.generic
//       AVX2:   return
// CHECK-LABEL: func.func @dynamic_column_sum
// OFF-LABEL: func.func @dynamic_column_sum
// AVX-LABEL: func.func @dynamic_column_sum
func.func @dynamic_column_sum(%g: tensor<1x?x?xf32>, %y: tensor<1x?x?xf32>, %acc: tensor<1x?xf32>) -> tensor<1x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%g, %y : tensor<1x?x?xf32>, tensor<1x?x?xf32>) outs(%acc : tensor<1x?xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32):
    %p = arith.mulf %a, %b : f32
    %t = arith.addf %s, %p fastmath<reassoc> : f32
    linalg.yield %t : f32
  } -> tensor<1x?xf32>
  return %0 : tensor<1x?xf32>
}

// -----

// The update of the same softmax, elementwise over dynamic rows with the
// sums broadcast along them: a row of 16 columns or fewer is one masked tile
// per row, no loop over the columns, and its read of the sums does not
// depend on the row (actgrad-hoist-accumulators moves it out of the loop).
// AVX512-LABEL: func.func @dynamic_rows_update
//       AVX512:   %[[COLS:.+]] = tensor.dim %{{.+}}, %c2
//       AVX512:   %[[NARROW:.+]] = arith.cmpi ule, %[[COLS]], %c16
//       AVX512:   scf.if %[[NARROW]]
//       AVX512:     scf.for {{.+}} step %c1
//   AVX512-NOT:       scf.for
//       AVX512:       vector.transfer_read {{.+}} : tensor<1x?xf32>, vector<16xf32>
//       AVX512:       vector.transfer_write {{.+}} : vector<16xf32>, tensor<1x1x?xf32>
//       AVX512:   } else {
//       AVX512:     scf.for {{.+}} step %c1
//       AVX512:       scf.for {{.+}} step %c16
// UNMASKED-LABEL: func.func @dynamic_rows_update
//   UNMASKED-NOT:   scf.if
// On AVX2 the overlapping last vector of a row keeps the lanes before the
// rest from the output as well: the output is the caller's, which an
// elementwise op may share with an input once bufferized, and those lanes
// are already results then.
// AVX2-LABEL: func.func @dynamic_rows_update
//       AVX2:   arith.cmpi uge, %{{.+}}, %c8
//       AVX2:   scf.for {{.+}} step %c8
//       AVX2:     arith.select {{.+}} : vector<8xi1>, vector<8xf32>
//       AVX2:   } else {
func.func @dynamic_rows_update(%g: tensor<1x?x?xf32>, %y: tensor<1x?x?xf32>, %sum: tensor<1x?xf32>, %out: tensor<1x?x?xf32>) -> tensor<1x?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %y, %sum : tensor<1x?x?xf32>, tensor<1x?x?xf32>, tensor<1x?xf32>) outs(%out : tensor<1x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %s : f32
    %p = arith.mulf %b, %d : f32
    linalg.yield %p : f32
  } -> tensor<1x?x?xf32>
  return %0 : tensor<1x?x?xf32>
}

// -----

// The same update into a new tensor: no input shares its buffer, so the
// overlapping last vector writes the lanes before the rest again, with the
// values they already hold, and reads no output.
// AVX2-LABEL: func.func @dynamic_rows_update_fresh
//       AVX2:   arith.cmpi uge, %{{.+}}, %c8
//       AVX2:   scf.for {{.+}} step %c8
//       AVX2:     %[[END:.+]] = arith.addi
//       AVX2:     %[[AT:.+]] = arith.subi %[[END]], %c8
//   AVX2-NOT:     arith.select
//       AVX2:     tensor.extract_slice %{{.+}}[0, %{{.+}}, %[[AT]]] [1, 1, 8]
//       AVX2:     vector.transfer_read {{.+}} : tensor<1x1x8xf32>
//       AVX2:     vector.transfer_read {{.+}} : tensor<1x1x8xf32>
//       AVX2:     vector.transfer_read {{.+}} : tensor<1x8xf32>
//   AVX2-NOT:     vector.transfer_read
//   AVX2-NOT:     arith.select
//       AVX2:     vector.transfer_write
//       AVX2:   } else {
func.func @dynamic_rows_update_fresh(%g: tensor<1x?x?xf32>, %y: tensor<1x?x?xf32>, %sum: tensor<1x?xf32>) -> tensor<1x?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = tensor.dim %g, %c1 : tensor<1x?x?xf32>
  %cols = tensor.dim %g, %c2 : tensor<1x?x?xf32>
  %out = tensor.empty(%rows, %cols) : tensor<1x?x?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %y, %sum : tensor<1x?x?xf32>, tensor<1x?x?xf32>, tensor<1x?xf32>) outs(%out : tensor<1x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %s : f32
    %p = arith.mulf %b, %d : f32
    linalg.yield %p : f32
  } -> tensor<1x?x?xf32>
  return %0 : tensor<1x?x?xf32>
}

// -----

// f16 rows of softmax over an outer axis on AVX2, widened into one register
// of f32 lanes (tiles of 8, whose lanes actgrad-widen-16-bit-halves leaves
// in order), end in an overlapping vector as f32 rows do: the sum's kept
// lanes are its f32 accumulator's; narrower rows take 4 lanes, then single
// columns.
// AVX2-LABEL: func.func @dynamic_column_sum_f16
//       AVX2:   arith.cmpi uge, %{{.+}}, %c8
//       AVX2:     scf.for {{.+}} step %c8
//       AVX2:       scf.for {{.+}} step %c1
//       AVX2:         vector.transfer_read {{.+}} : tensor<1x1x8xf16>, vector<8xf16>
//       AVX2:     scf.for {{.+}} step %c8
//       AVX2:       scf.for {{.+}} step %c1
//       AVX2:         arith.subi %{{.+}}, %c8
//       AVX2:         vector.transfer_read {{.+}} : tensor<1x1x8xf16>, vector<8xf16>
//       AVX2:         arith.select {{.+}} : vector<8xi1>, vector<8xf32>
//       AVX2:   } else {
//       AVX2:     arith.cmpi uge, %{{.+}}, %c4
//       AVX2:         vector.transfer_read {{.+}} : tensor<1x1x4xf16>, vector<4xf16>
//       AVX2:         arith.select {{.+}} : vector<4xi1>, vector<4xf32>
//       AVX2:     } else {
//       AVX2:           vector.transfer_read {{.+}} : tensor<1x1x1xf16>, vector<1xf16>
//   AVX2-NOT:   linalg.generic
//       AVX2:   return
func.func @dynamic_column_sum_f16(%g: tensor<1x?x?xf16>, %y: tensor<1x?x?xf16>, %acc: tensor<1x?xf32>) -> tensor<1x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%g, %y : tensor<1x?x?xf16>, tensor<1x?x?xf16>) outs(%acc : tensor<1x?xf32>) {
  ^bb0(%a: f16, %b: f16, %s: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %t = arith.addf %s, %p fastmath<reassoc> : f32
    linalg.yield %t : f32
  } -> tensor<1x?xf32>
  return %0 : tensor<1x?xf32>
}

// -----

// Its update into a new f16 tensor: the overlapping last vector of 8 f16
// lanes is written again, without a select; rows of 4 to 7 columns do the
// same with 4 lanes.
// AVX2-LABEL: func.func @dynamic_rows_update_f16_fresh
//       AVX2:   arith.cmpi uge, %{{.+}}, %c8
//       AVX2:     scf.for {{.+}} step %c8
//       AVX2:       %[[AT:.+]] = arith.subi %{{.+}}, %c8
//   AVX2-NOT:       arith.select
//       AVX2:       tensor.extract_slice %{{.+}}[0, %{{.+}}, %[[AT]]] [1, 1, 8]
//   AVX2-NOT:       arith.select
//       AVX2:       vector.transfer_write {{.+}} : vector<8xf16>, tensor<1x1x8xf16>
//       AVX2:   } else {
//       AVX2:     arith.cmpi uge, %{{.+}}, %c4
//       AVX2:       %[[AT4:.+]] = arith.subi %{{.+}}, %c4
//       AVX2:       tensor.extract_slice %{{.+}}[0, %{{.+}}, %[[AT4]]] [1, 1, 4]
//       AVX2:       vector.transfer_write {{.+}} : vector<4xf16>, tensor<1x1x4xf16>
//       AVX2:   return
func.func @dynamic_rows_update_f16_fresh(%g: tensor<1x?x?xf16>, %y: tensor<1x?x?xf16>, %sum: tensor<1x?xf32>) -> tensor<1x?x?xf16> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = tensor.dim %g, %c1 : tensor<1x?x?xf16>
  %cols = tensor.dim %g, %c2 : tensor<1x?x?xf16>
  %out = tensor.empty(%rows, %cols) : tensor<1x?x?xf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %y, %sum : tensor<1x?x?xf16>, tensor<1x?x?xf16>, tensor<1x?xf32>) outs(%out : tensor<1x?x?xf16>) {
  ^bb0(%a: f16, %b: f16, %s: f32, %o: f16):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %d = arith.subf %a32, %s : f32
    %p = arith.mulf %b32, %d : f32
    %r = arith.truncf %p : f32 to f16
    linalg.yield %r : f16
  } -> tensor<1x?x?xf16>
  return %0 : tensor<1x?x?xf16>
}

// -----

// Not masked: a division would run on the padding lanes (poison, zeros
// after a zeroing masked load) and trap; index elements have no masked
// moves (and must not crash the check).
// AVX512-LABEL: func.func @row_of_13_divided
//   AVX512-NOT:   vector.constant_mask
//       AVX512:   arith.divsi {{.+}} : vector<13xi32>
//       AVX512:   arith.addi {{.+}} : vector<13xindex>
// CHECK-LABEL: func.func @row_of_13_divided
// UNMASKED-LABEL: func.func @row_of_13_divided
// OFF-LABEL: func.func @row_of_13_divided
// AVX-LABEL: func.func @row_of_13_divided
func.func @row_of_13_divided(%a: tensor<13xi32>, %b: tensor<13xi32>, %i: tensor<13xindex>) -> (tensor<13xi32>, tensor<13xindex>) {
  %e = tensor.empty() : tensor<13xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<13xi32>, tensor<13xi32>) outs(%e : tensor<13xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %q = arith.divsi %x, %y : i32
    linalg.yield %q : i32
  } -> tensor<13xi32>
  %ei = tensor.empty() : tensor<13xindex>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%i : tensor<13xindex>) outs(%ei : tensor<13xindex>) {
  ^bb0(%x: index, %o: index):
    %s = arith.addi %x, %x : index
    linalg.yield %s : index
  } -> tensor<13xindex>
  return %0, %1 : tensor<13xi32>, tensor<13xindex>
}

// -----

// An elementwise generic on f16 and bf16 only is vectorized at twice the f32
// lanes (32 16-bit values, one register) when the target has AVX-512BW, for
// actgrad-widen-16-bit-halves; its remainder of 4 too. A generic with an f32
// operand keeps the f32 lanes, and so does bf16 on AVX-512F without BW.
// BW-LABEL: func.func @bf16_elementwise
//       BW:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %[[C32:.+]] iter_args
//       BW:     arith.extf {{.+}} : vector<32xbf16> to vector<32xf32>
//       BW:     arith.truncf {{.+}} : vector<32xf32> to vector<32xbf16>
//       BW:   arith.truncf {{.+}} : vector<4xf32> to vector<4xbf16>
// BW-LABEL: func.func @bf16_to_f32
//       BW:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
// f16 bodies get the wide tile too, whether they round an f32 result
// (split into low and high halves by actgrad-widen-16-bit-halves, while
// their masks of the bits and 16-bit selects keep 32 lanes) or select the
// bits.
// BW-LABEL: func.func @f16_rounded
//       BW:     arith.extf {{.+}} : vector<32xf16> to vector<32xf32>
//       BW:     arith.truncf {{.+}} : vector<32xf32> to vector<32xf16>
// BW-LABEL: func.func @f16_selected_bits
//       BW:     arith.select {{.+}} : vector<32xi1>, vector<32xi16>
// BW-LABEL: func.func @f16_and_bf16
//       BW:     arith.extf {{.+}} : vector<32xf16> to vector<32xf32>
//       BW:     arith.truncf {{.+}} : vector<32xf32> to vector<32xbf16>
// With AVX2, whose 16-bit masks and selects take 16 lanes, the elementwise
// bf16 generics get 16 lanes (even and odd lanes save the widening
// shuffles); f16, whose conversions keep lane order, keeps 8.
// AVX2-LABEL: func.func @bf16_elementwise
//       AVX2:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %[[C16:.+]] iter_args
//       AVX2:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
//       AVX2:     arith.truncf {{.+}} : vector<16xf32> to vector<16xbf16>
//       AVX2:   arith.truncf {{.+}} : vector<4xf32> to vector<4xbf16>
// AVX2-LABEL: func.func @bf16_to_f32
//       AVX2:     arith.extf {{.+}} : vector<8xbf16> to vector<8xf32>
// AVX2-LABEL: func.func @f16_rounded
//       AVX2:     arith.extf {{.+}} : vector<8xf16> to vector<8xf32>
//       AVX2:     arith.truncf {{.+}} : vector<8xf32> to vector<8xf16>
// AVX2-LABEL: func.func @f16_selected_bits
//       AVX2:     arith.select {{.+}} : vector<8xi1>, vector<8xi16>
// UNPAIRED-LABEL: func.func @bf16_elementwise
//       UNPAIRED:   arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
// AVX512-LABEL: func.func @bf16_elementwise
//       AVX512:   arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
// CHECK-LABEL: func.func @bf16_elementwise
// OFF-LABEL: func.func @bf16_elementwise
// AVX-LABEL: func.func @bf16_elementwise
func.func @bf16_elementwise(%a: tensor<100xbf16>) -> tensor<100xbf16> {
  %e = tensor.empty() : tensor<100xbf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<100xbf16>) outs(%e : tensor<100xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %w = arith.extf %x : bf16 to f32
    %m = arith.mulf %w, %w : f32
    %r = arith.truncf %m : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<100xbf16>
  return %0 : tensor<100xbf16>
}
func.func @bf16_to_f32(%a: tensor<64xbf16>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<64xbf16>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %w = arith.extf %x : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
func.func @f16_rounded(%a: tensor<64xf16>) -> tensor<64xf16> {
  %e = tensor.empty() : tensor<64xf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<64xf16>) outs(%e : tensor<64xf16>) {
  ^bb0(%x: f16, %o: f16):
    %w = arith.extf %x : f16 to f32
    %m = arith.mulf %w, %w : f32
    %r = arith.truncf %m : f32 to f16
    linalg.yield %r : f16
  } -> tensor<64xf16>
  return %0 : tensor<64xf16>
}
func.func @f16_selected_bits(%a: tensor<64xf16>, %b: tensor<64xf16>) -> tensor<64xf16> {
  %e = tensor.empty() : tensor<64xf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<64xf16>, tensor<64xf16>) outs(%e : tensor<64xf16>) {
  ^bb0(%x: f16, %g: f16, %o: f16):
    %zero = arith.constant 0 : i16
    %limit = arith.constant 16384 : i16
    %xb = arith.bitcast %x : f16 to i16
    %gb = arith.bitcast %g : f16 to i16
    %in = arith.cmpi ult, %xb, %limit : i16
    %s = arith.select %in, %gb, %zero : i16
    %r = arith.bitcast %s : i16 to f16
    linalg.yield %r : f16
  } -> tensor<64xf16>
  return %0 : tensor<64xf16>
}
func.func @f16_and_bf16(%a: tensor<64xf16>) -> tensor<64xbf16> {
  %e = tensor.empty() : tensor<64xbf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<64xf16>) outs(%e : tensor<64xbf16>) {
  ^bb0(%x: f16, %o: bf16):
    %w = arith.extf %x : f16 to f32
    %r = arith.truncf %w : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<64xbf16>
  return %0 : tensor<64xbf16>
}

// -----

// An elementwise generic with bf16 results that reads f32 varying along the
// innermost dimension (the update of a softmax over an outer axis, whose
// row sums vary along the contiguous dimension) keeps lane order, but with
// AVX2 and without AVX-512BW its tiles are two registers of f32, so that the
// two registers' roundings narrow together (16 lanes, its rest of 4 too).
// f16 results, and bf16 on AVX-512, keep one register.
// AVX2-LABEL: func.func @bf16_update_of_f32_rows
//       AVX2:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %c16
//       AVX2:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
//       AVX2:     arith.subf {{.+}} : vector<16xf32>
//       AVX2:     arith.truncf {{.+}} : vector<16xf32> to vector<16xbf16>
//       AVX2:   arith.truncf {{.+}} : vector<4xf32> to vector<4xbf16>
// Dynamic rows keep one register: they end in an overlapping last vector,
// which at 16 lanes would recompute more of a short row.
// AVX2-LABEL: func.func @bf16_update_of_dynamic_f32_rows
//       AVX2:     arith.truncf {{.+}} : vector<8xf32> to vector<8xbf16>
//   AVX2-NOT:     vector<16xf32>
//       AVX2:   return
// AVX2-LABEL: func.func @f16_update_of_f32_rows
//       AVX2:     arith.truncf {{.+}} : vector<8xf32> to vector<8xf16>
// AVX2UNPAIRED-LABEL: func.func @bf16_update_of_f32_rows
//       AVX2UNPAIRED:     arith.truncf {{.+}} : vector<8xf32> to vector<8xbf16>
//   AVX2UNPAIRED-NOT:     vector<16xf32>
// BW-LABEL: func.func @bf16_update_of_f32_rows
//       BW:     arith.truncf {{.+}} : vector<16xf32> to vector<16xbf16>
//   BW-NOT:     vector<32xf32>
// CHECK-LABEL: func.func @bf16_update_of_f32_rows
// OFF-LABEL: func.func @bf16_update_of_f32_rows
// AVX-LABEL: func.func @bf16_update_of_f32_rows
// AVX512-LABEL: func.func @bf16_update_of_f32_rows
func.func @bf16_update_of_f32_rows(%g: tensor<4x100xbf16>, %y: tensor<4x100xbf16>, %sum: tensor<100xf32>) -> tensor<4x100xbf16> {
  %e = tensor.empty() : tensor<4x100xbf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %sum : tensor<4x100xbf16>, tensor<4x100xbf16>, tensor<100xf32>) outs(%e : tensor<4x100xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %s: f32, %o: bf16):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %d = arith.subf %a32, %s : f32
    %p = arith.mulf %b32, %d : f32
    %r = arith.truncf %p : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<4x100xbf16>
  return %0 : tensor<4x100xbf16>
}
func.func @bf16_update_of_dynamic_f32_rows(%g: tensor<4x?xbf16>, %y: tensor<4x?xbf16>, %sum: tensor<?xf32>, %e: tensor<4x?xbf16>) -> tensor<4x?xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %sum : tensor<4x?xbf16>, tensor<4x?xbf16>, tensor<?xf32>) outs(%e : tensor<4x?xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %s: f32, %o: bf16):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %d = arith.subf %a32, %s : f32
    %p = arith.mulf %b32, %d : f32
    %r = arith.truncf %p : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<4x?xbf16>
  return %0 : tensor<4x?xbf16>
}
func.func @f16_update_of_f32_rows(%g: tensor<4x100xf16>, %y: tensor<4x100xf16>, %sum: tensor<100xf32>) -> tensor<4x100xf16> {
  %e = tensor.empty() : tensor<4x100xf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %sum : tensor<4x100xf16>, tensor<4x100xf16>, tensor<100xf32>) outs(%e : tensor<4x100xf16>) {
  ^bb0(%a: f16, %b: f16, %s: f32, %o: f16):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %d = arith.subf %a32, %s : f32
    %p = arith.mulf %b32, %d : f32
    %r = arith.truncf %p : f32 to f16
    linalg.yield %r : f16
  } -> tensor<4x100xf16>
  return %0 : tensor<4x100xf16>
}

// -----

// An innermost reduction of f16/bf16 inputs into f32 sums (softmax's dot
// product) gets 32 lanes of partial sums on AVX-512BW: a register of each
// input, and two registers of sums. With an f32 input it keeps the f32 lanes.
// BW-LABEL: func.func @bf16_dot
//       BW:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (tensor<1x32xf32>)
//       BW:     arith.extf {{.+}} : vector<32xbf16> to vector<32xf32>
//       BW:     arith.addf {{.+}} : vector<32xf32>
//       BW:   vector.multi_reduction <add>, %{{.+}}, %{{.+}} [1] : vector<1x32xf32> to vector<1xf32>
// BW-LABEL: func.func @bf16_f32_dot
//       BW:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
//       BW:     arith.addf {{.+}} : vector<16xf32>
// BW-LABEL: func.func @f16_dot
//       BW:     arith.extf {{.+}} : vector<32xf16> to vector<32xf32>
// AVX2 pairs the f32 lanes the same way (two registers of sums, two
// chains): bf16 as each input's even and odd lanes, f16 as its low and high
// halves. A dot product with an f32 input keeps the f32 lanes.
// AVX2-LABEL: func.func @bf16_dot
//       AVX2:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (tensor<1x16xf32>)
//       AVX2:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
//       AVX2:   vector.multi_reduction <add>, %{{.+}}, %{{.+}} [1] : vector<1x16xf32> to vector<1xf32>
// AVX2-LABEL: func.func @bf16_f32_dot
//       AVX2:     arith.extf {{.+}} : vector<8xbf16> to vector<8xf32>
// AVX2-LABEL: func.func @f16_dot
//       AVX2:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (tensor<1x16xf32>)
//       AVX2:     arith.extf {{.+}} : vector<16xf16> to vector<16xf32>
//       AVX2:   vector.multi_reduction <add>, %{{.+}}, %{{.+}} [1] : vector<1x16xf32> to vector<1xf32>
// UNPAIRED-LABEL: func.func @bf16_dot
//       UNPAIRED:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
// AVX512-LABEL: func.func @bf16_dot
//       AVX512:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
// CHECK-LABEL: func.func @bf16_dot
// OFF-LABEL: func.func @bf16_dot
// AVX-LABEL: func.func @bf16_dot
func.func @bf16_dot(%a: tensor<4x256xbf16>, %b: tensor<4x256xbf16>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a, %b : tensor<4x256xbf16>, tensor<4x256xbf16>) outs(%fill : tensor<4xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xw = arith.extf %x : bf16 to f32
    %yw = arith.extf %y : bf16 to f32
    %p = arith.mulf %xw, %yw : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @bf16_f32_dot(%a: tensor<4x256xbf16>, %b: tensor<4x256xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a, %b : tensor<4x256xbf16>, tensor<4x256xf32>) outs(%fill : tensor<4xf32>) {
  ^bb0(%x: bf16, %y: f32, %acc: f32):
    %xw = arith.extf %x : bf16 to f32
    %p = arith.mulf %xw, %y : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @f16_dot(%a: tensor<4x256xf16>, %b: tensor<4x256xf16>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a, %b : tensor<4x256xf16>, tensor<4x256xf16>) outs(%fill : tensor<4xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xw = arith.extf %x : f16 to f32
    %yw = arith.extf %y : f16 to f32
    %p = arith.mulf %xw, %yw : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An elementwise generic on bf16 with an f32 input that does not vary along
// the innermost dimension (softmax's row sum) gets 32 lanes on AVX-512BW;
// the same on f16 (whose conversions keep lane order) keeps 16.
// BW-LABEL: func.func @bf16_row_update
//       BW:     arith.extf {{.+}} : vector<32xbf16> to vector<32xf32>
//       BW:     arith.truncf {{.+}} : vector<32xf32> to vector<32xbf16>
// BW-LABEL: func.func @f16_row_update
//       BW:     arith.extf {{.+}} : vector<16xf16> to vector<16xf32>
// AVX2-LABEL: func.func @bf16_row_update
//       AVX2:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
//       AVX2:     arith.truncf {{.+}} : vector<16xf32> to vector<16xbf16>
// AVX2-LABEL: func.func @f16_row_update
//       AVX2:     arith.extf {{.+}} : vector<8xf16> to vector<8xf32>
// UNPAIRED-LABEL: func.func @bf16_row_update
//       UNPAIRED:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
// CHECK-LABEL: func.func @bf16_row_update
// OFF-LABEL: func.func @bf16_row_update
// AVX-LABEL: func.func @bf16_row_update
// AVX512-LABEL: func.func @bf16_row_update
func.func @bf16_row_update(%g: tensor<4x256xbf16>, %sum: tensor<4xf32>) -> tensor<4x256xbf16> {
  %e = tensor.empty() : tensor<4x256xbf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g, %sum : tensor<4x256xbf16>, tensor<4xf32>) outs(%e : tensor<4x256xbf16>) {
  ^bb0(%x: bf16, %s: f32, %o: bf16):
    %w = arith.extf %x : bf16 to f32
    %d = arith.subf %w, %s : f32
    %r = arith.truncf %d : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<4x256xbf16>
  return %0 : tensor<4x256xbf16>
}
func.func @f16_row_update(%g: tensor<4x256xf16>, %sum: tensor<4xf32>) -> tensor<4x256xf16> {
  %e = tensor.empty() : tensor<4x256xf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g, %sum : tensor<4x256xf16>, tensor<4xf32>) outs(%e : tensor<4x256xf16>) {
  ^bb0(%x: f16, %s: f32, %o: f16):
    %w = arith.extf %x : f16 to f32
    %d = arith.subf %w, %s : f32
    %r = arith.truncf %d : f32 to f16
    linalg.yield %r : f16
  } -> tensor<4x256xf16>
  return %0 : tensor<4x256xf16>
}

// -----

// A one-lane tile of a reduction that reads f16 (the last element of 49-wide
// rows) is vectorized at the full width with a constant mask: LLVM loads a
// lone f16 element with VPINSRW into an undefined register, which it may
// take from the loop-carried partial sum. bf16 (widened by a shift) and an
// elementwise f16 lane keep one lane.
// BW-LABEL: func.func @f16_sum_lane
//       BW:   %[[MASK:.+]] = vector.constant_mask [1] : vector<16xi1>
//       BW:   vector.transfer_read {{.+}}, %[[MASK]] {{.+}} : tensor<1x1xf16>, vector<16xf16>
//       BW:   arith.extf {{.+}} : vector<16xf16> to vector<16xf32>
//       BW:   arith.addf {{.+}} : vector<16xf32>
//       BW:   vector.transfer_write {{.+}}, %[[MASK]] {{.+}} : vector<16xf32>, tensor<1xf32>
// BW-LABEL: func.func @bf16_sum_lane
//   BW-NOT:   vector.constant_mask
//       BW:   arith.extf {{.+}} : vector<1xbf16> to vector<1xf32>
// A broadcast f16 operand (read once, not per lane) keeps the one lane.
// BW-LABEL: func.func @f16_broadcast_sum_lane
//   BW-NOT:   vector.constant_mask
//       BW:   arith.addf {{.+}} : vector<1xf32>
// BW-LABEL: func.func @f16_elementwise_lane
//   BW-NOT:   vector.constant_mask
//       BW:   arith.extf {{.+}} : vector<1xf16> to vector<1xf32>
// Without masked 16-bit moves (no AVX512BW) or with mask-partial-tiles=false,
// the lane stays one lane.
// UNMASKED-LABEL: func.func @f16_sum_lane
//   UNMASKED-NOT:   vector.constant_mask
//       UNMASKED:   arith.extf {{.+}} : vector<1xf16> to vector<1xf32>
// BWUNMASKED-LABEL: func.func @f16_sum_lane
//   BWUNMASKED-NOT:   vector.constant_mask
//       BWUNMASKED:   arith.extf {{.+}} : vector<1xf16> to vector<1xf32>
func.func @f16_sum_lane(%y: tensor<8x1xf16>, %dy: tensor<8x1xf16>, %acc: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%y, %dy : tensor<8x1xf16>, tensor<8x1xf16>) outs(%acc : tensor<1xf32>) {
  ^bb0(%a: f16, %b: f16, %o: f32):
    %ae = arith.extf %a : f16 to f32
    %be = arith.extf %b : f16 to f32
    %m = arith.mulf %ae, %be : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @bf16_sum_lane(%y: tensor<8x1xbf16>, %dy: tensor<8x1xbf16>, %acc: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%y, %dy : tensor<8x1xbf16>, tensor<8x1xbf16>) outs(%acc : tensor<1xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %ae = arith.extf %a : bf16 to f32
    %be = arith.extf %b : bf16 to f32
    %m = arith.mulf %ae, %be : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @f16_broadcast_sum_lane(%y: tensor<8xf16>, %dy: tensor<8x1xbf16>, %acc: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%y, %dy : tensor<8xf16>, tensor<8x1xbf16>) outs(%acc : tensor<1xf32>) {
  ^bb0(%a: f16, %b: bf16, %o: f32):
    %ae = arith.extf %a : f16 to f32
    %be = arith.extf %b : bf16 to f32
    %m = arith.mulf %ae, %be : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @f16_elementwise_lane(%a: tensor<1xf16>) -> tensor<1xf32> {
  %e = tensor.empty() : tensor<1xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<1xf16>) outs(%e : tensor<1xf32>) {
  ^bb0(%x: f16, %o: f32):
    %xe = arith.extf %x : f16 to f32
    %m = arith.mulf %xe, %xe : f32
    linalg.yield %m : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// A max or min of 16-bit elements into 16-bit results is exact in any
// order, and a sum may run in any order: on AVX-512BW they get 32 lanes,
// two chains of accumulators.
// BW-LABEL: func.func @bf16_row_max
//       BW:   scf.for {{.+}} -> (tensor<1x32xbf16>)
//       BW:     arith.maximumf {{.+}} : vector<32xbf16>
//       BW:   vector.multi_reduction <maximumf>, %{{.+}}, %{{.+}} [1] : vector<1x32xbf16> to vector<1xbf16>
// BW-LABEL: func.func @f16_row_minnum
//       BW:     arith.minnumf {{.+}} : vector<32xf16>
// BW-LABEL: func.func @i16_row_max
//       BW:     arith.maxsi {{.+}} : vector<32xi16>
// BW-LABEL: func.func @bf16_row_sum
//       BW:   scf.for {{.+}} -> (tensor<1x32xbf16>)
//       BW:     arith.addf {{.+}} : vector<32xbf16>
//       BW:   vector.multi_reduction <add>, %{{.+}}, %{{.+}} [1] : vector<1x32xbf16> to vector<1xbf16>
// UNPAIRED-LABEL: func.func @bf16_row_max
//       UNPAIRED:     arith.maximumf {{.+}} : vector<16xbf16>
// AVX512-LABEL: func.func @bf16_row_max
//       AVX512:     arith.maximumf {{.+}} : vector<16xbf16>
// CHECK-LABEL: func.func @bf16_row_max
// OFF-LABEL: func.func @bf16_row_max
// AVX-LABEL: func.func @bf16_row_max
func.func @bf16_row_max(%x: tensor<4x256xbf16>, %init: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x256xbf16>) outs(%init : tensor<4xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %m = arith.maximumf %o, %a : bf16
    linalg.yield %m : bf16
  } -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
func.func @f16_row_minnum(%x: tensor<4x256xf16>, %init: tensor<4xf16>) -> tensor<4xf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x256xf16>) outs(%init : tensor<4xf16>) {
  ^bb0(%a: f16, %o: f16):
    %m = arith.minnumf %a, %o : f16
    linalg.yield %m : f16
  } -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
func.func @i16_row_max(%x: tensor<4x256xi16>, %init: tensor<4xi16>) -> tensor<4xi16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x256xi16>) outs(%init : tensor<4xi16>) {
  ^bb0(%a: i16, %o: i16):
    %m = arith.maxsi %o, %a : i16
    linalg.yield %m : i16
  } -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
func.func @bf16_row_sum(%x: tensor<4x256xbf16>, %init: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x256xbf16>) outs(%init : tensor<4xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %s = arith.addf %o, %a fastmath<reassoc> : bf16
    linalg.yield %s : bf16
  } -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
