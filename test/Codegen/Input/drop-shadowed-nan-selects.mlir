// RUN: actgrad-opt %s --split-input-file --actgrad-drop-shadowed-nan-selects | FileCheck %s

// hardtanh, swish and hardsigmoid backward fused into one body: hardtanh's
// NaN rule (select(isnan(x), x, ...)) is hidden by hardsigmoid's on
// t = alpha * x + beta, which is NaN wherever x is. Hardsigmoid's stays.
// CHECK-LABEL: func.func @chain
//  CHECK-SAME:     (%[[X:.+]]: f32, %[[G:.+]]: f32)
//       CHECK:   %[[MASKED:.+]] = arith.select %{{.+}}, %[[G]], %{{.+}} : f32
//   CHECK-NOT:   arith.cmpf uno, %[[X]], %[[X]]
//       CHECK:   %[[P:.+]] = arith.mulf %[[MASKED]], %{{.+}} : f32
//       CHECK:   %[[T:.+]] = arith.addf
//       CHECK:   %[[NAN:.+]] = arith.cmpf uno, %[[T]], %[[T]] : f32
//       CHECK:   %[[R:.+]] = arith.select %[[NAN]], %[[T]], %{{.+}} : f32
//       CHECK:   return %[[R]]
func.func @chain(%x: f32, %g: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %minus_one = arith.constant -1.0 : f32
  %alpha = arith.constant 0.2 : f32
  %beta = arith.constant 0.5 : f32
  %above = arith.cmpf ogt, %x, %minus_one : f32
  %below = arith.cmpf olt, %x, %one : f32
  %inside = arith.andi %above, %below : i1
  %masked = arith.select %inside, %g, %zero : f32
  %xnan = arith.cmpf uno, %x, %x : f32
  %ht = arith.select %xnan, %x, %masked : f32
  %p = arith.mulf %ht, %x : f32
  %ax = arith.mulf %x, %alpha : f32
  %t = arith.addf %ax, %beta : f32
  %tabove = arith.cmpf ogt, %t, %zero : f32
  %tbelow = arith.cmpf olt, %t, %one : f32
  %tinside = arith.andi %tabove, %tbelow : i1
  %pa = arith.mulf %p, %alpha : f32
  %hs = arith.select %tinside, %pa, %zero : f32
  %tnan = arith.cmpf uno, %t, %t : f32
  %r = arith.select %tnan, %t, %hs : f32
  return %r : f32
}

// -----

// On vectors too, with the test against a constant that is not NaN.
// CHECK-LABEL: func.func @vectors
//   CHECK-NOT:   arith.select %{{.+}}, %{{.+}}, %{{.+}} : vector<16xi1>, vector<16xf32>
//       CHECK:   %[[NAN:.+]] = arith.cmpf uno, %{{.+}}, %{{.+}} : vector<16xf32>
//       CHECK:   arith.select %[[NAN]]
//   CHECK-NOT:   arith.select
func.func @vectors(%x: vector<16xf32>, %g: vector<16xf32>) -> vector<16xf32> {
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %alpha = arith.constant dense<0.2> : vector<16xf32>
  %xnan = arith.cmpf uno, %x, %zero : vector<16xf32>
  %a = arith.select %xnan, %x, %g : vector<16xi1>, vector<16xf32>
  %p = arith.mulf %a, %alpha : vector<16xf32>
  %t = math.fma %x, %alpha, %alpha : vector<16xf32>
  %tnan = arith.cmpf uno, %t, %t : vector<16xf32>
  %r = arith.select %tnan, %t, %p : vector<16xi1>, vector<16xf32>
  return %r : vector<16xf32>
}

// -----

// Left alone: the earlier select's result is returned too (seen outside
// the later select); feeds the later select's true operand; the later
// select tests a value that need not be NaN where x is (another input, a
// maximum, an nnan op); the later select's true operand is not its tested
// value's NaN.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-12: arith.select
func.func @kept(%x: f32, %y: f32, %g: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %alpha = arith.constant 0.2 : f32
  %xnan = arith.cmpf uno, %x, %x : f32
  // Also returned.
  %a0 = arith.select %xnan, %x, %g : f32
  %t0 = arith.mulf %x, %alpha : f32
  %n0 = arith.cmpf uno, %t0, %t0 : f32
  %r0 = arith.select %n0, %t0, %a0 : f32
  // In the true operand.
  %a1 = arith.select %xnan, %x, %g : f32
  %t1 = arith.mulf %x, %a1 : f32
  %n1 = arith.cmpf uno, %t1, %t1 : f32
  %r1 = arith.select %n1, %t1, %g : f32
  // Another input.
  %a2 = arith.select %xnan, %x, %g : f32
  %n2 = arith.cmpf uno, %y, %y : f32
  %r2 = arith.select %n2, %y, %a2 : f32
  // A maximum (maxnumf drops a NaN operand).
  %a3 = arith.select %xnan, %x, %g : f32
  %t3 = arith.maxnumf %x, %alpha : f32
  %n3 = arith.cmpf uno, %t3, %t3 : f32
  %r3 = arith.select %n3, %t3, %a3 : f32
  // nnan.
  %a4 = arith.select %xnan, %x, %g : f32
  %t4 = arith.mulf %x, %alpha fastmath<nnan> : f32
  %n4 = arith.cmpf uno, %t4, %t4 : f32
  %r4 = arith.select %n4, %t4, %a4 : f32
  // The true operand is not NaN there.
  %a5 = arith.select %xnan, %x, %g : f32
  %t5 = arith.mulf %x, %alpha : f32
  %n5 = arith.cmpf uno, %t5, %t5 : f32
  %r5 = arith.select %n5, %alpha, %a5 : f32
  return %a0, %r0, %r1, %r2, %r3, %r4, %r5 : f32, f32, f32, f32, f32, f32, f32
}
