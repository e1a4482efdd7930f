//===- SplitReduction.h - Split a reduction dimension in two ----*- C++ -*-===//
//
// Private to ActGradCodegenTileAndVectorize: used by actgrad-split-reduction,
// actgrad-pack-narrow-rows and the reduction lanes of actgrad-vectorize.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_SPLITREDUCTION_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_SPLITREDUCTION_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {

/// The `arith.addf` that accumulates into the output whose region argument is
/// number `initIndex`, if the argument is used by nothing else and the sum is
/// what the op yields for that output; null otherwise.
arith::AddFOp getAccumulation(linalg::GenericOp op, unsigned initIndex);

/// Where partial sums over loop `dim` go among the results of `map` (an
/// output's projected permutation): before the first result of a later
/// loop, so that they are laid out in loop order.
int64_t getPartialSumsPosition(AffineMap map, unsigned dim);

/// Zero-filled partial sums of the output `init`: its shape with a
/// dimension of `extent` inserted at `position`.
Value createZeroPartialSums(OpBuilder &b, Location loc, Value init,
                            int64_t position, OpFoldResult extent);

/// `init` plus the sum of `partial` over its dimension `position` (the
/// partial sums of createZeroPartialSums), added with `flags`, the
/// accumulation's own.
Value addPartialSums(OpBuilder &b, Location loc, Value partial, Value init,
                     int64_t position, arith::FastMathFlags flags);

/// Whether splitReductionDim can split dimension `dim` of `op` by a factor
/// that divides it: projected-permutation maps, no `linalg.index`, and every
/// result indexed by `dim` or, for a reduction dimension, an `arith.addf`
/// sum over it.
bool canSplitDim(linalg::GenericOp op, unsigned dim);

/// Splits the static dimension `dim` of `op` (extent E) into an outer
/// dimension of extent `outerExtent` and an inner one of extent
/// E / `outerExtent`. Of a reduction dimension, one of the two becomes
/// parallel (`outerParallel` picks which), and each result reduced over `dim`
/// (an `arith.addf` accumulation) is computed as partial sums along the new
/// parallel dimension, which a second generic then adds to the original
/// init; a parallel dimension gives two parallel ones. Results indexed by
/// `dim` are computed on expanded tensors and collapsed back. Returns the
/// generic that computes the partial sums (or the split parallel results).
///
/// Upstream's `linalg::splitReduction` does this for ops with a single
/// output; a one-pass PReLU backward also writes diff_src, indexed by the
/// reduced dimensions.
FailureOr<linalg::GenericOp>
splitReductionDim(RewriterBase &rewriter, linalg::GenericOp op, unsigned dim,
                  int64_t outerExtent, bool outerParallel);

/// Whether `op` is a dynamically shaped generic that writes along its
/// reductions and whose only parallel dimension is its innermost, static
/// one (PReLU NXC's one-pass sweep): its rows cannot be chunked, since no
/// chunk count is known to divide them.
bool isDynamicRowSweep(linalg::GenericOp op);

/// Whether `op` is a dynamic row sweep over two or more row dimensions
/// whose outermost one (the batch) parallelizeReductionDim can make
/// parallel: actgrad-collapse-contiguous-dims keeps that batch apart and
/// actgrad-split-reduction makes it parallel, so that threads sweep whole
/// images. A single row dimension would need partial sums as large as the
/// op's inputs.
bool hasParallelizableBatch(linalg::GenericOp op);

/// Makes the reduction dimension `dim` of `op` parallel whole: each result
/// summed over it (an `arith.addf` accumulation, not indexed by it) is
/// computed as zero-filled partial sums indexed by it too, which a second
/// generic then adds to the original init; the other results are indexed by
/// it (canSplitDim). splitReductionDim with chunks of one, for a dynamic
/// extent, which no chunk count is known to divide. Returns the generic that
/// computes the partial sums.
FailureOr<linalg::GenericOp> parallelizeReductionDim(RewriterBase &rewriter,
                                                     linalg::GenericOp op,
                                                     unsigned dim);

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_SPLITREDUCTION_H
