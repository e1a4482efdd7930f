// On AVX2, actgrad-to-llvm widens loaded bf16 rows with VPSHUFB
// (actgrad-shuffle-half-words): an outer-axis bf16 softmax,
// whose tiles are 8 lanes of f32 in lane order, keeps no zero-extension of
// 16-bit lanes. AVX without AVX2 has no 256-bit byte shuffle and keeps the
// shifts.
// RUN: actgrad-opt %s --actgrad-to-llvm="target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v3 threads=false" | FileCheck %s --check-prefix=AVX2
// RUN: actgrad-opt %s --actgrad-to-llvm="target-triple=x86_64-unknown-linux-gnu target-cpu=sandybridge threads=false" | FileCheck %s --check-prefix=AVX

// AVX2:     %[[WIDEN:.+]] = llvm.mlir.constant(dense<[-128, -128, 0, 1, -128, -128, 2, 3, -128, -128, 4, 5, -128, -128, 6, 7, -128, -128, 8, 9, -128, -128, 10, 11, -128, -128, 12, 13, -128, -128, 14, 15]> : vector<32xi8>)
// AVX2-NOT: llvm.zext {{.*}} : vector<8xi16>
// AVX2:     llvm.call_intrinsic "llvm.x86.avx2.pshuf.b"(%{{.+}}, %[[WIDEN]])
// AVX2-NOT: llvm.zext {{.*}} : vector<8xi16>
// AVX-NOT:  llvm.call_intrinsic
// AVX:      llvm.zext {{.*}} : vector<8xi16> to vector<8xi32>
// AVX-NOT:  llvm.call_intrinsic
func.func @softmax_outer(%g: tensor<4x64x7xbf16>, %y: tensor<4x64x7xbf16>) -> tensor<4x64x7xbf16> {
  %0 = actgrad.softmax_backward %g, %y {axis = 1 : i64} : (tensor<4x64x7xbf16>, tensor<4x64x7xbf16>) -> tensor<4x64x7xbf16>
  return %0 : tensor<4x64x7xbf16>
}
