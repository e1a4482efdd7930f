// Exhaustive accuracy test of actgrad-native-f16-arithmetic on real
// hardware: the kernels of Inputs/native_f16_kernels.mlir compiled for the
// host, which has AVX512-FP16, so hardsigmoid's and PReLU's products, selects
// and compares run in f16 (the IR check below). Inputs/
// native_f16_exhaustive_test.cpp checks every f16 gradient and every f16 x
// against SEMANTICS.md 3 (1 ulp for f16) and prints the largest distance;
// PReLU's f16 product is the correctly rounded one (0 ulp).
// native_f16_exhaustive_v4.mlir runs the same kernels compiled without f16
// arithmetic.
//
// REQUIRES: host-avx512fp16
// RUN: actgrad-opt %S/Inputs/native_f16_kernels.mlir --actgrad-to-llvm | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %clang -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %clang -O2 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/native_f16_exhaustive_test.cpp -x none %t.o \
// RUN:   --rtlib=compiler-rt -lstdc++ -lm %openmp_lib -Wl,-rpath,%openmp_dir -o %t.exe
// RUN: %t.exe | FileCheck %s
//
// IR-LABEL: define {{.*}} @hardsigmoid_fifth(
//       IR:   call <32 x half> @llvm.fma.v32f16(
// IR-LABEL: define {{.*}} @prelu(
//       IR:   fmul <32 x half>
//
// CHECK: hardsigmoid alpha=1/6: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: hardsigmoid alpha=0.2: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: hardsigmoid alpha=0.01: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: hardsigmoid alpha=-0.3: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: hardsigmoid alpha=1000.3: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: hardsigmoid alpha=65519: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: hardsigmoid alpha=65520: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: hardsigmoid alpha=1e-10: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: prelu slope=0.25: {{[0-9]+}} checked, 0 wrong, max 0 ulp
// CHECK: prelu slope=-0.0999756: {{[0-9]+}} checked, 0 wrong, max 0 ulp
// CHECK: prelu slope=0.199951: {{[0-9]+}} checked, 0 wrong, max 0 ulp
// CHECK: prelu slope=3: {{[0-9]+}} checked, 0 wrong, max 0 ulp
// CHECK: prelu slope=-65504: {{[0-9]+}} checked, 0 wrong, max 0 ulp
// CHECK: prelu slope=5.96046e-08: {{[0-9]+}} checked, 0 wrong, max 0 ulp
// CHECK: prelu slope=0: {{[0-9]+}} checked, 0 wrong, max 0 ulp
// CHECK: chain: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: PASSED
