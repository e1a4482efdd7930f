// RUN: actgrad-opt %s --split-input-file --actgrad-tile-and-fuse | FileCheck %s

// Softmax backward on axis 1 as actgrad-cpu-lowering-config leaves it: the
// update carries `thread_tile_sizes` (one batch per tile); the sum that
// feeds it is fused into the tile, so that a slice is reduced and updated
// while it is in cache. The configuration is consumed.
// CHECK-LABEL: func.func @softmax
//   CHECK-NOT:   actgrad.lowering_config
//       CHECK:   scf.forall (%[[I:.+]]) in (4)
//       CHECK:     linalg.fill
//       CHECK:     %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       iterator_types = ["parallel", "reduction", "parallel"]
//  CHECK-SAME:       outs({{.+}} : tensor<1x32xf32>)
//       CHECK:     linalg.generic
//  CHECK-SAME:       ins({{.+}}, %[[SUM]] : tensor<1x8x32xf32>, tensor<1x8x32xf32>, tensor<1x32xf32>)
//  CHECK-SAME:       outs({{.+}} : tensor<1x8x32xf32>)
//       CHECK:     tensor.parallel_insert_slice
//   CHECK-NOT:   actgrad.lowering_config
func.func @softmax(%arg0: tensor<4x8x32xf32>, %arg1: tensor<4x8x32xf32>) -> tensor<4x8x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x32xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1 : tensor<4x32xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.mulf %in, %in_0 : f32
    %6 = arith.addf %out, %5 fastmath<reassoc> : f32
    linalg.yield %6 : f32
  } -> tensor<4x32xf32>
  %3 = tensor.empty() : tensor<4x8x32xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %2 : tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x32xf32>) outs(%3 : tensor<4x8x32xf32>) attrs =  {actgrad.lowering_config = {thread_tile_sizes = array<i64: 1, 0, 0>}} {
  ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
    %5 = arith.subf %in, %in_1 : f32
    %6 = arith.mulf %in_0, %5 : f32
    linalg.yield %6 : f32
  } -> tensor<4x8x32xf32>
  return %4 : tensor<4x8x32xf32>
}

// -----

// Without `thread_tile_sizes` nothing is tiled.
// CHECK-LABEL: func.func @untiled
//   CHECK-NOT:   scf.forall
//       CHECK:   linalg.generic
func.func @untiled(%a: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %0 : tensor<64xf32>
}

// -----

// With serial_below_iterations, the step is chosen at run time: the whole
// extent (at least 1) below that many iterations, one tile, else the
// recorded size.
// CHECK-LABEL: func.func @run_time_tile_size

//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[LIMIT:.+]] = arith.constant 65536 : index
//   CHECK-DAG:   %[[TILE:.+]] = arith.constant 16384 : index
//       CHECK:   %[[N:.+]] = tensor.dim
//       CHECK:   %[[SMALL:.+]] = arith.cmpi ult, %[[N]], %[[LIMIT]] : index
//       CHECK:   %[[WHOLE:.+]] = arith.maxui %[[N]], %[[C1]] : index
//       CHECK:   %[[STEP:.+]] = arith.select %[[SMALL]], %[[WHOLE]], %[[TILE]] : index
//       CHECK:   scf.forall (%{{.+}}) = (0) to (%{{.+}}) step (%[[STEP]])
func.func @run_time_tile_size(%a: tensor<?xf32>, %e: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%e : tensor<?xf32>)
      attrs = {actgrad.lowering_config = {serial_below_iterations = 65536 : index, thread_tile_sizes = array<i64: 16384>}} {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A producer that another op also reads is not fused: the tile would
// compute it again (and, on a whole model's backward graph, everything
// above it, once per path). %scaled is read by the root and returned, so
// it stays outside the loop and the tile reads a slice of it; the
// broadcast of %b only moves data and is fused although %sum reads it too.
// CHECK-LABEL: func.func @shared_producer
//       CHECK:   %[[SCALED:.+]] = linalg.generic
//  CHECK-SAME:     ins(%{{.+}} : tensor<4x32xf32>)
//       CHECK:     arith.mulf
//       CHECK:   scf.forall (%[[I:.+]]) in (4)
//   CHECK-NOT:     arith.mulf
//       CHECK:     %[[SLICE:.+]] = tensor.extract_slice %[[SCALED]][%[[I]], 0] [1, 32] [1, 1]
//       CHECK:     %[[BCAST:.+]] = linalg.generic
//  CHECK-SAME:       ins(%{{.+}} : tensor<32xf32>)
//  CHECK-SAME:       outs(%{{.+}} : tensor<1x32xf32>)
//   CHECK-NOT:     arith.mulf
//       CHECK:     linalg.generic
//  CHECK-SAME:       ins(%[[SLICE]], %[[BCAST]] : tensor<1x32xf32>, tensor<1x32xf32>)
//   CHECK-NOT:     arith.mulf
//       CHECK:     tensor.parallel_insert_slice
//       CHECK:   return %{{.+}}, %[[SCALED]], %{{.+}} :
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @shared_producer(%a: tensor<4x32xf32>, %b: tensor<32xf32>)
    -> (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) {
  %e = tensor.empty() : tensor<4x32xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  %bcast = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%bcast : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.addf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  %root = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled, %bcast : tensor<4x32xf32>, tensor<4x32xf32>) outs(%e : tensor<4x32xf32>)
      attrs = {actgrad.lowering_config = {thread_tile_sizes = array<i64: 1, 0>}} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.subf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  return %root, %scaled, %sum : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>
}

// -----

// A softmax's forward feeding its backward, as front ends capture the pair:
// every producer is read only by the root or by other producers of it (the
// exp by the sum and the division, the division by the dot product and the
// root), so the tiling replaces them all and the whole chain is fused into
// the row's tile, the exp computed once there. Left outside, y and the exp
// were computed over the whole tensor and read back row by row.
// CHECK-LABEL: func.func @exclusive_producers
//   CHECK-NOT:   linalg.generic
//       CHECK:   scf.forall (%{{.+}}) in (4)
//       CHECK:     arith.maximumf
//       CHECK:     math.exp
//   CHECK-NOT:     math.exp
//       CHECK:     arith.addf
//       CHECK:     arith.divf
//       CHECK:     arith.mulf
//       CHECK:     arith.addf
//       CHECK:     arith.subf
//       CHECK:     tensor.parallel_insert_slice
//   CHECK-NOT:   linalg.generic
//       CHECK:   return
#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
func.func @exclusive_producers(%x: tensor<4x32xf32>, %g: tensor<4x32xf32>)
    -> tensor<4x32xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x32xf32>
  %r = tensor.empty() : tensor<4xf32>
  %rmin = linalg.fill ins(%ninf : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x32xf32>) outs(%rmin : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %exp = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x32xf32>, tensor<4xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %m = math.exp %d : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  %rzero = linalg.fill ins(%zero : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<4x32xf32>) outs(%rzero : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x32xf32>, tensor<4xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.divf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  %dot = linalg.generic {indexing_maps = [#id, #id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<4x32xf32>, tensor<4x32xf32>) outs(%rzero : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %m = arith.addf %o, %p : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %root = linalg.generic {indexing_maps = [#id, #id, #rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %dot : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4xf32>) outs(%e : tensor<4x32xf32>)
      attrs = {actgrad.lowering_config = {thread_tile_sizes = array<i64: 1, 0>}} {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %d = arith.subf %a, %c : f32
    %m = arith.mulf %b, %d : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  return %root : tensor<4x32xf32>
}
