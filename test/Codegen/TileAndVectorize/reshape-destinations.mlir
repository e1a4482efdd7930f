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

// -----

// A result more static than the caller's buffer (a PReLU whose static slope
// length refines a dynamic src's channels), collapsed: the buffer is cast to
// the result's sizes, then collapsed, so that the result is computed in it
// and its materialization is a copy of the buffer onto itself, which folds.
// Without the cast it copied the whole diff_src onto itself.
// CHECK-LABEL: func.func @refined_result
//  CHECK-SAME:   (%[[R:.+]]: tensor<?x64x?xf32>, %[[OUT:.+]]: memref<?x?x?x?xf32>, %[[N:.+]]: index, %[[M:.+]]: index)
//       CHECK:   %[[CAST:.+]] = memref.cast %[[OUT]] : memref<?x?x?x?xf32> to memref<?x64x?x?xf32>
//       CHECK:   %[[FLAT:.+]] = memref.collapse_shape %[[CAST]] {{\[}}[0], [1], [2, 3]] : memref<?x64x?x?xf32> into memref<?x64x?xf32>
//       CHECK:   bufferization.materialize_in_destination %[[R]] in restrict writable %[[FLAT]] : (tensor<?x64x?xf32>, memref<?x64x?xf32>) -> ()
func.func @refined_result(%r: tensor<?x64x?xf32>, %out: memref<?x?x?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %b = tensor.dim %r, %c0 : tensor<?x64x?xf32>
  %e = tensor.expand_shape %r [[0], [1], [2, 3]] output_shape [%b, 64, %n, %m] : tensor<?x64x?xf32> into tensor<?x64x?x?xf32>
  bufferization.materialize_in_destination %e in restrict writable %out
      : (tensor<?x64x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  return
}

// -----

// The same through a tensor.cast of the result.
// CHECK-LABEL: func.func @cast_result
//  CHECK-SAME:   (%[[R:.+]]: tensor<?x64xf32>, %[[OUT:.+]]: memref<?x?xf32>)
//       CHECK:   %[[CAST:.+]] = memref.cast %[[OUT]] : memref<?x?xf32> to memref<?x64xf32>
//       CHECK:   bufferization.materialize_in_destination %[[R]] in restrict writable %[[CAST]] : (tensor<?x64xf32>, memref<?x64xf32>) -> ()
func.func @cast_result(%r: tensor<?x64xf32>, %out: memref<?x?xf32>) {
  %c = tensor.cast %r : tensor<?x64xf32> to tensor<?x?xf32>
  bufferization.materialize_in_destination %c in restrict writable %out
      : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// -----

// A PReLU whose slope length is known at run time only picks per-tensor or
// per-channel in an scf.if. Empty-tensor elimination replaces one
// tensor.empty per materialization into a buffer, so one branch computed
// into a temporary and copied it into the buffer: the materializations move
// into both branches, where each is then reshaped and cast on its own (the
// per-tensor sum, rank 0, into the slope's buffer cast to one element).
// CHECK-LABEL: func.func @branches
//  CHECK-SAME:   (%[[C:.+]]: i1, %[[A:.+]]: tensor<?xf32>, %[[S:.+]]: tensor<f32>, %[[B:.+]]: tensor<?xf32>, %[[T:.+]]: tensor<?xf32>, %[[OUT:.+]]: memref<?xf32>, %[[DW:.+]]: memref<?xf32>)
//       CHECK:   scf.if %[[C]]
//       CHECK:     bufferization.materialize_in_destination %[[A]] in restrict writable %[[OUT]]
//       CHECK:     %[[ONE:.+]] = memref.cast %[[DW]] : memref<?xf32> to memref<1xf32>
//       CHECK:     %[[SCALAR:.+]] = memref.collapse_shape %[[ONE]] [] : memref<1xf32> into memref<f32>
//       CHECK:     bufferization.materialize_in_destination %[[S]] in restrict writable %[[SCALAR]]
//       CHECK:   } else {
//       CHECK:     bufferization.materialize_in_destination %[[B]] in restrict writable %[[OUT]]
//       CHECK:     bufferization.materialize_in_destination %[[T]] in restrict writable %[[DW]]
//       CHECK:   }
//   CHECK-NOT:   bufferization.materialize_in_destination
//       CHECK:   return
func.func @branches(%c: i1, %a: tensor<?xf32>, %s: tensor<f32>, %b: tensor<?xf32>, %t: tensor<?xf32>, %out: memref<?xf32>, %dw: memref<?xf32>) {
  %r:2 = scf.if %c -> (tensor<?xf32>, tensor<?xf32>) {
    %e = tensor.expand_shape %s [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %d = tensor.cast %e : tensor<1xf32> to tensor<?xf32>
    scf.yield %a, %d : tensor<?xf32>, tensor<?xf32>
  } else {
    scf.yield %b, %t : tensor<?xf32>, tensor<?xf32>
  }
  bufferization.materialize_in_destination %r#0 in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

// -----

// A dynamically sized collapse of the result (a thread loop that
// actgrad-pack-narrow-rows packed at run time writes [n, rows / k, k
// columns]): the buffer is expanded with the source's sizes.
// CHECK-LABEL: func.func @dynamic_collapsed_result
//  CHECK-SAME:   (%[[R:.+]]: tensor<?x?x?xf32>, %[[OUT:.+]]: memref<?x?xf32>)
//   CHECK-DAG:   %[[D0:.+]] = tensor.dim %[[R]], %c0
//   CHECK-DAG:   %[[D1:.+]] = tensor.dim %[[R]], %c1
//   CHECK-DAG:   %[[D2:.+]] = tensor.dim %[[R]], %c2
//       CHECK:   %[[PACKED:.+]] = memref.expand_shape %[[OUT]] {{\[}}[0], [1, 2]] output_shape [%[[D0]], %[[D1]], %[[D2]]] : memref<?x?xf32> into memref<?x?x?xf32>
//       CHECK:   bufferization.materialize_in_destination %[[R]] in restrict writable %[[PACKED]]
func.func @dynamic_collapsed_result(%r: tensor<?x?x?xf32>, %out: memref<?x?xf32>) {
  %c = tensor.collapse_shape %r [[0], [1, 2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  bufferization.materialize_in_destination %c in restrict writable %out
      : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// -----

// The same in the packed version of an scf.if whose buffer is a reshape of
// an argument made after it (softmax's [n, c, h, w] output collapsed to
// [n, c, h w]): the reshape moves above the scf.if, the materialization
// into both branches, and the packed branch's reshapes onto the buffer.
// CHECK-LABEL: func.func @packed_branch
//  CHECK-SAME:   (%[[C:.+]]: i1, %[[P:.+]]: tensor<?x?x?xf32>, %[[U:.+]]: tensor<?x?x?xf32>, %[[OUT:.+]]: memref<?x?x?x?xf32>, %[[N:.+]]: index, %[[R:.+]]: index, %[[I:.+]]: index)
//       CHECK:   %[[ROWS:.+]] = memref.collapse_shape %[[OUT]] {{\[}}[0], [1], [2, 3]]
//       CHECK:   scf.if %[[C]] -> (tensor<?x?x?xf32>) {
//       CHECK:     %[[FLAT:.+]] = memref.collapse_shape %[[ROWS]] {{\[}}[0], [1, 2]]
//       CHECK:     %[[PACKED:.+]] = memref.expand_shape %[[FLAT]] {{\[}}[0], [1, 2]]
//       CHECK:     bufferization.materialize_in_destination %[[P]] in restrict writable %[[PACKED]]
//       CHECK:   } else {
//       CHECK:     bufferization.materialize_in_destination %[[U]] in restrict writable %[[ROWS]]
//       CHECK:   }
//   CHECK-NOT:   bufferization.materialize_in_destination
func.func @packed_branch(%c: i1, %p: tensor<?x?x?xf32>, %u: tensor<?x?x?xf32>, %out: memref<?x?x?x?xf32>, %n: index, %rows: index, %cols: index) {
  %r = scf.if %c -> (tensor<?x?x?xf32>) {
    %flat = tensor.collapse_shape %p [[0], [1, 2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
    %e = tensor.expand_shape %flat [[0], [1, 2]] output_shape [%n, %rows, %cols] : tensor<?x?xf32> into tensor<?x?x?xf32>
    scf.yield %e : tensor<?x?x?xf32>
  } else {
    scf.yield %u : tensor<?x?x?xf32>
  }
  %rowsView = memref.collapse_shape %out [[0], [1], [2, 3]] : memref<?x?x?x?xf32> into memref<?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %rowsView
      : (tensor<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  return
}
