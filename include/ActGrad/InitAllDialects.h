//===- InitAllDialects.h - Register ActGrad's dialects ----------*- C++ -*-===//
//
// The entry point for tools and compilers that embed ActGrad: registers every
// dialect ActGrad defines. Upstream dialects are registered separately with
// `mlir::registerAllDialects`.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_INITALLDIALECTS_H
#define ACTGRAD_INITALLDIALECTS_H

#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "mlir/IR/DialectRegistry.h"

namespace mlir::actgrad {

/// Adds all ActGrad dialects to `registry`.
inline void registerAllDialects(DialectRegistry &registry) {
  registry.insert<ActGradDialect>();
}

} // namespace mlir::actgrad

#endif // ACTGRAD_INITALLDIALECTS_H
