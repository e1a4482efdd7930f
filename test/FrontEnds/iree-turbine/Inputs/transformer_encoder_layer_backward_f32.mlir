"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x4x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>), sym_name = "transformer_encoder_layer_backward_f32"}> ({
  ^bb0(%arg0: tensor<1x4x16xf32>, %arg1: tensor<1x4x16xf32>, %arg2: tensor<48x16xf32>, %arg3: tensor<48xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<3x4x1x16xf32>}> : () -> tensor<3x4x1x16xf32>
    %6 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 0.594603539 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %12 = "tensor.empty"() : () -> tensor<4x1x16xf32>
    %13 = "linalg.transpose"(%arg0, %12) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg391: f32, %arg392: f32):
      "linalg.yield"(%arg391) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %14 = "tensor.collapse_shape"(%13) <{reassociation = [[0], [1, 2]]}> : (tensor<4x1x16xf32>) -> tensor<4x16xf32>
    %15 = "tensor.empty"() : () -> tensor<16x48xf32>
    %16 = "linalg.transpose"(%arg2, %15) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg389: f32, %arg390: f32):
      "linalg.yield"(%arg389) : (f32) -> ()
    }) : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %17 = "tensor.empty"() : () -> tensor<4x48xf32>
    %18 = "linalg.fill"(%1, %17) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg387: f32, %arg388: f32):
      "linalg.yield"(%arg387) : (f32) -> ()
    }) : (f32, tensor<4x48xf32>) -> tensor<4x48xf32>
    %19 = "linalg.matmul"(%14, %16, %18) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg384: f32, %arg385: f32, %arg386: f32):
      %388 = "arith.mulf"(%arg384, %arg385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %389 = "arith.addf"(%arg386, %388) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%389) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x48xf32>, tensor<4x48xf32>) -> tensor<4x48xf32>
    %20 = "linalg.generic"(%arg3, %17) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg382: f32, %arg383: f32):
      "linalg.yield"(%arg382) : (f32) -> ()
    }) : (tensor<48xf32>, tensor<4x48xf32>) -> tensor<4x48xf32>
    %21 = "linalg.generic"(%19, %20, %17) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg379: f32, %arg380: f32, %arg381: f32):
      %387 = "arith.addf"(%arg379, %arg380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%387) : (f32) -> ()
    }) : (tensor<4x48xf32>, tensor<4x48xf32>, tensor<4x48xf32>) -> tensor<4x48xf32>
    %22 = "tensor.expand_shape"(%21) <{reassociation = [[0, 1], [2, 3, 4]], static_output_shape = array<i64: 1, 4, 1, 3, 16>}> : (tensor<4x48xf32>) -> tensor<1x4x1x3x16xf32>
    %23 = "tensor.empty"() : () -> tensor<3x4x1x1x16xf32>
    %24 = "linalg.transpose"(%22, %23) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg377: f32, %arg378: f32):
      "linalg.yield"(%arg377) : (f32) -> ()
    }) : (tensor<1x4x1x3x16xf32>, tensor<3x4x1x1x16xf32>) -> tensor<3x4x1x1x16xf32>
    %25 = "tensor.collapse_shape"(%24) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<3x4x1x1x16xf32>) -> tensor<3x4x1x16xf32>
    %26 = "tensor.empty"() : () -> tensor<3x4x1x16xf32>
    %27 = "tensor.extract_slice"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x4x1x16xf32>) -> tensor<1x4x1x16xf32>
    %28 = "tensor.extract_slice"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x4x1x16xf32>) -> tensor<1x4x1x16xf32>
    %29 = "tensor.extract_slice"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x4x1x16xf32>) -> tensor<1x4x1x16xf32>
    %30 = "tensor.collapse_shape"(%27) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4x1x16xf32>) -> tensor<4x16xf32>
    %31 = "tensor.expand_shape"(%30) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 8>}> : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %32 = "tensor.empty"() : () -> tensor<2x4x8xf32>
    %33 = "linalg.transpose"(%31, %32) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg375: f32, %arg376: f32):
      "linalg.yield"(%arg375) : (f32) -> ()
    }) : (tensor<4x2x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %34 = "tensor.collapse_shape"(%28) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4x1x16xf32>) -> tensor<4x16xf32>
    %35 = "tensor.expand_shape"(%34) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 8>}> : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %36 = "linalg.transpose"(%35, %32) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg373: f32, %arg374: f32):
      "linalg.yield"(%arg373) : (f32) -> ()
    }) : (tensor<4x2x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %37 = "tensor.collapse_shape"(%29) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x4x1x16xf32>) -> tensor<4x16xf32>
    %38 = "tensor.expand_shape"(%37) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 8>}> : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %39 = "linalg.transpose"(%38, %32) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg371: f32, %arg372: f32):
      "linalg.yield"(%arg371) : (f32) -> ()
    }) : (tensor<4x2x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %40 = "tensor.expand_shape"(%33) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %41 = "tensor.expand_shape"(%36) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %42 = "tensor.empty"() : () -> tensor<1x2x4x8xf32>
    %43 = "linalg.generic"(%40, %42) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32):
      %386 = "arith.mulf"(%arg369, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%386) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %44 = "tensor.empty"() : () -> tensor<1x2x8x4xf32>
    %45 = "linalg.transpose"(%41, %44) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg367: f32, %arg368: f32):
      "linalg.yield"(%arg367) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %46 = "linalg.generic"(%45, %44) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg365: f32, %arg366: f32):
      %385 = "arith.mulf"(%arg365, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%385) : (f32) -> ()
    }) : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %47 = "tensor.collapse_shape"(%43) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %48 = "tensor.collapse_shape"(%46) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x8x4xf32>) -> tensor<2x8x4xf32>
    %49 = "tensor.empty"() : () -> tensor<2x4x4xf32>
    %50 = "linalg.fill"(%1, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg363: f32, %arg364: f32):
      "linalg.yield"(%arg363) : (f32) -> ()
    }) : (f32, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %51 = "linalg.batch_matmul"(%47, %48, %50) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg360: f32, %arg361: f32, %arg362: f32):
      %383 = "arith.mulf"(%arg360, %arg361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %384 = "arith.addf"(%arg362, %383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%384) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %52 = "tensor.expand_shape"(%51) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 4>}> : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %53 = "tensor.empty"() : () -> tensor<1x2x4xi64>
    %54 = "linalg.fill"(%0, %53) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg358: i64, %arg359: i64):
      "linalg.yield"(%arg358) : (i64) -> ()
    }) : (i64, tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
    %55 = "tensor.empty"() : () -> tensor<1x2x4xf32>
    %56 = "linalg.fill"(%2, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg356: f32, %arg357: f32):
      "linalg.yield"(%arg356) : (f32) -> ()
    }) : (f32, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %57:2 = "linalg.generic"(%52, %56, %54) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg353: f32, %arg354: f32, %arg355: i64):
      %378 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %379 = "arith.index_cast"(%378) : (index) -> i64
      %380 = "arith.maximumf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %381 = "arith.cmpf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %382 = "arith.select"(%381, %379, %arg355) : (i1, i64, i64) -> i64
      "linalg.yield"(%380, %382) : (f32, i64) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xi64>) -> (tensor<1x2x4xf32>, tensor<1x2x4xi64>)
    %58 = "tensor.expand_shape"(%57#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 2, 4, 1>}> : (tensor<1x2x4xf32>) -> tensor<1x2x4x1xf32>
    %59 = "tensor.empty"() : () -> tensor<1x2x4x4xf32>
    %60 = "linalg.generic"(%52, %58, %59) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg350: f32, %arg351: f32, %arg352: f32):
      %377 = "arith.subf"(%arg350, %arg351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%377) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %61 = "linalg.generic"(%60, %59) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg348: f32, %arg349: f32):
      %376 = "math.exp"(%arg348) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%376) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %62 = "tensor.empty"() : () -> tensor<1x2x4x1xf32>
    %63 = "linalg.fill"(%1, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg346: f32, %arg347: f32):
      "linalg.yield"(%arg346) : (f32) -> ()
    }) : (f32, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %64 = "linalg.generic"(%61, %63) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg344: f32, %arg345: f32):
      %375 = "arith.addf"(%arg344, %arg345) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%375) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %65 = "linalg.generic"(%61, %64, %59) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg341: f32, %arg342: f32, %arg343: f32):
      %374 = "arith.divf"(%arg341, %arg342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%374) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %66 = "tensor.empty"() : () -> tensor<1x2x4x4xi1>
    %67 = "linalg.generic"(%52, %66) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg339: f32, %arg340: i1):
      %373 = "arith.cmpf"(%arg339, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%373) : (i1) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xi1>) -> tensor<1x2x4x4xi1>
    %68 = "tensor.empty"() : () -> tensor<1x2x4x1xi1>
    %69 = "linalg.fill"(%3, %68) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg337: i1, %arg338: i1):
      "linalg.yield"(%arg337) : (i1) -> ()
    }) : (i1, tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %70 = "linalg.generic"(%67, %69) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg335: i1, %arg336: i1):
      %372 = "arith.andi"(%arg335, %arg336) : (i1, i1) -> i1
      "linalg.yield"(%372) : (i1) -> ()
    }) : (tensor<1x2x4x4xi1>, tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %71 = "linalg.generic"(%70, %6, %65, %59) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg331: i1, %arg332: f32, %arg333: f32, %arg334: f32):
      %371 = "arith.select"(%arg331, %arg332, %arg333) : (i1, f32, f32) -> f32
      "linalg.yield"(%371) : (f32) -> ()
    }) : (tensor<1x2x4x1xi1>, tensor<f32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %72 = "tensor.collapse_shape"(%71) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
    %73 = "linalg.fill"(%1, %32) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg329: f32, %arg330: f32):
      "linalg.yield"(%arg329) : (f32) -> ()
    }) : (f32, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %74 = "linalg.batch_matmul"(%72, %39, %73) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg326: f32, %arg327: f32, %arg328: f32):
      %369 = "arith.mulf"(%arg326, %arg327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %370 = "arith.addf"(%arg328, %369) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%370) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %75 = "tensor.expand_shape"(%74) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %76 = "tensor.empty"() : () -> tensor<4x1x2x8xf32>
    %77 = "linalg.transpose"(%75, %76) <{permutation = array<i64: 2, 0, 1, 3>}> ({
    ^bb0(%arg324: f32, %arg325: f32):
      "linalg.yield"(%arg324) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<4x1x2x8xf32>) -> tensor<4x1x2x8xf32>
    %78 = "tensor.collapse_shape"(%77) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<4x1x2x8xf32>) -> tensor<4x16xf32>
    %79 = "tensor.empty"() : () -> tensor<16x16xf32>
    %80 = "linalg.transpose"(%arg4, %79) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg322: f32, %arg323: f32):
      "linalg.yield"(%arg322) : (f32) -> ()
    }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %81 = "tensor.empty"() : () -> tensor<4x16xf32>
    %82 = "linalg.fill"(%1, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg320: f32, %arg321: f32):
      "linalg.yield"(%arg320) : (f32) -> ()
    }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
    %83 = "linalg.matmul"(%78, %80, %82) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg317: f32, %arg318: f32, %arg319: f32):
      %367 = "arith.mulf"(%arg317, %arg318) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %368 = "arith.addf"(%arg319, %367) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%368) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %84 = "linalg.generic"(%arg5, %81) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg315: f32, %arg316: f32):
      "linalg.yield"(%arg315) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %85 = "linalg.generic"(%83, %84, %81) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg312: f32, %arg313: f32, %arg314: f32):
      %366 = "arith.addf"(%arg312, %arg313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%366) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %86 = "tensor.expand_shape"(%85) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %87 = "tensor.empty"() : () -> tensor<1x4x16xf32>
    %88 = "linalg.transpose"(%86, %87) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg310: f32, %arg311: f32):
      "linalg.yield"(%arg310) : (f32) -> ()
    }) : (tensor<4x1x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %89 = "linalg.generic"(%arg0, %88, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg307: f32, %arg308: f32, %arg309: f32):
      %365 = "arith.addf"(%arg307, %arg308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%365) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %90 = "tensor.empty"() : () -> tensor<1x4x16xf32>
    %91 = "linalg.generic"(%89, %90) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg305: f32, %arg306: f32):
      "linalg.yield"(%arg305) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %92 = "tensor.empty"() : () -> tensor<1x4x1xf32>
    %93 = "linalg.fill"(%4, %92) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg303: f32, %arg304: f32):
      "linalg.yield"(%arg303) : (f32) -> ()
    }) : (f32, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %94 = "linalg.generic"(%91, %93) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32):
      %364 = "arith.addf"(%arg301, %arg302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%364) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %95 = "linalg.generic"(%94, %92) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg299: f32, %arg300: f32):
      %363 = "arith.divf"(%arg299, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%363) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %96 = "linalg.generic"(%91, %95, %90) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg296: f32, %arg297: f32, %arg298: f32):
      %362 = "arith.subf"(%arg296, %arg297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%362) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %97 = "linalg.generic"(%96, %96, %90) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg293: f32, %arg294: f32, %arg295: f32):
      %361 = "arith.mulf"(%arg293, %arg294) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%361) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %98 = "linalg.generic"(%97, %93) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg291: f32, %arg292: f32):
      %360 = "arith.addf"(%arg291, %arg292) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%360) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %99 = "linalg.generic"(%98, %92) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg289: f32, %arg290: f32):
      %359 = "arith.divf"(%arg289, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%359) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %100 = "tensor.empty"() : () -> tensor<1x4x1xf32>
    %101 = "linalg.generic"(%99, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg287: f32, %arg288: f32):
      "linalg.yield"(%arg287) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %102 = "linalg.fill"(%1, %100) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg285: f32, %arg286: f32):
      "linalg.yield"(%arg285) : (f32) -> ()
    }) : (f32, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %103 = "linalg.generic"(%89, %102) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg283: f32, %arg284: f32):
      %358 = "arith.addf"(%arg283, %arg284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%358) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %104 = "linalg.generic"(%103, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg281: f32, %arg282: f32):
      %357 = "arith.divf"(%arg281, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%357) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %105 = "linalg.generic"(%101, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg279: f32, %arg280: f32):
      %356 = "arith.addf"(%arg279, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%356) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %106 = "linalg.generic"(%105, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg277: f32, %arg278: f32):
      %355 = "math.rsqrt"(%arg277) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%355) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %107 = "linalg.generic"(%89, %104, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg274: f32, %arg275: f32, %arg276: f32):
      %354 = "arith.subf"(%arg274, %arg275) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%354) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %108 = "linalg.generic"(%107, %106, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg271: f32, %arg272: f32, %arg273: f32):
      %353 = "arith.mulf"(%arg271, %arg272) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%353) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %109 = "linalg.generic"(%108, %arg10, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg268: f32, %arg269: f32, %arg270: f32):
      %352 = "arith.mulf"(%arg268, %arg269) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%352) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %110 = "linalg.generic"(%109, %arg11, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg265: f32, %arg266: f32, %arg267: f32):
      %351 = "arith.addf"(%arg265, %arg266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%351) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %111 = "tensor.collapse_shape"(%110) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x16xf32>) -> tensor<4x16xf32>
    %112 = "tensor.empty"() : () -> tensor<16x32xf32>
    %113 = "linalg.transpose"(%arg6, %112) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg263: f32, %arg264: f32):
      "linalg.yield"(%arg263) : (f32) -> ()
    }) : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %114 = "tensor.empty"() : () -> tensor<4x32xf32>
    %115 = "linalg.fill"(%1, %114) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg261: f32, %arg262: f32):
      "linalg.yield"(%arg261) : (f32) -> ()
    }) : (f32, tensor<4x32xf32>) -> tensor<4x32xf32>
    %116 = "linalg.matmul"(%111, %113, %115) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32, %arg260: f32):
      %349 = "arith.mulf"(%arg258, %arg259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %350 = "arith.addf"(%arg260, %349) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%350) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %117 = "linalg.generic"(%arg7, %114) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg256: f32, %arg257: f32):
      "linalg.yield"(%arg256) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %118 = "linalg.generic"(%116, %117, %114) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg253: f32, %arg254: f32, %arg255: f32):
      %348 = "arith.addf"(%arg253, %arg254) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%348) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %119 = "tensor.expand_shape"(%118) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %120 = "tensor.empty"() : () -> tensor<1x4x32xf32>
    %121 = "linalg.generic"(%119, %120) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg251: f32, %arg252: f32):
      %346 = "arith.cmpf"(%arg251, %1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %347 = "arith.select"(%346, %arg251, %1) : (i1, f32, f32) -> f32
      "linalg.yield"(%347) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %122 = "tensor.collapse_shape"(%121) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %123 = "tensor.empty"() : () -> tensor<32x16xf32>
    %124 = "linalg.transpose"(%arg8, %123) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg249: f32, %arg250: f32):
      "linalg.yield"(%arg249) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %125 = "linalg.matmul"(%122, %124, %82) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg246: f32, %arg247: f32, %arg248: f32):
      %344 = "arith.mulf"(%arg246, %arg247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %345 = "arith.addf"(%arg248, %344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%345) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %126 = "linalg.generic"(%arg9, %81) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg244: f32, %arg245: f32):
      "linalg.yield"(%arg244) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %127 = "linalg.generic"(%125, %126, %81) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg241: f32, %arg242: f32, %arg243: f32):
      %343 = "arith.addf"(%arg241, %arg242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%343) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %128 = "tensor.expand_shape"(%127) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 16>}> : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %129 = "linalg.generic"(%110, %128, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg238: f32, %arg239: f32, %arg240: f32):
      %342 = "arith.addf"(%arg238, %arg239) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%342) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %130 = "linalg.generic"(%129, %90) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f32):
      "linalg.yield"(%arg236) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %131 = "linalg.generic"(%130, %93) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg234: f32, %arg235: f32):
      %341 = "arith.addf"(%arg234, %arg235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%341) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %132 = "linalg.generic"(%131, %92) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg232: f32, %arg233: f32):
      %340 = "arith.divf"(%arg232, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%340) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %133 = "linalg.generic"(%130, %132, %90) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg229: f32, %arg230: f32, %arg231: f32):
      %339 = "arith.subf"(%arg229, %arg230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%339) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %134 = "linalg.generic"(%133, %133, %90) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg226: f32, %arg227: f32, %arg228: f32):
      %338 = "arith.mulf"(%arg226, %arg227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%338) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %135 = "linalg.generic"(%134, %93) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg224: f32, %arg225: f32):
      %337 = "arith.addf"(%arg224, %arg225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%337) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %136 = "linalg.generic"(%135, %92) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f32):
      %336 = "arith.divf"(%arg222, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%336) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %137 = "linalg.generic"(%136, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg220: f32, %arg221: f32):
      "linalg.yield"(%arg220) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %138 = "linalg.generic"(%129, %102) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg218: f32, %arg219: f32):
      %335 = "arith.addf"(%arg218, %arg219) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%335) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %139 = "linalg.generic"(%138, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32):
      %334 = "arith.divf"(%arg216, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%334) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %140 = "linalg.generic"(%137, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32):
      %333 = "arith.addf"(%arg214, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%333) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %141 = "linalg.generic"(%140, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg212: f32, %arg213: f32):
      %332 = "math.rsqrt"(%arg212) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%332) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %142 = "linalg.generic"(%129, %139, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32, %arg211: f32):
      %331 = "arith.subf"(%arg209, %arg210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%331) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %143 = "linalg.generic"(%142, %141, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32, %arg208: f32):
      %330 = "arith.mulf"(%arg206, %arg207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%330) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %144 = "linalg.generic"(%arg1, %arg12, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f32, %arg205: f32):
      %329 = "arith.mulf"(%arg203, %arg204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%329) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %145 = "linalg.generic"(%144, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg201: f32, %arg202: f32):
      %328 = "arith.mulf"(%arg201, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%328) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %146 = "linalg.generic"(%144, %102) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32):
      %327 = "arith.addf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%327) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %147 = "linalg.generic"(%144, %143, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg196: f32, %arg197: f32, %arg198: f32):
      %326 = "arith.mulf"(%arg196, %arg197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%326) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %148 = "linalg.generic"(%147, %102) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32):
      %325 = "arith.addf"(%arg194, %arg195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%325) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %149 = "linalg.generic"(%143, %148, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg191: f32, %arg192: f32, %arg193: f32):
      %324 = "arith.mulf"(%arg191, %arg192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%324) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %150 = "linalg.generic"(%145, %146, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg188: f32, %arg189: f32, %arg190: f32):
      %323 = "arith.subf"(%arg188, %arg189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%323) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %151 = "linalg.generic"(%150, %149, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32, %arg187: f32):
      %322 = "arith.subf"(%arg185, %arg186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%322) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %152 = "linalg.generic"(%141, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32):
      %321 = "arith.divf"(%arg183, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%321) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %153 = "linalg.generic"(%152, %151, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32, %arg182: f32):
      %320 = "arith.mulf"(%arg180, %arg181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%320) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %154 = "linalg.generic"(%arg1, %143, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32, %arg179: f32):
      %319 = "arith.mulf"(%arg177, %arg178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%319) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %155 = "tensor.empty"() : () -> tensor<16xf32>
    %156 = "linalg.fill"(%1, %155) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg175: f32, %arg176: f32):
      "linalg.yield"(%arg175) : (f32) -> ()
    }) : (f32, tensor<16xf32>) -> tensor<16xf32>
    %157 = "linalg.generic"(%154, %156) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg173: f32, %arg174: f32):
      %318 = "arith.addf"(%arg173, %arg174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%318) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %158 = "linalg.generic"(%arg1, %156) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32):
      %317 = "arith.addf"(%arg171, %arg172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%317) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %159 = "tensor.collapse_shape"(%153) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x16xf32>) -> tensor<4x16xf32>
    %160 = "linalg.matmul"(%159, %arg8, %115) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg168: f32, %arg169: f32, %arg170: f32):
      %315 = "arith.mulf"(%arg168, %arg169) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %316 = "arith.addf"(%arg170, %315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%316) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %161 = "tensor.empty"() : () -> tensor<16x4xf32>
    %162 = "linalg.transpose"(%159, %161) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg166: f32, %arg167: f32):
      "linalg.yield"(%arg166) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %163 = "linalg.fill"(%1, %112) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg164: f32, %arg165: f32):
      "linalg.yield"(%arg164) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %164 = "linalg.matmul"(%162, %122, %163) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32, %arg163: f32):
      %313 = "arith.mulf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %314 = "arith.addf"(%arg163, %313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%314) : (f32) -> ()
    }) : (tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %165 = "tensor.empty"() : () -> tensor<1x16xf32>
    %166 = "linalg.fill"(%1, %165) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      "linalg.yield"(%arg159) : (f32) -> ()
    }) : (f32, tensor<1x16xf32>) -> tensor<1x16xf32>
    %167 = "linalg.generic"(%159, %166) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      %312 = "arith.addf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%312) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %168 = "tensor.collapse_shape"(%167) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %169 = "tensor.expand_shape"(%160) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 32>}> : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %170 = "linalg.generic"(%169, %121, %120) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg154: f32, %arg155: f32, %arg156: f32):
      %310 = "arith.cmpf"(%arg155, %1) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
      %311 = "arith.select"(%310, %1, %arg154) : (i1, f32, f32) -> f32
      "linalg.yield"(%311) : (f32) -> ()
    }) : (tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %171 = "tensor.collapse_shape"(%170) <{reassociation = [[0, 1], [2]]}> : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %172 = "linalg.matmul"(%171, %arg6, %82) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32, %arg153: f32):
      %308 = "arith.mulf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %309 = "arith.addf"(%arg153, %308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%309) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %173 = "tensor.empty"() : () -> tensor<32x4xf32>
    %174 = "linalg.transpose"(%171, %173) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      "linalg.yield"(%arg149) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %175 = "linalg.fill"(%1, %123) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      "linalg.yield"(%arg147) : (f32) -> ()
    }) : (f32, tensor<32x16xf32>) -> tensor<32x16xf32>
    %176 = "linalg.matmul"(%174, %111, %175) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32, %arg146: f32):
      %306 = "arith.mulf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %307 = "arith.addf"(%arg146, %306) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%307) : (f32) -> ()
    }) : (tensor<32x4xf32>, tensor<4x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %177 = "tensor.empty"() : () -> tensor<1x32xf32>
    %178 = "linalg.fill"(%1, %177) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32):
      "linalg.yield"(%arg142) : (f32) -> ()
    }) : (f32, tensor<1x32xf32>) -> tensor<1x32xf32>
    %179 = "linalg.generic"(%171, %178) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32):
      %305 = "arith.addf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%305) : (f32) -> ()
    }) : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %180 = "tensor.collapse_shape"(%179) <{reassociation = [[0, 1]]}> : (tensor<1x32xf32>) -> tensor<32xf32>
    %181 = "tensor.expand_shape"(%172) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 4, 16>}> : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %182 = "linalg.generic"(%153, %181, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32, %arg139: f32):
      %304 = "arith.addf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%304) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %183 = "linalg.generic"(%182, %arg10, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f32, %arg136: f32):
      %303 = "arith.mulf"(%arg134, %arg135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%303) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %184 = "linalg.generic"(%183, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32):
      %302 = "arith.mulf"(%arg132, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%302) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %185 = "linalg.generic"(%183, %102) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32):
      %301 = "arith.addf"(%arg130, %arg131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%301) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %186 = "linalg.generic"(%183, %108, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %300 = "arith.mulf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%300) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %187 = "linalg.generic"(%186, %102) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      %299 = "arith.addf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%299) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %188 = "linalg.generic"(%108, %187, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %298 = "arith.mulf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%298) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %189 = "linalg.generic"(%184, %185, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %297 = "arith.subf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%297) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x1xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %190 = "linalg.generic"(%189, %188, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32, %arg118: f32):
      %296 = "arith.subf"(%arg116, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%296) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %191 = "linalg.generic"(%106, %100) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      %295 = "arith.divf"(%arg114, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%295) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %192 = "linalg.generic"(%191, %190, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
      %294 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%294) : (f32) -> ()
    }) : (tensor<1x4x1xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %193 = "linalg.generic"(%182, %108, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %293 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%293) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %194 = "linalg.generic"(%193, %156) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      %292 = "arith.addf"(%arg106, %arg107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%292) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %195 = "linalg.generic"(%182, %156) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f32):
      %291 = "arith.addf"(%arg104, %arg105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%291) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %196 = "linalg.transpose"(%192, %12) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %197 = "tensor.collapse_shape"(%196) <{reassociation = [[0], [1, 2]]}> : (tensor<4x1x16xf32>) -> tensor<4x16xf32>
    %198 = "linalg.matmul"(%197, %arg4, %82) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %289 = "arith.mulf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %290 = "arith.addf"(%arg101, %289) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%290) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %199 = "linalg.transpose"(%197, %161) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg97: f32, %arg98: f32):
      "linalg.yield"(%arg97) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %200 = "linalg.fill"(%1, %79) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32):
      "linalg.yield"(%arg95) : (f32) -> ()
    }) : (f32, tensor<16x16xf32>) -> tensor<16x16xf32>
    %201 = "linalg.matmul"(%199, %78, %200) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32, %arg94: f32):
      %287 = "arith.mulf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %288 = "arith.addf"(%arg94, %287) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%288) : (f32) -> ()
    }) : (tensor<16x4xf32>, tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %202 = "linalg.generic"(%197, %166) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      %286 = "arith.addf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%286) : (f32) -> ()
    }) : (tensor<4x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %203 = "tensor.collapse_shape"(%202) <{reassociation = [[0, 1]]}> : (tensor<1x16xf32>) -> tensor<16xf32>
    %204 = "tensor.expand_shape"(%198) <{reassociation = [[0], [1, 2, 3]], static_output_shape = array<i64: 4, 1, 2, 8>}> : (tensor<4x16xf32>) -> tensor<4x1x2x8xf32>
    %205 = "linalg.transpose"(%204, %42) <{permutation = array<i64: 1, 2, 0, 3>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      "linalg.yield"(%arg88) : (f32) -> ()
    }) : (tensor<4x1x2x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %206 = "tensor.collapse_shape"(%205) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %207 = "linalg.transpose"(%72, %49) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      "linalg.yield"(%arg86) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %208 = "linalg.batch_matmul"(%207, %206, %73) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
      %284 = "arith.mulf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %285 = "arith.addf"(%arg85, %284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%285) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %209 = "tensor.empty"() : () -> tensor<2x8x4xf32>
    %210 = "linalg.transpose"(%38, %209) <{permutation = array<i64: 1, 2, 0>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      "linalg.yield"(%arg81) : (f32) -> ()
    }) : (tensor<4x2x8xf32>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %211 = "linalg.batch_matmul"(%206, %210, %50) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %282 = "arith.mulf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %283 = "arith.addf"(%arg80, %282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%283) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %212 = "tensor.expand_shape"(%211) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 4>}> : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %213 = "linalg.generic"(%212, %71, %59) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
      %281 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%281) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %214 = "linalg.generic"(%213, %63) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32):
      %280 = "arith.addf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%280) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %215 = "tensor.collapse_shape"(%214) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<1x2x4x1xf32>) -> tensor<1x2x4xf32>
    %216 = "linalg.generic"(%215, %59) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      "linalg.yield"(%arg71) : (f32) -> ()
    }) : (tensor<1x2x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %217 = "linalg.generic"(%71, %216, %59) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
      %279 = "arith.mulf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%279) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %218 = "linalg.generic"(%213, %217, %59) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
      %278 = "arith.subf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%278) : (f32) -> ()
    }) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %219 = "tensor.collapse_shape"(%218) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
    %220 = "linalg.transpose"(%47, %209) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32):
      "linalg.yield"(%arg63) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %221 = "linalg.fill"(%1, %209) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      "linalg.yield"(%arg61) : (f32) -> ()
    }) : (f32, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %222 = "linalg.batch_matmul"(%220, %219, %221) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32, %arg60: f32):
      %276 = "arith.mulf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %277 = "arith.addf"(%arg60, %276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%277) : (f32) -> ()
    }) : (tensor<2x8x4xf32>, tensor<2x4x4xf32>, tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %223 = "linalg.transpose"(%48, %32) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32):
      "linalg.yield"(%arg56) : (f32) -> ()
    }) : (tensor<2x8x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %224 = "linalg.batch_matmul"(%219, %223, %73) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
      %274 = "arith.mulf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %275 = "arith.addf"(%arg55, %274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%275) : (f32) -> ()
    }) : (tensor<2x4x4xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %225 = "tensor.expand_shape"(%222) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 8, 4>}> : (tensor<2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %226 = "tensor.expand_shape"(%224) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 4, 8>}> : (tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %227 = "linalg.generic"(%225, %44) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      %273 = "arith.mulf"(%arg51, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%273) : (f32) -> ()
    }) : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %228 = "linalg.transpose"(%227, %42) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      "linalg.yield"(%arg49) : (f32) -> ()
    }) : (tensor<1x2x8x4xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %229 = "linalg.generic"(%226, %42) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      %272 = "arith.mulf"(%arg47, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%272) : (f32) -> ()
    }) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
    %230 = "tensor.collapse_shape"(%228) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %231 = "tensor.collapse_shape"(%229) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
    %232 = "tensor.empty"() : () -> tensor<4x2x8xf32>
    %233 = "linalg.transpose"(%208, %232) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %234 = "tensor.collapse_shape"(%233) <{reassociation = [[0], [1, 2]]}> : (tensor<4x2x8xf32>) -> tensor<4x16xf32>
    %235 = "linalg.transpose"(%230, %232) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %236 = "tensor.collapse_shape"(%235) <{reassociation = [[0], [1, 2]]}> : (tensor<4x2x8xf32>) -> tensor<4x16xf32>
    %237 = "linalg.transpose"(%231, %232) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %238 = "tensor.collapse_shape"(%237) <{reassociation = [[0], [1, 2]]}> : (tensor<4x2x8xf32>) -> tensor<4x16xf32>
    %239 = "tensor.expand_shape"(%234) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<1x4x1x16xf32>
    %240 = "tensor.insert_slice"(%239, %5) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %241 = "tensor.expand_shape"(%236) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<1x4x1x16xf32>
    %242 = "tensor.insert_slice"(%241, %5) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %243 = "linalg.generic"(%240, %242, %26) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
      %271 = "arith.addf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%271) : (f32) -> ()
    }) : (tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %244 = "tensor.expand_shape"(%238) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<1x4x1x16xf32>
    %245 = "tensor.insert_slice"(%244, %5) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 4, 1, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %246 = "linalg.generic"(%243, %245, %26) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %270 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%270) : (f32) -> ()
    }) : (tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>, tensor<3x4x1x16xf32>) -> tensor<3x4x1x16xf32>
    %247 = "tensor.expand_shape"(%246) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 3, 4, 1, 1, 16>}> : (tensor<3x4x1x16xf32>) -> tensor<3x4x1x1x16xf32>
    %248 = "tensor.empty"() : () -> tensor<1x4x1x3x16xf32>
    %249 = "linalg.transpose"(%247, %248) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (tensor<3x4x1x1x16xf32>, tensor<1x4x1x3x16xf32>) -> tensor<1x4x1x3x16xf32>
    %250 = "tensor.collapse_shape"(%249) <{reassociation = [[0, 1], [2, 3, 4]]}> : (tensor<1x4x1x3x16xf32>) -> tensor<4x48xf32>
    %251 = "linalg.matmul"(%250, %arg2, %82) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
      %268 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %269 = "arith.addf"(%arg32, %268) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%269) : (f32) -> ()
    }) : (tensor<4x48xf32>, tensor<48x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %252 = "tensor.empty"() : () -> tensor<48x4xf32>
    %253 = "linalg.transpose"(%250, %252) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      "linalg.yield"(%arg28) : (f32) -> ()
    }) : (tensor<4x48xf32>, tensor<48x4xf32>) -> tensor<48x4xf32>
    %254 = "tensor.empty"() : () -> tensor<48x16xf32>
    %255 = "linalg.fill"(%1, %254) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (f32, tensor<48x16xf32>) -> tensor<48x16xf32>
    %256 = "linalg.matmul"(%253, %14, %255) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %266 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %267 = "arith.addf"(%arg25, %266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%267) : (f32) -> ()
    }) : (tensor<48x4xf32>, tensor<4x16xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %257 = "tensor.empty"() : () -> tensor<1x48xf32>
    %258 = "linalg.fill"(%1, %257) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (f32, tensor<1x48xf32>) -> tensor<1x48xf32>
    %259 = "linalg.generic"(%250, %258) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      %265 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%265) : (f32) -> ()
    }) : (tensor<4x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %260 = "tensor.collapse_shape"(%259) <{reassociation = [[0, 1]]}> : (tensor<1x48xf32>) -> tensor<48xf32>
    %261 = "tensor.expand_shape"(%251) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 1, 16>}> : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %262 = "linalg.transpose"(%261, %87) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (tensor<4x1x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %263 = "linalg.generic"(%192, %262, %87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %264 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%264) : (f32) -> ()
    }) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    "func.return"(%263, %256, %260, %201, %203, %176, %180, %164, %168, %194, %195, %157, %158) : (tensor<1x4x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
  }) : () -> ()
}) : () -> ()