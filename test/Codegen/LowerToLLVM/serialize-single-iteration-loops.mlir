// RUN: actgrad-opt %s --split-input-file --actgrad-serialize-single-iteration-loops | FileCheck %s

// A thread loop whose trip count is only known at run time forks only when
// it has two iterations or more; else its body runs in a sequential loop.
// CHECK-LABEL: func.func @dynamic_trip_count
//  CHECK-SAME:     (%[[N:.+]]: index, %[[TILE:.+]]: index, %[[M:.+]]: memref<?xf32>)
//       CHECK:   %[[C0:.+]] = arith.constant 0 : index
//       CHECK:   %[[CST:.+]] = arith.constant 1.0
//       CHECK:   %[[NONEMPTY:.+]] = arith.cmpi slt, %[[C0]], %[[N]] : index
//       CHECK:   %[[NEXT:.+]] = arith.addi %[[C0]], %[[TILE]] : index
//       CHECK:   %[[SECOND:.+]] = arith.cmpi slt, %[[NEXT]], %[[N]] : index
//       CHECK:   %[[SEVERAL:.+]] = arith.andi %[[NONEMPTY]], %[[SECOND]] : i1
//       CHECK:   scf.if %[[SEVERAL]] {
//       CHECK:     omp.parallel {
//       CHECK:       omp.loop_nest
//       CHECK:         memref.store
//       CHECK:   } else {
//       CHECK:     scf.for %[[I:.+]] = %[[C0]] to %[[N]] step %[[TILE]] {
//       CHECK:       memref.store %[[CST]], %[[M]][%[[I]]] : memref<?xf32>
//       CHECK:     }
//       CHECK:   }
//       CHECK:   return
func.func @dynamic_trip_count(%n: index, %tile: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%tile) {
        memref.store %cst, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Two dimensions: none may be empty, one must have a second iteration.
// CHECK-LABEL: func.func @two_dimensions
//       CHECK:   arith.cmpi slt
//       CHECK:   arith.cmpi slt
//       CHECK:   arith.cmpi slt
//       CHECK:   arith.cmpi slt
//   CHECK-DAG:   %[[ALL:.+]] = arith.andi %{{.+}}, %{{.+}} : i1
//   CHECK-DAG:   %[[ANY:.+]] = arith.ori %{{.+}}, %{{.+}} : i1
//       CHECK:   %[[SEVERAL:.+]] = arith.andi %[[ALL]], %[[ANY]] : i1
//       CHECK:   scf.if %[[SEVERAL]] {
//       CHECK:     omp.parallel
//       CHECK:   } else {
//       CHECK:     scf.for
//       CHECK:       scf.for
//       CHECK:         memref.store
func.func @two_dimensions(%n: index, %k: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %cst = arith.constant 1.0 : f32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i, %j) : index = (%c0, %c0) to (%n, %k) step (%c1, %c64) {
        memref.store %cst, %m[%i, %j] : memref<?x?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Constant bounds with several iterations: nothing to decide at run time.
// CHECK-LABEL: func.func @static_several
//   CHECK-NOT:   arith.cmpi
//       CHECK:   omp.parallel {
func.func @static_several(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  %c256 = arith.constant 256 : index
  %cst = arith.constant 1.0 : f32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c1024) step (%c256) {
        memref.store %cst, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A region that already says how many threads it wants is left alone.
// CHECK-LABEL: func.func @num_threads_given
//   CHECK-NOT:   arith.cmpi
//       CHECK:   omp.parallel num_threads(
func.func @num_threads_given(%n: index, %tile: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : i32
  %cst = arith.constant 1.0 : f32
  omp.parallel num_threads(%c2 : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%tile) {
        memref.store %cst, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Bounds computed inside the region cannot be tested before it.
// CHECK-LABEL: func.func @bounds_inside
//   CHECK-NOT:   if(
func.func @bounds_inside(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  omp.parallel {
    %n = memref.dim %m, %c0 : memref<?xf32>
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %cst, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A region that holds more than the loop cannot be copied as a sequential
// loop: it gets OpenMP's `if` clause instead.
// CHECK-LABEL: func.func @more_than_the_loop
//   CHECK-NOT:   scf.if
//       CHECK:   %[[SEVERAL:.+]] = arith.andi
//       CHECK:   omp.parallel if(%[[SEVERAL]])
func.func @more_than_the_loop(%n: index, %tile: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  omp.parallel {
    %cst = arith.constant 1.0 : f32
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%tile) {
        memref.store %cst, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
