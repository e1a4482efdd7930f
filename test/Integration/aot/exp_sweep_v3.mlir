// Accuracy test of math.exp on f32 as the pipeline compiles it for an AVX2
// CPU (actgrad-approximate-math's portable recipe, in vectors and in the
// scalar remainder), like exp_sweep.mlir for AVX-512: a sweep of the whole
// f32 range (every 4099th bit pattern: +-0, subnormals, large |x|, +-inf,
// NaN), a dense grid on [-104, 89] (subnormal results, overflow, underflow)
// and the values next to the clamp limits. Inputs/exp_sweep_test.cpp checks every element
// against the correctly rounded exp (SEMANTICS.md 3: 4 ulp for f32) and
// prints the largest distance, which docs/Pipeline.md quotes.
//
// REQUIRES: host-x86-64-v3
// RUN: actgrad-opt %s --actgrad-to-llvm="target-cpu=x86-64-v3" | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: %clang -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %clang -O2 -std=c++17 -I%actgrad_src_root/test/Reference -x c++ %S/Inputs/exp_sweep_test.cpp -x none %t.o \
// RUN:   --rtlib=compiler-rt -lstdc++ -lm %openmp_lib -Wl,-rpath,%openmp_dir -o %t.exe
// RUN: %t.exe | FileCheck %s
//
// CHECK: exp f32: {{[0-9]+}} checked, 0 wrong, max {{[0-4]}} ulp
// CHECK: PASSED

func.func @exp_f32(%x: memref<?xf32>, %out: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %xt = bufferization.to_tensor %x restrict : memref<?xf32> to tensor<?xf32>
  %n = tensor.dim %xt, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%xt : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
