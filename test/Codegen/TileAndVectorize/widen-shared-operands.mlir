// Rows (innermost reductions) are kept widened on x86 targets whose 16-bit
// tiles are one f32 register wide and that have no even and odd lanes: AVX
// without AVX2. With AVX2, actgrad-vectorize reads f16 and bf16 rows as two
// halves of twice the f32 width instead (AVX2 prefix). Outer-axis slices are
// kept widened without AVX2 and on Zen 1 (ZEN1 prefix), whose conversions
// cost two cycles a register; other AVX2 cores convert faster than they
// store and reload a slice, and keep none.
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+f16c" \
// RUN:   --actgrad-widen-shared-operands | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx2,+f16c" \
// RUN:   --actgrad-widen-shared-operands | FileCheck %s --check-prefix=AVX2
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu cpu=znver1 features=+avx2,+f16c" \
// RUN:   --actgrad-widen-shared-operands | FileCheck %s --check-prefix=ZEN1
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f,+avx512bw" \
// RUN:   --actgrad-widen-shared-operands | FileCheck %s --check-prefix=AVX512
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+f16c" \
// RUN:   --actgrad-widen-shared-operands=max-bytes=0 | FileCheck %s --check-prefix=OFF
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+f16c" \
// RUN:   --actgrad-widen-shared-operands=max-hoisted-bytes=65536 | FileCheck %s --check-prefix=HOIST
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+f16c" \
// RUN:   --actgrad-widen-shared-operands=max-hoisted-bytes=32768 | FileCheck %s --check-prefix=HOIST-ONE
// RUN: not actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+f16c" \
// RUN:   --actgrad-widen-shared-operands=max-hoisted-bytes=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: actgrad-widen-shared-operands: max-bytes and max-hoisted-bytes must not be negative

#row = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d0)>

