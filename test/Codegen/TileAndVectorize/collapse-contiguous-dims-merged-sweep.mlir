// RUN: actgrad-opt %s --split-input-file --actgrad-collapse-contiguous-dims | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-collapse-contiguous-dims=keep-outer-rows=false | FileCheck %s --check-prefix=SWEEP

// 16-bit PReLU backward on NCX with dynamic N, H and W (the input of the
// pass in --actgrad-to-llvm): the merged sweep writes diff_src along H and
// W and sums diff_slope over them in f32, which another generic rounds to
// f16. diff_slope is indexed by the channel only and keeps its type, so H
// and W fold into one row, as they do for f32, whose diff_slope goes to
// the caller's buffer directly.
// CHECK-LABEL: func.func @prelu_f16_merged
//       CHECK:   tensor.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3]] : tensor<?x64x?x?xf16> into tensor<?x64x?xf16>
//       CHECK:   %[[M:.*]]:2 = linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel", "reduction"]
//       CHECK:   } -> (tensor<?x64x?xf16>, tensor<64xf32>)
//       CHECK:   %[[X:.*]] = tensor.expand_shape %[[M]]#0 {{\[}}[0], [1], [2, 3]]
//       CHECK:   %[[T:.*]] = linalg.generic {{.*}} ins(%[[M]]#1 : tensor<64xf32>)
//       CHECK:   bufferization.materialize_in_destination %[[X]]
//       CHECK:   bufferization.materialize_in_destination %[[T]]
func.func @prelu_f16_merged(%arg0: memref<?x?x?x?xf16>, %arg1: memref<64xf16>, %arg2: memref<?x?x?x?xf16>, %arg3: memref<?x?x?x?xf16>, %arg4: memref<64xf16>) {
  %cst = arith.constant 0.000000e+00 : f16
  %cst_0 = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = bufferization.to_tensor %arg0 restrict : memref<?x?x?x?xf16> to tensor<?x?x?x?xf16>
  %1 = bufferization.to_tensor %arg1 restrict : memref<64xf16> to tensor<64xf16>
  %2 = bufferization.to_tensor %arg2 restrict : memref<?x?x?x?xf16> to tensor<?x?x?x?xf16>
  %d0 = memref.dim %arg0, %c0 : memref<?x?x?x?xf16>
  %d2 = memref.dim %arg0, %c2 : memref<?x?x?x?xf16>
  %d3 = memref.dim %arg0, %c3 : memref<?x?x?x?xf16>
  %cast = tensor.cast %0 : tensor<?x?x?x?xf16> to tensor<?x64x?x?xf16>
  %cast_1 = tensor.cast %2 : tensor<?x?x?x?xf16> to tensor<?x64x?x?xf16>
  %3 = tensor.empty(%d0, %d2, %d3) : tensor<?x64x?x?xf16>
  %4 = tensor.empty() : tensor<64xf32>
  %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<64xf32>) -> tensor<64xf32>
  %6:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%cast, %1, %cast_1 : tensor<?x64x?x?xf16>, tensor<64xf16>, tensor<?x64x?x?xf16>) outs(%3, %5 : tensor<?x64x?x?xf16>, tensor<64xf32>) {
  ^bb0(%in: f16, %in_2: f16, %in_3: f16, %out: f16, %out_4: f32):
    %9 = arith.cmpf ogt, %in, %cst : f16
    %10 = arith.cmpf uno, %in, %in : f16
    %11 = arith.mulf %in_2, %in_3 : f16
    %12 = arith.select %9, %in_3, %11 : f16
    %13 = arith.select %10, %in, %12 : f16
    %14 = arith.extf %in : f16 to f32
    %15 = arith.extf %in_3 : f16 to f32
    %16 = arith.mulf %14, %15 : f32
    %17 = arith.select %9, %cst_0, %16 : f32
    %18 = arith.addf %out_4, %17 fastmath<reassoc> : f32
    linalg.yield %13, %18 : f16, f32
  } -> (tensor<?x64x?x?xf16>, tensor<64xf32>)
  %7 = tensor.empty() : tensor<64xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6#1 : tensor<64xf32>) outs(%7 : tensor<64xf16>) {
  ^bb0(%in: f32, %out: f16):
    %9 = arith.truncf %in : f32 to f16
    linalg.yield %9 : f16
  } -> tensor<64xf16>
  bufferization.materialize_in_destination %6#0 in restrict writable %arg3 : (tensor<?x64x?x?xf16>, memref<?x?x?x?xf16>) -> ()
  bufferization.materialize_in_destination %8 in restrict writable %arg4 : (tensor<64xf16>, memref<64xf16>) -> ()
  return
}

