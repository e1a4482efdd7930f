#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x16x16x16xf32>, tensor<1x96x16x16xf32>, tensor<96x16x1x1xf32>) -> (tensor<1x16x16x16xf32>, tensor<96x16x1x1xf32>), sym_name = "pointwise_convolution_backward_f32"}> ({
  ^bb0(%arg0: tensor<1x16x16x16xf32>, %arg1: tensor<1x96x16x16xf32>, %arg2: tensor<96x16x1x1xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "tensor.empty"() : () -> tensor<16x96x1x1xf32>
    %3 = "linalg.fill"(%0, %2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      "linalg.yield"(%arg18) : (f32) -> ()
    }) : (f32, tensor<16x96x1x1xf32>) -> tensor<16x96x1x1xf32>
    %4 = "linalg.generic"(%3) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg17: f32):
      %19 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %20 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %21 = "tensor.extract"(%arg2, %20, %19, %1, %1) : (tensor<96x16x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (tensor<16x96x1x1xf32>) -> tensor<16x96x1x1xf32>
    %5 = "tensor.empty"() : () -> tensor<1x16x16x16xf32>
    %6 = "linalg.fill"(%0, %5) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (f32, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %7 = "linalg.conv_2d_nchw_fchw"(%arg1, %4, %6) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %17 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "arith.addf"(%arg14, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map1, #map2, #map3]} : (tensor<1x96x16x16xf32>, tensor<16x96x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %8 = "tensor.empty"() : () -> tensor<16x1x16x16xf32>
    %9 = "linalg.transpose"(%arg0, %8) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16x1x16x16xf32>) -> tensor<16x1x16x16xf32>
    %10 = "tensor.empty"() : () -> tensor<96x1x16x16xf32>
    %11 = "linalg.transpose"(%arg1, %10) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96x1x16x16xf32>) -> tensor<96x1x16x16xf32>
    %12 = "linalg.conv_2d_nchw_fchw"(%9, %11, %3) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %15 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "arith.addf"(%arg7, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map1, #map2, #map3]} : (tensor<16x1x16x16xf32>, tensor<96x1x16x16xf32>, tensor<16x96x1x1xf32>) -> tensor<16x96x1x1xf32>
    %13 = "tensor.empty"() : () -> tensor<96x16x1x1xf32>
    %14 = "linalg.transpose"(%12, %13) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (tensor<16x96x1x1xf32>, tensor<96x16x1x1xf32>) -> tensor<96x16x1x1xf32>
    "func.return"(%7, %14) : (tensor<1x16x16x16xf32>, tensor<96x16x1x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()
