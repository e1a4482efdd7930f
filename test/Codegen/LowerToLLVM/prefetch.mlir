// RUN: actgrad-opt %s --split-input-file --actgrad-prefetch="min-bytes=4096 distance=512" | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-prefetch="min-bytes=4096 distance=0" | FileCheck %s --check-prefix=OFF
// RUN: not actgrad-opt %s --split-input-file --actgrad-prefetch="distance=-1" 2>&1 | FileCheck %s --check-prefix=BAD

// Vector reads in a loop over a large buffer prefetch 512 elements ahead.
// CHECK-LABEL: func.func @large
//       CHECK:   scf.for %[[I:[a-z0-9_]+]] =
//       CHECK:     %[[AHEAD:.+]] = arith.addi %[[I]], %{{.+}} : index
//       CHECK:     memref.prefetch %{{.+}}[%[[AHEAD]]], read, locality<3>, data
//       CHECK:     vector.transfer_read
// OFF-LABEL: func.func @large
//   OFF-NOT:   memref.prefetch
// BAD: error: actgrad-prefetch: min-bytes and distance must not be negative
func.func @large(%in: memref<4096xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c4096 = arith.constant 4096 : index
  %pad = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %r = scf.for %i = %c0 to %c4096 step %c16 iter_args(%acc = %zero) -> (vector<16xf32>) {
    %v = vector.transfer_read %in[%i], %pad {in_bounds = [true]} : memref<4096xf32>, vector<16xf32>
    %s = arith.addf %acc, %v : vector<16xf32>
    scf.yield %s : vector<16xf32>
  }
  return %r : vector<16xf32>
}

// -----

// Small buffers are left to the hardware prefetcher.
// CHECK-LABEL: func.func @small
//   CHECK-NOT:   memref.prefetch
func.func @small(%in: memref<64xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %pad = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%acc = %zero) -> (vector<16xf32>) {
    %v = vector.transfer_read %in[%i], %pad {in_bounds = [true]} : memref<64xf32>, vector<16xf32>
    %s = arith.addf %acc, %v : vector<16xf32>
    scf.yield %s : vector<16xf32>
  }
  return %r : vector<16xf32>
}
