// The last stage on its own: vector math, memory accesses and threads on
// buffers, lowered to the LLVM dialect for the module's target. The x86-only
// passes are scheduled for x86 triples alone.
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-lower-to-llvm{target-triple=x86_64-unknown-linux-gnu})' | FileCheck %s
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-lower-to-llvm{target-triple=x86_64-unknown-linux-gnu approximate-exp=false})' | FileCheck %s --check-prefix=EXACT
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-lower-to-llvm{target-triple=x86_64-unknown-linux-gnu})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=X86
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-lower-to-llvm{target-triple=aarch64-linux-gnu})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARM
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-lower-to-llvm{target-triple=x86_64-unknown-linux-gnu threads=false})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SERIAL

// exp of 16 f32 lanes takes the AVX-512 table recipe (the target's hooks),
// and the function gets the features its intrinsics need.
// CHECK-LABEL: llvm.func @exp16(
// CHECK-SAME: target_cpu = "x86-64-v4", target_features = #llvm.target_features<["+avx512f"
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.d.512"
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.mask.scalef.ps.512"
// CHECK-NOT: vector.
// EXACT-LABEL: llvm.func @exp16(
// EXACT: llvm.intr.exp
// EXACT-NOT: llvm.call_intrinsic

// X86: actgrad-nontemporal-stores{min-bytes=4194305}
// X86: actgrad-fence-selected-values
// X86: actgrad-pack-bf16-roundings
// X86: convert-scf-to-openmp
// X86: actgrad-serialize-single-iteration-loops
// X86: actgrad-check-lowered-to-llvm
// ARM: actgrad-nontemporal-stores
// ARM-NOT: actgrad-fence-selected-values
// ARM-NOT: actgrad-pack-bf16-roundings
// ARM: actgrad-check-lowered-to-llvm
// An eighth of the L3 is the streaming threshold without threads too.
// SERIAL: actgrad-nontemporal-stores{min-bytes=4194305}
// SERIAL-NOT: convert-scf-to-openmp
// SERIAL: scf-forall-to-for
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v4", features = <["+avx512f", "+avx512bw", "+avx512dq", "+avx512vl"]>>} {
  func.func @exp16(%in: memref<16xf32>, %out: memref<16xf32>) {
    %c0 = arith.constant 0 : index
    %v = vector.load %in[%c0] : memref<16xf32>, vector<16xf32>
    %e = math.exp %v : vector<16xf32>
    vector.store %e, %out[%c0] : memref<16xf32>, vector<16xf32>
    return
  }
}
