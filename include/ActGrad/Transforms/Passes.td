//===- Passes.td - ActGrad CPU code-generation passes ------*- tablegen -*-===//
//
// Passes that turn the linalg-on-tensors form of actgrad ops into fast CPU
// code for the target recorded on the module (actgrad-set-target). They work
// on any linalg.generic, not only on lowered actgrad ops.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_TRANSFORMS_PASSES_TD
#define ACTGRAD_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ActGradSetTargetPass : Pass<"actgrad-set-target", "::mlir::ModuleOp"> {
  let summary = "Record the CPU that code is generated for on the module";
  let description = [{
    Attaches `llvm.target = #llvm.target<triple = ..., chip = ...,
    features = ...>`, `llvm.target_triple` and `llvm.data_layout` (LLVM's
    data layout for the target) to the module, replacing what was there; a
    triple LLVM has no backend for is an error. The triple is normalized as
    clang does. The target-dependent passes after it (vector width,
    non-temporal stores, the x86 workarounds) read this attribute through
    `ActGrad/Transforms/Target.h`, never the machine the compiler runs on,
    so that one input gives one output wherever it is compiled.
    `mlir-translate` emits the triple and the data layout in the LLVM
    module. The pass never looks at the host: `actgrad-to-llvm` resolves
    "the host" before it runs, and completes the CPU's feature list after it
    with upstream's `llvm-target-to-target-features`.

    ```mlir
    module attributes {
      llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu",
                                 chip = "x86-64-v3", features = <["+avx2"]>>,
      llvm.target_triple = "x86_64-unknown-linux-gnu",
      llvm.data_layout = "e-m:e-p270:32:32-..."} { ... }
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let options = [
    Option<"triple", "triple", "std::string", /*default=*/"",
           "LLVM target triple, e.g. x86_64-unknown-linux-gnu (required)">,
    Option<"cpu", "cpu", "std::string", /*default=*/"\"generic\"",
           "LLVM CPU name, e.g. x86-64-v3, znver4, cortex-a76">,
    Option<"features", "features", "std::string", /*default=*/"",
           "LLVM target features added to the CPU's, comma separated, "
           "e.g. +avx2,-avx512f">,
  ];
}

//===----------------------------------------------------------------------===//
// CPU code generation on linalg on tensors. Chained, in this order, by the
// `actgrad-tile-and-vectorize` pipeline (and `actgrad-to-llvm`). They hand
// decisions to each other through a discardable dictionary attribute on the
// ops, `actgrad.lowering_config` (entries `partial_sums`, `chunk_dim`,
// `thread_tile_sizes`), as IREE's LLVMCPU passes do through
// `lowering_config`. They work on any linalg IR.
//===----------------------------------------------------------------------===//

def ActGradFuseSiblingGenericsPass
    : Pass<"actgrad-fuse-sibling-generics", "::mlir::func::FuncOp"> {
  let summary = "Merge independent generics that read a common input";
  let description = [{
    Merges two independent `linalg.generic` ops at the top level of a
    function, over one static iteration space with projected-permutation
    maps, that read a common input through the same map, into one generic
    with the results of both, until no two can be merged; the input is then
    read once. Either both are elementwise, or one is a reduction and the
    other an elementwise op whose results are indexed by every dimension
    (PReLU backward's diff_slope and diff_src become one sweep). The second
    op moves up to the first: its inputs must be defined there, its
    destinations too unless they are empty tensors, fills or constants,
    which are recreated. Upstream's elementwise fusion only merges producers
    into consumers.
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
    two or more static iteration dimensions of one iterator type that are
    contiguous in every operand (upstream's `collapseOpIterationDims`), so
    that an elementwise op of any rank is one long loop that tiles and
    vectorizes evenly. A root with producers that will be fused into its
    tiles is folded only together with them, and only when they fold the
    same dimensions, so that producer and consumer keep matching iteration
    spaces. Dynamic dimensions are not folded (expand-strided-metadata cannot
    expand one into several dynamic ones, and bufferization would copy a
    dynamically collapsed destination); nor are ops with constant map
    results. Ends with a clean-up that folds the reshapes between collapsed
    producers and consumers.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
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
      thread sweeps its chunk in memory order.
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
  ];
}

def ActGradReshapeDestinationsPass
    : Pass<"actgrad-reshape-destinations", "::mlir::func::FuncOp"> {
  let summary = "Move reshapes of materialized results onto the destination "
                "buffer";
  let description = [{
    Rewrites `bufferization.materialize_in_destination(expand_shape(%r),
    %buffer)` into `materialize_in_destination(%r, collapse_shape(%buffer))`
    (and a collapsed source likewise into an expanded buffer) until the
    sources are no reshapes, for buffers with the identity layout. Dimension
    collapsing and reduction splitting reshape results; without this,
    empty-tensor elimination cannot compute them in the caller's buffer, and
    bufferization writes a temporary that is then copied.
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
      tiled (so that dynamically shaped ops run on threads too).
    No sizes are recorded for an op that fits in one tile, with
    `tile-elements` 0, or for an elementwise root without fused producers
    whose estimated work (static iterations times body ops, a math function
    or a division counting as 10) is below `min-thread-work` and whose
    operands hold fewer than `min-thread-bytes` bytes (unless that is 0):
    starting threads would cost more than it saves. A cheap op that moves
    many bytes still gains from a second core's bandwidth.
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
    them). Removes every `actgrad.lowering_config` afterwards and cleans up.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
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
    the full, static tiles with `linalg::vectorize`; the peeled remainder
    stays a loop (masked transfers on its dynamically sized slice would make
    bufferization copy it through a temporary). An innermost reduction is
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
           "reads f16), at vector-width lanes with a mask "
           "(masked loads and stores) instead of at its own width, on "
           "targets that have masked loads and stores (AVX-512; BW for "
           "16-bit elements)">,
    Option<"wide16BitTiles", "wide-16-bit-tiles", "bool",
           /*default=*/"true",
           "Vectorize an elementwise generic whose operands are all f16 or "
           "bf16 (bf16 also with inputs that do not vary along the innermost "
           "dimension), and an "
           "innermost reduction of such inputs into f32, at "
           "twice vector-width lanes (a register of 16-bit values), on "
           "targets with AVX-512BW, for actgrad-widen-16-bit-halves">,
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
    loop-carried vectors (upstream's `hoistLoopInvariantSubsets`). After
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

def ActGradApproximateMathPass : Pass<"actgrad-approximate-math"> {
  let summary = "Replace math functions with vectorizable polynomials";
  let description = [{
    Applies upstream's polynomial approximation patterns to the math
    functions that actgrad ops and ML front ends use (`math.exp`, `expm1`,
    `log`, `log2`, `log1p`, `tanh`, `erf`, `atan`, `atan2`) on scalars and
    vectors, so that swish, GELU and their neighbours are vectorized instead
    of calling libm element by element. f16 and bf16 operands are computed
    in f32 (upstream's f32 expansion). f32 `exp` is this pass's own: on 16
    lanes of an AVX-512F target a 32-entry table of 2^(j/32) (VPERMI2D), a
    degree-3 polynomial and VSCALEFPS (about half the instructions of
    upstream's), elsewhere a degree-7 polynomial with 2^m applied as two
    powers of two, so that subnormal results are kept (upstream's flushes
    them). The approximations keep overflow (`+inf`), underflow and NaN
    behaviour. Ops on tensors are left alone:
    the pipeline has turned them into linalg ops first. Math functions
    without an approximation are lowered later to LLVM intrinsics or libm
    calls.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    ListOption<"functions", "functions", "std::string",
               "Approximate only these functions (math op mnemonics, e.g. "
               "exp,expm1); all of the above if empty">,
  ];
}

def ActGradApproximateSigmoidPass : Pass<"actgrad-approximate-sigmoid"> {
  let summary = "Evaluate 1 / (1 + exp(-v)) with a polynomial sized to the "
                "precision of its result";
  let description = [{
    Replaces each f32 logistic sigmoid written `1 / (1 + exp(-v))` (on
    scalars or vectors; swish_backward's lowering and PyTorch's SiLU
    decomposition write it so) by one evaluation of the whole DAG:
    `vc = clamp(v, -88, 88)`, `m = round(vc * log2 e)`, `u = vc - m ln2`,
    `s = 2^m / (2^m + P(u))` with `P(u) ~ exp(-u)` a minimax polynomial and
    `2^m` built from exponent bits. `s` is exactly 1 for large `v` and
    `+inf`, exactly 0 for `v <= -88` and `-inf`, NaN for NaN, and accurate
    to a few f32 ulp elsewhere (an absolute error below 2^-126 near -88).

    The cost follows the precision the result is needed in: when `v` is a
    16-bit value (an `arith.extf` of one) and every chain of arith/math ops
    from the sigmoid ends in an `arith.truncf` to that format, the
    polynomial has degree 3, and for bf16 no Newton step follows the
    reciprocal estimate; else degree 5. These are the cheapest recipes
    that keep swish_backward within SEMANTICS.md 3 for every f16 and bf16
    input (docs/Pipeline.md, Accuracy); the 16-bit polynomial is exact
    where the values next to swish's root need it. An f32 `v` (beta * x)
    can lie arbitrarily close to the root, where the cancellation needs f32
    accuracy.

    The division is `arith.divf`, except on x86 targets with AVX-512
    (the module's `llvm.target`, see actgrad-set-target) and vectors of 16
    lanes (4 or 8 with AVX-512VL), where it is VRCP14PS (relative error
    below 2^-14) and one Newton step (none for bf16), and the clamp is one
    VRANGEPS (AVX-512DQ). With 16 lanes, all results also reduce
    with a 32-entry table of `2^(j/32)` picked by VPERMI2D (`|u| <= ln2/64`,
    degree 2 for f32 and f16, `1 - u` for bf16), `2^m * 2^(j/32)` being one integer
    addition of exponent bits. Without a Newton step (bf16) the table form
    reduces `-v` instead and takes VRCP14PS of `1 + 2^(k/32) P(u)` itself
    (one fma for the denominator, no product by the scale), the clamp then
    at +-127.5 ln2 so that the scale is exactly +0 and +inf at its limits.
    Functions that call these intrinsics get the features in
    `target_features`, so that their LLVM IR compiles without `-march`.

    ```mlir
    %n = arith.negf %v : vector<16xf32>
    %e = math.exp %n : vector<16xf32>
    %d = arith.addf %e, %one : vector<16xf32>
    %s = arith.divf %one, %d : vector<16xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"precision", "precision", "std::string", /*default=*/"\"auto\"",
           "The precision every sigmoid is evaluated for: auto (from the "
           "format its result is rounded to), f32, f16 or bf16">,
  ];
}

