// RUN: actgrad-opt %s --split-input-file --actgrad-invert-monotone-compares | FileCheck %s

// hardsigmoid's mask and NaN rule (alpha = f32(1/6), beta = 0.5): t > 0
// from x = -2.99999976 on, t < 1 up to x = 2.99999952 (f32(1/6) is above
// 1/6, so 3 - 1 ulp already gives t = 1). The NaN rule tests and picks x;
// the fma goes.
// CHECK-LABEL: func.func @hardsigmoid
//  CHECK-SAME:     (%[[X:.+]]: f32, %[[G:.+]]: f32)
//   CHECK-NOT:   math.fma
//   CHECK-DAG:   %[[LO:.+]] = arith.constant -2.99999976 : f32
//   CHECK-DAG:   %[[HI:.+]] = arith.constant 2.99999952 : f32
//   CHECK-DAG:   %[[ABOVE:.+]] = arith.cmpf oge, %[[X]], %[[LO]] : f32
//   CHECK-DAG:   %[[BELOW:.+]] = arith.cmpf ole, %[[X]], %[[HI]] : f32
//       CHECK:   %[[IN:.+]] = arith.andi %[[ABOVE]], %[[BELOW]] : i1
//       CHECK:   %[[M:.+]] = arith.select %[[IN]]
//       CHECK:   %[[NAN:.+]] = arith.cmpf uno, %[[X]], %[[X]] : f32
//       CHECK:   %[[R:.+]] = arith.select %[[NAN]], %[[X]], %[[M]] : f32
//       CHECK:   return %[[R]]
func.func @hardsigmoid(%x: f32, %g: f32) -> f32 {
  %alpha = arith.constant 0.166666672 : f32
  %beta = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %t = math.fma %alpha, %x, %beta : f32
  %above = arith.cmpf ogt, %t, %zero : f32
  %below = arith.cmpf olt, %t, %one : f32
  %in = arith.andi %above, %below : i1
  %gr = arith.mulf %g, %alpha : f32
  %m = arith.select %in, %gr, %zero : f32
  %n = arith.cmpf uno, %t, %t : f32
  %r = arith.select %n, %t, %m : f32
  return %r : f32
}

// -----

// A decreasing chain of unfused steps, constants on either side:
// 1 - 2x > 0 (written 0 < 1 - 2x) up to x = 0.49999997, and 1 - 2x >= -3
// (unordered: NaN too) up to x = 2.
// CHECK-LABEL: func.func @decreasing
//  CHECK-SAME:     (%[[X:.+]]: f32)
//   CHECK-NOT:   arith.mulf
//   CHECK-NOT:   arith.subf
//   CHECK-DAG:   %[[B1:.+]] = arith.constant 0.49999997 : f32
//   CHECK-DAG:   %[[B2:.+]] = arith.constant 2.000000e+00 : f32
//   CHECK-DAG:   %[[C1:.+]] = arith.cmpf ole, %[[X]], %[[B1]] : f32
//   CHECK-DAG:   %[[C2:.+]] = arith.cmpf ule, %[[X]], %[[B2]] : f32
//       CHECK:   return %[[C1]], %[[C2]]
func.func @decreasing(%x: f32) -> (i1, i1) {
  %two = arith.constant -2.0 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %m3 = arith.constant -3.0 : f32
  %p = arith.mulf %two, %x : f32
  %t = arith.addf %p, %one : f32
  %a = arith.cmpf olt, %zero, %t : f32
  %b = arith.cmpf uge, %t, %m3 : f32
  return %a, %b : i1, i1
}

// -----

// x / 4 - 1 > 0 from the value after 4 on; its ord test is x's.
// CHECK-LABEL: func.func @divide_subtract
//  CHECK-SAME:     (%[[X:.+]]: f32)
//   CHECK-DAG:   %[[B:.+]] = arith.constant 4.00000048 : f32
//   CHECK-DAG:   %[[C:.+]] = arith.cmpf oge, %[[X]], %[[B]] : f32
//   CHECK-DAG:   %[[O:.+]] = arith.cmpf ord, %[[X]], %[[X]] : f32
//       CHECK:   return %[[C]], %[[O]]
func.func @divide_subtract(%x: f32) -> (i1, i1) {
  %four = arith.constant 4.0 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %q = arith.divf %x, %four : f32
  %t = arith.subf %q, %one : f32
  %c = arith.cmpf ogt, %t, %zero : f32
  %o = arith.cmpf ord, %t, %t : f32
  return %c, %o : i1, i1
}

// -----

// t is still returned: the compare is of x, t stays.
// CHECK-LABEL: func.func @chain_kept
//  CHECK-SAME:     (%[[X:.+]]: f32)
//       CHECK:   %[[T:.+]] = arith.addf %[[X]]
//       CHECK:   %[[C:.+]] = arith.cmpf oge, %[[X]]
//       CHECK:   return %[[C]], %[[T]]
func.func @chain_kept(%x: f32) -> (i1, f32) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %t = arith.addf %x, %one : f32
  %c = arith.cmpf ogt, %t, %zero : f32
  return %c, %t : i1, f32
}

// -----

// Left alone: a contractable chain; a zero factor; x as a divisor; two
// variables; a non-finite constant; an equality; an f16 chain; a compare of
// x itself; vectors.
// CHECK-LABEL: func.func @left_alone
//   CHECK-NOT:   arith.cmpf oge
//   CHECK-NOT:   arith.cmpf ole
//       CHECK:   return
func.func @left_alone(%x: f32, %y: f32, %h: f16, %v: vector<8xf32>)
    -> (i1, i1, i1, i1, i1, i1, i1, i1, vector<8xi1>) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %zh = arith.constant 0.0 : f16
  %one_h = arith.constant 1.0 : f16
  %zv = arith.constant dense<0.0> : vector<8xf32>
  %twov = arith.constant dense<2.0> : vector<8xf32>
  %fast = arith.mulf %x, %two fastmath<contract> : f32
  %c0 = arith.cmpf ogt, %fast, %zero : f32
  %times0 = arith.mulf %x, %zero : f32
  %c1 = arith.cmpf ogt, %times0, %zero : f32
  %recip = arith.divf %two, %x : f32
  %c2 = arith.cmpf ogt, %recip, %zero : f32
  %xy = arith.mulf %x, %y : f32
  %c3 = arith.cmpf ogt, %xy, %zero : f32
  %plus_inf = arith.addf %x, %inf : f32
  %c4 = arith.cmpf ogt, %plus_inf, %zero : f32
  %twice = arith.mulf %x, %two : f32
  %c5 = arith.cmpf oeq, %twice, %two : f32
  %th = arith.addf %h, %one_h : f16
  %c6 = arith.cmpf ogt, %th, %zh : f16
  %c7 = arith.cmpf ogt, %x, %zero : f32
  %tv = arith.mulf %v, %twov : vector<8xf32>
  %c8 = arith.cmpf ogt, %tv, %zv : vector<8xf32>
  return %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8 : i1, i1, i1, i1, i1, i1, i1, i1, vector<8xi1>
}
