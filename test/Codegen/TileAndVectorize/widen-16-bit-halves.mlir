// RUN: actgrad-opt %s --split-input-file --actgrad-widen-16-bit-halves --canonicalize | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-widen-16-bit-halves | FileCheck %s --check-prefix=NOTARGET

// hardsigmoid_backward's bf16 tile after actgrad-narrow-selects: g * alpha
// runs on the even and odd halves of g's 32-bit view and is interleaved
// once; the selects on the bits, in lane order, stay as they are.
// CHECK-LABEL: func.func @scale_and_select
//  CHECK-SAME:     (%[[G:.+]]: vector<32xbf16>, %[[INSIDE:.+]]: vector<32xi1>)
//   CHECK-DAG:   %[[ALPHA:.+]] = arith.constant dense<2.000000e-01> : vector<16xf32>
//   CHECK-DAG:   %[[SIXTEEN:.+]] = arith.constant dense<16> : vector<16xi32>
//   CHECK-DAG:   %[[HIGH:.+]] = arith.constant dense<-65536> : vector<16xi32>
//   CHECK-DAG:   %[[ZERO:.+]] = arith.constant dense<0> : vector<32xi16>
//       CHECK:   %[[BITS:.+]] = vector.bitcast %[[G]] : vector<32xbf16> to vector<16xi32>
//   CHECK-DAG:   %[[EVENBITS:.+]] = arith.shli %[[BITS]], %[[SIXTEEN]] : vector<16xi32>
//   CHECK-DAG:   %[[ODDBITS:.+]] = arith.andi %[[BITS]], %[[HIGH]] : vector<16xi32>
//   CHECK-DAG:   %[[EVEN:.+]] = arith.bitcast %[[EVENBITS]] : vector<16xi32> to vector<16xf32>
//   CHECK-DAG:   %[[ODD:.+]] = arith.bitcast %[[ODDBITS]] : vector<16xi32> to vector<16xf32>
//   CHECK-DAG:   %[[EVENPRODUCT:.+]] = arith.mulf %[[EVEN]], %[[ALPHA]] : vector<16xf32>
//   CHECK-DAG:   %[[ODDPRODUCT:.+]] = arith.mulf %[[ODD]], %[[ALPHA]] : vector<16xf32>
//   CHECK-DAG:   %[[EVENROUNDED:.+]] = arith.truncf %[[EVENPRODUCT]] : vector<16xf32> to vector<16xbf16>
//   CHECK-DAG:   %[[ODDROUNDED:.+]] = arith.truncf %[[ODDPRODUCT]] : vector<16xf32> to vector<16xbf16>
//       CHECK:   %[[PRODUCT:.+]] = vector.interleave %[[EVENROUNDED]], %[[ODDROUNDED]] : vector<16xbf16> -> vector<32xbf16>
//       CHECK:   %[[PRODUCTBITS:.+]] = arith.bitcast %[[PRODUCT]] : vector<32xbf16> to vector<32xi16>
//       CHECK:   %[[SELECTED:.+]] = arith.select %[[INSIDE]], %[[PRODUCTBITS]], %[[ZERO]] : vector<32xi1>, vector<32xi16>
//       CHECK:   %[[RESULT:.+]] = arith.bitcast %[[SELECTED]] : vector<32xi16> to vector<32xbf16>
//       CHECK:   return %[[RESULT]]
//   CHECK-NOT:   vector<32xf32>
// Without a target the width of a register is unknown: nothing changes.
// NOTARGET-LABEL: func.func @scale_and_select
//       NOTARGET:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @scale_and_select(%g: vector<32xbf16>, %inside: vector<32xi1>) -> vector<32xbf16> {
  %alpha = arith.constant dense<0.2> : vector<32xf32>
  %zero = arith.constant dense<0> : vector<32xi16>
  %w = arith.extf %g : vector<32xbf16> to vector<32xf32>
  %p = arith.mulf %w, %alpha : vector<32xf32>
  %r = arith.truncf %p : vector<32xf32> to vector<32xbf16>
  %bits = arith.bitcast %r : vector<32xbf16> to vector<32xi16>
  %s = arith.select %inside, %bits, %zero : vector<32xi1>, vector<32xi16>
  %out = arith.bitcast %s : vector<32xi16> to vector<32xbf16>
  return %out : vector<32xbf16>
}
}

// -----

