//===- PackDynamicRows.h - Narrow rows packed at run time -------*- C++ -*-===//
//
// Private to ActGradCodegenTileAndVectorize: used by
// actgrad-pack-narrow-rows.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_PACKDYNAMICROWS_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_PACKDYNAMICROWS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad::detail {

/// Whether `value` bufferizes to a buffer with the identity layout: a
/// function argument, a new tensor, a tensor of an identity-layout memref, a
/// reshape of such a tensor, or the result of an op or loop that writes into
/// such a tensor.
bool isDenseTensor(Value value);

/// A copy of `source` broadcast along a new dimension of `extent` at
/// `position` of its shape: a generic into a new tensor, whose other sizes
/// are `sourceSizes` (by default, `source`'s own).
linalg::GenericOp broadcastIntoNewDim(OpBuilder &b, Location loc, Value source,
                                      unsigned position, OpFoldResult extent,
                                      ArrayRef<OpFoldResult> sourceSizes = {});

/// Whether `op` is a dynamic elementwise tile that packDynamicRows packs: a
/// generic over [1, rows, columns] with dynamic columns, in the body of an
/// scf.forall whose shared output it writes whole (slice in, parallel
/// insert out, at the offsets of a batch element), whose inputs are that
/// batch element's whole rows of dense tensors defined outside the loop or
/// one row [1, columns] broadcast along the rows.
bool canPackDynamicRows(linalg::GenericOp op);

/// Versions the scf.forall around `op` (canPackDynamicRows) on its rows
/// packing at run time: where the columns I are not a multiple of `width`
/// lanes, k = width / gcd(I, width) divides the rows, and the broadcast row
/// repeated k times fits `maxBroadcastBytes`, a copy of the loop runs with
/// `op` over [1, rows / k, k I], its operands reshaped before the loop
/// (collapsing identity layouts, which bufferization does in place) and its
/// broadcast row repeated k times in scratch.
LogicalResult packDynamicRows(RewriterBase &rewriter, linalg::GenericOp op,
                              int64_t width, int64_t maxBroadcastBytes);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_PACKDYNAMICROWS_H
