// RUN: actgrad-opt %s --split-input-file --actgrad-approximate-sigmoid --canonicalize | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-approximate-sigmoid=precision=bf16 --canonicalize | FileCheck %s --check-prefix=BF16
// RUN: not actgrad-opt %s --split-input-file --actgrad-approximate-sigmoid=precision=f64 2>&1 | FileCheck %s --check-prefix=BAD

// Without a target: the clamp as compares and selects, m = round(v log2 e)
// with the (1.5 * 2^23 + 127) trick, a degree-5 polynomial for an f32 result
// (7 fmas), 2^m from exponent bits and a division.
// CHECK-LABEL: func.func @sigmoid_f32
//  CHECK-SAME:     %[[V:.+]]: vector<16xf32>
//   CHECK-DAG:   %[[MAGIC:.+]] = arith.constant dense<0x4B40007F> : vector<16xf32>
//   CHECK-DAG:   %[[C23:.+]] = arith.constant dense<23> : vector<16xi32>
//   CHECK-DAG:   %[[ONE:.+]] = arith.constant dense<1.000000e+00> : vector<16xf32>
//       CHECK:   %[[LOW:.+]] = arith.cmpf olt, %[[V]]
//       CHECK:   %[[VLO:.+]] = arith.select %[[LOW]], %{{.+}}, %[[V]]
//       CHECK:   %[[HIGH:.+]] = arith.cmpf ogt, %[[VLO]]
//       CHECK:   %[[VC:.+]] = arith.select %[[HIGH]], %{{.+}}, %[[VLO]]
//       CHECK:   %[[ROUNDED:.+]] = math.fma %[[VC]], %{{.+}}, %[[MAGIC]]
//       CHECK:   %[[M:.+]] = arith.subf %[[ROUNDED]], %[[MAGIC]]
//       CHECK:   %[[U:.+]] = math.fma %[[M]], %{{.+}}, %[[VC]]
// CHECK-COUNT-5:   math.fma %{{.+}}, %[[U]], %{{.+}}
//   CHECK-NOT:   math.fma
//       CHECK:   %[[BITS:.+]] = arith.bitcast %[[ROUNDED]] : vector<16xf32> to vector<16xi32>
//       CHECK:   %[[EXPONENT:.+]] = arith.shli %[[BITS]], %[[C23]]
//       CHECK:   %[[SCALE:.+]] = arith.bitcast %[[EXPONENT]] : vector<16xi32> to vector<16xf32>
//       CHECK:   %[[DEN:.+]] = arith.addf %{{.+}}, %[[SCALE]]
//       CHECK:   %[[REC:.+]] = arith.divf %[[ONE]], %[[DEN]]
//       CHECK:   %[[S:.+]] = arith.mulf %[[REC]], %[[SCALE]]
//   CHECK-NOT:   math.exp
//       CHECK:   return %[[S]]
// BF16-LABEL: func.func @sigmoid_f32
// BF16-COUNT-5: math.fma
//   BF16-NOT:   math.fma
//       BF16:   return
// BAD: actgrad-approximate-sigmoid: precision must be auto, f32, f16 or bf16, not 'f64'
func.func @sigmoid_f32(%v: vector<16xf32>) -> vector<16xf32> {
  %one = arith.constant dense<1.0> : vector<16xf32>
  %n = arith.negf %v : vector<16xf32>
  %e = math.exp %n : vector<16xf32>
  %d = arith.addf %e, %one : vector<16xf32>
  %s = arith.divf %one, %d : vector<16xf32>
  return %s : vector<16xf32>
}

// -----

