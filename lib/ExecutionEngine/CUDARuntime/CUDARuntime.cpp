//===- CUDARuntime.cpp - The C API of include/ActGrad-c/CUDARuntime.h -----===//

#include "ActGrad-c/CUDARuntime.h"

#include "CUDADriver.h"

#include <cstdio>
#include <cstring>

using namespace actgrad::cuda;

namespace {

CUdeviceptr devicePointer(const void *pointer) {
  return reinterpret_cast<CUdeviceptr>(pointer);
}
CUstream toStream(ActGradCUDAStream stream) {
  return reinterpret_cast<CUstream>(stream);
}
CUevent toEvent(ActGradCUDAEvent event) {
  return reinterpret_cast<CUevent>(event);
}

/// 0 for success, -1 for a recorded error.
int status(bool ok) { return ok ? 0 : -1; }

} // namespace

const char *actgradCUDAGetLastError(void) { return lastError(); }

void actgradCUDAClearError(void) { clearError(); }

int actgradCUDAGetDeviceCount(void) {
  const char *caller = "actgradCUDAGetDeviceCount";
  if (hasError())
    return -1;
  const DriverAPI *api = getDriver(caller);
  int count = 0;
  if (!api || failed(api->cuDeviceGetCount(&count), "cuDeviceGetCount", caller))
    return -1;
  return count;
}

int actgradCUDASetDevice(int ordinal) {
  int count = actgradCUDAGetDeviceCount();
  if (count < 0)
    return -1;
  if (ordinal < 0 || ordinal >= count) {
    recordError("actgradCUDASetDevice: device %d does not exist (%d found)",
                ordinal, count);
    return -1;
  }
  defaultDevice() = ordinal;
  return 0;
}

int actgradCUDAGetDeviceInfo(ActGradCUDADeviceInfo *info) {
  const char *caller = "actgradCUDAGetDeviceInfo";
  ContextScope context(caller);
  if (!context)
    return -1;
  std::memset(info, 0, sizeof(*info));
  info->ordinal = defaultDevice();
  CUdevice device = 0;
  if (failed(context->cuDeviceGet(&device, info->ordinal), "cuDeviceGet",
             caller) ||
      failed(context->cuDeviceGetName(info->name, sizeof(info->name), device),
             "cuDeviceGetName", caller) ||
      failed(context->cuDeviceGetAttribute(
                 &info->computeCapabilityMajor,
                 CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device),
             "cuDeviceGetAttribute", caller) ||
      failed(context->cuDeviceGetAttribute(
                 &info->computeCapabilityMinor,
                 CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device),
             "cuDeviceGetAttribute", caller) ||
      failed(context->cuDeviceGetAttribute(
                 &info->multiprocessorCount,
                 CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device),
             "cuDeviceGetAttribute", caller) ||
      failed(context->cuDeviceTotalMem(&info->totalMemoryBytes, device),
             "cuDeviceTotalMem", caller) ||
      failed(context->cuDriverGetVersion(&info->driverVersion),
             "cuDriverGetVersion", caller))
    return -1;
  return 0;
}

void *actgradCUDAMalloc(size_t bytes) {
  const char *caller = "actgradCUDAMalloc";
  ContextScope context(caller);
  CUdeviceptr pointer = 0;
  if (!context || bytes == 0)
    return nullptr;
  char detail[64];
  std::snprintf(detail, sizeof(detail), "%zu bytes", bytes);
  if (failed(context->cuMemAlloc(&pointer, bytes), "cuMemAlloc", caller,
             detail))
    return nullptr;
  return reinterpret_cast<void *>(pointer);
}

void actgradCUDAFree(void *device) {
  if (ReleaseScope release; release && device)
    release->cuMemFree(devicePointer(device));
}

int actgradCUDACopyHostToDevice(void *device, const void *host, size_t bytes) {
  const char *caller = "actgradCUDACopyHostToDevice";
  ContextScope context(caller);
  return status(context && !failed(context->cuMemcpyHtoD(devicePointer(device),
                                                         host, bytes),
                                   "cuMemcpyHtoD", caller));
}

int actgradCUDACopyDeviceToHost(void *host, const void *device, size_t bytes) {
  const char *caller = "actgradCUDACopyDeviceToHost";
  ContextScope context(caller);
  return status(context && !failed(context->cuMemcpyDtoH(
                                       host, devicePointer(device), bytes),
                                   "cuMemcpyDtoH", caller));
}

