// A kernel lowered by upstream's gpu-lower-to-nvvm-pipeline runs on the GPU
// through libActGradCUDARuntime: the driver JIT-compiles the PTX, the
// arguments arrive, and copies both ways and allocations work. The PTX is
// for sm_70, which every newer GPU's driver compiles too.
//
// REQUIRES: cuda-device
// mlir-runner is not instrumented, so it cannot load a sanitized runtime.
// UNSUPPORTED: sanitizers
// RUN: mlir-opt %s --gpu-lower-to-nvvm-pipeline="cubin-format=isa cubin-chip=sm_70 cubin-features=+ptx70" \
// RUN:   | mlir-runner -e main -entry-point-result=void \
// RUN:       -shared-libs=%actgrad_cuda_runtime,%mlir_runner_utils 2>&1 \
// RUN:   | FileCheck %s

// CHECK: [-0, -2.5, -5, -7.5, -10, -12.5, -15, -17.5]
// CHECK-NOT: libActGradCUDARuntime

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%in: memref<8xf32>, %out: memref<8xf32>, %factor: f32) kernel {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<8xf32>
      %r = arith.mulf %v, %factor : f32
      memref.store %r, %out[%i] : memref<8xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %factor = arith.constant -2.5 : f32
    %host = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %n = arith.index_cast %i : index to i32
      %v = arith.sitofp %n : i32 to f32
      memref.store %v, %host[%i] : memref<8xf32>
    }
    %t0 = gpu.wait async
    %in, %t1 = gpu.alloc async [%t0] () : memref<8xf32>
    %out, %t2 = gpu.alloc async [%t1] () : memref<8xf32>
    %t3 = gpu.memcpy async [%t2] %in, %host : memref<8xf32>, memref<8xf32>
    %t4 = gpu.launch_func async [%t3] @kernels::@scale
        blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%in : memref<8xf32>, %out : memref<8xf32>, %factor : f32)
    %t5 = gpu.memcpy async [%t4] %host, %out : memref<8xf32>, memref<8xf32>
    %t6 = gpu.dealloc async [%t5] %in : memref<8xf32>
    %t7 = gpu.dealloc async [%t6] %out : memref<8xf32>
    gpu.wait [%t7]
    %printable = memref.cast %host : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%printable) : (memref<*xf32>) -> ()
    memref.dealloc %host : memref<8xf32>
    return
  }

  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}
