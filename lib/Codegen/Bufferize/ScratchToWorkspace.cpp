//===- ScratchToWorkspace.cpp - Scratch buffers in a caller's workspace ---===//
//
// The two-phase calling convention of vendor kernel libraries (Ascend
// aclnn's `...GetWorkspaceSize` then execute, cuDNN's and oneDNN's scratchpad
// queries): the caller asks how many bytes a kernel needs for given shapes,
// provides that buffer, and the kernel allocates nothing. Upstream MLIR has
// no such pass (buffer-results-to-out-params turns results, not scratch,
// into arguments), so it is written here.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"
#include "Utils/BufferUtils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "actgrad-scratch-to-workspace"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADSCRATCHTOWORKSPACEPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Every buffer's offset in the workspace is a multiple of this (a cache
/// line, and the alignment one-shot bufferization gives its allocations).
constexpr int64_t kWorkspaceAlignment = 64;

/// Collects into `slice`, in dominance order, the ops that compute `value`
/// from the arguments of `func`, if they are all ops without regions or
/// memory effects (memref.dim, arith, affine.apply), so that they can be
/// recomputed at the function's entry and in the size function. Each must
/// be speculatable or run on every call anyway (in the entry block): a
/// division whose divisor is not a constant qualifies only there.
LogicalResult collectSizeSlice(Value value, func::FuncOp func,
                               llvm::SetVector<Operation *> &slice) {
  if (auto argument = dyn_cast<BlockArgument>(value))
    return success(argument.getOwner() == &func.getBody().front());
  Operation *def = value.getDefiningOp();
  if (slice.contains(def))
    return success();
  if (def->getNumRegions() != 0 || !isMemoryEffectFree(def) ||
      (!isSpeculatable(def) && def->getBlock() != &func.getBody().front()))
    return failure();
  for (Value operand : def->getOperands())
    if (failed(collectSizeSlice(operand, func, slice)))
      return failure();
  slice.insert(def);
  return success();
}

/// A buffer of the workspace: one copy, or one per iteration of the
/// parallel loop whose body allocates it, indexed by `slot`: at most
/// `slots` of them and, where it is set, at most `slotBound`, a count
/// computed from the arguments (a chunked loop's dynamic tile count).
struct WorkspaceBuffer {
  memref::AllocOp alloc;
  Value slot;
  int64_t slots = 1;
  Value slotBound;
};

/// The bounds of a parallel loop's iteration count `value`: a constant, or
/// the affine.min that computes it (actgrad-chunk-thread-loops' thread
/// count), whose smallest constant result bounds it and whose symbol
/// results (`candidates`) may be computable from the arguments.
std::optional<int64_t> getIterationBounds(OpFoldResult value,
                                          SmallVectorImpl<Value> &candidates) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return constant;
  auto min = cast<Value>(value).getDefiningOp<affine::AffineMinOp>();
  if (!min)
    return std::nullopt;
  AffineMap map = min.getAffineMap();
  std::optional<int64_t> bound;
  for (AffineExpr result : map.getResults()) {
    if (auto constant = dyn_cast<AffineConstantExpr>(result))
      bound =
          std::min(bound.value_or(constant.getValue()), constant.getValue());
    else if (auto symbol = dyn_cast<AffineSymbolExpr>(result))
      candidates.push_back(
          min.getMapOperands()[map.getNumDims() + symbol.getPosition()]);
  }
  return bound;
}

/// For an `alloc` directly in the body of a one-dimensional `scf.forall`
/// from 0 by 1 that runs once per call, with a constant bound on its
/// iterations: one slot per iteration.
std::optional<WorkspaceBuffer>
getPerIterationBuffer(memref::AllocOp alloc, SmallVectorImpl<Value> &bounds) {
  auto forall = dyn_cast<scf::ForallOp>(alloc->getParentOp());
  if (!forall || !actgrad::detail::runsOncePerCall(forall) ||
      forall.getRank() != 1 || !isZeroInteger(forall.getMixedLowerBound()[0]) ||
      !isOneInteger(forall.getMixedStep()[0]))
    return std::nullopt;
  std::optional<int64_t> slots =
      getIterationBounds(forall.getMixedUpperBound()[0], bounds);
  if (!slots || *slots < 1)
    return std::nullopt;
  return WorkspaceBuffer{alloc, forall.getInductionVar(0), *slots, Value()};
}

