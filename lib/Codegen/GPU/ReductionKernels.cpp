//===- ReductionKernels.cpp - GPU kernels of sum reductions ---------------===//

#include "GPU/ReductionKernels.h"
#include "GPU/GPUCodegenUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace mlir::actgrad::gpu_codegen {

InitialValue findInitialValue(Value buffer, linalg::GenericOp op,
                              linalg::GenericOp consumer) {
  InitialValue result;
  bool allocated = isa_and_nonnull<memref::AllocOp>(buffer.getDefiningOp());
  bool onlyKnownUsers = true;
  for (Operation *user : buffer.getUsers()) {
    if (user == op || (consumer && user == consumer) ||
        isa<memref::DeallocOp>(user))
      continue;
    auto fill = dyn_cast<linalg::FillOp>(user);
    if (fill && !result.fill && fill->getBlock() == op->getBlock() &&
        fill->isBeforeInBlock(op) && fill.hasPureBufferSemantics()) {
      result.fill = fill;
      continue;
    }
    onlyKnownUsers = false;
  }
  if (!onlyKnownUsers)
    result.fill = nullptr;
  result.scratch = allocated && onlyKnownUsers && consumer;
  return result;
}

/// Reads the operands of `op` at `loopIndices`, the inputs in `known`
/// replaced by their values, and returns the body's block arguments.
SmallVector<Value> createOperandReads(OpBuilder &b, linalg::GenericOp op,
                                      ArrayRef<Value> loopIndices,
                                      ArrayRef<Value> accumulators,
                                      Value knownBuffer, Value knownValue) {
  Location loc = op.getLoc();
  SmallVector<Value> arguments;
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (input->get() == knownBuffer && knownBuffer) {
      arguments.push_back(knownValue);
      continue;
    }
    if (!isa<MemRefType>(input->get().getType())) {
      arguments.push_back(input->get());
      continue;
    }
    AffineMap map = op.getMatchingIndexingMap(input);
    arguments.push_back(createRead(
        b, loc, input->get(), createMapApplication(b, loc, map, loopIndices),
        /*lanes=*/1, /*contiguous=*/false));
  }
  if (!accumulators.empty()) {
    llvm::append_range(arguments, accumulators);
    return arguments;
  }
  for (OpOperand &init : op.getDpsInitsMutable()) {
    if (op.getMatchingBlockArgument(&init).use_empty()) {
      arguments.push_back(nullptr);
      continue;
    }
    AffineMap map = op.getMatchingIndexingMap(&init);
    arguments.push_back(
        createRead(b, loc, init.get(),
                   createMapApplication(b, loc, map, loopIndices), 1, false));
  }
  return arguments;
}

/// The full loop indices from the parallel and the reduced ones.
SmallVector<Value> mergeIndices(linalg::GenericOp op, ArrayRef<Value> parallel,
                                ArrayRef<Value> reduced) {
  SmallVector<Value> indices;
  auto parallelIt = parallel.begin(), reducedIt = reduced.begin();
  for (utils::IteratorType type : op.getIteratorTypesArray())
    indices.push_back((type == utils::IteratorType::reduction) ? *reducedIt++
                                                               : *parallelIt++);
  return indices;
}

/// Emits a loop over the reduced elements from `start` by `step` that
/// computes the consumer's outputs from the sum `sum`.
void createConsumerLoop(OpBuilder &b, linalg::GenericOp reduction,
                        linalg::GenericOp consumer,
                        ArrayRef<Value> parallelIndices,
                        ArrayRef<Value> reducedSizes, Value start, Value step,
                        Value sum) {
  Location loc = consumer.getLoc();
  Value count = createProduct(b, loc, reducedSizes);
  auto loop = scf::ForOp::create(b, loc, start, count, step);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(loop.getBody()->getTerminator());
  SmallVector<Value> reduced =
      createDelinearized(b, loc, loop.getInductionVar(), reducedSizes);
  SmallVector<Value> indices =
      mergeIndices(reduction, parallelIndices, reduced);
  SmallVector<Value> arguments = createOperandReads(
      b, consumer, indices, {}, reduction.getDpsInits()[0], sum);
  SmallVector<Value> results = cloneBody(b, consumer, arguments, 1, indices);
  for (auto [result, init] : llvm::zip(results, consumer.getDpsInitsMutable()))
    createWrite(b, loc, result, init.get(),
                createMapApplication(
                    b, loc, consumer.getMatchingIndexingMap(&init), indices));
}

