// Softmax over axis 1 of rows that whole vectors do not cover
// (--narrow-rows), half of the cases with every size dynamic in a function
// of their own: the kernels that version their thread loop on the rows and
// pack them at run time (actgrad-pack-narrow-rows, PackDynamicRows.cpp).
// Seed 1204's 120 cases have 79 such functions, 31 of them versioned for
// packing (counted on the output of actgrad-pack-narrow-rows: an
// arith.remui, the test that the packs divide the rows), f32, f16 and bf16.
//
// RUN: %python %actgrad_src_root/test/Random/random_diff --seed 1204 \
// RUN:   --cases %random_cases_120 --jobs 2 --ops softmax_backward \
// RUN:   --narrow-rows --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s -DCASES=%random_cases_120
// CHECK: {{^}}[[CASES]] passed, 0 failed
