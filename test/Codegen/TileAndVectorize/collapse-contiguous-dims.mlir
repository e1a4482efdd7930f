// RUN: actgrad-opt %s --split-input-file --actgrad-collapse-contiguous-dims | FileCheck %s

// An elementwise op of rank 3 becomes one loop of 4 x 8 x 16 iterations.
// CHECK-LABEL: func.func @elementwise_rank3
//       CHECK:   tensor.collapse_shape %arg0 {{\[}}[0, 1, 2]] : tensor<4x8x16xf32> into tensor<512xf32>
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel"]
//       CHECK:   tensor.expand_shape
func.func @elementwise_rank3(%a: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  %e = tensor.empty() : tensor<4x8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<4x8x16xf32>) outs(%e : tensor<4x8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// -----

// A softmax over axis 1 of NCHW: the sum and the update that it feeds both
// fold H and W, and keep matching iteration spaces.
// CHECK-LABEL: func.func @reduction_and_update
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel", "reduction", "parallel"]
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel", "parallel", "parallel"]
func.func @reduction_and_update(%a: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x4x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%a : tensor<2x3x4x5xf32>) outs(%f : tensor<2x4x5xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<2x4x5xf32>
  %e1 = tensor.empty() : tensor<2x3x4x5xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a, %sum : tensor<2x3x4x5xf32>, tensor<2x4x5xf32>) outs(%e1 : tensor<2x3x4x5xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %m = arith.subf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<2x3x4x5xf32>
  return %0 : tensor<2x3x4x5xf32>
}

// -----

// Dynamic dimensions are not folded into a result that is returned: its
// expansion would need a memref.expand_shape into several dynamic dimensions.
// CHECK-LABEL: func.func @dynamic
//   CHECK-NOT:   tensor.collapse_shape
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel", "parallel"]
func.func @dynamic(%a: tensor<?x?xf32>, %e: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A dynamically shaped elementwise op written into a caller's buffer is one
// loop over the product of its dimensions, computed at run time.
// CHECK-LABEL: func.func @dynamic_into_buffer
//       CHECK:   tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2, 3]] : tensor<?x?x?x?xf32> into tensor<?xf32>
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel"]
//       CHECK:   } -> tensor<?xf32>
//       CHECK:   tensor.expand_shape
//       CHECK:   bufferization.materialize_in_destination
func.func @dynamic_into_buffer(%m: memref<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = bufferization.to_tensor %m restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %d0 = tensor.dim %a, %c0 : tensor<?x?x?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?x?x?xf32>
  %d2 = tensor.dim %a, %c2 : tensor<?x?x?x?xf32>
  %d3 = tensor.dim %a, %c3 : tensor<?x?x?x?xf32>
  %e = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a : tensor<?x?x?x?xf32>) outs(%e : tensor<?x?x?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<?x?x?x?xf32>
  bufferization.materialize_in_destination %0 in restrict writable %out : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  return
}

// -----

// A buffer with a strided layout may not be contiguous: it gets the op as it is.
// CHECK-LABEL: func.func @dynamic_into_strided_buffer
//   CHECK-NOT:   tensor.collapse_shape
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel", "parallel"]
func.func @dynamic_into_strided_buffer(%a: tensor<?x?xf32>, %e: tensor<?x?xf32>, %out: memref<?x?xf32, strided<[?, 1]>>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  bufferization.materialize_in_destination %0 in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32, strided<[?, 1]>>) -> ()
  return
}

// -----

// A producer fused into a dynamic root is folded with it; the producer's
// result has no use outside the two.
// CHECK-LABEL: func.func @dynamic_producer_and_root
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel"]
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel"]
//   CHECK-NOT:   linalg.generic
func.func @dynamic_producer_and_root(%a: tensor<?x?xf32>, %e: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %p : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  bufferization.materialize_in_destination %0 in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// -----

// A producer whose result is also returned keeps the dynamic dimensions of
// both.
// CHECK-LABEL: func.func @dynamic_producer_escapes
//   CHECK-NOT:   tensor.collapse_shape
func.func @dynamic_producer_escapes(%a: tensor<?x?xf32>, %e: tensor<?x?xf32>, %out: memref<?x?xf32>) -> tensor<?x?xf32> {
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %p : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  bufferization.materialize_in_destination %0 in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return %p : tensor<?x?xf32>
}
