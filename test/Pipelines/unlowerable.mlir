// A module with something actgrad-to-llvm cannot lower fails with an error
// that names the op and points at it, and a non-zero exit; nothing is
// printed as output.
// RUN: not actgrad-opt %s --actgrad-to-llvm -o %t 2>&1 | FileCheck %s

// CHECK: unlowerable.mlir:[[@LINE+2]]:8: error: 'complex.add' was not lowered to the LLVM dialect; the module cannot be translated to LLVM IR
func.func @complex_add(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.add %a, %b : complex<f32>
  return %0 : complex<f32>
}
// CHECK-NOT: error:
