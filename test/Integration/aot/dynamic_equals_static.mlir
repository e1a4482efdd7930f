// A dynamically shaped destination-style kernel (every size `?`, as the
// Python package and PyTorch callers use them) gives the results of the
// static-shape kernel of the same op on odd shapes: an innermost dimension
// of 1, 7 and 13 (no whole vector; several rows per vector once the
// dimensions are collapsed at run time) and an empty tensor, with
// threshold values, NaN, +-inf and +-0 among the inputs
// (Inputs/dynamic_equals_static_test.cpp compares them, and both with the
// reference of SEMANTICS.md 3).
//
// The second build makes small tensors take the other run-time decisions:
// several thread tiles (tile-elements=8) and non-temporal stores into every
// buffer (nontemporal-min-bytes=64), each behind its run-time size test.
//
// RUN: actgrad-opt %s --actgrad-to-llvm | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: %clang -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %clang -O2 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/dynamic_equals_static_test.cpp -x none %t.o \
// RUN:   --rtlib=compiler-rt -lgtest -lgtest_main -lstdc++ -lpthread -lm \
// RUN:   %openmp_lib -Wl,-rpath,%openmp_dir -o %t.exe
// RUN: %t.exe
// RUN: actgrad-opt %s --actgrad-to-llvm="tile-elements=8 nontemporal-min-bytes=64" | mlir-translate --mlir-to-llvmir -o %t.small.ll
// RUN: %clang -O2 -Wno-override-module -c %t.small.ll -o %t.small.o
// RUN: %clang -O2 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/dynamic_equals_static_test.cpp -x none %t.small.o \
// RUN:   --rtlib=compiler-rt -lgtest -lgtest_main -lstdc++ -lpthread -lm \
// RUN:   %openmp_lib -Wl,-rpath,%openmp_dir -o %t.small.exe
// RUN: env OMP_NUM_THREADS=2 %t.small.exe

func.func @hardtanh_dyn(%xm: memref<?x?x?x?xf32>, %gm: memref<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r = actgrad.hardtanh_backward %g, %x {max = 1.0 : f32, min = -1.0 : f32} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  return
}

func.func @hardtanh_s2x3x5x1(%xm: memref<2x3x5x1xf32>, %gm: memref<2x3x5x1xf32>, %out: memref<2x3x5x1xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %r = actgrad.hardtanh_backward %g, %x {max = 1.0 : f32, min = -1.0 : f32} : (tensor<2x3x5x1xf32>, tensor<2x3x5x1xf32>) -> tensor<2x3x5x1xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x3x5x1xf32>, memref<2x3x5x1xf32>) -> ()
  return
}

func.func @hardtanh_s2x3x4x7(%xm: memref<2x3x4x7xf32>, %gm: memref<2x3x4x7xf32>, %out: memref<2x3x4x7xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %r = actgrad.hardtanh_backward %g, %x {max = 1.0 : f32, min = -1.0 : f32} : (tensor<2x3x4x7xf32>, tensor<2x3x4x7xf32>) -> tensor<2x3x4x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x3x4x7xf32>, memref<2x3x4x7xf32>) -> ()
  return
}

func.func @hardtanh_s3x2x5x13(%xm: memref<3x2x5x13xf32>, %gm: memref<3x2x5x13xf32>, %out: memref<3x2x5x13xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %g = bufferization.to_tensor %gm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %r = actgrad.hardtanh_backward %g, %x {max = 1.0 : f32, min = -1.0 : f32} : (tensor<3x2x5x13xf32>, tensor<3x2x5x13xf32>) -> tensor<3x2x5x13xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x2x5x13xf32>, memref<3x2x5x13xf32>) -> ()
  return
}

func.func @hardtanh_s2x0x3x7(%xm: memref<2x0x3x7xf32>, %gm: memref<2x0x3x7xf32>, %out: memref<2x0x3x7xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %r = actgrad.hardtanh_backward %g, %x {max = 1.0 : f32, min = -1.0 : f32} : (tensor<2x0x3x7xf32>, tensor<2x0x3x7xf32>) -> tensor<2x0x3x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x0x3x7xf32>, memref<2x0x3x7xf32>) -> ()
  return
}

func.func @hardsigmoid_dyn(%xm: memref<?x?x?x?xf32>, %gm: memref<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r = actgrad.hardsigmoid_backward %x, %g {alpha = 0.5 : f32, beta = 0.5 : f32} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  return
}

