"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "relu6_backward_f32"}> ({
  ^bb0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %2 = "tensor.empty"() : () -> tensor<4x16xf32>
    %3 = "linalg.generic"(%arg1, %arg0, %2) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %4 = "arith.cmpf"(%arg3, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %5 = "arith.cmpf"(%arg3, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %6 = "arith.ori"(%4, %5) : (i1, i1) -> i1
      %7 = "arith.select"(%6, %0, %arg2) : (i1, f32, f32) -> f32
      "linalg.yield"(%7) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%3) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()