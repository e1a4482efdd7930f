//===- GompBridge.cpp - ActGrad's OpenMP calls on PyTorch's libgomp -------===//
//
// Kernels compiled with thread tiles call the OpenMP entry points that MLIR's
// OpenMP translation (OpenMPIRBuilder) emits: LLVM's `__kmpc_*` and
// `omp_get_max_threads`. On LLVM's libomp beside PyTorch, whose kernels run
// on GNU libgomp, a process has two thread pools on the same cores, and each
// spins after its work while the other's threads wait for a core
// (docs/Python.md, "Threads and OpenMP"). Here those entry points are
// implemented on the libgomp that PyTorch loaded, so that ActGrad's parallel
// regions run on PyTorch's own threads; actgrad._kernel registers them as the
// JIT's definitions of the symbols. Neither runtime ships this bridge:
// libomp serves libgomp's `GOMP_*` calls, not the reverse.
//
// Only what the pipeline emits is here: a parallel region
// (`__kmpc_fork_call` after `__kmpc_push_num_threads`), static worksharing
// loops and barriers. jit.compile refuses a kernel that calls any other
// OpenMP entry point, rather than letting the JIT bind it to libomp.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <atomic>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <dlfcn.h>
#include <link.h>
#include <string>
#include <utility>

namespace {

/// libgomp's entry points the bridge calls.
struct Gomp {
  void (*parallel)(void (*)(void *), void *, unsigned, unsigned) = nullptr;
  void (*barrier)() = nullptr;
  int (*threadNum)() = nullptr;
  int (*numThreads)() = nullptr;
  int (*maxThreads)() = nullptr;
};
Gomp gomp;
std::atomic<bool> loaded{false};

/// The thread count the package asks of this thread's kernels (0: libgomp's
/// own, which torch.set_num_threads sets), and what the next parallel region
/// was pushed.
thread_local int requestedThreads = 0;
thread_local unsigned pushedThreads = 0;
/// Parallel regions that ran on more than one thread (for the tests).
std::atomic<uint64_t> teamsOfSeveral{0};
/// Regions the bridge could not run (more arguments than it forwards).
std::atomic<uint64_t> refusedRegions{0};

/// A loaded libgomp: PyTorch's when one is under a `torch` directory, else
/// the first one loaded.
int findGomp(dl_phdr_info *info, size_t, void *data) {
  auto &path = *static_cast<std::string *>(data);
  const char *name = info->dlpi_name;
  const char *base = name ? std::strrchr(name, '/') : nullptr;
  base = base ? base + 1 : name;
  if (!base || std::strncmp(base, "libgomp", 7) != 0)
    return 0;
  if (path.empty() || std::strstr(name, "/torch/"))
    path = name;
  return 0;
}

template <typename T> bool resolve(void *handle, const char *name, T &slot) {
  slot = reinterpret_cast<T>(dlsym(handle, name));
  return slot != nullptr;
}

using Microtask = void (*)(int32_t *, int32_t *, ...);
constexpr int kMaxForkArgs = 16;

struct Fork {
  Microtask task;
  int32_t argc;
  void *args[kMaxForkArgs];
};

template <size_t... I>
void callTask(const Fork &fork, int32_t *gtid, int32_t *btid,
              std::index_sequence<I...>) {
  fork.task(gtid, btid, fork.args[I]...);
}

/// Calls the region's outlined function with its `argc` pointer arguments
/// (C++ cannot form a call of run-time arity: one instantiation each).
template <size_t... N>
void callTaskWith(const Fork &fork, int32_t *gtid, int32_t *btid,
                  std::index_sequence<N...>) {
  (void)((fork.argc == int32_t(N) &&
          (callTask(fork, gtid, btid, std::make_index_sequence<N>{}), true)) ||
         ...);
}

void runTask(void *data) {
  const Fork &fork = *static_cast<const Fork *>(data);
  int32_t tid = gomp.threadNum();
  int32_t gtid = tid;
  if (tid == 0 && gomp.numThreads() > 1)
    teamsOfSeveral.fetch_add(1, std::memory_order_relaxed);
  callTaskWith(fork, &gtid, &tid, std::make_index_sequence<kMaxForkArgs + 1>{});
}

/// libomp's static schedules (kmp_sched.cpp): 33 is "static, chunked", every
/// other a balanced split into one contiguous block per thread, which is
/// what the unchunked schedules (34 and the balanced/greedy variants)
/// promise. Bounds are inclusive; an empty share gets upper = lower - incr.
template <typename T, typename Signed>
void staticInit(int32_t schedule, int32_t *lastIter, T *lower, T *upper,
                Signed *stride, Signed incr, Signed chunk) {
  using U = std::make_unsigned_t<T>;
  U trip = 0;
  if (incr > 0 ? !(*upper < *lower) : !(*lower < *upper))
    trip = (incr > 0 ? U(*upper - *lower) : U(*lower - *upper)) /
               U(incr > 0 ? incr : -incr) +
           1;
  U threads = U(std::max(gomp.numThreads(), 1));
  U tid = U(std::max(gomp.threadNum(), 0));
  if (schedule == 33 && chunk > 0) {
    Signed span = chunk * incr;
    *stride = span * Signed(threads);
    *lower = T(*lower + span * Signed(tid));
    *upper = T(*lower + span - incr);
    if (lastIter)
      *lastIter = trip > 0 && tid == ((trip - 1) / U(chunk)) % threads;
    return;
  }
  U small = trip / threads, extra = trip % threads;
  U mine = small + (tid < extra ? 1 : 0);
  U first = tid * small + std::min(tid, extra);
  T start = T(*lower + Signed(first) * incr);
  *lower = start;
  *upper = T(start + Signed(mine) * incr - incr);
  *stride = Signed(trip) * incr;
  if (lastIter)
    *lastIter = mine > 0 && first + mine == trip;
}

/// `__kmpc_for_static_init_{4,4u,8,8u}`: one instantiation per bound type
/// (T) and stride type (S).
template <typename T, typename S>
void bridgeStaticInit(void *, int32_t, int32_t schedule, int32_t *last,
                      T *lower, T *upper, S *stride, S incr, S chunk) {
  staticInit(schedule, last, lower, upper, stride, incr, chunk);
}

// The entry points, under names of their own: they are handed to the JIT,
// never exported under OpenMP's names (which would interpose on a runtime).
extern "C" {

int32_t bridgeGlobalThreadNum(void *) { return gomp.threadNum(); }

void bridgePushNumThreads(void *, int32_t, int32_t numThreads) {
  pushedThreads = numThreads > 0 ? unsigned(numThreads) : 0;
}

void bridgeForkCall(void *, int32_t argc, Microtask task, ...) {
  unsigned threads = pushedThreads;
  pushedThreads = 0;
  if (argc < 0 || argc > kMaxForkArgs) {
    refusedRegions.fetch_add(1, std::memory_order_relaxed);
    return;
  }
  Fork fork{task, argc, {}};
  va_list args;
  va_start(args, task);
  for (int32_t i = 0; i < argc; ++i)
    fork.args[i] = va_arg(args, void *);
  va_end(args);
  gomp.parallel(runTask, &fork, threads, 0);
}

void bridgeStaticFini(void *, int32_t) {}

void bridgeBarrier(void *, int32_t) { gomp.barrier(); }

int bridgeGetMaxThreads() {
  return requestedThreads > 0 ? requestedThreads : gomp.maxThreads();
}
int bridgeGetThreadNum() { return gomp.threadNum(); }
int bridgeGetNumThreads() { return gomp.numThreads(); }

} // extern "C"

struct Entry {
  const char *name;
  void *address;
};

const Entry kEntries[] = {
    {"__kmpc_global_thread_num", (void *)bridgeGlobalThreadNum},
    {"__kmpc_push_num_threads", (void *)bridgePushNumThreads},
    {"__kmpc_fork_call", (void *)bridgeForkCall},
    {"__kmpc_for_static_init_4", (void *)bridgeStaticInit<int32_t, int32_t>},
    {"__kmpc_for_static_init_4u", (void *)bridgeStaticInit<uint32_t, int32_t>},
    {"__kmpc_for_static_init_8", (void *)bridgeStaticInit<int64_t, int64_t>},
    {"__kmpc_for_static_init_8u", (void *)bridgeStaticInit<uint64_t, int64_t>},
    {"__kmpc_for_static_fini", (void *)bridgeStaticFini},
    {"__kmpc_barrier", (void *)bridgeBarrier},
    {"omp_get_max_threads", (void *)bridgeGetMaxThreads},
    {"omp_get_thread_num", (void *)bridgeGetThreadNum},
    {"omp_get_num_threads", (void *)bridgeGetNumThreads},
};

} // namespace

