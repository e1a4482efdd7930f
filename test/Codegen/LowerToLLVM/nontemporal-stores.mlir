// RUN: actgrad-opt %s --split-input-file --allow-unregistered-dialect --actgrad-nontemporal-stores=min-bytes=4096 | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --allow-unregistered-dialect --actgrad-nontemporal-stores=min-bytes=0 | FileCheck %s --check-prefix=OFF

// A full 64-byte vector store into a large buffer streams past the caches
// when its address is 64-byte aligned at run time.
// CHECK-LABEL: func.func @large
//       CHECK:   %[[BASE:.+]], %[[OFFSET:.+]], %{{.+}}, %[[STRIDE:.+]] = memref.extract_strided_metadata %[[VIEW:.+]] :
//       CHECK:   %[[PTR:.+]] = memref.extract_aligned_pointer_as_index %[[VIEW]]
//       CHECK:   %[[OK:.+]] = arith.cmpi eq
//       CHECK:   scf.if %[[OK]] {
//       CHECK:     vector.store %{{.+}}, %[[VIEW]][%{{.+}}] {alignment = 64 : i64, nontemporal = true}
//       CHECK:   } else {
//  CHECK-NEXT:     vector.transfer_write
//       CHECK:   }
// OFF-LABEL: func.func @large
//   OFF-NOT:   nontemporal
func.func @large(%out: memref<4096xf32>, %v: vector<16xf32>, %i: index) {
  %view = memref.subview %out[%i] [16] [1] : memref<4096xf32> to memref<16xf32, strided<[1], offset: ?>>
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %view[%c0] {in_bounds = [true]} : vector<16xf32>, memref<16xf32, strided<[1], offset: ?>>
  return
}

// -----

// 16 f16 (32 bytes): LLVM drops `!nontemporal` on half vector stores, so
// the vector goes out as i16 through a volatile LLVM store (InstCombine
// would fold a plain store back to half), behind a 32-byte alignment test.
// CHECK-LABEL: func.func @large_f16
//       CHECK:   %[[PTR:.+]] = memref.extract_aligned_pointer_as_index
//       CHECK:   %[[C2:.+]] = arith.constant 2 : index
//       CHECK:   %[[BYTES:.+]] = arith.muli %{{.+}}, %[[C2]]
//       CHECK:   %[[ADDR:.+]] = arith.addi %[[PTR]], %[[BYTES]]
//       CHECK:   %[[C31:.+]] = arith.constant 31 : index
//       CHECK:   arith.andi %[[ADDR]], %[[C31]]
//       CHECK:   scf.if
//       CHECK:     %[[BITS:.+]] = vector.bitcast %{{.+}} : vector<16xf16> to vector<16xi16>
//       CHECK:     %[[INT:.+]] = arith.index_cast %[[ADDR]] : index to i64
//       CHECK:     %[[P:.+]] = llvm.inttoptr %[[INT]] : i64 to !llvm.ptr
//       CHECK:     llvm.store volatile %[[BITS]], %[[P]] {alignment = 32 : i64, nontemporal} : vector<16xi16>, !llvm.ptr
//       CHECK:   } else {
//       CHECK:     vector.transfer_write
// OFF-LABEL: func.func @large_f16
//   OFF-NOT:   nontemporal
func.func @large_f16(%out: memref<4096xf16>, %v: vector<16xf16>, %i: index) {
  vector.transfer_write %v, %out[%i] {in_bounds = [true]} : vector<16xf16>, memref<4096xf16>
  return
}

// -----

