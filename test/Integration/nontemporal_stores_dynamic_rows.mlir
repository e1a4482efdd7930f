// Rows whose stride is known only at run time (a dynamically shaped
// softmax on its last axis) are streamed where that stride spans whole
// vectors (rows of 16 f32, one line each) and written plainly where it
// does not (rows of 20); the results are the same either way. Streaming is
// forced on for these small buffers.
// RUN: actgrad-opt %s --actgrad-to-llvm="nontemporal-min-bytes=64" | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | FileCheck %s
// The run-time test of the rows' stride is checked on an AVX-512 target
// (an AVX2 host's f32 vectors are half a line, streamed alike).
// RUN: actgrad-opt %s --actgrad-to-llvm="target-cpu=x86-64-v4 nontemporal-min-bytes=64" \
// RUN:   --mlir-print-ir-after=actgrad-nontemporal-stores -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @softmax
//       IR:   memref.extract_strided_metadata
//       IR:   arith.ori
//       IR:   vector.store {{.+}} {alignment = 64 : i64, nontemporal = true}

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @softmax(%g: memref<?x?xf32>, %y: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %gt = bufferization.to_tensor %g restrict : memref<?x?xf32> to tensor<?x?xf32>
  %yt = bufferization.to_tensor %y restrict : memref<?x?xf32> to tensor<?x?xf32>
  %r = actgrad.softmax_backward %gt, %yt {axis = -1 : i64}
      : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// g[r][c] = c and dst = 1/16 everywhere: the row's sum is (n - 1) n / 32,
// and diff_src[r][c] = (c - sum) / 16.
func.func @run(%cols: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sixteenth = arith.constant 0.0625 : f32
  %g = memref.alloc(%cols) {alignment = 64 : i64} : memref<2x?xf32>
  %y = memref.alloc(%cols) {alignment = 64 : i64} : memref<2x?xf32>
  %o = memref.alloc(%cols) {alignment = 64 : i64} : memref<2x?xf32>
  scf.for %r = %c0 to %c2 step %c1 {
    scf.for %c = %c0 to %cols step %c1 {
      %ci = arith.index_cast %c : index to i32
      %cf = arith.sitofp %ci : i32 to f32
      memref.store %cf, %g[%r, %c] : memref<2x?xf32>
      memref.store %sixteenth, %y[%r, %c] : memref<2x?xf32>
    }
  }
  %gd = memref.cast %g : memref<2x?xf32> to memref<?x?xf32>
  %yd = memref.cast %y : memref<2x?xf32> to memref<?x?xf32>
  %od = memref.cast %o : memref<2x?xf32> to memref<?x?xf32>
  call @softmax(%gd, %yd, %od) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %u = memref.cast %o : memref<2x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  // CHECK: sizes = [2, 16]
  // CHECK-NEXT: [-0.46875, -0.40625, -0.34375, -0.28125, -0.21875, -0.15625, -0.09375, -0.03125, 0.03125, 0.09375, 0.15625, 0.21875, 0.28125, 0.34375, 0.40625, 0.46875]
  // CHECK-NEXT: [-0.46875, -0.40625, -0.34375, -0.28125, -0.21875, -0.15625, -0.09375, -0.03125, 0.03125, 0.09375, 0.15625, 0.21875, 0.28125, 0.34375, 0.40625, 0.46875]
  call @run(%c16) : (index) -> ()
  // CHECK: sizes = [2, 20]
  // CHECK-NEXT: [-0.742188, -0.679688, -0.617188, -0.554688, -0.492188, -0.429688, -0.367188, -0.304688, -0.242188, -0.179688, -0.117188, -0.0546875, 0.0078125, 0.0703125, 0.132812, 0.195312, 0.257812, 0.320312, 0.382812, 0.445312]
  // CHECK-NEXT: [-0.742188, -0.679688, -0.617188, -0.554688, -0.492188, -0.429688, -0.367188, -0.304688, -0.242188, -0.179688, -0.117188, -0.0546875, 0.0078125, 0.0703125, 0.132812, 0.195312, 0.257812, 0.320312, 0.382812, 0.445312]
  call @run(%c20) : (index) -> ()
  return
}
