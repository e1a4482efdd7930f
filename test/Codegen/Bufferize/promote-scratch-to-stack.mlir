// RUN: actgrad-opt %s --split-input-file --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(func.func(actgrad-promote-scratch-to-stack))' \
// RUN:   | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(func.func(actgrad-promote-scratch-to-stack{max-bytes=1024}))' \
// RUN:   | FileCheck %s --check-prefix=SMALL

// PReLU's lane partial sums (64 channels x 16 lanes, 4 KiB) go on the
// stack at the start of the function; their deallocation goes.
// CHECK-LABEL: func.func @partial_sums
//  CHECK-NEXT:   %[[P:.+]] = memref.alloca() {alignment = 64 : i64} : memref<64x16xf32>
//   CHECK-NOT:   memref.alloc(
//       CHECK:   linalg.fill {{.*}} outs(%[[P]]
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
// Above 1 KiB, they stay on the heap.
// SMALL-LABEL: func.func @partial_sums
//       SMALL:   memref.alloc()
//       SMALL:   memref.dealloc
func.func @partial_sums(%out: memref<64xf32>) {
  %cst = arith.constant 0.0 : f32
  %p = memref.alloc() {alignment = 64 : i64} : memref<64x16xf32>
  linalg.fill ins(%cst : f32) outs(%p : memref<64x16xf32>)
  linalg.reduce ins(%p : memref<64x16xf32>) outs(%out : memref<64xf32>) dimensions = [1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  memref.dealloc %p : memref<64x16xf32>
  return
}

// -----

// A buffer allocated in a sequential loop moves out of it; one in a
// parallel loop moves to the start of the parallel body (each thread keeps
// its own), not out of it.
// CHECK-LABEL: func.func @loops
//  CHECK-NEXT:   %[[SEQ:.+]] = memref.alloca() : memref<16xf32>
//       CHECK:   scf.for
//   CHECK-NOT:     memref.alloc
//       CHECK:     vector.transfer_write %{{.+}}, %[[SEQ]]
//       CHECK:   scf.forall
//  CHECK-NEXT:     %[[PAR:.+]] = memref.alloca() : memref<16xf32>
//       CHECK:     scf.for
//   CHECK-NOT:       memref.alloc
//       CHECK:       vector.transfer_write %{{.+}}, %[[PAR]]
func.func @loops(%v: vector<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<16xf32>
    vector.transfer_write %v, %t[%c0] : vector<16xf32>, memref<16xf32>
    memref.dealloc %t : memref<16xf32>
  }
  scf.forall (%j) in (4) {
    scf.for %i = %c0 to %n step %c1 {
      %t = memref.alloca() : memref<16xf32>
      vector.transfer_write %v, %t[%c0] : vector<16xf32>, memref<16xf32>
    }
  }
  return
}

// -----

// A returned buffer, a buffer passed to a call, a dynamic one and one above
// max-bytes, all already at the start of their scope, stay where they are.
// CHECK-LABEL: func.func @kept
//       CHECK:   memref.alloc() : memref<16xf32>
//       CHECK:   memref.alloc() : memref<16xf32>
//       CHECK:   memref.alloc(%{{.+}}) : memref<?xf32>
//       CHECK:   memref.alloc() : memref<4097xf32>
func.func private @use(memref<16xf32>)
func.func @kept(%n: index) -> memref<16xf32> {
  %r = memref.alloc() : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  func.call @use(%c) : (memref<16xf32>) -> ()
  %d = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<4097xf32>
  "test.use"(%d, %b) : (memref<?xf32>, memref<4097xf32>) -> ()
  return %r : memref<16xf32>
}

// -----

