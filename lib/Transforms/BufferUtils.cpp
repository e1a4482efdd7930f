//===- BufferUtils.cpp - Helpers for the passes that run on buffers -------===//

#include "BufferUtils.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

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

Value mlir::actgrad::detail::createX86RegisterBarrier(OpBuilder &builder,
                                                      Location loc,
                                                      Value value) {
  return LLVM::InlineAsmOp::create(
             builder, loc, value.getType(), ValueRange{value},
             /*asm_string=*/"", /*constraints=*/"=x,0",
             /*has_side_effects=*/false, /*is_align_stack=*/false,
             LLVM::tailcallkind::TailCallKind::None, /*asm_dialect=*/nullptr,
             /*operand_attrs=*/nullptr)
      .getResult(0);
}
