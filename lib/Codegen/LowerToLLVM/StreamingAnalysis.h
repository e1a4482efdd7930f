//===- StreamingAnalysis.h - Which vector writes to stream ------*- C++ -*-===//
//
// Private to ActGradCodegenLowerToLLVM: used by actgrad-nontemporal-stores.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_LOWERTOLLVM_STREAMINGANALYSIS_H
#define ACTGRAD_LIB_CODEGEN_LOWERTOLLVM_STREAMINGANALYSIS_H

#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::actgrad::detail {

/// Rows at least this long share at most one line in 64 with the next row,
/// so a line written by both a streaming and a plain store costs little.
constexpr int64_t kLongRowBytes = 4096;

/// How a write is streamed: the bytes of its vector (0: not streamed),
/// whether an address on a half line gets two half-line stores, and whether
/// its view's dynamic strides must be tested at run time (each a multiple of
/// `bytes` or at least kLongRowBytes, the rule getStreaming applies to the
/// static ones).
struct Streaming {
  int64_t bytes = 0;
  bool halves = false;
  bool runTimeStrides = false;
};

/// How `write` is streamed if it is one full 1-D vector store of f32 (a
/// cache line, or half of one where that is a whole register) or f16 or
/// bf16 (a half or a whole line) with unit stride,
/// into rows of whole vectors or long rows, where `target` can stream its
/// element type (bf16 needs the target's register barrier). Where long rows
/// start at different offsets within a line (softmax's 196,000-byte blocks of
/// 32x1000x7x7 start on a line or half-way), an f32 line on a half line streams
/// as half-line stores, as 16-bit vectors of half a line do, except in loops
/// that write slowly.
Streaming getStreaming(vector::TransferWriteOp write,
                       const CPUTargetInfo &target);

/// Whether the address of `write`, directly in `loop`'s body, is as aligned
/// to `bytes` in every iteration as in the first: its view is a chain of
/// subviews, inside the loop, of a view defined outside it, and every index
/// and subview offset is either the same in every iteration or the loop's
/// induction variable with a stride that the step moves by a multiple of
/// `bytes`.
bool hasLoopInvariantAlignment(vector::TransferWriteOp write, scf::ForOp loop,
                               int64_t bytes);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CODEGEN_LOWERTOLLVM_STREAMINGANALYSIS_H
