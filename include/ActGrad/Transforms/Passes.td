//===- Passes.td - ActGrad CPU code-generation passes ------*- tablegen -*-===//
//
// Passes that turn the linalg-on-tensors form of actgrad ops into fast host
// CPU code. They work on any linalg.generic, not only on lowered actgrad ops.
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

def ActGradTileAndVectorizePass
    : Pass<"actgrad-tile-and-vectorize", "::mlir::func::FuncOp"> {
  let summary = "Tile linalg.generic ops for threads and vectors, fusing "
                "their producers";
  let description = [{
    For every linalg.generic whose results feed no other linalg op (a root):

    0. Merges independent generics over one static iteration space that
       read a common input into one multi-result generic (`fuse-siblings`),
       so the input is read once: two elementwise ops, or a reduction and an
       elementwise op whose results cover every dimension (PReLU's diff_slope
       and diff_src become one sweep).
    1. Collapses runs of static iteration dimensions that are contiguous in
       every operand, so that an elementwise op of any rank is one long loop.
    2. Splits the reductions of such merged one-pass generics, which
       upstream's partial-reduction tiling cannot take: an innermost
       reduction whose extent `vector-width` divides into `vector-width`
       lanes of partial sums (the innermost dimension becomes parallel and
       vectorizes); the outermost reduction, when it is the outermost
       dimension or the parallel ones give fewer than 8 thread tiles, into
       chunks of about `tile-elements` iterations with partial sums of their
       own, so threads sweep whole chunks in memory order. A second generic
       adds the partial sums to the original init.
    3. Tiles the root with `scf.forall` along its outer parallel dimensions
       (a split generic: along its chunks), about `tile-elements` iterations
       per tile, and fuses its producers (fills, reductions such as
       softmax's sum, elementwise ops) into the tile, so that a reduction and
       the update that uses it run while the tile is in cache. Reduction
       dimensions are never split here.
    4. Tiles each generic inside by `vector-width` along its innermost
       dimension (by 1 along the others), peels the partial last iteration,
       and vectorizes the full, static tiles; the peeled remainder stays a
       loop. An innermost reduction is tiled into `vector-width` partial sums
       combined once per row; an outer reduction accumulates whole vectors.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"tileElements", "tile-elements", "int64_t", /*default=*/"16384",
           "Iterations per thread tile (0 disables thread tiling)">,
    Option<"fuseSiblings", "fuse-siblings", "bool", /*default=*/"true",
           "Merge independent generics that share an input into one "
           "multi-result loop">,
    Option<"vectorWidth", "vector-width", "int64_t", /*default=*/"-1",
           "Elements per vector along the innermost dimension (0 disables "
           "vectorization; -1: the f32 lanes of the target recorded on the "
           "module as `llvm.target`, see actgrad-set-target)">,
    Option<"minThreadWork", "min-thread-work", "int64_t", /*default=*/"0",
           "Elementwise ops with less estimated work (iterations x body "
           "ops, a math function or a division counting as 10) get no "
           "thread tiles (0: every op is tiled)">,
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
    in f32 (upstream's f32 expansion). The approximations keep overflow
    (`+inf`), underflow and NaN behaviour. Ops on tensors are left alone:
    the pipeline has turned them into linalg ops first. Math functions
    without an approximation are lowered later to LLVM intrinsics or libm
    calls.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect",
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
    the address really is aligned (else the plain store runs). f32 vectors
    become a `vector.store {nontemporal = true}`; f16 vectors an `llvm.store
    volatile ... nontemporal` of the same bits as i16, because LLVM drops
    `!nontemporal` on half vector stores. bf16 vectors go the same way when
    the module's target (`llvm.target`, see `actgrad-set-target`) is x86,
    with the i16 bits passed through an empty `llvm.inline_asm`
    ("=x,0"): LLVM 22's x86 backend folds any bitcast of a bfloat vector back
    into a bfloat store, which it cannot stream; elsewhere bf16 stays plain.
    Stores are left plain where streaming does not pay: into rows that are
    not a whole number of vectors (a strided row's peeled tail would share a
    line with streamed vectors; f16 softmax over 7x7 planes ran 28 -> 49 GB/s
    once left plain), and half-line (32-byte) stores in loops that divide or
    call math functions (swish), which write lines too slowly. An output
    that does not stay in the core's cache is then written without first
    being read in: on this machine a DRAM-sized f32 kernel went from 38 to
    52 GB/s (PERF.md), and an L3-sized one (1Mi f32 elements, 4 MiB output)
    moved from 0.57-0.64 to 0.93 of the best triad; PReLU bf16 on two
    threads from 80-85 to 100-108 GB/s. Smaller outputs keep plain stores,
    which are faster while the data stays cached. No upstream
    pass emits non-temporal stores.
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
    along the innermost dimension. The hardware prefetcher alone leaves a
    DRAM-sized elementwise kernel well below the bandwidth ceiling on this
    machine (PERF.md: 10 -> 35 GB/s with prefetch 512 elements ahead). No
    upstream pass inserts prefetches.
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

def ActGradCheckPipelineInputPass
    : Pass<"actgrad-check-pipeline-input", "::mlir::ModuleOp"> {
  let summary = "Reject actgrad ops that actgrad-to-llvm would leave unlowered";
  let description = [{
    Bufferization and the lowering to loops work on the `func.func` ops at the
    top level of the module. An actgrad op anywhere else (a nested module, a
    `gpu.module`, an `llvm.func`) would survive as tensor code in the output,
    so this first stage of `actgrad-to-llvm` reports it as an error.
  }];
}

def ActGradFenceSelectedValuesPass
    : Pass<"actgrad-fence-selected-values", "::mlir::func::FuncOp"> {
  let summary = "Keep loads out of masked x86 instructions";
  let description = [{
    Wraps each value operand of a 1-D floating-point vector `arith.select`
    that is computed elementwise from a vector load (`vector.transfer_read`
    or `vector.load`) in `llvm.arithmetic.fence`. Without it, x86
    instruction selection folds the load into a masked instruction with a
    memory operand: hardtanh's `select(min < x < max, g, 0)` becomes
    `vmovups (mem), %zmm {%k} {z}`, hardsigmoid's `select(..., alpha * g, 0)`
    a masked `vmulps (mem)`, and a bf16 select of widened loads is narrowed
    back to bf16 and becomes a masked `vmovdqu16 (mem)`. On the AMD EPYC
    hosts of this project such masked memory accesses stream from DRAM at
    about 60% of the rate of plain loads (16Mi elements, 1 thread, measured
    by swapping the instructions in the generated code: hardtanh f32 34-39
    vs 48-59 GB/s, hardsigmoid f32 30-35 vs 51-56 GB/s, hardtanh bf16 18-24
    vs 39-40 GB/s). The fence returns its operand unchanged and is opaque to
    those folds; the loads then fold into unmasked instructions. `freeze`
    does not do: LLVM drops it where it sees the value cannot be poison.
    Selects whose values involve no load are left alone; the pass does
    nothing unless the target recorded on the module (`llvm.target`, see
    `actgrad-set-target`) is x86.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
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
