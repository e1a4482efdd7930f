// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// The gradients of JAX (jax.grad, through StableHLO-to-linalg: one generic
// per StableHLO op, scalars broadcast from rank-0 constants, a reduce into a
// `linalg.fill` of `tensor.extract` of its init, reshapes as
// tensor.expand_shape / collapse_shape) and of TensorFlow (tf2xla's
// Relu6Grad, the Python gradient of Softmax). docs/Raising.md gives the
// sources and the semantics decisions.

#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>

// JAX relu6's custom JVP, transposed: select((x > 0) & (x < 6), g, 0). NaN
// x gives 0 (the op: NaN): a fix-up selects 0 there.
// CHECK-LABEL: func.func @jax_relu6
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<4x8xf32>, %[[X:[^:]+]]: tensor<4x8xf32>
//       CHECK:   %[[H:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]] {max = 6.000000e+00 : f32, min = 0.000000e+00 : f32}
//       CHECK:   %[[F:.+]] = linalg.generic {{.+}} ins(%[[X]], %[[G]], %[[H]] :
//       CHECK:     arith.cmpf uno
//       CHECK:     linalg.yield
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[F]]
func.func @jax_relu6(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant dense<0.0> : tensor<f32>
  %c6 = arith.constant dense<6.0> : tensor<f32>
  %e0 = tensor.empty() : tensor<4x8xf32>
  %zeros = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c0 : tensor<f32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %sixes = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c6 : tensor<f32>) outs(%e1 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xi1>
  %gt = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %zeros : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xi1>) {
  ^bb0(%a: f32, %b: f32, %o: i1):
    %c = arith.cmpf ogt, %a, %b : f32
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %e3 = tensor.empty() : tensor<4x8xi1>
  %lt = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sixes : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e3 : tensor<4x8xi1>) {
  ^bb0(%a: f32, %b: f32, %o: i1):
    %c = arith.cmpf olt, %a, %b : f32
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %e4 = tensor.empty() : tensor<4x8xi1>
  %and = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gt, %lt : tensor<4x8xi1>, tensor<4x8xi1>) outs(%e4 : tensor<4x8xi1>) {
  ^bb0(%a: i1, %b: i1, %o: i1):
    %c = arith.andi %a, %b : i1
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%and, %g, %zeros : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%p: i1, %a: f32, %b: f32, %o: f32):
    %s = arith.select %p, %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>

// JAX hard_tanh, `where(x > 1, 1, where(x < -1, -1, x))`, transposed: two
// nested selects, select(x < -1, 0, select(x > 1, 0, g)). The bounds pass g
// (strict compares), and so does NaN x: hardtanh_backward on the next f32
// values past -1 and 1, with a fix-up that passes g where x is NaN.
// CHECK-LABEL: func.func @jax_hard_tanh
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<4x8xf32>, %[[X:[^:]+]]: tensor<4x8xf32>
//       CHECK:   %[[H:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]] {max = 1.00000012 : f32, min = -1.00000012 : f32}
//       CHECK:   %[[F:.+]] = linalg.generic {{.+}} ins(%[[X]], %[[G]], %[[H]] :
//       CHECK:   ^bb0(%[[XI:.+]]: f32, %[[GI:.+]]: f32, %[[HI:.+]]: f32, %{{.+}}: f32):
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XI]], %[[XI]] : f32
//       CHECK:     arith.select %[[NAN]], %[[GI]], %[[HI]] : f32
//       CHECK:     linalg.yield
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[F]]
func.func @jax_hard_tanh(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant dense<0.0> : tensor<f32>
  %e0 = tensor.empty() : tensor<4x8xf32>
  %zeros = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c0 : tensor<f32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %one = arith.constant dense<1.0> : tensor<4x8xf32>
  %minus_one = arith.constant dense<-1.0> : tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8xi1>
  %gt = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %one : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4x8xi1>) {
  ^bb0(%a: f32, %b: f32, %o: i1):
    %c = arith.cmpf ogt, %a, %b : f32
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %e2 = tensor.empty() : tensor<4x8xi1>
  %lt = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %minus_one : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xi1>) {
  ^bb0(%a: f32, %b: f32, %o: i1):
    %c = arith.cmpf olt, %a, %b : f32
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %inner = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gt, %zeros, %g : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%p: i1, %a: f32, %b: f32, %o: f32):
    %s = arith.select %p, %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%lt, %zeros, %inner : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%p: i1, %a: f32, %b: f32, %o: f32):
    %s = arith.select %p, %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// TF Relu6Grad as tf2xla builds it: select(and(x < 6, x > 0), g, 0).
