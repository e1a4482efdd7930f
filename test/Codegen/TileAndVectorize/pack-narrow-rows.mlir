// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-pack-narrow-rows | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-pack-narrow-rows=vector-width=4 | FileCheck %s --check-prefix=W4
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx" \
// RUN:   --actgrad-pack-narrow-rows | FileCheck %s --check-prefix=AVX
// RUN: not actgrad-opt %s --split-input-file --actgrad-pack-narrow-rows 2>&1 | FileCheck %s --check-prefix=NOTARGET

// Softmax backward on axis 1 of 4x32x13 inside its thread tile. A row of 13
// is not a whole number of vectors; 16 rows are 208 values, 13 vectors of
// 16: the axis is split into 2 x 16 and the 16 rows collapsed with the 13
// positions. The sum keeps 208 partial sums (16 per position), added to the
// original init by a second generic; the update gets the sums broadcast to
// 16 rows, and its result is reshaped back to 32 rows.
// CHECK-LABEL: func.func @softmax
//       CHECK:   scf.forall
//       CHECK:     %[[INIT:.+]] = linalg.fill {{.+}} -> tensor<1x13xf32>
//       CHECK:     %[[PARTIAL:.+]] = linalg.fill {{.+}} -> tensor<1x16x13xf32>
//       CHECK:     %[[G:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0], [1], [2, 3]] : tensor<1x2x16x13xf32> into tensor<1x2x208xf32>
//       CHECK:     %[[Y:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0], [1], [2, 3]] : tensor<1x2x16x13xf32> into tensor<1x2x208xf32>
//       CHECK:     %[[PARTIAL208:.+]] = tensor.collapse_shape %[[PARTIAL]] {{\[}}[0], [1, 2]] : tensor<1x16x13xf32> into tensor<1x208xf32>
//       CHECK:     %[[SUMS:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[G]], %[[Y]] : tensor<1x2x208xf32>, tensor<1x2x208xf32>) outs(%[[PARTIAL208]] : tensor<1x208xf32>)
//       CHECK:     %[[SUMS16:.+]] = tensor.expand_shape %[[SUMS]] {{\[}}[0], [1, 2]] output_shape [1, 16, 13]
//       CHECK:     %[[SUM:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[SUMS16]] : tensor<1x16x13xf32>) outs(%[[INIT]] : tensor<1x13xf32>)
//       CHECK:       arith.addf {{.+}} fastmath<reassoc>
//       CHECK:     %[[ROWS:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[SUM]] : tensor<1x13xf32>) outs(%{{.+}} : tensor<1x16x13xf32>)
//       CHECK:     %[[ROWS208:.+]] = tensor.collapse_shape %[[ROWS]] {{\[}}[0], [1, 2]] : tensor<1x16x13xf32> into tensor<1x208xf32>
//       CHECK:     %[[UPDATE:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "parallel"]} ins(%{{.+}}, %{{.+}}, %[[ROWS208]] : tensor<1x2x208xf32>, tensor<1x2x208xf32>, tensor<1x208xf32>) outs(%{{.+}} : tensor<1x2x208xf32>)
//       CHECK:     %[[UPDATE16:.+]] = tensor.expand_shape %[[UPDATE]] {{\[}}[0], [1], [2, 3]] output_shape [1, 2, 16, 13]
//       CHECK:     %[[UPDATE32:.+]] = tensor.collapse_shape %[[UPDATE16]] {{\[}}[0], [1, 2], [3]] : tensor<1x2x16x13xf32> into tensor<1x32x13xf32>
//       CHECK:     tensor.parallel_insert_slice %[[UPDATE32]]
// With 4 lanes, 4 rows of 13 are 13 vectors.
// W4-LABEL: func.func @softmax
//       W4:   linalg.generic {{.+}} ins(%{{.+}}, %{{.+}} : tensor<1x8x52xf32>, tensor<1x8x52xf32>) outs(%{{.+}} : tensor<1x52xf32>)
//       W4:   linalg.generic {{.+}} outs(%{{.+}} : tensor<1x8x52xf32>)
// With AVX's 16 registers, 8 rows of 13 (13 vectors of 8) would need more
// than half of them for partial sums: the sum is not packed, the update
// (which keeps no sums) is.
// AVX-LABEL: func.func @softmax
//       AVX:   linalg.generic {{.+}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%{{.+}}, %{{.+}} : tensor<1x32x13xf32>, tensor<1x32x13xf32>) outs(%{{.+}} : tensor<1x13xf32>)
//   AVX-NOT:   iterator_types = ["parallel", "reduction", "parallel"]
//       AVX:   linalg.generic {{.+}} outs(%{{.+}} : tensor<1x4x104xf32>)
// NOTARGET: error: actgrad-pack-narrow-rows: vector-width=-1 needs an `llvm.target` attribute on the module
func.func @softmax(%arg0: tensor<4x32x13xf32>, %arg1: tensor<4x32x13xf32>) -> tensor<4x32x13xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x32x13xf32>
  %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %0) -> (tensor<4x32x13xf32>) {
    %g = tensor.extract_slice %arg0[%arg2, 0, 0] [1, 32, 13] [1, 1, 1] : tensor<4x32x13xf32> to tensor<1x32x13xf32>
    %y = tensor.extract_slice %arg1[%arg2, 0, 0] [1, 32, 13] [1, 1, 1] : tensor<4x32x13xf32> to tensor<1x32x13xf32>
    %2 = tensor.empty() : tensor<1x13xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x13xf32>) -> tensor<1x13xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%g, %y : tensor<1x32x13xf32>, tensor<1x32x13xf32>) outs(%3 : tensor<1x13xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.mulf %in, %in_0 : f32
      %8 = arith.addf %out, %7 fastmath<reassoc> : f32
      linalg.yield %8 : f32
    } -> tensor<1x13xf32>
    %5 = tensor.extract_slice %arg3[%arg2, 0, 0] [1, 32, 13] [1, 1, 1] : tensor<4x32x13xf32> to tensor<1x32x13xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g, %y, %4 : tensor<1x32x13xf32>, tensor<1x32x13xf32>, tensor<1x13xf32>) outs(%5 : tensor<1x32x13xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %7 = arith.subf %in, %in_1 : f32
      %8 = arith.mulf %in_0, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<1x32x13xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %6 into %arg3[%arg2, 0, 0] [1, 32, 13] [1, 1, 1] : tensor<1x32x13xf32> into tensor<4x32x13xf32>
    }
  }
  return %1 : tensor<4x32x13xf32>
}