// A bf16 input whose result is rounded to bf16 (through elementwise ops, as
// in swish_backward) needs a degree-3 polynomial (5 fmas); so does f16, with
// a Newton step after VRCP14PS on AVX-512. Scalars are rewritten too, and the
// addition may be either way round.
// CHECK-LABEL: func.func @sigmoid_bf16
// CHECK-COUNT-5: math.fma
//   CHECK-NOT:   math.fma
//       CHECK:   arith.truncf %{{.+}} : vector<16xf32> to vector<16xbf16>
// CHECK-LABEL: func.func @sigmoid_f16
// CHECK-COUNT-5: math.fma
//   CHECK-NOT:   math.fma
//       CHECK:   arith.truncf %{{.+}} : f32 to f16
// The odd half of a bf16 vector widened by actgrad-widen-16-bit-halves holds
// bf16 values too (so does the even half, `bits << 16`): the bf16 recipe.
// A mask other than 0xffff0000 does not widen bf16: f32 accuracy.
// CHECK-LABEL: func.func @sigmoid_bf16_paired
// CHECK-COUNT-5: math.fma
//   CHECK-NOT:   math.fma
//       CHECK:   arith.truncf %{{.+}} : vector<16xf32> to vector<16xbf16>
// CHECK-LABEL: func.func @sigmoid_bf16_not_paired
// CHECK-COUNT-7: math.fma
//   CHECK-NOT:   math.fma
//       CHECK:   arith.truncf
// An f32 input (beta * x) needs f32 accuracy whatever the result's format;
// so does a result rounded to another 16-bit format than the input's.
// CHECK-LABEL: func.func @sigmoid_f32_input
// CHECK-COUNT-7: math.fma
//   CHECK-NOT:   math.fma
//       CHECK:   arith.truncf
// CHECK-LABEL: func.func @sigmoid_other_format
// CHECK-COUNT-7: math.fma
//   CHECK-NOT:   math.fma
//       CHECK:   arith.truncf
func.func @sigmoid_bf16(%x: vector<16xbf16>, %g: vector<16xf32>) -> vector<16xbf16> {
  %one = arith.constant dense<1.0> : vector<16xf32>
  %v = arith.extf %x : vector<16xbf16> to vector<16xf32>
  %n = arith.negf %v : vector<16xf32>
  %e = math.exp %n : vector<16xf32>
  %d = arith.addf %one, %e : vector<16xf32>
  %s = arith.divf %one, %d : vector<16xf32>
  %r = arith.mulf %g, %s : vector<16xf32>
  %t = arith.truncf %r : vector<16xf32> to vector<16xbf16>
  return %t : vector<16xbf16>
}
func.func @sigmoid_f16(%x: f16) -> f16 {
  %one = arith.constant 1.0 : f32
  %v = arith.extf %x : f16 to f32
  %n = arith.negf %v : f32
  %e = math.exp %n : f32
  %d = arith.addf %e, %one : f32
  %s = arith.divf %one, %d : f32
  %t = arith.truncf %s : f32 to f16
  return %t : f16
}
func.func @sigmoid_bf16_paired(%x: vector<32xbf16>) -> vector<16xbf16> {
  %one = arith.constant dense<1.0> : vector<16xf32>
  %mask = arith.constant dense<-65536> : vector<16xi32>
  %bits = vector.bitcast %x : vector<32xbf16> to vector<16xi32>
  %odd = arith.andi %bits, %mask : vector<16xi32>
  %v = arith.bitcast %odd : vector<16xi32> to vector<16xf32>
  %n = arith.negf %v : vector<16xf32>
  %e = math.exp %n : vector<16xf32>
  %d = arith.addf %one, %e : vector<16xf32>
  %s = arith.divf %one, %d : vector<16xf32>
  %t = arith.truncf %s : vector<16xf32> to vector<16xbf16>
  return %t : vector<16xbf16>
}
func.func @sigmoid_bf16_not_paired(%x: vector<32xbf16>) -> vector<16xbf16> {
  %one = arith.constant dense<1.0> : vector<16xf32>
  %mask = arith.constant dense<-65535> : vector<16xi32>
  %bits = vector.bitcast %x : vector<32xbf16> to vector<16xi32>
  %odd = arith.andi %bits, %mask : vector<16xi32>
  %v = arith.bitcast %odd : vector<16xi32> to vector<16xf32>
  %n = arith.negf %v : vector<16xf32>
  %e = math.exp %n : vector<16xf32>
  %d = arith.addf %one, %e : vector<16xf32>
  %s = arith.divf %one, %d : vector<16xf32>
  %t = arith.truncf %s : vector<16xf32> to vector<16xbf16>
  return %t : vector<16xbf16>
}
func.func @sigmoid_f32_input(%x: bf16) -> bf16 {
  %one = arith.constant 1.0 : f32
  %beta = arith.constant 1.5 : f32
  %w = arith.extf %x : bf16 to f32
  %v = arith.mulf %beta, %w : f32
  %n = arith.negf %v : f32
  %e = math.exp %n : f32
  %d = arith.addf %e, %one : f32
  %s = arith.divf %one, %d : f32
  %t = arith.truncf %s : f32 to bf16
  return %t : bf16
}
func.func @sigmoid_other_format(%x: f16) -> bf16 {
  %one = arith.constant 1.0 : f32
  %v = arith.extf %x : f16 to f32
  %n = arith.negf %v : f32
  %e = math.exp %n : f32
  %d = arith.addf %e, %one : f32
  %s = arith.divf %one, %d : f32
  %t = arith.truncf %s : f32 to bf16
  return %t : bf16
}

