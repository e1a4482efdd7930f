//===- OpenMPUtils.cpp - The thread loops convert-scf-to-openmp makes -----===//

#include "Utils/OpenMPUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace mlir::actgrad {

omp::LoopNestOp getSoleLoopNest(omp::ParallelOp parallel,
                                DominanceInfo &dominance) {
  auto loops = parallel.getRegion().getOps<omp::WsloopOp>();
  if (!llvm::hasSingleElement(loops))
    return nullptr;
  auto nest =
      dyn_cast_or_null<omp::LoopNestOp>((*loops.begin()).getWrappedLoop());
  if (!nest || nest.getLoopInclusive())
    return nullptr;
  bool boundsOutside = llvm::all_of(
      llvm::concat<Value>(nest.getLoopLowerBounds(), nest.getLoopUpperBounds(),
                          nest.getLoopSteps()),
      [&](Value bound) {
        return dominance.properlyDominates(bound, parallel);
      });
  return boundsOutside ? nest : nullptr;
}

std::optional<int64_t> getStaticTripCount(omp::LoopNestOp nest) {
  int64_t count = 1;
  for (auto [lower, upper, step] :
       llvm::zip_equal(nest.getLoopLowerBounds(), nest.getLoopUpperBounds(),
                       nest.getLoopSteps())) {
    std::optional<int64_t> lb = getConstantIntValue(lower);
    std::optional<int64_t> ub = getConstantIntValue(upper);
    std::optional<int64_t> st = getConstantIntValue(step);
    if (!lb || !ub || !st || *st <= 0)
      return std::nullopt;
    count *= llvm::divideCeil(std::max<int64_t>(*ub - *lb, 0), *st);
  }
  return count;
}

SmallVector<Value> buildTripCounts(OpBuilder &b, Location loc,
                                   ValueRange lowers, ValueRange uppers,
                                   ValueRange steps) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  SmallVector<Value> counts;
  for (auto [lower, upper, step] : llvm::zip_equal(lowers, uppers, steps)) {
    Value extent = b.createOrFold<arith::SubIOp>(loc, upper, lower);
    extent = b.createOrFold<arith::MaxSIOp>(loc, extent, zero);
    counts.push_back(b.createOrFold<arith::CeilDivSIOp>(loc, extent, step));
  }
  return counts;
}

func::FuncOp getOrDeclareMaxThreads(ModuleOp module, StringRef passName) {
  constexpr StringLiteral kName = "omp_get_max_threads";
  MLIRContext *context = module.getContext();
  auto type = FunctionType::get(context, {}, {IntegerType::get(context, 32)});
  Operation *existing = module.lookupSymbol(kName);
  if (auto func = dyn_cast_or_null<func::FuncOp>(existing)) {
    if (func.getFunctionType() == type)
      return func;
  }
  if (existing) {
    existing->emitError() << passName << ": the symbol '" << kName
                          << "' is not libomp's `i32 ()` function";
    return nullptr;
  }
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  auto func = func::FuncOp::create(builder, module.getLoc(), kName, type);
  func.setPrivate();
  return func;
}

} // namespace mlir::actgrad
