// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// Gradients inside a whole model's backward, as torch-mlir writes them for
// torchvision's efficientnet_b0 and mobilenet_v2 (reduced from the captures
// in build/frontend-captures; docs/Raising.md, "Captured forms"). `x` is a
// training-mode batch norm's output and `g` the next layer's input gradient,
// both computed in the function: the operands are those computed tensors.

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>
#s0 = affine_map<(d0, d1, d2, d3) -> ()>

// SiLU after a batch norm and before a 1x1 convolution: `g` is the
// convolution's input gradient, whose filter is the weight transposed by a
// generic of `tensor.extract`s (a value the trees cannot build: read as a
// leaf), and `x` the batch norm's output (a computed value, used by the
// forward too).
// CHECK-LABEL: func.func @silu_between_batch_norm_and_pointwise
//       CHECK:   %[[X:.+]] = linalg.generic {{.+}} ins(%{{.+}}, %{{.+}} : tensor<1x2x2x2xf32>, tensor<1x2x1x1xf32>)
//       CHECK:   %[[G:.+]] = linalg.conv_2d_nchw_fchw
//       CHECK:   %[[R:.+]] = actgrad.swish_backward %[[G]], %[[X]] :
//       CHECK:   return %{{.+}}, %[[R]]
func.func @silu_between_batch_norm_and_pointwise(%c: tensor<1x2x2x2xf32>, %dy: tensor<1x3x2x2xf32>, %k: tensor<3x2x1x1xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %four = arith.constant 4.0 : f32
  %one_i64 = arith.constant dense<1> : tensor<i64>
  %c0 = arith.constant 0 : index
  %e1 = tensor.empty() : tensor<1x2x1x1xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%c : tensor<1x2x2x2xf32>) outs(%z1 : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x2x1x1xf32>
  %mean = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sum : tensor<1x2x1x1xf32>) outs(%e1 : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x2x1x1xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %x = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x2x2x2xf32>, tensor<1x2x1x1xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    linalg.yield %d : f32
  } -> tensor<1x2x2x2xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %r = arith.divf %one, %den : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x2xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %s : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x2x2x2xf32>
  // The 1x1 convolution's input gradient: the weight transposed by
  // tensor.extract.
  %ek = tensor.empty() : tensor<2x3x1x1xf32>
  %kt = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ek : tensor<2x3x1x1xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %v = tensor.extract %k[%j, %i, %c0, %c0] : tensor<3x2x1x1xf32>
    linalg.yield %v : f32
  } -> tensor<2x3x1x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %g = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%dy, %kt : tensor<1x3x2x2xf32>, tensor<2x3x1x1xf32>) outs(%z : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  // torch-mlir's silu_backward: g * s * (1 + x * (1 - s)), one generic per
  // aten op.
  %gs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g, %s : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x2x2x2xf32>
  %oms = linalg.generic {indexing_maps = [#s0, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%one_i64, %s : tensor<i64>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: i64, %b: f32, %out: f32):
    %f = arith.sitofp %a : i64 to f32
    %d = arith.subf %f, %b : f32
    linalg.yield %d : f32
  } -> tensor<1x2x2x2xf32>
  %xo = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %oms : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x2x2x2xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xo : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %out: f32):
    %p = arith.addf %a, %one : f32
    linalg.yield %p : f32
  } -> tensor<1x2x2x2xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%gs, %t : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x2x2x2xf32>
  return %y, %r : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bcast = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#s0 = affine_map<(d0, d1, d2, d3) -> ()>