// Rows that are not whole vectors keep plain stores: a 49-element row
// (softmax over 7x7 planes) ends in a peeled tail, whose plain store would
// share a line with the next row's streamed vectors. Rows of exactly one
// vector (PReLU's H*W split into 16 lanes) are streamed.
// CHECK-LABEL: func.func @rows
//       CHECK:   vector.transfer_write %{{.+}}, %[[ODD:.+]][%{{.+}}] {in_bounds = [true]} : vector<16xf16>, memref<1x16xf16, strided<[49, 1], offset: ?>>
//   CHECK-NOT:   nontemporal
//       CHECK:   llvm.store volatile %{{.+}} {alignment = 32 : i64, nontemporal} : vector<16xi16>
//       CHECK:   } else {
//  CHECK-NEXT:     vector.transfer_write %{{.+}} : vector<16xf16>, memref<1x16xf16, strided<[16, 1], offset: ?>>
func.func @rows(%odd: memref<1000x49xf16>, %lanes: memref<196x16xf16>, %v: vector<16xf16>, %i: index) {
  %c0 = arith.constant 0 : index
  %a = memref.subview %odd[%i, 0] [1, 16] [1, 1] : memref<1000x49xf16> to memref<1x16xf16, strided<[49, 1], offset: ?>>
  vector.transfer_write %v, %a[%c0, %c0] {in_bounds = [true]} : vector<16xf16>, memref<1x16xf16, strided<[49, 1], offset: ?>>
  %b = memref.subview %lanes[%i, 0] [1, 16] [1, 1] : memref<196x16xf16> to memref<1x16xf16, strided<[16, 1], offset: ?>>
  vector.transfer_write %v, %b[%c0, %c0] {in_bounds = [true]} : vector<16xf16>, memref<1x16xf16, strided<[16, 1], offset: ?>>
  return
}

// -----

