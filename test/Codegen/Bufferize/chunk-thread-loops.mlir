// RUN: actgrad-opt %s --split-input-file --allow-unregistered-dialect \
// RUN:   --actgrad-chunk-thread-loops --canonicalize --verify-diagnostics \
// RUN:   | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --allow-unregistered-dialect \
// RUN:   --actgrad-chunk-thread-loops=max-threads=4 --canonicalize \
// RUN:   --verify-diagnostics | FileCheck %s --check-prefix=FOUR
// RUN: not actgrad-opt %s --actgrad-chunk-thread-loops=max-threads=0 \
// RUN:   --allow-unregistered-dialect --split-input-file 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZERO

// ZERO: actgrad-chunk-thread-loops: max-threads must be at least 1, got 0

// 256 tiles whose rows (128 KiB each, on the heap) and partial sum (on the
// stack) are allocated per tile: one iteration per thread instead, at most
// 64 threads (4 with max-threads=4), each allocating both buffers once and
// running its chunk of ceil(256 / threads) tiles in order.
// CHECK-LABEL: func.func @rows
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C64:.+]] = arith.constant 64 : index
//   CHECK-DAG:   %[[C256:.+]] = arith.constant 256 : index
//       CHECK:   %[[MAX:.+]] = call @omp_get_max_threads() : () -> i32
//       CHECK:   %[[MAXI:.+]] = arith.index_cast %[[MAX]] : i32 to index
//       CHECK:   %[[ATLEAST1:.+]] = arith.maxsi %[[MAXI]], %[[C1]]
//       CHECK:   %[[THREADS:.+]] = arith.minsi %[[ATLEAST1]], %[[C64]]
//       CHECK:   %[[DIV:.+]] = arith.ceildivsi %[[C256]], %[[THREADS]]
//       CHECK:   %[[PER:.+]] = arith.maxsi %[[DIV]], %[[C1]]
//       CHECK:   %[[NEEDED:.+]] = arith.ceildivsi %[[C256]], %[[PER]]
//       CHECK:   %[[W:.+]] = affine.min #{{.+}}()[%[[NEEDED]]]
//       CHECK:   scf.forall (%[[T:.+]]) in (%[[W]]) {
//  CHECK-NEXT:     %[[ROW:.+]] = memref.alloc() : memref<1x32768xf32>
//  CHECK-NEXT:     %[[SUM:.+]] = memref.alloca() : memref<1xf32>
//  CHECK-NEXT:     %[[FIRST:.+]] = arith.muli %[[T]], %[[PER]]
//  CHECK-NEXT:     %[[END:.+]] = arith.addi %[[FIRST]], %[[PER]]
//  CHECK-NEXT:     %[[LAST:.+]] = arith.minsi %[[END]], %[[C256]]
//  CHECK-NEXT:     scf.for %[[I:.+]] = %[[FIRST]] to %[[LAST]] step %[[C1]] {
//  CHECK-NEXT:       "test.use"(%[[I]], %[[ROW]], %[[SUM]])
//  CHECK-NEXT:     }
//  CHECK-NEXT:   }
// CHECK-LABEL: func.func private @omp_get_max_threads() -> i32
// FOUR-LABEL: func.func @rows
//   FOUR-DAG:   %[[C4:.+]] = arith.constant 4 : index
//       FOUR:   arith.minsi %{{.+}}, %[[C4]]
//       FOUR:   affine.min #[[MAP:.+]]()
// FOUR: #[[MAP]] = affine_map<()[s0] -> (4, s0)>
func.func @rows() {
  scf.forall (%i) in (256) {
    %row = memref.alloc() : memref<1x32768xf32>
    %sum = memref.alloca() : memref<1xf32>
    "test.use"(%i, %row, %sum) : (index, memref<1x32768xf32>, memref<1xf32>) -> ()
  }
  return
}

// -----

