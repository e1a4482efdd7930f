#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4, d2 * 2 + d5)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map13 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map14 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map15 = affine_map<(d0, d1) -> (d0, d1)>
#map16 = affine_map<(d0, d1) -> (0, d1)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map18 = affine_map<(d0, d1, d2, d3) -> ()>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4 * 2, d2 + d5 * 2)>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5 * 2, d3 + d6 * 2)>
#map22 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map23 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3x64x64xf32>, tensor<1x10xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<2x48x1x1xf32>, tensor<2xf32>, tensor<48x2x1x1xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>) -> (tensor<1x3x64x64xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<2x48x1x1xf32>, tensor<2xf32>, tensor<48x2x1x1xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>), sym_name = "efficientnet_b0_1block_backward_f32"}> ({
  ^bb0(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<1x10xf32>, %arg2: tensor<8x3x3x3xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<48x8x1x1xf32>, %arg6: tensor<48xf32>, %arg7: tensor<48xf32>, %arg8: tensor<48x1x3x3xf32>, %arg9: tensor<48xf32>, %arg10: tensor<48xf32>, %arg11: tensor<2x48x1x1xf32>, %arg12: tensor<2xf32>, %arg13: tensor<48x2x1x1xf32>, %arg14: tensor<48xf32>, %arg15: tensor<8x48x1x1xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8xf32>, %arg18: tensor<32x8x1x1xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<10x32xf32>, %arg22: tensor<10xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 1.024000e+03 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 1.024000e+03 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = 3.906250e-03 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x48x16x16x1xf32>}> : () -> tensor<1x48x16x16x1xf32>
    %11 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x48x16x1x31xf32>}> : () -> tensor<1x48x16x1x31xf32>
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 9.765625E-4 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %15 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg735: index, %arg736: index, %arg737: index, %arg738: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x3x64x64xf32>) -> tensor<1x3x66x66xf32>
    %16 = "tensor.empty"() : () -> tensor<1x8x32x32xf32>
    %17 = "linalg.fill"(%0, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg733: f32, %arg734: f32):
      "linalg.yield"(%arg733) : (f32) -> ()
    }) : (f32, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %18 = "linalg.conv_2d_nchw_fchw"(%15, %arg2, %17) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg730: f32, %arg731: f32, %arg732: f32):
      %716 = "arith.mulf"(%arg730, %arg731) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %717 = "arith.addf"(%arg732, %716) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%717) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x3x66x66xf32>, tensor<8x3x3x3xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %19 = "tensor.empty"() : () -> tensor<8xf32>
    %20 = "linalg.fill"(%0, %19) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg728: f32, %arg729: f32):
      "linalg.yield"(%arg728) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %21 = "linalg.generic"(%18, %20) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg726: f32, %arg727: f32):
      %715 = "arith.addf"(%arg726, %arg727) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%715) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8xf32>) -> tensor<8xf32>
    %22 = "linalg.generic"(%21, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg724: f32, %arg725: f32):
      %714 = "arith.divf"(%arg724, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%714) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %23 = "tensor.empty"() : () -> tensor<1x8x32x32xf64>
    %24 = "linalg.generic"(%18, %23) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg722: f32, %arg723: f64):
      %713 = "arith.extf"(%arg722) : (f32) -> f64
      "linalg.yield"(%713) : (f64) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf64>) -> tensor<1x8x32x32xf64>
    %25 = "tensor.empty"() : () -> tensor<1x8x1x1xf64>
    %26 = "linalg.fill"(%1, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg720: f64, %arg721: f64):
      "linalg.yield"(%arg720) : (f64) -> ()
    }) : (f64, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %27 = "linalg.generic"(%24, %26) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg718: f64, %arg719: f64):
      %712 = "arith.addf"(%arg718, %arg719) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%712) : (f64) -> ()
    }) : (tensor<1x8x32x32xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %28 = "linalg.generic"(%27, %25) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg716: f64, %arg717: f64):
      %711 = "arith.divf"(%arg716, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%711) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %29 = "linalg.generic"(%24, %28, %23) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg713: f64, %arg714: f64, %arg715: f64):
      %710 = "arith.subf"(%arg713, %arg714) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%710) : (f64) -> ()
    }) : (tensor<1x8x32x32xf64>, tensor<1x8x1x1xf64>, tensor<1x8x32x32xf64>) -> tensor<1x8x32x32xf64>
    %30 = "linalg.generic"(%29, %29, %23) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg710: f64, %arg711: f64, %arg712: f64):
      %709 = "arith.mulf"(%arg710, %arg711) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%709) : (f64) -> ()
    }) : (tensor<1x8x32x32xf64>, tensor<1x8x32x32xf64>, tensor<1x8x32x32xf64>) -> tensor<1x8x32x32xf64>
    %31 = "tensor.empty"() : () -> tensor<8xf64>
    %32 = "linalg.fill"(%1, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg708: f64, %arg709: f64):
      "linalg.yield"(%arg708) : (f64) -> ()
    }) : (f64, tensor<8xf64>) -> tensor<8xf64>
    %33 = "linalg.generic"(%30, %32) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg706: f64, %arg707: f64):
      %708 = "arith.addf"(%arg706, %arg707) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%708) : (f64) -> ()
    }) : (tensor<1x8x32x32xf64>, tensor<8xf64>) -> tensor<8xf64>
    %34 = "linalg.generic"(%33, %31) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg704: f64, %arg705: f64):
      %707 = "arith.divf"(%arg704, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%707) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %35 = "linalg.generic"(%34, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg702: f64, %arg703: f32):
      %706 = "arith.truncf"(%arg702) : (f64) -> f32
      "linalg.yield"(%706) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %36 = "linalg.generic"(%35, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg700: f32, %arg701: f32):
      %704 = "arith.truncf"(%3) : (f64) -> f32
      %705 = "arith.addf"(%arg700, %704) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%705) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %37 = "linalg.generic"(%36, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg698: f32, %arg699: f32):
      %703 = "math.rsqrt"(%arg698) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%703) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %38 = "tensor.expand_shape"(%22) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %39 = "tensor.expand_shape"(%37) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %40 = "linalg.generic"(%18, %38, %16) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg695: f32, %arg696: f32, %arg697: f32):
      %702 = "arith.subf"(%arg695, %arg696) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%702) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %41 = "linalg.generic"(%40, %39, %16) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg692: f32, %arg693: f32, %arg694: f32):
      %701 = "arith.mulf"(%arg692, %arg693) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%701) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %42 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %43 = "linalg.generic"(%41, %42, %16) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg689: f32, %arg690: f32, %arg691: f32):
      %700 = "arith.mulf"(%arg689, %arg690) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%700) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %44 = "tensor.expand_shape"(%arg4) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %45 = "linalg.generic"(%43, %44, %16) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg686: f32, %arg687: f32, %arg688: f32):
      %699 = "arith.addf"(%arg686, %arg687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%699) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %46 = "linalg.generic"(%45, %16) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg684: f32, %arg685: f32):
      %695 = "arith.negf"(%arg684) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %696 = "math.exp"(%695) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %697 = "arith.addf"(%696, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %698 = "arith.divf"(%2, %697) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%698) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %47 = "linalg.generic"(%45, %46, %16) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg681: f32, %arg682: f32, %arg683: f32):
      %694 = "arith.mulf"(%arg681, %arg682) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%694) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %48 = "tensor.empty"() : () -> tensor<1x48x32x32xf32>
    %49 = "linalg.fill"(%0, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg679: f32, %arg680: f32):
      "linalg.yield"(%arg679) : (f32) -> ()
    }) : (f32, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %50 = "linalg.conv_2d_nchw_fchw"(%47, %arg5, %49) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg676: f32, %arg677: f32, %arg678: f32):
      %692 = "arith.mulf"(%arg676, %arg677) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %693 = "arith.addf"(%arg678, %692) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%693) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x8x32x32xf32>, tensor<48x8x1x1xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %51 = "tensor.empty"() : () -> tensor<48xf32>
    %52 = "linalg.fill"(%0, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg674: f32, %arg675: f32):
      "linalg.yield"(%arg674) : (f32) -> ()
    }) : (f32, tensor<48xf32>) -> tensor<48xf32>
    %53 = "linalg.generic"(%50, %52) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg672: f32, %arg673: f32):
      %691 = "arith.addf"(%arg672, %arg673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%691) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<48xf32>) -> tensor<48xf32>
    %54 = "linalg.generic"(%53, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg670: f32, %arg671: f32):
      %690 = "arith.divf"(%arg670, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%690) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %55 = "tensor.empty"() : () -> tensor<1x48x32x32xf64>
    %56 = "linalg.generic"(%50, %55) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg668: f32, %arg669: f64):
      %689 = "arith.extf"(%arg668) : (f32) -> f64
      "linalg.yield"(%689) : (f64) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x32x32xf64>) -> tensor<1x48x32x32xf64>
    %57 = "tensor.empty"() : () -> tensor<1x48x1x1xf64>
    %58 = "linalg.fill"(%1, %57) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg666: f64, %arg667: f64):
      "linalg.yield"(%arg666) : (f64) -> ()
    }) : (f64, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %59 = "linalg.generic"(%56, %58) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg664: f64, %arg665: f64):
      %688 = "arith.addf"(%arg664, %arg665) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%688) : (f64) -> ()
    }) : (tensor<1x48x32x32xf64>, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %60 = "linalg.generic"(%59, %57) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg662: f64, %arg663: f64):
      %687 = "arith.divf"(%arg662, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%687) : (f64) -> ()
    }) : (tensor<1x48x1x1xf64>, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %61 = "linalg.generic"(%56, %60, %55) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg659: f64, %arg660: f64, %arg661: f64):
      %686 = "arith.subf"(%arg659, %arg660) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%686) : (f64) -> ()
    }) : (tensor<1x48x32x32xf64>, tensor<1x48x1x1xf64>, tensor<1x48x32x32xf64>) -> tensor<1x48x32x32xf64>
    %62 = "linalg.generic"(%61, %61, %55) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg656: f64, %arg657: f64, %arg658: f64):
      %685 = "arith.mulf"(%arg656, %arg657) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%685) : (f64) -> ()
    }) : (tensor<1x48x32x32xf64>, tensor<1x48x32x32xf64>, tensor<1x48x32x32xf64>) -> tensor<1x48x32x32xf64>
    %63 = "tensor.empty"() : () -> tensor<48xf64>
    %64 = "linalg.fill"(%1, %63) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg654: f64, %arg655: f64):
      "linalg.yield"(%arg654) : (f64) -> ()
    }) : (f64, tensor<48xf64>) -> tensor<48xf64>
    %65 = "linalg.generic"(%62, %64) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg652: f64, %arg653: f64):
      %684 = "arith.addf"(%arg652, %arg653) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%684) : (f64) -> ()
    }) : (tensor<1x48x32x32xf64>, tensor<48xf64>) -> tensor<48xf64>
    %66 = "linalg.generic"(%65, %63) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg650: f64, %arg651: f64):
      %683 = "arith.divf"(%arg650, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%683) : (f64) -> ()
    }) : (tensor<48xf64>, tensor<48xf64>) -> tensor<48xf64>
    %67 = "linalg.generic"(%66, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg648: f64, %arg649: f32):
      %682 = "arith.truncf"(%arg648) : (f64) -> f32
      "linalg.yield"(%682) : (f32) -> ()
    }) : (tensor<48xf64>, tensor<48xf32>) -> tensor<48xf32>
    %68 = "linalg.generic"(%67, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg646: f32, %arg647: f32):
      %680 = "arith.truncf"(%3) : (f64) -> f32
      %681 = "arith.addf"(%arg646, %680) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%681) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %69 = "linalg.generic"(%68, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg644: f32, %arg645: f32):
      %679 = "math.rsqrt"(%arg644) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%679) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %70 = "tensor.expand_shape"(%54) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %71 = "tensor.expand_shape"(%69) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %72 = "linalg.generic"(%50, %70, %48) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg641: f32, %arg642: f32, %arg643: f32):
      %678 = "arith.subf"(%arg641, %arg642) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%678) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x1x1xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %73 = "linalg.generic"(%72, %71, %48) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg638: f32, %arg639: f32, %arg640: f32):
      %677 = "arith.mulf"(%arg638, %arg639) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%677) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x1x1xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %74 = "tensor.expand_shape"(%arg6) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %75 = "linalg.generic"(%73, %74, %48) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg635: f32, %arg636: f32, %arg637: f32):
      %676 = "arith.mulf"(%arg635, %arg636) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%676) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x1x1xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %76 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %77 = "linalg.generic"(%75, %76, %48) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg632: f32, %arg633: f32, %arg634: f32):
      %675 = "arith.addf"(%arg632, %arg633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%675) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x1x1xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %78 = "linalg.generic"(%77, %48) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg630: f32, %arg631: f32):
      %671 = "arith.negf"(%arg630) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %672 = "math.exp"(%671) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %673 = "arith.addf"(%672, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %674 = "arith.divf"(%2, %673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%674) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %79 = "linalg.generic"(%77, %78, %48) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg627: f32, %arg628: f32, %arg629: f32):
      %670 = "arith.mulf"(%arg627, %arg628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%670) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %80 = "tensor.pad"(%79) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg623: index, %arg624: index, %arg625: index, %arg626: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>) -> tensor<1x48x34x34xf32>
    %81 = "tensor.empty"() : () -> tensor<1x48x16x16xf32>
    %82 = "linalg.fill"(%0, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg621: f32, %arg622: f32):
      "linalg.yield"(%arg621) : (f32) -> ()
    }) : (f32, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %83 = "tensor.collapse_shape"(%arg8) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<48x1x3x3xf32>) -> tensor<48x3x3xf32>
    %84 = "linalg.depthwise_conv_2d_nchw_chw"(%80, %83, %82) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg618: f32, %arg619: f32, %arg620: f32):
      %668 = "arith.mulf"(%arg618, %arg619) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %669 = "arith.addf"(%arg620, %668) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%669) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<1x48x34x34xf32>, tensor<48x3x3xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %85 = "linalg.generic"(%84, %52) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg616: f32, %arg617: f32):
      %667 = "arith.addf"(%arg616, %arg617) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%667) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<48xf32>) -> tensor<48xf32>
    %86 = "linalg.generic"(%85, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg614: f32, %arg615: f32):
      %666 = "arith.divf"(%arg614, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%666) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %87 = "tensor.empty"() : () -> tensor<1x48x16x16xf64>
    %88 = "linalg.generic"(%84, %87) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg612: f32, %arg613: f64):
      %665 = "arith.extf"(%arg612) : (f32) -> f64
      "linalg.yield"(%665) : (f64) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf64>) -> tensor<1x48x16x16xf64>
    %89 = "linalg.generic"(%88, %58) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg610: f64, %arg611: f64):
      %664 = "arith.addf"(%arg610, %arg611) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%664) : (f64) -> ()
    }) : (tensor<1x48x16x16xf64>, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %90 = "linalg.generic"(%89, %57) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg608: f64, %arg609: f64):
      %663 = "arith.divf"(%arg608, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%663) : (f64) -> ()
    }) : (tensor<1x48x1x1xf64>, tensor<1x48x1x1xf64>) -> tensor<1x48x1x1xf64>
    %91 = "linalg.generic"(%88, %90, %87) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg605: f64, %arg606: f64, %arg607: f64):
      %662 = "arith.subf"(%arg605, %arg606) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%662) : (f64) -> ()
    }) : (tensor<1x48x16x16xf64>, tensor<1x48x1x1xf64>, tensor<1x48x16x16xf64>) -> tensor<1x48x16x16xf64>
    %92 = "linalg.generic"(%91, %91, %87) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg602: f64, %arg603: f64, %arg604: f64):
      %661 = "arith.mulf"(%arg602, %arg603) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%661) : (f64) -> ()
    }) : (tensor<1x48x16x16xf64>, tensor<1x48x16x16xf64>, tensor<1x48x16x16xf64>) -> tensor<1x48x16x16xf64>
    %93 = "linalg.generic"(%92, %64) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg600: f64, %arg601: f64):
      %660 = "arith.addf"(%arg600, %arg601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%660) : (f64) -> ()
    }) : (tensor<1x48x16x16xf64>, tensor<48xf64>) -> tensor<48xf64>
    %94 = "linalg.generic"(%93, %63) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg598: f64, %arg599: f64):
      %659 = "arith.divf"(%arg598, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%659) : (f64) -> ()
    }) : (tensor<48xf64>, tensor<48xf64>) -> tensor<48xf64>
    %95 = "linalg.generic"(%94, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg596: f64, %arg597: f32):
      %658 = "arith.truncf"(%arg596) : (f64) -> f32
      "linalg.yield"(%658) : (f32) -> ()
    }) : (tensor<48xf64>, tensor<48xf32>) -> tensor<48xf32>
    %96 = "linalg.generic"(%95, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg594: f32, %arg595: f32):
      %656 = "arith.truncf"(%3) : (f64) -> f32
      %657 = "arith.addf"(%arg594, %656) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%657) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %97 = "linalg.generic"(%96, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg592: f32, %arg593: f32):
      %655 = "math.rsqrt"(%arg592) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%655) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %98 = "tensor.expand_shape"(%86) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %99 = "tensor.expand_shape"(%97) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %100 = "linalg.generic"(%84, %98, %81) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg589: f32, %arg590: f32, %arg591: f32):
      %654 = "arith.subf"(%arg589, %arg590) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%654) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %101 = "linalg.generic"(%100, %99, %81) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg586: f32, %arg587: f32, %arg588: f32):
      %653 = "arith.mulf"(%arg586, %arg587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%653) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %102 = "tensor.expand_shape"(%arg9) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %103 = "linalg.generic"(%101, %102, %81) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg583: f32, %arg584: f32, %arg585: f32):
      %652 = "arith.mulf"(%arg583, %arg584) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%652) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %104 = "tensor.expand_shape"(%arg10) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %105 = "linalg.generic"(%103, %104, %81) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg580: f32, %arg581: f32, %arg582: f32):
      %651 = "arith.addf"(%arg580, %arg581) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%651) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %106 = "linalg.generic"(%105, %81) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg578: f32, %arg579: f32):
      %647 = "arith.negf"(%arg578) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %648 = "math.exp"(%647) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %649 = "arith.addf"(%648, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %650 = "arith.divf"(%2, %649) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%650) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %107 = "linalg.generic"(%105, %106, %81) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg575: f32, %arg576: f32, %arg577: f32):
      %646 = "arith.mulf"(%arg575, %arg576) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%646) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %108 = "tensor.empty"() : () -> tensor<1x48x1x1xf32>
    %109 = "linalg.fill"(%0, %108) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg573: f32, %arg574: f32):
      "linalg.yield"(%arg573) : (f32) -> ()
    }) : (f32, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %110 = "linalg.generic"(%107, %109) <{indexing_maps = [#map3, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg571: f32, %arg572: f32):
      %645 = "arith.addf"(%arg571, %arg572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%645) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %111 = "linalg.generic"(%110, %108) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg569: f32, %arg570: f32):
      %644 = "arith.divf"(%arg569, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%644) : (f32) -> ()
    }) : (tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %112 = "tensor.empty"() : () -> tensor<1x2x1x1xf32>
    %113 = "linalg.broadcast"(%arg12, %112) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg567: f32, %arg568: f32):
      "linalg.yield"(%arg567) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %114 = "linalg.conv_2d_nchw_fchw"(%111, %arg11, %113) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg564: f32, %arg565: f32, %arg566: f32):
      %642 = "arith.mulf"(%arg564, %arg565) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %643 = "arith.addf"(%arg566, %642) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%643) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x48x1x1xf32>, tensor<2x48x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %115 = "linalg.generic"(%114, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg562: f32, %arg563: f32):
      %638 = "arith.negf"(%arg562) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %639 = "math.exp"(%638) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %640 = "arith.addf"(%639, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %641 = "arith.divf"(%2, %640) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%641) : (f32) -> ()
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %116 = "linalg.generic"(%114, %115, %112) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg559: f32, %arg560: f32, %arg561: f32):
      %637 = "arith.mulf"(%arg559, %arg560) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%637) : (f32) -> ()
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %117 = "linalg.broadcast"(%arg14, %108) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg557: f32, %arg558: f32):
      "linalg.yield"(%arg557) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %118 = "linalg.conv_2d_nchw_fchw"(%116, %arg13, %117) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg554: f32, %arg555: f32, %arg556: f32):
      %635 = "arith.mulf"(%arg554, %arg555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %636 = "arith.addf"(%arg556, %635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%636) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x2x1x1xf32>, tensor<48x2x1x1xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %119 = "linalg.generic"(%118, %108) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg552: f32, %arg553: f32):
      %631 = "arith.negf"(%arg552) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %632 = "math.exp"(%631) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %633 = "arith.addf"(%632, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %634 = "arith.divf"(%2, %633) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%634) : (f32) -> ()
    }) : (tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %120 = "linalg.generic"(%119, %107, %81) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg549: f32, %arg550: f32, %arg551: f32):
      %630 = "arith.mulf"(%arg549, %arg550) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%630) : (f32) -> ()
    }) : (tensor<1x48x1x1xf32>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %121 = "tensor.empty"() : () -> tensor<1x8x16x16xf32>
    %122 = "linalg.fill"(%0, %121) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg547: f32, %arg548: f32):
      "linalg.yield"(%arg547) : (f32) -> ()
    }) : (f32, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %123 = "linalg.conv_2d_nchw_fchw"(%120, %arg15, %122) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg544: f32, %arg545: f32, %arg546: f32):
      %628 = "arith.mulf"(%arg544, %arg545) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %629 = "arith.addf"(%arg546, %628) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%629) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x48x16x16xf32>, tensor<8x48x1x1xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %124 = "linalg.generic"(%123, %20) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg542: f32, %arg543: f32):
      %627 = "arith.addf"(%arg542, %arg543) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%627) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<8xf32>) -> tensor<8xf32>
    %125 = "linalg.generic"(%124, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg540: f32, %arg541: f32):
      %626 = "arith.divf"(%arg540, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%626) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %126 = "tensor.empty"() : () -> tensor<1x8x16x16xf64>
    %127 = "linalg.generic"(%123, %126) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg538: f32, %arg539: f64):
      %625 = "arith.extf"(%arg538) : (f32) -> f64
      "linalg.yield"(%625) : (f64) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf64>) -> tensor<1x8x16x16xf64>
    %128 = "linalg.generic"(%127, %26) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg536: f64, %arg537: f64):
      %624 = "arith.addf"(%arg536, %arg537) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%624) : (f64) -> ()
    }) : (tensor<1x8x16x16xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %129 = "linalg.generic"(%128, %25) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg534: f64, %arg535: f64):
      %623 = "arith.divf"(%arg534, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%623) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %130 = "linalg.generic"(%127, %129, %126) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg531: f64, %arg532: f64, %arg533: f64):
      %622 = "arith.subf"(%arg531, %arg532) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%622) : (f64) -> ()
    }) : (tensor<1x8x16x16xf64>, tensor<1x8x1x1xf64>, tensor<1x8x16x16xf64>) -> tensor<1x8x16x16xf64>
    %131 = "linalg.generic"(%130, %130, %126) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg528: f64, %arg529: f64, %arg530: f64):
      %621 = "arith.mulf"(%arg528, %arg529) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%621) : (f64) -> ()
    }) : (tensor<1x8x16x16xf64>, tensor<1x8x16x16xf64>, tensor<1x8x16x16xf64>) -> tensor<1x8x16x16xf64>
    %132 = "linalg.generic"(%131, %32) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg526: f64, %arg527: f64):
      %620 = "arith.addf"(%arg526, %arg527) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%620) : (f64) -> ()
    }) : (tensor<1x8x16x16xf64>, tensor<8xf64>) -> tensor<8xf64>
    %133 = "linalg.generic"(%132, %31) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg524: f64, %arg525: f64):
      %619 = "arith.divf"(%arg524, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%619) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %134 = "linalg.generic"(%133, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg522: f64, %arg523: f32):
      %618 = "arith.truncf"(%arg522) : (f64) -> f32
      "linalg.yield"(%618) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %135 = "linalg.generic"(%134, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg520: f32, %arg521: f32):
      %616 = "arith.truncf"(%3) : (f64) -> f32
      %617 = "arith.addf"(%arg520, %616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%617) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %136 = "linalg.generic"(%135, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg518: f32, %arg519: f32):
      %615 = "math.rsqrt"(%arg518) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%615) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %137 = "tensor.expand_shape"(%125) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %138 = "tensor.expand_shape"(%136) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %139 = "linalg.generic"(%123, %137, %121) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg515: f32, %arg516: f32, %arg517: f32):
      %614 = "arith.subf"(%arg515, %arg516) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%614) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %140 = "linalg.generic"(%139, %138, %121) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg512: f32, %arg513: f32, %arg514: f32):
      %613 = "arith.mulf"(%arg512, %arg513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%613) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %141 = "tensor.expand_shape"(%arg16) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %142 = "linalg.generic"(%140, %141, %121) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg509: f32, %arg510: f32, %arg511: f32):
      %612 = "arith.mulf"(%arg509, %arg510) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%612) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %143 = "tensor.expand_shape"(%arg17) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %144 = "linalg.generic"(%142, %143, %121) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg506: f32, %arg507: f32, %arg508: f32):
      %611 = "arith.addf"(%arg506, %arg507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%611) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %145 = "tensor.empty"() : () -> tensor<1x32x16x16xf32>
    %146 = "linalg.fill"(%0, %145) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg504: f32, %arg505: f32):
      "linalg.yield"(%arg504) : (f32) -> ()
    }) : (f32, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %147 = "linalg.conv_2d_nchw_fchw"(%144, %arg18, %146) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg501: f32, %arg502: f32, %arg503: f32):
      %609 = "arith.mulf"(%arg501, %arg502) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %610 = "arith.addf"(%arg503, %609) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%610) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x8x16x16xf32>, tensor<32x8x1x1xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %148 = "tensor.empty"() : () -> tensor<32xf32>
    %149 = "linalg.fill"(%0, %148) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg499: f32, %arg500: f32):
      "linalg.yield"(%arg499) : (f32) -> ()
    }) : (f32, tensor<32xf32>) -> tensor<32xf32>
    %150 = "linalg.generic"(%147, %149) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg497: f32, %arg498: f32):
      %608 = "arith.addf"(%arg497, %arg498) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%608) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<32xf32>) -> tensor<32xf32>
    %151 = "linalg.generic"(%150, %148) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg495: f32, %arg496: f32):
      %607 = "arith.divf"(%arg495, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%607) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %152 = "tensor.empty"() : () -> tensor<1x32x16x16xf64>
    %153 = "linalg.generic"(%147, %152) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg493: f32, %arg494: f64):
      %606 = "arith.extf"(%arg493) : (f32) -> f64
      "linalg.yield"(%606) : (f64) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf64>) -> tensor<1x32x16x16xf64>
    %154 = "tensor.empty"() : () -> tensor<1x32x1x1xf64>
    %155 = "linalg.fill"(%1, %154) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg491: f64, %arg492: f64):
      "linalg.yield"(%arg491) : (f64) -> ()
    }) : (f64, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %156 = "linalg.generic"(%153, %155) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg489: f64, %arg490: f64):
      %605 = "arith.addf"(%arg489, %arg490) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%605) : (f64) -> ()
    }) : (tensor<1x32x16x16xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %157 = "linalg.generic"(%156, %154) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg487: f64, %arg488: f64):
      %604 = "arith.divf"(%arg487, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%604) : (f64) -> ()
    }) : (tensor<1x32x1x1xf64>, tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %158 = "linalg.generic"(%153, %157, %152) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg484: f64, %arg485: f64, %arg486: f64):
      %603 = "arith.subf"(%arg484, %arg485) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%603) : (f64) -> ()
    }) : (tensor<1x32x16x16xf64>, tensor<1x32x1x1xf64>, tensor<1x32x16x16xf64>) -> tensor<1x32x16x16xf64>
    %159 = "linalg.generic"(%158, %158, %152) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg481: f64, %arg482: f64, %arg483: f64):
      %602 = "arith.mulf"(%arg481, %arg482) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%602) : (f64) -> ()
    }) : (tensor<1x32x16x16xf64>, tensor<1x32x16x16xf64>, tensor<1x32x16x16xf64>) -> tensor<1x32x16x16xf64>
    %160 = "tensor.empty"() : () -> tensor<32xf64>
    %161 = "linalg.fill"(%1, %160) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg479: f64, %arg480: f64):
      "linalg.yield"(%arg479) : (f64) -> ()
    }) : (f64, tensor<32xf64>) -> tensor<32xf64>
    %162 = "linalg.generic"(%159, %161) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg477: f64, %arg478: f64):
      %601 = "arith.addf"(%arg477, %arg478) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%601) : (f64) -> ()
    }) : (tensor<1x32x16x16xf64>, tensor<32xf64>) -> tensor<32xf64>
    %163 = "linalg.generic"(%162, %160) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg475: f64, %arg476: f64):
      %600 = "arith.divf"(%arg475, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%600) : (f64) -> ()
    }) : (tensor<32xf64>, tensor<32xf64>) -> tensor<32xf64>
    %164 = "linalg.generic"(%163, %148) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg473: f64, %arg474: f32):
      %599 = "arith.truncf"(%arg473) : (f64) -> f32
      "linalg.yield"(%599) : (f32) -> ()
    }) : (tensor<32xf64>, tensor<32xf32>) -> tensor<32xf32>
    %165 = "linalg.generic"(%164, %148) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg471: f32, %arg472: f32):
      %597 = "arith.truncf"(%3) : (f64) -> f32
      %598 = "arith.addf"(%arg471, %597) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%598) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %166 = "linalg.generic"(%165, %148) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg469: f32, %arg470: f32):
      %596 = "math.rsqrt"(%arg469) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%596) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %167 = "tensor.expand_shape"(%151) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %168 = "tensor.expand_shape"(%166) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %169 = "linalg.generic"(%147, %167, %145) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg466: f32, %arg467: f32, %arg468: f32):
      %595 = "arith.subf"(%arg466, %arg467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%595) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x1x1xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %170 = "linalg.generic"(%169, %168, %145) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg463: f32, %arg464: f32, %arg465: f32):
      %594 = "arith.mulf"(%arg463, %arg464) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%594) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x1x1xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %171 = "tensor.expand_shape"(%arg19) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %172 = "linalg.generic"(%170, %171, %145) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg460: f32, %arg461: f32, %arg462: f32):
      %593 = "arith.mulf"(%arg460, %arg461) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%593) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x1x1xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %173 = "tensor.expand_shape"(%arg20) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %174 = "linalg.generic"(%172, %173, %145) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg457: f32, %arg458: f32, %arg459: f32):
      %592 = "arith.addf"(%arg457, %arg458) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%592) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x1x1xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %175 = "linalg.generic"(%174, %145) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg455: f32, %arg456: f32):
      %588 = "arith.negf"(%arg455) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %589 = "math.exp"(%588) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %590 = "arith.addf"(%589, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %591 = "arith.divf"(%2, %590) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%591) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %176 = "linalg.generic"(%174, %175, %145) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg452: f32, %arg453: f32, %arg454: f32):
      %587 = "arith.mulf"(%arg452, %arg453) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%587) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %177 = "tensor.empty"() : () -> tensor<1x32x1x1xf32>
    %178 = "linalg.fill"(%0, %177) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg450: f32, %arg451: f32):
      "linalg.yield"(%arg450) : (f32) -> ()
    }) : (f32, tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %179 = "linalg.generic"(%176, %178) <{indexing_maps = [#map3, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg448: f32, %arg449: f32):
      %586 = "arith.addf"(%arg448, %arg449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%586) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %180 = "linalg.generic"(%179, %177) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg446: f32, %arg447: f32):
      %585 = "arith.divf"(%arg446, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%585) : (f32) -> ()
    }) : (tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %181 = "tensor.collapse_shape"(%180) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x32x1x1xf32>) -> tensor<1x32xf32>
    %182 = "tensor.empty"() : () -> tensor<1x32xf32>
    %183 = "linalg.fill"(%0, %182) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg444: f32, %arg445: f32):
      "linalg.yield"(%arg444) : (f32) -> ()
    }) : (f32, tensor<1x32xf32>) -> tensor<1x32xf32>
    %184 = "linalg.matmul"(%arg1, %arg21, %183) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg441: f32, %arg442: f32, %arg443: f32):
      %583 = "arith.mulf"(%arg441, %arg442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %584 = "arith.addf"(%arg443, %583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%584) : (f32) -> ()
    }) : (tensor<1x10xf32>, tensor<10x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %185 = "tensor.empty"() : () -> tensor<10x1xf32>
    %186 = "linalg.transpose"(%arg1, %185) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg439: f32, %arg440: f32):
      "linalg.yield"(%arg439) : (f32) -> ()
    }) : (tensor<1x10xf32>, tensor<10x1xf32>) -> tensor<10x1xf32>
    %187 = "tensor.empty"() : () -> tensor<10x32xf32>
    %188 = "linalg.fill"(%0, %187) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg437: f32, %arg438: f32):
      "linalg.yield"(%arg437) : (f32) -> ()
    }) : (f32, tensor<10x32xf32>) -> tensor<10x32xf32>
    %189 = "linalg.matmul"(%186, %181, %188) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg434: f32, %arg435: f32, %arg436: f32):
      %581 = "arith.mulf"(%arg434, %arg435) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %582 = "arith.addf"(%arg436, %581) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%582) : (f32) -> ()
    }) : (tensor<10x1xf32>, tensor<1x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %190 = "tensor.empty"() : () -> tensor<1x10xf32>
    %191 = "linalg.fill"(%0, %190) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg432: f32, %arg433: f32):
      "linalg.yield"(%arg432) : (f32) -> ()
    }) : (f32, tensor<1x10xf32>) -> tensor<1x10xf32>
    %192 = "linalg.generic"(%arg1, %191) <{indexing_maps = [#map15, #map16], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg430: f32, %arg431: f32):
      %580 = "arith.addf"(%arg430, %arg431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%580) : (f32) -> ()
    }) : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    %193 = "tensor.collapse_shape"(%192) <{reassociation = [[0, 1]]}> : (tensor<1x10xf32>) -> tensor<10xf32>
    %194 = "linalg.generic"(%184, %145) <{indexing_maps = [#map17, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg428: f32, %arg429: f32):
      "linalg.yield"(%arg428) : (f32) -> ()
    }) : (tensor<1x32xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %195 = "linalg.generic"(%194, %145) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg426: f32, %arg427: f32):
      %579 = "arith.divf"(%arg426, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%579) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %196 = "linalg.generic"(%195, %175, %145) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg423: f32, %arg424: f32, %arg425: f32):
      %578 = "arith.mulf"(%arg423, %arg424) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%578) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %197 = "linalg.generic"(%14, %175, %145) <{indexing_maps = [#map18, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg420: i64, %arg421: f32, %arg422: f32):
      %576 = "arith.sitofp"(%arg420) : (i64) -> f32
      %577 = "arith.subf"(%576, %arg421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%577) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %198 = "linalg.generic"(%174, %197, %145) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg417: f32, %arg418: f32, %arg419: f32):
      %575 = "arith.mulf"(%arg417, %arg418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%575) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %199 = "linalg.generic"(%198, %145) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg415: f32, %arg416: f32):
      %574 = "arith.addf"(%arg415, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%574) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %200 = "linalg.generic"(%196, %199, %145) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg412: f32, %arg413: f32, %arg414: f32):
      %573 = "arith.mulf"(%arg412, %arg413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%573) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %201 = "linalg.generic"(%200, %149) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg410: f32, %arg411: f32):
      %572 = "arith.addf"(%arg410, %arg411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%572) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<32xf32>) -> tensor<32xf32>
    %202 = "linalg.generic"(%200, %169, %145) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg407: f32, %arg408: f32, %arg409: f32):
      %571 = "arith.mulf"(%arg407, %arg408) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%571) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %203 = "linalg.generic"(%202, %149) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg405: f32, %arg406: f32):
      %570 = "arith.addf"(%arg405, %arg406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%570) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<32xf32>) -> tensor<32xf32>
    %204 = "linalg.generic"(%201, %148) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg403: f32, %arg404: f32):
      %569 = "arith.mulf"(%arg403, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%569) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %205 = "tensor.expand_shape"(%204) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %206 = "linalg.generic"(%203, %148) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg401: f32, %arg402: f32):
      %568 = "arith.mulf"(%arg401, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%568) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %207 = "linalg.generic"(%166, %166, %148) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg398: f32, %arg399: f32, %arg400: f32):
      %567 = "arith.mulf"(%arg398, %arg399) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%567) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %208 = "linalg.generic"(%206, %207, %148) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg395: f32, %arg396: f32, %arg397: f32):
      %566 = "arith.mulf"(%arg395, %arg396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%566) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %209 = "tensor.expand_shape"(%208) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %210 = "linalg.generic"(%166, %arg19, %148) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg392: f32, %arg393: f32, %arg394: f32):
      %565 = "arith.mulf"(%arg392, %arg393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%565) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %211 = "tensor.expand_shape"(%210) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 32, 1, 1>}> : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %212 = "linalg.generic"(%169, %209, %145) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32, %arg391: f32):
      %564 = "arith.mulf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%564) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x1x1xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %213 = "linalg.generic"(%200, %212, %145) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg386: f32, %arg387: f32, %arg388: f32):
      %563 = "arith.subf"(%arg386, %arg387) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%563) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %214 = "linalg.generic"(%213, %205, %145) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg383: f32, %arg384: f32, %arg385: f32):
      %562 = "arith.subf"(%arg383, %arg384) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%562) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x1x1xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %215 = "linalg.generic"(%214, %211, %145) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg380: f32, %arg381: f32, %arg382: f32):
      %561 = "arith.mulf"(%arg380, %arg381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%561) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<1x32x1x1xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %216 = "linalg.generic"(%203, %166, %148) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg377: f32, %arg378: f32, %arg379: f32):
      %560 = "arith.mulf"(%arg377, %arg378) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%560) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %217 = "tensor.empty"() : () -> tensor<8x32x1x1xf32>
    %218 = "linalg.fill"(%0, %217) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg375: f32, %arg376: f32):
      "linalg.yield"(%arg375) : (f32) -> ()
    }) : (f32, tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %219 = "linalg.generic"(%218) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg374: f32):
      %557 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %558 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %559 = "tensor.extract"(%arg18, %558, %557, %9, %9) : (tensor<32x8x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%559) : (f32) -> ()
    }) : (tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %220 = "linalg.conv_2d_nchw_fchw"(%215, %219, %122) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg371: f32, %arg372: f32, %arg373: f32):
      %555 = "arith.mulf"(%arg371, %arg372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %556 = "arith.addf"(%arg373, %555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%556) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x32x16x16xf32>, tensor<8x32x1x1xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %221 = "tensor.empty"() : () -> tensor<8x1x16x16xf32>
    %222 = "linalg.transpose"(%144, %221) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg369: f32, %arg370: f32):
      "linalg.yield"(%arg369) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xf32>
    %223 = "tensor.empty"() : () -> tensor<32x1x16x16xf32>
    %224 = "linalg.transpose"(%215, %223) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg367: f32, %arg368: f32):
      "linalg.yield"(%arg367) : (f32) -> ()
    }) : (tensor<1x32x16x16xf32>, tensor<32x1x16x16xf32>) -> tensor<32x1x16x16xf32>
    %225 = "linalg.conv_2d_nchw_fchw"(%222, %224, %218) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg364: f32, %arg365: f32, %arg366: f32):
      %553 = "arith.mulf"(%arg364, %arg365) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %554 = "arith.addf"(%arg366, %553) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%554) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<8x1x16x16xf32>, tensor<32x1x16x16xf32>, tensor<8x32x1x1xf32>) -> tensor<8x32x1x1xf32>
    %226 = "tensor.empty"() : () -> tensor<32x8x1x1xf32>
    %227 = "linalg.transpose"(%225, %226) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg362: f32, %arg363: f32):
      "linalg.yield"(%arg362) : (f32) -> ()
    }) : (tensor<8x32x1x1xf32>, tensor<32x8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %228 = "linalg.generic"(%220, %20) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg360: f32, %arg361: f32):
      %552 = "arith.addf"(%arg360, %arg361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%552) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<8xf32>) -> tensor<8xf32>
    %229 = "linalg.generic"(%220, %139, %121) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg357: f32, %arg358: f32, %arg359: f32):
      %551 = "arith.mulf"(%arg357, %arg358) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%551) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %230 = "linalg.generic"(%229, %20) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg355: f32, %arg356: f32):
      %550 = "arith.addf"(%arg355, %arg356) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%550) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<8xf32>) -> tensor<8xf32>
    %231 = "linalg.generic"(%228, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg353: f32, %arg354: f32):
      %549 = "arith.mulf"(%arg353, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%549) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %232 = "tensor.expand_shape"(%231) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %233 = "linalg.generic"(%230, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg351: f32, %arg352: f32):
      %548 = "arith.mulf"(%arg351, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%548) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %234 = "linalg.generic"(%136, %136, %19) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg348: f32, %arg349: f32, %arg350: f32):
      %547 = "arith.mulf"(%arg348, %arg349) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%547) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %235 = "linalg.generic"(%233, %234, %19) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg345: f32, %arg346: f32, %arg347: f32):
      %546 = "arith.mulf"(%arg345, %arg346) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%546) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %236 = "tensor.expand_shape"(%235) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %237 = "linalg.generic"(%136, %arg16, %19) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg342: f32, %arg343: f32, %arg344: f32):
      %545 = "arith.mulf"(%arg342, %arg343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%545) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %238 = "tensor.expand_shape"(%237) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %239 = "linalg.generic"(%139, %236, %121) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg339: f32, %arg340: f32, %arg341: f32):
      %544 = "arith.mulf"(%arg339, %arg340) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%544) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %240 = "linalg.generic"(%220, %239, %121) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg336: f32, %arg337: f32, %arg338: f32):
      %543 = "arith.subf"(%arg336, %arg337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%543) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %241 = "linalg.generic"(%240, %232, %121) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg333: f32, %arg334: f32, %arg335: f32):
      %542 = "arith.subf"(%arg333, %arg334) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%542) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %242 = "linalg.generic"(%241, %238, %121) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg330: f32, %arg331: f32, %arg332: f32):
      %541 = "arith.mulf"(%arg330, %arg331) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%541) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %243 = "linalg.generic"(%230, %136, %19) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg327: f32, %arg328: f32, %arg329: f32):
      %540 = "arith.mulf"(%arg327, %arg328) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%540) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %244 = "tensor.empty"() : () -> tensor<48x8x1x1xf32>
    %245 = "linalg.fill"(%0, %244) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg325: f32, %arg326: f32):
      "linalg.yield"(%arg325) : (f32) -> ()
    }) : (f32, tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32>
    %246 = "linalg.generic"(%245) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg324: f32):
      %537 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %538 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %539 = "tensor.extract"(%arg15, %538, %537, %9, %9) : (tensor<8x48x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%539) : (f32) -> ()
    }) : (tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32>
    %247 = "linalg.conv_2d_nchw_fchw"(%242, %246, %82) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg321: f32, %arg322: f32, %arg323: f32):
      %535 = "arith.mulf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %536 = "arith.addf"(%arg323, %535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%536) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x8x16x16xf32>, tensor<48x8x1x1xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %248 = "tensor.empty"() : () -> tensor<48x1x16x16xf32>
    %249 = "linalg.transpose"(%120, %248) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg319: f32, %arg320: f32):
      "linalg.yield"(%arg319) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<48x1x16x16xf32>) -> tensor<48x1x16x16xf32>
    %250 = "linalg.transpose"(%242, %221) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg317: f32, %arg318: f32):
      "linalg.yield"(%arg317) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xf32>
    %251 = "linalg.conv_2d_nchw_fchw"(%249, %250, %245) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg314: f32, %arg315: f32, %arg316: f32):
      %533 = "arith.mulf"(%arg314, %arg315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %534 = "arith.addf"(%arg316, %533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%534) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<48x1x16x16xf32>, tensor<8x1x16x16xf32>, tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32>
    %252 = "tensor.empty"() : () -> tensor<8x48x1x1xf32>
    %253 = "linalg.transpose"(%251, %252) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg312: f32, %arg313: f32):
      "linalg.yield"(%arg312) : (f32) -> ()
    }) : (tensor<48x8x1x1xf32>, tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %254 = "linalg.generic"(%247, %119, %81) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg309: f32, %arg310: f32, %arg311: f32):
      %532 = "arith.mulf"(%arg309, %arg310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%532) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %255 = "linalg.generic"(%247, %107, %81) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg306: f32, %arg307: f32, %arg308: f32):
      %531 = "arith.mulf"(%arg306, %arg307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%531) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %256 = "linalg.generic"(%255, %109) <{indexing_maps = [#map3, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg304: f32, %arg305: f32):
      %530 = "arith.addf"(%arg304, %arg305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%530) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %257 = "linalg.generic"(%14, %119, %108) <{indexing_maps = [#map18, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg301: i64, %arg302: f32, %arg303: f32):
      %528 = "arith.sitofp"(%arg301) : (i64) -> f32
      %529 = "arith.subf"(%528, %arg302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%529) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %258 = "linalg.generic"(%119, %257, %108) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32, %arg300: f32):
      %527 = "arith.mulf"(%arg298, %arg299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%527) : (f32) -> ()
    }) : (tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %259 = "linalg.generic"(%256, %258, %108) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg295: f32, %arg296: f32, %arg297: f32):
      %526 = "arith.mulf"(%arg295, %arg296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%526) : (f32) -> ()
    }) : (tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %260 = "tensor.empty"() : () -> tensor<2x48x1x1xf32>
    %261 = "linalg.fill"(%0, %260) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg293: f32, %arg294: f32):
      "linalg.yield"(%arg293) : (f32) -> ()
    }) : (f32, tensor<2x48x1x1xf32>) -> tensor<2x48x1x1xf32>
    %262 = "linalg.generic"(%261) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg292: f32):
      %523 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %524 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %525 = "tensor.extract"(%arg13, %524, %523, %9, %9) : (tensor<48x2x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%525) : (f32) -> ()
    }) : (tensor<2x48x1x1xf32>) -> tensor<2x48x1x1xf32>
    %263 = "linalg.fill"(%0, %112) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg290: f32, %arg291: f32):
      "linalg.yield"(%arg290) : (f32) -> ()
    }) : (f32, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %264 = "linalg.conv_2d_nchw_fchw"(%259, %262, %263) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg287: f32, %arg288: f32, %arg289: f32):
      %521 = "arith.mulf"(%arg287, %arg288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %522 = "arith.addf"(%arg289, %521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%522) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x48x1x1xf32>, tensor<2x48x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %265 = "tensor.empty"() : () -> tensor<2x1x1x1xf32>
    %266 = "linalg.transpose"(%116, %265) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg285: f32, %arg286: f32):
      "linalg.yield"(%arg285) : (f32) -> ()
    }) : (tensor<1x2x1x1xf32>, tensor<2x1x1x1xf32>) -> tensor<2x1x1x1xf32>
    %267 = "tensor.empty"() : () -> tensor<48x1x1x1xf32>
    %268 = "linalg.transpose"(%259, %267) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg283: f32, %arg284: f32):
      "linalg.yield"(%arg283) : (f32) -> ()
    }) : (tensor<1x48x1x1xf32>, tensor<48x1x1x1xf32>) -> tensor<48x1x1x1xf32>
    %269 = "linalg.conv_2d_nchw_fchw"(%266, %268, %261) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg280: f32, %arg281: f32, %arg282: f32):
      %519 = "arith.mulf"(%arg280, %arg281) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %520 = "arith.addf"(%arg282, %519) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%520) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<2x1x1x1xf32>, tensor<48x1x1x1xf32>, tensor<2x48x1x1xf32>) -> tensor<2x48x1x1xf32>
    %270 = "tensor.empty"() : () -> tensor<48x2x1x1xf32>
    %271 = "linalg.transpose"(%269, %270) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg278: f32, %arg279: f32):
      "linalg.yield"(%arg278) : (f32) -> ()
    }) : (tensor<2x48x1x1xf32>, tensor<48x2x1x1xf32>) -> tensor<48x2x1x1xf32>
    %272 = "linalg.generic"(%259, %52) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg276: f32, %arg277: f32):
      %518 = "arith.addf"(%arg276, %arg277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%518) : (f32) -> ()
    }) : (tensor<1x48x1x1xf32>, tensor<48xf32>) -> tensor<48xf32>
    %273 = "linalg.generic"(%264, %115, %112) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg273: f32, %arg274: f32, %arg275: f32):
      %517 = "arith.mulf"(%arg273, %arg274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%517) : (f32) -> ()
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %274 = "linalg.generic"(%14, %115, %112) <{indexing_maps = [#map18, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg270: i64, %arg271: f32, %arg272: f32):
      %515 = "arith.sitofp"(%arg270) : (i64) -> f32
      %516 = "arith.subf"(%515, %arg271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%516) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %275 = "linalg.generic"(%114, %274, %112) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg267: f32, %arg268: f32, %arg269: f32):
      %514 = "arith.mulf"(%arg267, %arg268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%514) : (f32) -> ()
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %276 = "linalg.generic"(%275, %112) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg265: f32, %arg266: f32):
      %513 = "arith.addf"(%arg265, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%513) : (f32) -> ()
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %277 = "linalg.generic"(%273, %276, %112) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32, %arg264: f32):
      %512 = "arith.mulf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%512) : (f32) -> ()
    }) : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %278 = "linalg.fill"(%0, %270) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f32, %arg261: f32):
      "linalg.yield"(%arg260) : (f32) -> ()
    }) : (f32, tensor<48x2x1x1xf32>) -> tensor<48x2x1x1xf32>
    %279 = "linalg.generic"(%278) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg259: f32):
      %509 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %510 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %511 = "tensor.extract"(%arg11, %510, %509, %9, %9) : (tensor<2x48x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%511) : (f32) -> ()
    }) : (tensor<48x2x1x1xf32>) -> tensor<48x2x1x1xf32>
    %280 = "linalg.conv_2d_nchw_fchw"(%277, %279, %109) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg256: f32, %arg257: f32, %arg258: f32):
      %507 = "arith.mulf"(%arg256, %arg257) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %508 = "arith.addf"(%arg258, %507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%508) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x2x1x1xf32>, tensor<48x2x1x1xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %281 = "linalg.transpose"(%111, %267) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg254: f32, %arg255: f32):
      "linalg.yield"(%arg254) : (f32) -> ()
    }) : (tensor<1x48x1x1xf32>, tensor<48x1x1x1xf32>) -> tensor<48x1x1x1xf32>
    %282 = "linalg.transpose"(%277, %265) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg252: f32, %arg253: f32):
      "linalg.yield"(%arg252) : (f32) -> ()
    }) : (tensor<1x2x1x1xf32>, tensor<2x1x1x1xf32>) -> tensor<2x1x1x1xf32>
    %283 = "linalg.conv_2d_nchw_fchw"(%281, %282, %278) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg249: f32, %arg250: f32, %arg251: f32):
      %505 = "arith.mulf"(%arg249, %arg250) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %506 = "arith.addf"(%arg251, %505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%506) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<48x1x1x1xf32>, tensor<2x1x1x1xf32>, tensor<48x2x1x1xf32>) -> tensor<48x2x1x1xf32>
    %284 = "linalg.transpose"(%283, %260) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg247: f32, %arg248: f32):
      "linalg.yield"(%arg247) : (f32) -> ()
    }) : (tensor<48x2x1x1xf32>, tensor<2x48x1x1xf32>) -> tensor<2x48x1x1xf32>
    %285 = "tensor.empty"() : () -> tensor<2xf32>
    %286 = "linalg.fill"(%0, %285) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg245: f32, %arg246: f32):
      "linalg.yield"(%arg245) : (f32) -> ()
    }) : (f32, tensor<2xf32>) -> tensor<2xf32>
    %287 = "linalg.generic"(%277, %286) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg243: f32, %arg244: f32):
      %504 = "arith.addf"(%arg243, %arg244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%504) : (f32) -> ()
    }) : (tensor<1x2x1x1xf32>, tensor<2xf32>) -> tensor<2xf32>
    %288 = "tensor.collapse_shape"(%280) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x48x1x1xf32>) -> tensor<1x48xf32>
    %289 = "linalg.generic"(%288, %81) <{indexing_maps = [#map17, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg241: f32, %arg242: f32):
      "linalg.yield"(%arg241) : (f32) -> ()
    }) : (tensor<1x48xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %290 = "linalg.generic"(%289, %81) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32):
      %503 = "arith.divf"(%arg239, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%503) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %291 = "linalg.generic"(%254, %290, %81) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32, %arg238: f32):
      %502 = "arith.addf"(%arg236, %arg237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%502) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %292 = "linalg.generic"(%291, %106, %81) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32, %arg235: f32):
      %501 = "arith.mulf"(%arg233, %arg234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%501) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %293 = "linalg.generic"(%14, %106, %81) <{indexing_maps = [#map18, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg230: i64, %arg231: f32, %arg232: f32):
      %499 = "arith.sitofp"(%arg230) : (i64) -> f32
      %500 = "arith.subf"(%499, %arg231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%500) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %294 = "linalg.generic"(%105, %293, %81) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg227: f32, %arg228: f32, %arg229: f32):
      %498 = "arith.mulf"(%arg227, %arg228) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%498) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %295 = "linalg.generic"(%294, %81) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32):
      %497 = "arith.addf"(%arg225, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%497) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %296 = "linalg.generic"(%292, %295, %81) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f32, %arg224: f32):
      %496 = "arith.mulf"(%arg222, %arg223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%496) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %297 = "linalg.generic"(%296, %52) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg220: f32, %arg221: f32):
      %495 = "arith.addf"(%arg220, %arg221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%495) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<48xf32>) -> tensor<48xf32>
    %298 = "linalg.generic"(%296, %100, %81) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32, %arg219: f32):
      %494 = "arith.mulf"(%arg217, %arg218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%494) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %299 = "linalg.generic"(%298, %52) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg215: f32, %arg216: f32):
      %493 = "arith.addf"(%arg215, %arg216) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%493) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<48xf32>) -> tensor<48xf32>
    %300 = "linalg.generic"(%297, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: f32, %arg214: f32):
      %492 = "arith.mulf"(%arg213, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%492) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %301 = "tensor.expand_shape"(%300) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %302 = "linalg.generic"(%299, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32):
      %491 = "arith.mulf"(%arg211, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%491) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %303 = "linalg.generic"(%97, %97, %51) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg208: f32, %arg209: f32, %arg210: f32):
      %490 = "arith.mulf"(%arg208, %arg209) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%490) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %304 = "linalg.generic"(%302, %303, %51) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg205: f32, %arg206: f32, %arg207: f32):
      %489 = "arith.mulf"(%arg205, %arg206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%489) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %305 = "tensor.expand_shape"(%304) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %306 = "linalg.generic"(%97, %arg9, %51) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32, %arg204: f32):
      %488 = "arith.mulf"(%arg202, %arg203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%488) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %307 = "tensor.expand_shape"(%306) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %308 = "linalg.generic"(%100, %305, %81) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32, %arg201: f32):
      %487 = "arith.mulf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%487) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %309 = "linalg.generic"(%296, %308, %81) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg196: f32, %arg197: f32, %arg198: f32):
      %486 = "arith.subf"(%arg196, %arg197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%486) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %310 = "linalg.generic"(%309, %301, %81) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg193: f32, %arg194: f32, %arg195: f32):
      %485 = "arith.subf"(%arg193, %arg194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%485) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %311 = "linalg.generic"(%310, %307, %81) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32, %arg192: f32):
      %484 = "arith.mulf"(%arg190, %arg191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%484) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>, tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %312 = "linalg.generic"(%299, %97, %51) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32, %arg189: f32):
      %483 = "arith.mulf"(%arg187, %arg188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%483) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %313 = "tensor.expand_shape"(%311) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 1, 48, 16, 16, 1>}> : (tensor<1x48x16x16xf32>) -> tensor<1x48x16x16x1xf32>
    %314 = "tensor.concat"(%313, %10) <{dim = 4 : i64}> : (tensor<1x48x16x16x1xf32>, tensor<1x48x16x16x1xf32>) -> tensor<1x48x16x16x2xf32>
    %315 = "tensor.collapse_shape"(%314) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<1x48x16x16x2xf32>) -> tensor<1x48x16x32xf32>
    %316 = "tensor.extract_slice"(%315) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 48, 16, 31>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x48x16x32xf32>) -> tensor<1x48x16x31xf32>
    %317 = "tensor.expand_shape"(%316) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 1, 48, 16, 1, 31>}> : (tensor<1x48x16x31xf32>) -> tensor<1x48x16x1x31xf32>
    %318 = "tensor.concat"(%317, %11) <{dim = 3 : i64}> : (tensor<1x48x16x1x31xf32>, tensor<1x48x16x1x31xf32>) -> tensor<1x48x16x2x31xf32>
    %319 = "tensor.collapse_shape"(%318) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<1x48x16x2x31xf32>) -> tensor<1x48x32x31xf32>
    %320 = "tensor.extract_slice"(%319) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 48, 31, 31>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x48x32x31xf32>) -> tensor<1x48x31x31xf32>
    %321 = "tensor.pad"(%320) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg183: index, %arg184: index, %arg185: index, %arg186: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x48x31x31xf32>) -> tensor<1x48x34x34xf32>
    %322 = "tensor.empty"() : () -> tensor<48x1x3x3xf32>
    %323 = "linalg.fill"(%0, %322) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32):
      "linalg.yield"(%arg181) : (f32) -> ()
    }) : (f32, tensor<48x1x3x3xf32>) -> tensor<48x1x3x3xf32>
    %324 = "linalg.generic"(%arg8, %323) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32):
      %477 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %478 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %479 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %480 = "arith.subi"(%12, %478) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %481 = "arith.subi"(%12, %479) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %482 = "tensor.extract"(%arg8, %477, %9, %480, %481) : (tensor<48x1x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%482) : (f32) -> ()
    }) : (tensor<48x1x3x3xf32>, tensor<48x1x3x3xf32>) -> tensor<48x1x3x3xf32>
    %325 = "tensor.collapse_shape"(%324) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<48x1x3x3xf32>) -> tensor<48x3x3xf32>
    %326 = "linalg.depthwise_conv_2d_nchw_chw"(%321, %325, %49) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg176: f32, %arg177: f32, %arg178: f32):
      %475 = "arith.mulf"(%arg176, %arg177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %476 = "arith.addf"(%arg178, %475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%476) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map19, #map10, #map11]} : (tensor<1x48x34x34xf32>, tensor<48x3x3xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %327 = "tensor.empty"() : () -> tensor<48x1x32x32xf32>
    %328 = "linalg.transpose"(%79, %327) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg174: f32, %arg175: f32):
      "linalg.yield"(%arg174) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<48x1x32x32xf32>) -> tensor<48x1x32x32xf32>
    %329 = "tensor.collapse_shape"(%328) <{reassociation = [[0], [1, 2], [3]]}> : (tensor<48x1x32x32xf32>) -> tensor<48x32x32xf32>
    %330 = "tensor.expand_shape"(%329) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 48, 32, 32>}> : (tensor<48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %331 = "linalg.transpose"(%311, %248) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg172: f32, %arg173: f32):
      "linalg.yield"(%arg172) : (f32) -> ()
    }) : (tensor<1x48x16x16xf32>, tensor<48x1x16x16xf32>) -> tensor<48x1x16x16xf32>
    %332 = "tensor.pad"(%330) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg168: index, %arg169: index, %arg170: index, %arg171: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>) -> tensor<1x48x34x34xf32>
    %333 = "tensor.empty"() : () -> tensor<1x48x4x4xf32>
    %334 = "linalg.fill"(%0, %333) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32):
      "linalg.yield"(%arg166) : (f32) -> ()
    }) : (f32, tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %335 = "tensor.collapse_shape"(%331) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<48x1x16x16xf32>) -> tensor<48x16x16xf32>
    %336 = "linalg.depthwise_conv_2d_nchw_chw"(%332, %335, %334) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg163: f32, %arg164: f32, %arg165: f32):
      %473 = "arith.mulf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %474 = "arith.addf"(%arg165, %473) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%474) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map20, #map10, #map11]} : (tensor<1x48x34x34xf32>, tensor<48x16x16xf32>, tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %337 = "tensor.collapse_shape"(%336) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x48x4x4xf32>) -> tensor<48x4x4xf32>
    %338 = "tensor.extract_slice"(%337) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 48, 3, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<48x4x4xf32>) -> tensor<48x3x4xf32>
    %339 = "tensor.extract_slice"(%338) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 48, 3, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<48x3x4xf32>) -> tensor<48x3x3xf32>
    %340 = "tensor.expand_shape"(%339) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 48, 1, 3, 3>}> : (tensor<48x3x3xf32>) -> tensor<48x1x3x3xf32>
    %341 = "linalg.generic"(%326, %78, %48) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg160: f32, %arg161: f32, %arg162: f32):
      %472 = "arith.mulf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%472) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %342 = "linalg.generic"(%14, %78, %48) <{indexing_maps = [#map18, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: i64, %arg158: f32, %arg159: f32):
      %470 = "arith.sitofp"(%arg157) : (i64) -> f32
      %471 = "arith.subf"(%470, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%471) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %343 = "linalg.generic"(%77, %342, %48) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f32, %arg156: f32):
      %469 = "arith.mulf"(%arg154, %arg155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%469) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %344 = "linalg.generic"(%343, %48) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg152: f32, %arg153: f32):
      %468 = "arith.addf"(%arg152, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%468) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %345 = "linalg.generic"(%341, %344, %48) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32, %arg151: f32):
      %467 = "arith.mulf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%467) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %346 = "linalg.generic"(%345, %52) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      %466 = "arith.addf"(%arg147, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%466) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<48xf32>) -> tensor<48xf32>
    %347 = "linalg.generic"(%345, %72, %48) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32, %arg146: f32):
      %465 = "arith.mulf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%465) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %348 = "linalg.generic"(%347, %52) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32):
      %464 = "arith.addf"(%arg142, %arg143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%464) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<48xf32>) -> tensor<48xf32>
    %349 = "linalg.generic"(%346, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32):
      %463 = "arith.mulf"(%arg140, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%463) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %350 = "tensor.expand_shape"(%349) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %351 = "linalg.generic"(%348, %51) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg138: f32, %arg139: f32):
      %462 = "arith.mulf"(%arg138, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%462) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %352 = "linalg.generic"(%69, %69, %51) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg135: f32, %arg136: f32, %arg137: f32):
      %461 = "arith.mulf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%461) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %353 = "linalg.generic"(%351, %352, %51) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32, %arg134: f32):
      %460 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%460) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %354 = "tensor.expand_shape"(%353) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %355 = "linalg.generic"(%69, %arg6, %51) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32, %arg131: f32):
      %459 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%459) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %356 = "tensor.expand_shape"(%355) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 48, 1, 1>}> : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %357 = "linalg.generic"(%72, %354, %48) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32, %arg128: f32):
      %458 = "arith.mulf"(%arg126, %arg127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%458) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x1x1xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %358 = "linalg.generic"(%345, %357, %48) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
      %457 = "arith.subf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%457) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %359 = "linalg.generic"(%358, %350, %48) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
      %456 = "arith.subf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%456) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x1x1xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %360 = "linalg.generic"(%359, %356, %48) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
      %455 = "arith.mulf"(%arg117, %arg118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%455) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<1x48x1x1xf32>, tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %361 = "linalg.generic"(%348, %69, %51) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32, %arg116: f32):
      %454 = "arith.mulf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%454) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %362 = "linalg.fill"(%0, %252) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      "linalg.yield"(%arg112) : (f32) -> ()
    }) : (f32, tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %363 = "linalg.generic"(%362) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg111: f32):
      %451 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %452 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %453 = "tensor.extract"(%arg5, %452, %451, %9, %9) : (tensor<48x8x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%453) : (f32) -> ()
    }) : (tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %364 = "linalg.conv_2d_nchw_fchw"(%360, %363, %17) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %449 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %450 = "arith.addf"(%arg110, %449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%450) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x48x32x32xf32>, tensor<8x48x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %365 = "tensor.empty"() : () -> tensor<8x1x32x32xf32>
    %366 = "linalg.transpose"(%47, %365) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      "linalg.yield"(%arg106) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xf32>
    %367 = "linalg.transpose"(%360, %327) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg104: f32, %arg105: f32):
      "linalg.yield"(%arg104) : (f32) -> ()
    }) : (tensor<1x48x32x32xf32>, tensor<48x1x32x32xf32>) -> tensor<48x1x32x32xf32>
    %368 = "linalg.conv_2d_nchw_fchw"(%366, %367, %362) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg101: f32, %arg102: f32, %arg103: f32):
      %447 = "arith.mulf"(%arg101, %arg102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %448 = "arith.addf"(%arg103, %447) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%448) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<8x1x32x32xf32>, tensor<48x1x32x32xf32>, tensor<8x48x1x1xf32>) -> tensor<8x48x1x1xf32>
    %369 = "linalg.transpose"(%368, %244) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg99: f32, %arg100: f32):
      "linalg.yield"(%arg99) : (f32) -> ()
    }) : (tensor<8x48x1x1xf32>, tensor<48x8x1x1xf32>) -> tensor<48x8x1x1xf32>
    %370 = "linalg.generic"(%364, %46, %16) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %446 = "arith.mulf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%446) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %371 = "linalg.generic"(%14, %46, %16) <{indexing_maps = [#map18, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: i64, %arg94: f32, %arg95: f32):
      %444 = "arith.sitofp"(%arg93) : (i64) -> f32
      %445 = "arith.subf"(%444, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%445) : (f32) -> ()
    }) : (tensor<i64>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %372 = "linalg.generic"(%45, %371, %16) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %443 = "arith.mulf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%443) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %373 = "linalg.generic"(%372, %16) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %442 = "arith.addf"(%arg88, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%442) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %374 = "linalg.generic"(%370, %373, %16) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %441 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%441) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %375 = "linalg.generic"(%374, %20) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      %440 = "arith.addf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%440) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8xf32>) -> tensor<8xf32>
    %376 = "linalg.generic"(%374, %40, %16) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %439 = "arith.mulf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%439) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %377 = "linalg.generic"(%376, %20) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      %438 = "arith.addf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%438) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8xf32>) -> tensor<8xf32>
    %378 = "linalg.generic"(%375, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      %437 = "arith.mulf"(%arg76, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%437) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %379 = "tensor.expand_shape"(%378) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %380 = "linalg.generic"(%377, %19) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      %436 = "arith.mulf"(%arg74, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%436) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %381 = "linalg.generic"(%37, %37, %19) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32, %arg73: f32):
      %435 = "arith.mulf"(%arg71, %arg72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%435) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %382 = "linalg.generic"(%380, %381, %19) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
      %434 = "arith.mulf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%434) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %383 = "tensor.expand_shape"(%382) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %384 = "linalg.generic"(%37, %arg3, %19) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
      %433 = "arith.mulf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%433) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %385 = "tensor.expand_shape"(%384) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %386 = "linalg.generic"(%40, %383, %16) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32, %arg64: f32):
      %432 = "arith.mulf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%432) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %387 = "linalg.generic"(%374, %386, %16) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %431 = "arith.subf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%431) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %388 = "linalg.generic"(%387, %379, %16) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %430 = "arith.subf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%430) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %389 = "linalg.generic"(%388, %385, %16) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
      %429 = "arith.mulf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%429) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %390 = "linalg.generic"(%377, %37, %19) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32, %arg52: f32):
      %428 = "arith.mulf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%428) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %391 = "tensor.empty"() : () -> tensor<3x8x3x3xf32>
    %392 = "linalg.fill"(%0, %391) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (f32, tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %393 = "linalg.generic"(%392) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg47: f32):
      %421 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %422 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %423 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %424 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %425 = "arith.subi"(%12, %423) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %426 = "arith.subi"(%12, %424) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %427 = "tensor.extract"(%arg2, %422, %421, %425, %426) : (tensor<8x3x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%427) : (f32) -> ()
    }) : (tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %394 = "tensor.empty"() : () -> tensor<1x8x66x66xf32>
    %395 = "linalg.fill"(%0, %394) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (f32, tensor<1x8x66x66xf32>) -> tensor<1x8x66x66xf32>
    %396 = "tensor.insert_slice"(%389, %395) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 1, 8, 32, 32>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<1x8x32x32xf32>, tensor<1x8x66x66xf32>) -> tensor<1x8x66x66xf32>
    %397 = "tensor.empty"() : () -> tensor<1x3x64x64xf32>
    %398 = "linalg.fill"(%0, %397) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (f32, tensor<1x3x64x64xf32>) -> tensor<1x3x64x64xf32>
    %399 = "linalg.conv_2d_nchw_fchw"(%396, %393, %398) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %419 = "arith.mulf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %420 = "arith.addf"(%arg42, %419) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%420) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x8x66x66xf32>, tensor<3x8x3x3xf32>, tensor<1x3x64x64xf32>) -> tensor<1x3x64x64xf32>
    %400 = "tensor.empty"() : () -> tensor<3x1x64x64xf32>
    %401 = "linalg.transpose"(%arg0, %400) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (tensor<1x3x64x64xf32>, tensor<3x1x64x64xf32>) -> tensor<3x1x64x64xf32>
    %402 = "tensor.collapse_shape"(%389) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x8x32x32xf32>) -> tensor<8x32x32xf32>
    %403 = "tensor.expand_shape"(%402) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 8, 1, 32, 32>}> : (tensor<8x32x32xf32>) -> tensor<8x1x32x32xf32>
    %404 = "tensor.pad"(%401) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg34: index, %arg35: index, %arg36: index, %arg37: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<3x1x64x64xf32>) -> tensor<3x1x66x66xf32>
    %405 = "tensor.empty"() : () -> tensor<3x8x4x4xf32>
    %406 = "linalg.fill"(%0, %405) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (f32, tensor<3x8x4x4xf32>) -> tensor<3x8x4x4xf32>
    %407 = "linalg.conv_2d_nchw_fchw"(%404, %403, %406) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %417 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %418 = "arith.addf"(%arg31, %417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%418) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map21, #map1, #map2]} : (tensor<3x1x66x66xf32>, tensor<8x1x32x32xf32>, tensor<3x8x4x4xf32>) -> tensor<3x8x4x4xf32>
    %408 = "tensor.extract_slice"(%407) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 8, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x8x4x4xf32>) -> tensor<3x8x3x4xf32>
    %409 = "tensor.extract_slice"(%408) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 8, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x8x3x4xf32>) -> tensor<3x8x3x3xf32>
    %410 = "tensor.expand_shape"(%409) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 1, 8, 3, 3>}> : (tensor<3x8x3x3xf32>) -> tensor<3x1x8x3x3xf32>
    %411 = "tensor.empty"() : () -> tensor<1x8x3x3x3xf32>
    %412 = "linalg.transpose"(%410, %411) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      "linalg.yield"(%arg27) : (f32) -> ()
    }) : (tensor<3x1x8x3x3xf32>, tensor<1x8x3x3x3xf32>) -> tensor<1x8x3x3x3xf32>
    %413 = "tensor.empty"() : () -> tensor<8x3x3x3xf32>
    %414 = "linalg.fill"(%0, %413) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      "linalg.yield"(%arg25) : (f32) -> ()
    }) : (f32, tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32>
    %415 = "linalg.generic"(%412, %414) <{indexing_maps = [#map22, #map23], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      %416 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%416) : (f32) -> ()
    }) : (tensor<1x8x3x3x3xf32>, tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32>
    "func.return"(%399, %415, %390, %375, %369, %361, %346, %340, %312, %297, %284, %287, %271, %272, %253, %243, %228, %227, %216, %201, %189, %193) : (tensor<1x3x64x64xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<48x8x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48x1x3x3xf32>, tensor<48xf32>, tensor<48xf32>, tensor<2x48x1x1xf32>, tensor<2xf32>, tensor<48x2x1x1xf32>, tensor<48xf32>, tensor<8x48x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
}) : () -> ()
