// Dynamically shaped PReLU backward is one sweep over src and diff_dst, as
// the static one is: actgrad-fuse-sibling-generics merges diff_src and
// diff_slope (their common input ties the dynamic extents), where the
// slope is per channel; the per-tensor branch of a slope of unknown length
// reads it through a constant map and stays two generics. With threads, the
// NXC sweep's batch is made parallel, with partial sums per image (no chunk
// count is known to divide its rows), and split between them; without, it
// is one tile, all rows in one loop.
// RUN: actgrad-opt %s --actgrad-to-llvm="target-cpu=znver4" \
// RUN:   --mlir-print-ir-after=actgrad-cpu-lowering-config --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm="target-cpu=znver4 threads=false" \
// RUN:   --mlir-print-ir-after=actgrad-cpu-lowering-config --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=SERIAL

// CHECK-LABEL: func.func @nxc_static_channels
//       CHECK:   %[[PARTIAL:.+]]:2 = linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel", "reduction", "reduction", "parallel"]
//  CHECK-SAME:     actgrad.lowering_config = {partial_sums, thread_tile_sizes = array<i64: 1, 0, 0, 0>}
//       CHECK:   } -> (tensor<?x?x?x64xf32>, tensor<?x64xf32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel"]
//  CHECK-SAME:     ins(%[[PARTIAL]]#1 : tensor<?x64xf32>)
//   CHECK-NOT:   linalg.generic
//       CHECK:   return
// SERIAL-LABEL: func.func @nxc_static_channels
//       SERIAL:   linalg.generic
//   SERIAL-NOT:     actgrad.lowering_config
//       SERIAL:   } -> (tensor<?x?x?x64xf32>, tensor<64xf32>)
func.func @nxc_static_channels(%x: tensor<?x?x?x64xf32>, %w: tensor<64xf32>, %g: tensor<?x?x?x64xf32>) -> (tensor<?x?x?x64xf32>, tensor<64xf32>) {
  %0:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NXC"} : (tensor<?x?x?x64xf32>, tensor<64xf32>, tensor<?x?x?x64xf32>) -> (tensor<?x?x?x64xf32>, tensor<64xf32>)
  return %0#0, %0#1 : tensor<?x?x?x64xf32>, tensor<64xf32>
}

// CHECK-LABEL: func.func @ncx_dynamic_slope
//       CHECK:   scf.if
// The per-tensor branch: two generics.
//       CHECK:     linalg.generic
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel", "parallel"]
//       CHECK:     linalg.generic
//  CHECK-SAME:       iterator_types = ["reduction", "reduction", "reduction", "reduction"]
//       CHECK:   } else {
// The per-channel branch: one sweep, tiled by channels for the threads.
//       CHECK:     linalg.generic
//  CHECK-SAME:       iterator_types = ["reduction", "parallel", "reduction", "reduction"]
//  CHECK-SAME:       actgrad.lowering_config = {thread_tile_sizes = array<i64: 0, 1, 0, 0>}
//       CHECK:     } -> (tensor<?x?x?x?xf32>, tensor<?xf32>)
//   CHECK-NOT:     linalg.generic
//       CHECK:     scf.yield
func.func @ncx_dynamic_slope(%x: tensor<?x?x?x?xf32>, %w: tensor<?xf32>, %g: tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?xf32>) {
  %0:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?x?x?x?xf32>, tensor<?xf32>
}
