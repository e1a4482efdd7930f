// What actgrad-to-nvvm cannot run on the GPU is an error naming the op, with
// a non-zero exit and no output.
// RUN: not actgrad-opt %s --split-input-file --actgrad-to-nvvm -o %t 2>&1 | FileCheck %s

// A maximum is not a sum.
// CHECK: actgrad-to-nvvm-unlowerable.mlir:[[@LINE+5]]:8: error: 'linalg.generic' op cannot be mapped to the GPU: only reductions that sum their terms
#x = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
func.func @maximum(%x: tensor<?xf32>) -> tensor<f32> {
  %init = tensor.empty() : tensor<f32>
  %0 = linalg.generic {indexing_maps = [#x, #all], iterator_types = ["reduction"]}
      ins(%x : tensor<?xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// The host would read an element of a device buffer.
// CHECK: actgrad-to-nvvm-unlowerable.mlir:[[@LINE+4]]:8: error: 'memref.load' op is left in host code by actgrad-to-nvvm
func.func @element(%g: tensor<8xf32>, %x: tensor<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.extract %0[%c0] : tensor<8xf32>
  return %1 : f32
}
// CHECK-NOT: error:
