//===- Utils.cpp - Helpers shared by the actgrad lowerings ----------------===//

#include "Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::actgrad;
using namespace mlir::actgrad::detail;

//===----------------------------------------------------------------------===//
// Run-time checks
//===----------------------------------------------------------------------===//
//
// A failed check prints `<message> (<actual> vs <expected>)` and aborts.
// cf.assert cannot print a run-time value, so the check is an scf.if that
// calls libc through the LLVM dialect (legal anywhere before the final
// lowering, and needing neither mlir-runner's utilities nor anything else at
// run time): `dprintf(2, ...)` writes to stderr unbuffered, so the message
// is not lost when `abort` follows. The callees must be declared in the
// enclosing builtin.module; the pass does that up front
// (declareRuntimeCheckFunctions), since a pattern may not touch IR outside
// the op it rewrites while the pass runs nested on functions in parallel.
// Where they are not declared, the check falls back to a cf.assert with the
// same message, less the sizes.

static constexpr StringLiteral kPrintFunction = "dprintf";
static constexpr StringLiteral kAbortFunction = "abort";

static LLVM::LLVMFunctionType getPrintFunctionType(MLIRContext *context) {
  // int dprintf(int fd, const char *format, ...)
  return LLVM::LLVMFunctionType::get(
      IntegerType::get(context, 32),
      {IntegerType::get(context, 32), LLVM::LLVMPointerType::get(context)},
      /*isVarArg=*/true);
}

static LLVM::LLVMFunctionType getAbortFunctionType(MLIRContext *context) {
  return LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context), {});
}

/// Whether `name` resolves, from `from`, to an llvm.func of type `type`.
static bool isDeclaredFunction(Operation *from, StringRef name,
                               LLVM::LLVMFunctionType type) {
  auto func = SymbolTable::lookupNearestSymbolFrom<LLVM::LLVMFuncOp>(
      from, StringAttr::get(from->getContext(), name));
  return func && func.getFunctionType() == type;
}

/// Whether a check emitted at `op` can call the functions that print the
/// sizes.
static bool canReportSizes(Operation *op) {
  MLIRContext *context = op->getContext();
  return isDeclaredFunction(op, kPrintFunction,
                            getPrintFunctionType(context)) &&
         isDeclaredFunction(op, kAbortFunction, getAbortFunctionType(context));
}

SmallVector<Operation *>
mlir::actgrad::detail::declareRuntimeCheckFunctions(OpBuilder &b,
                                                    ModuleOp module) {
  MLIRContext *context = module.getContext();
  SmallVector<Operation *> declared;
  auto declare = [&](StringRef name, LLVM::LLVMFunctionType type) {
    // A symbol of that name that is not this function (a user's own `abort`,
    // say) is left alone; the checks then use cf.assert.
    if (SymbolTable::lookupSymbolIn(module, name))
      return;
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    declared.push_back(
        LLVM::LLVMFuncOp::create(b, module.getLoc(), name, type));
  };
  declare(kPrintFunction, getPrintFunctionType(context));
  declare(kAbortFunction, getAbortFunctionType(context));
  return declared;
}

/// Escapes `text` for use as a printf format.
static std::string escapeFormat(StringRef text) {
  std::string escaped;
  for (char c : text) {
    escaped.push_back(c);
    if (c == '%')
      escaped.push_back('%');
  }
  return escaped;
}

/// Emits `if (actual != expected) { print message and sizes; abort(); }`.
static void emitReportingCheck(OpBuilder &b, Location loc, Value actual,
                               Value expected, StringRef message) {
  Value mismatch =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, actual, expected);
  scf::IfOp::create(b, loc, mismatch, [&](OpBuilder &nb, Location l) {
    MLIRContext *context = nb.getContext();
    Type i32 = nb.getI32Type();
    Type i64 = nb.getI64Type();
    // The format lives on the stack: a global would have to be created
    // outside the function.
    std::string format = escapeFormat(message) + " (%lld vs %lld)\n";
    format.push_back('\0');
    auto formatType = LLVM::LLVMArrayType::get(nb.getI8Type(), format.size());
    Value formatValue =
        LLVM::ConstantOp::create(nb, l, formatType, nb.getStringAttr(format));
    Value one = LLVM::ConstantOp::create(nb, l, i64, nb.getI64IntegerAttr(1));
    Value formatPtr = LLVM::AllocaOp::create(
        nb, l, LLVM::LLVMPointerType::get(context), formatType, one);
    LLVM::StoreOp::create(nb, l, formatValue, formatPtr);
    Value stderrFd =
        LLVM::ConstantOp::create(nb, l, i32, nb.getI32IntegerAttr(2));
    Value actual64 = arith::IndexCastOp::create(nb, l, i64, actual);
    Value expected64 = arith::IndexCastOp::create(nb, l, i64, expected);
    LLVM::CallOp::create(nb, l, getPrintFunctionType(context), kPrintFunction,
                         ValueRange{stderrFd, formatPtr, actual64, expected64});
    LLVM::CallOp::create(nb, l, getAbortFunctionType(context), kAbortFunction,
                         ValueRange{});
    scf::YieldOp::create(nb, l);
  });
}

void mlir::actgrad::detail::checkDimEquals(OpBuilder &b, Location loc,
                                           Operation *op, NamedTensor tensor,
                                           int64_t dim, OpFoldResult expected,
                                           StringRef expectedName,
                                           bool runtimeChecks) {
  auto type = cast<RankedTensorType>(tensor.value.getType());
  if (!runtimeChecks || !type.isDynamicDim(dim))
    return;
  Value actual = tensor::DimOp::create(b, loc, tensor.value, dim);
  Value wanted = getValueOrCreateConstantIndexOp(b, loc, expected);
  std::string message = llvm::formatv(
      "{0}: dimension {1} of '{2}' does not match {3}",
      op->getName().getStringRef(), dim, tensor.name, expectedName);
  if (canReportSizes(op)) {
    emitReportingCheck(b, loc, actual, wanted, message);
    return;
  }
  Value equal =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, actual, wanted);
  cf::AssertOp::create(b, loc, equal, message);
}

SmallVector<OpFoldResult> mlir::actgrad::detail::getCheckedSizes(
    OpBuilder &b, Location loc, Operation *op, ArrayRef<NamedTensor> tensors,
    RankedTensorType resultType, bool runtimeChecks) {
  auto firstType = cast<RankedTensorType>(tensors.front().value.getType());
  SmallVector<OpFoldResult> sizes;
  for (int64_t dim = 0, rank = firstType.getRank(); dim < rank; ++dim) {
    // Prefer a static size: it needs no run-time read and lets later passes
    // specialize the loop.
    OpFoldResult size;
    std::string sizeName;
    for (const NamedTensor &tensor : tensors) {
      auto type = cast<RankedTensorType>(tensor.value.getType());
      if (!size && !type.isDynamicDim(dim)) {
        size = b.getIndexAttr(type.getDimSize(dim));
        sizeName = ("'" + tensor.name + "'").str();
      }
    }
    if (!size && resultType && !resultType.isDynamicDim(dim)) {
      size = b.getIndexAttr(resultType.getDimSize(dim));
      sizeName = "the result type";
    }
    if (!size) {
      size =
          tensor::DimOp::create(b, loc, tensors.front().value, dim).getResult();
      sizeName = ("'" + tensors.front().name + "'").str();
    }
    for (const NamedTensor &tensor : tensors) {
      if (isa<Value>(size) && tensor.value == tensors.front().value)
        continue;
      checkDimEquals(b, loc, op, tensor, dim, size, sizeName, runtimeChecks);
    }
    sizes.push_back(size);
  }
  return sizes;
}

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