// -----

// A result that is also compared, or returned in f32, needs f32.
// CHECK-LABEL: func.func @sigmoid_mixed_uses
// CHECK-COUNT-7: math.fma
//   CHECK-NOT:   math.fma
//       CHECK:   return
func.func @sigmoid_mixed_uses(%x: vector<16xbf16>) -> (vector<16xbf16>, vector<16xi1>) {
  %one = arith.constant dense<1.0> : vector<16xf32>
  %v = arith.extf %x : vector<16xbf16> to vector<16xf32>
  %half = arith.constant dense<0.5> : vector<16xf32>
  %n = arith.negf %v : vector<16xf32>
  %e = math.exp %n : vector<16xf32>
  %d = arith.addf %e, %one : vector<16xf32>
  %s = arith.divf %one, %d : vector<16xf32>
  %t = arith.truncf %s : vector<16xf32> to vector<16xbf16>
  %c = arith.cmpf ogt, %s, %half : vector<16xf32>
  return %t, %c : vector<16xbf16>, vector<16xi1>
}

// -----

// On an x86 target with AVX-512 (read from the module, not the host): the
// clamp is one VRANGEPS and the division VRCP14PS plus a Newton step (none
// for bf16 results). With 16 lanes, f32 results reduce with a 32-entry
// table, picked by VPERMI2D from two zmm constants with the rounded k itself
// as the index: the clamp is +-127 ln2, k = round(v * 32/ln2) with the
// 1.5 * 2^23 trick, |u| <= ln2/64, a degree-2 polynomial (2 fmas), and
// 2^m * 2^(j/32) the integer sum of k << 18 and the table's entry, the bits
// of 2^(j/32) minus j << 18 (entry 0 is 1.0, 0x3F800000; entry 1 is
// 0x3F82CD87 - 0x40000). The functions get the target's AVX-512 features,
// which the intrinsics need.
// CHECK-LABEL: func.func @sigmoid_avx512
//  CHECK-SAME:     target_features = #llvm.target_features<["+avx512f", "+avx512dq", "+avx512vl"]>
//   CHECK-DAG:   %[[MAGIC:.+]] = arith.constant dense<0x4B400000> : vector<16xf32>
//   CHECK-DAG:   %[[C18:.+]] = arith.constant dense<18> : vector<16xi32>
//   CHECK-DAG:   %[[BOUND:.+]] = arith.constant dense<88.0296936> : vector<16xf32>
//   CHECK-DAG:   %[[LOW:.+]] = arith.constant dense<[1065353216, 1065274759, {{.+}}, 1064641526]> : vector<16xi32>
//   CHECK-DAG:   %[[HIGH:.+]] = arith.constant dense<[1064633587, {{.+}}, 1065255859]> : vector<16xi32>
//       CHECK:   %[[VC:.+]] = llvm.call_intrinsic "llvm.x86.avx512.mask.range.ps.512"(%{{.+}}, %[[BOUND]],
//   CHECK-NOT:   arith.select
//       CHECK:   %[[ROUNDED:.+]] = math.fma %[[VC]], %{{.+}}, %[[MAGIC]]
//       CHECK:   %[[K:.+]] = arith.subf %[[ROUNDED]], %[[MAGIC]]
//       CHECK:   %[[U:.+]] = math.fma %[[K]], %{{.+}}, %[[VC]]
// CHECK-COUNT-2:   math.fma %{{.+}}, %[[U]], %{{.+}}
//  CHECK-NEXT:   %[[BITS:.+]] = arith.bitcast %[[ROUNDED]] : vector<16xf32> to vector<16xi32>
//  CHECK-NEXT:   %[[T:.+]] = llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.d.512"(%[[LOW]], %[[BITS]], %[[HIGH]]) : (vector<16xi32>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
//  CHECK-NEXT:   %[[SHIFTED:.+]] = arith.shli %[[BITS]], %[[C18]]
//  CHECK-NEXT:   %[[SUM:.+]] = arith.addi %[[T]], %[[SHIFTED]]
//  CHECK-NEXT:   %[[SCALE:.+]] = arith.bitcast %[[SUM]] : vector<16xi32> to vector<16xf32>
//  CHECK-NEXT:   %[[DEN:.+]] = arith.addf %{{.+}}, %[[SCALE]]
//  CHECK-NEXT:   %[[EST:.+]] = llvm.call_intrinsic "llvm.x86.avx512.rcp14.ps.512"(%[[DEN]], %{{.+}}, %{{.+}}) : (vector<16xf32>, vector<16xf32>, i16) -> vector<16xf32>
//  CHECK-NEXT:   %[[NEG:.+]] = arith.negf %[[DEN]]
//  CHECK-NEXT:   %[[ERR:.+]] = math.fma %[[NEG]], %[[EST]], %{{.+}}
//  CHECK-NEXT:   %[[REC:.+]] = math.fma %[[EST]], %[[ERR]], %[[EST]]
//  CHECK-NEXT:   %[[S:.+]] = arith.mulf %[[REC]], %[[SCALE]]
//  CHECK-NEXT:   return %[[S]]
// With 8 lanes (AVX-512VL) no table (a 256-bit VPERMI2PS holds 16 entries):
// the clamp is +-88 and the polynomial degree 5, as without a target.
// CHECK-LABEL: func.func @sigmoid_avx512_vl
//   CHECK-DAG:   %[[BOUND8:.+]] = arith.constant dense<8.800000e+01> : vector<8xf32>
//       CHECK:   llvm.call_intrinsic "llvm.x86.avx512.mask.range.ps.256"(%{{.+}}, %[[BOUND8]],
// CHECK-COUNT-7:   math.fma
//       CHECK:   llvm.call_intrinsic "llvm.x86.avx512.rcp14.ps.256"
// CHECK-COUNT-2:   math.fma
//   CHECK-NOT:   vpermi2var
//   CHECK-NOT:   arith.divf
//       CHECK:   return
// bf16 results use the table too, with P(u) = 1 - u and no Newton step,
// in the reciprocal form: k = round(-v 32/ln2), the magic number holding
// k + 16, and s = VRCP14PS(1 + 2^((k+16)/32) 2^-1/2 (1 + u)), one fma for
// the polynomial and one for the denominator, the clamp at +-127.5 ln2. f16
// results take f32's recipe (the table, degree 2, the clamp at +-127 ln2 and
// the Newton step), which is cheaper than degree 3 without the table.
// CHECK-LABEL: func.func @sigmoid_avx512_bf16
//   CHECK-DAG:   %[[ONE:.+]] = arith.constant dense<1.000000e+00> : vector<16xf32>
//   CHECK-DAG:   %[[HALFSQRT:.+]] = arith.constant dense<0.707106769> : vector<16xf32>
//   CHECK-DAG:   %[[MINUSHALFSQRT:.+]] = arith.constant dense<-0.707106769> : vector<16xf32>
//   CHECK-DAG:   %[[LN2BY32:.+]] = arith.constant dense<0.0216608495> : vector<16xf32>
//   CHECK-DAG:   %[[MINUS32BYLN2:.+]] = arith.constant dense<-46.1662407> : vector<16xf32>
//   CHECK-DAG:   %[[MAGIC:.+]] = arith.constant dense<0x4B400010> : vector<16xf32>
//   CHECK-DAG:   %[[BOUNDB:.+]] = arith.constant dense<88.3762664> : vector<16xf32>
//       CHECK:   %[[VC:.+]] = llvm.call_intrinsic "llvm.x86.avx512.mask.range.ps.512"(%{{.+}}, %[[BOUNDB]],
//  CHECK-NEXT:   %[[ROUNDED:.+]] = math.fma %[[VC]], %[[MINUS32BYLN2]], %[[MAGIC]]
//  CHECK-NEXT:   %[[K:.+]] = arith.subf %[[ROUNDED]], %[[MAGIC]]
//  CHECK-NEXT:   %[[NEGU:.+]] = math.fma %[[K]], %[[LN2BY32]], %[[VC]]
//  CHECK-NEXT:   %[[P:.+]] = math.fma %[[MINUSHALFSQRT]], %[[NEGU]], %[[HALFSQRT]]
//  CHECK-NEXT:   %[[BITS:.+]] = arith.bitcast %[[ROUNDED]]
//  CHECK-NEXT:   %[[ENTRY:.+]] = llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.d.512"(%{{.+}}, %[[BITS]], %{{.+}})
//  CHECK-NEXT:   %[[SHIFTED:.+]] = arith.shli %[[BITS]]
//  CHECK-NEXT:   %[[SCALEBITS:.+]] = arith.addi %[[ENTRY]], %[[SHIFTED]]
//  CHECK-NEXT:   %[[SCALE:.+]] = arith.bitcast %[[SCALEBITS]]
//  CHECK-NEXT:   %[[DEN:.+]] = math.fma %[[SCALE]], %[[P]], %[[ONE]]
//  CHECK-NEXT:   %[[S:.+]] = llvm.call_intrinsic "llvm.x86.avx512.rcp14.ps.512"(%[[DEN]],
//  CHECK-NEXT:   arith.mulf %{{.+}}, %[[S]]
//  CHECK-NEXT:   arith.truncf %{{.+}} : vector<16xf32> to vector<16xbf16>
// CHECK-LABEL: func.func @sigmoid_avx512_f16
//   CHECK-DAG:   %[[BOUND16:.+]] = arith.constant dense<88.0296936> : vector<16xf32>
//       CHECK:   llvm.call_intrinsic "llvm.x86.avx512.mask.range.ps.512"(%{{.+}}, %[[BOUND16]],
// CHECK-COUNT-4:   math.fma
//       CHECK:   llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.d.512"
//       CHECK:   llvm.call_intrinsic "llvm.x86.avx512.rcp14.ps.512"
// CHECK-COUNT-2:   math.fma
//       CHECK:   arith.truncf %{{.+}} : vector<16xf32> to vector<16xf16>
// BF16-LABEL: func.func @sigmoid_avx512
//       BF16:   llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.d.512"
//       BF16:   llvm.call_intrinsic "llvm.x86.avx512.rcp14.ps.512"
//   BF16-NOT:   math.fma
//       BF16:   return
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512dq", "+avx512vl"]>>} {
  func.func @sigmoid_avx512(%v: vector<16xf32>) -> vector<16xf32> {
    %one = arith.constant dense<1.0> : vector<16xf32>
    %n = arith.negf %v : vector<16xf32>
    %e = math.exp %n : vector<16xf32>
    %d = arith.addf %e, %one : vector<16xf32>
    %s = arith.divf %one, %d : vector<16xf32>
    return %s : vector<16xf32>
  }
  func.func @sigmoid_avx512_vl(%v: vector<8xf32>) -> vector<8xf32> {
    %one = arith.constant dense<1.0> : vector<8xf32>
    %n = arith.negf %v : vector<8xf32>
    %e = math.exp %n : vector<8xf32>
    %d = arith.addf %e, %one : vector<8xf32>
    %s = arith.divf %one, %d : vector<8xf32>
    return %s : vector<8xf32>
  }
  func.func @sigmoid_avx512_bf16(%x: vector<16xbf16>, %g: vector<16xf32>) -> vector<16xbf16> {
    %one = arith.constant dense<1.0> : vector<16xf32>
    %v = arith.extf %x : vector<16xbf16> to vector<16xf32>
    %n = arith.negf %v : vector<16xf32>
    %e = math.exp %n : vector<16xf32>
    %d = arith.addf %one, %e : vector<16xf32>
    %s = arith.divf %one, %d : vector<16xf32>
    %r = arith.mulf %g, %s : vector<16xf32>
    %t = arith.truncf %r : vector<16xf32> to vector<16xbf16>
    return %t : vector<16xbf16>
  }
  func.func @sigmoid_avx512_f16(%x: vector<16xf16>) -> vector<16xf16> {
    %one = arith.constant dense<1.0> : vector<16xf32>
    %v = arith.extf %x : vector<16xf16> to vector<16xf32>
    %n = arith.negf %v : vector<16xf32>
    %e = math.exp %n : vector<16xf32>
    %d = arith.addf %e, %one : vector<16xf32>
    %s = arith.divf %one, %d : vector<16xf32>
    %t = arith.truncf %s : vector<16xf32> to vector<16xf16>
    return %t : vector<16xf16>
  }
}

