// Through upstream mlir-opt and the plugins, too, a module the pipeline
// cannot lower fails with an error naming the op and a non-zero exit.
// UNSUPPORTED: sanitizers
// RUN: not mlir-opt %s --load-dialect-plugin=%actgrad_lib/ActGradDialectPlugin.so \
// RUN:   --load-pass-plugin=%actgrad_lib/ActGradPassPlugin.so --actgrad-to-llvm \
// RUN:   -o /dev/null 2>&1 | FileCheck %s

// CHECK: error: 'complex.add' was not lowered to the LLVM dialect
func.func @complex_add(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.add %a, %b : complex<f32>
  return %0 : complex<f32>
}
