//===- Utils.cpp - Helpers shared by the actgrad lowerings ----------------===//

#include "Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

Value mlir::actgrad::detail::createEmptyTensor(OpBuilder &b, Location loc,
                                               RankedTensorType type,
                                               ArrayRef<OpFoldResult> sizes) {
  SmallVector<Value> dynamicSizes;
  for (auto [dim, size] : llvm::enumerate(sizes))
    if (type.isDynamicDim(dim))
      dynamicSizes.push_back(getValueOrCreateConstantIndexOp(b, loc, size));
  return tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType(),
                                 dynamicSizes);
}

Value mlir::actgrad::detail::createZeroAccumulator(
    OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes) {
  Type f32 = b.getF32Type();
  Value empty = tensor::EmptyOp::create(b, loc, sizes, f32);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(f32));
  return linalg::FillOp::create(b, loc, zero, empty).getResult(0);
}

Value mlir::actgrad::detail::extendToF32(OpBuilder &b, Location loc,
                                         Value value) {
  Type f32 = b.getF32Type();
  if (value.getType() == f32)
    return value;
  return arith::ExtFOp::create(b, loc, f32, value);
}

Value mlir::actgrad::detail::roundFromF32(OpBuilder &b, Location loc,
                                          Value value, Type type) {
  if (value.getType() == type)
    return value;
  return arith::TruncFOp::create(b, loc, type, value);
}

Value mlir::actgrad::detail::propagateNaN(OpBuilder &b, Location loc,
                                          Value probe, Value value) {
  Value isNaN =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, probe, probe);
  return arith::SelectOp::create(b, loc, isNaN, probe, value);
}

Value mlir::actgrad::detail::buildMapGeneric(OpBuilder &b, Location loc,
                                             ValueRange inputs,
                                             ArrayRef<AffineMap> inputMaps,
                                             RankedTensorType resultType,
                                             ArrayRef<OpFoldResult> sizes,
                                             ScalarFn fn) {
  int64_t rank = resultType.getRank();
  Value init = createEmptyTensor(b, loc, resultType, sizes);
  SmallVector<AffineMap> maps(inputMaps);
  maps.push_back(b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  Type elementType = resultType.getElementType();
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{resultType}, inputs, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        SmallVector<Value> f32Args;
        for (Value arg : args.drop_back())
          f32Args.push_back(extendToF32(nb, nloc, arg));
        Value result = fn(nb, nloc, f32Args);
        linalg::YieldOp::create(nb, nloc,
                                roundFromF32(nb, nloc, result, elementType));
      });
  return generic.getResult(0);
}
