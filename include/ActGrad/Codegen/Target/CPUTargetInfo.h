//===- CPUTargetInfo.h - What code generation knows of its CPU --*- C++ -*-===//
//
// The `actgrad-to-llvm` pipeline records the CPU it generates code for once,
// as an `#llvm.target<triple, chip, features>` attribute named `llvm.target`
// on the module (`actgrad-set-target`). Every pass that depends on the target
// asks `CPUTargetInfo::get(op)`, never the machine the compiler runs on. The
// answers are data (vector width, masked memory operations, caches), as
// IREE's TargetMLTransformInfo carries them, plus optional hooks that emit an
// ISA's instructions: the hooks are null on a portable target, and the ISA's
// library (Codegen/X86) provides them through registerCPUTargetISA, so that
// generic passes name no ISA.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_TARGET_CPUTARGETINFO_H
#define ACTGRAD_CODEGEN_TARGET_CPUTARGETINFO_H

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/TargetParser/Triple.h"

#include <functional>
#include <string>

namespace mlir::actgrad {

/// The `#llvm.target` attribute on `op` or on its closest ancestor that has
/// one under the name `llvm.target`; null if there is none. The search ends
/// at a `gpu.module`: code inside one has no CPU target, whatever its host
/// module's, and gets the portable recipes.
LLVM::TargetAttr getTargetAttr(Operation *op);

template <typename Signature> class CPUTargetHook;

/// An instruction of the target's ISA that a portable recipe does without.
/// A null hook (the default) takes no type; a set one takes the vector types
/// its `takes` predicate accepts, and emits the instruction at the builder's
/// insertion point.
template <typename... Operands> class CPUTargetHook<Value(Operands...)> {
public:
  using Predicate = std::function<bool(VectorType)>;
  using Emitter = std::function<Value(OpBuilder &, Location, Operands...)>;

  CPUTargetHook() = default;
  CPUTargetHook(Predicate takes, Emitter emit)
      : predicate(std::move(takes)), emitter(std::move(emit)) {}

  explicit operator bool() const { return static_cast<bool>(emitter); }

  /// Whether the instruction exists for values of `type` (a vector type).
  bool takes(Type type) const {
    auto vector = dyn_cast<VectorType>(type);
    return emitter && vector && predicate && predicate(vector);
  }

  Value operator()(OpBuilder &builder, Location loc,
                   Operands... operands) const {
    return emitter(builder, loc, operands...);
  }

private:
  Predicate predicate;
  Emitter emitter;
};

/// The ISA hooks of a target; all null on a portable one.
struct CPUTargetISAHooks {
  /// 1 / x on f32 vectors with a relative error below 2^-14.
  CPUTargetHook<Value(Value x)> reciprocalEstimate;
  /// sign(x) * min(|x|, bound) on f32 vectors (`bound` a splat of the same
  /// type); a NaN x passes through.
  CPUTargetHook<Value(Value x, Value bound)> rangeClamp;
  /// Entries of a 32-entry i32 table, given as its first and last 16 entries
  /// (`low`, `high`, constants of `index`'s type), picked by the low 5 bits
  /// of each lane of the i32 vector `index`.
  CPUTargetHook<Value(Value low, Value index, Value high)> tableLookup32;
  /// x * 2^floor(exponent) on f32 vectors: overflow gives inf, underflow 0,
  /// NaN propagates; subnormal results are rounded.
  CPUTargetHook<Value(Value x, Value exponent)> scaleByPowerOfTwo;
  /// `value` (a vector filling a whole register) through an instruction that
  /// emits nothing but that LLVM's instruction selection cannot fold through.
  CPUTargetHook<Value(Value value)> registerBarrier;
  /// Gives `function`, if it calls one of the ISA's intrinsics, the target
  /// features that select them as `target_features`, so that the output
  /// also compiles without -march. Null where no hook emits intrinsics.
  std::function<void(Operation *function)> addIntrinsicFeatures;
};

/// What code generation knows of a CPU target.
class CPUTargetInfo {
public:
  /// The target of `op` (CPUTargetInfo of its `#llvm.target`); a target
  /// without a triple if there is none.
  static CPUTargetInfo get(Operation *op);
  /// The target named by an LLVM triple and a comma-separated feature list
  /// (`+avx2,-avx512f`), as the pipeline's options resolve it.
  static CPUTargetInfo get(StringRef triple, StringRef features);

  /// Whether there is a target at all (a triple).
  bool isValid() const { return !triple.str().empty(); }
  // The reference accessors are lvalue-only, and a temporary (the usual
  // `CPUTargetInfo::get(op)`) hands out a copy: a reference into it would
  // dangle at the end of the statement.
  const llvm::Triple &getTriple() const & { return triple; }
  llvm::Triple getTriple() && { return std::move(triple); }
  /// Whether `feature` (written with its sign, "+neon") is in the features.
  bool hasFeature(StringRef feature) const;

