//===- BufferUtils.cpp - Helpers for the passes that run on buffers -------===//

#include "Utils/BufferUtils.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;

Value mlir::actgrad::detail::getUnderlyingBuffer(Value view) {
  while (Operation *def = view.getDefiningOp()) {
    if (auto subview = dyn_cast<memref::SubViewOp>(def))
      view = subview.getSource();
    else if (auto collapse = dyn_cast<memref::CollapseShapeOp>(def))
      view = collapse.getSrc();
    else if (auto expand = dyn_cast<memref::ExpandShapeOp>(def))
      view = expand.getSrc();
    else if (auto cast = dyn_cast<memref::CastOp>(def))
      view = cast.getSource();
    else
      break;
  }
  return view;
}

int64_t mlir::actgrad::detail::getStaticBytes(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || !type.hasStaticShape())
    return -1;
  return type.getNumElements() * type.getElementTypeBitWidth() / 8;
}

bool mlir::actgrad::detail::runsOncePerCall(Operation *op) {
  for (Operation *parent = op->getParentOp();
       parent && !isa<FunctionOpInterface>(parent);
       parent = parent->getParentOp())
    if (!isa<scf::IfOp, scf::IndexSwitchOp, scf::ExecuteRegionOp>(parent))
      return false;
  return true;
}
