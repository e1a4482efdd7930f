//===- LoopFolding.cpp - Which loops of a generic fold into one -----------===//

#include "Utils/LoopFolding.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

namespace mlir::actgrad {

SmallVector<ReassociationIndices> getCollapsibleDims(linalg::GenericOp op,
                                                     bool allowDynamic) {
  int64_t numLoops = op.getNumLoops();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (numLoops < 2 || !llvm::all_of(maps, [](AffineMap map) {
        return map.isProjectedPermutation();
      }))
    return {};
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  // Dynamic dimensions are folded only where the caller allows it
  // (hasOnlyCollapsibleUses): their product is computed at run time.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto isStatic = [&](const ReassociationIndices &group) {
    return allowDynamic || llvm::none_of(group, [&](int64_t dim) {
             return ShapedType::isDynamic(ranges[dim]);
           });
  };
  SmallVector<ReassociationIndices> folded;
  ReassociationIndices current = {0};
  for (int64_t dim = 1; dim <= numLoops; ++dim) {
    if (dim < numLoops) {
      ReassociationIndices candidate = current;
      candidate.push_back(dim);
      if (iterators[dim] == iterators[current.front()] && isStatic(candidate) &&
          linalg::areDimSequencesPreserved(maps, {candidate})) {
        current = std::move(candidate);
        continue;
      }
    }
    if (current.size() > 1)
      folded.push_back(current);
    current = {dim};
  }
  return folded;
}

} // namespace mlir::actgrad
