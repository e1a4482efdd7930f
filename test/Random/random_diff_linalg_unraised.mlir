// The linalg-form randomized differential test (random_diff.mlir, 5) with
// raising off: actgrad-to-llvm must compile the front-end forms as they are,
// with the same results.
//
// RUN: %python %actgrad_src_root/test/Random/random_diff --seed 2024 \
// RUN:   --cases %random_cases_200 --jobs 2 --form linalg \
// RUN:   --opt-flags=--actgrad-to-llvm=raise-linalg=false \
// RUN:   --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s -DCASES=%random_cases_200
// CHECK: {{^}}[[CASES]] passed, 0 failed