// On AVX2 a register of 16 bf16 values is split into two of 8 f32 lanes,
// even and odd, the same way.
// CHECK-LABEL: func.func @avx2_scale
//  CHECK-SAME:     (%[[G:.+]]: vector<16xbf16>)
//       CHECK:   %[[BITS:.+]] = vector.bitcast %[[G]] : vector<16xbf16> to vector<8xi32>
//   CHECK-DAG:   arith.shli %[[BITS]], %{{.+}} : vector<8xi32>
//   CHECK-DAG:   arith.andi %[[BITS]], %{{.+}} : vector<8xi32>
// CHECK-COUNT-2:   arith.mulf %{{.+}}, %{{.+}} : vector<8xf32>
//       CHECK:   vector.interleave %{{.+}}, %{{.+}} : vector<8xbf16> -> vector<16xbf16>
//   CHECK-NOT:   vector<16xf32>
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver1", features = <["+avx", "+avx2", "+fma", "+f16c"]>>} {
func.func @avx2_scale(%g: vector<16xbf16>) -> vector<16xbf16> {
  %alpha = arith.constant dense<0.2> : vector<16xf32>
  %w = arith.extf %g : vector<16xbf16> to vector<16xf32>
  %p = arith.mulf %w, %alpha : vector<16xf32>
  %r = arith.truncf %p : vector<16xf32> to vector<16xbf16>
  return %r : vector<16xbf16>
}
}

// -----

// Two widened inputs, a broadcast scalar, a math function, an f32
// comparison and the select it controls are all elementwise: every op runs
// on both halves, with the broadcast and the constants at half width.
// CHECK-LABEL: func.func @swish_like
//  CHECK-SAME:     (%[[G:.+]]: vector<32xbf16>, %[[X:.+]]: vector<32xbf16>, %[[BETA:.+]]: f32)
//   CHECK-DAG:   %[[HALFBETA:.+]] = vector.broadcast %[[BETA]] : f32 to vector<16xf32>
//   CHECK-DAG:   vector.bitcast %[[G]] : vector<32xbf16> to vector<16xi32>
//   CHECK-DAG:   vector.bitcast %[[X]] : vector<32xbf16> to vector<16xi32>
// CHECK-COUNT-2:   math.exp %{{.+}} : vector<16xf32>
// CHECK-COUNT-2:   arith.cmpf olt, %{{.+}}, %{{.+}} : vector<16xf32>
// CHECK-COUNT-2:   arith.select %{{.+}}, %{{.+}}, %{{.+}} : vector<16xi1>, vector<16xf32>
// CHECK-COUNT-2:   arith.truncf %{{.+}} : vector<16xf32> to vector<16xbf16>
//       CHECK:   vector.interleave
//   CHECK-NOT:   vector<32xf32>
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @swish_like(%g: vector<32xbf16>, %x: vector<32xbf16>, %beta: f32) -> vector<32xbf16> {
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %b = vector.broadcast %beta : f32 to vector<32xf32>
  %gw = arith.extf %g : vector<32xbf16> to vector<32xf32>
  %xw = arith.extf %x : vector<32xbf16> to vector<32xf32>
  %v = arith.mulf %b, %xw : vector<32xf32>
  %e = math.exp %v : vector<32xf32>
  %p = arith.mulf %gw, %e : vector<32xf32>
  %negative = arith.cmpf olt, %xw, %zero : vector<32xf32>
  %s = arith.select %negative, %zero, %p : vector<32xi1>, vector<32xf32>
  %r = arith.truncf %s : vector<32xf32> to vector<32xbf16>
  return %r : vector<32xbf16>
}
}

// -----

