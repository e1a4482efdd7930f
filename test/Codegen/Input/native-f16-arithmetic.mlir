// actgrad-native-f16-arithmetic: on a target with f16 arithmetic, f16
// roundings of selects, negations and products of f16 values compute in
// f16, products by a constant by a recipe checked on every f16 value, and
// compares of f16 values compare in f16; sums, quotients, bf16 and targets
// without f16 arithmetic are left alone.
// RUN: actgrad-opt %s --actgrad-native-f16-arithmetic -split-input-file | FileCheck %s

module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "sapphirerapids", features = <["+avx512f", "+avx512bw", "+avx512vl", "+avx512fp16"]>>} {

// hardsigmoid's product under its mask, alpha = 0.2: c_hi = 0.2 rounded
// toward zero (0x3A66), c_lo = f16(0.2 - c_hi), a subnormal (0x0333).
// CHECK-LABEL: func.func @hardsigmoid_alpha
//  CHECK-SAME:     %[[G:[^:]+]]: f16, %[[IN:[^:]+]]: i1
//   CHECK-DAG:   %[[HI:.+]] = arith.constant 1.999510e-01 : f16
//   CHECK-DAG:   %[[LO:.+]] = arith.constant 4.881620e-05 : f16
//   CHECK-DAG:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f16
//       CHECK:   %[[P:.+]] = arith.mulf %[[G]], %[[LO]] : f16
//       CHECK:   %[[F:.+]] = math.fma %[[G]], %[[HI]], %[[P]] : f16
//       CHECK:   %[[R:.+]] = arith.select %[[IN]], %[[F]], %[[ZERO]] : f16
//       CHECK:   return %[[R]]
func.func @hardsigmoid_alpha(%g: f16, %in: i1) -> f16 {
  %alpha = arith.constant 0.2 : f32
  %zero = arith.constant 0.0 : f32
  %gf = arith.extf %g : f16 to f32
  %p = arith.mulf %gf, %alpha : f32
  %s = arith.select %in, %p, %zero : f32
  %t = arith.truncf %s : f32 to f16
  return %t : f16
}

// 1/6 on vectors.
// CHECK-LABEL: func.func @hardsigmoid_sixth
//       CHECK:   arith.mulf %{{.*}}, %{{.*}} : vector<32xf16>
//       CHECK:   math.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<32xf16>
//   CHECK-NOT:   f32
func.func @hardsigmoid_sixth(%g: vector<32xf16>) -> vector<32xf16> {
  %alpha = arith.constant dense<0.166666672> : vector<32xf32>
  %gf = arith.extf %g : vector<32xf16> to vector<32xf32>
  %p = arith.mulf %gf, %alpha : vector<32xf32>
  %t = arith.truncf %p : vector<32xf32> to vector<32xf16>
  return %t : vector<32xf16>
}

// A constant exact in f16 multiplies once.
// CHECK-LABEL: func.func @exact_constant
//       CHECK:   %[[C:.+]] = arith.constant 2.500000e-01 : f16
//       CHECK:   %[[P:.+]] = arith.mulf %{{.*}}, %[[C]] : f16
//       CHECK:   return %[[P]]
func.func @exact_constant(%g: f16) -> f16 {
  %c = arith.constant 0.25 : f32
  %gf = arith.extf %g : f16 to f32
  %p = arith.mulf %gf, %c : f32
  %t = arith.truncf %p : f32 to f16
  return %t : f16
}

// 65520 rounds to inf in f16, but toward zero to 65504, with c_lo = 16.
// CHECK-LABEL: func.func @largest
//   CHECK-DAG:   %[[HI:.+]] = arith.constant 6.550400e+04 : f16
//   CHECK-DAG:   %[[LO:.+]] = arith.constant 1.600000e+01 : f16
//       CHECK:   %[[P:.+]] = arith.mulf %{{.*}}, %[[LO]] : f16
//       CHECK:   math.fma %{{.*}}, %[[HI]], %[[P]] : f16
func.func @largest(%g: f16) -> f16 {
  %c = arith.constant 65520.0 : f32
  %gf = arith.extf %g : f16 to f32
  %p = arith.mulf %gf, %c : f32
  %t = arith.truncf %p : f32 to f16
  return %t : f16
}

// Far beyond f16's range (c_lo is inf) and below it (c_hi and c_lo are 0),
// neither recipe is within 1 ulp for every g: the product stays in f32.
// CHECK-LABEL: func.func @no_recipe
//       CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.truncf
//       CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.truncf
//   CHECK-NOT:   : f16
//       CHECK:   return
func.func @no_recipe(%g: f16) -> (f16, f16) {
  %huge = arith.constant 1.0e10 : f32
  %tiny = arith.constant 1.0e-10 : f32
  %gf = arith.extf %g : f16 to f32
  %p = arith.mulf %gf, %huge : f32
  %t = arith.truncf %p : f32 to f16
  %q = arith.mulf %gf, %tiny : f32
  %u = arith.truncf %q : f32 to f16
  return %t, %u : f16, f16
}

// PReLU's diff_src with its NaN rule: the product of two f16 values is
// exact in f32, so one f16 multiply; the compares take the f16 values.
// CHECK-LABEL: func.func @prelu_diff_src
//  CHECK-SAME:     %[[X:[^:]+]]: f16, %[[S:[^:]+]]: f16, %[[G:[^:]+]]: f16
//   CHECK-DAG:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f16
//   CHECK-DAG:   %[[POS:.+]] = arith.cmpf ogt, %[[X]], %[[ZERO]] : f16
//   CHECK-DAG:   %[[NAN:.+]] = arith.cmpf uno, %[[X]], %[[X]] : f16
//   CHECK-DAG:   %[[P:.+]] = arith.mulf %[[S]], %[[G]] : f16
//       CHECK:   %[[A:.+]] = arith.select %[[POS]], %[[G]], %[[P]] : f16
//       CHECK:   %[[R:.+]] = arith.select %[[NAN]], %[[X]], %[[A]] : f16
//       CHECK:   return %[[R]]
func.func @prelu_diff_src(%x: f16, %s: f16, %g: f16) -> f16 {
  %zero = arith.constant 0.0 : f32
  %xf = arith.extf %x : f16 to f32
  %sf = arith.extf %s : f16 to f32
  %gf = arith.extf %g : f16 to f32
  %pos = arith.cmpf ogt, %xf, %zero : f32
  %p = arith.mulf %sf, %gf : f32
  %a = arith.select %pos, %gf, %p : f32
  %nan = arith.cmpf uno, %xf, %xf : f32
  %r = arith.select %nan, %xf, %a : f32
  %t = arith.truncf %r : f32 to f16
  return %t : f16
}

// A negation commutes with the rounding.
// CHECK-LABEL: func.func @negation
//       CHECK:   %[[N:.+]] = arith.negf %{{.*}} : f16
//       CHECK:   return %[[N]]
func.func @negation(%g: f16) -> f16 {
  %gf = arith.extf %g : f16 to f32
  %n = arith.negf %gf : f32
  %t = arith.truncf %n : f32 to f16
  return %t : f16
}

// A compare with a constant that f16 does not represent stays in f32.
// CHECK-LABEL: func.func @inexact_threshold
//       CHECK:   arith.cmpf olt, %{{.*}}, %{{.*}} : f32
func.func @inexact_threshold(%x: f16) -> i1 {
  %c = arith.constant 0.1 : f32
  %xf = arith.extf %x : f16 to f32
  %lt = arith.cmpf olt, %xf, %c : f32
  return %lt : i1
}

// swish's product: the factor is computed (exp, a quotient), so the
// product and everything before it stay in f32.
// CHECK-LABEL: func.func @swish
//       CHECK:   math.exp %{{.*}} : f32
//       CHECK:   arith.divf %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.truncf %{{.*}} : f32 to f16
func.func @swish(%g: f16, %x: f16) -> f16 {
  %one = arith.constant 1.0 : f32
  %gf = arith.extf %g : f16 to f32
  %xf = arith.extf %x : f16 to f32
  %nx = arith.negf %xf : f32
  %e = math.exp %nx : f32
  %d = arith.addf %e, %one : f32
  %s = arith.divf %one, %d : f32
  %p = arith.mulf %gf, %s : f32
  %t = arith.truncf %p : f32 to f16
  return %t : f16
}

// PReLU's diff_slope and softmax's dot product: sums stay in f32.
// CHECK-LABEL: func.func @sum
//       CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.addf %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.truncf %{{.*}} : f32 to f16
func.func @sum(%x: f16, %g: f16, %acc: f32) -> f16 {
  %xf = arith.extf %x : f16 to f32
  %gf = arith.extf %g : f16 to f32
  %p = arith.mulf %xf, %gf : f32
  %s = arith.addf %acc, %p : f32
  %t = arith.truncf %s : f32 to f16
  return %t : f16
}

// bf16 is not f16.
// CHECK-LABEL: func.func @bf16
//       CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.truncf %{{.*}} : f32 to bf16
func.func @bf16(%s: bf16, %g: bf16) -> bf16 {
  %sf = arith.extf %s : bf16 to f32
  %gf = arith.extf %g : bf16 to f32
  %p = arith.mulf %sf, %gf : f32
  %t = arith.truncf %p : f32 to bf16
  return %t : bf16
}

}

