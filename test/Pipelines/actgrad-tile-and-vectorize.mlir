// RUN: actgrad-opt %s --split-input-file --convert-actgrad-to-linalg \
// RUN:   --linalg-fuse-elementwise-ops --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-tile-and-vectorize | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --convert-actgrad-to-linalg \
// RUN:   --linalg-fuse-elementwise-ops --actgrad-tile-and-vectorize="tile-elements=0 vector-width=0 fuse-siblings=false" \
// RUN:   | FileCheck %s --check-prefix=OFF

// Three elementwise backward ops on one shape become one loop nest: one
// thread-tile loop, one vector loop, each input read once and one store.
// The chain costs more per element than it moves (swish's exp and
// division), so its tiles are smaller than tile-elements' 16384.
// CHECK-LABEL: func.func @fused_chain
//       CHECK:   scf.forall (%{{.+}}) = (0) to (1048576) step (8192)
//       CHECK:     scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args
//   CHECK-COUNT-2:   vector.transfer_read {{.+}} : tensor<16xf32>, vector<16xf32>
//   CHECK-NOT:       vector.transfer_read
//       CHECK:       math.exp {{.+}} : vector<16xf32>
//       CHECK:       vector.transfer_write {{.+}} : vector<16xf32>, tensor<16xf32>
//   CHECK-NOT:       vector.transfer_write
//       CHECK:     scf.forall.in_parallel
//   CHECK-NOT:   linalg.generic
//   CHECK-NOT:   scf.forall
//       CHECK:   return
// OFF-LABEL: func.func @fused_chain
//  OFF-COUNT-1: linalg.generic
//   OFF-NOT:   scf.forall
func.func @fused_chain(%g: tensor<1048576xf32>, %x: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<1048576xf32>, tensor<1048576xf32>) -> tensor<1048576xf32>
  %1 = actgrad.swish_backward %0, %x : (tensor<1048576xf32>, tensor<1048576xf32>) -> tensor<1048576xf32>
  %2 = actgrad.hardsigmoid_backward %x, %1 {alpha = 0.2 : f32, beta = 0.5 : f32}
      : (tensor<1048576xf32>, tensor<1048576xf32>) -> tensor<1048576xf32>
  return %2 : tensor<1048576xf32>
}

// -----

// A multi-dimensional elementwise op is collapsed to one dimension first;
// a bf16 tile is computed in f32 vectors and rounded once.
// CHECK-LABEL: func.func @collapsed_bf16
//       CHECK:   tensor.collapse_shape %{{.+}} {{\[\[}}0, 1, 2]] : tensor<8x64x64xbf16> into tensor<32768xbf16>
//       CHECK:   scf.forall (%{{.+}}) = (0) to (32768) step (16384)
//       CHECK:     vector.transfer_read {{.+}} vector<16xbf16>
//       CHECK:     arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
//       CHECK:     arith.truncf {{.+}} : vector<16xf32> to vector<16xbf16>
//       CHECK:   tensor.expand_shape
func.func @collapsed_bf16(%g: tensor<8x64x64xbf16>, %x: tensor<8x64x64xbf16>) -> tensor<8x64x64xbf16> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<8x64x64xbf16>, tensor<8x64x64xbf16>) -> tensor<8x64x64xbf16>
  return %0 : tensor<8x64x64xbf16>
}

// -----

