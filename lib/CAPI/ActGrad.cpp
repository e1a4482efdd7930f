//===- ActGrad.cpp - C API for ActGrad ------------------------------------===//

#include "ActGrad-c/ActGrad.h"

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "ActGrad/Dialect/ActGrad/Transforms/Passes.h"
#include "ActGrad/InitAllPasses.h"
#include "ActGrad/Pipelines/Pipelines.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <string>

using namespace mlir;
using namespace mlir::actgrad;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(ActGrad, actgrad, ActGradDialect)

void mlirActGradRegisterAllPasses(void) { registerAllPasses(); }

/// Parses `options` into a pipeline's options struct, reporting a failure to
/// `errorCallback` (or stderr).
template <typename Options>
static LogicalResult
parsePipelineOptions(Options &pipelineOptions, MlirStringRef options,
                     MlirStringCallback errorCallback, void *userData) {
  // Parse into a string first so that a caller's callback sees the whole
  // message even when it arrives in several writes.
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  if (succeeded(pipelineOptions.parseFromString(unwrap(options), errorStream)))
    return success();
  if (!errorCallback) {
    llvm::errs() << error;
    return failure();
  }
  detail::CallbackOstream callbackStream(errorCallback, userData);
  callbackStream << error;
  return failure();
}

MlirLogicalResult mlirActGradAddToLLVMPipeline(MlirOpPassManager passManager,
                                               MlirStringRef options,
                                               MlirStringCallback errorCallback,
                                               void *userData) {
  ActGradToLLVMPipelineOptions pipelineOptions;
  if (failed(parsePipelineOptions(pipelineOptions, options, errorCallback,
                                  userData)))
    return mlirLogicalResultFailure();
  buildActGradToLLVMPipeline(*unwrap(passManager), pipelineOptions);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult mlirActGradAddToNVVMPipeline(MlirOpPassManager passManager,
                                               MlirStringRef options,
                                               MlirStringCallback errorCallback,
                                               void *userData) {
  ActGradToNVVMPipelineOptions pipelineOptions;
  if (failed(parsePipelineOptions(pipelineOptions, options, errorCallback,
                                  userData)))
    return mlirLogicalResultFailure();
  buildActGradToNVVMPipeline(*unwrap(passManager), pipelineOptions);
  return mlirLogicalResultSuccess();
}

void mlirActGradOperationPrintWhole(MlirOperation op,
                                    MlirStringCallback callback,
                                    void *userData) {
  std::string text;
  llvm::raw_string_ostream stream(text);
  unwrap(op)->print(stream);
  stream.flush();
  callback(mlirStringRefCreate(text.data(), text.size()), userData);
}

// The per-pass functions that mlir-tblgen generates from the passes' ODS.
extern "C" {
#include "ActGrad/Codegen/Passes.capi.cpp.inc"
#include "ActGrad/Conversion/Passes.capi.cpp.inc"
#include "ActGrad/Dialect/ActGrad/Transforms/Passes.capi.cpp.inc"
}
