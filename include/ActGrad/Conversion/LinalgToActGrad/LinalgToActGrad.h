//===- LinalgToActGrad.h - Raise linalg to actgrad ops ----------*- C++ -*-===//
//
// The inverse of convert-actgrad-to-linalg: patterns that recognize the
// `linalg.generic` chains ML front ends emit for activation gradients and
// replace them with actgrad ops. docs/Raising.md lists the forms.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CONVERSION_LINALGTOACTGRAD_LINALGTOACTGRAD_H
#define ACTGRAD_CONVERSION_LINALGTOACTGRAD_LINALGTOACTGRAD_H

namespace mlir {
class RewritePatternSet;

namespace actgrad {

/// Adds the patterns that raise front-end `linalg.generic` chains to
/// `actgrad.softmax_backward`, `hardtanh_backward` (threshold and ReLU
/// backward included), `hardsigmoid_backward`, `swish_backward` and
/// `prelu_backward`. A raised program computes what the original computes on
/// every input: select forms bit for bit (where a front end's result differs
/// from the actgrad op's, for a NaN or infinite input or near hardsigmoid's
/// bounds, the patterns add a fused select that restores the front end's
/// value), sums and `exp` within SEMANTICS.md 3.
void populateLinalgToActGradPatterns(RewritePatternSet &patterns);

} // namespace actgrad
} // namespace mlir

#endif // ACTGRAD_CONVERSION_LINALGTOACTGRAD_LINALGTOACTGRAD_H
