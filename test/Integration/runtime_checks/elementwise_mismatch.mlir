// A dynamic dimension that disagrees at run time stops the program with a
// message naming the op and the dimension (SEMANTICS.md 1), and
// --actgrad-to-llvm=runtime-checks=false removes the check.
//
// RUN: actgrad-opt %s --actgrad-to-llvm | mlir-translate --mlir-to-llvmir | \
// RUN:   FileCheck %s --check-prefix=IR
// RUN: actgrad-opt %s --actgrad-to-llvm=runtime-checks=false | \
// RUN:   mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=NOCHECK
// RUN: actgrad-opt %s --actgrad-to-llvm | not --crash mlir-runner -e main \
// RUN:   -entry-point-result=void \
// RUN:   -shared-libs=%actgrad_jit_libs 2>&1 | \
// RUN:   FileCheck %s

// IR: c"actgrad.hardtanh_backward: dimension 1 of 'self' does not match 'grad_output'
// IR: call void @abort()

// NOCHECK-NOT: does not match
// NOCHECK-NOT: @abort
// NOCHECK: define void @main()

// The message must reach the user even when stdout is a pipe or a file, as
// here: the program aborts, so the message has to be written unbuffered or
// flushed first.
// CHECK: actgrad.hardtanh_backward: dimension 1 of 'self' does not match 'grad_output' (2 vs 3)
// The program stops at the check: the print after it never runs.
// CHECK-NOT: data =

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

func.func @hardtanh(%g: tensor<2x?xf32>, %x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %r = "actgrad.hardtanh_backward"(%g, %x) <{max = 1.0 : f32, min = -1.0 : f32}>
      : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}

func.func @main() {
  // grad_output is 2x3, self is 2x2: dimension 1 disagrees.
  %g = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %x = arith.constant dense<[[0.5, 0.5], [0.5, 0.5]]> : tensor<2x2xf32>
  %gd = tensor.cast %g : tensor<2x3xf32> to tensor<2x?xf32>
  %xd = tensor.cast %x : tensor<2x2xf32> to tensor<2x?xf32>
  %r = call @hardtanh(%gd, %xd) : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  %rs = tensor.cast %r : tensor<2x?xf32> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xi32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rs : tensor<2x3xf32>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%in: f32, %out: i32):
    %i = arith.bitcast %in : f32 to i32
    linalg.yield %i : i32
  } -> tensor<2x3xi32>
  %m = bufferization.to_buffer %b : tensor<2x3xi32> to memref<2x3xi32>
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
