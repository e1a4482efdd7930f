// RUN: actgrad-opt %s --split-input-file --allow-unregistered-dialect \
// RUN:   --actgrad-scratch-to-workspace --canonicalize \
// RUN:   | FileCheck %s

// PReLU NXC's partial diff_slope sums of 392 chunks (98 KiB) are a view of
// the workspace, which the size function says is 100352 bytes; a second
// buffer starts at the next multiple of 64 bytes.
// CHECK-LABEL: func.func @static_chunks
//  CHECK-SAME:   %[[OUT:[a-z0-9]+]]: memref<64xf32>,
//  CHECK-SAME:   %[[WS:[a-z0-9]+]]: memref<?xi8> {actgrad.workspace})
//  CHECK-SAME:   attributes {llvm.emit_c_interface}
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C100352:.+]] = arith.constant 100352 : index
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[P:.+]] = memref.view %[[WS]][%[[C0]]][] : memref<?xi8> to memref<392x64xf32>
//       CHECK:   linalg.fill {{.*}} outs(%[[P]]
//       CHECK:   %[[Q:.+]] = memref.view %[[WS]][%[[C100352]]][] : memref<?xi8> to memref<3xf16>
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
// CHECK-LABEL: func.func @static_chunks_workspace_size
//  CHECK-SAME:   (%{{.+}}: memref<64xf32>) -> index attributes {llvm.emit_c_interface}
//       CHECK:   %[[SIZE:.+]] = arith.constant 100416 : index
//       CHECK:   return %[[SIZE]] : index
func.func @static_chunks(%out: memref<64xf32>) attributes {llvm.emit_c_interface} {
  %cst = arith.constant 0.0 : f32
  %p = memref.alloc() {alignment = 64 : i64} : memref<392x64xf32>
  linalg.fill ins(%cst : f32) outs(%p : memref<392x64xf32>)
  %q = memref.alloc() : memref<3xf16>
  "test.use"(%p, %q, %out) : (memref<392x64xf32>, memref<3xf16>, memref<64xf32>) -> ()
  memref.dealloc %p : memref<392x64xf32>
  memref.dealloc %q : memref<3xf16>
  return
}

// -----

// Dynamic sizes: the size function recomputes them from its arguments
// (8 bytes x N rows, rounded up to 64; folded where constant); an allocation inside an scf.if
// (one branch of a run-time dispatch) is placed too.
// CHECK-LABEL: func.func @dynamic
//  CHECK-SAME:   (%[[X:.+]]: memref<?x2xf32>, %{{.+}}: i1, %[[WS:.+]]: memref<?xi8> {actgrad.workspace})
//       CHECK:   scf.if
//       CHECK:     %[[N:.+]] = memref.dim %[[X]], %{{.+}} : memref<?x2xf32>
//       CHECK:     memref.view %[[WS]][%{{.+}}][%[[N]]] : memref<?xi8> to memref<?x2xf32>
// CHECK-LABEL: func.func @dynamic_workspace_size
//  CHECK-SAME:   (%[[X:.+]]: memref<?x2xf32>, %{{.+}}: i1) -> index
//   CHECK-DAG:   %[[M64:.+]] = arith.constant -64 : index
//   CHECK-DAG:   %[[C63:.+]] = arith.constant 63 : index
//   CHECK-DAG:   %[[C8:.+]] = arith.constant 8 : index
//       CHECK:   %[[N:.+]] = memref.dim %[[X]], %{{.+}} : memref<?x2xf32>
//       CHECK:   %[[BYTES:.+]] = arith.muli %[[N]], %[[C8]]
//       CHECK:   %[[PAD:.+]] = arith.addi %[[BYTES]], %[[C63]]
//       CHECK:   %[[SIZE:.+]] = arith.andi %[[PAD]], %[[M64]]
//       CHECK:   return %[[SIZE]]
func.func @dynamic(%x: memref<?x2xf32>, %cond: i1) {
  %c0 = arith.constant 0 : index
  scf.if %cond {
    %n = memref.dim %x, %c0 : memref<?x2xf32>
    %p = memref.alloc(%n) : memref<?x2xf32>
    "test.use"(%p) : (memref<?x2xf32>) -> ()
  }
  return
}

// -----

// Entry points that need no scratch get the argument too (one calling
// convention for all) and a size function returning 0. Returned buffers,
// buffers in loops and buffers whose size is loaded from memory stay
// allocations; functions called in the module and declarations are left
// alone.
// CHECK-LABEL: func.func @kept
//  CHECK-SAME:   %{{.+}}: memref<?xi8> {actgrad.workspace}) -> memref<16xf32>
//       CHECK:   memref.alloc() : memref<16xf32>
//       CHECK:   scf.for
//       CHECK:     memref.alloc() : memref<16xf32>
//       CHECK:   memref.alloc(%{{.+}}) : memref<?xf32>
// CHECK-LABEL: func.func @kept_workspace_size
//       CHECK:   %[[ZERO:.+]] = arith.constant 0 : index
//       CHECK:   return %[[ZERO]]
// CHECK-LABEL: func.func @called()
//   CHECK-NOT:   workspace
//       CHECK:   memref.alloc()
func.func private @external(memref<4xf32>)
func.func @kept(%m: memref<index>, %n: index) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<16xf32>
    "test.use"(%t) : (memref<16xf32>) -> ()
  }
  %k = memref.load %m[] : memref<index>
  %d = memref.alloc(%k) : memref<?xf32>
  "test.use"(%d) : (memref<?xf32>) -> ()
  func.call @called() : () -> ()
  return %r : memref<16xf32>
}
func.func @called() {
  %t = memref.alloc() : memref<4xf32>
  func.call @external(%t) : (memref<4xf32>) -> ()
  return
}