// Computations whose values are needed in lane order stay as they are: an
// f32 result, a reduction across lanes, a constant that differs by lane, two
// formats in one computation, a mask in lane order (whose select
// actgrad-narrow-selects would have moved past the rounding), and a vector
// that is one register.
// CHECK-LABEL: func.func @f32_result
//       CHECK:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
//   CHECK-NOT:   vector.interleave
// CHECK-LABEL: func.func @reduction
//       CHECK:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
//   CHECK-NOT:   vector.interleave
// CHECK-LABEL: func.func @lane_constant
//       CHECK:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
//   CHECK-NOT:   vector.interleave
// CHECK-LABEL: func.func @mixed_formats
//       CHECK:   arith.extf %{{.+}} : vector<32xf16> to vector<32xf32>
//   CHECK-NOT:   vector.interleave
// CHECK-LABEL: func.func @lane_order_mask
//       CHECK:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
//   CHECK-NOT:   vector.interleave
// CHECK-LABEL: func.func @one_register
//       CHECK:   arith.extf %{{.+}} : vector<16xbf16> to vector<16xf32>
//   CHECK-NOT:   vector.interleave
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @f32_result(%g: vector<32xbf16>) -> (vector<32xbf16>, vector<32xf32>) {
  %alpha = arith.constant dense<0.2> : vector<32xf32>
  %w = arith.extf %g : vector<32xbf16> to vector<32xf32>
  %p = arith.mulf %w, %alpha : vector<32xf32>
  %r = arith.truncf %p : vector<32xf32> to vector<32xbf16>
  return %r, %p : vector<32xbf16>, vector<32xf32>
}
func.func @reduction(%g: vector<32xbf16>) -> (vector<32xbf16>, f32) {
  %alpha = arith.constant dense<0.2> : vector<32xf32>
  %w = arith.extf %g : vector<32xbf16> to vector<32xf32>
  %p = arith.mulf %w, %alpha : vector<32xf32>
  %r = arith.truncf %p : vector<32xf32> to vector<32xbf16>
  %sum = vector.reduction <add>, %p : vector<32xf32> into f32
  return %r, %sum : vector<32xbf16>, f32
}
func.func @lane_constant(%g: vector<32xbf16>) -> vector<32xbf16> {
  %ramp = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0]> : vector<32xf32>
  %w = arith.extf %g : vector<32xbf16> to vector<32xf32>
  %p = arith.mulf %w, %ramp : vector<32xf32>
  %r = arith.truncf %p : vector<32xf32> to vector<32xbf16>
  return %r : vector<32xbf16>
}
func.func @mixed_formats(%g: vector<32xf16>, %x: vector<32xbf16>) -> vector<32xbf16> {
  %gw = arith.extf %g : vector<32xf16> to vector<32xf32>
  %xw = arith.extf %x : vector<32xbf16> to vector<32xf32>
  %p = arith.mulf %gw, %xw : vector<32xf32>
  %r = arith.truncf %p : vector<32xf32> to vector<32xbf16>
  return %r : vector<32xbf16>
}
func.func @lane_order_mask(%g: vector<32xbf16>, %inside: vector<32xi1>) -> vector<32xbf16> {
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %w = arith.extf %g : vector<32xbf16> to vector<32xf32>
  %s = arith.select %inside, %w, %zero : vector<32xi1>, vector<32xf32>
  %r = arith.truncf %s : vector<32xf32> to vector<32xbf16>
  return %r : vector<32xbf16>
}
func.func @one_register(%g: vector<16xbf16>) -> vector<16xbf16> {
  %alpha = arith.constant dense<0.2> : vector<16xf32>
  %w = arith.extf %g : vector<16xbf16> to vector<16xf32>
  %p = arith.mulf %w, %alpha : vector<16xf32>
  %r = arith.truncf %p : vector<16xf32> to vector<16xbf16>
  return %r : vector<16xbf16>
}
}

// -----

// An f32 comparison's mask selects inside the f32 computation, so the
// rounding stays below the select and the select is paired with the rest.
// CHECK-LABEL: func.func @float_mask
// CHECK-COUNT-2:   arith.select %{{.+}}, %{{.+}}, %{{.+}} : vector<16xi1>, vector<16xf32>
//       CHECK:   vector.interleave
//   CHECK-NOT:   arith.select
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @float_mask(%g: vector<32xbf16>, %x: vector<32xbf16>) -> vector<32xbf16> {
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %gw = arith.extf %g : vector<32xbf16> to vector<32xf32>
  %xw = arith.extf %x : vector<32xbf16> to vector<32xf32>
  %positive = arith.cmpf ogt, %xw, %zero : vector<32xf32>
  %s = arith.select %positive, %gw, %zero : vector<32xi1>, vector<32xf32>
  %r = arith.truncf %s : vector<32xf32> to vector<32xbf16>
  return %r : vector<32xbf16>
}
}

// -----

// f16 is widened in lane order by its conversion instructions: the halves
// are the low and high 16 lanes, put back side by side.
// CHECK-LABEL: func.func @f16
//  CHECK-SAME:     (%[[G:.+]]: vector<32xf16>)
//       CHECK:   %[[LOW:.+]] = vector.extract_strided_slice %[[G]] {offsets = [0], sizes = [16], strides = [1]} : vector<32xf16> to vector<16xf16>
//       CHECK:   %[[HIGH:.+]] = vector.extract_strided_slice %[[G]] {offsets = [16], sizes = [16], strides = [1]} : vector<32xf16> to vector<16xf16>
//       CHECK:   %[[LOWF:.+]] = arith.extf %[[LOW]] : vector<16xf16> to vector<16xf32>
//       CHECK:   %[[HIGHF:.+]] = arith.extf %[[HIGH]] : vector<16xf16> to vector<16xf32>
//       CHECK:   %[[LOWP:.+]] = arith.mulf %[[LOWF]], %{{.+}} : vector<16xf32>
//       CHECK:   %[[HIGHP:.+]] = arith.mulf %[[HIGHF]], %{{.+}} : vector<16xf32>
//       CHECK:   %[[LOWR:.+]] = arith.truncf %[[LOWP]] : vector<16xf32> to vector<16xf16>
//       CHECK:   %[[HIGHR:.+]] = arith.truncf %[[HIGHP]] : vector<16xf32> to vector<16xf16>
//       CHECK:   %[[PART:.+]] = vector.insert_strided_slice %[[LOWR]], %{{.+}} {offsets = [0], strides = [1]} : vector<16xf16> into vector<32xf16>
//       CHECK:   %[[WHOLE:.+]] = vector.insert_strided_slice %[[HIGHR]], %[[PART]] {offsets = [16], strides = [1]} : vector<16xf16> into vector<32xf16>
//       CHECK:   return %[[WHOLE]]
//   CHECK-NOT:   vector.interleave
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @f16(%g: vector<32xf16>) -> vector<32xf16> {
  %alpha = arith.constant dense<0.2> : vector<32xf32>
  %w = arith.extf %g : vector<32xf16> to vector<32xf32>
  %p = arith.mulf %w, %alpha : vector<32xf32>
  %r = arith.truncf %p : vector<32xf32> to vector<32xf16>
  return %r : vector<32xf16>
}
}

