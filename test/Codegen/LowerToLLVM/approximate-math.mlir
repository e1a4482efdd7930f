// RUN: actgrad-opt %s --split-input-file --actgrad-approximate-math | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-approximate-math | FileCheck %s --check-prefix=AVX512

// exp on vectors (and scalars) becomes a polynomial: no exp is left. f32's
// is this project's (actgrad-approximate-math's portable recipe: 2^m as two
// powers of two, so that subnormal results and overflow round once).
// CHECK-LABEL: func.func @vector_exp
//   CHECK-NOT:   math.exp
//       CHECK:   math.fma
//       CHECK:   arith.shrsi {{.+}} : vector<16xi32>
//   CHECK-NOT:   math.exp
//       CHECK:   arith.shrsi {{.+}} : i32
//   CHECK-NOT:   math.exp
//       CHECK:   return
func.func @vector_exp(%v: vector<16xf32>, %s: f32) -> (vector<16xf32>, f32) {
  %0 = math.exp %v : vector<16xf32>
  %1 = math.exp %s : f32
  return %0, %1 : vector<16xf32>, f32
}

// -----

// exp on tensors is left alone (upstream's patterns would compare a tensor
// with a scalar); the pipeline turns it into linalg first. Math functions
// without an approximation here stay exact (libm or LLVM lowers them).
// CHECK-LABEL: func.func @tensor_exp
//       CHECK:   math.exp %{{.+}} : tensor<64xf32>
//       CHECK:   math.erfc %{{.+}} : vector<16xf32>
//       CHECK:   math.sin %{{.+}} : vector<16xf32>
func.func @tensor_exp(%t: tensor<64xf32>, %v: vector<16xf32>) -> (tensor<64xf32>, vector<16xf32>, vector<16xf32>) {
  %0 = math.exp %t : tensor<64xf32>
  %1 = math.erfc %v : vector<16xf32>
  %2 = math.sin %v : vector<16xf32>
  return %0, %1, %2 : tensor<64xf32>, vector<16xf32>, vector<16xf32>
}

// -----

// The functions of front ends' activations and gradients (GELU's erf and
// tanh, log-softmax's log, softplus' log1p, ELU's expm1) are approximated
// too; f16 and bf16 ones in f32, between an extf and a truncf.
// CHECK-LABEL: func.func @front_end_functions
//   CHECK-NOT:   math.erf
//   CHECK-NOT:   math.tanh
//   CHECK-NOT:   math.log
//   CHECK-NOT:   math.expm1
//       CHECK:   arith.extf %{{.+}} : vector<16xf16> to vector<16xf32>
//   CHECK-NOT:   math.erf
//       CHECK:   arith.truncf %{{.+}} : vector<16xf32> to vector<16xf16>
//   CHECK-NOT:   math.erf
//   CHECK-NOT:   math.tanh
//       CHECK:   return
func.func @front_end_functions(%v: vector<16xf32>, %h: vector<16xf16>, %b: vector<16xbf16>)
    -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf16>, vector<16xbf16>) {
  %0 = math.erf %v : vector<16xf32>
  %1 = math.tanh %v : vector<16xf32>
  %2 = math.log %v : vector<16xf32>
  %3 = math.log1p %v : vector<16xf32>
  %4 = math.expm1 %v : vector<16xf32>
  %5 = math.erf %h : vector<16xf16>
  %6 = math.tanh %b : vector<16xbf16>
  return %0, %1, %2, %3, %4, %5, %6 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf16>, vector<16xbf16>
}

// -----

// functions= restricts the rewrite: here only expm1, whose exp branch is
// then left to libm.
// RUN: actgrad-opt %s --split-input-file --actgrad-approximate-math=functions=expm1 | FileCheck %s --check-prefix=EXPM1
// EXPM1-LABEL: func.func @only_expm1
//   EXPM1-NOT:   math.expm1
//       EXPM1:   math.exp %{{.+}} : vector<16xf32>
//       EXPM1:   arith.select
//       EXPM1:   math.tanh %{{.+}} : vector<16xf32>
func.func @only_expm1(%v: vector<16xf32>) -> (vector<16xf32>, vector<16xf32>) {
  %0 = math.expm1 %v : vector<16xf32>
  %1 = math.tanh %v : vector<16xf32>
  return %0, %1 : vector<16xf32>, vector<16xf32>
}

