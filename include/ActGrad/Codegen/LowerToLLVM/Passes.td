//===- Passes.td - ActGrad LowerToLLVM code-generation passes -*- tablegen -*-===//
//
// Vector math, memory access and the checks of the LLVM dialect output.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_LOWER_TO_LLVM_PASSES_TD
#define ACTGRAD_CODEGEN_LOWER_TO_LLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

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
    upstream's), also on each 16-lane slice of a vector of several times
    16 lanes (a wide tile of 16-bit values widened to f32), elsewhere a
    degree-7 polynomial with 2^m applied as two
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
    "::mlir::ub::UBDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    ListOption<"functions", "functions", "std::string",
               "Approximate only these functions (math op mnemonics, e.g. "
               "exp,expm1); all of the above if empty">,
  ];
}

def ActGradNontemporalStoresPass
    : Pass<"actgrad-nontemporal-stores", "::mlir::func::FuncOp"> {
  let summary = "Stream full-vector stores into large buffers past the caches";
  let description = [{
    On buffers (after bufferization): a full-vector `vector.transfer_write`
    (unmasked, in bounds, unit stride; a cache line of f32, or a half or a
    whole line of f16/bf16; the line size is the target's)
    into a buffer of at least `min-bytes` becomes a non-temporal store
    aligned to its size, guarded by a run-time check that the address
    really is aligned (else the plain store runs). The size of a
    dynamically shaped buffer is tested at run time too, once, where the
    buffer is defined, and the test joins the alignment test. Where every
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

def ActGradCheckLoweredToLLVMPass
    : Pass<"actgrad-check-lowered-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Fail if anything is left that does not translate to LLVM IR";
  let description = [{
    The last stage of `actgrad-to-llvm`. Only ops of the `llvm` and `omp`
    dialects, and `builtin.module`, translate to LLVM IR. Any other op left
    in the module (an op no conversion knew, an unrealized cast between
    types that did not meet) fails the pipeline with an error naming the op
    and pointing at the location it was created from, instead of output
    that `mlir-translate` or `mlir-runner` would reject later. With
    `gpu-binaries` (actgrad-to-nvvm), `gpu.binary` and `gpu.launch_func`
    on LLVM types are accepted too: the GPU dialect's LLVM IR translation
    embeds the one and lowers the other to runtime calls.
  }];
  let options = [
    Option<"gpuBinaries", "gpu-binaries", "bool", /*default=*/"false",
           "Accept gpu.binary and gpu.launch_func">,
  ];
}


def ActGradLowerDynamicExpandShapesPass
    : Pass<"actgrad-lower-dynamic-expand-shapes", "::mlir::func::FuncOp"> {
  let summary = "Lower memref.expand_shape ops with several dynamic sizes in "
                "a group to reinterpret casts";
  let description = [{
    Upstream's `expand-strided-metadata` lowers an expansion only when each
    group of its result holds at most one dynamic size (it asserts so, and
    crashes without assertions), although `output_shape` gives them all.
    actgrad-pack-narrow-rows' run-time packing expands a dynamic row length
    into [rows / k, k columns]. Each such expansion becomes a
    `memref.reinterpret_cast` of its source's base buffer, at its source's
    offset, with `output_shape`'s sizes and the strides that the expansion
    implies (within a group, each stride is the next one times the next
    size), and a `memref.cast` back to the expansion's type where the two
    layouts are written differently. Runs right before
    `expand-strided-metadata`.

    ```mlir
    %e = memref.expand_shape %flat [[0], [1, 2]] output_shape [%n, %b, %p]
        : memref<?x?xf32> into memref<?x?x?xf32>
    // becomes
    %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %flat
    %stride = arith.muli %p, %c1 : index
    %e = memref.reinterpret_cast %base to offset: [0],
        sizes: [%n, %b, %p], strides: [%strides#0, %stride, 1]
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ActGradSerializeSingleIterationLoopsPass
    : Pass<"actgrad-serialize-single-iteration-loops", "::mlir::func::FuncOp"> {
  let summary = "Run OpenMP parallel loops of one iteration on the calling "
                "thread, without OpenMP";
  let description = [{
    For each `omp.parallel` whose body is one worksharing loop with bounds
    computed before it: a thread loop of a single iteration (a small
    dynamically shaped op, which actgrad-tile-and-fuse makes one tile when
    its size at run time is below the thread thresholds) must not wake the
    OpenMP workers, nor pay libomp's serialized-region calls (about a
    microsecond, as much as the op itself at 20K elements). The region is
    versioned on `iterations >= 2`: the parallel region, else a sequential
    `scf.for` nest with a copy of the loop's body. Where the region holds
    more than the loop (or the loop's body more than one block), it gets
    OpenMP's `if` clause with the same condition instead. Loops whose
    bounds are constants with two or more iterations, and regions that
    already have an `if` or `num_threads` clause, are left alone. Runs
    after `convert-scf-to-openmp`.

    ```mlir
    %several = arith.andi %nonEmpty, %second : i1
    scf.if %several {
      omp.parallel { omp.wsloop { omp.loop_nest (%i) : index = (%c0) to (%n) step (%t) { ... } } ... }
    } else {
      scf.for %i = %c0 to %n step %t { ... }
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::omp::OpenMPDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def ActGradFitThreadCountPass
    : Pass<"actgrad-fit-thread-count", "::mlir::ModuleOp"> {
  let summary = "Fork at most one OpenMP thread per tile of a thread loop";
  let description = [{
    For each `omp.parallel` whose body is one worksharing loop with bounds
    computed before it, and which has no `num_threads` clause: the clause
    becomes `ceil(tiles / ceil(tiles / omp_get_max_threads()))`, computed
    at run time, where `tiles` is the loop's trip count. A loop of fewer
    tiles than the caller allows threads forks one thread per tile instead
    of waking the whole team, so adding cores never slows it down; a larger
    one forks as many threads as its busiest thread's share of tiles needs
    (17 tiles on 16 threads: 9 threads of two tiles). Declares
    `omp_get_max_threads` (libomp, which the thread loops link anyway).
    Runs after `convert-scf-to-openmp` and
    `actgrad-serialize-single-iteration-loops`.

    ```mlir
    %max = call @omp_get_max_threads() : () -> i32
    %per = arith.ceildivsi %tiles, %maxIndex : index
    %n = arith.ceildivsi %tiles, %per : index
    omp.parallel num_threads(%n32 : i32) { omp.wsloop { ... } }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::omp::OpenMPDialect",
  ];
}

def ActGradLegalizeBF16Pass
    : Pass<"actgrad-legalize-bf16", "::mlir::func::FuncOp"> {
  let summary = "Compute bf16 in f32 and round to bf16 with integer "
                "arithmetic on targets without a rounding instruction";
  let description = [{
    Where the function's target (the module's `llvm.target`, see
    `actgrad-set-target`) has no f32 -> bf16 rounding instruction
    (`CPUTargetInfo::hasNativeBF16Rounding`: x86 without AVX512-BF16 or
    AVX-NE-CONVERT), LLVM 22 rounds to bf16 by a call to `__truncsfbf2` per
    element: for an `fptrunc` to bfloat, and for each bf16 operation
    (`fadd`, `maximum`, a vector reduction), which it computes in f32. GCC
    12's libgcc has no `__truncsfbf2`, so the object does not link without
    compiler-rt, and a vector of roundings becomes a loop of calls. There
    this pass, with upstream's patterns:

    1. computes arith operations and vector reductions on bf16 in f32
       between an `arith.extf` and an `arith.truncf`
       (`arith::populateEmulateUnsupportedFloatsPatterns`, as LLVM would:
       one rounding per operation; a reduction rounds once, at its end);
    2. rewrites each `arith.extf` of bf16 to f32 as a shift of the bits
       (`arith::populateExpandBFloat16Patterns`; LLVM widens a vector of
       bfloat one lane at a time on AVX2), and each `arith.truncf` of f32 to
       bf16 in the default mode (nearest even) as integer arithmetic: the
       rounding bias added to the bits, a shift and a truncation to i16,
       upstream's expansion except that a NaN is replaced by the quiet NaN
       0x7FC00000 in f32 before it (LLVM scalarizes upstream's select of
       i16 lanes on AVX2), where the NaN could have a non-zero low half
       (bits 0-15), which the bias could carry into the exponent. Widened
       bf16 values, constants of such bits, the bits of an integer shifted
       left by 16 or more or masked by a constant with a zero low half
       (the even and odd lanes of bf16 pairs), and IEEE arithmetic on them,
       through selects, vector shuffles and `scf.for` iterations, have
       none: LLVM's NaN results are the preferred NaN or a quieted operand
       NaN. Their roundings skip the pick and keep the NaN's sign and
       payload; other NaNs give 0x7FC0. Subnormal results are kept.
       Roundings of f64 and in an explicit mode stay casts. The roundings
       of the even and odd lanes that actgrad-widen-16-bit-halves
       interleaves become one i32 vector, `(odd & 0xffff0000) | (even >>
       16)` of their biased bits, instead of two narrowings and a shuffle.

    Where the target has the instruction, the pass changes nothing. It runs
    after the last pass that creates operations (`convert-linalg-to-loops`,
    `convert-vector-to-scf`) and before `arith` and `vector` go to the LLVM
    dialect.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

#endif // ACTGRAD_CODEGEN_LOWER_TO_LLVM_PASSES_TD
