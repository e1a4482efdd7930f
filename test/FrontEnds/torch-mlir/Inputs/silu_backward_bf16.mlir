#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "silu_backward_bf16"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %2 = "tensor.empty"() : () -> tensor<4x16xf32>
    %3 = "linalg.generic"(%arg1, %2) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: bf16, %arg23: f32):
      %25 = "arith.extf"(%arg22) : (bf16) -> f32
      "linalg.yield"(%25) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %4 = "linalg.generic"(%arg0, %2) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: bf16, %arg21: f32):
      %24 = "arith.extf"(%arg20) : (bf16) -> f32
      "linalg.yield"(%24) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %5 = "linalg.generic"(%4, %2) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      %20 = "arith.negf"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %21 = "math.exp"(%20) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %22 = "arith.addf"(%21, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %23 = "arith.divf"(%0, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%23) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %6 = "linalg.generic"(%3, %5, %2) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %19 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%19) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %7 = "linalg.generic"(%1, %5, %2) <{indexing_maps = [#map1, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: i64, %arg13: f32, %arg14: f32):
      %17 = "arith.sitofp"(%arg12) : (i64) -> f32
      %18 = "arith.subf"(%17, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<i64>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %8 = "linalg.generic"(%4, %7, %2) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %16 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %9 = "linalg.generic"(%8, %2) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      %15 = "arith.addf"(%arg7, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%15) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %10 = "linalg.generic"(%6, %9, %2) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %14 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%14) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %11 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %12 = "linalg.generic"(%10, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: bf16):
      %13 = "arith.truncf"(%arg2) : (f32) -> bf16
      "linalg.yield"(%13) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%12) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
