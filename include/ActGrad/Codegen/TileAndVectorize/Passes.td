//===- Passes.td - ActGrad TileAndVectorize code-generation passes -*- tablegen -*-===//
//
// Thread tiles, split reductions and vectors on tensors (the
// `actgrad-tile-and-vectorize` pipeline).
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_TILE_AND_VECTORIZE_PASSES_TD
#define ACTGRAD_CODEGEN_TILE_AND_VECTORIZE_PASSES_TD

include "mlir/Pass/PassBase.td"

def ActGradFuseSiblingGenericsPass
    : Pass<"actgrad-fuse-sibling-generics", "::mlir::func::FuncOp"> {
  let summary = "Merge independent generics that read a common input";
  let description = [{
    Merges two independent `linalg.generic` ops of one block (the function
    body or a branch), over one iteration space with projected-permutation
    maps, that read a common input through the same map, into one generic
    with the results of both, until no two can be merged; the input is then
    read once. Either both are elementwise, or one is a reduction and the
    other an elementwise op whose results are indexed by every dimension
    (PReLU backward's diff_slope and diff_src become one sweep). The second
    op moves up to the first: its inputs must be defined there, its
    destinations too unless they are empty tensors, fills or constants,
    which are recreated. Dynamically shaped ops merge only where a common
    input is read through one permutation, which gives both the same
    extents; casts of one value to one type count as one input. Upstream's
    elementwise fusion only merges producers into consumers.
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ActGradCollapseContiguousDimsPass
    : Pass<"actgrad-collapse-contiguous-dims", "::mlir::func::FuncOp"> {
  let summary = "Fold iteration dimensions that are contiguous in every "
                "operand into one";
  let description = [{
    For each fusion root (a generic feeding no other linalg op) and each
    generic with a result indexed by a reduction dimension: folds runs of
    two or more iteration dimensions of one iterator type that are
    contiguous in every operand (upstream's `collapseOpIterationDims`), so
    that an elementwise op of any rank is one long loop that tiles and
    vectorizes evenly. A root with producers that will be fused into its
    tiles is folded only together with them, and only when they fold the
    same dimensions, so that producer and consumer keep matching iteration
    spaces. Dynamic dimensions are folded (their product computed at run
    time) only when every result of the folded ops is used by them or
    written with `bufferization.materialize_in_destination` into a buffer
    with an identity layout, which actgrad-reshape-destinations then
    collapses; any other use would need a `memref.expand_shape` into
    several dynamic dimensions, which expand-strided-metadata cannot lower.
    A dynamically shaped generic that writes along its reductions, whose
    outermost dimension is a reduction it sums with `arith.addf` and whose
    only parallel dimension is the innermost, static one (PReLU NXC's
    sweep), keeps its outermost dimension (the batch) apart, for
    actgrad-split-reduction to make parallel, unless `keep-outer-rows` is
    false (code without threads, where one loop over all rows sweeps
    faster than a nest). Ops with constant map results are not folded. Ends
    with a clean-up that folds the reshapes between collapsed producers and
    consumers.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"keepOuterRows", "keep-outer-rows", "bool", /*default=*/"true",
           "Keep the outermost dimension of a dynamically shaped merged "
           "sweep apart, for threads (false for code without threads)">,
  ];
}

def ActGradSplitReductionPass
    : Pass<"actgrad-split-reduction", "::mlir::func::FuncOp"> {
  let summary = "Split the reductions of merged one-pass generics into "
                "partial sums";
  let description = [{
    A generic that also writes a result indexed by one of its reduction
    dimensions (a merged one-pass op such as PReLU backward) cannot go
    through upstream's partial-reduction tiling or `linalg::splitReduction`,
    so its reductions are split here:
    - an innermost reduction whose extent `vector-width` divides into
      `vector-width` lanes of partial sums, which makes the innermost
      dimension parallel and vectorizable;
    - when the outermost dimension is a reduction, or the parallel
      dimensions give fewer than 8 thread tiles of about `tile-elements`
      iterations, the outermost reduction into chunks of about
      `tile-elements` iterations, each with its own partial sums, so that a
      thread sweeps its chunk in memory order;
    - of a dynamically shaped one whose outermost dimension is a reduction,
      whose only parallel dimension is the innermost, static one, and which
      reduces along two or more (PReLU NXC, its batch kept apart by
      actgrad-collapse-contiguous-dims), whose rows no chunk count is known
      to divide, unless `split-dynamic-batch` is false or `tile-elements` 0:
      the batch is made parallel whole, with partial sums per image, so that
      threads split the images.
    A second generic adds the partial sums to the original init. The
    partial-sum generic gets `partial_sums` in its `actgrad.lowering_config`
    (it is tiled like a root although it feeds that generic) and, when split
    into chunks, `chunk_dim`: actgrad-cpu-lowering-config then gives each
    thread tile one chunk.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"vectorWidth", "vector-width", "int64_t", /*default=*/"-1",
           "Lanes of partial sums for an innermost reduction (0: none; -1: "
           "the f32 lanes of the module's target, see actgrad-set-target)">,
    Option<"tileElements", "tile-elements", "int64_t", /*default=*/"16384",
           "Iterations per thread tile, which chunks approximate (0: no "
           "chunks)">,
    Option<"splitDynamicBatch", "split-dynamic-batch", "bool",
           /*default=*/"true",
           "Make the batch of a dynamically shaped merged one-pass op "
           "parallel, with partial sums per image, for threads (false for "
           "code without threads)">,
  ];
}

def ActGradReshapeDestinationsPass
    : Pass<"actgrad-reshape-destinations", "::mlir::func::FuncOp"> {
  let summary = "Move reshapes and casts of materialized results onto the "
                "destination buffer";
  let description = [{
    Rewrites `bufferization.materialize_in_destination(expand_shape(%r),
    %buffer)` into `materialize_in_destination(%r, collapse_shape(%buffer))`
    (and a collapsed source likewise into an expanded buffer) until the
    sources are no reshapes, for buffers with the identity layout. Dimension
    collapsing and reduction splitting reshape results; without this,
    empty-tensor elimination cannot compute them in the caller's buffer, and
    bufferization writes a temporary that is then copied. Likewise a
    `tensor.cast` of the source, or a source whose sizes are more or less
    static than the buffer's (a static slope length refining a dynamic
    src), becomes a `memref.cast` of the buffer: the materialization is then
    a copy of one buffer value onto itself, which folds. First, the
    materializations of an `scf.if`'s results (PReLU's run-time choice of
    slope broadcast), right after it, move into both of its branches:
    empty-tensor elimination replaces only one `tensor.empty` per
    materialization into a buffer. A pure op that makes the buffer after the
    `scf.if` from values defined before it (a reshape of an argument) moves
    above it first. Runs again after actgrad-pack-narrow-rows, whose
    run-time packing versions a thread loop and reshapes its result
    (dynamic collapses take the sizes of their source).
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def ActGradCPULoweringConfigPass
    : Pass<"actgrad-cpu-lowering-config", "::mlir::func::FuncOp"> {
  let summary = "Choose the thread tile sizes of each fusion root";
  let description = [{
    The one place thread tile sizes are decided (IREE's `KernelDispatch`).
    For each fusion root (a generic feeding no other linalg op in its block,
    or one with `partial_sums`) whose results are indexed by projected
    permutations, records `thread_tile_sizes` in its
    `actgrad.lowering_config`:
    - with `chunk_dim`: one chunk per tile;
    - with a fused reduction producer (softmax's sum feeding its update):
      one reduced slice (a row) per tile, which is then reduced and updated
      while it is in cache;
    - otherwise about `tile-elements` iterations per tile, inner dimensions
      whole, reductions never split, a dynamic parallel dimension always
      tiled (so that dynamically shaped ops run on threads too);
    - for a dynamically shaped merged one-pass op whose only parallel
      dimension is the innermost, static one, which the above keeps whole
      and actgrad-split-reduction leaves whole (PReLU NXC of rank 2, a
      single row dimension; or without `split-dynamic-batch`): column tiles of
      32 elements (a cache line of 16-bit values), where that makes two or
      more, unless `column-tiles` is false (code without threads, where the
      column tiles would run one after another, each a strided sweep over
      every row).
    No sizes are recorded for an op that fits in one tile, with
    `tile-elements` 0, or for an elementwise root without fused producers
    whose estimated work (static iterations times body ops, a math function
    or a division counting as 10) is below `min-thread-work` and whose
    operands hold fewer than `min-thread-bytes` bytes (unless that is 0):
    starting threads would cost more than it saves. A cheap op that moves
    many bytes still gains from a second core's bandwidth. Such a root with
    a dynamic shape gets its sizes and `serial_below_iterations`, the
    iteration count at which the same two rules would thread it (the lower
    of `min-thread-work` over its body ops and `min-thread-bytes` over the
    bytes an iteration moves): actgrad-tile-and-fuse makes it one tile
    below that count at run time.
  }];
  let options = [
    Option<"tileElements", "tile-elements", "int64_t", /*default=*/"16384",
           "Iterations per thread tile (0 disables thread tiling)">,
    Option<"minThreadWork", "min-thread-work", "int64_t", /*default=*/"0",
           "Elementwise roots with less estimated work get no thread tiles "
           "(0: every root is tiled)">,
    Option<"minThreadBytes", "min-thread-bytes", "int64_t", /*default=*/"0",
           "Elementwise roots whose operands hold at least this many "
           "bytes are tiled whatever their work (0: work alone decides)">,
    Option<"columnTiles", "column-tiles", "bool", /*default=*/"true",
           "Split a dynamically shaped merged one-pass op's static columns "
           "between threads (false for code without threads)">,
  ];
}

def ActGradTileAndFusePass
    : Pass<"actgrad-tile-and-fuse", "::mlir::func::FuncOp"> {
  let summary = "Tile roots into scf.forall thread tiles and fuse their "
                "producers";
  let description = [{
    Tiles every generic whose `actgrad.lowering_config` has
    `thread_tile_sizes` with `scf.forall` by those sizes and fuses its
    producers (fills, reductions, elementwise ops) into the tile with
    upstream's `tileConsumerAndFuseProducersUsingSCF`. Producers over an
    empty iteration space or with results not indexed by projected
    permutations stay outside (upstream's slice computation cannot take
    them). With `serial_below_iterations`, the tile sizes are chosen at run
    time: the recorded ones, or, when the op's iterations (the product of
    its dimensions) are fewer, its whole extent along every tiled dimension,
    so that it makes one tile, which
    actgrad-serialize-single-iteration-loops runs without threads. Removes
    every `actgrad.lowering_config` afterwards and cleans up.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ActGradWidenSharedOperandsPass
    : Pass<"actgrad-widen-shared-operands", "::mlir::func::FuncOp"> {
  let summary = "Widen the f16 and bf16 inputs that a tile's reduction "
                "and its consumer both read once, into f32 rows";
  let description = [{
    On the tiles of actgrad-tile-and-fuse: a static reduction generic
    whose f16 or bf16 input (indexed by a permutation of its loops) it only
    widens to f32, read and widened again by a later generic that consumes
    the reduction (softmax_backward's dot product and update over one row),
    gets one more result per such input: the widened values, written into a
    `tensor.empty` of f32 at the input's position. The consumer reads
    those instead, with its widenings removed. Inputs are kept, in order,
    while one reduction's widened rows of at most `max-bytes` each take at
    most `max-bytes` in all, and its longer rows at most
    `max-hoisted-bytes`. The pipelines pass their `max-stack-scratch-bytes`
    as `max-bytes`, so that actgrad-promote-scratch-to-stack puts the rows
    on the stack and the second read hits the L1 cache. Longer rows stay
    allocations, made once per call without threads (the tile loop is
    sequential) and once per thread with them
    (actgrad-chunk-thread-loops): the workspace, or the heap;
    actgrad-to-llvm keeps them up to 256 KiB (rows that stay in the L2
    cache). An innermost reduction then writes along its reduced
    dimension, so actgrad-vectorize leaves it a loop, which LLVM vectorizes
    with interleaved partial sums. An outer one (softmax on a middle axis)
    is kept widened only when its innermost dimension is whole f32 vectors:
    actgrad-vectorize tiles it into vector-wide steps, which write the
    widened values as they go, while narrower rows need
    actgrad-pack-narrow-rows' packing, which a reduction writing along its
    reduced dimension does not get. Only on x86
    targets without AVX-512's wide 16-bit tiles (AVX2, AVX), where LLVM's
    loop vectorizer fills the same one f32 register that actgrad-vectorize
    would; elsewhere nothing is done. An innermost reduction that
    actgrad-vectorize runs in two halves of twice the f32 width (16-bit
    inputs with AVX2) is left alone: its rows cost less to convert twice
    than to store and reload widened.

    ```mlir
    %s = linalg.generic {... ["parallel", "reduction"]}
        ins(%g, %y : tensor<1x1024xf16>, tensor<1x1024xf16>) outs(%zero)
        { extf, extf, mulf, addf }
    %r = linalg.generic ins(%g, %y, %s) outs(%out) { extf, extf, subf, ... }
    // becomes
    %s, %gf, %yf = linalg.generic ins(%g, %y) outs(%zero, %e0, %e1)
        { extf, extf, mulf, addf; yield sum, widened g, widened y }
    %r = linalg.generic ins(%gf, %yf, %s) outs(%out) { subf, ... }
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t", /*default=*/"16384",
           "Most bytes of widened rows of at most this size each one "
           "reduction keeps (0: none)">,
    Option<"maxHoistedBytes", "max-hoisted-bytes", "int64_t",
           /*default=*/"0",
           "Most bytes of longer widened rows one reduction keeps (0: none)">,
  ];
}

def ActGradPackNarrowRowsPass
    : Pass<"actgrad-pack-narrow-rows", "::mlir::func::FuncOp"> {
  let summary = "Pack consecutive narrow rows of a tile into whole vectors";
  let description = [{
    On the tiles of actgrad-tile-and-fuse, before actgrad-vectorize: a
    static generic whose innermost dimension (I elements, parallel) is not a
    multiple of `vector-width` (W) would be vectorized one masked row at a
    time, and an outer reduction over its rows (softmax on a non-innermost
    axis with few positions after it, such as 64x512x13 axis 1) would add
    each row into one register of sums. Rows follow one another in memory,
    so k = W / gcd(I, W) consecutive rows are I / gcd(I, W) whole vectors.
    The dimension before the innermost one is split into (rows / k, k) and
    the k rows collapsed with the innermost dimension
    (`linalg::collapseOpIterationDims`); inputs that do not vary along the
    rows are broadcast to k rows first, and a reduction over the rows keeps
    k rows of partial sums, which a second generic adds to the original
    init. Applies when the rows make at least two packs (the rows left over
    are split off with `linalg::splitOp` and stay unpacked), every operand
    indexed by the rows has them right before the innermost dimension, and
    those operands' rows are contiguous (slices of whole rows of dense
    tensors; function arguments count as dense, as actgrad-to-llvm
    bufferizes them with identity layouts). A reduction's packed rows must
    be at most half as many vectors as the target has vector registers
    (their partial sums stay in registers); an elementwise generic's inputs
    broadcast to k rows must be at most a page (4 KiB) each, as they are
    read from memory.

    Dynamic rows are packed at run time, for an elementwise generic over
    [1, rows, I] with I dynamic in an `scf.forall` whose shared output it
    writes whole for one batch element, its other inputs whole rows of that
    element of dense tensors or a row [1, I] broadcast along the rows
    (softmax's update over an outer axis): k = W / min(I & -I, W), or
    the largest power of two below it that divides the rows, is computed
    at run time, and where k > 1, every slice
    takes whole rows and the repeated row fits in a page, an `scf.if` runs
    a copy of the loop over [n, rows / k, k I] views of the whole tensors,
    made before the loop (collapses of identity layouts, which bufferize in
    place), with the row repeated k times in scratch [1, k, I]; otherwise
    the loop as it was.
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"vectorWidth", "vector-width", "int64_t", /*default=*/"-1",
           "Lanes of a vector (0: nothing is done; -1: the f32 lanes of the "
           "module's target, see actgrad-set-target)">,
  ];
}

def ActGradVectorizePass
    : Pass<"actgrad-vectorize", "::mlir::func::FuncOp"> {
  let summary = "Tile generics by the vector width, peel, and vectorize";
  let description = [{
    Tiles every generic by `vector-width` along its innermost dimension (by
    1 along the others), peels the partial last iteration, and vectorizes
    the full, static tiles with `linalg::vectorize`; a dynamically sized
    peeled remainder is vectorized at `vector-width` lanes under a run-time
    mask where `mask-partial-tiles` holds and the target has masked loads
    and stores (else it stays a loop). An innermost reduction is
    tiled into `vector-width` partial sums combined once per row; an outer
    reduction accumulates whole vectors. Generics with constant map results
    or with a parallel result written inside an innermost reduction stay
    loops, which LLVM vectorizes. Unit vector dimensions are dropped so that
    every transfer is a plain 1-D load or store.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"vectorWidth", "vector-width", "int64_t", /*default=*/"-1",
           "Elements per vector along the innermost dimension (0: nothing "
           "is done; -1: the f32 lanes of the module's target, see "
           "actgrad-set-target)">,
    Option<"maskPartialTiles", "mask-partial-tiles", "bool",
           /*default=*/"true",
           "Vectorize a partial tile narrower than vector-width, whose "
           "width is not a power of two (or is one lane of a reduction that "
           "reads f16, or is dynamic), at vector-width lanes with a mask "
           "(masked loads and stores) instead of at its own width, on "
           "targets that have masked loads and stores (AVX-512; BW for "
           "16-bit elements)">,
    Option<"wide16BitTiles", "wide-16-bit-tiles", "bool",
           /*default=*/"true",
           "Vectorize an elementwise generic whose operands are all f16 or "
           "bf16 (bf16 also with inputs that do not vary along the innermost "
           "dimension), an innermost reduction of such inputs into f32, "
           "and an innermost max, min or sum of 16-bit elements into 16-bit "
           "results, at twice vector-width lanes (a register of 16-bit "
           "values), on targets with AVX-512BW (with AVX2: elementwise "
           "bf16 generics only), for actgrad-widen-16-bit-halves; and, on "
           "AVX2 without AVX-512BW, an elementwise generic with bf16 results "
           "that reads f32 varying along the innermost dimension, in lane "
           "order, so that two registers' roundings narrow together">,
  ];
}

def ActGradHoistAccumulatorsPass
    : Pass<"actgrad-hoist-accumulators", "::mlir::func::FuncOp"> {
  let summary = "Keep vector accumulators in registers across their loops";
  let description = [{
    After vectorization on tensors: fully unrolls innermost `scf.for` loops
    of at most half as many iterations as the target has vector registers
    (8 with AVX2, 16 with AVX-512) nested in another `scf.for` (the channels
    of an NXC PReLU row, the vectors of a packed row), so that each of their
    accumulator slices is invariant in the enclosing loop; then, innermost
    loops first, hoists loop-invariant code and turns slices read and
    written at loop-invariant offsets into
    loop-carried vectors (upstream's `hoistLoopInvariantSubsets`). Tensors
    that the loop writes into (a zeroed accumulator tile, and the
    `tensor.empty` it fills) stay in it: hoisted, one tensor would be
    overwritten by every iteration, which bufferization copies afresh each
    time. After
    bufferization LLVM cannot do this itself: it cannot prove that the
    accumulator buffer and the stored results do not alias. The final
    writes of the hoisted vectors, each of which overwrites a whole slice,
    then write into a slice of the tensor they are inserted into, right
    before the insertion: one-shot bufferization cannot tell that slices
    extracted before the loop do not overlap, and would copy all but one of
    them through temporary buffers.
  }];
  let dependentDialects = [
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def ActGradWiden16BitHalvesPass
    : Pass<"actgrad-widen-16-bit-halves", "::mlir::func::FuncOp"> {
  let summary = "Widen 16-bit float vectors that fill a register to f32 in "
                "two halves, bf16 as even and odd lanes without shuffles";
  let description = [{
    An elementwise f32 computation on vectors of 2W lanes, W the f32 lanes
    of the module's target (actgrad-set-target), entered only by
    `arith.extf` of one 16-bit format (splat constants, broadcast scalars
    and reads of one element into every lane aside) and left only by
    `arith.truncf` to it, is rewritten on two W-lane halves, which are
    rounded separately and put back together once. For bf16 the halves are the even and odd lanes: read as W i32
    lanes, `bits << 16` are the exact f32 values of the even elements and
    `bits & 0xffff0000` those of the odd ones, one integer op each in place
    of a widening shuffle and a shift, and `vector.interleave` restores the
    order. For f16 (whose conversion instructions keep lane order) they are
    the low and high halves, and the computation may also take masks of
    2W lanes computed by integer comparisons (of the 16-bit bits,
    actgrad-narrow-compares): their halves are extracted, and the masks
    stay whole for their other users (a 16-bit select after the rounding).
    Computations that mix lanes, whose f32 values have other users, or that
    mix the formats are left alone.

    A computation may also end in a sum: a reassociable `arith.addf` into a
    loop-carried vector of partial sums that starts uniform (a splat, or a
    read of a `linalg.fill`) and is only added up along its innermost
    dimension after the loop (softmax's dot product once
    actgrad-hoist-accumulators has made the sums loop-carried). The sum gets
    the two halves side by side; for bf16 that permutes its lanes, which
    the final reduction does not see, since each lane always receives the
    same element.

    A 16-bit max, min or sum accumulator of 2W lanes (actgrad-vectorize's
    16-bit reductions into 16-bit results), which LLVM would carry through
    the stack on the loop-carried chain, is carried as its low and high
    halves, two independent chains, combined once after the loop.

    Every op after this pass sees one register of f32
    (actgrad-approximate-sigmoid's AVX-512 intrinsics need that), and
    recognizes the bf16 halves as bf16 values.

    ```mlir
    %w = arith.extf %x : vector<32xbf16> to vector<32xf32>
    %y = arith.mulf %w, %alpha : vector<32xf32>
    %r = arith.truncf %y : vector<32xf32> to vector<32xbf16>
    // becomes (W = 16)
    %bits = vector.bitcast %x : vector<32xbf16> to vector<16xi32>
    %even = arith.bitcast (arith.shli %bits, 16) : vector<16xi32> to vector<16xf32>
    %odd = arith.bitcast (arith.andi %bits, 0xffff0000) : ... to vector<16xf32>
    %r = vector.interleave (arith.truncf (arith.mulf %even, %alpha)),
                           (arith.truncf (arith.mulf %odd, %alpha))
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::ub::UBDialect",
    "::mlir::vector::VectorDialect",
  ];
}

#endif // ACTGRAD_CODEGEN_TILE_AND_VECTORIZE_PASSES_TD
