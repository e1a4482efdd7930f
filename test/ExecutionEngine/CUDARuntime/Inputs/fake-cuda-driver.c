/*===- fake-cuda-driver.c - A CUDA driver without a GPU, for tests ---------===
 *
 * Exports the driver functions libActGradCUDARuntime loads, over host memory,
 * so that tests select it with ACTGRAD_CUDA_DRIVER and check, with no GPU,
 * the runtime's errors and the arguments generated code launches kernels
 * with. Kernels do not run: a launch prints the kernel's name, its sizes and
 * every parameter, read with the types of the PTX's `.entry` declaration.
 *
 * Environment:
 *   FAKE_CUDA_MEMORY_BYTES  device memory (default 1 GiB); more is
 *                           CUDA_ERROR_OUT_OF_MEMORY
 *   FAKE_CUDA_PTX_VERSION   the newest PTX ISA the "JIT" takes (default
 *                           9.9); newer is CUDA_ERROR_UNSUPPORTED_PTX_VERSION
 *                           with a log like the real one's
 *   FAKE_CUDA_NO_DEVICE     cuInit fails with CUDA_ERROR_NO_DEVICE
 *   FAKE_CUDA_REPORT        at exit, print how often the calls that wait
 *                           (cuStreamSynchronize, cuCtxSynchronize,
 *                           cuMemFree) and those that do not
 *                           (cuMemAllocAsync, cuMemFreeAsync, launches) ran
 *
 * Launches name their stream: "default" (null), or "stream N" for the N-th
 * stream created.
 *===----------------------------------------------------------------------===*/

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The driver's types as lib/ExecutionEngine/CUDARuntime/CUDADriver.h
 * declares them: the runtime calls these functions through pointers of
 * those types, which UBSan checks in the sanitized build. */
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;

enum {
  SUCCESS = 0,
  INVALID_VALUE = 1,
  OUT_OF_MEMORY = 2,
  NO_DEVICE = 100,
  INVALID_IMAGE = 200,
  UNSUPPORTED_PTX_VERSION = 222,
  NOT_FOUND = 500,
};