// -----

// With AVX-512F, exp on 16 f32 lanes uses the 32-entry table of 2^(j/32)
// (VPERMI2D) and VSCALEFPS for 2^m; other widths and scalars keep the portable
// recipe. Without a target (the first RUN line), the portable recipe
// everywhere.
// The function gets the features the intrinsics need.
// AVX512-LABEL: func.func @table_exp
//  AVX512-SAME:     target_features = #llvm.target_features<["+avx512f"]>
//       AVX512:   math.fma
//       AVX512:   llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.d.512"
//       AVX512:   llvm.call_intrinsic "llvm.x86.avx512.mask.scalef.ps.512"
//  AVX512-NOT:   llvm.call_intrinsic
//       AVX512:   arith.shrsi {{.+}} : vector<8xi32>
//  AVX512-NOT:   llvm.call_intrinsic
//       AVX512:   arith.shrsi {{.+}} : i32
//  AVX512-NOT:   llvm.call_intrinsic
//       AVX512:   return
// CHECK-LABEL: func.func @table_exp
//   CHECK-NOT:   llvm.call_intrinsic
//       CHECK:   arith.shrsi {{.+}} : vector<16xi32>
//   CHECK-NOT:   llvm.call_intrinsic
//       CHECK:   arith.shrsi {{.+}} : vector<8xi32>
//   CHECK-NOT:   llvm.call_intrinsic
//       CHECK:   arith.shrsi {{.+}} : i32
//   CHECK-NOT:   llvm.call_intrinsic
//       CHECK:   return
func.func @table_exp(%v: vector<16xf32>, %w: vector<8xf32>, %s: f32) -> (vector<16xf32>, vector<8xf32>, f32) {
  %0 = math.exp %v : vector<16xf32>
  %1 = math.exp %w : vector<8xf32>
  %2 = math.exp %s : f32
  return %0, %1, %2 : vector<16xf32>, vector<8xf32>, f32
}

// -----

// A wide tile of bf16 or f16 values widened to f32 (32 lanes) gets the table
// on each 16-lane slice; a width that is not a multiple of 16 keeps the
// portable recipe. Without a target, the portable recipe on 32 lanes.
// AVX512-LABEL: func.func @table_exp_slices
//       AVX512:   %[[POISON:.+]] = ub.poison : vector<32xf32>
//       AVX512:   %[[LOW:.+]] = vector.extract_strided_slice %{{.+}} {offsets = [0], sizes = [16], strides = [1]} : vector<32xf32> to vector<16xf32>
//       AVX512:   llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.d.512"
//       AVX512:   %[[LOWEXP:.+]] = llvm.call_intrinsic "llvm.x86.avx512.mask.scalef.ps.512"
//       AVX512:   %[[PARTIAL:.+]] = vector.insert_strided_slice %[[LOWEXP]], %[[POISON]] {offsets = [0], strides = [1]}
//       AVX512:   vector.extract_strided_slice %{{.+}} {offsets = [16], sizes = [16], strides = [1]}
//       AVX512:   llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.d.512"
//       AVX512:   %[[HIGHEXP:.+]] = llvm.call_intrinsic "llvm.x86.avx512.mask.scalef.ps.512"
//       AVX512:   %[[WHOLE:.+]] = vector.insert_strided_slice %[[HIGHEXP]], %[[PARTIAL]] {offsets = [16], strides = [1]}
//  AVX512-NOT:   llvm.call_intrinsic
//       AVX512:   arith.shrsi {{.+}} : vector<24xi32>
//  AVX512-NOT:   llvm.call_intrinsic
//       AVX512:   return %[[WHOLE]]
// CHECK-LABEL: func.func @table_exp_slices
//   CHECK-NOT:   vector.extract_strided_slice
//       CHECK:   arith.shrsi {{.+}} : vector<32xi32>
//       CHECK:   arith.shrsi {{.+}} : vector<24xi32>
//   CHECK-NOT:   llvm.call_intrinsic
//       CHECK:   return
func.func @table_exp_slices(%v: vector<32xf32>, %w: vector<24xf32>) -> (vector<32xf32>, vector<24xf32>) {
  %0 = math.exp %v : vector<32xf32>
  %1 = math.exp %w : vector<24xf32>
  return %0, %1 : vector<32xf32>, vector<24xf32>
}
