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
