// RUN: actgrad-opt %s --split-input-file --actgrad-approximate-math | FileCheck %s

// exp on vectors (and scalars) becomes upstream's polynomial: no exp is left.
// CHECK-LABEL: func.func @vector_exp
//   CHECK-NOT:   math.exp
//       CHECK:   math.fma
//   CHECK-NOT:   math.exp
//       CHECK:   return
func.func @vector_exp(%v: vector<16xf32>, %s: f32) -> (vector<16xf32>, f32) {
  %0 = math.exp %v : vector<16xf32>
  %1 = math.exp %s : f32
  return %0, %1 : vector<16xf32>, f32
}

// -----

// exp on tensors is left alone (upstream's patterns would compare a tensor
// with a scalar); the pipeline turns it into linalg first. Other math ops
// stay exact.
// CHECK-LABEL: func.func @tensor_exp
//       CHECK:   math.exp %{{.+}} : tensor<64xf32>
//       CHECK:   math.log %{{.+}} : vector<16xf32>
func.func @tensor_exp(%t: tensor<64xf32>, %v: vector<16xf32>) -> (tensor<64xf32>, vector<16xf32>) {
  %0 = math.exp %t : tensor<64xf32>
  %1 = math.log %v : vector<16xf32>
  return %0, %1 : tensor<64xf32>, vector<16xf32>
}
