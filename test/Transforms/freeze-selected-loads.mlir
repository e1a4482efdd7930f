// RUN: actgrad-opt %s --split-input-file --actgrad-freeze-selected-loads | FileCheck %s

// hardtanh's select of a loaded f32 gradient: the load is frozen, so that
// x86 instruction selection cannot fold it into a masked load.
// CHECK-LABEL: func.func @select_of_load
//       CHECK:   %[[G:.+]] = vector.transfer_read %arg0
//       CHECK:   %[[FROZEN:.+]] = llvm.freeze %[[G]] : vector<16xf32>
//       CHECK:   %[[X:.+]] = vector.load %arg1
//       CHECK:   %[[MASK:.+]] = arith.cmpf olt, %[[X]]
//       CHECK:   %[[R:.+]] = arith.select %[[MASK]], %[[FROZEN]], %{{.+}} : vector<16xi1>, vector<16xf32>
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

// The same on bf16 widened to f32: the select's result is frozen instead,
// so that LLVM cannot narrow the select back to bf16 (where it would fold
// into a masked 16-bit load); the loads are not, or that freeze would be
// redundant.
// CHECK-LABEL: func.func @select_of_widened_load
//       CHECK:   %[[G:.+]] = vector.transfer_read %arg0
//   CHECK-NOT:   llvm.freeze %[[G]]
//       CHECK:   %[[WIDE:.+]] = arith.extf %[[G]]
//       CHECK:   %[[SEL:.+]] = arith.select %{{.+}}, %[[WIDE]], %{{.+}} : vector<16xi1>, vector<16xf32>
//       CHECK:   %[[FROZEN:.+]] = llvm.freeze %[[SEL]] : vector<16xf32>
//       CHECK:   arith.truncf %[[FROZEN]]
func.func @select_of_widened_load(%g: memref<64xbf16>, %m: vector<16xi1>, %i: index) -> vector<16xbf16> {
  %pad = arith.constant 0.0 : bf16
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %vg = vector.transfer_read %g[%i], %pad {in_bounds = [true]} : memref<64xbf16>, vector<16xbf16>
  %wide = arith.extf %vg : vector<16xbf16> to vector<16xf32>
  %r = arith.select %m, %wide, %zero : vector<16xi1>, vector<16xf32>
  %narrow = arith.truncf %r : vector<16xf32> to vector<16xbf16>
  return %narrow : vector<16xbf16>
}

// -----

// Either select value may be the load, also through a shape_cast; the 1-D
// value is frozen (llvm.freeze takes no n-D vector), and an n-D select is
// left alone.
// CHECK-LABEL: func.func @false_value_reshaped
//       CHECK:   %[[V:.+]] = vector.shape_cast
//       CHECK:   %[[FROZEN:.+]] = llvm.freeze %[[V]] : vector<16xf32>
//       CHECK:   arith.select %{{.+}}, %{{.+}}, %[[FROZEN]]
//   CHECK-NOT:   llvm.freeze
//       CHECK:   arith.select %{{.+}} : vector<1x16xi1>, vector<1x16xf32>
func.func @false_value_reshaped(%g: memref<1x16xf32>, %m: vector<16xi1>, %other: vector<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %g[%c0, %c0], %pad {in_bounds = [true, true]} : memref<1x16xf32>, vector<1x16xf32>
  %flat = vector.shape_cast %v : vector<1x16xf32> to vector<16xf32>
  %r = arith.select %m, %other, %flat : vector<16xi1>, vector<16xf32>
  %m2 = vector.shape_cast %m : vector<16xi1> to vector<1x16xi1>
  %zero = arith.constant dense<0.0> : vector<1x16xf32>
  %r2 = arith.select %m2, %v, %zero : vector<1x16xi1>, vector<1x16xf32>
  %flat2 = vector.shape_cast %r2 : vector<1x16xf32> to vector<16xf32>
  %sum = arith.addf %r, %flat2 : vector<16xf32>
  return %sum : vector<16xf32>
}

// -----

// Computed values, scalar selects and the condition are left alone.
// CHECK-LABEL: func.func @not_a_load
//   CHECK-NOT:   llvm.freeze
func.func @not_a_load(%a: vector<16xf32>, %b: memref<16xi1>, %s: memref<4xf32>, %c: i1) -> (vector<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %mask = vector.load %b[%c0] : memref<16xi1>, vector<16xi1>
  %doubled = arith.addf %a, %a : vector<16xf32>
  %r = arith.select %mask, %doubled, %zero : vector<16xi1>, vector<16xf32>
  %e = memref.load %s[%c0] : memref<4xf32>
  %f = arith.constant 1.0 : f32
  %q = arith.select %c, %e, %f : f32
  return %r, %q : vector<16xf32>, f32
}
