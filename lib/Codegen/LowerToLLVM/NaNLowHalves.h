//===- NaNLowHalves.h - Which f32 NaNs have a zero low half -----*- C++ -*-===//
//
// Private to ActGradCodegenLowerToLLVM: used by actgrad-legalize-bf16.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_LOWERTOLLVM_NANLOWHALVES_H
#define ACTGRAD_LIB_CODEGEN_LOWERTOLLVM_NANLOWHALVES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::actgrad::detail {

/// Which f32 values hold only NaNs whose low half (bits 0-15) is zero. The
/// rounding's bias (at most 0x8000) then never carries out of the low half,
/// so it keeps such a NaN a NaN without the NaN being picked first. Widened
/// bf16 values and f32 constants of such bits have it, and so has IEEE
/// arithmetic on them: its NaN results are the preferred NaN or an operand's
/// NaN, quieted (LLVM's LangRef, "Behavior of Floating-Point NaN values").
/// So have the bits of an integer shifted left by 16 or more (exp's power
/// of two), and of one masked by a constant with a zero low half (the odd
/// lanes of bf16 pairs). A loop-carried value has it if its initial and yielded
/// values do; a cycle through it is assumed to have it while it is checked (an
/// induction over the iterations). A value read from the kernel's own scratch
/// (an allocation or the workspace, through views) has it if every value
/// written there does (softmax's sums and widened slices, kept in scratch for
/// the update), by the same induction over the writes; scratch is written
/// before it is read. Its address may be taken for arithmetic (a run-time
/// alignment test), not to write through.
class NaNLowHalves {
public:
  /// Whether every NaN that the f32 `value` can hold has a zero low half.
  bool areZero(Value value) {
    Assumptions assumed;
    return check(value, assumed);
  }

private:
  /// The answers of one query: true while a value (or scratch) is checked,
  /// for the cycles through it.
  using Assumptions = llvm::DenseMap<Value, bool>;

  bool check(Value value, Assumptions &assumed);
  bool checkAll(ValueRange values, Assumptions &assumed);
  bool checkDefinition(Value value, Assumptions &assumed);
  bool checkRead(Operation *op, Assumptions &assumed);
  bool checkScratch(Value memref, Assumptions &assumed);
  bool checkScratchWrites(Value root, Assumptions &assumed);
  /// `compute()` for `key` (a value or a scratch root), assumed true while
  /// it runs.
  bool memoize(Value key, Assumptions &assumed,
               llvm::function_ref<bool()> compute);

  llvm::DenseSet<Value> knownNot;
};

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CODEGEN_LOWERTOLLVM_NANLOWHALVES_H
