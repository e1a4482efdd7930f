// PReLU backward on 16-bit NCX tensors with every size dynamic: the
// merged sweep (diff_src and diff_slope in one generic) reduces along the
// innermost, dynamic dimension, which actgrad-vectorize splits into whole
// vectors of partial sums and a rest. The rows here are no whole vector
// (1, 7, 15, 17, 33, 57), one (16) and empty (0), with the thresholds
// (+-0), NaN and +-inf among the inputs; Inputs/dynamic_prelu_16bit_test.cpp
// checks both results against the reference of SEMANTICS.md 3. The
// `_dyn` kernels take a slope of any length (per tensor or per channel,
// chosen at run time), the `_c3` kernels one of 3 channels, as the
// benchmarks' dynamic kernels do.
//
// The second build gives small tensors several thread tiles.
//
// RUN: actgrad-opt %s --actgrad-to-llvm | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: %clang -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %clang -O2 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/dynamic_prelu_16bit_test.cpp -x none %t.o \
// RUN:   --rtlib=compiler-rt -lgtest -lgtest_main -lstdc++ -lpthread -lm \
// RUN:   %openmp_lib -Wl,-rpath,%openmp_dir -o %t.exe
// RUN: %t.exe
// RUN: actgrad-opt %s --actgrad-to-llvm="tile-elements=8" | mlir-translate --mlir-to-llvmir -o %t.small.ll
// RUN: %clang -O2 -Wno-override-module -c %t.small.ll -o %t.small.o
// RUN: %clang -O2 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/dynamic_prelu_16bit_test.cpp -x none %t.small.o \
// RUN:   --rtlib=compiler-rt -lgtest -lgtest_main -lstdc++ -lpthread -lm \
// RUN:   %openmp_lib -Wl,-rpath,%openmp_dir -o %t.small.exe
// RUN: env OMP_NUM_THREADS=2 %t.small.exe

func.func @prelu_f16_dyn(%xm: memref<?x?x?x?xf16>, %wm: memref<?xf16>, %gm: memref<?x?x?x?xf16>, %out: memref<?x?x?x?xf16>, %dw: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xf16> to tensor<?x?x?x?xf16>
  %w = bufferization.to_tensor %wm restrict : memref<?xf16> to tensor<?xf16>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xf16> to tensor<?x?x?x?xf16>
  %r:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<?x?x?x?xf16>, tensor<?xf16>, tensor<?x?x?x?xf16>) -> (tensor<?x?x?x?xf16>, tensor<?xf16>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<?x?x?x?xf16>, memref<?x?x?x?xf16>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @prelu_f16_c3(%xm: memref<?x?x?x?xf16>, %wm: memref<3xf16>, %gm: memref<?x?x?x?xf16>, %out: memref<?x?x?x?xf16>, %dw: memref<3xf16>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xf16> to tensor<?x?x?x?xf16>
  %w = bufferization.to_tensor %wm restrict : memref<3xf16> to tensor<3xf16>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xf16> to tensor<?x?x?x?xf16>
  %r:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<?x?x?x?xf16>, tensor<3xf16>, tensor<?x?x?x?xf16>) -> (tensor<?x?x?x?xf16>, tensor<3xf16>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<?x?x?x?xf16>, memref<?x?x?x?xf16>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw : (tensor<3xf16>, memref<3xf16>) -> ()
  return
}

func.func @prelu_bf16_dyn(%xm: memref<?x?x?x?xbf16>, %wm: memref<?xbf16>, %gm: memref<?x?x?x?xbf16>, %out: memref<?x?x?x?xbf16>, %dw: memref<?xbf16>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xbf16> to tensor<?x?x?x?xbf16>
  %w = bufferization.to_tensor %wm restrict : memref<?xbf16> to tensor<?xbf16>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xbf16> to tensor<?x?x?x?xbf16>
  %r:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<?x?x?x?xbf16>, tensor<?xbf16>, tensor<?x?x?x?xbf16>) -> (tensor<?x?x?x?xbf16>, tensor<?xbf16>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<?x?x?x?xbf16>, memref<?x?x?x?xbf16>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}

func.func @prelu_bf16_c3(%xm: memref<?x?x?x?xbf16>, %wm: memref<3xbf16>, %gm: memref<?x?x?x?xbf16>, %out: memref<?x?x?x?xbf16>, %dw: memref<3xbf16>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xbf16> to tensor<?x?x?x?xbf16>
  %w = bufferization.to_tensor %wm restrict : memref<3xbf16> to tensor<3xbf16>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xbf16> to tensor<?x?x?x?xbf16>
  %r:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<?x?x?x?xbf16>, tensor<3xbf16>, tensor<?x?x?x?xbf16>) -> (tensor<?x?x?x?xbf16>, tensor<3xbf16>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<?x?x?x?xbf16>, memref<?x?x?x?xbf16>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw : (tensor<3xbf16>, memref<3xbf16>) -> ()
  return
}
