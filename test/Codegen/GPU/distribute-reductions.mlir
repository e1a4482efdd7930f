// RUN: actgrad-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(func.func(actgrad-gpu-distribute-reductions))' \
// RUN:   | FileCheck %s

#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// softmax_backward along the last axis: a block per row sums with
// gpu.all_reduce, and the consumer runs in the same kernel from the sum in
// registers. The zero fill becomes the initial value and the scratch sum
// buffer goes away.
// CHECK-LABEL: func.func @rows_with_consumer
// CHECK-SAME:    (%[[G:.+]]: memref<64x128xf32>, %[[Y:.+]]: memref<64x128xf32>, %[[OUT:.+]]: memref<64x128xf32>)
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     linalg.
// CHECK:         gpu.launch blocks(%[[ROW:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %[[C64:.+]], %{{.+}}) threads(%[[T:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %[[C256:.+]], %{{.+}}, %{{.+}})
// CHECK:           %[[PARTIAL:.+]] = scf.for %[[K:.+]] = %{{.+}} to %{{.+}} step %[[C256]] iter_args(%[[ACC:.+]] = %{{.+}}) -> (f32) {
// CHECK:             memref.load %[[G]][%[[ROW]], %[[K]]]
// CHECK:             memref.load %[[Y]][%[[ROW]], %[[K]]]
// CHECK:             arith.addf %[[ACC]], %{{.+}} fastmath<reassoc> : f32
// CHECK:           %[[TOTAL:.+]] = gpu.all_reduce add %[[PARTIAL]] uniform
// CHECK:           %[[SUM:.+]] = arith.addf %{{.+}}, %[[TOTAL]] : f32
// CHECK:           scf.for %[[J:.+]] = %[[T]] to %{{.+}} step %[[C256]] {
// CHECK:             arith.subf %{{.+}}, %[[SUM]] : f32
// CHECK:             memref.store %{{.+}}, %[[OUT]][%[[ROW]], %[[J]]]
// CHECK-NOT:     gpu.launch
// CHECK-NOT:     memref.dealloc
func.func @rows_with_consumer(%g: memref<64x128xf32>, %y: memref<64x128xf32>, %out: memref<64x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %sum = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<64xf32>)
  linalg.generic {indexing_maps = [#x, #x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : memref<64x128xf32>, memref<64x128xf32>) outs(%sum : memref<64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#x, #x, #row, #x], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %sum : memref<64x128xf32>, memref<64x128xf32>, memref<64xf32>) outs(%out : memref<64x128xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %s : f32
    %r = arith.mulf %b, %d : f32
    linalg.yield %r : f32
  }
  memref.dealloc %sum : memref<64xf32>
  return
}

// -----

#x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#outer = affine_map<(d0, d1, d2) -> (d0, d2)>

// softmax_backward on a middle axis: columns of 8 consecutive outputs times
// 32 rows of threads that share a column's terms, added up through
// workgroup memory; the consumer reads the column's sum back after a
// barrier.
// CHECK-LABEL: func.func @columns_with_consumer
// CHECK:         gpu.launch blocks({{.+}}) threads(%[[COL:.+]], %[[ROW:.+]], %{{.+}}) in (%{{.+}} = %[[C8:.+]], %{{.+}} = %[[C32:.+]], %{{.+}}) workgroup(%[[SCRATCH:.+]] : memref<32x8xf32, #gpu.address_space<workgroup>>)
// CHECK:           %[[PARTIAL:.+]] = scf.for %{{.+}} step %[[C32]] iter_args
// CHECK:           memref.store %[[PARTIAL]], %[[SCRATCH]][%[[ROW]], %[[COL]]]
// CHECK:           gpu.barrier
// CHECK:           scf.if
// CHECK:             scf.for
// CHECK:               memref.load %[[SCRATCH]]
// CHECK:             memref.store %{{.+}}, %[[SCRATCH]][%{{.+}}, %[[COL]]]
// CHECK:           gpu.barrier
// CHECK:           %[[SUM:.+]] = memref.load %[[SCRATCH]][%{{.+}}, %[[COL]]]
// CHECK:           scf.for %{{.+}} = %[[ROW]] to %{{.+}} step %[[C32]] {
// CHECK:             arith.subf %{{.+}}, %[[SUM]] : f32
func.func @columns_with_consumer(%g: memref<4x100x49xf32>, %y: memref<4x100x49xf32>, %out: memref<4x100x49xf32>) {
  %zero = arith.constant 0.0 : f32
  %sum = memref.alloc() : memref<4x49xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<4x49xf32>)
  linalg.generic {indexing_maps = [#x, #x, #outer], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%g, %y : memref<4x100x49xf32>, memref<4x100x49xf32>) outs(%sum : memref<4x49xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#x, #x, #outer, #x], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %y, %sum : memref<4x100x49xf32>, memref<4x100x49xf32>, memref<4x49xf32>) outs(%out : memref<4x100x49xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %s : f32
    %r = arith.mulf %b, %d : f32
    linalg.yield %r : f32
  }
  memref.dealloc %sum : memref<4x49xf32>
  return
}