// -----

// AVX-512 without AVX512-FP16: nothing changes.
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw", "+avx512vl", "+avx512bf16"]>>} {
// CHECK-LABEL: func.func @no_f16_arithmetic
//       CHECK:   arith.cmpf ogt, %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
//       CHECK:   arith.truncf %{{.*}} : f32 to f16
func.func @no_f16_arithmetic(%x: f16, %s: f16, %g: f16) -> f16 {
  %zero = arith.constant 0.0 : f32
  %alpha = arith.constant 0.2 : f32
  %xf = arith.extf %x : f16 to f32
  %sf = arith.extf %s : f16 to f32
  %gf = arith.extf %g : f16 to f32
  %pos = arith.cmpf ogt, %xf, %zero : f32
  %p = arith.mulf %sf, %gf : f32
  %q = arith.mulf %p, %alpha : f32
  %a = arith.select %pos, %gf, %q : f32
  %t = arith.truncf %a : f32 to f16
  return %t : f16
}
}

// -----

// AArch64 with FullFP16 computes in f16 too.
module attributes {llvm.target = #llvm.target<triple = "aarch64-unknown-linux-gnu", chip = "neoverse-v1", features = <["+neon", "+fullfp16"]>>} {
// CHECK-LABEL: func.func @aarch64_fullfp16
//       CHECK:   %[[P:.+]] = arith.mulf %{{.*}}, %{{.*}} : f16
//       CHECK:   return %[[P]]
func.func @aarch64_fullfp16(%s: f16, %g: f16) -> f16 {
  %sf = arith.extf %s : f16 to f32
  %gf = arith.extf %g : f16 to f32
  %p = arith.mulf %sf, %gf : f32
  %t = arith.truncf %p : f32 to f16
  return %t : f16
}
}

// -----

// No target: nothing changes.
// CHECK-LABEL: func.func @no_target
//       CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
func.func @no_target(%s: f16, %g: f16) -> f16 {
  %sf = arith.extf %s : f16 to f32
  %gf = arith.extf %g : f16 to f32
  %p = arith.mulf %sf, %gf : f32
  %t = arith.truncf %p : f32 to f16
  return %t : f16
}
