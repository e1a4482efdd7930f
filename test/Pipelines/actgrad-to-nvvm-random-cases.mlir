// Every case kind of the randomized differential tester (op x dtype x layout
// x slope mode x static/dynamic dimensions; 600 cases of seed 1) lowers with
// actgrad-to-nvvm, and, where a CUDA toolkit's ptxas is found, each of the
// resulting PTX modules assembles for sm_90.
// The sanitized build skips it: its 600 kernels take minutes there, and the
// Release and GCC builds run it.
// UNSUPPORTED: sanitizers
// RUN: %python %S/Inputs/gpu_kernels_of_random_cases.py 1 40 > %t.mlir
// RUN: FileCheck %s --check-prefix=CASES < %t.mlir
// RUN: actgrad-opt %t.mlir --actgrad-to-nvvm -o %t.nvvm.mlir
// RUN: %if ptxas %{ %python %S/Inputs/assemble_ptx.py %ptxas sm_90 %t.nvvm.mlir | FileCheck %s --check-prefix=PTX %}
// CASES-NOT: missing
// CASES: all 60 combinations covered
// PTX-NOT: FAILED
// PTX: {{[1-9][0-9]*}} of {{[1-9][0-9]*}} PTX modules assemble for sm_90
