//===- Passes.h - ActGrad conversion passes ---------------------*- C++ -*-===//

#ifndef ACTGRAD_CONVERSION_PASSES_H
#define ACTGRAD_CONVERSION_PASSES_H

#include "ActGrad/Conversion/ActGradToLinalg/ActGradToLinalg.h"
#include "ActGrad/Conversion/LinalgToActGrad/LinalgToActGrad.h"
#include "mlir/Pass/Pass.h"

namespace mlir::actgrad {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "ActGrad/Conversion/Passes.h.inc"

} // namespace mlir::actgrad

#endif // ACTGRAD_CONVERSION_PASSES_H
