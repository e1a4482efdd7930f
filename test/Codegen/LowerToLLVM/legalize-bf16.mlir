// RUN: actgrad-opt %s --split-input-file --actgrad-legalize-bf16 | FileCheck %s

// An AVX2 target has no f32 -> bf16 rounding instruction: the default-mode
// roundings of f32, scalar and vector, become integer arithmetic (round to
// nearest even by the bias 0x7FFF + the lowest kept bit), a NaN picked as
// 0x7FC00000 in f32 first (LLVM would scalarize a select of the i16
// lanes). Widenings from bf16 become a shift of the bits. Explicit
// rounding modes and roundings of f64 and to f16 stay.
// CHECK-LABEL: func.func @avx2
//  CHECK-SAME:     (%[[S:.+]]: f32, %[[V:.+]]: vector<8xf32>, %[[D:.+]]: f64, %[[H:.+]]: bf16)
//       CHECK:   %[[NAN:.+]] = arith.cmpf uno, %[[V]], %[[V]] : vector<8xf32>
//       CHECK:   %[[QNAN:.+]] = arith.constant dense<0x7FC00000> : vector<8xf32>
//       CHECK:   %[[PICKED:.+]] = arith.select %[[NAN]], %[[QNAN]], %[[V]] : vector<8xi1>, vector<8xf32>
//       CHECK:   %[[BITS:.+]] = arith.bitcast %[[PICKED]] : vector<8xf32> to vector<8xi32>
//       CHECK:   %[[C16:.+]] = arith.constant dense<16> : vector<8xi32>
//       CHECK:   %[[HIGH:.+]] = arith.shrui %[[BITS]], %[[C16]] : vector<8xi32>
//       CHECK:   %[[C1:.+]] = arith.constant dense<1> : vector<8xi32>
//       CHECK:   %[[KEPT:.+]] = arith.andi %[[HIGH]], %[[C1]] : vector<8xi32>
//       CHECK:   %[[C7FFF:.+]] = arith.constant dense<32767> : vector<8xi32>
//       CHECK:   %[[BIAS:.+]] = arith.addi %[[KEPT]], %[[C7FFF]] : vector<8xi32>
//       CHECK:   %[[SUM:.+]] = arith.addi %[[BITS]], %[[BIAS]] : vector<8xi32>
//       CHECK:   %[[ROUNDED:.+]] = arith.shrui %[[SUM]], %{{.+}} : vector<8xi32>
//       CHECK:   %[[HALF:.+]] = arith.trunci %[[ROUNDED]] : vector<8xi32> to vector<8xi16>
//       CHECK:   %[[VB:.+]] = arith.bitcast %[[HALF]] : vector<8xi16> to vector<8xbf16>
//       CHECK:   arith.cmpf uno, %[[S]], %[[S]] : f32
//       CHECK:   %[[SB:.+]] = arith.bitcast %{{.+}} : i16 to bf16
//       CHECK:   %[[AWAY:.+]] = arith.truncf %[[V]] to_nearest_away : vector<8xf32> to vector<8xbf16>
//       CHECK:   %[[DB:.+]] = arith.truncf %[[D]] : f64 to bf16
//       CHECK:   %[[HF:.+]] = arith.truncf %[[S]] : f32 to f16
//       CHECK:   %[[HBITS:.+]] = arith.bitcast %[[H]] : bf16 to i16
//       CHECK:   %[[WIDE:.+]] = arith.extui %[[HBITS]] : i16 to i32
//       CHECK:   %[[SHIFTED:.+]] = arith.shli %[[WIDE]], %{{.+}} : i32
//       CHECK:   %[[E:.+]] = arith.bitcast %[[SHIFTED]] : i32 to f32
//       CHECK:   return %[[VB]], %[[SB]], %[[AWAY]], %[[DB]], %[[HF]], %[[E]]
//   CHECK-NOT:   arith.extf
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v3", features = <["+avx", "+avx2", "+fma", "+f16c"]>>} {
  func.func @avx2(%s: f32, %v: vector<8xf32>, %d: f64, %h: bf16)
      -> (vector<8xbf16>, bf16, vector<8xbf16>, bf16, f16, f32) {
    %vb = arith.truncf %v : vector<8xf32> to vector<8xbf16>
    %sb = arith.truncf %s : f32 to bf16
    %away = arith.truncf %v to_nearest_away : vector<8xf32> to vector<8xbf16>
    %db = arith.truncf %d : f64 to bf16
    %hf = arith.truncf %s : f32 to f16
    %e = arith.extf %h : bf16 to f32
    return %vb, %sb, %away, %db, %hf, %e
        : vector<8xbf16>, bf16, vector<8xbf16>, bf16, f16, f32
  }
}

