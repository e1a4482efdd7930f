//===- X86TargetInfo.h - x86's code-generation hooks ------------*- C++ -*-===//

#ifndef ACTGRAD_CODEGEN_X86_X86TARGETINFO_H
#define ACTGRAD_CODEGEN_X86_X86TARGETINFO_H

#include "mlir/IR/Builders.h"

namespace mlir::actgrad {

/// Registers x86's ISA hooks (AVX-512's VRCP14PS, VRANGEPS, VPERMI2D,
/// VSCALEFPS and an inline-assembly register barrier) with CPUTargetInfo for
/// x86 and x86-64 targets. Idempotent.
void registerX86TargetISA();

/// `value` through an empty x86 inline assembly statement that takes and
/// returns it in a vector register ("=x,0"): no instruction, but opaque to
/// the folds of LLVM's instruction selection (a bitcast into a store, a load
/// into a masked instruction) that `llvm.arithmetic.fence` does not cover
/// (integer and bfloat vectors). `value` must fill a whole 128-, 256- or
/// 512-bit register.
Value createX86RegisterBarrier(OpBuilder &builder, Location loc, Value value);

} // namespace mlir::actgrad

#endif // ACTGRAD_CODEGEN_X86_X86TARGETINFO_H