def ActGradNontemporalStoresPass
    : Pass<"actgrad-nontemporal-stores", "::mlir::func::FuncOp"> {
  let summary = "Stream full-vector stores into large buffers past the caches";
  let description = [{
    On buffers (after bufferization): a full-vector `vector.transfer_write`
    (unmasked, in bounds, unit stride; a cache line of f32, or a half or a
    whole line of f16/bf16; the line size is the target's)
    into a statically shaped buffer of at least `min-bytes` becomes a
    non-temporal store aligned to its size, guarded by a run-time check that
    the address really is aligned (else the plain store runs). Where every
    streamed store of a loop keeps the alignment of its first iteration (the
    loop steps by whole vectors along the unit stride, its views being
    subviews that move only with the induction variable), the loop is
    versioned once on that first alignment instead: a copy with only
    non-temporal stores and one with only plain ones. f32 vectors
    become a `vector.store {nontemporal = true}`; f16 vectors an `llvm.store
    volatile ... nontemporal` of the same bits as i16, because LLVM drops
    `!nontemporal` on half vector stores. bf16 vectors go the same way when
    the module's target (`llvm.target`, see `actgrad-set-target`) is x86,
    with the i16 bits passed through an empty `llvm.inline_asm`
    ("=x,0"): LLVM 22's x86 backend folds any bitcast of a bfloat vector back
    into a bfloat store, which it cannot stream; elsewhere bf16 stays plain.
    Stores are left plain where streaming does not pay: into rows that are
    not a whole number of vectors (a strided row's peeled tail would share a
    line with streamed vectors, which evicts it; rows of at least 4 KiB
    count as whole, as they share too few lines), and half-line stores in
    loops that divide or call math functions (swish), which write lines too
    slowly for write combining. Where long rows start at different offsets
    within a line, an f32 line vector on a half line is streamed as two
    half-line stores. An output that does not stay in the core's
    cache is then written without first being read in; smaller outputs keep
    plain stores, which are faster while the data stays cached. The
    measurements behind these rules are in docs/Benchmark.md ("Design
    measurements"). No upstream pass emits non-temporal stores.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"1048576",
           "Smallest buffer (bytes) written with non-temporal stores "
           "(0 disables the pass)">,
  ];
}

def ActGradPrefetchPass : Pass<"actgrad-prefetch", "::mlir::func::FuncOp"> {
  let summary = "Prefetch the inputs of vector loops over large buffers";
  let description = [{
    On buffers (after bufferization): before each 1-D `vector.transfer_read`
    inside a loop from a statically shaped buffer of at least `min-bytes`,
    inserts a `memref.prefetch` of the element `distance` elements further
    along the innermost dimension, for hosts whose hardware prefetcher
    leaves DRAM-sized elementwise kernels below the bandwidth ceiling (off
    in `actgrad-to-llvm` by default: see docs/Benchmark.md, "Design
    measurements"). No upstream pass inserts prefetches.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
  ];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"1048576",
           "Smallest buffer (bytes) whose reads are prefetched">,
    Option<"distance", "distance", "int64_t", /*default=*/"512",
           "How many elements ahead to prefetch (0 disables the pass)">,
  ];
}

def ActGradSetFunctionTargetsPass
    : Pass<"actgrad-set-function-targets", "::mlir::ModuleOp"> {
  let summary = "Give each LLVM function the module's target CPU and features";
  let description = [{
    Sets `target_cpu` and `target_features` on every `llvm.func` definition
    that has none, from the module's `llvm.target` (see `actgrad-set-target`).
    `mlir-translate` turns them into the functions' "target-cpu" and
    "target-features" attributes, so the LLVM IR says which instructions its
    code may use: compiled by `clang` or `llc` without `-march`/`-mcpu`, an
    AVX-512 kernel then still gets AVX-512 instructions instead of being
    legalized to the baseline of the triple. The module's triple and data
    layout are not enough for that; LLVM reads the CPU per function.
    Declarations (libc, libm) are left alone. Without a target on the module
    the pass does nothing.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ActGradCheckPipelineInputPass
    : Pass<"actgrad-check-pipeline-input", "::mlir::ModuleOp"> {
  let summary = "Reject actgrad ops that actgrad-to-llvm would leave unlowered";
  let description = [{
    Bufferization and the lowering to loops work on the `func.func` ops at the
    top level of the module. An actgrad op anywhere else (a nested module, a
    `gpu.module`, an `llvm.func`) would survive as tensor code in the output,
    so this first stage of `actgrad-to-llvm` reports it as an error. It also
    runs each actgrad op's verifier, which tools may have skipped
    (`--mlir-very-unsafe-disable-verifier-on-parsing`) and whose rules the
    lowerings assume, and fails with its message.
  }];
}

def ActGradFenceSelectedValuesPass
    : Pass<"actgrad-fence-selected-values", "::mlir::func::FuncOp"> {
  let summary = "Keep loads out of masked x86 instructions";
  let description = [{
    Wraps each value operand of a 1-D floating-point or integer vector
    `arith.select` that a masked instruction would read from memory in
    `llvm.arithmetic.fence` (for integers, which the fence does not take, in
    an empty inline assembly statement): a vector load
    (`vector.transfer_read` or `vector.load`), or an elementwise op with
    one as an operand, looking through float casts and bitcasts first.
    Without it, x86 instruction selection folds the load into a masked
    instruction with a memory operand: hardtanh's `select(min < x < max, g,
    0)` becomes `vmovups (mem), %zmm {%k} {z}`, f32 hardsigmoid's
    `select(..., alpha * g, 0)` a masked `vmulps (mem)`, and a bf16 select
    of a widened load is narrowed back to bf16 and becomes a masked
    `vmovdqu16 (mem)`. On AMD Zen cores such masked memory accesses stream
    from DRAM markedly slower than plain loads (docs/Benchmark.md, "Design
    measurements"). The fence returns its operand unchanged and is opaque
    to those folds; the loads then fold into unmasked instructions.
    `freeze` does not do: LLVM drops it where it sees the value cannot be
    poison. A value whose loads are read by other ops first (f16's
    `alpha * g` of a widened `g`) is left alone: its select merges into a
    register-masked instruction (`vmulps {z}`).

    A select of f32 vectors whose result is only rounded to f16 or bf16 is
    fenced on its result, so that LLVM does not move it past the rounding
    (a masked move of the 16-bit result after an unmasked product): the
    select stays in f32 and merges into the masked op computing its value.

    The pass does nothing unless the target recorded on the module
    (`llvm.target`, see `actgrad-set-target`) is x86.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ActGradPackBF16RoundingsPass
    : Pass<"actgrad-pack-bf16-roundings", "::mlir::func::FuncOp"> {
  let summary = "Round two f32 vectors to one interleaved bf16 vector with "
                "VCVTNE2PS2BF16";
  let description = [{
    Rewrites `vector.interleave(truncf(even), truncf(odd))` of two 1-D
    vectors of 16 f32 values (8 with AVX512-VL), each rounded to bf16 in the
    default mode, as the x86 intrinsic
    `llvm.x86.avx512bf16.cvtne2ps2bf16.512` (`.256`) of the two halves,
    which rounds both into one register, followed by a `vector.shuffle`
    that interleaves its halves (one VPERMW). This is the form
    `actgrad-widen-16-bit-halves` leaves bf16 results in. Left as casts,
    LLVM's InstCombine moves the interleave before the roundings, and x86
    then interleaves in f32 (two VPERMT2PS) and rounds each half on its own
    (two VCVTNEPS2BF16 and an insert). VCVTNE2PS2BF16 rounds as the
    VCVTNEPS2BF16 that LLVM selects for `fptrunc` to bf16, so the results
    are the same bits.

    The pass does nothing unless the target recorded on the module
    (`llvm.target`, see `actgrad-set-target`) is x86 with AVX512-BF16 and
    AVX512-BW. It runs after the passes that look for roundings to 16 bits
    (`actgrad-approximate-sigmoid`, `actgrad-fence-selected-values`).
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ActGradDropShadowedNaNSelectsPass
    : Pass<"actgrad-drop-shadowed-nan-selects", "::mlir::func::FuncOp"> {
  let summary = "Drop NaN rules that a later NaN rule on the same lanes hides";
  let description = [{
    Replaces `select(cmpf uno x, x, a, b)` (any true operand; `uno x, c`
    with a constant `c` that is not NaN too) by `b` when its result, followed
    through pure ops of the same block, is only used as the false operand of
    a later `select(cmpf uno t, t, t', r)` whose true operand `t'` is NaN
    wherever `t` is, and `t` is NaN wherever `x` is (`x` itself, or IEEE
    `addf`/`subf`/`mulf`/`divf`/`negf`/`extf`/`truncf`/`math.fma` of such
    a value, without `nnan`). In every lane where the earlier select picks
    its true operand, the later one picks its own, so the results are the
    same.

    Each activation gradient carries its own NaN rule; fused into one body
    (hardtanh, swish and hardsigmoid backward in a chain), hardtanh's
    `select(isnan(x), x, ...)` is hidden by hardsigmoid's
    `select(isnan(alpha x + beta), alpha x + beta, ...)`, and costs a
    compare and a masked move per vector. Runs after fusion and before
    actgrad-narrow-compares (which rewrites the NaN tests of 16-bit values
    on their bits).

    ```mlir
    %n = arith.cmpf uno, %x, %x : f32
    %a = arith.select %n, %x, %y : f32
    %p = arith.mulf %a, %s : f32
    %t = arith.mulf %x, %alpha : f32
    %m = arith.cmpf uno, %t, %t : f32
    %r = arith.select %m, %t, %p : f32
    // %a becomes %y
    ```
  }];
}

def ActGradFuseElementwiseOpsPass
    : Pass<"actgrad-fuse-elementwise-ops", "::mlir::func::FuncOp"> {
  let summary = "Fuse elementwise linalg producers into their consumers, "
                "recomputing cheap producers that have several consumers";
  let description = [{
    Upstream's `linalg-fuse-elementwise-ops`, with one difference in what it
    fuses: a producer with several users is fused into each of them when its
    body is cheap to recompute (no math function, no division, at most
    `max-recomputed-ops` ops) and every user is a linalg op that can take
    it. Front ends write `g * y` once and use it both in a reduction and in
    the update that follows (softmax backward); materializing it costs a
    full write and read of a temporary, recomputing it one multiply. Other
    producers are fused only into a single user, as upstream does. Unit
    dimensions should be folded first (`linalg-fold-unit-extent-dims`), so
    that keep-dim reductions and explicit broadcasts have the projected
    permutation maps fusion needs.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"maxRecomputedOps", "max-recomputed-ops", "int64_t",
           /*default=*/"4",
           "Largest body (ops, without the yield) of a multi-use producer "
           "that is recomputed in each user (0: never)">,
  ];
}

def ActGradGeneralizeNamedOpsPass
    : Pass<"actgrad-generalize-named-ops", "::mlir::func::FuncOp"> {
  let summary = "Turn named linalg ops other than fills into linalg.generic";
  let description = [{
    StableHLO's and IREE's input conversions emit named ops (`linalg.reduce`,
    `linalg.broadcast`, `linalg.map`, `linalg.mul`, `linalg.transpose`, ...);
    the fusion, tiling and vectorization passes after this one work on
    `linalg.generic`. Upstream's `linalg-generalize-named-ops` would turn
    `linalg.fill` into a generic too, which hides the accumulator
    initializations that fusion and tiling recognize as fills; they are kept.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def ActGradNarrowComparesPass
    : Pass<"actgrad-narrow-compares", "::mlir::func::FuncOp"> {
  let summary = "Compute predicates of one f16/bf16 value as integer compares "
                "of its bits";
  let description = [{
    Finds `i1` values (`arith.cmpf`, and `arith.andi`/`ori`/`xori` of them)
    computed from a single `arith.extf` of an f16 or bf16 value and
    constants, through `arith.addf`/`subf`/`mulf`/`divf`/`negf`/`select`,
    `math.fma` (one rounding) and `math.absf` without fast-math flags. Each
    one is evaluated, with the ops' own rounding (APFloat), for all 2^16
    values of its source. If it holds on
    one interval of the values' order, or outside one, it is replaced by one
    or two `arith.cmpi` on the source's bits: of the magnitude bits
    (`bits & 0x7fff`) when it ignores the sign, else of the key
    `bits ^ ((bits >>s 15) & 0x7fff)`, which orders the values as f32 does
    (-0 just below +0, the NaNs beyond the infinities). A constant predicate
    becomes a constant. Other predicates are left alone.

    So hardtanh's and hardsigmoid's masks and the NaN rule no longer widen
    `x` to f32: the compares run on the 16-bit lanes. The evaluation is the
    proof that the rewrite is exact, whatever the thresholds and however
    they round.

    Before that, `select(cmpf uno a, a, b)` selects a quiet-NaN constant
    instead of `a` when `a` is a value of one 16-bit value: it only picks
    `a` where `a` is NaN, and any NaN will do (SEMANTICS.md does not
    distinguish NaN payloads). Otherwise hardsigmoid's `alpha x + beta`
    would stay live for its NaN rule alone.

    ```mlir
    %xf = arith.extf %x : bf16 to f32
    %lo = arith.cmpf ogt, %xf, %c-1 : f32
    %hi = arith.cmpf olt, %xf, %c1 : f32
    %in = arith.andi %lo, %hi : i1
    // becomes (|x| < 1, 0x3f80 = 1.0)
    %b = arith.bitcast %x : bf16 to i16
    %m = arith.andi %b, %c0x7fff : i16
    %in = arith.cmpi ule, %m, %c0x3f7f : i16
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ActGradNarrowSelectsPass
    : Pass<"actgrad-narrow-selects", "::mlir::func::FuncOp"> {
  let summary = "Select 16-bit floats as 16-bit bits instead of widening them";
  let description = [{
    Rewrites `arith.truncf` to f16 or bf16 of a tree of `arith.select` ops
    whose leaves are `arith.extf` of that same 16-bit type or f32 constants
    it represents exactly, into the same selects on the leaves' bits as `i16`
    (`arith.bitcast`) and one bitcast back. Widening, selecting and rounding
    such values gives back the leaf's own value, so the rounding and the
    widening of the selected operands drop out of the loop: hardtanh's and
    ReLU's backward masks on bf16/f16 tensors then convert only the operand
    they compare. The select works on `i16` because LLVM 22's x86 backend
    cannot select bfloat vectors narrower than a register.

    One difference: a signalling NaN leaf passes through unchanged, where
    widening and rounding would have quieted it (a quiet NaN is the same
    either way). SEMANTICS.md does not distinguish NaN payloads.

    A bf16 rounding of any other select moves to the select's operands,
    which are rounded there, and the select takes their bits, when its mask is not
    an f32 comparison (such as a predicate actgrad-narrow-compares wrote on
    the 16-bit bits) and at most one operand needs a run-time rounding
    (constants round at compile time, widened values of the result's format
    not at all): hardsigmoid's `select(inside, g * alpha, 0)` selects the
    rounded product's bits. The f32 computation then ends in roundings only,
    which actgrad-widen-16-bit-halves needs. An f16 select of a computed
    f32 value stays in f32, where it merges into the masked arithmetic that
    computes the value (hardsigmoid's `vmulps {z}`); only a select between a
    constant and such a select (the NaN rule around it) moves past the
    rounding, a single masked move of 16-bit lanes.

    ```mlir
    %xf = arith.extf %x : bf16 to f32
    %s = arith.select %inside, %xf, %zero : f32   // %zero = 0.0 : f32
    %r = arith.truncf %s : f32 to bf16
    // becomes
    %xb = arith.bitcast %x : bf16 to i16
    %s = arith.select %inside, %xb, %c0_i16 : i16
    %r = arith.bitcast %s : i16 to bf16
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ActGradFoldMaterializedDestinationsPass
    : Pass<"actgrad-fold-materialized-destinations", "::mlir::func::FuncOp"> {
  let summary = "Drop tensor materializations into a destination that the "
                "source is already computed in";
  let description = [{
    `%w = bufferization.materialize_in_destination %r in %dest` on tensors,
    where `%r` is computed in `%dest` already (its chain of destination
    operands, through destination-style ops, loops, `scf.forall` outputs
    and `tensor.insert_slice`, ends at `%dest`), is replaced by `%r`. Empty
    tensor elimination produces exactly this: it makes the computation
    write into `%dest`, and leaves the materialization behind, which
    one-shot bufferization then reports as a read-after-write conflict
    (tiled loops) or turns into a copy of the buffer onto itself.
    Materializations of anything else are left to bufferization.
  }];
}

def ActGradForwardReturnedArgumentsPass
    : Pass<"actgrad-forward-returned-arguments", "::mlir::ModuleOp"> {
  let summary = "Return a kernel's destination argument itself, not a clone";
  let description = [{
    Ownership-based buffer deallocation makes every buffer a function returns
    owned by its caller, so a returned argument (a destination-passing
    kernel that returns its destination) is cloned: a heap allocation and a
    copy of the whole result. In a function that nothing in the module calls
    (an entry point, called from C, C++ or a JIT), this pass returns the
    argument itself instead, as a C function returning its output pointer
    does: the caller gets back its own buffer and does not own it twice.
    Functions called from inside the module keep the clone, because the
    deallocation code of their callers frees returned buffers.
  }];
}

def ActGradPromoteScratchToStackPass
    : Pass<"actgrad-promote-scratch-to-stack", "::mlir::func::FuncOp"> {
  let summary = "Put small scratch buffers on the stack, out of loops";
  let description = [{
    Replaces each `memref.alloc` with a static shape of at most `max-bytes`
    bytes that does not leave the function (is not returned or passed to a
    call, through any alias) with a `memref.alloca` at the start of its
    allocation scope, and erases its deallocations. The scope is the body of
    the closest enclosing function, `scf.forall` or `scf.parallel` (each
    thread of a parallel loop keeps its own buffer: a buffer hoisted out of
    it would be shared by the threads), or op with the
    `AutomaticAllocationScope` trait (`memref.alloca_scope`, which the
    OpenMP conversion puts around the body of a parallel loop). Static
    allocas already in the function move to the start of their scope too,
    so that no alloca is left in a sequential loop, where it would grow the
    stack on every iteration; `actgrad-to-llvm` runs the pass again after
    `scf-forall-to-for` for this reason.

    Upstream's `promote-buffers-to-stack` converts in place, and
    `buffer-loop-hoisting` treats `scf.forall` as a sequential loop.

    ```mlir
    scf.forall (%i) in (8) {
      %t = memref.alloc() : memref<16xf32>   // a thread's partial sums
      ...
    }
    %p = memref.alloc() : memref<64x16xf32>  // 4 KiB, not returned
    // becomes
    %p = memref.alloca() : memref<64x16xf32> // first op of the function
    scf.forall (%i) in (8) {
      %t = memref.alloca() : memref<16xf32>  // first op of the body
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t", /*default=*/"16384",
           "Largest buffer, in bytes, put on the stack (16 KiB: see "
           "docs/Pipeline.md, Scratch buffers)">,
  ];
}

def ActGradScratchToWorkspacePass
    : Pass<"actgrad-scratch-to-workspace", "::mlir::ModuleOp"> {
  let summary = "Give kernels a caller-provided workspace instead of heap "
                "scratch, and a function that computes its size";
  let description = [{
    The two-phase convention of vendor kernel libraries (Ascend aclnn's
    `...GetWorkspaceSize` then execute): every public function that nothing
    in the module calls (an entry point) gets a trailing argument
    `memref<?xi8> {actgrad.workspace}`, and a function
    `@<name>_workspace_size` with the entry point's other arguments returns
    the bytes it needs (as `index`; 0 if none). Each `memref.alloc` of the
    entry point that runs at most once per call (no loop around it), has an
    identity layout, sizes computed from the arguments by pure ops
    (`memref.dim`, `arith`, `affine.apply`), and does not leave the function
    becomes a `memref.view` of the workspace at a 64-byte aligned offset;
    its deallocations are erased. The size function recomputes the same
    sizes from its arguments. Entry points get the argument even when they
    need no workspace, so that every kernel of a module compiled this way is
    called alike. The workspace should be 64-byte aligned (it is correct at
    any alignment, only slower).

    ```mlir
    func.func @k(%x: memref<?x64xf32>, %out: memref<?x64xf32>) {
      %n = memref.dim %x, %c0 : memref<?x64xf32>
      %p = memref.alloc(%n) : memref<?x64xf32>
      ...
    }
    // becomes
    func.func @k(%x: memref<?x64xf32>, %out: memref<?x64xf32>,
                 %ws: memref<?xi8> {actgrad.workspace}) {
      %p = memref.view %ws[%c0][%n] : memref<?xi8> to memref<?x64xf32>
      ...
    }
    func.func @k_workspace_size(%x: memref<?x64xf32>,
                                %out: memref<?x64xf32>) -> index
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def ActGradCheckLoweredToLLVMPass
    : Pass<"actgrad-check-lowered-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Fail if anything is left that does not translate to LLVM IR";
  let description = [{
    The last stage of `actgrad-to-llvm`. Only ops of the `llvm` and `omp`
    dialects, and `builtin.module`, translate to LLVM IR. Any other op left
    in the module (an op no conversion knew, an unrealized cast between
    types that did not meet) fails the pipeline with an error naming the op
    and pointing at the location it was created from, instead of output
    that `mlir-translate` or `mlir-runner` would reject later.
  }];
}

#endif // ACTGRAD_TRANSFORMS_PASSES_TD