// -----

// bf16 arithmetic and reductions (front-end linalg in bf16) are computed in
// f32: a rounding after each operation, and after the whole reduction. The
// operands are widened by shifts, the results rounded as above (with no NaN
// picked: see @nan_low_halves); no
// fast-math flag is left on a cast (arith-to-llvm would copy it onto
// llvm.fpext, which LLVM IR translation rejects).
// CHECK-LABEL: func.func @bf16_arithmetic
//  CHECK-SAME:     (%[[A:.+]]: vector<8xbf16>, %[[B:.+]]: vector<8xbf16>, %[[INIT:.+]]: bf16)
//       CHECK:   %[[INIT32:.+]] = arith.bitcast %{{.+}} : i32 to f32
//       CHECK:   %[[B32:.+]] = arith.bitcast %{{.+}} : vector<8xi32> to vector<8xf32>
//       CHECK:   %[[A32:.+]] = arith.bitcast %{{.+}} : vector<8xi32> to vector<8xf32>
//       CHECK:   %[[MAX:.+]] = arith.maximumf %[[A32]], %[[B32]] : vector<8xf32>
//       CHECK:   arith.bitcast %[[MAX]] : vector<8xf32> to vector<8xi32>
//       CHECK:   %[[SUM:.+]] = vector.reduction <add>, %[[A32]], %[[INIT32]] : vector<8xf32> into f32
//       CHECK:   arith.bitcast %[[SUM]] : f32 to i32
//       CHECK:   %[[LESS:.+]] = arith.cmpf olt, %[[A32]], %[[B32]] : vector<8xf32>
//   CHECK-NOT:   arith.cmpf uno
//   CHECK-NOT:   arith.truncf
//   CHECK-NOT:   arith.extf
//   CHECK-NOT:   fastmath
//       CHECK:   return %{{.+}}, %{{.+}}, %[[LESS]]
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v4", features = <["+avx512f", "+avx512bw", "+avx512vl"]>>} {
  func.func @bf16_arithmetic(%a: vector<8xbf16>, %b: vector<8xbf16>, %init: bf16)
      -> (vector<8xbf16>, bf16, vector<8xi1>) {
    %max = arith.maximumf %a, %b : vector<8xbf16>
    %sum = vector.reduction <add>, %a, %init : vector<8xbf16> into bf16
    %less = arith.cmpf olt, %a, %b : vector<8xbf16>
    return %max, %sum, %less : vector<8xbf16>, bf16, vector<8xi1>
  }
}

// -----

// With AVX512-BF16 (VCVTNEPS2BF16) or AVX-NE-CONVERT, and on AArch64 (where
// LLVM expands the rounding itself), roundings and bf16 arithmetic stay.
// CHECK-LABEL: func.func @avx512bf16
//       CHECK:   arith.truncf %{{.+}} : vector<16xf32> to vector<16xbf16>
//       CHECK:   arith.addf %{{.+}} : vector<16xbf16>
// CHECK-LABEL: func.func @avxneconvert
//       CHECK:   arith.truncf %{{.+}} : vector<8xf32> to vector<8xbf16>
// CHECK-LABEL: func.func @aarch64
//       CHECK:   arith.truncf %{{.+}} : vector<4xf32> to vector<4xbf16>
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "sapphirerapids", features = <["+avx512f", "+avx512bw", "+avx512vl", "+avx512bf16"]>>} {
  func.func @avx512bf16(%v: vector<16xf32>) -> vector<16xbf16> {
    %r = arith.truncf %v : vector<16xf32> to vector<16xbf16>
    %s = arith.addf %r, %r : vector<16xbf16>
    return %s : vector<16xbf16>
  }
  module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "sierraforest", features = <["+avx", "+avx2", "+avxneconvert"]>>} {
    func.func @avxneconvert(%v: vector<8xf32>) -> vector<8xbf16> {
      %r = arith.truncf %v : vector<8xf32> to vector<8xbf16>
      return %r : vector<8xbf16>
    }
  }
  module attributes {llvm.target = #llvm.target<triple = "aarch64-unknown-linux-gnu", chip = "generic", features = <["+neon"]>>} {
    func.func @aarch64(%v: vector<4xf32>) -> vector<4xbf16> {
      %r = arith.truncf %v : vector<4xf32> to vector<4xbf16>
      return %r : vector<4xbf16>
    }
  }
}

// -----