  /// f32 lanes of the widest vector register; 0 without a target.
  int64_t getVectorWidth() const { return vectorWidth; }
  /// Vector registers of the ISA.
  int64_t getVectorRegisterCount() const { return vectorRegisters; }
  /// Whether vectors of `elementBits`-bit elements load and store under a
  /// mask in one instruction (elsewhere LLVM scalarizes masked accesses).
  bool hasMaskedMemoryOps(unsigned elementBits) const;
  /// Whether masks and selects take whole registers of 16-bit lanes, so
  /// that f16 and bf16 tiles can run at twice the f32 width.
  bool hasWide16BitLanes() const { return wide16BitLanes; }
  /// Whether elementwise bf16 tiles run at twice the f32 width, widened as
  /// even and odd lanes of a register read as i32 (one shift or mask each,
  /// no shuffle): with AVX-512BW, and with AVX2, whose lane-order widening
  /// is a zero-extending shuffle and a shift per f32 register.
  bool hasWideBF16Lanes() const { return wideBF16Lanes; }
  /// Whether the vector unit computes f16 arithmetic (multiply, FMA,
  /// compare, select) on f16 lanes, so that f16 values need no widening to
  /// f32 for it.
  bool hasNativeF16Arithmetic() const { return nativeF16Arithmetic; }
  /// Whether LLVM rounds f32 to bf16 without a library call: with an
  /// instruction (x86's AVX512-BF16 or AVX-NE-CONVERT) or with inline code
  /// (AArch64). Elsewhere `actgrad-legalize-bf16` expands it.
  bool hasNativeBF16Rounding() const { return nativeBF16Rounding; }
  /// Whether widening a vector register of f16 or bf16 to f32 costs more
  /// than storing the widened values and loading them again: on x86 without
  /// AVX2, and on chips that run each 256-bit operation as two 128-bit halves
  /// (AMD's Zen 1, Bulldozer and Jaguar cores, where a VCVTPH2PS takes two
  /// cycles), which only the chip's name tells.
  bool hasSlow16BitWidening() const { return slow16BitWidening; }
  int64_t getCacheLineBytes() const { return cacheLineBytes; }
  /// One core's L2 and the L3 its cores share, in bytes.
  int64_t getL2Bytes() const { return l2Bytes; }
  int64_t getL3Bytes() const { return l3Bytes; }
  /// The output size from which stores stream past the caches: above an
  /// eighth of the L3, so that a kernel reading two inputs of the output's
  /// size keeps its data in L3, where the next op reads the output from.
  /// The same with or without threads: whether the next op finds the output
  /// in cache does not depend on how many threads wrote it.
  int64_t getStreamingMinBytes() const;
  /// Whether vectors of `elementType` can be stored non-temporally: 32-bit
  /// and f16 ones always; bf16 ones need a register barrier, since LLVM
  /// folds their bitcast to integers into the store and then cannot stream
  /// bfloat vectors.
  bool canStreamElementType(Type elementType) const;

  const CPUTargetISAHooks &getISA() const & { return isa; }
  CPUTargetISAHooks getISA() && { return std::move(isa); }

private:
  /// Fills in the data and the ISA hooks from `triple` and `features`.
  void deriveFromFeatures();
  /// Fills in the data that the chip's name (an LLVM CPU) tells.
  void deriveFromChip(StringRef chip);

  llvm::Triple triple;
  llvm::SmallVector<std::string> features;
  int64_t vectorWidth = 0;
  int64_t vectorRegisters = 16;
  bool maskedMemoryOps = false;
  bool masked16BitMemoryOps = false;
  bool wide16BitLanes = false;
  bool wideBF16Lanes = false;
  bool nativeF16Arithmetic = false;
  bool nativeBF16Rounding = false;
  bool slow16BitWidening = false;
  int64_t cacheLineBytes = 64;
  int64_t l2Bytes = 1 << 20;
  int64_t l3Bytes = 32 << 20;
  CPUTargetISAHooks isa;
};

/// Calls, for each function under `root`, its target's addIntrinsicFeatures
/// hook (if any): passes that emit ISA intrinsics end with it, so that they
/// also work outside the pipeline (which gives every function its target's
/// features in actgrad-set-function-targets).
void addISAIntrinsicFeatures(Operation *root);

/// Sets the ISA hooks of the targets of one architecture from their
/// CPUTargetInfo (whose data is already filled in).
using CPUTargetISAProvider = void (*)(const CPUTargetInfo &target,
                                      CPUTargetISAHooks &hooks);

/// Registers the provider of the ISA hooks of `arch`'s targets (one per
/// architecture; a later call replaces an earlier one). Thread-safe.
void registerCPUTargetISA(llvm::Triple::ArchType arch,
                          CPUTargetISAProvider provider);

} // namespace mlir::actgrad

#endif // ACTGRAD_CODEGEN_TARGET_CPUTARGETINFO_H
