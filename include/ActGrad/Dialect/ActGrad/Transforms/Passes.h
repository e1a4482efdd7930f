//===- Passes.h - actgrad dialect passes ------------------------*- C++ -*-===//

#ifndef ACTGRAD_DIALECT_ACTGRAD_TRANSFORMS_PASSES_H
#define ACTGRAD_DIALECT_ACTGRAD_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::actgrad {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "ActGrad/Dialect/ActGrad/Transforms/Passes.h.inc"

} // namespace mlir::actgrad

#endif // ACTGRAD_DIALECT_ACTGRAD_TRANSFORMS_PASSES_H
