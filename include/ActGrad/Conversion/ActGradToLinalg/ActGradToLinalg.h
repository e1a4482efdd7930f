//===- ActGradToLinalg.h - actgrad to linalg conversion ---------*- C++ -*-===//

#ifndef ACTGRAD_CONVERSION_ACTGRADTOLINALG_ACTGRADTOLINALG_H
#define ACTGRAD_CONVERSION_ACTGRADTOLINALG_ACTGRADTOLINALG_H

namespace mlir {
class RewritePatternSet;

namespace actgrad {

/// Adds the patterns that rewrite every actgrad op into linalg on tensors.
/// With `runtimeChecks`, dynamic dimensions that must agree are checked at
/// run time by `cf.assert`.
void populateActGradToLinalgConversionPatterns(RewritePatternSet &patterns,
                                               bool runtimeChecks = true);

} // namespace actgrad
} // namespace mlir

#endif // ACTGRAD_CONVERSION_ACTGRADTOLINALG_ACTGRADTOLINALG_H