// -----

// A result indexed by the folded dimensions that feeds another generic would
// need its expansion bufferized into several dynamic dimensions: nothing
// is folded.
// CHECK-LABEL: func.func @merged_result_feeds_generic
//   CHECK-NOT:   tensor.collapse_shape
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["parallel", "reduction", "reduction"]
func.func @merged_result_feeds_generic(%a: tensor<8x?x?xf32>, %e: tensor<8x?x?xf32>, %out: memref<8x?x?xf32>, %dw: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<8xf32>
  %s = linalg.fill ins(%zero : f32) outs(%s0 : tensor<8xf32>) -> tensor<8xf32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%a : tensor<8x?x?xf32>) outs(%e, %s : tensor<8x?x?xf32>, tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32, %acc: f32):
    %m = arith.mulf %x, %x : f32
    %t = arith.addf %acc, %x : f32
    linalg.yield %m, %t : f32, f32
  } -> (tensor<8x?x?xf32>, tensor<8xf32>)
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%0#0 : tensor<8x?x?xf32>) outs(%e : tensor<8x?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<8x?x?xf32>
  bufferization.materialize_in_destination %1 in restrict writable %out : (tensor<8x?x?xf32>, memref<8x?x?xf32>) -> ()
  bufferization.materialize_in_destination %0#1 in restrict writable %dw : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}

// -----

