//===- Passes.h - ActGrad CPU code-generation passes ------------*- C++ -*-===//

#ifndef ACTGRAD_TRANSFORMS_PASSES_H
#define ACTGRAD_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::actgrad {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "ActGrad/Transforms/Passes.h.inc"

} // namespace mlir::actgrad

#endif // ACTGRAD_TRANSFORMS_PASSES_H
