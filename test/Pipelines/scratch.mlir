// Scratch space of a destination-passing PReLU backward (docs/Pipeline.md,
// Scratch buffers) on AVX2 (8 lanes): the lane partial sums of diff_slope
// (64 channels x 8 lanes, 2 KiB) are on the stack at the function's entry;
// the partial sums of the 16 batch chunks (16 x 64 x 8 f32, 32 KiB, above
// max-stack-scratch-bytes) are a heap allocation by default and in the
// caller's workspace with workspace=true, whose size function returns
// 32768 bytes.
// RUN: actgrad-opt %s --actgrad-to-llvm='target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v3' \
// RUN:   | FileCheck %s --check-prefix=HEAP
// RUN: actgrad-opt %s --actgrad-to-llvm='target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v3 workspace=true' \
// RUN:   | FileCheck %s --check-prefix=WS
// RUN: actgrad-opt %s --actgrad-to-llvm='target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v3 max-stack-scratch-bytes=65536' \
// RUN:   | FileCheck %s --check-prefix=STACK

// HEAP-LABEL: llvm.func @prelu_ncx(
//       HEAP:   llvm.alloca %{{.+}} x f32 {alignment = 64 : i64}
//       HEAP:   llvm.call @malloc
//       HEAP:   llvm.call @free
//       HEAP:   llvm.return

// WS-NOT: @malloc
// WS-NOT: @free
// WS-LABEL: llvm.func @prelu_ncx(
//       WS:   llvm.alloca %{{.+}} x f32 {alignment = 64 : i64}
//       WS:   llvm.return
// WS-LABEL: llvm.func @_mlir_ciface_prelu_ncx(
//  WS-SAME:   %{{.+}}: !llvm.ptr {actgrad.workspace})
// WS-LABEL: llvm.func @prelu_ncx_workspace_size(
//  WS-NEXT:   %[[SIZE:.+]] = llvm.mlir.constant(32768 : index) : i64
//  WS-NEXT:   llvm.return %[[SIZE]] : i64
// WS-LABEL: llvm.func @_mlir_ciface_prelu_ncx_workspace_size(
//  WS-SAME:   -> i64

// STACK-NOT: @malloc
// STACK-LABEL: llvm.func @prelu_ncx(
//       STACK:   %[[CHUNKS:.+]] = llvm.mlir.constant(8192 : index) : i64
//  STACK-NEXT:   llvm.alloca %[[CHUNKS]] x f32 {alignment = 64 : i64}
//       STACK:   llvm.return
func.func @prelu_ncx(%a: memref<32x64x56x56xf32>, %w: memref<64xf32>, %b: memref<32x64x56x56xf32>, %out: memref<32x64x56x56xf32>, %dw: memref<64xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %a restrict : memref<32x64x56x56xf32> to tensor<32x64x56x56xf32>
  %s = bufferization.to_tensor %w restrict : memref<64xf32> to tensor<64xf32>
  %g = bufferization.to_tensor %b restrict : memref<32x64x56x56xf32> to tensor<32x64x56x56xf32>
  %0:2 = actgrad.prelu_backward %x, %s, %g {data_format = "NCX"} : (tensor<32x64x56x56xf32>, tensor<64xf32>, tensor<32x64x56x56xf32>) -> (tensor<32x64x56x56xf32>, tensor<64xf32>)
  bufferization.materialize_in_destination %0#0 in restrict writable %out : (tensor<32x64x56x56xf32>, memref<32x64x56x56xf32>) -> ()
  bufferization.materialize_in_destination %0#1 in restrict writable %dw : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}
