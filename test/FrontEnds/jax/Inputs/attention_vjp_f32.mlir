"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>), sym_name = "attention_vjp_f32", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<8x16xf32>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "tensor.empty"() : () -> tensor<8x16xf32>
    %5 = "linalg.fill"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg188: f32, %arg189: f32):
      "linalg.yield"(%arg188) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %6 = "linalg.matmul"(%arg0, %arg1, %5) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32, %arg187: f32):
      %197 = "arith.mulf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %198 = "arith.addf"(%arg187, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%198) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %7 = "tensor.empty"() : () -> tensor<8x16xf32>
    %8 = "linalg.fill"(%3, %7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      "linalg.yield"(%arg183) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %9 = "linalg.matmul"(%arg0, %arg2, %8) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32, %arg182: f32):
      %195 = "arith.mulf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %196 = "arith.addf"(%arg182, %195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %10 = "tensor.empty"() : () -> tensor<8x16xf32>
    %11 = "linalg.fill"(%3, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f32):
      "linalg.yield"(%arg178) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %12 = "linalg.matmul"(%arg0, %arg3, %11) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg175: f32, %arg176: f32, %arg177: f32):
      %193 = "arith.mulf"(%arg175, %arg176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %194 = "arith.addf"(%arg177, %193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%194) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %13 = "tensor.empty"() : () -> tensor<16x8xf32>
    %14 = "linalg.generic"(%9, %13) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg173: f32, %arg174: f32):
      "linalg.yield"(%arg173) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %15 = "tensor.empty"() : () -> tensor<8x8xf32>
    %16 = "linalg.fill"(%3, %15) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32):
      "linalg.yield"(%arg171) : (f32) -> ()
    }) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32>
    %17 = "linalg.matmul"(%6, %14, %16) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg168: f32, %arg169: f32, %arg170: f32):
      %191 = "arith.mulf"(%arg168, %arg169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %192 = "arith.addf"(%arg170, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %18 = "tensor.empty"() : () -> tensor<8x8xf32>
    %19 = "linalg.generic"(%17, %18) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32):
      %190 = "arith.divf"(%arg166, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %20 = "tensor.empty"() : () -> tensor<8xf32>
    %21 = "linalg.fill"(%1, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg164: f32, %arg165: f32):
      "linalg.yield"(%arg164) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %22 = "linalg.generic"(%19, %21) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32):
      %189 = "arith.maximumf"(%arg163, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %23 = "tensor.empty"() : () -> tensor<8x8xf32>
    %24 = "linalg.generic"(%22, %23) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg160: f32, %arg161: f32):
      "linalg.yield"(%arg160) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %25 = "tensor.empty"() : () -> tensor<8x8xf32>
    %26 = "linalg.generic"(%19, %24, %25) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
      %188 = "arith.subf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %27 = "tensor.empty"() : () -> tensor<8x8xf32>
    %28 = "linalg.generic"(%26, %27) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      %187 = "math.exp"(%arg155) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %29 = "tensor.empty"() : () -> tensor<8xf32>
    %30 = "linalg.fill"(%3, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %31 = "linalg.generic"(%28, %30) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32):
      %186 = "arith.addf"(%arg152, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %32 = "tensor.empty"() : () -> tensor<8x8xf32>
    %33 = "linalg.generic"(%31, %32) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      "linalg.yield"(%arg149) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %34 = "tensor.empty"() : () -> tensor<8x8xf32>
    %35 = "linalg.generic"(%28, %33, %34) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg146: f32, %arg147: f32, %arg148: f32):
      %185 = "arith.divf"(%arg146, %arg147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %36 = "tensor.empty"() : () -> tensor<8x16xf32>
    %37 = "linalg.fill"(%3, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32):
      "linalg.yield"(%arg144) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %38 = "linalg.matmul"(%35, %12, %37) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: f32, %arg142: f32, %arg143: f32):
      %183 = "arith.mulf"(%arg141, %arg142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %184 = "arith.addf"(%arg143, %183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %39 = "tensor.empty"() : () -> tensor<8x16xf32>
    %40 = "linalg.generic"(%38, %39) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f32):
      %182 = "arith.negf"(%arg139) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %41 = "tensor.empty"() : () -> tensor<8x16xf32>
    %42 = "linalg.generic"(%40, %41) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      %181 = "math.exp"(%arg137) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%181) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %43 = "tensor.empty"() : () -> tensor<8x16xf32>
    %44 = "linalg.generic"(%42, %43) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      %180 = "arith.addf"(%arg135, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %45 = "tensor.empty"() : () -> tensor<8x16xf32>
    %46 = "linalg.generic"(%44, %45) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f32):
      %179 = "arith.divf"(%0, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %47 = "tensor.empty"() : () -> tensor<8x16xf32>
    %48 = "linalg.generic"(%46, %47) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32):
      %178 = "arith.subf"(%0, %arg131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %49 = "tensor.empty"() : () -> tensor<8x16xf32>
    %50 = "linalg.generic"(%46, %48, %49) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32, %arg130: f32):
      %177 = "arith.mulf"(%arg128, %arg129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%177) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %51 = "tensor.empty"() : () -> tensor<8x16xf32>
    %52 = "linalg.generic"(%38, %arg4, %51) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32, %arg127: f32):
      %176 = "arith.mulf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %53 = "tensor.empty"() : () -> tensor<8x16xf32>
    %54 = "linalg.generic"(%arg4, %46, %53) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %175 = "arith.mulf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %55 = "tensor.empty"() : () -> tensor<8x16xf32>
    %56 = "linalg.generic"(%52, %50, %55) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %174 = "arith.mulf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %57 = "tensor.empty"() : () -> tensor<8x16xf32>
    %58 = "linalg.generic"(%54, %56, %57) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32, %arg118: f32):
      %173 = "arith.addf"(%arg116, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %59 = "tensor.empty"() : () -> tensor<16x8xf32>
    %60 = "linalg.generic"(%58, %59) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      "linalg.yield"(%arg114) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %61 = "tensor.empty"() : () -> tensor<16x8xf32>
    %62 = "linalg.fill"(%3, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      "linalg.yield"(%arg112) : (f32) -> ()
    }) : (f32, tensor<16x8xf32>) -> tensor<16x8xf32>
    %63 = "linalg.matmul"(%60, %35, %62) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
      %171 = "arith.mulf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %172 = "arith.addf"(%arg111, %171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %64 = "tensor.empty"() : () -> tensor<8x16xf32>
    %65 = "linalg.generic"(%63, %64) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32):
      "linalg.yield"(%arg107) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %66 = "tensor.empty"() : () -> tensor<16x8xf32>
    %67 = "linalg.generic"(%12, %66) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      "linalg.yield"(%arg105) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %68 = "tensor.empty"() : () -> tensor<8x8xf32>
    %69 = "linalg.fill"(%3, %68) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32):
      "linalg.yield"(%arg103) : (f32) -> ()
    }) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32>
    %70 = "linalg.matmul"(%58, %67, %69) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32, %arg102: f32):
      %169 = "arith.mulf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %170 = "arith.addf"(%arg102, %169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%170) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %71 = "tensor.empty"() : () -> tensor<8x8xf32>
    %72 = "linalg.generic"(%35, %70, %71) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32, %arg99: f32):
      %168 = "arith.mulf"(%arg97, %arg98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%168) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %73 = "tensor.empty"() : () -> tensor<8x8xf32>
    %74 = "linalg.generic"(%72, %73) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32):
      %167 = "arith.negf"(%arg95) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %75 = "tensor.empty"() : () -> tensor<8xf32>
    %76 = "linalg.fill"(%3, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32):
      "linalg.yield"(%arg93) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %77 = "linalg.generic"(%74, %76) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32):
      %166 = "arith.addf"(%arg92, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %78 = "tensor.expand_shape"(%77) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 1>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %79 = "tensor.empty"() : () -> tensor<8xf32>
    %80 = "linalg.fill"(%3, %79) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      "linalg.yield"(%arg89) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %81 = "linalg.generic"(%78, %80) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      %165 = "arith.addf"(%arg88, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<8x1xf32>, tensor<8xf32>) -> tensor<8xf32>
    %82 = "tensor.empty"() : () -> tensor<8x8xf32>
    %83 = "linalg.generic"(%81, %82) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      "linalg.yield"(%arg85) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %84 = "tensor.empty"() : () -> tensor<8x8xf32>
    %85 = "linalg.generic"(%35, %83, %84) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %164 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%164) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %86 = "tensor.empty"() : () -> tensor<8x8xf32>
    %87 = "linalg.generic"(%72, %85, %86) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32, %arg81: f32):
      %163 = "arith.addf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%163) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %88 = "tensor.empty"() : () -> tensor<8x8xf32>
    %89 = "linalg.generic"(%87, %88) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32):
      %162 = "arith.divf"(%arg77, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%162) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %90 = "tensor.empty"() : () -> tensor<8x8xf32>
    %91 = "linalg.generic"(%89, %90) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32):
      "linalg.yield"(%arg75) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %92 = "tensor.empty"() : () -> tensor<8x16xf32>
    %93 = "linalg.fill"(%3, %92) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32):
      "linalg.yield"(%arg73) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %94 = "linalg.matmul"(%91, %6, %93) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
      %160 = "arith.mulf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %161 = "arith.addf"(%arg72, %160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %95 = "tensor.empty"() : () -> tensor<16x8xf32>
    %96 = "linalg.generic"(%94, %95) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      "linalg.yield"(%arg68) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %97 = "tensor.empty"() : () -> tensor<8x16xf32>
    %98 = "linalg.generic"(%14, %97) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      "linalg.yield"(%arg66) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %99 = "tensor.empty"() : () -> tensor<8x16xf32>
    %100 = "linalg.fill"(%3, %99) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %101 = "linalg.matmul"(%89, %98, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32, %arg63: f32):
      %158 = "arith.mulf"(%arg61, %arg62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %159 = "arith.addf"(%arg63, %158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%159) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %102 = "tensor.empty"() : () -> tensor<8x16xf32>
    %103 = "linalg.generic"(%96, %102) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      "linalg.yield"(%arg59) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %104 = "tensor.empty"() : () -> tensor<16x8xf32>
    %105 = "linalg.generic"(%65, %104) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      "linalg.yield"(%arg57) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %106 = "tensor.empty"() : () -> tensor<16x16xf32>
    %107 = "linalg.fill"(%3, %106) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      "linalg.yield"(%arg55) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %108 = "linalg.matmul"(%105, %arg0, %107) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32, %arg54: f32):
      %156 = "arith.mulf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %157 = "arith.addf"(%arg54, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%157) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %109 = "tensor.empty"() : () -> tensor<16x16xf32>
    %110 = "linalg.generic"(%108, %109) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %111 = "tensor.empty"() : () -> tensor<16x16xf32>
    %112 = "linalg.generic"(%arg3, %111) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %113 = "tensor.empty"() : () -> tensor<8x16xf32>
    %114 = "linalg.fill"(%3, %113) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %115 = "linalg.matmul"(%65, %112, %114) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %154 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %155 = "arith.addf"(%arg45, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%155) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %116 = "tensor.empty"() : () -> tensor<16x8xf32>
    %117 = "linalg.generic"(%103, %116) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %118 = "tensor.empty"() : () -> tensor<16x16xf32>
    %119 = "linalg.fill"(%3, %118) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %120 = "linalg.matmul"(%117, %arg0, %119) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %152 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %153 = "arith.addf"(%arg38, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%153) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %121 = "tensor.empty"() : () -> tensor<16x16xf32>
    %122 = "linalg.generic"(%120, %121) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %123 = "tensor.empty"() : () -> tensor<16x16xf32>
    %124 = "linalg.generic"(%arg2, %123) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %125 = "tensor.empty"() : () -> tensor<8x16xf32>
    %126 = "linalg.fill"(%3, %125) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      "linalg.yield"(%arg30) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %127 = "linalg.matmul"(%103, %124, %126) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %150 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %151 = "arith.addf"(%arg29, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %128 = "tensor.empty"() : () -> tensor<8x16xf32>
    %129 = "linalg.generic"(%115, %127, %128) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %149 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %130 = "tensor.empty"() : () -> tensor<16x8xf32>
    %131 = "linalg.generic"(%101, %130) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %132 = "tensor.empty"() : () -> tensor<16x16xf32>
    %133 = "linalg.fill"(%3, %132) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      "linalg.yield"(%arg20) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %134 = "linalg.matmul"(%131, %arg0, %133) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %147 = "arith.mulf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %148 = "arith.addf"(%arg19, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %135 = "tensor.empty"() : () -> tensor<16x16xf32>
    %136 = "linalg.generic"(%134, %135) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %137 = "tensor.empty"() : () -> tensor<16x16xf32>
    %138 = "linalg.generic"(%arg1, %137) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %139 = "tensor.empty"() : () -> tensor<8x16xf32>
    %140 = "linalg.fill"(%3, %139) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      "linalg.yield"(%arg11) : (f32) -> ()
    }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
    %141 = "linalg.matmul"(%101, %138, %140) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %145 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %146 = "arith.addf"(%arg10, %145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %142 = "tensor.empty"() : () -> tensor<8x16xf32>
    %143 = "linalg.generic"(%129, %141, %142) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %144 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%144) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%143, %136, %122, %110) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()