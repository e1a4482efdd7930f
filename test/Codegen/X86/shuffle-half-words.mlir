// RUN: actgrad-opt %s --split-input-file --actgrad-shuffle-half-words | FileCheck %s
// Without AVX2 (or without a target) the conversions stay shifts.
// RUN: sed -e 's/"+avx2", //' %s | actgrad-opt --split-input-file --actgrad-shuffle-half-words | FileCheck %s --check-prefix=NOAVX2
// NOAVX2-NOT: llvm.call_intrinsic
// NOAVX2-NOT: vector.shuffle

// A bf16 row read from memory and widened as actgrad-legalize-bf16 writes
// it: the 8 values in both 128-bit halves, then one byte shuffle per half
// that zeroes the low half of each i32 lane and moves value i of the half
// into its high half.
// CHECK-LABEL: func.func @widen_loaded
//       CHECK:   %[[READ:.+]] = vector.transfer_read
//       CHECK:   %[[BITS:.+]] = arith.bitcast %[[READ]] : vector<8xbf16> to vector<8xi16>
//   CHECK-NOT:   arith.extui
//       CHECK:   %[[BOTH:.+]] = vector.shuffle %[[BITS]], %[[BITS]] [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7] : vector<8xi16>, vector<8xi16>
//       CHECK:   %[[BYTES:.+]] = vector.bitcast %[[BOTH]] : vector<16xi16> to vector<32xi8>
//       CHECK:   %[[MASK:.+]] = arith.constant dense<[-128, -128, 0, 1, -128, -128, 2, 3, -128, -128, 4, 5, -128, -128, 6, 7, -128, -128, 8, 9, -128, -128, 10, 11, -128, -128, 12, 13, -128, -128, 14, 15]> : vector<32xi8>
//       CHECK:   %[[WIDE:.+]] = llvm.call_intrinsic "llvm.x86.avx2.pshuf.b"(%[[BYTES]], %[[MASK]]) : (vector<32xi8>, vector<32xi8>) -> vector<32xi8>
//       CHECK:   %[[LANES:.+]] = vector.bitcast %[[WIDE]] : vector<32xi8> to vector<8xi32>
//       CHECK:   %[[F32:.+]] = arith.bitcast %[[LANES]] : vector<8xi32> to vector<8xf32>
//       CHECK:   return %[[F32]]
//   CHECK-NOT:   arith.shli
// NOAVX2-LABEL: func.func @widen_loaded
//       NOAVX2:   arith.extui
//       NOAVX2:   arith.shli
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver3", features = <["+avx2", "+avx", "+f16c", "+fma"]>>} {
func.func @widen_loaded(%m: memref<64xbf16>, %i: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : bf16
  %sixteen = arith.constant dense<16> : vector<8xi32>
  %r = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<64xbf16>, vector<8xbf16>
  %b = arith.bitcast %r : vector<8xbf16> to vector<8xi16>
  %z = arith.extui %b : vector<8xi16> to vector<8xi32>
  %s = arith.shli %z, %sixteen : vector<8xi32>
  %f = arith.bitcast %s : vector<8xi32> to vector<8xf32>
  return %f : vector<8xf32>
}
}

// -----

// vector.load reads a whole vector too.
// CHECK-LABEL: func.func @widen_vector_load
//       CHECK:   vector.load
//       CHECK:   vector.shuffle
//       CHECK:   llvm.call_intrinsic "llvm.x86.avx2.pshuf.b"
//   CHECK-NOT:   arith.shli
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver3", features = <["+avx2", "+avx", "+f16c", "+fma"]>>} {
func.func @widen_vector_load(%m: memref<64xi16>, %i: index) -> vector<8xi32> {
  %sixteen = arith.constant dense<16> : vector<8xi32>
  %r = vector.load %m[%i] : memref<64xi16>, vector<8xi16>
  %z = arith.extui %r : vector<8xi16> to vector<8xi32>
  %s = arith.shli %z, %sixteen : vector<8xi32>
  return %s : vector<8xi32>
}
}

// -----

