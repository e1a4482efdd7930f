// RUN: actgrad-opt %s --split-input-file --actgrad-nontemporal-stores=min-bytes=4096 | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-nontemporal-stores=min-bytes=0 | FileCheck %s --check-prefix=OFF

// A full 64-byte vector store into a large buffer streams past the caches
// when its address is 64-byte aligned at run time.
// CHECK-LABEL: func.func @large
//       CHECK:   %[[BASE:.+]], %[[OFFSET:.+]], %{{.+}}, %[[STRIDE:.+]] = memref.extract_strided_metadata %[[VIEW:.+]] :
//       CHECK:   %[[PTR:.+]] = memref.extract_aligned_pointer_as_index %[[VIEW]]
//       CHECK:   %[[OK:.+]] = arith.cmpi eq
//       CHECK:   scf.if %[[OK]] {
//       CHECK:     vector.store %{{.+}}, %[[VIEW]][%{{.+}}] {alignment = 64 : i64, nontemporal = true}
//       CHECK:   } else {
//       CHECK:     vector.transfer_write
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

// bf16 keeps plain stores: LLVM's x86 backend turns any bitcast of a bfloat
// vector back into a bfloat store, which it cannot stream.
// CHECK-LABEL: func.func @large_bf16
//   CHECK-NOT:   nontemporal
func.func @large_bf16(%out: memref<4096xbf16>, %v: vector<16xbf16>, %i: index) {
  vector.transfer_write %v, %out[%i] {in_bounds = [true]} : vector<16xbf16>, memref<4096xbf16>
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
