// The bufferization stage on its own: a kernel that materializes its result
// into a destination argument computes it there in place, allocating
// nothing; a softmax row sum's scratch goes on the stack, or into the
// caller's workspace with workspace=true when it is too large for it.
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-bufferize)' | FileCheck %s
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-bufferize{max-stack-scratch-bytes=0 workspace=true})' | FileCheck %s --check-prefix=WORKSPACE
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-bufferize{max-stack-scratch-bytes=0 workspace=true threads=false})' | FileCheck %s --check-prefix=SEQUENTIAL

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

// A thread tile's scratch above the stack's bound: with threads the loop
// runs one iteration per thread over a chunk of tiles, and each thread's
// scratch is its slot of the workspace (32 tiles: at most 32 slots of 256
// bytes); without threads the tiles are a sequential loop, and the
// scratch, allocated once before it, is in the workspace.
// WORKSPACE-LABEL: func.func @tile_scratch(
//  WORKSPACE-SAME:     %[[WS:[^:]+]]: memref<?xi8> {actgrad.workspace})
//   WORKSPACE-NOT:   memref.alloc
//       WORKSPACE:   %[[THREADS:.+]] = affine.min
//       WORKSPACE:   scf.forall (%[[T:.+]]) in (%[[THREADS]])
//       WORKSPACE:     %[[OFFSET:.+]] = arith.muli %[[T]], %c256
//       WORKSPACE:     %[[ROW:.+]] = memref.view %[[WS]][%[[OFFSET]]]
//       WORKSPACE:     scf.for
//       WORKSPACE:       linalg.generic {{.*}} outs(%[[ROW]] : memref<1x64xf32>)
// WORKSPACE-LABEL: func.func @tile_scratch_workspace_size(
//       WORKSPACE:   arith.constant 8192 : index
// SEQUENTIAL-LABEL: func.func @tile_scratch(
//  SEQUENTIAL-SAME:     %[[WS:[^:]+]]: memref<?xi8> {actgrad.workspace})
//       SEQUENTIAL:   %[[ROW:.+]] = memref.view %[[WS]]
//   SEQUENTIAL-NOT:   scf.forall
//   SEQUENTIAL-NOT:   memref.alloc
//       SEQUENTIAL:   scf.for
//       SEQUENTIAL:     linalg.generic {{.*}} outs(%[[ROW]] : memref<1x64xf32>)
// SEQUENTIAL-LABEL: func.func @tile_scratch_workspace_size(
//       SEQUENTIAL:   arith.constant 256 : index
func.func @tile_scratch(%x: tensor<32x64xf32>, %out: memref<32x64xf32>) {
  %e = tensor.empty() : tensor<32x64xf32>
  %r = scf.forall (%i) in (32) shared_outs(%o = %e) -> (tensor<32x64xf32>) {
    %row = tensor.extract_slice %x[%i, 0] [1, 64] [1, 1] : tensor<32x64xf32> to tensor<1x64xf32>
    %t = tensor.empty() : tensor<1x64xf32>
    %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%row : tensor<1x64xf32>) outs(%t : tensor<1x64xf32>) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<1x64xf32>
    %dst = tensor.extract_slice %o[%i, 0] [1, 64] [1, 1] : tensor<32x64xf32> to tensor<1x64xf32>
    %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%sq, %row : tensor<1x64xf32>, tensor<1x64xf32>) outs(%dst : tensor<1x64xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %d = arith.divf %a, %b : f32
      linalg.yield %d : f32
    } -> tensor<1x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sum into %o[%i, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<32x64xf32>
    }
  }
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<32x64xf32>, memref<32x64xf32>) -> ()
  return
}