// -----

// A parallel loop's scratch: each iteration gets its own copy, one slot per
// iteration, as many as the iteration count's constant bound (the smallest
// constant of the affine.min that actgrad-chunk-thread-loops writes, or a
// constant count; here the min's other operand is not computed from the
// arguments). Copies of several slots are 64-byte aligned: 400 bytes
// take 448, so the second buffer starts at 8 x 448 = 3584, and its 8 bytes
// take 64 each: 4096 bytes in all. A static loop of 16 adds 16 slots of 64.
// CHECK-LABEL: func.func @per_iteration
//  CHECK-SAME:   (%[[WS:.+]]: memref<?xi8> {actgrad.workspace})
//   CHECK-DAG:   %[[C448:.+]] = arith.constant 448 : index
//   CHECK-DAG:   %[[C64:.+]] = arith.constant 64 : index
//   CHECK-DAG:   %[[C3584:.+]] = arith.constant 3584 : index
//   CHECK-DAG:   %[[C4096:.+]] = arith.constant 4096 : index
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.forall (%[[T:.+]]) in (%{{.+}})
//       CHECK:     %[[OFF0:.+]] = arith.muli %[[T]], %[[C448]]
//       CHECK:     memref.view %[[WS]][%[[OFF0]]][] : memref<?xi8> to memref<100xf32>
//       CHECK:     %[[SLOT1:.+]] = arith.muli %[[T]], %[[C64]]
//       CHECK:     %[[OFF1:.+]] = arith.addi %[[SLOT1]], %[[C3584]]
//       CHECK:     memref.view %[[WS]][%[[OFF1]]][] : memref<?xi8> to memref<4xf16>
//       CHECK:   scf.forall (%[[I:.+]]) in (16)
//       CHECK:     %[[SLOT2:.+]] = arith.muli %[[I]], %[[C64]]
//       CHECK:     %[[OFF2:.+]] = arith.addi %[[SLOT2]], %[[C4096]]
//       CHECK:     memref.view %[[WS]][%[[OFF2]]][] : memref<?xi8> to memref<16xf32>
// CHECK-LABEL: func.func @per_iteration_workspace_size
//       CHECK:   %[[SIZE:.+]] = arith.constant 5120 : index
//       CHECK:   return %[[SIZE]]
#eight = affine_map<()[s0] -> (s0, 8)>
func.func @per_iteration() {
  %n = "test.thread_count"() : () -> index
  %w = affine.min #eight()[%n]
  scf.forall (%t) in (%w) {
    %p = memref.alloc() : memref<100xf32>
    %q = memref.alloc() : memref<4xf16>
    "test.use"(%p, %q) : (memref<100xf32>, memref<4xf16>) -> ()
    memref.dealloc %p : memref<100xf32>
    memref.dealloc %q : memref<4xf16>
  }
  scf.forall (%i) in (16) {
    %r = memref.alloc() : memref<16xf32>
    "test.use"(%r) : (memref<16xf32>) -> ()
  }
  return
}

// -----

// Parallel loops whose iterations have no slot: an unbounded count, a
// loop from 1, two dimensions, a loop inside a sequential one, a buffer
// nested below the body, and a dynamically shaped buffer whose size the
// iteration computes.
// CHECK-LABEL: func.func @no_slots
//  CHECK-COUNT-6:   memref.alloc
// CHECK-LABEL: func.func @no_slots_workspace_size
//       CHECK:   %[[ZERO:.+]] = arith.constant 0 : index
//       CHECK:   return %[[ZERO]]
func.func @no_slots(%n: index, %c: i1) {
  %c1 = arith.constant 1 : index
  scf.forall (%t) in (%n) {
    %p = memref.alloc() : memref<4xf32>
    "test.use"(%p) : (memref<4xf32>) -> ()
  }
  scf.forall (%t) = (1) to (8) step (1) {
    %p = memref.alloc() : memref<4xf32>
    "test.use"(%p) : (memref<4xf32>) -> ()
  }
  scf.forall (%t, %u) in (2, 2) {
    %p = memref.alloc() : memref<4xf32>
    "test.use"(%p) : (memref<4xf32>) -> ()
  }
  scf.for %i = %c1 to %n step %c1 {
    scf.forall (%t) in (4) {
      %p = memref.alloc() : memref<4xf32>
      "test.use"(%p) : (memref<4xf32>) -> ()
    }
  }
  scf.forall (%t) in (4) {
    scf.if %c {
      %p = memref.alloc() : memref<4xf32>
      "test.use"(%p) : (memref<4xf32>) -> ()
    }
    %size = arith.addi %n, %t : index
    %d = memref.alloc(%size) : memref<?xf32>
    "test.use"(%d) : (memref<?xf32>) -> ()
  }
  return
}

