//===- InitAllPasses.h - Register ActGrad's passes --------------*- C++ -*-===//
//
// Registers every ActGrad pass and pipeline with the global registry, so that
// `actgrad-opt` and `mlir-opt`-style tools can name them on the command line.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_INITALLPASSES_H
#define ACTGRAD_INITALLPASSES_H

#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Pipelines/Pipelines.h"
#include "ActGrad/Transforms/Passes.h"

namespace mlir::actgrad {

/// Registers all ActGrad passes and the `actgrad-to-llvm` pipeline.
inline void registerAllPasses() {
  registerActGradConversionPasses();
  registerActGradTransformsPasses();
  registerActGradPipelines();
}

} // namespace mlir::actgrad

#endif // ACTGRAD_INITALLPASSES_H
