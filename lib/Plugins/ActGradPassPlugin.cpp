//===- ActGradPassPlugin.cpp - ActGrad passes for mlir-opt ----------------===//
//
// `mlir-opt --load-pass-plugin=ActGradPassPlugin.so` registers every ActGrad
// pass and the `actgrad-to-llvm` pipeline, and adds the
// `--actgrad-to-llvm[=<options>]` flag. Load ActGradDialectPlugin.so too so
// that mlir-opt can parse the actgrad ops they lower.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/InitAllPasses.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/ErrorHandling.h"

#include <string>

namespace {

/// mlir-opt builds one flag per registered pass and pipeline before it parses
/// its command line, while pass plugins are loaded during that parse: their
/// passes are reachable through `--pass-pipeline` only
/// (llvm/llvm-project#78020). Options registered during the parse do apply to
/// the arguments after them, so the plugin adds `--actgrad-to-llvm` itself and
/// turns it into mlir-opt's `--pass-pipeline=builtin.module(actgrad-to-llvm)`.
/// Like that option, it stands alone: other passes go in a `--pass-pipeline`.
void addPipelineFlag() {
  static bool added = false;
  auto &options = llvm::cl::getRegisteredOptions();
  // A tool that registered ActGrad's passes before parsing has the flag.
  if (added || options.count("actgrad-to-llvm"))
    return;
  auto passPipeline = options.find("pass-pipeline");
  if (passPipeline == options.end())
    return;
  llvm::cl::Option *passPipelineOption = passPipeline->second;
  added = true;

  // Lives as long as the process, as the plugin does.
  auto *flag = new llvm::cl::opt<std::string>(
      "actgrad-to-llvm",
      llvm::cl::desc("Lower a module with actgrad ops and upstream tensor IR "
                     "to the LLVM dialect (ActGradPassPlugin.so; "
                     "=<options> as in --pass-pipeline)"),
      llvm::cl::value_desc("options"), llvm::cl::ValueOptional);
  flag->setCallback([flag, passPipelineOption](const std::string &value) {
    if (passPipelineOption->getNumOccurrences())
      llvm::report_fatal_error("--actgrad-to-llvm cannot be combined with "
                               "--pass-pipeline; name actgrad-to-llvm in the "
                               "--pass-pipeline instead",
                               /*gen_crash_diag=*/false);
    passPipelineOption->addOccurrence(flag->getPosition(), "pass-pipeline",
                                      "builtin.module(actgrad-to-llvm{" +
                                          value + "})");
  });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "ActGradPasses", LLVM_VERSION_STRING, []() {
            mlir::actgrad::registerAllPasses();
            addPipelineFlag();
          }};
}
