//===- RuntimeChecksToLLVM.cpp - Lower actgrad.check_size -----------------===//
//
// A failed check prints `<message> (<actual> vs <expected>)` to stderr and
// aborts. cf.assert cannot print a run-time value, so the check is an scf.if
// that calls libc through the LLVM dialect (needing neither mlir-runner's
// utilities nor anything else at run time). The callees must be declared in
// the enclosing module; the pass declares them up front, since a pattern may
// only touch the op it rewrites.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "convert-actgrad-runtime-checks-to-llvm"

namespace mlir::actgrad {
#define GEN_PASS_DEF_CONVERTACTGRADRUNTIMECHECKSTOLLVMPASS
#include "ActGrad/Conversion/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;
using namespace mlir::actgrad;

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

namespace {

struct CheckSizeLowering : OpRewritePattern<CheckSizeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CheckSizeOp op,
                                PatternRewriter &rewriter) const override {
    MLIRContext *context = op.getContext();
    Location loc = op.getLoc();
    Value actual = op.getActual();
    Value expected = op.getExpected();
    // A symbol of either name that is not libc's function (a user's own
    // `abort`, say) is left alone: the check then cannot print the sizes.
    if (!isDeclaredFunction(op, kPrintFunction,
                            getPrintFunctionType(context)) ||
        !isDeclaredFunction(op, kAbortFunction,
                            getAbortFunctionType(context))) {
      Value equal = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, actual, expected);
      rewriter.replaceOpWithNewOp<cf::AssertOp>(op, equal, op.getMessage());
      return success();
    }

    Value mismatch = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ne, actual, expected);
    scf::IfOp::create(rewriter, loc, mismatch, [&](OpBuilder &b, Location l) {
      Type i32 = b.getI32Type();
      Type i64 = b.getI64Type();
      // The format lives on the stack: a global would have to be created
      // outside the function.
      std::string format = escapeFormat(op.getMessage()) + " (%lld vs %lld)\n";
      format.push_back('\0');
      auto formatType = LLVM::LLVMArrayType::get(b.getI8Type(), format.size());
      Value formatValue =
          LLVM::ConstantOp::create(b, l, formatType, b.getStringAttr(format));
      Value one = LLVM::ConstantOp::create(b, l, i64, b.getI64IntegerAttr(1));
      Value formatPtr = LLVM::AllocaOp::create(
          b, l, LLVM::LLVMPointerType::get(context), formatType, one);
      LLVM::StoreOp::create(b, l, formatValue, formatPtr);
      Value stderrFd =
          LLVM::ConstantOp::create(b, l, i32, b.getI32IntegerAttr(2));
      Value actual64 = arith::IndexCastOp::create(b, l, i64, actual);
      Value expected64 = arith::IndexCastOp::create(b, l, i64, expected);
      LLVM::CallOp::create(
          b, l, getPrintFunctionType(context), kPrintFunction,
          ValueRange{stderrFd, formatPtr, actual64, expected64});
      LLVM::CallOp::create(b, l, getAbortFunctionType(context), kAbortFunction,
                           ValueRange{});
      scf::YieldOp::create(b, l);
    });
    rewriter.eraseOp(op);
    return success();
  }
};

struct ConvertRuntimeChecksToLLVMPass
    : actgrad::impl::ConvertActGradRuntimeChecksToLLVMPassBase<
          ConvertRuntimeChecksToLLVMPass> {
  void runOnOperation() override {
    ModuleOp root = getOperation();
    // Declare the callees in each module that holds a check, where no symbol
    // has their name yet.
    llvm::SetVector<ModuleOp> modules;
    root.walk([&](CheckSizeOp op) {
      modules.insert(op->getParentOfType<ModuleOp>());
    });
    MLIRContext *context = &getContext();
    OpBuilder builder(context);
    for (ModuleOp module : modules) {
      auto declare = [&](StringRef name, LLVM::LLVMFunctionType type) {
        if (SymbolTable::lookupSymbolIn(module, name))
          return;
        builder.setInsertionPointToStart(module.getBody());
        LLVM::LLVMFuncOp::create(builder, module.getLoc(), name, type);
      };
      declare(kPrintFunction, getPrintFunctionType(context));
      declare(kAbortFunction, getAbortFunctionType(context));
    }
    LLVM_DEBUG(llvm::dbgs() << "checks in " << modules.size() << " modules\n");

    RewritePatternSet patterns(context);
    populateActGradRuntimeChecksToLLVMPatterns(patterns);
    walkAndApplyPatterns(root, std::move(patterns));
  }
};

} // namespace

void mlir::actgrad::populateActGradRuntimeChecksToLLVMPatterns(
    RewritePatternSet &patterns) {
  patterns.add<CheckSizeLowering>(patterns.getContext());
}
