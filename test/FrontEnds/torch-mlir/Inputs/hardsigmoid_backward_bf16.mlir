#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "hardsigmoid_backward_bf16"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "arith.constant"() <{value = 0.16666666666666666 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = -3.000000e+00 : f64}> : () -> f64
    %4 = "tensor.empty"() : () -> tensor<4x16xf32>
    %5 = "linalg.generic"(%arg1, %4) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: f32):
      %25 = "arith.extf"(%arg19) : (bf16) -> f32
      "linalg.yield"(%25) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %6 = "linalg.generic"(%arg0, %4) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: bf16, %arg18: f32):
      %24 = "arith.extf"(%arg17) : (bf16) -> f32
      "linalg.yield"(%24) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %7 = "tensor.empty"() : () -> tensor<4x16xi1>
    %8 = "linalg.generic"(%6, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: i1):
      %22 = "arith.extf"(%arg15) : (f32) -> f64
      %23 = "arith.cmpf"(%22, %3) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%23) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %9 = "linalg.generic"(%6, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: i1):
      %20 = "arith.extf"(%arg13) : (f32) -> f64
      %21 = "arith.cmpf"(%20, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%21) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %10 = "linalg.generic"(%8, %9, %7) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: i1, %arg11: i1, %arg12: i1):
      %19 = "arith.andi"(%arg10, %arg11) : (i1, i1) -> i1
      "linalg.yield"(%19) : (i1) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xi1>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %11 = "linalg.generic"(%5, %4) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      %17 = "arith.truncf"(%1) : (f64) -> f32
      %18 = "arith.mulf"(%arg8, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %12 = "linalg.generic"(%10, %11, %0, %4) <{indexing_maps = [#map, #map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg4: i1, %arg5: f32, %arg6: f32, %arg7: f32):
      %16 = "arith.select"(%arg4, %arg5, %arg6) : (i1, f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<f32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %13 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %14 = "linalg.generic"(%12, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: bf16):
      %15 = "arith.truncf"(%arg2) : (f32) -> bf16
      "linalg.yield"(%15) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%14) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
