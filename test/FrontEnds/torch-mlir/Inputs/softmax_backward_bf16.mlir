#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "softmax_backward_bf16"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<4x16xf32>
    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: bf16, %arg41: f32):
      %43 = "arith.extf"(%arg40) : (bf16) -> f32
      "linalg.yield"(%43) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %5 = "tensor.empty"() : () -> tensor<4xi64>
    %6 = "linalg.fill"(%0, %5) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: i64, %arg39: i64):
      "linalg.yield"(%arg38) : (i64) -> ()
    }) : (i64, tensor<4xi64>) -> tensor<4xi64>
    %7 = "tensor.empty"() : () -> tensor<4xf32>
    %8 = "linalg.fill"(%1, %7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %9:2 = "linalg.generic"(%4, %8, %6) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: i64):
      %38 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %39 = "arith.index_cast"(%38) : (index) -> i64
      %40 = "arith.maximumf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %41 = "arith.cmpf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %42 = "arith.select"(%41, %39, %arg35) : (i1, i64, i64) -> i64
      "linalg.yield"(%40, %42) : (f32, i64) -> ()
    }) : (tensor<4x16xf32>, tensor<4xf32>, tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>)
    %10 = "tensor.expand_shape"(%9#0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %11 = "linalg.generic"(%4, %10, %3) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
      %37 = "arith.subf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%37) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %12 = "linalg.generic"(%11, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      %36 = "math.exp"(%arg28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%36) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %13 = "tensor.empty"() : () -> tensor<4x1xf32>
    %14 = "linalg.fill"(%2, %13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (f32, tensor<4x1xf32>) -> tensor<4x1xf32>
    %15 = "linalg.generic"(%12, %14) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      %35 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%35) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %16 = "linalg.generic"(%12, %15, %3) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %34 = "arith.divf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%34) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %17 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %18 = "linalg.generic"(%16, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: bf16):
      %33 = "arith.truncf"(%arg19) : (f32) -> bf16
      "linalg.yield"(%33) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %19 = "linalg.generic"(%arg1, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: bf16, %arg18: f32):
      %32 = "arith.extf"(%arg17) : (bf16) -> f32
      "linalg.yield"(%32) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %20 = "linalg.generic"(%18, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: bf16, %arg16: f32):
      %31 = "arith.extf"(%arg15) : (bf16) -> f32
      "linalg.yield"(%31) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %21 = "linalg.generic"(%19, %20, %3) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %30 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%30) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %22 = "linalg.generic"(%21, %14) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %29 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%29) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %23 = "linalg.generic"(%20, %22, %3) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %28 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%28) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %24 = "linalg.generic"(%21, %23, %3) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %27 = "arith.subf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%27) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %25 = "linalg.generic"(%24, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: bf16):
      %26 = "arith.truncf"(%arg2) : (f32) -> bf16
      "linalg.yield"(%26) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%25) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
