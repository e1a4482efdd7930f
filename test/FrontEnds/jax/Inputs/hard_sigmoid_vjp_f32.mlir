"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "hard_sigmoid_vjp_f32", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>):
    %0 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<4x16xf32>
    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32):
      %20 = "arith.addf"(%arg14, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%20) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %5 = "tensor.empty"() : () -> tensor<4x16xi1>
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: i1):
      %19 = "arith.cmpf"(%arg12, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%19) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %7 = "tensor.empty"() : () -> tensor<4x16xi1>
    %8 = "linalg.generic"(%4, %7) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: i1):
      %18 = "arith.cmpf"(%arg10, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%18) : (i1) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %9 = "tensor.empty"() : () -> tensor<4x16xi1>
    %10 = "linalg.generic"(%6, %8, %9) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: i1, %arg8: i1, %arg9: i1):
      %17 = "arith.andi"(%arg7, %arg8) : (i1, i1) -> i1
      "linalg.yield"(%17) : (i1) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xi1>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %11 = "tensor.empty"() : () -> tensor<4x16xf32>
    %12 = "linalg.generic"(%arg1, %11) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %16 = "arith.divf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %13 = "tensor.empty"() : () -> tensor<4x16xf32>
    %14 = "linalg.generic"(%10, %12, %13) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i1, %arg3: f32, %arg4: f32):
      %15 = "arith.select"(%arg2, %arg3, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%15) : (f32) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%14) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()