// -----

// hardsigmoid_backward's f16 tile after actgrad-narrow-compares and
// actgrad-narrow-selects: the f32 select takes a mask of x's bits, which
// the 16-bit NaN select after the rounding takes too. The mask stays whole
// for that select and the f32 selects take its low and high halves.
// CHECK-LABEL: func.func @f16_integer_mask
//  CHECK-SAME:     (%[[G:.+]]: vector<32xf16>, %[[BITS:.+]]: vector<32xi16>)
//       CHECK:   %[[INSIDE:.+]] = arith.cmpi ule, %[[BITS]], %{{.+}} : vector<32xi16>
//   CHECK-DAG:   %[[LOWMASK:.+]] = vector.extract_strided_slice %[[INSIDE]] {offsets = [0], sizes = [16], strides = [1]} : vector<32xi1> to vector<16xi1>
//   CHECK-DAG:   %[[HIGHMASK:.+]] = vector.extract_strided_slice %[[INSIDE]] {offsets = [16], sizes = [16], strides = [1]} : vector<32xi1> to vector<16xi1>
//   CHECK-DAG:   %[[LOWP:.+]] = arith.mulf %{{.+}}, %{{.+}} : vector<16xf32>
//   CHECK-DAG:   %[[HIGHP:.+]] = arith.mulf %{{.+}}, %{{.+}} : vector<16xf32>
//   CHECK-DAG:   arith.select %[[LOWMASK]], %[[LOWP]], %{{.+}} : vector<16xi1>, vector<16xf32>
//   CHECK-DAG:   arith.select %[[HIGHMASK]], %[[HIGHP]], %{{.+}} : vector<16xi1>, vector<16xf32>
//       CHECK:   vector.insert_strided_slice
//       CHECK:   vector.insert_strided_slice
//       CHECK:   arith.select %[[INSIDE]], %{{.+}}, %{{.+}} : vector<32xi1>, vector<32xi16>
//   CHECK-NOT:   vector<32xf32>
// A mask that combines a comparison of the computed values (paired with
// them) and one of the bits (split).
// CHECK-LABEL: func.func @f16_computed_mask
//  CHECK-SAME:     (%[[G:.+]]: vector<32xf16>, %[[BITS:.+]]: vector<32xi16>)
//       CHECK:   %[[INSIDE:.+]] = arith.cmpi ule, %[[BITS]], %{{.+}} : vector<32xi16>
//   CHECK-DAG:   %[[LOWMASK:.+]] = vector.extract_strided_slice %[[INSIDE]] {offsets = [0]
//   CHECK-DAG:   %[[HIGHMASK:.+]] = vector.extract_strided_slice %[[INSIDE]] {offsets = [16]
//   CHECK-DAG:   %[[LOWBIG:.+]] = arith.cmpi ugt, %{{.+}}, %{{.+}} : vector<16xi32>
//   CHECK-DAG:   %[[HIGHBIG:.+]] = arith.cmpi ugt, %{{.+}}, %{{.+}} : vector<16xi32>
//   CHECK-DAG:   arith.andi %[[LOWBIG]], %[[LOWMASK]] : vector<16xi1>
//   CHECK-DAG:   arith.andi %[[HIGHBIG]], %[[HIGHMASK]] : vector<16xi1>
//   CHECK-NOT:   vector<32xf32>
// bf16's even and odd lanes would need the mask shuffled: not paired.
// CHECK-LABEL: func.func @bf16_integer_mask
//       CHECK:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @f16_integer_mask(%g: vector<32xf16>, %bits: vector<32xi16>) -> vector<32xi16> {
  %alpha = arith.constant dense<0.2> : vector<32xf32>
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %limit = arith.constant dense<16384> : vector<32xi16>
  %nan = arith.constant dense<32256> : vector<32xi16>
  %inside = arith.cmpi ule, %bits, %limit : vector<32xi16>
  %w = arith.extf %g : vector<32xf16> to vector<32xf32>
  %p = arith.mulf %w, %alpha : vector<32xf32>
  %s = arith.select %inside, %p, %zero : vector<32xi1>, vector<32xf32>
  %r = arith.truncf %s : vector<32xf32> to vector<32xf16>
  %rb = arith.bitcast %r : vector<32xf16> to vector<32xi16>
  %out = arith.select %inside, %nan, %rb : vector<32xi1>, vector<32xi16>
  return %out : vector<32xi16>
}
func.func @f16_computed_mask(%g: vector<32xf16>, %bits: vector<32xi16>) -> vector<32xf16> {
  %alpha = arith.constant dense<0.2> : vector<32xf32>
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %limit = arith.constant dense<16384> : vector<32xi16>
  %c = arith.constant dense<100> : vector<32xi32>
  %inside = arith.cmpi ule, %bits, %limit : vector<32xi16>
  %w = arith.extf %g : vector<32xf16> to vector<32xf32>
  %p = arith.mulf %w, %alpha : vector<32xf32>
  %pi = arith.bitcast %p : vector<32xf32> to vector<32xi32>
  %big = arith.cmpi ugt, %pi, %c : vector<32xi32>
  %both = arith.andi %big, %inside : vector<32xi1>
  %s = arith.select %both, %p, %zero : vector<32xi1>, vector<32xf32>
  %r = arith.truncf %s : vector<32xf32> to vector<32xf16>
  return %r : vector<32xf16>
}
func.func @bf16_integer_mask(%g: vector<32xbf16>, %bits: vector<32xi16>) -> vector<32xbf16> {
  %alpha = arith.constant dense<0.2> : vector<32xf32>
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %limit = arith.constant dense<16384> : vector<32xi16>
  %inside = arith.cmpi ule, %bits, %limit : vector<32xi16>
  %w = arith.extf %g : vector<32xbf16> to vector<32xf32>
  %p = arith.mulf %w, %alpha : vector<32xf32>
  %s = arith.select %inside, %p, %zero : vector<32xi1>, vector<32xf32>
  %r = arith.truncf %s : vector<32xf32> to vector<32xbf16>
  return %r : vector<32xbf16>
}
}

