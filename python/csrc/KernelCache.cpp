//===- KernelCache.cpp - Compiled kernels for the PyTorch custom ops ------===//

#include "KernelCache.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <unordered_map>
#include <utility>

using namespace actgrad::torch_ops;

namespace {

struct RequestHash {
  size_t operator()(const KernelRequest &r) const {
    uint32_t a0, a1;
    std::memcpy(&a0, &r.attr0, 4);
    std::memcpy(&a1, &r.attr1, 4);
    size_t h = size_t(r.op) | size_t(r.dtype) << 4 | size_t(r.rank) << 8 |
               size_t(r.mode) << 16 | size_t(r.threads) << 18 |
               size_t(r.freshOutput) << 19;
    h ^= (size_t(a0) << 20) ^ (size_t(a1) * 0x9E3779B97F4A7C15ull);
    for (int64_t size : r.sizes)
      h = h * 31 + size_t(size);
    return h;
  }
};

struct RequestEqual {
  // Attributes compare by bits: -0 and +0 bounds are different kernels, as
  // they are different attribute texts on the Python side.
  bool operator()(const KernelRequest &a, const KernelRequest &b) const {
    return std::memcmp(&a, &b, sizeof(KernelRequest)) == 0;
  }
};

using Cache =
    std::unordered_map<KernelRequest, KernelRef, RequestHash, RequestEqual>;

std::mutex cacheMutex;
// Never destroyed: at exit, engines are not torn down under libraries that
// may already be gone.
Cache &cache = *new Cache;
// Bumped by every clear, so that a kernel compiled under settings that were
// changed during its compilation is not cached.
uint64_t cacheGeneration = 0;
std::atomic<CompileCallback> compiler{nullptr};

using SetNumThreads = void (*)(int);
std::atomic<SetNumThreads> ompSetNumThreads{nullptr};
std::atomic<int> requested{0};
// The thread count this thread last gave libomp: omp_set_num_threads sets
// the calling thread's value, so each thread that calls sets its own.
thread_local int ompThreads = 0;

/// MLIR's C API handle of an ExecutionEngine, and its destructor
/// (mlirExecutionEngineDestroy, handed over by actgrad._torch_ops).
struct MlirEngine {
  void *ptr;
};
using DestroyEngine = void (*)(MlirEngine);
std::atomic<DestroyEngine> destroyEngine{nullptr};

/// The calling thread's workspace, 64-byte aligned, grown on demand and
/// kept for the next call (as _kernel.Kernel does for the ctypes route).
struct Workspace {
  std::unique_ptr<unsigned char[]> buffer;
  size_t capacity = 0;

  void *get(size_t bytes) {
    if (bytes + 64 > capacity) {
      capacity = bytes + 64;
      buffer.reset(new unsigned char[capacity]);
    }
    uintptr_t address = reinterpret_cast<uintptr_t>(buffer.get());
    return reinterpret_cast<void *>((address + 63) & ~uintptr_t(63));
  }
};
thread_local Workspace workspace;

template <typename Result, size_t... I>
Result callWith(void *function, void *const *args, std::index_sequence<I...>) {
  using Function = Result (*)(decltype((void)I, (void *)nullptr)...);
  return reinterpret_cast<Function>(function)(args[I]...);
}

/// Calls `function` with `count` pointer arguments. The kernels are C
/// functions of N pointers; C++ cannot form a call of run-time arity, so
/// one instantiation per arity up to 24 (invoke() checks the count).
template <typename Result>
Result callWithPointers(void *function, void *const *args, size_t count) {
  switch (count) {
#define ACTGRAD_CALL_CASE(N)                                                   \
  case N:                                                                      \
    return callWith<Result>(function, args, std::make_index_sequence<N>{});
    ACTGRAD_CALL_CASE(1)
    ACTGRAD_CALL_CASE(2)
    ACTGRAD_CALL_CASE(3)
    ACTGRAD_CALL_CASE(4)
    ACTGRAD_CALL_CASE(5)
    ACTGRAD_CALL_CASE(6)
    ACTGRAD_CALL_CASE(7)
    ACTGRAD_CALL_CASE(8)
    ACTGRAD_CALL_CASE(9)
    ACTGRAD_CALL_CASE(10)
    ACTGRAD_CALL_CASE(11)
    ACTGRAD_CALL_CASE(12)
    ACTGRAD_CALL_CASE(13)
    ACTGRAD_CALL_CASE(14)
    ACTGRAD_CALL_CASE(15)
    ACTGRAD_CALL_CASE(16)
    ACTGRAD_CALL_CASE(17)
    ACTGRAD_CALL_CASE(18)
    ACTGRAD_CALL_CASE(19)
    ACTGRAD_CALL_CASE(20)
    ACTGRAD_CALL_CASE(21)
    ACTGRAD_CALL_CASE(22)
    ACTGRAD_CALL_CASE(23)
    ACTGRAD_CALL_CASE(24)
#undef ACTGRAD_CALL_CASE
  default:
    throw std::invalid_argument("actgrad: a kernel with more than 24 "
                                "arguments cannot be called from C++");
  }
}

} // namespace

MemRef::MemRef(void *data, const int64_t *sizes, int rank) {
  if (rank > kMaxRank)
    throw std::invalid_argument("actgrad: rank " + std::to_string(rank) +
                                " is above the C++ route's limit of " +
                                std::to_string(kMaxRank));
  std::memcpy(&words[0], &data, sizeof(void *));
  std::memcpy(&words[1], &data, sizeof(void *));
  words[2] = 0;
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    words[3 + i] = sizes[i];
    words[3 + rank + i] = stride;
    stride *= sizes[i];
  }
}

