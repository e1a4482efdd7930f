// convert-actgrad-to-linalg lowers an actgrad op wherever it is: inside
// region ops, nested modules and non-func functions alike. (Whether the rest
// of actgrad-to-llvm can take the result from there is the pipeline's
// concern.)
//
// RUN: actgrad-opt %s --convert-actgrad-to-linalg -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @in_execute_region
//       CHECK:   scf.execute_region
//       CHECK:     linalg.generic
//   CHECK-NOT:   actgrad.
func.func @in_execute_region(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = scf.execute_region -> tensor<?xf32> {
    %0 = actgrad.hardtanh_backward %a, %b {min = -1.0 : f32, max = 1.0 : f32}
        : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %0 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @in_loops
//       CHECK:   scf.for
//       CHECK:     linalg.generic
//       CHECK:   scf.while
//       CHECK:     linalg.generic
//   CHECK-NOT:   actgrad.
func.func @in_loops(%a: tensor<?xf32>, %b: tensor<?xf32>, %n: index, %c: i1) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> tensor<?xf32> {
    %0 = actgrad.swish_backward %acc, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %0 : tensor<?xf32>
  }
  %w = scf.while (%x = %r) : (tensor<?xf32>) -> tensor<?xf32> {
    scf.condition(%c) %x : tensor<?xf32>
  } do {
  ^bb0(%y: tensor<?xf32>):
    %1 = actgrad.softmax_backward %y, %y {axis = 0 : i64} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %w : tensor<?xf32>
}

// -----

// In the body of a linalg.generic, on a tensor built per element.
// CHECK-LABEL: func.func @in_generic_body
//       CHECK:   linalg.generic
//       CHECK:     tensor.from_elements
//       CHECK:     linalg.generic
//       CHECK:     linalg.yield
//   CHECK-NOT:   actgrad.
func.func @in_generic_body(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %t = tensor.from_elements %x : tensor<1xf32>
    %0 = actgrad.swish_backward %t, %t : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %c0 = arith.constant 0 : index
    %v = tensor.extract %0[%c0] : tensor<1xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: gpu.module @kernels
//       CHECK:   gpu.func @kernel
//       CHECK:     linalg.generic
//   CHECK-NOT:   actgrad.
gpu.module @kernels {
  gpu.func @kernel(%a: tensor<4xf32>, %m: memref<4xf32>) kernel {
    %0 = actgrad.swish_backward %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    bufferization.materialize_in_destination %0 in writable %m
        : (tensor<4xf32>, memref<4xf32>) -> ()
    gpu.return
  }
}
