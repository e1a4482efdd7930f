// The bundled example: one batch of activation gradients, lowered by
// `actgrad-opt --actgrad-to-llvm` and run with mlir-runner
// (scripts/run-example.sh does both). Each printed memref follows a line
// naming the op and the inputs it came from.

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// Prints a tensor of any supported element type as f32.
func.func @print_bf16(%t: tensor<2x4xbf16>) {
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<2x4xbf16>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %v = arith.extf %in : bf16 to f32
    linalg.yield %v : f32
  } -> tensor<2x4xf32>
  call @print_f32(%f) : (tensor<2x4xf32>) -> ()
  return
}

func.func @print_f32(%t: tensor<2x4xf32>) {
  %m = bufferization.to_buffer %t : tensor<2x4xf32> to memref<2x4xf32>
  %u = memref.cast %m : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[-4.0, -1.0, 0.0, 0.5], [1.0, 2.0, 3.0, 0x7FC00000]]> : tensor<2x4xf32>
  %g = arith.constant dense<[[1.0, 1.0, 1.0, 1.0], [2.0, 2.0, 2.0, 2.0]]> : tensor<2x4xf32>
  vector.print str "x (input):\n"
  call @print_f32(%x) : (tensor<2x4xf32>) -> ()
  vector.print str "g (incoming gradient):\n"
  call @print_f32(%g) : (tensor<2x4xf32>) -> ()

  // hardtanh: the gradient passes strictly inside (-1, 1); NaN stays NaN.
  %ht = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  vector.print str "hardtanh_backward(grad_output = g, self = x) {min = -1, max = 1}:\n"
  call @print_f32(%ht) : (tensor<2x4xf32>) -> ()

  // hardsigmoid with PyTorch's alpha = 1/6, beta = 1/2: zero at x = +-3.
  %hs = actgrad.hardsigmoid_backward %x, %g {alpha = 0.166666672 : f32, beta = 0.5 : f32}
      : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  vector.print str "hardsigmoid_backward(src = x, diff_dst = g) {alpha = 1/6, beta = 1/2}:\n"
  call @print_f32(%hs) : (tensor<2x4xf32>) -> ()

  // swish (SiLU, beta = 1) on bf16 storage: computed in f32, rounded once.
  %xb = arith.truncf %x : tensor<2x4xf32> to tensor<2x4xbf16>
  %gb = arith.truncf %g : tensor<2x4xf32> to tensor<2x4xbf16>
  %sw = actgrad.swish_backward %gb, %xb : (tensor<2x4xbf16>, tensor<2x4xbf16>) -> tensor<2x4xbf16>
  vector.print str "swish_backward(grad_output = bf16(g), self = bf16(x)) {beta = 1}, bf16 shown as f32:\n"
  call @print_bf16(%sw) : (tensor<2x4xbf16>) -> ()

  // softmax backward along the last axis of a dynamically shaped tensor.
  %p = arith.constant dense<[[0.1, 0.2, 0.3, 0.4], [0.25, 0.25, 0.25, 0.25]]> : tensor<2x4xf32>
  %dy = arith.constant dense<[[1.0, -1.0, 0.5, 2.0], [0.0, 1.0, 0.0, -1.0]]> : tensor<2x4xf32>
  %gd = tensor.cast %dy : tensor<2x4xf32> to tensor<?x?xf32>
  %pd = tensor.cast %p : tensor<2x4xf32> to tensor<?x?xf32>
  %sm = actgrad.softmax_backward %gd, %pd {axis = -1 : i64}
      : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %sms = tensor.cast %sm : tensor<?x?xf32> to tensor<2x4xf32>
  vector.print str "p (softmax output):\n"
  call @print_f32(%p) : (tensor<2x4xf32>) -> ()
  vector.print str "dy (incoming gradient):\n"
  call @print_f32(%dy) : (tensor<2x4xf32>) -> ()
  vector.print str "softmax_backward(diff_dst = dy, dst = p) {axis = -1}:\n"
  call @print_f32(%sms) : (tensor<2x4xf32>) -> ()

  // prelu backward, one slope per channel (NXC: the last dimension).
  %w = arith.constant dense<[0.25, 0.5, 0.75, 1.0]> : tensor<4xf32>
  %ds, %dw = actgrad.prelu_backward %x, %w, %g
      : (tensor<2x4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<4xf32>)
  vector.print str "prelu_backward(src = x, slope = [0.25, 0.5, 0.75, 1], diff_dst = g) {data_format = NXC}, diff_src:\n"
  call @print_f32(%ds) : (tensor<2x4xf32>) -> ()
  %dwm = bufferization.to_buffer %dw : tensor<4xf32> to memref<4xf32>
  %dwu = memref.cast %dwm : memref<4xf32> to memref<*xf32>
  vector.print str "prelu_backward, diff_slope (per channel, summed over the batch):\n"
  call @printMemrefF32(%dwu) : (memref<*xf32>) -> ()
  return
}