// CHECK-LABEL: func.func @tf_relu6_grad
//       CHECK:   actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 6.000000e+00 : f32, min = 0.000000e+00 : f32} : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
//       CHECK:   linalg.generic
//       CHECK:     arith.cmpf uno
func.func @tf_relu6_grad(%g: tensor<4x8xbf16>, %x: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %zeros = arith.constant dense<0.0> : tensor<4x8xbf16>
  %sixes = arith.constant dense<6.0> : tensor<4x8xbf16>
  %e1 = tensor.empty() : tensor<4x8xi1>
  %lt = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sixes : tensor<4x8xbf16>, tensor<4x8xbf16>) outs(%e1 : tensor<4x8xi1>) {
  ^bb0(%a: bf16, %b: bf16, %o: i1):
    %c = arith.cmpf olt, %a, %b : bf16
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %e2 = tensor.empty() : tensor<4x8xi1>
  %gt = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %zeros : tensor<4x8xbf16>, tensor<4x8xbf16>) outs(%e2 : tensor<4x8xi1>) {
  ^bb0(%a: bf16, %b: bf16, %o: i1):
    %c = arith.cmpf ogt, %a, %b : bf16
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %e3 = tensor.empty() : tensor<4x8xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%lt, %gt, %g, %zeros : tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xbf16>, tensor<4x8xbf16>) outs(%e3 : tensor<4x8xbf16>) {
  ^bb0(%p: i1, %q: i1, %a: bf16, %b: bf16, %o: bf16):
    %and = arith.andi %p, %q : i1
    %s = arith.select %and, %a, %b : bf16
    linalg.yield %s : bf16
  } -> tensor<4x8xbf16>
  return %r : tensor<4x8xbf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// JAX silu, x * logistic(x), transposed: g * s + (x * g) * (s * (1 - s)),
