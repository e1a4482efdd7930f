// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-fence-selected-values | FileCheck %s
// The fold is AVX-512's: for AVX2 (whose selects are blends), another
// target, or none, nothing is fenced.
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+avx2,+fma" \
// RUN:   --actgrad-fence-selected-values | FileCheck %s --check-prefix=OTHER
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target=triple=aarch64-unknown-linux-gnu \
// RUN:   --actgrad-fence-selected-values | FileCheck %s --check-prefix=OTHER
// RUN: actgrad-opt %s --split-input-file --actgrad-fence-selected-values | FileCheck %s --check-prefix=OTHER
// OTHER-NOT: llvm.arithmetic.fence

// hardtanh's select of a loaded gradient: the selected value is fenced, so
// that x86 instruction selection cannot fold the load into a masked load.
// CHECK-LABEL: func.func @select_of_load
//       CHECK:   %[[G:.+]] = vector.transfer_read %arg0
//       CHECK:   %[[X:.+]] = vector.load %arg1
//       CHECK:   %[[MASK:.+]] = arith.cmpf olt, %[[X]]
//       CHECK:   %[[FENCED:.+]] = llvm.call_intrinsic "llvm.arithmetic.fence"(%[[G]]) : (vector<16xf32>) -> vector<16xf32>
//       CHECK:   %[[R:.+]] = arith.select %[[MASK]], %[[FENCED]], %{{.+}} : vector<16xi1>, vector<16xf32>
//       CHECK:   return %[[R]]
func.func @select_of_load(%g: memref<64xf32>, %x: memref<64xf32>, %i: index) -> vector<16xf32> {
  %pad = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %vg = vector.transfer_read %g[%i], %pad {in_bounds = [true]} : memref<64xf32>, vector<16xf32>
  %vx = vector.load %x[%i] : memref<64xf32>, vector<16xf32>
  %m = arith.cmpf olt, %vx, %zero : vector<16xf32>
  %r = arith.select %m, %vg, %zero : vector<16xi1>, vector<16xf32>
  return %r : vector<16xf32>
}

// -----

// hardsigmoid's alpha * g on f32 (the load would fold into a masked VMULPS)
// and bf16 widened to f32 (which LLVM would narrow back to a bf16 select of
// the load): both values are fenced; so is the false value of an outer
// select, but not a nested select. alpha * g on a widened load is not: the
// load folds into the widening, and the select merges into a register-masked
// VMULPS. The selects rounded to bf16 and f16 are fenced on their results,
// so that LLVM does not move them past the rounding; an f32 result is not.
// CHECK-LABEL: func.func @select_of_computed
//       CHECK:   %[[G32:.+]] = vector.transfer_read %arg1
//       CHECK:   %[[SCALED32:.+]] = arith.mulf %[[G32]]
//       CHECK:   %[[F0:.+]] = llvm.call_intrinsic "llvm.arithmetic.fence"(%[[SCALED32]])
//       CHECK:   %[[R32:.+]] = arith.select %{{.+}}, %[[F0]], %{{.+}}
//   CHECK-NOT:   llvm.arithmetic.fence"(%[[R32]])
//       CHECK:   %[[WIDE:.+]] = arith.extf
//       CHECK:   %[[SCALED:.+]] = arith.mulf %[[WIDE]]
//       CHECK:   %[[INNER:.+]] = arith.select %{{.+}}, %[[SCALED]], %{{.+}}
//       CHECK:   %[[F2:.+]] = llvm.call_intrinsic "llvm.arithmetic.fence"(%[[WIDE]])
//       CHECK:   %[[OUTER:.+]] = arith.select %{{.+}}, %[[F2]], %[[INNER]]
//       CHECK:   %[[F3:.+]] = llvm.call_intrinsic "llvm.arithmetic.fence"(%[[OUTER]])
//       CHECK:   arith.truncf %[[F3]] : vector<16xf32> to vector<16xbf16>
//       CHECK:   %[[H:.+]] = arith.extf
//       CHECK:   %[[HSCALED:.+]] = arith.mulf %[[H]]
//       CHECK:   %[[HSEL:.+]] = arith.select %{{.+}}, %[[HSCALED]], %{{.+}}
//       CHECK:   %[[F4:.+]] = llvm.call_intrinsic "llvm.arithmetic.fence"(%[[HSEL]])
//       CHECK:   arith.truncf %[[F4]] : vector<16xf32> to vector<16xf16>
func.func @select_of_computed(%g: memref<64xbf16>, %g32: memref<64xf32>, %h: memref<64xf16>,
                              %m: vector<16xi1>, %n: vector<16xi1>, %i: index)
    -> (vector<16xf32>, vector<16xbf16>, vector<16xf16>) {
  %pad = arith.constant 0.0 : bf16
  %pad32 = arith.constant 0.0 : f32
  %padh = arith.constant 0.0 : f16
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %alpha = arith.constant dense<0.2> : vector<16xf32>
  %vg32 = vector.transfer_read %g32[%i], %pad32 {in_bounds = [true]} : memref<64xf32>, vector<16xf32>
  %scaled32 = arith.mulf %vg32, %alpha : vector<16xf32>
  %r32 = arith.select %m, %scaled32, %zero : vector<16xi1>, vector<16xf32>
  %vg = vector.transfer_read %g[%i], %pad {in_bounds = [true]} : memref<64xbf16>, vector<16xbf16>
  %wide = arith.extf %vg : vector<16xbf16> to vector<16xf32>
  %scaled = arith.mulf %wide, %alpha : vector<16xf32>
  %inner = arith.select %m, %scaled, %zero : vector<16xi1>, vector<16xf32>
  %outer = arith.select %n, %wide, %inner : vector<16xi1>, vector<16xf32>
  %narrow = arith.truncf %outer : vector<16xf32> to vector<16xbf16>
  %vh = vector.transfer_read %h[%i], %padh {in_bounds = [true]} : memref<64xf16>, vector<16xf16>
  %hwide = arith.extf %vh : vector<16xf16> to vector<16xf32>
  %hscaled = arith.mulf %hwide, %alpha : vector<16xf32>
  %hsel = arith.select %m, %hscaled, %zero : vector<16xi1>, vector<16xf32>
  %hnarrow = arith.truncf %hsel : vector<16xf32> to vector<16xf16>
  return %r32, %narrow, %hnarrow : vector<16xf32>, vector<16xbf16>, vector<16xf16>
}

