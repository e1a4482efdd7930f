// RUN: actgrad-opt %s --split-input-file --actgrad-fold-materialized-destinations | FileCheck %s

// The loop writes into %out already (empty tensor elimination made it so):
// the materialization goes, and the loop's result is returned.
// CHECK-LABEL: func.func @computed_in_destination
//  CHECK-SAME:   %{{[a-z0-9]+}}: tensor<64xf32>, %[[OUT:[a-z0-9]+]]: tensor<64xf32>
//       CHECK:   %[[LOOP:.+]] = scf.for {{.+}} iter_args(%{{.+}} = %[[OUT]])
//   CHECK-NOT:   materialize_in_destination
//       CHECK:   return %[[LOOP]]
func.func @computed_in_destination(%in: tensor<64xf32>, %out: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%acc = %out) -> tensor<64xf32> {
    %s = tensor.extract_slice %in[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %d = tensor.extract_slice %acc[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %c = linalg.copy ins(%s : tensor<16xf32>) outs(%d : tensor<16xf32>) -> tensor<16xf32>
    %n = tensor.insert_slice %c into %acc[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    scf.yield %n : tensor<64xf32>
  }
  %w = bufferization.materialize_in_destination %r in %out : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return %w : tensor<64xf32>
}

// -----

// A result computed elsewhere (here in a new tensor) keeps its
// materialization: bufferization copies it into the destination.
// CHECK-LABEL: func.func @computed_elsewhere
//       CHECK:   bufferization.materialize_in_destination
func.func @computed_elsewhere(%in: tensor<64xf32>, %out: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %c = linalg.copy ins(%in : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %w = bufferization.materialize_in_destination %c in %out : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return %w : tensor<64xf32>
}
