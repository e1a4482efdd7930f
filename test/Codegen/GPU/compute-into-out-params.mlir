// RUN: actgrad-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(actgrad-gpu-compute-into-out-params))' \
// RUN:   | FileCheck %s

// Both branches compute into the out-parameter; its copy and the result's
// frees go.
// CHECK-LABEL: func.func @chosen_at_run_time
// CHECK-SAME:    (%[[C:.+]]: i1, %[[N:.+]]: index, %[[OUT:.+]]: memref<?xf32>)
// CHECK:         scf.if %[[C]] -> (memref<?xf32>) {
// CHECK-NOT:       memref.alloc
// CHECK:           linalg.fill ins(%{{.+}} : f32) outs(%[[OUT]] : memref<?xf32>)
// CHECK:           scf.yield %[[OUT]]
// CHECK:         } else {
// CHECK:           linalg.fill ins(%{{.+}} : f32) outs(%[[OUT]] : memref<?xf32>)
// CHECK:           scf.yield %[[OUT]]
// CHECK-NOT:     memref.copy
// CHECK-NOT:     memref.dealloc
func.func @chosen_at_run_time(%c: i1, %n: index, %out: memref<?xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %r = scf.if %c -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
    scf.yield %a : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    linalg.fill ins(%two : f32) outs(%b : memref<?xf32>)
    scf.yield %b : memref<?xf32>
  }
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %r : memref<?xf32> -> memref<f32>, index, index, index
  memref.dealloc %base : memref<f32>
  return
}

// -----

// A branch that yields something else than its own allocation (here a view
// of one, as PReLU's per-tensor diff_slope) keeps the copy.
// CHECK-LABEL: func.func @view_in_one_branch
// CHECK:         memref.alloc
// CHECK:         memref.alloc
// CHECK:         memref.copy
func.func @view_in_one_branch(%c: i1, %n: index, %out: memref<?xf32>) {
  %r = scf.if %c -> (memref<?xf32>) {
    %a = memref.alloc() : memref<f32>
    %e = memref.expand_shape %a [] output_shape [1] : memref<f32> into memref<1xf32>
    %v = memref.cast %e : memref<1xf32> to memref<?xf32>
    scf.yield %v : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  return
}
