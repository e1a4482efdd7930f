//===- CUDADriver.cpp - Loading the driver, errors, contexts --------------===//

#include "CUDADriver.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>
#include <string>
#include <type_traits>

namespace actgrad::cuda {

namespace {

/// The first error since the start or the last clearError(). The flag is
/// read on every call; the message only when there is one.
struct ErrorRecord {
  std::mutex mutex;
  std::atomic<bool> set{false};
  std::string message;
  bool read = false; // returned by lastError()
};

ErrorRecord &errorRecord() {
  static ErrorRecord *record = new ErrorRecord; // outlives static destructors
  return *record;
}

/// Prints, at exit, an error that the program never asked for: host code
/// run by mlir-runner or ExecutionEngine cannot call
/// actgradCUDAGetLastError, and a failure must not pass in silence.
struct UnreadErrorReport {
  ~UnreadErrorReport() {
    ErrorRecord &record = errorRecord();
    std::lock_guard<std::mutex> lock(record.mutex);
    if (record.set.load() && !record.read)
      std::fprintf(stderr, "libActGradCUDARuntime: unchecked error: %s\n",
                   record.message.c_str());
  }
} unreadErrorReport;

void recordErrorV(const char *format, va_list args) {
  ErrorRecord &record = errorRecord();
  std::lock_guard<std::mutex> lock(record.mutex);
  if (record.set.load(std::memory_order_relaxed))
    return;
  char buffer[8192];
  std::vsnprintf(buffer, sizeof(buffer), format, args);
  record.message = buffer;
  record.set.store(true, std::memory_order_release);
}

/// The outcome of loading the driver, once per process.
struct LoadedDriver {
  DriverAPI api{};
  bool usable = false;
  std::string problem; // why it is not usable
};

const LoadedDriver &loadedDriver() {
  static const LoadedDriver *loaded = [] {
    auto *result = new LoadedDriver;
    const char *path = std::getenv("ACTGRAD_CUDA_DRIVER");
    if (!path || !*path)
      path = "libcuda.so.1";
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      const char *why = dlerror();
      result->problem = std::string("cannot load the CUDA driver (") +
                        (why ? why : path) +
                        "); is an NVIDIA driver installed? "
                        "ACTGRAD_CUDA_DRIVER names another library";
      return result;
    }
    std::string missing;
    auto resolve = [&](auto &function, const char *symbol, bool required) {
      function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(
          dlsym(handle, symbol));
      if (!function && required)
        missing += std::string(missing.empty() ? "" : ", ") + symbol;
    };
#define ACTGRAD_CUDA_REQUIRED(name, symbol, params)                            \
  resolve(result->api.name, symbol, true);
#define ACTGRAD_CUDA_OPTIONAL(name, symbol, params)                            \
  resolve(result->api.name, symbol, false);
#include "CUDADriverFunctions.def"
    if (!missing.empty()) {
      result->problem = std::string("the CUDA driver ") + path + " lacks " +
                        missing +
                        ": it is older than CUDA 12 or not a CUDA driver";
      return result;
    }
    CUresult init = result->api.cuInit(0);
    if (init != CUDA_SUCCESS) {
      const char *name = nullptr, *string = nullptr;
      result->api.cuGetErrorName(init, &name);
      result->api.cuGetErrorString(init, &string);
      result->problem = std::string("cuInit failed with ") +
                        (name ? name : "an unknown CUresult") + " (" +
                        std::to_string(init) + ": " +
                        (string ? string : "no description") +
                        "): the driver finds no usable GPU";
      return result;
    }
    result->usable = true;
    return result;
  }();
  return *loaded;
}

/// The primary contexts, retained at their first use and kept for the
/// process (as upstream keeps its one context).
constexpr int kMaxDevices = 64;
std::mutex contextMutex;
CUcontext contexts[kMaxDevices];

CUcontext primaryContext(const DriverAPI &api, const char *caller) {
  int ordinal = defaultDevice();
  if (ordinal < 0 || ordinal >= kMaxDevices) {
    recordError("%s: device %d does not exist", caller, ordinal);
    return nullptr;
  }
  std::lock_guard<std::mutex> lock(contextMutex);
  if (contexts[ordinal])
    return contexts[ordinal];
  CUdevice device = 0;
  if (failed(api.cuDeviceGet(&device, ordinal), "cuDeviceGet", caller))
    return nullptr;
  CUcontext context = nullptr;
  if (failed(api.cuDevicePrimaryCtxRetain(&context, device),
             "cuDevicePrimaryCtxRetain", caller))
    return nullptr;
  contexts[ordinal] = context;
  return context;
}

std::atomic<CUstream> launchStreamOverride{nullptr};

/// The calling thread's stream (actgradCUDASetStream); any stream, the
/// legacy default one (null) included, once set.
struct ThreadStream {
  bool set = false;
  CUstream stream = nullptr;
};
thread_local ThreadStream threadStream;

} // namespace

