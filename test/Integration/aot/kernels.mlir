// Ahead-of-time use: destination-style kernels compiled to an object file and
// called from C++ (GoogleTest, Inputs/kernels_test.cpp) through their
// `_mlir_ciface_*` wrappers with MLIR memref descriptors.
//
// RUN: actgrad-opt %s --actgrad-to-llvm | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: %clang -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %clang -O2 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/kernels_test.cpp -x none %t.o \
// RUN:   --rtlib=compiler-rt -lgtest -lgtest_main -lstdc++ -lpthread -lm \
// RUN:   %openmp_lib -Wl,-rpath,%openmp_dir -o %t.exe
// RUN: %t.exe
//
// --rtlib=compiler-rt: LLVM lowers an f32 -> bf16 `fptrunc` to a call to
// __truncsfbf2 where the CPU that compiles the object has no instruction
// for it, which this system's libgcc (GCC 12) does not provide;
// compiler-rt's builtins do. The pipeline leaves none on such targets
// (actgrad-legalize-bf16; kernels_x86_64_v3.mlir links without them), but
// this object is compiled for the host's target triple without -march.
// libomp: the dynamically shaped kernels are tiled for threads, which the
// default pipeline runs with OpenMP.

// Inputs are read through `bufferization.to_tensor ... restrict` and the
// result is written straight into the caller's buffer with
// `bufferization.materialize_in_destination`.

func.func @hardtanh_f32(%g: memref<64xf32>, %x: memref<64xf32>,
                        %out: memref<64xf32>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<64xf32> to tensor<64xf32>
  %xt = bufferization.to_tensor %x restrict : memref<64xf32> to tensor<64xf32>
  %r = "actgrad.hardtanh_backward"(%gt, %xt) <{max = 1.0 : f32, min = -1.0 : f32}>
      : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}

func.func @swish_bf16(%g: memref<?xbf16>, %x: memref<?xbf16>,
                      %out: memref<?xbf16>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<?xbf16> to tensor<?xbf16>
  %xt = bufferization.to_tensor %x restrict : memref<?xbf16> to tensor<?xbf16>
  %r = "actgrad.swish_backward"(%gt, %xt) <{beta = 1.5 : f32}>
      : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}

func.func @hardsigmoid_f16(%x: memref<8x16xf16>, %g: memref<8x16xf16>,
                           %out: memref<8x16xf16>) attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<8x16xf16> to tensor<8x16xf16>
  %gt = bufferization.to_tensor %g restrict : memref<8x16xf16> to tensor<8x16xf16>
  %r = "actgrad.hardsigmoid_backward"(%xt, %gt) <{alpha = 0.166666672 : f32, beta = 0.5 : f32}>
      : (tensor<8x16xf16>, tensor<8x16xf16>) -> tensor<8x16xf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<8x16xf16>, memref<8x16xf16>) -> ()
  return
}

func.func @softmax_f32(%dd: memref<4x8xf32>, %y: memref<4x8xf32>,
                       %out: memref<4x8xf32>) attributes {llvm.emit_c_interface} {
  %ddt = bufferization.to_tensor %dd restrict : memref<4x8xf32> to tensor<4x8xf32>
  %yt = bufferization.to_tensor %y restrict : memref<4x8xf32> to tensor<4x8xf32>
  %r = "actgrad.softmax_backward"(%ddt, %yt) <{axis = -1 : i64}>
      : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
  return
}

func.func @prelu_f32(%x: memref<2x3x4xf32>, %w: memref<3xf32>, %g: memref<2x3x4xf32>,
                     %dx: memref<2x3x4xf32>, %dw: memref<3xf32>)
    attributes {llvm.emit_c_interface} {
  %xt = bufferization.to_tensor %x restrict : memref<2x3x4xf32> to tensor<2x3x4xf32>
  %wt = bufferization.to_tensor %w restrict : memref<3xf32> to tensor<3xf32>
  %gt = bufferization.to_tensor %g restrict : memref<2x3x4xf32> to tensor<2x3x4xf32>
  %r:2 = "actgrad.prelu_backward"(%xt, %wt, %gt) <{data_format = "NCX"}>
      : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<2x3x4xf32>)
      -> (tensor<2x3x4xf32>, tensor<3xf32>)
  bufferization.materialize_in_destination %r#0 in restrict writable %dx
      : (tensor<2x3x4xf32>, memref<2x3x4xf32>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw
      : (tensor<3xf32>, memref<3xf32>) -> ()
  return
}
