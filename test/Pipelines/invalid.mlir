// actgrad-to-llvm ends every input in LLVM-dialect output or an error; these
// are the errors.
//
// RUN: actgrad-opt %s --mlir-very-unsafe-disable-verifier-on-parsing \
// RUN:   --verify-each=0 --actgrad-to-llvm -split-input-file -verify-diagnostics

// An actgrad op that breaks its verifier's rules (here in generic form, on an
// unranked tensor) is refused by the pipeline's first pass with the
// verifier's message, even when verification was skipped before it.
func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'actgrad.swish_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<*xf32>'}}
  %0 = "actgrad.swish_backward"(%a, %a) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @f64(%a: tensor<2x?xf64>) -> tensor<2x?xf64> {
  // expected-error @+1 {{'actgrad.softmax_backward' op operand #0 must be ranked tensor of f32, f16 or bf16 values, but got 'tensor<2x?xf64>'}}
  %0 = "actgrad.softmax_backward"(%a, %a) <{axis = -1 : i64}> : (tensor<2x?xf64>, tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

func.func @bf16_with_f32_result(%a: tensor<8xbf16>) -> tensor<8xf32> {
  // expected-error @+1 {{'actgrad.hardtanh_backward' op requires the same element type for all operands and results}}
  %0 = "actgrad.hardtanh_backward"(%a, %a) <{min = -1.0 : f32, max = 1.0 : f32}>
      : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @slope_shape(%x: tensor<4x3xf16>, %w: tensor<2xf16>) -> (tensor<4x3xf16>, tensor<2xf16>) {
  // expected-error @+1 {{'actgrad.prelu_backward' op slope shape [2] is not broadcastable to src shape [4, 3] with data_format NXC (expected [1] or [3])}}
  %0:2 = "actgrad.prelu_backward"(%x, %w, %x)
      : (tensor<4x3xf16>, tensor<2xf16>, tensor<4x3xf16>) -> (tensor<4x3xf16>, tensor<2xf16>)
  return %0#0, %0#1 : tensor<4x3xf16>, tensor<2xf16>
}
// -----

// The pipeline lowers the functions at the top level of the module; an
// actgrad op elsewhere would be left as tensor code, so it is an error.
module @outer {
  // expected-note @+1 {{the op is inside this 'builtin.module'}}
  module @inner {
    func.func @nested(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
      // expected-error @+1 {{'actgrad.swish_backward' op cannot be lowered by actgrad-to-llvm, which lowers the func.func ops at the top level of the module}}
      %0 = actgrad.swish_backward %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      return %0 : tensor<?xf32>
    }
  }
}

// -----

// expected-note @+1 {{the op is inside this 'gpu.module'}}
gpu.module @kernels {
  gpu.func @kernel(%a: tensor<4xf32>, %m: memref<4xf32>) kernel {
    // expected-error @+1 {{'actgrad.swish_backward' op cannot be lowered by actgrad-to-llvm, which lowers the func.func ops at the top level of the module}}
    %0 = actgrad.swish_backward %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    bufferization.materialize_in_destination %0 in writable %m
        : (tensor<4xf32>, memref<4xf32>) -> ()
    gpu.return
  }
}

// -----

// expected-note @+1 {{the op is inside this 'llvm.func'}}
llvm.func @in_llvm_func() {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  // expected-error @+1 {{'actgrad.hardtanh_backward' op cannot be lowered by actgrad-to-llvm, which lowers the func.func ops at the top level of the module}}
  %0 = actgrad.hardtanh_backward %c, %c {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  llvm.return
}