// SiLU before the classifier's average pooling: `g` is the classifier's
// input gradient (a matrix product), broadcast over the image and divided
// by its size: a value computed in the function that does not read `x`.
// CHECK-LABEL: func.func @silu_before_pooling
//       CHECK:   %[[G:.+]] = linalg.generic {{.+}} ins(%{{[0-9a-z_]+}} : tensor<1x2x2x2xf32>)
//  CHECK-NEXT:   ^bb0
//  CHECK-NEXT:     arith.divf
//       CHECK:   %[[R:.+]] = actgrad.swish_backward %[[G]], %arg0 :
//       CHECK:   return %[[R]]
func.func @silu_before_pooling(%x: tensor<1x2x2x2xf32>, %dlogits: tensor<1x3xf32>, %w: tensor<3x2xf32>) -> tensor<1x2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %four = arith.constant 4.0 : f32
  %one_i64 = arith.constant dense<1> : tensor<i64>
  %em = tensor.empty() : tensor<1x2xf32>
  %zm = linalg.fill ins(%zero : f32) outs(%em : tensor<1x2xf32>) -> tensor<1x2xf32>
  %mm = linalg.matmul ins(%dlogits, %w : tensor<1x3xf32>, tensor<3x2xf32>) outs(%zm : tensor<1x2xf32>) -> tensor<1x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %b = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mm : tensor<1x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x2x2xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x2x2x2xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %r = arith.divf %one, %den : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x2xf32>
  %gs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g, %s : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<1x2x2x2xf32>
  %r = linalg.generic {indexing_maps = [#s0, #id, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%one_i64, %x, %s, %gs : tensor<i64>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%i: i64, %a: f32, %c: f32, %gsv: f32, %out: f32):
    %f = arith.sitofp %i : i64 to f32
    %oms = arith.subf %f, %c : f32
    %xo = arith.mulf %a, %oms : f32
    %t = arith.addf %xo, %one : f32
    %m = arith.mulf %gsv, %t : f32
    linalg.yield %m : f32
  } -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#s0 = affine_map<(d0, d1, d2, d3) -> ()>

// mobilenet_v2's ReLU6 after a batch norm and before a 1x1 convolution:
// PyTorch's decomposition (f64 compares of `x`, `i1` masks), `x` the batch
// norm's output and `g` the convolution's input gradient.
// CHECK-LABEL: func.func @relu6_between_batch_norm_and_pointwise
//       CHECK:   %[[X:.+]] = linalg.generic {{.+}} ins(%{{.+}}, %{{.+}} : tensor<1x2x2x2xf32>, tensor<1x2x1x1xf32>)
//       CHECK:   %[[G:.+]] = linalg.conv_2d_nchw_fchw
//       CHECK:   actgrad.hardtanh_backward %[[G]], %[[X]] {max = 6.000000e+00 : f32, min = 0.000000e+00 : f32}
func.func @relu6_between_batch_norm_and_pointwise(%c: tensor<1x2x2x2xf32>, %dy: tensor<1x3x2x2xf32>, %k: tensor<3x2x1x1xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %six64 = arith.constant 6.0 : f64
  %zt = arith.constant dense<0.0> : tensor<f32>
  %c0 = arith.constant 0 : index
  %e1 = tensor.empty() : tensor<1x2x1x1xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %mean = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%c : tensor<1x2x2x2xf32>) outs(%z1 : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x2x1x1xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %x = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x2x2x2xf32>, tensor<1x2x1x1xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    linalg.yield %d : f32
  } -> tensor<1x2x2x2xf32>
  %ek = tensor.empty() : tensor<2x3x1x1xf32>
  %kt = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ek : tensor<2x3x1x1xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %v = tensor.extract %k[%j, %i, %c0, %c0] : tensor<3x2x1x1xf32>
    linalg.yield %v : f32
  } -> tensor<2x3x1x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %g = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%dy, %kt : tensor<1x3x2x2xf32>, tensor<2x3x1x1xf32>) outs(%z : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %eb = tensor.empty() : tensor<1x2x2x2xi1>
  %le = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x2x2xf32>) outs(%eb : tensor<1x2x2x2xi1>) {
  ^bb0(%in: f32, %out: i1):
    %w = arith.extf %in : f32 to f64
    %p = arith.cmpf ole, %w, %zero64 : f64
    linalg.yield %p : i1
  } -> tensor<1x2x2x2xi1>
  %ge = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x2x2xf32>) outs(%eb : tensor<1x2x2x2xi1>) {
  ^bb0(%in: f32, %out: i1):
    %w = arith.extf %in : f32 to f64
    %p = arith.cmpf oge, %w, %six64 : f64
    linalg.yield %p : i1
  } -> tensor<1x2x2x2xi1>
  %or = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%le, %ge : tensor<1x2x2x2xi1>, tensor<1x2x2x2xi1>) outs(%eb : tensor<1x2x2x2xi1>) {
  ^bb0(%a: i1, %b: i1, %out: i1):
    %o = arith.ori %a, %b : i1
    linalg.yield %o : i1
  } -> tensor<1x2x2x2xi1>
  %r = linalg.generic {indexing_maps = [#id, #s0, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%or, %zt, %g : tensor<1x2x2x2xi1>, tensor<f32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%m: i1, %a: f32, %b: f32, %out: f32):
    %s = arith.select %m, %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  return %x, %r : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#s0 = affine_map<(d0, d1, d2, d3) -> ()>

// Near misses: computed values that are not a gradient's operands.
// A mask of a computed `x * g` (PReLU's diff_slope term, here without its
// sum): `g` would read `x`. The forward ReLU `select(x > 0, x, 0)` of a
// computed `x`. swish's form of a computed `g * x`: the polynomial has one
// `x` too many.
// CHECK-LABEL: func.func @computed_near_misses
//   CHECK-NOT:   actgrad.
//       CHECK:   return
func.func @computed_near_misses(%c: tensor<1x2x2x2xf32>, %g: tensor<1x2x2x2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %zt = arith.constant dense<0.0> : tensor<f32>
  %e1 = tensor.empty() : tensor<1x2x1x1xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %mean = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%c : tensor<1x2x2x2xf32>) outs(%z1 : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x2x1x1xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %x = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x2x2x2xf32>, tensor<1x2x1x1xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    linalg.yield %d : f32
  } -> tensor<1x2x2x2xf32>
  %xg = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %g : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x2x2x2xf32>
  %masked = linalg.generic {indexing_maps = [#id, #s0, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %zt, %xg : tensor<1x2x2x2xf32>, tensor<f32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %z: f32, %b: f32, %out: f32):
    %p = arith.cmpf ogt, %a, %zero : f32
    %s = arith.select %p, %z, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %out: f32):
    %p = arith.cmpf ogt, %a, %zero : f32
    %s = arith.select %p, %a, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  %silu = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xg, %x : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %n = arith.negf %b : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %s = arith.divf %one, %den : f32
    %oms = arith.subf %one, %s : f32
    %xo = arith.mulf %b, %oms : f32
    %t = arith.addf %one, %xo : f32
    %gs = arith.mulf %a, %s : f32
    %r = arith.mulf %gs, %t : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x2xf32>
  return %masked, %relu, %silu : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}
