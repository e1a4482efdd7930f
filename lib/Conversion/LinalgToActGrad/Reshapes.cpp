//===- Reshapes.cpp - Element trees through unit reshapes -----------------===//
//
// Front ends reshape between the pieces of a gradient: StableHLO's reshape
// around a keep-dims sum, IREE's collapse of a keep-dims sum before its
// broadcast and of a grouped convolution's unit group dimension. A reshape
// that only drops or adds dimensions of size 1 moves no element: the trees
// read through it (ExprBuilder::buildUnitReshape).
//
//===----------------------------------------------------------------------===//

#include "Expr.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::actgrad::detail;

/// For a `tensor.expand_shape` / `tensor.collapse_shape` that only adds or
/// drops dimensions of size 1, the map that reads its source at the point
/// `map` reads the result.
static std::optional<AffineMap> unitReshapeSourceMap(Value tensor,
                                                     AffineMap map) {
  Operation *def = tensor.getDefiningOp();
  if (!isa_and_present<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def))
    return std::nullopt;
  bool expand = isa<tensor::ExpandShapeOp>(def);
  SmallVector<ReassociationIndices> groups =
      expand ? cast<tensor::ExpandShapeOp>(def).getReassociationIndices()
             : cast<tensor::CollapseShapeOp>(def).getReassociationIndices();
  auto source = cast<RankedTensorType>(def->getOperand(0).getType());
  auto result = cast<RankedTensorType>(tensor.getType());
  // The expanded side's dimensions in groups, one group per dimension of
  // the collapsed side; at most one of a group may have a size other than 1.
  RankedTensorType expanded = expand ? result : source;
  MLIRContext *context = map.getContext();
  AffineExpr zero = getAffineConstantExpr(0, context);
  SmallVector<AffineExpr> points(source.getRank(), zero);
  for (auto [collapsedDim, group] : llvm::enumerate(groups)) {
    // A group of one dimension is that dimension, whatever its size: it
    // keeps the index it is read at. A unit dimension read at the root's
    // own index (which is 0) stays at the root's point: IREE's keep-dims
    // sum [1, 2, 4, 1], collapsed to [1, 2, 4], is read along the root's
    // dimensions 0 to 2, as the sum of a softmax gradient must be.
    std::optional<int64_t> wide;
    if (group.size() == 1)
      wide = group.front();
    for (int64_t dim : group) {
      if (group.size() == 1 || expanded.getDimSize(dim) == 1)
        continue;
      if (wide)
        return std::nullopt;
      wide = dim;
    }
    if (wide && expand)
      points[collapsedDim] = map.getResult(*wide);
    else if (wide)
      points[*wide] = map.getResult(collapsedDim);
    // A collapsed group of unit dimensions: each is read where the result's
    // dimension (of size 1) is, index 0 (the keep-dims sum [1, 1, 5] of a
    // softmax over dimension 1, collapsed to [1, 5]). An expanded one
    // reads its source at 0.
    else if (!expand)
      for (int64_t dim : group)
        points[dim] = map.getResult(collapsedDim);
  }
  return AffineMap::get(map.getNumDims(), 0, points, context);
}

std::optional<const Expr *> ExprBuilder::buildUnitReshape(Value tensor,
                                                          AffineMap map) {
  std::optional<AffineMap> sourceMap = unitReshapeSourceMap(tensor, map);
  if (!sourceMap)
    return std::nullopt;
  const Expr *source = build(tensor.getDefiningOp()->getOperand(0), *sourceMap);
  // A scalar (a fill, a constant) is no tensor's element to view.
  if (!source || (source->kind == Expr::Kind::Constant && !source->tensor))
    return source;
  // Copies: other trees may share the source's node.
  Expr *view = make(source->kind, source->type);
  *view = *source;
  view->tensor = tensor;
  view->map = map;
  view->view = nullptr;
  Expr *node = make(source->kind, source->type);
  *node = *source;
  node->view = view;
  return node;
}
