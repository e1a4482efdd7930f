// convert-actgrad-runtime-checks-to-llvm: a failed actgrad.check_size prints
// its message and both sizes to stderr through libc's dprintf, then aborts.
// The pass declares the two functions in the module that holds a check.
//
// RUN: actgrad-opt %s --convert-actgrad-runtime-checks-to-llvm -split-input-file | FileCheck %s

// CHECK-LABEL: module {
//   CHECK-DAG:   llvm.func @abort()
//   CHECK-DAG:   llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
//       CHECK:   func.func @check
//  CHECK-SAME:       %[[ACTUAL:[^:]+]]: index, %[[EXPECTED:[^:]+]]: index
//       CHECK:     %[[BAD:.+]] = arith.cmpi ne, %[[ACTUAL]], %[[EXPECTED]] : index
//       CHECK:     scf.if %[[BAD]] {
//       CHECK:       %[[MSG:.+]] = llvm.mlir.constant("actgrad.hardtanh_backward: dimension 0 of 'self' does not match 'grad_output', 100%% (%lld vs %lld)\0A\00") : !llvm.array<101 x i8>
//       CHECK:       %[[BUF:.+]] = llvm.alloca %{{.+}} x !llvm.array<101 x i8>
//       CHECK:       llvm.store %[[MSG]], %[[BUF]]
//       CHECK:       %[[STDERR:.+]] = llvm.mlir.constant(2 : i32) : i32
//       CHECK:       %[[A64:.+]] = arith.index_cast %[[ACTUAL]] : index to i64
//       CHECK:       %[[E64:.+]] = arith.index_cast %[[EXPECTED]] : index to i64
//       CHECK:       llvm.call @dprintf(%[[STDERR]], %[[BUF]], %[[A64]], %[[E64]]) vararg(!llvm.func<i32 (i32, ptr, ...)>)
//       CHECK:       llvm.call @abort() : () -> ()
//       CHECK:     }
//   CHECK-NOT:     actgrad.check_size
//       CHECK:     return
func.func @check(%actual: index, %expected: index) {
  actgrad.check_size %actual, %expected, "actgrad.hardtanh_backward: dimension 0 of 'self' does not match 'grad_output', 100%"
  return
}

// -----

// No check, no declaration.
// CHECK-LABEL: module {
//   CHECK-NOT:   llvm.func
//       CHECK:   func.func @none
func.func @none() {
  return
}

// -----

// Declarations the module already has are reused.
// CHECK-LABEL: module {
//       CHECK:   llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
//  CHECK-NEXT:   llvm.func @abort()
//  CHECK-NEXT:   func.func @reuse
//       CHECK:     llvm.call @dprintf
llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
llvm.func @abort()
func.func @reuse(%actual: index, %expected: index) {
  actgrad.check_size %actual, %expected, "message"
  return
}

// -----

// A symbol of the same name that is not libc's function is left alone, and
// the check falls back to cf.assert, which cannot print the sizes.
// CHECK-LABEL: module {
//   CHECK-NOT:   llvm.func @abort
//       CHECK:   func.func private @abort(i32)
//       CHECK:   func.func @clash
//  CHECK-SAME:       %[[ACTUAL:[^:]+]]: index, %[[EXPECTED:[^:]+]]: index
//       CHECK:     %[[OK:.+]] = arith.cmpi eq, %[[ACTUAL]], %[[EXPECTED]] : index
//       CHECK:     cf.assert %[[OK]], "message"
func.func private @abort(i32)
func.func @clash(%actual: index, %expected: index) {
  actgrad.check_size %actual, %expected, "message"
  return
}

// -----

// The functions are declared in the module that holds the check.
// CHECK-LABEL: module @outer {
//  CHECK-NEXT:   module @inner {
//   CHECK-DAG:     llvm.func @abort()
//   CHECK-DAG:     llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
//       CHECK:     func.func @nested
//       CHECK:       llvm.call @dprintf
module @outer {
  module @inner {
    func.func @nested(%actual: index, %expected: index) {
      actgrad.check_size %actual, %expected, "message"
      return
    }
  }
}
