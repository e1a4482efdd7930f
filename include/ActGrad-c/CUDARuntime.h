//===- CUDARuntime.h - Running generated GPU code on NVIDIA GPUs --*- C -*-===//
//
// libActGradCUDARuntime: upstream MLIR's `mgpu*` runtime ABI (what
// `gpu-to-llvm` and `#gpu.select_object` make host code call, the functions of
// mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp) over the CUDA driver API,
// plus the C API below, which a C or C++ program uses to run generated
// functions on device memory without the CUDA toolkit.
//
// The driver is loaded with dlopen("libcuda.so.1") at the first call that
// needs it (the environment variable ACTGRAD_CUDA_DRIVER names another
// file); building and linking need neither the toolkit nor the driver.
//
// Errors never abort. The first error (a missing driver, a driver too old
// for the PTX, out-of-memory, a failed launch, ...) is recorded, with the
// call that failed, the CUresult's name and string and, for a module that
// does not load, the JIT's error log; it stays until
// actgradCUDAClearError(). While an error is recorded, every call that would
// start work returns NULL, -1 or nothing, so a generated function whose
// module did not load does nothing instead of crashing; calls that release
// memory, modules, streams and events still release them. Check
// actgradCUDAGetLastError() after calling a generated function.
//
// Running a generated function (`func.func @f(...) attributes
// {llvm.emit_c_interface}`, compiled by `actgrad-opt --actgrad-to-nvvm`):
//
//   typedef struct { float *allocated, *aligned; int64_t offset, sizes[1],
//                    strides[1]; } MemRef1D;
//   float *g = actgradCUDAMalloc(n * 4), *x = ..., *r = ...;
//   actgradCUDACopyHostToDevice(g, hostG, n * 4);  ... and x
//   MemRef1D dg = {g, g, 0, {n}, {1}}, dx = {x, x, 0, {n}, {1}},
//            dr = {r, r, 0, {n}, {1}};
//   _mlir_ciface_f(&dg, &dx, &dr);        // device pointers in descriptors
//   if (actgradCUDAGetLastError()) ...    // e.g. "no CUDA driver"
//   actgradCUDACopyDeviceToHost(hostR, r, n * 4);
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_C_CUDARUNTIME_H
#define ACTGRAD_C_CUDARUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A CUDA stream (a CUstream); NULL is the default stream.
typedef struct ActGradCUDAStreamOpaque *ActGradCUDAStream;
/// A CUDA event with timing (a CUevent).
typedef struct ActGradCUDAEventOpaque *ActGradCUDAEvent;

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

/// The first error recorded since the start or the last
/// actgradCUDAClearError(), or NULL when there is none. The text stays valid
/// until actgradCUDAClearError(). Thread-safe.
const char *actgradCUDAGetLastError(void);

/// Forgets the recorded error, so that calls start work again. An error the
/// driver keeps (a kernel's illegal address spoils its context) comes back at
/// the next call that reaches the driver.
void actgradCUDAClearError(void);

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

/// The number of CUDA devices; -1 (and an error) when the driver is missing
/// or fails. A machine with a driver and no device gives 0 or -1, as its
/// driver reports it.
int actgradCUDAGetDeviceCount(void);

/// Makes device `ordinal` the calling thread's device, on whose primary
/// context the runtime and generated code work (the `mgpuSetDefaultDevice`
/// of the generated code does the same). Returns 0, or -1 with an error when
/// there is no such device.
int actgradCUDASetDevice(int ordinal);

typedef struct ActGradCUDADeviceInfo {
  int ordinal;
  char name[256];
  int computeCapabilityMajor; // 9 for an H100 (sm_90)
  int computeCapabilityMinor;
  int multiprocessorCount;
  size_t totalMemoryBytes;
  /// The CUDA version the driver supports, 1000 * major + 10 * minor
  /// (13000 for CUDA 13.0): PTX newer than it does not load.
  int driverVersion;
} ActGradCUDADeviceInfo;

/// Fills `info` for the calling thread's device. Returns 0, or -1 with an
/// error.
int actgradCUDAGetDeviceInfo(ActGradCUDADeviceInfo *info);

