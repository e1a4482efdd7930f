//===- MgpuWrappers.cpp - Upstream MLIR's mgpu* ABI over the driver -------===//
//
// The functions that host code from upstream's `gpu-to-llvm` and
// `#gpu.select_object` calls, with the signatures MLIR 22 emits (see
// upstream's mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp, which Debian
// does not ship as libmlir_cuda_runtime). Upstream prints driver errors and
// carries on; here the first one is recorded (CUDADriver.h) and the calls
// that start work do nothing while it is, so that a module that did not load
// gives a message instead of a crash.
//
//===----------------------------------------------------------------------===//

#include "CUDADriver.h"

#include <climits>
#include <optional>
#include <string>

using namespace actgrad::cuda;

#define MGPU_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

/// Loads a PTX, cubin or fatbin image with the JIT's error log, which says
/// why PTX did not compile (for instance a .version newer than the driver).
CUmodule loadModule(const char *caller, const void *image, int optLevel) {
  ContextScope context(caller);
  if (!context)
    return nullptr;
  char log[8192] = {0};
  int options[3] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                    CU_JIT_OPTIMIZATION_LEVEL};
  void *values[3] = {log, reinterpret_cast<void *>(sizeof(log)),
                     reinterpret_cast<void *>(static_cast<intptr_t>(optLevel))};
  CUmodule module = nullptr;
  CUresult result = context->cuModuleLoadDataEx(
      &module, image, optLevel < 0 ? 2 : 3, options, values);
  if (result != CUDA_SUCCESS) {
    std::string detail = log[0] ? std::string("JIT log: ") + log
                                : std::string("the JIT left no log");
    failed(result, "cuModuleLoadDataEx", caller, detail.c_str());
    return nullptr;
  }
  return module;
}

/// Whether a launch of these grid and block sizes has work to do: a size of
/// 0 is an empty launch, which the driver would reject but the loop the
/// launch came from runs zero times, so it does nothing; a negative size or
/// one beyond the driver's unsigned sizes is an error, not a truncation.
bool hasWork(const char *caller, const intptr_t (&sizes)[6]) {
  bool empty = false;
  for (intptr_t size : sizes) {
    empty |= size == 0;
    if (size < 0 || static_cast<uintmax_t>(size) > UINT_MAX) {
      recordError("%s: grid %ldx%ldx%ld, block %ldx%ldx%ld: every size must "
                  "be in [0, %u]",
                  caller, long(sizes[0]), long(sizes[1]), long(sizes[2]),
                  long(sizes[3]), long(sizes[4]), long(sizes[5]), UINT_MAX);
      return false;
    }
  }
  return !empty;
}

/// Lets `function` use `sharedBytes` of dynamic shared memory: beyond 48 KiB
/// a kernel must opt in, up to the device's limit (as upstream does).
bool allowSharedMemory(ContextScope &context, const char *caller,
                       CUfunction function, int32_t sharedBytes) {
  if (sharedBytes < 0) {
    recordError("%s: negative dynamic shared memory size %d", caller,
                sharedBytes);
    return false;
  }
  if (sharedBytes <= kDefaultDynamicSharedMemoryBytes)
    return true;
  CUdevice device = 0;
  int limit = 0;
  if (failed(context->cuDeviceGet(&device, defaultDevice()), "cuDeviceGet",
             caller) ||
      failed(context->cuDeviceGetAttribute(
                 &limit, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                 device),
             "cuDeviceGetAttribute", caller))
    return false;
  if (sharedBytes > limit) {
    recordError("%s: the kernel asks for %d bytes of dynamic shared memory; "
                "this device allows %d",
                caller, sharedBytes, limit);
    return false;
  }
  return !failed(context->cuFuncSetAttribute(
                     function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                     sharedBytes),
                 "cuFuncSetAttribute", caller);
}

} // namespace

MGPU_EXPORT CUmodule mgpuModuleLoad(void *data, size_t /*gpuBlobSize*/) {
  return loadModule("mgpuModuleLoad", data, /*optLevel=*/-1);
}

MGPU_EXPORT CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  return loadModule("mgpuModuleLoadJIT", data, optLevel);
}

MGPU_EXPORT void mgpuModuleUnload(CUmodule module) {
  if (ReleaseScope release; release && module)
    release->cuModuleUnload(module);
}

MGPU_EXPORT CUfunction mgpuModuleGetFunction(CUmodule module,
                                             const char *name) {
  const char *caller = "mgpuModuleGetFunction";
  if (hasError())
    return nullptr;
  const DriverAPI *api = getDriver(caller);
  if (!api)
    return nullptr;
  if (!module) {
    recordError("%s: no module to look up '%s' in", caller, name);
    return nullptr;
  }
  CUfunction function = nullptr;
  if (failed(api->cuModuleGetFunction(&function, module, name),
             "cuModuleGetFunction", caller, name))
    return nullptr;
  return function;
}

