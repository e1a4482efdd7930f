// Upstream mlir-opt with ActGradDialectPlugin.so parses, verifies and prints
// actgrad ops; the output parses again.
// UNSUPPORTED: sanitizers
// RUN: mlir-opt %s --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so \
// RUN:   | mlir-opt --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so \
// RUN:   | FileCheck %s
// RUN: mlir-opt --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so \
// RUN:   --show-dialects | FileCheck %s --check-prefix=DIALECTS

// DIALECTS: Available Dialects:{{.*[ ,]}}actgrad{{(,|$)}}

// CHECK-LABEL: func.func @ops
// CHECK-SAME: (%[[G:.+]]: tensor<4x?xf32>, %[[X:.+]]: tensor<4x?xf32>)
func.func @ops(%g: tensor<4x?xf32>, %x: tensor<4x?xf32>)
    -> (tensor<4x?xf32>, tensor<4x?xf32>) {
  // CHECK: %[[H:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]] {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  %h = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  // CHECK: %[[S:.+]] = actgrad.softmax_backward %[[G]], %[[X]] {axis = -1 : i64} : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  %s = actgrad.softmax_backward %g, %x {axis = -1 : i64}
      : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  // CHECK: return %[[H]], %[[S]]
  return %h, %s : tensor<4x?xf32>, tensor<4x?xf32>
}

