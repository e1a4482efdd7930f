//===- GPUCodegenUtils.h - Helpers of the GPU distribution passes -*- C++
//-*-===//
//
// What the passes that turn linalg ops on buffers into gpu.launch kernels
// share: sizes and indices of the iteration space, operand accesses through
// indexing maps, and the generic's body cloned on scalars or vectors.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_GPU_GPUCODEGENUTILS_H
#define ACTGRAD_LIB_CODEGEN_GPU_GPUCODEGENUTILS_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::actgrad::gpu_codegen {

/// The loop sizes of `op`, as index values created at the builder's point.
SmallVector<Value> createLoopSizes(OpBuilder &b, Location loc,
                                   linalg::LinalgOp op);

/// The product of `values` (1 for none).
Value createProduct(OpBuilder &b, Location loc, ArrayRef<Value> values);

/// The row-major multi-index of `linear` in a space of `sizes`.
SmallVector<Value> createDelinearized(OpBuilder &b, Location loc, Value linear,
                                      ArrayRef<Value> sizes);

/// The indices `map` gives to the loop indices `loopIndices`.
SmallVector<Value> createMapApplication(OpBuilder &b, Location loc,
                                        AffineMap map,
                                        ArrayRef<Value> loopIndices);

/// Whether the body of `op` can be computed on vectors: elementwise ops
/// only, no `linalg.index`.
bool hasVectorizableBody(linalg::GenericOp op);

/// Clones the body of `op` at the builder's point with its block arguments
/// replaced by `arguments`, which are scalars or, when `lanes` > 1, vectors
/// of `lanes` elements (values from above and constants are broadcast).
/// `linalg.index` takes `loopIndices` (scalar bodies only). Returns the
/// values the body yields.
SmallVector<Value> cloneBody(OpBuilder &b, linalg::GenericOp op,
                             ArrayRef<Value> arguments, int64_t lanes,
                             ArrayRef<Value> loopIndices);

/// Reads the element (or, with `lanes` > 1, the `lanes` consecutive
/// elements) of `buffer` at `indices`. `contiguous` says whether the lanes
/// run along the buffer's innermost dimension; otherwise one element is
/// broadcast.
Value createRead(OpBuilder &b, Location loc, Value buffer, ValueRange indices,
                 int64_t lanes, bool contiguous);

/// Writes `value` (a scalar or a vector along the innermost dimension).
void createWrite(OpBuilder &b, Location loc, Value value, Value buffer,
                 ValueRange indices);

/// Creates a one-dimensional `gpu.launch` of `gridSize` blocks of
/// `blockSize` threads, and sets the builder inside its body, before the
/// terminator. Returns the block and thread ids along x.
std::pair<Value, Value> createLaunch(OpBuilder &b, Location loc, Value gridSize,
                                     int64_t blockSize);

/// Folds runs of loops of one iterator type that are contiguous in every
/// operand of `op` (on buffers; dynamic sizes too) into one loop each, with
/// upstream's collapseOpIterationDims, so that a kernel delinearizes fewer
/// indices and vectorizes along longer rows. Returns the op to map, `op`
/// itself when nothing folds.
linalg::GenericOp collapseContiguousLoops(RewriterBase &rewriter,
                                          linalg::GenericOp op);

/// Creates `scf.if (condition)` and sets the builder inside its then block.
void createGuard(OpBuilder &b, Location loc, Value condition);

} // namespace mlir::actgrad::gpu_codegen

#endif // ACTGRAD_LIB_CODEGEN_GPU_GPUCODEGENUTILS_H
