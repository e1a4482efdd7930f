// actgrad-narrow-selects: a 16-bit rounding of a select tree whose leaves
// are widened 16-bit values or constants exact in 16 bits selects the bits.
// RUN: actgrad-opt %s --actgrad-narrow-selects -split-input-file | FileCheck %s

// hardtanh's mask with the NaN rule, as convert-actgrad-to-linalg builds it.
// CHECK-LABEL: func.func @mask_bf16
//  CHECK-SAME:     %[[X:[^:]+]]: bf16, %[[G:[^:]+]]: bf16, %[[IN:[^:]+]]: i1, %[[NAN:[^:]+]]: i1
//   CHECK-DAG:   %[[ZERO:.+]] = arith.constant 0 : i16
//   CHECK-DAG:   %[[XB:.+]] = arith.bitcast %[[X]] : bf16 to i16
//   CHECK-DAG:   %[[GB:.+]] = arith.bitcast %[[G]] : bf16 to i16
//       CHECK:   %[[M:.+]] = arith.select %[[IN]], %[[GB]], %[[ZERO]] : i16
//       CHECK:   %[[R:.+]] = arith.select %[[NAN]], %[[XB]], %[[M]] : i16
//       CHECK:   %[[OUT:.+]] = arith.bitcast %[[R]] : i16 to bf16
//       CHECK:   return %[[OUT]]
func.func @mask_bf16(%x: bf16, %g: bf16, %in: i1, %nan: i1) -> bf16 {
  %zero = arith.constant 0.0 : f32
  %xf = arith.extf %x : bf16 to f32
  %gf = arith.extf %g : bf16 to f32
  %m = arith.select %in, %gf, %zero : f32
  %r = arith.select %nan, %xf, %m : f32
  %t = arith.truncf %r : f32 to bf16
  return %t : bf16
}

// -----

// Vectors and f16; -1.5 is exact in f16 (0xBE00, -16896 as i16).
// CHECK-LABEL: func.func @vector_f16
//       CHECK:   %[[C:.+]] = arith.constant dense<-16896> : vector<16xi16>
//       CHECK:   %[[GB:.+]] = arith.bitcast %{{.+}} : vector<16xf16> to vector<16xi16>
//       CHECK:   %[[S:.+]] = arith.select %{{.+}}, %[[GB]], %[[C]] : vector<16xi1>, vector<16xi16>
//       CHECK:   arith.bitcast %[[S]] : vector<16xi16> to vector<16xf16>
func.func @vector_f16(%g: vector<16xf16>, %c: vector<16xi1>) -> vector<16xf16> {
  %k = arith.constant dense<-1.5> : vector<16xf32>
  %gf = arith.extf %g : vector<16xf16> to vector<16xf32>
  %s = arith.select %c, %gf, %k : vector<16xi1>, vector<16xf32>
  %t = arith.truncf %s : vector<16xf32> to vector<16xf16>
  return %t : vector<16xf16>
}

// -----

// Left alone: a constant that 16 bits cannot hold (0.1 rounds), a leaf of
// another 16-bit type, a computed leaf, and a rounding to f16 of bf16 values.
// CHECK-LABEL: func.func @inexact
//   CHECK-NOT:   arith.bitcast
//       CHECK:   arith.truncf
//       CHECK:   arith.truncf
//       CHECK:   arith.truncf
//   CHECK-NOT:   arith.bitcast
func.func @inexact(%g: bf16, %h: f16, %c: i1) -> (bf16, bf16, f16) {
  %k = arith.constant 0.1 : f32
  %gf = arith.extf %g : bf16 to f32
  %s = arith.select %c, %gf, %k : f32
  %t = arith.truncf %s : f32 to bf16
  %hf = arith.extf %h : f16 to f32
  %u = arith.select %c, %hf, %gf : f32
  %v = arith.truncf %u : f32 to bf16
  %w = arith.mulf %gf, %gf : f32
  %z = arith.select %c, %w, %gf : f32
  %y = arith.truncf %z : f32 to f16
  return %t, %v, %y : bf16, bf16, f16
}
