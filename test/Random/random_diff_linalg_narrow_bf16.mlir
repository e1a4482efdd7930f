// A raised bf16 hardtanh form whose whole tensor (9 elements) is narrower
// than one vector: its fix-up once selected on vector<9xbf16>, which x86
// instruction selection cannot lower (LLVM ERROR in the JIT). The fix-ups
// select in f32.
//
// RUN: %python %actgrad_src_root/test/Random/random_diff --seed 99 \
// RUN:   --cases 1000 --only 962 --form linalg \
// RUN:   --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s
// CHECK: {{^}}1 passed, 0 failed