// -----

#x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#channel = affine_map<(d0, d1, d2) -> (d1)>
#last = affine_map<(d0, d1, d2) -> (d2)>

// PReLU's diff_slope without a consumer: f32 sums split over blocks (a
// second grid dimension computed on the host) and added atomically onto
// the output, whose fill stays a kernel of its own. NCX reduces the
// innermost loop (rows), NXC does not (columns).
// CHECK-LABEL: func.func @split_sums
// CHECK:         linalg.fill
// CHECK:         arith.maxui
// CHECK:         %[[SPLIT:.+]] = arith.minui %{{.+}}, %{{.+}} : index
// CHECK:         gpu.launch blocks(%{{.+}}, %[[SLICE:.+]], %{{.+}}) in (%{{.+}} = %{{.+}}, %{{.+}} = %[[SPLIT]], %{{.+}} = %{{.+}})
// CHECK:           %[[FIRST:.+]] = arith.muli %[[SLICE]], %{{.+}} : index
// Whole rows of 1024 per slice: the row's outer index is not divided out
// of every element's.
// CHECK:           scf.for %[[ROW:.+]] = %[[FIRST]] to
// CHECK:             scf.for %[[J:.+]] = %{{.+}} to %{{.+}} step %{{.+}}
// CHECK:               memref.load %{{.+}}[%[[ROW]], %{{.+}}, %[[J]]]
// CHECK:           %[[TOTAL:.+]] = gpu.all_reduce add
// CHECK:           scf.if
// CHECK:             memref.atomic_rmw addf %[[TOTAL]], %{{.+}} : (f32, memref<16xf32>) -> f32
// CHECK:         linalg.fill
// CHECK:         arith.maxui
// CHECK:         gpu.launch {{.+}} workgroup(%{{.+}} : memref<32x8xf32, #gpu.address_space<workgroup>>)
// CHECK:           gpu.barrier
// CHECK:           memref.atomic_rmw addf %{{.+}}, %{{.+}} : (f32, memref<16xf32>) -> f32
// CHECK-NOT:     gpu.barrier
func.func @split_sums(%x: memref<8x16x1024xf32>, %g: memref<8x16x1024xf32>, %w1: memref<16xf32>,
                      %xt: memref<8x1024x16xf32>, %gt: memref<8x1024x16xf32>, %w2: memref<16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%w1 : memref<16xf32>)
  linalg.generic {indexing_maps = [#x, #x, #channel], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%x, %g : memref<8x16x1024xf32>, memref<8x16x1024xf32>) outs(%w1 : memref<16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%w2 : memref<16xf32>)
  linalg.generic {indexing_maps = [#x, #x, #last], iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%xt, %gt : memref<8x1024x16xf32>, memref<8x1024x16xf32>) outs(%w2 : memref<16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  }
  return
}

// -----

#x = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>

// A 16-bit sum cannot be added atomically: one block, its value stored.
// CHECK-LABEL: func.func @narrow_sum
// CHECK:         gpu.launch
// CHECK:           gpu.all_reduce add
// CHECK:           memref.load %{{.+}}[] : memref<f16>
// CHECK:           memref.store %{{.+}}, %{{.+}}[] : memref<f16>
// CHECK-NOT:     memref.atomic_rmw
func.func @narrow_sum(%x: memref<?xf16>, %out: memref<f16>) {
  linalg.generic {indexing_maps = [#x, #all], iterator_types = ["reduction"]}
      ins(%x : memref<?xf16>) outs(%out : memref<f16>) {
  ^bb0(%a: f16, %acc: f16):
    %s = arith.addf %acc, %a : f16
    linalg.yield %s : f16
  }
  return
}

// -----

#x = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>

func.func @maximum(%x: memref<?xf32>, %out: memref<f32>) {
  // expected-error @+1 {{'linalg.generic' op cannot be mapped to the GPU: only reductions that sum their terms into outputs of parallel dimensions are supported}}
  linalg.generic {indexing_maps = [#x, #all], iterator_types = ["reduction"]}
      ins(%x : memref<?xf32>) outs(%out : memref<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %acc, %a : f32
    linalg.yield %m : f32
  }
  return
}
