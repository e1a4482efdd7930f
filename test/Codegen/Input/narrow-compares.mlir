// actgrad-narrow-compares: a predicate of one f16/bf16 value, evaluated for
// all 2^16 values at compile time, becomes integer compares of its bits when
// it holds on one interval of the values' order (or outside one).
// RUN: actgrad-opt %s --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw" \
// RUN:   --actgrad-narrow-compares --canonicalize -split-input-file | FileCheck %s

// hardtanh's mask with min = -1, max = 1 ignores the sign: |x| < 1 is
// (bits & 0x7fff) <= 0x3f7f (16255; 1.0 is 0x3f80 in bf16). The NaN rule
// is (bits & 0x7fff) >= 0x7f81 (32641). x's own bits stay selected.
// CHECK-LABEL: func.func @hardtanh_bf16
//  CHECK-SAME:     %[[X:[^:]+]]: bf16, %[[G:[^:]+]]: f32
//   CHECK-DAG:   %[[MASK:.+]] = arith.constant 32767 : i16
//   CHECK-DAG:   %[[ONE:.+]] = arith.constant 16255 : i16
//   CHECK-DAG:   %[[INF:.+]] = arith.constant 32641 : i16
//       CHECK:   %[[XF:.+]] = arith.extf %[[X]]
//       CHECK:   %[[B:.+]] = arith.bitcast %[[X]] : bf16 to i16
//       CHECK:   %[[M:.+]] = arith.andi %[[B]], %[[MASK]] : i16
//       CHECK:   %[[IN:.+]] = arith.cmpi ule, %[[M]], %[[ONE]] : i16
//       CHECK:   %[[NAN:.+]] = arith.cmpi uge, %{{.+}}, %[[INF]] : i16
//       CHECK:   %[[S:.+]] = arith.select %[[IN]], %[[G]], %{{.+}} : f32
//       CHECK:   %[[R:.+]] = arith.select %[[NAN]], %[[XF]], %[[S]] : f32
//   CHECK-NOT:   arith.cmpf
//       CHECK:   return %[[R]]
func.func @hardtanh_bf16(%x: bf16, %g: f32) -> f32 {
  %min = arith.constant -1.0 : f32
  %max = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %xf = arith.extf %x : bf16 to f32
  %above = arith.cmpf ogt, %xf, %min : f32
  %below = arith.cmpf olt, %xf, %max : f32
  %in = arith.andi %above, %below : i1
  %nan = arith.cmpf uno, %xf, %xf : f32
  %s = arith.select %in, %g, %zero : f32
  %r = arith.select %nan, %xf, %s : f32
  return %r : f32
}

// -----

// An asymmetric interval, -0.5 < x < 3 in f16, needs the order of the
// values: the key bits ^ ((bits >>s 15) & 0x7fff) is -1 - 0x3800 = -14337
// at -0.5 and 0x4200 = 16896 at 3, so the keys -14336..16895 hold: one
// unsigned compare of key + 14336 with 31231. Vectors work alike.
// CHECK-LABEL: func.func @asymmetric_f16
//   CHECK-DAG:   %[[C15:.+]] = arith.constant dense<15> : vector<16xi16>
//   CHECK-DAG:   %[[MASK:.+]] = arith.constant dense<32767> : vector<16xi16>
//   CHECK-DAG:   %[[LO:.+]] = arith.constant dense<-14336> : vector<16xi16>
//   CHECK-DAG:   %[[SPAN:.+]] = arith.constant dense<31231> : vector<16xi16>
//       CHECK:   %[[B:.+]] = arith.bitcast %{{.+}} : vector<16xf16> to vector<16xi16>
//       CHECK:   %[[SIGN:.+]] = arith.shrsi %[[B]], %[[C15]]
//       CHECK:   %[[FLIP:.+]] = arith.andi %[[SIGN]], %[[MASK]]
//       CHECK:   %[[KEY:.+]] = arith.xori %[[B]], %[[FLIP]]
//       CHECK:   %[[OFF:.+]] = arith.subi %[[KEY]], %[[LO]]
//       CHECK:   %[[IN:.+]] = arith.cmpi ule, %[[OFF]], %[[SPAN]]
//       CHECK:   return %[[IN]]
func.func @asymmetric_f16(%x: vector<16xf16>) -> vector<16xi1> {
  %min = arith.constant dense<-0.5> : vector<16xf32>
  %max = arith.constant dense<3.0> : vector<16xf32>
  %xf = arith.extf %x : vector<16xf16> to vector<16xf32>
  %above = arith.cmpf ogt, %xf, %min : vector<16xf32>
  %below = arith.cmpf olt, %xf, %max : vector<16xf32>
  %in = arith.andi %above, %below : vector<16xi1>
  return %in : vector<16xi1>
}

