// The target stage on its own: the named target, with LLVM's completion of
// the CPU's features, recorded on the module for the passes after it.
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-target{target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v3})' | FileCheck %s
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-target{target-triple=aarch64-linux-gnu})' | FileCheck %s --check-prefix=ARM
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-target)' | FileCheck %s --check-prefix=HOST

// CHECK: module attributes {
// CHECK-SAME: llvm.data_layout = "e-m:e-p270:32:32
// CHECK-SAME: llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v3", features = <[{{.*}}"+avx2"{{.*}}"+fma"
// CHECK-SAME: llvm.target_triple = "x86_64-unknown-linux-gnu"
// ARM: llvm.target = #llvm.target<triple = "aarch64-unknown-linux-gnu", chip = "generic"
// ARM-SAME: llvm.target_triple = "aarch64-unknown-linux-gnu"
// The host when no option names a target.
// HOST: llvm.target = #llvm.target<triple = "{{.+}}", chip = "{{.+}}", features = <[
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
