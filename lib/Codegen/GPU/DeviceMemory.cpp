//===- DeviceMemory.cpp - The actgrad-gpu-device-memory pass --------------===//
//
// Upstream has no pass that moves a host function's buffers to the device;
// gpu.alloc and gpu.memcpy are what gpu-to-llvm lowers to the runtime.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::actgrad {
#define GEN_PASS_DEF_ACTGRADGPUDEVICEMEMORYPASS
#include "ActGrad/Codegen/Passes.h.inc"
} // namespace mlir::actgrad

using namespace mlir;

namespace {

/// Whether `op`, outside every kernel, would touch a buffer's elements on
/// the host.
static bool accessesElementsOnHost(Operation *op) {
  if (isa<linalg::LinalgOp, memref::LoadOp, memref::StoreOp, memref::AllocaOp,
          memref::AtomicRMWOp, memref::GenericAtomicRMWOp>(op))
    return true;
  Dialect *dialect = op->getDialect();
  return dialect &&
         isa<vector::VectorDialect, bufferization::BufferizationDialect>(
             dialect);
}

struct GPUDeviceMemoryPass
    : actgrad::impl::ActGradGPUDeviceMemoryPassBase<GPUDeviceMemoryPass> {
  void runOnOperation() override {
    SmallVector<Operation *> toReplace;
    WalkResult walk = getOperation().walk<WalkOrder::PreOrder>(
        [&](Operation *op) -> WalkResult {
          if (isa<gpu::LaunchOp>(op))
            return WalkResult::skip();
          if (isa<memref::AllocOp, memref::DeallocOp, memref::CopyOp>(op)) {
            toReplace.push_back(op);
            return WalkResult::advance();
          }
          if (accessesElementsOnHost(op)) {
            op->emitOpError("is left in host code by actgrad-to-nvvm: no GPU "
                            "kernel computes it, and the host cannot read "
                            "device buffers");
            return WalkResult::interrupt();
          }
          return WalkResult::advance();
        });
    if (walk.wasInterrupted())
      return signalPassFailure();
    for (Operation *op : toReplace) {
      OpBuilder b(op);
      Location loc = op->getLoc();
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        auto device = gpu::AllocOp::create(
            b, loc, alloc.getType(), /*asyncToken=*/Type(),
            /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
            alloc.getSymbolOperands(), /*hostShared=*/false);
        alloc.replaceAllUsesWith(device.getMemref());
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        gpu::DeallocOp::create(b, loc, /*asyncToken=*/Type(), ValueRange(),
                               dealloc.getMemref());
      } else {
        auto copy = cast<memref::CopyOp>(op);
        gpu::MemcpyOp::create(b, loc, /*asyncToken=*/Type(), ValueRange(),
                              copy.getTarget(), copy.getSource());
      }
      op->erase();
    }
  }
};
} // namespace