// -----

// An x86 target without AVX-512, or an Arm one, gets the generic code.
// CHECK-LABEL: func.func @sigmoid_avx2
//   CHECK-NOT:   llvm.call_intrinsic
//       CHECK:   arith.divf
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v3", features = <["+avx2", "-avx512f"]>>} {
  func.func @sigmoid_avx2(%v: vector<8xf32>) -> vector<8xf32> {
    %one = arith.constant dense<1.0> : vector<8xf32>
    %n = arith.negf %v : vector<8xf32>
    %e = math.exp %n : vector<8xf32>
    %d = arith.addf %e, %one : vector<8xf32>
    %s = arith.divf %one, %d : vector<8xf32>
    return %s : vector<8xf32>
  }
}

// -----

// Not sigmoids: another numerator, exp(v) rather than exp(-v), tensors.
// CHECK-LABEL: func.func @not_sigmoid
// CHECK-COUNT-3: math.exp
//   CHECK-NOT:   math.fma
func.func @not_sigmoid(%v: vector<16xf32>, %t: tensor<16xf32>) -> (vector<16xf32>, vector<16xf32>, tensor<16xf32>) {
  %one = arith.constant dense<1.0> : vector<16xf32>
  %two = arith.constant dense<2.0> : vector<16xf32>
  %n = arith.negf %v : vector<16xf32>
  %e = math.exp %n : vector<16xf32>
  %d = arith.addf %e, %one : vector<16xf32>
  %s = arith.divf %two, %d : vector<16xf32>
  %e2 = math.exp %v : vector<16xf32>
  %d2 = arith.addf %e2, %one : vector<16xf32>
  %s2 = arith.divf %one, %d2 : vector<16xf32>
  %tone = arith.constant dense<1.0> : tensor<16xf32>
  %tn = arith.negf %t : tensor<16xf32>
  %te = math.exp %tn : tensor<16xf32>
  %td = arith.addf %te, %tone : tensor<16xf32>
  %ts = arith.divf %tone, %td : tensor<16xf32>
  return %s, %s2, %ts : vector<16xf32>, vector<16xf32>, tensor<16xf32>
}
