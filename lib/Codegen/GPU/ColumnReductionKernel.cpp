//===- ColumnReductionKernel.cpp - Sums along outer dimensions on a GPU ---===//

#include "GPU/GPUCodegenUtils.h"
#include "GPU/ReductionKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace mlir::actgrad::gpu_codegen {

/// The innermost loop is parallel: a block is `columns` consecutive output
/// elements (32 bytes of f32 per row of threads, whole sectors) times
/// `blockSize / columns` threads that share their terms, combined through
/// workgroup memory; without a consumer the terms are split over blocks
/// too and added atomically.
void buildColumnKernel(OpBuilder &b, ReductionKernel &kernel,
                       int64_t blockSize) {
  Location loc = kernel.op.getLoc();
  constexpr int64_t columns = 8;
  int64_t rows = std::max<int64_t>(blockSize / columns, 1);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value columnsValue = arith::ConstantIndexOp::create(b, loc, columns);
  Value rowsValue = arith::ConstantIndexOp::create(b, loc, rows);
  bool atomic = canAddAtomically(kernel);
  Value gridX = arith::CeilDivUIOp::create(b, loc, kernel.points, columnsValue);
  Value split =
      atomic ? createSplitCount(b, loc, gridX, kernel.terms, rows) : one;
  Value slice = arith::CeilDivUIOp::create(b, loc, kernel.terms, split);
  SmallVector<Type> scratchTypes;
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  for (Value init : kernel.op.getDpsInits())
    scratchTypes.push_back(MemRefType::get(
        {rows, columns}, cast<MemRefType>(init.getType()).getElementType(),
        MemRefLayoutAttrInterface(), workgroup));
  auto launch =
      gpu::LaunchOp::create(b, loc, gridX, split, one, columnsValue, rowsValue,
                            one, nullptr, nullptr, {}, scratchTypes);
  b.setInsertionPointToEnd(&launch.getBody().front());
  b.setInsertionPoint(gpu::TerminatorOp::create(b, loc));
  Value column = launch.getThreadIds().x, row = launch.getThreadIds().y;
  Value point = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, launch.getBlockIds().x, columnsValue),
      column);
  Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, point,
                                       kernel.points);
  // Threads past the last element still reach the barriers: they sum
  // nothing, from a clamped index.
  Value clamped = arith::SelectOp::create(b, loc, inside, point, kernel.zero);
  SmallVector<Value> parallel =
      createDelinearized(b, loc, clamped, kernel.parallelSizes);
  Value sliceStart =
      arith::MulIOp::create(b, loc, launch.getBlockIds().y, slice);
  Value sliceEnd = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, sliceStart, slice), kernel.terms);
  sliceEnd = arith::SelectOp::create(b, loc, inside, sliceEnd, kernel.zero);
  SmallVector<Value> starts = kernel.createZeroSums(b);
  SmallVector<Value> sums = kernel.createPartialSums(
      b, parallel, arith::AddIOp::create(b, loc, sliceStart, row), sliceEnd,
      rowsValue, starts);
  auto scratch = launch.getWorkgroupAttributions();
  for (auto [sum, buffer] : llvm::zip(sums, scratch))
    memref::StoreOp::create(b, loc, sum, buffer, ValueRange{row, column});
  gpu::BarrierOp::create(b, loc);
  // Row 0 adds up the column, in a fixed order.
  Value isFirstRow =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, row, kernel.zero);
  {
    OpBuilder::InsertionGuard guard(b);
    createGuard(b, loc, isFirstRow);
    SmallVector<Value> totals;
    for (auto [sum, buffer] : llvm::zip(sums, scratch)) {
      auto loop =
          scf::ForOp::create(b, loc, one, rowsValue, one, ValueRange{sum});
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(loop.getBody());
      Value term = memref::LoadOp::create(
          b, loc, buffer, ValueRange{loop.getInductionVar(), column});
      scf::YieldOp::create(b, loc,
                           ValueRange{arith::AddFOp::create(
                               b, loc, loop.getRegionIterArgs()[0], term)});
      b.setInsertionPointAfter(loop);
      totals.push_back(loop.getResult(0));
    }
    if (!atomic) {
      SmallVector<Value> initial = kernel.createInitialValues(b, parallel);
      for (auto [total, value] : llvm::zip(totals, initial))
        total = arith::AddFOp::create(b, loc, value, total);
    }
    createGuard(b, loc, inside);
    kernel.createOutputWrites(b, parallel, totals, atomic);
    if (kernel.consumer)
      memref::StoreOp::create(b, loc, totals.front(), scratch.front(),
                              ValueRange{kernel.zero, column});
  }
  if (!kernel.consumer)
    return;
  gpu::BarrierOp::create(b, loc);
  Value total = memref::LoadOp::create(b, loc, scratch.front(),
                                       ValueRange{kernel.zero, column});
  OpBuilder::InsertionGuard guard(b);
  createGuard(b, loc, inside);
  createConsumerLoop(b, kernel.op, kernel.consumer, parallel,
                     kernel.reducedSizes, row, rowsValue, total);
}

} // namespace mlir::actgrad::gpu_codegen
