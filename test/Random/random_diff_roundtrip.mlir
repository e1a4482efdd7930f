// The round trip of the randomized differential test (docs/Raising.md):
// every case's op is lowered by convert-actgrad-to-linalg and raised by
// raise-linalg-to-actgrad before actgrad-to-llvm; a case fails unless its op
// comes back as itself (name, attributes, types) with no linalg op left over,
// and the results are checked against the op's reference (NaN, +-inf, +-0,
// thresholds, f32/f16/bf16, static and dynamic shapes, every slope rule).
//
// RUN: %python %actgrad_src_root/test/Random/random_diff --seed 4242 \
// RUN:   --cases %random_cases_300 --jobs 2 --form roundtrip \
// RUN:   --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s -DCASES=%random_cases_300
// CHECK: {{^}}[[CASES]] passed, 0 failed
