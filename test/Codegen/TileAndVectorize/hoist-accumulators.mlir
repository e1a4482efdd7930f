// RUN: actgrad-opt %s --actgrad-hoist-accumulators | FileCheck %s --check-prefixes=CHECK,REGS16
// RUN: actgrad-opt %s --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-hoist-accumulators | FileCheck %s --check-prefixes=CHECK,REGS32

// Softmax backward's sum on axis 1 as actgrad-vectorize leaves it: the loop
// over the 2 vectors of a row (32 = 2 x 16) nested in the loop over the
// reduced axis is unrolled, and both accumulator slices, read and written at
// invariant offsets, become vectors carried by the reduction loop: written
// once after it instead of once per iteration.
// CHECK-LABEL: func.func @softmax
//       CHECK:   scf.forall
//       CHECK:     %[[A0:.+]] = vector.transfer_read
//       CHECK:     %[[A1:.+]] = vector.transfer_read
//       CHECK:     %[[SUMS:.+]]:2 = scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %[[A0]], %{{.+}} = %[[A1]]) -> (vector<16xf32>, vector<16xf32>)
//   CHECK-NOT:       vector.transfer_write
//       CHECK:       scf.yield {{.+}} : vector<16xf32>, vector<16xf32>
//       CHECK:     vector.transfer_write %[[SUMS]]#1
//       CHECK:     vector.transfer_write %[[SUMS]]#0
func.func @softmax(%arg0: tensor<4x8x32xf32>, %arg1: tensor<4x8x32xf32>) -> tensor<4x8x32xf32> {
  %0 = ub.poison : f32
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f32
  %1 = tensor.empty() : tensor<4x8x32xf32>
  %2 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %1) -> (tensor<4x8x32xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[%arg2, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<4x8x32xf32> to tensor<1x8x32xf32>
    %extracted_slice_0 = tensor.extract_slice %arg1[%arg2, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<4x8x32xf32> to tensor<1x8x32xf32>
    %3 = tensor.empty() : tensor<1x32xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %4) -> (tensor<1x32xf32>) {
      %7 = scf.for %arg6 = %c0 to %c32 step %c16 iter_args(%arg7 = %arg5) -> (tensor<1x32xf32>) {
        %extracted_slice_2 = tensor.extract_slice %extracted_slice[0, %arg4, %arg6] [1, 1, 16] [1, 1, 1] : tensor<1x8x32xf32> to tensor<1x1x16xf32>
        %extracted_slice_3 = tensor.extract_slice %extracted_slice_0[0, %arg4, %arg6] [1, 1, 16] [1, 1, 1] : tensor<1x8x32xf32> to tensor<1x1x16xf32>
        %extracted_slice_4 = tensor.extract_slice %arg7[0, %arg6] [1, 16] [1, 1] : tensor<1x32xf32> to tensor<1x16xf32>
        %8 = vector.transfer_read %extracted_slice_2[%c0, %c0, %c0], %0 {in_bounds = [true]} : tensor<1x1x16xf32>, vector<16xf32>
        %9 = vector.transfer_read %extracted_slice_3[%c0, %c0, %c0], %0 {in_bounds = [true]} : tensor<1x1x16xf32>, vector<16xf32>
        %10 = vector.transfer_read %extracted_slice_4[%c0, %c0], %0 {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
        %11 = vector.broadcast %10 : vector<16xf32> to vector<1x16xf32>
        %12 = arith.mulf %8, %9 : vector<16xf32>
        %13 = vector.shape_cast %12 : vector<16xf32> to vector<1x16xf32>
        %14 = arith.addf %11, %13 : vector<1x16xf32>
        %15 = vector.extract %14[0] : vector<16xf32> from vector<1x16xf32>
        %16 = vector.transfer_write %15, %extracted_slice_4[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
        %inserted_slice = tensor.insert_slice %16 into %arg7[0, %arg6] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<1x32xf32>
        scf.yield %inserted_slice : tensor<1x32xf32>
      }
      scf.yield %7 : tensor<1x32xf32>
    }
    %extracted_slice_1 = tensor.extract_slice %arg3[%arg2, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<4x8x32xf32> to tensor<1x8x32xf32>
    %6 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %extracted_slice_1) -> (tensor<1x8x32xf32>) {
      %7 = scf.for %arg6 = %c0 to %c32 step %c16 iter_args(%arg7 = %arg5) -> (tensor<1x8x32xf32>) {
        %extracted_slice_2 = tensor.extract_slice %extracted_slice[0, %arg4, %arg6] [1, 1, 16] [1, 1, 1] : tensor<1x8x32xf32> to tensor<1x1x16xf32>
        %extracted_slice_3 = tensor.extract_slice %extracted_slice_0[0, %arg4, %arg6] [1, 1, 16] [1, 1, 1] : tensor<1x8x32xf32> to tensor<1x1x16xf32>
        %extracted_slice_4 = tensor.extract_slice %5[0, %arg6] [1, 16] [1, 1] : tensor<1x32xf32> to tensor<1x16xf32>
        %extracted_slice_5 = tensor.extract_slice %arg7[0, %arg4, %arg6] [1, 1, 16] [1, 1, 1] : tensor<1x8x32xf32> to tensor<1x1x16xf32>
        %8 = vector.transfer_read %extracted_slice_2[%c0, %c0, %c0], %0 {in_bounds = [true]} : tensor<1x1x16xf32>, vector<16xf32>
        %9 = vector.transfer_read %extracted_slice_3[%c0, %c0, %c0], %0 {in_bounds = [true]} : tensor<1x1x16xf32>, vector<16xf32>
        %10 = vector.transfer_read %extracted_slice_4[%c0, %c0], %0 {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
        %11 = arith.subf %8, %10 : vector<16xf32>
        %12 = arith.mulf %9, %11 : vector<16xf32>
        %13 = vector.transfer_write %12, %extracted_slice_5[%c0, %c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x1x16xf32>
        %inserted_slice = tensor.insert_slice %13 into %arg7[0, %arg4, %arg6] [1, 1, 16] [1, 1, 1] : tensor<1x1x16xf32> into tensor<1x8x32xf32>
        scf.yield %inserted_slice : tensor<1x8x32xf32>
      }
      scf.yield %7 : tensor<1x8x32xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %6 into %arg3[%arg2, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<1x8x32xf32> into tensor<4x8x32xf32>
    }
  }
  return %2 : tensor<4x8x32xf32>
}

// The accumulators' final writes after a hoisted loop (NXC PReLU's four
// channel vectors; here two) go into slices of the tensor they are inserted
// into, each right before its insertion, so that bufferization writes them
// in place instead of copying them through temporaries.
// CHECK-LABEL: func.func @final_writes
//  CHECK-SAME:   (%[[T:.+]]: tensor<1x32xf32>, %[[V0:.+]]: vector<16xf32>, %[[V1:.+]]: vector<16xf32>)
//       CHECK:   %[[S1:.+]] = tensor.extract_slice %[[T]][0, 16] [1, 16] [1, 1]
//       CHECK:   %[[W1:.+]] = vector.transfer_write %[[V1]], %[[S1]]
//       CHECK:   %[[I1:.+]] = tensor.insert_slice %[[W1]] into %[[T]][0, 16] [1, 16] [1, 1]
//       CHECK:   %[[S0:.+]] = tensor.extract_slice %[[I1]][0, 0] [1, 16] [1, 1]
//       CHECK:   %[[W0:.+]] = vector.transfer_write %[[V0]], %[[S0]]
//       CHECK:   %[[I0:.+]] = tensor.insert_slice %[[W0]] into %[[I1]][0, 0] [1, 16] [1, 1]
//       CHECK:   return %[[I0]]
func.func @final_writes(%t: tensor<1x32xf32>, %v0: vector<16xf32>, %v1: vector<16xf32>) -> tensor<1x32xf32> {
  %c0 = arith.constant 0 : index
  %s0 = tensor.extract_slice %t[0, 0] [1, 16] [1, 1] : tensor<1x32xf32> to tensor<1x16xf32>
  %s1 = tensor.extract_slice %t[0, 16] [1, 16] [1, 1] : tensor<1x32xf32> to tensor<1x16xf32>
  %w1 = vector.transfer_write %v1, %s1[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
  %w0 = vector.transfer_write %v0, %s0[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
  %i1 = tensor.insert_slice %w1 into %t[0, 16] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<1x32xf32>
  %i0 = tensor.insert_slice %w0 into %i1[0, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<1x32xf32>
  return %i0 : tensor<1x32xf32>
}

// A sum over rows of 13 vectors (actgrad-pack-narrow-rows' 16 rows of 13):
// with AVX-512's 32 registers the loop over the 13 vectors is unrolled and
// its 13 accumulators are carried by the row loop; with 16 registers (no
// target, or AVX2) at most 8 are, and the loop stays.
// REGS32-LABEL: func.func @thirteen_vectors
//       REGS32:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args({{.+}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// REGS16-LABEL: func.func @thirteen_vectors
//       REGS16:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (tensor<1x208xf32>)
//       REGS16:     scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (tensor<1x208xf32>)
func.func @thirteen_vectors(%arg0: tensor<1x4x208xf32>, %init: tensor<1x208xf32>) -> tensor<1x208xf32> {
  %0 = ub.poison : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c208 = arith.constant 208 : index
  %1 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %init) -> (tensor<1x208xf32>) {
    %2 = scf.for %arg3 = %c0 to %c208 step %c16 iter_args(%arg4 = %arg2) -> (tensor<1x208xf32>) {
      %s = tensor.extract_slice %arg0[0, %arg1, %arg3] [1, 1, 16] [1, 1, 1] : tensor<1x4x208xf32> to tensor<1x1x16xf32>
      %acc = tensor.extract_slice %arg4[0, %arg3] [1, 16] [1, 1] : tensor<1x208xf32> to tensor<1x16xf32>
      %3 = vector.transfer_read %s[%c0, %c0, %c0], %0 {in_bounds = [true]} : tensor<1x1x16xf32>, vector<16xf32>
      %4 = vector.transfer_read %acc[%c0, %c0], %0 {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
      %5 = arith.addf %4, %3 : vector<16xf32>
      %6 = vector.transfer_write %5, %acc[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
      %7 = tensor.insert_slice %6 into %arg4[0, %arg3] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<1x208xf32>
      scf.yield %7 : tensor<1x208xf32>
    }
    scf.yield %2 : tensor<1x208xf32>
  }
  return %1 : tensor<1x208xf32>
}

// PReLU's diff_slope with a dynamic src, as actgrad-vectorize leaves it: per
// channel, a zeroed accumulator tile that the loop over the batch writes,
// its vectors and then its remainder (not a subset hoistable to a vector).
// The tile is invariant in the channel loop but every channel overwrites it:
// hoisted, it would be one tensor that bufferization copies afresh for each
// channel (a memcpy). It stays in the loop, where it bufferizes in place.
// CHECK-LABEL: func.func @fresh_accumulator_per_channel
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[EMPTY:.+]] = tensor.empty() : tensor<1x16xf32>
//  CHECK-NEXT:     %[[ZERO:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[EMPTY]] : tensor<1x16xf32>)
//  CHECK-NEXT:     scf.for %{{.+}} iter_args(%{{.+}} = %[[ZERO]])
func.func @fresh_accumulator_per_channel(%x: tensor<?x16x16xf32>, %n: index, %m: index) -> tensor<16xf32> {
  %poison = ub.poison : f32
  %cst = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %init = tensor.empty() : tensor<16xf32>
  %sums = scf.for %c = %c0 to %c16 step %c1 iter_args(%acc = %init) -> (tensor<16xf32>) {
    %empty = tensor.empty() : tensor<1x16xf32>
    %zero = linalg.fill ins(%cst : f32) outs(%empty : tensor<1x16xf32>) -> tensor<1x16xf32>
    %tile = scf.for %i = %c0 to %n step %c1 iter_args(%t = %zero) -> (tensor<1x16xf32>) {
      %slice = tensor.extract_slice %x[%i, %c, 0] [1, 1, 16] [1, 1, 1] : tensor<?x16x16xf32> to tensor<1x16xf32>
      %v = vector.transfer_read %slice[%c0, %c0], %poison {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
      %a = vector.transfer_read %t[%c0, %c0], %poison {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
      %s = arith.addf %a, %v fastmath<reassoc> : vector<16xf32>
      %w = vector.transfer_write %s, %t[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
      %rest = tensor.extract_slice %x[%i, %c, 0] [1, 1, %m] [1, 1, 1] : tensor<?x16x16xf32> to tensor<1x?xf32>
      %u = tensor.insert_slice %rest into %w[0, 0] [1, %m] [1, 1] : tensor<1x?xf32> into tensor<1x16xf32>
      scf.yield %u : tensor<1x16xf32>
    }
    %r = vector.transfer_read %tile[%c0, %c0], %poison {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
    %sum = vector.reduction <add>, %r : vector<16xf32> into f32
    %next = tensor.insert %sum into %acc[%c] : tensor<16xf32>
    scf.yield %next : tensor<16xf32>
  }
  return %sums : tensor<16xf32>
}

// A row's sum with a masked rest, as actgrad-vectorize leaves it (softmax
// over rows of 37 with AVX-512): the rest adds its 5 columns into the first
// lanes of the accumulator tile through a slice, with a masked read and a
// masked write, and the row's horizontal sum then reads the whole tile. The
// merge becomes a select of whole vectors, and the tile leaves memory: no
// masked write remains (a masked store the next load cannot forward from).
// CHECK-LABEL: func.func @masked_rest_sum
//  CHECK-SAME:   (%[[G:.+]]: tensor<37xf32>, %[[Y:.+]]: tensor<37xf32>)
//       CHECK:   %[[SUMS:.+]] = scf.for {{.+}} -> (vector<16xf32>)
//       CHECK:   %[[MASK:.+]] = vector.constant_mask [5] : vector<16xi1>
//       CHECK:   %[[GR:.+]] = vector.transfer_read %{{.+}}, %[[MASK]]
//       CHECK:   %[[YR:.+]] = vector.transfer_read %{{.+}}, %[[MASK]]
//       CHECK:   %[[PRODUCT:.+]] = arith.mulf %[[GR]], %[[YR]]
//       CHECK:   %[[ADDED:.+]] = arith.addf %[[SUMS]], %[[PRODUCT]]
//       CHECK:   %[[MERGED:.+]] = arith.select %[[MASK]], %[[ADDED]], %[[SUMS]]
//       CHECK:   vector.reduction <add>, %[[MERGED]]
//   CHECK-NOT:   vector.transfer_write
//   CHECK-NOT:   tensor.insert_slice
//       CHECK:   return
func.func @masked_rest_sum(%g: tensor<37xf32>, %y: tensor<37xf32>) -> f32 {
  %poison = ub.poison : f32
  %cst = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %empty = tensor.empty() : tensor<1x16xf32>
  %zero = linalg.fill ins(%cst : f32) outs(%empty : tensor<1x16xf32>) -> tensor<1x16xf32>
  %tile = scf.for %j = %c0 to %c32 step %c16 iter_args(%t = %zero) -> (tensor<1x16xf32>) {
    %gs = tensor.extract_slice %g[%j] [16] [1] : tensor<37xf32> to tensor<16xf32>
    %ys = tensor.extract_slice %y[%j] [16] [1] : tensor<37xf32> to tensor<16xf32>
    %gv = vector.transfer_read %gs[%c0], %poison {in_bounds = [true]} : tensor<16xf32>, vector<16xf32>
    %yv = vector.transfer_read %ys[%c0], %poison {in_bounds = [true]} : tensor<16xf32>, vector<16xf32>
    %a = vector.transfer_read %t[%c0, %c0], %poison {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
    %p = arith.mulf %gv, %yv : vector<16xf32>
    %s = arith.addf %a, %p fastmath<reassoc> : vector<16xf32>
    %w = vector.transfer_write %s, %t[%c0, %c0] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
    scf.yield %w : tensor<1x16xf32>
  }
  %acc = tensor.extract_slice %tile[0, 0] [1, 5] [1, 1] : tensor<1x16xf32> to tensor<1x5xf32>
  %gr = tensor.extract_slice %g[32] [5] [1] : tensor<37xf32> to tensor<5xf32>
  %yr = tensor.extract_slice %y[32] [5] [1] : tensor<37xf32> to tensor<5xf32>
  %mask = vector.constant_mask [5] : vector<16xi1>
  %gv = vector.transfer_read %gr[%c0], %poison, %mask {in_bounds = [true]} : tensor<5xf32>, vector<16xf32>
  %yv = vector.transfer_read %yr[%c0], %poison, %mask {in_bounds = [true]} : tensor<5xf32>, vector<16xf32>
  %av = vector.transfer_read %acc[%c0, %c0], %poison, %mask {in_bounds = [true]} : tensor<1x5xf32>, vector<16xf32>
  %p = arith.mulf %gv, %yv : vector<16xf32>
  %s = arith.addf %av, %p fastmath<reassoc> : vector<16xf32>
  %w = vector.transfer_write %s, %acc[%c0, %c0], %mask {in_bounds = [true]} : vector<16xf32>, tensor<1x5xf32>
  %merged = tensor.insert_slice %w into %tile[0, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<1x16xf32>
  %r = vector.transfer_read %merged[%c0, %c0], %poison {in_bounds = [true]} : tensor<1x16xf32>, vector<16xf32>
  %sum = vector.reduction <add>, %r : vector<16xf32> into f32
  return %sum : f32
}

// The same rest in the peeled loop of a dynamic row (at most one iteration),
// with a run-time mask: the loop carries the tile, whose whole-vector read
// and write at the origin then become a vector carried by the loop. A read
// of the slice padded with a value (not poison) keeps that value in the
// lanes the mask leaves out.
// CHECK-LABEL: func.func @masked_rest_sum_dynamic
//  CHECK-SAME:   %[[PAD:[a-z0-9]+]]: f32
//       CHECK:   %[[PADS:.+]] = vector.broadcast %[[PAD]] : f32 to vector<16xf32>
//       CHECK:   scf.for {{.+}} iter_args(%[[ACC:.+]] = %{{.+}}) -> (vector<16xf32>)
//       CHECK:     %[[MASK:.+]] = vector.create_mask
//       CHECK:     %[[PADDED:.+]] = arith.select %[[MASK]], %[[ACC]], %[[PADS]]
//       CHECK:     %[[ADDED:.+]] = arith.addf %[[PADDED]],
//       CHECK:     %[[MERGED:.+]] = arith.select %[[MASK]], %[[ADDED]], %[[ACC]]
//       CHECK:     scf.yield %[[MERGED]] : vector<16xf32>
//       CHECK:   vector.transfer_write %{{.+}}, %{{.+}}[%{{.+}}, %{{.+}}] {in_bounds = [true]} : vector<16xf32>, tensor<1x16xf32>
//   CHECK-NOT:   tensor.insert_slice
//       CHECK:   return
func.func @masked_rest_sum_dynamic(%g: tensor<?xf32>, %start: index, %end: index, %pad: f32) -> tensor<1x16xf32> {
  %poison = ub.poison : f32
  %cst = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %empty = tensor.empty() : tensor<1x16xf32>
  %zero = linalg.fill ins(%cst : f32) outs(%empty : tensor<1x16xf32>) -> tensor<1x16xf32>
  %tile = scf.for %j = %start to %end step %c16 iter_args(%t = %zero) -> (tensor<1x16xf32>) {
    %n = affine.apply affine_map<(d0)[s0] -> (-d0 + s0)>(%j)[%end]
    %gs = tensor.extract_slice %g[%j] [%n] [1] : tensor<?xf32> to tensor<?xf32>
    %acc = tensor.extract_slice %t[0, 0] [1, %n] [1, 1] : tensor<1x16xf32> to tensor<1x?xf32>
    %mask = vector.create_mask %n : vector<16xi1>
    %gv = vector.transfer_read %gs[%c0], %poison, %mask {in_bounds = [true]} : tensor<?xf32>, vector<16xf32>
    %av = vector.transfer_read %acc[%c0, %c0], %pad, %mask {in_bounds = [true]} : tensor<1x?xf32>, vector<16xf32>
    %s = arith.addf %av, %gv fastmath<reassoc> : vector<16xf32>
    %w = vector.transfer_write %s, %acc[%c0, %c0], %mask {in_bounds = [true]} : vector<16xf32>, tensor<1x?xf32>
    %merged = tensor.insert_slice %w into %t[0, 0] [1, %n] [1, 1] : tensor<1x?xf32> into tensor<1x16xf32>
    scf.yield %merged : tensor<1x16xf32>
  }
  return %tile : tensor<1x16xf32>
}

// A rest written at an offset into the tile is not at the vector's first
// lanes: it stays as it is.
// CHECK-LABEL: func.func @rest_at_offset
//       CHECK:   vector.transfer_write {{.+}}, %{{.+}} {in_bounds = [true]} : vector<16xf32>, tensor<1x5xf32>
//       CHECK:   tensor.insert_slice {{.+}}[0, 3] [1, 5] [1, 1]
func.func @rest_at_offset(%v: vector<16xf32>, %t: tensor<1x16xf32>) -> tensor<1x16xf32> {
  %c0 = arith.constant 0 : index
  %mask = vector.constant_mask [5] : vector<16xi1>
  %acc = tensor.extract_slice %t[0, 3] [1, 5] [1, 1] : tensor<1x16xf32> to tensor<1x5xf32>
  %w = vector.transfer_write %v, %acc[%c0, %c0], %mask {in_bounds = [true]} : vector<16xf32>, tensor<1x5xf32>
  %merged = tensor.insert_slice %w into %t[0, 3] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<1x16xf32>
  return %merged : tensor<1x16xf32>
}