// -----

// Values computed from no load, integer and scalar selects, and n-D selects
// (which the fence cannot take) are left alone.
// CHECK-LABEL: func.func @left_alone
//   CHECK-NOT:   llvm.call_intrinsic
//   CHECK-NOT:   llvm.inline_asm
func.func @left_alone(%a: vector<16xf32>, %b: memref<16xi1>, %s: memref<4xf32>, %c: i1,
                      %wide: memref<1x16xf32>) -> (vector<16xf32>, f32, vector<1x16xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %mask = vector.load %b[%c0] : memref<16xi1>, vector<16xi1>
  %doubled = arith.addf %a, %a : vector<16xf32>
  %r = arith.select %mask, %doubled, %zero : vector<16xi1>, vector<16xf32>
  %e = memref.load %s[%c0] : memref<4xf32>
  %f = arith.constant 1.0 : f32
  %q = arith.select %c, %e, %f : f32
  %v2 = vector.load %wide[%c0, %c0] : memref<1x16xf32>, vector<1x16xf32>
  %m2 = vector.shape_cast %mask : vector<16xi1> to vector<1x16xi1>
  %z2 = arith.constant dense<0.0> : vector<1x16xf32>
  %r2 = arith.select %m2, %v2, %z2 : vector<1x16xi1>, vector<1x16xf32>
  return %r, %q, %r2 : vector<16xf32>, f32, vector<1x16xf32>
}

// -----

// The i16 selects of actgrad-narrow-selects (16-bit floats' bits): the
// arithmetic fence takes floats only, so an empty inline assembly statement
// fences the loaded bits.
// CHECK-LABEL: func.func @select_of_bits
//       CHECK:   %[[G:.+]] = vector.load %arg0
//       CHECK:   %[[FENCED:.+]] = llvm.inline_asm "", "=x,0" %[[G]] : (vector<16xi16>) -> vector<16xi16>
//       CHECK:   arith.select %arg1, %[[FENCED]], %{{.+}} : vector<16xi1>, vector<16xi16>
// OTHER-LABEL: func.func @select_of_bits
//   OTHER-NOT:   llvm.inline_asm
func.func @select_of_bits(%g: memref<64xi16>, %m: vector<16xi1>, %i: index) -> vector<16xi16> {
  %zero = arith.constant dense<0> : vector<16xi16>
  %vg = vector.load %g[%i] : memref<64xi16>, vector<16xi16>
  %r = arith.select %m, %vg, %zero : vector<16xi1>, vector<16xi16>
  return %r : vector<16xi16>
}
