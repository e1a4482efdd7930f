// RUN: actgrad-opt %s --split-input-file --actgrad-fuse-sibling-generics | FileCheck %s

// Two elementwise generics reading %a become one with both results: %a is
// read once.
// CHECK-LABEL: func.func @two_elementwise
//       CHECK:   %[[R:.+]]:2 = linalg.generic
//  CHECK-SAME:     ins(%arg0, %arg1 : tensor<64xf32>, tensor<64xf32>)
//       CHECK:     arith.mulf
//       CHECK:     arith.addf
//       CHECK:     linalg.yield
//   CHECK-NOT:   linalg.generic
//       CHECK:   return %[[R]]#0, %[[R]]#1
func.func @two_elementwise(%a: tensor<64xf32>, %b: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e0 = tensor.empty() : tensor<64xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<64xf32>) outs(%e0 : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%e1 : tensor<64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %0, %1 : tensor<64xf32>, tensor<64xf32>
}

// -----

// A reduction and an elementwise op over the same input and space (PReLU's
// diff_slope and diff_src) become one sweep; the reduction's zero-filled
// init is recreated where the merged op goes.
// CHECK-LABEL: func.func @reduction_and_elementwise
//       CHECK:   linalg.fill
//       CHECK:   %[[R:.+]]:2 = linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel"]
//   CHECK-NOT:   linalg.generic
func.func @reduction_and_elementwise(%a: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>) {
  %e0 = tensor.empty() : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%e0 : tensor<8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%f : tensor<16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<16xf32>
}

// -----

// No common input: nothing to share, both stay.
// CHECK-LABEL: func.func @independent
//       CHECK:   linalg.generic
//       CHECK:   linalg.generic
func.func @independent(%a: tensor<64xf32>, %b: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e0 = tensor.empty() : tensor<64xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<64xf32>) outs(%e0 : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%b : tensor<64xf32>) outs(%e0 : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.addf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %0, %1 : tensor<64xf32>, tensor<64xf32>
}
