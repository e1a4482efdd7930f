// RUN: actgrad-opt %s --actgrad-set-target=triple=x86_64-unknown-linux-gnu \
// RUN:   --actgrad-nontemporal-stores=min-bytes=4096 | FileCheck %s
// The inline assembly is x86's: for another target bf16 stays plain.
// RUN: actgrad-opt %s --actgrad-set-target=triple=aarch64-unknown-linux-gnu \
// RUN:   --actgrad-nontemporal-stores=min-bytes=4096 | FileCheck %s --check-prefix=OTHER
// OTHER-LABEL: func.func @large_bf16
//   OTHER-NOT:   llvm.inline_asm
//   OTHER-NOT:   nontemporal
//       OTHER:   return

// bf16 vectors are streamed as i16 like f16, but through an empty inline
// assembly statement: LLVM's x86 backend folds any bitcast of a bfloat vector
// into the store it feeds, even a volatile one, and then drops
// `!nontemporal`, having no streaming-store pattern for bfloat vectors.
// CHECK-LABEL: func.func @large_bf16
//       CHECK:   scf.if
//       CHECK:     %[[BITS:.+]] = vector.bitcast %{{.+}} : vector<16xbf16> to vector<16xi16>
//       CHECK:     %[[HIDDEN:.+]] = llvm.inline_asm "", "=x,0" %[[BITS]] : (vector<16xi16>) -> vector<16xi16>
//       CHECK:     llvm.store volatile %[[HIDDEN]], %{{.+}} {alignment = 32 : i64, nontemporal} : vector<16xi16>, !llvm.ptr
//       CHECK:   } else {
//       CHECK:     vector.transfer_write
func.func @large_bf16(%out: memref<4096xbf16>, %v: vector<16xbf16>, %i: index) {
  vector.transfer_write %v, %out[%i] {in_bounds = [true]} : vector<16xbf16>, memref<4096xbf16>
  return
}

// f16 too on x86: where AVX512-FP16 makes half vectors legal, the same fold
// drops `!nontemporal` (seen with target-cpu=sapphirerapids). Elsewhere f16
// is streamed as plain i16.
// CHECK-LABEL: func.func @large_f16
//       CHECK:     %[[BITS:.+]] = vector.bitcast %{{.+}} : vector<16xf16> to vector<16xi16>
//       CHECK:     %[[HIDDEN:.+]] = llvm.inline_asm "", "=x,0" %[[BITS]] : (vector<16xi16>) -> vector<16xi16>
//       CHECK:     llvm.store volatile %[[HIDDEN]], %{{.+}} {alignment = 32 : i64, nontemporal} : vector<16xi16>, !llvm.ptr
// OTHER-LABEL: func.func @large_f16
//   OTHER-NOT:   llvm.inline_asm
//       OTHER:   llvm.store volatile %{{.+}}, %{{.+}} {alignment = 32 : i64, nontemporal} : vector<16xi16>, !llvm.ptr
func.func @large_f16(%out: memref<4096xf16>, %v: vector<16xf16>, %i: index) {
  vector.transfer_write %v, %out[%i] {in_bounds = [true]} : vector<16xf16>, memref<4096xf16>
  return
}
