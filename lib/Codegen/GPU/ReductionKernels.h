//===- ReductionKernels.h - GPU kernels of sum reductions -------*- C++ -*-===//
//
// The two shapes of kernel actgrad-gpu-distribute-reductions builds for a
// linalg sum on buffers: blocks per output element when the innermost loop
// is reduced, columns of output elements otherwise.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_GPU_REDUCTIONKERNELS_H
#define ACTGRAD_LIB_CODEGEN_GPU_REDUCTIONKERNELS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

namespace mlir::actgrad::gpu_codegen {

/// Where an output's initial value comes from: the `linalg.fill` that wrote
/// it before the reduction, when that is its only other writer (its scalar
/// is used and the fill dropped), and whether the output is scratch that
/// only the reduction and its fused consumer use (the sum is then not
/// stored).
struct InitialValue {
  linalg::FillOp fill;
  bool scratch = false;
};
InitialValue findInitialValue(Value buffer, linalg::GenericOp op,
                              linalg::GenericOp consumer);

/// One reduction generic, and the consumer computed in its kernel.
struct ReductionKernel {
  linalg::GenericOp op, consumer;
  SmallVector<InitialValue> known;
  SmallVector<Value> parallelSizes, reducedSizes;
  Value zero, points, terms;

  SmallVector<Value> outputIndices(ArrayRef<Value> parallel);
  /// A +0 of each output's type: where a thread's partial sums start.
  SmallVector<Value> createZeroSums(OpBuilder &b);
  /// The full loop indices from the parallel and the reduced ones.
  SmallVector<Value> loopIndices(ArrayRef<Value> parallel,
                                 ArrayRef<Value> reduced);
  /// The body's arguments at `indices`: the inputs read, the outputs'
  /// block arguments replaced by `accumulators`.
  SmallVector<Value> createTermReads(OpBuilder &b, ArrayRef<Value> indices,
                                     ArrayRef<Value> accumulators);
  SmallVector<Value> createPartialSums(OpBuilder &b, ArrayRef<Value> parallel,
                                       Value first, Value last, Value step,
                                       ArrayRef<Value> starts);
  SmallVector<Value> createInitialValues(OpBuilder &b,
                                         ArrayRef<Value> parallel);
  void createOutputWrites(OpBuilder &b, ArrayRef<Value> parallel,
                          ArrayRef<Value> sums, bool atomic);
};

/// Reads the operands of `op` at `loopIndices`: the inputs (`knownBuffer`
/// replaced by `knownValue`), then `accumulators` for the outputs, or the
/// outputs themselves when there are none.
SmallVector<Value> createOperandReads(OpBuilder &b, linalg::GenericOp op,
                                      ArrayRef<Value> loopIndices,
                                      ArrayRef<Value> accumulators,
                                      Value knownBuffer, Value knownValue);

/// The full loop indices of `op` from its parallel and reduced ones.
SmallVector<Value> mergeIndices(linalg::GenericOp op, ArrayRef<Value> parallel,
                                ArrayRef<Value> reduced);

/// A loop over the reduced elements from `start` by `step` that computes
/// the consumer's outputs from the sum `sum`.
void createConsumerLoop(OpBuilder &b, linalg::GenericOp reduction,
                        linalg::GenericOp consumer,
                        ArrayRef<Value> parallelIndices,
                        ArrayRef<Value> reducedSizes, Value start, Value step,
                        Value sum);

/// The number of blocks each output element's reduction is split over (a
/// host value): enough blocks in all to fill a large GPU, each thread still
/// summing a few dozen terms.
Value createSplitCount(OpBuilder &b, Location loc, Value blocks, Value terms,
                       int64_t threadsPerSlice);

/// Whether partial sums are added into the outputs atomically (f32 outputs,
/// no consumer), which lets a reduction be split over blocks.
bool canAddAtomically(ReductionKernel &kernel);

/// The innermost loop is a reduction: a block per output element (and
/// slice of its terms), summed with gpu.all_reduce.
void buildRowKernel(OpBuilder &b, ReductionKernel &kernel, int64_t blockSize);

/// The innermost loop is parallel: a block is columns of consecutive output
/// elements times rows of threads that share their terms.
void buildColumnKernel(OpBuilder &b, ReductionKernel &kernel,
                       int64_t blockSize);

} // namespace mlir::actgrad::gpu_codegen

#endif // ACTGRAD_LIB_CODEGEN_GPU_REDUCTIONKERNELS_H
