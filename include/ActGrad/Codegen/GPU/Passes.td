//===- Passes.td - ActGrad GPU code-generation passes ------*- tablegen -*-===//
//
// Linalg on device buffers turned into gpu.launch kernels, beside the CPU
// stages as IREE's LLVMGPU is beside LLVMCPU. The actgrad-to-nvvm pipeline
// runs them after bufferization and before upstream's NVVM lowering.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_GPU_PASSES_TD
#define ACTGRAD_CODEGEN_GPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def ActGradGPUDistributeReductionsPass
    : Pass<"actgrad-gpu-distribute-reductions", "::mlir::func::FuncOp"> {
  let summary = "Map linalg reductions on buffers to one-pass GPU kernels";
  let description = [{
    Turns every `linalg.generic` on memrefs that has reduction iterators and
    sums its terms (`arith.addf` of the output and a term; softmax's
    weighted sum, PReLU's diff_slope) into a `gpu.launch`. Where the
    innermost loop is a reduction (softmax along the last axis, PReLU NCX),
    one block reduces one output element: its threads stride over the
    reduced elements (vectors of 16 bytes where the innermost size allows),
    sum with `gpu.all_reduce`, and add the output's initial value once.
    Otherwise (softmax on an outer axis, PReLU NXC) each thread owns one
    output element, consecutive threads reading consecutive addresses.

    A following all-parallel generic that reads the reduction's result
    broadcast along the reduced dimensions, over the same iteration space
    (softmax's `dst * (diff_dst - sum)`), is computed in the same kernel
    from the sum held in registers, so the rows are read once from DRAM.

    Upstream's mapping (convert-linalg-to-parallel-loops and
    gpu-map-parallel-loops) gives a reduction one sequential thread per
    output element and its consumer a kernel of its own; this pass exists
    for that reason.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"blockSize", "block-size", "int64_t", /*default=*/"256",
           "Threads per block">,
  ];
}

def ActGradGPUDistributeElementwisePass
    : Pass<"actgrad-gpu-distribute-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Map all-parallel linalg ops on buffers to GPU kernels with "
                "16-byte accesses";
  let description = [{
    Turns every all-parallel `linalg.generic` and `linalg.fill` on memrefs
    into a `gpu.launch` over blocks of `block-size` threads, one thread per
    16 bytes of the narrowest operand: each thread loads a vector from every
    operand whose innermost dimension is the loop's (with the alignment
    that makes the load one `ld.global.v4`), a scalar from the others
    (broadcast operands such as a per-channel slope), computes the body on
    vectors and stores vectors. When the innermost size is not a multiple
    of the vector length, known only at run time for dynamic shapes, the
    host launches the scalar kernel instead. Buffers are expected aligned
    as `cuMemAlloc` aligns them (docs/Pipeline.md, GPU).

    Upstream's parallel-loop mapping gives one scalar element per thread;
    this pass exists for the vector accesses.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"blockSize", "block-size", "int64_t", /*default=*/"256",
           "Threads per block">,
    Option<"vectorBytes", "vector-bytes", "int64_t", /*default=*/"16",
           "Bytes per thread access of the narrowest operand (0: scalar "
           "kernels only)">,
  ];
}

def ActGradGPUDeviceMemoryPass
    : Pass<"actgrad-gpu-device-memory", "::mlir::func::FuncOp"> {
  let summary = "Put the host code's buffers on the device and check that "
                "it touches no element";
  let description = [{
    In host functions, `memref.alloc` and `memref.dealloc` become
    `gpu.alloc` and `gpu.dealloc` and `memref.copy` becomes `gpu.memcpy`:
    every buffer of an actgrad-to-nvvm kernel lives in device memory, the
    function's arguments included. Anything left in host code that would
    read or write an element of such a buffer on the CPU (a linalg op no
    GPU pass mapped, `memref.load`, `memref.store`, vector transfers) is
    an error naming the op, rather than a host access to a device pointer.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def ActGradGPUComputeIntoOutParamsPass
    : Pass<"actgrad-gpu-compute-into-out-params", "::mlir::func::FuncOp"> {
  let summary = "Compute results chosen at run time in their out-parameter";
  let description = [{
    buffer-results-to-out-params hoists a result's allocation into the
    out-parameter only when the allocation is in the function's body; a
    result of `scf.if` (PReLU with a slope mode known only at run time) is
    computed into an allocation in each branch and then copied. Where both
    branches yield a buffer they allocated, of the out-parameter's type, and
    the copy into the out-parameter follows the `scf.if`, the branches
    compute into the out-parameter instead, and the copy and the frees of
    the result go. On a GPU that saves an allocation, a free that waits for
    the device, and a pass over the result.
  }];
}

#endif // ACTGRAD_CODEGEN_GPU_PASSES_TD
