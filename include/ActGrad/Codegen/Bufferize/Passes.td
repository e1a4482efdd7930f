//===- Passes.td - ActGrad Bufferize code-generation passes -*- tablegen -*-===//
//
// Tensors to buffers: destinations computed in place, scratch on the
// stack or in a caller-provided workspace.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_BUFFERIZE_PASSES_TD
#define ACTGRAD_CODEGEN_BUFFERIZE_PASSES_TD

include "mlir/Pass/PassBase.td"

def ActGradFoldMaterializedDestinationsPass
    : Pass<"actgrad-fold-materialized-destinations", "::mlir::func::FuncOp"> {
  let summary = "Drop tensor materializations into a destination that the "
                "source is already computed in";
  let description = [{
    `%w = bufferization.materialize_in_destination %r in %dest` on tensors,
    where `%r` is computed in `%dest` already (its chain of destination
    operands, through destination-style ops, loops, `scf.forall` outputs
    and `tensor.insert_slice`, ends at `%dest`), is replaced by `%r`. Empty
    tensor elimination produces exactly this: it makes the computation
    write into `%dest`, and leaves the materialization behind, which
    one-shot bufferization then reports as a read-after-write conflict
    (tiled loops) or turns into a copy of the buffer onto itself.
    Materializations of anything else are left to bufferization.
  }];
}

