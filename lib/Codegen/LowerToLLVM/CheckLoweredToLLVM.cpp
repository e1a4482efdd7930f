//===- CheckLoweredToLLVM.cpp - The actgrad-check-lowered-to-llvm pass ----===//
//
// A conversion pipeline leaves ops it does not know in place and succeeds;
// this last stage turns such leftovers into an error.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringSet.h"

#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-check-lowered-to-llvm"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADCHECKLOWEREDTOLLVMPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {
struct CheckLoweredToLLVMPass
    : actgrad::impl::ActGradCheckLoweredToLLVMPassBase<CheckLoweredToLLVMPass> {
  using Base::Base;

  void runOnOperation() override {
    // One error per kind of op: the first one met, with how many there are.
    llvm::StringMap<std::pair<Operation *, int64_t>> leftovers;
    SmallVector<StringRef> order;
    getOperation()->walk([&](Operation *op) {
      if (isa<ModuleOp>(op) ||
          isa_and_nonnull<LLVM::LLVMDialect, omp::OpenMPDialect>(
              op->getDialect()))
        return;
      if (gpuBinaries && isa<gpu::BinaryOp, gpu::LaunchFuncOp>(op))
        return;
      auto [it, inserted] =
          leftovers.try_emplace(op->getName().getStringRef(), op, 0);
      if (inserted)
        order.push_back(it->getKey());
      ++it->second.second;
    });
    // Unrealized casts are left where a conversion met an op it could not
    // convert: that op is the one to report, when there is one.
    bool onlyCasts = llvm::all_of(order, [](StringRef name) {
      return name == UnrealizedConversionCastOp::getOperationName();
    });
    for (StringRef name : order) {
      if (!onlyCasts && name == UnrealizedConversionCastOp::getOperationName())
        continue;
      auto [op, count] = leftovers.lookup(name);
      InFlightDiagnostic diag = op->emitError()
                                << "'" << name
                                << "' was not lowered to the LLVM dialect";
      if (count > 1)
        diag << " (" << count << " such ops)";
      diag << "; the module cannot be translated to LLVM IR";
    }
    LLVM_DEBUG(llvm::dbgs() << order.size()
                            << " kinds of op left outside the LLVM dialect\n");
    if (!order.empty())
      signalPassFailure();
  }
};
} // namespace
