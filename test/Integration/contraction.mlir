// Contractions (linalg.matmul, batch_matmul, and generics with transposed
// operands) at sizes that are not multiples of the register tiles (8 or 4
// rows by two vectors), against a reference that is no contraction (an
// added -0.0 before the product keeps every value and keeps the op off the
// register-tiled path). Values are small integers, so that FMAs and separate
// products and sums agree, plus a -0.0 init and one -0.0, +inf and NaN
// input each; results must match bit for bit, or both be NaN.
// dyn_ cases take operands of dynamic sizes (partial register tiles masked
// where the target has masked loads and stores), h_ and bf_ ones f16 and
// bf16 operands extended to f32 in the body.
// RUN: actgrad-opt %s --actgrad-to-llvm | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | \
// RUN:   FileCheck %s
// Thread tiles of a register tile each, without a minimum of work.
// RUN: actgrad-opt %s --actgrad-to-llvm="tile-elements=64 min-thread-work=0 min-thread-bytes=0" | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | \
// RUN:   FileCheck %s
// Single-threaded.
// RUN: actgrad-opt %s --actgrad-to-llvm="threads=false" | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | \
// RUN:   FileCheck %s
// AVX2's register tiles (4 rows by two 8-lane vectors).
// RUN: actgrad-opt %s --actgrad-to-llvm="target-cpu=haswell tile-elements=64 min-thread-work=0 min-thread-bytes=0" | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | \
// RUN:   FileCheck %s

// CHECK: mm_1x17x7 mismatches
// CHECK-NEXT: 0
// CHECK: mm_7x33x17 mismatches
// CHECK-NEXT: 0
// CHECK: mm_17x7x33 mismatches
// CHECK-NEXT: 0
// CHECK: mm_33x65x1 mismatches
// CHECK-NEXT: 0
// CHECK: mm_20x70x9 mismatches
// CHECK-NEXT: 0
// CHECK: mm_16x64x5 mismatches
// CHECK-NEXT: 0
// CHECK: tb_17x33x7 mismatches
// CHECK-NEXT: 0
// CHECK: tb_16x64x3 mismatches
// CHECK-NEXT: 0
// CHECK: ta_33x17x7 mismatches
// CHECK-NEXT: 0
// CHECK: ta_8x32x4 mismatches
// CHECK-NEXT: 0
// CHECK: bmm_3x7x33x17 mismatches
// CHECK-NEXT: 0
// CHECK: bmm_2x16x64x3 mismatches
// CHECK-NEXT: 0
// CHECK: btb_2x17x7x33 mismatches
// CHECK-NEXT: 0

// CHECK: dyn_mm_19x37x11 mismatches
// CHECK-NEXT: 0
// CHECK: dyn_mm_9x70x5 mismatches
// CHECK-NEXT: 0
// CHECK: dyn_tb_19x37x11 mismatches
// CHECK-NEXT: 0
// CHECK: tb_9x70x20 mismatches
// CHECK-NEXT: 0
// CHECK: btb_2x9x35x6 mismatches
// CHECK-NEXT: 0
// CHECK: h_mm_17x37x9 mismatches
// CHECK-NEXT: 0
// CHECK: dyn_h_tb_11x35x7 mismatches
// CHECK-NEXT: 0
// CHECK: bf_mm_9x33x6 mismatches
// CHECK-NEXT: 0
func.func @mm_1x17x7(%a: tensor<1x7xf32>, %b: tensor<7x17xf32>) -> (tensor<1x17xf32>, tensor<1x17xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<1x17xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<1x17xf32>) -> tensor<1x17xf32>
  %r = linalg.matmul ins(%a, %b : tensor<1x7xf32>, tensor<7x17xf32>) outs(%f : tensor<1x17xf32>) -> tensor<1x17xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<1x7xf32>, tensor<7x17xf32>) outs(%f : tensor<1x17xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x17xf32>
  return %r, %ref : tensor<1x17xf32>, tensor<1x17xf32>
}

func.func @mm_7x33x17(%a: tensor<7x17xf32>, %b: tensor<17x33xf32>) -> (tensor<7x33xf32>, tensor<7x33xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<7x33xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<7x33xf32>) -> tensor<7x33xf32>
  %r = linalg.matmul ins(%a, %b : tensor<7x17xf32>, tensor<17x33xf32>) outs(%f : tensor<7x33xf32>) -> tensor<7x33xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<7x17xf32>, tensor<17x33xf32>) outs(%f : tensor<7x33xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<7x33xf32>
  return %r, %ref : tensor<7x33xf32>, tensor<7x33xf32>
}

