"builtin.module"() <{sym_name = "jit_f"}> ({
  "util.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>):
    %0 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "tensor.empty"() : () -> tensor<4x8xi1>
    %3 = "linalg.generic"(%arg0, %2) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: i1):
      %13 = "arith.cmpf"(%arg10, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%13) : (i1) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xi1>) -> tensor<4x8xi1>
    %4 = "tensor.empty"() : () -> tensor<4x8xi1>
    %5 = "linalg.generic"(%arg0, %4) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: i1):
      %12 = "arith.cmpf"(%arg8, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%12) : (i1) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xi1>) -> tensor<4x8xi1>
    %6 = "tensor.empty"() : () -> tensor<4x8xi1>
    %7 = "linalg.generic"(%3, %5, %6) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: i1, %arg6: i1, %arg7: i1):
      %11 = "arith.andi"(%arg5, %arg6) : (i1, i1) -> i1
      "linalg.yield"(%11) : (i1) -> ()
    }) : (tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
    %8 = "tensor.empty"() : () -> tensor<4x8xf32>
    %9 = "linalg.generic"(%7, %arg1, %8) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i1, %arg3: f32, %arg4: f32):
      %10 = "arith.select"(%arg2, %arg3, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "util.return"(%9) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()