// RUN: actgrad-opt %s | actgrad-opt | FileCheck %s
// RUN: actgrad-opt %s --mlir-print-op-generic | actgrad-opt | FileCheck %s
// RUN: actgrad-opt %s --emit-bytecode | actgrad-opt | FileCheck %s
// RUN: actgrad-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of every actgrad op in its custom and generic forms. The first
// three RUN lines print the custom form; the GENERIC run checks that omitted
// optional attributes are stored with their SEMANTICS.md defaults
// (swish beta = 1.0, prelu data_format = "NXC", softmax axis = 1), which the
// custom form then elides.

//===----------------------------------------------------------------------===//
// hardsigmoid_backward
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @hardsigmoid_f32_static
// CHECK-SAME:    (%[[X:.+]]: tensor<2x3xf32>, %[[G:.+]]: tensor<2x3xf32>)
// CHECK:         %[[R:.+]] = actgrad.hardsigmoid_backward %[[X]], %[[G]]
// CHECK-SAME:      {alpha = 0.166666672 : f32, beta = 5.000000e-01 : f32}
// CHECK-SAME:      : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK:         return %[[R]]
func.func @hardsigmoid_f32_static(%src: tensor<2x3xf32>, %dd: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = actgrad.hardsigmoid_backward %src, %dd {alpha = 0.166666672 : f32, beta = 0.5 : f32}
      : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @hardsigmoid_generic_f16_dynamic
// CHECK-SAME:    (%[[X:.+]]: tensor<?x?xf16>, %[[G:.+]]: tensor<?x?xf16>)
// CHECK:         %[[R:.+]] = actgrad.hardsigmoid_backward %[[X]], %[[G]]
// CHECK-SAME:      {alpha = 2.000000e-01 : f32, beta = 5.000000e-01 : f32}
// CHECK-SAME:      : (tensor<?x?xf16>, tensor<?x?xf16>) -> tensor<?x?xf16>
// CHECK:         return %[[R]]
func.func @hardsigmoid_generic_f16_dynamic(%src: tensor<?x?xf16>, %dd: tensor<?x?xf16>) -> tensor<?x?xf16> {
  %0 = "actgrad.hardsigmoid_backward"(%src, %dd) <{alpha = 0.2 : f32, beta = 0.5 : f32}>
      : (tensor<?x?xf16>, tensor<?x?xf16>) -> tensor<?x?xf16>
  return %0 : tensor<?x?xf16>
}

// alpha = 0 and a negative beta are legal: the attributes only need to be
// finite. Rank 0 is legal for the element-wise ops.
// CHECK-LABEL: func.func @hardsigmoid_bf16_rank0_zero_alpha
// CHECK-SAME:    (%[[X:.+]]: tensor<bf16>, %[[G:.+]]: tensor<bf16>)
// CHECK:         %[[R:.+]] = actgrad.hardsigmoid_backward %[[X]], %[[G]]
// CHECK-SAME:      {alpha = 0.000000e+00 : f32, beta = -5.000000e-01 : f32}
// CHECK-SAME:      : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
// CHECK:         return %[[R]]
func.func @hardsigmoid_bf16_rank0_zero_alpha(%src: tensor<bf16>, %dd: tensor<bf16>) -> tensor<bf16> {
  %0 = "actgrad.hardsigmoid_backward"(%src, %dd) <{alpha = 0.0 : f32, beta = -0.5 : f32}>
      : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
  return %0 : tensor<bf16>
}

// Static and dynamic dimensions may mix between operands and result.
// CHECK-LABEL: func.func @hardsigmoid_mixed_static_dynamic
// CHECK-SAME:    (%[[X:.+]]: tensor<4x?xf32>, %[[G:.+]]: tensor<?x5xf32>)
// CHECK:         %[[R:.+]] = actgrad.hardsigmoid_backward %[[X]], %[[G]]
// CHECK-SAME:      {alpha = -1.000000e+00 : f32, beta = 2.500000e-01 : f32}
// CHECK-SAME:      : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
// CHECK:         return %[[R]]
func.func @hardsigmoid_mixed_static_dynamic(%src: tensor<4x?xf32>, %dd: tensor<?x5xf32>) -> tensor<4x5xf32> {
  %0 = actgrad.hardsigmoid_backward %src, %dd {beta = 0.25 : f32, alpha = -1.0 : f32}
      : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// The largest finite f32 values are still finite.
// CHECK-LABEL: func.func @hardsigmoid_max_finite_attrs
// CHECK:         actgrad.hardsigmoid_backward
// CHECK-SAME:      {alpha = 3.40282347E+38 : f32, beta = -3.40282347E+38 : f32}
// CHECK-SAME:      : (tensor<0x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
func.func @hardsigmoid_max_finite_attrs(%src: tensor<0x3xf32>, %dd: tensor<0x3xf32>) -> tensor<0x3xf32> {
  %0 = "actgrad.hardsigmoid_backward"(%src, %dd) <{alpha = 0x7F7FFFFF : f32, beta = 0xFF7FFFFF : f32}>
      : (tensor<0x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

//===----------------------------------------------------------------------===//
// hardtanh_backward
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @hardtanh_f32_static
// CHECK-SAME:    (%[[G:.+]]: tensor<8xf32>, %[[X:.+]]: tensor<8xf32>)
// CHECK:         %[[R:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]]
// CHECK-SAME:      {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32}
// CHECK-SAME:      : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// CHECK:         return %[[R]]
func.func @hardtanh_f32_static(%g: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// CHECK-LABEL: func.func @hardtanh_generic_mixed
// CHECK-SAME:    (%[[G:.+]]: tensor<4x?xf32>, %[[X:.+]]: tensor<?x5xf32>)
// CHECK:         %[[R:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]]
// CHECK-SAME:      {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32}
// CHECK-SAME:      : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
// CHECK:         return %[[R]]
func.func @hardtanh_generic_mixed(%g: tensor<4x?xf32>, %x: tensor<?x5xf32>) -> tensor<?x?xf32> {
  %0 = "actgrad.hardtanh_backward"(%g, %x) <{min = -1.0 : f32, max = 1.0 : f32}>
      : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Infinite bounds are legal (a one-sided or no clamp).
// CHECK-LABEL: func.func @hardtanh_infinite_bounds
// CHECK:         actgrad.hardtanh_backward
// CHECK-SAME:      {max = 0x7F800000 : f32, min = 0xFF800000 : f32}
// CHECK-SAME:      : (tensor<2x?xf16>, tensor<2x?xf16>) -> tensor<2x?xf16>
// CHECK:         actgrad.hardtanh_backward
// CHECK-SAME:      {max = 0x7F800000 : f32, min = 0.000000e+00 : f32}
// CHECK-SAME:      : (tensor<2x?xf16>, tensor<2x?xf16>) -> tensor<2x?xf16>
func.func @hardtanh_infinite_bounds(%g: tensor<2x?xf16>, %x: tensor<2x?xf16>) -> (tensor<2x?xf16>, tensor<2x?xf16>) {
  %0 = "actgrad.hardtanh_backward"(%g, %x) <{min = 0xFF800000 : f32, max = 0x7F800000 : f32}>
      : (tensor<2x?xf16>, tensor<2x?xf16>) -> tensor<2x?xf16>
  %1 = actgrad.hardtanh_backward %g, %x {min = 0.0 : f32, max = 0x7F800000 : f32}
      : (tensor<2x?xf16>, tensor<2x?xf16>) -> tensor<2x?xf16>
  return %0, %1 : tensor<2x?xf16>, tensor<2x?xf16>
}

// min == max is legal (the gradient is then 0), including -0 == +0 in either
// order and min = max = +inf.
// CHECK-LABEL: func.func @hardtanh_min_equals_max
// CHECK:         actgrad.hardtanh_backward
// CHECK-SAME:      {max = 5.000000e-01 : f32, min = 5.000000e-01 : f32}
// CHECK:         actgrad.hardtanh_backward
// CHECK-SAME:      {max = -0.000000e+00 : f32, min = 0.000000e+00 : f32}
// CHECK:         actgrad.hardtanh_backward
// CHECK-SAME:      {max = 0.000000e+00 : f32, min = -0.000000e+00 : f32}
// CHECK:         actgrad.hardtanh_backward
// CHECK-SAME:      {max = 0x7F800000 : f32, min = 0x7F800000 : f32}
func.func @hardtanh_min_equals_max(%g: tensor<bf16>, %x: tensor<bf16>) -> (tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<bf16>) {
  %0 = actgrad.hardtanh_backward %g, %x {min = 0.5 : f32, max = 0.5 : f32}
      : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
  %1 = "actgrad.hardtanh_backward"(%g, %x) <{min = 0.0 : f32, max = -0.0 : f32}>
      : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
  %2 = actgrad.hardtanh_backward %g, %x {min = -0.0 : f32, max = 0.0 : f32}
      : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
  %3 = actgrad.hardtanh_backward %g, %x {min = 0x7F800000 : f32, max = 0x7F800000 : f32}
      : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
  return %0, %1, %2, %3 : tensor<bf16>, tensor<bf16>, tensor<bf16>, tensor<bf16>
}

// The generic form also accepts the inherent attributes in the attribute
// dictionary instead of the property dictionary.
// CHECK-LABEL: func.func @hardtanh_generic_attr_dict_f16
// CHECK-SAME:    (%[[G:.+]]: tensor<3x4xf16>, %[[X:.+]]: tensor<3x4xf16>)
// CHECK:         %[[R:.+]] = actgrad.hardtanh_backward %[[G]], %[[X]]
// CHECK-SAME:      {max = 6.000000e+00 : f32, min = 0.000000e+00 : f32}
// CHECK-SAME:      : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
// CHECK:         return %[[R]]
func.func @hardtanh_generic_attr_dict_f16(%g: tensor<3x4xf16>, %x: tensor<3x4xf16>) -> tensor<3x4xf16> {
  %0 = "actgrad.hardtanh_backward"(%g, %x) {min = 0.0 : f32, max = 6.0 : f32}
      : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
  return %0 : tensor<3x4xf16>
}

//===----------------------------------------------------------------------===//
// swish_backward
//===----------------------------------------------------------------------===//

// beta omitted: the default 1.0 is stored and not printed.
// CHECK-LABEL: func.func @swish_default_beta
// CHECK-SAME:    (%[[G:.+]]: tensor<16xf32>, %[[X:.+]]: tensor<16xf32>)
// CHECK:         %[[R:.+]] = actgrad.swish_backward %[[G]], %[[X]] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK:         return %[[R]]
// GENERIC-LABEL: sym_name = "swish_default_beta"
// GENERIC:         "actgrad.swish_backward"(%{{.+}}, %{{.+}}) <{beta = 1.000000e+00 : f32}>
func.func @swish_default_beta(%g: tensor<16xf32>, %x: tensor<16xf32>) -> tensor<16xf32> {
  %0 = actgrad.swish_backward %g, %x : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// beta = 1.0 written explicitly equals the default and is elided.
// CHECK-LABEL: func.func @swish_explicit_default_beta
// CHECK-SAME:    (%[[G:.+]]: tensor<16xf16>, %[[X:.+]]: tensor<16xf16>)
// CHECK:         %[[R0:.+]] = actgrad.swish_backward %[[G]], %[[X]] : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
// CHECK:         %[[R1:.+]] = actgrad.swish_backward %[[G]], %[[X]] : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
// CHECK:         return %[[R0]], %[[R1]]
// GENERIC-LABEL: sym_name = "swish_explicit_default_beta"
// GENERIC:         "actgrad.swish_backward"(%{{.+}}, %{{.+}}) <{beta = 1.000000e+00 : f32}>
// GENERIC:         "actgrad.swish_backward"(%{{.+}}, %{{.+}}) <{beta = 1.000000e+00 : f32}>
func.func @swish_explicit_default_beta(%g: tensor<16xf16>, %x: tensor<16xf16>) -> (tensor<16xf16>, tensor<16xf16>) {
  %0 = actgrad.swish_backward %g, %x {beta = 1.0 : f32} : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
  %1 = "actgrad.swish_backward"(%g, %x) <{beta = 1.0 : f32}> : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
  return %0, %1 : tensor<16xf16>, tensor<16xf16>
}

// Any finite beta, including 0 and negative values.
// CHECK-LABEL: func.func @swish_explicit_beta
// CHECK-SAME:    (%[[G:.+]]: tensor<?x8xbf16>, %[[X:.+]]: tensor<?x8xbf16>)
// CHECK:         actgrad.swish_backward %[[G]], %[[X]] {beta = 1.500000e+00 : f32} : (tensor<?x8xbf16>, tensor<?x8xbf16>) -> tensor<?x8xbf16>
// CHECK:         actgrad.swish_backward %[[G]], %[[X]] {beta = 0.000000e+00 : f32} : (tensor<?x8xbf16>, tensor<?x8xbf16>) -> tensor<?x8xbf16>
// CHECK:         actgrad.swish_backward %[[G]], %[[X]] {beta = -2.000000e+00 : f32} : (tensor<?x8xbf16>, tensor<?x8xbf16>) -> tensor<?x8xbf16>
func.func @swish_explicit_beta(%g: tensor<?x8xbf16>, %x: tensor<?x8xbf16>) -> (tensor<?x8xbf16>, tensor<?x8xbf16>, tensor<?x8xbf16>) {
  %0 = actgrad.swish_backward %g, %x {beta = 1.5 : f32} : (tensor<?x8xbf16>, tensor<?x8xbf16>) -> tensor<?x8xbf16>
  %1 = "actgrad.swish_backward"(%g, %x) <{beta = 0.0 : f32}> : (tensor<?x8xbf16>, tensor<?x8xbf16>) -> tensor<?x8xbf16>
  %2 = "actgrad.swish_backward"(%g, %x) <{beta = -2.0 : f32}> : (tensor<?x8xbf16>, tensor<?x8xbf16>) -> tensor<?x8xbf16>
  return %0, %1, %2 : tensor<?x8xbf16>, tensor<?x8xbf16>, tensor<?x8xbf16>
}

// Generic form without beta, rank 0.
// CHECK-LABEL: func.func @swish_generic_rank0_f32
// CHECK-SAME:    (%[[G:.+]]: tensor<f32>, %[[X:.+]]: tensor<f32>)
// CHECK:         %[[R:.+]] = actgrad.swish_backward %[[G]], %[[X]] : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK:         return %[[R]]
// GENERIC-LABEL: sym_name = "swish_generic_rank0_f32"
// GENERIC:         "actgrad.swish_backward"(%{{.+}}, %{{.+}}) <{beta = 1.000000e+00 : f32}>
func.func @swish_generic_rank0_f32(%g: tensor<f32>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "actgrad.swish_backward"(%g, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @swish_mixed_static_dynamic
// CHECK-SAME:    (%[[G:.+]]: tensor<4x?xf16>, %[[X:.+]]: tensor<?x5xf16>)
// CHECK:         %[[R:.+]] = actgrad.swish_backward %[[G]], %[[X]] {beta = 5.000000e-01 : f32} : (tensor<4x?xf16>, tensor<?x5xf16>) -> tensor<?x5xf16>
// CHECK:         return %[[R]]
func.func @swish_mixed_static_dynamic(%g: tensor<4x?xf16>, %x: tensor<?x5xf16>) -> tensor<?x5xf16> {
  %0 = actgrad.swish_backward %g, %x {beta = 0.5 : f32} : (tensor<4x?xf16>, tensor<?x5xf16>) -> tensor<?x5xf16>
  return %0 : tensor<?x5xf16>
}

//===----------------------------------------------------------------------===//
// prelu_backward
//===----------------------------------------------------------------------===//

// NCX, src 2x3x4x5: the slope may be [1], [C] = [3] or src.shape[1:].
// CHECK-LABEL: func.func @prelu_ncx_slope_modes
// CHECK-SAME:    (%[[X:[^:]+]]: tensor<2x3x4x5xf32>, %[[G:[^:]+]]: tensor<2x3x4x5xf32>, %[[W1:[^:]+]]: tensor<1xf32>, %[[WC:[^:]+]]: tensor<3xf32>, %[[WE:[^:]+]]: tensor<3x4x5xf32>)
// CHECK:         %[[DS1:.+]], %[[DW1:.+]] = actgrad.prelu_backward %[[X]], %[[W1]], %[[G]] {data_format = "NCX"}
// CHECK-SAME:      : (tensor<2x3x4x5xf32>, tensor<1xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<1xf32>)
// CHECK:         %[[DSC:.+]], %[[DWC:.+]] = actgrad.prelu_backward %[[X]], %[[WC]], %[[G]] {data_format = "NCX"}
// CHECK-SAME:      : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>)
// CHECK:         %[[DSE:.+]], %[[DWE:.+]] = actgrad.prelu_backward %[[X]], %[[WE]], %[[G]] {data_format = "NCX"}
// CHECK-SAME:      : (tensor<2x3x4x5xf32>, tensor<3x4x5xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3x4x5xf32>)
// CHECK:         return %[[DS1]], %[[DW1]], %[[DSC]], %[[DWC]], %[[DSE]], %[[DWE]]
func.func @prelu_ncx_slope_modes(%src: tensor<2x3x4x5xf32>, %dd: tensor<2x3x4x5xf32>,
    %w1: tensor<1xf32>, %wc: tensor<3xf32>, %we: tensor<3x4x5xf32>)
    -> (tensor<2x3x4x5xf32>, tensor<1xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>,
        tensor<2x3x4x5xf32>, tensor<3x4x5xf32>) {
  %0:2 = actgrad.prelu_backward %src, %w1, %dd {data_format = "NCX"}
      : (tensor<2x3x4x5xf32>, tensor<1xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<1xf32>)
  %1:2 = "actgrad.prelu_backward"(%src, %wc, %dd) <{data_format = "NCX"}>
      : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>)
  %2:2 = actgrad.prelu_backward %src, %we, %dd {data_format = "NCX"}
      : (tensor<2x3x4x5xf32>, tensor<3x4x5xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3x4x5xf32>)
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : tensor<2x3x4x5xf32>, tensor<1xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>,
      tensor<2x3x4x5xf32>, tensor<3x4x5xf32>
}

// NXC (the default, elided when printed), src 2x3x4x5: the slope may be [1],
// [C] = [5] or src.shape[1:] = [3, 4, 5].
// CHECK-LABEL: func.func @prelu_nxc_slope_modes
// CHECK-SAME:    (%[[X:[^:]+]]: tensor<2x3x4x5xf16>, %[[G:[^:]+]]: tensor<2x3x4x5xf16>, %[[W1:[^:]+]]: tensor<1xf16>, %[[WC:[^:]+]]: tensor<5xf16>, %[[WE:[^:]+]]: tensor<3x4x5xf16>)
// CHECK:         %[[DS1:.+]], %[[DW1:.+]] = actgrad.prelu_backward %[[X]], %[[W1]], %[[G]] :
// CHECK-SAME:      (tensor<2x3x4x5xf16>, tensor<1xf16>, tensor<2x3x4x5xf16>) -> (tensor<2x3x4x5xf16>, tensor<1xf16>)
// CHECK:         %[[DSC:.+]], %[[DWC:.+]] = actgrad.prelu_backward %[[X]], %[[WC]], %[[G]] :
// CHECK-SAME:      (tensor<2x3x4x5xf16>, tensor<5xf16>, tensor<2x3x4x5xf16>) -> (tensor<2x3x4x5xf16>, tensor<5xf16>)
// CHECK:         %[[DSE:.+]], %[[DWE:.+]] = actgrad.prelu_backward %[[X]], %[[WE]], %[[G]] :
// CHECK-SAME:      (tensor<2x3x4x5xf16>, tensor<3x4x5xf16>, tensor<2x3x4x5xf16>) -> (tensor<2x3x4x5xf16>, tensor<3x4x5xf16>)
// CHECK:         return %[[DS1]], %[[DW1]], %[[DSC]], %[[DWC]], %[[DSE]], %[[DWE]]
// GENERIC-LABEL: sym_name = "prelu_nxc_slope_modes"
// GENERIC-COUNT-3: "actgrad.prelu_backward"(%{{.+}}, %{{.+}}, %{{.+}}) <{data_format = "NXC"}>
func.func @prelu_nxc_slope_modes(%src: tensor<2x3x4x5xf16>, %dd: tensor<2x3x4x5xf16>,
    %w1: tensor<1xf16>, %wc: tensor<5xf16>, %we: tensor<3x4x5xf16>)
    -> (tensor<2x3x4x5xf16>, tensor<1xf16>, tensor<2x3x4x5xf16>, tensor<5xf16>,
        tensor<2x3x4x5xf16>, tensor<3x4x5xf16>) {
  %0:2 = actgrad.prelu_backward %src, %w1, %dd {data_format = "NXC"}
      : (tensor<2x3x4x5xf16>, tensor<1xf16>, tensor<2x3x4x5xf16>) -> (tensor<2x3x4x5xf16>, tensor<1xf16>)
  %1:2 = actgrad.prelu_backward %src, %wc, %dd
      : (tensor<2x3x4x5xf16>, tensor<5xf16>, tensor<2x3x4x5xf16>) -> (tensor<2x3x4x5xf16>, tensor<5xf16>)
  %2:2 = "actgrad.prelu_backward"(%src, %we, %dd)
      : (tensor<2x3x4x5xf16>, tensor<3x4x5xf16>, tensor<2x3x4x5xf16>) -> (tensor<2x3x4x5xf16>, tensor<3x4x5xf16>)
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : tensor<2x3x4x5xf16>, tensor<1xf16>, tensor<2x3x4x5xf16>, tensor<5xf16>,
      tensor<2x3x4x5xf16>, tensor<3x4x5xf16>
}

// Rank-1 src: the channel is dimension 0 in both formats.
// CHECK-LABEL: func.func @prelu_rank1
// CHECK-SAME:    (%[[X:[^:]+]]: tensor<5xbf16>, %[[G:[^:]+]]: tensor<5xbf16>, %[[WC:[^:]+]]: tensor<5xbf16>, %[[W1:[^:]+]]: tensor<1xbf16>)
// CHECK:         actgrad.prelu_backward %[[X]], %[[WC]], %[[G]] {data_format = "NCX"}
// CHECK-SAME:      : (tensor<5xbf16>, tensor<5xbf16>, tensor<5xbf16>) -> (tensor<5xbf16>, tensor<5xbf16>)
// CHECK:         actgrad.prelu_backward %[[X]], %[[WC]], %[[G]] :
// CHECK-SAME:      (tensor<5xbf16>, tensor<5xbf16>, tensor<5xbf16>) -> (tensor<5xbf16>, tensor<5xbf16>)
// CHECK:         actgrad.prelu_backward %[[X]], %[[W1]], %[[G]] {data_format = "NCX"}
// CHECK-SAME:      : (tensor<5xbf16>, tensor<1xbf16>, tensor<5xbf16>) -> (tensor<5xbf16>, tensor<1xbf16>)
func.func @prelu_rank1(%src: tensor<5xbf16>, %dd: tensor<5xbf16>, %wc: tensor<5xbf16>, %w1: tensor<1xbf16>)
    -> (tensor<5xbf16>, tensor<5xbf16>, tensor<1xbf16>) {
  %0:2 = "actgrad.prelu_backward"(%src, %wc, %dd) <{data_format = "NCX"}>
      : (tensor<5xbf16>, tensor<5xbf16>, tensor<5xbf16>) -> (tensor<5xbf16>, tensor<5xbf16>)
  %1:2 = actgrad.prelu_backward %src, %wc, %dd
      : (tensor<5xbf16>, tensor<5xbf16>, tensor<5xbf16>) -> (tensor<5xbf16>, tensor<5xbf16>)
  %2:2 = actgrad.prelu_backward %src, %w1, %dd {data_format = "NCX"}
      : (tensor<5xbf16>, tensor<1xbf16>, tensor<5xbf16>) -> (tensor<5xbf16>, tensor<1xbf16>)
  return %0#1, %1#1, %2#1 : tensor<5xbf16>, tensor<5xbf16>, tensor<1xbf16>
}

// Rank-2 src: rules 2 and 3 are the same shape [C] in both formats.
// CHECK-LABEL: func.func @prelu_rank2
// CHECK:         actgrad.prelu_backward %{{.+}} {data_format = "NCX"}
// CHECK-SAME:      : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
// CHECK:         actgrad.prelu_backward %{{[^{]+}} :
// CHECK-SAME:      (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
func.func @prelu_rank2(%src: tensor<2x3xf32>, %w: tensor<3xf32>, %dd: tensor<2x3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0:2 = actgrad.prelu_backward %src, %w, %dd {data_format = "NCX"}
      : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  %1:2 = actgrad.prelu_backward %src, %w, %dd
      : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#1, %1#1 : tensor<3xf32>, tensor<3xf32>
}

// Dynamic and mixed static/dynamic shapes: `?` is compatible with anything,
// so a dynamic slope may match [1] or [C] and a dynamic src dimension may
// match a static slope.
// CHECK-LABEL: func.func @prelu_dynamic
// CHECK:         actgrad.prelu_backward %{{.+}} {data_format = "NCX"}
// CHECK-SAME:      : (tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?xf32>)
// CHECK:         actgrad.prelu_backward %{{.+}} {data_format = "NCX"}
// CHECK-SAME:      : (tensor<2x?x4x5xf32>, tensor<7xf32>, tensor<?x3x4x?xf32>) -> (tensor<2x3x4x5xf32>, tensor<?xf32>)
// CHECK:         actgrad.prelu_backward %{{[^{]+}} :
// CHECK-SAME:      (tensor<?x3x4xf32>, tensor<?x4xf32>, tensor<?x3x?xf32>) -> (tensor<?x?x?xf32>, tensor<3x?xf32>)
func.func @prelu_dynamic(%a: tensor<?x?x?x?xf32>, %wa: tensor<?xf32>,
    %b: tensor<2x?x4x5xf32>, %wb: tensor<7xf32>, %db: tensor<?x3x4x?xf32>,
    %c: tensor<?x3x4xf32>, %wc: tensor<?x4xf32>, %dc: tensor<?x3x?xf32>)
    -> (tensor<?xf32>, tensor<?xf32>, tensor<3x?xf32>) {
  %0:2 = actgrad.prelu_backward %a, %wa, %a {data_format = "NCX"}
      : (tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?xf32>)
  %1:2 = "actgrad.prelu_backward"(%b, %wb, %db) <{data_format = "NCX"}>
      : (tensor<2x?x4x5xf32>, tensor<7xf32>, tensor<?x3x4x?xf32>) -> (tensor<2x3x4x5xf32>, tensor<?xf32>)
  %2:2 = "actgrad.prelu_backward"(%c, %wc, %dc)
      : (tensor<?x3x4xf32>, tensor<?x4xf32>, tensor<?x3x?xf32>) -> (tensor<?x?x?xf32>, tensor<3x?xf32>)
  return %0#1, %1#1, %2#1 : tensor<?xf32>, tensor<?xf32>, tensor<3x?xf32>
}

// data_format shares the custom form's attribute dictionary with discardable
// attributes; the generic form keeps it in the property dictionary, NXC
// included.
// CHECK-LABEL: func.func @prelu_data_format_and_discardable
// CHECK:         actgrad.prelu_backward %{{[^{]+}} {data_format = "NCX", test.tag = 1 : i32} :
// CHECK:         actgrad.prelu_backward %{{[^{]+}} {test.tag} :
// GENERIC-LABEL: sym_name = "prelu_data_format_and_discardable"
// GENERIC:         "actgrad.prelu_backward"(%{{.+}}, %{{.+}}, %{{.+}}) <{data_format = "NCX"}> {test.tag = 1 : i32}
// GENERIC:         "actgrad.prelu_backward"(%{{.+}}, %{{.+}}, %{{.+}}) <{data_format = "NXC"}> {test.tag}
func.func @prelu_data_format_and_discardable(%src: tensor<2x3xf32>, %w: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0:2 = actgrad.prelu_backward %src, %w, %src {test.tag = 1 : i32, data_format = "NCX"}
      : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  %1:2 = actgrad.prelu_backward %src, %w, %src {data_format = "NXC", test.tag}
      : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
  return %0#1, %1#1 : tensor<3xf32>, tensor<3xf32>
}

// Zero-sized dimensions are legal.
// CHECK-LABEL: func.func @prelu_zero_sized
// CHECK:         actgrad.prelu_backward
// CHECK-SAME:      : (tensor<0x3xf32>, tensor<3xf32>, tensor<0x3xf32>) -> (tensor<0x3xf32>, tensor<3xf32>)
func.func @prelu_zero_sized(%src: tensor<0x3xf32>, %w: tensor<3xf32>) -> tensor<3xf32> {
  %0:2 = actgrad.prelu_backward %src, %w, %src
      : (tensor<0x3xf32>, tensor<3xf32>, tensor<0x3xf32>) -> (tensor<0x3xf32>, tensor<3xf32>)
  return %0#1 : tensor<3xf32>
}

//===----------------------------------------------------------------------===//
// softmax_backward
//===----------------------------------------------------------------------===//

// axis omitted: the default 1 is stored and not printed; axis = 1 written
// explicitly is elided too.
// CHECK-LABEL: func.func @softmax_default_axis
// CHECK-SAME:    (%[[G:.+]]: tensor<2x3xf32>, %[[Y:.+]]: tensor<2x3xf32>)
// CHECK:         %[[R0:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK:         %[[R1:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK:         %[[R2:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK:         return %[[R0]], %[[R1]], %[[R2]]
// GENERIC-LABEL: sym_name = "softmax_default_axis"
// GENERIC-COUNT-3: "actgrad.softmax_backward"(%{{.+}}, %{{.+}}) <{axis = 1 : i64}>
func.func @softmax_default_axis(%g: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = actgrad.softmax_backward %g, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "actgrad.softmax_backward"(%g, %y) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = actgrad.softmax_backward %g, %y {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// Every axis in [-r, r) is accepted.
// CHECK-LABEL: func.func @softmax_axes
// CHECK:         actgrad.softmax_backward %{{.+}} {axis = 0 : i64} : (tensor<2x3x4xf16>, tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
// CHECK:         actgrad.softmax_backward %{{.+}} {axis = 2 : i64} : (tensor<2x3x4xf16>, tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
// CHECK:         actgrad.softmax_backward %{{.+}} {axis = -1 : i64} : (tensor<2x3x4xf16>, tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
// CHECK:         actgrad.softmax_backward %{{.+}} {axis = -3 : i64} : (tensor<2x3x4xf16>, tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
func.func @softmax_axes(%g: tensor<2x3x4xf16>, %y: tensor<2x3x4xf16>)
    -> (tensor<2x3x4xf16>, tensor<2x3x4xf16>, tensor<2x3x4xf16>, tensor<2x3x4xf16>) {
  %0 = actgrad.softmax_backward %g, %y {axis = 0} : (tensor<2x3x4xf16>, tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
  %1 = "actgrad.softmax_backward"(%g, %y) <{axis = 2 : i64}> : (tensor<2x3x4xf16>, tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
  %2 = actgrad.softmax_backward %g, %y {axis = -1 : i64} : (tensor<2x3x4xf16>, tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
  %3 = "actgrad.softmax_backward"(%g, %y) <{axis = -3 : i64}> : (tensor<2x3x4xf16>, tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
  return %0, %1, %2, %3 : tensor<2x3x4xf16>, tensor<2x3x4xf16>, tensor<2x3x4xf16>, tensor<2x3x4xf16>
}

// Rank 1 needs axis 0 or -1.
// CHECK-LABEL: func.func @softmax_rank1_bf16
// CHECK-SAME:    (%[[G:.+]]: tensor<?xbf16>, %[[Y:.+]]: tensor<?xbf16>)
// CHECK:         actgrad.softmax_backward %[[G]], %[[Y]] {axis = 0 : i64} : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
// CHECK:         actgrad.softmax_backward %[[G]], %[[Y]] {axis = -1 : i64} : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
func.func @softmax_rank1_bf16(%g: tensor<?xbf16>, %y: tensor<?xbf16>) -> (tensor<?xbf16>, tensor<?xbf16>) {
  %0 = "actgrad.softmax_backward"(%g, %y) <{axis = 0 : i64}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  %1 = actgrad.softmax_backward %g, %y {axis = -1} : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  return %0, %1 : tensor<?xbf16>, tensor<?xbf16>
}

// CHECK-LABEL: func.func @softmax_mixed_static_dynamic
// CHECK-SAME:    (%[[G:.+]]: tensor<4x?xf32>, %[[Y:.+]]: tensor<?x5xf32>)
// CHECK:         %[[R:.+]] = actgrad.softmax_backward %[[G]], %[[Y]] {axis = -1 : i64} : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
// CHECK:         return %[[R]]
func.func @softmax_mixed_static_dynamic(%g: tensor<4x?xf32>, %y: tensor<?x5xf32>) -> tensor<?x?xf32> {
  %0 = actgrad.softmax_backward %g, %y {axis = -1} : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Zero-sized dimensions are legal, also along the axis.
// CHECK-LABEL: func.func @softmax_zero_sized
// CHECK:         actgrad.softmax_backward %{{.+}} : (tensor<2x0xf16>, tensor<2x0xf16>) -> tensor<2x0xf16>
func.func @softmax_zero_sized(%g: tensor<2x0xf16>, %y: tensor<2x0xf16>) -> tensor<2x0xf16> {
  %0 = "actgrad.softmax_backward"(%g, %y) <{axis = 1 : i64}> : (tensor<2x0xf16>, tensor<2x0xf16>) -> tensor<2x0xf16>
  return %0 : tensor<2x0xf16>
}
