//===- SeparateRestSum.h - A sum's row rest, summed apart -------*- C++ -*-===//
//
// Private to ActGradCodegenTileAndVectorize: used by actgrad-vectorize.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_SEPARATERESTSUM_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_SEPARATERESTSUM_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {

/// Marks the sum over whole vectors that separateRestSum makes, and its
/// tiles: its extent is a multiple of the width, which tiling does not
/// know, so that a dynamically sized tile of it never runs (and is
/// dropped).
constexpr StringLiteral kWholeVectorsOnlyAttr = "actgrad.whole_vectors_only";

/// Whether separateRestSum takes `op`: a reduction over outer dimensions
/// with one result, a float sum along them, whose body reads no index.
bool canSeparateRestSum(linalg::GenericOp op);

/// Splits `op` (canSeparateRestSum, its rows known to hold at least
/// `width` columns) into the sum over the rows' whole vectors of `width`
/// columns, which it returns for the caller to tile, and, where the rows
/// have a rest, the sum over their last `width` columns into an
/// accumulator of its own, static and `width` wide, whose lanes below
/// `width - rest` (columns the first sum takes) stay at -0, the sum's
/// identity, and that accumulator's addition into the first sum's result;
/// these two, each static along the columns, are also returned.
FailureOr<SmallVector<linalg::GenericOp>>
separateRestSum(RewriterBase &rewriter, linalg::GenericOp op, int64_t width);

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_SEPARATERESTSUM_H
