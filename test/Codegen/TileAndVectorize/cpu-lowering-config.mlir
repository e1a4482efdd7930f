// RUN: actgrad-opt %s --split-input-file --actgrad-cpu-lowering-config=tile-elements=16384 | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-cpu-lowering-config="tile-elements=16384 min-thread-work=1048576" | FileCheck %s --check-prefix=WORK
// RUN: actgrad-opt %s --split-input-file --actgrad-cpu-lowering-config=tile-elements=0 | FileCheck %s --check-prefix=OFF
// RUN: actgrad-opt %s --split-input-file --actgrad-cpu-lowering-config="tile-elements=16384 min-thread-work=1048576 min-thread-bytes=524288" | FileCheck %s --check-prefix=BYTES
// RUN: actgrad-opt %s --split-input-file --actgrad-cpu-lowering-config="tile-elements=16384 column-tiles=false" | FileCheck %s --check-prefix=NOCOL

// About tile-elements iterations per tile along the outer dimension.
// CHECK-LABEL: func.func @elementwise
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 16384>}
// Too little work (65536 iterations x 1 op) for threads.
// WORK-LABEL: func.func @elementwise
//   WORK-NOT:   actgrad.lowering_config
// OFF-LABEL: func.func @elementwise
//   OFF-NOT:   actgrad.lowering_config
func.func @elementwise(%a: tensor<65536xf32>) -> tensor<65536xf32> {
  %e = tensor.empty() : tensor<65536xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<65536xf32>) outs(%e : tensor<65536xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<65536xf32>
  return %0 : tensor<65536xf32>
}

// -----

// An elementwise op whose iterations cost more than moving memory (an exp
// and a division, 10 each, and three other ops: 23) gets smaller tiles,
// 16384 x 20 / 23 = 14246 rounded down to a multiple of 256, so that a
// small but costly op spreads over more threads.
// CHECK-LABEL: func.func @costly_elementwise
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 14080>}
// And enough work for threads (65536 x 23 iterations).
// WORK-LABEL: func.func @costly_elementwise
//       WORK:   linalg.generic
//  WORK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 14080>}
// OFF-LABEL: func.func @costly_elementwise
//   OFF-NOT:   actgrad.lowering_config
func.func @costly_elementwise(%a: tensor<65536xf32>) -> tensor<65536xf32> {
  %e = tensor.empty() : tensor<65536xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<65536xf32>) outs(%e : tensor<65536xf32>) {
  ^bb0(%x: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %x : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %s = arith.divf %x, %d : f32
    linalg.yield %s : f32
  } -> tensor<65536xf32>
  return %0 : tensor<65536xf32>
}

// -----

// A fused multiply-add is one instruction, not a math function: two of them
// and a product are 3 x 65536 iterations of work, too little for threads
// (as ten each they would be 21 x 65536, above min-thread-work).
// WORK-LABEL: func.func @fma_is_cheap
//   WORK-NOT:   actgrad.lowering_config
func.func @fma_is_cheap(%a: tensor<65536xf16>, %b: tensor<65536xf16>) -> tensor<65536xf16> {
  %e = tensor.empty() : tensor<65536xf16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<65536xf16>, tensor<65536xf16>) outs(%e : tensor<65536xf16>) {
  ^bb0(%x: f16, %y: f16, %o: f16):
    %m = arith.mulf %x, %y : f16
    %f = math.fma %x, %y, %m : f16
    %g = math.fma %f, %y, %x : f16
    linalg.yield %g : f16
  } -> tensor<65536xf16>
  return %0 : tensor<65536xf16>
}

// -----

// A root fed by a reduction (softmax's update and its sum): one reduced
// slice per tile; only the root gets sizes, the sum is fused into its tiles.
// CHECK-LABEL: func.func @update_after_sum
//       CHECK:   linalg.generic
//   CHECK-NOT:     actgrad.lowering_config
//  CHECK-SAME:     iterator_types = ["parallel", "reduction"]
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {thread_tile_sizes = array<i64: 1, 0>}
// WORK-LABEL: func.func @update_after_sum
//       WORK:   thread_tile_sizes = array<i64: 1, 0>
func.func @update_after_sum(%a: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<64x1024xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %e1 = tensor.empty() : tensor<64x1024xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %sum : tensor<64x1024xf32>, tensor<64xf32>) outs(%e1 : tensor<64x1024xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %m = arith.subf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<64x1024xf32>
  return %0 : tensor<64x1024xf32>
}

// -----

