"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>) -> (tensor<4x16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>), sym_name = "mlp_vjp_f32", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<4x32xf32>):
    %0 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<4x32xf32>
    %4 = "linalg.fill"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: f32, %arg116: f32):
      "linalg.yield"(%arg115) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %5 = "linalg.matmul"(%arg0, %arg1, %4) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32, %arg114: f32):
      %125 = "arith.mulf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %126 = "arith.addf"(%arg114, %125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%126) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %6 = "tensor.empty"() : () -> tensor<4x32xf32>
    %7 = "linalg.generic"(%arg2, %6) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %8 = "tensor.empty"() : () -> tensor<4x32xf32>
    %9 = "linalg.generic"(%5, %7, %8) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32, %arg109: f32):
      %124 = "arith.addf"(%arg107, %arg108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%124) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %10 = "tensor.empty"() : () -> tensor<4x32xf32>
    %11 = "linalg.generic"(%9, %10) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      %123 = "arith.maximumf"(%arg105, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%123) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %12 = "tensor.empty"() : () -> tensor<4x32xf32>
    %13 = "linalg.generic"(%11, %12) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32):
      %122 = "arith.minimumf"(%arg103, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%122) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %14 = "tensor.empty"() : () -> tensor<4x32xi1>
    %15 = "linalg.generic"(%9, %14) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg101: f32, %arg102: i1):
      %121 = "arith.cmpf"(%arg101, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%121) : (i1) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xi1>) -> tensor<4x32xi1>
    %16 = "tensor.empty"() : () -> tensor<4x32xi1>
    %17 = "linalg.generic"(%9, %16) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg99: f32, %arg100: i1):
      %120 = "arith.cmpf"(%arg99, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%120) : (i1) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xi1>) -> tensor<4x32xi1>
    %18 = "tensor.empty"() : () -> tensor<4x32xi1>
    %19 = "linalg.generic"(%15, %17, %18) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: i1, %arg97: i1, %arg98: i1):
      %119 = "arith.andi"(%arg96, %arg97) : (i1, i1) -> i1
      "linalg.yield"(%119) : (i1) -> ()
    }) : (tensor<4x32xi1>, tensor<4x32xi1>, tensor<4x32xi1>) -> tensor<4x32xi1>
    %20 = "tensor.empty"() : () -> tensor<4x32xf32>
    %21 = "linalg.generic"(%13, %20) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      %118 = "arith.addf"(%arg94, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%118) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %22 = "tensor.empty"() : () -> tensor<4x32xf32>
    %23 = "linalg.generic"(%21, %22) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      %117 = "arith.maximumf"(%arg92, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%117) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %24 = "tensor.empty"() : () -> tensor<4x32xf32>
    %25 = "linalg.generic"(%23, %24) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      %116 = "arith.minimumf"(%arg90, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%116) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %26 = "tensor.empty"() : () -> tensor<4x32xi1>
    %27 = "linalg.generic"(%21, %26) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: i1):
      %115 = "arith.cmpf"(%arg88, %2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%115) : (i1) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xi1>) -> tensor<4x32xi1>
    %28 = "tensor.empty"() : () -> tensor<4x32xi1>
    %29 = "linalg.generic"(%21, %28) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: i1):
      %114 = "arith.cmpf"(%arg86, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%114) : (i1) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xi1>) -> tensor<4x32xi1>
    %30 = "tensor.empty"() : () -> tensor<4x32xi1>
    %31 = "linalg.generic"(%27, %29, %30) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: i1, %arg84: i1, %arg85: i1):
      %113 = "arith.andi"(%arg83, %arg84) : (i1, i1) -> i1
      "linalg.yield"(%113) : (i1) -> ()
    }) : (tensor<4x32xi1>, tensor<4x32xi1>, tensor<4x32xi1>) -> tensor<4x32xi1>
    %32 = "tensor.empty"() : () -> tensor<4x32xf32>
    %33 = "linalg.generic"(%25, %32) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      %112 = "arith.divf"(%arg81, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%112) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %34 = "tensor.empty"() : () -> tensor<4x32xf32>
    %35 = "linalg.fill"(%2, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32):
      "linalg.yield"(%arg79) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %36 = "linalg.matmul"(%13, %arg3, %35) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32, %arg78: f32):
      %110 = "arith.mulf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %111 = "arith.addf"(%arg78, %110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%111) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %37 = "tensor.empty"() : () -> tensor<4x32xf32>
    %38 = "linalg.generic"(%arg4, %37) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      "linalg.yield"(%arg74) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %39 = "tensor.empty"() : () -> tensor<4x32xf32>
    %40 = "linalg.generic"(%36, %38, %39) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32, %arg73: f32):
      %109 = "arith.addf"(%arg71, %arg72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%109) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %41 = "tensor.empty"() : () -> tensor<4x32xf32>
    %42 = "linalg.generic"(%33, %arg5, %41) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
      %108 = "arith.mulf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%108) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %43 = "tensor.empty"() : () -> tensor<4x32xf32>
    %44 = "linalg.generic"(%arg5, %40, %43) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
      %107 = "arith.mulf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%107) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %45 = "tensor.empty"() : () -> tensor<32xf32>
    %46 = "linalg.fill"(%2, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32):
      "linalg.yield"(%arg63) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %47 = "linalg.generic"(%42, %46) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      %106 = "arith.addf"(%arg62, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%106) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %48 = "tensor.expand_shape"(%47) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 32>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %49 = "tensor.empty"() : () -> tensor<32xf32>
    %50 = "linalg.fill"(%2, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      "linalg.yield"(%arg59) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %51 = "linalg.generic"(%48, %50) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      %105 = "arith.addf"(%arg58, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%105) : (f32) -> ()
    }) : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %52 = "tensor.empty"() : () -> tensor<32x4xf32>
    %53 = "linalg.generic"(%42, %52) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      "linalg.yield"(%arg55) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %54 = "tensor.empty"() : () -> tensor<32x32xf32>
    %55 = "linalg.fill"(%2, %54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32):
      "linalg.yield"(%arg53) : (f32) -> ()
    }) : (f32, tensor<32x32xf32>) -> tensor<32x32xf32>
    %56 = "linalg.matmul"(%53, %13, %55) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32, %arg52: f32):
      %103 = "arith.mulf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %104 = "arith.addf"(%arg52, %103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%104) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %57 = "tensor.empty"() : () -> tensor<32x32xf32>
    %58 = "linalg.generic"(%56, %57) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %59 = "tensor.empty"() : () -> tensor<32x32xf32>
    %60 = "linalg.generic"(%arg3, %59) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %61 = "tensor.empty"() : () -> tensor<4x32xf32>
    %62 = "linalg.fill"(%2, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %63 = "linalg.matmul"(%42, %60, %62) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
      %101 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %102 = "arith.addf"(%arg43, %101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%102) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %64 = "tensor.empty"() : () -> tensor<4x32xf32>
    %65 = "linalg.generic"(%44, %64) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      %100 = "arith.divf"(%arg39, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%100) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %66 = "tensor.empty"() : () -> tensor<4x32xf32>
    %67 = "linalg.generic"(%31, %65, %66) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: i1, %arg37: f32, %arg38: f32):
      %99 = "arith.select"(%arg36, %arg37, %2) : (i1, f32, f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<4x32xi1>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %68 = "tensor.empty"() : () -> tensor<4x32xf32>
    %69 = "linalg.generic"(%63, %67, %68) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %98 = "arith.addf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %70 = "tensor.empty"() : () -> tensor<4x32xf32>
    %71 = "linalg.generic"(%19, %69, %70) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: i1, %arg31: f32, %arg32: f32):
      %97 = "arith.select"(%arg30, %arg31, %2) : (i1, f32, f32) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) : (tensor<4x32xi1>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %72 = "tensor.empty"() : () -> tensor<32xf32>
    %73 = "linalg.fill"(%2, %72) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      "linalg.yield"(%arg28) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %74 = "linalg.generic"(%71, %73) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      %96 = "arith.addf"(%arg27, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %75 = "tensor.expand_shape"(%74) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 32>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %76 = "tensor.empty"() : () -> tensor<32xf32>
    %77 = "linalg.fill"(%2, %76) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %78 = "linalg.generic"(%75, %77) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %95 = "arith.addf"(%arg23, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%95) : (f32) -> ()
    }) : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %79 = "tensor.empty"() : () -> tensor<32x4xf32>
    %80 = "linalg.generic"(%71, %79) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      "linalg.yield"(%arg20) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %81 = "tensor.empty"() : () -> tensor<32x16xf32>
    %82 = "linalg.fill"(%2, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      "linalg.yield"(%arg18) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %83 = "linalg.matmul"(%80, %arg0, %82) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %93 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %94 = "arith.addf"(%arg17, %93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%94) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %84 = "tensor.empty"() : () -> tensor<16x32xf32>
    %85 = "linalg.generic"(%83, %84) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %86 = "tensor.empty"() : () -> tensor<32x16xf32>
    %87 = "linalg.generic"(%arg1, %86) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      "linalg.yield"(%arg11) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %88 = "tensor.empty"() : () -> tensor<4x16xf32>
    %89 = "linalg.fill"(%2, %88) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
    %90 = "linalg.matmul"(%71, %87, %89) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %91 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %92 = "arith.addf"(%arg8, %91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%92) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%90, %85, %78, %58, %51) : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>) -> ()
  }) : () -> ()
}) : () -> ()