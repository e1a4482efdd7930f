//===- CPUCodegenUtils.h - Shared by the CPU codegen passes -----*- C++ -*-===//
//
// Private to lib/Codegen. The passes that tile and vectorize linalg on
// tensors (sibling fusion, dimension collapsing, reduction splitting, the
// lowering configuration, thread tile-and-fuse, vectorization, accumulator
// hoisting) hand decisions to each other through one discardable dictionary
// attribute on the ops, `actgrad.lowering_config`, as IREE's LLVMCPU passes
// do through `lowering_config`:
//
//   partial_sums                 (unit)  set by actgrad-split-reduction: the
//                                        op computes partial sums and is
//                                        tiled like a root although it feeds
//                                        the generic that adds them up;
//   chunk_dim                    (i64)   set by actgrad-split-reduction:
//                                        threads take one chunk each along
//                                        this dimension;
//   thread_tile_sizes   (array<i64>)     set by actgrad-cpu-lowering-config,
//                                        read and removed by
//                                        actgrad-tile-and-fuse;
//   serial_below_iterations      (i64)   set by actgrad-cpu-lowering-config
//                                        on dynamically shaped roots: with
//                                        fewer iterations at run time,
//                                        actgrad-tile-and-fuse makes the op
//                                        one tile, which runs on one thread.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_UTILS_CPUCODEGENUTILS_H
#define ACTGRAD_LIB_CODEGEN_UTILS_CPUCODEGENUTILS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"

