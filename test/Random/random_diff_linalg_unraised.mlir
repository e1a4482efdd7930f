// The linalg-form randomized differential test (random_diff.mlir, 5) with
// raising off: actgrad-to-llvm must compile the front-end forms as they are,
// with the same results.
//
// Expected to fail for now (the unraised pipeline, outside the raising):
// with main of 2026-11-24 (issue 12 merged), 9 of the 200 cases fail, all
// softmax with dynamic dimensions: 5 make actgrad-to-llvm produce IR that
// fails to verify
// (case 1, bf16 [?x1x?] axis 1, diff_dst tensor<?x1x?xbf16> and dst
// tensor<?x?x?xbf16>: "'linalg.generic' op inferred input/output operand #2
// has shape's dimension #1 to be 4, but found 1"), 4 compute wrong values
// silently (cases 42, 123, 127, 155; 155 is f32 [3x9x?x8x5] axis 1, fused
// dropped-dim form). Reproduce with
//   scripts/random_diff.py --seed 2024 --cases 200 --form linalg \
//     --only 1,155 --opt-flags=--actgrad-to-llvm=raise-linalg=false --keep DIR
// Remove the next line when it passes.
// XFAIL: *
//
// RUN: %python %actgrad_src_root/scripts/random_diff.py --seed 2024 \
// RUN:   --cases 200 --jobs 2 --form linalg \
// RUN:   --opt-flags=--actgrad-to-llvm=raise-linalg=false \
// RUN:   --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s
// CHECK: {{^}}200 passed, 0 failed
