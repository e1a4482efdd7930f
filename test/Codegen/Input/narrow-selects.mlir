// actgrad-narrow-selects: a 16-bit rounding of a select tree whose leaves
// are widened 16-bit values or constants exact in 16 bits selects the bits;
// a rounding of another select moves to its operands when that costs no
// extra rounding and its mask is not an f32 comparison.
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

// Not an exact select tree: a constant that 16 bits cannot hold (0.1, which
// rounds to bf16 0x3DCD = 15821) and a leaf of another 16-bit type. The
// rounding moves to the leaves that need it and the select takes the bits.
// With two computed leaves that would round twice instead of once: left
// alone.
// CHECK-LABEL: func.func @inexact
//  CHECK-SAME:     (%[[G:.+]]: bf16, %[[H:.+]]: f16, %[[C:.+]]: i1)
//   CHECK-DAG:   %[[K:.+]] = arith.constant 15821 : i16
//   CHECK-DAG:   %[[GB:.+]] = arith.bitcast %[[G]] : bf16 to i16
//       CHECK:   %[[T:.+]] = arith.select %[[C]], %[[GB]], %[[K]] : i16
//       CHECK:   arith.bitcast %[[T]] : i16 to bf16
//       CHECK:   %[[HF:.+]] = arith.extf %[[H]] : f16 to f32
//       CHECK:   %[[HR:.+]] = arith.truncf %[[HF]] : f32 to bf16
//       CHECK:   %[[HB:.+]] = arith.bitcast %[[HR]] : bf16 to i16
//       CHECK:   arith.select %[[C]], %[[HB]], %{{.+}} : i16
//       CHECK:   %[[Z:.+]] = arith.select %[[C]], %{{.+}}, %{{.+}} : f32
//       CHECK:   arith.truncf %[[Z]] : f32 to f16
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

// -----

// hardsigmoid_backward after actgrad-narrow-compares: the masks compare the
// bits of x, so g * alpha is rounded before the selects, which take bits
// (the NaN constant too). A mask from an f32 comparison keeps its select
// in f32.
// CHECK-LABEL: func.func @computed_leaf
//  CHECK-SAME:     (%[[G:.+]]: vector<16xbf16>, %[[XB:.+]]: vector<16xi16>, %[[XF:.+]]: vector<16xf32>)
//   CHECK-DAG:   %[[NAN:.+]] = arith.constant dense<32704> : vector<16xi16>
//   CHECK-DAG:   %[[ZERO:.+]] = arith.constant dense<0> : vector<16xi16>
//       CHECK:   %[[P:.+]] = arith.mulf
//       CHECK:   %[[PR:.+]] = arith.truncf %[[P]] : vector<16xf32> to vector<16xbf16>
//       CHECK:   %[[PB:.+]] = arith.bitcast %[[PR]] : vector<16xbf16> to vector<16xi16>
//       CHECK:   %[[S:.+]] = arith.select %{{.+}}, %[[PB]], %[[ZERO]] : vector<16xi1>, vector<16xi16>
//       CHECK:   %[[SB:.+]] = arith.bitcast %[[S]] : vector<16xi16> to vector<16xbf16>
//       CHECK:   %[[SI:.+]] = arith.bitcast %[[SB]] : vector<16xbf16> to vector<16xi16>
//       CHECK:   %[[R:.+]] = arith.select %{{.+}}, %[[NAN]], %[[SI]] : vector<16xi1>, vector<16xi16>
//       CHECK:   arith.bitcast %[[R]] : vector<16xi16> to vector<16xbf16>
//       CHECK:   %[[NEG:.+]] = arith.cmpf olt
//       CHECK:   %[[F:.+]] = arith.select %[[NEG]], %{{.+}}, %{{.+}} : vector<16xi1>, vector<16xf32>
//       CHECK:   arith.truncf %[[F]] : vector<16xf32> to vector<16xbf16>
func.func @computed_leaf(%g: vector<16xbf16>, %xb: vector<16xi16>, %xf: vector<16xf32>) -> (vector<16xbf16>, vector<16xbf16>) {
  %alpha = arith.constant dense<0.2> : vector<16xf32>
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %nan = arith.constant dense<0x7FC00000> : vector<16xf32>
  %lo = arith.constant dense<16415> : vector<16xi16>
  %hi = arith.constant dense<32641> : vector<16xi16>
  %gf = arith.extf %g : vector<16xbf16> to vector<16xf32>
  %p = arith.mulf %gf, %alpha : vector<16xf32>
  %inside = arith.cmpi ule, %xb, %lo : vector<16xi16>
  %isnan = arith.cmpi uge, %xb, %hi : vector<16xi16>
  %s = arith.select %inside, %p, %zero : vector<16xi1>, vector<16xf32>
  %r = arith.select %isnan, %nan, %s : vector<16xi1>, vector<16xf32>
  %t = arith.truncf %r : vector<16xf32> to vector<16xbf16>
  %negative = arith.cmpf olt, %xf, %zero : vector<16xf32>
  %f = arith.select %negative, %p, %zero : vector<16xi1>, vector<16xf32>
  %u = arith.truncf %f : vector<16xf32> to vector<16xbf16>
  return %t, %u : vector<16xbf16>, vector<16xbf16>
}

