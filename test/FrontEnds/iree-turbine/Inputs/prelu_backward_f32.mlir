"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>), sym_name = "prelu_backward_f32"}> ({
  ^bb0(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3x4x5xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 3, 1, 1>}> : (tensor<3xf32>) -> tensor<1x3x1x1xf32>
    %3 = "tensor.empty"() : () -> tensor<2x3x4x5xi1>
    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: i1):
      %19 = "arith.cmpf"(%arg21, %0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%19) : (i1) -> ()
    }) : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xi1>) -> tensor<2x3x4x5xi1>
    %5 = "tensor.empty"() : () -> tensor<2x3x4x5xf32>
    %6 = "linalg.generic"(%2, %arg2, %5) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %18 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<1x3x1x1xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
    %7 = "linalg.generic"(%4, %arg2, %6, %5) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg14: i1, %arg15: f32, %arg16: f32, %arg17: f32):
      %17 = "arith.select"(%arg14, %arg15, %arg16) : (i1, f32, f32) -> f32
      "linalg.yield"(%17) : (f32) -> ()
    }) : (tensor<2x3x4x5xi1>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
    %8 = "linalg.generic"(%arg0, %arg2, %5) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
      %16 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
    %9 = "linalg.generic"(%4, %1, %8, %5) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg7: i1, %arg8: f32, %arg9: f32, %arg10: f32):
      %15 = "arith.select"(%arg7, %arg8, %arg9) : (i1, f32, f32) -> f32
      "linalg.yield"(%15) : (f32) -> ()
    }) : (tensor<2x3x4x5xi1>, tensor<f32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
    %10 = "tensor.empty"() : () -> tensor<1x3x1x1xf32>
    %11 = "linalg.fill"(%0, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      "linalg.yield"(%arg5) : (f32) -> ()
    }) : (f32, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
    %12 = "linalg.generic"(%9, %11) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %14 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%14) : (f32) -> ()
    }) : (tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
    %13 = "tensor.collapse_shape"(%12) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<1x3x1x1xf32>) -> tensor<3xf32>
    "func.return"(%7, %13) : (tensor<2x3x4x5xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()