func.func @mm_17x7x33(%a: tensor<17x33xf32>, %b: tensor<33x7xf32>) -> (tensor<17x7xf32>, tensor<17x7xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<17x7xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<17x7xf32>) -> tensor<17x7xf32>
  %r = linalg.matmul ins(%a, %b : tensor<17x33xf32>, tensor<33x7xf32>) outs(%f : tensor<17x7xf32>) -> tensor<17x7xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<17x33xf32>, tensor<33x7xf32>) outs(%f : tensor<17x7xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<17x7xf32>
  return %r, %ref : tensor<17x7xf32>, tensor<17x7xf32>
}

func.func @mm_33x65x1(%a: tensor<33x1xf32>, %b: tensor<1x65xf32>) -> (tensor<33x65xf32>, tensor<33x65xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<33x65xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<33x65xf32>) -> tensor<33x65xf32>
  %r = linalg.matmul ins(%a, %b : tensor<33x1xf32>, tensor<1x65xf32>) outs(%f : tensor<33x65xf32>) -> tensor<33x65xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<33x1xf32>, tensor<1x65xf32>) outs(%f : tensor<33x65xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<33x65xf32>
  return %r, %ref : tensor<33x65xf32>, tensor<33x65xf32>
}

func.func @mm_20x70x9(%a: tensor<20x9xf32>, %b: tensor<9x70xf32>) -> (tensor<20x70xf32>, tensor<20x70xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<20x70xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<20x70xf32>) -> tensor<20x70xf32>
  %r = linalg.matmul ins(%a, %b : tensor<20x9xf32>, tensor<9x70xf32>) outs(%f : tensor<20x70xf32>) -> tensor<20x70xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<20x9xf32>, tensor<9x70xf32>) outs(%f : tensor<20x70xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<20x70xf32>
  return %r, %ref : tensor<20x70xf32>, tensor<20x70xf32>
}

func.func @mm_16x64x5(%a: tensor<16x5xf32>, %b: tensor<5x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<16x64xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<16x5xf32>, tensor<5x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x5xf32>, tensor<5x64xf32>) outs(%f : tensor<16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  return %r, %ref : tensor<16x64xf32>, tensor<16x64xf32>
}

func.func @tb_17x33x7(%a: tensor<17x7xf32>, %b: tensor<33x7xf32>) -> (tensor<17x33xf32>, tensor<17x33xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<17x33xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<17x33xf32>) -> tensor<17x33xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<17x7xf32>, tensor<33x7xf32>) outs(%f : tensor<17x33xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<17x33xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<17x7xf32>, tensor<33x7xf32>) outs(%f : tensor<17x33xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<17x33xf32>
  return %r, %ref : tensor<17x33xf32>, tensor<17x33xf32>
}

func.func @tb_16x64x3(%a: tensor<16x3xf32>, %b: tensor<64x3xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<16x64xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x3xf32>, tensor<64x3xf32>) outs(%f : tensor<16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x3xf32>, tensor<64x3xf32>) outs(%f : tensor<16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  return %r, %ref : tensor<16x64xf32>, tensor<16x64xf32>
}

func.func @ta_33x17x7(%a: tensor<7x33xf32>, %b: tensor<7x17xf32>) -> (tensor<33x17xf32>, tensor<33x17xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<33x17xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<33x17xf32>) -> tensor<33x17xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<7x33xf32>, tensor<7x17xf32>) outs(%f : tensor<33x17xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<33x17xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<7x33xf32>, tensor<7x17xf32>) outs(%f : tensor<33x17xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<33x17xf32>
  return %r, %ref : tensor<33x17xf32>, tensor<33x17xf32>
}

func.func @ta_8x32x4(%a: tensor<4x8xf32>, %b: tensor<4x32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x32xf32>) outs(%f : tensor<8x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x32xf32>) outs(%f : tensor<8x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %r, %ref : tensor<8x32xf32>, tensor<8x32xf32>
}

