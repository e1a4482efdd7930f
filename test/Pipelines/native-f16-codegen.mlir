// f16 products compute on 32 f16 lanes where the target has AVX512-FP16
// (actgrad-native-f16-arithmetic): hardsigmoid's `g * alpha` as VMULPH and
// VFMADD...PH with no conversion to f32 left in its loop, PReLU's
// `slope * g` as one VMULPH and its `x > 0` and NaN test as VCMPPH. For x86-64-v4 (no
// AVX512-FP16) the same kernels convert to f32 and multiply there.
// RUN: actgrad-opt %s --actgrad-to-llvm="threads=false target-triple=x86_64-unknown-linux-gnu target-cpu=sapphirerapids" | \
// RUN:   mlir-translate --mlir-to-llvmir | \
// RUN:   %clang --target=x86_64-unknown-linux-gnu -O2 -Wno-override-module -x ir -S - -o - | FileCheck %s --check-prefix=SPR
// RUN: actgrad-opt %s --actgrad-to-llvm="threads=false target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v4" | \
// RUN:   mlir-translate --mlir-to-llvmir | \
// RUN:   %clang --target=x86_64-unknown-linux-gnu -O2 -Wno-override-module -x ir -S - -o - | FileCheck %s --check-prefix=V4

// SPR-LABEL: hardsigmoid_f16:
//   SPR-NOT:   vcvtph2ps
//       SPR:   vmulph {{.*}}%zmm
//       SPR:   vfmadd{{[0-9]+}}ph {{.*}}%zmm
//   SPR-NOT:   vcvtph2ps
//       SPR:   .Lfunc_end{{[0-9]+}}:
//  V4-LABEL: hardsigmoid_f16:
//       V4:   vcvtph2ps
//       V4:   vmulps
//   V4-NOT:   {{vmulph|vfmadd[0-9]+ph}}
//       V4:   .Lfunc_end{{[0-9]+}}:
func.func @hardsigmoid_f16(%x: memref<65536xf16>, %g: memref<65536xf16>, %out: memref<65536xf16>) {
  %xt = bufferization.to_tensor %x restrict : memref<65536xf16> to tensor<65536xf16>
  %gt = bufferization.to_tensor %g restrict : memref<65536xf16> to tensor<65536xf16>
  %r = actgrad.hardsigmoid_backward %xt, %gt {alpha = 0.2 : f32, beta = 0.5 : f32}
      : (tensor<65536xf16>, tensor<65536xf16>) -> tensor<65536xf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<65536xf16>, memref<65536xf16>) -> ()
  return
}

// PReLU's tiles are 16 lanes (diff_slope sums in f32 beside diff_src):
// diff_src's compares and product in f16, diff_slope's product in f32.
// SPR-LABEL: prelu_f16:
//       SPR:   vcmpltph
//       SPR:   vcmpunordph
//       SPR:   vmulph %ymm
//       SPR:   vmulps %zmm
//       SPR:   .Lfunc_end{{[0-9]+}}:
//  V4-LABEL: prelu_f16:
//       V4:   vcvtph2ps
//   V4-NOT:   vmulph
//       V4:   .Lfunc_end{{[0-9]+}}:
func.func @prelu_f16(%x: memref<65536xf16>, %s: memref<1xf16>, %g: memref<65536xf16>, %out: memref<65536xf16>, %ds: memref<1xf16>) {
  %xt = bufferization.to_tensor %x restrict : memref<65536xf16> to tensor<65536xf16>
  %st = bufferization.to_tensor %s restrict : memref<1xf16> to tensor<1xf16>
  %gt = bufferization.to_tensor %g restrict : memref<65536xf16> to tensor<65536xf16>
  %r:2 = actgrad.prelu_backward %xt, %st, %gt
      : (tensor<65536xf16>, tensor<1xf16>, tensor<65536xf16>) -> (tensor<65536xf16>, tensor<1xf16>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out
      : (tensor<65536xf16>, memref<65536xf16>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %ds
      : (tensor<1xf16>, memref<1xf16>) -> ()
  return
}
