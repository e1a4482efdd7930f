// Bad pipeline option values end in a diagnostic naming the option, never a
// crash; -1 (the default) takes the vector width from the target, and the
// non-temporal threshold from the threads option.
// RUN: not actgrad-opt %s --actgrad-to-llvm="tile-elements=-3" 2>&1 | FileCheck %s --check-prefix=TILE
// RUN: not actgrad-opt %s --actgrad-to-llvm="vector-width=-2" 2>&1 | FileCheck %s --check-prefix=WIDTH
// RUN: not actgrad-opt %s --actgrad-to-llvm="min-thread-work=-5" 2>&1 | FileCheck %s --check-prefix=WORK
// RUN: not actgrad-opt %s --actgrad-to-llvm="min-thread-bytes=-4" 2>&1 | FileCheck %s --check-prefix=WORK
// RUN: not actgrad-opt %s --actgrad-to-llvm="threads=false min-thread-bytes=-4" 2>&1 | FileCheck %s --check-prefix=WORK
// RUN: not actgrad-opt %s --actgrad-to-llvm="nontemporal-min-bytes=-2" 2>&1 | FileCheck %s --check-prefix=NT
// RUN: not actgrad-opt %s --actgrad-to-llvm="vector-width=wide" 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: actgrad-opt %s --actgrad-to-llvm="vector-width=-1" | FileCheck %s --check-prefix=HOST

// TILE: error: actgrad-split-reduction: tile-elements must not be negative
// WIDTH: error: actgrad-split-reduction: vector-width must not be negative
// WORK: error: actgrad-cpu-lowering-config: tile-elements, min-thread-work and min-thread-bytes must not be negative
// NT: error: actgrad-nontemporal-stores: min-bytes must not be negative
// PARSE: vector-width
// HOST: llvm.func @f
func.func @f(%g: tensor<64xf32>, %x: tensor<64xf32>) -> tensor<64xf32> {
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}
