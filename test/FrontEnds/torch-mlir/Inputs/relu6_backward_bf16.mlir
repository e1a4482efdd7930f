#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "relu6_backward_bf16"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<4x16xf32>
    %4 = "linalg.generic"(%arg1, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: bf16, %arg18: f32):
      %19 = "arith.extf"(%arg17) : (bf16) -> f32
      "linalg.yield"(%19) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %5 = "linalg.generic"(%arg0, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: bf16, %arg16: f32):
      %18 = "arith.extf"(%arg15) : (bf16) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %6 = "tensor.empty"() : () -> tensor<4x16xi1>
    %7 = "linalg.generic"(%5, %6) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: i1):
      %17 = "arith.cmpf"(%arg13, %1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%17) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %8 = "linalg.generic"(%5, %6) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: i1):
      %16 = "arith.cmpf"(%arg11, %2) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%16) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %9 = "linalg.generic"(%7, %8, %6) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: i1, %arg9: i1, %arg10: i1):
      %15 = "arith.ori"(%arg8, %arg9) : (i1, i1) -> i1
      "linalg.yield"(%15) : (i1) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xi1>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %10 = "linalg.generic"(%9, %0, %4, %3) <{indexing_maps = [#map, #map1, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg4: i1, %arg5: f32, %arg6: f32, %arg7: f32):
      %14 = "arith.select"(%arg4, %arg5, %arg6) : (i1, f32, f32) -> f32
      "linalg.yield"(%14) : (f32) -> ()
    }) : (tensor<4x16xi1>, tensor<f32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %11 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %12 = "linalg.generic"(%10, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: bf16):
      %13 = "arith.truncf"(%arg2) : (f32) -> bf16
      "linalg.yield"(%13) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%12) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