// -----

// The same on f16: the select of the computed product stays in f32, where it
// merges into a masked VMULPS (see actgrad-fence-selected-values); the NaN
// select between a constant and that select moves past the rounding, one
// masked move of 16-bit lanes. The f32 select alone is not sunk.
// CHECK-LABEL: func.func @computed_leaf_f16
//   CHECK-DAG:   %[[NANBITS:.+]] = arith.constant dense<32256> : vector<16xi16>
//       CHECK:   %[[P:.+]] = arith.mulf
//       CHECK:   %[[S:.+]] = arith.select %{{.+}}, %[[P]], %{{.+}} : vector<16xi1>, vector<16xf32>
//       CHECK:   %[[T:.+]] = arith.truncf %[[S]] : vector<16xf32> to vector<16xf16>
//       CHECK:   %[[TB:.+]] = arith.bitcast %[[T]] : vector<16xf16> to vector<16xi16>
//       CHECK:   %[[R:.+]] = arith.select %{{.+}}, %[[NANBITS]], %[[TB]] : vector<16xi1>, vector<16xi16>
//       CHECK:   arith.bitcast %[[R]] : vector<16xi16> to vector<16xf16>
// CHECK-LABEL: func.func @computed_leaf_f16_alone
//   CHECK-NOT:   arith.bitcast
//       CHECK:   %[[P:.+]] = arith.mulf
//       CHECK:   %[[S:.+]] = arith.select %{{.+}}, %[[P]], %{{.+}} : vector<16xi1>, vector<16xf32>
//       CHECK:   arith.truncf %[[S]] : vector<16xf32> to vector<16xf16>
func.func @computed_leaf_f16(%g: vector<16xf16>, %xb: vector<16xi16>) -> vector<16xf16> {
  %alpha = arith.constant dense<0.2> : vector<16xf32>
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %nan = arith.constant dense<0x7FC00000> : vector<16xf32>
  %lo = arith.constant dense<16415> : vector<16xi16>
  %hi = arith.constant dense<31745> : vector<16xi16>
  %gf = arith.extf %g : vector<16xf16> to vector<16xf32>
  %p = arith.mulf %gf, %alpha : vector<16xf32>
  %inside = arith.cmpi ule, %xb, %lo : vector<16xi16>
  %isnan = arith.cmpi uge, %xb, %hi : vector<16xi16>
  %s = arith.select %inside, %p, %zero : vector<16xi1>, vector<16xf32>
  %r = arith.select %isnan, %nan, %s : vector<16xi1>, vector<16xf32>
  %t = arith.truncf %r : vector<16xf32> to vector<16xf16>
  return %t : vector<16xf16>
}
func.func @computed_leaf_f16_alone(%g: vector<16xf16>, %xb: vector<16xi16>) -> vector<16xf16> {
  %alpha = arith.constant dense<0.2> : vector<16xf32>
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %lo = arith.constant dense<16415> : vector<16xi16>
  %gf = arith.extf %g : vector<16xf16> to vector<16xf32>
  %p = arith.mulf %gf, %alpha : vector<16xf32>
  %inside = arith.cmpi ule, %xb, %lo : vector<16xi16>
  %s = arith.select %inside, %p, %zero : vector<16xi1>, vector<16xf32>
  %t = arith.truncf %s : vector<16xf32> to vector<16xf16>
  return %t : vector<16xf16>
}
