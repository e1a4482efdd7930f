// actgrad-to-llvm schedules the x86-only passes (Codegen/X86) for x86
// targets alone; every other pass runs for every target.
// RUN: actgrad-opt %s --actgrad-to-llvm="target-triple=x86_64-unknown-linux-gnu target-cpu=x86-64-v4" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=X86
// RUN: actgrad-opt %s --actgrad-to-llvm="target-triple=aarch64-linux-gnu" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARM

// X86: actgrad-set-target{cpu=x86-64-v4 features= triple=x86_64-unknown-linux-gnu}
// X86: actgrad-prefetch
// X86: actgrad-fence-selected-values
// X86: actgrad-pack-bf16-roundings
// X86: actgrad-legalize-bf16
// X86: actgrad-shuffle-half-words
// X86: actgrad-check-lowered-to-llvm
// ARM: actgrad-set-target{cpu=generic features= triple=aarch64-linux-gnu}
// ARM: actgrad-prefetch
// ARM-NOT: actgrad-fence-selected-values
// ARM-NOT: actgrad-pack-bf16-roundings
// ARM: actgrad-legalize-bf16
// ARM-NOT: actgrad-shuffle-half-words
// ARM: actgrad-check-lowered-to-llvm
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