static const struct {
  CUresult code;
  const char *name, *string;
} kErrors[] = {
    {SUCCESS, "CUDA_SUCCESS", "no error"},
    {INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE",
     "device kernel image is invalid"},
    {UNSUPPORTED_PTX_VERSION, "CUDA_ERROR_UNSUPPORTED_PTX_VERSION",
     "the provided PTX was compiled with an unsupported toolchain."},
    {NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
};

CUresult cuGetErrorName(CUresult error, const char **name) {
  for (size_t i = 0; i < sizeof(kErrors) / sizeof(kErrors[0]); ++i)
    if (kErrors[i].code == error)
      return *name = kErrors[i].name, SUCCESS;
  *name = NULL;
  return INVALID_VALUE;
}

CUresult cuGetErrorString(CUresult error, const char **string) {
  for (size_t i = 0; i < sizeof(kErrors) / sizeof(kErrors[0]); ++i)
    if (kErrors[i].code == error)
      return *string = kErrors[i].string, SUCCESS;
  *string = NULL;
  return INVALID_VALUE;
}

static double envNumber(const char *name, double fallback) {
  const char *text = getenv(name);
  return text && *text ? atof(text) : fallback;
}

CUresult cuInit(unsigned flags) {
  (void)flags;
  const char *noDevice = getenv("FAKE_CUDA_NO_DEVICE");
  return noDevice && *noDevice ? NO_DEVICE : SUCCESS;
}
CUresult cuDriverGetVersion(int *version) { return *version = 13000, SUCCESS; }
CUresult cuDeviceGetCount(int *count) { return *count = 1, SUCCESS; }
CUresult cuDeviceGet(int *device, int ordinal) {
  if (ordinal != 0)
    return INVALID_VALUE;
  return *device = 0, SUCCESS;
}
CUresult cuDeviceGetName(char *name, int length, int device) {
  (void)device;
  snprintf(name, (size_t)length, "ActGrad fake GPU");
  return SUCCESS;
}

/* An H100's values for the attributes the runtime asks about. */
static const int kMaxOptInSharedBytes = 232448;
CUresult cuDeviceGetAttribute(int *value, int attribute, int device) {
  (void)device;
  switch (attribute) {
  case 16: /* multiprocessors */
    return *value = 132, SUCCESS;
  case 75: /* compute capability */
    return *value = 9, SUCCESS;
  case 76:
    return *value = 0, SUCCESS;
  case 97: /* opt-in shared memory per block */
    return *value = kMaxOptInSharedBytes, SUCCESS;
  }
  return INVALID_VALUE;
}

static size_t memoryBytes(void) {
  return (size_t)envNumber("FAKE_CUDA_MEMORY_BYTES", 1073741824.0);
}
CUresult cuDeviceTotalMem_v2(size_t *bytes, int device) {
  (void)device;
  return *bytes = memoryBytes(), SUCCESS;
}

static int theContext;
CUresult cuDevicePrimaryCtxRetain(CUcontext *context, int device) {
  (void)device;
  return *context = (CUcontext)&theContext, SUCCESS;
}
CUresult cuCtxPushCurrent_v2(CUcontext context) {
  return context == (CUcontext)&theContext ? SUCCESS : INVALID_VALUE;
}
CUresult cuCtxPopCurrent_v2(CUcontext *context) {
  if (context)
    *context = (CUcontext)&theContext;
  return SUCCESS;
}
/* What the process called, for FAKE_CUDA_REPORT. */
static struct {
  int streamSynchronize, ctxSynchronize, memAlloc, memFree, memAllocAsync,
      memFreeAsync, launches;
} counts;

static void report(void) {
  printf("fake driver: %d cuStreamSynchronize, %d cuCtxSynchronize, %d "
         "cuMemAlloc, %d cuMemFree, %d cuMemAllocAsync, %d cuMemFreeAsync, "
         "%d launches\n",
         counts.streamSynchronize, counts.ctxSynchronize, counts.memAlloc,
         counts.memFree, counts.memAllocAsync, counts.memFreeAsync,
         counts.launches);
  fflush(stdout);
}

__attribute__((constructor)) static void setUpReport(void) {
  const char *wanted = getenv("FAKE_CUDA_REPORT");
  if (wanted && *wanted)
    atexit(report);
}

CUresult cuCtxSynchronize(void) { return ++counts.ctxSynchronize, SUCCESS; }

/* Memory: host allocations, each with its size in front. */
static size_t liveBytes;
static CUresult allocate(CUdeviceptr *pointer, size_t bytes) {
  if (bytes == 0)
    return INVALID_VALUE;
  if (bytes > memoryBytes() - liveBytes)
    return OUT_OF_MEMORY;
  size_t *block = malloc(bytes + 16);
  if (!block)
    return OUT_OF_MEMORY;
  block[0] = bytes;
  liveBytes += bytes;
  *pointer = (CUdeviceptr)(uintptr_t)((char *)block + 16);
  return SUCCESS;
}
CUresult cuMemAlloc_v2(CUdeviceptr *pointer, size_t bytes) {
  ++counts.memAlloc;
  return allocate(pointer, bytes);
}
CUresult cuMemAllocManaged(CUdeviceptr *pointer, size_t bytes, unsigned flags) {
  (void)flags;
  return allocate(pointer, bytes);
}
static CUresult release(CUdeviceptr pointer) {
  size_t *block = (size_t *)((char *)(uintptr_t)pointer - 16);
  liveBytes -= block[0];
  free(block);
  return SUCCESS;
}
CUresult cuMemFree_v2(CUdeviceptr pointer) {
  ++counts.memFree;
  return release(pointer);
}
static const char *streamName(CUstream stream);

/* Stream-ordered allocation: each names its stream. */
CUresult cuMemAllocAsync(CUdeviceptr *pointer, size_t bytes, CUstream stream) {
  ++counts.memAllocAsync;
  CUresult result = allocate(pointer, bytes);
  if (result == SUCCESS)
    printf("fake cuMemAllocAsync %zu bytes on %s\n", bytes, streamName(stream));
  return result;
}
CUresult cuMemFreeAsync(CUdeviceptr pointer, CUstream stream) {
  ++counts.memFreeAsync;
  printf("fake cuMemFreeAsync on %s\n", streamName(stream));
  return release(pointer);
}
CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t bytes,
                       CUstream stream) {
  (void)stream;
  memmove((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, bytes);
  return SUCCESS;
}
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dst, CUdeviceptr src, size_t bytes,
                              CUstream stream) {
  return cuMemcpyAsync(dst, src, bytes, stream);
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t bytes) {
  memcpy((void *)(uintptr_t)dst, src, bytes);
  return SUCCESS;
}
CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t bytes) {
  memcpy(dst, (const void *)(uintptr_t)src, bytes);
  return SUCCESS;
}
CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned value, size_t count,
                          CUstream stream) {
  (void)stream;
  for (size_t i = 0; i < count; ++i)
    memcpy((char *)(uintptr_t)dst + 4 * i, &value, 4);
  return SUCCESS;
}
CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value, size_t count,
                          CUstream stream) {
  (void)stream;
  for (size_t i = 0; i < count; ++i)
    memcpy((char *)(uintptr_t)dst + 2 * i, &value, 2);
  return SUCCESS;
}
CUresult cuMemHostRegister_v2(void *pointer, size_t bytes, unsigned flags) {
  (void)pointer, (void)bytes, (void)flags;
  return SUCCESS;
}
CUresult cuMemHostUnregister(void *pointer) {
  (void)pointer;
  return SUCCESS;
}