/// The allocations of `func` that can live in a workspace: run once or once
/// per iteration of a bounded parallel loop, an identity layout, sizes
/// computable from the arguments, and neither returned nor passed to a
/// call.
SmallVector<WorkspaceBuffer>
collectWorkspaceBuffers(func::FuncOp func,
                        llvm::SetVector<Operation *> &sizeSlice) {
  BufferViewFlowAnalysis aliases(func);
  SmallVector<WorkspaceBuffer> buffers;
  func.walk([&](memref::AllocOp alloc) {
    MemRefType type = alloc.getType();
    if (!type.getLayout().isIdentity() || !type.getElementType().isIntOrFloat())
      return;
    std::optional<WorkspaceBuffer> buffer =
        WorkspaceBuffer{alloc, Value(), 1, Value()};
    SmallVector<Value> slotBounds;
    if (!actgrad::detail::runsOncePerCall(alloc))
      buffer = getPerIterationBuffer(alloc, slotBounds);
    if (!buffer)
      return;
    for (Value alias : aliases.resolve(alloc.getResult()))
      for (Operation *user : alias.getUsers())
        if (isa<CallOpInterface, func::ReturnOp>(user))
          return;
    llvm::SetVector<Operation *> slice;
    for (Value size : alloc.getDynamicSizes())
      if (failed(collectSizeSlice(size, func, slice)))
        return;
    for (Value bound : slotBounds) {
      llvm::SetVector<Operation *> boundSlice;
      if (succeeded(collectSizeSlice(bound, func, boundSlice))) {
        buffer->slotBound = bound;
        slice.insert_range(boundSlice);
        break;
      }
    }
    sizeSlice.insert_range(slice);
    buffers.push_back(*buffer);
  });
  return buffers;
}

/// The bytes of one copy of `buffer` with dynamic sizes `sizes`, rounded
/// up to the alignment when there are several, so that each starts
/// aligned; folded to a constant for a static shape.
Value buildCopyBytes(OpBuilder &builder, Location loc,
                     const WorkspaceBuffer &buffer, ValueRange sizes) {
  auto type = cast<MemRefType>(buffer.alloc->getResult(0).getType());
  int64_t staticBytes = (type.getElementTypeBitWidth() + 7) / 8;
  for (int64_t extent : type.getShape())
    if (!ShapedType::isDynamic(extent))
      staticBytes *= extent;
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  Value bytes = constant(staticBytes);
  for (Value size : sizes)
    bytes = builder.createOrFold<arith::MulIOp>(loc, bytes, size);
  if (buffer.slots == 1)
    return bytes;
  bytes = builder.createOrFold<arith::AddIOp>(
      loc, bytes, constant(kWorkspaceAlignment - 1));
  return builder.createOrFold<arith::AndIOp>(loc, bytes,
                                             constant(-kWorkspaceAlignment));
}

/// Where `buffers` lie in the workspace: the offset of each and, last, the
/// workspace's size in bytes; and the bytes of one copy of each (the stride
/// between the slots of a per-iteration buffer).
struct WorkspaceLayout {
  SmallVector<Value> offsets;
  SmallVector<Value> copyBytes;
};

/// Emits at `builder`'s insertion point the layout of `buffers` in the
/// workspace; `mapping` maps the kernel's arguments (and receives the
/// clones of `sizeSlice`).
WorkspaceLayout buildLayout(OpBuilder &builder, Location loc,
                            ArrayRef<WorkspaceBuffer> buffers,
                            const llvm::SetVector<Operation *> &sizeSlice,
                            IRMapping &mapping) {
  // collectSizeSlice puts every op after its operands.
  for (Operation *op : sizeSlice)
    builder.clone(*op, mapping);
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  WorkspaceLayout layout;
  layout.offsets.push_back(constant(0));
  for (const WorkspaceBuffer &buffer : buffers) {
    // Folded as they are built: static sizes give constants.
    SmallVector<Value> sizes =
        llvm::map_to_vector(buffer.alloc->getOperands(), [&](Value size) {
          return mapping.lookupOrDefault(size);
        });
    Value slots = constant(buffer.slots);
    if (buffer.slotBound)
      slots = builder.createOrFold<arith::MinSIOp>(
          loc, slots, mapping.lookupOrDefault(buffer.slotBound));
    layout.copyBytes.push_back(buildCopyBytes(builder, loc, buffer, sizes));
    Value bytes = builder.createOrFold<arith::MulIOp>(
        loc, layout.copyBytes.back(), slots);
    // The next buffer starts at the next multiple of the alignment.
    Value end = builder.createOrFold<arith::AddIOp>(
        loc, layout.offsets.back(),
        builder.createOrFold<arith::AddIOp>(loc, bytes,
                                            constant(kWorkspaceAlignment - 1)));
    end = builder.createOrFold<arith::AndIOp>(loc, end,
                                              constant(-kWorkspaceAlignment));
    layout.offsets.push_back(end);
  }
  return layout;
}

