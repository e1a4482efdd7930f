//===- Target.cpp - The code-generation target recorded in the IR ---------===//

#include "ActGrad/Transforms/Target.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;

LLVM::TargetAttr mlir::actgrad::getTargetAttr(Operation *op) {
  for (; op; op = op->getParentOp())
    if (auto target = op->getAttrOfType<LLVM::TargetAttr>("llvm.target"))
      return target;
  return {};
}

bool mlir::actgrad::isX86Target(Operation *op) {
  LLVM::TargetAttr target = getTargetAttr(op);
  return target && llvm::Triple(target.getTriple().getValue()).isX86();
}

bool mlir::actgrad::hasX86Feature(Operation *op, StringRef feature) {
  LLVM::TargetAttr target = getTargetAttr(op);
  return isX86Target(op) && target.getFeatures() &&
         target.getFeatures().contains(feature);
}

int64_t mlir::actgrad::getTargetVectorWidth(Operation *op) {
  LLVM::TargetAttr target = getTargetAttr(op);
  if (!target)
    return 0;
  LLVM::TargetFeaturesAttr features = target.getFeatures();
  if (!features || !llvm::Triple(target.getTriple().getValue()).isX86())
    return 4;
  if (features.contains("+avx512f"))
    return 16;
  if (features.contains("+avx"))
    return 8;
  return 4;
}

int64_t mlir::actgrad::getTargetVectorRegisterCount(Operation *op) {
  LLVM::TargetAttr target = getTargetAttr(op);
  if (!target)
    return 16;
  llvm::Triple triple(target.getTriple().getValue());
  if (triple.isAArch64())
    return 32;
  if (triple.isX86() && target.getFeatures() &&
      target.getFeatures().contains("+avx512f"))
    return 32;
  return 16;
}

int64_t mlir::actgrad::getTargetCacheLineBytes(Operation *op) { return 64; }