// -----

// A dynamically shaped buffer per iteration of a chunked loop whose count
// is at most 64 and at most the tile count %n (actgrad-chunk-thread-loops'
// bounds; its own count comes from omp_get_max_threads, which the size
// function cannot call): each slot holds %m f32 rounded up to 64 bytes, and
// there are min(64, %n) of them, the slot size computed once at the entry.
// The buffer after it starts past them all.
// CHECK-LABEL: func.func @dynamic_per_iteration
//  CHECK-SAME:   (%[[N:.+]]: index, %[[M:.+]]: index, %[[W:.+]]: index, %[[WS:.+]]: memref<?xi8> {actgrad.workspace})
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[BYTES:.+]] = arith.muli %[[M]], %[[C4:.+]] : index
//       CHECK:   %[[UP:.+]] = arith.addi %[[BYTES]], %[[C63:.+]] : index
//       CHECK:   %[[COPY:.+]] = arith.andi %[[UP]], %[[CM64:.+]] : index
//       CHECK:   scf.forall (%[[T:.+]]) in (%{{.+}})
//       CHECK:     %[[OFF:.+]] = arith.muli %[[T]], %[[COPY]]
//       CHECK:     memref.view %[[WS]][%[[OFF]]][%[[M]]] : memref<?xi8> to memref<?xf32>
//       CHECK:   memref.view %[[WS]][%{{.+}}][] : memref<?xi8> to memref<16xf32>
// CHECK-LABEL: func.func @dynamic_per_iteration_workspace_size
//  CHECK-SAME:   (%[[N:.+]]: index, %[[M:.+]]: index, %[[W:.+]]: index)
//   CHECK-DAG:   %[[C127:.+]] = arith.constant 127 : index
//   CHECK-DAG:   %[[C64:.+]] = arith.constant 64 : index
//       CHECK:   %[[SLOTS:.+]] = arith.minsi %[[N]], %[[C64]]
//       CHECK:   %[[BYTES:.+]] = arith.muli %[[M]], %{{.+}}
//       CHECK:   %[[UP:.+]] = arith.addi %[[BYTES]], %{{.+}}
//       CHECK:   %[[COPY:.+]] = arith.andi %[[UP]], %{{.+}}
//       CHECK:   %[[ALL:.+]] = arith.muli %[[COPY]], %[[SLOTS]]
//       CHECK:   %[[UP2:.+]] = arith.addi %[[ALL]], %{{.+}}
//       CHECK:   %[[SECOND:.+]] = arith.andi %[[UP2]], %{{.+}}
//       CHECK:   %[[UP3:.+]] = arith.addi %[[SECOND]], %[[C127]] : index
//       CHECK:   %[[SIZE:.+]] = arith.andi %[[UP3]], %{{.+}}
//       CHECK:   return %[[SIZE]]
#bounds = affine_map<()[s0, s1] -> (64, s1, s0)>
func.func @dynamic_per_iteration(%n: index, %m: index, %w: index) {
  %threads = affine.min #bounds()[%w, %n]
  scf.forall (%t) in (%threads) {
    %p = memref.alloc(%m) : memref<?xf32>
    "test.use"(%t, %p) : (index, memref<?xf32>) -> ()
  }
  %q = memref.alloc() : memref<16xf32>
  "test.use"(%q) : (memref<16xf32>) -> ()
  return
}

// -----

// A size computed by a division whose divisor is not a constant: the
// entry block runs it on every call, so the size function may too; inside
// a branch it might divide by zero where the kernel would not, and the
// buffer stays on the heap.
// CHECK-LABEL: func.func @divided
//  CHECK-SAME:   (%[[N:.+]]: index, %[[D:.+]]: index, %[[C:.+]]: i1, %[[WS:.+]]: memref<?xi8> {actgrad.workspace})
//       CHECK:   %[[SIZE:.+]] = arith.divui %[[N]], %[[D]]
//       CHECK:   memref.view %[[WS]][%{{.+}}][%[[SIZE]]] : memref<?xi8> to memref<?xf32>
//       CHECK:   scf.if %[[C]]
//       CHECK:     %[[OWN:.+]] = arith.divui %[[D]], %[[N]]
//       CHECK:     memref.alloc(%[[OWN]]) : memref<?xf32>
// CHECK-LABEL: func.func @divided_workspace_size
//       CHECK:   arith.divui
//   CHECK-NOT:   arith.divui
//       CHECK:   return
func.func @divided(%n: index, %d: index, %c: i1) {
  %size = arith.divui %n, %d : index
  %p = memref.alloc(%size) : memref<?xf32>
  "test.use"(%p) : (memref<?xf32>) -> ()
  scf.if %c {
    %own = arith.divui %d, %n : index
    %q = memref.alloc(%own) : memref<?xf32>
    "test.use"(%q) : (memref<?xf32>) -> ()
  }
  return
}