// Blocks of 16 packed rows of 49 (784 elements, actgrad-pack-narrow-rows)
// are whole vectors, but the 1000 x 49 blocks of a softmax over 32x1000x49
// are not (196000 bytes): a stride of at least 4096 bytes shares too few
// lines with the next block to matter, so the packed rows are streamed. As
// every other block starts half-way into a line, a vector on a half line
// streams as two half-line stores. A 49-element row stride (196 bytes)
// still is not streamed.
// CHECK-LABEL: func.func @long_rows
//       CHECK:   %[[ADDR:.+]] = arith.addi %intptr, %{{.+}} : index
//       CHECK:   scf.if
//       CHECK:     vector.store %{{.+}} {alignment = 64 : i64, nontemporal = true} : memref<1x1x16xf32, strided<[49000, 784, 1], offset: ?>>, vector<16xf32>
//       CHECK:   } else {
//       CHECK:     %[[HALF:.+]] = arith.andi %[[ADDR]], %c31
//       CHECK:     %[[ONHALF:.+]] = arith.cmpi eq, %[[HALF]]
//       CHECK:     scf.if %[[ONHALF]] {
//       CHECK:       %[[LOW:.+]] = vector.extract_strided_slice %{{.+}} {offsets = [0], sizes = [8], strides = [1]}
//       CHECK:       vector.store %[[LOW]], %{{.+}}[%c0, %c0, %c0] {alignment = 32 : i64, nontemporal = true} : {{.+}}, vector<8xf32>
//       CHECK:       %[[HIGH:.+]] = vector.extract_strided_slice %{{.+}} {offsets = [8], sizes = [8], strides = [1]}
//       CHECK:       %[[EIGHT:.+]] = arith.addi %c0, %c8
//       CHECK:       vector.store %[[HIGH]], %{{.+}}[%c0, %c0, %[[EIGHT]]] {alignment = 32 : i64, nontemporal = true} : {{.+}}, vector<8xf32>
//       CHECK:     } else {
//       CHECK:       vector.transfer_write
//   CHECK-NOT:   nontemporal
//       CHECK:   vector.transfer_write %{{.+}} : vector<16xf32>, memref<1x1x16xf32, strided<[49000, 49, 1], offset: ?>>
//   CHECK-NOT:   nontemporal
func.func @long_rows(%out: memref<32x62x784xf32, strided<[49000, 784, 1]>>, %rest: memref<32x8x49xf32, strided<[49000, 49, 1], offset: 48608>>, %v: vector<16xf32>, %n: index, %i: index) {
  %c0 = arith.constant 0 : index
  %a = memref.subview %out[%n, %i, 0] [1, 1, 16] [1, 1, 1] : memref<32x62x784xf32, strided<[49000, 784, 1]>> to memref<1x1x16xf32, strided<[49000, 784, 1], offset: ?>>
  vector.transfer_write %v, %a[%c0, %c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<1x1x16xf32, strided<[49000, 784, 1], offset: ?>>
  %b = memref.subview %rest[%n, %i, 0] [1, 1, 16] [1, 1, 1] : memref<32x8x49xf32, strided<[49000, 49, 1], offset: 48608>> to memref<1x1x16xf32, strided<[49000, 49, 1], offset: ?>>
  vector.transfer_write %v, %b[%c0, %c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<1x1x16xf32, strided<[49000, 49, 1], offset: ?>>
  return
}

// -----

// A loop that divides (swish's sigmoid) writes its lines slowly: its
// half-line (32-byte) stores stay plain; full-line ones are streamed.
// CHECK-LABEL: func.func @expensive_loop
//       CHECK:   scf.for
//   CHECK-NOT:     vector<16xi16>
//       CHECK:     llvm.store volatile %{{.+}} {alignment = 64 : i64, nontemporal} : vector<32xi16>
//   CHECK-NOT:     nontemporal
//       CHECK:   return
func.func @expensive_loop(%out: memref<4096xf16>, %v: vector<16xf16>, %w: vector<32xf16>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c4096 = arith.constant 4096 : index
  scf.for %i = %c0 to %c4096 step %c32 {
    %q = arith.divf %v, %v : vector<16xf16>
    vector.transfer_write %q, %out[%i] {in_bounds = [true]} : vector<16xf16>, memref<4096xf16>
    vector.transfer_write %w, %out[%i] {in_bounds = [true]} : vector<32xf16>, memref<4096xf16>
  }
  return
}

// -----

// An unregistered op in the loop (it has no dialect) does not make the loop
// expensive.
// CHECK-LABEL: func.func @unregistered_op_in_loop
//       CHECK:   "test.opaque"()
//       CHECK:   llvm.store volatile %{{.+}} {alignment = 32 : i64, nontemporal} : vector<16xi16>
func.func @unregistered_op_in_loop(%out: memref<4096xf16>, %v: vector<16xf16>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c4096 = arith.constant 4096 : index
  scf.for %i = %c0 to %c4096 step %c16 {
    "test.opaque"() : () -> ()
    vector.transfer_write %v, %out[%i] {in_bounds = [true]} : vector<16xf16>, memref<4096xf16>
  }
  return
}

// -----

// Small buffers, partial vectors and masked stores keep plain stores.
// CHECK-LABEL: func.func @small
//   CHECK-NOT:   nontemporal
func.func @small(%out: memref<64xf32>, %big: memref<8192xf32>, %v: vector<16xf32>, %w: vector<8xf32>, %m: vector<16xi1>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %out[%c0] {in_bounds = [true]} : vector<16xf32>, memref<64xf32>
  vector.transfer_write %w, %big[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8192xf32>
  vector.transfer_write %v, %big[%c0], %m {in_bounds = [true]} : vector<16xf32>, memref<8192xf32>
  return
}

// -----

// The row's vectors keep the alignment of the first one: the loop steps by
// a whole vector along the unit stride, and the view (a subview of a view
// from outside the loop) moves only with the induction variable. The loop is
// versioned once on the first vector's alignment, so that its streaming copy
// tests nothing per store; the other copy keeps plain stores.
// CHECK-LABEL: func.func @versioned_row
//       CHECK:   %[[FIRST:.+]] = memref.subview %{{.+}}[0, %[[LB:.+]]] [1, 16]
//       CHECK:   memref.extract_aligned_pointer_as_index %[[FIRST]]
//       CHECK:   %[[OK:.+]] = arith.cmpi eq
//       CHECK:   %[[R:.+]] = scf.if %[[OK]] -> (vector<16xf32>) {
//       CHECK:     %[[S:.+]] = scf.for
//   CHECK-NOT:       scf.if
//       CHECK:       vector.store %{{.+}} {alignment = 64 : i64, nontemporal = true}
//       CHECK:     scf.yield %[[S]]
//       CHECK:   } else {
//       CHECK:     %[[P:.+]] = scf.for
//   CHECK-NOT:       nontemporal
//       CHECK:       vector.transfer_write
//       CHECK:     scf.yield %[[P]]
//       CHECK:   }
//       CHECK:   return %[[R]]
func.func @versioned_row(%out: memref<64x4096xf32>, %r: index, %v: vector<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c4096 = arith.constant 4096 : index
  %row = memref.subview %out[%r, 0] [1, 4096] [1, 1] : memref<64x4096xf32> to memref<1x4096xf32, strided<[4096, 1], offset: ?>>
  %sum = scf.for %i = %c0 to %c4096 step %c16 iter_args(%acc = %v) -> (vector<16xf32>) {
    %tile = memref.subview %row[0, %i] [1, 16] [1, 1] : memref<1x4096xf32, strided<[4096, 1], offset: ?>> to memref<1x16xf32, strided<[4096, 1], offset: ?>>
    vector.transfer_write %acc, %tile[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<1x16xf32, strided<[4096, 1], offset: ?>>
    %next = arith.addf %acc, %v : vector<16xf32>
    scf.yield %next : vector<16xf32>
  }
  return %sum : vector<16xf32>
}

// -----

// A step of half a vector changes the alignment from one store to the next:
// each store tests its own address.
// CHECK-LABEL: func.func @half_vector_step
//       CHECK:   scf.for
//       CHECK:     scf.if
//       CHECK:       vector.store {{.+}} nontemporal = true
func.func @half_vector_step(%out: memref<4096xf32>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c4080 = arith.constant 4080 : index
  scf.for %i = %c0 to %c4080 step %c8 {
    vector.transfer_write %v, %out[%i] {in_bounds = [true]} : vector<16xf32>, memref<4096xf32>
  }
  return
}

// -----

// One store of the loop keeps its alignment, the other does not (its index
// is computed in the loop): the loop is not versioned and each store tests
// its own address.
// CHECK-LABEL: func.func @mixed_loop
//   CHECK-NOT:   scf.if
//       CHECK:   scf.for
//       CHECK:     scf.if
//       CHECK:       vector.store {{.+}} nontemporal = true
//       CHECK:     scf.if
//       CHECK:       vector.store {{.+}} nontemporal = true
func.func @mixed_loop(%out: memref<8192xf32>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c4096 = arith.constant 4096 : index
  scf.for %i = %c0 to %c4096 step %c16 {
    vector.transfer_write %v, %out[%i] {in_bounds = [true]} : vector<16xf32>, memref<8192xf32>
    %j = arith.addi %i, %c4096 : index
    vector.transfer_write %v, %out[%j] {in_bounds = [true]} : vector<16xf32>, memref<8192xf32>
  }
  return
}

// -----

// A buffer whose size is only known at run time streams when it holds at
// least min-bytes then: its size is computed once, where the buffer is
// defined, and tested with the alignment.
// CHECK-LABEL: func.func @dynamic_size
//  CHECK-SAME:     (%[[OUT:.+]]: memref<?x?xf32>,
//       CHECK:   %[[C4:.+]] = arith.constant 4 : index
//       CHECK:   %[[D0:.+]] = memref.dim %[[OUT]], %{{.+}}
//       CHECK:   %[[B0:.+]] = arith.muli %[[C4]], %[[D0]]
//       CHECK:   %[[D1:.+]] = memref.dim %[[OUT]], %{{.+}}
//       CHECK:   %[[BYTES:.+]] = arith.muli %[[B0]], %[[D1]]
//       CHECK:   %[[MIN:.+]] = arith.constant 4096 : index
//       CHECK:   %[[LARGE:.+]] = arith.cmpi sge, %[[BYTES]], %[[MIN]]
//       CHECK:   %[[ALIGNED:.+]] = arith.cmpi eq
//       CHECK:   %[[OK:.+]] = arith.andi %[[ALIGNED]], %[[LARGE]]
//       CHECK:   scf.if %[[OK]] {
//       CHECK:     vector.store %{{.+}} {alignment = 64 : i64, nontemporal = true}
//       CHECK:   } else {
//  CHECK-NEXT:     vector.transfer_write
// OFF-LABEL: func.func @dynamic_size
//   OFF-NOT:   nontemporal
func.func @dynamic_size(%out: memref<?x?xf32>, %v: vector<16xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %flat = memref.collapse_shape %out [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %view = memref.subview %flat[%i] [16] [1] : memref<?xf32> to memref<16xf32, strided<[1], offset: ?>>
  vector.transfer_write %v, %view[%c0] {in_bounds = [true]} : vector<16xf32>, memref<16xf32, strided<[1], offset: ?>>
  return
}

// -----

// Rows whose stride is known only at run time (a dynamically shaped
// softmax's rows) stream where that stride spans whole vectors or a long
// row, tested at run time with the size and the alignment: a streamed row
// then shares no line with the next row's plain stores.
// CHECK-LABEL: func.func @dynamic_rows
//       CHECK:   %[[LARGE:.+]] = arith.cmpi sge, %{{.+}}, %c4096
//       CHECK:   %[[VIEW:[a-z0-9_]+]] = memref.subview
//       CHECK:   memref.extract_aligned_pointer_as_index %[[VIEW]]
//       CHECK:   %{{.+}}, %[[STRIDES:[a-z0-9_]+]]:2 = memref.extract_strided_metadata %[[VIEW]]
//       CHECK:   %[[ROW:.+]] = arith.muli %[[STRIDES]]#0, %c4{{.*}}
//       CHECK:   %[[REM:.+]] = arith.andi %[[ROW]], %c63
//       CHECK:   %[[WHOLE:.+]] = arith.cmpi eq, %[[REM]], %c0{{.*}}
//       CHECK:   %[[LONG:.+]] = arith.cmpi sge, %[[ROW]], %c4096{{.*}}
//       CHECK:   %[[ROWS:.+]] = arith.ori %[[WHOLE]], %[[LONG]]
//       CHECK:   %[[TEST:.+]] = arith.andi %[[ROWS]], %[[LARGE]]
//       CHECK:   %[[ALIGNED:.+]] = arith.cmpi eq
//       CHECK:   %[[OK:.+]] = arith.andi %[[ALIGNED]], %[[TEST]]
//       CHECK:   scf.if %[[OK]] {
//       CHECK:     vector.store %{{.+}} {alignment = 64 : i64, nontemporal = true}
//       CHECK:   } else {
//  CHECK-NEXT:     vector.transfer_write
// OFF-LABEL: func.func @dynamic_rows
//   OFF-NOT:   nontemporal
func.func @dynamic_rows(%out: memref<?x?xf32>, %v: vector<16xf32>, %r: index, %c: index) {
  %c0 = arith.constant 0 : index
  %view = memref.subview %out[%r, %c] [1, 16] [1, 1] : memref<?x?xf32> to memref<1x16xf32, strided<[?, 1], offset: ?>>
  vector.transfer_write %v, %view[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<1x16xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

// On an AVX2 target a register of f32 is half a line: its stores stream, the
// next one filling the line's other half. With AVX-512, an 8-lane f32 store
// is not a whole register (a rest) and stays plain.
// CHECK-LABEL: func.func @avx2_register
//       CHECK:   arith.constant 31 : index
//       CHECK:   scf.if
//       CHECK:     vector.store %{{.+}} {alignment = 32 : i64, nontemporal = true} : memref<4096xf32>, vector<8xf32>
//       CHECK:   } else {
//       CHECK:     vector.transfer_write
// CHECK-LABEL: func.func @avx512_half_register
//   CHECK-NOT:   nontemporal
//       CHECK:   return
// OFF-LABEL: func.func @avx2_register
//   OFF-NOT:   nontemporal
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v3", features = <["+avx", "+avx2", "+fma", "+f16c"]>>} {
  func.func @avx2_register(%out: memref<4096xf32>, %v: vector<8xf32>, %i: index) {
    vector.transfer_write %v, %out[%i] {in_bounds = [true]} : vector<8xf32>, memref<4096xf32>
    return
  }
  module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v4", features = <["+avx", "+avx2", "+avx512f", "+avx512bw", "+avx512vl"]>>} {
    func.func @avx512_half_register(%out: memref<4096xf32>, %v: vector<8xf32>, %i: index) {
      vector.transfer_write %v, %out[%i] {in_bounds = [true]} : vector<8xf32>, memref<4096xf32>
      return
    }
  }
}