// with logistic as StableHLO-to-linalg lowers it, 1 / (1 + exp(-x)).
// CHECK-LABEL: func.func @jax_silu
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<4x8xf32>, %[[X:[^:]+]]: tensor<4x8xf32>
//       CHECK:   %[[R:.+]] = actgrad.swish_backward %[[G]], %[[X]] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[R]]
func.func @jax_silu(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %a : f32
    %ex = math.exp %n : f32
    %d = arith.addf %one, %ex : f32
    %q = arith.divf %one, %d : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  %ones = arith.constant dense<1.0> : tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %oms = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ones, %s : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.subf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %k = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %oms : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %xg = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %t2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xg, %k : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %s : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %e6 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t1, %t2 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e6 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// JAX softmax's custom JVP y * (t - sum(y * t)), transposed:
// y*g + y * broadcast(sum(-(y*g))), the keep-dims reshapes as
// expand_shape/collapse_shape. The same value as g*y - y*S bit for bit, so
// it has the same fix-up (y = +inf with a finite g).
// CHECK-LABEL: func.func @jax_softmax
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<4x8xf32>, %[[Y:[^:]+]]: tensor<4x8xf32>
//       CHECK:   %[[S:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
//       CHECK:   %[[F:.+]] = linalg.generic {{.+}} ins(%[[G]], %[[Y]], %[[S]] :
//       CHECK:     linalg.yield
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[F]]
func.func @jax_softmax(%g: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %yg = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %neg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%yg : tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %init = arith.constant dense<0.0> : tensor<f32>
  %zero = tensor.extract %init[] : tensor<f32>
  %e2 = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%neg : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %o, %a : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %kept = tensor.expand_shape %sum [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %flat = tensor.collapse_shape %kept [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%flat : tensor<4xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %yb = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %v = arith.mulf %a, %c : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%yg, %yb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %v = arith.addf %a, %c : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col0 = affine_map<(d0, d1) -> (d0, 0)>

// TF's Softmax gradient (nn_grad.py): (g - reduce_sum(g * y, -1,
// keepdims=True)) * y; the keep-dims sum as a reduce and expand_shape.
// CHECK-LABEL: func.func @tf_softmax_grad
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<4x8xf32>, %[[Y:[^:]+]]: tensor<4x8xf32>
//       CHECK:   %[[S:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[S]]
func.func @tf_softmax_grad(%g: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %gy = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %init = arith.constant dense<0.0> : tensor<f32>
  %zero = tensor.extract %init[] : tensor<f32>
  %e1 = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%gy : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %o, %a : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %kept = tensor.expand_shape %sum [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [#col0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%kept : tensor<4x1xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %v = arith.subf %a, %c : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %v = arith.mulf %a, %c : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Not raised: JAX hard_sigmoid, relu6(x + 3) / 6, transposed:
// select((x + 3 > 0) & (x + 3 < 6), g / 6, 0). g / 6 is not g * f32(1/6)
// bit for bit, and the compares are on x + 3 rounded, not on x.
// CHECK-LABEL: func.func @jax_hard_sigmoid
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @jax_hard_sigmoid(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %three = arith.constant 3.0 : f32
    %six = arith.constant 6.0 : f32
    %zero = arith.constant 0.0 : f32
    %t = arith.addf %b, %three : f32
    %c1 = arith.cmpf ogt, %t, %zero : f32
    %c2 = arith.cmpf olt, %t, %six : f32
    %in = arith.andi %c1, %c2 : i1
    %q = arith.divf %a, %six : f32
    %s = arith.select %in, %q, %zero : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#ch = affine_map<(d0, d1) -> (d1)>

// Not raised: Keras PReLU, relu(x) - alpha * relu(-x), through TF autodiff
// (ReluGrad reads relu's output): select(relu(x) > 0, g, 0) +
// -(select(relu(-x) > 0, g * -alpha, 0)). At x = +-0 it gives 0 where
// prelu_backward gives alpha * g.
// CHECK-LABEL: func.func @keras_prelu
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @keras_prelu(%x: tensor<4x8xf32>, %w: tensor<8xf32>, %g: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #ch, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w, %g : tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %alpha: f32, %d: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.maximumf %a, %zero : f32
    %na = arith.negf %a : f32
    %neg = arith.maximumf %na, %zero : f32
    %c1 = arith.cmpf ogt, %pos, %zero : f32
    %g1 = arith.select %c1, %d, %zero : f32
    %nalpha = arith.negf %alpha : f32
    %ga = arith.mulf %d, %nalpha : f32
    %c2 = arith.cmpf ogt, %neg, %zero : f32
    %g2 = arith.select %c2, %ga, %zero : f32
    %g3 = arith.negf %g2 : f32
    %s = arith.addf %g1, %g3 : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Not raised: JAX's add form with the sum not negated, y*g + y*sum(y*g), is
// not softmax backward.
// CHECK-LABEL: func.func @softmax_add_without_negation
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @softmax_add_without_negation(%g: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %v = arith.addf %o, %p : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %g, %sum : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %yg = arith.mulf %a, %b : f32
    %ys = arith.mulf %a, %s : f32
    %v = arith.addf %yg, %ys : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id1 = affine_map<(d0) -> (d0)>

// Not raised: reshapes that split a dimension (4 into 2x2) are not looked
// through (only those that add or drop size-1 dimensions are), so the chain
// holds no sum.
// CHECK-LABEL: func.func @softmax_reshape_not_unit
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @softmax_reshape_not_unit(%g: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %v = arith.addf %o, %p : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %split = tensor.expand_shape %sum [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %back = tensor.collapse_shape %split [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %back : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %s : f32
    %v = arith.mulf %d, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
