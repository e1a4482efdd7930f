// RUN: actgrad-opt %s --split-input-file --convert-actgrad-to-linalg \
// RUN:   --linalg-fuse-elementwise-ops --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-tile-and-vectorize="min-thread-work=1048576" | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --convert-actgrad-to-linalg \
// RUN:   --linalg-fuse-elementwise-ops --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-tile-and-vectorize="min-thread-work=1048576 min-thread-bytes=524288" | FileCheck %s --check-prefix=BYTES
// RUN: actgrad-opt %s --split-input-file --convert-actgrad-to-linalg \
// RUN:   --linalg-fuse-elementwise-ops --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-tile-and-vectorize | FileCheck %s --check-prefix=ALWAYS
// RUN: actgrad-opt %s --split-input-file --convert-actgrad-to-linalg \
// RUN:   --linalg-fuse-elementwise-ops --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+avx2,+fma,+f16c" \
// RUN:   --actgrad-tile-and-vectorize="min-thread-work=1048576" | FileCheck %s --check-prefix=AVX2
// RUN: actgrad-opt %s --split-input-file --convert-actgrad-to-linalg \
// RUN:   --linalg-fuse-elementwise-ops --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw,+avx512bf16" \
// RUN:   --actgrad-tile-and-vectorize="min-thread-work=1048576" | FileCheck %s --check-prefix=BF16

// A cheap elementwise op on 64Ki elements (6 body ops: 393Ki of work) is
// not worth starting threads for: one vector loop, no forall.
// CHECK-LABEL: func.func @cheap
//   CHECK-NOT:   scf.forall
//       CHECK:   scf.for {{.+}} step %c16
//   CHECK-NOT:   scf.forall
// ALWAYS-LABEL: func.func @cheap
//       ALWAYS:   scf.forall
// Its operands hold 768 KiB: with min-thread-bytes at 512 KiB, two cores'
// bandwidth pays for the threads.
// BYTES-LABEL: func.func @cheap
//       BYTES:   scf.forall
// AVX2's 8 lanes take twice the instructions: 786Ki of work, still one
// thread.
// AVX2-LABEL: func.func @cheap
//   AVX2-NOT:   scf.forall
//       AVX2:   scf.for {{.+}} step %c8
//   AVX2-NOT:   scf.forall
//       AVX2:   return
func.func @cheap(%g: tensor<65536xf32>, %x: tensor<65536xf32>) -> tensor<65536xf32> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<65536xf32>
  return %0 : tensor<65536xf32>
}

// -----

// The same op in f16 moves 384 KiB: one thread, whichever the rule.
// CHECK-LABEL: func.func @cheap_f16
//   CHECK-NOT:   scf.forall
// BYTES-LABEL: func.func @cheap_f16
//   BYTES-NOT:   scf.forall
//       BYTES:   scf.for
//   BYTES-NOT:   scf.forall
//       BYTES:   return
// ALWAYS-LABEL: func.func @cheap_f16
//       ALWAYS:   scf.forall
func.func @cheap_f16(%g: tensor<65536xf16>, %x: tensor<65536xf16>) -> tensor<65536xf16> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<65536xf16>, tensor<65536xf16>) -> tensor<65536xf16>
  return %0 : tensor<65536xf16>
}

// -----

// swish on as many elements does an exp and a division per element: threads.
// CHECK-LABEL: func.func @costly
//       CHECK:   scf.forall
func.func @costly(%g: tensor<65536xf32>, %x: tensor<65536xf32>) -> tensor<65536xf32> {
  %0 = actgrad.swish_backward %g, %x : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<65536xf32>
  return %0 : tensor<65536xf32>
}

// -----

// hardsigmoid in f16 on 64Ki elements: 11 body ops, 704Ki of work on
// AVX-512's 16 lanes, one thread; AVX2's 8 lanes take twice the
// instructions, 1.4Mi of work: threads.
// CHECK-LABEL: func.func @narrow_vectors
//   CHECK-NOT:   scf.forall
// AVX2-LABEL: func.func @narrow_vectors
//       AVX2:   scf.forall
func.func @narrow_vectors(%g: tensor<65536xf16>, %x: tensor<65536xf16>) -> tensor<65536xf16> {
  %0 = actgrad.hardsigmoid_backward %g, %x {alpha = 0.2 : f32, beta = 0.5 : f32}
      : (tensor<65536xf16>, tensor<65536xf16>) -> tensor<65536xf16>
  return %0 : tensor<65536xf16>
}

// -----