// The NaN is picked only where a NaN could have a non-zero low half
// (bits 0-15), which the rounding's bias could carry into the exponent or
// turn into an infinity. Widened bf16 values, constants of such bits, the
// bits of an integer shifted left by 16 or more, and IEEE arithmetic on
// them (whose NaN results are the preferred NaN or a quieted operand NaN)
// keep their NaNs NaNs without it; so does a loop-carried sum of them.
// CHECK-LABEL: func.func @nan_low_halves
//  CHECK-SAME:     (%[[B:.+]]: vector<8xbf16>, %[[H:.+]]: vector<8xf16>, %[[F:.+]]: vector<8xf32>, %[[I:.+]]: vector<8xi32>)
//   CHECK-NOT:   arith.cmpf uno
//       CHECK:   %[[BF:.+]] = arith.bitcast %{{.+}} : vector<8xi32> to vector<8xf32>
//       CHECK:   %[[SCALED:.+]] = arith.mulf %[[BF]], %{{.+}} : vector<8xf32>
//   CHECK-NOT:   arith.cmpf uno
//       CHECK:   arith.bitcast %[[SCALED]] : vector<8xf32> to vector<8xi32>
//       CHECK:   %[[HF:.+]] = arith.extf %[[H]] : vector<8xf16> to vector<8xf32>
//       CHECK:   %[[HSCALED:.+]] = arith.mulf %[[HF]], %{{.+}} : vector<8xf32>
//       CHECK:   arith.cmpf uno, %[[HSCALED]], %[[HSCALED]]
//       CHECK:   arith.cmpf uno, %[[F]], %[[F]]
//       CHECK:   %[[POW:.+]] = arith.bitcast %{{.+}} : vector<8xi32> to vector<8xf32>
//   CHECK-NOT:   arith.cmpf uno, %[[POW]]
//       CHECK:   %[[RAW:.+]] = arith.bitcast %[[I]] : vector<8xi32> to vector<8xf32>
//       CHECK:   arith.cmpf uno, %[[RAW]], %[[RAW]]
//       CHECK:   %[[PAYLOAD:.+]] = arith.addf %[[BF]], %{{.+}} : vector<8xf32>
//       CHECK:   arith.cmpf uno, %[[PAYLOAD]], %[[PAYLOAD]]
//       CHECK:   %[[SUM:.+]] = scf.for
//   CHECK-NOT:   arith.cmpf uno, %[[SUM]]
//       CHECK:   %[[MIXED:.+]] = scf.for
//       CHECK:   arith.cmpf uno, %[[MIXED]], %[[MIXED]]
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v3", features = <["+avx", "+avx2", "+fma", "+f16c"]>>} {
  func.func @nan_low_halves(%b: vector<8xbf16>, %h: vector<8xf16>, %f: vector<8xf32>, %i: vector<8xi32>)
      -> (vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %k = arith.constant dense<0.25> : vector<8xf32>
    %zero = arith.constant dense<0.0> : vector<8xf32>
    %payload = arith.constant dense<0x7FC00001> : vector<8xf32>
    %c23 = arith.constant dense<23> : vector<8xi32>
    %bf = arith.extf %b : vector<8xbf16> to vector<8xf32>
    %scaled = arith.mulf %bf, %k : vector<8xf32>
    %r0 = arith.truncf %scaled : vector<8xf32> to vector<8xbf16>
    %hf = arith.extf %h : vector<8xf16> to vector<8xf32>
    %hscaled = arith.mulf %hf, %k : vector<8xf32>
    %r1 = arith.truncf %hscaled : vector<8xf32> to vector<8xbf16>
    %r2 = arith.truncf %f : vector<8xf32> to vector<8xbf16>
    %shifted = arith.shli %i, %c23 : vector<8xi32>
    %pow = arith.bitcast %shifted : vector<8xi32> to vector<8xf32>
    %r3 = arith.truncf %pow : vector<8xf32> to vector<8xbf16>
    %raw = arith.bitcast %i : vector<8xi32> to vector<8xf32>
    %r4 = arith.truncf %raw : vector<8xf32> to vector<8xbf16>
    %withpayload = arith.addf %bf, %payload : vector<8xf32>
    %r5 = arith.truncf %withpayload : vector<8xf32> to vector<8xbf16>
    %sum = scf.for %iv = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<8xf32>) {
      %next = arith.addf %acc, %scaled : vector<8xf32>
      scf.yield %next : vector<8xf32>
    }
    %r6 = arith.truncf %sum : vector<8xf32> to vector<8xbf16>
    %mixed = scf.for %iv = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<8xf32>) {
      %next = arith.addf %acc, %f : vector<8xf32>
      scf.yield %next : vector<8xf32>
    }
    %r7 = arith.truncf %mixed : vector<8xf32> to vector<8xbf16>
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7
        : vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>
  }
}