// -----

// Softmax's dot product after actgrad-hoist-accumulators: partial sums in a
// loop-carried vector that starts uniform and is only added up after the
// loop. The products run on bf16's even and odd lanes and go into the sums
// side by side, evens then odds: each lane of the sums always gets the same
// element, and the final reduction adds them all.
// CHECK-LABEL: func.func @dot
//       CHECK:   scf.for {{.+}} -> (vector<32xf32>)
//       CHECK:     %[[YBITS:.+]] = vector.bitcast %{{.+}} : vector<32xbf16> to vector<16xi32>
//   CHECK-DAG:     arith.shli %[[YBITS]]
//   CHECK-DAG:     arith.andi %[[YBITS]]
//   CHECK-DAG:     %[[EVEN:.+]] = arith.mulf %{{.+}}, %{{.+}} : vector<16xf32>
//   CHECK-DAG:     %[[ODD:.+]] = arith.mulf %{{.+}}, %{{.+}} : vector<16xf32>
//       CHECK:     %[[PART:.+]] = vector.insert_strided_slice %[[EVEN]], %{{.+}} {offsets = [0], strides = [1]} : vector<16xf32> into vector<32xf32>
//       CHECK:     %[[BOTH:.+]] = vector.insert_strided_slice %[[ODD]], %[[PART]] {offsets = [16], strides = [1]} : vector<16xf32> into vector<32xf32>
//       CHECK:     %[[SUM:.+]] = arith.addf %{{.+}}, %[[BOTH]] fastmath<reassoc> : vector<32xf32>
//       CHECK:     scf.yield %[[SUM]]
//       CHECK:   vector.multi_reduction <add>, %{{.+}}, %{{.+}} [1] : vector<1x32xf32> to vector<1xf32>
//   CHECK-NOT:   vector<32xbf16> to vector<32xf32>
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @dot(%g: memref<1024xbf16>, %y: memref<1024xbf16>) -> vector<1xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %zero = arith.constant 0.0 : f32
  %pad = arith.constant 0.0 : bf16
  %init = arith.constant dense<0.0> : vector<1xf32>
  %empty = tensor.empty() : tensor<32xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<32xf32>) -> tensor<32xf32>
  %start = vector.transfer_read %fill[%c0], %zero {in_bounds = [true]} : tensor<32xf32>, vector<32xf32>
  %sums = scf.for %i = %c0 to %c1024 step %c32 iter_args(%acc = %start) -> (vector<32xf32>) {
    %gv = vector.transfer_read %g[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %yv = vector.transfer_read %y[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %gw = arith.extf %gv : vector<32xbf16> to vector<32xf32>
    %yw = arith.extf %yv : vector<32xbf16> to vector<32xf32>
    %p = arith.mulf %gw, %yw : vector<32xf32>
    %next = arith.addf %acc, %p fastmath<reassoc> : vector<32xf32>
    scf.yield %next : vector<32xf32>
  }
  %row = vector.broadcast %sums : vector<32xf32> to vector<1x32xf32>
  %total = vector.multi_reduction <add>, %row, %init [1] : vector<1x32xf32> to vector<1xf32>
  return %total : vector<1xf32>
}
}

