// Kernels of native_f16_exhaustive.mlir and native_f16_exhaustive_v4.mlir:
// f16 hardsigmoid_backward for several alphas (PyTorch's 1/6, Keras's 0.2,
// 0.01 whose low part is an f16 subnormal, a negative alpha, large ones up
// to and past f16's largest value, and one below f16's range),
// prelu_backward, and the chain hardtanh -> swish -> hardsigmoid with its
// first two ops alone.

func.func @hardsigmoid_sixth(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %r = actgrad.hardsigmoid_backward %xt, %gt {alpha = 0.166666672 : f32, beta = 0.5 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @hardsigmoid_fifth(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %r = actgrad.hardsigmoid_backward %xt, %gt {alpha = 0.2 : f32, beta = 0.5 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @hardsigmoid_hundredth(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %r = actgrad.hardsigmoid_backward %xt, %gt {alpha = 0.01 : f32, beta = 0.5 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @hardsigmoid_neg(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %r = actgrad.hardsigmoid_backward %xt, %gt {alpha = -0.3 : f32, beta = 0.5 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @hardsigmoid_big(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %r = actgrad.hardsigmoid_backward %xt, %gt {alpha = 1000.3 : f32, beta = 0.5 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @hardsigmoid_edge(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %r = actgrad.hardsigmoid_backward %xt, %gt {alpha = 65519.0 : f32, beta = 0.5 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @hardsigmoid_over(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %r = actgrad.hardsigmoid_backward %xt, %gt {alpha = 65520.0 : f32, beta = 0.5 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @hardsigmoid_tiny(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %r = actgrad.hardsigmoid_backward %xt, %gt {alpha = 1.0e-10 : f32, beta = 0.5 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @prelu(%x: memref<?xf16>, %s: memref<1xf16>, %g: memref<?xf16>, %out: memref<?xf16>, %ds: memref<1xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %st = bufferization.to_tensor %s restrict : memref<1xf16> to tensor<1xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %r:2 = actgrad.prelu_backward %xt, %st, %gt : (tensor<?xf16>, tensor<1xf16>, tensor<?xf16>) -> (tensor<?xf16>, tensor<1xf16>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %ds : (tensor<1xf16>, memref<1xf16>) -> ()
  return
}

func.func @hardtanh_swish(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %0 = actgrad.hardtanh_backward %gt, %xt {min = -1.0 : f32, max = 1.0 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  %1 = actgrad.swish_backward %0, %xt : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %1 in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @chain(%x: memref<?xf16>, %g: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %0 = actgrad.hardtanh_backward %gt, %xt {min = -1.0 : f32, max = 1.0 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  %1 = actgrad.swish_backward %0, %xt : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  %2 = actgrad.hardsigmoid_backward %xt, %1 {alpha = 0.2 : f32, beta = 0.5 : f32} : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %2 in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}
