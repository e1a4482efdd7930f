//===- ActGradOps.cpp - ActGrad operations --------------------------------===//
//
// Verifiers and shape reification. The rules are SEMANTICS.md section 4.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <iomanip>
#include <sstream>

using namespace mlir;
using namespace mlir::actgrad;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Prints an f32 attribute value the way a user wrote it: `1`, `-0.5`, `inf`.
static std::string formatFloat(FloatAttr attr) {
  std::ostringstream os;
  os << std::setprecision(9) << attr.getValueAsDouble();
  return os.str();
}

static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string result;
  llvm::raw_string_ostream os(result);
  os << '[';
  llvm::interleaveComma(shape, os, [&](int64_t dim) {
    if (ShapedType::isDynamic(dim))
      os << '?';
    else
      os << dim;
  });
  os << ']';
  return result;
}

/// Upstream's compatibility (a dynamic extent matches any), as booleans.
static bool isCompatibleDim(int64_t a, int64_t b) {
  return succeeded(verifyCompatibleDims({a, b}));
}

static bool isCompatibleShape(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  return succeeded(verifyCompatibleShape(a, b));
}

static LogicalResult verifyFinite(Operation *op, StringRef name,
                                  FloatAttr attr) {
  if (!std::isfinite(attr.getValueAsDouble()))
    return op->emitOpError("attribute '")
           << name << "' must be finite, got " << formatFloat(attr);
  return success();
}

OpFoldResult mlir::actgrad::getSharedDimSize(OpBuilder &b, Location loc,
                                             ValueRange sources,
                                             RankedTensorType resultType,
                                             int64_t dim, size_t *chosen) {
  // A static size needs no run-time read and lets later passes specialize
  // the loop.
  for (auto [index, source] : llvm::enumerate(sources)) {
    int64_t extent = cast<RankedTensorType>(source.getType()).getDimSize(dim);
    if (!ShapedType::isDynamic(extent)) {
      if (chosen)
        *chosen = index;
      return b.getIndexAttr(extent);
    }
  }
  if (resultType && !resultType.isDynamicDim(dim)) {
    if (chosen)
      *chosen = sources.size();
    return b.getIndexAttr(resultType.getDimSize(dim));
  }
  if (chosen)
    *chosen = 0;
  return tensor::DimOp::create(b, loc, sources.front(), dim).getResult();
}

SmallVector<OpFoldResult>
mlir::actgrad::getSharedSizes(OpBuilder &b, Location loc, ValueRange sources,
                              RankedTensorType resultType) {
  int64_t rank = cast<RankedTensorType>(sources.front().getType()).getRank();
  SmallVector<OpFoldResult> sizes;
  for (int64_t dim = 0; dim < rank; ++dim)
    sizes.push_back(getSharedDimSize(b, loc, sources, resultType, dim));
  return sizes;
}

//===----------------------------------------------------------------------===//
// HardSigmoidBackwardOp
//===----------------------------------------------------------------------===//

LogicalResult HardSigmoidBackwardOp::verify() {
  if (failed(verifyFinite(*this, "alpha", getAlphaAttr())))
    return failure();
  return verifyFinite(*this, "beta", getBetaAttr());
}

//===----------------------------------------------------------------------===//
// HardTanhBackwardOp
//===----------------------------------------------------------------------===//

LogicalResult HardTanhBackwardOp::verify() {
  double min = getMinAttr().getValueAsDouble();
  double max = getMaxAttr().getValueAsDouble();
  if (std::isnan(min) || std::isnan(max))
    return emitOpError("'min' and 'max' must not be NaN, got min = ")
           << formatFloat(getMinAttr())
           << ", max = " << formatFloat(getMaxAttr());
  if (min > max)
    return emitOpError("requires min <= max, got min = ")
           << formatFloat(getMinAttr())
           << ", max = " << formatFloat(getMaxAttr());
  return success();
}

//===----------------------------------------------------------------------===//
// SwishBackwardOp
//===----------------------------------------------------------------------===//

LogicalResult SwishBackwardOp::verify() {
  return verifyFinite(*this, "beta", getBetaAttr());
}

