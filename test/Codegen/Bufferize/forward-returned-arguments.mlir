// RUN: actgrad-opt %s --actgrad-forward-returned-arguments | FileCheck %s

// An entry point returns its destination itself.
// CHECK-LABEL: func.func @entry
//  CHECK-SAME:   %{{[a-z0-9]+}}: memref<64xf32>, %[[OUT:[a-z0-9]+]]: memref<64xf32>
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[OUT]]
func.func @entry(%in: memref<64xf32>, %out: memref<64xf32>) -> memref<64xf32> {
  memref.copy %in, %out : memref<64xf32> to memref<64xf32>
  %c = bufferization.clone %out : memref<64xf32> to memref<64xf32>
  return %c : memref<64xf32>
}

// A function called in the module keeps its clone: the caller's
// deallocation frees what it returns.
// CHECK-LABEL: func.func @called
//       CHECK:   %[[C:.+]] = bufferization.clone
//       CHECK:   return %[[C]]
func.func @called(%in: memref<64xf32>, %out: memref<64xf32>) -> memref<64xf32> {
  memref.copy %in, %out : memref<64xf32> to memref<64xf32>
  %c = bufferization.clone %out : memref<64xf32> to memref<64xf32>
  return %c : memref<64xf32>
}

// A clone of a new buffer is left alone.
// CHECK-LABEL: func.func @not_an_argument
//       CHECK:   bufferization.clone
func.func @not_an_argument(%in: memref<64xf32>) -> memref<64xf32> {
  %a = memref.alloca() : memref<64xf32>
  memref.copy %in, %a : memref<64xf32> to memref<64xf32>
  %c = bufferization.clone %a : memref<64xf32> to memref<64xf32>
  return %c : memref<64xf32>
}

func.func @caller(%in: memref<64xf32>, %out: memref<64xf32>) -> memref<64xf32> {
  %r = call @called(%in, %out) : (memref<64xf32>, memref<64xf32>) -> memref<64xf32>
  return %r : memref<64xf32>
}
