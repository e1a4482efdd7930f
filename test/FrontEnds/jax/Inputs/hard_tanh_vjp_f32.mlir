"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "hard_tanh_vjp_f32", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<4x16xi1>
    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: i1):
      %14 = "arith.cmpf"(%arg10, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%14) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %5 = "tensor.empty"() : () -> tensor<4x16xi1>
    %6 = "linalg.generic"(%arg0, %5) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: i1):
      %13 = "arith.cmpf"(%arg8, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%13) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %7 = "tensor.empty"() : () -> tensor<4x16xf32>
    %8 = "linalg.generic"(%4, %arg1, %7) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: i1, %arg6: f32, %arg7: f32):
      %12 = "arith.select"(%arg5, %0, %arg6) : (i1, f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %9 = "tensor.empty"() : () -> tensor<4x16xf32>
    %10 = "linalg.generic"(%6, %8, %9) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i1, %arg3: f32, %arg4: f32):
      %11 = "arith.select"(%arg2, %0, %arg3) : (i1, f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%10) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()