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

// -----

// Dynamic shapes: a common input read through one permutation gives both
// ops its sizes, so they merge. Each reads its own cast of %a (no CSE runs
// before bufferization); casts of one value to one type are one input. The
// reduction's init is recreated over the size, defined before both.
// CHECK-LABEL: func.func @dynamic_casts
//       CHECK:   %[[X:.+]] = tensor.cast %arg0
//       CHECK:   tensor.empty(%{{.+}}) : tensor<?x64xf32>
//       CHECK:   %[[F:.+]] = linalg.fill
//       CHECK:   %[[R:.+]]:2 = linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel"]
//  CHECK-SAME:     ins(%[[X]] : tensor<?x64xf32>)
//  CHECK-SAME:     outs(%{{.+}}, %[[F]] : tensor<?x64xf32>, tensor<64xf32>)
//   CHECK-NOT:   linalg.generic
//       CHECK:   return %[[R]]#0, %[[R]]#1
func.func @dynamic_casts(%a: tensor<?x?xf32>) -> (tensor<?x64xf32>, tensor<64xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x?xf32>
  %x0 = tensor.cast %a : tensor<?x?xf32> to tensor<?x64xf32>
  %e0 = tensor.empty(%n) : tensor<?x64xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x0 : tensor<?x64xf32>) outs(%e0 : tensor<?x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<?x64xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %x1 = tensor.cast %a : tensor<?x?xf32> to tensor<?x64xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x1 : tensor<?x64xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %0, %1 : tensor<?x64xf32>, tensor<64xf32>
}

// -----

// Generics in a branch of an scf.if (PReLU's slope kind chosen at run time)
// merge within their block; the reduction's dynamic init is recreated over
// a size defined outside the branch.
// CHECK-LABEL: func.func @dynamic_in_branch
//       CHECK:   scf.if
//       CHECK:     linalg.fill
//       CHECK:     linalg.generic
//  CHECK-SAME:       iterator_types = ["reduction", "parallel"]
//   CHECK-NOT:     linalg.generic
//       CHECK:     scf.yield
func.func @dynamic_in_branch(%a: tensor<?x?xf32>, %p: i1) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c0 : tensor<?x?xf32>
  %c = tensor.dim %a, %c1 : tensor<?x?xf32>
  %r:2 = scf.if %p -> (tensor<?x?xf32>, tensor<?xf32>) {
    %e0 = tensor.empty(%n, %c) : tensor<?x?xf32>
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a : tensor<?x?xf32>) outs(%e0 : tensor<?x?xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = arith.mulf %x, %x : f32
      linalg.yield %m : f32
    } -> tensor<?x?xf32>
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty(%c) : tensor<?xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
        ins(%a : tensor<?x?xf32>) outs(%f : tensor<?xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %s = arith.addf %acc, %x : f32
      linalg.yield %s : f32
    } -> tensor<?xf32>
    scf.yield %0, %1 : tensor<?x?xf32>, tensor<?xf32>
  } else {
    %e = tensor.empty(%n, %c) : tensor<?x?xf32>
    %e1 = tensor.empty(%c) : tensor<?xf32>
    scf.yield %e, %e1 : tensor<?x?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<?xf32>
}

// -----

// Dynamic shapes with no common input read through a permutation: %w is
// read through a broadcast, which does not tie the extents of the ops'
// first dimensions (%a and %b may differ), so they stay apart.
// CHECK-LABEL: func.func @dynamic_broadcast_only
//       CHECK:   linalg.generic
//       CHECK:   linalg.generic
func.func @dynamic_broadcast_only(%a: tensor<?x8xf32>, %b: tensor<?x8xf32>, %w: tensor<8xf32>) -> (tensor<?x8xf32>, tensor<?x8xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x8xf32>
  %m = tensor.dim %b, %c0 : tensor<?x8xf32>
  %e0 = tensor.empty(%n) : tensor<?x8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %w : tensor<?x8xf32>, tensor<8xf32>) outs(%e0 : tensor<?x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<?x8xf32>
  %e1 = tensor.empty(%m) : tensor<?x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%b, %w : tensor<?x8xf32>, tensor<8xf32>) outs(%e1 : tensor<?x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<?x8xf32>
  return %0, %1 : tensor<?x8xf32>, tensor<?x8xf32>
}
