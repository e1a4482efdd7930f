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
// A tile of 16 lanes (two f32 registers, actgrad-vectorize's paired bf16
// roundings) is widened as its two halves of 8.
// The narrowing back (VPSRLD, VEXTRACTI128, VPACKUSDW) is left alone: its
// byte-shuffle form, VPSHUFB and VPERMQ, is as many micro-ops on Zen 3
// (VPERMQ takes two) and one cycle longer.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "ActGrad/Codegen/Target/CPUTargetInfo.h"
#include "ActGrad/Codegen/X86/X86TargetInfo.h"

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

/// Whether `type` is vector<NxiB> with N = `lanes`.
bool isLanes(Type type, int64_t lanes, unsigned bits) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && vector.getRank() == 1 && !vector.isScalable() &&
         vector.getNumElements() == lanes &&
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

/// The 8 values of `narrow` (vector<8xi16>) in both halves of a register,
/// each half's four values moved to the high halves of its i32 lanes:
/// vector<8xi32>.
Value widenEightLanes(OpBuilder &b, Location loc, Value narrow) {
  Value both = vector::ShuffleOp::create(
      b, loc, narrow, narrow,
      ArrayRef<int64_t>{0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7});
  Value bytes = vector::BitCastOp::create(
      b, loc, VectorType::get({32}, b.getI8Type()), both);
  // Lane i of each half takes value i of that half: bytes 2i and 2i + 1 of
  // the low half's copy, 8 + 2i and 9 + 2i of the high half's.
  SmallVector<int8_t> indices;
  for (int8_t value = 0; value < 8; ++value)
    indices.append({kZeroByte, kZeroByte, static_cast<int8_t>(2 * value),
                    static_cast<int8_t>(2 * value + 1)});
  Value widened = createByteShuffle(b, loc, bytes, indices);
  return vector::BitCastOp::create(b, loc, VectorType::get({8}, b.getI32Type()),
                                   widened);
}

/// The 8 lanes from `first` on of `narrow`, a loaded vector<16xi16>
/// (isLoaded), read on their own: vector<8xi16>.
Value loadEightLanes(OpBuilder &b, Location loc, Value narrow, int64_t first) {
  Value loaded = narrow;
  while (auto bitcast = loaded.getDefiningOp<arith::BitcastOp>())
    loaded = bitcast.getIn();
  Operation *load = loaded.getDefiningOp();
  auto type =
      VectorType::get({8}, cast<VectorType>(loaded.getType()).getElementType());
  auto indices =
      llvm::to_vector(isa<vector::LoadOp>(load)
                          ? cast<vector::LoadOp>(load).getIndices()
                          : cast<vector::TransferReadOp>(load).getIndices());
  if (first != 0) {
    Value offset = arith::ConstantIndexOp::create(b, loc, first);
    indices.back() = arith::AddIOp::create(b, loc, indices.back(), offset);
  }
  Value half;
  if (auto vectorLoad = dyn_cast<vector::LoadOp>(load)) {
    half = vector::LoadOp::create(b, loc, type, vectorLoad.getBase(), indices);
  } else {
    auto read = cast<vector::TransferReadOp>(load);
    half = vector::TransferReadOp::create(
        b, loc, type, read.getBase(), indices, read.getPermutationMapAttr(),
        read.getPadding(), /*mask=*/Value(), b.getBoolArrayAttr({true}));
  }
  return arith::BitcastOp::create(b, loc, VectorType::get({8}, b.getI16Type()),
                                  half);
}

/// `shli(extui(x : vector<Nxi16>), 16)` with `x` loaded, N = 8 or 16: each
/// register of 8 values loaded into both halves of a register and widened
/// by one byte shuffle. Of 16 lanes, each 8 are read on their own: from
/// halves of one 256-bit load, LLVM would merge the two halves' shuffles
/// into a VPERMQ (two micro-ops on Zen 3) and two unpacks.
void rewriteWidening(IRRewriter &rewriter, arith::ShLIOp shift, Value narrow) {
  Location loc = shift.getLoc();
  rewriter.setInsertionPoint(shift);
  if (cast<VectorType>(narrow.getType()).getNumElements() == 8) {
    rewriter.replaceOp(shift, widenEightLanes(rewriter, loc, narrow));
    return;
  }
  Value low =
      widenEightLanes(rewriter, loc, loadEightLanes(rewriter, loc, narrow, 0));
  Value high =
      widenEightLanes(rewriter, loc, loadEightLanes(rewriter, loc, narrow, 8));
  // LLVM turns a VPSHUFB of a constant mask into a generic shuffle, which
  // it would merge with the concatenation; the barriers keep each VPSHUFB.
  low = actgrad::createX86RegisterBarrier(rewriter, loc, low);
  high = actgrad::createX86RegisterBarrier(rewriter, loc, high);
  SmallVector<int64_t> lanes = llvm::to_vector(llvm::seq<int64_t>(0, 16));
  rewriter.replaceOpWithNewOp<vector::ShuffleOp>(shift, low, high, lanes);
}

/// Whether `shift` widens `extend`'s 8 or 16 loaded 16-bit lanes.
bool isLoadedWidening(arith::ShLIOp shift, arith::ExtUIOp extend) {
  for (int64_t lanes : {8, 16})
    if (isLanes(shift.getType(), lanes, 32) &&
        isLanes(extend.getIn().getType(), lanes, 16))
      return isSplatOf(shift.getRhs(), 16) && isLoaded(extend.getIn());
  return false;
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
      if (extend && isLoadedWidening(shift, extend))
        widenings.push_back({shift, extend.getIn()});
    });
    IRRewriter rewriter(&getContext());
    for (auto [shift, narrow] : widenings) {
      Operation *extend = shift.getLhs().getDefiningOp();
      rewriteWidening(rewriter, shift, narrow);
      // The extension, and the 16 lanes' own read (through its bitcasts)
      // once both halves are read apart; a memref is never one of these.
      Operation *dead = extend;
      while (dead && dead->use_empty() &&
             isa<arith::ExtUIOp, arith::BitcastOp, vector::LoadOp,
                 vector::TransferReadOp>(dead)) {
        Operation *source = dead->getOperand(0).getDefiningOp();
        rewriter.eraseOp(dead);
        dead = source;
      }
    }
    LLVM_DEBUG(llvm::dbgs()
               << "shuffled " << widenings.size() << " widenings\n");
  }
};

} // namespace
