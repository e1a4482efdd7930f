//===- PRelu.cpp - Lower prelu_backward -----------------------------------===//
//
// diff_src is a parallel linalg.generic reading the slope through its
// broadcast map; diff_slope is a reduction generic whose output map is that
// same broadcast map, accumulating in f32 (SEMANTICS.md 2.4).
//
//===----------------------------------------------------------------------===//

#include "PopulatePatterns.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

/// The map from src's iteration space to the slope for `mode`.
AffineMap getSlopeMap(MLIRContext *context, SlopeBroadcast mode, int64_t rank,
                      int64_t channelDim) {
  switch (mode) {
  case SlopeBroadcast::PerTensor:
    return AffineMap::get(rank, 0, getAffineConstantExpr(0, context));
  case SlopeBroadcast::PerChannel:
    return AffineMap::get(rank, 0, getAffineDimExpr(channelDim, context));
  case SlopeBroadcast::PerElement:
    return AffineMap::getMultiDimIdentityMap(rank, context).dropResult(0);
  }
  llvm_unreachable("unknown slope broadcast");
}

Value castTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return tensor::CastOp::create(b, loc, type, value);
}

struct PReluBackwardLowering : OpConversionPattern<PReluBackwardOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(PReluBackwardOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(adaptor.getSrc().getType());
    // What the slope's shape is known to be: static where slope or
    // diff_slope is (the verifier made them compatible).
    RankedTensorType slopeType = getKnownSlopeType(op);
    int64_t channelDim = op.getChannelDim();
    SmallVector<SlopeBroadcast, 3> modes =
        matchSlopeBroadcasts(srcType, slopeType, channelDim);
    if (modes.empty())
      return rewriter.notifyMatchFailure(
          op, "slope shape matches none of [1], [C] and src.shape[1:]");

    SmallVector<OpFoldResult> sizes =
        getSharedSizes(rewriter, loc, {adaptor.getSrc(), adaptor.getDiffDst()},
                       op.getDiffSrc().getType());

    // A rank-1 slope of unknown length is [1] or [C]; when C is not known to
    // be 1 only its run-time length can tell which.
    if (std::optional<SlopeBroadcast> mode =
            getStaticSlopeBroadcast(op, sizes[channelDim])) {
      rewriter.replaceOp(op, lower(rewriter, loc, op, adaptor, sizes, *mode));
      return success();
    }

    Value slopeLength =
        tensor::DimOp::create(rewriter, loc, adaptor.getSlope(), 0);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value perTensor = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, slopeLength, one);
    auto ifOp = scf::IfOp::create(
        rewriter, loc, perTensor,
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(
              b, l, lower(b, l, op, adaptor, sizes, SlopeBroadcast::PerTensor));
        },
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(
              b, l,
              lower(b, l, op, adaptor, sizes, SlopeBroadcast::PerChannel));
        });
    rewriter.replaceOp(op, ifOp.getResults());
    return success();
  }

  /// Builds diff_src and diff_slope for one broadcast mode.
  SmallVector<Value> lower(OpBuilder &b, Location loc, PReluBackwardOp op,
                           OpAdaptor adaptor, ArrayRef<OpFoldResult> sizes,
                           SlopeBroadcast mode) const {
    Value src = adaptor.getSrc();
    Value slope = adaptor.getSlope();
    Value diffDst = adaptor.getDiffDst();
    int64_t rank = sizes.size();
    int64_t channelDim = op.getChannelDim();
    AffineMap identity = b.getMultiDimIdentityMap(rank);
    AffineMap slopeMap = getSlopeMap(b.getContext(), mode, rank, channelDim);

    // The slope's sizes: static where its type or diff_slope's says so,
    // else those of the src dimensions it maps to.
    SmallVector<OpFoldResult> slopeSizes;
    if (mode == SlopeBroadcast::PerTensor) {
      slopeSizes.push_back(b.getIndexAttr(1));
    } else {
      RankedTensorType knownType = getKnownSlopeType(op);
      int64_t firstSrcDim = mode == SlopeBroadcast::PerChannel ? channelDim : 1;
      for (int64_t dim = 0; dim < knownType.getRank(); ++dim) {
        if (knownType.isDynamicDim(dim))
          slopeSizes.push_back(sizes[firstSrcDim + dim]);
        else
          slopeSizes.push_back(b.getIndexAttr(knownType.getDimSize(dim)));
      }
    }

    Type f32 = b.getF32Type();
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(f32));

    // diff_src = x > 0 ? g : w * g, NaN for a NaN x.
    Value diffSrc = buildMapGeneric(
        b, loc, {src, slope, diffDst}, {identity, slopeMap, identity},
        op.getDiffSrc().getType(), sizes,
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value x = args[0], w = args[1], g = args[2];
          Value positive = arith::CmpFOp::create(
              nb, nloc, arith::CmpFPredicate::OGT, x, zero);
          Value scaled = arith::MulFOp::create(nb, nloc, w, g);
          Value result = arith::SelectOp::create(nb, nloc, positive, g, scaled);
          return propagateNaN(nb, nloc, x, result);
        });

    // diff_slope[k] = sum over e -> k of (x > 0 ? 0 : x * g), in f32. A NaN x
    // fails `x > 0`, so x * g carries the NaN into the sum. Any summation order
    // is allowed (SEMANTICS.md 1), so `reassoc` lets it vectorize.
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::reduction);
    for (AffineExpr expr : slopeMap.getResults())
      if (auto dimExpr = dyn_cast<AffineDimExpr>(expr))
        iterators[dimExpr.getPosition()] = utils::IteratorType::parallel;
    Value accumulator = createZeroAccumulator(b, loc, slopeSizes);
    Value sum =
        linalg::GenericOp::create(
            b, loc, TypeRange{accumulator.getType()}, ValueRange{src, diffDst},
            ValueRange{accumulator}, {identity, identity, slopeMap}, iterators,
            [&](OpBuilder &nb, Location nloc, ValueRange args) {
              Value x = extendToF32(nb, nloc, args[0]);
              Value g = extendToF32(nb, nloc, args[1]);
              Value positive = arith::CmpFOp::create(
                  nb, nloc, arith::CmpFPredicate::OGT, x, zero);
              Value product = arith::MulFOp::create(nb, nloc, x, g);
              Value term =
                  arith::SelectOp::create(nb, nloc, positive, zero, product);
              linalg::YieldOp::create(
                  nb, nloc,
                  arith::AddFOp::create(nb, nloc, args[2], term,
                                        arith::FastMathFlags::reassoc)
                      .getResult());
            })
            .getResult(0);

    auto diffSlopeType = op.getDiffSlope().getType();
    Value diffSlope;
    if (diffSlopeType.getElementType() == f32) {
      diffSlope = castTo(b, loc, sum, diffSlopeType);
    } else {
      diffSlope = buildMapGeneric(
          b, loc, {sum}, {b.getMultiDimIdentityMap(slopeSizes.size())},
          diffSlopeType, slopeSizes,
          [](OpBuilder &, Location, ValueRange args) { return args[0]; });
    }
    return {diffSrc, diffSlope};
  }
};

} // namespace

void mlir::actgrad::detail::populatePReluPatterns(RewritePatternSet &patterns) {
  patterns.add<PReluBackwardLowering>(patterns.getContext());
}
