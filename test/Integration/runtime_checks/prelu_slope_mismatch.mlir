// A rank-1 slope of run-time length: a length that is neither 1 nor the
// channel count of src stops the program with a message naming the op and
// the dimension (SEMANTICS.md 1, 2.4); runtime-checks=false removes the check.
//
// RUN: actgrad-opt %s --actgrad-to-llvm | mlir-translate --mlir-to-llvmir | \
// RUN:   FileCheck %s --check-prefix=IR
// RUN: actgrad-opt %s --actgrad-to-llvm=runtime-checks=false | \
// RUN:   mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=NOCHECK
// RUN: actgrad-opt %s --actgrad-to-llvm | not --crash mlir-runner -e main \
// RUN:   -entry-point-result=void \
// RUN:   -shared-libs=%actgrad_jit_libs 2>&1 | \
// RUN:   FileCheck %s

// IR: c"actgrad.prelu_backward: dimension 0 of 'slope' does not match {{.*}}'src'
// IR: call void @abort()

// NOCHECK-NOT: does not match
// NOCHECK-NOT: @abort
// NOCHECK: define void @main()

// The message must reach the user even when stdout is a pipe or a file.
// CHECK: actgrad.prelu_backward: dimension 0 of 'slope' does not match {{.*}}'src' (2 vs 3)
// CHECK-NOT: data =

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

func.func @prelu(%x: tensor<2x3x2xf32>, %w: tensor<?xf32>, %g: tensor<2x3x2xf32>)
    -> (tensor<2x3x2xf32>, tensor<?xf32>) {
  %r:2 = "actgrad.prelu_backward"(%x, %w, %g) <{data_format = "NCX"}>
      : (tensor<2x3x2xf32>, tensor<?xf32>, tensor<2x3x2xf32>)
      -> (tensor<2x3x2xf32>, tensor<?xf32>)
  return %r#0, %r#1 : tensor<2x3x2xf32>, tensor<?xf32>
}

func.func @main() {
  // src has 3 channels (NCX), the slope has 2 elements.
  %x = arith.constant dense<-1.0> : tensor<2x3x2xf32>
  %g = arith.constant dense<1.0> : tensor<2x3x2xf32>
  %w = arith.constant dense<[0.25, 0.5]> : tensor<2xf32>
  %wd = tensor.cast %w : tensor<2xf32> to tensor<?xf32>
  %r:2 = call @prelu(%x, %wd, %g) : (tensor<2x3x2xf32>, tensor<?xf32>, tensor<2x3x2xf32>)
      -> (tensor<2x3x2xf32>, tensor<?xf32>)
  %ws = tensor.cast %r#1 : tensor<?xf32> to tensor<2xf32>
  %e = tensor.empty() : tensor<2xi32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ws : tensor<2xf32>) outs(%e : tensor<2xi32>) {
  ^bb0(%in: f32, %out: i32):
    %i = arith.bitcast %in : f32 to i32
    linalg.yield %i : i32
  } -> tensor<2xi32>
  %m = bufferization.to_buffer %b : tensor<2xi32> to memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