/* Streams and events: a stream holds its number; an event holds the
 * number of events recorded before it, and elapsed time is 0.25 ms per
 * event. */
static int recordedEvents, createdStreams;
CUresult cuStreamCreate(CUstream *stream, unsigned flags) {
  (void)flags;
  int *number = malloc(sizeof(int));
  *number = ++createdStreams;
  return *stream = (CUstream)number, SUCCESS;
}
CUresult cuStreamDestroy_v2(CUstream stream) { return free(stream), SUCCESS; }
CUresult cuStreamSynchronize(CUstream stream) {
  (void)stream;
  return ++counts.streamSynchronize, SUCCESS;
}

/* "default" or "stream N". */
static const char *streamName(CUstream stream) {
  static char name[32];
  if (!stream)
    return "default";
  snprintf(name, sizeof(name), "stream %d", *(int *)stream);
  return name;
}
CUresult cuStreamWaitEvent(CUstream stream, CUevent event, unsigned flags) {
  (void)stream, (void)event, (void)flags;
  return SUCCESS;
}
CUresult cuEventCreate(CUevent *event, unsigned flags) {
  (void)flags;
  return *event = calloc(1, sizeof(int)), SUCCESS;
}
CUresult cuEventDestroy_v2(CUevent event) { return free(event), SUCCESS; }
CUresult cuEventRecord(CUevent event, CUstream stream) {
  (void)stream;
  *(int *)event = ++recordedEvents;
  return SUCCESS;
}
CUresult cuEventSynchronize(CUevent event) { return (void)event, SUCCESS; }
CUresult cuEventElapsedTime(float *milliseconds, CUevent start, CUevent end) {
  *milliseconds = 0.25f * (float)(*(int *)end - *(int *)start);
  return SUCCESS;
}

/* Modules: a copy of the PTX text. Functions: a kernel's name and the
 * sizes of its parameters, from its `.entry` declaration. */
typedef struct {
  char name[256];
  int count;
  int sizes[64];
  char types[64][8];
  int sharedBytes;
} Function;
typedef struct {
  char *text;
  Function *functions[64]; /* freed with the module */
  int count;
} Module;

static void parseVersion(const char *text, int *major, int *minor) {
  const char *at = strstr(text, ".version");
  *major = *minor = 0;
  if (at)
    sscanf(at, ".version %d.%d", major, minor);
}

static int lineOf(const char *text, const char *at) {
  int line = 1;
  for (; text < at; ++text)
    line += *text == '\n';
  return line;
}

CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned count,
                            int *options, void **values) {
  const char *text = image;
  char *log = NULL;
  size_t logBytes = 0;
  for (unsigned i = 0; i < count; ++i) {
    if (options[i] == 5)
      log = values[i];
    if (options[i] == 6)
      logBytes = (size_t)(uintptr_t)values[i];
  }
  if (!strstr(text, ".entry"))
    return INVALID_IMAGE;
  int major, minor;
  parseVersion(text, &major, &minor);
  double newest = envNumber("FAKE_CUDA_PTX_VERSION", 9.9);
  if (major + minor / 10.0 > newest + 1e-9) {
    if (log && logBytes)
      snprintf(log, logBytes,
               "ptxas application ptx input, line %d; fatal   : Unsupported "
               ".version %d.%d; current version is '%.1f'",
               lineOf(text, strstr(text, ".version")), major, minor, newest);
    return UNSUPPORTED_PTX_VERSION;
  }
  Module *result = calloc(1, sizeof(Module));
  size_t length = strlen(text) + 1;
  result->text = malloc(length);
  memcpy(result->text, text, length);
  *module = (CUmodule)result;
  return SUCCESS;
}

CUresult cuModuleUnload(CUmodule module) {
  for (int i = 0; i < ((Module *)module)->count; ++i)
    free(((Module *)module)->functions[i]);
  free(((Module *)module)->text);
  free(module);
  return SUCCESS;
}

/* ".param .u64 .ptr .align 1 k_param_0" -> 8; ".param .align 8 .b8
 * k_param_1[16]" -> 16. */
static int parameterSize(const char *declaration, char *type) {
  const char *bracket = strchr(declaration, '[');
  const char *kinds[] = {".u64", ".s64", ".b64", ".f64", ".u32",
                         ".s32", ".b32", ".f32", ".u16", ".s16",
                         ".b16", ".f16", ".u8",  ".s8",  ".b8"};
  const int sizes[] = {8, 8, 8, 8, 4, 4, 4, 4, 2, 2, 2, 2, 1, 1, 1};
  for (int k = 0; k < 15; ++k) {
    if (!strstr(declaration, kinds[k]))
      continue;
    strcpy(type, kinds[k]);
    return bracket ? sizes[k] * atoi(bracket + 1) : sizes[k];
  }
  return 0;
}