/// The number of blocks each output element's reduction is split over
/// (a host value): enough blocks in all to fill a large GPU, each thread
/// still summing at least `minTerms` terms.
Value createSplitCount(OpBuilder &b, Location loc, Value blocks, Value terms,
                       int64_t threadsPerSlice) {
  constexpr int64_t kTargetBlocks = 1024, kMinTerms = 32;
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value wanted = arith::CeilDivUIOp::create(
      b, loc, arith::ConstantIndexOp::create(b, loc, kTargetBlocks), blocks);
  Value useful = arith::CeilDivUIOp::create(
      b, loc, terms,
      arith::ConstantIndexOp::create(b, loc, threadsPerSlice * kMinTerms));
  Value split = arith::MinUIOp::create(b, loc, wanted, useful);
  return arith::MaxUIOp::create(b, loc, split, one);
}

SmallVector<Value> ReductionKernel::outputIndices(ArrayRef<Value> parallel) {
  return mergeIndices(op, parallel,
                      SmallVector<Value>(reducedSizes.size(), zero));
}

SmallVector<Value> ReductionKernel::createZeroSums(OpBuilder &b) {
  SmallVector<Value> zeros;
  for (Value init : op.getDpsInits())
    zeros.push_back(arith::ConstantOp::create(
        b, op.getLoc(),
        b.getZeroAttr(cast<MemRefType>(init.getType()).getElementType())));
  return zeros;
}

SmallVector<Value> ReductionKernel::loopIndices(ArrayRef<Value> parallel,
                                                ArrayRef<Value> reduced) {
  return mergeIndices(op, parallel, reduced);
}

SmallVector<Value>
ReductionKernel::createTermReads(OpBuilder &b, ArrayRef<Value> indices,
                                 ArrayRef<Value> accumulators) {
  return createOperandReads(b, op, indices, accumulators, nullptr, nullptr);
}

SmallVector<Value> ReductionKernel::createPartialSums(OpBuilder &b,
                                                      ArrayRef<Value> parallel,
                                                      Value first, Value last,
                                                      Value step,
                                                      ArrayRef<Value> starts) {
  Location loc = op.getLoc();
  auto loop = scf::ForOp::create(b, loc, first, last, step, starts);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  SmallVector<Value> reduced =
      createDelinearized(b, loc, loop.getInductionVar(), reducedSizes);
  SmallVector<Value> indices = loopIndices(parallel, reduced);
  SmallVector<Value> arguments =
      createTermReads(b, indices, SmallVector<Value>(loop.getRegionIterArgs()));
  scf::YieldOp::create(b, loc, cloneBody(b, op, arguments, 1, indices));
  return SmallVector<Value>(loop.getResults());
}

SmallVector<Value>
ReductionKernel::createInitialValues(OpBuilder &b, ArrayRef<Value> parallel) {
  SmallVector<Value> values;
  for (auto [index, initial] : llvm::enumerate(known)) {
    if (initial.fill) {
      values.push_back(initial.fill.getInputs()[0]);
      continue;
    }
    OpOperand *init = op.getDpsInitOperand(index);
    values.push_back(createRead(
        b, op.getLoc(), init->get(),
        createMapApplication(b, op.getLoc(), op.getMatchingIndexingMap(init),
                             outputIndices(parallel)),
        1, false));
  }
  return values;
}

void ReductionKernel::createOutputWrites(OpBuilder &b, ArrayRef<Value> parallel,
                                         ArrayRef<Value> sums, bool atomic) {
  Location loc = op.getLoc();
  for (auto [index, sum] : llvm::enumerate(sums)) {
    if (known[index].scratch)
      continue;
    OpOperand *init = op.getDpsInitOperand(index);
    SmallVector<Value> indices = createMapApplication(
        b, loc, op.getMatchingIndexingMap(init), outputIndices(parallel));
    if (atomic)
      memref::AtomicRMWOp::create(b, loc, arith::AtomicRMWKind::addf, sum,
                                  init->get(), indices);
    else
      createWrite(b, loc, sum, init->get(), indices);
  }
}

bool canAddAtomically(ReductionKernel &kernel) {
  if (kernel.consumer)
    return false;
  for (Value init : kernel.op.getDpsInits())
    if (!cast<MemRefType>(init.getType()).getElementType().isF32())
      return false;
  return true;
}

