//===- PackBF16Roundings.cpp - The actgrad-pack-bf16-roundings pass -------===//
//
// actgrad-widen-16-bit-halves computes bf16 vectors as their even and odd
// lanes in f32 and puts the rounded halves back in order with
// `vector.interleave(truncf(even), truncf(odd))`. LLVM's InstCombine turns a
// shuffle of two casts into a cast of the shuffle, so the lanes are then
// interleaved in f32 (two VPERMT2PS and a copy for one register of bf16) and
// rounded as two halves that are joined again (two VCVTNEPS2BF16 and a
// VINSERTF64X4): six instructions where two do, VCVTNE2PS2BF16, which
// rounds two f32 registers into one of bf16, and one VPERMW. Written as the
// x86 intrinsic, the rounding is opaque to that fold. It is the instruction
// LLVM selects for `fptrunc` to bf16 on AVX512-BF16 targets anyway, so the
// results are the same bits.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "Utils/CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#include <string>
#include <tuple>

#define DEBUG_TYPE "actgrad-pack-bf16-roundings"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADPACKBF16ROUNDINGSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using mlir::actgrad::CPUTargetInfo;

namespace {

/// The f32 operand of `value` if it is a rounding of a 1-D vector of
/// `lanes` f32 values to bf16 in the default (nearest-even) mode.
Value getRoundedF32(Value value, int64_t lanes) {
  auto trunc = value.getDefiningOp<arith::TruncFOp>();
  if (!trunc || trunc.getRoundingmodeAttr() ||
      !getElementTypeOrSelf(trunc.getType()).isBF16() ||
      !actgrad::detail::isRoundingTo16Bit(trunc))
    return {};
  auto type = dyn_cast<VectorType>(trunc.getIn().getType());
  if (!type || type.getRank() != 1 || type.isScalable() ||
      type.getNumElements() != lanes)
    return {};
  return trunc.getIn();
}

struct PackBF16RoundingsPass
    : actgrad::impl::ActGradPackBF16RoundingsPassBase<PackBF16RoundingsPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // VCVTNE2PS2BF16 on a whole register of each width the target has; the
    // 16-bit permutation that follows needs AVX512-BW (and VL below 512
    // bits).
    CPUTargetInfo target = CPUTargetInfo::get(func);
    if (!target.getTriple().isX86() || !target.hasFeature("+avx512bf16") ||
        !target.hasFeature("+avx512bw"))
      return;
    bool hasVL = target.hasFeature("+avx512vl");
    // Each interleave with the f32 values of its even and odd halves.
    SmallVector<std::tuple<vector::InterleaveOp, Value, Value>> interleaves;
    func.walk([&](vector::InterleaveOp interleave) {
      auto type = interleave.getSourceVectorType();
      if (type.getRank() != 1 || type.isScalable())
        return;
      int64_t lanes = type.getNumElements();
      if (lanes != 16 && !(hasVL && lanes == 8))
        return;
      Value even = getRoundedF32(interleave.getLhs(), lanes);
      Value odd = getRoundedF32(interleave.getRhs(), lanes);
      if (even && odd)
        interleaves.push_back({interleave, even, odd});
    });

    IRRewriter rewriter(&getContext());
    for (auto [interleave, even, odd] : interleaves) {
      int64_t lanes = interleave.getSourceVectorType().getNumElements();
      rewriter.setInsertionPoint(interleave);
      Location loc = interleave.getLoc();
      // The second operand's values fill the low half of the result.
      std::string name =
          "llvm.x86.avx512bf16.cvtne2ps2bf16." + std::to_string(lanes * 32);
      Value packed = LLVM::CallIntrinsicOp::create(
                         rewriter, loc, interleave.getResultVectorType(),
                         rewriter.getStringAttr(name), ValueRange{odd, even})
                         .getResult(0);
      SmallVector<int64_t> order;
      for (int64_t lane = 0; lane < lanes; ++lane) {
        order.push_back(lane);
        order.push_back(lanes + lane);
      }
      Value roundedEven = interleave.getLhs();
      Value roundedOdd = interleave.getRhs();
      rewriter.replaceOpWithNewOp<vector::ShuffleOp>(interleave, packed, packed,
                                                     order);
      for (Value rounded : {roundedEven, roundedOdd})
        if (Operation *trunc = rounded.getDefiningOp();
            trunc && trunc->use_empty())
          rewriter.eraseOp(trunc);
    }
    LLVM_DEBUG(llvm::dbgs() << "packed " << interleaves.size()
                            << " pairs of bf16 roundings\n");
    actgrad::addISAIntrinsicFeatures(getOperation());
  }
};

} // namespace
