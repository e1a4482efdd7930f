//===- NarrowColumns.h - Dynamic column reductions of narrow rows -*- C++ -*-=//
//
// Private to ActGradCodegenTileAndVectorize: used by actgrad-vectorize.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_NARROWCOLUMNS_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_NARROWCOLUMNS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {

/// Whether `op` reduces rows into columns whose extent is known only at run
/// time: its innermost dimension is parallel and dynamic, an outer one is a
/// reduction, and no result is written along a reduction (softmax's sum
/// over an outer axis, collapsed to [batch, rows, columns]).
bool isDynamicColumnReduction(linalg::GenericOp op);

/// Versions `op` (isDynamicColumnReduction) on its innermost extent: where
/// the columns fit in `width` lanes, a clone tiled by 1 along every other
/// dimension, whose tile (the whole row) is marked with `restMarker` for a
/// masked vector of `width` lanes; otherwise a clone, returned, for the
/// caller to tile into whole vectors and a rest. Tiled the usual way, with
/// the loop over the columns inside the loop over the reduced rows, a row
/// of fewer columns than a vector is one masked tile that reads and writes
/// its accumulator in memory at each row, and a masked store does not
/// forward to the next row's masked load; with the rows inside, the
/// accumulator is loop-invariant and actgrad-hoist-accumulators keeps it in
/// a register.
FailureOr<linalg::GenericOp> versionNarrowColumns(RewriterBase &rewriter,
                                                  linalg::GenericOp op,
                                                  int64_t width,
                                                  StringRef restMarker);

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_NARROWCOLUMNS_H