int actgradCUDACopyDeviceToDevice(void *dst, const void *src, size_t bytes,
                                  ActGradCUDAStream stream) {
  const char *caller = "actgradCUDACopyDeviceToDevice";
  ContextScope context(caller);
  return status(context && !failed(context->cuMemcpyDtoDAsync(
                                       devicePointer(dst), devicePointer(src),
                                       bytes, toStream(stream)),
                                   "cuMemcpyDtoDAsync", caller));
}

namespace {
/// Fills `count` words with `fill` (cuMemsetD32Async or cuMemsetD16Async) on
/// the default stream and waits for it.
template <typename Fill>
int fillAndWait(const char *caller, const char *call, Fill &&fill) {
  ContextScope context(caller);
  return status(context && !failed(fill(context), call, caller) &&
                !failed(context->cuStreamSynchronize(nullptr),
                        "cuStreamSynchronize", caller));
}
} // namespace

int actgradCUDAFill32(void *device, uint32_t value, size_t count) {
  return fillAndWait("actgradCUDAFill32", "cuMemsetD32Async",
                     [&](ContextScope &context) {
                       return context->cuMemsetD32Async(devicePointer(device),
                                                        value, count, nullptr);
                     });
}

int actgradCUDAFill16(void *device, uint16_t value, size_t count) {
  return fillAndWait("actgradCUDAFill16", "cuMemsetD16Async",
                     [&](ContextScope &context) {
                       return context->cuMemsetD16Async(devicePointer(device),
                                                        value, count, nullptr);
                     });
}

ActGradCUDAStream actgradCUDAStreamCreate(void) {
  const char *caller = "actgradCUDAStreamCreate";
  ContextScope context(caller);
  CUstream stream = nullptr;
  if (!context ||
      failed(context->cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING),
             "cuStreamCreate", caller))
    return nullptr;
  return reinterpret_cast<ActGradCUDAStream>(stream);
}

void actgradCUDAStreamDestroy(ActGradCUDAStream stream) {
  if (ReleaseScope release; release && stream)
    release->cuStreamDestroy(toStream(stream));
}

int actgradCUDAStreamSynchronize(ActGradCUDAStream stream) {
  const char *caller = "actgradCUDAStreamSynchronize";
  ContextScope context(caller);
  return status(context &&
                !failed(context->cuStreamSynchronize(toStream(stream)),
                        "cuStreamSynchronize", caller));
}

int actgradCUDASynchronize(void) {
  const char *caller = "actgradCUDASynchronize";
  ContextScope context(caller);
  return status(context && !failed(context->cuCtxSynchronize(),
                                   "cuCtxSynchronize", caller));
}

void actgradCUDASetLaunchStream(ActGradCUDAStream stream) {
  setLaunchStream(toStream(stream));
}

void actgradCUDASetStream(ActGradCUDAStream stream) {
  setThreadStream(toStream(stream));
}

void actgradCUDAResetStream(void) { resetThreadStream(); }

int actgradCUDAGetStream(ActGradCUDAStream *stream) {
  std::optional<CUstream> current = threadStreamIfSet();
  if (!current)
    return 0;
  *stream = reinterpret_cast<ActGradCUDAStream>(*current);
  return 1;
}

ActGradCUDAEvent actgradCUDAEventCreate(void) {
  const char *caller = "actgradCUDAEventCreate";
  ContextScope context(caller);
  CUevent event = nullptr;
  if (!context || failed(context->cuEventCreate(&event, CU_EVENT_DEFAULT),
                         "cuEventCreate", caller))
    return nullptr;
  return reinterpret_cast<ActGradCUDAEvent>(event);
}

void actgradCUDAEventDestroy(ActGradCUDAEvent event) {
  if (ReleaseScope release; release && event)
    release->cuEventDestroy(toEvent(event));
}

int actgradCUDAEventRecord(ActGradCUDAEvent event, ActGradCUDAStream stream) {
  const char *caller = "actgradCUDAEventRecord";
  ContextScope context(caller);
  return status(context && !failed(context->cuEventRecord(toEvent(event),
                                                          toStream(stream)),
                                   "cuEventRecord", caller));
}

float actgradCUDAEventElapsedMs(ActGradCUDAEvent start, ActGradCUDAEvent end) {
  const char *caller = "actgradCUDAEventElapsedMs";
  ContextScope context(caller);
  float milliseconds = -1;
  if (!context ||
      failed(context->cuEventSynchronize(toEvent(end)), "cuEventSynchronize",
             caller) ||
      failed(context->cuEventElapsedTime(&milliseconds, toEvent(start),
                                         toEvent(end)),
             "cuEventElapsedTime", caller))
    return -1;
  return milliseconds;
}
