//===- Contraction.h - Register tiles of contractions -----------*- C++ -*-===//
//
// Private to ActGradCodegenTileAndVectorize: the lowering configuration
// chooses a contraction's tiles, actgrad-tile-and-fuse and actgrad-vectorize
// apply them. A contraction (linalg.matmul, batch_matmul and their
// generalized forms with any permuted maps) runs as IREE's CPU codegen runs
// it: register tiles of R rows by two vectors, one step of the reduction at
// a time, as outer products (one FMA per vector and row) into accumulators
// that stay in registers across the reduction loop.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_CONTRACTION_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_CONTRACTION_H

#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad::detail {

/// The `actgrad.lowering_config` entry (array<i64>, one size per loop) with
/// a contraction's register tile sizes: set by actgrad-cpu-lowering-config,
/// kept on the thread tiles by actgrad-tile-and-fuse, applied by
/// actgrad-vectorize.
constexpr StringLiteral kVectorTileSizesKey = "vector_tile_sizes";

/// The loops of a contraction that register tiles treat specially.
struct ContractionLoops {
  /// The loop the result is contiguous along: vectors run along it.
  unsigned vector;
  /// The other result loop of the tile: one accumulator row per iteration.
  unsigned row;
  /// Batch loops first, then the result loops, then the reductions: the
  /// order of the register-tiling loops, the reductions innermost so that
  /// the accumulators are invariant in them.
  SmallVector<int64_t> order;
};

/// The loops of `op` if it is a contraction that gets register tiles: an f32
/// result, f32 inputs or f16/bf16 ones that the body extends to f32, a body
/// of a multiply and an add, at least one row, one vector
/// and one reduction loop, and a result whose innermost loop is one of them.
std::optional<ContractionLoops> getRegisterTiledLoops(linalg::LinalgOp op);

/// Register tile sizes of `op` (getRegisterTiledLoops) on `target`: two
/// vectors along the vector loop, a quarter of the vector registers in rows
/// (8 with AVX-512's 32, 4 with AVX2's 16: 16 or 8 accumulators), 1 along
/// the other loops. Empty without a target or for another op.
SmallVector<int64_t> getContractionRegisterTiles(linalg::LinalgOp op,
                                                 const CPUTargetInfo &target);

/// Thread tile sizes of `op` for `registerTiles`: about `tileElements`
/// result elements, multiples of the register tiles, up to eight register
/// tiles along the vector loop; batch loops by 1, reductions whole. Empty if
/// that makes one tile.
SmallVector<int64_t> getContractionThreadTiles(linalg::LinalgOp op,
                                               ArrayRef<int64_t> registerTiles,
                                               int64_t tileElements);

/// Copies the input of `op` (getRegisterTiledLoops) that the vector loop
/// indexes, where that loop is not its innermost (a transposed right
/// operand), into a tensor where it is, and makes `op` read the copy: each
/// step of the register tiles then loads contiguous vectors, not a strided
/// column. IREE's data tiling packs operands likewise; here it is done once
/// per thread tile. Returns the copy, an elementwise generic, or null.
linalg::GenericOp packVectorOperand(RewriterBase &rewriter,
                                    linalg::GenericOp op);

/// Tiles `op` (getRegisterTiledLoops) by its register tiles `sizes`, the
/// reductions innermost, peels the partial tiles along the row and vector
/// loops, and marks every tile with `marker`, set to `sizes`. The full
/// tiles are then static; the partial ones are of dynamic size up to them.
LogicalResult tileContractionForRegisters(RewriterBase &rewriter,
                                          linalg::GenericOp op,
                                          ArrayRef<int64_t> sizes,
                                          StringRef marker);

/// Vectorizes `op`, a tile of tileContractionForRegisters with register
/// tiles `bounds`, to a vector.contract per row. A partial tile of dynamic
/// size is vectorized at `bounds` under masks if `maskPartialTiles` (the
/// target loads and stores its elements under a mask), else left a loop.
void vectorizeContractionTile(RewriterBase &rewriter, linalg::LinalgOp op,
                              ArrayRef<int64_t> bounds, bool maskPartialTiles);

/// Turns the vectorized register tiles under `root` into vector.contract,
/// lowers these to outer products and those to a vector FMA per row, as
/// IREE's CPU codegen does.
void lowerContractionTiles(Operation *root);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_CONTRACTION_H