//===----------------------------------------------------------------------===//
// Memory: device pointers are plain addresses (CUdeviceptr), usable as the
// data pointers of memref descriptors passed to generated functions.
//===----------------------------------------------------------------------===//

/// `bytes` of device memory, or NULL with an error (out of memory). A size
/// of 0 gives NULL without an error.
void *actgradCUDAMalloc(size_t bytes);
/// Frees device memory from actgradCUDAMalloc (NULL is ignored).
void actgradCUDAFree(void *device);

/// Copies between host and device memory; they return when the copy is done
/// (after the work queued before them). 0, or -1 with an error.
int actgradCUDACopyHostToDevice(void *device, const void *host, size_t bytes);
int actgradCUDACopyDeviceToHost(void *host, const void *device, size_t bytes);
/// Queues a device-to-device copy on `stream`. 0, or -1 with an error.
int actgradCUDACopyDeviceToDevice(void *dst, const void *src, size_t bytes,
                                  ActGradCUDAStream stream);
/// Fills `count` 32-bit or 16-bit words of device memory with `value` and
/// waits for it. 0, or -1 with an error.
int actgradCUDAFill32(void *device, uint32_t value, size_t count);
int actgradCUDAFill16(void *device, uint16_t value, size_t count);

//===----------------------------------------------------------------------===//
// Streams, synchronization and timing
//===----------------------------------------------------------------------===//

/// A non-blocking stream, or NULL with an error.
ActGradCUDAStream actgradCUDAStreamCreate(void);
void actgradCUDAStreamDestroy(ActGradCUDAStream stream);
/// Waits for the work queued on `stream`. 0, or -1 with an error (an error
/// of a kernel that ran asynchronously shows here).
int actgradCUDAStreamSynchronize(ActGradCUDAStream stream);
/// Waits for all the device's work. 0, or -1 with an error.
int actgradCUDASynchronize(void);

/// Makes the generated code queue its work on `stream` and return without
/// waiting for it: the streams that generated functions create and wait for
/// (`mgpuStreamCreate`, `mgpuStreamSynchronize`, `mgpuStreamDestroy`)
/// become `stream`, which they neither wait for nor destroy. Calls then run
/// back to back on the device, as a framework's kernels do, and events
/// recorded on `stream` time them; the caller synchronizes `stream` before
/// reading results. NULL (the default) restores the synchronous calls.
/// Process-wide.
void actgradCUDASetLaunchStream(ActGradCUDAStream stream);

/// Makes `stream` the calling thread's stream, which takes precedence over
/// actgradCUDASetLaunchStream's: generated functions called on this thread
/// launch their kernels on `stream`, allocate and free their scratch in its
/// order (cuMemAllocAsync, cuMemFreeAsync, where the driver has them) and
/// return without waiting for anything, as a framework's kernels on its
/// current stream do (PyTorch: torch.cuda.current_stream().cuda_stream).
/// NULL is the legacy default stream, not "none". The caller synchronizes
/// before reading results on the host.
void actgradCUDASetStream(ActGradCUDAStream stream);
/// Forgets the calling thread's stream: generated code then runs on the
/// process's launch stream if one is set, else synchronously on its own.
void actgradCUDAResetStream(void);
/// Whether the calling thread has a stream (1, with it in `*stream`) or not
/// (0).
int actgradCUDAGetStream(ActGradCUDAStream *stream);

/// An event that records time, or NULL with an error.
ActGradCUDAEvent actgradCUDAEventCreate(void);
void actgradCUDAEventDestroy(ActGradCUDAEvent event);
/// Records `event` on `stream`. 0, or -1 with an error.
int actgradCUDAEventRecord(ActGradCUDAEvent event, ActGradCUDAStream stream);
/// The milliseconds between two recorded events, after waiting for `end`;
/// a negative value with an error.
float actgradCUDAEventElapsedMs(ActGradCUDAEvent start, ActGradCUDAEvent end);

#ifdef __cplusplus
}
#endif

#endif // ACTGRAD_C_CUDARUNTIME_H
