//===- KernelCache.h - Compiled kernels for the PyTorch custom ops -*- C++
//-*-===//
//
// The kernels that torch.ops.actgrad calls are compiled by the Python package
// (actgrad.ops builds their MLIR and JIT-compiles them through the C API);
// this cache holds their addresses, asks Python for a missing one through a
// callback, and calls them with memref descriptors built in C++, so that a
// call costs no ctypes marshalling. No PyTorch header here: this translation
// unit compiles in a second, the two that include torch take a minute each.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_PYTHON_CSRC_KERNELCACHE_H
#define ACTGRAD_PYTHON_CSRC_KERNELCACHE_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace actgrad::torch_ops {

/// The ops, in the order python/actgrad/_torch_ops.py names them.
enum class Op : int32_t {
  HardsigmoidBackward = 0,
  HardtanhBackward = 1,
  SwishBackward = 2,
  PreluBackward = 3,
  SoftmaxBackward = 4,
};

/// Element types, in the order python/actgrad/_torch_ops.py names them.
enum class DType : int32_t { F32 = 0, F16 = 1, BF16 = 2 };

/// A kernel the Python side compiles: the op on `rank` dynamic dimensions.
/// `mode` is the PReLU slope rule (0: one slope, [1]; 1: one per channel,
/// dimension 1) and 0 for the other ops (softmax always reduces dimension
/// 1); `threads` is 0 for a single-threaded kernel (a call on one thread
/// then pays no OpenMP fork), 1 for the package's setting; attr0/attr1 are
/// the op's f32 attributes (hardsigmoid alpha, beta; hardtanh min, max;
/// swish beta).
struct KernelRequest {
  int32_t op;
  int32_t dtype;
  int32_t rank;
  int32_t mode;
  int32_t threads;
  float attr0;
  float attr1;
  /// Non-zero: a kernel compiled for `sizes` (the first `rank`), as
  /// actgrad.ops's static_shape=True; zero: every dimension dynamic and
  /// `sizes` all zero. Compared by bytes: callers zero the whole request.
  int32_t staticShape;
  /// Non-zero: the output was just allocated in a fresh mapping (glibc maps
  /// blocks of 32 MiB and more anew), whose pages the kernel first-touches.
  /// Such a kernel writes with plain stores: the system has just zeroed each
  /// page through the cache, and non-temporal stores would evict those
  /// dirty lines and write the page twice.
  int32_t freshOutput;
  int64_t sizes[3];
};

/// A compiled kernel: `_mlir_ciface_kernel`, and with `workspace`, its
/// `_workspace_size` function and a trailing workspace argument. `code` is
/// a reference to the JIT code the addresses point into (a CodeHandle from
/// actgradTorchCopyEngine) that the C++ side takes over: Python hands it a
/// reference of its own, so that nothing Python drops frees code that C++
/// still calls.
/// CompiledKernel::threads of a kernel whose OpenMP calls go to PyTorch's
/// libgomp through GompBridge.cpp (1: LLVM's libomp; 0: single-threaded).
constexpr int32_t kOnTorchOpenMP = 2;

struct CompiledKernel {
  void *function;
  void *workspaceSize;
  int32_t workspace;
  int32_t threads;
  void *code;
};

/// Shared ownership of one JIT-compiled module (an MLIR ExecutionEngine):
/// destroyed when the last reference goes, be it a cache entry, a call in
/// flight or the Python object that compiled it.
using CodeRef = std::shared_ptr<void>;

/// A kernel and the reference that keeps its code alive while it is held.
struct KernelRef {
  CompiledKernel kernel;
  CodeRef code;
};

/// Takes over the reference `kernel.code` (a handle from
/// actgradTorchCopyEngine, deleted here; null: none) and returns the kernel
/// with it.
KernelRef adoptKernel(const CompiledKernel &kernel);

/// What the compile callback fills in: the kernel, or an error message.
struct CompileResult {
  CompiledKernel kernel;
  char error[2048];
};

/// The Python compiler: returns 0 and fills result->kernel, or non-zero and
/// fills result->error.
using CompileCallback = int32_t (*)(const KernelRequest *request,
                                    CompileResult *result);

/// The largest rank of a kernel argument the C++ side calls (the custom ops
/// collapse to rank 3 at most; compiled graphs up to this rank).
constexpr int kMaxRank = 8;

/// A contiguous row-major memref descriptor: {allocated, aligned, offset,
/// sizes[rank], strides[rank]}, the C interface of a ranked memref.
class MemRef {
public:
  MemRef() = default;
  MemRef(void *data, const int64_t *sizes, int rank);

private:
  int64_t words[3 + 2 * kMaxRank] = {};
};

/// The kernel for `request`, compiled by the Python callback on a miss;
/// throws std::runtime_error when no callback is installed or it fails. The
/// caller holds the result for the duration of its calls: a cache clear
/// meanwhile does not free the code.
KernelRef getKernel(const KernelRequest &request);

/// Calls `kernel` on `count` descriptors (inputs, then outputs), with the
/// calling thread's workspace and `numThreads` OpenMP threads when the
/// kernel is threaded. Throws std::invalid_argument beyond 24 arguments.
void invoke(const KernelRef &kernel, MemRef *args, size_t count,
            int numThreads);

/// GompBridge.cpp's controls: the calling thread's thread count for bridged
/// kernels, and how many parallel regions it could not run.
extern "C" void actgradGompBridgeSetNumThreads(int numThreads);
extern "C" uint64_t actgradGompBridgeRefusedRegions();

/// The thread count the package asks for (0: follow PyTorch's).
int requestedThreads();

/// The kernel for `request` compiled for `numThreads` threads: the
/// single-threaded one for 1 (getKernel with request.threads = 0).
KernelRef getKernelFor(KernelRequest request, int numThreads);

} // namespace actgrad::torch_ops

#endif // ACTGRAD_PYTHON_CSRC_KERNELCACHE_H
