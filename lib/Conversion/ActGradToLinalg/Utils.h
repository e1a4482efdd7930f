//===- Utils.h - Helpers shared by the actgrad lowerings --------*- C++ -*-===//

#ifndef ACTGRAD_LIB_CONVERSION_ACTGRADTOLINALG_UTILS_H
#define ACTGRAD_LIB_CONVERSION_ACTGRADTOLINALG_UTILS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::actgrad::detail {

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
