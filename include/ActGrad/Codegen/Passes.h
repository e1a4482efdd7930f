//===- Passes.h - ActGrad CPU code-generation passes ------------*- C++ -*-===//
//
// Every code-generation pass of every stage (Codegen/<Stage>/Passes.td),
// declared and registered as one set.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_PASSES_H
#define ACTGRAD_CODEGEN_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::actgrad {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "ActGrad/Codegen/Passes.h.inc"

} // namespace mlir::actgrad

#endif // ACTGRAD_CODEGEN_PASSES_H