def ActGradPromoteScratchToStackPass
    : Pass<"actgrad-promote-scratch-to-stack", "::mlir::func::FuncOp"> {
  let summary = "Put small scratch buffers on the stack, out of loops";
  let description = [{
    Replaces each `memref.alloc` with a static shape of at most `max-bytes`
    bytes that does not leave the function (is not returned or passed to a
    call, through any alias) with a `memref.alloca` at the start of its
    allocation scope, and erases its deallocations. The scope is the body of
    the closest enclosing function, `scf.forall` or `scf.parallel` (each
    thread of a parallel loop keeps its own buffer: a buffer hoisted out of
    it would be shared by the threads), or op with the
    `AutomaticAllocationScope` trait (`memref.alloca_scope`, which the
    OpenMP conversion puts around the body of a parallel loop). Static
    allocas already in the function move to the start of their scope too,
    so that no alloca is left in a sequential loop, where it would grow the
    stack on every iteration; `actgrad-to-llvm` runs the pass again after
    `scf-forall-to-for` for this reason. Larger buffers, and buffers with a
    dynamic shape, that do not leave the function, that nothing deallocates
    yet and that no loop around them carries from one iteration to the next
    move to the start of their scope as well (after the last of their sizes
    computed there; one whose size an iteration computes stays) and stay
    allocations, made once per scope instead of once per iteration: without
    threads (where `actgrad-codegen-bufferize` turns thread tiles into
    sequential loops first) that is once per call, which
    `actgrad-scratch-to-workspace` can then place in the workspace.

    Upstream's `promote-buffers-to-stack` converts in place, and
    `buffer-loop-hoisting` treats `scf.forall` as a sequential loop.

    ```mlir
    scf.forall (%i) in (8) {
      %t = memref.alloc() : memref<16xf32>   // a thread's partial sums
      ...
    }
    %p = memref.alloc() : memref<64x16xf32>  // 4 KiB, not returned
    // becomes
    %p = memref.alloca() : memref<64x16xf32> // first op of the function
    scf.forall (%i) in (8) {
      %t = memref.alloca() : memref<16xf32>  // first op of the body
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t", /*default=*/"16384",
           "Largest buffer, in bytes, put on the stack (16 KiB: see "
           "docs/Pipeline.md, Scratch buffers)">,
  ];
}

def ActGradChunkThreadLoopsPass
    : Pass<"actgrad-chunk-thread-loops", "::mlir::ModuleOp"> {
  let summary = "Give each thread of a tile loop with heap scratch one "
                "iteration, over a contiguous chunk of tiles";
  let description = [{
    After `actgrad-promote-scratch-to-stack`, a thread tile's scratch that
    is too large for the stack is allocated at the start of its
    `scf.forall` body: once per tile, although a thread runs many tiles one
    after the other. For each `scf.forall` on buffers (no results, no
    mapping) that runs at most once per call of its function and whose
    body has such allocations (directly in it, sizes computed before the
    loop, nothing deallocates them), the loop becomes one iteration per
    thread: `W` iterations, each allocating the buffers once and running a
    contiguous chunk of
    `P = ceil(N / min(omp_get_max_threads(), max-threads))` tiles
    sequentially in an `scf.for`, where `N` is the tile count and
    `W = ceil(N / P)`, as many as the busiest thread's share needs (the
    split of a static OpenMP schedule), bounded by `max-threads` and by a
    dynamic `N`. `actgrad-scratch-to-workspace` then gives each iteration
    its own slot of the workspace, as many as those bounds allow. Declares
    `omp_get_max_threads` (libomp, which thread loops link anyway); it
    belongs in pipelines with threads.

    ```mlir
    scf.forall (%i) in (256) {
      %rows = memref.alloc() : memref<1x32768xf32>
      ...
    }
    // becomes
    %max = func.call @omp_get_max_threads() : () -> i32
    %per = ...  // ceil(256 / min(max(%max, 1), 64))
    %w = affine.min affine_map<()[s0] -> (256 ceildiv s0, 64)>()[%per]
    scf.forall (%t) in (%w) {
      %rows = memref.alloc() : memref<1x32768xf32>
      scf.for %i = %t * %per to min(%t * %per + %per, 256) step 1 { ... }
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::scf::SCFDialect",
  ];
  let options = [
    Option<"maxThreads", "max-threads", "int64_t", /*default=*/"64",
           "Most iterations of a chunked loop, so that the workspace holds "
           "at most this many copies of its scratch">,
  ];
}

def ActGradScratchToWorkspacePass
    : Pass<"actgrad-scratch-to-workspace", "::mlir::ModuleOp"> {
  let summary = "Give kernels a caller-provided workspace instead of heap "
                "scratch, and a function that computes its size";
  let description = [{
    The two-phase convention of vendor kernel libraries (Ascend aclnn's
    `...GetWorkspaceSize` then execute): every public function that nothing
    in the module calls (an entry point) gets a trailing argument
    `memref<?xi8> {actgrad.workspace}`, and a function
    `@<name>_workspace_size` with the entry point's other arguments returns
    the bytes it needs (as `index`; 0 if none). Each `memref.alloc` of the
    entry point that runs at most once per call (no loop around it), has an
    identity layout, sizes computed from the arguments by pure ops
    (`memref.dim`, `arith`, `affine.apply`; a division whose divisor is
    not a constant only in the entry block, which runs on every call), and
    does not leave the function becomes a `memref.view` of the workspace at
    a 64-byte aligned offset; its deallocations are erased. One directly in
    the body of a one-dimensional `scf.forall` from 0 by 1 that runs once
    per call gets one copy per iteration (each iteration may run on its own
    thread), as many as the constant bound of the iteration count: a
    constant, or the smallest constant result of the `affine.min` that
    computes it (actgrad-chunk-thread-loops' thread count), and at most
    that min's first symbol result computed from the arguments (the chunked
    loop's dynamic tile count); the iteration takes the copy at its index,
    each copy 64-byte aligned. The size function recomputes the same
    sizes from its arguments. Entry points get the argument even when they
    need no workspace, so that every kernel of a module compiled this way is
    called alike. The workspace should be 64-byte aligned (it is correct at
    any alignment, only slower).

    ```mlir
    func.func @k(%x: memref<?x64xf32>, %out: memref<?x64xf32>) {
      %n = memref.dim %x, %c0 : memref<?x64xf32>
      %p = memref.alloc(%n) : memref<?x64xf32>
      ...
    }
    // becomes
    func.func @k(%x: memref<?x64xf32>, %out: memref<?x64xf32>,
                 %ws: memref<?xi8> {actgrad.workspace}) {
      %p = memref.view %ws[%c0][%n] : memref<?xi8> to memref<?x64xf32>
      ...
    }
    func.func @k_workspace_size(%x: memref<?x64xf32>,
                                %out: memref<?x64xf32>) -> index
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def ActGradForwardReturnedArgumentsPass
    : Pass<"actgrad-forward-returned-arguments", "::mlir::ModuleOp"> {
  let summary = "Return a kernel's destination argument itself, not a clone";
  let description = [{
    Ownership-based buffer deallocation makes every buffer a function returns
    owned by its caller, so a returned argument (a destination-passing
    kernel that returns its destination) is cloned: a heap allocation and a
    copy of the whole result. In a function that nothing in the module calls
    (an entry point, called from C, C++ or a JIT), this pass returns the
    argument itself instead, as a C function returning its output pointer
    does: the caller gets back its own buffer and does not own it twice.
    Functions called from inside the module keep the clone, because the
    deallocation code of their callers frees returned buffers.
  }];
}

#endif // ACTGRAD_CODEGEN_BUFFERIZE_PASSES_TD