// Two dimensions with bounds and steps: the chunk's tile index is split
// back into the loop's positions (4 x 2 tiles), each offset and scaled.
// Three tiles bound the threads at 3.
// CHECK-DAG: #[[$EIGHT:.+]] = affine_map<()[s0] -> (8, s0)>
// CHECK-DAG: #[[$THREE:.+]] = affine_map<()[s0] -> (3, s0)>
// CHECK-LABEL: func.func @two_dims
//   CHECK-DAG:   %[[C2:.+]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C3:.+]] = arith.constant 3 : index
//       CHECK:   %[[W:.+]] = affine.min #[[$EIGHT]]()
//       CHECK:   scf.forall (%{{.+}}) in (%[[W]])
//       CHECK:     memref.alloc() : memref<64xf32>
//       CHECK:     scf.for %[[I:.+]] =
//       CHECK:       %[[POS:.+]]:2 = affine.delinearize_index %[[I]] into (4, 2)
//       CHECK:       %[[SCALED:.+]] = arith.muli %[[POS]]#0, %[[C2]]
//       CHECK:       %[[A:.+]] = arith.addi %[[SCALED]], %[[C2]]
//       CHECK:       %[[B:.+]] = arith.muli %[[POS]]#1, %[[C3]]
//       CHECK:       "test.use"(%[[A]], %[[B]]
// CHECK-LABEL: func.func @three
//       CHECK:   affine.min #[[$THREE]]()
func.func @two_dims() {
  scf.forall (%i, %j) = (2, 0) to (10, 6) step (2, 3) {
    %b = memref.alloc() : memref<64xf32>
    "test.use"(%i, %j, %b) : (index, index, memref<64xf32>) -> ()
  }
  return
}
func.func @three() {
  scf.forall (%i) in (3) {
    %b = memref.alloc() : memref<64xf32>
    "test.use"(%i, %b) : (index, memref<64xf32>) -> ()
  }
  return
}

// -----

// A dynamic tile count: the same split, computed from it; the thread count
// is bounded by the tile count too, which the workspace's slots read. A
// dynamically shaped buffer whose size is known before the loop is made
// once per thread like a static one.
// CHECK-DAG: #[[$BOUNDS:.+]] = affine_map<()[s0, s1] -> (64, s1, s0)>
// CHECK-LABEL: func.func @dynamic
//  CHECK-SAME:   (%[[N:.+]]: index, %[[M:.+]]: index)
//       CHECK:   %[[TILES:.+]] = arith.maxsi %[[N]], %{{.+}}
//       CHECK:   %[[DIV:.+]] = arith.ceildivsi %[[TILES]]
//       CHECK:   %[[PER:.+]] = arith.maxsi %[[DIV]]
//       CHECK:   %[[NEEDED:.+]] = arith.ceildivsi %[[TILES]], %[[PER]]
//       CHECK:   %[[W:.+]] = affine.min #[[$BOUNDS]]()[%[[NEEDED]], %[[TILES]]]
//       CHECK:   scf.forall (%{{.+}}) in (%[[W]])
//  CHECK-NEXT:     memref.alloc() : memref<64xf32>
//  CHECK-NEXT:     memref.alloc(%[[M]]) : memref<?xf32>
//       CHECK:     arith.minsi %{{.+}}, %[[TILES]]
//       CHECK:     scf.for
func.func @dynamic(%n: index, %m: index) {
  scf.forall (%i) in (%n) {
    %b = memref.alloc() : memref<64xf32>
    %d = memref.alloc(%m) : memref<?xf32>
    "test.use"(%i, %b, %d) : (index, memref<64xf32>, memref<?xf32>) -> ()
  }
  return
}

// -----

// Loops left alone: stack scratch only, a buffer nested below the body, a
// deallocated buffer, a dynamically shaped one whose size the tile
// computes, a loop inside a sequential loop, a mapped loop and one on
// tensors. No thread count is asked for.
// CHECK-LABEL: func.func @kept
//   CHECK-NOT:   omp_get_max_threads
//   CHECK-NOT:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} {
// CHECK-COUNT-7:   scf.forall
//   CHECK-NOT:   omp_get_max_threads
func.func @kept(%n: index, %c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (8) {
    %s = memref.alloca() : memref<4xf32>
    "test.use"(%s) : (memref<4xf32>) -> ()
  }
  scf.forall (%i) in (8) {
    scf.if %c {
      %b = memref.alloc() : memref<4xf32>
      "test.use"(%b) : (memref<4xf32>) -> ()
    }
  }
  scf.forall (%i) in (8) {
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
    memref.dealloc %b : memref<4xf32>
  }
  scf.forall (%i) in (8) {
    %size = arith.addi %n, %i : index
    %b = memref.alloc(%size) : memref<?xf32>
    "test.use"(%b) : (memref<?xf32>) -> ()
  }
  scf.for %k = %c0 to %n step %c1 {
    scf.forall (%i) in (8) {
      %b = memref.alloc() : memref<4xf32>
      "test.use"(%b) : (memref<4xf32>) -> ()
    }
  }
  scf.forall (%i) in (8) {
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
  } {mapping = [#gpu.thread<x>]}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

// expected-error @+1 {{actgrad-chunk-thread-loops: the symbol 'omp_get_max_threads' is not libomp's `i32 ()` function}}
func.func private @omp_get_max_threads() -> i64
func.func @taken() {
  scf.forall (%i) in (8) {
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
  }
  return
}