// -----

// 24 rows make one pack of 16 and 8 rows left over: packing needs at least
// two packs.
// CHECK-LABEL: func.func @rows_not_divisible
//   CHECK-NOT:   tensor.expand_shape
//   CHECK-NOT:   tensor.collapse_shape
func.func @rows_not_divisible(%arg0: tensor<4x24x13xf32>, %arg1: tensor<4x24x13xf32>) -> tensor<4x24x13xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x24x13xf32>
  %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %0) -> (tensor<4x24x13xf32>) {
    %g = tensor.extract_slice %arg0[%arg2, 0, 0] [1, 24, 13] [1, 1, 1] : tensor<4x24x13xf32> to tensor<1x24x13xf32>
    %y = tensor.extract_slice %arg1[%arg2, 0, 0] [1, 24, 13] [1, 1, 1] : tensor<4x24x13xf32> to tensor<1x24x13xf32>
    %2 = tensor.empty() : tensor<1x13xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x13xf32>) -> tensor<1x13xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%g, %y : tensor<1x24x13xf32>, tensor<1x24x13xf32>) outs(%3 : tensor<1x13xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.mulf %in, %in_0 : f32
      %8 = arith.addf %out, %7 fastmath<reassoc> : f32
      linalg.yield %8 : f32
    } -> tensor<1x13xf32>
    %5 = tensor.extract_slice %arg3[%arg2, 0, 0] [1, 24, 13] [1, 1, 1] : tensor<4x24x13xf32> to tensor<1x24x13xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g, %y, %4 : tensor<1x24x13xf32>, tensor<1x24x13xf32>, tensor<1x13xf32>) outs(%5 : tensor<1x24x13xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %7 = arith.subf %in, %in_1 : f32
      %8 = arith.mulf %in_0, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<1x24x13xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %6 into %arg3[%arg2, 0, 0] [1, 24, 13] [1, 1, 1] : tensor<1x24x13xf32> into tensor<4x24x13xf32>
    }
  }
  return %1 : tensor<4x24x13xf32>
}

// -----

