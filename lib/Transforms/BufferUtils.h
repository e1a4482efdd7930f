//===- BufferUtils.h - Helpers for the passes that run on buffers -*- C++ -*-//
//
// Private to lib/Transforms: the memory passes (non-temporal stores,
// prefetch) decide by the size of the buffer a vector access goes to.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_TRANSFORMS_BUFFERUTILS_H
#define ACTGRAD_LIB_TRANSFORMS_BUFFERUTILS_H

#include "mlir/IR/Value.h"

namespace mlir {
class OpBuilder;
} // namespace mlir

namespace mlir::actgrad::detail {

/// The buffer that `view` is a view of, through subviews, reshapes and casts.
Value getUnderlyingBuffer(Value view);

/// Size in bytes of a statically shaped memref, or -1.
int64_t getStaticBytes(Value buffer);

/// Returns `value` through an empty x86 inline assembly statement that takes
/// and returns it in a vector register ("=x,0"): no instruction, but opaque
/// to the folds of LLVM's instruction selection (a bitcast into a store, a
/// load into a masked instruction) that `llvm.arithmetic.fence` does not
/// cover (integer and bfloat vectors). `value` must fill a whole 128-, 256-
/// or 512-bit register.
Value createX86RegisterBarrier(OpBuilder &builder, Location loc, Value value);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_TRANSFORMS_BUFFERUTILS_H