// -----

// The sums keep lane order, and so the product stays whole, when the
// addition may not be reassociated, when the loop's result is read lane by
// lane, and when the sums start from a vector that differs by lane or may
// (a read past the end of a fill).
// CHECK-LABEL: func.func @not_reassociable
//       CHECK:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
//   CHECK-NOT:   vector.bitcast
// CHECK-LABEL: func.func @read_by_lane
//       CHECK:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
//   CHECK-NOT:   vector.bitcast
// CHECK-LABEL: func.func @started_past_fill
//       CHECK:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
//   CHECK-NOT:   vector.bitcast
// CHECK-LABEL: func.func @started_by_lane
//       CHECK:   arith.extf %{{.+}} : vector<32xbf16> to vector<32xf32>
//   CHECK-NOT:   vector.bitcast
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @not_reassociable(%g: memref<1024xbf16>) -> f32 {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %pad = arith.constant 0.0 : bf16
  %start = arith.constant dense<0.0> : vector<32xf32>
  %sums = scf.for %i = %c0 to %c1024 step %c32 iter_args(%acc = %start) -> (vector<32xf32>) {
    %gv = vector.transfer_read %g[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %gw = arith.extf %gv : vector<32xbf16> to vector<32xf32>
    %next = arith.addf %acc, %gw : vector<32xf32>
    scf.yield %next : vector<32xf32>
  }
  %total = vector.reduction <add>, %sums : vector<32xf32> into f32
  return %total : f32
}
func.func @read_by_lane(%g: memref<1024xbf16>) -> vector<32xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %pad = arith.constant 0.0 : bf16
  %start = arith.constant dense<0.0> : vector<32xf32>
  %sums = scf.for %i = %c0 to %c1024 step %c32 iter_args(%acc = %start) -> (vector<32xf32>) {
    %gv = vector.transfer_read %g[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %gw = arith.extf %gv : vector<32xbf16> to vector<32xf32>
    %next = arith.addf %acc, %gw fastmath<reassoc> : vector<32xf32>
    scf.yield %next : vector<32xf32>
  }
  return %sums : vector<32xf32>
}
func.func @started_past_fill(%g: memref<1024xbf16>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %pad = arith.constant 0.0 : bf16
  %empty = tensor.empty(%n) : tensor<?xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<?xf32>) -> tensor<?xf32>
  // Lanes past the end of the fill read the padding, 1.0.
  %start = vector.transfer_read %fill[%c0], %one : tensor<?xf32>, vector<32xf32>
  %sums = scf.for %i = %c0 to %c1024 step %c32 iter_args(%acc = %start) -> (vector<32xf32>) {
    %gv = vector.transfer_read %g[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %gw = arith.extf %gv : vector<32xbf16> to vector<32xf32>
    %next = arith.addf %acc, %gw fastmath<reassoc> : vector<32xf32>
    scf.yield %next : vector<32xf32>
  }
  %total = vector.reduction <add>, %sums : vector<32xf32> into f32
  return %total : f32
}
func.func @started_by_lane(%g: memref<1024xbf16>, %start: vector<32xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %pad = arith.constant 0.0 : bf16
  %sums = scf.for %i = %c0 to %c1024 step %c32 iter_args(%acc = %start) -> (vector<32xf32>) {
    %gv = vector.transfer_read %g[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %gw = arith.extf %gv : vector<32xbf16> to vector<32xf32>
    %next = arith.addf %acc, %gw fastmath<reassoc> : vector<32xf32>
    scf.yield %next : vector<32xf32>
  }
  %total = vector.reduction <add>, %sums : vector<32xf32> into f32
  return %total : f32
}
}

// -----

// f16 sums get the low and high halves, in lane order.
// CHECK-LABEL: func.func @f16_sum
//       CHECK:     %[[LOW:.+]] = arith.extf %{{.+}} : vector<16xf16> to vector<16xf32>
//       CHECK:     %[[HIGH:.+]] = arith.extf %{{.+}} : vector<16xf16> to vector<16xf32>
//       CHECK:     %[[PART:.+]] = vector.insert_strided_slice %[[LOW]], %{{.+}} {offsets = [0], strides = [1]} : vector<16xf32> into vector<32xf32>
//       CHECK:     %[[BOTH:.+]] = vector.insert_strided_slice %[[HIGH]], %[[PART]] {offsets = [16], strides = [1]} : vector<16xf32> into vector<32xf32>
//       CHECK:     arith.addf %{{.+}}, %[[BOTH]] fastmath<reassoc> : vector<32xf32>
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @f16_sum(%g: memref<1024xf16>) -> f32 {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %pad = arith.constant 0.0 : f16
  %start = arith.constant dense<0.0> : vector<32xf32>
  %sums = scf.for %i = %c0 to %c1024 step %c32 iter_args(%acc = %start) -> (vector<32xf32>) {
    %gv = vector.transfer_read %g[%i], %pad {in_bounds = [true]} : memref<1024xf16>, vector<32xf16>
    %gw = arith.extf %gv : vector<32xf16> to vector<32xf32>
    %next = arith.addf %acc, %gw fastmath<reassoc> : vector<32xf32>
    scf.yield %next : vector<32xf32>
  }
  %total = vector.reduction <add>, %sums : vector<32xf32> into f32
  return %total : f32
}
}