//===----------------------------------------------------------------------===//
// PReluBackwardOp
//===----------------------------------------------------------------------===//

SmallVector<SlopeBroadcast, 3> mlir::actgrad::matchSlopeBroadcasts(
    RankedTensorType srcType, RankedTensorType slopeType, int64_t channelDim) {
  SmallVector<SlopeBroadcast, 3> modes;
  ArrayRef<int64_t> src = srcType.getShape();
  ArrayRef<int64_t> slope = slopeType.getShape();
  if (src.empty())
    return modes;
  if (slope.size() == 1 && isCompatibleDim(slope[0], 1))
    modes.push_back(SlopeBroadcast::PerTensor);
  if (slope.size() == 1 && isCompatibleDim(slope[0], src[channelDim]))
    modes.push_back(SlopeBroadcast::PerChannel);
  // For rank 2 the per-element layout is the per-channel one: keep one name.
  if (src.size() >= 3 && isCompatibleShape(slope, src.drop_front()))
    modes.push_back(SlopeBroadcast::PerElement);
  return modes;
}

RankedTensorType mlir::actgrad::getKnownSlopeType(PReluBackwardOp op) {
  RankedTensorType slopeType = op.getSlope().getType();
  ArrayRef<int64_t> resultShape = op.getDiffSlope().getType().getShape();
  SmallVector<int64_t> shape(slopeType.getShape());
  for (auto [dim, size] : llvm::enumerate(shape))
    if (ShapedType::isDynamic(size))
      size = resultShape[dim];
  return slopeType.clone(shape);
}

std::optional<SlopeBroadcast>
mlir::actgrad::getStaticSlopeBroadcast(PReluBackwardOp op,
                                       OpFoldResult channelSize) {
  RankedTensorType slopeType = getKnownSlopeType(op);
  SmallVector<SlopeBroadcast, 3> modes = matchSlopeBroadcasts(
      op.getSrc().getType(), slopeType, op.getChannelDim());
  assert(!modes.empty() && "the slope matches no broadcast");
  bool dynamicRankOne = slopeType.getRank() == 1 && slopeType.isDynamicDim(0);
  if (!dynamicRankOne)
    return modes.front();
  bool ambiguous =
      llvm::is_contained(modes, SlopeBroadcast::PerTensor) &&
      llvm::is_contained(modes, SlopeBroadcast::PerChannel) &&
      getConstantIntValue(channelSize) != std::optional<int64_t>(1);
  if (ambiguous)
    return std::nullopt;
  return SlopeBroadcast::PerChannel;
}

int64_t PReluBackwardOp::getChannelDim() {
  int64_t rank = getSrc().getType().getRank();
  if (rank <= 1 || getDataFormat() == DataFormat::NXC)
    return std::max<int64_t>(rank - 1, 0);
  return 1;
}

/// The name of PReluBackwardOp's `data_format` property in the attribute
/// dictionaries.
static constexpr StringLiteral kDataFormatName = "data_format";

Attribute mlir::actgrad::convertDataFormatToAttribute(MLIRContext *context,
                                                      DataFormat dataFormat) {
  return StringAttr::get(context, stringifyDataFormat(dataFormat));
}

LogicalResult mlir::actgrad::convertDataFormatFromAttribute(
    DataFormat &dataFormat, Attribute attr,
    function_ref<InFlightDiagnostic()> emitError) {
  if (auto name = dyn_cast_if_present<StringAttr>(attr)) {
    if (std::optional<DataFormat> parsed =
            symbolizeDataFormat(name.getValue())) {
      dataFormat = *parsed;
      return success();
    }
  }
  InFlightDiagnostic diag = emitError();
  diag << kDataFormatName << " must be ";
  for (uint32_t value = 0, last = getMaxEnumValForDataFormat(); value <= last;
       ++value) {
    if (value != 0)
      diag << (value == last ? " or " : ", ");
    diag << '"' << stringifyDataFormat(static_cast<DataFormat>(value)) << '"';
  }
  return diag << ", got " << attr;
}