// softmax_backward's f16 row tile: the dot product keeps g and y widened
// (two more results, at the inputs' positions), and the update reads them
// with no widening of its own.
// CHECK-LABEL: func.func @softmax_row
//  CHECK-SAME:     (%[[G:.+]]: tensor<1x1024xf16>, %[[Y:.+]]: tensor<1x1024xf16>, %[[OUT:.+]]: tensor<1x1024xf16>)
//       CHECK:   %[[INIT:.+]] = linalg.fill
//   CHECK-DAG:   %[[GROW:.+]] = tensor.empty() : tensor<1x1024xf32>
//   CHECK-DAG:   %[[YROW:.+]] = tensor.empty() : tensor<1x1024xf32>
//       CHECK:   %[[DOT:.+]]:3 = linalg.generic {indexing_maps = [#[[ROW:.+]], #[[ROW]], #[[SUM:.+]], #[[ROW]], #[[ROW]]], iterator_types = ["parallel", "reduction"]}
//  CHECK-SAME:       ins(%[[G]], %[[Y]] : tensor<1x1024xf16>, tensor<1x1024xf16>) outs(%[[INIT]], %[[GROW]], %[[YROW]] : tensor<1xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>)
//       CHECK:     %[[GF:.+]] = arith.extf
//       CHECK:     %[[YF:.+]] = arith.extf
//       CHECK:     %[[SUMMED:.+]] = arith.addf
//       CHECK:     linalg.yield %[[SUMMED]], %[[GF]], %[[YF]] : f32, f32, f32
//       CHECK:   linalg.generic
//  CHECK-SAME:       ins(%[[DOT]]#1, %[[DOT]]#2, %[[DOT]]#0 : tensor<1x1024xf32>, tensor<1x1024xf32>, tensor<1xf32>) outs(%[[OUT]] : tensor<1x1024xf16>)
//  CHECK-NEXT:   ^bb0(%[[GIN:.+]]: f32, %[[YIN:.+]]: f32, %[[S:.+]]: f32, %{{.+}}: f16):
//  CHECK-NEXT:     %[[DIFF:.+]] = arith.subf %[[GIN]], %[[S]] : f32
//  CHECK-NEXT:     %[[PRODUCT:.+]] = arith.mulf %[[YIN]], %[[DIFF]] : f32
//  CHECK-NEXT:     arith.truncf %[[PRODUCT]] : f32 to f16
// With AVX2's or AVX-512's wide 16-bit tiles (or with max-bytes=0) nothing
// changes.
// AVX2-LABEL: func.func @softmax_row
//   AVX2-NOT:   tensor.empty() : tensor<1x1024xf32>
//       AVX2:   linalg.generic {{.+}} outs(%{{.+}} : tensor<1xf32>)
//       AVX2:   linalg.generic {{.+}} ins(%{{.+}}, %{{.+}}, %{{.+}} : tensor<1x1024xf16>, tensor<1x1024xf16>, tensor<1xf32>)
//       AVX2:     arith.extf
// AVX512-LABEL: func.func @softmax_row
//   AVX512-NOT:   tensor.empty() : tensor<1x1024xf32>
//       AVX512:   linalg.generic {{.+}} outs(%{{.+}} : tensor<1xf32>)
//       AVX512:   arith.extf
//       AVX512:   linalg.generic {{.+}} ins(%{{.+}}, %{{.+}}, %{{.+}} : tensor<1x1024xf16>, tensor<1x1024xf16>, tensor<1xf32>)
//       AVX512:     arith.extf
// OFF-LABEL: func.func @softmax_row
//   OFF-NOT:   tensor.empty() : tensor<1x1024xf32>
func.func @softmax_row(%g: tensor<1x1024xf16>, %y: tensor<1x1024xf16>, %out: tensor<1x1024xf16>) -> tensor<1x1024xf16> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1xf32>) -> tensor<1xf32>
  %dot = linalg.generic {indexing_maps = [#row, #row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<1x1024xf16>, tensor<1x1024xf16>) outs(%init : tensor<1xf32>) {
  ^bb0(%gi: f16, %yi: f16, %acc: f32):
    %gf = arith.extf %gi : f16 to f32
    %yf = arith.extf %yi : f16 to f32
    %p = arith.mulf %gf, %yf : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#row, #row, #sum, #row], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %dot : tensor<1x1024xf16>, tensor<1x1024xf16>, tensor<1xf32>) outs(%out : tensor<1x1024xf16>) {
  ^bb0(%gi: f16, %yi: f16, %s: f32, %o: f16):
    %gf = arith.extf %gi : f16 to f32
    %yf = arith.extf %yi : f16 to f32
    %d = arith.subf %gf, %s : f32
    %m = arith.mulf %yf, %d : f32
    %t = arith.truncf %m : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x1024xf16>
  return %r : tensor<1x1024xf16>
}

// -----

#row = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d0)>

// Rows of 3000: one widened row takes 12000 of the 16384 bytes, so only g
// is kept widened; y is widened twice as before.
// CHECK-LABEL: func.func @one_row_fits
//       CHECK:   %[[DOT:.+]]:2 = linalg.generic
//  CHECK-SAME:       outs(%{{.+}}, %{{.+}} : tensor<1xf32>, tensor<1x3000xf32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:       ins(%[[DOT]]#1, %{{.+}}, %[[DOT]]#0 : tensor<1x3000xf32>, tensor<1x3000xf16>, tensor<1xf32>)
//  CHECK-NEXT:   ^bb0(%{{.+}}: f32, %[[YIN:.+]]: f16, %{{.+}}: f32, %{{.+}}: f16):
//  CHECK-NEXT:     arith.extf %[[YIN]] : f16 to f32
func.func @one_row_fits(%g: tensor<1x3000xf16>, %y: tensor<1x3000xf16>, %out: tensor<1x3000xf16>) -> tensor<1x3000xf16> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1xf32>) -> tensor<1xf32>
  %dot = linalg.generic {indexing_maps = [#row, #row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<1x3000xf16>, tensor<1x3000xf16>) outs(%init : tensor<1xf32>) {
  ^bb0(%gi: f16, %yi: f16, %acc: f32):
    %gf = arith.extf %gi : f16 to f32
    %yf = arith.extf %yi : f16 to f32
    %p = arith.mulf %gf, %yf : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#row, #row, #sum, #row], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %dot : tensor<1x3000xf16>, tensor<1x3000xf16>, tensor<1xf32>) outs(%out : tensor<1x3000xf16>) {
  ^bb0(%gi: f16, %yi: f16, %s: f32, %o: f16):
    %gf = arith.extf %gi : f16 to f32
    %yf = arith.extf %yi : f16 to f32
    %d = arith.subf %gf, %s : f32
    %m = arith.mulf %yf, %d : f32
    %t = arith.truncf %m : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x3000xf16>
  return %r : tensor<1x3000xf16>
}

// -----

#row = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d0)>

// A bf16 row is kept widened without AVX2, and left alone with it:
// actgrad-vectorize reads it as even and odd lanes in both loops (a shift
// and a blend each, no widening shuffle).
// CHECK-LABEL: func.func @bf16_row
//       CHECK:   linalg.generic
//  CHECK-SAME:       outs(%{{.+}}, %{{.+}} : tensor<1xf32>, tensor<1x64xf32>)
// AVX2-LABEL: func.func @bf16_row
//   AVX2-NOT:   tensor.empty() : tensor<1x64xf32>
//       AVX2:   linalg.generic
//  AVX2-SAME:       ins(%{{.+}} : tensor<1x64xbf16>) outs(%{{.+}} : tensor<1xf32>)
//       AVX2:   linalg.generic
//  AVX2-SAME:       ins(%{{.+}}, %{{.+}} : tensor<1x64xbf16>, tensor<1xf32>)
//       AVX2:     arith.extf
//       AVX2:   return
func.func @bf16_row(%gb: tensor<1x64xbf16>, %ob: tensor<1x64xbf16>, %init: tensor<1xf32>) -> tensor<1x64xbf16> {
  %dotb = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%gb : tensor<1x64xbf16>) outs(%init : tensor<1xf32>) {
  ^bb0(%gi: bf16, %acc: f32):
    %gf = arith.extf %gi : bf16 to f32
    %s = arith.addf %acc, %gf fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %rb = linalg.generic {indexing_maps = [#row, #sum, #row], iterator_types = ["parallel", "parallel"]}
      ins(%gb, %dotb : tensor<1x64xbf16>, tensor<1xf32>) outs(%ob : tensor<1x64xbf16>) {
  ^bb0(%gi: bf16, %s: f32, %out: bf16):
    %gf = arith.extf %gi : bf16 to f32
    %d = arith.subf %gf, %s : f32
    %t = arith.truncf %d : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<1x64xbf16>
  return %rb : tensor<1x64xbf16>
}

// -----

#row = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d0)>

// Left alone: an update that also uses g's f16 value itself (a compare);
// a widening to f64; a dynamic row.
// CHECK-LABEL: func.func @left_alone
//   CHECK-NOT:   tensor.empty() : tensor<1x{{.+}}xf{{32|64}}>
//       CHECK:   return
func.func @left_alone(%g: tensor<1x64xf16>, %y: tensor<1x64xf16>, %o: tensor<1x64xf16>,
                      %gw: tensor<1x64xf16>, %ow: tensor<1x64xf16>, %initw: tensor<1xf64>,
                      %gd: tensor<1x?xf16>, %od: tensor<1x?xf16>, %init: tensor<1xf32>)
    -> (tensor<1x64xf16>, tensor<1x64xf16>, tensor<1x?xf16>) {
  %dotw = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%gw : tensor<1x64xf16>) outs(%initw : tensor<1xf64>) {
  ^bb0(%gi: f16, %acc: f64):
    %gf = arith.extf %gi : f16 to f64
    %s = arith.addf %acc, %gf fastmath<reassoc> : f64
    linalg.yield %s : f64
  } -> tensor<1xf64>
  %rw = linalg.generic {indexing_maps = [#row, #sum, #row], iterator_types = ["parallel", "parallel"]}
      ins(%gw, %dotw : tensor<1x64xf16>, tensor<1xf64>) outs(%ow : tensor<1x64xf16>) {
  ^bb0(%gi: f16, %s: f64, %out: f16):
    %gf = arith.extf %gi : f16 to f64
    %d = arith.subf %gf, %s : f64
    %t = arith.truncf %d : f64 to f16
    linalg.yield %t : f16
  } -> tensor<1x64xf16>
  %dot = linalg.generic {indexing_maps = [#row, #row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<1x64xf16>, tensor<1x64xf16>) outs(%init : tensor<1xf32>) {
  ^bb0(%gi: f16, %yi: f16, %acc: f32):
    %gf = arith.extf %gi : f16 to f32
    %yf = arith.extf %yi : f16 to f32
    %p = arith.mulf %gf, %yf : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#row, #sum, #row], iterator_types = ["parallel", "parallel"]}
      ins(%g, %dot : tensor<1x64xf16>, tensor<1xf32>) outs(%o : tensor<1x64xf16>) {
  ^bb0(%gi: f16, %s: f32, %out: f16):
    %zero = arith.constant 0.0 : f16
    %positive = arith.cmpf ogt, %gi, %zero : f16
    %gf = arith.extf %gi : f16 to f32
    %d = arith.subf %gf, %s : f32
    %t = arith.truncf %d : f32 to f16
    %sel = arith.select %positive, %t, %out : f16
    linalg.yield %sel : f16
  } -> tensor<1x64xf16>
  %dotd = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%gd : tensor<1x?xf16>) outs(%init : tensor<1xf32>) {
  ^bb0(%gi: f16, %acc: f32):
    %gf = arith.extf %gi : f16 to f32
    %s = arith.addf %acc, %gf fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %rd = linalg.generic {indexing_maps = [#row, #sum, #row], iterator_types = ["parallel", "parallel"]}
      ins(%gd, %dotd : tensor<1x?xf16>, tensor<1xf32>) outs(%od : tensor<1x?xf16>) {
  ^bb0(%gi: f16, %s: f32, %out: f16):
    %gf = arith.extf %gi : f16 to f32
    %d = arith.subf %gf, %s : f32
    %t = arith.truncf %d : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x?xf16>
  return %rw, %r, %rd : tensor<1x64xf16>, tensor<1x64xf16>, tensor<1x?xf16>
}

// -----

#row = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d0)>

// A sum of squares reads g twice: g is kept widened once.
// CHECK-LABEL: func.func @read_twice
//       CHECK:   %[[DOT:.+]]:2 = linalg.generic
//  CHECK-SAME:       ins(%{{.+}}, %{{.+}} : tensor<1x256xf16>, tensor<1x256xf16>) outs(%{{.+}}, %{{.+}} : tensor<1xf32>, tensor<1x256xf32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:       ins(%[[DOT]]#1, %[[DOT]]#0 : tensor<1x256xf32>, tensor<1xf32>)
func.func @read_twice(%g: tensor<1x256xf16>, %out: tensor<1x256xf16>) -> tensor<1x256xf16> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1xf32>) -> tensor<1xf32>
  %squares = linalg.generic {indexing_maps = [#row, #row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%g, %g : tensor<1x256xf16>, tensor<1x256xf16>) outs(%init : tensor<1xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %af = arith.extf %a : f16 to f32
    %bf = arith.extf %b : f16 to f32
    %p = arith.mulf %af, %bf : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#row, #sum, #row], iterator_types = ["parallel", "parallel"]}
      ins(%g, %squares : tensor<1x256xf16>, tensor<1xf32>) outs(%out : tensor<1x256xf16>) {
  ^bb0(%gi: f16, %s: f32, %o: f16):
    %gf = arith.extf %gi : f16 to f32
    %m = arith.mulf %gf, %s : f32
    %t = arith.truncf %m : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x256xf16>
  return %r : tensor<1x256xf16>
}

// -----

#row = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d0)>

// actgrad-collapse-contiguous-dims reshapes g once for each user: the
// update's slice of its own reshape is the same tensor, and reads the
// widened row.
// CHECK-LABEL: func.func @reshaped_twice
//       CHECK:   %[[DOT:.+]]:2 = linalg.generic
//  CHECK-SAME:       outs(%{{.+}}, %{{.+}} : tensor<1xf32>, tensor<1x128xf32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:       ins(%[[DOT]]#1, %[[DOT]]#0 : tensor<1x128xf32>, tensor<1xf32>)
func.func @reshaped_twice(%g: tensor<4x2x64xf16>, %out: tensor<1x128xf16>, %i: index) -> tensor<1x128xf16> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1xf32>) -> tensor<1xf32>
  %c1 = tensor.collapse_shape %g [[0], [1, 2]] : tensor<4x2x64xf16> into tensor<4x128xf16>
  %s1 = tensor.extract_slice %c1[%i, 0] [1, 128] [1, 1] : tensor<4x128xf16> to tensor<1x128xf16>
  %c2 = tensor.collapse_shape %g [[0], [1, 2]] : tensor<4x2x64xf16> into tensor<4x128xf16>
  %s2 = tensor.extract_slice %c2[%i, 0] [1, 128] [1, 1] : tensor<4x128xf16> to tensor<1x128xf16>
  %dot = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%s1 : tensor<1x128xf16>) outs(%init : tensor<1xf32>) {
  ^bb0(%gi: f16, %acc: f32):
    %gf = arith.extf %gi : f16 to f32
    %s = arith.addf %acc, %gf fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#row, #sum, #row], iterator_types = ["parallel", "parallel"]}
      ins(%s2, %dot : tensor<1x128xf16>, tensor<1xf32>) outs(%out : tensor<1x128xf16>) {
  ^bb0(%gi: f16, %s: f32, %o: f16):
    %gf = arith.extf %gi : f16 to f32
    %d = arith.subf %gf, %s : f32
    %t = arith.truncf %d : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x128xf16>
  return %r : tensor<1x128xf16>
}

// -----

#cols = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// A sum over an outer dimension whose inner positions are whole f32 vectors
// (8 with AVX2): actgrad-vectorize tiles it into vector-wide steps, which
// write the widened slice as they go, and the update reads that.
// CHECK-LABEL: func.func @outer_whole_vectors
//       CHECK:   %[[SUM:.+]]:2 = linalg.generic {indexing_maps = [#[[COLS:.+]], #[[COL:.+]], #[[COLS]]], iterator_types = ["reduction", "parallel"]}
//  CHECK-SAME:       outs(%{{.+}}, %{{.+}} : tensor<8xf32>, tensor<16x8xf32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:       ins(%[[SUM]]#1, %[[SUM]]#0 : tensor<16x8xf32>, tensor<8xf32>)
//   CHECK-NOT:     arith.extf
//       CHECK:     arith.truncf
// ZEN1-LABEL: func.func @outer_whole_vectors
//       ZEN1:   %[[SUM:.+]]:2 = linalg.generic
//  ZEN1-SAME:       outs(%{{.+}}, %{{.+}} : tensor<8xf32>, tensor<16x8xf32>)
//       ZEN1:   linalg.generic
//  ZEN1-SAME:       ins(%[[SUM]]#1, %[[SUM]]#0 : tensor<16x8xf32>, tensor<8xf32>)
// AVX2-LABEL: func.func @outer_whole_vectors
//   AVX2-NOT:   tensor.empty() : tensor<16x8xf32>
//       AVX2:   linalg.generic {{.+}} outs(%{{.+}} : tensor<8xf32>)
//       AVX2:   linalg.generic
//  AVX2-SAME:       ins(%{{.+}}, %{{.+}} : tensor<16x8xf16>, tensor<8xf32>)
//       AVX2:     arith.extf
// AVX512-LABEL: func.func @outer_whole_vectors
//   AVX512-NOT:   tensor.empty() : tensor<16x8xf32>
//       AVX512:   return
func.func @outer_whole_vectors(%g: tensor<16x8xf16>, %o: tensor<16x8xf16>, %init: tensor<8xf32>) -> tensor<16x8xf16> {
  %sum = linalg.generic {indexing_maps = [#cols, #col], iterator_types = ["reduction", "parallel"]}
      ins(%g : tensor<16x8xf16>) outs(%init : tensor<8xf32>) {
  ^bb0(%gi: f16, %acc: f32):
    %gf = arith.extf %gi : f16 to f32
    %s = arith.addf %acc, %gf fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#cols, #col, #cols], iterator_types = ["parallel", "parallel"]}
      ins(%g, %sum : tensor<16x8xf16>, tensor<8xf32>) outs(%o : tensor<16x8xf16>) {
  ^bb0(%gi: f16, %s: f32, %out: f16):
    %gf = arith.extf %gi : f16 to f32
    %d = arith.subf %gf, %s : f32
    %t = arith.truncf %d : f32 to f16
    linalg.yield %t : f16
  } -> tensor<16x8xf16>
  return %r : tensor<16x8xf16>
}

// -----

#cols = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// bf16 sums over an outer dimension are kept widened as well: actgrad-vectorize
// splits only innermost reductions into even and odd lanes.
// CHECK-LABEL: func.func @outer_bf16
//       CHECK:   %[[SUM:.+]]:2 = linalg.generic
//  CHECK-SAME:       outs(%{{.+}}, %{{.+}} : tensor<8xf32>, tensor<16x8xf32>)
//       CHECK:   linalg.generic
//  CHECK-SAME:       ins(%[[SUM]]#1, %[[SUM]]#0 : tensor<16x8xf32>, tensor<8xf32>)
//   CHECK-NOT:     arith.extf
//       CHECK:     arith.truncf
// ZEN1-LABEL: func.func @outer_bf16
//       ZEN1:   outs(%{{.+}}, %{{.+}} : tensor<8xf32>, tensor<16x8xf32>)
// AVX2-LABEL: func.func @outer_bf16
//   AVX2-NOT:   tensor.empty() : tensor<16x8xf32>
//       AVX2:   linalg.generic {{.+}} outs(%{{.+}} : tensor<8xf32>)
//       AVX2:   linalg.generic
//  AVX2-SAME:       ins(%{{.+}}, %{{.+}} : tensor<16x8xbf16>, tensor<8xf32>)
//       AVX2:     arith.extf
func.func @outer_bf16(%g: tensor<16x8xbf16>, %o: tensor<16x8xbf16>, %init: tensor<8xf32>) -> tensor<16x8xbf16> {
  %sum = linalg.generic {indexing_maps = [#cols, #col], iterator_types = ["reduction", "parallel"]}
      ins(%g : tensor<16x8xbf16>) outs(%init : tensor<8xf32>) {
  ^bb0(%gi: bf16, %acc: f32):
    %gf = arith.extf %gi : bf16 to f32
    %s = arith.addf %acc, %gf fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#cols, #col, #cols], iterator_types = ["parallel", "parallel"]}
      ins(%g, %sum : tensor<16x8xbf16>, tensor<8xf32>) outs(%o : tensor<16x8xbf16>) {
  ^bb0(%gi: bf16, %s: f32, %out: bf16):
    %gf = arith.extf %gi : bf16 to f32
    %d = arith.subf %gf, %s : f32
    %t = arith.truncf %d : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<16x8xbf16>
  return %r : tensor<16x8xbf16>
}

// -----

#cols = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// Left alone: a sum over an outer dimension whose 13 inner positions are
// not whole vectors (actgrad-pack-narrow-rows packs it, which it cannot
// once the sum writes along its reduced dimension), and a widening inside a
// nested region, which the body cannot yield.
// CHECK-LABEL: func.func @outer_narrow_and_nested
//   CHECK-NOT:   tensor.empty() : tensor<{{.+}}xf32>
//       CHECK:   return
func.func @outer_narrow_and_nested(%g: tensor<16x13xf16>, %o: tensor<16x13xf16>, %init: tensor<13xf32>,
                                   %h: tensor<1x64xf16>, %oh: tensor<1x64xf16>, %inith: tensor<1xf32>, %c: i1)
    -> (tensor<16x13xf16>, tensor<1x64xf16>) {
  %sum = linalg.generic {indexing_maps = [#cols, #col], iterator_types = ["reduction", "parallel"]}
      ins(%g : tensor<16x13xf16>) outs(%init : tensor<13xf32>) {
  ^bb0(%gi: f16, %acc: f32):
    %gf = arith.extf %gi : f16 to f32
    %s = arith.addf %acc, %gf fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<13xf32>
  %r = linalg.generic {indexing_maps = [#cols, #col, #cols], iterator_types = ["parallel", "parallel"]}
      ins(%g, %sum : tensor<16x13xf16>, tensor<13xf32>) outs(%o : tensor<16x13xf16>) {
  ^bb0(%gi: f16, %s: f32, %out: f16):
    %gf = arith.extf %gi : f16 to f32
    %d = arith.subf %gf, %s : f32
    %t = arith.truncf %d : f32 to f16
    linalg.yield %t : f16
  } -> tensor<16x13xf16>
  %nested = linalg.generic {indexing_maps = [#cols, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%h : tensor<1x64xf16>) outs(%inith : tensor<1xf32>) {
  ^bb0(%hi: f16, %acc: f32):
    %v = scf.if %c -> f32 {
      %hf = arith.extf %hi : f16 to f32
      scf.yield %hf : f32
    } else {
      scf.yield %acc : f32
    }
    %s = arith.addf %acc, %v fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %rh = linalg.generic {indexing_maps = [#cols, affine_map<(d0, d1) -> (d0)>, #cols], iterator_types = ["parallel", "parallel"]}
      ins(%h, %nested : tensor<1x64xf16>, tensor<1xf32>) outs(%oh : tensor<1x64xf16>) {
  ^bb0(%hi: f16, %s: f32, %out: f16):
    %hf = arith.extf %hi : f16 to f32
    %d = arith.subf %hf, %s : f32
    %t = arith.truncf %d : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x64xf16>
  return %r, %rh : tensor<16x13xf16>, tensor<1x64xf16>
}

// -----

#row = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d0)>

// Rows of 8192: each widened row (32 KiB) is above max-bytes, so none is
// kept on the stack; max-hoisted-bytes keeps as many as fit in it.
// CHECK-LABEL: func.func @long_rows
//   CHECK-NOT:   tensor.empty() : tensor<1x8192xf32>
//       CHECK:   return
// HOIST-LABEL: func.func @long_rows
//       HOIST:   %[[DOT:.+]]:3 = linalg.generic
//  HOIST-SAME:       outs(%{{.+}}, %{{.+}}, %{{.+}} : tensor<1xf32>, tensor<1x8192xf32>, tensor<1x8192xf32>)
//       HOIST:   linalg.generic
//  HOIST-SAME:       ins(%[[DOT]]#1, %[[DOT]]#2, %[[DOT]]#0 : tensor<1x8192xf32>, tensor<1x8192xf32>, tensor<1xf32>)
// HOIST-ONE-LABEL: func.func @long_rows
//       HOIST-ONE:   %[[DOT:.+]]:2 = linalg.generic
//  HOIST-ONE-SAME:       outs(%{{.+}}, %{{.+}} : tensor<1xf32>, tensor<1x8192xf32>)
//       HOIST-ONE:   linalg.generic
//  HOIST-ONE-SAME:       ins(%[[DOT]]#1, %{{.+}}, %[[DOT]]#0 : tensor<1x8192xf32>, tensor<1x8192xf16>, tensor<1xf32>)
func.func @long_rows(%g: tensor<1x8192xf16>, %y: tensor<1x8192xf16>, %out: tensor<1x8192xf16>) -> tensor<1x8192xf16> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1xf32>) -> tensor<1xf32>
  %dot = linalg.generic {indexing_maps = [#row, #row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%g, %y : tensor<1x8192xf16>, tensor<1x8192xf16>) outs(%init : tensor<1xf32>) {
  ^bb0(%gi: f16, %yi: f16, %acc: f32):
    %gf = arith.extf %gi : f16 to f32
    %yf = arith.extf %yi : f16 to f32
    %p = arith.mulf %gf, %yf : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#row, #row, #sum, #row], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y, %dot : tensor<1x8192xf16>, tensor<1x8192xf16>, tensor<1xf32>) outs(%out : tensor<1x8192xf16>) {
  ^bb0(%gi: f16, %yi: f16, %s: f32, %o: f16):
    %gf = arith.extf %gi : f16 to f32
    %yf = arith.extf %yi : f16 to f32
    %d = arith.subf %gf, %s : f32
    %m = arith.mulf %yf, %d : f32
    %t = arith.truncf %m : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x8192xf16>
  return %r : tensor<1x8192xf16>
}
