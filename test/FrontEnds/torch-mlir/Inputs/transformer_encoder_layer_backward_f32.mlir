#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1, d2) -> ()>
#map15 = affine_map<(d0) -> (d0)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x4x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>), sym_name = "transformer_encoder_layer_backward_f32"}> ({
  ^bb0(%arg0: tensor<1x4x16xf32>, %arg1: tensor<1x4x16xf32>, %arg2: tensor<48x16xf32>, %arg3: tensor<48xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>):
    %0 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = true}> : () -> i1
    %6 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<3x4x1x16xf32>}> : () -> tensor<3x4x1x16xf32>
    %8 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x2x4x4xf32>}> : () -> tensor<1x2x4x4xf32>
    %10 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 0.59460355750136051 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %15 = "tensor.empty"() : () -> tensor<4x1x16xf32>
    %16 = "linalg.transpose"(%arg0, %15) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg417: f32, %arg418: f32):
      "linalg.yield"(%arg417) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %17 = "tensor.collapse_shape"(%16) <{reassociation = [[0], [1, 2]]}> : (tensor<4x1x16xf32>) -> tensor<4x16xf32>
    %18 = "tensor.empty"() : () -> tensor<16x48xf32>
    %19 = "linalg.transpose"(%arg2, %18) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg415: f32, %arg416: f32):
      "linalg.yield"(%arg415) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %20 = "tensor.empty"() : () -> tensor<4x48xf32>
    %21 = "linalg.fill"(%3, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg413: f32, %arg414: f32):
      "linalg.yield"(%arg413) : (f32) -> ()
    }) : (f32, tensor<4x48xf32>) -> tensor<4x48xf32>
    %22 = "linalg.matmul"(%17, %19, %21) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg410: f32, %arg411: f32, %arg412: f32):
      %420 = "arith.mulf"(%arg410, %arg411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %421 = "arith.addf"(%arg412, %420) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%421) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x48xf32>, tensor<4x48xf32>) -> tensor<4x48xf32>
    %23 = "linalg.generic"(%arg3, %20) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg408: f32, %arg409: f32):
      "linalg.yield"(%arg408) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<4x48xf32>) -> tensor<4x48xf32>
    %24 = "linalg.generic"(%22, %23, %20) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg405: f32, %arg406: f32, %arg407: f32):
      %419 = "arith.addf"(%arg405, %arg406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%419) : (f32) -> ()
    }) : (tensor<4x48xf32>, tensor<4x48xf32>, tensor<4x48xf32>) -> tensor<4x48xf32>
    %25 = "tensor.expand_shape"(%24) <{reassociation = [[0, 1], [2, 3, 4]], static_output_shape = array<i64: 1, 4, 1, 3, 16>}> : (tensor<4x48xf32>) -> tensor<1x4x1x3x16xf32>
    %26 = "tensor.empty"() : () -> tensor<3x4x1x1x16xf32>
    %27 = "linalg.transpose"(%25, %26) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg403: f32, %arg404: f32):
      "linalg.yield"(%arg403) : (f32) -> ()
    }) : (tensor<1x4x1x3x16xf32>, tensor<3x4x1x1x16xf32>) -> tensor<3x4x1x1x16xf32>
    %28 = "tensor.collapse_shape"(%27) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<3x4x1x1x16xf32>) -> tensor<3x4x1x16xf32>
    %29 = "tensor.extract_slice"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x4x1x16xf32>) -> tensor<1x4x1x16xf32>
    %30 = "tensor.extract_slice"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x4x1x16xf32>) -> tensor<1x4x1x16xf32>
    %31 = "tensor.extract_slice"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x4x1x16xf32>) -> tensor<1x4x1x16xf32>
    %32 = "tensor.collapse_shape"(%29) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4x1x16xf32>) -> tensor<4x16xf32>
    %33 = "tensor.expand_shape"(%32) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 8>}> : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %34 = "tensor.empty"() : () -> tensor<2x4x8xf32>
    %35 = "linalg.transpose"(%33, %34) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg401: f32, %arg402: f32):
      "linalg.yield"(%arg401) : (f32) -> ()
    }) : (tensor<4x2x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %36 = "tensor.collapse_shape"(%30) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4x1x16xf32>) -> tensor<4x16xf32>
    %37 = "tensor.expand_shape"(%36) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 8>}> : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %38 = "linalg.transpose"(%37, %34) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg399: f32, %arg400: f32):
      "linalg.yield"(%arg399) : (f32) -> ()
    }) : (tensor<4x2x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %39 = "tensor.collapse_shape"(%31) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4x1x16xf32>) -> tensor<4x16xf32>
    %40 = "tensor.expand_shape"(%39) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 8>}> : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %41 = "linalg.transpose"(%40, %34) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg397: f32, %arg398: f32):
      "linalg.yield"(%arg397) : (f32) -> ()
    }) : (tensor<4x2x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %42 = "tensor.expand_shape"(%35) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %43 = "tensor.expand_shape"(%38) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %44 = "tensor.empty"() : () -> tensor<1x2x4x8xf32>
    %45 = "linalg.generic"(%42, %44) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg395: f32, %arg396: f32):
      %417 = "arith.truncf"(%12) : (f64) -> f32
      %418 = "arith.mulf"(%arg395, %417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%418) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %46 = "tensor.empty"() : () -> tensor<1x2x8x4xf32>
    %47 = "linalg.transpose"(%43, %46) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg393: f32, %arg394: f32):
      "linalg.yield"(%arg393) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %48 = "linalg.generic"(%47, %46) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg391: f32, %arg392: f32):
      %415 = "arith.truncf"(%12) : (f64) -> f32
      %416 = "arith.mulf"(%arg391, %415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%416) : (f32) -> ()
    }) : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %49 = "tensor.collapse_shape"(%45) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %50 = "tensor.collapse_shape"(%48) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x8x4xf32>) -> tensor<2x8x4xf32>
    %51 = "tensor.empty"() : () -> tensor<2x4x4xf32>
    %52 = "linalg.fill"(%3, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32):
      "linalg.yield"(%arg389) : (f32) -> ()
    }) : (f32, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %53 = "linalg.batch_matmul"(%49, %50, %52) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg386: f32, %arg387: f32, %arg388: f32):
      %413 = "arith.mulf"(%arg386, %arg387) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %414 = "arith.addf"(%arg388, %413) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%414) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %54 = "tensor.expand_shape"(%53) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 4>}> : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %55 = "tensor.empty"() : () -> tensor<1x2x4xi64>
    %56 = "linalg.fill"(%1, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg384: i64, %arg385: i64):
      "linalg.yield"(%arg384) : (i64) -> ()
    }) : (i64, tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
    %57 = "tensor.empty"() : () -> tensor<1x2x4xf32>
    %58 = "linalg.fill"(%4, %57) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg382: f32, %arg383: f32):
      "linalg.yield"(%arg382) : (f32) -> ()
    }) : (f32, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %59:2 = "linalg.generic"(%54, %58, %56) <{indexing_maps = [#map5, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg379: f32, %arg380: f32, %arg381: i64):
      %408 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %409 = "arith.index_cast"(%408) : (index) -> i64
      %410 = "arith.maximumf"(%arg379, %arg380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %411 = "arith.cmpf"(%arg379, %arg380) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %412 = "arith.select"(%411, %409, %arg381) : (i1, i64, i64) -> i64
      "linalg.yield"(%410, %412) : (f32, i64) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xi64>) -> (tensor<1x2x4xf32>, tensor<1x2x4xi64>)
    %60 = "tensor.expand_shape"(%59#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 2, 4, 1>}> : (tensor<1x2x4xf32>) -> tensor<1x2x4x1xf32>
    %61 = "tensor.empty"() : () -> tensor<1x2x4x4xf32>
    %62 = "linalg.generic"(%54, %60, %61) <{indexing_maps = [#map5, #map9, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg376: f32, %arg377: f32, %arg378: f32):
      %407 = "arith.subf"(%arg376, %arg377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%407) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %63 = "linalg.generic"(%62, %61) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg374: f32, %arg375: f32):
      %406 = "math.exp"(%arg374) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%406) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %64 = "tensor.empty"() : () -> tensor<1x2x4x1xf32>
    %65 = "linalg.fill"(%3, %64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg372: f32, %arg373: f32):
      "linalg.yield"(%arg372) : (f32) -> ()
    }) : (f32, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %66 = "linalg.generic"(%63, %65) <{indexing_maps = [#map5, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg370: f32, %arg371: f32):
      %405 = "arith.addf"(%arg370, %arg371) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%405) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %67 = "linalg.generic"(%63, %66, %61) <{indexing_maps = [#map5, #map9, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg367: f32, %arg368: f32, %arg369: f32):
      %404 = "arith.divf"(%arg367, %arg368) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%404) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %68 = "tensor.empty"() : () -> tensor<1x2x4x4xi1>
    %69 = "linalg.generic"(%54, %68) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg365: f32, %arg366: i1):
      %402 = "arith.extf"(%arg365) : (f32) -> f64
      %403 = "arith.cmpf"(%402, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%403) : (i1) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xi1>) -> tensor<1x2x4x4xi1>
    %70 = "tensor.empty"() : () -> tensor<1x2x4x1xi1>
    %71 = "linalg.fill"(%5, %70) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg363: i1, %arg364: i1):
      "linalg.yield"(%arg363) : (i1) -> ()
    }) : (i1, tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %72 = "linalg.generic"(%69, %71) <{indexing_maps = [#map5, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg361: i1, %arg362: i1):
      %401 = "arith.andi"(%arg361, %arg362) : (i1, i1) -> i1
      "linalg.yield"(%401) : (i1) -> ()
    }) : (tensor<1x2x4x4xi1>, tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %73 = "linalg.generic"(%72, %9, %67, %61) <{indexing_maps = [#map9, #map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg357: i1, %arg358: f32, %arg359: f32, %arg360: f32):
      %400 = "arith.select"(%arg357, %arg358, %arg359) : (i1, f32, f32) -> f32
      "linalg.yield"(%400) : (f32) -> ()
    }) : (tensor<1x2x4x1xi1>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %74 = "tensor.collapse_shape"(%73) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
    %75 = "linalg.fill"(%3, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg355: f32, %arg356: f32):
      "linalg.yield"(%arg355) : (f32) -> ()
    }) : (f32, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %76 = "linalg.batch_matmul"(%74, %41, %75) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg352: f32, %arg353: f32, %arg354: f32):
      %398 = "arith.mulf"(%arg352, %arg353) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %399 = "arith.addf"(%arg354, %398) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%399) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %77 = "tensor.expand_shape"(%76) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %78 = "tensor.empty"() : () -> tensor<4x1x2x8xf32>
    %79 = "linalg.transpose"(%77, %78) <{permutation = array<i64: 2, 0, 1, 3>}> ({
    ^bb0(%arg350: f32, %arg351: f32):
      "linalg.yield"(%arg350) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<4x1x2x8xf32>) -> tensor<4x1x2x8xf32>
    %80 = "tensor.collapse_shape"(%79) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<4x1x2x8xf32>) -> tensor<4x16xf32>
    %81 = "tensor.empty"() : () -> tensor<16x16xf32>
    %82 = "linalg.transpose"(%arg4, %81) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg348: f32, %arg349: f32):
      "linalg.yield"(%arg348) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %83 = "tensor.empty"() : () -> tensor<4x16xf32>
    %84 = "linalg.fill"(%3, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg346: f32, %arg347: f32):
      "linalg.yield"(%arg346) : (f32) -> ()
    }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
    %85 = "linalg.matmul"(%80, %82, %84) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg343: f32, %arg344: f32, %arg345: f32):
      %396 = "arith.mulf"(%arg343, %arg344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %397 = "arith.addf"(%arg345, %396) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%397) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %86 = "linalg.generic"(%arg5, %83) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg341: f32, %arg342: f32):
      "linalg.yield"(%arg341) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %87 = "linalg.generic"(%85, %86, %83) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg338: f32, %arg339: f32, %arg340: f32):
      %395 = "arith.addf"(%arg338, %arg339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%395) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %88 = "tensor.expand_shape"(%87) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %89 = "tensor.empty"() : () -> tensor<1x4x16xf32>
    %90 = "linalg.transpose"(%88, %89) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg336: f32, %arg337: f32):
      "linalg.yield"(%arg336) : (f32) -> ()
    }) : (tensor<4x1x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %91 = "linalg.generic"(%arg0, %90, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg333: f32, %arg334: f32, %arg335: f32):
      %394 = "arith.addf"(%arg333, %arg334) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%394) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %92 = "tensor.empty"() : () -> tensor<1x4x16xf64>
    %93 = "linalg.generic"(%91, %92) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg331: f32, %arg332: f64):
      %393 = "arith.extf"(%arg331) : (f32) -> f64
      "linalg.yield"(%393) : (f64) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %94 = "tensor.empty"() : () -> tensor<1x4x1xf64>
    %95 = "linalg.fill"(%6, %94) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg329: f64, %arg330: f64):
      "linalg.yield"(%arg329) : (f64) -> ()
    }) : (f64, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %96 = "linalg.generic"(%93, %95) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg327: f64, %arg328: f64):
      %392 = "arith.addf"(%arg327, %arg328) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%392) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %97 = "linalg.generic"(%96, %94) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg325: f64, %arg326: f64):
      %391 = "arith.divf"(%arg325, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%391) : (f64) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %98 = "linalg.generic"(%93, %97, %92) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg322: f64, %arg323: f64, %arg324: f64):
      %390 = "arith.subf"(%arg322, %arg323) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%390) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %99 = "linalg.generic"(%98, %98, %92) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg319: f64, %arg320: f64, %arg321: f64):
      %389 = "arith.mulf"(%arg319, %arg320) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%389) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x16xf64>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %100 = "linalg.generic"(%99, %95) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg317: f64, %arg318: f64):
      %388 = "arith.addf"(%arg317, %arg318) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%388) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %101 = "linalg.generic"(%100, %94) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg315: f64, %arg316: f64):
      %387 = "arith.divf"(%arg315, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%387) : (f64) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %102 = "tensor.empty"() : () -> tensor<1x4x1xf32>
    %103 = "linalg.generic"(%101, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg313: f64, %arg314: f32):
      %386 = "arith.truncf"(%arg313) : (f64) -> f32
      "linalg.yield"(%386) : (f32) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %104 = "linalg.fill"(%3, %102) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg311: f32, %arg312: f32):
      "linalg.yield"(%arg311) : (f32) -> ()
    }) : (f32, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %105 = "linalg.generic"(%91, %104) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg309: f32, %arg310: f32):
      %385 = "arith.addf"(%arg309, %arg310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%385) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %106 = "linalg.generic"(%105, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg307: f32, %arg308: f32):
      %384 = "arith.divf"(%arg307, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%384) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %107 = "linalg.generic"(%103, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg305: f32, %arg306: f32):
      %382 = "arith.truncf"(%10) : (f64) -> f32
      %383 = "arith.addf"(%arg305, %382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%383) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %108 = "linalg.generic"(%107, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg303: f32, %arg304: f32):
      %381 = "math.rsqrt"(%arg303) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%381) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %109 = "linalg.generic"(%91, %106, %89) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg300: f32, %arg301: f32, %arg302: f32):
      %380 = "arith.subf"(%arg300, %arg301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%380) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %110 = "linalg.generic"(%109, %108, %89) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg297: f32, %arg298: f32, %arg299: f32):
      %379 = "arith.mulf"(%arg297, %arg298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%379) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %111 = "linalg.generic"(%110, %arg10, %89) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg294: f32, %arg295: f32, %arg296: f32):
      %378 = "arith.mulf"(%arg294, %arg295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%378) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %112 = "linalg.generic"(%111, %arg11, %89) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg291: f32, %arg292: f32, %arg293: f32):
      %377 = "arith.addf"(%arg291, %arg292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%377) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %113 = "tensor.collapse_shape"(%112) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x16xf32>) -> tensor<4x16xf32>
    %114 = "tensor.empty"() : () -> tensor<16x32xf32>
    %115 = "linalg.transpose"(%arg6, %114) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg289: f32, %arg290: f32):
      "linalg.yield"(%arg289) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %116 = "tensor.empty"() : () -> tensor<4x32xf32>
    %117 = "linalg.fill"(%3, %116) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg287: f32, %arg288: f32):
      "linalg.yield"(%arg287) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %118 = "linalg.matmul"(%113, %115, %117) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg284: f32, %arg285: f32, %arg286: f32):
      %375 = "arith.mulf"(%arg284, %arg285) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %376 = "arith.addf"(%arg286, %375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%376) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %119 = "linalg.generic"(%arg7, %116) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg282: f32, %arg283: f32):
      "linalg.yield"(%arg282) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %120 = "linalg.generic"(%118, %119, %116) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg279: f32, %arg280: f32, %arg281: f32):
      %374 = "arith.addf"(%arg279, %arg280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%374) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %121 = "tensor.expand_shape"(%120) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %122 = "tensor.empty"() : () -> tensor<1x4x32xf32>
    %123 = "linalg.generic"(%121, %122) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg277: f32, %arg278: f32):
      %372 = "arith.cmpf"(%arg277, %3) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %373 = "arith.select"(%372, %arg277, %3) : (i1, f32, f32) -> f32
      "linalg.yield"(%373) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %124 = "tensor.collapse_shape"(%123) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %125 = "tensor.empty"() : () -> tensor<32x16xf32>
    %126 = "linalg.transpose"(%arg8, %125) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg275: f32, %arg276: f32):
      "linalg.yield"(%arg275) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %127 = "linalg.matmul"(%124, %126, %84) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg272: f32, %arg273: f32, %arg274: f32):
      %370 = "arith.mulf"(%arg272, %arg273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %371 = "arith.addf"(%arg274, %370) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%371) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %128 = "linalg.generic"(%arg9, %83) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg270: f32, %arg271: f32):
      "linalg.yield"(%arg270) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %129 = "linalg.generic"(%127, %128, %83) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg267: f32, %arg268: f32, %arg269: f32):
      %369 = "arith.addf"(%arg267, %arg268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%369) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %130 = "tensor.expand_shape"(%129) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 16>}> : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %131 = "linalg.generic"(%112, %130, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg264: f32, %arg265: f32, %arg266: f32):
      %368 = "arith.addf"(%arg264, %arg265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%368) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %132 = "linalg.generic"(%131, %92) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f64):
      %367 = "arith.extf"(%arg262) : (f32) -> f64
      "linalg.yield"(%367) : (f64) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %133 = "linalg.generic"(%132, %95) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f64, %arg261: f64):
      %366 = "arith.addf"(%arg260, %arg261) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%366) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %134 = "linalg.generic"(%133, %94) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg258: f64, %arg259: f64):
      %365 = "arith.divf"(%arg258, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%365) : (f64) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %135 = "linalg.generic"(%132, %134, %92) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg255: f64, %arg256: f64, %arg257: f64):
      %364 = "arith.subf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%364) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %136 = "linalg.generic"(%135, %135, %92) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg252: f64, %arg253: f64, %arg254: f64):
      %363 = "arith.mulf"(%arg252, %arg253) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%363) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x16xf64>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %137 = "linalg.generic"(%136, %95) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg250: f64, %arg251: f64):
      %362 = "arith.addf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%362) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %138 = "linalg.generic"(%137, %94) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg248: f64, %arg249: f64):
      %361 = "arith.divf"(%arg248, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%361) : (f64) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %139 = "linalg.generic"(%138, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg246: f64, %arg247: f32):
      %360 = "arith.truncf"(%arg246) : (f64) -> f32
      "linalg.yield"(%360) : (f32) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %140 = "linalg.generic"(%131, %104) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg244: f32, %arg245: f32):
      %359 = "arith.addf"(%arg244, %arg245) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%359) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %141 = "linalg.generic"(%140, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg242: f32, %arg243: f32):
      %358 = "arith.divf"(%arg242, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%358) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %142 = "linalg.generic"(%139, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg240: f32, %arg241: f32):
      %356 = "arith.truncf"(%10) : (f64) -> f32
      %357 = "arith.addf"(%arg240, %356) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%357) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %143 = "linalg.generic"(%142, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg238: f32, %arg239: f32):
      %355 = "math.rsqrt"(%arg238) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%355) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %144 = "linalg.generic"(%131, %141, %89) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg235: f32, %arg236: f32, %arg237: f32):
      %354 = "arith.subf"(%arg235, %arg236) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%354) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %145 = "linalg.generic"(%144, %143, %89) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg232: f32, %arg233: f32, %arg234: f32):
      %353 = "arith.mulf"(%arg232, %arg233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%353) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %146 = "linalg.generic"(%arg1, %arg12, %89) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg229: f32, %arg230: f32, %arg231: f32):
      %352 = "arith.mulf"(%arg229, %arg230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%352) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %147 = "linalg.generic"(%146, %89) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg227: f32, %arg228: f32):
      %351 = "arith.mulf"(%arg227, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%351) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %148 = "linalg.generic"(%146, %104) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32):
      %350 = "arith.addf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%350) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %149 = "linalg.generic"(%146, %145, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f32, %arg224: f32):
      %349 = "arith.mulf"(%arg222, %arg223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%349) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %150 = "linalg.generic"(%149, %104) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg220: f32, %arg221: f32):
      %348 = "arith.addf"(%arg220, %arg221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%348) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %151 = "linalg.generic"(%145, %150, %89) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32, %arg219: f32):
      %347 = "arith.mulf"(%arg217, %arg218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%347) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %152 = "linalg.generic"(%147, %148, %89) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32, %arg216: f32):
      %346 = "arith.subf"(%arg214, %arg215) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%346) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %153 = "linalg.generic"(%152, %151, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32, %arg213: f32):
      %345 = "arith.subf"(%arg211, %arg212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%345) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %154 = "linalg.generic"(%143, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32):
      %344 = "arith.divf"(%arg209, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%344) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %155 = "linalg.generic"(%154, %153, %89) <{indexing_maps = [#map11, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32, %arg208: f32):
      %343 = "arith.mulf"(%arg206, %arg207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%343) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %156 = "linalg.generic"(%arg1, %145, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f32, %arg205: f32):
      %342 = "arith.mulf"(%arg203, %arg204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%342) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %157 = "tensor.empty"() : () -> tensor<16xf32>
    %158 = "linalg.fill"(%3, %157) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg201: f32, %arg202: f32):
      "linalg.yield"(%arg201) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %159 = "linalg.generic"(%156, %158) <{indexing_maps = [#map10, #map12], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32):
      %341 = "arith.addf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%341) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %160 = "linalg.generic"(%arg1, %158) <{indexing_maps = [#map10, #map12], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32):
      %340 = "arith.addf"(%arg197, %arg198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%340) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %161 = "tensor.collapse_shape"(%155) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x16xf32>) -> tensor<4x16xf32>
    %162 = "linalg.matmul"(%161, %arg8, %117) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32, %arg196: f32):
      %338 = "arith.mulf"(%arg194, %arg195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %339 = "arith.addf"(%arg196, %338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%339) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %163 = "tensor.empty"() : () -> tensor<16x4xf32>
    %164 = "linalg.transpose"(%161, %163) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      "linalg.yield"(%arg192) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %165 = "linalg.fill"(%3, %114) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32):
      "linalg.yield"(%arg190) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %166 = "linalg.matmul"(%164, %124, %165) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32, %arg189: f32):
      %336 = "arith.mulf"(%arg187, %arg188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %337 = "arith.addf"(%arg189, %336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%337) : (f32) -> ()
    }) : (tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %167 = "tensor.empty"() : () -> tensor<1x16xf32>
    %168 = "linalg.fill"(%3, %167) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      "linalg.yield"(%arg185) : (f32) -> ()
    }) : (f32, tensor<1x16xf32>) -> tensor<1x16xf32>
    %169 = "linalg.generic"(%161, %168) <{indexing_maps = [#map4, #map13], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      %335 = "arith.addf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%335) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %170 = "tensor.collapse_shape"(%169) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %171 = "tensor.expand_shape"(%162) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %172 = "tensor.empty"() : () -> tensor<1x4x32xi1>
    %173 = "linalg.generic"(%123, %172) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg181: f32, %arg182: i1):
      %334 = "arith.cmpf"(%arg181, %3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%334) : (i1) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xi1>) -> tensor<1x4x32xi1>
    %174 = "linalg.generic"(%173, %8, %171, %122) <{indexing_maps = [#map10, #map14, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg177: i1, %arg178: f32, %arg179: f32, %arg180: f32):
      %333 = "arith.select"(%arg177, %arg178, %arg179) : (i1, f32, f32) -> f32
      "linalg.yield"(%333) : (f32) -> ()
    }) : (tensor<1x4x32xi1>, tensor<f32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %175 = "tensor.collapse_shape"(%174) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %176 = "linalg.matmul"(%175, %arg6, %84) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32, %arg176: f32):
      %331 = "arith.mulf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %332 = "arith.addf"(%arg176, %331) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%332) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %177 = "tensor.empty"() : () -> tensor<32x4xf32>
    %178 = "linalg.transpose"(%175, %177) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg172: f32, %arg173: f32):
      "linalg.yield"(%arg172) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %179 = "linalg.fill"(%3, %125) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      "linalg.yield"(%arg170) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %180 = "linalg.matmul"(%178, %113, %179) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
      %329 = "arith.mulf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %330 = "arith.addf"(%arg169, %329) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%330) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %181 = "tensor.empty"() : () -> tensor<1x32xf32>
    %182 = "linalg.fill"(%3, %181) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      "linalg.yield"(%arg165) : (f32) -> ()
    }) : (f32, tensor<1x32xf32>) -> tensor<1x32xf32>
    %183 = "linalg.generic"(%175, %182) <{indexing_maps = [#map4, #map13], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      %328 = "arith.addf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%328) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %184 = "tensor.collapse_shape"(%183) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %185 = "tensor.expand_shape"(%176) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 16>}> : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %186 = "linalg.generic"(%155, %185, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg160: f32, %arg161: f32, %arg162: f32):
      %327 = "arith.addf"(%arg160, %arg161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%327) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %187 = "linalg.generic"(%186, %arg10, %89) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
      %326 = "arith.mulf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%326) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %188 = "linalg.generic"(%187, %89) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      %325 = "arith.mulf"(%arg155, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%325) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %189 = "linalg.generic"(%187, %104) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      %324 = "arith.addf"(%arg153, %arg154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%324) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %190 = "linalg.generic"(%187, %110, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %323 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%323) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %191 = "linalg.generic"(%190, %104) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      %322 = "arith.addf"(%arg148, %arg149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%322) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %192 = "linalg.generic"(%110, %191, %89) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32, %arg147: f32):
      %321 = "arith.mulf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%321) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %193 = "linalg.generic"(%188, %189, %89) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32, %arg144: f32):
      %320 = "arith.subf"(%arg142, %arg143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%320) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %194 = "linalg.generic"(%193, %192, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f32, %arg141: f32):
      %319 = "arith.subf"(%arg139, %arg140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%319) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %195 = "linalg.generic"(%108, %102) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      %318 = "arith.divf"(%arg137, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%318) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %196 = "linalg.generic"(%195, %194, %89) <{indexing_maps = [#map11, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f32, %arg136: f32):
      %317 = "arith.mulf"(%arg134, %arg135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%317) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %197 = "linalg.generic"(%186, %110, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32, %arg133: f32):
      %316 = "arith.mulf"(%arg131, %arg132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%316) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %198 = "linalg.generic"(%197, %158) <{indexing_maps = [#map10, #map12], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32):
      %315 = "arith.addf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%315) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %199 = "linalg.generic"(%186, %158) <{indexing_maps = [#map10, #map12], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32):
      %314 = "arith.addf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%314) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %200 = "linalg.transpose"(%196, %15) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      "linalg.yield"(%arg125) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %201 = "tensor.collapse_shape"(%200) <{reassociation = [[0], [1, 2]]}> : (tensor<4x1x16xf32>) -> tensor<4x16xf32>
    %202 = "linalg.matmul"(%201, %arg4, %84) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %312 = "arith.mulf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %313 = "arith.addf"(%arg124, %312) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%313) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %203 = "linalg.transpose"(%201, %163) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg120: f32, %arg121: f32):
      "linalg.yield"(%arg120) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %204 = "linalg.fill"(%3, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32):
      "linalg.yield"(%arg118) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %205 = "linalg.matmul"(%203, %80, %204) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg115: f32, %arg116: f32, %arg117: f32):
      %310 = "arith.mulf"(%arg115, %arg116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %311 = "arith.addf"(%arg117, %310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%311) : (f32) -> ()
    }) : (tensor<16x4xf32>, tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %206 = "linalg.generic"(%201, %168) <{indexing_maps = [#map4, #map13], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32):
      %309 = "arith.addf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%309) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %207 = "tensor.collapse_shape"(%206) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %208 = "tensor.expand_shape"(%202) <{reassociation = [[0], [1, 2, 3]], static_output_shape = array<i64: 4, 1, 2, 8>}> : (tensor<4x16xf32>) -> tensor<4x1x2x8xf32>
    %209 = "linalg.transpose"(%208, %44) <{permutation = array<i64: 1, 2, 0, 3>}> ({
    ^bb0(%arg111: f32, %arg112: f32):
      "linalg.yield"(%arg111) : (f32) -> ()
    }) : (tensor<4x1x2x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %210 = "tensor.collapse_shape"(%209) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %211 = "linalg.transpose"(%74, %51) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32):
      "linalg.yield"(%arg109) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %212 = "linalg.batch_matmul"(%211, %210, %75) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32, %arg108: f32):
      %307 = "arith.mulf"(%arg106, %arg107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %308 = "arith.addf"(%arg108, %307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%308) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %213 = "tensor.empty"() : () -> tensor<2x8x4xf32>
    %214 = "linalg.transpose"(%40, %213) <{permutation = array<i64: 1, 2, 0>}> ({
    ^bb0(%arg104: f32, %arg105: f32):
      "linalg.yield"(%arg104) : (f32) -> ()
    }) : (tensor<4x2x8xf32>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %215 = "linalg.batch_matmul"(%210, %214, %52) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg101: f32, %arg102: f32, %arg103: f32):
      %305 = "arith.mulf"(%arg101, %arg102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %306 = "arith.addf"(%arg103, %305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%306) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %216 = "tensor.expand_shape"(%215) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 4>}> : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %217 = "linalg.generic"(%216, %73, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32, %arg100: f32):
      %304 = "arith.mulf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%304) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %218 = "linalg.generic"(%217, %65) <{indexing_maps = [#map5, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      %303 = "arith.addf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%303) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %219 = "linalg.generic"(%73, %218, %61) <{indexing_maps = [#map5, #map9, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %302 = "arith.mulf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%302) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %220 = "linalg.generic"(%217, %219, %61) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %301 = "arith.subf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%301) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %221 = "tensor.collapse_shape"(%220) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
    %222 = "linalg.transpose"(%49, %213) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      "linalg.yield"(%arg88) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %223 = "linalg.fill"(%3, %213) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      "linalg.yield"(%arg86) : (f32) -> ()
    }) : (f32, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %224 = "linalg.batch_matmul"(%222, %221, %223) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
      %299 = "arith.mulf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %300 = "arith.addf"(%arg85, %299) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%300) : (f32) -> ()
    }) : (tensor<2x8x4xf32>, tensor<2x4x4xf32>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %225 = "linalg.transpose"(%50, %34) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      "linalg.yield"(%arg81) : (f32) -> ()
    }) : (tensor<2x8x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %226 = "linalg.batch_matmul"(%221, %225, %75) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %297 = "arith.mulf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %298 = "arith.addf"(%arg80, %297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%298) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %227 = "tensor.expand_shape"(%224) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 8, 4>}> : (tensor<2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %228 = "tensor.expand_shape"(%226) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %229 = "linalg.generic"(%227, %46) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      %295 = "arith.truncf"(%12) : (f64) -> f32
      %296 = "arith.mulf"(%arg76, %295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%296) : (f32) -> ()
    }) : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %230 = "linalg.transpose"(%229, %44) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      "linalg.yield"(%arg74) : (f32) -> ()
    }) : (tensor<1x2x8x4xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %231 = "linalg.generic"(%228, %44) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      %293 = "arith.truncf"(%12) : (f64) -> f32
      %294 = "arith.mulf"(%arg72, %293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%294) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %232 = "tensor.collapse_shape"(%230) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %233 = "tensor.collapse_shape"(%231) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %234 = "tensor.empty"() : () -> tensor<4x2x8xf32>
    %235 = "linalg.transpose"(%212, %234) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      "linalg.yield"(%arg70) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %236 = "tensor.collapse_shape"(%235) <{reassociation = [[0], [1, 2]]}> : (tensor<4x2x8xf32>) -> tensor<4x16xf32>
    %237 = "linalg.transpose"(%232, %234) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      "linalg.yield"(%arg68) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %238 = "tensor.collapse_shape"(%237) <{reassociation = [[0], [1, 2]]}> : (tensor<4x2x8xf32>) -> tensor<4x16xf32>
    %239 = "linalg.transpose"(%233, %234) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      "linalg.yield"(%arg66) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %240 = "tensor.collapse_shape"(%239) <{reassociation = [[0], [1, 2]]}> : (tensor<4x2x8xf32>) -> tensor<4x16xf32>
    %241 = "tensor.empty"() : () -> tensor<3xi64>
    %242 = "linalg.generic"(%241) <{indexing_maps = [#map15], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg65: i64):
      %291 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %292 = "arith.index_cast"(%291) : (index) -> i64
      "linalg.yield"(%292) : (i64) -> ()
    }) : (tensor<3xi64>) -> tensor<3xi64>
    %243 = "tensor.expand_shape"(%242) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 3, 1, 1, 1>}> : (tensor<3xi64>) -> tensor<3x1x1x1xi64>
    %244 = "tensor.empty"() : () -> tensor<3x1x1x1xi1>
    %245 = "linalg.generic"(%243, %244) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: i64, %arg64: i1):
      %290 = "arith.cmpi"(%arg63, %0) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%290) : (i1) -> ()
    }) : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi1>) -> tensor<3x1x1x1xi1>
    %246 = "tensor.empty"() : () -> tensor<3x4x1x16xf32>
    %247 = "tensor.expand_shape"(%236) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %248 = "linalg.generic"(%247, %246) <{indexing_maps = [#map16, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      "linalg.yield"(%arg61) : (f32) -> ()
    }) : (tensor<4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %249 = "linalg.generic"(%245, %248, %7, %246) <{indexing_maps = [#map17, #map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg57: i1, %arg58: f32, %arg59: f32, %arg60: f32):
      %289 = "arith.select"(%arg57, %arg58, %arg59) : (i1, f32, f32) -> f32
      "linalg.yield"(%289) : (f32) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %250 = "linalg.generic"(%243, %244) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: i64, %arg56: i1):
      %288 = "arith.cmpi"(%arg55, %2) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%288) : (i1) -> ()
    }) : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi1>) -> tensor<3x1x1x1xi1>
    %251 = "tensor.expand_shape"(%238) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %252 = "linalg.generic"(%251, %246) <{indexing_maps = [#map16, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32):
      "linalg.yield"(%arg53) : (f32) -> ()
    }) : (tensor<4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %253 = "linalg.generic"(%250, %252, %7, %246) <{indexing_maps = [#map17, #map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg49: i1, %arg50: f32, %arg51: f32, %arg52: f32):
      %287 = "arith.select"(%arg49, %arg50, %arg51) : (i1, f32, f32) -> f32
      "linalg.yield"(%287) : (f32) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %254 = "linalg.generic"(%249, %253, %246) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32, %arg48: f32):
      %286 = "arith.addf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%286) : (f32) -> ()
    }) : (tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %255 = "linalg.generic"(%243, %244) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: i64, %arg45: i1):
      %285 = "arith.cmpi"(%arg44, %1) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%285) : (i1) -> ()
    }) : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi1>) -> tensor<3x1x1x1xi1>
    %256 = "tensor.expand_shape"(%240) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %257 = "linalg.generic"(%256, %246) <{indexing_maps = [#map16, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      "linalg.yield"(%arg42) : (f32) -> ()
    }) : (tensor<4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %258 = "linalg.generic"(%255, %257, %7, %246) <{indexing_maps = [#map17, #map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg38: i1, %arg39: f32, %arg40: f32, %arg41: f32):
      %284 = "arith.select"(%arg38, %arg39, %arg40) : (i1, f32, f32) -> f32
      "linalg.yield"(%284) : (f32) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %259 = "linalg.generic"(%254, %258, %246) <{indexing_maps = [#map5, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %283 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%283) : (f32) -> ()
    }) : (tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %260 = "tensor.expand_shape"(%259) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 3, 4, 1, 1, 16>}> : (tensor<3x4x1x16xf32>) -> tensor<3x4x1x1x16xf32>
    %261 = "tensor.empty"() : () -> tensor<1x4x1x3x16xf32>
    %262 = "linalg.transpose"(%260, %261) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (tensor<3x4x1x1x16xf32>, tensor<1x4x1x3x16xf32>) -> tensor<1x4x1x3x16xf32>
    %263 = "tensor.collapse_shape"(%262) <{reassociation = [[0, 1], [2, 3, 4]]}> : (tensor<1x4x1x3x16xf32>) -> tensor<4x48xf32>
    %264 = "linalg.matmul"(%263, %arg2, %84) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
      %281 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %282 = "arith.addf"(%arg32, %281) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%282) : (f32) -> ()
    }) : (tensor<4x48xf32>, tensor<48x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %265 = "tensor.empty"() : () -> tensor<48x4xf32>
    %266 = "linalg.transpose"(%263, %265) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      "linalg.yield"(%arg28) : (f32) -> ()
    }) : (tensor<4x48xf32>, tensor<48x4xf32>) -> tensor<48x4xf32>
    %267 = "tensor.empty"() : () -> tensor<48x16xf32>
    %268 = "linalg.fill"(%3, %267) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (f32, tensor<48x16xf32>) -> tensor<48x16xf32>
    %269 = "linalg.matmul"(%266, %17, %268) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %279 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %280 = "arith.addf"(%arg25, %279) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%280) : (f32) -> ()
    }) : (tensor<48x4xf32>, tensor<4x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %270 = "tensor.empty"() : () -> tensor<1x48xf32>
    %271 = "linalg.fill"(%3, %270) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (f32, tensor<1x48xf32>) -> tensor<1x48xf32>
    %272 = "linalg.generic"(%263, %271) <{indexing_maps = [#map4, #map13], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      %278 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%278) : (f32) -> ()
    }) : (tensor<4x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %273 = "tensor.collapse_shape"(%272) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %274 = "tensor.expand_shape"(%264) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %275 = "linalg.transpose"(%274, %89) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (tensor<4x1x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %276 = "linalg.generic"(%196, %275, %89) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %277 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%277) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    "func.return"(%276, %269, %273, %205, %207, %180, %184, %166, %170, %198, %199, %159, %160) : (tensor<1x4x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