/// The custom form keeps `data_format` in the attribute dictionary, as the
/// generic form's property dictionary has it: `{data_format = "NCX"}`.
static ParseResult parseDataFormatAttrDict(OpAsmParser &parser,
                                           DataFormat &dataFormat,
                                           NamedAttrList &attrs) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(attrs))
    return failure();
  Attribute attr = attrs.erase(kDataFormatName);
  if (!attr)
    return success(); // The property keeps its default, NXC.
  // The prefix the ODS-generated parsers give to a bad inherent attribute,
  // so that the message reads as the verifier's would.
  return convertDataFormatFromAttribute(dataFormat, attr, [&] {
    return parser.emitError(loc)
           << "'" << PReluBackwardOp::getOperationName() << "' op ";
  });
}

static void printDataFormatAttrDict(OpAsmPrinter &printer, Operation *op,
                                    DataFormat dataFormat,
                                    DictionaryAttr attrs) {
  NamedAttrList all(attrs);
  if (dataFormat != DataFormat::NXC)
    all.set(kDataFormatName,
            convertDataFormatToAttribute(op->getContext(), dataFormat));
  printer.printOptionalAttrDict(all.getAttrs());
}

LogicalResult PReluBackwardOp::verify() {
  // A generic form that puts data_format in the discardable dictionary
  // (`{...}` instead of `<{...}>`) would otherwise silently get NXC.
  if ((*this)->getDiscardableAttr(kDataFormatName))
    return emitOpError(kDataFormatName)
           << " must be in the property dictionary (`<{" << kDataFormatName
           << " = ...}>` in the generic form), not a discardable attribute";
  DataFormat format = getDataFormat();

  RankedTensorType srcType = getSrc().getType();
  RankedTensorType slopeType = getSlope().getType();
  ArrayRef<int64_t> src = srcType.getShape();
  if (src.empty())
    return emitOpError("src must have rank >= 1, got rank 0");
  if (!isCompatibleShape(getDiffDst().getType().getShape(), src) ||
      !isCompatibleShape(getDiffSrc().getType().getShape(), src))
    return emitOpError("diff_dst and diff_src must have the shape of src");
  if (!isCompatibleShape(getDiffSlope().getType().getShape(),
                         slopeType.getShape()))
    return emitOpError("diff_slope must have the shape of slope");

  int64_t channelDim = getChannelDim();
  if (!matchSlopeBroadcasts(srcType, slopeType, channelDim).empty())
    return success();

  SmallVector<std::string> expected = {"[1]",
                                       formatShape(src.slice(channelDim, 1))};
  if (src.size() >= 3)
    expected.push_back(formatShape(src.drop_front()));
  std::string last = expected.pop_back_val();
  return emitOpError("slope shape ")
         << formatShape(slopeType.getShape())
         << " is not broadcastable to src shape " << formatShape(src)
         << " with data_format " << stringifyDataFormat(format) << " (expected "
         << llvm::join(expected, ", ") << " or " << last << ")";
}

LogicalResult
PReluBackwardOp::reifyResultShapes(OpBuilder &b,
                                   ReifiedRankedShapedTypeDims &shapes) {
  shapes.push_back(getSharedSizes(b, getLoc(), {getSrc(), getDiffDst()}));
  shapes.push_back(getSharedSizes(b, getLoc(), {getSlope()}));
  return success();
}

//===----------------------------------------------------------------------===//
// SoftmaxBackwardOp
//===----------------------------------------------------------------------===//

int64_t SoftmaxBackwardOp::getNormalizedAxis() {
  int64_t axis = getAxis();
  return axis < 0 ? axis + getDst().getType().getRank() : axis;
}

LogicalResult SoftmaxBackwardOp::verify() {
  int64_t rank = getDst().getType().getRank();
  if (rank == 0)
    return emitOpError("requires operands of rank >= 1, got rank 0");
  int64_t axis = getAxis();
  if (axis < -rank || axis >= rank)
    return emitOpError("axis ") << axis << " is out of range [" << -rank << ", "
                                << rank << ") for a rank-" << rank << " tensor";
  return success();
}

#include "ActGrad/Dialect/ActGrad/IR/ActGradEnums.cpp.inc"

#define GET_OP_CLASSES
#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.cpp.inc"