func.func @hardsigmoid_s2x3x5x1(%xm: memref<2x3x5x1xf32>, %gm: memref<2x3x5x1xf32>, %out: memref<2x3x5x1xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %r = actgrad.hardsigmoid_backward %x, %g {alpha = 0.5 : f32, beta = 0.5 : f32} : (tensor<2x3x5x1xf32>, tensor<2x3x5x1xf32>) -> tensor<2x3x5x1xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x3x5x1xf32>, memref<2x3x5x1xf32>) -> ()
  return
}

func.func @hardsigmoid_s2x3x4x7(%xm: memref<2x3x4x7xf32>, %gm: memref<2x3x4x7xf32>, %out: memref<2x3x4x7xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %r = actgrad.hardsigmoid_backward %x, %g {alpha = 0.5 : f32, beta = 0.5 : f32} : (tensor<2x3x4x7xf32>, tensor<2x3x4x7xf32>) -> tensor<2x3x4x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x3x4x7xf32>, memref<2x3x4x7xf32>) -> ()
  return
}

func.func @hardsigmoid_s3x2x5x13(%xm: memref<3x2x5x13xf32>, %gm: memref<3x2x5x13xf32>, %out: memref<3x2x5x13xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %g = bufferization.to_tensor %gm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %r = actgrad.hardsigmoid_backward %x, %g {alpha = 0.5 : f32, beta = 0.5 : f32} : (tensor<3x2x5x13xf32>, tensor<3x2x5x13xf32>) -> tensor<3x2x5x13xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x2x5x13xf32>, memref<3x2x5x13xf32>) -> ()
  return
}

func.func @hardsigmoid_s2x0x3x7(%xm: memref<2x0x3x7xf32>, %gm: memref<2x0x3x7xf32>, %out: memref<2x0x3x7xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %r = actgrad.hardsigmoid_backward %x, %g {alpha = 0.5 : f32, beta = 0.5 : f32} : (tensor<2x0x3x7xf32>, tensor<2x0x3x7xf32>) -> tensor<2x0x3x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x0x3x7xf32>, memref<2x0x3x7xf32>) -> ()
  return
}

func.func @swish_dyn(%xm: memref<?x?x?x?xf32>, %gm: memref<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r = actgrad.swish_backward %g, %x {beta = 1.5 : f32} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  return
}

func.func @swish_s2x3x5x1(%xm: memref<2x3x5x1xf32>, %gm: memref<2x3x5x1xf32>, %out: memref<2x3x5x1xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %r = actgrad.swish_backward %g, %x {beta = 1.5 : f32} : (tensor<2x3x5x1xf32>, tensor<2x3x5x1xf32>) -> tensor<2x3x5x1xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x3x5x1xf32>, memref<2x3x5x1xf32>) -> ()
  return
}

func.func @swish_s2x3x4x7(%xm: memref<2x3x4x7xf32>, %gm: memref<2x3x4x7xf32>, %out: memref<2x3x4x7xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %r = actgrad.swish_backward %g, %x {beta = 1.5 : f32} : (tensor<2x3x4x7xf32>, tensor<2x3x4x7xf32>) -> tensor<2x3x4x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x3x4x7xf32>, memref<2x3x4x7xf32>) -> ()
  return
}

func.func @swish_s3x2x5x13(%xm: memref<3x2x5x13xf32>, %gm: memref<3x2x5x13xf32>, %out: memref<3x2x5x13xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %g = bufferization.to_tensor %gm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %r = actgrad.swish_backward %g, %x {beta = 1.5 : f32} : (tensor<3x2x5x13xf32>, tensor<3x2x5x13xf32>) -> tensor<3x2x5x13xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x2x5x13xf32>, memref<3x2x5x13xf32>) -> ()
  return
}

func.func @swish_s2x0x3x7(%xm: memref<2x0x3x7xf32>, %gm: memref<2x0x3x7xf32>, %out: memref<2x0x3x7xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %r = actgrad.swish_backward %g, %x {beta = 1.5 : f32} : (tensor<2x0x3x7xf32>, tensor<2x0x3x7xf32>) -> tensor<2x0x3x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x0x3x7xf32>, memref<2x0x3x7xf32>) -> ()
  return
}

func.func @softmax_dyn(%xm: memref<?x?x?x?xf32>, %gm: memref<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r = actgrad.softmax_backward %g, %x {axis = -1 : i64} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  return
}

func.func @softmax_s2x3x5x1(%xm: memref<2x3x5x1xf32>, %gm: memref<2x3x5x1xf32>, %out: memref<2x3x5x1xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %r = actgrad.softmax_backward %g, %x {axis = -1 : i64} : (tensor<2x3x5x1xf32>, tensor<2x3x5x1xf32>) -> tensor<2x3x5x1xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x3x5x1xf32>, memref<2x3x5x1xf32>) -> ()
  return
}