// -----

// Values read back from the kernel's own scratch (an allocation or the
// workspace, through views) keep the property of every value written there:
// softmax's sums and widened slices need no NaN pick. A lane of poison is
// as good as any; so does scratch whose address and size a run-time test
// takes (actgrad-nontemporal-stores' alignment versions of dynamic rows).
// Reads of scratch that is also written with an argument's f32 value, or
// copied into, and of a caller's buffer keep the pick.
// CHECK-LABEL: func.func @nan_low_halves_in_scratch
//  CHECK-SAME:     (%[[B:.+]]: vector<8xbf16>, %[[F:.+]]: vector<8xf32>, %[[IN:.+]]: memref<8xf32>, %[[WS:.+]]: memref<?xi8> {actgrad.workspace})
//       CHECK:   %[[SUMS:.+]] = vector.transfer_read
//   CHECK-NOT:   arith.cmpf uno
//       CHECK:   %[[SLICE:.+]] = vector.load
//   CHECK-NOT:   arith.cmpf uno, %[[SLICE]]
//       CHECK:   %[[HALVES:.+]] = vector.insert_strided_slice
//   CHECK-NOT:   arith.cmpf uno, %[[HALVES]]
//       CHECK:   %[[MIXED:.+]] = vector.load
//       CHECK:   arith.cmpf uno, %[[MIXED]], %[[MIXED]]
//       CHECK:   %[[COPIED:.+]] = vector.load
//       CHECK:   arith.cmpf uno, %[[COPIED]], %[[COPIED]]
//       CHECK:   %[[INPUT:.+]] = vector.load %[[IN]]
//       CHECK:   arith.cmpf uno, %[[INPUT]], %[[INPUT]]
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v3", features = <["+avx", "+avx2", "+fma", "+f16c"]>>} {
  func.func @nan_low_halves_in_scratch(%b: vector<8xbf16>, %f: vector<8xf32>, %in: memref<8xf32>, %ws: memref<?xi8> {actgrad.workspace})
      -> (vector<8xbf16>, vector<8xbf16>, vector<16xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>) {
    %c0 = arith.constant 0 : index
    %poison = ub.poison : vector<16xf32>
    %pad = arith.constant 0.0 : f32
    %bf = arith.extf %b : vector<8xbf16> to vector<8xf32>
    %sums = memref.alloca() : memref<1x8xf32>
    %address = memref.extract_aligned_pointer_as_index %sums : memref<1x8xf32> -> index
    %c31 = arith.constant 31 : index
    %misaligned = arith.andi %address, %c31 : index
    %c1 = arith.constant 1 : index
    %size = memref.dim %sums, %c1 : memref<1x8xf32>
    %row = memref.reinterpret_cast %sums to offset: [0], sizes: [8], strides: [1] : memref<1x8xf32> to memref<8xf32>
    vector.transfer_write %bf, %row[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
    %s = vector.transfer_read %sums[%c0, %c0], %pad {in_bounds = [true, true]} : memref<1x8xf32>, vector<1x8xf32>
    %s1 = vector.shape_cast %s : vector<1x8xf32> to vector<8xf32>
    %r0 = arith.truncf %s1 : vector<8xf32> to vector<8xbf16>
    %slice = memref.view %ws[%c0][] : memref<?xi8> to memref<8xf32>
    %twice = arith.addf %bf, %bf : vector<8xf32>
    vector.store %twice, %slice[%c0] : memref<8xf32>, vector<8xf32>
    %l = vector.load %slice[%c0] : memref<8xf32>, vector<8xf32>
    %r1 = arith.truncf %l : vector<8xf32> to vector<8xbf16>
    %low = vector.insert_strided_slice %bf, %poison {offsets = [0], strides = [1]} : vector<8xf32> into vector<16xf32>
    %halves = vector.insert_strided_slice %l, %low {offsets = [8], strides = [1]} : vector<8xf32> into vector<16xf32>
    %r2 = arith.truncf %halves : vector<16xf32> to vector<16xbf16>
    %mixed = memref.alloca() : memref<8xf32>
    vector.store %bf, %mixed[%c0] : memref<8xf32>, vector<8xf32>
    vector.store %f, %mixed[%c0] : memref<8xf32>, vector<8xf32>
    %m = vector.load %mixed[%c0] : memref<8xf32>, vector<8xf32>
    %r3 = arith.truncf %m : vector<8xf32> to vector<8xbf16>
    %copied = memref.alloca() : memref<8xf32>
    memref.copy %in, %copied : memref<8xf32> to memref<8xf32>
    %c = vector.load %copied[%c0] : memref<8xf32>, vector<8xf32>
    %r4 = arith.truncf %c : vector<8xf32> to vector<8xbf16>
    %i = vector.load %in[%c0] : memref<8xf32>, vector<8xf32>
    %r5 = arith.truncf %i : vector<8xf32> to vector<8xbf16>
    return %r0, %r1, %r2, %r3, %r4, %r5
        : vector<8xbf16>, vector<8xbf16>, vector<16xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>
  }
}

