// RUN: actgrad-opt %s --split-input-file --actgrad-hoist-accumulators | FileCheck %s

// The outer loop's accumulators are found along its iter_arg's chain through
// the inner loop (once that loop's own accumulator has left it) and through
// the write at offset 16: both pairs leave the outer loop.
// CHECK-LABEL: func.func @behind_inner_loop
//  CHECK-SAME:   (%[[T:.+]]: tensor<32xf32>,
//   CHECK-DAG:   %[[R16:.+]] = vector.transfer_read %[[T]][%c16]
//   CHECK-DAG:   %[[R0:.+]] = vector.transfer_read %[[T]][%c0]
//       CHECK:   %[[L:.+]]:2 = scf.for {{.+}} iter_args(%{{.+}} = %[[R16]], %{{.+}} = %[[R0]]) -> (vector<16xf32>, vector<16xf32>)
//   CHECK-NOT:     vector.transfer_write
//       CHECK:     scf.yield
//       CHECK:   %[[W0:.+]] = vector.transfer_write %[[L]]#1, %[[T]][%c0]
//       CHECK:   vector.transfer_write %[[L]]#0, %[[W0]][%c16]
func.func @behind_inner_loop(%t: tensor<32xf32>, %v: vector<16xf32>, %n: index) -> tensor<32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<32xf32>) {
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (tensor<32xf32>) {
      %x = vector.transfer_read %b[%c16], %pad {in_bounds = [true]} : tensor<32xf32>, vector<16xf32>
      %y = arith.addf %x, %v : vector<16xf32>
      %w = vector.transfer_write %y, %b[%c16] {in_bounds = [true]} : vector<16xf32>, tensor<32xf32>
      scf.yield %w : tensor<32xf32>
    }
    %x = vector.transfer_read %inner[%c0], %pad {in_bounds = [true]} : tensor<32xf32>, vector<16xf32>
    %y = arith.mulf %x, %v : vector<16xf32>
    %w = vector.transfer_write %y, %inner[%c0] {in_bounds = [true]} : vector<16xf32>, tensor<32xf32>
    scf.yield %w : tensor<32xf32>
  }
  return %r : tensor<32xf32>
}

// -----

// The accumulator's offset depends on the induction variable: it stays.
// CHECK-LABEL: func.func @variant_offset
//       CHECK:   scf.for
//       CHECK:     vector.transfer_read %{{.+}}[%{{.+}}]
//       CHECK:     vector.transfer_write
//       CHECK:     scf.yield %{{.+}} : tensor<32xf32>
func.func @variant_offset(%t: tensor<32xf32>, %v: vector<16xf32>) -> tensor<32xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c32 step %c16 iter_args(%a = %t) -> (tensor<32xf32>) {
    %x = vector.transfer_read %a[%i], %pad {in_bounds = [true]} : tensor<32xf32>, vector<16xf32>
    %y = arith.addf %x, %v : vector<16xf32>
    %w = vector.transfer_write %y, %a[%i] {in_bounds = [true]} : vector<16xf32>, tensor<32xf32>
    scf.yield %w : tensor<32xf32>
  }
  return %r : tensor<32xf32>
}