// -----

// A threshold that f16 does not represent: x > 1.0001 holds from
// 1 + 2^-10 (0x3c01 = 15361) up to +inf (0x7c00 = 31744), not on NaN.
// CHECK-LABEL: func.func @inexact_threshold
//   CHECK-DAG:   %[[LO:.+]] = arith.constant 15361 : i16
//   CHECK-DAG:   %[[SPAN:.+]] = arith.constant 16383 : i16
//       CHECK:   %[[OFF:.+]] = arith.subi %{{.+}}, %[[LO]] : i16
//       CHECK:   arith.cmpi ule, %[[OFF]], %[[SPAN]] : i16
func.func @inexact_threshold(%x: f16) -> i1 {
  %c = arith.constant 1.0001 : f32
  %xf = arith.extf %x : f16 to f32
  %above = arith.cmpf ogt, %xf, %c : f32
  return %above : i1
}

// -----

// hardsigmoid's mask 0 < 0.2 x + 0.5 < 1, rounded as f32 rounds it, holds
// for |x| < 2.5 (0x4100 = 16640 in f16). Its NaN rule selected
// 0.2 x + 0.5 itself; a NaN constant is selected instead, so that the
// multiplication and the addition die.
// CHECK-LABEL: func.func @hardsigmoid_f16
//  CHECK-SAME:     %[[X:[^:]+]]: f16, %[[G:[^:]+]]: f32
//   CHECK-DAG:   %[[QNAN:.+]] = arith.constant 0x7FC00000 : f32
//   CHECK-DAG:   %[[BOUND:.+]] = arith.constant 16639 : i16
//   CHECK-DAG:   %[[INF:.+]] = arith.constant 31745 : i16
//   CHECK-NOT:   arith.extf
//   CHECK-NOT:   arith.addf
//       CHECK:   %[[IN:.+]] = arith.cmpi ule, %{{.+}}, %[[BOUND]] : i16
//       CHECK:   %[[S:.+]] = arith.select %[[IN]], %[[G]], %{{.+}} : f32
//       CHECK:   %[[NAN:.+]] = arith.cmpi uge, %{{.+}}, %[[INF]] : i16
//       CHECK:   %[[R:.+]] = arith.select %[[NAN]], %[[QNAN]], %[[S]] : f32
//       CHECK:   return %[[R]]
func.func @hardsigmoid_f16(%x: f16, %g: f32) -> f32 {
  %alpha = arith.constant 0.2 : f32
  %beta = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %xf = arith.extf %x : f16 to f32
  %ax = arith.mulf %xf, %alpha : f32
  %t = arith.addf %ax, %beta : f32
  %above = arith.cmpf ogt, %t, %zero : f32
  %below = arith.cmpf olt, %t, %one : f32
  %in = arith.andi %above, %below : i1
  %s = arith.select %in, %g, %zero : f32
  %nan = arith.cmpf uno, %t, %t : f32
  %r = arith.select %nan, %t, %s : f32
  return %r : f32
}

// -----

