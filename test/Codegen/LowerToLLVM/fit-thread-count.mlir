// RUN: actgrad-opt %s --split-input-file --verify-diagnostics --actgrad-fit-thread-count | FileCheck %s

// A thread loop forks ceil(tiles / ceil(tiles / max threads)) threads: its
// trip count, read at run time, bounds the team.
// CHECK-LABEL: func.func @dynamic_trip_count
//  CHECK-SAME:     (%[[N:.+]]: index, %[[TILE:.+]]: index, %[[M:.+]]: memref<?xf32>)
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   %[[EXTENT:.+]] = arith.maxsi %[[N]], %{{.+}} : index
//       CHECK:   %[[ITERS:.+]] = arith.ceildivsi %[[EXTENT]], %[[TILE]] : index
//       CHECK:   %[[TILES:.+]] = arith.maxsi %[[ITERS]], %{{.+}} : index
//       CHECK:   %[[MAX:.+]] = call @omp_get_max_threads() : () -> i32
//       CHECK:   %[[MAXI:.+]] = arith.index_cast %[[MAX]] : i32 to index
//       CHECK:   %[[MAX1:.+]] = arith.maxsi %[[MAXI]], %{{.+}} : index
//       CHECK:   %[[PER:.+]] = arith.ceildivsi %[[TILES]], %[[MAX1]] : index
//       CHECK:   %[[THREADS:.+]] = arith.ceildivsi %[[TILES]], %[[PER]] : index
//       CHECK:   %[[THREADS32:.+]] = arith.index_cast %[[THREADS]] : index to i32
//       CHECK:   omp.parallel num_threads(%[[THREADS32]] : i32) {
//       CHECK:     omp.loop_nest (%{{.+}}) : index = (%[[C0]]) to (%[[N]]) step (%[[TILE]])
// CHECK-LABEL: func.func private @omp_get_max_threads() -> i32
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

// Static bounds: the tile count is a constant (3 x 4 = 12 tiles); the
// threads the caller allows are still read at run time. One declaration
// serves every loop.
// CHECK-LABEL: func.func @static_two_dimensions
//       CHECK:   %[[C12:.+]] = arith.constant 12 : index
//       CHECK:   call @omp_get_max_threads()
//       CHECK:   %[[PER:.+]] = arith.ceildivsi %[[C12]], %{{.+}} : index
//       CHECK:   arith.ceildivsi %[[C12]], %[[PER]] : index
//       CHECK:   omp.parallel num_threads
//       CHECK:   omp.parallel num_threads
//   CHECK-NOT:   omp_get_max_threads
//       CHECK:   func.func private @omp_get_max_threads() -> i32
//   CHECK-NOT:   omp_get_max_threads
func.func @static_two_dimensions(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %cst = arith.constant 1.0 : f32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i, %j) : index = (%c0, %c0) to (%c3, %c7) step (%c1, %c2) {
        memref.store %cst, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c4) step (%c1) {
        memref.store %cst, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A num_threads clause the program chose stays. Other ops beside the
// worksharing loop (a thread's scratch) run once in each forked thread, so
// the second region is fitted too.
// CHECK-LABEL: func.func @chosen_clause_and_setup
//  CHECK-SAME:     %[[CHOSEN:[^:]+]]: i32
//       CHECK:   omp.parallel num_threads(%[[CHOSEN]] : i32) {
//       CHECK:   call @omp_get_max_threads()
//       CHECK:   omp.parallel num_threads(%{{.+}} : i32) {
//  CHECK-NEXT:     memref.store
func.func @chosen_clause_and_setup(%n: index, %threads: i32, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  omp.parallel num_threads(%threads : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %cst, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  omp.parallel {
    memref.store %cst, %m[%c0] : memref<?xf32>
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

// A loop whose bounds are computed inside the region cannot be counted
// before it.
// CHECK-LABEL: func.func @bounds_inside
//       CHECK:   omp.parallel {
//   CHECK-NOT:   omp_get_max_threads
func.func @bounds_inside(%m: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  omp.parallel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
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

// The name is taken by something that is not libomp's function.
// expected-error @below {{actgrad-fit-thread-count: the symbol 'omp_get_max_threads' is not libomp's `i32 ()` function}}
func.func private @omp_get_max_threads() -> i64

func.func @taken(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  omp.parallel {
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
