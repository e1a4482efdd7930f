// A module whose host target is a CPU (here x86-64 with AVX-512, as
// actgrad-set-target or a front end records it) still gets GPU code in its
// kernels: the approximations in the gpu.module use the portable recipes,
// never the host ISA's instructions (CPUTargetInfo stops at the gpu.module).
// RUN: actgrad-opt %s --actgrad-to-nvvm --mlir-print-ir-before=gpu-module-to-binary -o /dev/null 2>&1 | FileCheck %s --check-prefix=KERNELS
// RUN: actgrad-opt %s --actgrad-to-nvvm --mlir-print-ir-before=gpu-module-to-binary -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOISA
// RUN: actgrad-opt %s --actgrad-to-nvvm | FileCheck %s --check-prefix=PTX

// The sigmoid's portable recipe: its polynomial and a division (x86's
// would take a reciprocal estimate and a range clamp).
// KERNELS: gpu.module @swish_f32_kernel
// KERNELS: llvm.intr.fma
// KERNELS: llvm.fdiv
// KERNELS: gpu.module @softmax_f32_kernel

// No x86 intrinsic, x86vector op or x86 function feature anywhere.
// NOISA-NOT: llvm.x86.
// NOISA-NOT: x86vector.
// NOISA-NOT: target_features

// PTX: gpu.binary @swish_f32_kernel {{.+}}.target sm_90
// PTX: gpu.binary @softmax_f32_kernel {{.+}}.target sm_90

module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v4", features = <["+avx512f", "+avx512bw", "+avx512dq", "+avx512vl", "+avx2", "+fma", "+avx"]>>} {
  func.func @swish_f32(%g: tensor<?xf32>, %x: tensor<?xf32>) -> tensor<?xf32> {
    %0 = actgrad.swish_backward %g, %x {beta = 1.0 : f32} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @softmax_f32(%g: tensor<64x1024xf32>, %y: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
    %0 = actgrad.softmax_backward %g, %y {axis = -1 : i64} : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
}
