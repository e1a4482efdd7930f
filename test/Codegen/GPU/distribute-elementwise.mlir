// RUN: actgrad-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(actgrad-gpu-distribute-elementwise))' \
// RUN:   | FileCheck %s
// RUN: actgrad-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(actgrad-gpu-distribute-elementwise{vector-bytes=0}))' \
// RUN:   | FileCheck %s --check-prefix=SCALAR

#id = affine_map<(d0) -> (d0)>

// A static size that 4 divides: one kernel, 16-byte vector accesses, a
// thread per 4 elements (1024 / 4 = 256 items, one block).
// CHECK-LABEL: func.func @static_f32
// CHECK-SAME:    (%[[G:.+]]: memref<1024xf32>, %[[X:.+]]: memref<1024xf32>, %[[O:.+]]: memref<1024xf32>)
// CHECK-NOT:     linalg.generic
// CHECK:         gpu.launch blocks(%[[B:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}) threads(%[[T:.+]], %{{.+}}, %{{.+}}) in (%{{.+}} = %[[C256:.+]],
// CHECK:           %[[FIRST:.+]] = arith.muli %[[B]], %{{.+}} : index
// CHECK:           %[[ITEM:.+]] = arith.addi %[[FIRST]], %[[T]] : index
// CHECK:           %[[I:.+]] = arith.muli %[[ITEM]], %{{.+}} : index
// CHECK-DAG:       %[[GV:.+]] = vector.load %[[G]][%[[I]]] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
// CHECK-DAG:       %[[XV:.+]] = vector.load %[[X]][%[[I]]] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
// CHECK:           %[[R:.+]] = arith.select %{{.+}}, %[[GV]], %{{.+}} : vector<4xi1>, vector<4xf32>
// CHECK:           vector.store %[[R]], %[[O]][%[[I]]] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
// CHECK:           gpu.terminator
// SCALAR-LABEL: func.func @static_f32
// SCALAR-NOT:     vector.
// SCALAR:         memref.load
// SCALAR:         memref.store
func.func @static_f32(%g: memref<1024xf32>, %x: memref<1024xf32>, %out: memref<1024xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : memref<1024xf32>, memref<1024xf32>) outs(%out : memref<1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %c = arith.cmpf ogt, %b, %zero : f32
    %r = arith.select %c, %a, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>

// A dynamic size: the vector kernel (8 lanes of f16) where 8 divides it at
// run time, else the scalar one. Neither launches for an empty tensor.
// CHECK-LABEL: func.func @dynamic_f16
// CHECK:         %[[N:.+]] = memref.dim
// CHECK:         %[[REM:.+]] = arith.remui %[[N]], %[[C8:.+]] : index
// CHECK:         %[[DIVIDES:.+]] = arith.cmpi eq, %[[REM]], %{{.+}} : index
// CHECK:         scf.if %[[DIVIDES]] {
// CHECK:           %[[ITEMS:.+]] = arith.divui %{{.+}}, %{{.+}} : index
// CHECK:           %[[ANY:.+]] = arith.cmpi ugt, %[[ITEMS]], %{{.+}} : index
// CHECK:           scf.if %[[ANY]] {
// CHECK:             gpu.launch
// CHECK:               vector.load %{{.+}} {alignment = 16 : i64} : memref<?xf16>, vector<8xf16>
// CHECK:               arith.extf %{{.+}} : vector<8xf16> to vector<8xf32>
// CHECK:               vector.store %{{.+}} {alignment = 16 : i64} : memref<?xf16>, vector<8xf16>
// CHECK:         } else {
// CHECK:             gpu.launch
// CHECK:               memref.load %{{.+}} : memref<?xf16>
// CHECK:               memref.store %{{.+}} : memref<?xf16>
func.func @dynamic_f16(%x: memref<?xf16>, %out: memref<?xf16>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<?xf16>) outs(%out : memref<?xf16>) {
  ^bb0(%a: f16, %o: f16):
    %w = arith.extf %a : f16 to f32
    %s = arith.mulf %w, %w : f32
    %t = arith.truncf %s : f32 to f16
    linalg.yield %t : f16
  }
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#channel = affine_map<(d0, d1) -> (d0)>
#scalar = affine_map<(d0, d1) -> (0)>

// Operands that do not vary along the innermost dimension (PReLU's slope
// per row, or per tensor) are one scalar load broadcast to every lane.
// CHECK-LABEL: func.func @broadcast_operands
// CHECK:         gpu.launch
// CHECK:           %[[J:.+]] = arith.remui %[[LINEAR:.+]], %{{.+}} : index
// CHECK:           %[[I:.+]] = arith.divui %[[LINEAR]], %{{.+}} : index
// CHECK:           vector.load %{{.+}}[%[[I]], %[[J]]] {alignment = 16 : i64} : memref<8x16xf32>, vector<4xf32>
// CHECK:           %[[W:.+]] = memref.load %{{.+}}[%[[I]]] : memref<8xf32>
// CHECK:           vector.broadcast %[[W]] : f32 to vector<4xf32>
// CHECK:           %[[S:.+]] = memref.load %{{.+}}[%{{.+}}] : memref<1xf32>
// CHECK:           vector.broadcast %[[S]] : f32 to vector<4xf32>
func.func @broadcast_operands(%x: memref<8x16xf32>, %w: memref<8xf32>, %s: memref<1xf32>, %out: memref<8x16xf32>) {
  linalg.generic {indexing_maps = [#id, #channel, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w, %s : memref<8x16xf32>, memref<8xf32>, memref<1xf32>) outs(%out : memref<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %q = arith.mulf %p, %c : f32
    linalg.yield %q : f32
  }
  return
}

// -----

#transposed = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>

// An operand read across the innermost dimension, and an innermost size
// that 4 does not divide and that cannot be folded (a per-row operand),
// keep one element per thread.
// CHECK-LABEL: func.func @scalar_kernels
// CHECK-NOT:     vector.
// CHECK:         gpu.launch
// CHECK:           memref.load %{{.+}} : memref<16x8xf32>
// CHECK-NOT:     vector.
// CHECK:         gpu.launch
// CHECK:           memref.load %{{.+}} : memref<8x7xf32>
// CHECK-NOT:     vector.
func.func @scalar_kernels(%a: memref<16x8xf32>, %b: memref<8x16xf32>, %c: memref<8x7xf32>, %w: memref<8xf32>, %d: memref<8x7xf32>) {
  linalg.generic {indexing_maps = [#transposed, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<16x8xf32>) outs(%b : memref<8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %w : memref<8x7xf32>, memref<8xf32>) outs(%d : memref<8x7xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %n = arith.mulf %x, %y : f32
    linalg.yield %n : f32
  }
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Rows of 7 that every operand stores contiguously fold into one loop of
// 56, which 4 divides: vectors again, dynamic sizes included.
// CHECK-LABEL: func.func @folded_rows
// CHECK:         %[[C:.+]] = memref.collapse_shape %{{.+}} {{\[\[}}0, 1]] : memref<8x7xf32> into memref<56xf32>
// CHECK:         gpu.launch
// CHECK:           vector.load %[[C]][%{{.+}}] {alignment = 16 : i64} : memref<56xf32>, vector<4xf32>
// CHECK:         memref.collapse_shape %{{.+}} {{\[\[}}0, 1]] : memref<?x?xf16> into memref<?xf16>
// CHECK:         arith.remui
// CHECK:         gpu.launch
// CHECK:           vector.load %{{.+}} : memref<?xf16>, vector<8xf16>
func.func @folded_rows(%c: memref<8x7xf32>, %d: memref<8x7xf32>, %e: memref<?x?xf16>, %f: memref<?x?xf16>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<8x7xf32>) outs(%d : memref<8x7xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : memref<?x?xf16>) outs(%f : memref<?x?xf16>) {
  ^bb0(%x: f16, %o: f16):
    %n = arith.negf %x : f16
    linalg.yield %n : f16
  }
  return
}

// -----

// Fills become kernels of their own; a rank-0 buffer is one thread.
// CHECK-LABEL: func.func @fills
// CHECK:         gpu.launch
// CHECK:           %[[V:.+]] = vector.broadcast %{{.+}} : f32 to vector<4xf32>
// CHECK:           vector.store %[[V]], %{{.+}} : memref<64xf32>, vector<4xf32>
// CHECK:         gpu.launch
// CHECK:           memref.store %{{.+}}, %{{.+}}[] : memref<f32>
func.func @fills(%a: memref<64xf32>, %b: memref<f32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  linalg.fill ins(%one : f32) outs(%b : memref<f32>)
  return
}
