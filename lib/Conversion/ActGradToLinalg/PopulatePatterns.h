//===- PopulatePatterns.h - Per-category actgrad patterns -------*- C++ -*-===//
//
// Private to the conversion: each file adds the patterns of one op category.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CONVERSION_ACTGRADTOLINALG_POPULATEPATTERNS_H
#define ACTGRAD_LIB_CONVERSION_ACTGRADTOLINALG_POPULATEPATTERNS_H

namespace mlir {
class RewritePatternSet;

namespace actgrad::detail {

void populateElementwisePatterns(RewritePatternSet &patterns);
void populatePReluPatterns(RewritePatternSet &patterns);
void populateSoftmaxPatterns(RewritePatternSet &patterns);

} // namespace actgrad::detail
} // namespace mlir

#endif // ACTGRAD_LIB_CONVERSION_ACTGRADTOLINALG_POPULATEPATTERNS_H