KernelRef actgrad::torch_ops::adoptKernel(const CompiledKernel &kernel) {
  KernelRef ref{kernel, nullptr};
  ref.kernel.code = nullptr;
  if (kernel.code) {
    std::unique_ptr<CodeRef> handle(static_cast<CodeRef *>(kernel.code));
    ref.code = std::move(*handle);
  }
  return ref;
}

KernelRef actgrad::torch_ops::getKernel(const KernelRequest &request) {
  uint64_t generation;
  {
    std::lock_guard<std::mutex> lock(cacheMutex);
    auto found = cache.find(request);
    if (found != cache.end())
      return found->second;
    generation = cacheGeneration;
  }
  CompileCallback compile = compiler.load();
  if (!compile)
    throw std::runtime_error(
        "actgrad: no kernel compiler is installed (the library was loaded "
        "without actgrad._torch_ops)");
  // Compiled outside the lock: the callback takes Python's GIL, and another
  // thread holding the GIL may be waiting for this lock.
  auto result = std::make_unique<CompileResult>();
  std::memset(result.get(), 0, sizeof(CompileResult));
  if (compile(&request, result.get()) != 0) {
    result->error[sizeof(result->error) - 1] = 0;
    throw std::runtime_error(result->error);
  }
  KernelRef ref = adoptKernel(result->kernel);
  std::lock_guard<std::mutex> lock(cacheMutex);
  if (generation == cacheGeneration)
    cache.emplace(request, ref);
  return ref;
}

void actgrad::torch_ops::invoke(const KernelRef &ref, MemRef *args,
                                size_t count, int numThreads) {
  const CompiledKernel &kernel = ref.kernel;
  void *pointers[25];
  if (count + (kernel.workspace ? 1 : 0) > 24)
    throw std::invalid_argument("actgrad: a kernel with more than 24 "
                                "arguments cannot be called from C++");
  for (size_t i = 0; i < count; ++i)
    pointers[i] = &args[i];
  MemRef workspaceRef;
  if (kernel.workspace) {
    int64_t bytes =
        callWithPointers<int64_t>(kernel.workspaceSize, pointers, count);
    int64_t size = bytes > 0 ? bytes : 1;
    workspaceRef = MemRef(workspace.get(size_t(size)), &size, 1);
    pointers[count++] = &workspaceRef;
  }
  if (kernel.threads == kOnTorchOpenMP) {
    actgradGompBridgeSetNumThreads(numThreads);
    uint64_t refused = actgradGompBridgeRefusedRegions();
    callWithPointers<void>(kernel.function, pointers, count);
    if (actgradGompBridgeRefusedRegions() != refused)
      throw std::runtime_error("actgrad: a parallel region of the kernel has "
                               "more arguments than the OpenMP bridge takes");
    return;
  }
  SetNumThreads setThreads = ompSetNumThreads.load();
  if (kernel.threads && setThreads && numThreads > 0 &&
      ompThreads != numThreads) {
    setThreads(numThreads);
    ompThreads = numThreads;
  }
  callWithPointers<void>(kernel.function, pointers, count);
}

int actgrad::torch_ops::requestedThreads() { return requested.load(); }

KernelRef actgrad::torch_ops::getKernelFor(KernelRequest request,
                                           int numThreads) {
  request.threads = numThreads > 1;
  return getKernel(request);
}

// The package's controls, called through ctypes by actgrad._torch_ops.
extern "C" {

void actgradTorchSetCompiler(CompileCallback callback) {
  compiler.store(callback);
}

void actgradTorchSetOpenMP(void *setNumThreads) {
  ompSetNumThreads.store(reinterpret_cast<SetNumThreads>(setNumThreads));
}

void actgradTorchSetEngineDestroy(void *destroy) {
  destroyEngine.store(reinterpret_cast<DestroyEngine>(destroy));
}

/// Takes ownership of an MLIR ExecutionEngine: returns the first reference
/// to it (a CodeHandle), which actgradTorchReleaseEngine drops; the engine
/// is destroyed with the last reference, wherever that is dropped.
void *actgradTorchShareEngine(void *engine) {
  DestroyEngine destroy = destroyEngine.load();
  return new CodeRef(engine, [destroy](void *pointer) {
    if (destroy)
      destroy(MlirEngine{pointer});
  });
}

/// A new reference to the code of `handle`, for CompiledKernel::code.
void *actgradTorchCopyEngine(void *handle) {
  return new CodeRef(*static_cast<CodeRef *>(handle));
}

void actgradTorchReleaseEngine(void *handle) {
  delete static_cast<CodeRef *>(handle);
}

void actgradTorchSetNumThreads(int numThreads) { requested.store(numThreads); }

/// Forgets every cached kernel (the Python side drops them, or changed the
/// settings they were compiled with).
void actgradTorchClearKernels() {
  Cache dropped;
  {
    std::lock_guard<std::mutex> lock(cacheMutex);
    dropped.swap(cache);
    ++cacheGeneration;
  }
  // Dropped outside the lock: the last reference to a module destroys its
  // engine; calls in flight hold references of their own.
}

int64_t actgradTorchCachedKernels() {
  std::lock_guard<std::mutex> lock(cacheMutex);
  return int64_t(cache.size());
}

} // extern "C"
