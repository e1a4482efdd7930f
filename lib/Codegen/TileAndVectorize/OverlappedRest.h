//===- OverlappedRest.h - A row's rest as an overlapping vector -*- C++ -*-===//
//
// Private to ActGradCodegenTileAndVectorize: used by actgrad-vectorize.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_OVERLAPPEDREST_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_OVERLAPPEDREST_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad {

/// Marks the ops (and, through tiling, their tiles) whose rows are known
/// to hold at least a whole vector of columns.
constexpr StringLiteral kRowsHoldVectorAttr = "actgrad.rows_hold_vector";

/// Whether the rests of `op`'s rows, once tiled into tiles of `width`
/// lanes, can be overlapping tiles (overlapRowRest): its operands are 32
/// bits wide, or 16 where `width` is at most one register of f32 lanes
/// (`registerLanes`), and its body may run again on lanes it already
/// computed. Wider 16-bit tiles are split by actgrad-widen-16-bit-halves,
/// which reorders their lanes (even and odd for bf16); the select that
/// keeps a rest's old lanes compares lane indices in tile order.
bool canOverlapRowRests(linalg::GenericOp op, int64_t width,
                        int64_t registerLanes);

/// In a generic's body, whether the lane along its loop `dim` is below
/// `firstLane` (an i32). Lanes are compared as i32, one compare per
/// register (index vectors are i64 in LLVM).
Value createLaneIsBelow(OpBuilder &builder, Location loc, unsigned dim,
                        Value firstLane);

/// Makes `sum`, the addf of `accumulator` and a term in a generic's body,
/// add -0 (the sum's identity) instead of its term where `isTaken` holds.
/// The term is selected, not the sum, so that the body still matches a
/// reduction.
void dropTakenTerm(OpBuilder &builder, arith::AddFOp sum, Value accumulator,
                   Value isTaken);

/// An elementwise generic over `old` and `computed` (tensors of one type)
/// that keeps `old` on the lanes whose innermost index is below `firstNew`
/// and takes `computed` elsewhere, written over `old`: a tile that reads and
/// writes one slice, which actgrad-hoist-accumulators keeps in a register
/// across a loop. The lanes are compared as i32, one compare per register
/// (index vectors are i64 in LLVM).
linalg::GenericOp buildKeepOldLanes(OpBuilder &builder, Location loc, Value old,
                                    Value computed, Value firstNew);

/// Whether the lanes of `op`'s init `init` that a tile before an
/// overlapping one wrote can simply be written again: the body does not
/// read the init, and no input can share its buffer (an elementwise op may
/// be bufferized in place over an input, whose overlapped lanes are then
/// already results).
bool canOverwriteLanes(linalg::GenericOp op, OpOperand &init);

/// Versions `op` on whether its rows (its innermost extent) hold at least
/// `width` columns; returns the clone that runs if they do, marked with
/// kRowsHoldVectorAttr, and the one that runs otherwise.
std::pair<linalg::GenericOp, linalg::GenericOp>
versionRowsHoldingVector(RewriterBase &rewriter, linalg::GenericOp op,
                         int64_t width);

/// Replaces `op`, the peeled rest of a row of a marked op (a tile of 1 x ...
/// x 1 x r elements, r dynamic and below `width`, on slices whose innermost
/// offset and size are the same for every operand, each result inserted
/// back where its init was extracted), by a static tile over the row's last
/// `width` columns, which overlaps the tile before the rest. An init that
/// the body reads, or that may share an input's buffer, gets an elementwise
/// generic that keeps the old values of the lanes below `width - r`; others
/// are written again with the same values. Returns the static generics (the
/// tile first), for the caller to vectorize; a failure (and no change) where
/// `op` is not marked or not such a rest.
FailureOr<SmallVector<linalg::GenericOp>>
overlapRowRest(RewriterBase &rewriter, linalg::GenericOp op, int64_t width);

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_OVERLAPPEDREST_H
