#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4x5xbf16>, tensor<3xbf16>, tensor<2x3x4x5xbf16>) -> (tensor<2x3x4x5xbf16>, tensor<3xbf16>), sym_name = "prelu_backward_bf16"}> ({
  ^bb0(%arg0: tensor<2x3x4x5xbf16>, %arg1: tensor<3xbf16>, %arg2: tensor<2x3x4x5xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 3, 1, 1>}> : (tensor<3xbf16>) -> tensor<1x3x1x1xbf16>
    %3 = "tensor.empty"() : () -> tensor<2x3x4x5xi1>
    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: bf16, %arg22: i1):
      %19 = "arith.cmpf"(%arg21, %0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
      "linalg.yield"(%19) : (i1) -> ()
    }) : (tensor<2x3x4x5xbf16>, tensor<2x3x4x5xi1>) -> tensor<2x3x4x5xi1>
    %5 = "tensor.empty"() : () -> tensor<2x3x4x5xbf16>
    %6 = "linalg.generic"(%2, %arg2, %5) <{indexing_maps = [#map1, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: bf16, %arg19: bf16, %arg20: bf16):
      %18 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%18) : (bf16) -> ()
    }) : (tensor<1x3x1x1xbf16>, tensor<2x3x4x5xbf16>, tensor<2x3x4x5xbf16>) -> tensor<2x3x4x5xbf16>
    %7 = "linalg.generic"(%4, %arg2, %6, %5) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg14: i1, %arg15: bf16, %arg16: bf16, %arg17: bf16):
      %17 = "arith.select"(%arg14, %arg15, %arg16) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%17) : (bf16) -> ()
    }) : (tensor<2x3x4x5xi1>, tensor<2x3x4x5xbf16>, tensor<2x3x4x5xbf16>, tensor<2x3x4x5xbf16>) -> tensor<2x3x4x5xbf16>
    %8 = "linalg.generic"(%arg0, %arg2, %5) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: bf16, %arg12: bf16, %arg13: bf16):
      %16 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%16) : (bf16) -> ()
    }) : (tensor<2x3x4x5xbf16>, tensor<2x3x4x5xbf16>, tensor<2x3x4x5xbf16>) -> tensor<2x3x4x5xbf16>
    %9 = "linalg.generic"(%4, %1, %8, %5) <{indexing_maps = [#map, #map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg7: i1, %arg8: bf16, %arg9: bf16, %arg10: bf16):
      %15 = "arith.select"(%arg7, %arg8, %arg9) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%15) : (bf16) -> ()
    }) : (tensor<2x3x4x5xi1>, tensor<bf16>, tensor<2x3x4x5xbf16>, tensor<2x3x4x5xbf16>) -> tensor<2x3x4x5xbf16>
    %10 = "tensor.empty"() : () -> tensor<1x3x1x1xbf16>
    %11 = "linalg.fill"(%0, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: bf16, %arg6: bf16):
      "linalg.yield"(%arg5) : (bf16) -> ()
    }) : (bf16, tensor<1x3x1x1xbf16>) -> tensor<1x3x1x1xbf16>
    %12 = "linalg.generic"(%9, %11) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: bf16, %arg4: bf16):
      %14 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%14) : (bf16) -> ()
    }) : (tensor<2x3x4x5xbf16>, tensor<1x3x1x1xbf16>) -> tensor<1x3x1x1xbf16>
    %13 = "tensor.collapse_shape"(%12) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<1x3x1x1xbf16>) -> tensor<3xbf16>
    "func.return"(%7, %13) : (tensor<2x3x4x5xbf16>, tensor<3xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
