// RUN: actgrad-opt %s --actgrad-to-llvm | \
// RUN:   mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%actgrad_jit_libs | \
// RUN:   FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm="tile-elements=5 vector-width=4" | \
// RUN:   mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%actgrad_jit_libs | \
// RUN:   FileCheck %s
//
// Execution test of the NaN rules of fused gradients (SEMANTICS.md 2):
// hardtanh_backward (min -1, max 1) feeding hardsigmoid_backward (alpha
// 0.25, beta 0.5) as its gradient. Fused, hardtanh's NaN rule is dropped
// (actgrad-drop-shadowed-nan-selects) since hardsigmoid's, on t = x / 4 +
// 1/2, covers the same lanes: the result must still be NaN exactly where x
// is NaN. g = 2: (-1 < x < 1 ? 2 : 0) * 0.25 where -2 < x < 2, else 0;
// x = +-inf gives 0 (hardtanh masks it, t = +-inf is outside). Every value
// is exact in f32, f16 and bf16. The results are printed as f32.
//
// x: nan, inf, -inf, -1, -0.5, 0, 0.5, 1, 1.5, -2, 2, 3, -nan, 0.75, -0.75, 5
// CHECK-COUNT-3: [{{-?}}nan,  0,  0,  0,  0.5,  0.5,  0.5,  0,  0,  0,  0,  0,  {{-?}}nan,  0.5,  0.5,  0]

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @chain_f32(%x: tensor<16xf32>, %g: tensor<16xf32>) -> tensor<16xf32> {
  %h = "actgrad.hardtanh_backward"(%g, %x) <{min = -1.0 : f32, max = 1.0 : f32}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %r = "actgrad.hardsigmoid_backward"(%x, %h) <{alpha = 0.25 : f32, beta = 0.5 : f32}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

func.func @chain_bf16(%x: tensor<16xbf16>, %g: tensor<16xbf16>) -> tensor<16xbf16> {
  %h = "actgrad.hardtanh_backward"(%g, %x) <{min = -1.0 : f32, max = 1.0 : f32}> : (tensor<16xbf16>, tensor<16xbf16>) -> tensor<16xbf16>
  %r = "actgrad.hardsigmoid_backward"(%x, %h) <{alpha = 0.25 : f32, beta = 0.5 : f32}> : (tensor<16xbf16>, tensor<16xbf16>) -> tensor<16xbf16>
  return %r : tensor<16xbf16>
}

func.func @chain_f16(%x: tensor<16xf16>, %g: tensor<16xf16>) -> tensor<16xf16> {
  %h = "actgrad.hardtanh_backward"(%g, %x) <{min = -1.0 : f32, max = 1.0 : f32}> : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
  %r = "actgrad.hardsigmoid_backward"(%x, %h) <{alpha = 0.25 : f32, beta = 0.5 : f32}> : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
  return %r : tensor<16xf16>
}

func.func @print(%r: tensor<16xf32>) {
  %m = bufferization.to_buffer %r : tensor<16xf32> to memref<16xf32>
  %u = memref.cast %m : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, -2.0, 2.0, 3.0, 0xFFC00000, 0.75, -0.75, 5.0]> : tensor<16xf32>
  %g = arith.constant dense<2.0> : tensor<16xf32>
  %r32 = call @chain_f32(%x, %g) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  call @print(%r32) : (tensor<16xf32>) -> ()

  %xb = arith.truncf %x : tensor<16xf32> to tensor<16xbf16>
  %gb = arith.truncf %g : tensor<16xf32> to tensor<16xbf16>
  %rb = call @chain_bf16(%xb, %gb) : (tensor<16xbf16>, tensor<16xbf16>) -> tensor<16xbf16>
  %rb32 = arith.extf %rb : tensor<16xbf16> to tensor<16xf32>
  call @print(%rb32) : (tensor<16xf32>) -> ()

  %xh = arith.truncf %x : tensor<16xf32> to tensor<16xf16>
  %gh = arith.truncf %g : tensor<16xf32> to tensor<16xf16>
  %rh = call @chain_f16(%xh, %gh) : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
  %rh32 = arith.extf %rh : tensor<16xf16> to tensor<16xf32>
  call @print(%rh32) : (tensor<16xf32>) -> ()
  return
}
