//===- OpenMPUtils.h - Thread loops of convert-scf-to-openmp -*- C++ -*-===//
//-*-===//
//
// Private to lib/Codegen. The passes that adjust how a thread loop forks
// (actgrad-serialize-single-iteration-loops, actgrad-fit-thread-count)
// recognize the same shape of region. actgrad-fit-thread-count and
// actgrad-chunk-thread-loops count a loop's tiles and ask libomp for the
// thread count.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CODEGEN_UTILS_OPENMPUTILS_H
#define ACTGRAD_LIB_CODEGEN_UTILS_OPENMPUTILS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"

namespace mlir::actgrad {

/// The loop nest of the one worksharing loop that `parallel`'s body holds,
/// if its bounds are exclusive and defined before `parallel`; else null.
omp::LoopNestOp getSoleLoopNest(omp::ParallelOp parallel,
                                DominanceInfo &dominance);

/// The iterations of `nest` if its bounds and positive steps are constants.
std::optional<int64_t> getStaticTripCount(omp::LoopNestOp nest);

/// The trip count of each dimension of a thread loop with positive steps,
/// `ceil(max(upper - lower, 0) / step)`, folded where the bounds are
/// constants (the tiles of a loop are their product).
SmallVector<Value> buildTripCounts(OpBuilder &b, Location loc,
                                   ValueRange lowers, ValueRange uppers,
                                   ValueRange steps);

/// The declaration of libomp's `int omp_get_max_threads(void)`, added to
/// `module` unless it is there; null, after an error naming `passName`, if
/// the name is taken by something else.
func::FuncOp getOrDeclareMaxThreads(ModuleOp module, StringRef passName);

} // namespace mlir::actgrad

#endif // ACTGRAD_LIB_CODEGEN_UTILS_OPENMPUTILS_H
