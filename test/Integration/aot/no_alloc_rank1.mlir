// Destination-style element-wise kernels on rank-1 memrefs (static and
// dynamic) compute straight into the caller's buffer: after the whole pipeline there is no heap allocation (malloc) and
// no copy (memcpy or the memrefCopy runtime call).
// Empty-tensor elimination and one-shot bufferization make this happen; if
// either stops doing so, the result goes through a temporary buffer that is
// then copied into %out, and this test fails.  Multi-dimensional kernels:
// no_alloc_multi_dim.mlir.
//
// RUN: actgrad-opt %s --actgrad-to-llvm | FileCheck %s

// CHECK-NOT: malloc
// CHECK-NOT: memcpy
// CHECK-NOT: memrefCopy
// CHECK-LABEL: llvm.func @hardtanh_f32(
// CHECK-NOT: malloc
// CHECK-NOT: memcpy
// CHECK-NOT: memrefCopy
// CHECK: llvm.return
func.func @hardtanh_f32(%g: memref<64xf32>, %x: memref<64xf32>,
                        %out: memref<64xf32>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<64xf32> to tensor<64xf32>
  %xt = bufferization.to_tensor %x restrict : memref<64xf32> to tensor<64xf32>
  %r = "actgrad.hardtanh_backward"(%gt, %xt) <{max = 1.0 : f32, min = -1.0 : f32}>
      : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}

// CHECK-LABEL: llvm.func @swish_bf16_dynamic(
// CHECK-NOT: malloc
// CHECK-NOT: memcpy
// CHECK-NOT: memrefCopy
// CHECK: llvm.return
func.func @swish_bf16_dynamic(%g: memref<?xbf16>, %x: memref<?xbf16>,
                              %out: memref<?xbf16>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<?xbf16> to tensor<?xbf16>
  %xt = bufferization.to_tensor %x restrict : memref<?xbf16> to tensor<?xbf16>
  %r = "actgrad.swish_backward"(%gt, %xt) <{beta = 1.5 : f32}>
      : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}