const DriverAPI *getDriver(const char *caller) {
  const LoadedDriver &loaded = loadedDriver();
  if (!loaded.usable) {
    recordError("%s: %s", caller, loaded.problem.c_str());
    return nullptr;
  }
  return &loaded.api;
}

namespace {
const DriverAPI *getDriverForRelease() {
  const LoadedDriver &loaded = loadedDriver();
  return loaded.usable ? &loaded.api : nullptr;
}
} // namespace

bool hasError() { return errorRecord().set.load(std::memory_order_acquire); }

void recordError(const char *format, ...) {
  va_list args;
  va_start(args, format);
  recordErrorV(format, args);
  va_end(args);
}

bool failed(CUresult result, const char *call, const char *caller,
            const char *detail) {
  if (result == CUDA_SUCCESS)
    return false;
  const char *name = nullptr, *string = nullptr;
  if (const DriverAPI *api = getDriverForRelease()) {
    api->cuGetErrorName(result, &name);
    api->cuGetErrorString(result, &string);
  }
  recordError("%s: %s failed with %s (%d: %s)%s%s", caller, call,
              name ? name : "an unknown CUresult", result,
              string ? string : "no description", detail ? ": " : "",
              detail ? detail : "");
  return true;
}

const char *lastError() {
  ErrorRecord &record = errorRecord();
  if (!record.set.load(std::memory_order_acquire))
    return nullptr;
  std::lock_guard<std::mutex> lock(record.mutex);
  record.read = true;
  return record.message.c_str();
}

void clearError() {
  ErrorRecord &record = errorRecord();
  std::lock_guard<std::mutex> lock(record.mutex);
  record.set.store(false, std::memory_order_release);
  record.message.clear();
  record.read = false;
}

int &defaultDevice() {
  thread_local int ordinal = 0;
  return ordinal;
}

ContextScope::ContextScope(const char *caller) {
  if (hasError())
    return;
  const DriverAPI *driver = getDriver(caller);
  if (!driver)
    return;
  CUcontext context = primaryContext(*driver, caller);
  if (!context ||
      failed(driver->cuCtxPushCurrent(context), "cuCtxPushCurrent", caller))
    return;
  api = driver;
}

ContextScope::~ContextScope() {
  if (api)
    api->cuCtxPopCurrent(nullptr);
}

ReleaseScope::ReleaseScope() : api(getDriverForRelease()) {
  if (!api)
    return;
  int ordinal = defaultDevice();
  CUcontext context = nullptr;
  if (ordinal >= 0 && ordinal < kMaxDevices) {
    std::lock_guard<std::mutex> lock(contextMutex);
    context = contexts[ordinal];
  }
  pushed = context && api->cuCtxPushCurrent(context) == CUDA_SUCCESS;
}

ReleaseScope::~ReleaseScope() {
  if (pushed)
    api->cuCtxPopCurrent(nullptr);
}

std::optional<CUstream> callerStream() {
  if (threadStream.set)
    return threadStream.stream;
  if (CUstream stream = launchStreamOverride.load())
    return stream;
  return std::nullopt;
}

void setLaunchStream(CUstream stream) { launchStreamOverride.store(stream); }

void setThreadStream(CUstream stream) { threadStream = {true, stream}; }

void resetThreadStream() { threadStream = {}; }

std::optional<CUstream> threadStreamIfSet() {
  if (threadStream.set)
    return threadStream.stream;
  return std::nullopt;
}

} // namespace actgrad::cuda