// Softmax backward along the last axis: each thread tile is one row, reduced
// (the reduction is fused into the update's loop, vectorized with 16 partial
// sums combined once) and then updated while it is in cache. The partial
// sums are a vector iter_arg, so they stay in a register across the row.
// CHECK-LABEL: func.func @softmax_last_axis
//       CHECK:   scf.forall (%{{.+}}) in (4096)
//       CHECK:     linalg.fill {{.+}} -> tensor<1xf32>
//       CHECK:     scf.for {{.+}} step %c16 iter_args({{.+}}) -> (vector<16xf32>)
//       CHECK:       arith.mulf {{.+}} : vector<16xf32>
//       CHECK:       arith.addf {{.+}} fastmath<reassoc> : vector<16xf32>
//       CHECK:     vector.multi_reduction <add>, {{.+}} [1] : vector<1x16xf32> to vector<1xf32>
//       CHECK:     scf.for {{.+}} -> (tensor<1x1024xf32>)
//       CHECK:       arith.subf {{.+}} : vector<16xf32>
//       CHECK:       arith.mulf {{.+}} : vector<16xf32>
//       CHECK:     scf.forall.in_parallel
//   CHECK-NOT:   linalg.generic
func.func @softmax_last_axis(%dd: tensor<4096x1024xf32>, %y: tensor<4096x1024xf32>) -> tensor<4096x1024xf32> {
  %0 = actgrad.softmax_backward %dd, %y {axis = -1 : i64}
      : (tensor<4096x1024xf32>, tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
  return %0 : tensor<4096x1024xf32>
}

// -----

// Softmax backward on axis 1 of NCHW: H and W fold into one contiguous
// dimension in both the sum and the update (together, so the sum is still
// fused into the update's tiles); vectorized along it, accumulated across
// the strided channel axis, no transpose. 7x7 = 49 = 3 vectors + 1: the
// short vector loop is unrolled, so the sums over the channels are four
// register iter_args. The update packs 16 channels of 49 into 49 whole
// vectors (actgrad-pack-narrow-rows) for the first 992 channels, with the
// sums broadcast to 16 rows; the last 8 channels are updated one by one.
// CHECK-LABEL: func.func @softmax_channel_axis
//   CHECK-NOT:   linalg.transpose
//       CHECK:   scf.forall (%{{.+}}) in (32) {{.+}} -> (tensor<32x1000x49xf32>)
//       CHECK:     scf.for %{{.+}} = %c0 to %c1000 {{.+}} -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<1xf32>)
//   CHECK-COUNT-3:   arith.addf {{.+}} : vector<1x16xf32>
//       CHECK:       arith.addf {{.+}} : vector<1x1xf32>
//       CHECK:     scf.for %{{.+}} = %c0 to %c16 {{.+}} -> (tensor<1x16x49xf32>)
//       CHECK:     scf.for %{{.+}} = %c0 to %c62 {{.+}} -> (tensor<1x62x784xf32>)
//       CHECK:       scf.for %{{.+}} = %c0 to %c784 step %c16 {{.+}} -> (tensor<1x62x784xf32>)
//       CHECK:         vector.transfer_write {{.+}} : vector<16xf32>, tensor<1x1x16xf32>
//       CHECK:     scf.for %{{.+}} = %c0 to %c8 {{.+}} -> (tensor<1x8x49xf32>)
//   CHECK-COUNT-3:   vector.transfer_write {{.+}} : vector<16xf32>, tensor<1x1x16xf32>
//       CHECK:       vector.transfer_write {{.+}} : vector<1xf32>, tensor<1x1x1xf32>
//   CHECK-NOT:   linalg.transpose
//   CHECK-NOT:   linalg.generic
//       CHECK:   tensor.expand_shape %{{.+}} {{\[}}[0], [1], [2, 3]] output_shape [32, 1000, 7, 7]
func.func @softmax_channel_axis(%dd: tensor<32x1000x7x7xf32>, %y: tensor<32x1000x7x7xf32>) -> tensor<32x1000x7x7xf32> {
  %0 = actgrad.softmax_backward %dd, %y {axis = 1 : i64}
      : (tensor<32x1000x7x7xf32>, tensor<32x1000x7x7xf32>) -> tensor<32x1000x7x7xf32>
  return %0 : tensor<32x1000x7x7xf32>
}

// -----

// Statically empty ops are left alone rather than tiled.
// CHECK-LABEL: func.func @empty_prelu
//   CHECK-NOT:   scf.forall
//       CHECK:   linalg.generic
func.func @empty_prelu(%src: tensor<0x4x3xf32>, %w: tensor<4xf32>, %dd: tensor<0x4x3xf32>) -> (tensor<0x4x3xf32>, tensor<4xf32>) {
  %a, %b = actgrad.prelu_backward %src, %w, %dd {data_format = "NCX"}
      : (tensor<0x4x3xf32>, tensor<4xf32>, tensor<0x4x3xf32>) -> (tensor<0x4x3xf32>, tensor<4xf32>)
  return %a, %b : tensor<0x4x3xf32>, tensor<4xf32>
}

// -----

// Independent ops that read the same inputs fuse into one multi-result loop:
// each input is read once for both results.
// CHECK-LABEL: func.func @siblings
//       CHECK:   %{{.+}}:2 = scf.for {{.+}} -> (tensor<4096xf32>, tensor<4096xf32>)
//   CHECK-COUNT-2:   vector.transfer_read
//   CHECK-NOT:       vector.transfer_read
//   CHECK-COUNT-2:   vector.transfer_write
//       CHECK:     scf.yield
//   CHECK-NOT:   scf.for
//       CHECK:   return
// OFF-LABEL: func.func @siblings
// OFF-COUNT-2: linalg.generic
func.func @siblings(%g: tensor<4096xf32>, %x: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %1 = actgrad.swish_backward %g, %x : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  return %0, %1 : tensor<4096xf32>, tensor<4096xf32>
}

// -----

// PReLU in one pass: diff_src (parallel) and diff_slope (a reduction over
// every dimension but the channel) merge into one generic that reads src and
// diff_dst once. Its innermost reduction (H*W) is split into 16 lanes of
// partial sums, so the innermost loop is a vector loop; its outermost one
// (the batch) into 16 chunks that threads sweep in memory order, each with
// its own 64x16 partial sums, added up after the forall. The channel's slope
// and its 16 partial sums are read once per channel, outside the vector loop,
// which carries the sums as a vector iter_arg.
// CHECK-LABEL: func.func @prelu_one_pass
//       CHECK:   tensor.expand_shape %{{.+}} {{\[}}[0, 1], [2], [3, 4]] output_shape [16, 2, 64, 196, 16]
//       CHECK:   scf.forall (%{{.+}}) in (16) shared_outs({{.+}}) -> (tensor<16x2x64x196x16xf32>, tensor<16x64x16xf32>)
//       CHECK:     linalg.fill {{.+}} -> tensor<1x64x16xf32>
//       CHECK:     scf.for %{{.+}} = %{{.+}} to %c2
//       CHECK:       scf.for %{{.+}} = %{{.+}} to %c64
//       CHECK:         vector.transfer_read {{.+}} permutation_map {{.+}} : tensor<1xf32>, vector<16xf32>
//       CHECK:         %[[SUMS:.+]] = vector.transfer_read {{.+}} : tensor<1x1x16xf32>, vector<16xf32>
//       CHECK:         scf.for %{{.+}} = %{{.+}} to %c196 {{.+}} = %[[SUMS]]) -> ({{.+}}, vector<16xf32>)
//   CHECK-COUNT-2:       vector.transfer_read {{.+}} vector<16xf32>
//   CHECK-NOT:           vector.transfer_read
//       CHECK:           arith.select
//       CHECK:           arith.addf {{.+}} : vector<1x1x16xf32>
//       CHECK:           vector.transfer_write {{.+}} : vector<16xf32>
//   CHECK-NOT:           vector.transfer_write
//       CHECK:           scf.yield
//       CHECK:         vector.transfer_write {{.+}} : vector<16xf32>, tensor<1x1x16xf32>
//       CHECK:     scf.forall.in_parallel
//       CHECK:   scf.for %{{.+}} = %{{.+}} to %c16
//       CHECK:     arith.addf {{.+}} : vector<1x16xf32>
//       CHECK:   vector.multi_reduction <add>, %{{.+}}, %{{.+}} [1] : vector<1x16xf32> to vector<1xf32>
//   CHECK-NOT:   linalg.generic
//       CHECK:   return
// OFF-LABEL: func.func @prelu_one_pass
// OFF-COUNT-2: linalg.generic
func.func @prelu_one_pass(%s: tensor<32x64x56x56xf32>, %w: tensor<64xf32>, %d: tensor<32x64x56x56xf32>) -> (tensor<32x64x56x56xf32>, tensor<64xf32>) {
  %a, %b = actgrad.prelu_backward %s, %w, %d {data_format = "NCX"}
      : (tensor<32x64x56x56xf32>, tensor<64xf32>, tensor<32x64x56x56xf32>) -> (tensor<32x64x56x56xf32>, tensor<64xf32>)
  return %a, %b : tensor<32x64x56x56xf32>, tensor<64xf32>
}

// -----

// NXC: the channels are innermost and parallel, so the one-pass loop is a
// vector loop over them as it is; the rows (N*H*W, reduced) are split into
// chunks for the threads, each with its own partial diff_slope. The two
// channel vectors are unrolled, so each one's slope is read and widened once
// per chunk and its partial sums are a register iter_arg of the row loop.
// bf16 is widened once and diff_src rounded once.
// CHECK-LABEL: func.func @prelu_one_pass_nxc
//       CHECK:   tensor.expand_shape %{{.+}} {{\[}}[0, 1], [2]] output_shape [14, 448, 32] : tensor<6272x32xbf16> into tensor<14x448x32xbf16>
//       CHECK:   scf.forall (%{{.+}}) in (14) shared_outs({{.+}}) -> (tensor<14x448x32xbf16>, tensor<14x32xf32>)
//   CHECK-COUNT-2: arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
//       CHECK:     scf.for %{{.+}} = %{{.+}} to %c448 {{.+}} -> ({{.+}}, vector<16xf32>, vector<16xf32>)
//   CHECK-NOT:       scf.for
//       CHECK:       arith.extf {{.+}} : vector<16xbf16> to vector<16xf32>
//       CHECK:       arith.truncf {{.+}} : vector<16xf32> to vector<16xbf16>
//       CHECK:       arith.addf {{.+}} : vector<1x16xf32>
//       CHECK:       vector.transfer_write {{.+}} : vector<16xbf16>, tensor<1x1x16xbf16>
//   CHECK-NOT:       vector.transfer_write {{.+}} : vector<16xf32>
//       CHECK:       arith.addf {{.+}} : vector<1x16xf32>
//       CHECK:       vector.transfer_write {{.+}} : vector<16xbf16>, tensor<1x1x16xbf16>
//       CHECK:       scf.yield
//   CHECK-COUNT-2: vector.transfer_write {{.+}} : vector<16xf32>, tensor<1x16xf32>
//       CHECK:     scf.forall.in_parallel
//       CHECK:   scf.for %{{.+}} = %{{.+}} to %c14
//       CHECK:     arith.addf {{.+}} : vector<16xf32>
//       CHECK:   arith.truncf {{.+}} : vector<16xf32> to vector<16xbf16>
//   CHECK-NOT:   linalg.generic
//       CHECK:   return
// OFF-LABEL: func.func @prelu_one_pass_nxc
// OFF-COUNT-2: linalg.generic
func.func @prelu_one_pass_nxc(%s: tensor<8x28x28x32xbf16>, %w: tensor<32xbf16>, %d: tensor<8x28x28x32xbf16>) -> (tensor<8x28x28x32xbf16>, tensor<32xbf16>) {
  %a, %b = actgrad.prelu_backward %s, %w, %d {data_format = "NXC"}
      : (tensor<8x28x28x32xbf16>, tensor<32xbf16>, tensor<8x28x28x32xbf16>) -> (tensor<8x28x28x32xbf16>, tensor<32xbf16>)
  return %a, %b : tensor<8x28x28x32xbf16>, tensor<32xbf16>
}
