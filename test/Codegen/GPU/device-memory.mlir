// RUN: actgrad-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(func.func(actgrad-gpu-device-memory))' \
// RUN:   | FileCheck %s

// Host allocations, frees and copies go to the device.
// CHECK-LABEL: func.func @buffers
// CHECK-SAME:    (%[[A:.+]]: memref<?xf32>, %[[N:.+]]: index)
// CHECK:         %[[T:.+]] = gpu.alloc  (%[[N]]) : memref<?xf32>
// CHECK:         gpu.memcpy  %[[A]], %[[T]] : memref<?xf32>, memref<?xf32>
// CHECK:         gpu.dealloc  %[[T]] : memref<?xf32>
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
// CHECK-NOT:     memref.dealloc
func.func @buffers(%a: memref<?xf32>, %n: index) {
  %t = memref.alloc(%n) : memref<?xf32>
  memref.copy %t, %a : memref<?xf32> to memref<?xf32>
  memref.dealloc %t : memref<?xf32>
  return
}

// -----

// Kernels read elements; the host code around them does not.
// CHECK-LABEL: func.func @kernel_loads
// CHECK:         gpu.launch
// CHECK:           memref.load
func.func @kernel_loads(%a: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = %c1)
      threads(%t0, %t1, %t2) in (%s0 = %c1, %s1 = %c1, %s2 = %c1) {
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.store %v, %a[%t0] : memref<4xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @host_load(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'memref.load' op is left in host code by actgrad-to-nvvm: no GPU kernel computes it, and the host cannot read device buffers}}
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @unmapped_linalg(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op is left in host code by actgrad-to-nvvm}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}
