// RUN: actgrad-opt %s --actgrad-insert-runtime-checks --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s
// RUN: actgrad-opt %s --convert-actgrad-to-linalg --cse --split-input-file | FileCheck %s --check-prefix=NOCHECK

// diff_src = x > 0 ? g : w * g (NaN for a NaN x) is a parallel generic that
// reads the slope through its broadcast map; diff_slope sums
// (x > 0 ? 0 : x * g) into a zero-filled f32 accumulator through that same
// map, with "parallel" on the slope's dims and "reduction" elsewhere.

// Slope [1]: every element reads slope[0] and every dimension is reduced.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$PT:.+]] = affine_map<(d0, d1, d2) -> (0)>
// CHECK-LABEL: func.func @per_tensor_ncx
//  CHECK-SAME:   %[[X:.+]]: tensor<2x3x4xf32>, %[[W:.+]]: tensor<1xf32>, %[[G:.+]]: tensor<2x3x4xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[INIT:.+]] = tensor.empty() : tensor<2x3x4xf32>
//       CHECK:   %[[DS:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$PT]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[W]], %[[G]] : tensor<2x3x4xf32>, tensor<1xf32>, tensor<2x3x4xf32>) outs(%[[INIT]] : tensor<2x3x4xf32>)
//       CHECK:   ^bb0(%[[XI:.+]]: f32, %[[WI:.+]]: f32, %[[GI:.+]]: f32, %{{.+}}: f32):
//       CHECK:     %[[POS:.+]] = arith.cmpf ogt, %[[XI]], %[[ZERO]] : f32
//       CHECK:     %[[WG:.+]] = arith.mulf %[[WI]], %[[GI]] : f32
//       CHECK:     %[[SEL:.+]] = arith.select %[[POS]], %[[GI]], %[[WG]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XI]], %[[XI]] : f32
//       CHECK:     %[[RES:.+]] = arith.select %[[NAN]], %[[XI]], %[[SEL]] : f32
//       CHECK:     linalg.yield %[[RES]] : f32
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<1xf32>
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<1xf32>) -> tensor<1xf32>
//       CHECK:   %[[DW:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$PT]]]
//  CHECK-SAME:       iterator_types = ["reduction", "reduction", "reduction"]
//  CHECK-SAME:       ins(%[[X]], %[[G]] : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%[[ACC]] : tensor<1xf32>)
//       CHECK:   ^bb0(%[[RX:.+]]: f32, %[[RG:.+]]: f32, %[[OUT:.+]]: f32):
//       CHECK:     %[[RPOS:.+]] = arith.cmpf ogt, %[[RX]], %[[ZERO]] : f32
//       CHECK:     %[[XG:.+]] = arith.mulf %[[RX]], %[[RG]] : f32
//       CHECK:     %[[TERM:.+]] = arith.select %[[RPOS]], %[[ZERO]], %[[XG]] : f32
//       CHECK:     %[[SUM:.+]] = arith.addf %[[OUT]], %[[TERM]] fastmath<reassoc> : f32
//       CHECK:     linalg.yield %[[SUM]] : f32
//       CHECK:   } -> tensor<1xf32>
//       CHECK:   return %[[DS]], %[[DW]] : tensor<2x3x4xf32>, tensor<1xf32>
func.func @per_tensor_ncx(%x: tensor<2x3x4xf32>, %w: tensor<1xf32>, %g: tensor<2x3x4xf32>)
    -> (tensor<2x3x4xf32>, tensor<1xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x3x4xf32>, tensor<1xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<1xf32>)
  return %ds, %dw : tensor<2x3x4xf32>, tensor<1xf32>
}

// -----

