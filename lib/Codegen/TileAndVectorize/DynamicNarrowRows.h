//===- DynamicNarrowRows.h - Narrow rows, known at run time -----*- C++ -*-===//
//
// Private to ActGradCodegenTileAndVectorize: used by actgrad-vectorize.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_DYNAMICNARROWROWS_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_DYNAMICNARROWROWS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {

/// Whether `op` runs over rows whose extent is known only at run time: its
/// innermost dimension is parallel and dynamic, it has an outer dimension,
/// and no result is written along a reduction (softmax's sum and update
/// over an outer axis, collapsed to [batch, rows, columns]).
bool hasDynamicRows(linalg::GenericOp op);

/// Versions `op` on `columns predicate bound`, `columns` its innermost
/// extent (an scf.if of two clones); returns the clone that runs where it
/// holds and the other.
std::pair<linalg::GenericOp, linalg::GenericOp>
versionOnColumns(RewriterBase &rewriter, linalg::GenericOp op,
                 arith::CmpIPredicate predicate, int64_t bound);

/// Tiles `op` (hasDynamicRows) for narrow rows: into vectors of `width`
/// columns (a reduction) or one tile per row (elementwise), with the
/// parallel loops outside the reductions, so that each vector of a
/// reduction's columns sweeps the rows; marks the tiles with `marker`. A
/// reduction's loop over its vectors of columns is peeled into whole
/// vectors and a rest.
LogicalResult tileNarrowRows(RewriterBase &rewriter, linalg::GenericOp op,
                             int64_t width, StringRef marker);

/// Versions `op` (hasDynamicRows) on its innermost extent. Where a row is
/// narrow (for a reduction, a whole vector of `width` lanes and a rest at
/// most; otherwise one vector), a clone tiled by 1 along every other
/// dimension, the reductions innermost: a reduction's vectors of columns
/// (whole ones, then a rest) each sweep the rows, an elementwise op has one
/// tile per row; its tiles are marked with `marker` (the dynamically sized
/// ones are vectorized under a mask). Otherwise a clone, returned, for the
/// caller to tile into whole vectors and a rest inside the rows' loop.
///
/// Tiled that way, a row with a rest reads and writes a reduction's
/// accumulator for the rest in memory at each row, and a masked store does
/// not forward to the next row's masked load. In the narrow version the
/// accumulator, and an elementwise op's operands broadcast along the rows
/// (softmax's sums in its update), are loop-invariant, and
/// actgrad-hoist-accumulators keeps them in registers.
FailureOr<linalg::GenericOp> versionNarrowRows(RewriterBase &rewriter,
                                               linalg::GenericOp op,
                                               int64_t width, StringRef marker);

/// Tiles `op` (hasDynamicRows) for vectors of `width` lanes in run-time
/// versions for narrow and wide rows (versionNarrowRows), marking the tiles
/// with `marker`; `tileForVectors` tiles a version into whole vectors of
/// the given lanes and a peeled rest. Without masks (`maskable` false),
/// rows that hold a vector end in an overlapping vector (overlapRowRest),
/// and narrower rows take vectors of half the lanes, down to four (one
/// 128-bit register of f32; `registerLanes` is a whole register's f32
/// lanes); below that a reduction sweeps the rows one column at a time and
/// an elementwise op keeps a scalar rest. A sum whose rows are the outer
/// loop sums its rows' last whole vector apart (separateRestSum). With
/// masks, a reduction's rows of up to four vectors have a version of their
/// own that sweeps the rows once with a tile of four vectors, the rest under
/// a mask, its accumulators in registers.
LogicalResult tileDynamicRows(
    RewriterBase &rewriter, linalg::GenericOp op, int64_t width,
    int64_t registerLanes, bool maskable, StringRef marker,
    function_ref<LogicalResult(linalg::GenericOp, int64_t)> tileForVectors);

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_DYNAMICNARROWROWS_H