// -----

// A row's sum read into every lane is uniform: each half reads it again at
// half the width.
// CHECK-LABEL: func.func @broadcast_read
//   CHECK-DAG:   %[[SUM:.+]] = vector.transfer_read %{{.+}}[%{{.+}}], %{{.+}} {in_bounds = [true], permutation_map = #{{.+}}} : memref<1xf32>, vector<16xf32>
//   CHECK-DAG:   %[[EVEN:.+]] = arith.subf %{{.+}}, %[[SUM]] : vector<16xf32>
//   CHECK-DAG:   %[[ODD:.+]] = arith.subf %{{.+}}, %[[SUM]] : vector<16xf32>
//       CHECK:   vector.interleave
//   CHECK-NOT:   vector<32xf32>
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @broadcast_read(%g: vector<32xbf16>, %sum: memref<1xf32>) -> vector<32xbf16> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %s = vector.transfer_read %sum[%c0], %pad {in_bounds = [true], permutation_map = affine_map<(d0) -> (0)>} : memref<1xf32>, vector<32xf32>
  %w = arith.extf %g : vector<32xbf16> to vector<32xf32>
  %d = arith.subf %w, %s : vector<32xf32>
  %r = arith.truncf %d : vector<32xf32> to vector<32xbf16>
  return %r : vector<32xbf16>
}
}

// -----