// Rows of 32 are whole vectors already.
// CHECK-LABEL: func.func @whole_vectors
//   CHECK-NOT:   tensor.expand_shape
//   CHECK-NOT:   tensor.collapse_shape
func.func @whole_vectors(%arg0: tensor<4x32x32xf32>, %arg1: tensor<4x32x32xf32>) -> tensor<4x32x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x32x32xf32>
  %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %0) -> (tensor<4x32x32xf32>) {
    %g = tensor.extract_slice %arg0[%arg2, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %y = tensor.extract_slice %arg1[%arg2, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %2 = tensor.empty() : tensor<1x32xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%g, %y : tensor<1x32x32xf32>, tensor<1x32x32xf32>) outs(%3 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.mulf %in, %in_0 : f32
      %8 = arith.addf %out, %7 fastmath<reassoc> : f32
      linalg.yield %8 : f32
    } -> tensor<1x32xf32>
    %5 = tensor.extract_slice %arg3[%arg2, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g, %y, %4 : tensor<1x32x32xf32>, tensor<1x32x32xf32>, tensor<1x32xf32>) outs(%5 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %7 = arith.subf %in, %in_1 : f32
      %8 = arith.mulf %in_0, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<1x32x32xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %6 into %arg3[%arg2, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<1x32x32xf32> into tensor<4x32x32xf32>
    }
  }
  return %1 : tensor<4x32x32xf32>
}

// -----

// 16 rows of 49 are 49 vectors, more than half of AVX-512's 32 registers:
// the sum over the rows keeps its rows. The update reads its packed rows
// of sums from memory instead of registers, so it is packed: the sums are
// broadcast to 16 rows of 49, 784 floats (3136 bytes, at most a page).
// With AVX, 8 rows of 49 are packed.
// CHECK-LABEL: func.func @wide_rows
//       CHECK:   %[[SUM:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%{{.+}}, %{{.+}} : tensor<1x32x49xf32>, tensor<1x32x49xf32>) outs(%{{.+}} : tensor<1x49xf32>)
//       CHECK:   %[[ROWS:.+]] = linalg.generic {{.+}} ins(%[[SUM]] : tensor<1x49xf32>) outs(%{{.+}} : tensor<1x16x49xf32>)
//       CHECK:   %[[ROWS784:.+]] = tensor.collapse_shape %[[ROWS]] {{\[}}[0], [1, 2]] : tensor<1x16x49xf32> into tensor<1x784xf32>
//       CHECK:   linalg.generic {{.+}} ins(%{{.+}}, %{{.+}}, %[[ROWS784]] : tensor<1x2x784xf32>, tensor<1x2x784xf32>, tensor<1x784xf32>) outs(%{{.+}} : tensor<1x2x784xf32>)
// AVX-LABEL: func.func @wide_rows
//       AVX:   linalg.generic {{.+}} outs(%{{.+}} : tensor<1x49xf32>)
//       AVX:   linalg.generic {{.+}} outs(%{{.+}} : tensor<1x4x392xf32>)
func.func @wide_rows(%arg0: tensor<4x32x49xf32>, %arg1: tensor<4x32x49xf32>) -> tensor<4x32x49xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x32x49xf32>
  %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %0) -> (tensor<4x32x49xf32>) {
    %g = tensor.extract_slice %arg0[%arg2, 0, 0] [1, 32, 49] [1, 1, 1] : tensor<4x32x49xf32> to tensor<1x32x49xf32>
    %y = tensor.extract_slice %arg1[%arg2, 0, 0] [1, 32, 49] [1, 1, 1] : tensor<4x32x49xf32> to tensor<1x32x49xf32>
    %2 = tensor.empty() : tensor<1x49xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x49xf32>) -> tensor<1x49xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%g, %y : tensor<1x32x49xf32>, tensor<1x32x49xf32>) outs(%3 : tensor<1x49xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.mulf %in, %in_0 : f32
      %8 = arith.addf %out, %7 fastmath<reassoc> : f32
      linalg.yield %8 : f32
    } -> tensor<1x49xf32>
    %5 = tensor.extract_slice %arg3[%arg2, 0, 0] [1, 32, 49] [1, 1, 1] : tensor<4x32x49xf32> to tensor<1x32x49xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g, %y, %4 : tensor<1x32x49xf32>, tensor<1x32x49xf32>, tensor<1x49xf32>) outs(%5 : tensor<1x32x49xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %7 = arith.subf %in, %in_1 : f32
      %8 = arith.mulf %in_0, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<1x32x49xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %6 into %arg3[%arg2, 0, 0] [1, 32, 49] [1, 1, 1] : tensor<1x32x49xf32> into tensor<4x32x49xf32>
    }
  }
  return %1 : tensor<4x32x49xf32>
}

// -----