CUresult cuModuleGetFunction(CUfunction *function, CUmodule module,
                             const char *name) {
  const char *text = ((Module *)module)->text;
  char pattern[300];
  snprintf(pattern, sizeof(pattern), ".entry %s(", name);
  const char *at = strstr(text, pattern);
  if (!at)
    return NOT_FOUND;
  Module *owner = (Module *)module;
  if (owner->count == 64)
    return INVALID_VALUE;
  Function *result = calloc(1, sizeof(Function));
  owner->functions[owner->count++] = result;
  snprintf(result->name, sizeof(result->name), "%s", name);
  const char *end = strchr(at, ')');
  for (const char *p = strstr(at, ".param"); p && p < end && result->count < 64;
       p = strstr(p + 1, ".param")) {
    const char *lineEnd = strpbrk(p, ",)\n");
    char declaration[256] = {0};
    memcpy(declaration, p,
           (size_t)(lineEnd - p) < 255 ? (size_t)(lineEnd - p) : 255);
    result->sizes[result->count] =
        parameterSize(declaration, result->types[result->count]);
    ++result->count;
  }
  *function = (CUfunction)result;
  return SUCCESS;
}

CUresult cuFuncSetAttribute(CUfunction function, int attribute, int value) {
  if (attribute == 8) { /* the dynamic shared memory limit */
    if (value > kMaxOptInSharedBytes)
      return INVALID_VALUE;
    ((Function *)function)->sharedBytes = value;
    printf("fake cuFuncSetAttribute: %s may use %d bytes of dynamic shared "
           "memory\n",
           ((Function *)function)->name, value);
  }
  return SUCCESS;
}

static void printParameters(const Function *function, void **params) {
  for (int i = 0; i < function->count; ++i) {
    printf("  param %d %s:", i, function->types[i]);
    const unsigned char *bytes = params[i];
    if (function->sizes[i] == 8 && function->types[i][1] == 'f') {
      double value;
      memcpy(&value, bytes, 8);
      printf(" %g", value);
    } else if (function->sizes[i] == 4 && function->types[i][1] == 'f') {
      float value;
      memcpy(&value, bytes, 4);
      printf(" %g", (double)value);
    } else if (function->sizes[i] == 8) {
      long long value;
      memcpy(&value, bytes, 8);
      printf(" %lld", value);
    } else if (function->sizes[i] == 4) {
      int value;
      memcpy(&value, bytes, 4);
      printf(" %d", value);
    } else {
      for (int b = 0; b < function->sizes[i]; ++b)
        printf(" %02x", bytes[b]);
    }
    printf("\n");
  }
}

CUresult cuLaunchKernel(CUfunction function, unsigned gridX, unsigned gridY,
                        unsigned gridZ, unsigned blockX, unsigned blockY,
                        unsigned blockZ, unsigned sharedBytes, CUstream stream,
                        void **params, void **extra) {
  (void)extra;
  Function *f = (Function *)function;
  if ((unsigned long long)blockX * blockY * blockZ > 1024)
    return INVALID_VALUE;
  if (sharedBytes > 48 * 1024 && (int)sharedBytes > f->sharedBytes)
    return INVALID_VALUE;
  ++counts.launches;
  printf("fake launch %s grid %ux%ux%u block %ux%ux%u shared %u on %s\n",
         f->name, gridX, gridY, gridZ, blockX, blockY, blockZ, sharedBytes,
         streamName(stream));
  printParameters(f, params);
  fflush(stdout);
  return SUCCESS;
}

struct CUlaunchAttribute_st {
  int id;
  char pad[4];
  union {
    char pad[64];
    struct {
      unsigned x, y, z;
    } clusterDim;
  } value;
};

struct CUlaunchConfig_st {
  unsigned gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  CUstream hStream;
  struct CUlaunchAttribute_st *attrs;
  unsigned numAttrs;
};

CUresult cuLaunchKernelEx(const struct CUlaunchConfig_st *config,
                          CUfunction function, void **params, void **extra) {
  for (unsigned i = 0; i < config->numAttrs; ++i)
    if (config->attrs[i].id == 4)
      printf("fake cluster %ux%ux%u\n", config->attrs[i].value.clusterDim.x,
             config->attrs[i].value.clusterDim.y,
             config->attrs[i].value.clusterDim.z);
  return cuLaunchKernel(function, config->gridDimX, config->gridDimY,
                        config->gridDimZ, config->blockDimX, config->blockDimY,
                        config->blockDimZ, config->sharedMemBytes,
                        config->hStream, params, extra);
}
