// Elementwise arith and math ops on tensors next to actgrad ops are lowered
// with them: they become linalg.generic ops, fuse with the actgrad op into
// one vectorized loop, and compute the right values.
// RUN: actgrad-opt %s --actgrad-to-llvm="target-triple=x86_64-unknown-linux-gnu target-cpu=skylake-avx512 tile-elements=0" \
// RUN:   --mlir-print-ir-after=actgrad-hoist-accumulators --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @neighbours
//   CHECK-NOT:   linalg.generic
//       CHECK:   arith.cmpf ogt, {{.+}} : vector<16xf32>
//       CHECK:   arith.select {{.+}} : vector<16xi1>, vector<16xf32>
//       CHECK:   arith.mulf {{.+}} : vector<16xf32>
//       CHECK:   math.exp {{.+}} : vector<16xf32>
//       CHECK:   vector.transfer_write
//   CHECK-NOT:   vector.transfer_write
//   CHECK-NOT:   linalg.generic
//       CHECK:   return
func.func @neighbours(%g: tensor<16xf32>, %x: tensor<16xf32>) -> tensor<16xf32> {
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %1 = arith.mulf %0, %x : tensor<16xf32>
  %2 = math.exp %1 : tensor<16xf32>
  return %2 : tensor<16xf32>
}

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  // x = 0.5 (inside), 2 (outside), -0.5 (inside), 0.25 (inside); g = 1, 1, 2, 3:
  // exp(g * x) inside and exp(0) = 1 outside.
  %x = arith.constant dense<[0.5, 2.0, -0.5, 0.25, 0.5, 2.0, -0.5, 0.25,
                             0.5, 2.0, -0.5, 0.25, 0.5, 2.0, -0.5, 0.25]> : tensor<16xf32>
  %g = arith.constant dense<[1.0, 1.0, 2.0, 3.0, 1.0, 1.0, 2.0, 3.0,
                             1.0, 1.0, 2.0, 3.0, 1.0, 1.0, 2.0, 3.0]> : tensor<16xf32>
  %r = call @neighbours(%g, %x) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %m = bufferization.to_buffer %r : tensor<16xf32> to memref<16xf32>
  %u = memref.cast %m : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // EXEC: [1.64872,  1,  0.367879,  2.117,  1.64872,  1,  0.367879,  2.117,  1.64872,  1,  0.367879,  2.117,  1.64872,  1,  0.367879,  2.117]
  return
}
