// RUN: actgrad-opt %s --actgrad-generalize-named-ops | FileCheck %s

// Named ops become generics; fills stay fills.
// CHECK-LABEL: func.func @named
//       CHECK:   linalg.generic {{.+}} iterator_types = ["parallel", "parallel"]
//       CHECK:     arith.mulf
//       CHECK:   linalg.fill
//       CHECK:   linalg.generic {{.+}} iterator_types = ["parallel", "reduction"]
//       CHECK:     arith.addf
//       CHECK:   linalg.generic {{.+}} iterator_types = ["parallel", "parallel"]
//   CHECK-NOT:   linalg.broadcast
//   CHECK-NOT:   linalg.reduce
//   CHECK-NOT:   linalg.mul
func.func @named(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %m = linalg.mul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%z : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%m : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %x = arith.addf %in, %acc : f32
      linalg.yield %x : f32
    }
  %bc = linalg.broadcast ins(%s : tensor<4xf32>) outs(%e : tensor<4x8xf32>) dimensions = [1]
  return %bc : tensor<4x8xf32>
}
