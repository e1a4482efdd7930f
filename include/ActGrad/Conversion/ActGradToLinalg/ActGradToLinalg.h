//===- ActGradToLinalg.h - actgrad to linalg conversion ---------*- C++ -*-===//

#ifndef ACTGRAD_CONVERSION_ACTGRADTOLINALG_ACTGRADTOLINALG_H
#define ACTGRAD_CONVERSION_ACTGRADTOLINALG_ACTGRADTOLINALG_H

namespace mlir {
class RewritePatternSet;

namespace actgrad {

/// Adds the patterns that rewrite every actgrad activation-backward op into
/// linalg on tensors. They assume that dynamic dimensions agree; the op's
/// RuntimeVerifiableOpInterface (actgrad-insert-runtime-checks) checks that.
void populateActGradToLinalgConversionPatterns(RewritePatternSet &patterns);

/// Adds the pattern that lowers `actgrad.check_size` to an `scf.if` calling
/// libc's `dprintf` and `abort` where the enclosing module declares them as
/// `llvm.func` (convert-actgrad-runtime-checks-to-llvm does), else to a
/// `cf.assert` with the message less the sizes.
void populateActGradRuntimeChecksToLLVMPatterns(RewritePatternSet &patterns);

} // namespace actgrad
} // namespace mlir

#endif // ACTGRAD_CONVERSION_ACTGRADTOLINALG_ACTGRADTOLINALG_H
