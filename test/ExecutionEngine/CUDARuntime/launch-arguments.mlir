// Host code from upstream's GPU lowering, run by mlir-runner against
// libActGradCUDARuntime and the fake driver, which prints each launch: the
// mgpu* signatures MLIR 22 emits, the PTX load, the kernel arguments (a
// memref becomes allocated and aligned pointers, offset, size and stride),
// dynamic shared memory beyond 48 KiB and thread block clusters.
// mlir-runner is not instrumented, so it cannot load a sanitized runtime.
// UNSUPPORTED: sanitizers
//
// RUN: mlir-opt %s --gpu-lower-to-nvvm-pipeline="cubin-format=isa cubin-chip=sm_90 cubin-features=+ptx80" \
// RUN:   | env ACTGRAD_CUDA_DRIVER=%fake_cuda_driver mlir-runner -e main -entry-point-result=void \
// RUN:       -shared-libs=%actgrad_cuda_runtime 2>&1 \
// RUN:   | FileCheck %s
//
// Without a driver, the program runs to its end and the runtime reports the
// error at exit.
// RUN: mlir-opt %s --gpu-lower-to-nvvm-pipeline="cubin-format=isa cubin-chip=sm_90 cubin-features=+ptx80" \
// RUN:   | env ACTGRAD_CUDA_DRIVER=%t.no-such-driver.so mlir-runner -e main -entry-point-result=void \
// RUN:       -shared-libs=%actgrad_cuda_runtime 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NODRIVER
//
// A driver older than the PTX: the JIT's log is in the message.
// RUN: mlir-opt %s --gpu-lower-to-nvvm-pipeline="cubin-format=isa cubin-chip=sm_90 cubin-features=+ptx80" \
// RUN:   | env ACTGRAD_CUDA_DRIVER=%fake_cuda_driver FAKE_CUDA_PTX_VERSION=7.0 mlir-runner -e main \
// RUN:       -entry-point-result=void -shared-libs=%actgrad_cuda_runtime 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OLDDRIVER

// CHECK:      fake cuFuncSetAttribute: scale may use 65536 bytes of dynamic shared memory
// CHECK-NEXT: fake launch scale grid 2x1x1 block 128x1x1 shared 65536
// CHECK-NEXT:   param 0 .u64: 7
// CHECK-NEXT:   param 1 .f32: 2.5
// CHECK-NEXT:   param 2 .u32: -3
// CHECK-NEXT:   param 3 .u64: [[ALLOCATED:[0-9]+]]
// CHECK-NEXT:   param 4 .u64: [[ALLOCATED]]
// CHECK-NEXT:   param 5 .u64: 0
// CHECK-NEXT:   param 6 .u64: 7
// CHECK-NEXT:   param 7 .u64: 1
// CHECK-NEXT: fake cluster 2x1x1
// CHECK-NEXT: fake launch scale grid 4x1x1 block 64x1x1 shared 0
// CHECK-NEXT:   param 0 .u64: 7
// CHECK-NOT:  libActGradCUDARuntime

// NODRIVER-NOT: fake launch
// NODRIVER:     libActGradCUDARuntime: unchecked error: mgpuModuleLoadJIT: cannot load the CUDA driver

// OLDDRIVER-NOT: fake launch
// OLDDRIVER:     libActGradCUDARuntime: unchecked error: mgpuModuleLoadJIT: cuModuleLoadDataEx failed with CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222: {{.*}}): JIT log: ptxas application ptx input, line {{[0-9]+}}; fatal   : Unsupported .version 8.0; current version is '7.0'

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%n: index, %factor: f32, %bits: i32, %data: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %factor = arith.constant 2.5 : f32
    %bits = arith.constant -3 : i32
    %shared = arith.constant 65536 : i32
    %t0 = gpu.wait async
    %data, %t1 = gpu.alloc async [%t0] (%c7) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @kernels::@scale
        blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %shared
        args(%c7 : index, %factor : f32, %bits : i32, %data : memref<?xf32>)
    %t3 = gpu.launch_func async [%t2] @kernels::@scale
        clusters in (%c2, %c1, %c1) blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%c7 : index, %factor : f32, %bits : i32, %data : memref<?xf32>)
    %t4 = gpu.dealloc async [%t3] %data : memref<?xf32>
    gpu.wait [%t4]
    return
  }
}
