//===- ActGradDialectPlugin.cpp - actgrad dialect for mlir-opt ------------===//
//
// `mlir-opt --load-dialect-plugin=ActGradDialectPlugin.so` registers the
// actgrad dialect, so that upstream mlir-opt parses and verifies actgrad ops.
// The passes and the `actgrad-to-llvm` pipeline come with
// ActGradPassPlugin.so.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/InitAllDialects.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "ActGradDialect", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::actgrad::registerAllDialects(*registry);
          }};
}
