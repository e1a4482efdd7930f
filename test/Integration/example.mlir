// The bundled example (examples/example.mlir, what scripts/run-example.sh
// runs) prints every result after a line naming the op and its inputs.
// RUN: actgrad-opt %actgrad_src_root/examples/example.mlir --actgrad-to-llvm | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | FileCheck %s

// CHECK-LABEL: x (input):
//       CHECK: {{\[\[}}-4,   -1,   0,   0.5],
// CHECK-LABEL: g (incoming gradient):
// CHECK-LABEL: hardtanh_backward(grad_output = g, self = x) {min = -1, max = 1}:
//       CHECK: {{\[\[}}0,   0,   1,   1],
//  CHECK-NEXT:  [0,   0,   0,   nan]]
// CHECK-LABEL: hardsigmoid_backward(src = x, diff_dst = g) {alpha = 1/6, beta = 1/2}:
//       CHECK: {{\[\[}}0,   0.166667,   0.166667,   0.166667],
// CHECK-LABEL: swish_backward(grad_output = bf16(g), self = bf16(x)) {beta = 1}, bf16 shown as f32:
//       CHECK: {{\[\[}}-0.0527344,   0.0722656,   0.5,   0.738281],
// CHECK-LABEL: p (softmax output):
// CHECK-LABEL: dy (incoming gradient):
// CHECK-LABEL: softmax_backward(diff_dst = dy, dst = p) {axis = -1}:
//       CHECK: {{\[\[}}0.015,   -0.37,   -0.105,   0.46],
// CHECK-LABEL: prelu_backward(src = x, slope = [0.25, 0.5, 0.75, 1], diff_dst = g) {data_format = NXC}, diff_src:
//       CHECK: {{\[\[}}0.25,   0.5,   0.75,   1],
// CHECK-LABEL: prelu_backward, diff_slope (per channel, summed over the batch):
//       CHECK: [-4,  -1,  0,  nan]