// Slope [1] in NXC (rank 4, f16): the data format does not matter. The sum
// accumulates in f32 and a separate generic rounds it once to f16.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$PT:.+]] = affine_map<(d0, d1, d2, d3) -> (0)>
// CHECK-DAG: #[[$ID1:.+]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @per_tensor_nxc_f16
//  CHECK-SAME:   %[[X:.+]]: tensor<2x3x4x5xf16>, %[[W:.+]]: tensor<1xf16>, %[[G:.+]]: tensor<2x3x4x5xf16>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[DS:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$PT]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[W]], %[[G]] :
//       CHECK:   ^bb0(%[[XI:.+]]: f16, %[[WI:.+]]: f16, %[[GI:.+]]: f16, %{{.+}}: f16):
//       CHECK:     %[[XF:.+]] = arith.extf %[[XI]] : f16 to f32
//       CHECK:     %[[WF:.+]] = arith.extf %[[WI]] : f16 to f32
//       CHECK:     %[[GF:.+]] = arith.extf %[[GI]] : f16 to f32
//       CHECK:     %[[POS:.+]] = arith.cmpf ogt, %[[XF]], %[[ZERO]] : f32
//       CHECK:     %[[WG:.+]] = arith.mulf %[[WF]], %[[GF]] : f32
//       CHECK:     %[[SEL:.+]] = arith.select %[[POS]], %[[GF]], %[[WG]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XF]], %[[XF]] : f32
//       CHECK:     %[[RES:.+]] = arith.select %[[NAN]], %[[XF]], %[[SEL]] : f32
//       CHECK:     %[[TR:.+]] = arith.truncf %[[RES]] : f32 to f16
//       CHECK:     linalg.yield %[[TR]] : f16
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<1xf32>
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<1xf32>) -> tensor<1xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$PT]]]
//  CHECK-SAME:       iterator_types = ["reduction", "reduction", "reduction", "reduction"]
//  CHECK-SAME:       ins(%[[X]], %[[G]] : tensor<2x3x4x5xf16>, tensor<2x3x4x5xf16>) outs(%[[ACC]] : tensor<1xf32>)
//       CHECK:   ^bb0(%[[RX:.+]]: f16, %[[RG:.+]]: f16, %[[OUT:.+]]: f32):
//       CHECK:     %[[RXF:.+]] = arith.extf %[[RX]] : f16 to f32
//       CHECK:     %[[RGF:.+]] = arith.extf %[[RG]] : f16 to f32
//       CHECK:     %[[RPOS:.+]] = arith.cmpf ogt, %[[RXF]], %[[ZERO]] : f32
//       CHECK:     %[[XG:.+]] = arith.mulf %[[RXF]], %[[RGF]] : f32
//       CHECK:     %[[TERM:.+]] = arith.select %[[RPOS]], %[[ZERO]], %[[XG]] : f32
//       CHECK:     %[[ADD:.+]] = arith.addf %[[OUT]], %[[TERM]] fastmath<reassoc> : f32
//       CHECK:     linalg.yield %[[ADD]] : f32
//       CHECK:   } -> tensor<1xf32>
//       CHECK:   %[[EMPTY16:.+]] = tensor.empty() : tensor<1xf16>
//       CHECK:   %[[DW:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID1]], #[[$ID1]]]
//  CHECK-SAME:       iterator_types = ["parallel"]
//  CHECK-SAME:       ins(%[[SUM]] : tensor<1xf32>) outs(%[[EMPTY16]] : tensor<1xf16>)
//       CHECK:   ^bb0(%[[SI:.+]]: f32, %{{.+}}: f16):
//       CHECK:     %[[STR:.+]] = arith.truncf %[[SI]] : f32 to f16
//       CHECK:     linalg.yield %[[STR]] : f16
//       CHECK:   return %[[DS]], %[[DW]] : tensor<2x3x4x5xf16>, tensor<1xf16>
func.func @per_tensor_nxc_f16(%x: tensor<2x3x4x5xf16>, %w: tensor<1xf16>, %g: tensor<2x3x4x5xf16>)
    -> (tensor<2x3x4x5xf16>, tensor<1xf16>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NXC"}
      : (tensor<2x3x4x5xf16>, tensor<1xf16>, tensor<2x3x4x5xf16>) -> (tensor<2x3x4x5xf16>, tensor<1xf16>)
  return %ds, %dw : tensor<2x3x4x5xf16>, tensor<1xf16>
}

// -----

// Slope [C], NCX: the channel is dimension 1.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$PC:.+]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @per_channel_ncx
//  CHECK-SAME:   %[[X:.+]]: tensor<2x3x4xf32>, %[[W:.+]]: tensor<3xf32>, %[[G:.+]]: tensor<2x3x4xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[DS:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$PC]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[W]], %[[G]] : tensor<2x3x4xf32>, tensor<3xf32>, tensor<2x3x4xf32>)
//       CHECK:   ^bb0(%[[XI:.+]]: f32, %[[WI:.+]]: f32, %[[GI:.+]]: f32, %{{.+}}: f32):
//       CHECK:     %[[POS:.+]] = arith.cmpf ogt, %[[XI]], %[[ZERO]] : f32
//       CHECK:     %[[WG:.+]] = arith.mulf %[[WI]], %[[GI]] : f32
//       CHECK:     %[[SEL:.+]] = arith.select %[[POS]], %[[GI]], %[[WG]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XI]], %[[XI]] : f32
//       CHECK:     %[[RES:.+]] = arith.select %[[NAN]], %[[XI]], %[[SEL]] : f32
//       CHECK:     linalg.yield %[[RES]] : f32
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<3xf32>
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<3xf32>) -> tensor<3xf32>
//       CHECK:   %[[DW:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$PC]]]
//  CHECK-SAME:       iterator_types = ["reduction", "parallel", "reduction"]
//  CHECK-SAME:       ins(%[[X]], %[[G]] : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%[[ACC]] : tensor<3xf32>)
//       CHECK:   ^bb0(%[[RX:.+]]: f32, %[[RG:.+]]: f32, %[[OUT:.+]]: f32):
//       CHECK:     %[[RPOS:.+]] = arith.cmpf ogt, %[[RX]], %[[ZERO]] : f32
//       CHECK:     %[[XG:.+]] = arith.mulf %[[RX]], %[[RG]] : f32
//       CHECK:     %[[TERM:.+]] = arith.select %[[RPOS]], %[[ZERO]], %[[XG]] : f32
//       CHECK:     %[[SUM:.+]] = arith.addf %[[OUT]], %[[TERM]] fastmath<reassoc> : f32
//       CHECK:     linalg.yield %[[SUM]] : f32
//       CHECK:   return %[[DS]], %[[DW]] : tensor<2x3x4xf32>, tensor<3xf32>
func.func @per_channel_ncx(%x: tensor<2x3x4xf32>, %w: tensor<3xf32>, %g: tensor<2x3x4xf32>)
    -> (tensor<2x3x4xf32>, tensor<3xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>)
  return %ds, %dw : tensor<2x3x4xf32>, tensor<3xf32>
}

