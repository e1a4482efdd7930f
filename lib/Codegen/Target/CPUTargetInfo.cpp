//===- CPUTargetInfo.cpp - The code-generation target recorded in the IR -===//

#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"

#include <mutex>

using namespace mlir;
using namespace mlir::actgrad;

namespace {
struct ISARegistry {
  std::mutex mutex;
  llvm::DenseMap<unsigned, CPUTargetISAProvider> providers;
};

ISARegistry &getISARegistry() {
  static ISARegistry registry;
  return registry;
}
} // namespace

void mlir::actgrad::registerCPUTargetISA(llvm::Triple::ArchType arch,
                                         CPUTargetISAProvider provider) {
  ISARegistry &registry = getISARegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  registry.providers[arch] = provider;
}

LLVM::TargetAttr mlir::actgrad::getTargetAttr(Operation *op) {
  for (; op; op = op->getParentOp()) {
    if (auto target = op->getAttrOfType<LLVM::TargetAttr>("llvm.target"))
      return target;
    // Device code is no CPU's: the host module's target (an x86 one, say)
    // must not give kernels its ISA's instructions.
    if (isa<gpu::GPUModuleOp>(op))
      return {};
  }
  return {};
}

CPUTargetInfo CPUTargetInfo::get(Operation *op) {
  LLVM::TargetAttr target = getTargetAttr(op);
  if (!target)
    return CPUTargetInfo();
  CPUTargetInfo info;
  info.triple = llvm::Triple(target.getTriple().getValue());
  if (LLVM::TargetFeaturesAttr list = target.getFeatures())
    for (StringAttr feature : list.getFeatures())
      info.features.push_back(feature.getValue().str());
  info.deriveFromFeatures();
  StringAttr chip = target.getChip();
  info.deriveFromChip(chip ? chip.getValue() : StringRef());
  return info;
}

CPUTargetInfo CPUTargetInfo::get(StringRef triple, StringRef features) {
  CPUTargetInfo info;
  info.triple = llvm::Triple(triple);
  if (triple.empty())
    return info;
  SmallVector<StringRef> list;
  features.split(list, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef feature : list)
    info.features.push_back(feature.str());
  info.deriveFromFeatures();
  info.deriveFromChip(StringRef());
  return info;
}

void CPUTargetInfo::deriveFromFeatures() {
  // Register files and masked memory operations by ISA. A target whose
  // features are unknown keeps the 128-bit baseline (SSE, NEON).
  vectorWidth = 4;
  if (triple.isAArch64()) {
    vectorRegisters = 32;
    // ARMv8.2-A's FP16 arithmetic on NEON (and SVE) vectors.
    nativeF16Arithmetic = hasFeature("+fullfp16");
    // BFCVT with FEAT_BF16, else a few NEON integer instructions.
    nativeBF16Rounding = true;
  }
  if (triple.isX86() && !features.empty()) {
    bool avx512f = hasFeature("+avx512f");
    if (avx512f) {
      vectorWidth = 16;
      vectorRegisters = 32;
    } else if (hasFeature("+avx")) {
      vectorWidth = 8;
    }
    maskedMemoryOps = avx512f;
    masked16BitMemoryOps = avx512f && hasFeature("+avx512bw");
    wide16BitLanes = hasFeature("+avx512bw");
    wideBF16Lanes = wide16BitLanes || hasFeature("+avx2");
    // AVX512-FP16 computes on 32 f16 lanes of a zmm register; LLVM selects
    // its vector instructions with AVX512-BW (masks of 32 lanes) and, below
    // 512 bits, AVX512-VL.
    nativeF16Arithmetic = hasFeature("+avx512fp16") &&
                          hasFeature("+avx512bw") && hasFeature("+avx512vl");
    nativeBF16Rounding =
        hasFeature("+avx512bf16") || hasFeature("+avxneconvert");
  }

  ISARegistry &registry = getISARegistry();
  CPUTargetISAProvider provider = nullptr;
  {
    std::lock_guard<std::mutex> lock(registry.mutex);
    provider = registry.providers.lookup(triple.getArch());
  }
  if (provider)
    provider(*this, isa);
}

void CPUTargetInfo::deriveFromChip(StringRef chip) {
  if (!triple.isX86())
    return;
  // LLVM's scheduling models of these cores split every YMM operation in
  // two; every later x86 core with AVX2 executes it whole.
  bool halfWidthVectorUnit = llvm::is_contained(
      {"znver1", "bdver1", "bdver2", "bdver3", "bdver4", "btver2"}, chip);
  slow16BitWidening = !hasFeature("+avx2") || halfWidthVectorUnit;
}

void mlir::actgrad::addISAIntrinsicFeatures(Operation *root) {
  root->walk([](FunctionOpInterface function) {
    CPUTargetInfo target = CPUTargetInfo::get(function);
    if (const auto &addFeatures = target.getISA().addIntrinsicFeatures)
      addFeatures(function);
  });
}

bool CPUTargetInfo::hasFeature(StringRef feature) const {
  return llvm::is_contained(features, feature);
}

bool CPUTargetInfo::hasMaskedMemoryOps(unsigned elementBits) const {
  if (elementBits == 16)
    return masked16BitMemoryOps;
  return maskedMemoryOps && (elementBits == 32 || elementBits == 64);
}

int64_t CPUTargetInfo::getStreamingMinBytes() const { return l3Bytes / 8 + 1; }

bool CPUTargetInfo::canStreamElementType(Type elementType) const {
  if (elementType.isF16())
    return true;
  if (elementType.isBF16())
    return static_cast<bool>(isa.registerBarrier);
  return elementType.isIntOrFloat() &&
         elementType.getIntOrFloatBitWidth() >= 32;
}
