// The kernels of kernels.mlir compiled for a generic AArch64 CPU on any
// build machine: the LLVM module carries the AArch64 triple and data layout,
// f32 vectors have the 4 lanes of NEON, and clang compiles it for AArch64.
//
// RUN: actgrad-opt %S/kernels.mlir --actgrad-to-llvm="target-triple=aarch64-linux-gnu" \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll --check-prefix=IR
// RUN: %clang --target=aarch64-linux-gnu -O2 -S %t.ll -o - | FileCheck %s --check-prefix=ASM

// IR: target datalayout = "e-m:e-
// IR: target triple = "aarch64-unknown-linux-gnu"
// IR-LABEL: define {{.*}}@hardtanh_f32(
// IR-NOT: <8 x float>
// IR: <4 x float>
// IR-NOT: <8 x float>
// IR: ret

// ASM-LABEL: hardtanh_f32:
// ASM: fcm{{[a-z]+}} v{{[0-9]+}}.4s
