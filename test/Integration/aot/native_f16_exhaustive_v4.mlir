// native_f16_exhaustive.mlir's kernels and checks, compiled for x86-64-v4
// (AVX-512 without AVX512-FP16): the f16 products stay in f32 (the IR check
// below) and keep the same contract, on any AVX-512 host.
//
// REQUIRES: host-x86-64-v4
// RUN: actgrad-opt %S/Inputs/native_f16_kernels.mlir --actgrad-to-llvm="target-cpu=x86-64-v4" | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %clang -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %clang -O2 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/native_f16_exhaustive_test.cpp -x none %t.o \
// RUN:   --rtlib=compiler-rt -lstdc++ -lm %openmp_lib -Wl,-rpath,%openmp_dir -o %t.exe
// RUN: %t.exe | FileCheck %S/native_f16_exhaustive.mlir
//
// IR-NOT: fmul {{.*}}half
// IR-NOT: fma.v{{[0-9]+}}f16
