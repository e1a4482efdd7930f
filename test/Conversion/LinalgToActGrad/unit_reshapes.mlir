// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// Reshapes that only drop or add dimensions of size 1 between the pieces
// of a gradient (docs/Raising.md, "How it matches"): a keep-dims sum
// collapsed on the way to its broadcast, and an operand read through one.

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#drop = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>

// IREE's lowering of _softmax_backward_data in a TransformerEncoderLayer
// (test/FrontEnds/iree-turbine): g * y - y * b, with b the keep-dims sum
// [1, 2, 4, 1] collapsed to [1, 2, 4] and broadcast back by a generic. The
// unit dimension 0 has a group of its own: the sum is read at the root's
// point along it.
// CHECK-LABEL: func.func @softmax_iree_collapsed_sum
//  CHECK-SAME:   %[[G:.+]]: tensor<1x2x4x4xf32>, %[[Y:.+]]: tensor<1x2x4x4xf32>
//       CHECK:   %[[R:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] {axis = 3 : i64}
//       CHECK:   %[[F:.+]] = linalg.generic {{.+}} ins(%[[G]], %[[Y]], %[[R]] :
//       CHECK:   return %[[F]]
func.func @softmax_iree_collapsed_sum(%g: tensor<1x2x4x4xf32>, %y: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %gy = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %y : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<1x2x4x4xf32>
  %es = tensor.empty() : tensor<1x2x4x1xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%es : tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%gy : tensor<1x2x4x4xf32>) outs(%acc : tensor<1x2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x1xf32>
  %c = tensor.collapse_shape %sum [[0], [1], [2, 3]] : tensor<1x2x4x1xf32> into tensor<1x2x4xf32>
  %bc = linalg.generic {indexing_maps = [#drop, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x2x4x4xf32>
  %yb = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y, %bc : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%gy, %yb : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.subf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#swapped = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>

// Not raised: the same chain whose broadcast reads the collapsed sum along
// dimension 3 (b[i, j, l] at element [i, j, k, l]): a sum of other rows
// than the element's, not softmax_backward.
// CHECK-LABEL: func.func @softmax_collapsed_sum_read_across
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @softmax_collapsed_sum_read_across(%g: tensor<1x2x4x4xf32>, %y: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %gy = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %y : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<1x2x4x4xf32>
  %es = tensor.empty() : tensor<1x2x4x1xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%es : tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%gy : tensor<1x2x4x4xf32>) outs(%acc : tensor<1x2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x1xf32>
  %c = tensor.collapse_shape %sum [[0], [1], [2, 3]] : tensor<1x2x4x1xf32> into tensor<1x2x4xf32>
  %bc = linalg.generic {indexing_maps = [#swapped, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%gy, %y, %bc : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %ys = arith.mulf %b, %s : f32
    %p = arith.subf %a, %ys : f32
    linalg.yield %p : f32
  } -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#keep = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#drop = affine_map<(d0, d1, d2) -> (d0, d2)>

// A sum over dimension 1 whose keep-dims result [1, 1, 5] is collapsed to
// [1, 5] with both unit dimensions in one group: each is read where the
// collapsed dimension is (index 0), so the sum is along dimension 1 of the
// element's own row.
// CHECK-LABEL: func.func @softmax_collapsed_unit_group
//  CHECK-SAME:   %[[G:.+]]: tensor<1x6x5xf32>, %[[Y:.+]]: tensor<1x6x5xf32>
//       CHECK:   %[[R:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] :
//       CHECK:   return %[[R]]
func.func @softmax_collapsed_unit_group(%g: tensor<1x6x5xf32>, %y: tensor<1x6x5xf32>) -> tensor<1x6x5xf32> {
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<1x1x5xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%es : tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #id3, #keep], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%g, %y : tensor<1x6x5xf32>, tensor<1x6x5xf32>) outs(%acc : tensor<1x1x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %v = arith.addf %o, %p : f32
    linalg.yield %v : f32
  } -> tensor<1x1x5xf32>
  %c = tensor.collapse_shape %sum [[0, 1], [2]] : tensor<1x1x5xf32> into tensor<1x5xf32>
  %e = tensor.empty() : tensor<1x6x5xf32>
  %r = linalg.generic {indexing_maps = [#id3, #id3, #drop, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %y, %c : tensor<1x6x5xf32>, tensor<1x6x5xf32>, tensor<1x5xf32>) outs(%e : tensor<1x6x5xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %s : f32
    %p = arith.mulf %b, %d : f32
    linalg.yield %p : f32
  } -> tensor<1x6x5xf32>
  return %r : tensor<1x6x5xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#keep = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#merged = affine_map<(d0, d1, d2) -> (d0 * 4 + d1, 0)>

// Not raised: a collapse that merges two dimensions of sizes 2 and 4 is no
// unit reshape; the trees do not read through it, so the chain holds no
// sum (the element it reads is not the element's own row to the trees).
// CHECK-LABEL: func.func @softmax_collapse_merges_non_unit
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @softmax_collapse_merges_non_unit(%g: tensor<2x4x4xf32>, %y: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<2x4x1xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%es : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g, %y : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%acc : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %v = arith.addf %o, %p : f32
    linalg.yield %v : f32
  } -> tensor<2x4x1xf32>
  %c = tensor.collapse_shape %sum [[0, 1], [2]] : tensor<2x4x1xf32> into tensor<8x1xf32>
  %e = tensor.empty() : tensor<2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id3, #id3, #merged, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %y, %c : tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<8x1xf32>) outs(%e : tensor<2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %s : f32
    %p = arith.mulf %b, %d : f32
    linalg.yield %p : f32
  } -> tensor<2x4x4xf32>
  return %r : tensor<2x4x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// The fused y * (g - sum(g * y)) with `g` collapsed from [4, 1, 16]: inside
// the sum and outside it, `g` is the collapse's result.
// CHECK-LABEL: func.func @softmax_g_collapsed
//  CHECK-SAME:   %[[G3:.+]]: tensor<4x1x16xf32>, %[[Y:.+]]: tensor<4x16xf32>
//       CHECK:   %[[G:.+]] = tensor.collapse_shape %[[G3]]
//       CHECK:   %[[R:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] :
//       CHECK:   return %[[R]]
func.func @softmax_g_collapsed(%g3: tensor<4x1x16xf32>, %y: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %g = tensor.collapse_shape %g3 [[0], [1, 2]] : tensor<4x1x16xf32> into tensor<4x16xf32>
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<4x16xf32>, tensor<4x16xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %v = arith.addf %o, %p : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %sum : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %s : f32
    %p = arith.mulf %b, %d : f32
    linalg.yield %p : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// PyTorch's silu_backward decomposition whose `g` is the collapse of a
// unit group dimension (IREE's 5-D grouped depthwise convolution, here an
// argument): the raised op takes the collapse's result as `g`.
// CHECK-LABEL: func.func @silu_g_collapsed
//  CHECK-SAME:   %[[G5:.+]]: tensor<1x8x1x4x4xf32>, %[[X:.+]]: tensor<1x8x4x4xf32>
//       CHECK:   %[[G:.+]] = tensor.collapse_shape %[[G5]] {{\[}}[0], [1, 2], [3], [4]]
//       CHECK:   %[[R:.+]] = actgrad.swish_backward %[[G]], %[[X]] :
//       CHECK:   return %[[R]]
func.func @silu_g_collapsed(%g5: tensor<1x8x1x4x4xf32>, %x: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %g = tensor.collapse_shape %g5 [[0], [1, 2], [3], [4]] : tensor<1x8x1x4x4xf32> into tensor<1x8x4x4xf32>
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %x : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %nb = arith.negf %b : f32
    %ex = math.exp %nb : f32
    %den = arith.addf %ex, %one : f32
    %s = arith.divf %one, %den : f32
    %oms = arith.subf %one, %s : f32
    %xo = arith.mulf %b, %oms : f32
    %t = arith.addf %one, %xo : f32
    %gs = arith.mulf %a, %s : f32
    %res = arith.mulf %gs, %t : f32
    linalg.yield %res : f32
  } -> tensor<1x8x4x4xf32>
  return %r : tensor<1x8x4x4xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>

// The same with `g` the collapse of a value computed in the function (a
// generic of its own, as a convolution's result is): `g` is the collapse.
// CHECK-LABEL: func.func @silu_g_collapsed_computed
//  CHECK-SAME:   %{{.+}}: tensor<1x8x1x4x4xf32>, %{{.+}}: tensor<1x8x1x4x4xf32>, %[[X:.+]]: tensor<1x8x4x4xf32>
//       CHECK:   %[[P:.+]] = linalg.generic
//       CHECK:   %[[G:.+]] = tensor.collapse_shape %[[P]]
//       CHECK:   %[[R:.+]] = actgrad.swish_backward %[[G]], %[[X]] :
//       CHECK:   return %[[R]]
func.func @silu_g_collapsed_computed(%u: tensor<1x8x1x4x4xf32>, %v: tensor<1x8x1x4x4xf32>, %x: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %e5 = tensor.empty() : tensor<1x8x1x4x4xf32>
  %g5 = linalg.generic {indexing_maps = [#id5, #id5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%u, %v : tensor<1x8x1x4x4xf32>, tensor<1x8x1x4x4xf32>) outs(%e5 : tensor<1x8x1x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<1x8x1x4x4xf32>
  %g = tensor.collapse_shape %g5 [[0], [1, 2], [3], [4]] : tensor<1x8x1x4x4xf32> into tensor<1x8x4x4xf32>
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %x : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %nb = arith.negf %b : f32
    %ex = math.exp %nb : f32
    %den = arith.addf %ex, %one : f32
    %s = arith.divf %one, %den : f32
    %oms = arith.subf %one, %s : f32
    %xo = arith.mulf %b, %oms : f32
    %t = arith.addf %one, %xo : f32
    %gs = arith.mulf %a, %s : f32
    %res = arith.mulf %gs, %t : f32
    linalg.yield %res : f32
  } -> tensor<1x8x4x4xf32>
  return %r : tensor<1x8x4x4xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#t4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>

// Not raised: the collapsed `g` read transposed (g[i, c, w, h] at element
// [i, c, h, w]): neither the collapse's result nor its source is read at the
// element's point, so no tensor is the op's `g`.
// CHECK-LABEL: func.func @silu_g_collapsed_transposed
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @silu_g_collapsed_transposed(%g5: tensor<1x8x1x4x4xf32>, %x: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %g = tensor.collapse_shape %g5 [[0], [1, 2], [3], [4]] : tensor<1x8x1x4x4xf32> into tensor<1x8x4x4xf32>
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %r = linalg.generic {indexing_maps = [#t4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %x : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %nb = arith.negf %b : f32
    %ex = math.exp %nb : f32
    %den = arith.addf %ex, %one : f32
    %s = arith.divf %one, %den : f32
    %oms = arith.subf %one, %s : f32
    %xo = arith.mulf %b, %oms : f32
    %t = arith.addf %one, %xo : f32
    %gs = arith.mulf %a, %s : f32
    %res = arith.mulf %gs, %t : f32
    linalg.yield %res : f32
  } -> tensor<1x8x4x4xf32>
  return %r : tensor<1x8x4x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#scalar = affine_map<(d0, d1, d2) -> ()>

// torch-mlir's ReLU backward (threshold_backward: select(y <= 0, 0, g) on
// the ReLU's output y) in a TransformerEncoderLayer: `g` is the feed-forward
// matmul's input gradient [4, 32] expanded to [1, 4, 32].
// CHECK-LABEL: func.func @relu_g_expanded
//  CHECK-SAME:   %[[Y:.+]]: tensor<1x4x32xf32>
//       CHECK:   %[[M:.+]] = linalg.matmul
//       CHECK:   %[[G:.+]] = tensor.expand_shape %[[M]]
//       CHECK:   actgrad.hardtanh_backward %[[G]], %[[Y]] {max = 0x7F800000 : f32, min = 0.000000e+00 : f32}
func.func @relu_g_expanded(%y: tensor<1x4x32xf32>, %a: tensor<4x16xf32>, %w: tensor<16x32xf32>) -> tensor<1x4x32xf32> {
  %zero = arith.constant 0.0 : f32
  %zt = arith.constant dense<0.0> : tensor<f32>
  %em = tensor.empty() : tensor<4x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%em : tensor<4x32xf32>) -> tensor<4x32xf32>
  %m = linalg.matmul ins(%a, %w : tensor<4x16xf32>, tensor<16x32xf32>) outs(%acc : tensor<4x32xf32>) -> tensor<4x32xf32>
  %g = tensor.expand_shape %m [[0, 1], [2]] output_shape [1, 4, 32] : tensor<4x32xf32> into tensor<1x4x32xf32>
  %ei = tensor.empty() : tensor<1x4x32xi1>
  %mask = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%y : tensor<1x4x32xf32>) outs(%ei : tensor<1x4x32xi1>) {
  ^bb0(%in: f32, %o: i1):
    %c = arith.cmpf ole, %in, %zero : f32
    linalg.yield %c : i1
  } -> tensor<1x4x32xi1>
  %e = tensor.empty() : tensor<1x4x32xf32>
  %r = linalg.generic {indexing_maps = [#id3, #scalar, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%mask, %zt, %g : tensor<1x4x32xi1>, tensor<f32>, tensor<1x4x32xf32>) outs(%e : tensor<1x4x32xf32>) {
  ^bb0(%c: i1, %z: f32, %v: f32, %o: f32):
    %s = arith.select %c, %z, %v : f32
    linalg.yield %s : f32
  } -> tensor<1x4x32xf32>
  return %r : tensor<1x4x32xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Not raised: the forward ReLU select(x > 0, x, 0) of a value a linalg op
// computes, read through a unit collapse: `g` is `x` itself, a forward
// clamp (Masks.cpp), wherever the reshape puts the value.
// CHECK-LABEL: func.func @relu_forward_collapsed
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @relu_forward_collapsed(%u: tensor<1x1x4x8xf32>, %v: tensor<1x1x4x8xf32>) -> tensor<1x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<1x1x4x8xf32>
  %p = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%u, %v : tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e4 : tensor<1x1x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4x8xf32>
  %x = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x1x4x8xf32> into tensor<1x4x8xf32>
  %e = tensor.empty() : tensor<1x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x8xf32>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c = arith.cmpf ogt, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x4x8xf32>
  return %r : tensor<1x4x8xf32>
}
