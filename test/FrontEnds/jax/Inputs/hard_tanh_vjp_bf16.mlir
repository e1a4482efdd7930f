"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "hard_tanh_vjp_bf16", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %2 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %3 = "tensor.empty"() : () -> tensor<4x16xi1>
    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: bf16, %arg11: i1):
      %14 = "arith.cmpf"(%arg10, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
      "linalg.yield"(%14) : (i1) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %5 = "tensor.empty"() : () -> tensor<4x16xi1>
    %6 = "linalg.generic"(%arg0, %5) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: bf16, %arg9: i1):
      %13 = "arith.cmpf"(%arg8, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
      "linalg.yield"(%13) : (i1) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %7 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %8 = "linalg.generic"(%4, %arg1, %7) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: i1, %arg6: bf16, %arg7: bf16):
      %12 = "arith.select"(%arg5, %0, %arg6) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%12) : (bf16) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %9 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %10 = "linalg.generic"(%6, %8, %9) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i1, %arg3: bf16, %arg4: bf16):
      %11 = "arith.select"(%arg2, %0, %arg3) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%11) : (bf16) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%10) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()