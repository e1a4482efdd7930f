// A 1x1 convolution's input gradient as torch-mlir captures it: the
// weight transposed by a gather (`tensor.extract` at `linalg.index`), then
// the convolution. Fused, the gather's index runs along the innermost
// reduction, which actgrad-vectorize tiles into partial sums; every tile must
// read its own weights (vectorize-reduction-index.mlir).
// RUN: actgrad-opt %s --actgrad-to-llvm | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm="threads=false vector-width=4" | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | FileCheck %s

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#filter = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @grad_input(%g: tensor<1x32x2x2xf32>, %w: tensor<32x2x1x1xf32>)
    -> tensor<1x2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<2x32x1x1xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
  %wt = linalg.generic {indexing_maps = [#id],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%fill : tensor<2x32x1x1xf32>) {
  ^bb0(%unused: f32):
    %c = linalg.index 0 : index
    %f = linalg.index 1 : index
    %v = tensor.extract %w[%f, %c, %c0, %c0] : tensor<32x2x1x1xf32>
    linalg.yield %v : f32
  } -> tensor<2x32x1x1xf32>
  %oe = tensor.empty() : tensor<1x2x2x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%oe : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%g, %wt : tensor<1x32x2x2xf32>, tensor<2x32x1x1xf32>)
      outs(%acc : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  // g = 1; w[f, 0] = f and w[f, 1] = 1: channel 0 sums 0 + ... + 31 = 496,
  // channel 1 counts the 32 filters.
  %g = arith.constant dense<1.0> : tensor<1x32x2x2xf32>
  %w = arith.constant dense<[
      [[[0.0]], [[1.0]]], [[[1.0]], [[1.0]]], [[[2.0]], [[1.0]]], [[[3.0]], [[1.0]]],
      [[[4.0]], [[1.0]]], [[[5.0]], [[1.0]]], [[[6.0]], [[1.0]]], [[[7.0]], [[1.0]]],
      [[[8.0]], [[1.0]]], [[[9.0]], [[1.0]]], [[[10.0]], [[1.0]]], [[[11.0]], [[1.0]]],
      [[[12.0]], [[1.0]]], [[[13.0]], [[1.0]]], [[[14.0]], [[1.0]]], [[[15.0]], [[1.0]]],
      [[[16.0]], [[1.0]]], [[[17.0]], [[1.0]]], [[[18.0]], [[1.0]]], [[[19.0]], [[1.0]]],
      [[[20.0]], [[1.0]]], [[[21.0]], [[1.0]]], [[[22.0]], [[1.0]]], [[[23.0]], [[1.0]]],
      [[[24.0]], [[1.0]]], [[[25.0]], [[1.0]]], [[[26.0]], [[1.0]]], [[[27.0]], [[1.0]]],
      [[[28.0]], [[1.0]]], [[[29.0]], [[1.0]]], [[[30.0]], [[1.0]]], [[[31.0]], [[1.0]]]]> : tensor<32x2x1x1xf32>
  %r = call @grad_input(%g, %w)
      : (tensor<1x32x2x2xf32>, tensor<32x2x1x1xf32>) -> tensor<1x2x2x2xf32>
  %m = bufferization.to_buffer %r : tensor<1x2x2x2xf32> to memref<1x2x2x2xf32>
  %u = memref.cast %m : memref<1x2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK: {{\[\[\[\[}}496,{{ +}}496],
  // CHECK-NEXT: {{\[}}496,{{ +}}496]],
  // CHECK-NEXT: {{\[\[}}32,{{ +}}32],
  // CHECK-NEXT: {{\[}}32,{{ +}}32]]]]
  return
}
