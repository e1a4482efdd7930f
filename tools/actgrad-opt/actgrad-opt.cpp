//===- actgrad-opt.cpp - ActGrad optimizer driver -------------------------===//
//
// mlir-opt with the actgrad dialect, its passes and its pipelines added.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/InitAllDialects.h"
#include "ActGrad/InitAllPasses.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::actgrad::registerAllPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // actgrad-to-nvvm translates its kernels to LLVM IR (gpu-module-to-binary).
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::actgrad::registerAllDialects(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "ActGrad optimizer driver\n", registry));
}
