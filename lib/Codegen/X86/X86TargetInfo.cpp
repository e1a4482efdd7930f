//===- X86TargetInfo.cpp - x86's code-generation hooks --------------------===//
//
// The AVX-512 instructions behind CPUTargetInfo's ISA hooks, as calls of
// LLVM's x86 intrinsics. Upstream's x86vector dialect has VSCALEFPS
// (x86vector.avx512.mask.scalef) but not VRCP14PS, VRANGEPS or VPERMI2D, so
// all four are emitted the same way here, as llvm.call_intrinsic.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/X86/X86TargetInfo.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include <string>

using namespace mlir;
using namespace mlir::actgrad;

Value mlir::actgrad::createX86RegisterBarrier(OpBuilder &builder, Location loc,
                                              Value value) {
  return LLVM::InlineAsmOp::create(
             builder, loc, value.getType(), ValueRange{value},
             /*asm_string=*/"", /*constraints=*/"=x,0",
             /*has_side_effects=*/false, /*is_align_stack=*/false,
             LLVM::tailcallkind::TailCallKind::None, /*asm_dialect=*/nullptr,
             /*operand_attrs=*/nullptr)
      .getResult(0);
}

namespace {

Value createF32Splat(OpBuilder &b, Location loc, Type type, double value) {
  return arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(cast<VectorType>(type), b.getF32FloatAttr(value)));
}

/// The all-lanes mask of a masked AVX-512 intrinsic on `lanes` lanes: i16
/// for 16 lanes, i8 below.
Value createAllLanesMask(OpBuilder &b, Location loc, int64_t lanes) {
  return arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(b.getIntegerType(lanes == 16 ? 16 : 8), -1));
}

Value createI32(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(value));
}

Value callIntrinsic(OpBuilder &b, Location loc, Type resultType, StringRef name,
                    ValueRange args) {
  return LLVM::CallIntrinsicOp::create(b, loc, resultType,
                                       b.getStringAttr(name), args)
      .getResult(0);
}

bool isF32Vector(VectorType type, ArrayRef<int64_t> lanes) {
  return type.getRank() == 1 && !type.isScalable() &&
         type.getElementType().isF32() &&
         llvm::is_contained(lanes, type.getNumElements());
}

/// Gives `function` (of an x86 target: the hook's), if it calls an
/// `llvm.x86.` intrinsic, the target's AVX-512 features as `target_features`
/// (which convert-func-to-llvm keeps), so that LLVM can select the
/// intrinsics when the object is compiled without -march.
void addTargetFeaturesOfX86Intrinsics(Operation *function) {
  LLVM::TargetAttr target = getTargetAttr(function);
  if (!target || !target.getFeatures())
    return;
  bool callsX86Intrinsic = false;
  function->walk([&](LLVM::CallIntrinsicOp call) {
    callsX86Intrinsic |= call.getIntrin().starts_with("llvm.x86.");
  });
  if (!callsX86Intrinsic)
    return;
  SmallVector<StringRef> features;
  if (auto existing =
          function->getAttrOfType<LLVM::TargetFeaturesAttr>("target_features"))
    for (StringAttr feature : existing.getFeatures())
      features.push_back(feature.getValue());
  for (StringAttr feature : target.getFeatures().getFeatures())
    if (feature.getValue().starts_with("+avx512") &&
        !llvm::is_contained(features, feature.getValue()))
      features.push_back(feature.getValue());
  function->setAttr("target_features", LLVM::TargetFeaturesAttr::get(
                                           function->getContext(), features));
}

void provideX86Hooks(const CPUTargetInfo &target, CPUTargetISAHooks &hooks) {
  hooks.addIntrinsicFeatures = addTargetFeaturesOfX86Intrinsics;
  // The barrier is inline assembly of any x86 CPU.
  hooks.registerBarrier = {[](VectorType) { return true; },
                           createX86RegisterBarrier};
  if (!target.hasFeature("+avx512f"))
    return;
  // Masked AVX-512 instructions: 512 bits with AVX-512F, 256 and 128 with
  // AVX-512VL too.
  SmallVector<int64_t> lengths = {16};
  if (target.hasFeature("+avx512vl"))
    lengths.append({8, 4});
  auto onF32Lanes = [lengths](VectorType type) {
    return isF32Vector(type, lengths);
  };
  hooks.reciprocalEstimate = {
      onF32Lanes, [](OpBuilder &b, Location loc, Value x) {
        int64_t lanes = cast<VectorType>(x.getType()).getNumElements();
        std::string name =
            "llvm.x86.avx512.rcp14.ps." + std::to_string(lanes * 32);
        Value passThrough = createF32Splat(b, loc, x.getType(), 0.0);
        Value mask = createAllLanesMask(b, loc, lanes);
        return callIntrinsic(b, loc, x.getType(), name, {x, passThrough, mask});
      }};
  if (target.hasFeature("+avx512dq"))
    hooks.rangeClamp = {
        onF32Lanes, [](OpBuilder &b, Location loc, Value x, Value bound) {
          int64_t lanes = cast<VectorType>(x.getType()).getNumElements();
          std::string name =
              "llvm.x86.avx512.mask.range.ps." + std::to_string(lanes * 32);
          // imm 2: the smaller magnitude, with the sign of the first operand.
          Value select = createI32(b, loc, 2);
          Value passThrough = createF32Splat(b, loc, x.getType(), 0.0);
          Value mask = createAllLanesMask(b, loc, lanes);
          SmallVector<Value> args = {x, bound, select, passThrough, mask};
          if (lanes == 16)
            args.push_back(createI32(b, loc, 4)); // current rounding
          return callIntrinsic(b, loc, x.getType(), name, args);
        }};
  // VPERMI2D over two zmm registers and VSCALEFPS: 16 lanes of AVX-512F.
  auto onSixteenLanes = [](VectorType type) {
    return type.getRank() == 1 && !type.isScalable() &&
           type.getNumElements() == 16 &&
           (type.getElementType().isF32() ||
            type.getElementType().isInteger(32));
  };
  hooks.tableLookup32 = {
      onSixteenLanes,
      [](OpBuilder &b, Location loc, Value low, Value index, Value high) {
        return callIntrinsic(b, loc, index.getType(),
                             "llvm.x86.avx512.vpermi2var.d.512",
                             {low, index, high});
      }};
  hooks.scaleByPowerOfTwo = {
      onSixteenLanes, [](OpBuilder &b, Location loc, Value x, Value exponent) {
        Value mask = createAllLanesMask(b, loc, 16);
        Value currentRounding = createI32(b, loc, 4);
        Value passThrough = createF32Splat(b, loc, x.getType(), 0.0);
        return callIntrinsic(b, loc, x.getType(),
                             "llvm.x86.avx512.mask.scalef.ps.512",
                             {x, exponent, passThrough, mask, currentRounding});
      }};
}

} // namespace

void mlir::actgrad::registerX86TargetISA() {
  registerCPUTargetISA(llvm::Triple::x86, provideX86Hooks);
  registerCPUTargetISA(llvm::Triple::x86_64, provideX86Hooks);
}
