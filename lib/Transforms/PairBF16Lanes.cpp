//===- PairBF16Lanes.cpp - The actgrad-pair-bf16-lanes pass ---------------===//
//
// Widening a bf16 vector to f32 in lane order costs a zero-extending
// shuffle per f32 register (VPMOVZXWD, which Zen 4 runs in three FP-pipe
// slots) plus a shift, and rounding back costs one conversion per register.
// But an elementwise computation does not care which lane holds which
// element. Viewed as i32 lanes, a register of 2W bf16 values holds the even
// elements in its low halves and the odd ones in its high halves, so
//
//   even = bitcast(bits << 16),   odd = bitcast(bits & 0xffff0000)
//
// are their exact f32 values, one integer op each and no shuffle. The f32
// computation runs on the two halves, and its bf16 results are interleaved
// once (VCVTNEPS2BF16 twice plus one VPERMI2W per 2W elements). Upstream has
// vector.deinterleave and vector.interleave but no rewrite that keeps a
// whole computation in the permuted order, which is what saves the work.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Transforms/Passes.h"
#include "ActGrad/Transforms/Target.h"
#include "CPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-pair-bf16-lanes"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADPAIRBF16LANESPASS
#include "ActGrad/Transforms/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad::detail;

namespace {

/// Whether `type` is a vector whose innermost dimension has `lanes` elements.
bool hasPairedShape(Type type, int64_t lanes) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && !vector.isScalable() && vector.getRank() >= 1 &&
         vector.getShape().back() == lanes;
}

/// `type` with half the elements in its innermost dimension.
VectorType getHalfType(Type type) {
  auto vector = cast<VectorType>(type);
  SmallVector<int64_t> shape(vector.getShape());
  shape.back() /= 2;
  return VectorType::get(shape, vector.getElementType());
}

bool isBF16Widening(Operation *op, int64_t lanes) {
  auto ext = dyn_cast_or_null<arith::ExtFOp>(op);
  return ext && hasPairedShape(ext.getIn().getType(), lanes) &&
         getElementTypeOrSelf(ext.getIn().getType()).isBF16() &&
         getElementTypeOrSelf(ext.getType()).isF32();
}

bool isBF16Rounding(Operation *op, int64_t lanes) {
  auto trunc = dyn_cast<arith::TruncFOp>(op);
  return trunc && hasPairedShape(trunc.getType(), lanes) &&
         getElementTypeOrSelf(trunc.getType()).isBF16() &&
         getElementTypeOrSelf(trunc.getIn().getType()).isF32();
}

/// An arith or math op that applies elementwise to vectors of the paired
/// shape (scalar operands, such as a select's condition, are uniform).
bool isPairableOp(Operation *op, int64_t lanes) {
  if (!op || !isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
      !op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() != 0 ||
      isa<arith::ExtFOp, arith::TruncFOp, arith::ConstantOp>(op) ||
      op->getNumResults() == 0)
    return false;
  return llvm::all_of(op->getResultTypes(),
                      [&](Type type) { return hasPairedShape(type, lanes); });
}

/// A vector operand the same in every lane: a splat constant or a broadcast
/// scalar.
bool isUniform(Value value) {
  if (!isa<VectorType>(value.getType()))
    return true;
  SplatElementsAttr splat;
  if (matchPattern(value, m_Constant(&splat)))
    return true;
  auto broadcast = value.getDefiningOp<vector::BroadcastOp>();
  return broadcast && !isa<VectorType>(broadcast.getSourceType());
}

/// One connected elementwise f32 computation: its ops in block order, entered
/// by widenings of bf16 and left only by roundings to bf16.
struct Component {
  SmallVector<Operation *> ops;
  SmallVector<Operation *> roundings;
};

