//===- ActGradToLinalg.h - actgrad to linalg conversion ---------*- C++ -*-===//

#ifndef ACTGRAD_CONVERSION_ACTGRADTOLINALG_ACTGRADTOLINALG_H
#define ACTGRAD_CONVERSION_ACTGRADTOLINALG_ACTGRADTOLINALG_H

namespace mlir {
class RewritePatternSet;

namespace actgrad {

/// Adds the patterns that rewrite every actgrad op into linalg on tensors.
/// With `runtimeChecks`, dynamic dimensions that must agree are checked at
/// run time: where the enclosing module declares `llvm.func @dprintf` and
/// `llvm.func @abort` (as convert-actgrad-to-linalg does), a failed check
/// prints the op, operand, dimension and both sizes, and aborts; elsewhere it
/// is a `cf.assert` with the same message less the sizes.
void populateActGradToLinalgConversionPatterns(RewritePatternSet &patterns,
                                               bool runtimeChecks = true);

} // namespace actgrad
} // namespace mlir

#endif // ACTGRAD_CONVERSION_ACTGRADTOLINALG_ACTGRADTOLINALG_H
