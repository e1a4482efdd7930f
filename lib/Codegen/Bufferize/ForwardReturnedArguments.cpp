//===- ForwardReturnedArguments.cpp - Return arguments without a clone ----===//
//
// Upstream's ownership-based deallocation has no option to return a
// function's argument uncloned; this pass undoes its clones where no caller
// in the module relies on owning the result.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-forward-returned-arguments"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADFORWARDRETURNEDARGUMENTSPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Whether `value` is a view of an argument of `func`.
bool isArgumentView(Value value, func::FuncOp func) {
  while (Operation *def = value.getDefiningOp()) {
    auto view = dyn_cast<ViewLikeOpInterface>(def);
    if (!view)
      return false;
    value = view.getViewSource();
  }
  auto argument = dyn_cast<BlockArgument>(value);
  return argument && argument.getOwner() == &func.getBody().front();
}

struct ForwardReturnedArgumentsPass
    : actgrad::impl::ActGradForwardReturnedArgumentsPassBase<
          ForwardReturnedArgumentsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || !SymbolTable::symbolKnownUseEmpty(func, module))
        continue;
      SmallVector<bufferization::CloneOp> clones;
      func.walk([&](bufferization::CloneOp clone) {
        bool onlyReturned = llvm::all_of(clone->getUsers(), [](Operation *op) {
          return isa<func::ReturnOp>(op);
        });
        if (onlyReturned && isArgumentView(clone.getInput(), func) &&
            clone.getInput().getType() == clone.getType())
          clones.push_back(clone);
      });
      for (bufferization::CloneOp clone : clones) {
        LLVM_DEBUG(llvm::dbgs() << "forwarding " << clone << "\n");
        clone.getOutput().replaceAllUsesWith(clone.getInput());
        clone.erase();
      }
    }
  }
};

} // namespace
