// The linalg-form randomized differential test (random_diff.mlir, 5) with
// raising off: actgrad-to-llvm must compile the front-end forms as they are,
// with the same results.
//
// Expected to fail for now (issue 12, the unraised pipeline): softmax's
// keep-dim sums print "unhandled tiled implementation generation when result
// is not accessed using a permuted projection", and some fused dropped-dim
// softmax chains with dynamic dimensions compute wrong values (seed 2024
// cases 42, 123, 127, 155; case 155 with tile-elements=0 vector-width=0 even
// fails to verify after bufferization: "inferred input/output operand #1 has
// shape's dimension #0 to be 9720, but found 2160"). Reproduce with
//   scripts/random_diff.py --seed 2024 --cases 200 --form linalg \
//     --only 155 --opt-flags=--actgrad-to-llvm=raise-linalg=false --keep DIR
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
