//===- LowerDynamicExpandShapes.cpp - actgrad-lower-dynamic-expand-shapes -===//
//
// Upstream's expand-strided-metadata asserts that a group of an expansion
// holds at most one dynamic size (getExpandedSizes in
// ExpandStridedMetadata.cpp); with output_shape, the sizes are all known, so
// this pass lowers the other expansions itself.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADLOWERDYNAMICEXPANDSHAPESPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Whether a group of `op`'s result holds more than one dynamic size.
bool hasSeveralDynamicSizesInAGroup(memref::ExpandShapeOp op) {
  MemRefType type = op.getResultType();
  return llvm::any_of(op.getReassociationIndices(), [&](const auto &group) {
    return llvm::count_if(
               group, [&](int64_t dim) { return type.isDynamicDim(dim); }) > 1;
  });
}

/// The strides of `op`'s result: within a group, the innermost dimension
/// keeps the source dimension's stride and each other one is the next
/// stride times the next size.
SmallVector<OpFoldResult> getExpandedStrides(OpBuilder &b, Location loc,
                                             memref::ExpandShapeOp op,
                                             ArrayRef<OpFoldResult> sources,
                                             ArrayRef<OpFoldResult> sizes) {
  SmallVector<OpFoldResult> strides(sizes.size());
  for (auto [source, group] :
       llvm::zip_equal(sources, op.getReassociationIndices())) {
    OpFoldResult stride = source;
    for (int64_t dim : llvm::reverse(group)) {
      strides[dim] = stride;
      if (dim == group.front())
        break;
      std::optional<int64_t> constantStride = getConstantIntValue(stride);
      std::optional<int64_t> constantSize = getConstantIntValue(sizes[dim]);
      if (constantStride && constantSize) {
        stride = b.getIndexAttr(*constantStride * *constantSize);
        continue;
      }
      stride = arith::MulIOp::create(
                   b, loc, getValueOrCreateConstantIndexOp(b, loc, stride),
                   getValueOrCreateConstantIndexOp(b, loc, sizes[dim]))
                   .getResult();
    }
  }
  return strides;
}

struct LowerDynamicExpandShape
    : public OpRewritePattern<memref::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasSeveralDynamicSizesInAGroup(op))
      return rewriter.notifyMatchFailure(op, "expand-strided-metadata's");
    Location loc = op.getLoc();
    auto metadata =
        memref::ExtractStridedMetadataOp::create(rewriter, loc, op.getSrc());
    SmallVector<OpFoldResult> sizes = op.getMixedOutputShape();
    SmallVector<OpFoldResult> strides = getExpandedStrides(
        rewriter, loc, op, metadata.getConstifiedMixedStrides(), sizes);
    OpFoldResult offset = metadata.getConstifiedMixedOffset();
    SmallVector<int64_t> staticStrides;
    SmallVector<Value> dynamicStrides;
    dispatchIndexOpFoldResults(strides, dynamicStrides, staticStrides);
    std::optional<int64_t> staticOffset = getConstantIntValue(offset);
    MemRefType resultType = op.getResultType();
    auto castType = MemRefType::get(
        resultType.getShape(), resultType.getElementType(),
        StridedLayoutAttr::get(rewriter.getContext(),
                               staticOffset.value_or(ShapedType::kDynamic),
                               staticStrides),
        resultType.getMemorySpace());
    Value cast = memref::ReinterpretCastOp::create(rewriter, loc, castType,
                                                   metadata.getBaseBuffer(),
                                                   offset, sizes, strides);
    if (castType != resultType)
      cast = memref::CastOp::create(rewriter, loc, resultType, cast);
    rewriter.replaceOp(op, cast);
    return success();
  }
};

struct LowerDynamicExpandShapesPass
    : actgrad::impl::ActGradLowerDynamicExpandShapesPassBase<
          LowerDynamicExpandShapesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<LowerDynamicExpandShape>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
