//===- SplitReduction.h - Split a reduction dimension in two ----*- C++ -*-===//
//
// Private to ActGradCodegenTileAndVectorize: used by actgrad-split-reduction and
// actgrad-pack-narrow-rows.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_SPLITREDUCTION_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_SPLITREDUCTION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {

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

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_SPLITREDUCTION_H
