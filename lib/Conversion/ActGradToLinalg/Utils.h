//===- Utils.h - Helpers shared by the actgrad lowerings --------*- C++ -*-===//

#ifndef ACTGRAD_LIB_CONVERSION_ACTGRADTOLINALG_UTILS_H
#define ACTGRAD_LIB_CONVERSION_ACTGRADTOLINALG_UTILS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::actgrad::detail {

/// A tensor operand with the name users know it by, for run-time messages.
struct NamedTensor {
  Value value;
  StringRef name;
};

/// Returns the size of every dimension shared by `tensors` (which all have
/// one rank): a static size where any of them (or `resultType`, if given) has
/// one, else the run-time size of the first. With `runtimeChecks`, emits a
/// check (see checkDimEquals) for every dynamic dimension that must equal the
/// chosen size.
SmallVector<OpFoldResult> getCheckedSizes(OpBuilder &b, Location loc,
                                          Operation *op,
                                          ArrayRef<NamedTensor> tensors,
                                          RankedTensorType resultType,
                                          bool runtimeChecks);

/// Emits a check that dimension `dim` of `tensor` equals `expected`, when it
/// is dynamic and `runtimeChecks` is set. A failed check prints
/// "<op>: dimension <dim> of '<tensor>' does not match <expectedName>
/// (<actual> vs <expected>)" to stderr and aborts; it calls `dprintf` and
/// `abort`, which must be declared in the enclosing module (see
/// declareRuntimeCheckFunctions). Without them it is a cf.assert with the
/// message less the sizes.
void checkDimEquals(OpBuilder &b, Location loc, Operation *op,
                    NamedTensor tensor, int64_t dim, OpFoldResult expected,
                    StringRef expectedName, bool runtimeChecks);

/// Declares in `module` the functions that failed run-time checks call,
/// where no symbol has their name yet. Returns the new declarations.
SmallVector<Operation *> declareRuntimeCheckFunctions(OpBuilder &b,
                                                      ModuleOp module);

/// Creates a `tensor.empty` of `type` whose dynamic dimensions take `sizes`.
Value createEmptyTensor(OpBuilder &b, Location loc, RankedTensorType type,
                        ArrayRef<OpFoldResult> sizes);

/// Creates a tensor of `sizes` x f32 filled with zeros, for accumulators.
Value createZeroAccumulator(OpBuilder &b, Location loc,
                            ArrayRef<OpFoldResult> sizes);

/// Extends a scalar f16/bf16 value to f32 exactly; f32 passes through.
Value extendToF32(OpBuilder &b, Location loc, Value value);

/// Rounds an f32 scalar to `type` (round to nearest even); f32 passes through.
Value roundFromF32(OpBuilder &b, Location loc, Value value, Type type);

/// `isNaN(probe) ? probe : value`: the NaN rule of SEMANTICS.md section 1.
Value propagateNaN(OpBuilder &b, Location loc, Value probe, Value value);

/// Computes one f32 result from f32 inputs inside a linalg body.
using ScalarFn =
    llvm::function_ref<Value(OpBuilder &, Location, ValueRange /*f32 args*/)>;

/// Builds a parallel `linalg.generic` over `sizes` that reads `inputs`
/// through `inputMaps`, extends each element to f32, applies `fn` and rounds
/// the result once to the element type of `resultType`.
Value buildMapGeneric(OpBuilder &b, Location loc, ValueRange inputs,
                      ArrayRef<AffineMap> inputMaps,
                      RankedTensorType resultType, ArrayRef<OpFoldResult> sizes,
                      ScalarFn fn);

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CONVERSION_ACTGRADTOLINALG_UTILS_H
