// RUN: actgrad-opt %s --split-input-file --actgrad-fuse-sibling-generics | FileCheck %s

// Siblings merge in a chain, in the order of a search that restarts from the
// first generic after each merge: %0 takes %2 (through %a), the merged op
// then takes %1 and %4 (through %b), whose inputs it gained from %2. %3
// reads another space and stays.
// CHECK-LABEL: func.func @chain
//       CHECK:   %[[R:.+]]:4 = linalg.generic
//  CHECK-SAME:     ins(%arg0, %arg1, %arg2 :
//       CHECK:     arith.mulf
//       CHECK:     arith.subf
//       CHECK:     arith.addf
//       CHECK:     arith.divf
//       CHECK:     linalg.yield
//       CHECK:   %[[S:.+]] = linalg.generic
//  CHECK-SAME:     ins(%arg3 :
//   CHECK-NOT:   linalg.generic
//       CHECK:   return %[[R]]#0, %[[R]]#2, %[[R]]#1, %[[R]]#3, %[[S]]
#id = affine_map<(d0) -> (d0)>
func.func @chain(%a: tensor<64xf32>, %b: tensor<64xf32>, %c: tensor<64xf32>, %d: tensor<32xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %x : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%b : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %x : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.subf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ed = tensor.empty() : tensor<32xf32>
  %3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%d : tensor<32xf32>) outs(%ed : tensor<32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.negf %x : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%c, %b : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.divf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %0, %1, %2, %4, %3 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32xf32>
}

// -----

// A reduction joins an elementwise op, then a later elementwise sibling
// joins the merged op: each destination made after the first op is
// recreated before it.
// CHECK-LABEL: func.func @chain_with_reduction
//       CHECK:   linalg.fill
//       CHECK:   %[[R:.+]]:3 = linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel"]
//  CHECK-SAME:     ins(%arg0 :
//       CHECK:     arith.mulf
//       CHECK:     arith.addf
//       CHECK:     arith.subf
//   CHECK-NOT:   linalg.generic
//       CHECK:   return %[[R]]#0, %[[R]]#1, %[[R]]#2
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @chain_with_reduction(%a: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>, tensor<8x16xf32>) {
  %e = tensor.empty() : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %x : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %1 = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%f : tensor<16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%e2 : tensor<8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.subf %x, %x : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  return %0, %1, %2 : tensor<8x16xf32>, tensor<16xf32>, tensor<8x16xf32>
}
