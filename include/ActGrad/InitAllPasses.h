//===- InitAllPasses.h - Register ActGrad's passes --------------*- C++ -*-===//
//
// Registers every ActGrad pass and pipeline with the global registry, so that
// `actgrad-opt` and `mlir-opt`-style tools can name them on the command line.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_INITALLPASSES_H
#define ACTGRAD_INITALLPASSES_H

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/Transforms/Passes.h"
#include "ActGrad/Pipelines/Pipelines.h"

namespace mlir::actgrad {

/// Registers all ActGrad passes, the `actgrad-to-llvm` pipeline and its
/// stages, and the targets' ISA hooks (Codegen/X86).
inline void registerAllPasses() {
  registerActGradPasses();
  registerActGradConversionPasses();
  registerActGradCodegenPasses();
  registerActGradPipelines();
}

} // namespace mlir::actgrad

#endif // ACTGRAD_INITALLPASSES_H
