"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "relu6_vjp_bf16", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = 6.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %2 = "tensor.empty"() : () -> tensor<4x16xi1>
    %3 = "linalg.generic"(%arg0, %2) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: bf16, %arg11: i1):
      %13 = "arith.cmpf"(%arg10, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
      "linalg.yield"(%13) : (i1) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %4 = "tensor.empty"() : () -> tensor<4x16xi1>
    %5 = "linalg.generic"(%arg0, %4) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: bf16, %arg9: i1):
      %12 = "arith.cmpf"(%arg8, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
      "linalg.yield"(%12) : (i1) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %6 = "tensor.empty"() : () -> tensor<4x16xi1>
    %7 = "linalg.generic"(%3, %5, %6) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: i1, %arg6: i1, %arg7: i1):
      %11 = "arith.andi"(%arg5, %arg6) : (i1, i1) -> i1
      "linalg.yield"(%11) : (i1) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xi1>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %8 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %9 = "linalg.generic"(%7, %arg1, %8) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i1, %arg3: bf16, %arg4: bf16):
      %10 = "arith.select"(%arg2, %arg3, %1) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%10) : (bf16) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%9) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()