//===- PairedComponents.h - Computations split in two halves ----*- C++ -*-===//
//
// Private to ActGradCodegenTileAndVectorize: used by
// actgrad-widen-16-bit-halves.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_PAIREDCOMPONENTS_H
#define ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_PAIREDCOMPONENTS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::actgrad::detail {

/// `type` with half the elements in its innermost dimension.
VectorType getHalfType(Type type);

/// Whether `op` widens a vector of 16-bit floats whose innermost dimension
/// has `lanes` elements to f32.
bool is16BitWidening(Operation *op, int64_t lanes);

/// One connected elementwise f32 computation: its ops in block order, entered
/// by widenings of one 16-bit format and left only by roundings to it.
struct Component {
  SmallVector<Operation *> ops;
  SmallVector<Operation *> roundings;
  /// Additions into lane-order-free sums, with the operand that the
  /// component computes.
  SmallVector<OpOperand *> sums;
  /// Masks computed on the 16-bit bits (actgrad-narrow-compares) that the
  /// component's selects take: split into their low and high halves (f16
  /// only; even and odd lanes of a mask would cost shuffles).
  llvm::SetVector<Value> splitMasks;
  /// Even and odd lanes (bf16), or low and high halves (f16).
  bool evenOdd;
};

/// The component that contains the widening `seed`, or failure if it has a
/// value that is not paired (a user or operand of another kind, or ops in
/// several blocks). `claimed` gets every op it visits.
FailureOr<Component> collectComponent(Operation *seed, int64_t lanes,
                                      DenseSet<Operation *> &claimed);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CODEGEN_TILEANDVECTORIZE_PAIREDCOMPONENTS_H
