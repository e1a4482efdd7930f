// Exhaustive accuracy test of swish_backward as the default pipeline compiles
// it (actgrad-approximate-sigmoid's recipes, SEMANTICS.md 3): every f16 and
// bf16 x with gradients that include +-0, +-inf, NaN and subnormals, for
// beta = 1 (the 16-bit recipes) and beta = 1.5 and -1.1427979 (f32 v, the f32
// recipe); and for f32 a sweep of the whole range (every 4099th bit pattern:
// +-0, subnormals, large |x|, +-inf, NaN), a dense grid on [-20, 20] and the
// 2^20 f32 values around swish's root. Inputs/swish_exhaustive_test.cpp
// checks every element and prints the largest ulp distance per case, which
// docs/Pipeline.md (Accuracy) quotes.
//
// RUN: actgrad-opt %s --actgrad-to-llvm | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: %clang -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %clang -O2 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/swish_exhaustive_test.cpp -x none %t.o \
// RUN:   --rtlib=compiler-rt -lstdc++ -lm %openmp_lib -Wl,-rpath,%openmp_dir -o %t.exe
// RUN: %t.exe | FileCheck %s
//
// CHECK: f32 beta=1: {{[0-9]+}} checked, 0 wrong, max {{[0-4]}} ulp
// CHECK: f16 beta=1: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: bf16 beta=1: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: f16 beta=1.5: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: bf16 beta=1.5: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: f16 beta=-1.1427979: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: bf16 beta=-1.1427979: {{[0-9]+}} checked, 0 wrong, max {{[01]}} ulp
// CHECK: PASSED

func.func @swish_f32(%g: memref<?xf32>, %x: memref<?xf32>, %out: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<?xf32> to tensor<?xf32>
  %xt = bufferization.to_tensor %x restrict : memref<?xf32> to tensor<?xf32>
  %r = "actgrad.swish_backward"(%gt, %xt) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

func.func @swish_f16(%g: memref<?xf16>, %x: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %r = "actgrad.swish_backward"(%gt, %xt) : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @swish_bf16(%g: memref<?xbf16>, %x: memref<?xbf16>, %out: memref<?xbf16>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<?xbf16> to tensor<?xbf16>
  %xt = bufferization.to_tensor %x restrict : memref<?xbf16> to tensor<?xbf16>
  %r = "actgrad.swish_backward"(%gt, %xt) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}

func.func @swish_f16_beta_a(%g: memref<?xf16>, %x: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %r = "actgrad.swish_backward"(%gt, %xt) <{beta = 1.5 : f32}> : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @swish_bf16_beta_a(%g: memref<?xbf16>, %x: memref<?xbf16>, %out: memref<?xbf16>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<?xbf16> to tensor<?xbf16>
  %xt = bufferization.to_tensor %x restrict : memref<?xbf16> to tensor<?xbf16>
  %r = "actgrad.swish_backward"(%gt, %xt) <{beta = 1.5 : f32}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}

func.func @swish_f16_beta_b(%g: memref<?xf16>, %x: memref<?xf16>, %out: memref<?xf16>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<?xf16> to tensor<?xf16>
  %xt = bufferization.to_tensor %x restrict : memref<?xf16> to tensor<?xf16>
  %r = "actgrad.swish_backward"(%gt, %xt) <{beta = -1.1427979 : f32}> : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf16>, memref<?xf16>) -> ()
  return
}

func.func @swish_bf16_beta_b(%g: memref<?xbf16>, %x: memref<?xbf16>, %out: memref<?xbf16>) attributes {llvm.emit_c_interface} {
  %gt = bufferization.to_tensor %g restrict : memref<?xbf16> to tensor<?xbf16>
  %xt = bufferization.to_tensor %x restrict : memref<?xbf16> to tensor<?xbf16>
  %r = "actgrad.swish_backward"(%gt, %xt) <{beta = -1.1427979 : f32}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}