func.func @softmax_s2x3x4x7(%xm: memref<2x3x4x7xf32>, %gm: memref<2x3x4x7xf32>, %out: memref<2x3x4x7xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %r = actgrad.softmax_backward %g, %x {axis = -1 : i64} : (tensor<2x3x4x7xf32>, tensor<2x3x4x7xf32>) -> tensor<2x3x4x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x3x4x7xf32>, memref<2x3x4x7xf32>) -> ()
  return
}

func.func @softmax_s3x2x5x13(%xm: memref<3x2x5x13xf32>, %gm: memref<3x2x5x13xf32>, %out: memref<3x2x5x13xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %g = bufferization.to_tensor %gm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %r = actgrad.softmax_backward %g, %x {axis = -1 : i64} : (tensor<3x2x5x13xf32>, tensor<3x2x5x13xf32>) -> tensor<3x2x5x13xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x2x5x13xf32>, memref<3x2x5x13xf32>) -> ()
  return
}

func.func @softmax_s2x0x3x7(%xm: memref<2x0x3x7xf32>, %gm: memref<2x0x3x7xf32>, %out: memref<2x0x3x7xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %r = actgrad.softmax_backward %g, %x {axis = -1 : i64} : (tensor<2x0x3x7xf32>, tensor<2x0x3x7xf32>) -> tensor<2x0x3x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x0x3x7xf32>, memref<2x0x3x7xf32>) -> ()
  return
}

// Softmax over axis 1: rows of H*W positions that whole vectors do not
// cover are packed k at a time where k divides the rows (2x16x1x13,
// 2x8x4x5, 2x32x1x7 and the empty ones; actgrad-pack-narrow-rows at run
// time), and not where it does not (3x6x2x3).

func.func @softmax1_dyn(%xm: memref<?x?x?x?xf32>, %gm: memref<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r = actgrad.softmax_backward %g, %x {axis = 1 : i64} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  return
}

func.func @softmax1_s2x16x1x13(%xm: memref<2x16x1x13xf32>, %gm: memref<2x16x1x13xf32>, %out: memref<2x16x1x13xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x16x1x13xf32> to tensor<2x16x1x13xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x16x1x13xf32> to tensor<2x16x1x13xf32>
  %r = actgrad.softmax_backward %g, %x {axis = 1 : i64} : (tensor<2x16x1x13xf32>, tensor<2x16x1x13xf32>) -> tensor<2x16x1x13xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x16x1x13xf32>, memref<2x16x1x13xf32>) -> ()
  return
}

func.func @softmax1_s2x8x4x5(%xm: memref<2x8x4x5xf32>, %gm: memref<2x8x4x5xf32>, %out: memref<2x8x4x5xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x8x4x5xf32> to tensor<2x8x4x5xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x8x4x5xf32> to tensor<2x8x4x5xf32>
  %r = actgrad.softmax_backward %g, %x {axis = 1 : i64} : (tensor<2x8x4x5xf32>, tensor<2x8x4x5xf32>) -> tensor<2x8x4x5xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x8x4x5xf32>, memref<2x8x4x5xf32>) -> ()
  return
}

func.func @softmax1_s3x6x2x3(%xm: memref<3x6x2x3xf32>, %gm: memref<3x6x2x3xf32>, %out: memref<3x6x2x3xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<3x6x2x3xf32> to tensor<3x6x2x3xf32>
  %g = bufferization.to_tensor %gm restrict : memref<3x6x2x3xf32> to tensor<3x6x2x3xf32>
  %r = actgrad.softmax_backward %g, %x {axis = 1 : i64} : (tensor<3x6x2x3xf32>, tensor<3x6x2x3xf32>) -> tensor<3x6x2x3xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3x6x2x3xf32>, memref<3x6x2x3xf32>) -> ()
  return
}

func.func @softmax1_s2x32x1x7(%xm: memref<2x32x1x7xf32>, %gm: memref<2x32x1x7xf32>, %out: memref<2x32x1x7xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x32x1x7xf32> to tensor<2x32x1x7xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x32x1x7xf32> to tensor<2x32x1x7xf32>
  %r = actgrad.softmax_backward %g, %x {axis = 1 : i64} : (tensor<2x32x1x7xf32>, tensor<2x32x1x7xf32>) -> tensor<2x32x1x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x32x1x7xf32>, memref<2x32x1x7xf32>) -> ()
  return
}