/// Makes `func` take a trailing workspace argument that holds `buffers`,
/// and adds `<func>_workspace_size` with the same leading arguments.
void moveToWorkspace(func::FuncOp func, ArrayRef<WorkspaceBuffer> buffers,
                     const llvm::SetVector<Operation *> &sizeSlice) {
  MLIRContext *context = func.getContext();
  Location loc = func.getLoc();
  auto workspaceType =
      MemRefType::get({ShapedType::kDynamic}, IntegerType::get(context, 8));
  unsigned numInputs = func.getNumArguments();

  // The size function, built first from the unchanged signature.
  OpBuilder builder(func);
  builder.setInsertionPointAfter(func);
  auto sizeFunc = func::FuncOp::create(
      builder, loc, (func.getSymName() + "_workspace_size").str(),
      FunctionType::get(context, func.getArgumentTypes(),
                        builder.getIndexType()));
  if (func->hasAttr("llvm.emit_c_interface"))
    sizeFunc->setAttr("llvm.emit_c_interface", builder.getUnitAttr());
  Block *sizeBody = sizeFunc.addEntryBlock();
  builder.setInsertionPointToStart(sizeBody);
  IRMapping sizeMapping;
  sizeMapping.map(func.getArguments(), sizeBody->getArguments());
  WorkspaceLayout sizeLayout =
      buildLayout(builder, loc, buffers, sizeSlice, sizeMapping);
  func::ReturnOp::create(builder, loc, sizeLayout.offsets.back());

  // The kernel: every buffer is a view of the workspace.
  (void)func.insertArgument(
      numInputs, workspaceType,
      builder.getDictionaryAttr(builder.getNamedAttr(
          actgrad::detail::kWorkspaceAttrName, builder.getUnitAttr())),
      loc);
  Value workspace = func.getArgument(numInputs);
  builder.setInsertionPointToStart(&func.getBody().front());
  IRMapping mapping;
  WorkspaceLayout layout =
      buildLayout(builder, loc, buffers, sizeSlice, mapping);
  IRRewriter rewriter(context);
  for (auto [buffer, start, stride] :
       llvm::zip_first(buffers, layout.offsets, layout.copyBytes)) {
    memref::AllocOp alloc = buffer.alloc;
    LLVM_DEBUG(llvm::dbgs() << "to the workspace (" << buffer.slots
                            << " copies): " << alloc << "\n");
    for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
      if (isa<memref::DeallocOp>(user))
        rewriter.eraseOp(user);
    rewriter.setInsertionPoint(alloc);
    Value offset = start;
    if (buffer.slot) {
      offset = arith::AddIOp::create(
          rewriter, loc, start,
          arith::MulIOp::create(rewriter, loc, buffer.slot, stride));
    }
    rewriter.replaceOpWithNewOp<memref::ViewOp>(
        alloc, alloc.getType(), workspace, offset, alloc.getDynamicSizes());
  }
}

struct ScratchToWorkspacePass
    : actgrad::impl::ActGradScratchToWorkspacePassBase<ScratchToWorkspacePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> kernels;
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal() && func.isPublic() &&
          SymbolTable::symbolKnownUseEmpty(func, module))
        kernels.push_back(func);
    for (func::FuncOp func : kernels) {
      std::string sizeName = (func.getSymName() + "_workspace_size").str();
      if (SymbolTable::lookupSymbolIn(module, sizeName)) {
        func.emitError("actgrad-scratch-to-workspace: the module already "
                       "has a symbol named '")
            << sizeName << "'";
        return signalPassFailure();
      }
      llvm::SetVector<Operation *> sizeSlice;
      SmallVector<WorkspaceBuffer> buffers =
          collectWorkspaceBuffers(func, sizeSlice);
      moveToWorkspace(func, buffers, sizeSlice);
    }
  }
};

} // namespace
