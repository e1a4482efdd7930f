// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// softmax_backward forms (docs/Raising.md). Positive cases become one
// (axis 1, the default, is not printed)
// actgrad.softmax_backward with the reduced dimension as axis; the
// look-alikes at the end stay as they are.

// torch-mlir's decomposition of aten._softmax_backward_data: mul; zero fill;
// sum into a keep-dim tensor<4x1xf32> with map (d0, d1) -> (d0, 0); explicit
// broadcast generic; mul; sub.

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @five_generics_keepdim
//  CHECK-SAME:   %[[G:.+]]: tensor<4x8xf32>, %[[Y:.+]]: tensor<4x8xf32>
//       CHECK:   %[[R:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// g*y - y*S gives NaN where y = +inf and g is finite; the op does not: a
// fix-up restores the front end's value there.
//       CHECK:   %[[F:.+]] = linalg.generic {{.+}} ins(%[[G]], %[[Y]], %[[R]] :
//       CHECK:     %[[INF:.+]] = arith.cmpf oeq, %{{.+}}, %{{.+}} : f32
//       CHECK:     %[[ABS:.+]] = math.absf
//       CHECK:     %[[FIN:.+]] = arith.cmpf olt, %[[ABS]]
//       CHECK:     %[[BOTH:.+]] = arith.andi %[[INF]], %[[FIN]]
//       CHECK:     arith.select %[[BOTH]], %{{.+}}, %{{.+}} : f32
//   CHECK-NOT:   linalg.generic
//       CHECK:   return %[[F]]
func.func @five_generics_keepdim(%g: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x1xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%m : tensor<4x8xf32>) outs(%z : tensor<4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.addf %a, %o : f32
    linalg.yield %p : f32
  } -> tensor<4x1xf32>
  %bc = linalg.generic {indexing_maps = [#keep, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x1xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %bc : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %m2 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.subf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Fused (what linalg elementwise fusion makes of the chain): the product
// fused into the sum, into a dropped-dim tensor; the broadcast is the map
// (d0, d1) -> (d0) of the last generic; y * (g - s).

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @fused_dropdim
//  CHECK-SAME:   %[[G:.+]]: tensor<?x?xf32>, %[[Y:.+]]: tensor<?x?xf32>
//       CHECK:   %[[R:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
//   CHECK-NOT:   linalg.generic
//       CHECK:   return %[[R]]
func.func @fused_dropdim(%g: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %g, %c0 : tensor<?x?xf32>
  %d = tensor.dim %g, %c1 : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty(%n) : tensor<?xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<?x?xf32>, tensor<?x?xf32>) outs(%z : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %b, %a : f32
    %q = arith.addf %o, %p : f32
    linalg.yield %q : f32
  } -> tensor<?xf32>
  %e = tensor.empty(%n, %d) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %s : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %t = arith.subf %a, %c : f32
    %u = arith.mulf %t, %b : f32
    linalg.yield %u : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// Axis 1 of a rank-4 NCHW tensor (32x1000x7x7), f16 extended to f32 and
// truncated once; g * y - y * s.

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#red = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func.func @rank4_axis1_f16
//  CHECK-SAME:   %[[G:.+]]: tensor<32x1000x7x7xf16>, %[[Y:.+]]: tensor<32x1000x7x7xf16>
//       CHECK:   %[[R:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<32x1000x7x7xf16>, tensor<32x1000x7x7xf16>) -> tensor<32x1000x7x7xf16>
//       CHECK:   %[[F:.+]] = linalg.generic {{.+}} ins(%[[G]], %[[Y]], %[[R]] :
//       CHECK:   return %[[F]]
func.func @rank4_axis1_f16(%g: tensor<32x1000x7x7xf16>, %y: tensor<32x1000x7x7xf16>) -> tensor<32x1000x7x7xf16> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32x7x7xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32x7x7xf32>) -> tensor<32x7x7xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #red], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%g, %y : tensor<32x1000x7x7xf16>, tensor<32x1000x7x7xf16>) outs(%z : tensor<32x7x7xf32>) {
  ^bb0(%a: f16, %b: f16, %o: f32):
    %af = arith.extf %a : f16 to f32
    %bf = arith.extf %b : f16 to f32
    %p = arith.mulf %af, %bf : f32
    %q = arith.addf %p, %o : f32
    linalg.yield %q : f32
  } -> tensor<32x7x7xf32>
  %e = tensor.empty() : tensor<32x1000x7x7xf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #red, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %y, %s : tensor<32x1000x7x7xf16>, tensor<32x1000x7x7xf16>, tensor<32x7x7xf32>) outs(%e : tensor<32x1000x7x7xf16>) {
  ^bb0(%a: f16, %b: f16, %c: f32, %o: f16):
    %af = arith.extf %a : f16 to f32
    %bf = arith.extf %b : f16 to f32
    %gy = arith.mulf %bf, %af : f32
    %ys = arith.mulf %bf, %c : f32
    %t = arith.subf %gy, %ys : f32
    %u = arith.truncf %t : f32 to f16
    linalg.yield %u : f16
  } -> tensor<32x1000x7x7xf16>
  return %r : tensor<32x1000x7x7xf16>
}

// -----