// A fused t = fma(x, 0.1, 0.3) (how convert-actgrad-to-linalg writes
// hardsigmoid's t) is evaluated with one rounding: at x = -3, 0.1 * -3 + 0.3
// is 7.45e-9 > 0 fused, where the unfused f32 evaluation rounds the product
// to -0.3 and gets 0. So the fused mask's interval starts at -3 (key 0xBDFF,
// -16897) and the unfused one just above it (-16896).
// CHECK-LABEL: func.func @fused_threshold
//   CHECK-NOT:   math.fma
//       CHECK:   arith.constant -16897 : i16
// CHECK-LABEL: func.func @unfused_threshold
//       CHECK:   arith.constant -16896 : i16
func.func @fused_threshold(%x: f16, %g: f32) -> f32 {
  %alpha = arith.constant 0.1 : f32
  %beta = arith.constant 0.3 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %xf = arith.extf %x : f16 to f32
  %t = math.fma %xf, %alpha, %beta : f32
  %above = arith.cmpf ogt, %t, %zero : f32
  %below = arith.cmpf olt, %t, %one : f32
  %in = arith.andi %above, %below : i1
  %s = arith.select %in, %g, %zero : f32
  return %s : f32
}
func.func @unfused_threshold(%x: f16, %g: f32) -> f32 {
  %alpha = arith.constant 0.1 : f32
  %beta = arith.constant 0.3 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %xf = arith.extf %x : f16 to f32
  %ax = arith.mulf %xf, %alpha : f32
  %t = arith.addf %ax, %beta : f32
  %above = arith.cmpf ogt, %t, %zero : f32
  %below = arith.cmpf olt, %t, %one : f32
  %in = arith.andi %above, %below : i1
  %s = arith.select %in, %g, %zero : f32
  return %s : f32
}

// -----

// A predicate that holds everywhere (x <= +inf or unordered) is a constant.
// CHECK-LABEL: func.func @constant_predicate
//       CHECK:   %[[TRUE:.+]] = arith.constant true
//       CHECK:   return %[[TRUE]]
func.func @constant_predicate(%x: bf16) -> i1 {
  %inf = arith.constant 0x7F800000 : f32
  %xf = arith.extf %x : bf16 to f32
  %c = arith.cmpf ule, %xf, %inf : f32
  return %c : i1
}

// -----

// Left alone: two disjoint intervals (x == 1 or x == 3), a predicate of two
// values, fast-math flags (LLVM could contract or reassociate), an f32
// source.
// CHECK-LABEL: func.func @not_narrowed
//   CHECK-NOT:   arith.cmpi
// CHECK-COUNT-5:   arith.cmpf
//   CHECK-NOT:   arith.cmpi
//       CHECK:   return
func.func @not_narrowed(%x: bf16, %y: bf16, %z: f32) -> (i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %xf = arith.extf %x : bf16 to f32
  %yf = arith.extf %y : bf16 to f32
  %is1 = arith.cmpf oeq, %xf, %one : f32
  %is3 = arith.cmpf oeq, %xf, %three : f32
  %two = arith.ori %is1, %is3 : i1
  %xy = arith.cmpf olt, %xf, %yf : f32
  %fast = arith.mulf %xf, %three fastmath<contract> : f32
  %fc = arith.cmpf olt, %fast, %one : f32
  %zc = arith.cmpf olt, %z, %one : f32
  return %two, %xy, %fc, %zc : i1, i1, i1, i1
}

// -----

// A scalar source selected into a vector: the vector predicate is left
// alone (its bits would need a broadcast), the scalar x < 0 is narrowed:
// keys -31745 (-inf) to -2 (the smallest negative subnormal).
// CHECK-LABEL: func.func @vector_from_scalar
//       CHECK:   %[[LO:.+]] = arith.constant -31745 : i16
//       CHECK:   arith.subi %{{.+}}, %[[LO]] : i16
//       CHECK:   %[[NEG:.+]] = arith.cmpi ule, %{{.+}}, %{{.+}} : i16
//       CHECK:   %[[S:.+]] = arith.select %[[NEG]], %{{.+}}, %{{.+}} : vector<4xf32>
//       CHECK:   arith.cmpf olt, %[[S]], %{{.+}} : vector<4xf32>
func.func @vector_from_scalar(%x: f16) -> vector<4xi1> {
  %z = arith.constant 0.0 : f32
  %a = arith.constant dense<1.0> : vector<4xf32>
  %b = arith.constant dense<2.0> : vector<4xf32>
  %h = arith.constant dense<1.5> : vector<4xf32>
  %xf = arith.extf %x : f16 to f32
  %c = arith.cmpf olt, %xf, %z : f32
  %s = arith.select %c, %a, %b : vector<4xf32>
  %r = arith.cmpf olt, %s, %h : vector<4xf32>
  return %r : vector<4xi1>
}

