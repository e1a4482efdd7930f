// RUN: actgrad-opt %s --split-input-file --actgrad-reshape-destinations | FileCheck %s

// A collapsed computation expanded into the caller's buffer: the buffer is
// collapsed instead, so that empty-tensor elimination can compute the
// result in it.
// CHECK-LABEL: func.func @expanded_result
//  CHECK-SAME:   (%[[R:.+]]: tensor<512xf32>, %[[OUT:.+]]: memref<4x8x16xf32>)
//       CHECK:   %[[FLAT:.+]] = memref.collapse_shape %[[OUT]] {{\[}}[0, 1, 2]] : memref<4x8x16xf32> into memref<512xf32>
//       CHECK:   bufferization.materialize_in_destination %[[R]] in restrict writable %[[FLAT]] : (tensor<512xf32>, memref<512xf32>) -> ()
func.func @expanded_result(%r: tensor<512xf32>, %out: memref<4x8x16xf32>) {
  %e = tensor.expand_shape %r [[0, 1, 2]] output_shape [4, 8, 16] : tensor<512xf32> into tensor<4x8x16xf32>
  bufferization.materialize_in_destination %e in restrict writable %out
      : (tensor<4x8x16xf32>, memref<4x8x16xf32>) -> ()
  return
}

// -----

// And a collapsed result of an expanded computation (split reductions).
// CHECK-LABEL: func.func @collapsed_result
//  CHECK-SAME:   (%[[R:.+]]: tensor<4x2x64xf32>, %[[OUT:.+]]: memref<8x64xf32>)
//       CHECK:   %[[SPLIT:.+]] = memref.expand_shape %[[OUT]] {{\[}}[0, 1], [2]] output_shape [4, 2, 64] : memref<8x64xf32> into memref<4x2x64xf32>
//       CHECK:   bufferization.materialize_in_destination %[[R]] in restrict writable %[[SPLIT]]
func.func @collapsed_result(%r: tensor<4x2x64xf32>, %out: memref<8x64xf32>) {
  %c = tensor.collapse_shape %r [[0, 1], [2]] : tensor<4x2x64xf32> into tensor<8x64xf32>
  bufferization.materialize_in_destination %c in restrict writable %out
      : (tensor<8x64xf32>, memref<8x64xf32>) -> ()
  return
}

// -----

// Without a reshape there is nothing to do.
// CHECK-LABEL: func.func @plain
//   CHECK-NOT:   memref.collapse_shape
//       CHECK:   bufferization.materialize_in_destination %arg0 in restrict writable %arg1
func.func @plain(%r: tensor<64xf32>, %out: memref<64xf32>) {
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}
