//===- PredicateEvaluation.h - 16-bit predicates' truth tables --*- C++ -*-===//
//
// Private to ActGradCodegenInput: used by actgrad-narrow-compares and
// actgrad-invert-monotone-compares.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_INPUT_PREDICATEEVALUATION_H
#define ACTGRAD_LIB_CODEGEN_INPUT_PREDICATEEVALUATION_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>

namespace mlir::actgrad::detail {

/// Whether `type` is i1 or a shaped type of i1.
bool isI1(Type type);

/// The ops computing a value from a single widened 16-bit value and
/// constants, in an order where every op follows its operands' ops.
struct Slice {
  /// The 16-bit value.
  Value source;
  /// Constants, the `arith.extf` of `source` and the ops in between.
  SmallVector<Operation *> ops;
};

/// Whether the pass can evaluate `op` on constants: the ops whose rounding
/// APFloat reproduces exactly. Fast-math flags would let LLVM contract or
/// reassociate, so ops that carry any are not evaluated.
bool isEvaluable(Operation *op);

/// The slice of `value`, if it depends on exactly one 16-bit value of the
/// same shape (elementwise ops on scalars or vectors; not tensors, and not
/// a scalar source broadcast by a select into a vector).
std::optional<Slice> getSlice(Value value);

/// Evaluates `slice` for every bit pattern of its 16-bit source and returns
/// where `result` is true.
llvm::BitVector evaluate(const Slice &slice, Value result);

/// The result of `op`, an `arith.addf`, `subf`, `mulf`, `divf` or
/// `math.fma`, on the values `operand(i)` gives for its operands, rounded as
/// the op rounds (to nearest even; an fma once).
llvm::APFloat
evaluateArithmetic(Operation *op,
                   llvm::function_ref<const llvm::APFloat &(unsigned)> operand);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CODEGEN_INPUT_PREDICATEEVALUATION_H