// -----

// Slope [C], NXC (the default data_format): the channel is the last
// dimension. bf16 accumulates in f32, then rounds once.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$PC:.+]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG: #[[$ID1:.+]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @per_channel_nxc_bf16
//  CHECK-SAME:   %[[X:.+]]: tensor<2x3x4xbf16>, %[[W:.+]]: tensor<4xbf16>, %[[G:.+]]: tensor<2x3x4xbf16>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[DS:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$PC]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel"]
//       CHECK:   ^bb0(%[[XI:.+]]: bf16, %[[WI:.+]]: bf16, %[[GI:.+]]: bf16, %{{.+}}: bf16):
//       CHECK:     %[[XF:.+]] = arith.extf %[[XI]] : bf16 to f32
//       CHECK:     %[[WF:.+]] = arith.extf %[[WI]] : bf16 to f32
//       CHECK:     %[[GF:.+]] = arith.extf %[[GI]] : bf16 to f32
//       CHECK:     %[[POS:.+]] = arith.cmpf ogt, %[[XF]], %[[ZERO]] : f32
//       CHECK:     %[[WG:.+]] = arith.mulf %[[WF]], %[[GF]] : f32
//       CHECK:     %[[SEL:.+]] = arith.select %[[POS]], %[[GF]], %[[WG]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XF]], %[[XF]] : f32
//       CHECK:     %[[RES:.+]] = arith.select %[[NAN]], %[[XF]], %[[SEL]] : f32
//       CHECK:     %[[TR:.+]] = arith.truncf %[[RES]] : f32 to bf16
//       CHECK:     linalg.yield %[[TR]] : bf16
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<4xf32>
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<4xf32>) -> tensor<4xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$PC]]]
//  CHECK-SAME:       iterator_types = ["reduction", "reduction", "parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[G]] : tensor<2x3x4xbf16>, tensor<2x3x4xbf16>) outs(%[[ACC]] : tensor<4xf32>)
//       CHECK:   ^bb0(%[[RX:.+]]: bf16, %[[RG:.+]]: bf16, %[[OUT:.+]]: f32):
//       CHECK:     %[[RXF:.+]] = arith.extf %[[RX]] : bf16 to f32
//       CHECK:     %[[RGF:.+]] = arith.extf %[[RG]] : bf16 to f32
//       CHECK:     %[[RPOS:.+]] = arith.cmpf ogt, %[[RXF]], %[[ZERO]] : f32
//       CHECK:     %[[XG:.+]] = arith.mulf %[[RXF]], %[[RGF]] : f32
//       CHECK:     %[[TERM:.+]] = arith.select %[[RPOS]], %[[ZERO]], %[[XG]] : f32
//       CHECK:     %[[ADD:.+]] = arith.addf %[[OUT]], %[[TERM]] fastmath<reassoc> : f32
//       CHECK:     linalg.yield %[[ADD]] : f32
//       CHECK:   } -> tensor<4xf32>
//       CHECK:   %[[EMPTY16:.+]] = tensor.empty() : tensor<4xbf16>
//       CHECK:   %[[DW:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID1]], #[[$ID1]]]
//  CHECK-SAME:       iterator_types = ["parallel"]
//  CHECK-SAME:       ins(%[[SUM]] : tensor<4xf32>) outs(%[[EMPTY16]] : tensor<4xbf16>)
//       CHECK:   ^bb0(%[[SI:.+]]: f32, %{{.+}}: bf16):
//       CHECK:     %[[STR:.+]] = arith.truncf %[[SI]] : f32 to bf16
//       CHECK:     linalg.yield %[[STR]] : bf16
//       CHECK:   return %[[DS]], %[[DW]] : tensor<2x3x4xbf16>, tensor<4xbf16>
func.func @per_channel_nxc_bf16(%x: tensor<2x3x4xbf16>, %w: tensor<4xbf16>, %g: tensor<2x3x4xbf16>)
    -> (tensor<2x3x4xbf16>, tensor<4xbf16>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g
      : (tensor<2x3x4xbf16>, tensor<4xbf16>, tensor<2x3x4xbf16>) -> (tensor<2x3x4xbf16>, tensor<4xbf16>)
  return %ds, %dw : tensor<2x3x4xbf16>, tensor<4xbf16>
}

