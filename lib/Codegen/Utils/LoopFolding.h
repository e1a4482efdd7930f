//===- LoopFolding.h - Which loops of a generic fold into one ---*- C++ -*-===//
//
// Private to lib/Codegen. The one rule, for the CPU's
// actgrad-collapse-contiguous-dims and the GPU's distribution passes, of
// which iteration dimensions upstream's collapseOpIterationDims may fold.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_UTILS_LOOPFOLDING_H
#define ACTGRAD_LIB_CODEGEN_UTILS_LOOPFOLDING_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::actgrad {

/// The runs of two or more iteration dimensions of `op` that are contiguous
/// in every operand and of one iterator type, and static unless
/// `allowDynamic`; empty if there are none or the maps have constant
/// results (PReLU's per-tensor slope), which do not survive collapsing
/// intact.
SmallVector<ReassociationIndices> getCollapsibleDims(linalg::GenericOp op,
                                                     bool allowDynamic);

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_UTILS_LOOPFOLDING_H
