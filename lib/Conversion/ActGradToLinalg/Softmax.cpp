//===- Softmax.cpp - Lower softmax_backward -------------------------------===//
//
// Modelled on linalg.softmax's decomposition: a reduction generic along the
// axis into a zero-filled f32 accumulator whose map drops the axis, then one
// parallel generic that broadcasts the sum back through that map
// (SEMANTICS.md 2.5).
//
//===----------------------------------------------------------------------===//

#include "PopulatePatterns.h"
#include "Utils.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

namespace {

struct SoftmaxBackwardLowering : OpConversionPattern<SoftmaxBackwardOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SoftmaxBackwardOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType resultType = op.getType();
    int64_t rank = resultType.getRank();
    int64_t axis = op.getNormalizedAxis();
    if (rank == 0 || axis < 0 || axis >= rank)
      return rewriter.notifyMatchFailure(op, "axis is out of range");

    Value diffDst = adaptor.getDiffDst();
    Value dst = adaptor.getDst();
    SmallVector<OpFoldResult> sizes =
        getSharedSizes(rewriter, loc, {diffDst, dst}, resultType);

    SmallVector<OpFoldResult> reducedSizes(sizes);
    reducedSizes.erase(reducedSizes.begin() + axis);
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    AffineMap dropAxis = identity.dropResult(axis);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators[axis] = utils::IteratorType::reduction;

    // sum = sum_j diff_dst_j * dst_j along the axis, in f32. Any summation
    // order is allowed (SEMANTICS.md 1), so `reassoc` lets it vectorize.
    Value accumulator = createZeroAccumulator(rewriter, loc, reducedSizes);
    Value sum = linalg::GenericOp::create(
                    rewriter, loc, TypeRange{accumulator.getType()},
                    ValueRange{diffDst, dst}, ValueRange{accumulator},
                    {identity, identity, dropAxis}, iterators,
                    [](OpBuilder &b, Location l, ValueRange args) {
                      // Created one by one: the order in which a compiler
                      // evaluates call arguments is unspecified (GCC and clang
                      // differ).
                      Value diffDstF32 = extendToF32(b, l, args[0]);
                      Value dstF32 = extendToF32(b, l, args[1]);
                      Value product =
                          arith::MulFOp::create(b, l, diffDstF32, dstF32);
                      linalg::YieldOp::create(
                          b, l,
                          arith::AddFOp::create(b, l, args[2], product,
                                                arith::FastMathFlags::reassoc)
                              .getResult());
                    })
                    .getResult(0);

    // diff_src = dst * (diff_dst - sum).
    Value result = buildMapGeneric(
        rewriter, loc, {diffDst, dst, sum}, {identity, identity, dropAxis},
        resultType, sizes, [](OpBuilder &b, Location l, ValueRange args) {
          Value difference = arith::SubFOp::create(b, l, args[0], args[2]);
          return arith::MulFOp::create(b, l, args[1], difference).getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void mlir::actgrad::detail::populateSoftmaxPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SoftmaxBackwardLowering>(patterns.getContext());
}
