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
};

/// A compiled kernel: `_mlir_ciface_kernel`, and with `workspace`, its
/// `_workspace_size` function and a trailing workspace argument.
struct CompiledKernel {
  void *function;
  void *workspaceSize;
  int32_t workspace;
  int32_t threads;
};

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
/// throws std::runtime_error when no callback is installed or it fails.
CompiledKernel getKernel(const KernelRequest &request);

/// Calls `kernel` on `count` descriptors (inputs, then outputs), with the
/// calling thread's workspace and `numThreads` OpenMP threads when the
/// kernel is threaded. Throws std::invalid_argument beyond 24 arguments.
void invoke(const CompiledKernel &kernel, MemRef *args, size_t count,
            int numThreads);

/// The thread count the package asks for (0: follow PyTorch's).
int requestedThreads();

/// The kernel for `request` compiled for `numThreads` threads: the
/// single-threaded one for 1 (getKernel with request.threads = 0).
CompiledKernel getKernelFor(KernelRequest request, int numThreads);

} // namespace actgrad::torch_ops

#endif // ACTGRAD_PYTHON_CSRC_KERNELCACHE_H
