//===- Passes.td - ActGrad X86 code-generation passes -*- tablegen -*-===//
//
// Passes that only x86 targets need; the pipeline schedules them for x86
// targets alone.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_X86_PASSES_TD
#define ACTGRAD_CODEGEN_X86_PASSES_TD

include "mlir/Pass/PassBase.td"

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
    (`llvm.target`, see `actgrad-set-target`) is x86 with AVX-512: AVX2's
    selects are blends, whose memory operand is a plain load, and a fence
    there would only keep LLVM from folding a clamp's compare and select
    into `vmaxps`.
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

def ActGradShuffleHalfWordsPass
    : Pass<"actgrad-shuffle-half-words", "::mlir::func::FuncOp"> {
  let summary = "Widen 8 loaded 16-bit lanes to i32 high halves with VPSHUFB";
  let description = [{
    Rewrites, on x86 targets with AVX2, the widening of 8 lanes of 16-bit
    values into the high halves of i32 lanes that bf16 arithmetic is
    expanded into (`actgrad-legalize-bf16`):
    `arith.shli(arith.extui(%x : vector<8xi16>), 16)`, where `%x` is a
    whole 1-D vector read from memory (`vector.load`, or an unmasked
    in-bounds minor-identity `vector.transfer_read`, through bitcasts). It
    becomes `%x` duplicated into both 128-bit halves (`vector.shuffle`,
    which x86 selects as VBROADCASTI128 from memory) and the intrinsic
    `llvm.x86.avx2.pshuf.b`, which moves each half's four values to the
    high halves of its i32 lanes and zeroes the low ones: one in-lane
    shuffle where LLVM selects VPMOVZXWD and VPSLLD. The same bits. A
    widening of a computed value is left as it is: duplicating it into
    both halves would cost the shuffle it saves.
    The pass does nothing unless the target recorded on the module
    (`llvm.target`, see `actgrad-set-target`) is x86 with AVX2; it runs
    after `actgrad-legalize-bf16`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::vector::VectorDialect"];
}

#endif // ACTGRAD_CODEGEN_X86_PASSES_TD
