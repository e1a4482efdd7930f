// The pipeline merges PReLU's diff_src and diff_slope generics, which both
// read x, before actgrad-narrow-compares looks at x's uses: the merged
// generic widens x for x * dy anyway, so `x > 0` stays one f32 compare.
// RUN: actgrad-opt %s --actgrad-to-llvm="threads=false target-cpu=znver4" \
// RUN:   --mlir-print-ir-after=actgrad-narrow-compares -o /dev/null 2>&1 | FileCheck %s

// CHECK-LABEL: IR Dump After ActGradNarrowCompares
//       CHECK:   linalg.generic
//  CHECK-SAME:     outs({{.+}}, {{.+}} : tensor<4x8x64xbf16>, tensor<8xf32>)
//       CHECK:     arith.cmpf ogt
//   CHECK-NOT:     arith.cmpi
//       CHECK:     linalg.yield
func.func @prelu_bf16(%x: tensor<4x8x64xbf16>, %s: tensor<8xbf16>, %g: tensor<4x8x64xbf16>) -> (tensor<4x8x64xbf16>, tensor<8xbf16>) {
  %0:2 = actgrad.prelu_backward %x, %s, %g {data_format = "NCX"}
      : (tensor<4x8x64xbf16>, tensor<8xbf16>, tensor<4x8x64xbf16>) -> (tensor<4x8x64xbf16>, tensor<8xbf16>)
  return %0#0, %0#1 : tensor<4x8x64xbf16>, tensor<8xbf16>
}
