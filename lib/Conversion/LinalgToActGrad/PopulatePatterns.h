//===- PopulatePatterns.h - Raising patterns by category --------*- C++ -*-===//
//
// Each pattern takes a parallel `linalg.generic` as the root of a chain,
// reads the tree of what one element of its result is (Expr.h; RootPattern
// in Utils.h), and matches the tree against the forms of one gradient
// (docs/Raising.md): Softmax.cpp, Masks.cpp (hardtanh), HardSigmoid.cpp,
// Swish.cpp, PRelu.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_POPULATEPATTERNS_H
#define ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_POPULATEPATTERNS_H

namespace mlir {
class RewritePatternSet;

namespace actgrad::detail {
class RootTrees;

/// Every raising pattern. With `trees`, the patterns share the trees of the
/// roots they are tried on (the pass's); without, each builds its own.
void populateRaisingPatterns(RewritePatternSet &patterns, RootTrees *trees);

/// softmax_backward.
void populateSoftmaxRaisingPatterns(RewritePatternSet &patterns,
                                    RootTrees *trees);
/// hardtanh_backward, with threshold and ReLU backward.
void populateMaskRaisingPatterns(RewritePatternSet &patterns, RootTrees *trees);
/// hardsigmoid_backward.
void populateHardSigmoidRaisingPatterns(RewritePatternSet &patterns,
                                        RootTrees *trees);
/// swish_backward.
void populateSwishRaisingPatterns(RewritePatternSet &patterns,
                                  RootTrees *trees);
/// prelu_backward (diff_src and diff_slope together).
void populatePReluRaisingPatterns(RewritePatternSet &patterns,
                                  RootTrees *trees);
/// The scf.if that picks prelu_backward's [1] or [C] slope at run time, once
/// both branches are raised.
void populatePReluDispatchRaisingPatterns(RewritePatternSet &patterns);

} // namespace actgrad::detail
} // namespace mlir

#endif // ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_POPULATEPATTERNS_H
