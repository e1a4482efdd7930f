"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "softmax_nocustomjvp_vjp_bf16", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0xFF80 : bf16}> : () -> bf16
    %4 = "tensor.empty"() : () -> tensor<4xbf16>
    %5 = "linalg.fill"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: bf16, %arg59: bf16):
      "linalg.yield"(%arg58) : (bf16) -> ()
    }) : (bf16, tensor<4xbf16>) -> tensor<4xbf16>
    %6 = "linalg.generic"(%arg0, %5) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: bf16, %arg57: bf16):
      %71 = "arith.maximumf"(%arg57, %arg56) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%71) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %7 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %8 = "linalg.generic"(%6, %7) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: bf16, %arg55: bf16):
      "linalg.yield"(%arg54) : (bf16) -> ()
    }) : (tensor<4xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %9 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %10 = "linalg.generic"(%arg0, %8, %9) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg51: bf16, %arg52: bf16, %arg53: bf16):
      %70 = "arith.subf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%70) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %11 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %12 = "linalg.generic"(%10, %11) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: bf16, %arg50: bf16):
      %69 = "math.exp"(%arg49) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%69) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %13 = "tensor.empty"() : () -> tensor<4x16xf32>
    %14 = "linalg.generic"(%12, %13) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: bf16, %arg48: f32):
      %68 = "arith.extf"(%arg47) : (bf16) -> f32
      "linalg.yield"(%68) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %15 = "tensor.empty"() : () -> tensor<4xf32>
    %16 = "linalg.fill"(%2, %15) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %17 = "linalg.generic"(%14, %16) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      %67 = "arith.addf"(%arg44, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %18 = "tensor.empty"() : () -> tensor<4xbf16>
    %19 = "linalg.generic"(%17, %18) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: bf16):
      %66 = "arith.truncf"(%arg41) : (f32) -> bf16
      "linalg.yield"(%66) : (bf16) -> ()
    }) : (tensor<4xf32>, tensor<4xbf16>) -> tensor<4xbf16>
    %20 = "tensor.expand_shape"(%19) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xbf16>) -> tensor<4x1xbf16>
    %21 = "tensor.empty"() : () -> tensor<4x1xbf16>
    %22 = "linalg.generic"(%20, %21) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: bf16):
      %65 = "arith.mulf"(%arg39, %arg39) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%65) : (bf16) -> ()
    }) : (tensor<4x1xbf16>, tensor<4x1xbf16>) -> tensor<4x1xbf16>
    %23 = "tensor.empty"() : () -> tensor<4x1xbf16>
    %24 = "linalg.generic"(%22, %23) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: bf16, %arg38: bf16):
      %64 = "arith.divf"(%1, %arg37) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%64) : (bf16) -> ()
    }) : (tensor<4x1xbf16>, tensor<4x1xbf16>) -> tensor<4x1xbf16>
    %25 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %26 = "linalg.generic"(%24, %25) <{indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: bf16, %arg36: bf16):
      "linalg.yield"(%arg35) : (bf16) -> ()
    }) : (tensor<4x1xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %27 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %28 = "linalg.generic"(%arg1, %26, %27) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: bf16, %arg33: bf16, %arg34: bf16):
      %63 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%63) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %29 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %30 = "linalg.generic"(%28, %12, %29) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: bf16, %arg30: bf16, %arg31: bf16):
      %62 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%62) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %31 = "tensor.empty"() : () -> tensor<4xbf16>
    %32 = "linalg.fill"(%0, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: bf16, %arg28: bf16):
      "linalg.yield"(%arg27) : (bf16) -> ()
    }) : (bf16, tensor<4xbf16>) -> tensor<4xbf16>
    %33 = "linalg.generic"(%30, %32) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: bf16, %arg26: bf16):
      %61 = "arith.addf"(%arg26, %arg25) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%61) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %34 = "tensor.empty"() : () -> tensor<4xbf16>
    %35 = "linalg.generic"(%33, %34) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: bf16, %arg24: bf16):
      %60 = "arith.negf"(%arg23) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%60) : (bf16) -> ()
    }) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %36 = "tensor.empty"() : () -> tensor<4xf32>
    %37 = "linalg.generic"(%35, %36) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: bf16, %arg22: f32):
      %59 = "arith.extf"(%arg21) : (bf16) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<4xbf16>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "tensor.expand_shape"(%37) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %39 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %40 = "linalg.generic"(%20, %39) <{indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: bf16):
      "linalg.yield"(%arg19) : (bf16) -> ()
    }) : (tensor<4x1xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %41 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %42 = "linalg.generic"(%arg1, %40, %41) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: bf16, %arg17: bf16, %arg18: bf16):
      %58 = "arith.divf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%58) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %43 = "tensor.empty"() : () -> tensor<4xf32>
    %44 = "linalg.fill"(%2, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32):
      "linalg.yield"(%arg14) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %45 = "linalg.generic"(%38, %44) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      %57 = "arith.addf"(%arg13, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<4x1xf32>, tensor<4xf32>) -> tensor<4xf32>
    %46 = "tensor.empty"() : () -> tensor<4xbf16>
    %47 = "linalg.generic"(%45, %46) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: bf16):
      %56 = "arith.truncf"(%arg10) : (f32) -> bf16
      "linalg.yield"(%56) : (bf16) -> ()
    }) : (tensor<4xf32>, tensor<4xbf16>) -> tensor<4xbf16>
    %48 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %49 = "linalg.generic"(%47, %48) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: bf16, %arg9: bf16):
      "linalg.yield"(%arg8) : (bf16) -> ()
    }) : (tensor<4xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %50 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %51 = "linalg.generic"(%42, %49, %50) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: bf16, %arg6: bf16, %arg7: bf16):
      %55 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%55) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %52 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %53 = "linalg.generic"(%51, %12, %52) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: bf16, %arg3: bf16, %arg4: bf16):
      %54 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%54) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%53) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()