/// The component that contains the widening `seed`, or failure if it has a
/// value that is not paired (a user or operand of another kind, or ops in
/// several blocks). `claimed` gets every op it visits.
FailureOr<Component> collectComponent(Operation *seed, int64_t lanes,
                                      DenseSet<Operation *> &claimed) {
  llvm::SetVector<Operation *> ops;
  llvm::SetVector<Operation *> roundings;
  SmallVector<Operation *> worklist = {seed};
  ops.insert(seed);
  claimed.insert(seed);
  bool paired = true;
  auto visit = [&](Operation *op) {
    if (ops.insert(op)) {
      claimed.insert(op);
      worklist.push_back(op);
    }
  };
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (op->getBlock() != seed->getBlock())
      paired = false;
    for (Operation *user : op->getUsers()) {
      if (isBF16Rounding(user, lanes))
        roundings.insert(user);
      else if (isPairableOp(user, lanes))
        visit(user);
      else
        paired = false;
    }
    if (isBF16Widening(op, lanes))
      continue;
    for (Value operand : op->getOperands()) {
      Operation *producer = operand.getDefiningOp();
      if (isBF16Widening(producer, lanes) || isPairableOp(producer, lanes))
        visit(producer);
      else if (!isUniform(operand))
        paired = false;
    }
  }
  if (!paired)
    return failure();
  Component component;
  component.ops = ops.takeVector();
  llvm::sort(component.ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  component.roundings = roundings.takeVector();
  return component;
}

/// Rewrites `component` on the even and odd halves.
void pairComponent(RewriterBase &rewriter, const Component &component) {
  IRMapping even, odd;
  // The halves of uniform operands, shared by both halves of every op.
  DenseMap<Value, Value> halfUniforms;
  auto getHalfUniform = [&](Value value) -> Value {
    if (!isa<VectorType>(value.getType()))
      return value;
    auto [it, inserted] = halfUniforms.try_emplace(value);
    if (!inserted)
      return it->second;
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointAfterValue(value);
    VectorType half = getHalfType(value.getType());
    SplatElementsAttr splat;
    if (matchPattern(value, m_Constant(&splat)))
      it->second = arith::ConstantOp::create(rewriter, value.getLoc(),
                                             splat.resizeSplat(half));
    else
      it->second = vector::BroadcastOp::create(
          rewriter, value.getLoc(), half,
          value.getDefiningOp<vector::BroadcastOp>().getSource());
    return it->second;
  };
  auto lookup = [&](IRMapping &half, Value value) {
    if (Value mapped = half.lookupOrNull(value))
      return mapped;
    return getHalfUniform(value);
  };

  for (Operation *op : component.ops) {
    rewriter.setInsertionPoint(op);
    Location loc = op->getLoc();
    if (auto ext = dyn_cast<arith::ExtFOp>(op)) {
      auto wide = cast<VectorType>(ext.getType());
      VectorType halfF32 = getHalfType(wide);
      VectorType halfI32 = halfF32.clone(rewriter.getI32Type());
      Value bits =
          vector::BitCastOp::create(rewriter, loc, halfI32, ext.getIn());
      auto constant = [&](uint32_t value) {
        return arith::ConstantOp::create(
            rewriter, loc,
            SplatElementsAttr::get(halfI32, rewriter.getI32IntegerAttr(
                                                static_cast<int32_t>(value))));
      };
      Value evenBits = arith::ShLIOp::create(rewriter, loc, bits, constant(16));
      Value oddBits =
          arith::AndIOp::create(rewriter, loc, bits, constant(0xffff0000u));
      even.map(ext.getResult(),
               arith::BitcastOp::create(rewriter, loc, halfF32, evenBits));
      odd.map(ext.getResult(),
              arith::BitcastOp::create(rewriter, loc, halfF32, oddBits));
      continue;
    }
    for (IRMapping *half : {&even, &odd}) {
      OperationState state(loc, op->getName());
      for (Value operand : op->getOperands())
        state.addOperands(lookup(*half, operand));
      for (Type type : op->getResultTypes())
        state.addTypes(getHalfType(type));
      state.addAttributes(op->getAttrs());
      Operation *clone = rewriter.create(state);
      half->map(op->getResults(), clone->getResults());
    }
  }
  for (Operation *rounding : component.roundings) {
    auto trunc = cast<arith::TruncFOp>(rounding);
    rewriter.setInsertionPoint(trunc);
    VectorType half = getHalfType(trunc.getType());
    Value evenResult = arith::TruncFOp::create(
        rewriter, trunc.getLoc(), half, even.lookup(trunc.getIn()),
        trunc.getRoundingmodeAttr(), trunc.getFastmathAttr());
    Value oddResult = arith::TruncFOp::create(
        rewriter, trunc.getLoc(), half, odd.lookup(trunc.getIn()),
        trunc.getRoundingmodeAttr(), trunc.getFastmathAttr());
    rewriter.replaceOpWithNewOp<vector::InterleaveOp>(trunc, evenResult,
                                                      oddResult);
  }
  for (Operation *op : llvm::reverse(component.ops))
    rewriter.eraseOp(op);
}

