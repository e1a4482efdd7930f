"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "softmax_vjp_bf16", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0xFF80 : bf16}> : () -> bf16
    %3 = "tensor.empty"() : () -> tensor<4xbf16>
    %4 = "linalg.fill"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: bf16, %arg56: bf16):
      "linalg.yield"(%arg55) : (bf16) -> ()
    }) : (bf16, tensor<4xbf16>) -> tensor<4xbf16>
    %5 = "linalg.generic"(%arg0, %4) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: bf16, %arg54: bf16):
      %66 = "arith.maximumf"(%arg54, %arg53) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%66) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %6 = "tensor.empty"() : () -> tensor<bf16>
    %7 = "linalg.generic"(%6) <{indexing_maps = [affine_map<() -> ()>], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg52: bf16):
      "linalg.yield"(%2) : (bf16) -> ()
    }) : (tensor<bf16>) -> tensor<bf16>
    %8 = "tensor.empty"() : () -> tensor<4xbf16>
    %9 = "linalg.generic"(%7, %8) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: bf16, %arg51: bf16):
      "linalg.yield"(%arg50) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %10 = "tensor.empty"() : () -> tensor<4xbf16>
    %11 = "linalg.generic"(%9, %5, %10) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: bf16, %arg48: bf16, %arg49: bf16):
      %65 = "arith.maximumf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%65) : (bf16) -> ()
    }) : (tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %12 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %13 = "linalg.generic"(%11, %12) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: bf16, %arg46: bf16):
      "linalg.yield"(%arg45) : (bf16) -> ()
    }) : (tensor<4xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %14 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %15 = "linalg.generic"(%arg0, %13, %14) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: bf16, %arg43: bf16, %arg44: bf16):
      %64 = "arith.subf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%64) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %16 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %17 = "linalg.generic"(%15, %16) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: bf16, %arg41: bf16):
      %63 = "math.exp"(%arg40) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%63) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %18 = "tensor.empty"() : () -> tensor<4x16xf32>
    %19 = "linalg.generic"(%17, %18) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: bf16, %arg39: f32):
      %62 = "arith.extf"(%arg38) : (bf16) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %20 = "tensor.empty"() : () -> tensor<4xf32>
    %21 = "linalg.fill"(%1, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %22 = "linalg.generic"(%19, %21) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      %61 = "arith.addf"(%arg35, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "tensor.empty"() : () -> tensor<4xbf16>
    %24 = "linalg.generic"(%22, %23) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: bf16):
      %60 = "arith.truncf"(%arg32) : (f32) -> bf16
      "linalg.yield"(%60) : (bf16) -> ()
    }) : (tensor<4xf32>, tensor<4xbf16>) -> tensor<4xbf16>
    %25 = "tensor.expand_shape"(%24) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xbf16>) -> tensor<4x1xbf16>
    %26 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %27 = "linalg.generic"(%25, %26) <{indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: bf16, %arg31: bf16):
      "linalg.yield"(%arg30) : (bf16) -> ()
    }) : (tensor<4x1xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %28 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %29 = "linalg.generic"(%17, %27, %28) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: bf16, %arg28: bf16, %arg29: bf16):
      %59 = "arith.divf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%59) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %30 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %31 = "linalg.generic"(%29, %arg1, %30) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: bf16, %arg25: bf16, %arg26: bf16):
      %58 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%58) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %32 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %33 = "linalg.generic"(%31, %32) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: bf16, %arg23: bf16):
      %57 = "arith.negf"(%arg22) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%57) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %34 = "tensor.empty"() : () -> tensor<4xbf16>
    %35 = "linalg.fill"(%0, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: bf16, %arg21: bf16):
      "linalg.yield"(%arg20) : (bf16) -> ()
    }) : (bf16, tensor<4xbf16>) -> tensor<4xbf16>
    %36 = "linalg.generic"(%33, %35) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: bf16, %arg19: bf16):
      %56 = "arith.addf"(%arg19, %arg18) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%56) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    %37 = "tensor.empty"() : () -> tensor<4xf32>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: bf16, %arg17: f32):
      %55 = "arith.extf"(%arg16) : (bf16) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<4xbf16>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "tensor.expand_shape"(%38) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 1>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %40 = "tensor.empty"() : () -> tensor<4xf32>
    %41 = "linalg.fill"(%1, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32):
      "linalg.yield"(%arg14) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %42 = "linalg.generic"(%39, %41) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      %54 = "arith.addf"(%arg13, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<4x1xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "tensor.empty"() : () -> tensor<4xbf16>
    %44 = "linalg.generic"(%42, %43) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: bf16):
      %53 = "arith.truncf"(%arg10) : (f32) -> bf16
      "linalg.yield"(%53) : (bf16) -> ()
    }) : (tensor<4xf32>, tensor<4xbf16>) -> tensor<4xbf16>
    %45 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %46 = "linalg.generic"(%44, %45) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: bf16, %arg9: bf16):
      "linalg.yield"(%arg8) : (bf16) -> ()
    }) : (tensor<4xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %47 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %48 = "linalg.generic"(%29, %46, %47) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: bf16, %arg6: bf16, %arg7: bf16):
      %52 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%52) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %49 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %50 = "linalg.generic"(%31, %48, %49) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: bf16, %arg3: bf16, %arg4: bf16):
      %51 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%51) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%50) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()