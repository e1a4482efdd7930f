//===- Passes.td - ActGrad code-generation passes ----------*- tablegen -*-===//
//
// Passes that turn linalg on tensors (lowered actgrad ops or front-end IR)
// into fast CPU code for the target recorded on the module, or GPU kernels. One file per
// stage, included here in pipeline order, so that one tablegen run gives one
// registration call (registerActGradCodegenPasses) and one pass C API.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_PASSES_TD
#define ACTGRAD_CODEGEN_PASSES_TD

include "ActGrad/Codegen/Target/Passes.td"
include "ActGrad/Codegen/Input/Passes.td"
include "ActGrad/Codegen/TileAndVectorize/Passes.td"
include "ActGrad/Codegen/Bufferize/Passes.td"
include "ActGrad/Codegen/LowerToLLVM/Passes.td"
include "ActGrad/Codegen/X86/Passes.td"
include "ActGrad/Codegen/GPU/Passes.td"

#endif // ACTGRAD_CODEGEN_PASSES_TD
