//===- Target.cpp - The code-generation target recorded in the IR ---------===//

#include "ActGrad/Transforms/Target.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
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

void mlir::actgrad::addTargetFeaturesOfX86Intrinsics(Operation *root) {
  root->walk([](FunctionOpInterface function) {
    LLVM::TargetAttr target = getTargetAttr(function);
    if (!isX86Target(function) || !target.getFeatures())
      return;
    bool callsX86Intrinsic = false;
    function->walk([&](LLVM::CallIntrinsicOp call) {
      callsX86Intrinsic |= call.getIntrin().starts_with("llvm.x86.");
    });
    if (!callsX86Intrinsic)
      return;
    SmallVector<StringRef> features;
    if (auto existing = function->getAttrOfType<LLVM::TargetFeaturesAttr>(
            "target_features"))
      for (StringAttr feature : existing.getFeatures())
        features.push_back(feature.getValue());
    for (StringAttr feature : target.getFeatures().getFeatures())
      if (feature.getValue().starts_with("+avx512") &&
          !llvm::is_contained(features, feature.getValue()))
        features.push_back(feature.getValue());
    function->setAttr("target_features", LLVM::TargetFeaturesAttr::get(
                                             function->getContext(), features));
  });
}

int64_t mlir::actgrad::getTargetCacheLineBytes(Operation *op) { return 64; }