// The sizes are intptr_t rather than CUDA's unsigned, to match MLIR's index
// type, as upstream's are.
MGPU_EXPORT void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                                  intptr_t gridY, intptr_t gridZ,
                                  intptr_t blockX, intptr_t blockY,
                                  intptr_t blockZ, int32_t sharedBytes,
                                  CUstream stream, void **params, void **extra,
                                  size_t /*paramsCount*/) {
  const char *caller = "mgpuLaunchKernel";
  ContextScope context(caller);
  if (!context)
    return;
  if (!function) {
    recordError("%s: no kernel to launch", caller);
    return;
  }
  if (!hasWork(caller, {gridX, gridY, gridZ, blockX, blockY, blockZ}) ||
      !allowSharedMemory(context, caller, function, sharedBytes))
    return;
  failed(context->cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY,
                                 blockZ, sharedBytes, stream, params, extra),
         "cuLaunchKernel", caller);
}

MGPU_EXPORT void mgpuLaunchClusterKernel(CUfunction function, intptr_t clusterX,
                                         intptr_t clusterY, intptr_t clusterZ,
                                         intptr_t gridX, intptr_t gridY,
                                         intptr_t gridZ, intptr_t blockX,
                                         intptr_t blockY, intptr_t blockZ,
                                         int32_t sharedBytes, CUstream stream,
                                         void **params, void **extra) {
  const char *caller = "mgpuLaunchClusterKernel";
  ContextScope context(caller);
  if (!context)
    return;
  if (!context->cuLaunchKernelEx) {
    recordError("%s: the CUDA driver lacks cuLaunchKernelEx (CUDA 12)", caller);
    return;
  }
  if (!function) {
    recordError("%s: no kernel to launch", caller);
    return;
  }
  if (!hasWork(caller, {gridX, gridY, gridZ, blockX, blockY, blockZ}) ||
      !hasWork(caller, {clusterX, clusterY, clusterZ, 1, 1, 1}) ||
      !allowSharedMemory(context, caller, function, sharedBytes))
    return;
  // Clusters larger than the portable 8 blocks need this; upstream sets it.
  if (failed(
          context->cuFuncSetAttribute(
              function, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1),
          "cuFuncSetAttribute", caller))
    return;
  CUlaunchAttribute attribute = {};
  attribute.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attribute.value.clusterDim = {unsigned(clusterX), unsigned(clusterY),
                                unsigned(clusterZ)};
  CUlaunchConfig config = {unsigned(gridX),
                           unsigned(gridY),
                           unsigned(gridZ),
                           unsigned(blockX),
                           unsigned(blockY),
                           unsigned(blockZ),
                           unsigned(sharedBytes),
                           stream,
                           &attribute,
                           1};
  failed(context->cuLaunchKernelEx(&config, function, params, extra),
         "cuLaunchKernelEx", caller);
}

// With a caller's stream (actgradCUDASetStream, actgradCUDASetLaunchStream),
// the stream generated code creates, waits for and destroys around its
// launches is the caller's, which it neither waits for nor destroys: its
// work is queued in order and the call returns at once.
MGPU_EXPORT CUstream mgpuStreamCreate() {
  if (std::optional<CUstream> caller = callerStream())
    return *caller;
  ContextScope context("mgpuStreamCreate");
  CUstream stream = nullptr;
  if (context &&
      failed(context->cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING),
             "cuStreamCreate", "mgpuStreamCreate"))
    return nullptr;
  return stream;
}

MGPU_EXPORT void mgpuStreamDestroy(CUstream stream) {
  if (std::optional<CUstream> caller = callerStream();
      caller && stream == *caller)
    return;
  if (ReleaseScope release; release && stream)
    release->cuStreamDestroy(stream);
}

MGPU_EXPORT void mgpuStreamSynchronize(CUstream stream) {
  if (std::optional<CUstream> caller = callerStream();
      caller && stream == *caller)
    return;
  ContextScope context("mgpuStreamSynchronize");
  if (context)
    failed(context->cuStreamSynchronize(stream), "cuStreamSynchronize",
           "mgpuStreamSynchronize");
}

MGPU_EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  ContextScope context("mgpuStreamWaitEvent");
  if (context)
    failed(context->cuStreamWaitEvent(stream, event, 0), "cuStreamWaitEvent",
           "mgpuStreamWaitEvent");
}

MGPU_EXPORT CUevent mgpuEventCreate() {
  ContextScope context("mgpuEventCreate");
  CUevent event = nullptr;
  if (context && failed(context->cuEventCreate(&event, CU_EVENT_DISABLE_TIMING),
                        "cuEventCreate", "mgpuEventCreate"))
    return nullptr;
  return event;
}

MGPU_EXPORT void mgpuEventDestroy(CUevent event) {
  if (ReleaseScope release; release && event)
    release->cuEventDestroy(event);
}

MGPU_EXPORT void mgpuEventSynchronize(CUevent event) {
  ContextScope context("mgpuEventSynchronize");
  if (context)
    failed(context->cuEventSynchronize(event), "cuEventSynchronize",
           "mgpuEventSynchronize");
}

MGPU_EXPORT void mgpuEventRecord(CUevent event, CUstream stream) {
  ContextScope context("mgpuEventRecord");
  if (context)
    failed(context->cuEventRecord(event, stream), "cuEventRecord",
           "mgpuEventRecord");
}

MGPU_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  defaultDevice() = device;
}