// -----

// Slope src.shape[1:], NCX (rank 4): aligned with dims 1..3 whatever the
// format; only dimension 0 is reduced.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$PE:.+]] = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
// CHECK-LABEL: func.func @per_element_ncx
//  CHECK-SAME:   %[[X:.+]]: tensor<2x3x4x5xf32>, %[[W:.+]]: tensor<3x4x5xf32>, %[[G:.+]]: tensor<2x3x4x5xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[DS:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$PE]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[W]], %[[G]] : tensor<2x3x4x5xf32>, tensor<3x4x5xf32>, tensor<2x3x4x5xf32>)
//       CHECK:   ^bb0(%[[XI:.+]]: f32, %[[WI:.+]]: f32, %[[GI:.+]]: f32, %{{.+}}: f32):
//       CHECK:     %[[POS:.+]] = arith.cmpf ogt, %[[XI]], %[[ZERO]] : f32
//       CHECK:     %[[WG:.+]] = arith.mulf %[[WI]], %[[GI]] : f32
//       CHECK:     %[[SEL:.+]] = arith.select %[[POS]], %[[GI]], %[[WG]] : f32
//       CHECK:     %[[NAN:.+]] = arith.cmpf uno, %[[XI]], %[[XI]] : f32
//       CHECK:     arith.select %[[NAN]], %[[XI]], %[[SEL]] : f32
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<3x4x5xf32>
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
//       CHECK:   %[[DW:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$PE]]]
//  CHECK-SAME:       iterator_types = ["reduction", "parallel", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[G]] : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) outs(%[[ACC]] : tensor<3x4x5xf32>)
//       CHECK:   ^bb0(%[[RX:.+]]: f32, %[[RG:.+]]: f32, %[[OUT:.+]]: f32):
//       CHECK:     %[[RPOS:.+]] = arith.cmpf ogt, %[[RX]], %[[ZERO]] : f32
//       CHECK:     %[[XG:.+]] = arith.mulf %[[RX]], %[[RG]] : f32
//       CHECK:     %[[TERM:.+]] = arith.select %[[RPOS]], %[[ZERO]], %[[XG]] : f32
//       CHECK:     arith.addf %[[OUT]], %[[TERM]] fastmath<reassoc> : f32
//       CHECK:   return %[[DS]], %[[DW]] : tensor<2x3x4x5xf32>, tensor<3x4x5xf32>
func.func @per_element_ncx(%x: tensor<2x3x4x5xf32>, %w: tensor<3x4x5xf32>, %g: tensor<2x3x4x5xf32>)
    -> (tensor<2x3x4x5xf32>, tensor<3x4x5xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x3x4x5xf32>, tensor<3x4x5xf32>, tensor<2x3x4x5xf32>) -> (tensor<2x3x4x5xf32>, tensor<3x4x5xf32>)
  return %ds, %dw : tensor<2x3x4x5xf32>, tensor<3x4x5xf32>
}

// -----

// Slope src.shape[1:], NXC (rank 3, f16): the same map as NCX.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$PE:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[$ID2:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @per_element_nxc_f16
//  CHECK-SAME:   %[[X:.+]]: tensor<2x3x4xf16>, %[[W:.+]]: tensor<3x4xf16>, %[[G:.+]]: tensor<2x3x4xf16>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[DS:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$PE]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel", "parallel"]
//       CHECK:     arith.truncf %{{.+}} : f32 to f16
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<3x4xf32>
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<3x4xf32>) -> tensor<3x4xf32>
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$PE]]]
//  CHECK-SAME:       iterator_types = ["reduction", "parallel", "parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[G]] : tensor<2x3x4xf16>, tensor<2x3x4xf16>) outs(%[[ACC]] : tensor<3x4xf32>)
//       CHECK:   ^bb0(%{{.+}}: f16, %{{.+}}: f16, %[[OUT:.+]]: f32):
//       CHECK:     %[[ADD:.+]] = arith.addf %[[OUT]], %{{.+}} fastmath<reassoc> : f32
//       CHECK:     linalg.yield %[[ADD]] : f32
//       CHECK:   %[[EMPTY16:.+]] = tensor.empty() : tensor<3x4xf16>
//       CHECK:   %[[DW:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID2]], #[[$ID2]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel"]
//  CHECK-SAME:       ins(%[[SUM]] : tensor<3x4xf32>) outs(%[[EMPTY16]] : tensor<3x4xf16>)
//       CHECK:     arith.truncf %{{.+}} : f32 to f16
//       CHECK:   return %[[DS]], %[[DW]] : tensor<2x3x4xf16>, tensor<3x4xf16>
func.func @per_element_nxc_f16(%x: tensor<2x3x4xf16>, %w: tensor<3x4xf16>, %g: tensor<2x3x4xf16>)
    -> (tensor<2x3x4xf16>, tensor<3x4xf16>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NXC"}
      : (tensor<2x3x4xf16>, tensor<3x4xf16>, tensor<2x3x4xf16>) -> (tensor<2x3x4xf16>, tensor<3x4xf16>)
  return %ds, %dw : tensor<2x3x4xf16>, tensor<3x4xf16>
}

