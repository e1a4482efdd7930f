// RUN: actgrad-opt %s --split-input-file --actgrad-lower-dynamic-expand-shapes | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-lower-dynamic-expand-shapes --expand-strided-metadata | FileCheck %s --check-prefix=LOWERED

// Two dynamic sizes in a group (the packed rows of actgrad-pack-narrow-rows):
// a reinterpret cast of the source's base with output_shape's sizes; the
// stride of the outer one is the inner size times the source's unit stride.
// CHECK-LABEL: func.func @packed
//  CHECK-SAME:   (%[[SRC:.+]]: memref<?x?xf32>, %[[N:.+]]: index, %[[B:.+]]: index, %[[P:.+]]: index)
//       CHECK:   %[[BASE:.+]], %[[OFFSET:.+]], %[[SIZES:.+]]:2, %[[STRIDES:.+]]:2 = memref.extract_strided_metadata %[[SRC]]
//       CHECK:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   %[[ROW:.+]] = arith.muli %[[C1]], %[[P]] : index
//       CHECK:   %[[CAST:.+]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[N]], %[[B]], %[[P]]], strides: [%[[STRIDES]]#0, %[[ROW]], 1]
//       CHECK:   %[[IDENTITY:.+]] = memref.cast %[[CAST]] : memref<?x?x?xf32, strided<[?, ?, 1]>> to memref<?x?x?xf32>
//       CHECK:   return %[[IDENTITY]]
// LOWERED-LABEL: func.func @packed
//   LOWERED-NOT:   memref.expand_shape
func.func @packed(%src: memref<?x?xf32>, %n: index, %b: index, %p: index) -> memref<?x?x?xf32> {
  %e = memref.expand_shape %src [[0], [1, 2]] output_shape [%n, %b, %p] : memref<?x?xf32> into memref<?x?x?xf32>
  return %e : memref<?x?x?xf32>
}

// -----

// A strided source: the group's inner dimension keeps its stride (2) and
// the outer one is 2 times the inner size.
// CHECK-LABEL: func.func @strided
//       CHECK:   %[[BASE:.+]], %[[OFFSET:.+]], %{{.+}}:2, %{{.+}}:2 = memref.extract_strided_metadata
//       CHECK:   %[[C2:.+]] = arith.constant 2 : index
//       CHECK:   %[[OUTER:.+]] = arith.muli %[[C2]], %{{.+}} : index
//       CHECK:   memref.reinterpret_cast %[[BASE]] to offset: [%[[OFFSET]]], sizes: [%{{.+}}, %{{.+}}, %{{.+}}], strides: [%{{.+}}, %[[OUTER]], 2]
func.func @strided(%src: memref<?x?xf32, strided<[?, 2], offset: ?>>, %n: index, %b: index, %p: index) -> memref<?x?x?xf32, strided<[?, ?, 2], offset: ?>> {
  %e = memref.expand_shape %src [[0], [1, 2]] output_shape [%n, %b, %p] : memref<?x?xf32, strided<[?, 2], offset: ?>> into memref<?x?x?xf32, strided<[?, ?, 2], offset: ?>>
  return %e : memref<?x?x?xf32, strided<[?, ?, 2], offset: ?>>
}

// -----

// One dynamic size per group: left to expand-strided-metadata.
// CHECK-LABEL: func.func @one_dynamic
//       CHECK:   memref.expand_shape
//   CHECK-NOT:   memref.reinterpret_cast
func.func @one_dynamic(%src: memref<?x?xf32>, %n: index, %b: index) -> memref<?x?x8xf32> {
  %e = memref.expand_shape %src [[0], [1, 2]] output_shape [%n, %b, 8] : memref<?x?xf32> into memref<?x?x8xf32>
  return %e : memref<?x?x8xf32>
}
