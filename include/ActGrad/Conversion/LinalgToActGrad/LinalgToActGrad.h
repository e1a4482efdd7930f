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
/// `actgrad.softmax_backward` and `actgrad.hardtanh_backward` (threshold and
/// ReLU backward included). A raised program computes what the original
/// computes on every input: where a front end's NaN or infinity result differs
/// from the actgrad op's (SEMANTICS.md 1), the patterns add a fused select
/// that restores the front end's value there.
void populateLinalgToActGradPatterns(RewritePatternSet &patterns);

} // namespace actgrad
} // namespace mlir

#endif // ACTGRAD_CONVERSION_LINALGTOACTGRAD_LINALGTOACTGRAD_H
