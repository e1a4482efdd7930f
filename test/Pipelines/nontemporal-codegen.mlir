// The streaming stores survive LLVM's x86 code generation for every element
// type: f32, f16 and bf16 results of a large elementwise kernel are written
// with `vmovnt*` (bf16 only since its i16 bits are hidden behind an empty
// inline assembly statement; see actgrad-nontemporal-stores). 16-bit tiles
// are a register of 32 values (actgrad-vectorize's wide-16-bit-tiles), so
// each store streams a whole line.
// RUN: actgrad-opt %s --actgrad-to-llvm="threads=false target-triple=x86_64-unknown-linux-gnu target-cpu=sapphirerapids" | \
// RUN:   mlir-translate --mlir-to-llvmir | \
// RUN:   %clang --target=x86_64-unknown-linux-gnu -mavx512f -mavx512bw -mavx512vl -mavx512bf16 -mf16c \
// RUN:     -O2 -Wno-override-module -x ir -S - -o - | FileCheck %s

// CHECK-LABEL: hardtanh_f32:
//       CHECK:   vmovntps %zmm
func.func @hardtanh_f32(%g: memref<4194304xf32>, %x: memref<4194304xf32>, %out: memref<4194304xf32>) {
  %gt = bufferization.to_tensor %g restrict : memref<4194304xf32> to tensor<4194304xf32>
  %xt = bufferization.to_tensor %x restrict : memref<4194304xf32> to tensor<4194304xf32>
  %r = actgrad.hardtanh_backward %gt, %xt {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<4194304xf32>, tensor<4194304xf32>) -> tensor<4194304xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<4194304xf32>, memref<4194304xf32>) -> ()
  return
}

// CHECK-LABEL: hardtanh_f16:
//       CHECK:   vmovntdq %zmm
func.func @hardtanh_f16(%g: memref<4194304xf16>, %x: memref<4194304xf16>, %out: memref<4194304xf16>) {
  %gt = bufferization.to_tensor %g restrict : memref<4194304xf16> to tensor<4194304xf16>
  %xt = bufferization.to_tensor %x restrict : memref<4194304xf16> to tensor<4194304xf16>
  %r = actgrad.hardtanh_backward %gt, %xt {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<4194304xf16>, tensor<4194304xf16>) -> tensor<4194304xf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<4194304xf16>, memref<4194304xf16>) -> ()
  return
}

// CHECK-LABEL: hardtanh_bf16:
//       CHECK:   vmovntdq %zmm
func.func @hardtanh_bf16(%g: memref<4194304xbf16>, %x: memref<4194304xbf16>, %out: memref<4194304xbf16>) {
  %gt = bufferization.to_tensor %g restrict : memref<4194304xbf16> to tensor<4194304xbf16>
  %xt = bufferization.to_tensor %x restrict : memref<4194304xbf16> to tensor<4194304xbf16>
  %r = actgrad.hardtanh_backward %gt, %xt {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<4194304xbf16>, tensor<4194304xbf16>) -> tensor<4194304xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<4194304xbf16>, memref<4194304xbf16>) -> ()
  return
}
