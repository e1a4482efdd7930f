// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// prelu_backward forms: diff_src = select(x > 0, g, w * g) and
// diff_slope = sum(select(x > 0, 0, x * g)) become one op (docs/Raising.md).
// The fix-up generic restores the front end's diff_src for a NaN x (w * g
// with ordered compares; the op gives NaN).

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
// PyTorch's _prelu_kernel_backward, NCHW per-channel, unfused: the masked
// product as a generic of its own, then the sum over N, H, W.
// CHECK-DAG:   #[[$CH:.+]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @pytorch_nchw
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<2x3x4x5xf32>, %[[X:[^:]+]]: tensor<2x3x4x5xf32>, %[[W:[^:]+]]: tensor<3xf32>
//       CHECK:   %[[DS:.+]], %[[DW:.+]] = actgrad.prelu_backward %[[X]], %[[W]], %[[G]] {data_format = "NCX"} : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>)
//       CHECK:   %[[R:.+]] = linalg.generic
//  CHECK-SAME:       #[[$CH]]
//  CHECK-SAME:       ins(%[[X]], %[[G]], %[[W]], %[[DS]] : {{.*}})
//       CHECK:     arith.mulf
//       CHECK:     arith.cmpf uno
//       CHECK:     arith.select
//   CHECK-NOT:   linalg.generic
//       CHECK:   return %[[R]], %[[DW]]
func.func @pytorch_nchw(%g: tensor<2x3x4x5xf32>, %x: tensor<2x3x4x5xf32>, %w: tensor<3xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %ds = linalg.generic {indexing_maps = [#id, #id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %x, %w : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %zero : f32
    %wg = arith.mulf %c, %a : f32
    %s = arith.select %pos, %a, %wg : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %x : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %zero : f32
    %xg = arith.mulf %b, %a : f32
    %s = arith.select %pos, %zero, %xg : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %dw = linalg.generic {indexing_maps = [#id, #ch], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%m : tensor<2x3x4x5xf32>) outs(%z : tensor<3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %ds, %dw : tensor<2x3x4x5xf32>, tensor<3xf32>
}

// -----

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#ch = affine_map<(d0, d1, d2) -> (d2)>
// NXC (channels last, the default: not printed) per-channel, the masked
// product fused into the sum,
// x <= 0 ? w * g : g, f16 extended to f32 and truncated once.
// CHECK-LABEL: func.func @nxc_fused_f16
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<2x4x8xf16>, %[[X:[^:]+]]: tensor<2x4x8xf16>, %[[W:[^:]+]]: tensor<8xf16>
//       CHECK:   actgrad.prelu_backward %[[X]], %[[W]], %[[G]] : (tensor<2x4x8xf16>, tensor<8xf16>, tensor<2x4x8xf16>) -> (tensor<2x4x8xf16>, tensor<8xf16>)
func.func @nxc_fused_f16(%g: tensor<2x4x8xf16>, %x: tensor<2x4x8xf16>, %w: tensor<8xf16>) -> (tensor<2x4x8xf16>, tensor<8xf16>) {
  %e = tensor.empty() : tensor<2x4x8xf16>
  %ds = linalg.generic {indexing_maps = [#id, #id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %x, %w : tensor<2x4x8xf16>, tensor<2x4x8xf16>, tensor<8xf16>) outs(%e : tensor<2x4x8xf16>) {
  ^bb0(%a16: f16, %b16: f16, %c16: f16, %o: f16):
    %a = arith.extf %a16 : f16 to f32
    %b = arith.extf %b16 : f16 to f32
    %c = arith.extf %c16 : f16 to f32
    %zero = arith.constant 0.0 : f32
    %neg = arith.cmpf ole, %b, %zero : f32
    %wg = arith.mulf %a, %c : f32
    %s = arith.select %neg, %wg, %a : f32
    %s16 = arith.truncf %s : f32 to f16
    linalg.yield %s16 : f16
  } -> tensor<2x4x8xf16>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #ch], iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%g, %x : tensor<2x4x8xf16>, tensor<2x4x8xf16>) outs(%z : tensor<8xf32>) {
  ^bb0(%a16: f16, %b16: f16, %o: f32):
    %a = arith.extf %a16 : f16 to f32
    %b = arith.extf %b16 : f16 to f32
    %zero0 = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %zero0 : f32
    %xg = arith.mulf %a, %b : f32
    %t = arith.select %pos, %zero0, %xg : f32
    %s = arith.addf %t, %o : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf16>
  %dw = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%sum : tensor<8xf32>) outs(%e2 : tensor<8xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<8xf16>
  return %ds, %dw : tensor<2x4x8xf16>, tensor<8xf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#one = affine_map<(d0, d1) -> (0)>
#tf = affine_map<(d0, d1, d2) -> (d1, d2)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// Per-tensor slope [1] (read at index 0), and TF's slope of shape
// src.shape[1:] (the sum over the batch only).
// CHECK-LABEL: func.func @per_tensor
//       CHECK:   actgrad.prelu_backward %{{.+}}, %{{.+}}, %{{.+}} : (tensor<4x8xf32>, tensor<1xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<1xf32>)
func.func @per_tensor(%g: tensor<4x8xf32>, %x: tensor<4x8xf32>, %w: tensor<1xf32>) -> (tensor<4x8xf32>, tensor<1xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %ds = linalg.generic {indexing_maps = [#id, #id, #one, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x, %w : tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %zero : f32
    %wg = arith.mulf %c, %a : f32
    %s = arith.select %pos, %a, %wg : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant dense<0.0> : tensor<1xf32>
  %dw = linalg.generic {indexing_maps = [#id, #id, #one], iterator_types = ["reduction", "reduction"]}
      ins(%g, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%zero : tensor<1xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %z : f32
    %xg = arith.mulf %b, %a : f32
    %t = arith.select %pos, %z, %xg : f32
    %s = arith.addf %o, %t : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %ds, %dw : tensor<4x8xf32>, tensor<1xf32>
}

// CHECK-LABEL: func.func @tf_style
//       CHECK:   actgrad.prelu_backward %{{.+}}, %{{.+}}, %{{.+}} : (tensor<2x4x8xf32>, tensor<4x8xf32>, tensor<2x4x8xf32>) -> (tensor<2x4x8xf32>, tensor<4x8xf32>)
func.func @tf_style(%g: tensor<2x4x8xf32>, %x: tensor<2x4x8xf32>, %w: tensor<4x8xf32>) -> (tensor<2x4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<2x4x8xf32>
  %ds = linalg.generic {indexing_maps = [#id3, #id3, #tf, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %x, %w : tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %zero : f32
    %wg = arith.mulf %c, %a : f32
    %s = arith.select %pos, %a, %wg : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8xf32>
  %zero = arith.constant dense<0.0> : tensor<4x8xf32>
  %dw = linalg.generic {indexing_maps = [#id3, #id3, #tf], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%g, %x : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%zero : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %z : f32
    %xg = arith.mulf %b, %a : f32
    %t = arith.select %pos, %z, %xg : f32
    %s = arith.addf %o, %t : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %ds, %dw : tensor<2x4x8xf32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#h = affine_map<(d0, d1, d2, d3) -> (d2)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
// Not raised: a slope along dimension 2 of a rank-4 tensor (no slope rule);
// a diff_src without its diff_slope; a diff_slope whose NaN x adds 0
// (select(x ugt 0, 0, x * g): the op's diff_slope would be NaN).
// CHECK-LABEL: func.func @slope_along_h
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @slope_along_h(%g: tensor<2x3x4x5xf32>, %x: tensor<2x3x4x5xf32>, %w: tensor<4xf32>) -> tensor<2x3x4x5xf32> {
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %ds = linalg.generic {indexing_maps = [#id, #id, #h, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %x, %w : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<4xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %zero : f32
    %wg = arith.mulf %c, %a : f32
    %s = arith.select %pos, %a, %wg : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  return %ds : tensor<2x3x4x5xf32>
}

// CHECK-LABEL: func.func @no_diff_slope
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @no_diff_slope(%g: tensor<2x3x4x5xf32>, %x: tensor<2x3x4x5xf32>, %w: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %ds = linalg.generic {indexing_maps = [#id, #id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %x, %w : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %zero : f32
    %wg = arith.mulf %c, %a : f32
    %s = arith.select %pos, %a, %wg : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  return %ds : tensor<2x3x4x5xf32>
}

// CHECK-LABEL: func.func @nan_ignored_in_diff_slope
//   CHECK-NOT:   actgrad
//       CHECK:   return
func.func @nan_ignored_in_diff_slope(%g: tensor<2x3x4x5xf32>, %x: tensor<2x3x4x5xf32>, %w: tensor<3xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %ds = linalg.generic {indexing_maps = [#id, #id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g, %x, %w : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %b, %zero : f32
    %wg = arith.mulf %c, %a : f32
    %s = arith.select %pos, %a, %wg : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  %zero = arith.constant dense<0.0> : tensor<3xf32>
  %dw = linalg.generic {indexing_maps = [#id, #id, #ch], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g, %x : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) outs(%zero : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %pos = arith.cmpf ugt, %b, %z : f32
    %xg = arith.mulf %b, %a : f32
    %t = arith.select %pos, %z, %xg : f32
    %s = arith.addf %o, %t : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %ds, %dw : tensor<2x3x4x5xf32>, tensor<3xf32>
}