// -----

// PReLU's generics after sibling fusion: x is widened for diff_slope's
// x * dy anyway, and the generic keeps 16 lanes (its innermost dimension
// reduces into f32 beside a bf16 result), so `x > 0` and the NaN rule stay
// one f32 compare each instead of two to five integer ops on the bits.
// CHECK-LABEL: func.func @prelu_fused_bf16
//       CHECK:   linalg.generic
//       CHECK:     %[[XF:.+]] = arith.extf
//       CHECK:     arith.cmpf ogt, %[[XF]]
//       CHECK:     arith.cmpf uno, %[[XF]], %[[XF]]
//   CHECK-NOT:     arith.cmpi
//       CHECK:     linalg.yield
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @prelu_fused_bf16(%x: tensor<64x4096xbf16>, %g: tensor<64x4096xbf16>, %dx: tensor<64x4096xbf16>, %ds: tensor<64xf32>) -> (tensor<64x4096xbf16>, tensor<64xf32>) {
  %zero = arith.constant 0.0 : f32
  %slope = arith.constant 0.25 : f32
  %r:2 = linalg.generic {indexing_maps = [#map, #map, #map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %g : tensor<64x4096xbf16>, tensor<64x4096xbf16>) outs(%dx, %ds : tensor<64x4096xbf16>, tensor<64xf32>) {
  ^bb0(%xi: bf16, %gi: bf16, %o: bf16, %acc: f32):
    %xf = arith.extf %xi : bf16 to f32
    %gf = arith.extf %gi : bf16 to f32
    %pos = arith.cmpf ogt, %xf, %zero : f32
    %scaled = arith.mulf %gf, %slope : f32
    %d = arith.select %pos, %gf, %scaled : f32
    %nan = arith.cmpf uno, %xf, %xf : f32
    %dn = arith.select %nan, %xf, %d : f32
    %dt = arith.truncf %dn : f32 to bf16
    %p = arith.mulf %xf, %gf : f32
    %ps = arith.select %pos, %zero, %p : f32
    %sum = arith.addf %acc, %ps fastmath<reassoc> : f32
    linalg.yield %dt, %sum : bf16, f32
  } -> (tensor<64x4096xbf16>, tensor<64xf32>)
  return %r#0, %r#1 : tensor<64x4096xbf16>, tensor<64xf32>
}

// -----

// The same predicates in an elementwise generic of 16-bit operands only:
// actgrad-vectorize gives it 32-lane tiles whose f32 halves would need their
// masks joined, so the predicates compare the bits although x is widened
// for the product too.
// CHECK-LABEL: func.func @prelu_diff_src_bf16
//       CHECK:   linalg.generic
//       CHECK:     arith.cmpi
//   CHECK-NOT:     arith.cmpf
//       CHECK:     linalg.yield
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @prelu_diff_src_bf16(%x: tensor<64x4096xbf16>, %g: tensor<64x4096xbf16>, %dx: tensor<64x4096xbf16>) -> tensor<64x4096xbf16> {
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g : tensor<64x4096xbf16>, tensor<64x4096xbf16>) outs(%dx : tensor<64x4096xbf16>) {
  ^bb0(%xi: bf16, %gi: bf16, %o: bf16):
    %xf = arith.extf %xi : bf16 to f32
    %gf = arith.extf %gi : bf16 to f32
    %pos = arith.cmpf ogt, %xf, %zero : f32
    %p = arith.mulf %xf, %gf : f32
    %d = arith.select %pos, %gf, %p : f32
    %nan = arith.cmpf uno, %xf, %xf : f32
    %dn = arith.select %nan, %xf, %d : f32
    %dt = arith.truncf %dn : f32 to bf16
    linalg.yield %dt : bf16
  } -> tensor<64x4096xbf16>
  return %r : tensor<64x4096xbf16>
}
