"builtin.module"() <{sym_name = "jit_f"}> ({
  "flow.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_0_elementwise_32_f32, sym_name = "main_dispatch_0_elementwise_32_f32"}> ({
      %17:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%17#0, %17#1, %17#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) -> (), sym_name = "main_dispatch_0_elementwise_32_f32"}> ({
      ^bb0(%arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>):
        %7 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
        %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %9 = "iree_tensor_ext.dispatch.tensor.load"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
        %10 = "iree_tensor_ext.dispatch.tensor.load"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
        %11 = "tensor.empty"() : () -> tensor<32xf32>
        %12 = "linalg.generic"(%9, %10, %11) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
          %13 = "arith.cmpf"(%arg5, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
          %14 = "arith.cmpf"(%arg5, %8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
          %15 = "arith.andi"(%14, %13) : (i1, i1) -> i1
          %16 = "arith.select"(%15, %arg6, %8) : (i1, f32, f32) -> f32
          "linalg.yield"(%16) : (f32) -> ()
        }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%12, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x8xf32>}> : (!hal.buffer_view) -> tensor<4x8xf32>
    %1 = "hal.tensor.import"(%arg1) <{name = "input1", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x8xf32>}> : (!hal.buffer_view) -> tensor<4x8xf32>
    %2 = "flow.tensor.reshape"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x8xf32>) -> tensor<32xf32>
    %3 = "flow.tensor.reshape"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x8xf32>) -> tensor<32xf32>
    %4 = "flow.dispatch"(%2, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_32_f32], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %5 = "flow.tensor.reshape"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<32xf32>) -> tensor<4x8xf32>
    %6 = "hal.tensor.export"(%5) <{name = "output0", source_encoding = tensor<4x8xf32>}> : (tensor<4x8xf32>) -> !hal.buffer_view
    "util.return"(%6) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
}) : () -> ()