// The inputs are the first 13 of rows of 16: 16 of their rows do not
// collapse into one without a copy.
// CHECK-LABEL: func.func @partial_rows
//   CHECK-NOT:   tensor.expand_shape
//   CHECK-NOT:   tensor.collapse_shape
func.func @partial_rows(%arg0: tensor<4x32x16xf32>, %arg1: tensor<4x32x16xf32>) -> tensor<4x32x13xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x32x13xf32>
  %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %0) -> (tensor<4x32x13xf32>) {
    %g = tensor.extract_slice %arg0[%arg2, 0, 0] [1, 32, 13] [1, 1, 1] : tensor<4x32x16xf32> to tensor<1x32x13xf32>
    %y = tensor.extract_slice %arg1[%arg2, 0, 0] [1, 32, 13] [1, 1, 1] : tensor<4x32x16xf32> to tensor<1x32x13xf32>
    %2 = tensor.empty() : tensor<1x13xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x13xf32>) -> tensor<1x13xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%g, %y : tensor<1x32x13xf32>, tensor<1x32x13xf32>) outs(%3 : tensor<1x13xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.mulf %in, %in_0 : f32
      %8 = arith.addf %out, %7 fastmath<reassoc> : f32
      linalg.yield %8 : f32
    } -> tensor<1x13xf32>
    %5 = tensor.extract_slice %arg3[%arg2, 0, 0] [1, 32, 13] [1, 1, 1] : tensor<4x32x13xf32> to tensor<1x32x13xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g, %y, %4 : tensor<1x32x13xf32>, tensor<1x32x13xf32>, tensor<1x13xf32>) outs(%5 : tensor<1x32x13xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %7 = arith.subf %in, %in_1 : f32
      %8 = arith.mulf %in_0, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<1x32x13xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %6 into %arg3[%arg2, 0, 0] [1, 32, 13] [1, 1, 1] : tensor<1x32x13xf32> into tensor<4x32x13xf32>
    }
  }
  return %1 : tensor<4x32x13xf32>
}

// -----

// A sum over both dimensions (a result not indexed by the innermost one)
// has no rows of partial sums to pack.
// CHECK-LABEL: func.func @init_without_columns
//   CHECK-NOT:   tensor.expand_shape
//   CHECK-NOT:   tensor.collapse_shape
func.func @init_without_columns(%a: tensor<32x13xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "parallel"]} ins(%a : tensor<32x13xf32>) outs(%i : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Rows of a buffer with a strided layout may not follow one another (the
// check does not look into the strides): left as it is.
// CHECK-LABEL: func.func @strided_buffer
//   CHECK-NOT:   tensor.expand_shape
//   CHECK-NOT:   tensor.collapse_shape
func.func @strided_buffer(%m: memref<32x13xf32, strided<[16, 1], offset: ?>>, %i: tensor<13xf32>) -> tensor<13xf32> {
  %a = bufferization.to_tensor %m restrict : memref<32x13xf32, strided<[16, 1], offset: ?>> to tensor<32x13xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%a : tensor<32x13xf32>) outs(%i : tensor<13xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  } -> tensor<13xf32>
  return %0 : tensor<13xf32>
}

// -----

// The same sum over an identity-layout buffer is packed: 16 rows of 13.
// CHECK-LABEL: func.func @dense_buffer
//       CHECK:   linalg.generic {{.+}} ins(%{{.+}} : tensor<2x208xf32>) outs(%{{.+}} : tensor<208xf32>)
func.func @dense_buffer(%m: memref<32x13xf32>, %i: tensor<13xf32>) -> tensor<13xf32> {
  %a = bufferization.to_tensor %m restrict : memref<32x13xf32> to tensor<32x13xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%a : tensor<32x13xf32>) outs(%i : tensor<13xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  } -> tensor<13xf32>
  return %0 : tensor<13xf32>
}

// -----