// Axis 0, bf16, the reduction loop first and a keep-dim 1x8 tensor read
// through the map (d0, d1) -> (0, d1).

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep0 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @axis0_bf16_keepdim
//  CHECK-SAME:   %[[G:.+]]: tensor<4x8xbf16>, %[[Y:.+]]: tensor<4x8xbf16>
//       CHECK:   actgrad.softmax_backward %[[G]], %[[Y]] {axis = 0 : i64}
func.func @axis0_bf16_keepdim(%g: tensor<4x8xbf16>, %y: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %zero = arith.constant dense<0.0> : tensor<1x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #keep0], iterator_types = ["reduction", "parallel"]}
      ins(%g, %y : tensor<4x8xbf16>, tensor<4x8xbf16>) outs(%zero : tensor<1x8xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %af = arith.extf %a : bf16 to f32
    %bf = arith.extf %b : bf16 to f32
    %p = arith.mulf %af, %bf : f32
    %q = arith.addf %o, %p : f32
    linalg.yield %q : f32
  } -> tensor<1x8xf32>
  %e = tensor.empty() : tensor<4x8xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #keep0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %s : tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<1x8xf32>) outs(%e : tensor<4x8xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32, %o: bf16):
    %af = arith.extf %a : bf16 to f32
    %bf = arith.extf %b : bf16 to f32
    %t = arith.subf %af, %c : f32
    %u = arith.mulf %bf, %t : f32
    %v = arith.truncf %u : f32 to bf16
    linalg.yield %v : bf16
  } -> tensor<4x8xbf16>
  return %r : tensor<4x8xbf16>
}

// -----

// Not raised: log-softmax backward, g - exp(y) * sum(g).

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @log_softmax_backward
//   CHECK-NOT:   actgrad
//       CHECK:   linalg.generic
//       CHECK:   linalg.generic
//   CHECK-NOT:   actgrad
func.func @log_softmax_backward(%g: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.addf %a, %o : f32
    linalg.yield %q : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %s : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %x = math.exp %b : f32
    %t = arith.mulf %x, %c : f32
    %u = arith.subf %a, %t : f32
    linalg.yield %u : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Not raised: forward softmax, exp(x) / sum(exp(x)).

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @softmax_forward
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @softmax_forward(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ea = math.exp %a : f32
    %q = arith.addf %ea, %o : f32
    linalg.yield %q : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %ea = math.exp %a : f32
    %u = arith.divf %ea, %c : f32
    linalg.yield %u : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Not raised: a sum over two dimensions.

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#red = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-LABEL: func.func @two_reduced_dims
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @two_reduced_dims(%g: tensor<2x4x8xf32>, %y: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #red], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%g, %y : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%z : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %q = arith.addf %p, %o : f32
    linalg.yield %q : f32
  } -> tensor<2xf32>
  %e = tensor.empty() : tensor<2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #red, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %y, %s : tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %t = arith.subf %a, %c : f32
    %u = arith.mulf %b, %t : f32
    linalg.yield %u : f32
  } -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// -----

// Not raised: f16 arithmetic accumulated in f16 (torch-mlir on f16 tensors
// without a cast to f32). The op accumulates in f32; raising would change the
// result beyond SEMANTICS.md 3 (docs/Raising.md).

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @f16_accumulated_in_f16
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @f16_accumulated_in_f16(%g: tensor<4x8xf16>, %y: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %zero = arith.constant 0.0 : f16
  %e1 = tensor.empty() : tensor<4xf16>
  %z = linalg.fill ins(%zero : f16) outs(%e1 : tensor<4xf16>) -> tensor<4xf16>
  %s = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<4x8xf16>, tensor<4x8xf16>) outs(%z : tensor<4xf16>) {
  ^bb0(%a: f16, %b: f16, %o: f16):
    %p = arith.mulf %a, %b : f16
    %q = arith.addf %p, %o : f16
    linalg.yield %q : f16
  } -> tensor<4xf16>
  %e = tensor.empty() : tensor<4x8xf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %s : tensor<4x8xf16>, tensor<4x8xf16>, tensor<4xf16>) outs(%e : tensor<4x8xf16>) {
  ^bb0(%a: f16, %b: f16, %c: f16, %o: f16):
    %t = arith.subf %a, %c : f16
    %u = arith.mulf %b, %t : f16
    linalg.yield %u : f16
  } -> tensor<4x8xf16>
  return %r : tensor<4x8xf16>
}

// -----

// Not raised: the sum is of g * z, not of g * y; and a sum that does not
// start from zero.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @other_sum
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @other_sum(%g: tensor<4x8xf32>, %y: tensor<4x8xf32>, %w: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g, %w : tensor<4x8xf32>, tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %q = arith.addf %p, %o : f32
    linalg.yield %q : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %s : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %t = arith.subf %a, %c : f32
    %u = arith.mulf %b, %t : f32
    linalg.yield %u : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @nonzero_init
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @nonzero_init(%g: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %one = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%one : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %q = arith.addf %p, %o : f32
    linalg.yield %q : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %s : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %t = arith.subf %a, %c : f32
    %u = arith.mulf %b, %t : f32
    linalg.yield %u : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Not raised: sigmoid backward alone, g * y * (1 - y).

#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sigmoid_backward
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @sigmoid_backward(%g: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %y : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %t = arith.subf %one, %b : f32
    %u = arith.mulf %b, %t : f32
    %v = arith.mulf %a, %u : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
