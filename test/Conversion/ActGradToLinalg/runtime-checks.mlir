// The form of the run-time checks of dynamic dimensions (SEMANTICS.md 1): a
// failed check prints the op, the operand, the dimension and both sizes to
// stderr through libc's dprintf, then aborts. The pass declares the two
// functions in the module, only where a check calls them.
//
// RUN: actgrad-opt %s --convert-actgrad-to-linalg -split-input-file | FileCheck %s
// RUN: actgrad-opt %s --convert-actgrad-to-linalg=runtime-checks=false -split-input-file | FileCheck %s --check-prefix=NOCHECK
// Run nested on functions the pass cannot declare anything in the module:
// the check is then a cf.assert with the message less the sizes.
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(func.func(convert-actgrad-to-linalg))' -split-input-file | FileCheck %s --check-prefix=NESTED

// CHECK-LABEL: module {
//   CHECK-DAG:   llvm.func @abort()
//   CHECK-DAG:   llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
//       CHECK:   func.func @dynamic
//  CHECK-SAME:       %[[G:[^:]+]]: tensor<?x8xf32>, %[[X:[^:]+]]: tensor<?x8xf32>
//       CHECK:     %[[G0:.+]] = tensor.dim %[[G]], %{{.+}} : tensor<?x8xf32>
//       CHECK:     %[[X0:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x8xf32>
//       CHECK:     %[[BAD:.+]] = arith.cmpi ne, %[[X0]], %[[G0]] : index
//       CHECK:     scf.if %[[BAD]] {
//       CHECK:       %[[MSG:.+]] = llvm.mlir.constant("actgrad.hardtanh_backward: dimension 0 of 'self' does not match 'grad_output' (%lld vs %lld)\0A\00") : !llvm.array<94 x i8>
//       CHECK:       %[[BUF:.+]] = llvm.alloca %{{.+}} x !llvm.array<94 x i8>
//       CHECK:       llvm.store %[[MSG]], %[[BUF]]
//       CHECK:       %[[STDERR:.+]] = llvm.mlir.constant(2 : i32) : i32
//       CHECK:       %[[ACTUAL:.+]] = arith.index_cast %[[X0]] : index to i64
//       CHECK:       %[[EXPECTED:.+]] = arith.index_cast %[[G0]] : index to i64
//       CHECK:       llvm.call @dprintf(%[[STDERR]], %[[BUF]], %[[ACTUAL]], %[[EXPECTED]]) vararg(!llvm.func<i32 (i32, ptr, ...)>)
//       CHECK:       llvm.call @abort() : () -> ()
//       CHECK:     }
//       CHECK:     linalg.generic

// NOCHECK-LABEL: func.func @dynamic
//   NOCHECK-NOT:   scf.if
//   NOCHECK-NOT:   llvm.
//       NOCHECK:   linalg.generic

// NESTED-NOT:   llvm.func
// NESTED-LABEL: func.func @dynamic
//       NESTED:   %[[OK:.+]] = arith.cmpi eq
//       NESTED:   cf.assert %[[OK]], "actgrad.hardtanh_backward: dimension 0 of 'self' does not match 'grad_output'"
func.func @dynamic(%g: tensor<?x8xf32>, %x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// Static shapes need no check, and so no declaration.
// CHECK-LABEL: module {
//   CHECK-NOT:   llvm.func
//       CHECK:   func.func @static
//   CHECK-NOT:     scf.if
//       CHECK:     linalg.generic
// NOCHECK-LABEL: func.func @static
// NESTED-LABEL: func.func @static
func.func @static(%g: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Declarations the module already has are reused.
// CHECK-LABEL: module {
//       CHECK:   llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
//  CHECK-NEXT:   llvm.func @abort()
//  CHECK-NEXT:   func.func @reuse
//       CHECK:     llvm.mlir.constant("actgrad.prelu_backward: dimension 0 of 'slope' does not match {{.*}} (%lld vs %lld)\0A\00")
// NOCHECK-LABEL: func.func @reuse
// NESTED-LABEL: func.func @reuse
//       NESTED:   llvm.mlir.constant("actgrad.prelu_backward: dimension 0 of 'slope' does not match {{.*}} (%lld vs %lld)\0A\00")
llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
llvm.func @abort()
func.func @reuse(%x: tensor<2x3xf32>, %w: tensor<?xf32>) -> (tensor<2x3xf32>, tensor<?xf32>) {
  %0:2 = actgrad.prelu_backward %x, %w, %x
      : (tensor<2x3xf32>, tensor<?xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<?xf32>
}

// -----

// A symbol of the same name that is not libc's function is left alone, and
// the check falls back to cf.assert.
// CHECK-LABEL: module {
//   CHECK-NOT:   llvm.func @abort
//       CHECK:   func.func private @abort(i32)
//       CHECK:   func.func @clash
//       CHECK:     cf.assert %{{.+}}, "actgrad.swish_backward: dimension 0 of 'self' does not match 'grad_output'"
// NOCHECK-LABEL: func.func @clash
// NESTED-LABEL: func.func @clash
func.func private @abort(i32)
func.func @clash(%g: tensor<?xf32>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = actgrad.swish_backward %g, %x : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// The functions are declared in the module that holds the check.
// CHECK-LABEL: module @outer {
//   CHECK-NEXT:   module @inner {
//   CHECK-DAG:      llvm.func @abort()
//   CHECK-DAG:      llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
//       CHECK:      func.func @nested
//       CHECK:        llvm.call @dprintf
// NOCHECK-LABEL: func.func @nested
// NESTED-LABEL: module @outer
module @outer {
  module @inner {
    func.func @nested(%g: tensor<?xf32>, %x: tensor<?xf32>) -> tensor<?xf32> {
      %0 = actgrad.swish_backward %g, %x : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      return %0 : tensor<?xf32>
    }
  }
}
