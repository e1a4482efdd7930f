#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1) -> (0, d1)>
#map15 = affine_map<(d0, d1, d2) -> ()>
#map16 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x4x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>), sym_name = "transformer_encoder_layer_backward_autocast_bf16"}> ({
  ^bb0(%arg0: tensor<1x4x16xf32>, %arg1: tensor<1x4x16xf32>, %arg2: tensor<48x16xf32>, %arg3: tensor<48xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>):
    %0 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %5 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<3x4x1x16xbf16>}> : () -> tensor<3x4x1x16xbf16>
    %9 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %10 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x2x4x4xf32>}> : () -> tensor<1x2x4x4xf32>
    %11 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 0.59460355750136051 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 1.600000e+01 : f64}> : () -> f64
    %15 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %16 = "tensor.empty"() : () -> tensor<4x1x16xf32>
    %17 = "linalg.transpose"(%arg0, %16) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg525: f32, %arg526: f32):
      "linalg.yield"(%arg525) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %18 = "tensor.empty"() : () -> tensor<48xbf16>
    %19 = "linalg.generic"(%arg3, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg523: f32, %arg524: bf16):
      %569 = "arith.truncf"(%arg523) : (f32) -> bf16
      "linalg.yield"(%569) : (bf16) -> ()
    }) : (tensor<48xf32>, tensor<48xbf16>) -> tensor<48xbf16>
    %20 = "tensor.empty"() : () -> tensor<48x16xbf16>
    %21 = "linalg.generic"(%arg2, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg521: f32, %arg522: bf16):
      %568 = "arith.truncf"(%arg521) : (f32) -> bf16
      "linalg.yield"(%568) : (bf16) -> ()
    }) : (tensor<48x16xf32>, tensor<48x16xbf16>) -> tensor<48x16xbf16>
    %22 = "tensor.empty"() : () -> tensor<4x1x16xbf16>
    %23 = "linalg.generic"(%17, %22) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg519: f32, %arg520: bf16):
      %567 = "arith.truncf"(%arg519) : (f32) -> bf16
      "linalg.yield"(%567) : (bf16) -> ()
    }) : (tensor<4x1x16xf32>, tensor<4x1x16xbf16>) -> tensor<4x1x16xbf16>
    %24 = "tensor.collapse_shape"(%23) <{reassociation = [[0], [1, 2]]}> : (tensor<4x1x16xbf16>) -> tensor<4x16xbf16>
    %25 = "tensor.empty"() : () -> tensor<16x48xbf16>
    %26 = "linalg.transpose"(%21, %25) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg517: bf16, %arg518: bf16):
      "linalg.yield"(%arg517) : (bf16) -> ()
    }) : (tensor<48x16xbf16>, tensor<16x48xbf16>) -> tensor<16x48xbf16>
    %27 = "tensor.empty"() : () -> tensor<48xf32>
    %28 = "linalg.generic"(%19, %27) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg515: bf16, %arg516: f32):
      %566 = "arith.extf"(%arg515) : (bf16) -> f32
      "linalg.yield"(%566) : (f32) -> ()
    }) : (tensor<48xbf16>, tensor<48xf32>) -> tensor<48xf32>
    %29 = "tensor.empty"() : () -> tensor<4x16xf32>
    %30 = "linalg.generic"(%24, %29) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg513: bf16, %arg514: f32):
      %565 = "arith.extf"(%arg513) : (bf16) -> f32
      "linalg.yield"(%565) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %31 = "tensor.empty"() : () -> tensor<16x48xf32>
    %32 = "linalg.generic"(%26, %31) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg511: bf16, %arg512: f32):
      %564 = "arith.extf"(%arg511) : (bf16) -> f32
      "linalg.yield"(%564) : (f32) -> ()
    }) : (tensor<16x48xbf16>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %33 = "tensor.empty"() : () -> tensor<4x48xf32>
    %34 = "linalg.fill"(%3, %33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg509: f32, %arg510: f32):
      "linalg.yield"(%arg509) : (f32) -> ()
    }) : (f32, tensor<4x48xf32>) -> tensor<4x48xf32>
    %35 = "linalg.matmul"(%30, %32, %34) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg506: f32, %arg507: f32, %arg508: f32):
      %562 = "arith.mulf"(%arg506, %arg507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %563 = "arith.addf"(%arg508, %562) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%563) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x48xf32>, tensor<4x48xf32>) -> tensor<4x48xf32>
    %36 = "linalg.generic"(%28, %33) <{indexing_maps = [#map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg504: f32, %arg505: f32):
      "linalg.yield"(%arg504) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<4x48xf32>) -> tensor<4x48xf32>
    %37 = "linalg.generic"(%35, %36, %33) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg501: f32, %arg502: f32, %arg503: f32):
      %561 = "arith.addf"(%arg501, %arg502) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%561) : (f32) -> ()
    }) : (tensor<4x48xf32>, tensor<4x48xf32>, tensor<4x48xf32>) -> tensor<4x48xf32>
    %38 = "tensor.empty"() : () -> tensor<4x48xbf16>
    %39 = "linalg.generic"(%37, %38) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg499: f32, %arg500: bf16):
      %560 = "arith.truncf"(%arg499) : (f32) -> bf16
      "linalg.yield"(%560) : (bf16) -> ()
    }) : (tensor<4x48xf32>, tensor<4x48xbf16>) -> tensor<4x48xbf16>
    %40 = "tensor.expand_shape"(%39) <{reassociation = [[0, 1], [2, 3, 4]], static_output_shape = array<i64: 1, 4, 1, 3, 16>}> : (tensor<4x48xbf16>) -> tensor<1x4x1x3x16xbf16>
    %41 = "tensor.empty"() : () -> tensor<3x4x1x1x16xbf16>
    %42 = "linalg.transpose"(%40, %41) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg497: bf16, %arg498: bf16):
      "linalg.yield"(%arg497) : (bf16) -> ()
    }) : (tensor<1x4x1x3x16xbf16>, tensor<3x4x1x1x16xbf16>) -> tensor<3x4x1x1x16xbf16>
    %43 = "tensor.collapse_shape"(%42) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<3x4x1x1x16xbf16>) -> tensor<3x4x1x16xbf16>
    %44 = "tensor.extract_slice"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x4x1x16xbf16>) -> tensor<1x4x1x16xbf16>
    %45 = "tensor.extract_slice"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x4x1x16xbf16>) -> tensor<1x4x1x16xbf16>
    %46 = "tensor.extract_slice"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x4x1x16xbf16>) -> tensor<1x4x1x16xbf16>
    %47 = "tensor.collapse_shape"(%44) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4x1x16xbf16>) -> tensor<4x16xbf16>
    %48 = "tensor.expand_shape"(%47) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 8>}> : (tensor<4x16xbf16>) -> tensor<4x2x8xbf16>
    %49 = "tensor.empty"() : () -> tensor<2x4x8xbf16>
    %50 = "linalg.transpose"(%48, %49) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg495: bf16, %arg496: bf16):
      "linalg.yield"(%arg495) : (bf16) -> ()
    }) : (tensor<4x2x8xbf16>, tensor<2x4x8xbf16>) -> tensor<2x4x8xbf16>
    %51 = "tensor.collapse_shape"(%45) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4x1x16xbf16>) -> tensor<4x16xbf16>
    %52 = "tensor.expand_shape"(%51) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 8>}> : (tensor<4x16xbf16>) -> tensor<4x2x8xbf16>
    %53 = "linalg.transpose"(%52, %49) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg493: bf16, %arg494: bf16):
      "linalg.yield"(%arg493) : (bf16) -> ()
    }) : (tensor<4x2x8xbf16>, tensor<2x4x8xbf16>) -> tensor<2x4x8xbf16>
    %54 = "tensor.collapse_shape"(%46) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4x1x16xbf16>) -> tensor<4x16xbf16>
    %55 = "tensor.expand_shape"(%54) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 8>}> : (tensor<4x16xbf16>) -> tensor<4x2x8xbf16>
    %56 = "linalg.transpose"(%55, %49) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg491: bf16, %arg492: bf16):
      "linalg.yield"(%arg491) : (bf16) -> ()
    }) : (tensor<4x2x8xbf16>, tensor<2x4x8xbf16>) -> tensor<2x4x8xbf16>
    %57 = "tensor.expand_shape"(%50) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xbf16>) -> tensor<1x2x4x8xbf16>
    %58 = "tensor.expand_shape"(%53) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xbf16>) -> tensor<1x2x4x8xbf16>
    %59 = "tensor.expand_shape"(%56) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xbf16>) -> tensor<1x2x4x8xbf16>
    %60 = "tensor.empty"() : () -> tensor<1x2x4x8xf32>
    %61 = "linalg.generic"(%57, %60) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg489: bf16, %arg490: f32):
      %559 = "arith.extf"(%arg489) : (bf16) -> f32
      "linalg.yield"(%559) : (f32) -> ()
    }) : (tensor<1x2x4x8xbf16>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %62 = "linalg.generic"(%58, %60) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg487: bf16, %arg488: f32):
      %558 = "arith.extf"(%arg487) : (bf16) -> f32
      "linalg.yield"(%558) : (f32) -> ()
    }) : (tensor<1x2x4x8xbf16>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %63 = "linalg.generic"(%59, %60) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg485: bf16, %arg486: f32):
      %557 = "arith.extf"(%arg485) : (bf16) -> f32
      "linalg.yield"(%557) : (f32) -> ()
    }) : (tensor<1x2x4x8xbf16>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %64 = "linalg.generic"(%61, %60) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg483: f32, %arg484: f32):
      %555 = "arith.truncf"(%13) : (f64) -> f32
      %556 = "arith.mulf"(%arg483, %555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%556) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %65 = "tensor.empty"() : () -> tensor<1x2x8x4xf32>
    %66 = "linalg.transpose"(%62, %65) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg481: f32, %arg482: f32):
      "linalg.yield"(%arg481) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %67 = "linalg.generic"(%66, %65) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg479: f32, %arg480: f32):
      %553 = "arith.truncf"(%13) : (f64) -> f32
      %554 = "arith.mulf"(%arg479, %553) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%554) : (f32) -> ()
    }) : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %68 = "tensor.collapse_shape"(%64) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %69 = "tensor.collapse_shape"(%67) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x8x4xf32>) -> tensor<2x8x4xf32>
    %70 = "tensor.empty"() : () -> tensor<2x4x4xf32>
    %71 = "linalg.fill"(%3, %70) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg477: f32, %arg478: f32):
      "linalg.yield"(%arg477) : (f32) -> ()
    }) : (f32, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %72 = "linalg.batch_matmul"(%68, %69, %71) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg474: f32, %arg475: f32, %arg476: f32):
      %551 = "arith.mulf"(%arg474, %arg475) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %552 = "arith.addf"(%arg476, %551) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%552) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %73 = "tensor.expand_shape"(%72) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 4>}> : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %74 = "tensor.empty"() : () -> tensor<1x2x4xi64>
    %75 = "linalg.fill"(%1, %74) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg472: i64, %arg473: i64):
      "linalg.yield"(%arg472) : (i64) -> ()
    }) : (i64, tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
    %76 = "tensor.empty"() : () -> tensor<1x2x4xf32>
    %77 = "linalg.fill"(%5, %76) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg470: f32, %arg471: f32):
      "linalg.yield"(%arg470) : (f32) -> ()
    }) : (f32, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %78:2 = "linalg.generic"(%73, %77, %75) <{indexing_maps = [#map7, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg467: f32, %arg468: f32, %arg469: i64):
      %546 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %547 = "arith.index_cast"(%546) : (index) -> i64
      %548 = "arith.maximumf"(%arg467, %arg468) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %549 = "arith.cmpf"(%arg467, %arg468) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %550 = "arith.select"(%549, %547, %arg469) : (i1, i64, i64) -> i64
      "linalg.yield"(%548, %550) : (f32, i64) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xi64>) -> (tensor<1x2x4xf32>, tensor<1x2x4xi64>)
    %79 = "tensor.expand_shape"(%78#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 2, 4, 1>}> : (tensor<1x2x4xf32>) -> tensor<1x2x4x1xf32>
    %80 = "tensor.empty"() : () -> tensor<1x2x4x4xf32>
    %81 = "linalg.generic"(%73, %79, %80) <{indexing_maps = [#map7, #map11, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg464: f32, %arg465: f32, %arg466: f32):
      %545 = "arith.subf"(%arg464, %arg465) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%545) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %82 = "linalg.generic"(%81, %80) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg462: f32, %arg463: f32):
      %544 = "math.exp"(%arg462) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%544) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %83 = "tensor.empty"() : () -> tensor<1x2x4x1xf32>
    %84 = "linalg.fill"(%3, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg460: f32, %arg461: f32):
      "linalg.yield"(%arg460) : (f32) -> ()
    }) : (f32, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %85 = "linalg.generic"(%82, %84) <{indexing_maps = [#map7, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg458: f32, %arg459: f32):
      %543 = "arith.addf"(%arg458, %arg459) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%543) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %86 = "linalg.generic"(%82, %85, %80) <{indexing_maps = [#map7, #map11, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg455: f32, %arg456: f32, %arg457: f32):
      %542 = "arith.divf"(%arg455, %arg456) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%542) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %87 = "tensor.empty"() : () -> tensor<1x2x4x4xi1>
    %88 = "linalg.generic"(%73, %87) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg453: f32, %arg454: i1):
      %540 = "arith.extf"(%arg453) : (f32) -> f64
      %541 = "arith.cmpf"(%540, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%541) : (i1) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xi1>) -> tensor<1x2x4x4xi1>
    %89 = "tensor.empty"() : () -> tensor<1x2x4x1xi1>
    %90 = "linalg.fill"(%6, %89) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg451: i1, %arg452: i1):
      "linalg.yield"(%arg451) : (i1) -> ()
    }) : (i1, tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %91 = "linalg.generic"(%88, %90) <{indexing_maps = [#map7, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg449: i1, %arg450: i1):
      %539 = "arith.andi"(%arg449, %arg450) : (i1, i1) -> i1
      "linalg.yield"(%539) : (i1) -> ()
    }) : (tensor<1x2x4x4xi1>, tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %92 = "linalg.generic"(%91, %10, %86, %80) <{indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg445: i1, %arg446: f32, %arg447: f32, %arg448: f32):
      %538 = "arith.select"(%arg445, %arg446, %arg447) : (i1, f32, f32) -> f32
      "linalg.yield"(%538) : (f32) -> ()
    }) : (tensor<1x2x4x1xi1>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %93 = "tensor.collapse_shape"(%92) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
    %94 = "tensor.collapse_shape"(%63) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %95 = "tensor.empty"() : () -> tensor<2x4x8xf32>
    %96 = "linalg.fill"(%3, %95) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg443: f32, %arg444: f32):
      "linalg.yield"(%arg443) : (f32) -> ()
    }) : (f32, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %97 = "linalg.batch_matmul"(%93, %94, %96) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg440: f32, %arg441: f32, %arg442: f32):
      %536 = "arith.mulf"(%arg440, %arg441) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %537 = "arith.addf"(%arg442, %536) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%537) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %98 = "tensor.expand_shape"(%97) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %99 = "tensor.empty"() : () -> tensor<1x2x4x8xbf16>
    %100 = "linalg.generic"(%98, %99) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg438: f32, %arg439: bf16):
      %535 = "arith.truncf"(%arg438) : (f32) -> bf16
      "linalg.yield"(%535) : (bf16) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xbf16>) -> tensor<1x2x4x8xbf16>
    %101 = "tensor.empty"() : () -> tensor<4x1x2x8xbf16>
    %102 = "linalg.transpose"(%100, %101) <{permutation = array<i64: 2, 0, 1, 3>}> ({
    ^bb0(%arg436: bf16, %arg437: bf16):
      "linalg.yield"(%arg436) : (bf16) -> ()
    }) : (tensor<1x2x4x8xbf16>, tensor<4x1x2x8xbf16>) -> tensor<4x1x2x8xbf16>
    %103 = "tensor.collapse_shape"(%102) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<4x1x2x8xbf16>) -> tensor<4x16xbf16>
    %104 = "tensor.empty"() : () -> tensor<16xbf16>
    %105 = "linalg.generic"(%arg5, %104) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg434: f32, %arg435: bf16):
      %534 = "arith.truncf"(%arg434) : (f32) -> bf16
      "linalg.yield"(%534) : (bf16) -> ()
    }) : (tensor<16xf32>, tensor<16xbf16>) -> tensor<16xbf16>
    %106 = "tensor.empty"() : () -> tensor<16x16xbf16>
    %107 = "linalg.generic"(%arg4, %106) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg432: f32, %arg433: bf16):
      %533 = "arith.truncf"(%arg432) : (f32) -> bf16
      "linalg.yield"(%533) : (bf16) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xbf16>) -> tensor<16x16xbf16>
    %108 = "linalg.transpose"(%107, %106) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg430: bf16, %arg431: bf16):
      "linalg.yield"(%arg430) : (bf16) -> ()
    }) : (tensor<16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16xbf16>
    %109 = "tensor.empty"() : () -> tensor<16xf32>
    %110 = "linalg.generic"(%105, %109) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg428: bf16, %arg429: f32):
      %532 = "arith.extf"(%arg428) : (bf16) -> f32
      "linalg.yield"(%532) : (f32) -> ()
    }) : (tensor<16xbf16>, tensor<16xf32>) -> tensor<16xf32>
    %111 = "linalg.generic"(%103, %29) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg426: bf16, %arg427: f32):
      %531 = "arith.extf"(%arg426) : (bf16) -> f32
      "linalg.yield"(%531) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %112 = "tensor.empty"() : () -> tensor<16x16xf32>
    %113 = "linalg.generic"(%108, %112) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg424: bf16, %arg425: f32):
      %530 = "arith.extf"(%arg424) : (bf16) -> f32
      "linalg.yield"(%530) : (f32) -> ()
    }) : (tensor<16x16xbf16>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %114 = "linalg.fill"(%3, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg422: f32, %arg423: f32):
      "linalg.yield"(%arg422) : (f32) -> ()
    }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
    %115 = "linalg.matmul"(%111, %113, %114) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg419: f32, %arg420: f32, %arg421: f32):
      %528 = "arith.mulf"(%arg419, %arg420) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %529 = "arith.addf"(%arg421, %528) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%529) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %116 = "linalg.generic"(%110, %29) <{indexing_maps = [#map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg417: f32, %arg418: f32):
      "linalg.yield"(%arg417) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %117 = "linalg.generic"(%115, %116, %29) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg414: f32, %arg415: f32, %arg416: f32):
      %527 = "arith.addf"(%arg414, %arg415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%527) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %118 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %119 = "linalg.generic"(%117, %118) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg412: f32, %arg413: bf16):
      %526 = "arith.truncf"(%arg412) : (f32) -> bf16
      "linalg.yield"(%526) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %120 = "tensor.expand_shape"(%119) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xbf16>) -> tensor<4x1x16xbf16>
    %121 = "tensor.empty"() : () -> tensor<1x4x16xbf16>
    %122 = "linalg.transpose"(%120, %121) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg410: bf16, %arg411: bf16):
      "linalg.yield"(%arg410) : (bf16) -> ()
    }) : (tensor<4x1x16xbf16>, tensor<1x4x16xbf16>) -> tensor<1x4x16xbf16>
    %123 = "tensor.empty"() : () -> tensor<1x4x16xf32>
    %124 = "linalg.generic"(%arg0, %122, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg407: f32, %arg408: bf16, %arg409: f32):
      %524 = "arith.extf"(%arg408) : (bf16) -> f32
      %525 = "arith.addf"(%arg407, %524) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%525) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xbf16>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %125 = "tensor.empty"() : () -> tensor<1x4x16xf64>
    %126 = "linalg.generic"(%124, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg405: f32, %arg406: f64):
      %523 = "arith.extf"(%arg405) : (f32) -> f64
      "linalg.yield"(%523) : (f64) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %127 = "tensor.empty"() : () -> tensor<1x4x1xf64>
    %128 = "linalg.fill"(%7, %127) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg403: f64, %arg404: f64):
      "linalg.yield"(%arg403) : (f64) -> ()
    }) : (f64, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %129 = "linalg.generic"(%126, %128) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg401: f64, %arg402: f64):
      %522 = "arith.addf"(%arg401, %arg402) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%522) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %130 = "linalg.generic"(%129, %127) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg399: f64, %arg400: f64):
      %521 = "arith.divf"(%arg399, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%521) : (f64) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %131 = "linalg.generic"(%126, %130, %125) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg396: f64, %arg397: f64, %arg398: f64):
      %520 = "arith.subf"(%arg396, %arg397) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%520) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %132 = "linalg.generic"(%131, %131, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg393: f64, %arg394: f64, %arg395: f64):
      %519 = "arith.mulf"(%arg393, %arg394) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%519) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x16xf64>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %133 = "linalg.generic"(%132, %128) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg391: f64, %arg392: f64):
      %518 = "arith.addf"(%arg391, %arg392) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%518) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %134 = "linalg.generic"(%133, %127) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg389: f64, %arg390: f64):
      %517 = "arith.divf"(%arg389, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%517) : (f64) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %135 = "tensor.empty"() : () -> tensor<1x4x1xf32>
    %136 = "linalg.generic"(%134, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg387: f64, %arg388: f32):
      %516 = "arith.truncf"(%arg387) : (f64) -> f32
      "linalg.yield"(%516) : (f32) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %137 = "linalg.fill"(%3, %135) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg385: f32, %arg386: f32):
      "linalg.yield"(%arg385) : (f32) -> ()
    }) : (f32, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %138 = "linalg.generic"(%124, %137) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg383: f32, %arg384: f32):
      %515 = "arith.addf"(%arg383, %arg384) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%515) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %139 = "linalg.generic"(%138, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg381: f32, %arg382: f32):
      %514 = "arith.divf"(%arg381, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%514) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %140 = "linalg.generic"(%136, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg379: f32, %arg380: f32):
      %512 = "arith.truncf"(%11) : (f64) -> f32
      %513 = "arith.addf"(%arg379, %512) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%513) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %141 = "linalg.generic"(%140, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg377: f32, %arg378: f32):
      %511 = "math.rsqrt"(%arg377) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%511) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %142 = "linalg.generic"(%124, %139, %123) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg374: f32, %arg375: f32, %arg376: f32):
      %510 = "arith.subf"(%arg374, %arg375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%510) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %143 = "linalg.generic"(%142, %141, %123) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg371: f32, %arg372: f32, %arg373: f32):
      %509 = "arith.mulf"(%arg371, %arg372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%509) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %144 = "linalg.generic"(%143, %arg10, %123) <{indexing_maps = [#map2, #map13, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg368: f32, %arg369: f32, %arg370: f32):
      %508 = "arith.mulf"(%arg368, %arg369) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%508) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %145 = "linalg.generic"(%144, %arg11, %123) <{indexing_maps = [#map2, #map13, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg365: f32, %arg366: f32, %arg367: f32):
      %507 = "arith.addf"(%arg365, %arg366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%507) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %146 = "tensor.empty"() : () -> tensor<32xbf16>
    %147 = "linalg.generic"(%arg7, %146) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg363: f32, %arg364: bf16):
      %506 = "arith.truncf"(%arg363) : (f32) -> bf16
      "linalg.yield"(%506) : (bf16) -> ()
    }) : (tensor<32xf32>, tensor<32xbf16>) -> tensor<32xbf16>
    %148 = "tensor.empty"() : () -> tensor<32x16xbf16>
    %149 = "linalg.generic"(%arg6, %148) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg361: f32, %arg362: bf16):
      %505 = "arith.truncf"(%arg361) : (f32) -> bf16
      "linalg.yield"(%505) : (bf16) -> ()
    }) : (tensor<32x16xf32>, tensor<32x16xbf16>) -> tensor<32x16xbf16>
    %150 = "linalg.generic"(%145, %121) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg359: f32, %arg360: bf16):
      %504 = "arith.truncf"(%arg359) : (f32) -> bf16
      "linalg.yield"(%504) : (bf16) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xbf16>) -> tensor<1x4x16xbf16>
    %151 = "tensor.collapse_shape"(%150) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x16xbf16>) -> tensor<4x16xbf16>
    %152 = "tensor.empty"() : () -> tensor<16x32xbf16>
    %153 = "linalg.transpose"(%149, %152) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg357: bf16, %arg358: bf16):
      "linalg.yield"(%arg357) : (bf16) -> ()
    }) : (tensor<32x16xbf16>, tensor<16x32xbf16>) -> tensor<16x32xbf16>
    %154 = "tensor.empty"() : () -> tensor<32xf32>
    %155 = "linalg.generic"(%147, %154) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg355: bf16, %arg356: f32):
      %503 = "arith.extf"(%arg355) : (bf16) -> f32
      "linalg.yield"(%503) : (f32) -> ()
    }) : (tensor<32xbf16>, tensor<32xf32>) -> tensor<32xf32>
    %156 = "linalg.generic"(%151, %29) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg353: bf16, %arg354: f32):
      %502 = "arith.extf"(%arg353) : (bf16) -> f32
      "linalg.yield"(%502) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %157 = "tensor.empty"() : () -> tensor<16x32xf32>
    %158 = "linalg.generic"(%153, %157) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg351: bf16, %arg352: f32):
      %501 = "arith.extf"(%arg351) : (bf16) -> f32
      "linalg.yield"(%501) : (f32) -> ()
    }) : (tensor<16x32xbf16>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %159 = "tensor.empty"() : () -> tensor<4x32xf32>
    %160 = "linalg.fill"(%3, %159) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg349: f32, %arg350: f32):
      "linalg.yield"(%arg349) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %161 = "linalg.matmul"(%156, %158, %160) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg346: f32, %arg347: f32, %arg348: f32):
      %499 = "arith.mulf"(%arg346, %arg347) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %500 = "arith.addf"(%arg348, %499) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%500) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %162 = "linalg.generic"(%155, %159) <{indexing_maps = [#map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg344: f32, %arg345: f32):
      "linalg.yield"(%arg344) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %163 = "linalg.generic"(%161, %162, %159) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg341: f32, %arg342: f32, %arg343: f32):
      %498 = "arith.addf"(%arg341, %arg342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%498) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %164 = "tensor.empty"() : () -> tensor<4x32xbf16>
    %165 = "linalg.generic"(%163, %164) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg339: f32, %arg340: bf16):
      %497 = "arith.truncf"(%arg339) : (f32) -> bf16
      "linalg.yield"(%497) : (bf16) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xbf16>) -> tensor<4x32xbf16>
    %166 = "tensor.expand_shape"(%165) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xbf16>) -> tensor<1x4x32xbf16>
    %167 = "tensor.empty"() : () -> tensor<1x4x32xbf16>
    %168 = "linalg.generic"(%166, %167) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg337: bf16, %arg338: bf16):
      %495 = "arith.cmpf"(%arg337, %4) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
      %496 = "arith.select"(%495, %arg337, %4) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%496) : (bf16) -> ()
    }) : (tensor<1x4x32xbf16>, tensor<1x4x32xbf16>) -> tensor<1x4x32xbf16>
    %169 = "linalg.generic"(%arg9, %104) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg335: f32, %arg336: bf16):
      %494 = "arith.truncf"(%arg335) : (f32) -> bf16
      "linalg.yield"(%494) : (bf16) -> ()
    }) : (tensor<16xf32>, tensor<16xbf16>) -> tensor<16xbf16>
    %170 = "linalg.generic"(%arg8, %152) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg333: f32, %arg334: bf16):
      %493 = "arith.truncf"(%arg333) : (f32) -> bf16
      "linalg.yield"(%493) : (bf16) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xbf16>) -> tensor<16x32xbf16>
    %171 = "tensor.collapse_shape"(%168) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xbf16>) -> tensor<4x32xbf16>
    %172 = "linalg.transpose"(%170, %148) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg331: bf16, %arg332: bf16):
      "linalg.yield"(%arg331) : (bf16) -> ()
    }) : (tensor<16x32xbf16>, tensor<32x16xbf16>) -> tensor<32x16xbf16>
    %173 = "linalg.generic"(%169, %109) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg329: bf16, %arg330: f32):
      %492 = "arith.extf"(%arg329) : (bf16) -> f32
      "linalg.yield"(%492) : (f32) -> ()
    }) : (tensor<16xbf16>, tensor<16xf32>) -> tensor<16xf32>
    %174 = "linalg.generic"(%171, %159) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg327: bf16, %arg328: f32):
      %491 = "arith.extf"(%arg327) : (bf16) -> f32
      "linalg.yield"(%491) : (f32) -> ()
    }) : (tensor<4x32xbf16>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %175 = "tensor.empty"() : () -> tensor<32x16xf32>
    %176 = "linalg.generic"(%172, %175) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg325: bf16, %arg326: f32):
      %490 = "arith.extf"(%arg325) : (bf16) -> f32
      "linalg.yield"(%490) : (f32) -> ()
    }) : (tensor<32x16xbf16>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %177 = "linalg.matmul"(%174, %176, %114) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg322: f32, %arg323: f32, %arg324: f32):
      %488 = "arith.mulf"(%arg322, %arg323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %489 = "arith.addf"(%arg324, %488) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%489) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %178 = "linalg.generic"(%173, %29) <{indexing_maps = [#map6, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg320: f32, %arg321: f32):
      "linalg.yield"(%arg320) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %179 = "linalg.generic"(%177, %178, %29) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg317: f32, %arg318: f32, %arg319: f32):
      %487 = "arith.addf"(%arg317, %arg318) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%487) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %180 = "linalg.generic"(%179, %118) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg315: f32, %arg316: bf16):
      %486 = "arith.truncf"(%arg315) : (f32) -> bf16
      "linalg.yield"(%486) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %181 = "tensor.expand_shape"(%180) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 16>}> : (tensor<4x16xbf16>) -> tensor<1x4x16xbf16>
    %182 = "linalg.generic"(%145, %181, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg312: f32, %arg313: bf16, %arg314: f32):
      %484 = "arith.extf"(%arg313) : (bf16) -> f32
      %485 = "arith.addf"(%arg312, %484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%485) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xbf16>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %183 = "linalg.generic"(%182, %125) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg310: f32, %arg311: f64):
      %483 = "arith.extf"(%arg310) : (f32) -> f64
      "linalg.yield"(%483) : (f64) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %184 = "linalg.generic"(%183, %128) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg308: f64, %arg309: f64):
      %482 = "arith.addf"(%arg308, %arg309) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%482) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %185 = "linalg.generic"(%184, %127) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg306: f64, %arg307: f64):
      %481 = "arith.divf"(%arg306, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%481) : (f64) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %186 = "linalg.generic"(%183, %185, %125) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg303: f64, %arg304: f64, %arg305: f64):
      %480 = "arith.subf"(%arg303, %arg304) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%480) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %187 = "linalg.generic"(%186, %186, %125) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg300: f64, %arg301: f64, %arg302: f64):
      %479 = "arith.mulf"(%arg300, %arg301) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%479) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x16xf64>, tensor<1x4x16xf64>) -> tensor<1x4x16xf64>
    %188 = "linalg.generic"(%187, %128) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg298: f64, %arg299: f64):
      %478 = "arith.addf"(%arg298, %arg299) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%478) : (f64) -> ()
    }) : (tensor<1x4x16xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %189 = "linalg.generic"(%188, %127) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg296: f64, %arg297: f64):
      %477 = "arith.divf"(%arg296, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%477) : (f64) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %190 = "linalg.generic"(%189, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg294: f64, %arg295: f32):
      %476 = "arith.truncf"(%arg294) : (f64) -> f32
      "linalg.yield"(%476) : (f32) -> ()
    }) : (tensor<1x4x1xf64>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %191 = "linalg.generic"(%182, %137) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg292: f32, %arg293: f32):
      %475 = "arith.addf"(%arg292, %arg293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%475) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %192 = "linalg.generic"(%191, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg290: f32, %arg291: f32):
      %474 = "arith.divf"(%arg290, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%474) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %193 = "linalg.generic"(%190, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg288: f32, %arg289: f32):
      %472 = "arith.truncf"(%11) : (f64) -> f32
      %473 = "arith.addf"(%arg288, %472) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%473) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %194 = "linalg.generic"(%193, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg286: f32, %arg287: f32):
      %471 = "math.rsqrt"(%arg286) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%471) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %195 = "linalg.generic"(%182, %192, %123) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg283: f32, %arg284: f32, %arg285: f32):
      %470 = "arith.subf"(%arg283, %arg284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%470) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %196 = "linalg.generic"(%195, %194, %123) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg280: f32, %arg281: f32, %arg282: f32):
      %469 = "arith.mulf"(%arg280, %arg281) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%469) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %197 = "linalg.generic"(%arg1, %arg12, %123) <{indexing_maps = [#map2, #map13, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg277: f32, %arg278: f32, %arg279: f32):
      %468 = "arith.mulf"(%arg277, %arg278) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%468) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %198 = "linalg.generic"(%197, %123) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg275: f32, %arg276: f32):
      %467 = "arith.mulf"(%arg275, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%467) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %199 = "linalg.generic"(%197, %137) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg273: f32, %arg274: f32):
      %466 = "arith.addf"(%arg273, %arg274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%466) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %200 = "linalg.generic"(%197, %196, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg270: f32, %arg271: f32, %arg272: f32):
      %465 = "arith.mulf"(%arg270, %arg271) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%465) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %201 = "linalg.generic"(%200, %137) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg268: f32, %arg269: f32):
      %464 = "arith.addf"(%arg268, %arg269) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%464) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %202 = "linalg.generic"(%196, %201, %123) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg265: f32, %arg266: f32, %arg267: f32):
      %463 = "arith.mulf"(%arg265, %arg266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%463) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %203 = "linalg.generic"(%198, %199, %123) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32, %arg264: f32):
      %462 = "arith.subf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%462) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %204 = "linalg.generic"(%203, %202, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg259: f32, %arg260: f32, %arg261: f32):
      %461 = "arith.subf"(%arg259, %arg260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%461) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %205 = "linalg.generic"(%194, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg257: f32, %arg258: f32):
      %460 = "arith.divf"(%arg257, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%460) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %206 = "linalg.generic"(%205, %204, %123) <{indexing_maps = [#map12, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg254: f32, %arg255: f32, %arg256: f32):
      %459 = "arith.mulf"(%arg254, %arg255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%459) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %207 = "linalg.generic"(%arg1, %196, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg251: f32, %arg252: f32, %arg253: f32):
      %458 = "arith.mulf"(%arg251, %arg252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%458) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %208 = "linalg.fill"(%3, %109) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg249: f32, %arg250: f32):
      "linalg.yield"(%arg249) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %209 = "linalg.generic"(%207, %208) <{indexing_maps = [#map2, #map13], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg247: f32, %arg248: f32):
      %457 = "arith.addf"(%arg247, %arg248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%457) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %210 = "linalg.generic"(%arg1, %208) <{indexing_maps = [#map2, #map13], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg245: f32, %arg246: f32):
      %456 = "arith.addf"(%arg245, %arg246) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%456) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %211 = "linalg.generic"(%206, %121) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg243: f32, %arg244: bf16):
      %455 = "arith.truncf"(%arg243) : (f32) -> bf16
      "linalg.yield"(%455) : (bf16) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xbf16>) -> tensor<1x4x16xbf16>
    %212 = "tensor.collapse_shape"(%211) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x16xbf16>) -> tensor<4x16xbf16>
    %213 = "linalg.matmul"(%212, %170, %160) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg240: bf16, %arg241: bf16, %arg242: f32):
      %451 = "arith.extf"(%arg240) : (bf16) -> f32
      %452 = "arith.extf"(%arg241) : (bf16) -> f32
      %453 = "arith.mulf"(%451, %452) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %454 = "arith.addf"(%arg242, %453) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%454) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<16x32xbf16>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %214 = "linalg.generic"(%213, %164) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg238: f32, %arg239: bf16):
      %450 = "arith.truncf"(%arg238) : (f32) -> bf16
      "linalg.yield"(%450) : (bf16) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xbf16>) -> tensor<4x32xbf16>
    %215 = "tensor.empty"() : () -> tensor<16x4xbf16>
    %216 = "linalg.transpose"(%212, %215) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg236: bf16, %arg237: bf16):
      "linalg.yield"(%arg236) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<16x4xbf16>) -> tensor<16x4xbf16>
    %217 = "linalg.fill"(%3, %157) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg234: f32, %arg235: f32):
      "linalg.yield"(%arg234) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %218 = "linalg.matmul"(%216, %171, %217) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg231: bf16, %arg232: bf16, %arg233: f32):
      %446 = "arith.extf"(%arg231) : (bf16) -> f32
      %447 = "arith.extf"(%arg232) : (bf16) -> f32
      %448 = "arith.mulf"(%446, %447) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %449 = "arith.addf"(%arg233, %448) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%449) : (f32) -> ()
    }) : (tensor<16x4xbf16>, tensor<4x32xbf16>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %219 = "linalg.generic"(%218, %152) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg229: f32, %arg230: bf16):
      %445 = "arith.truncf"(%arg229) : (f32) -> bf16
      "linalg.yield"(%445) : (bf16) -> ()
    }) : (tensor<16x32xf32>, tensor<16x32xbf16>) -> tensor<16x32xbf16>
    %220 = "tensor.empty"() : () -> tensor<1x16xbf16>
    %221 = "linalg.fill"(%4, %220) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg227: bf16, %arg228: bf16):
      "linalg.yield"(%arg227) : (bf16) -> ()
    }) : (bf16, tensor<1x16xbf16>) -> tensor<1x16xbf16>
    %222 = "linalg.generic"(%212, %221) <{indexing_maps = [#map1, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg225: bf16, %arg226: bf16):
      %444 = "arith.addf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%444) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<1x16xbf16>) -> tensor<1x16xbf16>
    %223 = "tensor.collapse_shape"(%222) <{reassociation = [[0, 1]]}> : (tensor<1x16xbf16>) -> tensor<16xbf16>
    %224 = "tensor.expand_shape"(%214) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xbf16>) -> tensor<1x4x32xbf16>
    %225 = "linalg.generic"(%219, %157) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg223: bf16, %arg224: f32):
      %443 = "arith.extf"(%arg223) : (bf16) -> f32
      "linalg.yield"(%443) : (f32) -> ()
    }) : (tensor<16x32xbf16>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %226 = "linalg.generic"(%223, %109) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg221: bf16, %arg222: f32):
      %442 = "arith.extf"(%arg221) : (bf16) -> f32
      "linalg.yield"(%442) : (f32) -> ()
    }) : (tensor<16xbf16>, tensor<16xf32>) -> tensor<16xf32>
    %227 = "tensor.empty"() : () -> tensor<1x4x32xi1>
    %228 = "linalg.generic"(%168, %227) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg219: bf16, %arg220: i1):
      %441 = "arith.cmpf"(%arg219, %4) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (bf16, bf16) -> i1
      "linalg.yield"(%441) : (i1) -> ()
    }) : (tensor<1x4x32xbf16>, tensor<1x4x32xi1>) -> tensor<1x4x32xi1>
    %229 = "linalg.generic"(%228, %9, %224, %167) <{indexing_maps = [#map2, #map15, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg215: i1, %arg216: bf16, %arg217: bf16, %arg218: bf16):
      %440 = "arith.select"(%arg215, %arg216, %arg217) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%440) : (bf16) -> ()
    }) : (tensor<1x4x32xi1>, tensor<bf16>, tensor<1x4x32xbf16>, tensor<1x4x32xbf16>) -> tensor<1x4x32xbf16>
    %230 = "tensor.collapse_shape"(%229) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xbf16>) -> tensor<4x32xbf16>
    %231 = "linalg.matmul"(%230, %149, %114) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg212: bf16, %arg213: bf16, %arg214: f32):
      %436 = "arith.extf"(%arg212) : (bf16) -> f32
      %437 = "arith.extf"(%arg213) : (bf16) -> f32
      %438 = "arith.mulf"(%436, %437) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %439 = "arith.addf"(%arg214, %438) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%439) : (f32) -> ()
    }) : (tensor<4x32xbf16>, tensor<32x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %232 = "linalg.generic"(%231, %118) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg210: f32, %arg211: bf16):
      %435 = "arith.truncf"(%arg210) : (f32) -> bf16
      "linalg.yield"(%435) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %233 = "tensor.empty"() : () -> tensor<32x4xbf16>
    %234 = "linalg.transpose"(%230, %233) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg208: bf16, %arg209: bf16):
      "linalg.yield"(%arg208) : (bf16) -> ()
    }) : (tensor<4x32xbf16>, tensor<32x4xbf16>) -> tensor<32x4xbf16>
    %235 = "linalg.fill"(%3, %175) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32):
      "linalg.yield"(%arg206) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %236 = "linalg.matmul"(%234, %151, %235) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg203: bf16, %arg204: bf16, %arg205: f32):
      %431 = "arith.extf"(%arg203) : (bf16) -> f32
      %432 = "arith.extf"(%arg204) : (bf16) -> f32
      %433 = "arith.mulf"(%431, %432) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %434 = "arith.addf"(%arg205, %433) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%434) : (f32) -> ()
    }) : (tensor<32x4xbf16>, tensor<4x16xbf16>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %237 = "linalg.generic"(%236, %148) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg201: f32, %arg202: bf16):
      %430 = "arith.truncf"(%arg201) : (f32) -> bf16
      "linalg.yield"(%430) : (bf16) -> ()
    }) : (tensor<32x16xf32>, tensor<32x16xbf16>) -> tensor<32x16xbf16>
    %238 = "tensor.empty"() : () -> tensor<1x32xbf16>
    %239 = "linalg.fill"(%4, %238) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: bf16, %arg200: bf16):
      "linalg.yield"(%arg199) : (bf16) -> ()
    }) : (bf16, tensor<1x32xbf16>) -> tensor<1x32xbf16>
    %240 = "linalg.generic"(%230, %239) <{indexing_maps = [#map1, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: bf16, %arg198: bf16):
      %429 = "arith.addf"(%arg197, %arg198) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%429) : (bf16) -> ()
    }) : (tensor<4x32xbf16>, tensor<1x32xbf16>) -> tensor<1x32xbf16>
    %241 = "tensor.collapse_shape"(%240) <{reassociation = [[0, 1]]}> : (tensor<1x32xbf16>) -> tensor<32xbf16>
    %242 = "tensor.expand_shape"(%232) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 16>}> : (tensor<4x16xbf16>) -> tensor<1x4x16xbf16>
    %243 = "linalg.generic"(%242, %123) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: bf16, %arg196: f32):
      %428 = "arith.extf"(%arg195) : (bf16) -> f32
      "linalg.yield"(%428) : (f32) -> ()
    }) : (tensor<1x4x16xbf16>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %244 = "linalg.generic"(%206, %243, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32, %arg194: f32):
      %427 = "arith.addf"(%arg192, %arg193) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%427) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %245 = "linalg.generic"(%237, %175) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg190: bf16, %arg191: f32):
      %426 = "arith.extf"(%arg190) : (bf16) -> f32
      "linalg.yield"(%426) : (f32) -> ()
    }) : (tensor<32x16xbf16>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %246 = "linalg.generic"(%241, %154) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg188: bf16, %arg189: f32):
      %425 = "arith.extf"(%arg188) : (bf16) -> f32
      "linalg.yield"(%425) : (f32) -> ()
    }) : (tensor<32xbf16>, tensor<32xf32>) -> tensor<32xf32>
    %247 = "linalg.generic"(%244, %arg10, %123) <{indexing_maps = [#map2, #map13, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32, %arg187: f32):
      %424 = "arith.mulf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%424) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %248 = "linalg.generic"(%247, %123) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      %423 = "arith.mulf"(%arg183, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%423) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %249 = "linalg.generic"(%247, %137) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32):
      %422 = "arith.addf"(%arg181, %arg182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%422) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %250 = "linalg.generic"(%247, %143, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f32, %arg180: f32):
      %421 = "arith.mulf"(%arg178, %arg179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%421) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %251 = "linalg.generic"(%250, %137) <{indexing_maps = [#map2, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32):
      %420 = "arith.addf"(%arg176, %arg177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%420) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %252 = "linalg.generic"(%143, %251, %123) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg173: f32, %arg174: f32, %arg175: f32):
      %419 = "arith.mulf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%419) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %253 = "linalg.generic"(%248, %249, %123) <{indexing_maps = [#map2, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32, %arg172: f32):
      %418 = "arith.subf"(%arg170, %arg171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%418) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %254 = "linalg.generic"(%253, %252, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
      %417 = "arith.subf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%417) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %255 = "linalg.generic"(%141, %135) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      %416 = "arith.divf"(%arg165, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%416) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %256 = "linalg.generic"(%255, %254, %123) <{indexing_maps = [#map12, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32, %arg164: f32):
      %415 = "arith.mulf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%415) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %257 = "linalg.generic"(%244, %143, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32, %arg161: f32):
      %414 = "arith.mulf"(%arg159, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%414) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %258 = "linalg.generic"(%257, %208) <{indexing_maps = [#map2, #map13], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      %413 = "arith.addf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%413) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %259 = "linalg.generic"(%244, %208) <{indexing_maps = [#map2, #map13], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      %412 = "arith.addf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%412) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %260 = "linalg.generic"(%256, %121) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: bf16):
      %411 = "arith.truncf"(%arg153) : (f32) -> bf16
      "linalg.yield"(%411) : (bf16) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xbf16>) -> tensor<1x4x16xbf16>
    %261 = "linalg.transpose"(%260, %22) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg151: bf16, %arg152: bf16):
      "linalg.yield"(%arg151) : (bf16) -> ()
    }) : (tensor<1x4x16xbf16>, tensor<4x1x16xbf16>) -> tensor<4x1x16xbf16>
    %262 = "tensor.collapse_shape"(%261) <{reassociation = [[0], [1, 2]]}> : (tensor<4x1x16xbf16>) -> tensor<4x16xbf16>
    %263 = "linalg.matmul"(%262, %107, %114) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg148: bf16, %arg149: bf16, %arg150: f32):
      %407 = "arith.extf"(%arg148) : (bf16) -> f32
      %408 = "arith.extf"(%arg149) : (bf16) -> f32
      %409 = "arith.mulf"(%407, %408) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %410 = "arith.addf"(%arg150, %409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%410) : (f32) -> ()
    }) : (tensor<4x16xbf16>, tensor<16x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %264 = "linalg.generic"(%263, %118) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg146: f32, %arg147: bf16):
      %406 = "arith.truncf"(%arg146) : (f32) -> bf16
      "linalg.yield"(%406) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %265 = "linalg.transpose"(%262, %215) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg144: bf16, %arg145: bf16):
      "linalg.yield"(%arg144) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<16x4xbf16>) -> tensor<16x4xbf16>
    %266 = "linalg.fill"(%3, %112) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32):
      "linalg.yield"(%arg142) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %267 = "linalg.matmul"(%265, %103, %266) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: bf16, %arg140: bf16, %arg141: f32):
      %402 = "arith.extf"(%arg139) : (bf16) -> f32
      %403 = "arith.extf"(%arg140) : (bf16) -> f32
      %404 = "arith.mulf"(%402, %403) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %405 = "arith.addf"(%arg141, %404) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%405) : (f32) -> ()
    }) : (tensor<16x4xbf16>, tensor<4x16xbf16>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %268 = "linalg.generic"(%267, %106) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: f32, %arg138: bf16):
      %401 = "arith.truncf"(%arg137) : (f32) -> bf16
      "linalg.yield"(%401) : (bf16) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xbf16>) -> tensor<16x16xbf16>
    %269 = "linalg.generic"(%262, %221) <{indexing_maps = [#map1, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: bf16, %arg136: bf16):
      %400 = "arith.addf"(%arg135, %arg136) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%400) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<1x16xbf16>) -> tensor<1x16xbf16>
    %270 = "tensor.collapse_shape"(%269) <{reassociation = [[0, 1]]}> : (tensor<1x16xbf16>) -> tensor<16xbf16>
    %271 = "linalg.generic"(%268, %112) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: bf16, %arg134: f32):
      %399 = "arith.extf"(%arg133) : (bf16) -> f32
      "linalg.yield"(%399) : (f32) -> ()
    }) : (tensor<16x16xbf16>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %272 = "linalg.generic"(%270, %109) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: bf16, %arg132: f32):
      %398 = "arith.extf"(%arg131) : (bf16) -> f32
      "linalg.yield"(%398) : (f32) -> ()
    }) : (tensor<16xbf16>, tensor<16xf32>) -> tensor<16xf32>
    %273 = "tensor.expand_shape"(%264) <{reassociation = [[0], [1, 2, 3]], static_output_shape = array<i64: 4, 1, 2, 8>}> : (tensor<4x16xbf16>) -> tensor<4x1x2x8xbf16>
    %274 = "linalg.transpose"(%273, %99) <{permutation = array<i64: 1, 2, 0, 3>}> ({
    ^bb0(%arg129: bf16, %arg130: bf16):
      "linalg.yield"(%arg129) : (bf16) -> ()
    }) : (tensor<4x1x2x8xbf16>, tensor<1x2x4x8xbf16>) -> tensor<1x2x4x8xbf16>
    %275 = "linalg.generic"(%274, %60) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: bf16, %arg128: f32):
      %397 = "arith.extf"(%arg127) : (bf16) -> f32
      "linalg.yield"(%397) : (f32) -> ()
    }) : (tensor<1x2x4x8xbf16>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %276 = "tensor.collapse_shape"(%275) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %277 = "linalg.transpose"(%93, %70) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      "linalg.yield"(%arg125) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %278 = "linalg.batch_matmul"(%277, %276, %96) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %395 = "arith.mulf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %396 = "arith.addf"(%arg124, %395) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%396) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %279 = "tensor.empty"() : () -> tensor<2x8x4xf32>
    %280 = "linalg.transpose"(%94, %279) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32):
      "linalg.yield"(%arg120) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %281 = "linalg.batch_matmul"(%276, %280, %71) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
      %393 = "arith.mulf"(%arg117, %arg118) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %394 = "arith.addf"(%arg119, %393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%394) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %282 = "tensor.expand_shape"(%278) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %283 = "tensor.expand_shape"(%281) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 4>}> : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %284 = "linalg.generic"(%283, %92, %80) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32, %arg116: f32):
      %392 = "arith.mulf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%392) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %285 = "linalg.generic"(%284, %84) <{indexing_maps = [#map7, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32):
      %391 = "arith.addf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%391) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %286 = "linalg.generic"(%92, %285, %80) <{indexing_maps = [#map7, #map11, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
      %390 = "arith.mulf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%390) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %287 = "linalg.generic"(%284, %286, %80) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32, %arg108: f32):
      %389 = "arith.subf"(%arg106, %arg107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%389) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %288 = "tensor.collapse_shape"(%287) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
    %289 = "linalg.transpose"(%68, %279) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f32):
      "linalg.yield"(%arg104) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %290 = "linalg.fill"(%3, %279) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (f32, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %291 = "linalg.batch_matmul"(%289, %288, %290) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %387 = "arith.mulf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %388 = "arith.addf"(%arg101, %387) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%388) : (f32) -> ()
    }) : (tensor<2x8x4xf32>, tensor<2x4x4xf32>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %292 = "linalg.transpose"(%69, %95) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32):
      "linalg.yield"(%arg97) : (f32) -> ()
    }) : (tensor<2x8x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %293 = "linalg.batch_matmul"(%288, %292, %96) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32, %arg96: f32):
      %385 = "arith.mulf"(%arg94, %arg95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %386 = "arith.addf"(%arg96, %385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%386) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %294 = "tensor.expand_shape"(%291) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 8, 4>}> : (tensor<2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %295 = "tensor.expand_shape"(%293) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %296 = "linalg.generic"(%294, %65) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      %383 = "arith.truncf"(%13) : (f64) -> f32
      %384 = "arith.mulf"(%arg92, %383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%384) : (f32) -> ()
    }) : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %297 = "linalg.transpose"(%296, %60) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      "linalg.yield"(%arg90) : (f32) -> ()
    }) : (tensor<1x2x8x4xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %298 = "linalg.generic"(%295, %60) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %381 = "arith.truncf"(%13) : (f64) -> f32
      %382 = "arith.mulf"(%arg88, %381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%382) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %299 = "linalg.generic"(%282, %99) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: bf16):
      %380 = "arith.truncf"(%arg86) : (f32) -> bf16
      "linalg.yield"(%380) : (bf16) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xbf16>) -> tensor<1x2x4x8xbf16>
    %300 = "linalg.generic"(%297, %99) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: f32, %arg85: bf16):
      %379 = "arith.truncf"(%arg84) : (f32) -> bf16
      "linalg.yield"(%379) : (bf16) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xbf16>) -> tensor<1x2x4x8xbf16>
    %301 = "linalg.generic"(%298, %99) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f32, %arg83: bf16):
      %378 = "arith.truncf"(%arg82) : (f32) -> bf16
      "linalg.yield"(%378) : (bf16) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xbf16>) -> tensor<1x2x4x8xbf16>
    %302 = "tensor.collapse_shape"(%299) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xbf16>) -> tensor<2x4x8xbf16>
    %303 = "tensor.collapse_shape"(%300) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xbf16>) -> tensor<2x4x8xbf16>
    %304 = "tensor.collapse_shape"(%301) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xbf16>) -> tensor<2x4x8xbf16>
    %305 = "tensor.empty"() : () -> tensor<4x2x8xbf16>
    %306 = "linalg.transpose"(%302, %305) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg80: bf16, %arg81: bf16):
      "linalg.yield"(%arg80) : (bf16) -> ()
    }) : (tensor<2x4x8xbf16>, tensor<4x2x8xbf16>) -> tensor<4x2x8xbf16>
    %307 = "tensor.collapse_shape"(%306) <{reassociation = [[0], [1, 2]]}> : (tensor<4x2x8xbf16>) -> tensor<4x16xbf16>
    %308 = "linalg.transpose"(%303, %305) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg78: bf16, %arg79: bf16):
      "linalg.yield"(%arg78) : (bf16) -> ()
    }) : (tensor<2x4x8xbf16>, tensor<4x2x8xbf16>) -> tensor<4x2x8xbf16>
    %309 = "tensor.collapse_shape"(%308) <{reassociation = [[0], [1, 2]]}> : (tensor<4x2x8xbf16>) -> tensor<4x16xbf16>
    %310 = "linalg.transpose"(%304, %305) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg76: bf16, %arg77: bf16):
      "linalg.yield"(%arg76) : (bf16) -> ()
    }) : (tensor<2x4x8xbf16>, tensor<4x2x8xbf16>) -> tensor<4x2x8xbf16>
    %311 = "tensor.collapse_shape"(%310) <{reassociation = [[0], [1, 2]]}> : (tensor<4x2x8xbf16>) -> tensor<4x16xbf16>
    %312 = "tensor.empty"() : () -> tensor<3xi64>
    %313 = "linalg.generic"(%312) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg75: i64):
      %376 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %377 = "arith.index_cast"(%376) : (index) -> i64
      "linalg.yield"(%377) : (i64) -> ()
    }) : (tensor<3xi64>) -> tensor<3xi64>
    %314 = "tensor.expand_shape"(%313) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 3, 1, 1, 1>}> : (tensor<3xi64>) -> tensor<3x1x1x1xi64>
    %315 = "tensor.empty"() : () -> tensor<3x1x1x1xi1>
    %316 = "linalg.generic"(%314, %315) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: i64, %arg74: i1):
      %375 = "arith.cmpi"(%arg73, %0) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%375) : (i1) -> ()
    }) : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi1>) -> tensor<3x1x1x1xi1>
    %317 = "tensor.empty"() : () -> tensor<3x4x1x16xbf16>
    %318 = "tensor.expand_shape"(%307) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xbf16>) -> tensor<4x1x16xbf16>
    %319 = "linalg.generic"(%318, %317) <{indexing_maps = [#map16, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: bf16, %arg72: bf16):
      "linalg.yield"(%arg71) : (bf16) -> ()
    }) : (tensor<4x1x16xbf16>, tensor<3x4x1x16xbf16>) -> tensor<3x4x1x16xbf16>
    %320 = "linalg.generic"(%316, %319, %8, %317) <{indexing_maps = [#map17, #map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg67: i1, %arg68: bf16, %arg69: bf16, %arg70: bf16):
      %374 = "arith.select"(%arg67, %arg68, %arg69) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%374) : (bf16) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>) -> tensor<3x4x1x16xbf16>
    %321 = "linalg.generic"(%314, %315) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: i64, %arg66: i1):
      %373 = "arith.cmpi"(%arg65, %2) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%373) : (i1) -> ()
    }) : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi1>) -> tensor<3x1x1x1xi1>
    %322 = "tensor.expand_shape"(%309) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xbf16>) -> tensor<4x1x16xbf16>
    %323 = "linalg.generic"(%322, %317) <{indexing_maps = [#map16, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: bf16, %arg64: bf16):
      "linalg.yield"(%arg63) : (bf16) -> ()
    }) : (tensor<4x1x16xbf16>, tensor<3x4x1x16xbf16>) -> tensor<3x4x1x16xbf16>
    %324 = "linalg.generic"(%321, %323, %8, %317) <{indexing_maps = [#map17, #map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg59: i1, %arg60: bf16, %arg61: bf16, %arg62: bf16):
      %372 = "arith.select"(%arg59, %arg60, %arg61) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%372) : (bf16) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>) -> tensor<3x4x1x16xbf16>
    %325 = "linalg.generic"(%320, %324, %317) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: bf16, %arg57: bf16, %arg58: bf16):
      %371 = "arith.addf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%371) : (bf16) -> ()
    }) : (tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>) -> tensor<3x4x1x16xbf16>
    %326 = "linalg.generic"(%314, %315) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: i64, %arg55: i1):
      %370 = "arith.cmpi"(%arg54, %1) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%370) : (i1) -> ()
    }) : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi1>) -> tensor<3x1x1x1xi1>
    %327 = "tensor.expand_shape"(%311) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xbf16>) -> tensor<4x1x16xbf16>
    %328 = "linalg.generic"(%327, %317) <{indexing_maps = [#map16, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: bf16, %arg53: bf16):
      "linalg.yield"(%arg52) : (bf16) -> ()
    }) : (tensor<4x1x16xbf16>, tensor<3x4x1x16xbf16>) -> tensor<3x4x1x16xbf16>
    %329 = "linalg.generic"(%326, %328, %8, %317) <{indexing_maps = [#map17, #map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg48: i1, %arg49: bf16, %arg50: bf16, %arg51: bf16):
      %369 = "arith.select"(%arg48, %arg49, %arg50) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%369) : (bf16) -> ()
    }) : (tensor<3x1x1x1xi1>, tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>) -> tensor<3x4x1x16xbf16>
    %330 = "linalg.generic"(%325, %329, %317) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: bf16, %arg46: bf16, %arg47: bf16):
      %368 = "arith.addf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%368) : (bf16) -> ()
    }) : (tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>, tensor<3x4x1x16xbf16>) -> tensor<3x4x1x16xbf16>
    %331 = "tensor.expand_shape"(%330) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 3, 4, 1, 1, 16>}> : (tensor<3x4x1x16xbf16>) -> tensor<3x4x1x1x16xbf16>
    %332 = "tensor.empty"() : () -> tensor<1x4x1x3x16xbf16>
    %333 = "linalg.transpose"(%331, %332) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg43: bf16, %arg44: bf16):
      "linalg.yield"(%arg43) : (bf16) -> ()
    }) : (tensor<3x4x1x1x16xbf16>, tensor<1x4x1x3x16xbf16>) -> tensor<1x4x1x3x16xbf16>
    %334 = "tensor.collapse_shape"(%333) <{reassociation = [[0, 1], [2, 3, 4]]}> : (tensor<1x4x1x3x16xbf16>) -> tensor<4x48xbf16>
    %335 = "linalg.matmul"(%334, %21, %114) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: bf16, %arg41: bf16, %arg42: f32):
      %364 = "arith.extf"(%arg40) : (bf16) -> f32
      %365 = "arith.extf"(%arg41) : (bf16) -> f32
      %366 = "arith.mulf"(%364, %365) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %367 = "arith.addf"(%arg42, %366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%367) : (f32) -> ()
    }) : (tensor<4x48xbf16>, tensor<48x16xbf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %336 = "linalg.generic"(%335, %118) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: bf16):
      %363 = "arith.truncf"(%arg38) : (f32) -> bf16
      "linalg.yield"(%363) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %337 = "tensor.empty"() : () -> tensor<48x4xbf16>
    %338 = "linalg.transpose"(%334, %337) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg36: bf16, %arg37: bf16):
      "linalg.yield"(%arg36) : (bf16) -> ()
    }) : (tensor<4x48xbf16>, tensor<48x4xbf16>) -> tensor<48x4xbf16>
    %339 = "tensor.empty"() : () -> tensor<48x16xf32>
    %340 = "linalg.fill"(%3, %339) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (f32, tensor<48x16xf32>) -> tensor<48x16xf32>
    %341 = "linalg.matmul"(%338, %24, %340) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: bf16, %arg32: bf16, %arg33: f32):
      %359 = "arith.extf"(%arg31) : (bf16) -> f32
      %360 = "arith.extf"(%arg32) : (bf16) -> f32
      %361 = "arith.mulf"(%359, %360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %362 = "arith.addf"(%arg33, %361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%362) : (f32) -> ()
    }) : (tensor<48x4xbf16>, tensor<4x16xbf16>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %342 = "linalg.generic"(%341, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: bf16):
      %358 = "arith.truncf"(%arg29) : (f32) -> bf16
      "linalg.yield"(%358) : (bf16) -> ()
    }) : (tensor<48x16xf32>, tensor<48x16xbf16>) -> tensor<48x16xbf16>
    %343 = "tensor.empty"() : () -> tensor<1x48xbf16>
    %344 = "linalg.fill"(%4, %343) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: bf16, %arg28: bf16):
      "linalg.yield"(%arg27) : (bf16) -> ()
    }) : (bf16, tensor<1x48xbf16>) -> tensor<1x48xbf16>
    %345 = "linalg.generic"(%334, %344) <{indexing_maps = [#map1, #map14], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: bf16, %arg26: bf16):
      %357 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%357) : (bf16) -> ()
    }) : (tensor<4x48xbf16>, tensor<1x48xbf16>) -> tensor<1x48xbf16>
    %346 = "tensor.collapse_shape"(%345) <{reassociation = [[0, 1]]}> : (tensor<1x48xbf16>) -> tensor<48xbf16>
    %347 = "tensor.expand_shape"(%336) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xbf16>) -> tensor<4x1x16xbf16>
    %348 = "linalg.generic"(%347, %16) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: bf16, %arg24: f32):
      %356 = "arith.extf"(%arg23) : (bf16) -> f32
      "linalg.yield"(%356) : (f32) -> ()
    }) : (tensor<4x1x16xbf16>, tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %349 = "linalg.generic"(%342, %339) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: bf16, %arg22: f32):
      %355 = "arith.extf"(%arg21) : (bf16) -> f32
      "linalg.yield"(%355) : (f32) -> ()
    }) : (tensor<48x16xbf16>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %350 = "linalg.generic"(%346, %27) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: f32):
      %354 = "arith.extf"(%arg19) : (bf16) -> f32
      "linalg.yield"(%354) : (f32) -> ()
    }) : (tensor<48xbf16>, tensor<48xf32>) -> tensor<48xf32>
    %351 = "linalg.transpose"(%348, %123) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (tensor<4x1x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %352 = "linalg.generic"(%256, %351, %123) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %353 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%353) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    "func.return"(%352, %349, %350, %271, %272, %245, %246, %225, %226, %258, %259, %209, %210) : (tensor<1x4x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
