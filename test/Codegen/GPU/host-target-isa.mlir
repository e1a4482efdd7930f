// The approximations in a gpu.module use the portable recipes whatever the
// host module's target: an x86 host with AVX-512 gives its kernels no x86
// intrinsics (reciprocal estimates, range clamps, table lookups, scaling),
// and their functions no x86 target features. CPUTargetInfo stops looking
// for a target at the gpu.module.
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(gpu.module(actgrad-approximate-sigmoid,actgrad-approximate-math))' | FileCheck %s

// CHECK-NOT: llvm.x86
// CHECK-NOT: x86vector
// CHECK-NOT: target_features
// CHECK-LABEL: func.func @sigmoid
// CHECK:         arith.divf
// CHECK-LABEL: func.func @exp16
// CHECK-NOT: llvm.x86
// CHECK-NOT: x86vector
// CHECK-NOT: target_features
// CHECK:         return
// CHECK-NOT: llvm.x86
// CHECK-NOT: x86vector

module attributes {gpu.container_module, llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v4", features = <["+avx512f", "+avx512bw", "+avx512dq", "+avx512vl", "+avx2", "+fma", "+avx", "+sse4.2"]>>} {
  gpu.module @kernels {
    func.func @sigmoid(%v: vector<4xf32>) -> vector<4xf32> {
      %one = arith.constant dense<1.0> : vector<4xf32>
      %n = arith.negf %v : vector<4xf32>
      %e = math.exp %n : vector<4xf32>
      %d = arith.addf %e, %one : vector<4xf32>
      %r = arith.divf %one, %d : vector<4xf32>
      return %r : vector<4xf32>
    }
    func.func @exp16(%v: vector<16xf32>) -> vector<16xf32> {
      %e = math.exp %v : vector<16xf32>
      return %e : vector<16xf32>
    }
  }
}
