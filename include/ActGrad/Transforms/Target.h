//===- Target.h -------------------------------------------------*- C++ -*-===//
//
// The `actgrad-to-llvm` pipeline records the CPU it generates code for once,
// as an `#llvm.target<triple, chip, features>` attribute named `llvm.target`
// on the module (`actgrad-set-target`), and every pass that depends on the
// target asks these helpers instead of the machine the compiler runs on.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_TRANSFORMS_TARGET_H
#define ACTGRAD_TRANSFORMS_TARGET_H

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/IR/Operation.h"

namespace mlir::actgrad {

/// The `#llvm.target` attribute on `op` or on its closest ancestor that has
/// one under the name `llvm.target`; null if there is none.
LLVM::TargetAttr getTargetAttr(Operation *op);

/// Whether the target of `op` is an x86 CPU (false without a target).
bool isX86Target(Operation *op);

/// Whether the target of `op` is an x86 CPU with `feature` (such as
/// "+avx512f") among its features.
bool hasX86Feature(Operation *op, StringRef feature);

/// f32 lanes in the target's widest vector register, from its features: 16
/// with AVX-512F, 8 with AVX, else 4 (SSE, NEON); 0 without a target.
int64_t getTargetVectorWidth(Operation *op);

/// Vector registers of the target: 32 with AVX-512F (zmm0-31) and on AArch64
/// (v0-31), 16 on other x86 CPUs (xmm/ymm0-15) and without a target.
int64_t getTargetVectorRegisterCount(Operation *op);

/// Gives every function under `root` that calls an `llvm.x86.` intrinsic the
/// target's AVX-512 features as `target_features` (which convert-func-to-llvm
/// keeps), so that LLVM can select the intrinsics when the object is compiled
/// without -march. Passes that create such calls end with it, so that they
/// also work outside the pipeline (which gives every function its target's
/// features in actgrad-set-function-targets).
void addTargetFeaturesOfX86Intrinsics(Operation *root);

/// Bytes in a cache line of the target (64 on the x86 and Arm cores the
/// project targets, and without a target).
int64_t getTargetCacheLineBytes(Operation *op);

} // namespace mlir::actgrad

#endif // ACTGRAD_TRANSFORMS_TARGET_H
