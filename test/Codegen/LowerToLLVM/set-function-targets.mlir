// actgrad-set-function-targets: LLVM function definitions get the module's
// target CPU and features; declarations and functions that name their own
// keep what they have; without a target nothing changes.
//
// RUN: actgrad-opt %s --actgrad-set-function-targets -split-input-file | FileCheck %s
// RUN: actgrad-opt %s --actgrad-set-function-targets -split-input-file | mlir-translate --mlir-to-llvmir -split-input-file | FileCheck %s --check-prefix=LLVMIR

module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v3", features = <["+avx2", "+fma"]>>} {
  // CHECK-LABEL: llvm.func @kernel
  //  CHECK-SAME:   target_cpu = "x86-64-v3"
  //  CHECK-SAME:   target_features = #llvm.target_features<["+avx2", "+fma"]>
  llvm.func @kernel() {
    llvm.return
  }
  // CHECK-LABEL: llvm.func @own
  //  CHECK-SAME:   target_cpu = "znver4"
  //  CHECK-SAME:   target_features = #llvm.target_features<["+avx2", "+fma"]>
  llvm.func @own() attributes {target_cpu = "znver4"} {
    llvm.return
  }
  // CHECK: llvm.func @abort()
  // CHECK-NOT: target_cpu
  llvm.func @abort()
}
// LLVMIR: define void @kernel() #[[ATTRS:[0-9]+]]
// LLVMIR: declare void @abort()
// LLVMIR: attributes #[[ATTRS]] = { "target-cpu"="x86-64-v3" "target-features"="+avx2,+fma" }

// -----

// CHECK-LABEL: llvm.func @no_target
//   CHECK-NOT:   target_cpu
llvm.func @no_target() {
  llvm.return
}
// LLVMIR: define void @no_target() {