// -----

// Rank 2, NCX: the channel is dimension 1 (= the last one).
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$PC:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @rank2_ncx
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$PC]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel", "parallel"]
//       CHECK:   linalg.fill ins(%[[ZERO]] : f32)
//  CHECK-SAME:       -> tensor<3xf32>
//       CHECK:   linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$PC]]]
//  CHECK-SAME:       iterator_types = ["reduction", "parallel"]
func.func @rank2_ncx(%x: tensor<4x3xf32>, %w: tensor<3xf32>, %g: tensor<4x3xf32>)
    -> (tensor<4x3xf32>, tensor<3xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  return %ds, %dw : tensor<4x3xf32>, tensor<3xf32>
}

// -----

// Rank 1: the channel is dimension 0 in both formats, so a full-length slope
// is per-channel and diff_slope has no reduction at all.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @rank1_per_channel
//  CHECK-SAME:   %[[X:.+]]: tensor<8xf32>, %[[W:.+]]: tensor<8xf32>, %[[G:.+]]: tensor<8xf32>
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[DS:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[W]], %[[G]] :
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32)
//  CHECK-SAME:       -> tensor<8xf32>
//       CHECK:   %[[DW:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel"]
//  CHECK-SAME:       ins(%[[X]], %[[G]] : tensor<8xf32>, tensor<8xf32>) outs(%[[ACC]] : tensor<8xf32>)
//       CHECK:   return %[[DS]], %[[DW]]
func.func @rank1_per_channel(%x: tensor<8xf32>, %w: tensor<8xf32>, %g: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %ds, %dw : tensor<8xf32>, tensor<8xf32>
}

// -----

// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$PT:.+]] = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @rank1_per_tensor_f16
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[DS:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$PT]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:       iterator_types = ["parallel"]
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<1xf32>
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<1xf32>)
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$PT]]]
//  CHECK-SAME:       iterator_types = ["reduction"]
//  CHECK-SAME:       outs(%[[ACC]] : tensor<1xf32>)
//       CHECK:   %[[DW:.+]] = linalg.generic
//  CHECK-SAME:       ins(%[[SUM]] : tensor<1xf32>) outs(%{{.+}} : tensor<1xf16>)
//       CHECK:     arith.truncf %{{.+}} : f32 to f16
//       CHECK:   return %[[DS]], %[[DW]]
func.func @rank1_per_tensor_f16(%x: tensor<8xf16>, %w: tensor<1xf16>, %g: tensor<8xf16>)
    -> (tensor<8xf16>, tensor<1xf16>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g
      : (tensor<8xf16>, tensor<1xf16>, tensor<8xf16>) -> (tensor<8xf16>, tensor<1xf16>)
  return %ds, %dw : tensor<8xf16>, tensor<1xf16>
}

// -----

