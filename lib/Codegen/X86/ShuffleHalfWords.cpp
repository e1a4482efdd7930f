//===- ShuffleHalfWords.cpp - The actgrad-shuffle-half-words pass ---------===//
//
// On AVX2, a register of 8 bf16 values widened in lane order (the bits
// moved to the high half of each i32, as actgrad-legalize-bf16 expands
// `extf`) is a zero-extending shuffle that crosses the two 128-bit halves
// and a shift: VPMOVZXWD and VPSLLD, both on the two vector ALUs of Zen 3
// that shuffles and shifts share, so that an outer-axis bf16 softmax spends
// more of them widening than computing. Loaded into both 128-bit halves
// (VBROADCASTI128, a load with no ALU work), the same widening is one
// in-lane byte shuffle, VPSHUFB. LLVM does not pick that form, so this pass
// writes it as the x86 intrinsic, whose constant mask LLVM keeps as it is.
// The narrowing back (VPSRLD, VEXTRACTI128, VPACKUSDW) is left alone: its
// byte-shuffle form, VPSHUFB and VPERMQ, is as many micro-ops on Zen 3
// (VPERMQ takes two) and one cycle longer.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-shuffle-half-words"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADSHUFFLEHALFWORDSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using mlir::actgrad::CPUTargetInfo;

namespace {

/// VPSHUFB's index that writes a zero byte.
constexpr int8_t kZeroByte = -128;

/// Whether `type` is vector<8xiN>: one AVX2 register of i32, or half of one
/// of i16.
bool isEightLanes(Type type, unsigned bits) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && vector.getRank() == 1 && !vector.isScalable() &&
         vector.getNumElements() == 8 &&
         vector.getElementType().isInteger(bits);
}

/// Whether `value` is a splat of the integer `amount`.
bool isSplatOf(Value value, int64_t amount) {
  APInt splat;
  return matchPattern(value, m_ConstantInt(&splat)) &&
         splat.getZExtValue() == static_cast<uint64_t>(amount);
}

/// Whether `value` (through bitcasts) is read from memory as a whole 1-D
/// vector, so that the broadcast to both 128-bit halves is the load itself.
bool isLoaded(Value value) {
  while (auto bitcast = value.getDefiningOp<arith::BitcastOp>())
    value = bitcast.getIn();
  if (value.getDefiningOp<vector::LoadOp>())
    return true;
  auto read = value.getDefiningOp<vector::TransferReadOp>();
  return read && !read.getMask() && read.getVectorType().getRank() == 1 &&
         read.getPermutationMap().isMinorIdentity() &&
         read.getInBoundsValues().front();
}

/// VPSHUFB of `bytes` (vector<32xi8>) by the constant `indices`.
Value createByteShuffle(OpBuilder &b, Location loc, Value bytes,
                        ArrayRef<int8_t> indices) {
  auto type = cast<VectorType>(bytes.getType());
  Value mask =
      arith::ConstantOp::create(b, loc, DenseElementsAttr::get(type, indices));
  return LLVM::CallIntrinsicOp::create(b, loc, type,
                                       b.getStringAttr("llvm.x86.avx2.pshuf.b"),
                                       ValueRange{bytes, mask})
      .getResult(0);
}

/// `shli(extui(x : vector<8xi16>), 16)` with `x` loaded: the load in both
/// halves of a register, and each half's four values moved to the high
/// halves of its i32 lanes.
void rewriteWidening(IRRewriter &rewriter, arith::ShLIOp shift, Value narrow) {
  Location loc = shift.getLoc();
  rewriter.setInsertionPoint(shift);
  Value both = vector::ShuffleOp::create(
      rewriter, loc, narrow, narrow,
      ArrayRef<int64_t>{0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7});
  Value bytes = vector::BitCastOp::create(
      rewriter, loc, VectorType::get({32}, rewriter.getI8Type()), both);
  // Lane i of each half takes value i of that half: bytes 2i and 2i + 1 of
  // the low half's copy, 8 + 2i and 9 + 2i of the high half's.
  SmallVector<int8_t> indices;
  for (int8_t value = 0; value < 8; ++value)
    indices.append({kZeroByte, kZeroByte, static_cast<int8_t>(2 * value),
                    static_cast<int8_t>(2 * value + 1)});
  Value widened = createByteShuffle(rewriter, loc, bytes, indices);
  rewriter.replaceOpWithNewOp<vector::BitCastOp>(shift, shift.getType(),
                                                 widened);
}

struct ShuffleHalfWordsPass
    : actgrad::impl::ActGradShuffleHalfWordsPassBase<ShuffleHalfWordsPass> {
  void runOnOperation() override {
    CPUTargetInfo target = CPUTargetInfo::get(getOperation());
    if (!target.getTriple().isX86() || !target.hasFeature("+avx2"))
      return;
    SmallVector<std::pair<arith::ShLIOp, Value>> widenings;
    getOperation().walk([&](arith::ShLIOp shift) {
      auto extend = shift.getLhs().getDefiningOp<arith::ExtUIOp>();
      if (extend && isEightLanes(shift.getType(), 32) &&
          isEightLanes(extend.getIn().getType(), 16) &&
          isSplatOf(shift.getRhs(), 16) && isLoaded(extend.getIn()))
        widenings.push_back({shift, extend.getIn()});
    });
    IRRewriter rewriter(&getContext());
    for (auto [shift, narrow] : widenings) {
      Operation *extend = shift.getLhs().getDefiningOp();
      rewriteWidening(rewriter, shift, narrow);
      if (extend->use_empty())
        rewriter.eraseOp(extend);
    }
    LLVM_DEBUG(llvm::dbgs()
               << "shuffled " << widenings.size() << " widenings\n");
  }
};

} // namespace
