//===- ActGradRuntimeVerification.cpp - Run-time shape checks -------------===//
//
// The RuntimeVerifiableOpInterface of the activation-backward ops: checks
// that the dynamic dimensions agree where the verifier could only see `?`
// (SEMANTICS.md 1). Each check is an `actgrad.check_size` whose message names
// the operand, the dimension and what it must match.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::actgrad;

namespace {

using MessageFn = function_ref<std::string(Operation *, StringRef)>;

/// A tensor operand with the name users know it by.
struct NamedTensor {
  Value value;
  StringRef name;
};

/// Emits a check that dimension `dim` of `tensor` equals `expected`, when
/// that dimension is dynamic.
void checkDimEquals(OpBuilder &b, Location loc, Operation *op,
                    NamedTensor tensor, int64_t dim, OpFoldResult expected,
                    StringRef expectedName, MessageFn generateErrorMessage) {
  auto type = cast<RankedTensorType>(tensor.value.getType());
  if (!type.isDynamicDim(dim))
    return;
  Value actual = tensor::DimOp::create(b, loc, tensor.value, dim);
  Value wanted = getValueOrCreateConstantIndexOp(b, loc, expected);
  std::string message = generateErrorMessage(
      op, llvm::formatv("dimension {0} of '{1}' does not match {2}", dim,
                        tensor.name, expectedName)
              .str());
  CheckSizeOp::create(b, loc, actual, wanted, message);
}

/// Checks that `tensors` (of one rank) and `resultType` have one shape, and
/// returns it (getSharedSizes: the sizes the lowering uses).
SmallVector<OpFoldResult> checkSameShape(OpBuilder &b, Location loc,
                                         Operation *op,
                                         ArrayRef<NamedTensor> tensors,
                                         RankedTensorType resultType,
                                         MessageFn generateErrorMessage) {
  SmallVector<Value> values = llvm::map_to_vector(
      tensors, [](const NamedTensor &tensor) { return tensor.value; });
  SmallVector<OpFoldResult> sizes;
  for (int64_t dim = 0, rank = resultType.getRank(); dim < rank; ++dim) {
    size_t chosen;
    OpFoldResult size =
        getSharedDimSize(b, loc, values, resultType, dim, &chosen);
    std::string sizeName = chosen == tensors.size()
                               ? std::string("the result type")
                               : ("'" + tensors[chosen].name + "'").str();
    // A size read from the first tensor at run time needs no check of it.
    bool readFromFirst = isa<Value>(size);
    for (const NamedTensor &tensor : tensors.drop_front(readFromFirst ? 1 : 0))
      checkDimEquals(b, loc, op, tensor, dim, size, sizeName,
                     generateErrorMessage);
    sizes.push_back(size);
  }
  return sizes;
}

/// Checks that the slope, the src dimensions it maps to under `mode` and
/// diff_slope's type agree.
void checkSlope(OpBuilder &b, Location loc, PReluBackwardOp op,
                ArrayRef<OpFoldResult> srcSizes, SlopeBroadcast mode,
                MessageFn generateErrorMessage) {
  NamedTensor slope = {op.getSlope(), "slope"};
  if (mode == SlopeBroadcast::PerTensor) {
    bool fixedByResult = !op.getDiffSlope().getType().isDynamicDim(0);
    checkDimEquals(b, loc, op, slope, 0, b.getIndexAttr(1),
                   fixedByResult ? "dimension 0 of 'diff_slope'" : "1",
                   generateErrorMessage);
    return;
  }
  RankedTensorType knownType = getKnownSlopeType(op);
  int64_t firstSrcDim =
      mode == SlopeBroadcast::PerChannel ? op.getChannelDim() : 1;
  for (int64_t dim = 0; dim < knownType.getRank(); ++dim) {
    int64_t srcDim = firstSrcDim + dim;
    OpFoldResult size = srcSizes[srcDim];
    std::string sizeName = llvm::formatv("dimension {0} of 'src'", srcDim);
    if (!knownType.isDynamicDim(dim)) {
      size = b.getIndexAttr(knownType.getDimSize(dim));
      bool fromSlope = !op.getSlope().getType().isDynamicDim(dim);
      sizeName = llvm::formatv("dimension {0} of '{1}'", dim,
                               fromSlope ? "slope" : "diff_slope");
      checkDimEquals(b, loc, op, {op.getSrc(), "src"}, srcDim, size, sizeName,
                     generateErrorMessage);
    }
    checkDimEquals(b, loc, op, slope, dim, size, sizeName,
                   generateErrorMessage);
  }
}

} // namespace

void HardSigmoidBackwardOp::generateRuntimeVerification(
    OpBuilder &b, Location loc, MessageFn generateErrorMessage) {
  checkSameShape(b, loc, *this, {{getSrc(), "src"}, {getDiffDst(), "diff_dst"}},
                 getType(), generateErrorMessage);
}

void HardTanhBackwardOp::generateRuntimeVerification(
    OpBuilder &b, Location loc, MessageFn generateErrorMessage) {
  checkSameShape(b, loc, *this,
                 {{getGradOutput(), "grad_output"}, {getSelf(), "self"}},
                 getType(), generateErrorMessage);
}

void SwishBackwardOp::generateRuntimeVerification(
    OpBuilder &b, Location loc, MessageFn generateErrorMessage) {
  checkSameShape(b, loc, *this,
                 {{getGradOutput(), "grad_output"}, {getSelf(), "self"}},
                 getType(), generateErrorMessage);
}

void SoftmaxBackwardOp::generateRuntimeVerification(
    OpBuilder &b, Location loc, MessageFn generateErrorMessage) {
  checkSameShape(b, loc, *this, {{getDiffDst(), "diff_dst"}, {getDst(), "dst"}},
                 getType(), generateErrorMessage);
}

void PReluBackwardOp::generateRuntimeVerification(
    OpBuilder &b, Location loc, MessageFn generateErrorMessage) {
  SmallVector<OpFoldResult> sizes = checkSameShape(
      b, loc, *this, {{getSrc(), "src"}, {getDiffDst(), "diff_dst"}},
      getDiffSrc().getType(), generateErrorMessage);
  if (matchSlopeBroadcasts(getSrc().getType(), getKnownSlopeType(*this),
                           getChannelDim())
          .empty())
    return;
  if (std::optional<SlopeBroadcast> mode =
          getStaticSlopeBroadcast(*this, sizes[getChannelDim()])) {
    checkSlope(b, loc, *this, sizes, *mode, generateErrorMessage);
    return;
  }
  // A rank-1 slope of unknown length is [1] or [C] (the lowering decides at
  // run time): a length of 1 is always valid, any other must be C.
  Value slopeLength = tensor::DimOp::create(b, loc, getSlope(), 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value perChannel =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, slopeLength, one);
  scf::IfOp::create(b, loc, perChannel, [&](OpBuilder &nb, Location l) {
    checkSlope(nb, l, *this, sizes, SlopeBroadcast::PerChannel,
               generateErrorMessage);
    scf::YieldOp::create(nb, l);
  });
}