func.func @softmax1_s2x0x1x13(%xm: memref<2x0x1x13xf32>, %gm: memref<2x0x1x13xf32>, %out: memref<2x0x1x13xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x0x1x13xf32> to tensor<2x0x1x13xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x0x1x13xf32> to tensor<2x0x1x13xf32>
  %r = actgrad.softmax_backward %g, %x {axis = 1 : i64} : (tensor<2x0x1x13xf32>, tensor<2x0x1x13xf32>) -> tensor<2x0x1x13xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x0x1x13xf32>, memref<2x0x1x13xf32>) -> ()
  return
}

func.func @softmax1_s2x16x0x5(%xm: memref<2x16x0x5xf32>, %gm: memref<2x16x0x5xf32>, %out: memref<2x16x0x5xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x16x0x5xf32> to tensor<2x16x0x5xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x16x0x5xf32> to tensor<2x16x0x5xf32>
  %r = actgrad.softmax_backward %g, %x {axis = 1 : i64} : (tensor<2x16x0x5xf32>, tensor<2x16x0x5xf32>) -> tensor<2x16x0x5xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x16x0x5xf32>, memref<2x16x0x5xf32>) -> ()
  return
}

func.func @prelu_dyn(%xm: memref<?x?x?x?xf32>, %wm: memref<?xf32>, %gm: memref<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>, %dw: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %w = bufferization.to_tensor %wm restrict : memref<?xf32> to tensor<?xf32>
  %g = bufferization.to_tensor %gm restrict : memref<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %r:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?xf32>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

func.func @prelu_s2x3x5x1(%xm: memref<2x3x5x1xf32>, %wm: memref<3xf32>, %gm: memref<2x3x5x1xf32>, %out: memref<2x3x5x1xf32>, %dw: memref<3xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %w = bufferization.to_tensor %wm restrict : memref<3xf32> to tensor<3xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x5x1xf32> to tensor<2x3x5x1xf32>
  %r:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<2x3x5x1xf32>, tensor<3xf32>, tensor<2x3x5x1xf32>) -> (tensor<2x3x5x1xf32>, tensor<3xf32>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<2x3x5x1xf32>, memref<2x3x5x1xf32>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw : (tensor<3xf32>, memref<3xf32>) -> ()
  return
}

func.func @prelu_s2x3x4x7(%xm: memref<2x3x4x7xf32>, %wm: memref<3xf32>, %gm: memref<2x3x4x7xf32>, %out: memref<2x3x4x7xf32>, %dw: memref<3xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %w = bufferization.to_tensor %wm restrict : memref<3xf32> to tensor<3xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x3x4x7xf32> to tensor<2x3x4x7xf32>
  %r:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<2x3x4x7xf32>, tensor<3xf32>, tensor<2x3x4x7xf32>) -> (tensor<2x3x4x7xf32>, tensor<3xf32>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<2x3x4x7xf32>, memref<2x3x4x7xf32>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw : (tensor<3xf32>, memref<3xf32>) -> ()
  return
}

func.func @prelu_s3x2x5x13(%xm: memref<3x2x5x13xf32>, %wm: memref<2xf32>, %gm: memref<3x2x5x13xf32>, %out: memref<3x2x5x13xf32>, %dw: memref<2xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %w = bufferization.to_tensor %wm restrict : memref<2xf32> to tensor<2xf32>
  %g = bufferization.to_tensor %gm restrict : memref<3x2x5x13xf32> to tensor<3x2x5x13xf32>
  %r:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<3x2x5x13xf32>, tensor<2xf32>, tensor<3x2x5x13xf32>) -> (tensor<3x2x5x13xf32>, tensor<2xf32>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<3x2x5x13xf32>, memref<3x2x5x13xf32>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw : (tensor<2xf32>, memref<2xf32>) -> ()
  return
}

func.func @prelu_s2x0x3x7(%xm: memref<2x0x3x7xf32>, %wm: memref<0xf32>, %gm: memref<2x0x3x7xf32>, %out: memref<2x0x3x7xf32>, %dw: memref<0xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %xm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %w = bufferization.to_tensor %wm restrict : memref<0xf32> to tensor<0xf32>
  %g = bufferization.to_tensor %gm restrict : memref<2x0x3x7xf32> to tensor<2x0x3x7xf32>
  %r:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<2x0x3x7xf32>, tensor<0xf32>, tensor<2x0x3x7xf32>) -> (tensor<2x0x3x7xf32>, tensor<0xf32>)
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<2x0x3x7xf32>, memref<2x0x3x7xf32>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %dw : (tensor<0xf32>, memref<0xf32>) -> ()
  return
}
