// The bufferization stage on its own: a kernel that materializes its result
// into a destination argument computes it there in place, allocating
// nothing; a softmax row sum's scratch goes on the stack, or into the
// caller's workspace with workspace=true when it is too large for it.
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-bufferize)' | FileCheck %s
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-bufferize{max-stack-scratch-bytes=0 workspace=true})' | FileCheck %s --check-prefix=WORKSPACE

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @in_place(
// CHECK-SAME: %[[X:.+]]: memref<64xf32>, %[[OUT:.+]]: memref<64xf32>)
// CHECK-NOT: memref.alloc
// CHECK: linalg.generic {{.*}} ins(%[[X]] : memref<64xf32>) outs(%[[OUT]] : memref<64xf32>)
// CHECK: return
func.func @in_place(%x: tensor<64xf32>, %out: memref<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<64xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @row_sums(
// CHECK: memref.alloca() {{.*}} : memref<32xf32>
// CHECK-NOT: memref.alloc(
// WORKSPACE-LABEL: func.func @row_sums(
// WORKSPACE-SAME: memref<?xi8>
// WORKSPACE: memref.view
// WORKSPACE-LABEL: func.func @row_sums_workspace_size(
func.func @row_sums(%x: tensor<32x64xf32>, %out: memref<32x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<32x64xf32>) outs(%f : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<32xf32>
  %e2 = tensor.empty() : tensor<32x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<32x64xf32>, tensor<32xf32>) outs(%e2 : tensor<32x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<32x64xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<32x64xf32>, memref<32x64xf32>) -> ()
  return
}