// Partial sums split into chunks by actgrad-split-reduction: one chunk per
// tile, although the op feeds the generic adding the sums up.
// CHECK-LABEL: func.func @chunks
//       CHECK:   linalg.generic
//  CHECK-SAME:     actgrad.lowering_config = {chunk_dim = 0 : index, partial_sums, thread_tile_sizes = array<i64: 1, 0, 0>}
//       CHECK:   linalg.generic
//   CHECK-NOT:     actgrad.lowering_config
//  CHECK-SAME:     iterator_types = ["reduction", "parallel"]
// WORK-LABEL: func.func @chunks
// OFF-LABEL: func.func @chunks
//   OFF-NOT:   thread_tile_sizes
func.func @chunks(%a: tensor<4x2x64xf32>, %init: tensor<64xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x64xf32>) -> tensor<4x64xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a : tensor<4x2x64xf32>) outs(%f : tensor<4x64xf32>) attrs = {actgrad.lowering_config = {chunk_dim = 0 : index, partial_sums}} {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x64xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%p : tensor<4x64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %0 : tensor<64xf32>
}

// -----

// A dynamically shaped elementwise op is tiled, and told from how many
// iterations at run time threads pay: work 1048576 / 1 op per iteration.
// CHECK-LABEL: func.func @dynamic_elementwise
//       CHECK:   actgrad.lowering_config = {thread_tile_sizes = array<i64: 16384>}
// WORK-LABEL: func.func @dynamic_elementwise
//       WORK:   actgrad.lowering_config = {serial_below_iterations = 1048576 : index, thread_tile_sizes = array<i64: 16384>}
// OFF-LABEL: func.func @dynamic_elementwise
//   OFF-NOT:   actgrad.lowering_config
func.func @dynamic_elementwise(%a: tensor<?xf32>, %e: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// With a byte threshold too: 524288 bytes / 8 bytes per iteration
// (two f32 operands) is the lower of the two.
// BYTES-LABEL: func.func @dynamic_bytes
//       BYTES:   serial_below_iterations = 65536 : index
func.func @dynamic_bytes(%a: tensor<?xf32>, %e: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A dynamic softmax-like update with a fused sum is threaded by rows as
// before; the run-time rule is for elementwise ops.
// WORK-LABEL: func.func @dynamic_update_after_sum
//   WORK-NOT:   serial_below_iterations
func.func @dynamic_update_after_sum(%a: tensor<?x?xf32>, %f: tensor<?xf32>, %e1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<?x?xf32>) outs(%f : tensor<?xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %sum : tensor<?x?xf32>, tensor<?xf32>) outs(%e1 : tensor<?x?xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %m = arith.subf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A dynamically shaped merged one-pass op (PReLU NXC's diff_src and
// diff_slope) whose only parallel dimension is the innermost, static one:
// its rows cannot be chunked (actgrad-split-reduction needs static
// extents), so the threads split the columns, a cache line (32 16-bit
// elements) each.
// CHECK-LABEL: func.func @dynamic_merged_columns
//       CHECK:   actgrad.lowering_config = {thread_tile_sizes = array<i64: 0, 32>}
// OFF-LABEL: func.func @dynamic_merged_columns
//   OFF-NOT:   actgrad.lowering_config
// Without threads the column tiles would run one after another, each a
// strided sweep over every row: the op stays one tile.
// NOCOL-LABEL: func.func @dynamic_merged_columns
//   NOCOL-NOT:   actgrad.lowering_config
func.func @dynamic_merged_columns(%a: tensor<?x64xf32>, %e: tensor<?x64xf32>, %init: tensor<64xf32>) -> (tensor<?x64xf32>, tensor<64xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<?x64xf32>) outs(%e, %init : tensor<?x64xf32>, tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32, %acc: f32):
    %m = arith.mulf %x, %x : f32
    %s = arith.addf %acc, %x : f32
    linalg.yield %m, %s : f32, f32
  } -> (tensor<?x64xf32>, tensor<64xf32>)
  return %0#0, %0#1 : tensor<?x64xf32>, tensor<64xf32>
}

// -----

// Columns narrower than two cache lines stay one tile.
// CHECK-LABEL: func.func @dynamic_merged_narrow
//   CHECK-NOT:   thread_tile_sizes
func.func @dynamic_merged_narrow(%a: tensor<?x32xf32>, %e: tensor<?x32xf32>, %init: tensor<32xf32>) -> (tensor<?x32xf32>, tensor<32xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<?x32xf32>) outs(%e, %init : tensor<?x32xf32>, tensor<32xf32>) {
  ^bb0(%x: f32, %o: f32, %acc: f32):
    %m = arith.mulf %x, %x : f32
    %s = arith.addf %acc, %x : f32
    linalg.yield %m, %s : f32, f32
  } -> (tensor<?x32xf32>, tensor<32xf32>)
  return %0#0, %0#1 : tensor<?x32xf32>, tensor<32xf32>
}
