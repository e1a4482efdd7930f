//===- BufferUtils.h - Helpers for the passes that run on buffers -*- C++ -*-//
//
// Private to lib/Transforms: the memory passes (non-temporal stores,
// prefetch) decide by the size of the buffer a vector access goes to; the
// passes that work around x86 instruction selection (fenced selects,
// streamed bf16) by the host.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_TRANSFORMS_BUFFERUTILS_H
#define ACTGRAD_LIB_TRANSFORMS_BUFFERUTILS_H

#include "mlir/IR/Value.h"

namespace mlir::actgrad::detail {

/// The buffer that `view` is a view of, through subviews, reshapes and casts.
Value getUnderlyingBuffer(Value view);

/// Size in bytes of a statically shaped memref, or -1.
int64_t getStaticBytes(Value buffer);

/// Whether the host, which the pipeline generates code for, is x86.
bool isX86Host();

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_TRANSFORMS_BUFFERUTILS_H
