"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "hardtanh_backward_f32"}> ({
  ^bb0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<4x16xf32>
    %4 = "linalg.generic"(%arg1, %arg0, %3) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %5 = "arith.cmpf"(%arg3, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %6 = "arith.cmpf"(%arg3, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %7 = "arith.ori"(%5, %6) : (i1, i1) -> i1
      %8 = "arith.select"(%7, %0, %arg2) : (i1, f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%4) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()