// A buffer above max-bytes stays an allocation, but leaves the sequential
// loop it is in for the start of its scope: the function, or the body of a
// parallel loop, not out of it. One that is deallocated stays in place.
// CHECK-LABEL: func.func @large_in_loops
//  CHECK-NEXT:   %[[SEQ:.+]] = memref.alloc() : memref<8192xf32>
//       CHECK:   scf.for
//   CHECK-NOT:     memref.alloc
//       CHECK:     vector.transfer_write %{{.+}}, %[[SEQ]]
//       CHECK:   scf.forall
//  CHECK-NEXT:     %[[PAR:.+]] = memref.alloc() : memref<8192xf32>
//       CHECK:     scf.for
//   CHECK-NOT:       memref.alloc
//       CHECK:       vector.transfer_write %{{.+}}, %[[PAR]]
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[FREED:.+]] = memref.alloc() : memref<8192xf32>
//  CHECK-NEXT:     vector.transfer_write %{{.+}}, %[[FREED]]
//  CHECK-NEXT:     memref.dealloc %[[FREED]]
func.func @large_in_loops(%v: vector<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<8192xf32>
    vector.transfer_write %v, %t[%c0] : vector<16xf32>, memref<8192xf32>
  }
  scf.forall (%j) in (4) {
    scf.for %i = %c0 to %n step %c1 {
      %t = memref.alloc() : memref<8192xf32>
      vector.transfer_write %v, %t[%c0] : vector<16xf32>, memref<8192xf32>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<8192xf32>
    vector.transfer_write %v, %t[%c0] : vector<16xf32>, memref<8192xf32>
    memref.dealloc %t : memref<8192xf32>
  }
  return
}

// -----

// Dynamically shaped buffers leave sequential loops too, for the start of
// their scope or just after their last size computed there; one whose size
// an iteration computes, and one a loop carries from one iteration to the
// next (a single buffer would then be read and written at once), stay.
// CHECK-LABEL: func.func @dynamic_in_loops
//  CHECK-SAME:   (%[[V:.+]]: vector<16xf32>, %[[N:.+]]: index, %[[M:.+]]: index)
//  CHECK-NEXT:   %[[FIRST:.+]] = memref.alloc(%[[N]]) : memref<?xf32>
//       CHECK:   %[[SIZE:.+]] = arith.addi %[[N]], %[[M]]
//  CHECK-NEXT:   %[[SECOND:.+]] = memref.alloc(%[[SIZE]]) : memref<?xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     vector.transfer_write %[[V]], %[[FIRST]]
//  CHECK-NEXT:     vector.transfer_write %[[V]], %[[SECOND]]
//       CHECK:   scf.for %[[I:.+]] =
//  CHECK-NEXT:     %[[OWN:.+]] = arith.addi %[[N]], %[[I]]
//  CHECK-NEXT:     memref.alloc(%[[OWN]]) : memref<?xf32>
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.alloc(%[[N]]) : memref<?xf32>
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.alloc() : memref<8192xf32>
func.func @dynamic_in_loops(%v: vector<16xf32>, %n: index, %m: index) {
  %pad = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %size = arith.addi %n, %m : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc(%n) : memref<?xf32>
    %u = memref.alloc(%size) : memref<?xf32>
    vector.transfer_write %v, %t[%c0] : vector<16xf32>, memref<?xf32>
    vector.transfer_write %v, %u[%c0] : vector<16xf32>, memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %own = arith.addi %n, %i : index
    %t = memref.alloc(%own) : memref<?xf32>
    vector.transfer_write %v, %t[%c0] : vector<16xf32>, memref<?xf32>
  }
  %init = memref.alloc(%n) : memref<?xf32>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %init) -> (memref<?xf32>) {
    %next = memref.alloc(%n) : memref<?xf32>
    %x = vector.transfer_read %prev[%c0], %pad : memref<?xf32>, vector<16xf32>
    vector.transfer_write %x, %next[%c0] : vector<16xf32>, memref<?xf32>
    scf.yield %next : memref<?xf32>
  }
  %init2 = memref.alloc() : memref<8192xf32>
  %last2 = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %init2) -> (memref<8192xf32>) {
    %next = memref.alloc() : memref<8192xf32>
    %x = vector.transfer_read %prev[%c0], %pad : memref<8192xf32>, vector<16xf32>
    vector.transfer_write %x, %next[%c0] : vector<16xf32>, memref<8192xf32>
    scf.yield %next : memref<8192xf32>
  }
  "test.use"(%last, %last2) : (memref<?xf32>, memref<8192xf32>) -> ()
  return
}
