"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "silu_vjp_bf16", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %1 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %2 = "linalg.generic"(%arg0, %1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: bf16, %arg26: bf16):
      %30 = "arith.negf"(%arg25) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%30) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %3 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %4 = "linalg.generic"(%2, %3) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: bf16, %arg24: bf16):
      %29 = "math.exp"(%arg23) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%29) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %5 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: bf16, %arg22: bf16):
      %28 = "arith.addf"(%arg21, %0) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%28) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %7 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %8 = "linalg.generic"(%6, %7) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: bf16):
      %27 = "arith.divf"(%0, %arg19) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%27) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %9 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %10 = "linalg.generic"(%8, %9) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: bf16, %arg18: bf16):
      %26 = "arith.subf"(%0, %arg17) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%26) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %11 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %12 = "linalg.generic"(%8, %10, %11) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: bf16, %arg15: bf16, %arg16: bf16):
      %25 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%25) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %13 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %14 = "linalg.generic"(%arg0, %arg1, %13) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: bf16, %arg12: bf16, %arg13: bf16):
      %24 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%24) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %15 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %16 = "linalg.generic"(%arg1, %8, %15) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: bf16, %arg9: bf16, %arg10: bf16):
      %23 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%23) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %17 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %18 = "linalg.generic"(%14, %12, %17) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: bf16, %arg6: bf16, %arg7: bf16):
      %22 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%22) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %19 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %20 = "linalg.generic"(%16, %18, %19) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: bf16, %arg3: bf16, %arg4: bf16):
      %21 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%21) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%20) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()