/// Whether `condition` is computed from an f32 comparison (through the
/// logic ops that combine masks): such a select belongs to the f32
/// computation.
bool comparesFloats(Value condition, int depth = 0) {
  Operation *op = condition.getDefiningOp();
  if (!op || depth > 8)
    return false;
  if (isa<arith::CmpFOp>(op))
    return true;
  if (!isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op))
    return false;
  return llvm::any_of(op->getOperands(), [&](Value operand) {
    return comparesFloats(operand, depth + 1);
  });
}

/// truncf(select(c, a, b)) -> select(c, truncf(a), truncf(b)), selecting the
/// bf16 bits as i16 (as actgrad-narrow-selects does, for LLVM's sake): a
/// mask computed from the bf16 bits in lane order (actgrad-narrow-compares)
/// then selects bf16 values, in lane order, and the f32 part is left to
/// pair. Rounding commutes with selecting, so the result is the same.
struct SinkRoundingThroughSelect : OpRewritePattern<arith::TruncFOp> {
  SinkRoundingThroughSelect(MLIRContext *context, int64_t lanes)
      : OpRewritePattern(context), lanes(lanes) {}

  LogicalResult matchAndRewrite(arith::TruncFOp trunc,
                                PatternRewriter &rewriter) const override {
    if (!isBF16Rounding(trunc, lanes))
      return rewriter.notifyMatchFailure(trunc, "not a paired bf16 rounding");
    auto select = trunc.getIn().getDefiningOp<arith::SelectOp>();
    if (!select || !select->hasOneUse() ||
        comparesFloats(select.getCondition()))
      return rewriter.notifyMatchFailure(trunc, "not a lane-order select");
    Location loc = trunc.getLoc();
    Type bitsType = withElementType(trunc.getType(), rewriter.getI16Type());
    auto roundBits = [&](Value value) -> Value {
      Value rounded = arith::TruncFOp::create(
          rewriter, loc, trunc.getType(), value, trunc.getRoundingmodeAttr(),
          trunc.getFastmathAttr());
      return arith::BitcastOp::create(rewriter, loc, bitsType, rounded);
    };
    Value bits = arith::SelectOp::create(rewriter, loc, select.getCondition(),
                                         roundBits(select.getTrueValue()),
                                         roundBits(select.getFalseValue()));
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(trunc, trunc.getType(), bits);
    return success();
  }

  int64_t lanes;
};

struct PairBF16LanesPass
    : actgrad::impl::ActGradPairBF16LanesPassBase<PairBF16LanesPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // A vector of bf16 is paired when its f32 values fill two registers.
    int64_t lanes = 2 * actgrad::getTargetVectorWidth(func);
    if (lanes == 0)
      return;
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns.add<SinkRoundingThroughSelect>(context, lanes);
    if (failed(applyPatternsGreedily(func, std::move(patterns))))
      LLVM_DEBUG(llvm::dbgs() << "sinking roundings did not converge\n");

    SmallVector<Operation *> seeds;
    func.walk([&](arith::ExtFOp ext) {
      if (isBF16Widening(ext, lanes))
        seeds.push_back(ext);
    });
    DenseSet<Operation *> claimed;
    SmallVector<Component> components;
    for (Operation *seed : seeds) {
      if (claimed.contains(seed))
        continue;
      FailureOr<Component> component = collectComponent(seed, lanes, claimed);
      if (succeeded(component))
        components.push_back(std::move(*component));
      else
        LLVM_DEBUG(llvm::dbgs() << "not paired: " << *seed << "\n");
    }
    IRRewriter rewriter(context);
    for (const Component &component : components)
      pairComponent(rewriter, component);
  }
};

} // namespace
