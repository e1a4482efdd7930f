#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>, sym_name = "hardtanh_backward_aten_bf16"}> ({
  ^bb0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = -1.000000e+00 : bf16}> : () -> bf16
    %2 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %3 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %4 = "linalg.generic"(%arg1, %arg0, %3) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: bf16, %arg3: bf16, %arg4: bf16):
      %5 = "arith.cmpf"(%arg3, %1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (bf16, bf16) -> i1
      %6 = "arith.cmpf"(%arg3, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (bf16, bf16) -> i1
      %7 = "arith.ori"(%5, %6) : (i1, i1) -> i1
      %8 = "arith.select"(%7, %0, %arg2) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%8) : (bf16) -> ()
    }) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    "func.return"(%4) : (tensor<4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
