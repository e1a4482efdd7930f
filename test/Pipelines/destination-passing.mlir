// Destination-passing kernels in the forms front ends and C++ callers write
// them compile without heap allocations, clones or copies: the result is
// computed in the caller's buffer. (Values: Integration/front_end.)
// RUN: actgrad-opt %s --actgrad-to-llvm | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>

// CHECK-LABEL: llvm.func @returns_destination
//   CHECK-NOT:   llvm.call @malloc
//   CHECK-NOT:   llvm.call @free
//   CHECK-NOT:   llvm.intr.memcpy
//       CHECK:   llvm.return
func.func @returns_destination(%g: tensor<4096xf32>, %x: tensor<4096xf32>, %out: tensor<4096xf32>) -> tensor<4096xf32> {
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %w = bufferization.materialize_in_destination %r in %out : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  return %w : tensor<4096xf32>
}

// The five-generic softmax backward of torch-mlir, keep-dim sum included.
// CHECK-LABEL: llvm.func @softmax_backward_into_slice
//   CHECK-NOT:   llvm.call @malloc
//   CHECK-NOT:   llvm.call @free
//   CHECK-NOT:   llvm.intr.memcpy
//       CHECK:   llvm.return
func.func @softmax_backward_into_slice(%g: tensor<64x256xf32>, %y: tensor<64x256xf32>, %out: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %e = tensor.empty() : tensor<64x256xf32>
  %gy = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x1xf32>) -> tensor<64x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%gy : tensor<64x256xf32>) outs(%z : tensor<64x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<64x1xf32>
  %bc = linalg.generic {indexing_maps = [#keep, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<64x1xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<64x256xf32>
  %ys = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %bc : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gy, %ys : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.subf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  %w = tensor.insert_slice %r into %out[32, 0] [64, 256] [1, 1] : tensor<64x256xf32> into tensor<128x256xf32>
  return %w : tensor<128x256xf32>
}
