//===- CUDADriver.h - The CUDA driver API, loaded at run time ---*- C++ -*-===//
//
// The part of the CUDA driver API that the runtime calls, declared here
// rather than taken from the toolkit's cuda.h: the runtime must build where
// no toolkit is installed and link where no driver is (dlopen), and these
// types, enum values and versioned symbol names are the driver's stable ABI.
// Also the runtime's error record and the scope that makes a device's
// primary context current.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_EXECUTIONENGINE_CUDARUNTIME_CUDADRIVER_H
#define ACTGRAD_LIB_EXECUTIONENGINE_CUDARUNTIME_CUDADRIVER_H

#include <cstddef>
#include <cstdint>
#include <optional>

// The driver's opaque handles and launch structures, with cuda.h's tags at
// global scope: a function called through a pointer must have the type it
// was defined with (UBSan's -fsanitize=function checks it against the
// tests' fake driver).
struct CUctx_st;
struct CUmod_st;
struct CUfunc_st;
struct CUstream_st;
struct CUevent_st;

struct CUlaunchAttribute_st {
  int id;
  char pad[8 - sizeof(int)];
  union {
    char pad[64];
    struct {
      unsigned x, y, z;
    } clusterDim;
  } value;
};

struct CUlaunchConfig_st {
  unsigned gridDimX, gridDimY, gridDimZ;
  unsigned blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  CUstream_st *hStream;
  CUlaunchAttribute_st *attrs;
  unsigned numAttrs;
};

namespace actgrad::cuda {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = CUctx_st *;
using CUmodule = CUmod_st *;
using CUfunction = CUfunc_st *;
using CUstream = CUstream_st *;
using CUevent = CUevent_st *;
using CUlaunchAttribute = CUlaunchAttribute_st;
using CUlaunchConfig = CUlaunchConfig_st;

// Values from cuda.h (CUresult, CUdevice_attribute, CUfunction_attribute,
// CUjit_option, stream, event and memory flags, launch attributes).
enum : int {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7,
  CU_STREAM_NON_BLOCKING = 1,
  CU_EVENT_DEFAULT = 0,
  CU_EVENT_DISABLE_TIMING = 2,
  CU_MEM_ATTACH_GLOBAL = 1,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
};

/// Dynamic shared memory a kernel may use without opting in.
constexpr int kDefaultDynamicSharedMemoryBytes = 48 * 1024;

/// The driver's entry points, by the symbol names that cuda.h maps the API
/// names to (cuMemAlloc is cuMemAlloc_v2, ...).
struct DriverAPI {
#define ACTGRAD_CUDA_REQUIRED(name, symbol, params) CUresult(*name) params;
#define ACTGRAD_CUDA_OPTIONAL(name, symbol, params) CUresult(*name) params;
#include "CUDADriverFunctions.def"
};

/// The driver, loaded at the first call (ACTGRAD_CUDA_DRIVER, else
/// libcuda.so.1); null, with an error recorded that names `caller`, when it
/// does not load or lacks a function.
const DriverAPI *getDriver(const char *caller);

/// Whether an error is recorded (the calls that start work do nothing then).
bool hasError();
/// Records a printf-style message as the error, unless one is recorded.
void recordError(const char *format, ...) __attribute__((format(printf, 1, 2)));
/// Records `result` of driver function `call`, made by `caller`, with its
/// name and string and `detail` (may be null), if it is an error; returns
/// whether it is.
bool failed(CUresult result, const char *call, const char *caller,
            const char *detail = nullptr);
/// The recorded message, or null.
const char *lastError();
void clearError();

/// The calling thread's device ordinal (mgpuSetDefaultDevice).
int &defaultDevice();

/// Makes the primary context of the calling thread's device current for its
/// lifetime, as upstream's ScopedContext does; false (and nothing pushed)
/// when an error is recorded or occurs.
class ContextScope {
public:
  explicit ContextScope(const char *caller);
  ~ContextScope();
  ContextScope(const ContextScope &) = delete;
  ContextScope &operator=(const ContextScope &) = delete;

  explicit operator bool() const { return api != nullptr; }
  const DriverAPI *operator->() const { return api; }

private:
  const DriverAPI *api = nullptr;
};

/// The driver for a call that releases something (memory, a module, a
/// stream, an event): these run whether or not an error is recorded, so that
/// a caller that goes on after an error does not leak, and record nothing.
/// Makes the primary context current if the runtime has made one.
class ReleaseScope {
public:
  ReleaseScope();
  ~ReleaseScope();
  ReleaseScope(const ReleaseScope &) = delete;
  ReleaseScope &operator=(const ReleaseScope &) = delete;

  explicit operator bool() const { return api != nullptr; }
  const DriverAPI *operator->() const { return api; }

private:
  const DriverAPI *api = nullptr;
  bool pushed = false;
};

/// The stream that generated code runs on instead of its own: the calling
/// thread's (actgradCUDASetStream; null is the legacy default stream), else
/// the process's (actgradCUDASetLaunchStream, never null); none when the
/// caller gave none and generated code runs synchronously.
std::optional<CUstream> callerStream();
void setLaunchStream(CUstream stream);
void setThreadStream(CUstream stream);
void resetThreadStream();
/// The calling thread's stream, if it set one.
std::optional<CUstream> threadStreamIfSet();

} // namespace actgrad::cuda

#endif // ACTGRAD_LIB_EXECUTIONENGINE_CUDARUNTIME_CUDADRIVER_H