// A rank-1 slope of unknown length may be [1] or [C] (C = 3 here): an scf.if
// on its run-time length picks per-tensor or per-channel. A length other
// than 1 is checked against C.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$PT:.+]] = affine_map<(d0, d1, d2) -> (0)>
// CHECK-DAG: #[[$PC:.+]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @dynamic_slope_length
//  CHECK-SAME:   %[[X:.+]]: tensor<2x3x4xf32>, %[[W:.+]]: tensor<?xf32>, %[[G:.+]]: tensor<2x3x4xf32>
//       CHECK:   %[[C0:.+]] = arith.constant 0 : index
//       CHECK:   %[[LEN:.+]] = tensor.dim %[[W]], %[[C0]]
//       CHECK:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   %[[NOT1:.+]] = arith.cmpi ne, %[[LEN]], %[[C1]] : index
//       CHECK:   scf.if %[[NOT1]] {
//       CHECK:     %[[C3:.+]] = arith.constant 3 : index
//       CHECK:     actgrad.check_size %[[LEN]], %[[C3]], "actgrad.prelu_backward: dimension 0 of 'slope' does not match dimension 1 of 'src'"
//       CHECK:   }
//       CHECK:   %[[IS1:.+]] = arith.cmpi eq, %[[LEN]], %[[C1]] : index
//       CHECK:   %[[IF:.+]]:2 = scf.if %[[IS1]] -> (tensor<2x3x4xf32>, tensor<?xf32>) {
//       CHECK:     %[[Z1:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:     %[[DS1:.+]] = linalg.generic
//  CHECK-SAME:         indexing_maps = [#[[$ID]], #[[$PT]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:         ins(%[[X]], %[[W]], %[[G]] : tensor<2x3x4xf32>, tensor<?xf32>, tensor<2x3x4xf32>)
//       CHECK:     ^bb0(%[[X1:.+]]: f32, %[[W1:.+]]: f32, %[[G1:.+]]: f32, %{{.+}}: f32):
//       CHECK:       %[[P1:.+]] = arith.cmpf ogt, %[[X1]], %[[Z1]] : f32
//       CHECK:       %[[WG1:.+]] = arith.mulf %[[W1]], %[[G1]] : f32
//       CHECK:       %[[S1:.+]] = arith.select %[[P1]], %[[G1]], %[[WG1]] : f32
//       CHECK:       %[[N1:.+]] = arith.cmpf uno, %[[X1]], %[[X1]] : f32
//       CHECK:       arith.select %[[N1]], %[[X1]], %[[S1]] : f32
//       CHECK:     %[[E1:.+]] = tensor.empty() : tensor<1xf32>
//       CHECK:     %[[F1:.+]] = linalg.fill ins(%[[Z1]] : f32) outs(%[[E1]] : tensor<1xf32>)
//       CHECK:     %[[DW1:.+]] = linalg.generic
//  CHECK-SAME:         indexing_maps = [#[[$ID]], #[[$ID]], #[[$PT]]]
//  CHECK-SAME:         iterator_types = ["reduction", "reduction", "reduction"]
//  CHECK-SAME:         outs(%[[F1]] : tensor<1xf32>)
//       CHECK:     %[[CAST1:.+]] = tensor.cast %[[DW1]] : tensor<1xf32> to tensor<?xf32>
//       CHECK:     scf.yield %[[DS1]], %[[CAST1]] : tensor<2x3x4xf32>, tensor<?xf32>
//       CHECK:   } else {
//   CHECK-NOT:     check_size
//       CHECK:     %[[Z2:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:     %[[DS2:.+]] = linalg.generic
//  CHECK-SAME:         indexing_maps = [#[[$ID]], #[[$PC]], #[[$ID]], #[[$ID]]]
//  CHECK-SAME:         ins(%[[X]], %[[W]], %[[G]] : tensor<2x3x4xf32>, tensor<?xf32>, tensor<2x3x4xf32>)
//       CHECK:     ^bb0(%[[X2:.+]]: f32, %[[W2:.+]]: f32, %[[G2:.+]]: f32, %{{.+}}: f32):
//       CHECK:       %[[P2:.+]] = arith.cmpf ogt, %[[X2]], %[[Z2]] : f32
//       CHECK:       %[[WG2:.+]] = arith.mulf %[[W2]], %[[G2]] : f32
//       CHECK:       %[[S2:.+]] = arith.select %[[P2]], %[[G2]], %[[WG2]] : f32
//       CHECK:       %[[N2:.+]] = arith.cmpf uno, %[[X2]], %[[X2]] : f32
//       CHECK:       arith.select %[[N2]], %[[X2]], %[[S2]] : f32
//       CHECK:     %[[E2:.+]] = tensor.empty() : tensor<3xf32>
//       CHECK:     %[[F2:.+]] = linalg.fill ins(%[[Z2]] : f32) outs(%[[E2]] : tensor<3xf32>)
//       CHECK:     %[[DW2:.+]] = linalg.generic
//  CHECK-SAME:         indexing_maps = [#[[$ID]], #[[$ID]], #[[$PC]]]
//  CHECK-SAME:         iterator_types = ["reduction", "parallel", "reduction"]
//  CHECK-SAME:         outs(%[[F2]] : tensor<3xf32>)
//       CHECK:     %[[CAST2:.+]] = tensor.cast %[[DW2]] : tensor<3xf32> to tensor<?xf32>
//       CHECK:     scf.yield %[[DS2]], %[[CAST2]] : tensor<2x3x4xf32>, tensor<?xf32>
//       CHECK:   }
//       CHECK:   return %[[IF]]#0, %[[IF]]#1

