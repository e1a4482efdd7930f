"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "hardsigmoid_backward_f32"}> ({
  ^bb0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "arith.constant"() <{value = 0.166666657 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = -3.000000e+00 : f32}> : () -> f32
    %4 = "tensor.empty"() : () -> tensor<4x16xi1>
    %5 = "linalg.generic"(%arg0, %4) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: i1):
      %15 = "arith.cmpf"(%arg13, %3) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%15) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %6 = "linalg.generic"(%arg0, %4) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: i1):
      %14 = "arith.cmpf"(%arg11, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%14) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %7 = "linalg.generic"(%5, %6, %4) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: i1, %arg9: i1, %arg10: i1):
      %13 = "arith.andi"(%arg8, %arg9) : (i1, i1) -> i1
      "linalg.yield"(%13) : (i1) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xi1>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %8 = "tensor.empty"() : () -> tensor<4x16xf32>
    %9 = "linalg.generic"(%arg1, %8) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      %12 = "arith.mulf"(%arg6, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %10 = "linalg.generic"(%7, %9, %0, %8) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg2: i1, %arg3: f32, %arg4: f32, %arg5: f32):
      %11 = "arith.select"(%arg2, %arg3, %arg4) : (i1, f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<f32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%10) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()