// 40 rows of 13 are two packs of 16 and 8 rows left over: the generics are
// split along the rows (linalg::splitOp); the first 32 rows are packed, the
// last 8 stay as they are. The sum's second part adds its rows to the first
// part's result.
// CHECK-LABEL: func.func @remainder_rows
//       CHECK:   %[[SUMS:.+]] = linalg.generic {{.+}} ins(%{{.+}}, %{{.+}} : tensor<1x2x208xf32>, tensor<1x2x208xf32>) outs(%{{.+}} : tensor<1x208xf32>)
//       CHECK:   %[[HEAD:.+]] = linalg.generic {{.+}} ins(%{{.+}} : tensor<1x16x13xf32>) outs(%{{.+}} : tensor<1x13xf32>)
//       CHECK:   %[[HEADSUM:.+]] = tensor.insert_slice %[[HEAD]] into
//       CHECK:   %[[INIT:.+]] = tensor.extract_slice %[[HEADSUM]][0, 0] [1, 13] [1, 1]
//       CHECK:   linalg.generic {{.+}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%{{.+}}, %{{.+}} : tensor<1x8x13xf32>, tensor<1x8x13xf32>) outs(%[[INIT]] : tensor<1x13xf32>)
//       CHECK:   %[[PACKED:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<1x2x208xf32>)
//       CHECK:   %[[PACKED32:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0], [1, 2], [3]] : tensor<1x2x16x13xf32> into tensor<1x32x13xf32>
//       CHECK:   %[[FIRST:.+]] = tensor.insert_slice %[[PACKED32]] into %{{.+}}[0, 0, 0] [1, 32, 13] [1, 1, 1]
//       CHECK:   %[[REST:.+]] = linalg.generic {{.+}} ins(%{{.+}}, %{{.+}}, %{{.+}} : tensor<1x8x13xf32>, tensor<1x8x13xf32>, tensor<1x13xf32>) outs(%{{.+}} : tensor<1x8x13xf32>)
//       CHECK:   tensor.insert_slice %[[REST]] into %[[FIRST]][0, 32, 0] [1, 8, 13] [1, 1, 1]
func.func @remainder_rows(%arg0: tensor<4x40x13xf32>, %arg1: tensor<4x40x13xf32>) -> tensor<4x40x13xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x40x13xf32>
  %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %0) -> (tensor<4x40x13xf32>) {
    %g = tensor.extract_slice %arg0[%arg2, 0, 0] [1, 40, 13] [1, 1, 1] : tensor<4x40x13xf32> to tensor<1x40x13xf32>
    %y = tensor.extract_slice %arg1[%arg2, 0, 0] [1, 40, 13] [1, 1, 1] : tensor<4x40x13xf32> to tensor<1x40x13xf32>
    %2 = tensor.empty() : tensor<1x13xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x13xf32>) -> tensor<1x13xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%g, %y : tensor<1x40x13xf32>, tensor<1x40x13xf32>) outs(%3 : tensor<1x13xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.mulf %in, %in_0 : f32
      %8 = arith.addf %out, %7 fastmath<reassoc> : f32
      linalg.yield %8 : f32
    } -> tensor<1x13xf32>
    %5 = tensor.extract_slice %arg3[%arg2, 0, 0] [1, 40, 13] [1, 1, 1] : tensor<4x40x13xf32> to tensor<1x40x13xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g, %y, %4 : tensor<1x40x13xf32>, tensor<1x40x13xf32>, tensor<1x13xf32>) outs(%5 : tensor<1x40x13xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %7 = arith.subf %in, %in_1 : f32
      %8 = arith.mulf %in_0, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<1x40x13xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %6 into %arg3[%arg2, 0, 0] [1, 40, 13] [1, 1, 1] : tensor<1x40x13xf32> into tensor<4x40x13xf32>
    }
  }
  return %1 : tensor<4x40x13xf32>
}

// -----

// 16 rows of 67 are 1072 floats: the update's sums broadcast to 16 rows
// (4288 bytes) would not stay in L1 next to its rows, so nothing is packed.
// CHECK-LABEL: func.func @broadcast_rows_too_long
//   CHECK-NOT:   tensor.expand_shape
//   CHECK-NOT:   tensor.collapse_shape
func.func @broadcast_rows_too_long(%g: tensor<1x32x67xf32>, %y: tensor<1x32x67xf32>, %sum: tensor<1x67xf32>) -> tensor<1x32x67xf32> {
  %0 = tensor.empty() : tensor<1x32x67xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g, %y, %sum : tensor<1x32x67xf32>, tensor<1x32x67xf32>, tensor<1x67xf32>) outs(%0 : tensor<1x32x67xf32>) {
  ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
    %7 = arith.subf %in, %in_1 : f32
    %8 = arith.mulf %in_0, %7 : f32
    linalg.yield %8 : f32
  } -> tensor<1x32x67xf32>
  return %1 : tensor<1x32x67xf32>
}

// -----

// A maximum over 40 rows of 13 is not a sum: its rows cannot be split into
// partial results, so nothing is split off or packed.
// CHECK-LABEL: func.func @max_rows
//   CHECK-NOT:   tensor.extract_slice
//   CHECK-NOT:   tensor.expand_shape
//       CHECK:   linalg.generic {{.+}} ins(%{{.+}} : tensor<1x40x13xf32>) outs(%{{.+}} : tensor<1x13xf32>)
//   CHECK-NOT:   linalg.generic
func.func @max_rows(%x: tensor<1x40x13xf32>, %init: tensor<1x13xf32>) -> tensor<1x13xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<1x40x13xf32>) outs(%init : tensor<1x13xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.maximumf %in, %out : f32
    linalg.yield %1 : f32
  } -> tensor<1x13xf32>
  return %0 : tensor<1x13xf32>
}
