// The Python reference module agrees with the C++ header's self-check
// (test/Integration/aot/Inputs/kernels_test.cpp, UlpDistanceSelfCheck), and
// its vectorized numpy form (rounding, ulp distance, op references, pass
// test) with its exact scalar form.
// RUN: %python %actgrad_src_root/test/Reference/actgrad_reference.py | FileCheck %s
// CHECK: actgrad_reference: self-check passed
