// The dynamic PReLU kernels of dynamic_prelu_16bit.mlir (f16 and bf16) and
// dynamic_equals_static.mlir (f32, beside its static kernels) compiled for
// an AVX2 CPU without AVX-512 (x86-64-v3), which has no masked 16-bit
// loads and stores and whose masked 32-bit ones actgrad-vectorize does not
// use: the rest of each row that holds a vector is one more lane tile over
// the row's last 8 columns (tileReductionIntoLanes), narrower rows keep a
// scalar rest. Rows of 1, 7, 15, 17, 33, 57, 16 and 0 (16-bit), 1, 5, 28,
// 65 and 0 (f32), with the thresholds, NaN and +-inf among the inputs, are
// checked against the reference of SEMANTICS.md 3.
//
// RUN: actgrad-opt %S/dynamic_prelu_16bit.mlir --actgrad-to-llvm="target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v3" \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.16.ll
// RUN: %clang -O2 -march=x86-64-v3 -Wno-override-module -c %t.16.ll -o %t.16.o
// RUN: %clang -O2 -march=x86-64-v3 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/dynamic_prelu_16bit_test.cpp -x none %t.16.o \
// RUN:   --rtlib=compiler-rt -lgtest -lgtest_main -lstdc++ -lpthread -lm \
// RUN:   %openmp_lib -Wl,-rpath,%openmp_dir -o %t.16.exe
// RUN: %t.16.exe
// RUN: actgrad-opt %S/dynamic_equals_static.mlir --actgrad-to-llvm="target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v3 tile-elements=8" \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.32.ll
// RUN: %clang -O2 -march=x86-64-v3 -Wno-override-module -c %t.32.ll -o %t.32.o
// RUN: %clang -O2 -march=x86-64-v3 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/dynamic_equals_static_test.cpp -x none %t.32.o \
// RUN:   --rtlib=compiler-rt -lgtest -lgtest_main -lstdc++ -lpthread -lm \
// RUN:   %openmp_lib -Wl,-rpath,%openmp_dir -o %t.32.exe
// RUN: env OMP_NUM_THREADS=2 %t.32.exe
// REQUIRES: host-x86-64-v3