// -----

// actgrad-widen-16-bit-halves' even and odd lanes of bf16 pairs (bits << 16
// and bits & 0xffff0000: no NaN with a non-zero low half, so no NaN pick),
// rounded and interleaved: one i32 vector, the even results shifted into
// the low halves and the odd ones kept in the high halves, instead of two
// narrowings and an interleaving shuffle. A rounding with another user, and
// an interleave of anything else, stay as they are.
// CHECK-LABEL: func.func @interleaved_roundings
//  CHECK-SAME:     (%[[X:.+]]: vector<16xbf16>, %[[F:.+]]: vector<8xf32>)
//   CHECK-NOT:   arith.cmpf uno
//       CHECK:   %[[EB:.+]] = arith.bitcast %{{.+}} : vector<8xf32> to vector<8xi32>
//       CHECK:   %[[EVENSUM:.+]] = arith.addi %[[EB]], %{{.+}} : vector<8xi32>
//   CHECK-NOT:   arith.cmpf uno
//       CHECK:   %[[OB:.+]] = arith.bitcast %{{.+}} : vector<8xf32> to vector<8xi32>
//       CHECK:   %[[ODDSUM:.+]] = arith.addi %[[OB]], %{{.+}} : vector<8xi32>
//       CHECK:   %[[LOW:.+]] = arith.shrui %[[EVENSUM]], %{{.+}} : vector<8xi32>
//  CHECK-NEXT:   %[[MASK:.+]] = arith.constant dense<-65536> : vector<8xi32>
//  CHECK-NEXT:   %[[HIGH:.+]] = arith.andi %[[ODDSUM]], %[[MASK]] : vector<8xi32>
//  CHECK-NEXT:   %[[PAIRS:.+]] = arith.ori %[[HIGH]], %[[LOW]] : vector<8xi32>
//       CHECK:   %[[R:.+]] = vector.bitcast %[[PAIRS]] : vector<8xi32> to vector<16xbf16>
//       CHECK:   arith.cmpf uno, %[[F]], %[[F]]
//       CHECK:   %[[KEPT:.+]] = arith.bitcast %{{.+}} : vector<8xi16> to vector<8xbf16>
//       CHECK:   %[[OTHER:.+]] = vector.interleave %[[KEPT]], %{{.+}} : vector<8xbf16> -> vector<16xbf16>
//       CHECK:   return %[[R]], %[[OTHER]], %[[KEPT]]
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "x86-64-v3", features = <["+avx", "+avx2", "+fma", "+f16c"]>>} {
  func.func @interleaved_roundings(%x: vector<16xbf16>, %f: vector<8xf32>)
      -> (vector<16xbf16>, vector<16xbf16>, vector<8xbf16>) {
    %c16 = arith.constant dense<16> : vector<8xi32>
    %mask = arith.constant dense<-65536> : vector<8xi32>
    %k = arith.constant dense<0.25> : vector<8xf32>
    %bits = vector.bitcast %x : vector<16xbf16> to vector<8xi32>
    %evenbits = arith.shli %bits, %c16 : vector<8xi32>
    %oddbits = arith.andi %bits, %mask : vector<8xi32>
    %even = arith.bitcast %evenbits : vector<8xi32> to vector<8xf32>
    %odd = arith.bitcast %oddbits : vector<8xi32> to vector<8xf32>
    %es = arith.mulf %even, %k : vector<8xf32>
    %os = arith.mulf %odd, %k : vector<8xf32>
    %er = arith.truncf %es : vector<8xf32> to vector<8xbf16>
    %or = arith.truncf %os : vector<8xf32> to vector<8xbf16>
    %r = vector.interleave %er, %or : vector<8xbf16> -> vector<16xbf16>
    %fr = arith.truncf %f : vector<8xf32> to vector<8xbf16>
    %other = vector.interleave %fr, %fr : vector<8xbf16> -> vector<16xbf16>
    return %r, %other, %fr : vector<16xbf16>, vector<16xbf16>, vector<8xbf16>
  }
}
