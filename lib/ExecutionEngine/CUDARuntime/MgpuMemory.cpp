//===- MgpuMemory.cpp - Upstream MLIR's mgpu* memory ABI over the driver --===//
//
// The allocation, copy, fill and host-registration half of the mgpu* ABI
// (MgpuWrappers.cpp has modules, launches, streams and events), with the
// same error rule: the first driver error is recorded (CUDADriver.h) and
// nothing aborts.
//
//===----------------------------------------------------------------------===//

#include "CUDADriver.h"

#include <cstdio>
#include <mutex>
#include <unordered_set>

using namespace actgrad::cuda;

#define MGPU_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

/// The buffers of mgpuMemAlloc's managed memory, which cuMemFree releases;
/// the others are stream-ordered.
struct ManagedPointers {
  std::mutex mutex;
  std::unordered_set<CUdeviceptr> pointers;
  void insert(CUdeviceptr pointer) {
    std::lock_guard<std::mutex> lock(mutex);
    pointers.insert(pointer);
  }
  bool erase(CUdeviceptr pointer) {
    std::lock_guard<std::mutex> lock(mutex);
    return pointers.erase(pointer) != 0;
  }
};
ManagedPointers &managedPointers() {
  static ManagedPointers *pointers = new ManagedPointers;
  return *pointers;
}

/// A ranked memref descriptor of any rank: sizes[rank], then strides[rank].
struct MemRefDescriptor {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizesAndStrides[1];
};

} // namespace

// Device buffers are stream-ordered where the driver can
// (cuMemAllocAsync, cuMemFreeAsync on the stream generated code passes):
// cuMemFree would wait for all the device's work. Upstream ignores the
// stream and calls cuMemAlloc and cuMemFree.
MGPU_EXPORT void *mgpuMemAlloc(uint64_t bytes, CUstream stream,
                               bool isHostShared) {
  const char *caller = "mgpuMemAlloc";
  ContextScope context(caller);
  CUdeviceptr pointer = 0;
  if (!context || bytes == 0)
    return nullptr;
  if (isHostShared) {
    if (!context->cuMemAllocManaged)
      recordError("%s: the CUDA driver lacks cuMemAllocManaged", caller);
    else if (!failed(context->cuMemAllocManaged(&pointer, bytes,
                                                CU_MEM_ATTACH_GLOBAL),
                     "cuMemAllocManaged", caller))
      managedPointers().insert(pointer);
    return reinterpret_cast<void *>(pointer);
  }
  char detail[64];
  std::snprintf(detail, sizeof(detail), "%llu bytes",
                static_cast<unsigned long long>(bytes));
  bool async = context->cuMemAllocAsync && context->cuMemFreeAsync;
  if (async ? failed(context->cuMemAllocAsync(&pointer, bytes, stream),
                     "cuMemAllocAsync", caller, detail)
            : failed(context->cuMemAlloc(&pointer, bytes), "cuMemAlloc", caller,
                     detail))
    pointer = 0;
  return reinterpret_cast<void *>(pointer);
}

MGPU_EXPORT void mgpuMemFree(void *pointer, CUstream stream) {
  ReleaseScope release;
  if (!release || !pointer)
    return;
  CUdeviceptr device = reinterpret_cast<CUdeviceptr>(pointer);
  if (managedPointers().erase(device) || !release->cuMemFreeAsync ||
      !release->cuMemAllocAsync)
    release->cuMemFree(device);
  else
    release->cuMemFreeAsync(device, stream);
}

MGPU_EXPORT void mgpuMemcpy(void *dst, void *src, size_t bytes,
                            CUstream stream) {
  ContextScope context("mgpuMemcpy");
  if (context)
    failed(context->cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                                  reinterpret_cast<CUdeviceptr>(src), bytes,
                                  stream),
           "cuMemcpyAsync", "mgpuMemcpy");
}

MGPU_EXPORT void mgpuMemset32(void *dst, unsigned value, size_t count,
                              CUstream stream) {
  ContextScope context("mgpuMemset32");
  if (context)
    failed(context->cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value,
                                     count, stream),
           "cuMemsetD32Async", "mgpuMemset32");
}

MGPU_EXPORT void mgpuMemset16(void *dst, unsigned short value, size_t count,
                              CUstream stream) {
  ContextScope context("mgpuMemset16");
  if (context)
    failed(context->cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value,
                                     count, stream),
           "cuMemsetD16Async", "mgpuMemset16");
}

MGPU_EXPORT void mgpuMemHostRegister(void *pointer, uint64_t bytes) {
  ContextScope context("mgpuMemHostRegister");
  if (context)
    failed(context->cuMemHostRegister(pointer, bytes, 0), "cuMemHostRegister",
           "mgpuMemHostRegister");
}

/// Registers the dense memref `descriptor` of `rank` (upstream requires
/// densely packed memrefs too).
MGPU_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank,
                                           MemRefDescriptor *descriptor,
                                           int64_t elementBytes) {
  const int64_t *sizes = descriptor->sizesAndStrides;
  const int64_t *strides = sizes + rank;
  int64_t elements = 1;
  for (int64_t i = rank - 1; i >= 0; --i) {
    if (strides[i] != elements) {
      recordError("mgpuMemHostRegisterMemRef: the memref is not densely "
                  "packed (dimension %ld has stride %ld, not %ld)",
                  long(i), long(strides[i]), long(elements));
      return;
    }
    elements *= sizes[i];
  }
  mgpuMemHostRegister(descriptor->aligned + descriptor->offset * elementBytes,
                      uint64_t(elements * elementBytes));
}

MGPU_EXPORT void mgpuMemHostUnregister(void *pointer) {
  if (ReleaseScope release; release && pointer)
    release->cuMemHostUnregister(pointer);
}

MGPU_EXPORT void mgpuMemHostUnregisterMemRef(int64_t /*rank*/,
                                             MemRefDescriptor *descriptor,
                                             int64_t elementBytes) {
  mgpuMemHostUnregister(descriptor->aligned +
                        descriptor->offset * elementBytes);
}
