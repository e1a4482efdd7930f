// RUN: actgrad-opt %s --split-input-file --actgrad-pack-bf16-roundings | FileCheck %s
// Without AVX512-BF16 (or without a target) the roundings stay casts.
// RUN: sed -e 's/"+avx512bf16", //' %s | actgrad-opt --split-input-file --actgrad-pack-bf16-roundings | FileCheck %s --check-prefix=NOBF16
// NOBF16-NOT: llvm.call_intrinsic
// NOBF16-NOT: vector.shuffle

// The form actgrad-widen-16-bit-halves leaves a bf16 result in: the even
// and odd lanes rounded one by one and interleaved. One VCVTNE2PS2BF16
// rounds both, the odd lanes (its first operand) into the high half; the
// shuffle takes lane i of each half in turn. The function gets the
// target's AVX-512 features, which the intrinsic needs.
// CHECK-LABEL: func.func @even_odd
//  CHECK-SAME:     (%[[EVEN:.+]]: vector<16xf32>, %[[ODD:.+]]: vector<16xf32>)
//  CHECK-SAME:     target_features = #llvm.target_features<["+avx512bf16", "+avx512f", "+avx512bw", "+avx512vl"]>
//       CHECK:   %[[PACKED:.+]] = llvm.call_intrinsic "llvm.x86.avx512bf16.cvtne2ps2bf16.512"(%[[ODD]], %[[EVEN]]) : (vector<16xf32>, vector<16xf32>) -> vector<32xbf16>
//       CHECK:   %[[RESULT:.+]] = vector.shuffle %[[PACKED]], %[[PACKED]] [0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31] : vector<32xbf16>, vector<32xbf16>
//       CHECK:   return %[[RESULT]]
//   CHECK-NOT:   arith.truncf
// NOBF16-LABEL: func.func @even_odd
//       NOBF16:   vector.interleave
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512bf16", "+avx512f", "+avx512bw", "+avx512vl"]>>} {
func.func @even_odd(%even: vector<16xf32>, %odd: vector<16xf32>) -> vector<32xbf16> {
  %e = arith.truncf %even : vector<16xf32> to vector<16xbf16>
  %o = arith.truncf %odd : vector<16xf32> to vector<16xbf16>
  %r = vector.interleave %e, %o : vector<16xbf16> -> vector<32xbf16>
  return %r : vector<32xbf16>
}
}

// -----

// Half a register with AVX512-VL: the 256-bit instruction. A rounding that
// is used elsewhere too stays, for that use.
// CHECK-LABEL: func.func @half_register
//  CHECK-SAME:     (%[[EVEN:.+]]: vector<8xf32>, %[[ODD:.+]]: vector<8xf32>)
//       CHECK:   %[[E:.+]] = arith.truncf %[[EVEN]]
//       CHECK:   %[[PACKED:.+]] = llvm.call_intrinsic "llvm.x86.avx512bf16.cvtne2ps2bf16.256"(%[[ODD]], %[[EVEN]]) : (vector<8xf32>, vector<8xf32>) -> vector<16xbf16>
//       CHECK:   %[[RESULT:.+]] = vector.shuffle %[[PACKED]], %[[PACKED]] [0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15]
//       CHECK:   return %[[RESULT]], %[[E]]
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512bf16", "+avx512f", "+avx512bw", "+avx512vl"]>>} {
func.func @half_register(%even: vector<8xf32>, %odd: vector<8xf32>) -> (vector<16xbf16>, vector<8xbf16>) {
  %e = arith.truncf %even : vector<8xf32> to vector<8xbf16>
  %o = arith.truncf %odd : vector<8xf32> to vector<8xbf16>
  %r = vector.interleave %e, %o : vector<8xbf16> -> vector<16xbf16>
  return %r, %e : vector<16xbf16>, vector<8xbf16>
}
}

// -----

// Left alone: f16 (no such instruction), a rounding mode other than the
// default, an interleave of values that are not both roundings, a width
// that is not a whole register, and 2-D vectors.
// CHECK-LABEL: func.func @not_packed
//   CHECK-NOT:   llvm.call_intrinsic
//   CHECK-NOT:   vector.shuffle
// CHECK-COUNT-5:   vector.interleave
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512bf16", "+avx512f", "+avx512bw", "+avx512vl"]>>} {
func.func @not_packed(%a: vector<16xf32>, %b: vector<16xf32>, %c: vector<16xbf16>,
                      %d: vector<4xf32>, %m: vector<2x16xf32>)
    -> (vector<32xf16>, vector<32xbf16>, vector<32xbf16>, vector<8xbf16>, vector<2x32xbf16>) {
  %ha = arith.truncf %a : vector<16xf32> to vector<16xf16>
  %hb = arith.truncf %b : vector<16xf32> to vector<16xf16>
  %h = vector.interleave %ha, %hb : vector<16xf16> -> vector<32xf16>
  %ta = arith.truncf %a toward_zero : vector<16xf32> to vector<16xbf16>
  %tb = arith.truncf %b toward_zero : vector<16xf32> to vector<16xbf16>
  %t = vector.interleave %ta, %tb : vector<16xbf16> -> vector<32xbf16>
  %ra = arith.truncf %a : vector<16xf32> to vector<16xbf16>
  %u = vector.interleave %ra, %c : vector<16xbf16> -> vector<32xbf16>
  %da = arith.truncf %d : vector<4xf32> to vector<4xbf16>
  %q = vector.interleave %da, %da : vector<4xbf16> -> vector<8xbf16>
  %ma = arith.truncf %m : vector<2x16xf32> to vector<2x16xbf16>
  %n = vector.interleave %ma, %ma : vector<2x16xbf16> -> vector<2x32xbf16>
  return %h, %t, %u, %q, %n : vector<32xf16>, vector<32xbf16>, vector<32xbf16>, vector<8xbf16>, vector<2x32xbf16>
}
}

// -----

// Not an x86 target.
// CHECK-LABEL: func.func @other_target
//   CHECK-NOT:   llvm.call_intrinsic
//       CHECK:   vector.interleave
module attributes {llvm.target = #llvm.target<triple = "aarch64-unknown-linux-gnu", chip = "generic", features = <["+avx512bf16", "+avx512bw"]>>} {
func.func @other_target(%even: vector<16xf32>, %odd: vector<16xf32>) -> vector<32xbf16> {
  %e = arith.truncf %even : vector<16xf32> to vector<16xbf16>
  %o = arith.truncf %odd : vector<16xf32> to vector<16xbf16>
  %r = vector.interleave %e, %o : vector<16xbf16> -> vector<32xbf16>
  return %r : vector<32xbf16>
}
}
