// RUN: actgrad-opt %s --actgrad-set-target="triple=x86_64-unknown-linux-gnu cpu=x86-64-v3 features=+avx2,-avx512f" | FileCheck %s
// RUN: actgrad-opt %s --actgrad-set-target="triple=aarch64-linux-gnu" | FileCheck %s --check-prefix=ARM
// RUN: not actgrad-opt %s --actgrad-set-target 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not actgrad-opt %s --actgrad-set-target=triple=nocpu-unknown-none 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// The target, the triple and LLVM's data layout for it land on the module,
// replacing what was there; nothing asks the host.
// CHECK:      module attributes
// CHECK-SAME:   llvm.data_layout = "e-m:e-{{.+}}-n8:16:32:64-S128"
// CHECK-SAME:   llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v3", features = <["+avx2", "-avx512f"]>>
// CHECK-SAME:   llvm.target_triple = "x86_64-unknown-linux-gnu"
// CHECK-LABEL: func.func @f

// The triple is normalized as clang does; the CPU defaults to generic.
// ARM:      module attributes
// ARM-SAME:   llvm.data_layout = "e-m:e-{{[^"]+}}-n32:64-S128{{[^"]*}}"
// ARM-SAME:   llvm.target = #llvm.target<triple = "aarch64-unknown-linux-gnu", chip = "generic">
// ARM-SAME:   llvm.target_triple = "aarch64-unknown-linux-gnu"
// ARM-LABEL: func.func @f

// NONE: error: actgrad-set-target: a target triple is required
// UNKNOWN: error: actgrad-set-target: LLVM does not know the target
module attributes {llvm.target_triple = "riscv64-unknown-linux-gnu"} {
  func.func @f() {
    return
  }
}
