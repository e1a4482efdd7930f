// softmax_backward operands whose dynamic dimensions disagree at run time
// stop the program with a message naming the op and the dimension
// (SEMANTICS.md 1); runtime-checks=false removes the check.
//
// RUN: actgrad-opt %s --actgrad-to-llvm | mlir-translate --mlir-to-llvmir | \
// RUN:   FileCheck %s --check-prefix=IR
// RUN: actgrad-opt %s --actgrad-to-llvm=runtime-checks=false | \
// RUN:   mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=NOCHECK
// RUN: actgrad-opt %s --actgrad-to-llvm | not --crash mlir-runner -e main \
// RUN:   -entry-point-result=void \
// RUN:   -shared-libs=%actgrad_jit_libs 2>&1 | \
// RUN:   FileCheck %s

// IR: c"actgrad.softmax_backward: dimension 0 of '{{dst|diff_dst}}' does not match {{.*}}'{{dst|diff_dst}}'
// IR: call void @abort()

// NOCHECK-NOT: does not match
// NOCHECK-NOT: @abort
// NOCHECK: define void @main()

// The message must reach the user even when stdout is a pipe or a file.
// CHECK: actgrad.softmax_backward: dimension 0 of '{{dst|diff_dst}}' does not match {{.*}}'{{dst|diff_dst}}' (2 vs 3)
// CHECK-NOT: data =

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

func.func @softmax(%dd: tensor<?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = "actgrad.softmax_backward"(%dd, %y) <{axis = 1 : i64}>
      : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

func.func @main() {
  // diff_dst has 3 rows, dst 2.
  %dd = arith.constant dense<1.0> : tensor<3x4xf32>
  %y = arith.constant dense<0.25> : tensor<2x4xf32>
  %ddd = tensor.cast %dd : tensor<3x4xf32> to tensor<?x4xf32>
  %yd = tensor.cast %y : tensor<2x4xf32> to tensor<?x4xf32>
  %r = call @softmax(%ddd, %yd) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %rs = tensor.cast %r : tensor<?x4xf32> to tensor<3x4xf32>
  %e = tensor.empty() : tensor<3x4xi32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rs : tensor<3x4xf32>) outs(%e : tensor<3x4xi32>) {
  ^bb0(%in: f32, %out: i32):
    %i = arith.bitcast %in : f32 to i32
    linalg.yield %i : i32
  } -> tensor<3x4xi32>
  %m = bufferization.to_buffer %b : tensor<3x4xi32> to memref<3x4xi32>
  %u = memref.cast %m : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