// The same in bf16: its rounding to bf16 is the eight integer ops of
// actgrad-legalize-bf16 where the target has no instruction for it (AVX512-F
// alone), 18 ops of work per element: threads. With AVX512-BF16's rounding
// instruction it is 11, as in f16: one thread.
// CHECK-LABEL: func.func @bf16_rounding
//       CHECK:   scf.forall
// BF16-LABEL: func.func @bf16_rounding
//   BF16-NOT:   scf.forall
//       BF16:   return
func.func @bf16_rounding(%g: tensor<65536xbf16>, %x: tensor<65536xbf16>) -> tensor<65536xbf16> {
  %0 = actgrad.hardsigmoid_backward %g, %x {alpha = 0.2 : f32, beta = 0.5 : f32}
      : (tensor<65536xbf16>, tensor<65536xbf16>) -> tensor<65536xbf16>
  return %0 : tensor<65536xbf16>
}

// -----

// A dynamic dimension may be large: threads.
// CHECK-LABEL: func.func @dynamic
//       CHECK:   scf.forall
// AVX2-LABEL: func.func @dynamic(
//       AVX2:   scf.forall
func.func @dynamic(%g: tensor<?x32768xf32>, %x: tensor<?x32768xf32>) -> tensor<?x32768xf32> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<?x32768xf32>, tensor<?x32768xf32>) -> tensor<?x32768xf32>
  return %0 : tensor<?x32768xf32>
}

// -----

// A small softmax keeps its row tiles: they fuse the sum into the update.
// CHECK-LABEL: func.func @small_softmax
//       CHECK:   scf.forall
//       CHECK:     vector.multi_reduction
func.func @small_softmax(%dd: tensor<16x64xf32>, %y: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %0 = actgrad.softmax_backward %dd, %y {axis = 1 : i64}
      : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}

// -----

// A dynamic 1-D op is tiled for threads (tiles of tile-elements, however
// many the run-time size makes), vectorized inside each tile. Below the
// work threshold at run time (1048576 / 6 body ops = 174763 iterations) it
// is one tile, which runs without threads.
// CHECK-LABEL: func.func @dynamic_1d
//   CHECK-DAG:   %[[LIMIT:.+]] = arith.constant 174763 : index
//   CHECK-DAG:   %[[TILE:.+]] = arith.constant 16384 : index
//       CHECK:   %[[SMALL:.+]] = arith.cmpi ult, %{{.+}}, %[[LIMIT]] : index
//       CHECK:   %[[STEP:.+]] = arith.select %[[SMALL]], %{{.+}}, %[[TILE]] : index
//       CHECK:   scf.forall (%{{.+}}) = (0) to (%{{.+}}) step (%[[STEP]])
//       CHECK:     scf.for {{.+}} step %c16
// On AVX2 an iteration's 6 ops count twice: 87382 iterations.
// AVX2-LABEL: func.func @dynamic_1d
//   AVX2-DAG:   %[[LIMIT:.+]] = arith.constant 87382 : index
//       AVX2:   arith.cmpi ult, %{{.+}}, %[[LIMIT]] : index
// ALWAYS-LABEL: func.func @dynamic_1d
//   ALWAYS-NOT:   arith.select
//       ALWAYS:   scf.forall (%{{.+}}) = (0) to (%{{.+}}) step (16384)
func.func @dynamic_1d(%g: tensor<?xf32>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Index and complex elements have no bit width of their own: the index is
// counted as 64 bits, and an op of other elements falls back to its work
// (found by actgrad-fuzz: the byte count asked an index for its width).
// BYTES-LABEL: func.func @index_elements
//       BYTES:   scf.forall
// BYTES-LABEL: func.func @complex_elements
//   BYTES-NOT:   scf.forall
//       BYTES:   return
func.func @index_elements(%i: tensor<65536xindex>) -> tensor<65536xindex> {
  %e = tensor.empty() : tensor<65536xindex>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%i : tensor<65536xindex>) outs(%e : tensor<65536xindex>) {
  ^bb0(%x: index, %o: index):
    %s = arith.addi %x, %x : index
    linalg.yield %s : index
  } -> tensor<65536xindex>
  return %0 : tensor<65536xindex>
}
func.func @complex_elements(%c: tensor<4096xcomplex<f32>>) -> tensor<4096xcomplex<f32>> {
  %e = tensor.empty() : tensor<4096xcomplex<f32>>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%c : tensor<4096xcomplex<f32>>) outs(%e : tensor<4096xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %o: complex<f32>):
    linalg.yield %x : complex<f32>
  } -> tensor<4096xcomplex<f32>>
  return %0 : tensor<4096xcomplex<f32>>
}