// A bf16 max over 32 lanes (actgrad-vectorize's chained 16-bit reductions)
// carries its accumulator as two halves, reduced into one before the lanes
// are, and so does a bf16 sum.
// CHECK-LABEL: func.func @row_max
//  CHECK-SAME:     (%[[X:.+]]: memref<1024xbf16>, %[[INIT:.+]]: vector<32xbf16>, %[[ACC:.+]]: vector<1xbf16>)
//   CHECK-DAG:   %[[INIT_LOW:.+]] = vector.extract_strided_slice %[[INIT]] {offsets = [0], sizes = [16], strides = [1]}
//   CHECK-DAG:   %[[INIT_HIGH:.+]] = vector.extract_strided_slice %[[INIT]] {offsets = [16], sizes = [16], strides = [1]}
//       CHECK:   %[[LOOP:.+]]:2 = scf.for %{{.+}} = %{{.+}} iter_args(%[[LOW:.+]] = %[[INIT_LOW]], %[[HIGH:.+]] = %[[INIT_HIGH]]) -> (vector<16xbf16>, vector<16xbf16>)
//       CHECK:     %[[V:.+]] = vector.transfer_read
//   CHECK-DAG:     %[[V_LOW:.+]] = vector.extract_strided_slice %[[V]] {offsets = [0], sizes = [16], strides = [1]}
//   CHECK-DAG:     %[[V_HIGH:.+]] = vector.extract_strided_slice %[[V]] {offsets = [16], sizes = [16], strides = [1]}
//   CHECK-DAG:     %[[M_LOW:.+]] = arith.maximumf %[[LOW]], %[[V_LOW]] : vector<16xbf16>
//   CHECK-DAG:     %[[M_HIGH:.+]] = arith.maximumf %[[HIGH]], %[[V_HIGH]] : vector<16xbf16>
//       CHECK:     scf.yield %[[M_LOW]], %[[M_HIGH]]
//       CHECK:   %[[HALF:.+]] = arith.maximumf %[[LOOP]]#0, %[[LOOP]]#1 : vector<16xbf16>
//       CHECK:   %[[ROW:.+]] = vector.broadcast %[[HALF]] : vector<16xbf16> to vector<1x16xbf16>
//       CHECK:   vector.multi_reduction <maximumf>, %[[ROW]], %[[ACC]] [1] : vector<1x16xbf16> to vector<1xbf16>
// CHECK-LABEL: func.func @row_sum
//  CHECK-SAME:     (%{{.+}}: memref<1024xbf16>, %{{.+}}: vector<32xbf16>, %[[ACC:.+]]: vector<1xbf16>)
//       CHECK:   %[[LOOP:.+]]:2 = scf.for {{.+}} -> (vector<16xbf16>, vector<16xbf16>)
//   CHECK-DAG:     %[[S_LOW:.+]] = arith.addf %{{.+}}, %{{.+}} fastmath<reassoc> : vector<16xbf16>
//   CHECK-DAG:     %[[S_HIGH:.+]] = arith.addf %{{.+}}, %{{.+}} fastmath<reassoc> : vector<16xbf16>
//       CHECK:     scf.yield %[[S_LOW]], %[[S_HIGH]]
//       CHECK:   %[[HALF:.+]] = arith.addf %[[LOOP]]#0, %[[LOOP]]#1 fastmath<reassoc> : vector<16xbf16>
//       CHECK:   %[[ROW:.+]] = vector.broadcast %[[HALF]] : vector<16xbf16> to vector<1x16xbf16>
//       CHECK:   vector.multi_reduction <add>, %[[ROW]], %[[ACC]] [1] : vector<1x16xbf16> to vector<1xbf16>
// A sum whose accumulator is returned whole comes out of the loop as its
// two halves put together; one that something else in the loop reads is
// left whole.
// CHECK-LABEL: func.func @row_sum_whole
//       CHECK:   %[[LOOP:.+]]:2 = scf.for {{.+}} -> (vector<16xbf16>, vector<16xbf16>)
//       CHECK:   %[[LOW:.+]] = vector.insert_strided_slice %[[LOOP]]#0, %{{.+}} {offsets = [0], strides = [1]}
//       CHECK:   %[[WHOLE:.+]] = vector.insert_strided_slice %[[LOOP]]#1, %[[LOW]] {offsets = [16], strides = [1]}
//       CHECK:   return %[[WHOLE]]
// CHECK-LABEL: func.func @row_sum_used
//       CHECK:   scf.for {{.+}} -> (vector<32xbf16>)
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "znver4", features = <["+avx512f", "+avx512bw"]>>} {
func.func @row_max(%x: memref<1024xbf16>, %init: vector<32xbf16>, %acc: vector<1xbf16>) -> vector<1xbf16> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %pad = ub.poison : bf16
  %r = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %init) -> (vector<32xbf16>) {
    %v = vector.transfer_read %x[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %m = arith.maximumf %a, %v : vector<32xbf16>
    scf.yield %m : vector<32xbf16>
  }
  %row = vector.broadcast %r : vector<32xbf16> to vector<1x32xbf16>
  %s = vector.multi_reduction <maximumf>, %row, %acc [1] : vector<1x32xbf16> to vector<1xbf16>
  return %s : vector<1xbf16>
}
func.func @row_sum(%x: memref<1024xbf16>, %init: vector<32xbf16>, %acc: vector<1xbf16>) -> vector<1xbf16> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %pad = ub.poison : bf16
  %r = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %init) -> (vector<32xbf16>) {
    %v = vector.transfer_read %x[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %m = arith.addf %a, %v fastmath<reassoc> : vector<32xbf16>
    scf.yield %m : vector<32xbf16>
  }
  %row = vector.broadcast %r : vector<32xbf16> to vector<1x32xbf16>
  %s = vector.multi_reduction <add>, %row, %acc [1] : vector<1x32xbf16> to vector<1xbf16>
  return %s : vector<1xbf16>
}
func.func @row_sum_whole(%x: memref<1024xbf16>, %init: vector<32xbf16>) -> vector<32xbf16> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %pad = ub.poison : bf16
  %r = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %init) -> (vector<32xbf16>) {
    %v = vector.transfer_read %x[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %m = arith.addf %a, %v : vector<32xbf16>
    scf.yield %m : vector<32xbf16>
  }
  return %r : vector<32xbf16>
}
func.func @row_sum_used(%x: memref<1024xbf16>, %init: vector<32xbf16>, %out: memref<1024xbf16>) -> vector<32xbf16> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %pad = ub.poison : bf16
  %r = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %init) -> (vector<32xbf16>) {
    %v = vector.transfer_read %x[%i], %pad {in_bounds = [true]} : memref<1024xbf16>, vector<32xbf16>
    %m = arith.addf %a, %v : vector<32xbf16>
    vector.transfer_write %m, %out[%i] {in_bounds = [true]} : vector<32xbf16>, memref<1024xbf16>
    scf.yield %m : vector<32xbf16>
  }
  return %r : vector<32xbf16>
}
}