// Without run-time checks the choice is still made at run time.
// NOCHECK-LABEL: func.func @dynamic_slope_length
//   NOCHECK-NOT:   does not match
//       NOCHECK:   scf.if %{{.+}} -> (tensor<2x3x4xf32>, tensor<?xf32>) {
//   NOCHECK-NOT:   does not match
//       NOCHECK:   } else {
//   NOCHECK-NOT:   does not match
//       NOCHECK:   return
func.func @dynamic_slope_length(%x: tensor<2x3x4xf32>, %w: tensor<?xf32>, %g: tensor<2x3x4xf32>)
    -> (tensor<2x3x4xf32>, tensor<?xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x3x4xf32>, tensor<?xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<?xf32>)
  return %ds, %dw : tensor<2x3x4xf32>, tensor<?xf32>
}

// -----

// When C is known to be 1, [1] and [C] coincide: no scf.if choosing between
// them, just a check.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$PC:.+]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @dynamic_slope_single_channel
//  CHECK-SAME:   %[[X:.+]]: tensor<2x1x4xf32>, %[[W:.+]]: tensor<?xf32>
//   CHECK-NOT:   = scf.if
//       CHECK:   %[[LEN:.+]] = tensor.dim %[[W]], %{{.+}}
//       CHECK:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   actgrad.check_size %[[LEN]], %[[C1]], "actgrad.prelu_backward: dimension 0 of 'slope' does not match dimension 1 of 'src'"
//   CHECK-NOT:   = scf.if
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$PC]], #[[$ID]], #[[$ID]]]
//       CHECK:   %[[EMPTY:.+]] = tensor.empty() : tensor<1xf32>
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<1xf32>)
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       indexing_maps = [#[[$ID]], #[[$ID]], #[[$PC]]]
//  CHECK-SAME:       iterator_types = ["reduction", "parallel", "reduction"]
//  CHECK-SAME:       outs(%[[ACC]] : tensor<1xf32>)
//       CHECK:   %[[DW:.+]] = tensor.cast %[[SUM]] : tensor<1xf32> to tensor<?xf32>
//   CHECK-NOT:   = scf.if
//       CHECK:   return %{{.+}}, %[[DW]]

// NOCHECK-LABEL: func.func @dynamic_slope_single_channel
//   NOCHECK-NOT:   does not match
//   NOCHECK-NOT:   scf.if
//       NOCHECK:   return
func.func @dynamic_slope_single_channel(%x: tensor<2x1x4xf32>, %w: tensor<?xf32>, %g: tensor<2x1x4xf32>)
    -> (tensor<2x1x4xf32>, tensor<?xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x1x4xf32>, tensor<?xf32>, tensor<2x1x4xf32>) -> (tensor<2x1x4xf32>, tensor<?xf32>)
  return %ds, %dw : tensor<2x1x4xf32>, tensor<?xf32>
}

// -----

// Dynamic sizes: src and diff_dst agree dimension by dimension, a static size
// from either wins, and each dynamic slope dimension is checked against the
// src dimension it maps to. The sizes feed the tensor.empty ops.
// CHECK-LABEL: func.func @runtime_checks
//  CHECK-SAME:   %[[X:.+]]: tensor<2x?x?xf32>, %[[W:.+]]: tensor<?x?xf32>, %[[G:.+]]: tensor<?x?x4xf32>
//       CHECK:   %[[C0:.+]] = arith.constant 0 : index
//       CHECK:   %[[G0:.+]] = tensor.dim %[[G]], %[[C0]]
//       CHECK:   %[[C2:.+]] = arith.constant 2 : index
//       CHECK:   actgrad.check_size %[[G0]], %[[C2]], "actgrad.prelu_backward: dimension 0 of 'diff_dst' does not match 'src'"
//       CHECK:   %[[C1:.+]] = arith.constant 1 : index
//       CHECK:   %[[X1:.+]] = tensor.dim %[[X]], %[[C1]]
//       CHECK:   %[[G1:.+]] = tensor.dim %[[G]], %[[C1]]
//       CHECK:   actgrad.check_size %[[G1]], %[[X1]], "actgrad.prelu_backward: dimension 1 of 'diff_dst' does not match 'src'"
//       CHECK:   %[[X2:.+]] = tensor.dim %[[X]], %[[C2]]
//       CHECK:   %[[C4:.+]] = arith.constant 4 : index
//       CHECK:   actgrad.check_size %[[X2]], %[[C4]], "actgrad.prelu_backward: dimension 2 of 'src' does not match 'diff_dst'"
//       CHECK:   %[[W0:.+]] = tensor.dim %[[W]], %[[C0]]
//       CHECK:   actgrad.check_size %[[W0]], %[[X1]], "actgrad.prelu_backward: dimension 0 of 'slope' does not match dimension 1 of 'src'"
//       CHECK:   %[[W1:.+]] = tensor.dim %[[W]], %[[C1]]
//       CHECK:   actgrad.check_size %[[W1]], %[[C4]], "actgrad.prelu_backward: dimension 1 of 'slope' does not match dimension 2 of 'src'"
//       CHECK:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
//       CHECK:   %[[INIT:.+]] = tensor.empty(%[[C2]], %[[X1]], %[[C4]]) : tensor<?x?x?xf32>
//       CHECK:   %[[DS:.+]] = linalg.generic
//  CHECK-SAME:       outs(%[[INIT]] : tensor<?x?x?xf32>)
//       CHECK:   %[[EMPTY:.+]] = tensor.empty(%[[X1]]) : tensor<?x4xf32>
//       CHECK:   %[[ACC:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<?x4xf32>)
//       CHECK:   %[[SUM:.+]] = linalg.generic
//  CHECK-SAME:       iterator_types = ["reduction", "parallel", "parallel"]
//  CHECK-SAME:       outs(%[[ACC]] : tensor<?x4xf32>)
//       CHECK:   %[[DW:.+]] = tensor.cast %[[SUM]] : tensor<?x4xf32> to tensor<?x?xf32>
//       CHECK:   return %[[DS]], %[[DW]]

