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
#map15 = affine_map<(d0, d1) -> (d1)>
#map16 = affine_map<(d0, d1) -> (d0, d1)>
#map17 = affine_map<(d0, d1) -> (0, d1)>
#map18 = affine_map<(d0, d1) -> ()>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map20 = affine_map<(d0, d1, d2, d3) -> ()>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map22 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4 * 2, d2 + d5 * 2)>
#map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5 * 2, d3 + d6 * 2)>
#map24 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map25 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3x64x64xf32>, tensor<1x10xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x5x5xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<16x24x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<256x96xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>) -> (tensor<1x3x64x64xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x5x5xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<16x24x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<256x96xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>), sym_name = "mobilenet_v3_small_1block_backward_f32"}> ({
  ^bb0(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<1x10xf32>, %arg2: tensor<8x3x3x3xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<24x8x1x1xf32>, %arg6: tensor<24xf32>, %arg7: tensor<24xf32>, %arg8: tensor<24x1x5x5xf32>, %arg9: tensor<24xf32>, %arg10: tensor<24xf32>, %arg11: tensor<8x24x1x1xf32>, %arg12: tensor<8xf32>, %arg13: tensor<24x8x1x1xf32>, %arg14: tensor<24xf32>, %arg15: tensor<16x24x1x1xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<96x16x1x1xf32>, %arg19: tensor<96xf32>, %arg20: tensor<96xf32>, %arg21: tensor<256x96xf32>, %arg22: tensor<256xf32>, %arg23: tensor<10x256xf32>, %arg24: tensor<10xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "arith.constant"() <{value = 0.16666666666666666 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = -3.000000e+00 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 1.000000e-03 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = 1.024000e+03 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 1.024000e+03 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 2.560000e+02 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 2.560000e+02 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = -3.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 3.906250e-03 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x24x16x16x1xf32>}> : () -> tensor<1x24x16x16x1xf32>
    %18 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x24x16x1x31xf32>}> : () -> tensor<1x24x16x1x31xf32>
    %19 = "arith.constant"() <{value = 4 : index}> : () -> index
    %20 = "arith.constant"() <{value = 9.765625E-4 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg836: index, %arg837: index, %arg838: index, %arg839: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x3x64x64xf32>) -> tensor<1x3x66x66xf32>
    %23 = "tensor.empty"() : () -> tensor<1x8x32x32xf32>
    %24 = "linalg.fill"(%0, %23) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg834: f32, %arg835: f32):
      "linalg.yield"(%arg834) : (f32) -> ()
    }) : (f32, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %25 = "linalg.conv_2d_nchw_fchw"(%22, %arg2, %24) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg831: f32, %arg832: f32, %arg833: f32):
      %814 = "arith.mulf"(%arg831, %arg832) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %815 = "arith.addf"(%arg833, %814) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%815) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x3x66x66xf32>, tensor<8x3x3x3xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %26 = "tensor.empty"() : () -> tensor<8xf32>
    %27 = "linalg.fill"(%0, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg829: f32, %arg830: f32):
      "linalg.yield"(%arg829) : (f32) -> ()
    }) : (f32, tensor<8xf32>) -> tensor<8xf32>
    %28 = "linalg.generic"(%25, %27) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg827: f32, %arg828: f32):
      %813 = "arith.addf"(%arg827, %arg828) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%813) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8xf32>) -> tensor<8xf32>
    %29 = "linalg.generic"(%28, %26) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg825: f32, %arg826: f32):
      %812 = "arith.divf"(%arg825, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%812) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %30 = "tensor.empty"() : () -> tensor<1x8x32x32xf64>
    %31 = "linalg.generic"(%25, %30) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg823: f32, %arg824: f64):
      %811 = "arith.extf"(%arg823) : (f32) -> f64
      "linalg.yield"(%811) : (f64) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf64>) -> tensor<1x8x32x32xf64>
    %32 = "tensor.empty"() : () -> tensor<1x8x1x1xf64>
    %33 = "linalg.fill"(%1, %32) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg821: f64, %arg822: f64):
      "linalg.yield"(%arg821) : (f64) -> ()
    }) : (f64, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %34 = "linalg.generic"(%31, %33) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg819: f64, %arg820: f64):
      %810 = "arith.addf"(%arg819, %arg820) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%810) : (f64) -> ()
    }) : (tensor<1x8x32x32xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %35 = "linalg.generic"(%34, %32) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg817: f64, %arg818: f64):
      %809 = "arith.divf"(%arg817, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%809) : (f64) -> ()
    }) : (tensor<1x8x1x1xf64>, tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %36 = "linalg.generic"(%31, %35, %30) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg814: f64, %arg815: f64, %arg816: f64):
      %808 = "arith.subf"(%arg814, %arg815) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%808) : (f64) -> ()
    }) : (tensor<1x8x32x32xf64>, tensor<1x8x1x1xf64>, tensor<1x8x32x32xf64>) -> tensor<1x8x32x32xf64>
    %37 = "linalg.generic"(%36, %36, %30) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg811: f64, %arg812: f64, %arg813: f64):
      %807 = "arith.mulf"(%arg811, %arg812) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%807) : (f64) -> ()
    }) : (tensor<1x8x32x32xf64>, tensor<1x8x32x32xf64>, tensor<1x8x32x32xf64>) -> tensor<1x8x32x32xf64>
    %38 = "tensor.empty"() : () -> tensor<8xf64>
    %39 = "linalg.fill"(%1, %38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg809: f64, %arg810: f64):
      "linalg.yield"(%arg809) : (f64) -> ()
    }) : (f64, tensor<8xf64>) -> tensor<8xf64>
    %40 = "linalg.generic"(%37, %39) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg807: f64, %arg808: f64):
      %806 = "arith.addf"(%arg807, %arg808) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%806) : (f64) -> ()
    }) : (tensor<1x8x32x32xf64>, tensor<8xf64>) -> tensor<8xf64>
    %41 = "linalg.generic"(%40, %38) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg805: f64, %arg806: f64):
      %805 = "arith.divf"(%arg805, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%805) : (f64) -> ()
    }) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %42 = "linalg.generic"(%41, %26) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg803: f64, %arg804: f32):
      %804 = "arith.truncf"(%arg803) : (f64) -> f32
      "linalg.yield"(%804) : (f32) -> ()
    }) : (tensor<8xf64>, tensor<8xf32>) -> tensor<8xf32>
    %43 = "linalg.generic"(%42, %26) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg801: f32, %arg802: f32):
      %802 = "arith.truncf"(%6) : (f64) -> f32
      %803 = "arith.addf"(%arg801, %802) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%803) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %44 = "linalg.generic"(%43, %26) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg799: f32, %arg800: f32):
      %801 = "math.rsqrt"(%arg799) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%801) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %45 = "tensor.expand_shape"(%29) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %46 = "tensor.expand_shape"(%44) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %47 = "linalg.generic"(%25, %45, %23) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg796: f32, %arg797: f32, %arg798: f32):
      %800 = "arith.subf"(%arg796, %arg797) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%800) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %48 = "linalg.generic"(%47, %46, %23) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg793: f32, %arg794: f32, %arg795: f32):
      %799 = "arith.mulf"(%arg793, %arg794) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%799) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %49 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %50 = "linalg.generic"(%48, %49, %23) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg790: f32, %arg791: f32, %arg792: f32):
      %798 = "arith.mulf"(%arg790, %arg791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%798) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %51 = "tensor.expand_shape"(%arg4) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %52 = "linalg.generic"(%50, %51, %23) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg787: f32, %arg788: f32, %arg789: f32):
      %797 = "arith.addf"(%arg787, %arg788) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%797) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %53 = "linalg.generic"(%52, %23) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg785: f32, %arg786: f32):
      %796 = "arith.addf"(%arg785, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%796) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %54 = "linalg.generic"(%53, %23) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg783: f32, %arg784: f32):
      %794 = "arith.cmpf"(%arg783, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %795 = "arith.select"(%794, %0, %arg783) : (i1, f32, f32) -> f32
      "linalg.yield"(%795) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %55 = "linalg.generic"(%54, %23) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg781: f32, %arg782: f32):
      %792 = "arith.cmpf"(%arg781, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %793 = "arith.select"(%792, %10, %arg781) : (i1, f32, f32) -> f32
      "linalg.yield"(%793) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %56 = "linalg.generic"(%52, %55, %23) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg778: f32, %arg779: f32, %arg780: f32):
      %791 = "arith.mulf"(%arg778, %arg779) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%791) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %57 = "linalg.generic"(%56, %23) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg776: f32, %arg777: f32):
      %790 = "arith.divf"(%arg776, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%790) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %58 = "tensor.empty"() : () -> tensor<1x24x32x32xf32>
    %59 = "linalg.fill"(%0, %58) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg774: f32, %arg775: f32):
      "linalg.yield"(%arg774) : (f32) -> ()
    }) : (f32, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %60 = "linalg.conv_2d_nchw_fchw"(%57, %arg5, %59) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg771: f32, %arg772: f32, %arg773: f32):
      %788 = "arith.mulf"(%arg771, %arg772) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %789 = "arith.addf"(%arg773, %788) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%789) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x8x32x32xf32>, tensor<24x8x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %61 = "tensor.empty"() : () -> tensor<24xf32>
    %62 = "linalg.fill"(%0, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg769: f32, %arg770: f32):
      "linalg.yield"(%arg769) : (f32) -> ()
    }) : (f32, tensor<24xf32>) -> tensor<24xf32>
    %63 = "linalg.generic"(%60, %62) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg767: f32, %arg768: f32):
      %787 = "arith.addf"(%arg767, %arg768) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%787) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24xf32>) -> tensor<24xf32>
    %64 = "linalg.generic"(%63, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg765: f32, %arg766: f32):
      %786 = "arith.divf"(%arg765, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%786) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %65 = "tensor.empty"() : () -> tensor<1x24x32x32xf64>
    %66 = "linalg.generic"(%60, %65) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg763: f32, %arg764: f64):
      %785 = "arith.extf"(%arg763) : (f32) -> f64
      "linalg.yield"(%785) : (f64) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf64>) -> tensor<1x24x32x32xf64>
    %67 = "tensor.empty"() : () -> tensor<1x24x1x1xf64>
    %68 = "linalg.fill"(%1, %67) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg761: f64, %arg762: f64):
      "linalg.yield"(%arg761) : (f64) -> ()
    }) : (f64, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %69 = "linalg.generic"(%66, %68) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg759: f64, %arg760: f64):
      %784 = "arith.addf"(%arg759, %arg760) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%784) : (f64) -> ()
    }) : (tensor<1x24x32x32xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %70 = "linalg.generic"(%69, %67) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg757: f64, %arg758: f64):
      %783 = "arith.divf"(%arg757, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%783) : (f64) -> ()
    }) : (tensor<1x24x1x1xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %71 = "linalg.generic"(%66, %70, %65) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg754: f64, %arg755: f64, %arg756: f64):
      %782 = "arith.subf"(%arg754, %arg755) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%782) : (f64) -> ()
    }) : (tensor<1x24x32x32xf64>, tensor<1x24x1x1xf64>, tensor<1x24x32x32xf64>) -> tensor<1x24x32x32xf64>
    %72 = "linalg.generic"(%71, %71, %65) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg751: f64, %arg752: f64, %arg753: f64):
      %781 = "arith.mulf"(%arg751, %arg752) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%781) : (f64) -> ()
    }) : (tensor<1x24x32x32xf64>, tensor<1x24x32x32xf64>, tensor<1x24x32x32xf64>) -> tensor<1x24x32x32xf64>
    %73 = "tensor.empty"() : () -> tensor<24xf64>
    %74 = "linalg.fill"(%1, %73) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg749: f64, %arg750: f64):
      "linalg.yield"(%arg749) : (f64) -> ()
    }) : (f64, tensor<24xf64>) -> tensor<24xf64>
    %75 = "linalg.generic"(%72, %74) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg747: f64, %arg748: f64):
      %780 = "arith.addf"(%arg747, %arg748) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%780) : (f64) -> ()
    }) : (tensor<1x24x32x32xf64>, tensor<24xf64>) -> tensor<24xf64>
    %76 = "linalg.generic"(%75, %73) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg745: f64, %arg746: f64):
      %779 = "arith.divf"(%arg745, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%779) : (f64) -> ()
    }) : (tensor<24xf64>, tensor<24xf64>) -> tensor<24xf64>
    %77 = "linalg.generic"(%76, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg743: f64, %arg744: f32):
      %778 = "arith.truncf"(%arg743) : (f64) -> f32
      "linalg.yield"(%778) : (f32) -> ()
    }) : (tensor<24xf64>, tensor<24xf32>) -> tensor<24xf32>
    %78 = "linalg.generic"(%77, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg741: f32, %arg742: f32):
      %776 = "arith.truncf"(%6) : (f64) -> f32
      %777 = "arith.addf"(%arg741, %776) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%777) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %79 = "linalg.generic"(%78, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg739: f32, %arg740: f32):
      %775 = "math.rsqrt"(%arg739) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%775) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %80 = "tensor.expand_shape"(%64) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %81 = "tensor.expand_shape"(%79) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %82 = "linalg.generic"(%60, %80, %58) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg736: f32, %arg737: f32, %arg738: f32):
      %774 = "arith.subf"(%arg736, %arg737) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%774) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %83 = "linalg.generic"(%82, %81, %58) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg733: f32, %arg734: f32, %arg735: f32):
      %773 = "arith.mulf"(%arg733, %arg734) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%773) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %84 = "tensor.expand_shape"(%arg6) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %85 = "linalg.generic"(%83, %84, %58) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg730: f32, %arg731: f32, %arg732: f32):
      %772 = "arith.mulf"(%arg730, %arg731) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%772) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %86 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %87 = "linalg.generic"(%85, %86, %58) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg727: f32, %arg728: f32, %arg729: f32):
      %771 = "arith.addf"(%arg727, %arg728) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%771) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %88 = "linalg.generic"(%87, %58) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg725: f32, %arg726: f32):
      %770 = "arith.addf"(%arg725, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%770) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %89 = "linalg.generic"(%88, %58) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg723: f32, %arg724: f32):
      %768 = "arith.cmpf"(%arg723, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %769 = "arith.select"(%768, %0, %arg723) : (i1, f32, f32) -> f32
      "linalg.yield"(%769) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %90 = "linalg.generic"(%89, %58) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg721: f32, %arg722: f32):
      %766 = "arith.cmpf"(%arg721, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %767 = "arith.select"(%766, %10, %arg721) : (i1, f32, f32) -> f32
      "linalg.yield"(%767) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %91 = "linalg.generic"(%87, %90, %58) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg718: f32, %arg719: f32, %arg720: f32):
      %765 = "arith.mulf"(%arg718, %arg719) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%765) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %92 = "linalg.generic"(%91, %58) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg716: f32, %arg717: f32):
      %764 = "arith.divf"(%arg716, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%764) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %93 = "tensor.pad"(%92) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 2, 2>}> ({
    ^bb0(%arg712: index, %arg713: index, %arg714: index, %arg715: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>) -> tensor<1x24x36x36xf32>
    %94 = "tensor.empty"() : () -> tensor<1x24x16x16xf32>
    %95 = "linalg.fill"(%0, %94) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg710: f32, %arg711: f32):
      "linalg.yield"(%arg710) : (f32) -> ()
    }) : (f32, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %96 = "tensor.collapse_shape"(%arg8) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x5x5xf32>) -> tensor<24x5x5xf32>
    %97 = "linalg.depthwise_conv_2d_nchw_chw"(%93, %96, %95) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg707: f32, %arg708: f32, %arg709: f32):
      %762 = "arith.mulf"(%arg707, %arg708) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %763 = "arith.addf"(%arg709, %762) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%763) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<1x24x36x36xf32>, tensor<24x5x5xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %98 = "linalg.generic"(%97, %62) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg705: f32, %arg706: f32):
      %761 = "arith.addf"(%arg705, %arg706) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%761) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %99 = "linalg.generic"(%98, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg703: f32, %arg704: f32):
      %760 = "arith.divf"(%arg703, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%760) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %100 = "tensor.empty"() : () -> tensor<1x24x16x16xf64>
    %101 = "linalg.generic"(%97, %100) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg701: f32, %arg702: f64):
      %759 = "arith.extf"(%arg701) : (f32) -> f64
      "linalg.yield"(%759) : (f64) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf64>) -> tensor<1x24x16x16xf64>
    %102 = "linalg.generic"(%101, %68) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg699: f64, %arg700: f64):
      %758 = "arith.addf"(%arg699, %arg700) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%758) : (f64) -> ()
    }) : (tensor<1x24x16x16xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %103 = "linalg.generic"(%102, %67) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg697: f64, %arg698: f64):
      %757 = "arith.divf"(%arg697, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%757) : (f64) -> ()
    }) : (tensor<1x24x1x1xf64>, tensor<1x24x1x1xf64>) -> tensor<1x24x1x1xf64>
    %104 = "linalg.generic"(%101, %103, %100) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg694: f64, %arg695: f64, %arg696: f64):
      %756 = "arith.subf"(%arg694, %arg695) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%756) : (f64) -> ()
    }) : (tensor<1x24x16x16xf64>, tensor<1x24x1x1xf64>, tensor<1x24x16x16xf64>) -> tensor<1x24x16x16xf64>
    %105 = "linalg.generic"(%104, %104, %100) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg691: f64, %arg692: f64, %arg693: f64):
      %755 = "arith.mulf"(%arg691, %arg692) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%755) : (f64) -> ()
    }) : (tensor<1x24x16x16xf64>, tensor<1x24x16x16xf64>, tensor<1x24x16x16xf64>) -> tensor<1x24x16x16xf64>
    %106 = "linalg.generic"(%105, %74) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg689: f64, %arg690: f64):
      %754 = "arith.addf"(%arg689, %arg690) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%754) : (f64) -> ()
    }) : (tensor<1x24x16x16xf64>, tensor<24xf64>) -> tensor<24xf64>
    %107 = "linalg.generic"(%106, %73) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg687: f64, %arg688: f64):
      %753 = "arith.divf"(%arg687, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%753) : (f64) -> ()
    }) : (tensor<24xf64>, tensor<24xf64>) -> tensor<24xf64>
    %108 = "linalg.generic"(%107, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg685: f64, %arg686: f32):
      %752 = "arith.truncf"(%arg685) : (f64) -> f32
      "linalg.yield"(%752) : (f32) -> ()
    }) : (tensor<24xf64>, tensor<24xf32>) -> tensor<24xf32>
    %109 = "linalg.generic"(%108, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg683: f32, %arg684: f32):
      %750 = "arith.truncf"(%6) : (f64) -> f32
      %751 = "arith.addf"(%arg683, %750) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%751) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %110 = "linalg.generic"(%109, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg681: f32, %arg682: f32):
      %749 = "math.rsqrt"(%arg681) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%749) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %111 = "tensor.expand_shape"(%99) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %112 = "tensor.expand_shape"(%110) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %113 = "linalg.generic"(%97, %111, %94) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg678: f32, %arg679: f32, %arg680: f32):
      %748 = "arith.subf"(%arg678, %arg679) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%748) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %114 = "linalg.generic"(%113, %112, %94) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg675: f32, %arg676: f32, %arg677: f32):
      %747 = "arith.mulf"(%arg675, %arg676) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%747) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %115 = "tensor.expand_shape"(%arg9) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %116 = "linalg.generic"(%114, %115, %94) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg672: f32, %arg673: f32, %arg674: f32):
      %746 = "arith.mulf"(%arg672, %arg673) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%746) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %117 = "tensor.expand_shape"(%arg10) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %118 = "linalg.generic"(%116, %117, %94) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg669: f32, %arg670: f32, %arg671: f32):
      %745 = "arith.addf"(%arg669, %arg670) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%745) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %119 = "linalg.generic"(%118, %94) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg667: f32, %arg668: f32):
      %744 = "arith.addf"(%arg667, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%744) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %120 = "linalg.generic"(%119, %94) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg665: f32, %arg666: f32):
      %742 = "arith.cmpf"(%arg665, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %743 = "arith.select"(%742, %0, %arg665) : (i1, f32, f32) -> f32
      "linalg.yield"(%743) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %121 = "linalg.generic"(%120, %94) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg663: f32, %arg664: f32):
      %740 = "arith.cmpf"(%arg663, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %741 = "arith.select"(%740, %10, %arg663) : (i1, f32, f32) -> f32
      "linalg.yield"(%741) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %122 = "linalg.generic"(%118, %121, %94) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg660: f32, %arg661: f32, %arg662: f32):
      %739 = "arith.mulf"(%arg660, %arg661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%739) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %123 = "linalg.generic"(%122, %94) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg658: f32, %arg659: f32):
      %738 = "arith.divf"(%arg658, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%738) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %124 = "tensor.empty"() : () -> tensor<1x24x1x1xf32>
    %125 = "linalg.fill"(%0, %124) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg656: f32, %arg657: f32):
      "linalg.yield"(%arg656) : (f32) -> ()
    }) : (f32, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %126 = "linalg.generic"(%123, %125) <{indexing_maps = [#map3, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg654: f32, %arg655: f32):
      %737 = "arith.addf"(%arg654, %arg655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%737) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %127 = "linalg.generic"(%126, %124) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg652: f32, %arg653: f32):
      %736 = "arith.divf"(%arg652, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%736) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %128 = "tensor.empty"() : () -> tensor<1x8x1x1xf32>
    %129 = "linalg.broadcast"(%arg12, %128) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg650: f32, %arg651: f32):
      "linalg.yield"(%arg650) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %130 = "linalg.conv_2d_nchw_fchw"(%127, %arg11, %129) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg647: f32, %arg648: f32, %arg649: f32):
      %734 = "arith.mulf"(%arg647, %arg648) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %735 = "arith.addf"(%arg649, %734) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%735) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x24x1x1xf32>, tensor<8x24x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %131 = "linalg.generic"(%130, %128) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg645: f32, %arg646: f32):
      %732 = "arith.cmpf"(%arg645, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %733 = "arith.select"(%732, %arg645, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%733) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %132 = "linalg.broadcast"(%arg14, %124) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg643: f32, %arg644: f32):
      "linalg.yield"(%arg643) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %133 = "linalg.conv_2d_nchw_fchw"(%131, %arg13, %132) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg640: f32, %arg641: f32, %arg642: f32):
      %730 = "arith.mulf"(%arg640, %arg641) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %731 = "arith.addf"(%arg642, %730) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%731) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x8x1x1xf32>, tensor<24x8x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %134 = "linalg.generic"(%133, %124) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg638: f32, %arg639: f32):
      %729 = "arith.addf"(%arg638, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%729) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %135 = "linalg.generic"(%134, %124) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg636: f32, %arg637: f32):
      %727 = "arith.cmpf"(%arg636, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %728 = "arith.select"(%727, %0, %arg636) : (i1, f32, f32) -> f32
      "linalg.yield"(%728) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %136 = "linalg.generic"(%135, %124) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg634: f32, %arg635: f32):
      %725 = "arith.cmpf"(%arg634, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %726 = "arith.select"(%725, %10, %arg634) : (i1, f32, f32) -> f32
      "linalg.yield"(%726) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %137 = "linalg.generic"(%136, %124) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg632: f32, %arg633: f32):
      %724 = "arith.divf"(%arg632, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%724) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %138 = "linalg.generic"(%137, %123, %94) <{indexing_maps = [#map7, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg629: f32, %arg630: f32, %arg631: f32):
      %723 = "arith.mulf"(%arg629, %arg630) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%723) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %139 = "tensor.empty"() : () -> tensor<1x16x16x16xf32>
    %140 = "linalg.fill"(%0, %139) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg627: f32, %arg628: f32):
      "linalg.yield"(%arg627) : (f32) -> ()
    }) : (f32, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %141 = "linalg.conv_2d_nchw_fchw"(%138, %arg15, %140) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg624: f32, %arg625: f32, %arg626: f32):
      %721 = "arith.mulf"(%arg624, %arg625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %722 = "arith.addf"(%arg626, %721) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%722) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x24x16x16xf32>, tensor<16x24x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %142 = "tensor.empty"() : () -> tensor<16xf32>
    %143 = "linalg.fill"(%0, %142) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg622: f32, %arg623: f32):
      "linalg.yield"(%arg622) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %144 = "linalg.generic"(%141, %143) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg620: f32, %arg621: f32):
      %720 = "arith.addf"(%arg620, %arg621) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%720) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %145 = "linalg.generic"(%144, %142) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg618: f32, %arg619: f32):
      %719 = "arith.divf"(%arg618, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%719) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %146 = "tensor.empty"() : () -> tensor<1x16x16x16xf64>
    %147 = "linalg.generic"(%141, %146) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg616: f32, %arg617: f64):
      %718 = "arith.extf"(%arg616) : (f32) -> f64
      "linalg.yield"(%718) : (f64) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf64>) -> tensor<1x16x16x16xf64>
    %148 = "tensor.empty"() : () -> tensor<1x16x1x1xf64>
    %149 = "linalg.fill"(%1, %148) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg614: f64, %arg615: f64):
      "linalg.yield"(%arg614) : (f64) -> ()
    }) : (f64, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %150 = "linalg.generic"(%147, %149) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg612: f64, %arg613: f64):
      %717 = "arith.addf"(%arg612, %arg613) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%717) : (f64) -> ()
    }) : (tensor<1x16x16x16xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %151 = "linalg.generic"(%150, %148) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg610: f64, %arg611: f64):
      %716 = "arith.divf"(%arg610, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%716) : (f64) -> ()
    }) : (tensor<1x16x1x1xf64>, tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %152 = "linalg.generic"(%147, %151, %146) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg607: f64, %arg608: f64, %arg609: f64):
      %715 = "arith.subf"(%arg607, %arg608) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%715) : (f64) -> ()
    }) : (tensor<1x16x16x16xf64>, tensor<1x16x1x1xf64>, tensor<1x16x16x16xf64>) -> tensor<1x16x16x16xf64>
    %153 = "linalg.generic"(%152, %152, %146) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg604: f64, %arg605: f64, %arg606: f64):
      %714 = "arith.mulf"(%arg604, %arg605) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%714) : (f64) -> ()
    }) : (tensor<1x16x16x16xf64>, tensor<1x16x16x16xf64>, tensor<1x16x16x16xf64>) -> tensor<1x16x16x16xf64>
    %154 = "tensor.empty"() : () -> tensor<16xf64>
    %155 = "linalg.fill"(%1, %154) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg602: f64, %arg603: f64):
      "linalg.yield"(%arg602) : (f64) -> ()
    }) : (f64, tensor<16xf64>) -> tensor<16xf64>
    %156 = "linalg.generic"(%153, %155) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg600: f64, %arg601: f64):
      %713 = "arith.addf"(%arg600, %arg601) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%713) : (f64) -> ()
    }) : (tensor<1x16x16x16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %157 = "linalg.generic"(%156, %154) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg598: f64, %arg599: f64):
      %712 = "arith.divf"(%arg598, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%712) : (f64) -> ()
    }) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %158 = "linalg.generic"(%157, %142) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg596: f64, %arg597: f32):
      %711 = "arith.truncf"(%arg596) : (f64) -> f32
      "linalg.yield"(%711) : (f32) -> ()
    }) : (tensor<16xf64>, tensor<16xf32>) -> tensor<16xf32>
    %159 = "linalg.generic"(%158, %142) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg594: f32, %arg595: f32):
      %709 = "arith.truncf"(%6) : (f64) -> f32
      %710 = "arith.addf"(%arg594, %709) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%710) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %160 = "linalg.generic"(%159, %142) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg592: f32, %arg593: f32):
      %708 = "math.rsqrt"(%arg592) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%708) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %161 = "tensor.expand_shape"(%145) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %162 = "tensor.expand_shape"(%160) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %163 = "linalg.generic"(%141, %161, %139) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg589: f32, %arg590: f32, %arg591: f32):
      %707 = "arith.subf"(%arg589, %arg590) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%707) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %164 = "linalg.generic"(%163, %162, %139) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg586: f32, %arg587: f32, %arg588: f32):
      %706 = "arith.mulf"(%arg586, %arg587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%706) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %165 = "tensor.expand_shape"(%arg16) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %166 = "linalg.generic"(%164, %165, %139) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg583: f32, %arg584: f32, %arg585: f32):
      %705 = "arith.mulf"(%arg583, %arg584) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%705) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %167 = "tensor.expand_shape"(%arg17) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %168 = "linalg.generic"(%166, %167, %139) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg580: f32, %arg581: f32, %arg582: f32):
      %704 = "arith.addf"(%arg580, %arg581) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%704) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %169 = "tensor.empty"() : () -> tensor<1x96x16x16xf32>
    %170 = "linalg.fill"(%0, %169) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg578: f32, %arg579: f32):
      "linalg.yield"(%arg578) : (f32) -> ()
    }) : (f32, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %171 = "linalg.conv_2d_nchw_fchw"(%168, %arg18, %170) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg575: f32, %arg576: f32, %arg577: f32):
      %702 = "arith.mulf"(%arg575, %arg576) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %703 = "arith.addf"(%arg577, %702) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%703) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x16x16x16xf32>, tensor<96x16x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %172 = "tensor.empty"() : () -> tensor<96xf32>
    %173 = "linalg.fill"(%0, %172) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg573: f32, %arg574: f32):
      "linalg.yield"(%arg573) : (f32) -> ()
    }) : (f32, tensor<96xf32>) -> tensor<96xf32>
    %174 = "linalg.generic"(%171, %173) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg571: f32, %arg572: f32):
      %701 = "arith.addf"(%arg571, %arg572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%701) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96xf32>) -> tensor<96xf32>
    %175 = "linalg.generic"(%174, %172) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg569: f32, %arg570: f32):
      %700 = "arith.divf"(%arg569, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%700) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %176 = "tensor.empty"() : () -> tensor<1x96x16x16xf64>
    %177 = "linalg.generic"(%171, %176) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg567: f32, %arg568: f64):
      %699 = "arith.extf"(%arg567) : (f32) -> f64
      "linalg.yield"(%699) : (f64) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf64>) -> tensor<1x96x16x16xf64>
    %178 = "tensor.empty"() : () -> tensor<1x96x1x1xf64>
    %179 = "linalg.fill"(%1, %178) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg565: f64, %arg566: f64):
      "linalg.yield"(%arg565) : (f64) -> ()
    }) : (f64, tensor<1x96x1x1xf64>) -> tensor<1x96x1x1xf64>
    %180 = "linalg.generic"(%177, %179) <{indexing_maps = [#map3, #map6], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg563: f64, %arg564: f64):
      %698 = "arith.addf"(%arg563, %arg564) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%698) : (f64) -> ()
    }) : (tensor<1x96x16x16xf64>, tensor<1x96x1x1xf64>) -> tensor<1x96x1x1xf64>
    %181 = "linalg.generic"(%180, %178) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg561: f64, %arg562: f64):
      %697 = "arith.divf"(%arg561, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%697) : (f64) -> ()
    }) : (tensor<1x96x1x1xf64>, tensor<1x96x1x1xf64>) -> tensor<1x96x1x1xf64>
    %182 = "linalg.generic"(%177, %181, %176) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg558: f64, %arg559: f64, %arg560: f64):
      %696 = "arith.subf"(%arg558, %arg559) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%696) : (f64) -> ()
    }) : (tensor<1x96x16x16xf64>, tensor<1x96x1x1xf64>, tensor<1x96x16x16xf64>) -> tensor<1x96x16x16xf64>
    %183 = "linalg.generic"(%182, %182, %176) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg555: f64, %arg556: f64, %arg557: f64):
      %695 = "arith.mulf"(%arg555, %arg556) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%695) : (f64) -> ()
    }) : (tensor<1x96x16x16xf64>, tensor<1x96x16x16xf64>, tensor<1x96x16x16xf64>) -> tensor<1x96x16x16xf64>
    %184 = "tensor.empty"() : () -> tensor<96xf64>
    %185 = "linalg.fill"(%1, %184) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg553: f64, %arg554: f64):
      "linalg.yield"(%arg553) : (f64) -> ()
    }) : (f64, tensor<96xf64>) -> tensor<96xf64>
    %186 = "linalg.generic"(%183, %185) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg551: f64, %arg552: f64):
      %694 = "arith.addf"(%arg551, %arg552) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%694) : (f64) -> ()
    }) : (tensor<1x96x16x16xf64>, tensor<96xf64>) -> tensor<96xf64>
    %187 = "linalg.generic"(%186, %184) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg549: f64, %arg550: f64):
      %693 = "arith.divf"(%arg549, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%693) : (f64) -> ()
    }) : (tensor<96xf64>, tensor<96xf64>) -> tensor<96xf64>
    %188 = "linalg.generic"(%187, %172) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg547: f64, %arg548: f32):
      %692 = "arith.truncf"(%arg547) : (f64) -> f32
      "linalg.yield"(%692) : (f32) -> ()
    }) : (tensor<96xf64>, tensor<96xf32>) -> tensor<96xf32>
    %189 = "linalg.generic"(%188, %172) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg545: f32, %arg546: f32):
      %690 = "arith.truncf"(%6) : (f64) -> f32
      %691 = "arith.addf"(%arg545, %690) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%691) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %190 = "linalg.generic"(%189, %172) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg543: f32, %arg544: f32):
      %689 = "math.rsqrt"(%arg543) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%689) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %191 = "tensor.expand_shape"(%175) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %192 = "tensor.expand_shape"(%190) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %193 = "linalg.generic"(%171, %191, %169) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg540: f32, %arg541: f32, %arg542: f32):
      %688 = "arith.subf"(%arg540, %arg541) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%688) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %194 = "linalg.generic"(%193, %192, %169) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg537: f32, %arg538: f32, %arg539: f32):
      %687 = "arith.mulf"(%arg537, %arg538) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%687) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %195 = "tensor.expand_shape"(%arg19) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %196 = "linalg.generic"(%194, %195, %169) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg534: f32, %arg535: f32, %arg536: f32):
      %686 = "arith.mulf"(%arg534, %arg535) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%686) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %197 = "tensor.expand_shape"(%arg20) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %198 = "linalg.generic"(%196, %197, %169) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg531: f32, %arg532: f32, %arg533: f32):
      %685 = "arith.addf"(%arg531, %arg532) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%685) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %199 = "linalg.generic"(%198, %169) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg529: f32, %arg530: f32):
      %684 = "arith.addf"(%arg529, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%684) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %200 = "linalg.generic"(%199, %169) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg527: f32, %arg528: f32):
      %682 = "arith.cmpf"(%arg527, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %683 = "arith.select"(%682, %0, %arg527) : (i1, f32, f32) -> f32
      "linalg.yield"(%683) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %201 = "linalg.generic"(%200, %169) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg525: f32, %arg526: f32):
      %680 = "arith.cmpf"(%arg525, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %681 = "arith.select"(%680, %10, %arg525) : (i1, f32, f32) -> f32
      "linalg.yield"(%681) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %202 = "linalg.generic"(%198, %201, %169) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg522: f32, %arg523: f32, %arg524: f32):
      %679 = "arith.mulf"(%arg522, %arg523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%679) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %203 = "linalg.generic"(%202, %169) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg520: f32, %arg521: f32):
      %678 = "arith.divf"(%arg520, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%678) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %204 = "tensor.empty"() : () -> tensor<1x96x1x1xf32>
    %205 = "linalg.fill"(%0, %204) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg518: f32, %arg519: f32):
      "linalg.yield"(%arg518) : (f32) -> ()
    }) : (f32, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %206 = "linalg.generic"(%203, %205) <{indexing_maps = [#map3, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg516: f32, %arg517: f32):
      %677 = "arith.addf"(%arg516, %arg517) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%677) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %207 = "linalg.generic"(%206, %204) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg514: f32, %arg515: f32):
      %676 = "arith.divf"(%arg514, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%676) : (f32) -> ()
    }) : (tensor<1x96x1x1xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %208 = "tensor.collapse_shape"(%207) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x96x1x1xf32>) -> tensor<1x96xf32>
    %209 = "tensor.empty"() : () -> tensor<96x256xf32>
    %210 = "linalg.transpose"(%arg21, %209) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg512: f32, %arg513: f32):
      "linalg.yield"(%arg512) : (f32) -> ()
    }) : (tensor<256x96xf32>, tensor<96x256xf32>) -> tensor<96x256xf32>
    %211 = "tensor.empty"() : () -> tensor<1x256xf32>
    %212 = "linalg.fill"(%0, %211) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg510: f32, %arg511: f32):
      "linalg.yield"(%arg510) : (f32) -> ()
    }) : (f32, tensor<1x256xf32>) -> tensor<1x256xf32>
    %213 = "linalg.matmul"(%208, %210, %212) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg507: f32, %arg508: f32, %arg509: f32):
      %674 = "arith.mulf"(%arg507, %arg508) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %675 = "arith.addf"(%arg509, %674) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%675) : (f32) -> ()
    }) : (tensor<1x96xf32>, tensor<96x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %214 = "linalg.generic"(%arg22, %211) <{indexing_maps = [#map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg505: f32, %arg506: f32):
      "linalg.yield"(%arg505) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %215 = "linalg.generic"(%213, %214, %211) <{indexing_maps = [#map16, #map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg502: f32, %arg503: f32, %arg504: f32):
      %673 = "arith.addf"(%arg502, %arg503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%673) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %216 = "linalg.generic"(%215, %211) <{indexing_maps = [#map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg500: f32, %arg501: f32):
      %672 = "arith.addf"(%arg500, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%672) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %217 = "linalg.generic"(%216, %211) <{indexing_maps = [#map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg498: f32, %arg499: f32):
      %670 = "arith.cmpf"(%arg498, %0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %671 = "arith.select"(%670, %0, %arg498) : (i1, f32, f32) -> f32
      "linalg.yield"(%671) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %218 = "linalg.generic"(%217, %211) <{indexing_maps = [#map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg496: f32, %arg497: f32):
      %668 = "arith.cmpf"(%arg496, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %669 = "arith.select"(%668, %10, %arg496) : (i1, f32, f32) -> f32
      "linalg.yield"(%669) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %219 = "linalg.generic"(%215, %218, %211) <{indexing_maps = [#map16, #map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg493: f32, %arg494: f32, %arg495: f32):
      %667 = "arith.mulf"(%arg493, %arg494) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%667) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %220 = "linalg.generic"(%219, %211) <{indexing_maps = [#map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg491: f32, %arg492: f32):
      %666 = "arith.divf"(%arg491, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%666) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %221 = "linalg.matmul"(%arg1, %arg23, %212) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg488: f32, %arg489: f32, %arg490: f32):
      %664 = "arith.mulf"(%arg488, %arg489) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %665 = "arith.addf"(%arg490, %664) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%665) : (f32) -> ()
    }) : (tensor<1x10xf32>, tensor<10x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %222 = "tensor.empty"() : () -> tensor<10x1xf32>
    %223 = "linalg.transpose"(%arg1, %222) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg486: f32, %arg487: f32):
      "linalg.yield"(%arg486) : (f32) -> ()
    }) : (tensor<1x10xf32>, tensor<10x1xf32>) -> tensor<10x1xf32>
    %224 = "tensor.empty"() : () -> tensor<10x256xf32>
    %225 = "linalg.fill"(%0, %224) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg484: f32, %arg485: f32):
      "linalg.yield"(%arg484) : (f32) -> ()
    }) : (f32, tensor<10x256xf32>) -> tensor<10x256xf32>
    %226 = "linalg.matmul"(%223, %220, %225) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg481: f32, %arg482: f32, %arg483: f32):
      %662 = "arith.mulf"(%arg481, %arg482) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %663 = "arith.addf"(%arg483, %662) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%663) : (f32) -> ()
    }) : (tensor<10x1xf32>, tensor<1x256xf32>, tensor<10x256xf32>) -> tensor<10x256xf32>
    %227 = "tensor.empty"() : () -> tensor<1x10xf32>
    %228 = "linalg.fill"(%0, %227) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg479: f32, %arg480: f32):
      "linalg.yield"(%arg479) : (f32) -> ()
    }) : (f32, tensor<1x10xf32>) -> tensor<1x10xf32>
    %229 = "linalg.generic"(%arg1, %228) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg477: f32, %arg478: f32):
      %661 = "arith.addf"(%arg477, %arg478) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%661) : (f32) -> ()
    }) : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    %230 = "tensor.collapse_shape"(%229) <{reassociation = [[0, 1]]}> : (tensor<1x10xf32>) -> tensor<10xf32>
    %231 = "tensor.empty"() : () -> tensor<1x256xi1>
    %232 = "linalg.generic"(%215, %231) <{indexing_maps = [#map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg475: f32, %arg476: i1):
      %660 = "arith.cmpf"(%arg475, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%660) : (i1) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xi1>) -> tensor<1x256xi1>
    %233 = "linalg.generic"(%215, %231) <{indexing_maps = [#map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg473: f32, %arg474: i1):
      %659 = "arith.cmpf"(%arg473, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%659) : (i1) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xi1>) -> tensor<1x256xi1>
    %234 = "linalg.generic"(%215, %211) <{indexing_maps = [#map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg471: f32, %arg472: f32):
      %658 = "arith.divf"(%arg471, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%658) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %235 = "linalg.generic"(%234, %211) <{indexing_maps = [#map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg469: f32, %arg470: f32):
      %657 = "arith.addf"(%arg469, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%657) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %236 = "linalg.generic"(%221, %235, %211) <{indexing_maps = [#map16, #map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg466: f32, %arg467: f32, %arg468: f32):
      %656 = "arith.mulf"(%arg466, %arg467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%656) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %237 = "linalg.generic"(%233, %236, %221, %211) <{indexing_maps = [#map16, #map16, #map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg462: i1, %arg463: f32, %arg464: f32, %arg465: f32):
      %655 = "arith.select"(%arg462, %arg463, %arg464) : (i1, f32, f32) -> f32
      "linalg.yield"(%655) : (f32) -> ()
    }) : (tensor<1x256xi1>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %238 = "linalg.generic"(%232, %2, %237, %211) <{indexing_maps = [#map16, #map18, #map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg458: i1, %arg459: f32, %arg460: f32, %arg461: f32):
      %654 = "arith.select"(%arg458, %arg459, %arg460) : (i1, f32, f32) -> f32
      "linalg.yield"(%654) : (f32) -> ()
    }) : (tensor<1x256xi1>, tensor<f32>, tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %239 = "tensor.empty"() : () -> tensor<1x96xf32>
    %240 = "linalg.fill"(%0, %239) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg456: f32, %arg457: f32):
      "linalg.yield"(%arg456) : (f32) -> ()
    }) : (f32, tensor<1x96xf32>) -> tensor<1x96xf32>
    %241 = "linalg.matmul"(%238, %arg21, %240) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg453: f32, %arg454: f32, %arg455: f32):
      %652 = "arith.mulf"(%arg453, %arg454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %653 = "arith.addf"(%arg455, %652) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%653) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<256x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %242 = "tensor.empty"() : () -> tensor<256x1xf32>
    %243 = "linalg.transpose"(%238, %242) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg451: f32, %arg452: f32):
      "linalg.yield"(%arg451) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %244 = "tensor.empty"() : () -> tensor<256x96xf32>
    %245 = "linalg.fill"(%0, %244) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg449: f32, %arg450: f32):
      "linalg.yield"(%arg449) : (f32) -> ()
    }) : (f32, tensor<256x96xf32>) -> tensor<256x96xf32>
    %246 = "linalg.matmul"(%243, %208, %245) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg446: f32, %arg447: f32, %arg448: f32):
      %650 = "arith.mulf"(%arg446, %arg447) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %651 = "arith.addf"(%arg448, %650) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%651) : (f32) -> ()
    }) : (tensor<256x1xf32>, tensor<1x96xf32>, tensor<256x96xf32>) -> tensor<256x96xf32>
    %247 = "linalg.generic"(%238, %212) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg444: f32, %arg445: f32):
      %649 = "arith.addf"(%arg444, %arg445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%649) : (f32) -> ()
    }) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %248 = "tensor.collapse_shape"(%247) <{reassociation = [[0, 1]]}> : (tensor<1x256xf32>) -> tensor<256xf32>
    %249 = "linalg.generic"(%241, %169) <{indexing_maps = [#map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg442: f32, %arg443: f32):
      "linalg.yield"(%arg442) : (f32) -> ()
    }) : (tensor<1x96xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %250 = "linalg.generic"(%249, %169) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg440: f32, %arg441: f32):
      %648 = "arith.divf"(%arg440, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%648) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %251 = "tensor.empty"() : () -> tensor<1x96x16x16xi1>
    %252 = "linalg.generic"(%198, %251) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg438: f32, %arg439: i1):
      %647 = "arith.cmpf"(%arg438, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%647) : (i1) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xi1>) -> tensor<1x96x16x16xi1>
    %253 = "linalg.generic"(%198, %251) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg436: f32, %arg437: i1):
      %646 = "arith.cmpf"(%arg436, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%646) : (i1) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xi1>) -> tensor<1x96x16x16xi1>
    %254 = "linalg.generic"(%198, %169) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg434: f32, %arg435: f32):
      %645 = "arith.divf"(%arg434, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%645) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %255 = "linalg.generic"(%254, %169) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg432: f32, %arg433: f32):
      %644 = "arith.addf"(%arg432, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%644) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %256 = "linalg.generic"(%250, %255, %169) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg429: f32, %arg430: f32, %arg431: f32):
      %643 = "arith.mulf"(%arg429, %arg430) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%643) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %257 = "linalg.generic"(%253, %256, %250, %169) <{indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg425: i1, %arg426: f32, %arg427: f32, %arg428: f32):
      %642 = "arith.select"(%arg425, %arg426, %arg427) : (i1, f32, f32) -> f32
      "linalg.yield"(%642) : (f32) -> ()
    }) : (tensor<1x96x16x16xi1>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %258 = "linalg.generic"(%252, %2, %257, %169) <{indexing_maps = [#map3, #map20, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg421: i1, %arg422: f32, %arg423: f32, %arg424: f32):
      %641 = "arith.select"(%arg421, %arg422, %arg423) : (i1, f32, f32) -> f32
      "linalg.yield"(%641) : (f32) -> ()
    }) : (tensor<1x96x16x16xi1>, tensor<f32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %259 = "linalg.generic"(%258, %173) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg419: f32, %arg420: f32):
      %640 = "arith.addf"(%arg419, %arg420) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%640) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96xf32>) -> tensor<96xf32>
    %260 = "linalg.generic"(%258, %193, %169) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg416: f32, %arg417: f32, %arg418: f32):
      %639 = "arith.mulf"(%arg416, %arg417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%639) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %261 = "linalg.generic"(%260, %173) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg414: f32, %arg415: f32):
      %638 = "arith.addf"(%arg414, %arg415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%638) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96xf32>) -> tensor<96xf32>
    %262 = "linalg.generic"(%259, %172) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg412: f32, %arg413: f32):
      %637 = "arith.mulf"(%arg412, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%637) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %263 = "tensor.expand_shape"(%262) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %264 = "linalg.generic"(%261, %172) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg410: f32, %arg411: f32):
      %636 = "arith.mulf"(%arg410, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%636) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %265 = "linalg.generic"(%190, %190, %172) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg407: f32, %arg408: f32, %arg409: f32):
      %635 = "arith.mulf"(%arg407, %arg408) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%635) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %266 = "linalg.generic"(%264, %265, %172) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg404: f32, %arg405: f32, %arg406: f32):
      %634 = "arith.mulf"(%arg404, %arg405) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%634) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %267 = "tensor.expand_shape"(%266) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %268 = "linalg.generic"(%190, %arg19, %172) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg401: f32, %arg402: f32, %arg403: f32):
      %633 = "arith.mulf"(%arg401, %arg402) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%633) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %269 = "tensor.expand_shape"(%268) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 96, 1, 1>}> : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %270 = "linalg.generic"(%193, %267, %169) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg398: f32, %arg399: f32, %arg400: f32):
      %632 = "arith.mulf"(%arg398, %arg399) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%632) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %271 = "linalg.generic"(%258, %270, %169) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg395: f32, %arg396: f32, %arg397: f32):
      %631 = "arith.subf"(%arg395, %arg396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%631) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %272 = "linalg.generic"(%271, %263, %169) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg392: f32, %arg393: f32, %arg394: f32):
      %630 = "arith.subf"(%arg392, %arg393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%630) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %273 = "linalg.generic"(%272, %269, %169) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32, %arg391: f32):
      %629 = "arith.mulf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%629) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %274 = "linalg.generic"(%261, %190, %172) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg386: f32, %arg387: f32, %arg388: f32):
      %628 = "arith.mulf"(%arg386, %arg387) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%628) : (f32) -> ()
    }) : (tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %275 = "tensor.empty"() : () -> tensor<16x96x1x1xf32>
    %276 = "linalg.fill"(%0, %275) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg384: f32, %arg385: f32):
      "linalg.yield"(%arg384) : (f32) -> ()
    }) : (f32, tensor<16x96x1x1xf32>) -> tensor<16x96x1x1xf32>
    %277 = "linalg.generic"(%276) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg383: f32):
      %625 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %626 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %627 = "tensor.extract"(%arg18, %626, %625, %16, %16) : (tensor<96x16x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%627) : (f32) -> ()
    }) : (tensor<16x96x1x1xf32>) -> tensor<16x96x1x1xf32>
    %278 = "linalg.conv_2d_nchw_fchw"(%273, %277, %140) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg380: f32, %arg381: f32, %arg382: f32):
      %623 = "arith.mulf"(%arg380, %arg381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %624 = "arith.addf"(%arg382, %623) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%624) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x96x16x16xf32>, tensor<16x96x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %279 = "tensor.empty"() : () -> tensor<16x1x16x16xf32>
    %280 = "linalg.transpose"(%168, %279) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg378: f32, %arg379: f32):
      "linalg.yield"(%arg378) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16x1x16x16xf32>) -> tensor<16x1x16x16xf32>
    %281 = "tensor.empty"() : () -> tensor<96x1x16x16xf32>
    %282 = "linalg.transpose"(%273, %281) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg376: f32, %arg377: f32):
      "linalg.yield"(%arg376) : (f32) -> ()
    }) : (tensor<1x96x16x16xf32>, tensor<96x1x16x16xf32>) -> tensor<96x1x16x16xf32>
    %283 = "linalg.conv_2d_nchw_fchw"(%280, %282, %276) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg373: f32, %arg374: f32, %arg375: f32):
      %621 = "arith.mulf"(%arg373, %arg374) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %622 = "arith.addf"(%arg375, %621) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%622) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<16x1x16x16xf32>, tensor<96x1x16x16xf32>, tensor<16x96x1x1xf32>) -> tensor<16x96x1x1xf32>
    %284 = "tensor.empty"() : () -> tensor<96x16x1x1xf32>
    %285 = "linalg.transpose"(%283, %284) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg371: f32, %arg372: f32):
      "linalg.yield"(%arg371) : (f32) -> ()
    }) : (tensor<16x96x1x1xf32>, tensor<96x16x1x1xf32>) -> tensor<96x16x1x1xf32>
    %286 = "linalg.generic"(%278, %143) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32):
      %620 = "arith.addf"(%arg369, %arg370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%620) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %287 = "linalg.generic"(%278, %163, %139) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg366: f32, %arg367: f32, %arg368: f32):
      %619 = "arith.mulf"(%arg366, %arg367) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%619) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %288 = "linalg.generic"(%287, %143) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg364: f32, %arg365: f32):
      %618 = "arith.addf"(%arg364, %arg365) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%618) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %289 = "linalg.generic"(%286, %142) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg362: f32, %arg363: f32):
      %617 = "arith.mulf"(%arg362, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%617) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %290 = "tensor.expand_shape"(%289) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %291 = "linalg.generic"(%288, %142) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg360: f32, %arg361: f32):
      %616 = "arith.mulf"(%arg360, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%616) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %292 = "linalg.generic"(%160, %160, %142) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg357: f32, %arg358: f32, %arg359: f32):
      %615 = "arith.mulf"(%arg357, %arg358) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%615) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %293 = "linalg.generic"(%291, %292, %142) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg354: f32, %arg355: f32, %arg356: f32):
      %614 = "arith.mulf"(%arg354, %arg355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%614) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %294 = "tensor.expand_shape"(%293) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %295 = "linalg.generic"(%160, %arg16, %142) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg351: f32, %arg352: f32, %arg353: f32):
      %613 = "arith.mulf"(%arg351, %arg352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%613) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %296 = "tensor.expand_shape"(%295) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 16, 1, 1>}> : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %297 = "linalg.generic"(%163, %294, %139) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg348: f32, %arg349: f32, %arg350: f32):
      %612 = "arith.mulf"(%arg348, %arg349) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%612) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %298 = "linalg.generic"(%278, %297, %139) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg345: f32, %arg346: f32, %arg347: f32):
      %611 = "arith.subf"(%arg345, %arg346) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%611) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %299 = "linalg.generic"(%298, %290, %139) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg342: f32, %arg343: f32, %arg344: f32):
      %610 = "arith.subf"(%arg342, %arg343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%610) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %300 = "linalg.generic"(%299, %296, %139) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg339: f32, %arg340: f32, %arg341: f32):
      %609 = "arith.mulf"(%arg339, %arg340) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%609) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %301 = "linalg.generic"(%288, %160, %142) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg336: f32, %arg337: f32, %arg338: f32):
      %608 = "arith.mulf"(%arg336, %arg337) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%608) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %302 = "tensor.empty"() : () -> tensor<24x16x1x1xf32>
    %303 = "linalg.fill"(%0, %302) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg334: f32, %arg335: f32):
      "linalg.yield"(%arg334) : (f32) -> ()
    }) : (f32, tensor<24x16x1x1xf32>) -> tensor<24x16x1x1xf32>
    %304 = "linalg.generic"(%303) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg333: f32):
      %605 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %606 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %607 = "tensor.extract"(%arg15, %606, %605, %16, %16) : (tensor<16x24x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%607) : (f32) -> ()
    }) : (tensor<24x16x1x1xf32>) -> tensor<24x16x1x1xf32>
    %305 = "linalg.conv_2d_nchw_fchw"(%300, %304, %95) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg330: f32, %arg331: f32, %arg332: f32):
      %603 = "arith.mulf"(%arg330, %arg331) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %604 = "arith.addf"(%arg332, %603) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%604) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x16x16x16xf32>, tensor<24x16x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %306 = "tensor.empty"() : () -> tensor<24x1x16x16xf32>
    %307 = "linalg.transpose"(%138, %306) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg328: f32, %arg329: f32):
      "linalg.yield"(%arg328) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<24x1x16x16xf32>) -> tensor<24x1x16x16xf32>
    %308 = "linalg.transpose"(%300, %279) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg326: f32, %arg327: f32):
      "linalg.yield"(%arg326) : (f32) -> ()
    }) : (tensor<1x16x16x16xf32>, tensor<16x1x16x16xf32>) -> tensor<16x1x16x16xf32>
    %309 = "linalg.conv_2d_nchw_fchw"(%307, %308, %303) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg323: f32, %arg324: f32, %arg325: f32):
      %601 = "arith.mulf"(%arg323, %arg324) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %602 = "arith.addf"(%arg325, %601) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%602) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<24x1x16x16xf32>, tensor<16x1x16x16xf32>, tensor<24x16x1x1xf32>) -> tensor<24x16x1x1xf32>
    %310 = "tensor.empty"() : () -> tensor<16x24x1x1xf32>
    %311 = "linalg.transpose"(%309, %310) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg321: f32, %arg322: f32):
      "linalg.yield"(%arg321) : (f32) -> ()
    }) : (tensor<24x16x1x1xf32>, tensor<16x24x1x1xf32>) -> tensor<16x24x1x1xf32>
    %312 = "linalg.generic"(%305, %137, %94) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg318: f32, %arg319: f32, %arg320: f32):
      %600 = "arith.mulf"(%arg318, %arg319) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%600) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %313 = "linalg.generic"(%305, %123, %94) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg315: f32, %arg316: f32, %arg317: f32):
      %599 = "arith.mulf"(%arg315, %arg316) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%599) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %314 = "linalg.generic"(%313, %125) <{indexing_maps = [#map3, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg313: f32, %arg314: f32):
      %598 = "arith.addf"(%arg313, %arg314) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%598) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %315 = "tensor.empty"() : () -> tensor<1x24x1x1xi1>
    %316 = "linalg.generic"(%133, %315) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg311: f32, %arg312: i1):
      %596 = "arith.extf"(%arg311) : (f32) -> f64
      %597 = "arith.cmpf"(%596, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%597) : (i1) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xi1>) -> tensor<1x24x1x1xi1>
    %317 = "linalg.generic"(%133, %315) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg309: f32, %arg310: i1):
      %594 = "arith.extf"(%arg309) : (f32) -> f64
      %595 = "arith.cmpf"(%594, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%595) : (i1) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xi1>) -> tensor<1x24x1x1xi1>
    %318 = "linalg.generic"(%316, %317, %315) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg306: i1, %arg307: i1, %arg308: i1):
      %593 = "arith.andi"(%arg306, %arg307) : (i1, i1) -> i1
      "linalg.yield"(%593) : (i1) -> ()
    }) : (tensor<1x24x1x1xi1>, tensor<1x24x1x1xi1>, tensor<1x24x1x1xi1>) -> tensor<1x24x1x1xi1>
    %319 = "linalg.generic"(%314, %124) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg304: f32, %arg305: f32):
      %591 = "arith.truncf"(%3) : (f64) -> f32
      %592 = "arith.mulf"(%arg304, %591) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%592) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %320 = "linalg.generic"(%318, %319, %2, %124) <{indexing_maps = [#map3, #map3, #map20, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg300: i1, %arg301: f32, %arg302: f32, %arg303: f32):
      %590 = "arith.select"(%arg300, %arg301, %arg302) : (i1, f32, f32) -> f32
      "linalg.yield"(%590) : (f32) -> ()
    }) : (tensor<1x24x1x1xi1>, tensor<1x24x1x1xf32>, tensor<f32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %321 = "tensor.empty"() : () -> tensor<8x24x1x1xf32>
    %322 = "linalg.fill"(%0, %321) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg298: f32, %arg299: f32):
      "linalg.yield"(%arg298) : (f32) -> ()
    }) : (f32, tensor<8x24x1x1xf32>) -> tensor<8x24x1x1xf32>
    %323 = "linalg.generic"(%322) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg297: f32):
      %587 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %588 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %589 = "tensor.extract"(%arg13, %588, %587, %16, %16) : (tensor<24x8x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%589) : (f32) -> ()
    }) : (tensor<8x24x1x1xf32>) -> tensor<8x24x1x1xf32>
    %324 = "linalg.fill"(%0, %128) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg295: f32, %arg296: f32):
      "linalg.yield"(%arg295) : (f32) -> ()
    }) : (f32, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %325 = "linalg.conv_2d_nchw_fchw"(%320, %323, %324) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg292: f32, %arg293: f32, %arg294: f32):
      %585 = "arith.mulf"(%arg292, %arg293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %586 = "arith.addf"(%arg294, %585) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%586) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x24x1x1xf32>, tensor<8x24x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %326 = "tensor.empty"() : () -> tensor<8x1x1x1xf32>
    %327 = "linalg.transpose"(%131, %326) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg290: f32, %arg291: f32):
      "linalg.yield"(%arg290) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<8x1x1x1xf32>) -> tensor<8x1x1x1xf32>
    %328 = "tensor.empty"() : () -> tensor<24x1x1x1xf32>
    %329 = "linalg.transpose"(%320, %328) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg288: f32, %arg289: f32):
      "linalg.yield"(%arg288) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<24x1x1x1xf32>) -> tensor<24x1x1x1xf32>
    %330 = "linalg.conv_2d_nchw_fchw"(%327, %329, %322) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg285: f32, %arg286: f32, %arg287: f32):
      %583 = "arith.mulf"(%arg285, %arg286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %584 = "arith.addf"(%arg287, %583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%584) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<8x1x1x1xf32>, tensor<24x1x1x1xf32>, tensor<8x24x1x1xf32>) -> tensor<8x24x1x1xf32>
    %331 = "tensor.empty"() : () -> tensor<24x8x1x1xf32>
    %332 = "linalg.transpose"(%330, %331) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg283: f32, %arg284: f32):
      "linalg.yield"(%arg283) : (f32) -> ()
    }) : (tensor<8x24x1x1xf32>, tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %333 = "linalg.generic"(%320, %62) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg281: f32, %arg282: f32):
      %582 = "arith.addf"(%arg281, %arg282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%582) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<24xf32>) -> tensor<24xf32>
    %334 = "tensor.empty"() : () -> tensor<1x8x1x1xi1>
    %335 = "linalg.generic"(%131, %334) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg279: f32, %arg280: i1):
      %581 = "arith.cmpf"(%arg279, %0) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%581) : (i1) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<1x8x1x1xi1>) -> tensor<1x8x1x1xi1>
    %336 = "linalg.generic"(%335, %2, %325, %128) <{indexing_maps = [#map3, #map20, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg275: i1, %arg276: f32, %arg277: f32, %arg278: f32):
      %580 = "arith.select"(%arg275, %arg276, %arg277) : (i1, f32, f32) -> f32
      "linalg.yield"(%580) : (f32) -> ()
    }) : (tensor<1x8x1x1xi1>, tensor<f32>, tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %337 = "linalg.fill"(%0, %331) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg273: f32, %arg274: f32):
      "linalg.yield"(%arg273) : (f32) -> ()
    }) : (f32, tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %338 = "linalg.generic"(%337) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg272: f32):
      %577 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %578 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %579 = "tensor.extract"(%arg11, %578, %577, %16, %16) : (tensor<8x24x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%579) : (f32) -> ()
    }) : (tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %339 = "linalg.conv_2d_nchw_fchw"(%336, %338, %125) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg269: f32, %arg270: f32, %arg271: f32):
      %575 = "arith.mulf"(%arg269, %arg270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %576 = "arith.addf"(%arg271, %575) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%576) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x8x1x1xf32>, tensor<24x8x1x1xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %340 = "linalg.transpose"(%127, %328) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg267: f32, %arg268: f32):
      "linalg.yield"(%arg267) : (f32) -> ()
    }) : (tensor<1x24x1x1xf32>, tensor<24x1x1x1xf32>) -> tensor<24x1x1x1xf32>
    %341 = "linalg.transpose"(%336, %326) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg265: f32, %arg266: f32):
      "linalg.yield"(%arg265) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<8x1x1x1xf32>) -> tensor<8x1x1x1xf32>
    %342 = "linalg.conv_2d_nchw_fchw"(%340, %341, %337) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg262: f32, %arg263: f32, %arg264: f32):
      %573 = "arith.mulf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %574 = "arith.addf"(%arg264, %573) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%574) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<24x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %343 = "linalg.transpose"(%342, %321) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg260: f32, %arg261: f32):
      "linalg.yield"(%arg260) : (f32) -> ()
    }) : (tensor<24x8x1x1xf32>, tensor<8x24x1x1xf32>) -> tensor<8x24x1x1xf32>
    %344 = "linalg.generic"(%336, %27) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32):
      %572 = "arith.addf"(%arg258, %arg259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%572) : (f32) -> ()
    }) : (tensor<1x8x1x1xf32>, tensor<8xf32>) -> tensor<8xf32>
    %345 = "tensor.collapse_shape"(%339) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x24x1x1xf32>) -> tensor<1x24xf32>
    %346 = "linalg.generic"(%345, %94) <{indexing_maps = [#map19, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg256: f32, %arg257: f32):
      "linalg.yield"(%arg256) : (f32) -> ()
    }) : (tensor<1x24xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %347 = "linalg.generic"(%346, %94) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg254: f32, %arg255: f32):
      %571 = "arith.divf"(%arg254, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%571) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %348 = "linalg.generic"(%312, %347, %94) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg251: f32, %arg252: f32, %arg253: f32):
      %570 = "arith.addf"(%arg251, %arg252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%570) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %349 = "tensor.empty"() : () -> tensor<1x24x16x16xi1>
    %350 = "linalg.generic"(%118, %349) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg249: f32, %arg250: i1):
      %569 = "arith.cmpf"(%arg249, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%569) : (i1) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xi1>) -> tensor<1x24x16x16xi1>
    %351 = "linalg.generic"(%118, %349) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg247: f32, %arg248: i1):
      %568 = "arith.cmpf"(%arg247, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%568) : (i1) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xi1>) -> tensor<1x24x16x16xi1>
    %352 = "linalg.generic"(%118, %94) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg245: f32, %arg246: f32):
      %567 = "arith.divf"(%arg245, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%567) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %353 = "linalg.generic"(%352, %94) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg243: f32, %arg244: f32):
      %566 = "arith.addf"(%arg243, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%566) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %354 = "linalg.generic"(%348, %353, %94) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg240: f32, %arg241: f32, %arg242: f32):
      %565 = "arith.mulf"(%arg240, %arg241) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%565) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %355 = "linalg.generic"(%351, %354, %348, %94) <{indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg236: i1, %arg237: f32, %arg238: f32, %arg239: f32):
      %564 = "arith.select"(%arg236, %arg237, %arg238) : (i1, f32, f32) -> f32
      "linalg.yield"(%564) : (f32) -> ()
    }) : (tensor<1x24x16x16xi1>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %356 = "linalg.generic"(%350, %2, %355, %94) <{indexing_maps = [#map3, #map20, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg232: i1, %arg233: f32, %arg234: f32, %arg235: f32):
      %563 = "arith.select"(%arg232, %arg233, %arg234) : (i1, f32, f32) -> f32
      "linalg.yield"(%563) : (f32) -> ()
    }) : (tensor<1x24x16x16xi1>, tensor<f32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %357 = "linalg.generic"(%356, %62) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg230: f32, %arg231: f32):
      %562 = "arith.addf"(%arg230, %arg231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%562) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %358 = "linalg.generic"(%356, %113, %94) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg227: f32, %arg228: f32, %arg229: f32):
      %561 = "arith.mulf"(%arg227, %arg228) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%561) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %359 = "linalg.generic"(%358, %62) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32):
      %560 = "arith.addf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%560) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<24xf32>) -> tensor<24xf32>
    %360 = "linalg.generic"(%357, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg223: f32, %arg224: f32):
      %559 = "arith.mulf"(%arg223, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%559) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %361 = "tensor.expand_shape"(%360) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %362 = "linalg.generic"(%359, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg221: f32, %arg222: f32):
      %558 = "arith.mulf"(%arg221, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%558) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %363 = "linalg.generic"(%110, %110, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg218: f32, %arg219: f32, %arg220: f32):
      %557 = "arith.mulf"(%arg218, %arg219) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%557) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %364 = "linalg.generic"(%362, %363, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg215: f32, %arg216: f32, %arg217: f32):
      %556 = "arith.mulf"(%arg215, %arg216) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%556) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %365 = "tensor.expand_shape"(%364) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %366 = "linalg.generic"(%110, %arg9, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg212: f32, %arg213: f32, %arg214: f32):
      %555 = "arith.mulf"(%arg212, %arg213) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%555) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %367 = "tensor.expand_shape"(%366) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %368 = "linalg.generic"(%113, %365, %94) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32, %arg211: f32):
      %554 = "arith.mulf"(%arg209, %arg210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%554) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %369 = "linalg.generic"(%356, %368, %94) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32, %arg208: f32):
      %553 = "arith.subf"(%arg206, %arg207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%553) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %370 = "linalg.generic"(%369, %361, %94) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f32, %arg205: f32):
      %552 = "arith.subf"(%arg203, %arg204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%552) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %371 = "linalg.generic"(%370, %367, %94) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg200: f32, %arg201: f32, %arg202: f32):
      %551 = "arith.mulf"(%arg200, %arg201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%551) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<1x24x1x1xf32>, tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %372 = "linalg.generic"(%359, %110, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32, %arg199: f32):
      %550 = "arith.mulf"(%arg197, %arg198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%550) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %373 = "tensor.expand_shape"(%371) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 1, 24, 16, 16, 1>}> : (tensor<1x24x16x16xf32>) -> tensor<1x24x16x16x1xf32>
    %374 = "tensor.concat"(%373, %17) <{dim = 4 : i64}> : (tensor<1x24x16x16x1xf32>, tensor<1x24x16x16x1xf32>) -> tensor<1x24x16x16x2xf32>
    %375 = "tensor.collapse_shape"(%374) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<1x24x16x16x2xf32>) -> tensor<1x24x16x32xf32>
    %376 = "tensor.extract_slice"(%375) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 24, 16, 31>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x24x16x32xf32>) -> tensor<1x24x16x31xf32>
    %377 = "tensor.expand_shape"(%376) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 1, 24, 16, 1, 31>}> : (tensor<1x24x16x31xf32>) -> tensor<1x24x16x1x31xf32>
    %378 = "tensor.concat"(%377, %18) <{dim = 3 : i64}> : (tensor<1x24x16x1x31xf32>, tensor<1x24x16x1x31xf32>) -> tensor<1x24x16x2x31xf32>
    %379 = "tensor.collapse_shape"(%378) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<1x24x16x2x31xf32>) -> tensor<1x24x32x31xf32>
    %380 = "tensor.extract_slice"(%379) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 24, 31, 31>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x24x32x31xf32>) -> tensor<1x24x31x31xf32>
    %381 = "tensor.pad"(%380) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 3, 3>, static_low = array<i64: 0, 0, 2, 2>}> ({
    ^bb0(%arg193: index, %arg194: index, %arg195: index, %arg196: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x24x31x31xf32>) -> tensor<1x24x36x36xf32>
    %382 = "tensor.empty"() : () -> tensor<24x1x5x5xf32>
    %383 = "linalg.fill"(%0, %382) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg191: f32, %arg192: f32):
      "linalg.yield"(%arg191) : (f32) -> ()
    }) : (f32, tensor<24x1x5x5xf32>) -> tensor<24x1x5x5xf32>
    %384 = "linalg.generic"(%arg8, %383) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32):
      %544 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %545 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %546 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %547 = "arith.subi"(%19, %545) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %548 = "arith.subi"(%19, %546) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %549 = "tensor.extract"(%arg8, %544, %16, %547, %548) : (tensor<24x1x5x5xf32>, index, index, index, index) -> f32
      "linalg.yield"(%549) : (f32) -> ()
    }) : (tensor<24x1x5x5xf32>, tensor<24x1x5x5xf32>) -> tensor<24x1x5x5xf32>
    %385 = "tensor.collapse_shape"(%384) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x5x5xf32>) -> tensor<24x5x5xf32>
    %386 = "linalg.depthwise_conv_2d_nchw_chw"(%381, %385, %59) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg186: f32, %arg187: f32, %arg188: f32):
      %542 = "arith.mulf"(%arg186, %arg187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %543 = "arith.addf"(%arg188, %542) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%543) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map21, #map10, #map11]} : (tensor<1x24x36x36xf32>, tensor<24x5x5xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %387 = "tensor.empty"() : () -> tensor<24x1x32x32xf32>
    %388 = "linalg.transpose"(%92, %387) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg184: f32, %arg185: f32):
      "linalg.yield"(%arg184) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24x1x32x32xf32>) -> tensor<24x1x32x32xf32>
    %389 = "tensor.collapse_shape"(%388) <{reassociation = [[0], [1, 2], [3]]}> : (tensor<24x1x32x32xf32>) -> tensor<24x32x32xf32>
    %390 = "tensor.expand_shape"(%389) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 24, 32, 32>}> : (tensor<24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %391 = "linalg.transpose"(%371, %306) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg182: f32, %arg183: f32):
      "linalg.yield"(%arg182) : (f32) -> ()
    }) : (tensor<1x24x16x16xf32>, tensor<24x1x16x16xf32>) -> tensor<24x1x16x16xf32>
    %392 = "tensor.pad"(%390) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 2, 2>, static_low = array<i64: 0, 0, 2, 2>}> ({
    ^bb0(%arg178: index, %arg179: index, %arg180: index, %arg181: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>) -> tensor<1x24x36x36xf32>
    %393 = "tensor.empty"() : () -> tensor<1x24x6x6xf32>
    %394 = "linalg.fill"(%0, %393) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32):
      "linalg.yield"(%arg176) : (f32) -> ()
    }) : (f32, tensor<1x24x6x6xf32>) -> tensor<1x24x6x6xf32>
    %395 = "tensor.collapse_shape"(%391) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<24x1x16x16xf32>) -> tensor<24x16x16xf32>
    %396 = "linalg.depthwise_conv_2d_nchw_chw"(%392, %395, %394) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg173: f32, %arg174: f32, %arg175: f32):
      %540 = "arith.mulf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %541 = "arith.addf"(%arg175, %540) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%541) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map22, #map10, #map11]} : (tensor<1x24x36x36xf32>, tensor<24x16x16xf32>, tensor<1x24x6x6xf32>) -> tensor<1x24x6x6xf32>
    %397 = "tensor.collapse_shape"(%396) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x24x6x6xf32>) -> tensor<24x6x6xf32>
    %398 = "tensor.extract_slice"(%397) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 24, 5, 6>, static_strides = array<i64: 1, 1, 1>}> : (tensor<24x6x6xf32>) -> tensor<24x5x6xf32>
    %399 = "tensor.extract_slice"(%398) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 24, 5, 5>, static_strides = array<i64: 1, 1, 1>}> : (tensor<24x5x6xf32>) -> tensor<24x5x5xf32>
    %400 = "tensor.expand_shape"(%399) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 24, 1, 5, 5>}> : (tensor<24x5x5xf32>) -> tensor<24x1x5x5xf32>
    %401 = "tensor.empty"() : () -> tensor<1x24x32x32xi1>
    %402 = "linalg.generic"(%87, %401) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: f32, %arg172: i1):
      %539 = "arith.cmpf"(%arg171, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%539) : (i1) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xi1>) -> tensor<1x24x32x32xi1>
    %403 = "linalg.generic"(%87, %401) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: i1):
      %538 = "arith.cmpf"(%arg169, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%538) : (i1) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xi1>) -> tensor<1x24x32x32xi1>
    %404 = "linalg.generic"(%87, %58) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32):
      %537 = "arith.divf"(%arg167, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%537) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %405 = "linalg.generic"(%404, %58) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      %536 = "arith.addf"(%arg165, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%536) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %406 = "linalg.generic"(%386, %405, %58) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32, %arg164: f32):
      %535 = "arith.mulf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%535) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %407 = "linalg.generic"(%403, %406, %386, %58) <{indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg158: i1, %arg159: f32, %arg160: f32, %arg161: f32):
      %534 = "arith.select"(%arg158, %arg159, %arg160) : (i1, f32, f32) -> f32
      "linalg.yield"(%534) : (f32) -> ()
    }) : (tensor<1x24x32x32xi1>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %408 = "linalg.generic"(%402, %2, %407, %58) <{indexing_maps = [#map3, #map20, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg154: i1, %arg155: f32, %arg156: f32, %arg157: f32):
      %533 = "arith.select"(%arg154, %arg155, %arg156) : (i1, f32, f32) -> f32
      "linalg.yield"(%533) : (f32) -> ()
    }) : (tensor<1x24x32x32xi1>, tensor<f32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %409 = "linalg.generic"(%408, %62) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg152: f32, %arg153: f32):
      %532 = "arith.addf"(%arg152, %arg153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%532) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24xf32>) -> tensor<24xf32>
    %410 = "linalg.generic"(%408, %82, %58) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32, %arg151: f32):
      %531 = "arith.mulf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%531) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %411 = "linalg.generic"(%410, %62) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      %530 = "arith.addf"(%arg147, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%530) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24xf32>) -> tensor<24xf32>
    %412 = "linalg.generic"(%409, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32):
      %529 = "arith.mulf"(%arg145, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%529) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %413 = "tensor.expand_shape"(%412) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %414 = "linalg.generic"(%411, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      %528 = "arith.mulf"(%arg143, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%528) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %415 = "linalg.generic"(%79, %79, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
      %527 = "arith.mulf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%527) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %416 = "linalg.generic"(%414, %415, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32, %arg139: f32):
      %526 = "arith.mulf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%526) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %417 = "tensor.expand_shape"(%416) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %418 = "linalg.generic"(%79, %arg6, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f32, %arg136: f32):
      %525 = "arith.mulf"(%arg134, %arg135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%525) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %419 = "tensor.expand_shape"(%418) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 24, 1, 1>}> : (tensor<24xf32>) -> tensor<1x24x1x1xf32>
    %420 = "linalg.generic"(%82, %417, %58) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32, %arg133: f32):
      %524 = "arith.mulf"(%arg131, %arg132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%524) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %421 = "linalg.generic"(%408, %420, %58) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg128: f32, %arg129: f32, %arg130: f32):
      %523 = "arith.subf"(%arg128, %arg129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%523) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %422 = "linalg.generic"(%421, %413, %58) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32, %arg127: f32):
      %522 = "arith.subf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%522) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %423 = "linalg.generic"(%422, %419, %58) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %521 = "arith.mulf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%521) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<1x24x1x1xf32>, tensor<1x24x32x32xf32>) -> tensor<1x24x32x32xf32>
    %424 = "linalg.generic"(%411, %79, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %520 = "arith.mulf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%520) : (f32) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %425 = "linalg.generic"(%322) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg118: f32):
      %517 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %518 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %519 = "tensor.extract"(%arg5, %518, %517, %16, %16) : (tensor<24x8x1x1xf32>, index, index, index, index) -> f32
      "linalg.yield"(%519) : (f32) -> ()
    }) : (tensor<8x24x1x1xf32>) -> tensor<8x24x1x1xf32>
    %426 = "linalg.conv_2d_nchw_fchw"(%423, %425, %24) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg115: f32, %arg116: f32, %arg117: f32):
      %515 = "arith.mulf"(%arg115, %arg116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %516 = "arith.addf"(%arg117, %515) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%516) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x24x32x32xf32>, tensor<8x24x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %427 = "tensor.empty"() : () -> tensor<8x1x32x32xf32>
    %428 = "linalg.transpose"(%57, %427) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg113: f32, %arg114: f32):
      "linalg.yield"(%arg113) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xf32>
    %429 = "linalg.transpose"(%423, %387) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg111: f32, %arg112: f32):
      "linalg.yield"(%arg111) : (f32) -> ()
    }) : (tensor<1x24x32x32xf32>, tensor<24x1x32x32xf32>) -> tensor<24x1x32x32xf32>
    %430 = "linalg.conv_2d_nchw_fchw"(%428, %429, %322) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %513 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %514 = "arith.addf"(%arg110, %513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%514) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<8x1x32x32xf32>, tensor<24x1x32x32xf32>, tensor<8x24x1x1xf32>) -> tensor<8x24x1x1xf32>
    %431 = "linalg.transpose"(%430, %331) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      "linalg.yield"(%arg106) : (f32) -> ()
    }) : (tensor<8x24x1x1xf32>, tensor<24x8x1x1xf32>) -> tensor<24x8x1x1xf32>
    %432 = "tensor.empty"() : () -> tensor<1x8x32x32xi1>
    %433 = "linalg.generic"(%52, %432) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f32, %arg105: i1):
      %512 = "arith.cmpf"(%arg104, %13) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%512) : (i1) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xi1>) -> tensor<1x8x32x32xi1>
    %434 = "linalg.generic"(%52, %432) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: i1):
      %511 = "arith.cmpf"(%arg102, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%511) : (i1) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xi1>) -> tensor<1x8x32x32xi1>
    %435 = "linalg.generic"(%52, %23) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      %510 = "arith.divf"(%arg100, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%510) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %436 = "linalg.generic"(%435, %23) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32):
      %509 = "arith.addf"(%arg98, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%509) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %437 = "linalg.generic"(%426, %436, %23) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32, %arg97: f32):
      %508 = "arith.mulf"(%arg95, %arg96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%508) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %438 = "linalg.generic"(%434, %437, %426, %23) <{indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg91: i1, %arg92: f32, %arg93: f32, %arg94: f32):
      %507 = "arith.select"(%arg91, %arg92, %arg93) : (i1, f32, f32) -> f32
      "linalg.yield"(%507) : (f32) -> ()
    }) : (tensor<1x8x32x32xi1>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %439 = "linalg.generic"(%433, %2, %438, %23) <{indexing_maps = [#map3, #map20, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg87: i1, %arg88: f32, %arg89: f32, %arg90: f32):
      %506 = "arith.select"(%arg87, %arg88, %arg89) : (i1, f32, f32) -> f32
      "linalg.yield"(%506) : (f32) -> ()
    }) : (tensor<1x8x32x32xi1>, tensor<f32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %440 = "linalg.generic"(%439, %27) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      %505 = "arith.addf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%505) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8xf32>) -> tensor<8xf32>
    %441 = "linalg.generic"(%439, %47, %23) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %504 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%504) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %442 = "linalg.generic"(%441, %27) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32):
      %503 = "arith.addf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%503) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<8xf32>) -> tensor<8xf32>
    %443 = "linalg.generic"(%440, %26) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      %502 = "arith.mulf"(%arg78, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%502) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %444 = "tensor.expand_shape"(%443) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %445 = "linalg.generic"(%442, %26) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      %501 = "arith.mulf"(%arg76, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%501) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %446 = "linalg.generic"(%44, %44, %26) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %500 = "arith.mulf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%500) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %447 = "linalg.generic"(%445, %446, %26) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
      %499 = "arith.mulf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%499) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %448 = "tensor.expand_shape"(%447) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %449 = "linalg.generic"(%44, %arg3, %26) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
      %498 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%498) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %450 = "tensor.expand_shape"(%449) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 8, 1, 1>}> : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %451 = "linalg.generic"(%47, %448, %23) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32, %arg66: f32):
      %497 = "arith.mulf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%497) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %452 = "linalg.generic"(%439, %451, %23) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32, %arg63: f32):
      %496 = "arith.subf"(%arg61, %arg62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%496) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %453 = "linalg.generic"(%452, %444, %23) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32, %arg60: f32):
      %495 = "arith.subf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%495) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %454 = "linalg.generic"(%453, %450, %23) <{indexing_maps = [#map3, #map7, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %494 = "arith.mulf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%494) : (f32) -> ()
    }) : (tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>, tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %455 = "linalg.generic"(%442, %44, %26) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32, %arg54: f32):
      %493 = "arith.mulf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%493) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %456 = "tensor.empty"() : () -> tensor<3x8x3x3xf32>
    %457 = "linalg.fill"(%0, %456) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (f32, tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %458 = "linalg.generic"(%457) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg49: f32):
      %486 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %487 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %488 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %489 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %490 = "arith.subi"(%21, %488) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %491 = "arith.subi"(%21, %489) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %492 = "tensor.extract"(%arg2, %487, %486, %490, %491) : (tensor<8x3x3x3xf32>, index, index, index, index) -> f32
      "linalg.yield"(%492) : (f32) -> ()
    }) : (tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %459 = "tensor.empty"() : () -> tensor<1x8x66x66xf32>
    %460 = "linalg.fill"(%0, %459) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (f32, tensor<1x8x66x66xf32>) -> tensor<1x8x66x66xf32>
    %461 = "tensor.insert_slice"(%454, %460) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 1, 8, 32, 32>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<1x8x32x32xf32>, tensor<1x8x66x66xf32>) -> tensor<1x8x66x66xf32>
    %462 = "tensor.empty"() : () -> tensor<1x3x64x64xf32>
    %463 = "linalg.fill"(%0, %462) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (f32, tensor<1x3x64x64xf32>) -> tensor<1x3x64x64xf32>
    %464 = "linalg.conv_2d_nchw_fchw"(%461, %458, %463) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %484 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %485 = "arith.addf"(%arg44, %484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%485) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map1, #map2]} : (tensor<1x8x66x66xf32>, tensor<3x8x3x3xf32>, tensor<1x3x64x64xf32>) -> tensor<1x3x64x64xf32>
    %465 = "tensor.empty"() : () -> tensor<3x1x64x64xf32>
    %466 = "linalg.transpose"(%arg0, %465) <{permutation = array<i64: 1, 0, 2, 3>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (tensor<1x3x64x64xf32>, tensor<3x1x64x64xf32>) -> tensor<3x1x64x64xf32>
    %467 = "tensor.collapse_shape"(%454) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x8x32x32xf32>) -> tensor<8x32x32xf32>
    %468 = "tensor.expand_shape"(%467) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 8, 1, 32, 32>}> : (tensor<8x32x32xf32>) -> tensor<8x1x32x32xf32>
    %469 = "tensor.pad"(%466) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg36: index, %arg37: index, %arg38: index, %arg39: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<3x1x64x64xf32>) -> tensor<3x1x66x66xf32>
    %470 = "tensor.empty"() : () -> tensor<3x8x4x4xf32>
    %471 = "linalg.fill"(%0, %470) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (f32, tensor<3x8x4x4xf32>) -> tensor<3x8x4x4xf32>
    %472 = "linalg.conv_2d_nchw_fchw"(%469, %468, %471) <{dilations = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %482 = "arith.mulf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %483 = "arith.addf"(%arg33, %482) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%483) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map23, #map1, #map2]} : (tensor<3x1x66x66xf32>, tensor<8x1x32x32xf32>, tensor<3x8x4x4xf32>) -> tensor<3x8x4x4xf32>
    %473 = "tensor.extract_slice"(%472) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 8, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x8x4x4xf32>) -> tensor<3x8x3x4xf32>
    %474 = "tensor.extract_slice"(%473) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 8, 3, 3>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x8x3x4xf32>) -> tensor<3x8x3x3xf32>
    %475 = "tensor.expand_shape"(%474) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 3, 1, 8, 3, 3>}> : (tensor<3x8x3x3xf32>) -> tensor<3x1x8x3x3xf32>
    %476 = "tensor.empty"() : () -> tensor<1x8x3x3x3xf32>
    %477 = "linalg.transpose"(%475, %476) <{permutation = array<i64: 1, 2, 0, 3, 4>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      "linalg.yield"(%arg29) : (f32) -> ()
    }) : (tensor<3x1x8x3x3xf32>, tensor<1x8x3x3x3xf32>) -> tensor<1x8x3x3x3xf32>
    %478 = "tensor.empty"() : () -> tensor<8x3x3x3xf32>
    %479 = "linalg.fill"(%0, %478) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      "linalg.yield"(%arg27) : (f32) -> ()
    }) : (f32, tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32>
    %480 = "linalg.generic"(%477, %479) <{indexing_maps = [#map24, #map25], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      %481 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%481) : (f32) -> ()
    }) : (tensor<1x8x3x3x3xf32>, tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32>
    "func.return"(%464, %480, %455, %440, %431, %424, %409, %400, %372, %357, %343, %344, %332, %333, %311, %301, %286, %285, %274, %259, %246, %248, %226, %230) : (tensor<1x3x64x64xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24x1x5x5xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x24x1x1xf32>, tensor<8xf32>, tensor<24x8x1x1xf32>, tensor<24xf32>, tensor<16x24x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<96x16x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<256x96xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
}) : () -> ()