/// The innermost loop is a reduction: blocks of `blockSize` threads each
/// reduce one output element's terms (a slice of them when split), with
/// gpu.all_reduce.
/// Sums the terms of rows `firstRow` to `lastRow` of the reduced space
/// (its innermost dimension being a row) with the block's threads striding
/// along each row, so that a row's outer indices are divided out once.
static SmallVector<Value> createRowSums(OpBuilder &b, ReductionKernel &kernel,
                                        ArrayRef<Value> parallel,
                                        Value firstRow, Value lastRow,
                                        Value threadId, Value block,
                                        ArrayRef<Value> starts) {
  Location loc = kernel.op.getLoc();
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  ArrayRef<Value> outerSizes = ArrayRef<Value>(kernel.reducedSizes).drop_back();
  Value rowSize = kernel.reducedSizes.back();
  auto rows = scf::ForOp::create(b, loc, firstRow, lastRow, one, starts);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(rows.getBody());
  SmallVector<Value> outer =
      createDelinearized(b, loc, rows.getInductionVar(), outerSizes);
  auto loop = scf::ForOp::create(b, loc, threadId, rowSize, block,
                                 rows.getRegionIterArgs());
  {
    OpBuilder::InsertionGuard inner(b);
    b.setInsertionPointToStart(loop.getBody());
    SmallVector<Value> reduced = outer;
    reduced.push_back(loop.getInductionVar());
    SmallVector<Value> indices = kernel.loopIndices(parallel, reduced);
    SmallVector<Value> arguments = kernel.createTermReads(
        b, indices, SmallVector<Value>(loop.getRegionIterArgs()));
    scf::YieldOp::create(b, loc,
                         cloneBody(b, kernel.op, arguments, 1, indices));
  }
  scf::YieldOp::create(b, loc, loop.getResults());
  return SmallVector<Value>(rows.getResults());
}

void buildRowKernel(OpBuilder &b, ReductionKernel &kernel, int64_t blockSize) {
  Location loc = kernel.op.getLoc();
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value block = arith::ConstantIndexOp::create(b, loc, blockSize);
  bool atomic = canAddAtomically(kernel);
  // Rows of the reduced space (all of it when only its innermost dimension
  // is reduced) are what blocks split.
  bool byRows = kernel.reducedSizes.size() > 1;
  Value rowCount =
      byRows ? createProduct(b, loc,
                             ArrayRef<Value>(kernel.reducedSizes).drop_back())
             : kernel.terms;
  Value split = one;
  if (atomic)
    split = arith::MinUIOp::create(
        b, loc,
        createSplitCount(b, loc, kernel.points, kernel.terms, blockSize),
        rowCount);
  else if (kernel.consumer)
    // One block per row and nothing to split: long rows take the largest
    // block, so that enough loads are in flight.
    block = arith::SelectOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, kernel.terms,
                              arith::ConstantIndexOp::create(b, loc, 8192)),
        arith::ConstantIndexOp::create(b, loc, 1024), block);
  Value slice = arith::CeilDivUIOp::create(b, loc, rowCount, split);
  auto launch =
      gpu::LaunchOp::create(b, loc, kernel.points, split, one, block, one, one);
  b.setInsertionPointToEnd(&launch.getBody().front());
  b.setInsertionPoint(gpu::TerminatorOp::create(b, loc));
  Value threadId = launch.getThreadIds().x;
  SmallVector<Value> parallel =
      createDelinearized(b, loc, launch.getBlockIds().x, kernel.parallelSizes);
  Value sliceStart =
      arith::MulIOp::create(b, loc, launch.getBlockIds().y, slice);
  Value sliceEnd = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, sliceStart, slice), rowCount);
  SmallVector<Value> starts = kernel.createZeroSums(b);
  SmallVector<Value> sums =
      byRows ? createRowSums(b, kernel, parallel, sliceStart, sliceEnd,
                             threadId, block, starts)
             : kernel.createPartialSums(
                   b, parallel,
                   arith::AddIOp::create(b, loc, sliceStart, threadId),
                   sliceEnd, block, starts);
  for (Value &sum : sums)
    sum = gpu::AllReduceOp::create(
        b, loc, sum,
        gpu::AllReduceOperationAttr::get(b.getContext(),
                                         gpu::AllReduceOperation::ADD),
        /*uniform=*/true);
  if (!atomic) {
    SmallVector<Value> initial = kernel.createInitialValues(b, parallel);
    for (auto [sum, value] : llvm::zip(sums, initial))
      sum = arith::AddFOp::create(b, loc, value, sum);
  }
  {
    OpBuilder::InsertionGuard guard(b);
    createGuard(b, loc,
                arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                      threadId, kernel.zero));
    kernel.createOutputWrites(b, parallel, sums, atomic);
  }
  if (kernel.consumer)
    createConsumerLoop(b, kernel.op, kernel.consumer, parallel,
                       kernel.reducedSizes, threadId, block, sums.front());
}

} // namespace mlir::actgrad::gpu_codegen