// NOCHECK-LABEL: func.func @runtime_checks
//   NOCHECK-NOT:   does not match
//       NOCHECK:   linalg.generic
//   NOCHECK-NOT:   does not match
//       NOCHECK:   return
func.func @runtime_checks(%x: tensor<2x?x?xf32>, %w: tensor<?x?xf32>, %g: tensor<?x?x4xf32>)
    -> (tensor<?x?x?xf32>, tensor<?x?xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x?x?xf32>, tensor<?x?xf32>, tensor<?x?x4xf32>) -> (tensor<?x?x?xf32>, tensor<?x?xf32>)
  return %ds, %dw : tensor<?x?x?xf32>, tensor<?x?xf32>
}

// -----

// A static slope pins the channel size of a dynamic src: it is checked.
// CHECK-LABEL: func.func @static_slope_dynamic_channel
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.prelu_backward: dimension 1 of 'src' does not match dimension 0 of 'slope'"
//       CHECK:   linalg.generic
// NOCHECK-LABEL: func.func @static_slope_dynamic_channel
//   NOCHECK-NOT:   does not match
func.func @static_slope_dynamic_channel(%x: tensor<2x?x4xf32>, %w: tensor<3xf32>, %g: tensor<2x?x4xf32>) -> (tensor<2x?x4xf32>, tensor<3xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x?x4xf32>, tensor<3xf32>, tensor<2x?x4xf32>) -> (tensor<2x?x4xf32>, tensor<3xf32>)
  return %ds, %dw : tensor<2x?x4xf32>, tensor<3xf32>
}

// -----

// A static diff_slope decides the mode of a dynamic slope (no scf.if choosing
// it) and the slope's length is checked against it.
// CHECK-LABEL: func.func @dynamic_slope_static_diff_slope
//   CHECK-NOT:   = scf.if
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.prelu_backward: dimension 0 of 'slope' does not match dimension 0 of 'diff_slope'"
//   CHECK-NOT:   = scf.if
//       CHECK:   return %{{.+}}, %{{.+}} : tensor<2x3x4xf16>, tensor<1xf16>
// NOCHECK-LABEL: func.func @dynamic_slope_static_diff_slope
//   NOCHECK-NOT:   does not match
func.func @dynamic_slope_static_diff_slope(%x: tensor<2x3x4xf16>, %w: tensor<?xf16>, %g: tensor<2x3x4xf16>) -> (tensor<2x3x4xf16>, tensor<1xf16>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x3x4xf16>, tensor<?xf16>, tensor<2x3x4xf16>) -> (tensor<2x3x4xf16>, tensor<1xf16>)
  return %ds, %dw : tensor<2x3x4xf16>, tensor<1xf16>
}

// -----

// CHECK-LABEL: func.func @dynamic_slope_per_channel_static_diff_slope
//       CHECK:   actgrad.check_size %{{.+}}, %{{.+}}, "actgrad.prelu_backward: dimension 0 of 'slope' does not match dimension 0 of 'diff_slope'"
//       CHECK:   return %{{.+}}, %{{.+}} : tensor<2x3x4xf32>, tensor<3xf32>
// NOCHECK-LABEL: func.func @dynamic_slope_per_channel_static_diff_slope
func.func @dynamic_slope_per_channel_static_diff_slope(%x: tensor<2x3x4xf32>, %w: tensor<?xf32>, %g: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>) {
  %ds, %dw = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"}
      : (tensor<2x3x4xf32>, tensor<?xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>)
  return %ds, %dw : tensor<2x3x4xf32>, tensor<3xf32>
}