// 16 loaded lanes (two f32 registers: actgrad-vectorize's paired bf16
// roundings) are widened as two reads of 8, each in both halves of a
// register and byte-shuffled, behind barriers that keep LLVM from merging
// the shuffles back into one of the 256-bit load.
// CHECK-LABEL: func.func @widen_sixteen_loaded
//  CHECK-SAME:     %[[M:.+]]: memref<64xbf16>, %[[I:.+]]: index
//   CHECK-NOT:   vector<16xbf16>
//       CHECK:   %[[LOW:.+]] = vector.transfer_read %[[M]][%[[I]]], %{{.+}} {in_bounds = [true]} : memref<64xbf16>, vector<8xbf16>
//       CHECK:   %[[LOWBITS:.+]] = arith.bitcast %[[LOW]] : vector<8xbf16> to vector<8xi16>
//       CHECK:   vector.shuffle %[[LOWBITS]], %[[LOWBITS]] [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7]
//       CHECK:   llvm.call_intrinsic "llvm.x86.avx2.pshuf.b"
//       CHECK:   %[[C8:.+]] = arith.constant 8 : index
//       CHECK:   %[[I8:.+]] = arith.addi %[[I]], %[[C8]]
//       CHECK:   %[[HIGH:.+]] = vector.transfer_read %[[M]][%[[I8]]], %{{.+}} {in_bounds = [true]} : memref<64xbf16>, vector<8xbf16>
//       CHECK:   %[[HIGHBITS:.+]] = arith.bitcast %[[HIGH]] : vector<8xbf16> to vector<8xi16>
//       CHECK:   vector.shuffle %[[HIGHBITS]], %[[HIGHBITS]] [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7]
//       CHECK:   llvm.call_intrinsic "llvm.x86.avx2.pshuf.b"
//       CHECK:   %[[LOWLANES:.+]] = llvm.inline_asm "", "=x,0" %{{.+}} : (vector<8xi32>) -> vector<8xi32>
//       CHECK:   %[[HIGHLANES:.+]] = llvm.inline_asm "", "=x,0" %{{.+}} : (vector<8xi32>) -> vector<8xi32>
//       CHECK:   %[[ALL:.+]] = vector.shuffle %[[LOWLANES]], %[[HIGHLANES]] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
//       CHECK:   return %[[ALL]]
//   CHECK-NOT:   arith.shli
// NOAVX2-LABEL: func.func @widen_sixteen_loaded
//       NOAVX2:   arith.shli %{{.+}} : vector<16xi32>
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver3", features = <["+avx2", "+avx", "+f16c", "+fma"]>>} {
func.func @widen_sixteen_loaded(%m: memref<64xbf16>, %i: index) -> vector<16xi32> {
  %pad = arith.constant 0.0 : bf16
  %sixteen = arith.constant dense<16> : vector<16xi32>
  %r = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<64xbf16>, vector<16xbf16>
  %b = arith.bitcast %r : vector<16xbf16> to vector<16xi16>
  %z = arith.extui %b : vector<16xi16> to vector<16xi32>
  %s = arith.shli %z, %sixteen : vector<16xi32>
  return %s : vector<16xi32>
}
}

// -----

// Widenings left alone: of a computed value (duplicating it into both
// halves costs the shuffle saved; of 16 lanes as of 8), of a masked read
// (out-of-bounds lanes must not be read), and by another shift amount.
// CHECK-LABEL: func.func @widen_left_alone
//   CHECK-NOT:   llvm.call_intrinsic
//   CHECK-NOT:   vector.shuffle
//       CHECK:   return
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver3", features = <["+avx2", "+avx", "+f16c", "+fma"]>>} {
func.func @widen_left_alone(%x: vector<8xi16>, %m: memref<64xi16>, %i: index, %n: index, %y: vector<16xi16>) -> (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<16xi32>) {
  %pad = arith.constant 0 : i16
  %sixteen = arith.constant dense<16> : vector<8xi32>
  %eight = arith.constant dense<8> : vector<8xi32>
  %sixteen16 = arith.constant dense<16> : vector<16xi32>
  %z = arith.extui %x : vector<8xi16> to vector<8xi32>
  %s = arith.shli %z, %sixteen : vector<8xi32>
  %mask = vector.create_mask %n : vector<8xi1>
  %r = vector.transfer_read %m[%i], %pad, %mask {in_bounds = [true]} : memref<64xi16>, vector<8xi16>
  %rz = arith.extui %r : vector<8xi16> to vector<8xi32>
  %rs = arith.shli %rz, %sixteen : vector<8xi32>
  %l = vector.load %m[%i] : memref<64xi16>, vector<8xi16>
  %lz = arith.extui %l : vector<8xi16> to vector<8xi32>
  %ls = arith.shli %lz, %eight : vector<8xi32>
  %yz = arith.extui %y : vector<16xi16> to vector<16xi32>
  %ys = arith.shli %yz, %sixteen16 : vector<16xi32>
  return %s, %rs, %ls, %ys : vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<16xi32>
}
}

// -----

// The narrowing back is left to LLVM: its byte-shuffle form (VPSHUFB and
// VPERMQ) saves nothing on Zen 3.
// CHECK-LABEL: func.func @narrow_left_alone
//   CHECK-NOT:   llvm.call_intrinsic
//       CHECK:   arith.shrui
//       CHECK:   arith.trunci
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver3", features = <["+avx2", "+avx", "+f16c", "+fma"]>>} {
func.func @narrow_left_alone(%bits: vector<8xi32>) -> vector<8xi16> {
  %sixteen = arith.constant dense<16> : vector<8xi32>
  %h = arith.shrui %bits, %sixteen : vector<8xi32>
  %t = arith.trunci %h : vector<8xi32> to vector<8xi16>
  return %t : vector<8xi16>
}
}
