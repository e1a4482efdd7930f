//===- DynamicNarrowRows.h - Rows of one vector, known at run time -*- C++ -*-//
//
// Private to ActGradCodegenTileAndVectorize: used by actgrad-vectorize.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_DYNAMICNARROWROWS_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_DYNAMICNARROWROWS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {

/// Whether `op` runs over rows whose extent is known only at run time: its
/// innermost dimension is parallel and dynamic, it has an outer dimension,
/// and no result is written along a reduction (softmax's sum and update
/// over an outer axis, collapsed to [batch, rows, columns]).
bool hasDynamicRows(linalg::GenericOp op);

/// Versions `op` (hasDynamicRows) on its innermost extent: where a row
/// fits in `width` lanes, a clone tiled by 1 along every other dimension,
/// the reductions innermost, whose tile (the whole row) is marked with
/// `restMarker` for a masked vector of `width` lanes; otherwise a clone,
/// returned, for the caller to tile into whole vectors and a rest.
///
/// Tiled the usual way, a row of fewer columns than a vector is a loop
/// without a whole vector and a masked rest, inside the loop over the rows.
/// A reduction's rest then reads and writes its accumulator in memory at
/// each row, and a masked store does not forward to the next row's masked
/// load; with the reduced rows innermost and no loop over the columns, the
/// accumulator, and an elementwise op's operands broadcast along the rows
/// (softmax's sums in its update), are loop-invariant, and
/// actgrad-hoist-accumulators keeps them in registers.
FailureOr<linalg::GenericOp> versionNarrowRows(RewriterBase &rewriter,
                                               linalg::GenericOp op,
                                               int64_t width,
                                               StringRef restMarker);

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_DYNAMICNARROWROWS_H