// bf16 PReLU backward on NXC with dynamic N, H and W: the merged sweep
// reduces along every row. The batch stays apart from H and W, which fold,
// so that actgrad-split-reduction can make it parallel for the threads;
// without threads (keep-outer-rows=false) all rows fold into one loop.
// CHECK-LABEL: func.func @prelu_nxc_bf16_merged
//       CHECK:   tensor.collapse_shape %{{.*}} {{\[}}[0], [1, 2], [3]] : tensor<?x?x?x64xbf16> into tensor<?x?x64xbf16>
//       CHECK:   %[[M:.*]]:2 = linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "reduction", "parallel"]
//       CHECK:   } -> (tensor<?x?x64xbf16>, tensor<64xf32>)
//       CHECK:   tensor.expand_shape %[[M]]#0 {{\[}}[0], [1, 2], [3]]
// SWEEP-LABEL: func.func @prelu_nxc_bf16_merged
//       SWEEP:   tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3]] : tensor<?x?x?x64xbf16> into tensor<?x64xbf16>
//       SWEEP:   linalg.generic
//  SWEEP-SAME:     iterator_types = ["reduction", "parallel"]
func.func @prelu_nxc_bf16_merged(%arg0: memref<?x?x?x?xbf16>, %arg1: memref<64xbf16>, %arg2: memref<?x?x?x?xbf16>, %arg3: memref<?x?x?x?xbf16>, %arg4: memref<64xbf16>) {
  %cst = arith.constant 0.000000e+00 : f32
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = bufferization.to_tensor %arg0 restrict : memref<?x?x?x?xbf16> to tensor<?x?x?x?xbf16>
  %1 = bufferization.to_tensor %arg1 restrict : memref<64xbf16> to tensor<64xbf16>
  %2 = bufferization.to_tensor %arg2 restrict : memref<?x?x?x?xbf16> to tensor<?x?x?x?xbf16>
  %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xbf16>
  %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?xbf16>
  %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?xbf16>
  %cast = tensor.cast %0 : tensor<?x?x?x?xbf16> to tensor<?x?x?x64xbf16>
  %cast_2 = tensor.cast %2 : tensor<?x?x?x?xbf16> to tensor<?x?x?x64xbf16>
  %3 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?x64xbf16>
  %4 = tensor.empty() : tensor<64xf32>
  %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<64xf32>) -> tensor<64xf32>
  %6:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%cast, %1, %cast_2 : tensor<?x?x?x64xbf16>, tensor<64xbf16>, tensor<?x?x?x64xbf16>) outs(%3, %5 : tensor<?x?x?x64xbf16>, tensor<64xf32>) {
  ^bb0(%in: bf16, %in_3: bf16, %in_4: bf16, %out: bf16, %out_5: f32):
    %9 = arith.extf %in : bf16 to f32
    %10 = arith.extf %in_3 : bf16 to f32
    %11 = arith.extf %in_4 : bf16 to f32
    %12 = arith.cmpf ogt, %9, %cst : f32
    %13 = arith.mulf %10, %11 : f32
    %14 = arith.select %12, %11, %13 : f32
    %15 = arith.cmpf uno, %9, %9 : f32
    %16 = arith.select %15, %9, %14 : f32
    %17 = arith.truncf %16 : f32 to bf16
    %22 = arith.select %12, %cst, %13 : f32
    %23 = arith.addf %out_5, %22 fastmath<reassoc> : f32
    linalg.yield %17, %23 : bf16, f32
  } -> (tensor<?x?x?x64xbf16>, tensor<64xf32>)
  %7 = tensor.empty() : tensor<64xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6#1 : tensor<64xf32>) outs(%7 : tensor<64xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %9 = arith.truncf %in : f32 to bf16
    linalg.yield %9 : bf16
  } -> tensor<64xbf16>
  bufferization.materialize_in_destination %6#0 in restrict writable %arg3 : (tensor<?x?x?x64xbf16>, memref<?x?x?x?xbf16>) -> ()
  bufferization.materialize_in_destination %8 in restrict writable %arg4 : (tensor<64xbf16>, memref<64xbf16>) -> ()
  return
}

// -----

// A dynamic sweep whose batch a maximumf accumulates over cannot have the
// batch made parallel (partial sums are addf sums): all its rows fold into
// one loop.
// CHECK-LABEL: func.func @dynamic_max_over_rows
//       CHECK:   tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3]] : tensor<?x?x?x64xf32> into tensor<?x64xf32>
//       CHECK:   linalg.generic
//  CHECK-SAME:     iterator_types = ["reduction", "parallel"]
func.func @dynamic_max_over_rows(%arg0: memref<?x?x?x64xf32>, %arg1: memref<?x?x?x64xf32>, %arg2: memref<64xf32>) {
  %cst = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = bufferization.to_tensor %arg0 restrict : memref<?x?x?x64xf32> to tensor<?x?x?x64xf32>
  %d0 = memref.dim %arg0, %c0 : memref<?x?x?x64xf32>
  %d1 = memref.dim %arg0, %c1 : memref<?x?x?x64xf32>
  %d2 = memref.dim %arg0, %c2 : memref<?x?x?x64xf32>
  %1 = tensor.empty(%d0, %d1, %d2) : tensor<?x?x?x64xf32>
  %2 = tensor.empty() : tensor<64xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<64xf32>) -> tensor<64xf32>
  %4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%0 : tensor<?x?x?x64xf32>) outs(%1, %3 : tensor<?x?x?x64xf32>, tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32, %acc: f32):
    %neg = arith.negf %x : f32
    %max = arith.maximumf %acc, %x : f32
    linalg.yield %neg, %max : f32, f32
  } -> (tensor<?x?x?x64xf32>, tensor<64xf32>)
  bufferization.materialize_in_destination %4#0 in restrict writable %arg1 : (tensor<?x?x?x64xf32>, memref<?x?x?x64xf32>) -> ()
  bufferization.materialize_in_destination %4#1 in restrict writable %arg2 : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}
