// The pipeline lowers actgrad ops mixed with upstream tensor IR all the way
// to the LLVM dialect, which mlir-translate accepts.
// RUN: actgrad-opt %s --actgrad-to-llvm | FileCheck %s
// RUN: actgrad-opt %s --actgrad-to-llvm="target-triple=x86_64-unknown-linux-gnu target-cpu=skylake-avx512" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: actgrad-opt %s --actgrad-to-llvm | FileCheck %s --check-prefix=OMP
// RUN: actgrad-opt %s --actgrad-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=OMPIR
// RUN: actgrad-opt %s --actgrad-to-llvm="threads=false" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=SERIAL
// RUN: actgrad-opt %s --actgrad-to-llvm="approximate-exp=false" | FileCheck %s --check-prefix=LIBM

// CHECK-NOT: actgrad.
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.
// CHECK-NOT: memref.
// CHECK-NOT: vector.
// CHECK-NOT: scf.
// CHECK-NOT: math.
// CHECK-NOT: arith.
// CHECK-NOT: omp.
// CHECK-LABEL: llvm.func @chain(
// CHECK: llvm.fcmp "uno"
// CHECK-LABEL: llvm.func @_mlir_ciface_chain(

// IR: define void @chain(
// IR: fcmp uno <16 x float>
// IR: define void @_mlir_ciface_chain(

// By default the thread tiles run with OpenMP; threads=false makes plain
// loops that call no OpenMP runtime.
// OMP: omp.parallel
// OMP: omp.wsloop
// OMPIR: call void {{.*}}@__kmpc_fork_call
// SERIAL-NOT: __kmpc
// SERIAL: define void @chain(
// SERIAL-NOT: __kmpc

// The polynomial exp leaves no call; without it exp stays an intrinsic.
// LIBM: llvm.intr.exp
func.func @chain(%a: memref<65536xf32>, %b: memref<65536xf32>, %out: memref<65536xf32>)
    attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %a restrict : memref<65536xf32> to tensor<65536xf32>
  %g = bufferization.to_tensor %b restrict : memref<65536xf32> to tensor<65536xf32>
  %0 = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<65536xf32>
  %1 = actgrad.swish_backward %0, %x : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<65536xf32>
  bufferization.materialize_in_destination %1 in restrict writable %out
      : (tensor<65536xf32>, memref<65536xf32>) -> ()
  return
}
