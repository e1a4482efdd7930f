//===- BufferUtils.h - Helpers for the passes that run on buffers -*- C++ -*-//
//
// Private to lib/Codegen: the memory passes (non-temporal stores,
// prefetch) decide by the size of the buffer a vector access goes to; the
// scratch passes (actgrad-chunk-thread-loops, actgrad-scratch-to-workspace)
// by how often an op runs.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_UTILS_BUFFERUTILS_H
#define ACTGRAD_LIB_CODEGEN_UTILS_BUFFERUTILS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::actgrad::detail {

/// The argument attribute that marks a kernel's workspace (`memref<?xi8>`,
/// which actgrad-scratch-to-workspace adds and later passes read as the
/// kernel's own scratch).
inline constexpr llvm::StringLiteral kWorkspaceAttrName = "actgrad.workspace";

/// The buffer that `view` is a view of, through subviews, reshapes and casts.
Value getUnderlyingBuffer(Value view);

/// Size in bytes of a statically shaped memref, or -1.
int64_t getStaticBytes(Value buffer);

/// Whether `op` runs at most once per call of its function: no loop,
/// parallel or sequential, encloses it (only `scf.if`, `scf.index_switch`
/// and `scf.execute_region` may).
bool runsOncePerCall(Operation *op);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CODEGEN_UTILS_BUFFERUTILS_H
