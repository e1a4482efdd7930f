"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3x64x64xf32>, tensor<1x10xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x5x5xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<16x24x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<256x96xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>) -> (tensor<1x3x64x64xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x5x5xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<16x24x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<256x96xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>), sym_name = "mobilenet_v3_small_1block_backward_f32"}> ({
  ^bb0(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<1x10xf32>, %arg2: tensor<8x3x3x3xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<24x8x1x1xf32>, %arg6: tensor<24xf32>, %arg7: tensor<24xf32>, %arg8: tensor<24x1x5x5xf32>, %arg9: tensor<24xf32>, %arg10: tensor<24xf32>, %arg11: tensor<8x24x1x1xf32>, %arg12: tensor<8xf32>, %arg13: tensor<24x8x1x1xf32>, %arg14: tensor<24xf32>, %arg15: tensor<16x24x1x1xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<96x16x1x1xf32>, %arg19: tensor<96xf32>, %arg20: tensor<96xf32>, %arg21: tensor<256x96xf32>, %arg22: tensor<256xf32>, %arg23: tensor<10x256xf32>, %arg24: tensor<10xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "arith.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "arith.constant"() <{value = 0.166666657 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = -3.000000e+00 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 9.99999931E-4 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 1.024000e+03 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 1.024000e+03 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = -3.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = 3.906250e-03 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 4 : index}> : () -> index
    %20 = "arith.constant"() <{value = 9.765625E-4 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg781: index, %arg782: index, %arg783: index, %arg784: index):
      "tensor.yield"(%1) : (f32) -> ()
    }) : (tensor<1x3x64x64xf32>) -> tensor<1x3x66x66xf32>
    %23 = "tensor.empty"() : () -> tensor<1x8x32x32xf32>
    %24 = "linalg.fill"(%1, %23) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg779: f32, %arg780: f32):
      "linalg.yield"(%arg779) : (f32) -> ()
    }) : (f32, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %25 = "linalg.conv_2d_nchw_fchw"(%22, %arg2, %24) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg776: f32, %arg777: f32, %arg778: f32):
      %712 = "arith.mulf"(%arg776, %arg777) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %713 = "arith.addf"(%arg778, %712) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%713) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (tensor<1x3x66x66xf32>, tensor<8x3x3x3xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %26 = "tensor.empty"() : () -> tensor<1x8x32x32xf32>
    %27 = "linalg.generic"(%25, %26) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg774: f32, %arg775: f32):
      "linalg.yield"(%arg774) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %28 = "tensor.empty"() : () -> tensor<1x8x1x1xf32>
    %29 = "linalg.fill"(%2, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg772: f32, %arg773: f32):
      "linalg.yield"(%arg772) : (f32) -> ()
    }) : (f32, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %30 = "linalg.generic"(%27, %29) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg770: f32, %arg771: f32):
      %711 = "arith.addf"(%arg770, %arg771) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%711) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %31 = "linalg.generic"(%30, %28) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg768: f32, %arg769: f32):
      %710 = "arith.divf"(%arg768, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%710) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %32 = "linalg.generic"(%27, %31, %26) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg765: f32, %arg766: f32, %arg767: f32):
      %709 = "arith.subf"(%arg765, %arg766) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%709) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %33 = "linalg.generic"(%32, %32, %26) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg762: f32, %arg763: f32, %arg764: f32):
      %708 = "arith.mulf"(%arg762, %arg763) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%708) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %34 = "linalg.generic"(%33, %29) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg760: f32, %arg761: f32):
      %707 = "arith.addf"(%arg760, %arg761) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%707) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %35 = "linalg.generic"(%34, %28) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg758: f32, %arg759: f32):
      %706 = "arith.divf"(%arg758, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%706) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %36 = "tensor.empty"() : () -> tensor<1x8x1x1xf32>
    %37 = "linalg.generic"(%35, %36) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg756: f32, %arg757: f32):
      "linalg.yield"(%arg756) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %38 = "linalg.fill"(%1, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg754: f32, %arg755: f32):
      "linalg.yield"(%arg754) : (f32) -> ()
    }) : (f32, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %39 = "linalg.generic"(%25, %38) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg752: f32, %arg753: f32):
      %705 = "arith.addf"(%arg752, %arg753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%705) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %40 = "linalg.generic"(%39, %36) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg750: f32, %arg751: f32):
      %704 = "arith.divf"(%arg750, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%704) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %41 = "linalg.generic"(%37, %36) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg748: f32, %arg749: f32):
      %703 = "arith.addf"(%arg748, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%703) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %42 = "linalg.generic"(%41, %36) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg746: f32, %arg747: f32):
      %702 = "math.rsqrt"(%arg746) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%702) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %43 = "linalg.generic"(%25, %40, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg743: f32, %arg744: f32, %arg745: f32):
      %701 = "arith.subf"(%arg743, %arg744) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%701) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %44 = "linalg.generic"(%43, %42, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg740: f32, %arg741: f32, %arg742: f32):
      %700 = "arith.mulf"(%arg740, %arg741) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%700) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %45 = "tensor.collapse_shape"(%42) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<1x8x1x1xf32>) -> tensor<8xf32>
    %46 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %47 = "linalg.generic"(%44, %46, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg737: f32, %arg738: f32, %arg739: f32):
      %699 = "arith.mulf"(%arg737, %arg738) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%699) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %48 = "tensor.expand_shape"(%arg4) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %49 = "linalg.generic"(%47, %48, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg734: f32, %arg735: f32, %arg736: f32):
      %698 = "arith.addf"(%arg734, %arg735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%698) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %50 = "linalg.generic"(%49, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg732: f32, %arg733: f32):
      %697 = "arith.addf"(%arg732, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%697) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %51 = "linalg.generic"(%50, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg730: f32, %arg731: f32):
      %695 = "arith.cmpf"(%arg730, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %696 = "arith.select"(%695, %arg730, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%696) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %52 = "linalg.generic"(%51, %5, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg727: f32, %arg728: f32, %arg729: f32):
      %693 = "arith.cmpf"(%arg727, %arg728) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %694 = "arith.select"(%693, %arg727, %arg728) : (i1, f32, f32) -> f32
      "linalg.yield"(%694) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<f32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %53 = "linalg.generic"(%52, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg725: f32, %arg726: f32):
      %692 = "arith.divf"(%arg725, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%692) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %54 = "linalg.generic"(%53, %49, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg722: f32, %arg723: f32, %arg724: f32):
      %691 = "arith.mulf"(%arg722, %arg723) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%691) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %55 = "tensor.empty"() : () -> tensor<1x24x32x32xf32>
    %56 = "linalg.fill"(%1, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg720: f32, %arg721: f32):
      "linalg.yield"(%arg720) : (f32) -> ()
    }) : (f32, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %57 = "linalg.conv_2d_nchw_fchw"(%54, %arg5, %56) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg717: f32, %arg718: f32, %arg719: f32):
      %689 = "arith.mulf"(%arg717, %arg718) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %690 = "arith.addf"(%arg719, %689) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%690) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (tensor<1x8x32x32xf32>, tensor<24x8x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %58 = "tensor.empty"() : () -> tensor<1x24x32x32xf32>
    %59 = "linalg.generic"(%57, %58) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg715: f32, %arg716: f32):
      "linalg.yield"(%arg715) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %60 = "tensor.empty"() : () -> tensor<1x24x1x1xf32>
    %61 = "linalg.fill"(%2, %60) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg713: f32, %arg714: f32):
      "linalg.yield"(%arg713) : (f32) -> ()
    }) : (f32, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %62 = "linalg.generic"(%59, %61) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg711: f32, %arg712: f32):
      %688 = "arith.addf"(%arg711, %arg712) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%688) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %63 = "linalg.generic"(%62, %60) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg709: f32, %arg710: f32):
      %687 = "arith.divf"(%arg709, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%687) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %64 = "linalg.generic"(%59, %63, %58) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg706: f32, %arg707: f32, %arg708: f32):
      %686 = "arith.subf"(%arg706, %arg707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%686) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %65 = "linalg.generic"(%64, %64, %58) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg703: f32, %arg704: f32, %arg705: f32):
      %685 = "arith.mulf"(%arg703, %arg704) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%685) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %66 = "linalg.generic"(%65, %61) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg701: f32, %arg702: f32):
      %684 = "arith.addf"(%arg701, %arg702) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%684) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %67 = "linalg.generic"(%66, %60) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg699: f32, %arg700: f32):
      %683 = "arith.divf"(%arg699, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%683) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %68 = "tensor.empty"() : () -> tensor<1x24x1x1xf32>
    %69 = "linalg.generic"(%67, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg697: f32, %arg698: f32):
      "linalg.yield"(%arg697) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %70 = "linalg.fill"(%1, %68) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg695: f32, %arg696: f32):
      "linalg.yield"(%arg695) : (f32) -> ()
    }) : (f32, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %71 = "linalg.generic"(%57, %70) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg693: f32, %arg694: f32):
      %682 = "arith.addf"(%arg693, %arg694) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%682) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %72 = "linalg.generic"(%71, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg691: f32, %arg692: f32):
      %681 = "arith.divf"(%arg691, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%681) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %73 = "linalg.generic"(%69, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg689: f32, %arg690: f32):
      %680 = "arith.addf"(%arg689, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%680) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %74 = "linalg.generic"(%73, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg687: f32, %arg688: f32):
      %679 = "math.rsqrt"(%arg687) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%679) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %75 = "linalg.generic"(%57, %72, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg684: f32, %arg685: f32, %arg686: f32):
      %678 = "arith.subf"(%arg684, %arg685) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%678) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %76 = "linalg.generic"(%75, %74, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg681: f32, %arg682: f32, %arg683: f32):
      %677 = "arith.mulf"(%arg681, %arg682) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%677) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %77 = "tensor.collapse_shape"(%74) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<1x24x1x1xf32>) -> tensor<24xf32>
    %78 = "tensor.expand_shape"(%arg6) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 24, 1, 1>}> : (tensor<24xf32>) -> tensor<24x1x1xf32>
    %79 = "linalg.generic"(%76, %78, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg678: f32, %arg679: f32, %arg680: f32):
      %676 = "arith.mulf"(%arg678, %arg679) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%676) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %80 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 24, 1, 1>}> : (tensor<24xf32>) -> tensor<24x1x1xf32>
    %81 = "linalg.generic"(%79, %80, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg675: f32, %arg676: f32, %arg677: f32):
      %675 = "arith.addf"(%arg675, %arg676) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%675) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %82 = "linalg.generic"(%81, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg673: f32, %arg674: f32):
      %674 = "arith.addf"(%arg673, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%674) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %83 = "linalg.generic"(%82, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg671: f32, %arg672: f32):
      %672 = "arith.cmpf"(%arg671, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %673 = "arith.select"(%672, %arg671, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%673) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %84 = "linalg.generic"(%83, %5, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg668: f32, %arg669: f32, %arg670: f32):
      %670 = "arith.cmpf"(%arg668, %arg669) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %671 = "arith.select"(%670, %arg668, %arg669) : (i1, f32, f32) -> f32
      "linalg.yield"(%671) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<f32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %85 = "linalg.generic"(%84, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg666: f32, %arg667: f32):
      %669 = "arith.divf"(%arg666, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%669) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %86 = "linalg.generic"(%85, %81, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg663: f32, %arg664: f32, %arg665: f32):
      %668 = "arith.mulf"(%arg663, %arg664) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%668) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %87 = "tensor.pad"(%86) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 2, 2>}> ({
    ^bb0(%arg659: index, %arg660: index, %arg661: index, %arg662: index):
      "tensor.yield"(%1) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>) -> tensor<1x24x36x36xf32>
    %88 = "tensor.empty"() : () -> tensor<1x24x16x16xf32>
    %89 = "linalg.fill"(%1, %88) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg657: f32, %arg658: f32):
      "linalg.yield"(%arg657) : (f32) -> ()
    }) : (f32, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %90 = "tensor.collapse_shape"(%arg8) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x5x5xf32>) -> tensor<24x5x5xf32>
    %91 = "linalg.depthwise_conv_2d_nchw_chw"(%87, %90, %89) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg654: f32, %arg655: f32, %arg656: f32):
      %666 = "arith.mulf"(%arg654, %arg655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %667 = "arith.addf"(%arg656, %666) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%667) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4, d2 * 2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>]} : (tensor<1x24x36x36xf32>, tensor<24x5x5xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %92 = "tensor.empty"() : () -> tensor<1x24x16x16xf32>
    %93 = "linalg.generic"(%91, %92) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg652: f32, %arg653: f32):
      "linalg.yield"(%arg652) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %94 = "linalg.generic"(%93, %61) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg650: f32, %arg651: f32):
      %665 = "arith.addf"(%arg650, %arg651) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%665) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %95 = "linalg.generic"(%94, %60) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg648: f32, %arg649: f32):
      %664 = "arith.divf"(%arg648, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%664) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %96 = "linalg.generic"(%93, %95, %92) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg645: f32, %arg646: f32, %arg647: f32):
      %663 = "arith.subf"(%arg645, %arg646) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%663) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %97 = "linalg.generic"(%96, %96, %92) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg642: f32, %arg643: f32, %arg644: f32):
      %662 = "arith.mulf"(%arg642, %arg643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%662) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %98 = "linalg.generic"(%97, %61) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg640: f32, %arg641: f32):
      %661 = "arith.addf"(%arg640, %arg641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%661) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %99 = "linalg.generic"(%98, %60) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg638: f32, %arg639: f32):
      %660 = "arith.divf"(%arg638, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%660) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %100 = "linalg.generic"(%99, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg636: f32, %arg637: f32):
      "linalg.yield"(%arg636) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %101 = "linalg.generic"(%91, %70) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg634: f32, %arg635: f32):
      %659 = "arith.addf"(%arg634, %arg635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%659) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %102 = "linalg.generic"(%101, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg632: f32, %arg633: f32):
      %658 = "arith.divf"(%arg632, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%658) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %103 = "linalg.generic"(%100, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg630: f32, %arg631: f32):
      %657 = "arith.addf"(%arg630, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%657) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %104 = "linalg.generic"(%103, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg628: f32, %arg629: f32):
      %656 = "math.rsqrt"(%arg628) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%656) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %105 = "linalg.generic"(%91, %102, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg625: f32, %arg626: f32, %arg627: f32):
      %655 = "arith.subf"(%arg625, %arg626) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%655) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %106 = "linalg.generic"(%105, %104, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg622: f32, %arg623: f32, %arg624: f32):
      %654 = "arith.mulf"(%arg622, %arg623) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%654) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %107 = "tensor.collapse_shape"(%104) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<1x24x1x1xf32>) -> tensor<24xf32>
    %108 = "tensor.expand_shape"(%arg9) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 24, 1, 1>}> : (tensor<24xf32>) -> tensor<24x1x1xf32>
    %109 = "linalg.generic"(%106, %108, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg619: f32, %arg620: f32, %arg621: f32):
      %653 = "arith.mulf"(%arg619, %arg620) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%653) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %110 = "tensor.expand_shape"(%arg10) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 24, 1, 1>}> : (tensor<24xf32>) -> tensor<24x1x1xf32>
    %111 = "linalg.generic"(%109, %110, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg616: f32, %arg617: f32, %arg618: f32):
      %652 = "arith.addf"(%arg616, %arg617) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%652) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %112 = "linalg.generic"(%111, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg614: f32, %arg615: f32):
      %651 = "arith.addf"(%arg614, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%651) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %113 = "linalg.generic"(%112, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg612: f32, %arg613: f32):
      %649 = "arith.cmpf"(%arg612, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %650 = "arith.select"(%649, %arg612, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%650) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %114 = "linalg.generic"(%113, %5, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg609: f32, %arg610: f32, %arg611: f32):
      %647 = "arith.cmpf"(%arg609, %arg610) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %648 = "arith.select"(%647, %arg609, %arg610) : (i1, f32, f32) -> f32
      "linalg.yield"(%648) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<f32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %115 = "linalg.generic"(%114, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg607: f32, %arg608: f32):
      %646 = "arith.divf"(%arg607, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%646) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %116 = "linalg.generic"(%115, %111, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg604: f32, %arg605: f32, %arg606: f32):
      %645 = "arith.mulf"(%arg604, %arg605) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%645) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %117 = "linalg.generic"(%116, %70) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg602: f32, %arg603: f32):
      %644 = "arith.addf"(%arg602, %arg603) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%644) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %118 = "linalg.generic"(%117, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg600: f32, %arg601: f32):
      %643 = "arith.divf"(%arg600, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%643) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %119 = "linalg.broadcast"(%arg12, %36) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg598: f32, %arg599: f32):
      "linalg.yield"(%arg598) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %120 = "linalg.conv_2d_nchw_fchw"(%118, %arg11, %119) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg595: f32, %arg596: f32, %arg597: f32):
      %641 = "arith.mulf"(%arg595, %arg596) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %642 = "arith.addf"(%arg597, %641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%642) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (tensor<1x24x1x1xf32>, tensor<8x24x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %121 = "linalg.generic"(%120, %36) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg593: f32, %arg594: f32):
      %639 = "arith.cmpf"(%arg593, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %640 = "arith.select"(%639, %arg593, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%640) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %122 = "linalg.broadcast"(%arg14, %68) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg591: f32, %arg592: f32):
      "linalg.yield"(%arg591) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %123 = "linalg.conv_2d_nchw_fchw"(%121, %arg13, %122) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg588: f32, %arg589: f32, %arg590: f32):
      %637 = "arith.mulf"(%arg588, %arg589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %638 = "arith.addf"(%arg590, %637) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%638) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (tensor<1x8x1x1xf32>, tensor<24x8x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %124 = "linalg.generic"(%123, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg586: f32, %arg587: f32):
      %636 = "arith.addf"(%arg586, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%636) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %125 = "linalg.generic"(%124, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg584: f32, %arg585: f32):
      %635 = "arith.divf"(%arg584, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%635) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %126 = "linalg.generic"(%4, %125, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg581: f32, %arg582: f32, %arg583: f32):
      %633 = "arith.cmpf"(%arg581, %arg582) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %634 = "arith.select"(%633, %arg581, %arg582) : (i1, f32, f32) -> f32
      "linalg.yield"(%634) : (f32) -> ()
    }) : (tensor<f32>, tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %127 = "linalg.generic"(%3, %126, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg578: f32, %arg579: f32, %arg580: f32):
      %631 = "arith.cmpf"(%arg578, %arg579) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %632 = "arith.select"(%631, %arg578, %arg579) : (i1, f32, f32) -> f32
      "linalg.yield"(%632) : (f32) -> ()
    }) : (tensor<f32>, tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %128 = "linalg.generic"(%127, %116, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg575: f32, %arg576: f32, %arg577: f32):
      %630 = "arith.mulf"(%arg575, %arg576) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%630) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %129 = "tensor.empty"() : () -> tensor<1x16x16x16xf32>
    %130 = "linalg.fill"(%1, %129) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg573: f32, %arg574: f32):
      "linalg.yield"(%arg573) : (f32) -> ()
    }) : (f32, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %131 = "linalg.conv_2d_nchw_fchw"(%128, %arg15, %130) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg570: f32, %arg571: f32, %arg572: f32):
      %628 = "arith.mulf"(%arg570, %arg571) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %629 = "arith.addf"(%arg572, %628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%629) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (tensor<1x24x16x16xf32>, tensor<16x24x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %132 = "tensor.empty"() : () -> tensor<1x16x16x16xf32>
    %133 = "linalg.generic"(%131, %132) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg568: f32, %arg569: f32):
      "linalg.yield"(%arg568) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %134 = "tensor.empty"() : () -> tensor<1x16x1x1xf32>
    %135 = "linalg.fill"(%2, %134) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg566: f32, %arg567: f32):
      "linalg.yield"(%arg566) : (f32) -> ()
    }) : (f32, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %136 = "linalg.generic"(%133, %135) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg564: f32, %arg565: f32):
      %627 = "arith.addf"(%arg564, %arg565) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%627) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %137 = "linalg.generic"(%136, %134) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg562: f32, %arg563: f32):
      %626 = "arith.divf"(%arg562, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%626) : (f32) -> ()
    }) : (tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %138 = "linalg.generic"(%133, %137, %132) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg559: f32, %arg560: f32, %arg561: f32):
      %625 = "arith.subf"(%arg559, %arg560) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%625) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %139 = "linalg.generic"(%138, %138, %132) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg556: f32, %arg557: f32, %arg558: f32):
      %624 = "arith.mulf"(%arg556, %arg557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%624) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %140 = "linalg.generic"(%139, %135) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg554: f32, %arg555: f32):
      %623 = "arith.addf"(%arg554, %arg555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%623) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %141 = "linalg.generic"(%140, %134) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg552: f32, %arg553: f32):
      %622 = "arith.divf"(%arg552, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%622) : (f32) -> ()
    }) : (tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %142 = "tensor.empty"() : () -> tensor<1x16x1x1xf32>
    %143 = "linalg.generic"(%141, %142) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg550: f32, %arg551: f32):
      "linalg.yield"(%arg550) : (f32) -> ()
    }) : (tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %144 = "linalg.fill"(%1, %142) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg548: f32, %arg549: f32):
      "linalg.yield"(%arg548) : (f32) -> ()
    }) : (f32, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %145 = "linalg.generic"(%131, %144) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg546: f32, %arg547: f32):
      %621 = "arith.addf"(%arg546, %arg547) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%621) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %146 = "linalg.generic"(%145, %142) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg544: f32, %arg545: f32):
      %620 = "arith.divf"(%arg544, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%620) : (f32) -> ()
    }) : (tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %147 = "linalg.generic"(%143, %142) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg542: f32, %arg543: f32):
      %619 = "arith.addf"(%arg542, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%619) : (f32) -> ()
    }) : (tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %148 = "linalg.generic"(%147, %142) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg540: f32, %arg541: f32):
      %618 = "math.rsqrt"(%arg540) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%618) : (f32) -> ()
    }) : (tensor<1x16x1x1xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %149 = "linalg.generic"(%131, %146, %129) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg537: f32, %arg538: f32, %arg539: f32):
      %617 = "arith.subf"(%arg537, %arg538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%617) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %150 = "linalg.generic"(%149, %148, %129) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg534: f32, %arg535: f32, %arg536: f32):
      %616 = "arith.mulf"(%arg534, %arg535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%616) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %151 = "tensor.collapse_shape"(%148) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<1x16x1x1xf32>) -> tensor<16xf32>
    %152 = "tensor.expand_shape"(%arg16) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %153 = "linalg.generic"(%150, %152, %129) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg531: f32, %arg532: f32, %arg533: f32):
      %615 = "arith.mulf"(%arg531, %arg532) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%615) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %154 = "tensor.expand_shape"(%arg17) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %155 = "linalg.generic"(%153, %154, %129) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg528: f32, %arg529: f32, %arg530: f32):
      %614 = "arith.addf"(%arg528, %arg529) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%614) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %156 = "tensor.empty"() : () -> tensor<1x96x16x16xf32>
    %157 = "linalg.fill"(%1, %156) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg526: f32, %arg527: f32):
      "linalg.yield"(%arg526) : (f32) -> ()
    }) : (f32, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %158 = "linalg.conv_2d_nchw_fchw"(%155, %arg18, %157) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg523: f32, %arg524: f32, %arg525: f32):
      %612 = "arith.mulf"(%arg523, %arg524) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %613 = "arith.addf"(%arg525, %612) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%613) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (tensor<1x16x16x16xf32>, tensor<96x16x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %159 = "tensor.empty"() : () -> tensor<1x96x16x16xf32>
    %160 = "linalg.generic"(%158, %159) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg521: f32, %arg522: f32):
      "linalg.yield"(%arg521) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %161 = "tensor.empty"() : () -> tensor<1x96x1x1xf32>
    %162 = "linalg.fill"(%2, %161) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg519: f32, %arg520: f32):
      "linalg.yield"(%arg519) : (f32) -> ()
    }) : (f32, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %163 = "linalg.generic"(%160, %162) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg517: f32, %arg518: f32):
      %611 = "arith.addf"(%arg517, %arg518) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%611) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %164 = "linalg.generic"(%163, %161) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg515: f32, %arg516: f32):
      %610 = "arith.divf"(%arg515, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%610) : (f32) -> ()
    }) : (tensor<1x96x1x1xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %165 = "linalg.generic"(%160, %164, %159) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg512: f32, %arg513: f32, %arg514: f32):
      %609 = "arith.subf"(%arg512, %arg513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%609) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %166 = "linalg.generic"(%165, %165, %159) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg509: f32, %arg510: f32, %arg511: f32):
      %608 = "arith.mulf"(%arg509, %arg510) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%608) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %167 = "linalg.generic"(%166, %162) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg507: f32, %arg508: f32):
      %607 = "arith.addf"(%arg507, %arg508) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%607) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %168 = "linalg.generic"(%167, %161) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg505: f32, %arg506: f32):
      %606 = "arith.divf"(%arg505, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%606) : (f32) -> ()
    }) : (tensor<1x96x1x1xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %169 = "tensor.empty"() : () -> tensor<1x96x1x1xf32>
    %170 = "linalg.generic"(%168, %169) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg503: f32, %arg504: f32):
      "linalg.yield"(%arg503) : (f32) -> ()
    }) : (tensor<1x96x1x1xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %171 = "linalg.fill"(%1, %169) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg501: f32, %arg502: f32):
      "linalg.yield"(%arg501) : (f32) -> ()
    }) : (f32, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %172 = "linalg.generic"(%158, %171) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg499: f32, %arg500: f32):
      %605 = "arith.addf"(%arg499, %arg500) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%605) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %173 = "linalg.generic"(%172, %169) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg497: f32, %arg498: f32):
      %604 = "arith.divf"(%arg497, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%604) : (f32) -> ()
    }) : (tensor<1x96x1x1xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %174 = "linalg.generic"(%170, %169) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg495: f32, %arg496: f32):
      %603 = "arith.addf"(%arg495, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%603) : (f32) -> ()
    }) : (tensor<1x96x1x1xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %175 = "linalg.generic"(%174, %169) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg493: f32, %arg494: f32):
      %602 = "math.rsqrt"(%arg493) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%602) : (f32) -> ()
    }) : (tensor<1x96x1x1xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %176 = "linalg.generic"(%158, %173, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg490: f32, %arg491: f32, %arg492: f32):
      %601 = "arith.subf"(%arg490, %arg491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%601) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %177 = "linalg.generic"(%176, %175, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg487: f32, %arg488: f32, %arg489: f32):
      %600 = "arith.mulf"(%arg487, %arg488) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%600) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %178 = "tensor.collapse_shape"(%175) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<1x96x1x1xf32>) -> tensor<96xf32>
    %179 = "tensor.expand_shape"(%arg19) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 96, 1, 1>}> : (tensor<96xf32>) -> tensor<96x1x1xf32>
    %180 = "linalg.generic"(%177, %179, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg484: f32, %arg485: f32, %arg486: f32):
      %599 = "arith.mulf"(%arg484, %arg485) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%599) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %181 = "tensor.expand_shape"(%arg20) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 96, 1, 1>}> : (tensor<96xf32>) -> tensor<96x1x1xf32>
    %182 = "linalg.generic"(%180, %181, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg481: f32, %arg482: f32, %arg483: f32):
      %598 = "arith.addf"(%arg481, %arg482) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%598) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %183 = "linalg.generic"(%182, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg479: f32, %arg480: f32):
      %597 = "arith.addf"(%arg479, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%597) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %184 = "linalg.generic"(%183, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg477: f32, %arg478: f32):
      %595 = "arith.cmpf"(%arg477, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %596 = "arith.select"(%595, %arg477, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%596) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %185 = "linalg.generic"(%184, %5, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg474: f32, %arg475: f32, %arg476: f32):
      %593 = "arith.cmpf"(%arg474, %arg475) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %594 = "arith.select"(%593, %arg474, %arg475) : (i1, f32, f32) -> f32
      "linalg.yield"(%594) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<f32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %186 = "linalg.generic"(%185, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg472: f32, %arg473: f32):
      %592 = "arith.divf"(%arg472, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%592) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %187 = "linalg.generic"(%186, %182, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg469: f32, %arg470: f32, %arg471: f32):
      %591 = "arith.mulf"(%arg469, %arg470) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%591) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %188 = "linalg.generic"(%187, %171) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg467: f32, %arg468: f32):
      %590 = "arith.addf"(%arg467, %arg468) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%590) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %189 = "linalg.generic"(%188, %169) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg465: f32, %arg466: f32):
      %589 = "arith.divf"(%arg465, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%589) : (f32) -> ()
    }) : (tensor<1x96x1x1xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %190 = "tensor.collapse_shape"(%189) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x96x1x1xf32>) -> tensor<1x96xf32>
    %191 = "tensor.empty"() : () -> tensor<96x256xf32>
    %192 = "linalg.transpose"(%arg21, %191) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg463: f32, %arg464: f32):
      "linalg.yield"(%arg463) : (f32) -> ()
    }) : (tensor<256x96xf32>, tensor<96x256xf32>) -> tensor<96x256xf32>
    %193 = "tensor.empty"() : () -> tensor<1x256xf32>
    %194 = "linalg.fill"(%1, %193) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg461: f32, %arg462: f32):
      "linalg.yield"(%arg461) : (f32) -> ()
    }) : (f32, tensor<1x256xf32>) -> tensor<1x256xf32>
    %195 = "linalg.matmul"(%190, %192, %194) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg458: f32, %arg459: f32, %arg460: f32):
      %587 = "arith.mulf"(%arg458, %arg459) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %588 = "arith.addf"(%arg460, %587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%588) : (f32) -> ()
    }) : (tensor<1x96xf32>, tensor<96x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %196 = "linalg.generic"(%arg22, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg456: f32, %arg457: f32):
      "linalg.yield"(%arg456) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %197 = "linalg.generic"(%195, %196, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg453: f32, %arg454: f32, %arg455: f32):
      %586 = "arith.addf"(%arg453, %arg454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%586) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %198 = "linalg.generic"(%197, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg451: f32, %arg452: f32):
      %585 = "arith.addf"(%arg451, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%585) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %199 = "linalg.generic"(%198, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg449: f32, %arg450: f32):
      %583 = "arith.cmpf"(%arg449, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %584 = "arith.select"(%583, %arg449, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%584) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %200 = "linalg.generic"(%199, %5, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg446: f32, %arg447: f32, %arg448: f32):
      %581 = "arith.cmpf"(%arg446, %arg447) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %582 = "arith.select"(%581, %arg446, %arg447) : (i1, f32, f32) -> f32
      "linalg.yield"(%582) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<f32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %201 = "linalg.generic"(%200, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg444: f32, %arg445: f32):
      %580 = "arith.divf"(%arg444, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%580) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %202 = "linalg.generic"(%201, %197, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg441: f32, %arg442: f32, %arg443: f32):
      %579 = "arith.mulf"(%arg441, %arg442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%579) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %203 = "linalg.matmul"(%arg1, %arg23, %194) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg438: f32, %arg439: f32, %arg440: f32):
      %577 = "arith.mulf"(%arg438, %arg439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %578 = "arith.addf"(%arg440, %577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%578) : (f32) -> ()
    }) : (tensor<1x10xf32>, tensor<10x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %204 = "tensor.empty"() : () -> tensor<10x1xf32>
    %205 = "linalg.transpose"(%arg1, %204) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg436: f32, %arg437: f32):
      "linalg.yield"(%arg436) : (f32) -> ()
    }) : (tensor<1x10xf32>, tensor<10x1xf32>) -> tensor<10x1xf32>
    %206 = "tensor.empty"() : () -> tensor<10x256xf32>
    %207 = "linalg.fill"(%1, %206) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg434: f32, %arg435: f32):
      "linalg.yield"(%arg434) : (f32) -> ()
    }) : (f32, tensor<10x256xf32>) -> tensor<10x256xf32>
    %208 = "linalg.matmul"(%205, %202, %207) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg431: f32, %arg432: f32, %arg433: f32):
      %575 = "arith.mulf"(%arg431, %arg432) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %576 = "arith.addf"(%arg433, %575) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%576) : (f32) -> ()
    }) : (tensor<10x1xf32>, tensor<1x256xf32>, tensor<10x256xf32>) -> tensor<10x256xf32>
    %209 = "tensor.empty"() : () -> tensor<1x10xf32>
    %210 = "linalg.fill"(%1, %209) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg429: f32, %arg430: f32):
      "linalg.yield"(%arg429) : (f32) -> ()
    }) : (f32, tensor<1x10xf32>) -> tensor<1x10xf32>
    %211 = "linalg.generic"(%arg1, %210) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg427: f32, %arg428: f32):
      %574 = "arith.addf"(%arg427, %arg428) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%574) : (f32) -> ()
    }) : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    %212 = "tensor.collapse_shape"(%211) <{reassociation = [[0, 1]]}> : (tensor<1x10xf32>) -> tensor<10xf32>
    %213 = "tensor.empty"() : () -> tensor<1x256xi1>
    %214 = "linalg.generic"(%197, %213) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg425: f32, %arg426: i1):
      %573 = "arith.cmpf"(%arg425, %16) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%573) : (i1) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xi1>) -> tensor<1x256xi1>
    %215 = "linalg.generic"(%197, %213) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg423: f32, %arg424: i1):
      %572 = "arith.cmpf"(%arg423, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%572) : (i1) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xi1>) -> tensor<1x256xi1>
    %216 = "linalg.generic"(%197, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg421: f32, %arg422: f32):
      %571 = "arith.divf"(%arg421, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%571) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %217 = "linalg.generic"(%216, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg419: f32, %arg420: f32):
      %570 = "arith.addf"(%arg419, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%570) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %218 = "linalg.generic"(%203, %217, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg416: f32, %arg417: f32, %arg418: f32):
      %569 = "arith.mulf"(%arg416, %arg417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%569) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %219 = "linalg.generic"(%215, %218, %203, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg412: i1, %arg413: f32, %arg414: f32, %arg415: f32):
      %568 = "arith.select"(%arg412, %arg413, %arg414) : (i1, f32, f32) -> f32
      "linalg.yield"(%568) : (f32) -> ()
    }) : (tensor<1x256xi1>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %220 = "linalg.generic"(%214, %3, %219, %193) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg408: i1, %arg409: f32, %arg410: f32, %arg411: f32):
      %567 = "arith.select"(%arg408, %arg409, %arg410) : (i1, f32, f32) -> f32
      "linalg.yield"(%567) : (f32) -> ()
    }) : (tensor<1x256xi1>, tensor<f32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %221 = "tensor.empty"() : () -> tensor<1x96xf32>
    %222 = "linalg.fill"(%1, %221) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg406: f32, %arg407: f32):
      "linalg.yield"(%arg406) : (f32) -> ()
    }) : (f32, tensor<1x96xf32>) -> tensor<1x96xf32>
    %223 = "linalg.matmul"(%220, %arg21, %222) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg403: f32, %arg404: f32, %arg405: f32):
      %565 = "arith.mulf"(%arg403, %arg404) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %566 = "arith.addf"(%arg405, %565) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%566) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<256x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %224 = "tensor.empty"() : () -> tensor<256x1xf32>
    %225 = "linalg.transpose"(%220, %224) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg401: f32, %arg402: f32):
      "linalg.yield"(%arg401) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %226 = "tensor.empty"() : () -> tensor<256x96xf32>
    %227 = "linalg.fill"(%1, %226) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg399: f32, %arg400: f32):
      "linalg.yield"(%arg399) : (f32) -> ()
    }) : (f32, tensor<256x96xf32>) -> tensor<256x96xf32>
    %228 = "linalg.matmul"(%225, %190, %227) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg396: f32, %arg397: f32, %arg398: f32):
      %563 = "arith.mulf"(%arg396, %arg397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %564 = "arith.addf"(%arg398, %563) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%564) : (f32) -> ()
    }) : (tensor<256x1xf32>, tensor<1x96xf32>, tensor<256x96xf32>) -> tensor<256x96xf32>
    %229 = "linalg.generic"(%220, %194) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg394: f32, %arg395: f32):
      %562 = "arith.addf"(%arg394, %arg395) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%562) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %230 = "tensor.collapse_shape"(%229) <{reassociation = [[0, 1]]}> : (tensor<1x256xf32>) -> tensor<256xf32>
    %231 = "linalg.generic"(%223, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg392: f32, %arg393: f32):
      "linalg.yield"(%arg392) : (f32) -> ()
    }) : (tensor<1x96xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %232 = "linalg.generic"(%231, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg390: f32, %arg391: f32):
      %561 = "arith.divf"(%arg390, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%561) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %233 = "tensor.empty"() : () -> tensor<1x96x16x16xi1>
    %234 = "linalg.generic"(%182, %233) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg388: f32, %arg389: i1):
      %560 = "arith.cmpf"(%arg388, %16) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%560) : (i1) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xi1>) -> tensor<1x96x16x16xi1>
    %235 = "linalg.generic"(%182, %233) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg386: f32, %arg387: i1):
      %559 = "arith.cmpf"(%arg386, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%559) : (i1) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xi1>) -> tensor<1x96x16x16xi1>
    %236 = "linalg.generic"(%182, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg384: f32, %arg385: f32):
      %558 = "arith.divf"(%arg384, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%558) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %237 = "linalg.generic"(%236, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg382: f32, %arg383: f32):
      %557 = "arith.addf"(%arg382, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%557) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %238 = "linalg.generic"(%232, %237, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg379: f32, %arg380: f32, %arg381: f32):
      %556 = "arith.mulf"(%arg379, %arg380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%556) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %239 = "linalg.generic"(%235, %238, %232, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg375: i1, %arg376: f32, %arg377: f32, %arg378: f32):
      %555 = "arith.select"(%arg375, %arg376, %arg377) : (i1, f32, f32) -> f32
      "linalg.yield"(%555) : (f32) -> ()
    }) : (tensor<1x96x16x16xi1>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %240 = "linalg.generic"(%234, %3, %239, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg371: i1, %arg372: f32, %arg373: f32, %arg374: f32):
      %554 = "arith.select"(%arg371, %arg372, %arg373) : (i1, f32, f32) -> f32
      "linalg.yield"(%554) : (f32) -> ()
    }) : (tensor<1x96x16x16xi1>, tensor<f32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %241 = "tensor.empty"() : () -> tensor<96xf32>
    %242 = "linalg.fill"(%1, %241) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32):
      "linalg.yield"(%arg369) : (f32) -> ()
    }) : (f32, tensor<96xf32>) -> tensor<96xf32>
    %243 = "linalg.generic"(%240, %242) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg367: f32, %arg368: f32):
      %553 = "arith.addf"(%arg367, %arg368) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%553) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96xf32>) -> tensor<96xf32>
    %244 = "linalg.generic"(%240, %176, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg364: f32, %arg365: f32, %arg366: f32):
      %552 = "arith.mulf"(%arg364, %arg365) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%552) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %245 = "linalg.generic"(%244, %242) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg362: f32, %arg363: f32):
      %551 = "arith.addf"(%arg362, %arg363) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%551) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96xf32>) -> tensor<96xf32>
    %246 = "linalg.generic"(%243, %241) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg360: f32, %arg361: f32):
      %550 = "arith.mulf"(%arg360, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%550) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %247 = "tensor.expand_shape"(%246) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %248 = "linalg.generic"(%245, %241) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg358: f32, %arg359: f32):
      %549 = "arith.mulf"(%arg358, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%549) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %249 = "linalg.generic"(%178, %178, %241) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg355: f32, %arg356: f32, %arg357: f32):
      %548 = "arith.mulf"(%arg355, %arg356) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%548) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %250 = "linalg.generic"(%248, %249, %241) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg352: f32, %arg353: f32, %arg354: f32):
      %547 = "arith.mulf"(%arg352, %arg353) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%547) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %251 = "tensor.expand_shape"(%250) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %252 = "linalg.generic"(%178, %arg19, %241) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg349: f32, %arg350: f32, %arg351: f32):
      %546 = "arith.mulf"(%arg349, %arg350) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%546) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %253 = "tensor.expand_shape"(%252) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %254 = "linalg.generic"(%176, %251, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg346: f32, %arg347: f32, %arg348: f32):
      %545 = "arith.mulf"(%arg346, %arg347) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%545) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %255 = "linalg.generic"(%240, %254, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg343: f32, %arg344: f32, %arg345: f32):
      %544 = "arith.subf"(%arg343, %arg344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%544) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %256 = "linalg.generic"(%255, %247, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg340: f32, %arg341: f32, %arg342: f32):
      %543 = "arith.subf"(%arg340, %arg341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%543) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %257 = "linalg.generic"(%256, %253, %156) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg337: f32, %arg338: f32, %arg339: f32):
      %542 = "arith.mulf"(%arg337, %arg338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%542) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %258 = "linalg.generic"(%245, %178, %241) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg334: f32, %arg335: f32, %arg336: f32):
      %541 = "arith.mulf"(%arg334, %arg335) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%541) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %259 = "linalg.generic"(%257, %arg18, %130) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg331: f32, %arg332: f32, %arg333: f32):
      %539 = "arith.mulf"(%arg331, %arg332) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %540 = "arith.addf"(%539, %arg333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%540) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %260 = "tensor.empty"() : () -> tensor<96x16x1x1xf32>
    %261 = "linalg.fill"(%1, %260) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg329: f32, %arg330: f32):
      "linalg.yield"(%arg329) : (f32) -> ()
    }) : (f32, tensor<96x16x1x1xf32>) -> tensor<96x16x1x1xf32>
    %262 = "linalg.generic"(%155, %257, %261) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg326: f32, %arg327: f32, %arg328: f32):
      %537 = "arith.mulf"(%arg326, %arg327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %538 = "arith.addf"(%537, %arg328) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%538) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x96x16x16xf32>, tensor<96x16x1x1xf32>) -> tensor<96x16x1x1xf32>
    %263 = "tensor.empty"() : () -> tensor<16xf32>
    %264 = "linalg.fill"(%1, %263) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg324: f32, %arg325: f32):
      "linalg.yield"(%arg324) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %265 = "linalg.generic"(%259, %264) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg322: f32, %arg323: f32):
      %536 = "arith.addf"(%arg322, %arg323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%536) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %266 = "linalg.generic"(%259, %149, %129) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg319: f32, %arg320: f32, %arg321: f32):
      %535 = "arith.mulf"(%arg319, %arg320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%535) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %267 = "linalg.generic"(%266, %264) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg317: f32, %arg318: f32):
      %534 = "arith.addf"(%arg317, %arg318) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%534) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %268 = "linalg.generic"(%265, %263) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg315: f32, %arg316: f32):
      %533 = "arith.mulf"(%arg315, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%533) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %269 = "tensor.expand_shape"(%268) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %270 = "linalg.generic"(%267, %263) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg313: f32, %arg314: f32):
      %532 = "arith.mulf"(%arg313, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%532) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %271 = "linalg.generic"(%151, %151, %263) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg310: f32, %arg311: f32, %arg312: f32):
      %531 = "arith.mulf"(%arg310, %arg311) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%531) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %272 = "linalg.generic"(%270, %271, %263) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg307: f32, %arg308: f32, %arg309: f32):
      %530 = "arith.mulf"(%arg307, %arg308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%530) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %273 = "tensor.expand_shape"(%272) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %274 = "linalg.generic"(%151, %arg16, %263) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg304: f32, %arg305: f32, %arg306: f32):
      %529 = "arith.mulf"(%arg304, %arg305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%529) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %275 = "tensor.expand_shape"(%274) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %276 = "linalg.generic"(%149, %273, %129) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32, %arg303: f32):
      %528 = "arith.mulf"(%arg301, %arg302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%528) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %277 = "linalg.generic"(%259, %276, %129) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32, %arg300: f32):
      %527 = "arith.subf"(%arg298, %arg299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%527) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %278 = "linalg.generic"(%277, %269, %129) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg295: f32, %arg296: f32, %arg297: f32):
      %526 = "arith.subf"(%arg295, %arg296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%526) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %279 = "linalg.generic"(%278, %275, %129) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg292: f32, %arg293: f32, %arg294: f32):
      %525 = "arith.mulf"(%arg292, %arg293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%525) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %280 = "linalg.generic"(%267, %151, %263) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg289: f32, %arg290: f32, %arg291: f32):
      %524 = "arith.mulf"(%arg289, %arg290) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%524) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %281 = "linalg.generic"(%279, %arg15, %89) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg286: f32, %arg287: f32, %arg288: f32):
      %522 = "arith.mulf"(%arg286, %arg287) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %523 = "arith.addf"(%522, %arg288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%523) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %282 = "tensor.empty"() : () -> tensor<16x24x1x1xf32>
    %283 = "linalg.fill"(%1, %282) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg284: f32, %arg285: f32):
      "linalg.yield"(%arg284) : (f32) -> ()
    }) : (f32, tensor<16x24x1x1xf32>) -> tensor<16x24x1x1xf32>
    %284 = "linalg.generic"(%128, %279, %283) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg281: f32, %arg282: f32, %arg283: f32):
      %520 = "arith.mulf"(%arg281, %arg282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %521 = "arith.addf"(%520, %arg283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%521) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x16x16x16xf32>, tensor<16x24x1x1xf32>) -> tensor<16x24x1x1xf32>
    %285 = "linalg.generic"(%281, %127, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg278: f32, %arg279: f32, %arg280: f32):
      %519 = "arith.mulf"(%arg278, %arg279) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%519) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %286 = "linalg.generic"(%281, %116, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg275: f32, %arg276: f32, %arg277: f32):
      %518 = "arith.mulf"(%arg275, %arg276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%518) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %287 = "linalg.generic"(%286, %70) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg273: f32, %arg274: f32):
      %517 = "arith.addf"(%arg273, %arg274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%517) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %288 = "tensor.empty"() : () -> tensor<1x24x1x1xi1>
    %289 = "linalg.generic"(%123, %288) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg271: f32, %arg272: i1):
      %516 = "arith.cmpf"(%arg271, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%516) : (i1) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xi1>) -> tensor<1x24x1x1xi1>
    %290 = "linalg.generic"(%123, %288) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg269: f32, %arg270: i1):
      %515 = "arith.cmpf"(%arg269, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%515) : (i1) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xi1>) -> tensor<1x24x1x1xi1>
    %291 = "linalg.generic"(%289, %290, %288) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg266: i1, %arg267: i1, %arg268: i1):
      %514 = "arith.andi"(%arg266, %arg267) : (i1, i1) -> i1
      "linalg.yield"(%514) : (i1) -> ()
    }) : (tensor<1x24x1x1xi1>, tensor<1x24x1x1xi1>, tensor<1x24x1x1xi1>) -> tensor<1x24x1x1xi1>
    %292 = "linalg.generic"(%287, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg264: f32, %arg265: f32):
      %513 = "arith.mulf"(%arg264, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%513) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %293 = "linalg.generic"(%291, %292, %3, %68) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg260: i1, %arg261: f32, %arg262: f32, %arg263: f32):
      %512 = "arith.select"(%arg260, %arg261, %arg262) : (i1, f32, f32) -> f32
      "linalg.yield"(%512) : (f32) -> ()
    }) : (tensor<1x24x1x1xi1>, tensor<1x24x1x1xf32>, tensor<f32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %294 = "linalg.generic"(%293, %arg13, %38) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg257: f32, %arg258: f32, %arg259: f32):
      %510 = "arith.mulf"(%arg257, %arg258) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %511 = "arith.addf"(%510, %arg259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%511) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<24x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %295 = "tensor.empty"() : () -> tensor<24x8x1x1xf32>
    %296 = "linalg.fill"(%1, %295) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg255: f32, %arg256: f32):
      "linalg.yield"(%arg255) : (f32) -> ()
    }) : (f32, tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %297 = "linalg.generic"(%121, %293, %296) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg252: f32, %arg253: f32, %arg254: f32):
      %508 = "arith.mulf"(%arg252, %arg253) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %509 = "arith.addf"(%508, %arg254) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%509) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x24x1x1xf32>, tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %298 = "tensor.empty"() : () -> tensor<24xf32>
    %299 = "linalg.fill"(%1, %298) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg250: f32, %arg251: f32):
      "linalg.yield"(%arg250) : (f32) -> ()
    }) : (f32, tensor<24xf32>) -> tensor<24xf32>
    %300 = "linalg.generic"(%293, %299) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg248: f32, %arg249: f32):
      %507 = "arith.addf"(%arg248, %arg249) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%507) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<24xf32>) -> tensor<24xf32>
    %301 = "linalg.generic"(%294, %121, %36) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg245: f32, %arg246: f32, %arg247: f32):
      %505 = "arith.cmpf"(%arg246, %1) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
      %506 = "arith.select"(%505, %1, %arg245) : (i1, f32, f32) -> f32
      "linalg.yield"(%506) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %302 = "linalg.generic"(%301, %arg11, %70) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg242: f32, %arg243: f32, %arg244: f32):
      %503 = "arith.mulf"(%arg242, %arg243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %504 = "arith.addf"(%503, %arg244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%504) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<8x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %303 = "tensor.empty"() : () -> tensor<8x24x1x1xf32>
    %304 = "linalg.fill"(%1, %303) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg240: f32, %arg241: f32):
      "linalg.yield"(%arg240) : (f32) -> ()
    }) : (f32, tensor<8x24x1x1xf32>) -> tensor<8x24x1x1xf32>
    %305 = "linalg.generic"(%118, %301, %304) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32, %arg239: f32):
      %501 = "arith.mulf"(%arg237, %arg238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %502 = "arith.addf"(%501, %arg239) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%502) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x8x1x1xf32>, tensor<8x24x1x1xf32>) -> tensor<8x24x1x1xf32>
    %306 = "tensor.empty"() : () -> tensor<8xf32>
    %307 = "linalg.fill"(%1, %306) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: f32, %arg236: f32):
      "linalg.yield"(%arg235) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %308 = "linalg.generic"(%301, %307) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32):
      %500 = "arith.addf"(%arg233, %arg234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%500) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<8xf32>) -> tensor<8xf32>
    %309 = "tensor.collapse_shape"(%302) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x24x1x1xf32>) -> tensor<1x24xf32>
    %310 = "linalg.generic"(%309, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg231: f32, %arg232: f32):
      "linalg.yield"(%arg231) : (f32) -> ()
    }) : (tensor<1x24xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %311 = "linalg.generic"(%310, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg229: f32, %arg230: f32):
      %499 = "arith.divf"(%arg229, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%499) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %312 = "linalg.generic"(%285, %311, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg226: f32, %arg227: f32, %arg228: f32):
      %498 = "arith.addf"(%arg226, %arg227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%498) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %313 = "tensor.empty"() : () -> tensor<1x24x16x16xi1>
    %314 = "linalg.generic"(%111, %313) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg224: f32, %arg225: i1):
      %497 = "arith.cmpf"(%arg224, %16) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%497) : (i1) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xi1>) -> tensor<1x24x16x16xi1>
    %315 = "linalg.generic"(%111, %313) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg222: f32, %arg223: i1):
      %496 = "arith.cmpf"(%arg222, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%496) : (i1) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xi1>) -> tensor<1x24x16x16xi1>
    %316 = "linalg.generic"(%111, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg220: f32, %arg221: f32):
      %495 = "arith.divf"(%arg220, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%495) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %317 = "linalg.generic"(%316, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg218: f32, %arg219: f32):
      %494 = "arith.addf"(%arg218, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%494) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %318 = "linalg.generic"(%312, %317, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg215: f32, %arg216: f32, %arg217: f32):
      %493 = "arith.mulf"(%arg215, %arg216) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%493) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %319 = "linalg.generic"(%315, %318, %312, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg211: i1, %arg212: f32, %arg213: f32, %arg214: f32):
      %492 = "arith.select"(%arg211, %arg212, %arg213) : (i1, f32, f32) -> f32
      "linalg.yield"(%492) : (f32) -> ()
    }) : (tensor<1x24x16x16xi1>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %320 = "linalg.generic"(%314, %3, %319, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg207: i1, %arg208: f32, %arg209: f32, %arg210: f32):
      %491 = "arith.select"(%arg207, %arg208, %arg209) : (i1, f32, f32) -> f32
      "linalg.yield"(%491) : (f32) -> ()
    }) : (tensor<1x24x16x16xi1>, tensor<f32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %321 = "linalg.generic"(%320, %299) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg205: f32, %arg206: f32):
      %490 = "arith.addf"(%arg205, %arg206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%490) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %322 = "linalg.generic"(%320, %105, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32, %arg204: f32):
      %489 = "arith.mulf"(%arg202, %arg203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%489) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %323 = "linalg.generic"(%322, %299) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg200: f32, %arg201: f32):
      %488 = "arith.addf"(%arg200, %arg201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%488) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %324 = "linalg.generic"(%321, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg198: f32, %arg199: f32):
      %487 = "arith.mulf"(%arg198, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%487) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %325 = "tensor.expand_shape"(%324) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %326 = "linalg.generic"(%323, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg196: f32, %arg197: f32):
      %486 = "arith.mulf"(%arg196, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%486) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %327 = "linalg.generic"(%107, %107, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg193: f32, %arg194: f32, %arg195: f32):
      %485 = "arith.mulf"(%arg193, %arg194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%485) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %328 = "linalg.generic"(%326, %327, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32, %arg192: f32):
      %484 = "arith.mulf"(%arg190, %arg191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%484) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %329 = "tensor.expand_shape"(%328) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %330 = "linalg.generic"(%107, %arg9, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32, %arg189: f32):
      %483 = "arith.mulf"(%arg187, %arg188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%483) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %331 = "tensor.expand_shape"(%330) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %332 = "linalg.generic"(%105, %329, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f32, %arg186: f32):
      %482 = "arith.mulf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%482) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %333 = "linalg.generic"(%320, %332, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32, %arg183: f32):
      %481 = "arith.subf"(%arg181, %arg182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%481) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %334 = "linalg.generic"(%333, %325, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f32, %arg180: f32):
      %480 = "arith.subf"(%arg178, %arg179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%480) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %335 = "linalg.generic"(%334, %331, %88) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg175: f32, %arg176: f32, %arg177: f32):
      %479 = "arith.mulf"(%arg175, %arg176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%479) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %336 = "linalg.generic"(%323, %107, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg172: f32, %arg173: f32, %arg174: f32):
      %478 = "arith.mulf"(%arg172, %arg173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%478) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %337 = "tensor.expand_shape"(%335) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 24, 1, 16, 16>}> : (tensor<1x24x16x16xf32>) -> tensor<1x24x1x16x16xf32>
    %338 = "tensor.expand_shape"(%arg8) <{reassociation = [[0, 1], [2], [3], [4]], static_output_shape = array<i64: 24, 1, 1, 5, 5>}> : (tensor<24x1x5x5xf32>) -> tensor<24x1x1x5x5xf32>
    %339 = "tensor.empty"() : () -> tensor<24x1x1x5x5xf32>
    %340 = "linalg.fill"(%1, %339) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      "linalg.yield"(%arg170) : (f32) -> ()
    }) : (f32, tensor<24x1x1x5x5xf32>) -> tensor<24x1x1x5x5xf32>
    %341 = "linalg.generic"(%338, %340) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg168: f32, %arg169: f32):
      %472 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %473 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %474 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %475 = "arith.subi"(%19, %473) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %476 = "arith.subi"(%19, %474) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %477 = "tensor.extract"(%338, %472, %0, %0, %475, %476) : (tensor<24x1x1x5x5xf32>, index, index, index, index, index) -> f32
      "linalg.yield"(%477) : (f32) -> ()
    }) : (tensor<24x1x1x5x5xf32>, tensor<24x1x1x5x5xf32>) -> tensor<24x1x1x5x5xf32>
    %342 = "tensor.empty"() : () -> tensor<1x24x1x36x36xf32>
    %343 = "linalg.fill"(%1, %342) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32):
      "linalg.yield"(%arg166) : (f32) -> ()
    }) : (f32, tensor<1x24x1x36x36xf32>) -> tensor<1x24x1x36x36xf32>
    %344 = "tensor.insert_slice"(%337, %343) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 2, 2>, static_sizes = array<i64: 1, 24, 1, 16, 16>, static_strides = array<i64: 1, 1, 1, 2, 2>}> : (tensor<1x24x1x16x16xf32>, tensor<1x24x1x36x36xf32>) -> tensor<1x24x1x36x36xf32>
    %345 = "tensor.empty"() : () -> tensor<1x24x1x32x32xf32>
    %346 = "linalg.fill"(%1, %345) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg164: f32, %arg165: f32):
      "linalg.yield"(%arg164) : (f32) -> ()
    }) : (f32, tensor<1x24x1x32x32xf32>) -> tensor<1x24x1x32x32xf32>
    %347 = "linalg.generic"(%344, %341, %346) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d5, d2, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32, %arg163: f32):
      %470 = "arith.mulf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %471 = "arith.addf"(%470, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%471) : (f32) -> ()
    }) : (tensor<1x24x1x36x36xf32>, tensor<24x1x1x5x5xf32>, tensor<1x24x1x32x32xf32>) -> tensor<1x24x1x32x32xf32>
    %348 = "tensor.collapse_shape"(%347) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x24x1x32x32xf32>) -> tensor<1x24x32x32xf32>
    %349 = "tensor.expand_shape"(%86) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 24, 1, 32, 32>}> : (tensor<1x24x32x32xf32>) -> tensor<1x24x1x32x32xf32>
    %350 = "tensor.pad"(%349) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 0, 2, 2>, static_low = array<i64: 0, 0, 0, 2, 2>}> ({
    ^bb0(%arg156: index, %arg157: index, %arg158: index, %arg159: index, %arg160: index):
      "tensor.yield"(%1) : (f32) -> ()
    }) : (tensor<1x24x1x32x32xf32>) -> tensor<1x24x1x36x36xf32>
    %351 = "linalg.generic"(%350, %337, %340) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d2, d3 + d6 * 2, d4 + d7 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d0, d1, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32, %arg155: f32):
      %468 = "arith.mulf"(%arg153, %arg154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %469 = "arith.addf"(%468, %arg155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%469) : (f32) -> ()
    }) : (tensor<1x24x1x36x36xf32>, tensor<1x24x1x16x16xf32>, tensor<24x1x1x5x5xf32>) -> tensor<24x1x1x5x5xf32>
    %352 = "tensor.collapse_shape"(%351) <{reassociation = [[0, 1], [2], [3], [4]]}> : (tensor<24x1x1x5x5xf32>) -> tensor<24x1x5x5xf32>
    %353 = "tensor.empty"() : () -> tensor<1x24x32x32xi1>
    %354 = "linalg.generic"(%81, %353) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: i1):
      %467 = "arith.cmpf"(%arg151, %16) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%467) : (i1) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xi1>) -> tensor<1x24x32x32xi1>
    %355 = "linalg.generic"(%81, %353) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f32, %arg150: i1):
      %466 = "arith.cmpf"(%arg149, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%466) : (i1) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xi1>) -> tensor<1x24x32x32xi1>
    %356 = "linalg.generic"(%81, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      %465 = "arith.divf"(%arg147, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%465) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %357 = "linalg.generic"(%356, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32):
      %464 = "arith.addf"(%arg145, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%464) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %358 = "linalg.generic"(%348, %357, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32, %arg144: f32):
      %463 = "arith.mulf"(%arg142, %arg143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%463) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %359 = "linalg.generic"(%355, %358, %348, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg138: i1, %arg139: f32, %arg140: f32, %arg141: f32):
      %462 = "arith.select"(%arg138, %arg139, %arg140) : (i1, f32, f32) -> f32
      "linalg.yield"(%462) : (f32) -> ()
    }) : (tensor<1x24x32x32xi1>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %360 = "linalg.generic"(%354, %3, %359, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg134: i1, %arg135: f32, %arg136: f32, %arg137: f32):
      %461 = "arith.select"(%arg134, %arg135, %arg136) : (i1, f32, f32) -> f32
      "linalg.yield"(%461) : (f32) -> ()
    }) : (tensor<1x24x32x32xi1>, tensor<f32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %361 = "linalg.generic"(%360, %299) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32):
      %460 = "arith.addf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%460) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24xf32>) -> tensor<24xf32>
    %362 = "linalg.generic"(%360, %75, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32, %arg131: f32):
      %459 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%459) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %363 = "linalg.generic"(%362, %299) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32):
      %458 = "arith.addf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%458) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24xf32>) -> tensor<24xf32>
    %364 = "linalg.generic"(%361, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      %457 = "arith.mulf"(%arg125, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%457) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %365 = "tensor.expand_shape"(%364) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %366 = "linalg.generic"(%363, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32):
      %456 = "arith.mulf"(%arg123, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%456) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %367 = "linalg.generic"(%77, %77, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
      %455 = "arith.mulf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%455) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %368 = "linalg.generic"(%366, %367, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
      %454 = "arith.mulf"(%arg117, %arg118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%454) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %369 = "tensor.expand_shape"(%368) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %370 = "linalg.generic"(%77, %arg6, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32, %arg116: f32):
      %453 = "arith.mulf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%453) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %371 = "tensor.expand_shape"(%370) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %372 = "linalg.generic"(%75, %369, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
      %452 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%452) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %373 = "linalg.generic"(%360, %372, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %451 = "arith.subf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%451) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %374 = "linalg.generic"(%373, %365, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
      %450 = "arith.subf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%450) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %375 = "linalg.generic"(%374, %371, %55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %449 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%449) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %376 = "linalg.generic"(%363, %77, %298) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %448 = "arith.mulf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%448) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %377 = "linalg.generic"(%375, %arg5, %24) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %446 = "arith.mulf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %447 = "arith.addf"(%446, %arg98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%447) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %378 = "linalg.generic"(%54, %375, %296) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %444 = "arith.mulf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %445 = "arith.addf"(%444, %arg95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%445) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x24x32x32xf32>, tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %379 = "tensor.empty"() : () -> tensor<1x8x32x32xi1>
    %380 = "linalg.generic"(%49, %379) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: i1):
      %443 = "arith.cmpf"(%arg91, %16) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%443) : (i1) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xi1>) -> tensor<1x8x32x32xi1>
    %381 = "linalg.generic"(%49, %379) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: i1):
      %442 = "arith.cmpf"(%arg89, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%442) : (i1) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xi1>) -> tensor<1x8x32x32xi1>
    %382 = "linalg.generic"(%49, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      %441 = "arith.divf"(%arg87, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%441) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %383 = "linalg.generic"(%382, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      %440 = "arith.addf"(%arg85, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%440) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %384 = "linalg.generic"(%377, %383, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %439 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%439) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %385 = "linalg.generic"(%381, %384, %377, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg78: i1, %arg79: f32, %arg80: f32, %arg81: f32):
      %438 = "arith.select"(%arg78, %arg79, %arg80) : (i1, f32, f32) -> f32
      "linalg.yield"(%438) : (f32) -> ()
    }) : (tensor<1x8x32x32xi1>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %386 = "linalg.generic"(%380, %3, %385, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg74: i1, %arg75: f32, %arg76: f32, %arg77: f32):
      %437 = "arith.select"(%arg74, %arg75, %arg76) : (i1, f32, f32) -> f32
      "linalg.yield"(%437) : (f32) -> ()
    }) : (tensor<1x8x32x32xi1>, tensor<f32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %387 = "linalg.generic"(%386, %307) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %436 = "arith.addf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%436) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8xf32>) -> tensor<8xf32>
    %388 = "linalg.generic"(%386, %43, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %435 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%435) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %389 = "linalg.generic"(%388, %307) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32):
      %434 = "arith.addf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%434) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8xf32>) -> tensor<8xf32>
    %390 = "linalg.generic"(%387, %306) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32):
      %433 = "arith.mulf"(%arg65, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%433) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %391 = "tensor.expand_shape"(%390) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %392 = "linalg.generic"(%389, %306) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32):
      %432 = "arith.mulf"(%arg63, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%432) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %393 = "linalg.generic"(%45, %45, %306) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32, %arg62: f32):
      %431 = "arith.mulf"(%arg60, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%431) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %394 = "linalg.generic"(%392, %393, %306) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
      %430 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%430) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %395 = "tensor.expand_shape"(%394) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %396 = "linalg.generic"(%45, %arg3, %306) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %429 = "arith.mulf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%429) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %397 = "tensor.expand_shape"(%396) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %398 = "linalg.generic"(%43, %395, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
      %428 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%428) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %399 = "linalg.generic"(%386, %398, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %427 = "arith.subf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%427) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %400 = "linalg.generic"(%399, %391, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
      %426 = "arith.subf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%426) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %401 = "linalg.generic"(%400, %397, %23) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %425 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%425) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %402 = "linalg.generic"(%389, %45, %306) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %424 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%424) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %403 = "tensor.empty"() : () -> tensor<8x3x3x3xf32>
    %404 = "linalg.fill"(%1, %403) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      "linalg.yield"(%arg37) : (f32) -> ()
    }) : (f32, tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32>
    %405 = "linalg.generic"(%arg2, %404) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %417 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %418 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %419 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %420 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %421 = "arith.subi"(%21, %419) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %422 = "arith.subi"(%21, %420) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %423 = "tensor.extract"(%arg2, %417, %418, %421, %422) : (tensor<8x3x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%423) : (f32) -> ()
    }) : (tensor<8x3x3x3xf32>, tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32>
    %406 = "tensor.empty"() : () -> tensor<1x8x66x66xf32>
    %407 = "linalg.fill"(%1, %406) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (f32, tensor<1x8x66x66xf32>) -> tensor<1x8x66x66xf32>
    %408 = "tensor.insert_slice"(%401, %407) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 1, 8, 32, 32>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<1x8x32x32xf32>, tensor<1x8x66x66xf32>) -> tensor<1x8x66x66xf32>
    %409 = "tensor.empty"() : () -> tensor<1x3x64x64xf32>
    %410 = "linalg.fill"(%1, %409) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      "linalg.yield"(%arg31) : (f32) -> ()
    }) : (f32, tensor<1x3x64x64xf32>) -> tensor<1x3x64x64xf32>
    %411 = "linalg.generic"(%408, %405, %410) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %415 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %416 = "arith.addf"(%415, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%416) : (f32) -> ()
    }) : (tensor<1x8x66x66xf32>, tensor<8x3x3x3xf32>, tensor<1x3x64x64xf32>) -> tensor<1x3x64x64xf32>
    %412 = "linalg.generic"(%22, %401, %404) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d2 + d5 * 2, d3 + d6 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
      %413 = "arith.mulf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %414 = "arith.addf"(%413, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%414) : (f32) -> ()
    }) : (tensor<1x3x66x66xf32>, tensor<1x8x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32>
    "func.return"(%411, %412, %402, %387, %378, %376, %361, %352, %336, %321, %305, %308, %297, %300, %284, %280, %265, %262, %258, %243, %228, %230, %208, %212) : (tensor<1x3x64x64xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x5x5xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<16x24x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<256x96xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
}) : () -> ()