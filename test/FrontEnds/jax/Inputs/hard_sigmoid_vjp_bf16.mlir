"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "hard_sigmoid_vjp_bf16", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = 6.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %2 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    %3 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: bf16, %arg15: bf16):
      %20 = "arith.addf"(%arg14, %2) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%20) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %5 = "tensor.empty"() : () -> tensor<4x16xi1>
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: bf16, %arg13: i1):
      %19 = "arith.cmpf"(%arg12, %1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
      "linalg.yield"(%19) : (i1) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %7 = "tensor.empty"() : () -> tensor<4x16xi1>
    %8 = "linalg.generic"(%4, %7) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: bf16, %arg11: i1):
      %18 = "arith.cmpf"(%arg10, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (bf16, bf16) -> i1
      "linalg.yield"(%18) : (i1) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %9 = "tensor.empty"() : () -> tensor<4x16xi1>
    %10 = "linalg.generic"(%6, %8, %9) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: i1, %arg8: i1, %arg9: i1):
      %17 = "arith.andi"(%arg7, %arg8) : (i1, i1) -> i1
      "linalg.yield"(%17) : (i1) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xi1>, tensor<4x16xi1>) -> tensor<4x16xi1>
    %11 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %12 = "linalg.generic"(%arg1, %11) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: bf16, %arg6: bf16):
      %16 = "arith.divf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%16) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %13 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %14 = "linalg.generic"(%10, %12, %13) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i1, %arg3: bf16, %arg4: bf16):
      %15 = "arith.select"(%arg2, %arg3, %1) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%15) : (bf16) -> ()
    }) : (tensor<4x16xi1>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%14) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()