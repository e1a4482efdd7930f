// softmax_backward on f16 rows of 8192 elements on AVX without AVX2
// (ivybridge), where the dot product keeps g and y widened to f32 for the
// update (actgrad-widen-shared-operands); on AVX2 it reads them as two
// halves of 16-lane tiles instead and keeps no rows (V3, ZEN1). Slices of an
// outer axis are kept widened without AVX2 and on Zen 1, whose conversions
// are slow (ZEN1), and on no other AVX2 core (V3). Each widened row
// (32 KiB) is above max-stack-scratch-bytes. Without threads the tile loop
// is sequential, so both rows are allocated once per call, before it: on the
// heap, or in the workspace (65536 bytes). With threads
// (actgrad-chunk-thread-loops) each thread allocates them once for its chunk
// of tiles, inside the parallel region, or takes its slot of the workspace:
// one per tile at most, 64 tiles x 65536 bytes.
// RUN: actgrad-opt %s --actgrad-to-llvm='target-triple=x86_64-unknown-linux-gnu target-cpu=ivybridge threads=false' \
// RUN:   | FileCheck %s --check-prefix=HEAP
// RUN: actgrad-opt %s --actgrad-to-llvm='target-triple=x86_64-unknown-linux-gnu target-cpu=ivybridge threads=false workspace=true' \
// RUN:   | FileCheck %s --check-prefix=WS
// RUN: actgrad-opt %s --actgrad-to-llvm='target-triple=x86_64-unknown-linux-gnu target-cpu=ivybridge workspace=true' \
// RUN:   | FileCheck %s --check-prefix=THREADS
// RUN: actgrad-opt %s --actgrad-to-llvm='target-triple=x86_64-unknown-linux-gnu target-cpu=ivybridge' \
// RUN:   | FileCheck %s --check-prefix=THREADS-HEAP
// RUN: actgrad-opt %s --actgrad-to-llvm='target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v3 threads=false workspace=true' \
// RUN:   | FileCheck %s --check-prefix=V3
// RUN: actgrad-opt %s --actgrad-to-llvm='target-triple=x86_64-unknown-linux-gnu target-cpu=znver1 threads=false workspace=true' \
// RUN:   | FileCheck %s --check-prefix=ZEN1

// V3-LABEL: llvm.func @softmax_rows_workspace_size(
//  V3-NEXT:   %[[SIZE:.+]] = llvm.mlir.constant(0 : index) : i64
//  V3-NEXT:   llvm.return %[[SIZE]] : i64
// V3-LABEL: llvm.func @softmax_outer_workspace_size(
//  V3-NEXT:   %[[SIZE:.+]] = llvm.mlir.constant(0 : index) : i64
//  V3-NEXT:   llvm.return %[[SIZE]] : i64

// ZEN1-LABEL: llvm.func @softmax_rows_workspace_size(
//  ZEN1-NEXT:   %[[SIZE:.+]] = llvm.mlir.constant(0 : index) : i64
//  ZEN1-NEXT:   llvm.return %[[SIZE]] : i64
// ZEN1-LABEL: llvm.func @softmax_outer_workspace_size(
//  ZEN1-NEXT:   %[[SIZE:.+]] = llvm.mlir.constant(262144 : index) : i64
//  ZEN1-NEXT:   llvm.return %[[SIZE]] : i64

// HEAP-LABEL: llvm.func @softmax_rows(
//       HEAP:   llvm.call @malloc
//       HEAP:   llvm.call @malloc
//   HEAP-NOT:   @malloc
//       HEAP:   llvm.br ^bb1
//   HEAP-NOT:   @malloc
//       HEAP:   llvm.call @free
//       HEAP:   llvm.call @free
//  HEAP-NEXT:   llvm.return

// WS-NOT: @malloc
// WS-LABEL: llvm.func @softmax_rows_workspace_size(
//  WS-NEXT:   %[[SIZE:.+]] = llvm.mlir.constant(65536 : index) : i64
//  WS-NEXT:   llvm.return %[[SIZE]] : i64

// THREADS-NOT: @malloc
// THREADS-LABEL: llvm.func @softmax_rows_workspace_size(
//  THREADS-NEXT:   %[[SIZE:.+]] = llvm.mlir.constant(4194304 : index) : i64
//  THREADS-NEXT:   llvm.return %[[SIZE]] : i64

// THREADS-HEAP-LABEL: llvm.func @softmax_rows(
//       THREADS-HEAP:   llvm.call @omp_get_max_threads
//   THREADS-HEAP-NOT:   @malloc
//       THREADS-HEAP:   omp.parallel
//  THREADS-HEAP-NEXT:     omp.wsloop
//       THREADS-HEAP:           llvm.call @malloc
//       THREADS-HEAP:           llvm.call @malloc
//   THREADS-HEAP-NOT:   @malloc
//       THREADS-HEAP:           llvm.cond_br
//       THREADS-HEAP:           llvm.call @free
//       THREADS-HEAP:           llvm.call @free
//       THREADS-HEAP:           omp.yield
func.func @softmax_rows(%a: memref<64x8192xf16>, %b: memref<64x8192xf16>, %out: memref<64x8192xf16>) attributes {llvm.emit_c_interface} {
  %g = bufferization.to_tensor %a restrict : memref<64x8192xf16> to tensor<64x8192xf16>
  %y = bufferization.to_tensor %b restrict : memref<64x8192xf16> to tensor<64x8192xf16>
  %0 = actgrad.softmax_backward %g, %y {axis = 1 : i64} : (tensor<64x8192xf16>, tensor<64x8192xf16>) -> tensor<64x8192xf16>
  bufferization.materialize_in_destination %0 in restrict writable %out : (tensor<64x8192xf16>, memref<64x8192xf16>) -> ()
  return
}

// Slices of 512x64 on an outer axis: the dot product runs down the columns
// of whole f32 vectors and keeps both slices widened (128 KiB each).
// HEAP-LABEL: llvm.func @softmax_outer(
//       HEAP:   llvm.call @malloc
//       HEAP:   llvm.call @malloc
//   HEAP-NOT:   @malloc
//       HEAP:   llvm.br ^bb1
//   HEAP-NOT:   @malloc
//       HEAP:   llvm.call @free
//       HEAP:   llvm.call @free
//  HEAP-NEXT:   llvm.return

// WS-LABEL: llvm.func @softmax_outer_workspace_size(
//  WS-NEXT:   %[[SIZE:.+]] = llvm.mlir.constant(262144 : index) : i64
//  WS-NEXT:   llvm.return %[[SIZE]] : i64

// THREADS-LABEL: llvm.func @softmax_outer_workspace_size(
//  THREADS-NEXT:   %[[SIZE:.+]] = llvm.mlir.constant(1048576 : index) : i64
//  THREADS-NEXT:   llvm.return %[[SIZE]] : i64
func.func @softmax_outer(%a: memref<4x512x64xf16>, %b: memref<4x512x64xf16>, %out: memref<4x512x64xf16>) attributes {llvm.emit_c_interface} {
  %g = bufferization.to_tensor %a restrict : memref<4x512x64xf16> to tensor<4x512x64xf16>
  %y = bufferization.to_tensor %b restrict : memref<4x512x64xf16> to tensor<4x512x64xf16>
  %0 = actgrad.softmax_backward %g, %y {axis = 1 : i64} : (tensor<4x512x64xf16>, tensor<4x512x64xf16>) -> tensor<4x512x64xf16>
  bufferization.materialize_in_destination %0 in restrict writable %out : (tensor<4x512x64xf16>, memref<4x512x64xf16>) -> ()
  return
}
