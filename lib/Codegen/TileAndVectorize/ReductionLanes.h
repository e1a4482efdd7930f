//===- ReductionLanes.h - Dynamic innermost reductions in lanes -*- C++ -*-===//
//
// Private to ActGradCodegenTileAndVectorize: used by actgrad-vectorize.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_REDUCTIONLANES_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_REDUCTIONLANES_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {

/// Tiles `op`, a merged one-pass op (PReLU NCX's diff_src and diff_slope)
/// whose innermost dimension is a reduction that a result is written along,
/// by 1 along its other dimensions, and splits each tile's innermost
/// reduction into `width` lanes: a loop over the whole vectors of the row
/// adds into `width` partial sums (its tiles are elementwise and static,
/// marked with `marker` for linalg::vectorize), which one generic then adds
/// to the result (also marked); the rest of the row, less than a vector, is
/// a tile of the original op, marked with `restMarker` (none where a static
/// row is whole vectors; a static row shorter than a vector is all rest).
/// With `overlapRest` (a target without masked loads and stores, where the
/// rest would be a scalar loop with a branch per element) and a dynamic
/// row, each row is versioned on whether it holds a vector: the rest of
/// one that does is instead one more lane tile over its last `width`
/// columns, which keeps (a select on the lane index) the results and
/// partial sums of the lanes the loop already took; a narrower row keeps
/// the rest tile. Leaves `op` alone (success) where actgrad::canSplitDim
/// rejects its innermost dimension.
///
/// Upstream's partial-reduction tiling (tileUsingSCF with
/// PartialReductionOuterReduction) cannot: it takes every init as a
/// reduction, and diff_src is written along the reduced dimensions.
/// actgrad-split-reduction splits a static innermost reduction that whole
/// vectors cover into lanes (actgrad::splitReductionDim) before threads
/// tile the op; a dynamic one, or a static one with a rest (14x14 planes),
/// comes here.
LogicalResult tileReductionIntoLanes(RewriterBase &rewriter,
                                     linalg::GenericOp op, int64_t width,
                                     StringRef marker, StringRef restMarker,
                                     bool overlapRest);

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_REDUCTIONLANES_H