namespace mlir::actgrad::detail {

constexpr StringLiteral kLoweringConfigAttrName = "actgrad.lowering_config";
constexpr StringLiteral kPartialSumsKey = "partial_sums";
constexpr StringLiteral kChunkDimKey = "chunk_dim";
constexpr StringLiteral kThreadTileSizesKey = "thread_tile_sizes";
constexpr StringLiteral kSerialBelowIterationsKey = "serial_below_iterations";

/// The entry `key` of `op`'s lowering configuration, or null.
Attribute getLoweringConfigEntry(Operation *op, StringRef key);

/// Sets the entry `key` of `op`'s lowering configuration to `value`.
void setLoweringConfigEntry(Operation *op, StringRef key, Attribute value);

/// Ops over a statically empty iteration space do nothing; upstream's tiling
/// utilities do not expect them, so they are left alone.
bool isStaticallyEmpty(linalg::LinalgOp op);

bool isAllParallel(linalg::LinalgOp op);

/// True if a linalg op other than a fill produces one of `op`'s operands:
/// such an op is fused into `op`'s tiles, which needs the two to keep
/// matching iteration spaces.
bool hasFusableProducer(linalg::LinalgOp op);

/// True if some output of `op` is indexed by one of its reduction
/// dimensions: a parallel result merged into a reduction (one-pass PReLU).
bool writesAlongReduction(linalg::LinalgOp op);

/// True if `op` can be merged with a sibling: a static iteration space and
/// projected-permutation maps.
bool isMergeable(linalg::GenericOp op);

/// True if `op` has loops and only projected-permutation maps, whatever its
/// shape: what a dynamically shaped sibling merge needs of each op.
bool hasMergeableMaps(linalg::GenericOp op);

/// Whether every result of `op` is indexed by a projected permutation, as
/// upstream's tiling of a result needs.
bool hasProjectedPermutationResults(linalg::LinalgOp op);

/// The generics at the top level of `func`, in order.
SmallVector<linalg::GenericOp> collectTopLevelGenerics(func::FuncOp func);

/// The roots of the fusion groups: generics none of whose results feed
/// another linalg op in the same block, generics computing partial sums
/// (`partial_sums` in their lowering configuration), and merged sweeps
/// (writesAlongReduction), whatever their results feed.
SmallVector<linalg::GenericOp> collectRoots(func::FuncOp func);

/// A rough cost of one iteration of `op`: the ops in its body, a math
/// function other than fma or a division (tens of cycles each) counting as
/// ten. Thread tiles are sized by it.
int64_t estimateIterationWork(linalg::GenericOp op);

/// The cost of one iteration of `op` on its target, against which
/// `min-thread-work` is set: estimateIterationWork's, with a bitcast
/// counting as nothing, an integer op on 16-bit lanes as half, a rounding to
/// bf16 that the target has no instruction for as the ops it expands to, and
/// all of it times AVX-512's 16 f32 lanes (at which `min-thread-work` was
/// measured) over the target's (2 with AVX2, 4 with SSE or NEON): a
/// narrower vector needs that many more instructions for the same
/// iterations. At least 1.
int64_t estimateIterationCost(linalg::GenericOp op);

/// Tile sizes giving about `target` iterations per thread tile: inner
/// dimensions stay whole, reductions are never split. Empty if the op is
/// small enough to stay in one tile.
SmallVector<int64_t> getThreadTileSizes(linalg::LinalgOp op, int64_t target);

/// The number of tiles `getThreadTileSizes` makes of `op`.
int64_t countThreadTiles(linalg::LinalgOp op, int64_t target);

/// Whether `root` is an elementwise op whose estimated work (iterations
/// times estimateIterationCost) is below `minThreadWork` and, unless
/// `minThreadBytes` is 0, whose operands hold fewer than `minThreadBytes`
/// bytes: starting threads costs more than it saves.
bool isTooSmallForThreads(linalg::GenericOp root, int64_t minThreadWork,
                          int64_t minThreadBytes);

/// For a dynamically shaped elementwise root (all parallel, no fused
/// producer), the iteration count from which `isTooSmallForThreads` would
/// thread it: below it, its estimated work is under `minThreadWork` and,
/// unless `minThreadBytes` is 0, the bytes it moves are under
/// `minThreadBytes`. Nullopt for other ops, or when `minThreadWork` is 0.
std::optional<int64_t> getMinThreadIterations(linalg::GenericOp root,
                                              int64_t minThreadWork,
                                              int64_t minThreadBytes);

/// The f32 lanes to vectorize with: `option` if it is not -1, else those of
/// the target recorded on the module. Emits an error naming `pass` and fails
/// for other negative values or when there is no target.
FailureOr<int64_t> resolveVectorWidth(func::FuncOp func, int64_t option,
                                      StringRef pass);

/// How many vectors of partial sums a loop may keep in registers: half the
/// target's vector registers (8 of AVX2's 16, 16 of AVX-512's 32), the rest
/// left for the loop body. actgrad-hoist-accumulators unrolls vector loops
/// of at most this many iterations, and actgrad-pack-narrow-rows packs rows
/// into at most this many vectors, so that they stay in registers.
int64_t getMaxAccumulatorVectors(Operation *op);

/// The canonicalization patterns of the dialects that tiling and
/// vectorization produce (affine, arith, linalg, scf, tensor, vector, and
/// the loaded dialects' own), and empty-tensor folding. Built once, in a
/// pass's `initialize`.
FrozenRewritePatternSet getCleanUpPatterns(MLIRContext *context);

/// Applies `patterns` (from `getCleanUpPatterns`), then CSEs inside the loop
/// nests (only there: merging identical top-level ops could make two
/// results share the buffer a user's `bufferization.to_buffer` still reads).
/// Not converging is harmless. Upstream's canonicalize and CSE passes would
/// also touch the bufferization ops and CSE the top level.
void cleanUp(func::FuncOp func, const FrozenRewritePatternSet &patterns);

/// Whether the target loads and stores `op`'s operands under a mask in one
/// instruction. Elsewhere LLVM scalarizes most masked loads and stores.
bool hasMaskedMemoryOps(linalg::LinalgOp op);

/// Whether every op of `op`'s body may run on lanes whose values it does
/// not use: the padding lanes of a masked vector, which hold poison (zeros
/// after a zeroing masked load), or lanes computed again. An integer
/// division would trap on them.
bool isSpeculatableBody(linalg::LinalgOp op);

/// Whether `op` is a one-lane tile of a reduction that reads f16. LLVM
/// (through LLVM 22) loads a lone f16 element with VPINSRW into an undefined
/// register, which it may take from the loop-carried partial sum: each
/// iteration's load then waits for the previous sum. A masked full-width
/// tile loads with a zeroing masked move instead. Only f16 inputs indexed
/// by the tile's (innermost) loop are loaded per lane; a broadcast one is not.
bool isSingleF16ReductionLane(linalg::LinalgOp op);

/// `type` (a scalar or a vector) with its element type replaced.
Type withElementType(Type type, Type element);

/// Whether `type` (a scalar, vector or tensor type) has f16 or bf16
/// elements.
bool is16BitFloat(Type type);

/// Whether `op`, on a target that works on a register of f16 or bf16 values
/// as 16-bit lanes (AVX-512BW: compares, selects, shuffles), gets tiles of
/// such a register, which actgrad-widen-16-bit-halves widens to two
/// registers of f32: an elementwise generic on f16 and bf16 operands only,
/// or an innermost reduction of such inputs into f32 (softmax's dot
/// product), whose two registers of partial sums also halve the chain of
/// dependent additions. With AVX2, elementwise bf16 generics only
/// (CPUTargetInfo::hasWideBF16Lanes).
bool isWide16BitGeneric(linalg::GenericOp op);

/// Whether `op` is an elementwise generic with bf16 results that reads f32
/// varying along its innermost dimension (the row sums of a softmax over an
/// outer axis), on a target with AVX2 and without AVX-512BW. Its tiles stay
/// in lane order (the even and odd lanes of actgrad-widen-16-bit-halves would
/// need the f32 operand deinterleaved), but at two registers of f32, so
/// that LLVM narrows the two registers' roundings together: VPSRLD twice,
/// one VPACKUSDW and one VPERMQ per 16 lanes, against VPSRLD, VEXTRACTI128
/// and VPACKUSDW per 8. Static shapes only: dynamic rows end in an
/// overlapping last vector, which at 16 lanes recomputes more of a short row
/// (an outer axis's rows of 13 or 49) than the pairing saves.
bool isPairedBF16RoundingGeneric(linalg::GenericOp op);

/// Whether `op` is a float max or min (maximumf, minimumf, maxnumf,
/// minnumf) or a float sum: a combiner whose reduction may run in twice the
/// lanes, as independent chains (actgrad-vectorize,
/// actgrad-widen-16-bit-halves). A max or min is exact, so its value does
/// not depend on the order; a sum's may, and any summation order is allowed
/// (SEMANTICS.md §3), as front ends leave it unspecified too.
inline bool isLaneSplittableCombiner(Operation *op) {
  return isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
             arith::MinNumFOp, arith::AddFOp>(op);
}

/// Whether `trunc` rounds f32 to f16 or bf16.
bool isRoundingTo16Bit(arith::TruncFOp trunc);

/// The f16 or bf16 value (scalar or vector) that `value` widens with an
/// `arith.extf`, or null: the 16-bit passes rewrite what depends on it.
Value getWidened16Bit(Value value);

/// A vector of 2W bf16 values read as W i32 lanes holds the even elements in
/// the low halves and the odd ones in the high halves: `bits << 16` and
/// `bits & 0xffff0000` are their f32 values (actgrad-widen-16-bit-halves).
constexpr uint32_t kBF16EvenLanesShift = 16;
constexpr uint32_t kBF16OddLanesMask = 0xffff0000u;

/// The 16-bit format whose values `value` (f32, scalar or vector) holds
/// exactly because it widens them: an `arith.extf` of f16 or bf16, or one
/// half of a bf16 vector widened by actgrad-widen-16-bit-halves (`bits << 16`
/// or `bits & 0xffff0000` of its i32 view); else null.
Type getWidened16BitFormat(Value value);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CODEGEN_UTILS_CPUCODEGENUTILS_H
