//===- PopulatePatterns.h - Raising patterns by category --------*- C++ -*-===//
//
// Each pattern takes a parallel `linalg.generic` as the root of a chain,
// builds the tree of what one element of its result is (Expr.h), and matches
// the tree against the forms of one gradient (docs/Raising.md): Softmax.cpp,
// Masks.cpp (hardtanh), HardSigmoid.cpp, Swish.cpp, PRelu.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_POPULATEPATTERNS_H
#define ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_POPULATEPATTERNS_H

namespace mlir {
class RewritePatternSet;

namespace actgrad::detail {

/// softmax_backward.
void populateSoftmaxRaisingPatterns(RewritePatternSet &patterns);
/// hardtanh_backward, with threshold and ReLU backward.
void populateMaskRaisingPatterns(RewritePatternSet &patterns);
/// hardsigmoid_backward.
void populateHardSigmoidRaisingPatterns(RewritePatternSet &patterns);
/// swish_backward.
void populateSwishRaisingPatterns(RewritePatternSet &patterns);
/// prelu_backward (diff_src and diff_slope together).
void populatePReluRaisingPatterns(RewritePatternSet &patterns);
/// The scf.if that picks prelu_backward's [1] or [C] slope at run time, once
/// both branches are raised.
void populatePReluDispatchRaisingPatterns(RewritePatternSet &patterns);

} // namespace actgrad::detail
} // namespace mlir

#endif // ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_POPULATEPATTERNS_H