// Called through ctypes by actgrad._torch_ops.
extern "C" {

/// Finds the process's libgomp (PyTorch's) and its entry points; returns 0,
/// or 1 with the reason in `error`. Idempotent.
int actgradGompBridgeLoad(char *error, size_t errorSize) {
  if (loaded.load())
    return 0;
  std::string path;
  dl_iterate_phdr(findGomp, &path);
  if (path.empty()) {
    std::snprintf(error, errorSize,
                  "no libgomp is loaded (PyTorch uses another OpenMP runtime)");
    return 1;
  }
  void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_NOLOAD);
  Gomp found;
  if (!handle || !resolve(handle, "GOMP_parallel", found.parallel) ||
      !resolve(handle, "GOMP_barrier", found.barrier) ||
      !resolve(handle, "omp_get_thread_num", found.threadNum) ||
      !resolve(handle, "omp_get_num_threads", found.numThreads) ||
      !resolve(handle, "omp_get_max_threads", found.maxThreads)) {
    std::snprintf(error, errorSize, "%s lacks GNU OpenMP's entry points",
                  path.c_str());
    return 1;
  }
  gomp = found;
  loaded.store(true);
  return 0;
}

/// The bridge's entry points: fills up to `capacity` names and addresses,
/// returns how many there are.
int actgradGompBridgeSymbols(const char **names, void **addresses,
                             int capacity) {
  int count = int(sizeof(kEntries) / sizeof(kEntries[0]));
  for (int i = 0; i < count && i < capacity; ++i) {
    names[i] = kEntries[i].name;
    addresses[i] = kEntries[i].address;
  }
  return count;
}

/// The calling thread's thread count for bridged kernels (0: libgomp's).
void actgradGompBridgeSetNumThreads(int numThreads) {
  requestedThreads = numThreads;
}

uint64_t actgradGompBridgeTeamsOfSeveral() { return teamsOfSeveral.load(); }

uint64_t actgradGompBridgeRefusedRegions() { return refusedRegions.load(); }

} // extern "C"