func.func @bmm_3x7x33x17(%a: tensor<3x7x17xf32>, %b: tensor<3x17x33xf32>) -> (tensor<3x7x33xf32>, tensor<3x7x33xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<3x7x33xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<3x7x33xf32>) -> tensor<3x7x33xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<3x7x17xf32>, tensor<3x17x33xf32>) outs(%f : tensor<3x7x33xf32>) -> tensor<3x7x33xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(b, d0, d1, d2) -> (b, d0, d2)>, affine_map<(b, d0, d1, d2) -> (b, d2, d1)>, affine_map<(b, d0, d1, d2) -> (b, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<3x7x17xf32>, tensor<3x17x33xf32>) outs(%f : tensor<3x7x33xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x7x33xf32>
  return %r, %ref : tensor<3x7x33xf32>, tensor<3x7x33xf32>
}

func.func @bmm_2x16x64x3(%a: tensor<2x16x3xf32>, %b: tensor<2x3x64xf32>) -> (tensor<2x16x64xf32>, tensor<2x16x64xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2x16x64xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x16x3xf32>, tensor<2x3x64xf32>) outs(%f : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(b, d0, d1, d2) -> (b, d0, d2)>, affine_map<(b, d0, d1, d2) -> (b, d2, d1)>, affine_map<(b, d0, d1, d2) -> (b, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x16x3xf32>, tensor<2x3x64xf32>) outs(%f : tensor<2x16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x16x64xf32>
  return %r, %ref : tensor<2x16x64xf32>, tensor<2x16x64xf32>
}

func.func @btb_2x17x7x33(%a: tensor<2x17x33xf32>, %b: tensor<2x7x33xf32>) -> (tensor<2x17x7xf32>, tensor<2x17x7xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2x17x7xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<2x17x7xf32>) -> tensor<2x17x7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, d0, d1, d2) -> (b, d0, d2)>, affine_map<(b, d0, d1, d2) -> (b, d1, d2)>, affine_map<(b, d0, d1, d2) -> (b, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x17x33xf32>, tensor<2x7x33xf32>) outs(%f : tensor<2x17x7xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x17x7xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(b, d0, d1, d2) -> (b, d0, d2)>, affine_map<(b, d0, d1, d2) -> (b, d1, d2)>, affine_map<(b, d0, d1, d2) -> (b, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x17x33xf32>, tensor<2x7x33xf32>) outs(%f : tensor<2x17x7xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x17x7xf32>
  return %r, %ref : tensor<2x17x7xf32>, tensor<2x17x7xf32>
}

func.func @dyn_mm_19x37x11(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> (tensor<19x37xf32>, tensor<19x37xf32>) {
  %nz = arith.constant -0.0 : f32
  %k0 = arith.constant 0 : index
  %s0 = tensor.dim %a, %k0 : tensor<?x?xf32>
  %k1 = arith.constant 1 : index
  %s1 = tensor.dim %b, %k1 : tensor<?x?xf32>
  %e = tensor.empty(%s0, %s1) : tensor<?x?xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %rs = tensor.cast %r : tensor<?x?xf32> to tensor<19x37xf32>
  %refs = tensor.cast %ref : tensor<?x?xf32> to tensor<19x37xf32>
  return %rs, %refs : tensor<19x37xf32>, tensor<19x37xf32>
}

func.func @dyn_mm_9x70x5(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> (tensor<9x70xf32>, tensor<9x70xf32>) {
  %nz = arith.constant -0.0 : f32
  %k0 = arith.constant 0 : index
  %s0 = tensor.dim %a, %k0 : tensor<?x?xf32>
  %k1 = arith.constant 1 : index
  %s1 = tensor.dim %b, %k1 : tensor<?x?xf32>
  %e = tensor.empty(%s0, %s1) : tensor<?x?xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %rs = tensor.cast %r : tensor<?x?xf32> to tensor<9x70xf32>
  %refs = tensor.cast %ref : tensor<?x?xf32> to tensor<9x70xf32>
  return %rs, %refs : tensor<9x70xf32>, tensor<9x70xf32>
}

func.func @dyn_tb_19x37x11(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> (tensor<19x37xf32>, tensor<19x37xf32>) {
  %nz = arith.constant -0.0 : f32
  %k0 = arith.constant 0 : index
  %s0 = tensor.dim %a, %k0 : tensor<?x?xf32>
  %k1 = arith.constant 0 : index
  %s1 = tensor.dim %b, %k1 : tensor<?x?xf32>
  %e = tensor.empty(%s0, %s1) : tensor<?x?xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %rs = tensor.cast %r : tensor<?x?xf32> to tensor<19x37xf32>
  %refs = tensor.cast %ref : tensor<?x?xf32> to tensor<19x37xf32>
  return %rs, %refs : tensor<19x37xf32>, tensor<19x37xf32>
}

func.func @tb_9x70x20(%a: tensor<9x20xf32>, %b: tensor<70x20xf32>) -> (tensor<9x70xf32>, tensor<9x70xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<9x70xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<9x70xf32>) -> tensor<9x70xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<9x20xf32>, tensor<70x20xf32>) outs(%f : tensor<9x70xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<9x70xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<9x20xf32>, tensor<70x20xf32>) outs(%f : tensor<9x70xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<9x70xf32>
  return %r, %ref : tensor<9x70xf32>, tensor<9x70xf32>
}

func.func @btb_2x9x35x6(%a: tensor<2x9x6xf32>, %b: tensor<2x35x6xf32>) -> (tensor<2x9x35xf32>, tensor<2x9x35xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2x9x35xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<2x9x35xf32>) -> tensor<2x9x35xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x9x6xf32>, tensor<2x35x6xf32>) outs(%f : tensor<2x9x35xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x9x35xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x9x6xf32>, tensor<2x35x6xf32>) outs(%f : tensor<2x9x35xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %x0 = arith.addf %x, %nz : f32
    %p = arith.mulf %x0, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x9x35xf32>
  return %r, %ref : tensor<2x9x35xf32>, tensor<2x9x35xf32>
}

func.func @h_mm_17x37x9(%a: tensor<17x9xf16>, %b: tensor<9x37xf16>) -> (tensor<17x37xf32>, tensor<17x37xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<17x37xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<17x37xf32>) -> tensor<17x37xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<17x9xf16>, tensor<9x37xf16>) outs(%f : tensor<17x37xf32>) {
  ^bb0(%x: f16, %y: f16, %o: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<17x37xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<17x9xf16>, tensor<9x37xf16>) outs(%f : tensor<17x37xf32>) {
  ^bb0(%x: f16, %y: f16, %o: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %x0 = arith.addf %xe, %nz : f32
    %p = arith.mulf %x0, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<17x37xf32>
  return %r, %ref : tensor<17x37xf32>, tensor<17x37xf32>
}

func.func @dyn_h_tb_11x35x7(%a: tensor<?x?xf16>, %b: tensor<?x?xf16>) -> (tensor<11x35xf32>, tensor<11x35xf32>) {
  %nz = arith.constant -0.0 : f32
  %k0 = arith.constant 0 : index
  %s0 = tensor.dim %a, %k0 : tensor<?x?xf16>
  %k1 = arith.constant 0 : index
  %s1 = tensor.dim %b, %k1 : tensor<?x?xf16>
  %e = tensor.empty(%s0, %s1) : tensor<?x?xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf16>, tensor<?x?xf16>) outs(%f : tensor<?x?xf32>) {
  ^bb0(%x: f16, %y: f16, %o: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<?x?xf16>, tensor<?x?xf16>) outs(%f : tensor<?x?xf32>) {
  ^bb0(%x: f16, %y: f16, %o: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %x0 = arith.addf %xe, %nz : f32
    %p = arith.mulf %x0, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %rs = tensor.cast %r : tensor<?x?xf32> to tensor<11x35xf32>
  %refs = tensor.cast %ref : tensor<?x?xf32> to tensor<11x35xf32>
  return %rs, %refs : tensor<11x35xf32>, tensor<11x35xf32>
}

func.func @bf_mm_9x33x6(%a: tensor<9x6xbf16>, %b: tensor<6x33xbf16>) -> (tensor<9x33xf32>, tensor<9x33xf32>) {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<9x33xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<9x33xf32>) -> tensor<9x33xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<9x6xbf16>, tensor<6x33xbf16>) outs(%f : tensor<9x33xf32>) {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<9x33xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<9x6xbf16>, tensor<6x33xbf16>) outs(%f : tensor<9x33xf32>) {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %x0 = arith.addf %xe, %nz : f32
    %p = arith.mulf %x0, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<9x33xf32>
  return %r, %ref : tensor<9x33xf32>, tensor<9x33xf32>
}

func.func @mismatches(%x: tensor<?xf32>, %y: tensor<?xf32>) -> i32 {
  %e = tensor.empty() : tensor<i32>
  %z = arith.constant 0 : i32
  %init = linalg.fill ins(%z : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x, %y : tensor<?xf32>, tensor<?xf32>) outs(%init : tensor<i32>) {
  ^bb0(%a: f32, %b: f32, %o: i32):
    %ab = arith.bitcast %a : f32 to i32
    %bb = arith.bitcast %b : f32 to i32
    %same = arith.cmpi eq, %ab, %bb : i32
    %bothnan = arith.cmpf uno, %a, %b : f32
    %anan = arith.cmpf uno, %a, %a : f32
    %bnan = arith.cmpf uno, %b, %b : f32
    %nans = arith.andi %anan, %bnan : i1
    %ok = arith.ori %same, %nans : i1
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    %d = arith.select %ok, %zero, %one : i32
    %s = arith.addi %o, %d : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  %r = tensor.extract %n[] : tensor<i32>
  return %r : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %two = arith.constant 2.0 : f32
  %special_3 = arith.constant -0.0 : f32
  %special_2 = arith.constant 0x7F800000 : f32
  %special_4 = arith.constant 0x7FC00000 : f32
  %c4 = arith.constant 4 : index
  // mm_1x17x7
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<1x7xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<1x7xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<1x7xf32>

  %e_4 = tensor.empty() : tensor<7x17xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<7x17xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<7x17xf32>

  %res:2 = func.call @mm_1x17x7(%in_3, %in_4) : (tensor<1x7xf32>, tensor<7x17xf32>) -> (tensor<1x17xf32>, tensor<1x17xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<1x17xf32> into tensor<17xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<1x17xf32> into tensor<17xf32>
  %xd = tensor.cast %x : tensor<17xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<17xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "mm_1x17x7 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // mm_7x33x17
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<7x17xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<7x17xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<7x17xf32>

  %e_4 = tensor.empty() : tensor<17x33xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<17x33xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<17x33xf32>

  %res:2 = func.call @mm_7x33x17(%in_3, %in_4) : (tensor<7x17xf32>, tensor<17x33xf32>) -> (tensor<7x33xf32>, tensor<7x33xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<7x33xf32> into tensor<231xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<7x33xf32> into tensor<231xf32>
  %xd = tensor.cast %x : tensor<231xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<231xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "mm_7x33x17 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // mm_17x7x33
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<17x33xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<17x33xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<17x33xf32>

  %e_4 = tensor.empty() : tensor<33x7xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<33x7xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<33x7xf32>

  %res:2 = func.call @mm_17x7x33(%in_3, %in_4) : (tensor<17x33xf32>, tensor<33x7xf32>) -> (tensor<17x7xf32>, tensor<17x7xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<17x7xf32> into tensor<119xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<17x7xf32> into tensor<119xf32>
  %xd = tensor.cast %x : tensor<119xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<119xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "mm_17x7x33 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // mm_33x65x1
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<33x1xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<33x1xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<33x1xf32>

  %e_4 = tensor.empty() : tensor<1x65xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<1x65xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<1x65xf32>

  %res:2 = func.call @mm_33x65x1(%in_3, %in_4) : (tensor<33x1xf32>, tensor<1x65xf32>) -> (tensor<33x65xf32>, tensor<33x65xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<33x65xf32> into tensor<2145xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<33x65xf32> into tensor<2145xf32>
  %xd = tensor.cast %x : tensor<2145xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<2145xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "mm_33x65x1 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // mm_20x70x9
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<20x9xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<20x9xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<20x9xf32>

  %e_4 = tensor.empty() : tensor<9x70xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<9x70xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<9x70xf32>

  %res:2 = func.call @mm_20x70x9(%in_3, %in_4) : (tensor<20x9xf32>, tensor<9x70xf32>) -> (tensor<20x70xf32>, tensor<20x70xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<20x70xf32> into tensor<1400xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<20x70xf32> into tensor<1400xf32>
  %xd = tensor.cast %x : tensor<1400xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<1400xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "mm_20x70x9 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // mm_16x64x5
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<16x5xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<16x5xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<16x5xf32>

  %e_4 = tensor.empty() : tensor<5x64xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<5x64xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<5x64xf32>

  %res:2 = func.call @mm_16x64x5(%in_3, %in_4) : (tensor<16x5xf32>, tensor<5x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<16x64xf32> into tensor<1024xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<16x64xf32> into tensor<1024xf32>
  %xd = tensor.cast %x : tensor<1024xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<1024xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "mm_16x64x5 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // tb_17x33x7
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<17x7xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<17x7xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<17x7xf32>

  %e_4 = tensor.empty() : tensor<33x7xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<33x7xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<33x7xf32>

  %res:2 = func.call @tb_17x33x7(%in_3, %in_4) : (tensor<17x7xf32>, tensor<33x7xf32>) -> (tensor<17x33xf32>, tensor<17x33xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<17x33xf32> into tensor<561xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<17x33xf32> into tensor<561xf32>
  %xd = tensor.cast %x : tensor<561xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<561xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "tb_17x33x7 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // tb_16x64x3
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<16x3xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<16x3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<16x3xf32>

  %e_4 = tensor.empty() : tensor<64x3xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<64x3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<64x3xf32>

  %res:2 = func.call @tb_16x64x3(%in_3, %in_4) : (tensor<16x3xf32>, tensor<64x3xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<16x64xf32> into tensor<1024xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<16x64xf32> into tensor<1024xf32>
  %xd = tensor.cast %x : tensor<1024xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<1024xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "tb_16x64x3 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // ta_33x17x7
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<7x33xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<7x33xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<7x33xf32>

  %e_4 = tensor.empty() : tensor<7x17xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<7x17xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<7x17xf32>

  %res:2 = func.call @ta_33x17x7(%in_3, %in_4) : (tensor<7x33xf32>, tensor<7x17xf32>) -> (tensor<33x17xf32>, tensor<33x17xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<33x17xf32> into tensor<561xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<33x17xf32> into tensor<561xf32>
  %xd = tensor.cast %x : tensor<561xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<561xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "ta_33x17x7 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // ta_8x32x4
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<4x8xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<4x8xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>

  %e_2 = tensor.empty() : tensor<4x32xf32>
  %in_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_2 : tensor<4x32xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c2 : index
    %v1 = arith.addi %v0, %i1 : index
    %v = arith.addi %v1, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_2, %c : f32
    linalg.yield %r : f32
  } -> tensor<4x32xf32>

  %res:2 = func.call @ta_8x32x4(%in_3, %in_2) : (tensor<4x8xf32>, tensor<4x32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<8x32xf32> into tensor<256xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<8x32xf32> into tensor<256xf32>
  %xd = tensor.cast %x : tensor<256xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<256xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "ta_8x32x4 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // bmm_3x7x33x17
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<3x7x17xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e_3 : tensor<3x7x17xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %v0 = arith.muli %i2, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i2 : index
    %v = arith.addi %v2, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<3x7x17xf32>

  %e_4 = tensor.empty() : tensor<3x17x33xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e_4 : tensor<3x17x33xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %v0 = arith.muli %i2, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i2 : index
    %v = arith.addi %v2, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<3x17x33xf32>

  %res:2 = func.call @bmm_3x7x33x17(%in_3, %in_4) : (tensor<3x7x17xf32>, tensor<3x17x33xf32>) -> (tensor<3x7x33xf32>, tensor<3x7x33xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1, 2]] : tensor<3x7x33xf32> into tensor<693xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1, 2]] : tensor<3x7x33xf32> into tensor<693xf32>
  %xd = tensor.cast %x : tensor<693xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<693xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "bmm_3x7x33x17 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // bmm_2x16x64x3
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<2x16x3xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e_3 : tensor<2x16x3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %v0 = arith.muli %i2, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i2 : index
    %v = arith.addi %v2, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x16x3xf32>

  %e_4 = tensor.empty() : tensor<2x3x64xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e_4 : tensor<2x3x64xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %v0 = arith.muli %i2, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i2 : index
    %v = arith.addi %v2, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x3x64xf32>

  %res:2 = func.call @bmm_2x16x64x3(%in_3, %in_4) : (tensor<2x16x3xf32>, tensor<2x3x64xf32>) -> (tensor<2x16x64xf32>, tensor<2x16x64xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1, 2]] : tensor<2x16x64xf32> into tensor<2048xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1, 2]] : tensor<2x16x64xf32> into tensor<2048xf32>
  %xd = tensor.cast %x : tensor<2048xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<2048xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "bmm_2x16x64x3 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // btb_2x17x7x33
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<2x17x33xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e_3 : tensor<2x17x33xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %v0 = arith.muli %i2, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i2 : index
    %v = arith.addi %v2, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x17x33xf32>

  %e_4 = tensor.empty() : tensor<2x7x33xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e_4 : tensor<2x7x33xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %v0 = arith.muli %i2, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i2 : index
    %v = arith.addi %v2, %i0 : index
    %m = arith.remui %v, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x7x33xf32>

  %res:2 = func.call @btb_2x17x7x33(%in_3, %in_4) : (tensor<2x17x33xf32>, tensor<2x7x33xf32>) -> (tensor<2x17x7xf32>, tensor<2x17x7xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1, 2]] : tensor<2x17x7xf32> into tensor<238xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1, 2]] : tensor<2x17x7xf32> into tensor<238xf32>
  %xd = tensor.cast %x : tensor<238xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<238xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "btb_2x17x7x33 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // dyn_mm_19x37x11
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<19x11xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<19x11xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<19x11xf32>

  %e_4 = tensor.empty() : tensor<11x37xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<11x37xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<11x37xf32>

  %da = tensor.cast %in_3 : tensor<19x11xf32> to tensor<?x?xf32>
  %db = tensor.cast %in_4 : tensor<11x37xf32> to tensor<?x?xf32>
  %res:2 = func.call @dyn_mm_19x37x11(%da, %db) : (tensor<?x?xf32>, tensor<?x?xf32>) -> (tensor<19x37xf32>, tensor<19x37xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<19x37xf32> into tensor<703xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<19x37xf32> into tensor<703xf32>
  %xd = tensor.cast %x : tensor<703xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<703xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "dyn_mm_19x37x11 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // dyn_mm_9x70x5
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<9x5xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<9x5xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<9x5xf32>

  %e_4 = tensor.empty() : tensor<5x70xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<5x70xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<5x70xf32>

  %da = tensor.cast %in_3 : tensor<9x5xf32> to tensor<?x?xf32>
  %db = tensor.cast %in_4 : tensor<5x70xf32> to tensor<?x?xf32>
  %res:2 = func.call @dyn_mm_9x70x5(%da, %db) : (tensor<?x?xf32>, tensor<?x?xf32>) -> (tensor<9x70xf32>, tensor<9x70xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<9x70xf32> into tensor<630xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<9x70xf32> into tensor<630xf32>
  %xd = tensor.cast %x : tensor<630xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<630xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "dyn_mm_9x70x5 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // dyn_tb_19x37x11
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<19x11xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<19x11xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<19x11xf32>

  %e_4 = tensor.empty() : tensor<37x11xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<37x11xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<37x11xf32>

  %da = tensor.cast %in_3 : tensor<19x11xf32> to tensor<?x?xf32>
  %db = tensor.cast %in_4 : tensor<37x11xf32> to tensor<?x?xf32>
  %res:2 = func.call @dyn_tb_19x37x11(%da, %db) : (tensor<?x?xf32>, tensor<?x?xf32>) -> (tensor<19x37xf32>, tensor<19x37xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<19x37xf32> into tensor<703xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<19x37xf32> into tensor<703xf32>
  %xd = tensor.cast %x : tensor<703xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<703xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "dyn_tb_19x37x11 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // tb_9x70x20
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<9x20xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<9x20xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<9x20xf32>

  %e_4 = tensor.empty() : tensor<70x20xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<70x20xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<70x20xf32>

  %res:2 = func.call @tb_9x70x20(%in_3, %in_4) : (tensor<9x20xf32>, tensor<70x20xf32>) -> (tensor<9x70xf32>, tensor<9x70xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<9x70xf32> into tensor<630xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<9x70xf32> into tensor<630xf32>
  %xd = tensor.cast %x : tensor<630xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<630xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "tb_9x70x20 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // btb_2x9x35x6
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<2x9x6xf32>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e_3 : tensor<2x9x6xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %v0 = arith.muli %i2, %c3 : index
    %v1 = arith.addi %v0, %i2 : index
    %v2 = arith.addi %v1, %i0 : index
    %v3 = arith.addi %v2, %i1 : index
    %m = arith.remui %v3, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v3, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x9x6xf32>

  %e_4 = tensor.empty() : tensor<2x35x6xf32>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e_4 : tensor<2x35x6xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %v0 = arith.muli %i2, %c4 : index
    %v1 = arith.addi %v0, %i2 : index
    %v2 = arith.addi %v1, %i0 : index
    %v3 = arith.addi %v2, %i1 : index
    %m = arith.remui %v3, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v3, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x35x6xf32>

  %res:2 = func.call @btb_2x9x35x6(%in_3, %in_4) : (tensor<2x9x6xf32>, tensor<2x35x6xf32>) -> (tensor<2x9x35xf32>, tensor<2x9x35xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1, 2]] : tensor<2x9x35xf32> into tensor<630xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1, 2]] : tensor<2x9x35xf32> into tensor<630xf32>
  %xd = tensor.cast %x : tensor<630xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<630xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "btb_2x9x35x6 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // h_mm_17x37x9
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<17x9xf16>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<17x9xf16>) {
  ^bb0(%o: f16):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    %rt = arith.truncf %r : f32 to f16
    linalg.yield %rt : f16
  } -> tensor<17x9xf16>

  %e_4 = tensor.empty() : tensor<9x37xf16>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<9x37xf16>) {
  ^bb0(%o: f16):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    %rt = arith.truncf %r : f32 to f16
    linalg.yield %rt : f16
  } -> tensor<9x37xf16>

  %res:2 = func.call @h_mm_17x37x9(%in_3, %in_4) : (tensor<17x9xf16>, tensor<9x37xf16>) -> (tensor<17x37xf32>, tensor<17x37xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<17x37xf32> into tensor<629xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<17x37xf32> into tensor<629xf32>
  %xd = tensor.cast %x : tensor<629xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<629xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "h_mm_17x37x9 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // dyn_h_tb_11x35x7
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<11x7xf16>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<11x7xf16>) {
  ^bb0(%o: f16):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    %rt = arith.truncf %r : f32 to f16
    linalg.yield %rt : f16
  } -> tensor<11x7xf16>

  %e_4 = tensor.empty() : tensor<35x7xf16>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<35x7xf16>) {
  ^bb0(%o: f16):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    %rt = arith.truncf %r : f32 to f16
    linalg.yield %rt : f16
  } -> tensor<35x7xf16>

  %da = tensor.cast %in_3 : tensor<11x7xf16> to tensor<?x?xf16>
  %db = tensor.cast %in_4 : tensor<35x7xf16> to tensor<?x?xf16>
  %res:2 = func.call @dyn_h_tb_11x35x7(%da, %db) : (tensor<?x?xf16>, tensor<?x?xf16>) -> (tensor<11x35xf32>, tensor<11x35xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<11x35xf32> into tensor<385xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<11x35xf32> into tensor<385xf32>
  %xd = tensor.cast %x : tensor<385xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<385xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "dyn_h_tb_11x35x7 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  // bf_mm_9x33x6
  scf.execute_region {
  %e_3 = tensor.empty() : tensor<9x6xbf16>
  %in_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_3 : tensor<9x6xbf16>) {
  ^bb0(%o: bf16):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c3 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_3, %c : f32
    %rt = arith.truncf %r : f32 to bf16
    linalg.yield %rt : bf16
  } -> tensor<9x6xbf16>

  %e_4 = tensor.empty() : tensor<6x33xbf16>
  %in_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e_4 : tensor<6x33xbf16>) {
  ^bb0(%o: bf16):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v0 = arith.muli %i1, %c4 : index
    %v1 = arith.addi %v0, %i1 : index
    %v2 = arith.addi %v1, %i0 : index
    %m = arith.remui %v2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.subf %mf, %two : f32
    %first = arith.cmpi eq, %v2, %c0 : index
    %r = arith.select %first, %special_4, %c : f32
    %rt = arith.truncf %r : f32 to bf16
    linalg.yield %rt : bf16
  } -> tensor<6x33xbf16>

  %res:2 = func.call @bf_mm_9x33x6(%in_3, %in_4) : (tensor<9x6xbf16>, tensor<6x33xbf16>) -> (tensor<9x33xf32>, tensor<9x33xf32>)
  %x = tensor.collapse_shape %res#0 [[0, 1]] : tensor<9x33xf32> into tensor<297xf32>
  %y = tensor.collapse_shape %res#1 [[0, 1]] : tensor<9x33xf32> into tensor<297xf32>
  %xd = tensor.cast %x : tensor<297xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<297xf32> to tensor<?xf32>
  %count = func.call @mismatches(%xd, %yd) : (tensor<?xf32>, tensor<?xf32>) -> i32
  vector.print str "bf_mm_9x33x6 mismatches\n"
  vector.print %count : i32
  scf.yield
  }
  return
}
