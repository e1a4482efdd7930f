// Upstream mlir-opt with both plugins lowers actgrad ops to the LLVM dialect,
// through the plugin's --actgrad-to-llvm flag or a --pass-pipeline, and the
// result runs.
// UNSUPPORTED: sanitizers
// RUN: mlir-opt %s --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so \
// RUN:   --load-pass-plugin=%actgrad_lib/ActGradPassPlugin.so --actgrad-to-llvm \
// RUN:   | FileCheck %s --check-prefix=LLVM
// RUN: mlir-opt %s --load-pass-plugin=%actgrad_lib/ActGradPassPlugin.so \
// RUN:   --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so \
// RUN:   --actgrad-to-llvm=runtime-checks=false \
// RUN:   | FileCheck %s --check-prefix=NOCHECK
// RUN: mlir-opt %s --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so \
// RUN:   --load-pass-plugin=%actgrad_lib/ActGradPassPlugin.so \
// RUN:   --pass-pipeline='builtin.module(canonicalize, actgrad-to-llvm{runtime-checks=false})' \
// RUN:   | FileCheck %s --check-prefix=NOCHECK
// RUN: mlir-opt %s --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so \
// RUN:   --load-pass-plugin=%actgrad_lib/ActGradPassPlugin.so \
// RUN:   --pass-pipeline='builtin.module(convert-actgrad-to-linalg)' \
// RUN:   | FileCheck %s --check-prefix=LINALG
// RUN: mlir-opt %s --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so \
// RUN:   --load-pass-plugin=%actgrad_lib/ActGradPassPlugin.so --actgrad-to-llvm \
// RUN:   | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%actgrad_jit_libs \
// RUN:   | FileCheck %s

// LLVM-NOT: = actgrad.
// LLVM: llvm.func @hardtanh(
// LLVM: llvm.call @abort
// LLVM: llvm.func @softmax(
// LLVM-NOT: = actgrad.

// NOCHECK-NOT: = actgrad.
// NOCHECK-NOT: @abort
// NOCHECK: llvm.func @hardtanh(
// NOCHECK: llvm.func @softmax(
// NOCHECK-NOT: = actgrad.

// LINALG-LABEL: func.func @hardtanh
// LINALG-NOT: = actgrad.
// LINALG: linalg.generic
// LINALG-LABEL: func.func @softmax
// LINALG-NOT: = actgrad.
// LINALG: linalg.generic

// The masked elements of hardtanh_backward, then softmax_backward's
// y * (dy - sum(dy * y)), exact in f32.
// CHECK: [0,  0,  3,  4,  0,  0]
// CHECK: [-0.375,  -0.125,  0.125,  0.375],
// CHECK-NEXT: [2,  -1,  -0.5,  -0.5]

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @hardtanh(%g: tensor<?xf32>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @softmax(%dy: tensor<2x4xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = actgrad.softmax_backward %dy, %y {axis = 1 : i64}
      : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

func.func @main() {
  %g = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x = arith.constant dense<[-2.0, -1.0, -0.5, 0.5, 1.0, 2.0]> : tensor<6xf32>
  %gd = tensor.cast %g : tensor<6xf32> to tensor<?xf32>
  %xd = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
  %h = call @hardtanh(%gd, %xd) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %hm = bufferization.to_buffer %h : tensor<?xf32> to memref<?xf32>
  %hu = memref.cast %hm : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%hu) : (memref<*xf32>) -> ()

  %dy = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [8.0, 0.0, 0.0, 0.0]]> : tensor<2x4xf32>
  %y = arith.constant dense<[[0.25, 0.25, 0.25, 0.25], [0.5, 0.25, 0.125, 0.125]]> : tensor<2x4xf32>
  %s = call @softmax(%dy, %y) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %sm = bufferization.to_buffer %s : tensor<2x4xf32> to memref<2x4xf32>
  %su = memref.cast %sm : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  return
}
