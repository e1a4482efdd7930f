// The kernels of kernels.mlir compiled for an AVX2 CPU without AVX-512
// (x86-64-v3): 8-lane f32 vectors, never 16, and the GoogleTest suite of
// Inputs/kernels_test.cpp passes on code built with -march=x86-64-v3.
// The bf16 roundings are integer arithmetic (actgrad-legalize-bf16), not
// the `fptrunc` that LLVM turns into calls of __truncsfbf2 on this target:
// the test links with GCC 12's libgcc, which has no such function.
//
// RUN: actgrad-opt %S/kernels.mlir --actgrad-to-llvm="target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v3" \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: FileCheck %s --input-file=%t.ll --check-prefix=NO-BF16-FPTRUNC
// RUN: %clang -O2 -march=x86-64-v3 -c %t.ll -o %t.o
// RUN: %clang -O2 -march=x86-64-v3 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/kernels_test.cpp -x none %t.o \
// RUN:   -lgtest -lgtest_main -lstdc++ -lpthread -lm \
// RUN:   %openmp_lib -Wl,-rpath,%openmp_dir -o %t.exe
// RUN: %t.exe
// REQUIRES: host-x86-64-v3

// NO-BF16-FPTRUNC-NOT: fptrunc {{.*}} to {{.*}}bfloat

// CHECK: target datalayout = "e-m:e-
// CHECK: target triple = "x86_64-unknown-linux-gnu"
// CHECK-NOT: x float>
// CHECK-LABEL: define {{.*}}@hardtanh_f32(
// CHECK-NOT: <16 x float>
// CHECK: <8 x float>
// CHECK-NOT: <16 x float>
