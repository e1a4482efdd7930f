//===- ActGradOps.h - ActGrad operations ------------------------*- C++ -*-===//

#ifndef ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADOPS_H
#define ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADOPS_H

#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/RuntimeVerifiableOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradEnums.h.inc"

namespace mlir::actgrad {

/// The attribute form of a `DataFormat` property: the case's name as a
/// string, `"NCX"` or `"NXC"`.
Attribute convertDataFormatToAttribute(MLIRContext *context,
                                       DataFormat dataFormat);

/// Reads a `DataFormat` from its attribute form; anything else is an error
/// that names the valid values.
LogicalResult
convertDataFormatFromAttribute(DataFormat &dataFormat, Attribute attr,
                               function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::actgrad

#define GET_OP_CLASSES
#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h.inc"

namespace mlir::actgrad {

/// How a PReLU `slope` broadcasts to `src` (SEMANTICS.md 2.4).
enum class SlopeBroadcast {
  /// `[1]`: one slope for the whole tensor.
  PerTensor,
  /// `[C]`: one slope per channel.
  PerChannel,
  /// `src.shape[1:]`: one slope per element of a batch item.
  PerElement,
};

/// The slope modes that `slopeType` can match for `srcType` with the channel
/// dimension `channelDim`, in the order SEMANTICS.md checks them. Dynamic
/// dimensions match anything, so a `tensor<?xT>` slope can match both
/// `PerTensor` and `PerChannel`; the lowering then decides at run time.
SmallVector<SlopeBroadcast, 3> matchSlopeBroadcasts(RankedTensorType srcType,
                                                    RankedTensorType slopeType,
                                                    int64_t channelDim);

/// The slope broadcast that the types of `op` decide (SEMANTICS.md 2.4),
/// given the size of its channel dimension; none when a rank-1 slope of
/// unknown length may be [1] or [C] and C is not known to be 1, so that only
/// the slope's run-time length can tell. The types must match some broadcast
/// (matchSlopeBroadcasts of getKnownSlopeType is not empty).
std::optional<SlopeBroadcast> getStaticSlopeBroadcast(PReluBackwardOp op,
                                                      OpFoldResult channelSize);

/// The size of dimension `dim` that `sources` (tensors of one rank whose
/// shapes must agree) and, if given, `resultType` share: the first static
/// size among the sources, else the result type's, else the run-time size of
/// the first source. `chosen`, if given, gets the index of the source the
/// size came from (`sources.size()` for the result type). Shape reification,
/// the lowering and the run-time checks all pick sizes this way, so the
/// checks compare against what the kernel uses.
OpFoldResult getSharedDimSize(OpBuilder &b, Location loc, ValueRange sources,
                              RankedTensorType resultType, int64_t dim,
                              size_t *chosen = nullptr);

/// getSharedDimSize for every dimension.
SmallVector<OpFoldResult> getSharedSizes(OpBuilder &b, Location loc,
                                         ValueRange sources,
                                         RankedTensorType resultType = {});

/// The slope type of `op` with every dimension made static that the types of
/// `slope` or `diff_slope` fix (the verifier made them compatible).
RankedTensorType getKnownSlopeType(PReluBackwardOp op);

} // namespace mlir::actgrad

#endif // ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADOPS_H
