// RUN: actgrad-opt %s --raise-linalg-to-actgrad --split-input-file | FileCheck %s

// Named linalg ops (StableHLO-to-linalg and IREE's input conversions emit
// linalg.map/reduce/broadcast and the elementwise named ops) are read like
// generics: the element trees go through any LinalgOp with a body.

// Softmax backward as linalg.mul, linalg.reduce, linalg.broadcast, linalg.sub.
// CHECK-LABEL: func.func @softmax_named
//  CHECK-SAME:   %[[G:[^:]+]]: tensor<4x37xf32>, %[[Y:[^:]+]]: tensor<4x37xf32>
//       CHECK:   %[[R:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<4x37xf32>, tensor<4x37xf32>) -> tensor<4x37xf32>
//       CHECK:   %[[F:.+]] = linalg.generic {{.+}} ins(%[[G]], %[[Y]], %[[R]] :
//       CHECK:     linalg.yield
//   CHECK-NOT:   linalg.
//       CHECK:   return %[[F]]
func.func @softmax_named(%g: tensor<4x37xf32>, %y: tensor<4x37xf32>) -> tensor<4x37xf32> {
  %e = tensor.empty() : tensor<4x37xf32>
  %gy = linalg.mul ins(%g, %y : tensor<4x37xf32>, tensor<4x37xf32>) outs(%e : tensor<4x37xf32>) -> tensor<4x37xf32>
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%z : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%gy : tensor<4x37xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %e2 = tensor.empty() : tensor<4x37xf32>
  %b = linalg.broadcast ins(%s : tensor<4xf32>) outs(%e2 : tensor<4x37xf32>) dimensions = [1]
  %e3 = tensor.empty() : tensor<4x37xf32>
  %yb = linalg.mul ins(%y, %b : tensor<4x37xf32>, tensor<4x37xf32>) outs(%e3 : tensor<4x37xf32>) -> tensor<4x37xf32>
  %e4 = tensor.empty() : tensor<4x37xf32>
  %r = linalg.sub ins(%gy, %yb : tensor<4x37xf32>, tensor<4x37xf32>) outs(%e4 : tensor<4x37xf32>) -> tensor<4x37xf32>
  return %r : tensor<4x37xf32>
}

// -----

// ReLU backward as linalg.map (StableHLO select(compare(x, 0), g, 0)).
// CHECK-LABEL: func.func @relu_map
//       CHECK:   actgrad.hardtanh_backward %{{.+}}, %{{.+}} {max = 0x7F800000 : f32, min = 0.000000e+00 : f32}
func.func @relu_map(%g: tensor<16xf32>, %x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.map ins(%g, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>)
    (%a: f32, %b: f32, %o: f32) {
      %zero = arith.constant 0.0 : f32
      %c = arith.cmpf ogt, %b, %zero : f32
      %s = arith.select %c, %a, %zero : f32
      linalg.yield %s : f32
    }
  return %r : tensor<16xf32>
}

// -----

// Not raised: a matmul is a sum of products, but not along one dimension of
// the result's own inputs.
// CHECK-LABEL: func.func @matmul
//   CHECK-NOT:   actgrad
//       CHECK:   linalg.matmul
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %y: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %r = linalg.sub ins(%y, %m : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
