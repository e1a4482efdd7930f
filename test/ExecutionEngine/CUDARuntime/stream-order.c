// Generated code on the caller's stream, with no GPU: actgrad-to-nvvm's
// host code for a PReLU (Inputs/prelu-nxc.mlir, whose launches sit inside
// scf.if) runs against the fake driver. With actgradCUDASetStream, every
// launch and every scratch allocation and release is on the caller's
// stream and nothing waits: no cuStreamSynchronize, cuCtxSynchronize or
// cuMemFree. Without it, the launches in scf.if each wait for their own
// stream.
//
// The program is not instrumented, so it cannot load a sanitized runtime.
// UNSUPPORTED: sanitizers
// RUN and CHECK lines stay whole:
// clang-format off
// RUN: actgrad-opt %S/Inputs/prelu-nxc.mlir --actgrad-to-nvvm | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: %clang -O1 -Wno-override-module -I %actgrad_src_root/include %s %t.ll %actgrad_cuda_runtime -Wl,-rpath,%actgrad_lib -o %t.exe
// RUN: env ACTGRAD_CUDA_DRIVER=%fake_cuda_driver FAKE_CUDA_REPORT=1 %t.exe caller 2>&1 | FileCheck %s --check-prefix=CALLER
// RUN: env ACTGRAD_CUDA_DRIVER=%fake_cuda_driver FAKE_CUDA_REPORT=1 %t.exe own 2>&1 | FileCheck %s --check-prefix=OWN

#include "ActGrad-c/CUDARuntime.h"

#include <stdio.h>
#include <string.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[3], strides[3];
} MemRef3D;
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1D;

void _mlir_ciface_prelu(MemRef3D *src, MemRef1D *slope, MemRef3D *diffDst,
                        MemRef3D *diffSrc, MemRef1D *diffSlope);

static MemRef3D tensor3(int64_t n, int64_t x, int64_t c) {
  float *data = actgradCUDAMalloc((size_t)(n * x * c) * sizeof(float));
  MemRef3D m = {data, data, 0, {n, x, c}, {x * c, c, 1}};
  return m;
}

static MemRef1D tensor1(int64_t c) {
  float *data = actgradCUDAMalloc((size_t)c * sizeof(float));
  MemRef1D m = {data, data, 0, {c}, {1}};
  return m;
}

// CALLER-NOT: fake launch {{.*}} on default
// CALLER-NOT: on stream 2
// CALLER: fake cuMemAllocAsync {{[0-9]+}} bytes on stream 1
// CALLER: fake launch prelu_kernel{{.*}} on stream 1
// CALLER: fake cuMemFreeAsync on stream 1
// CALLER: error: (none)
// The five cuMemAlloc are the caller's buffers (actgradCUDAMalloc).
// CALLER-NEXT: fake driver: 0 cuStreamSynchronize, 0 cuCtxSynchronize, 5 cuMemAlloc, 0 cuMemFree, {{[1-9][0-9]*}} cuMemAllocAsync, {{[1-9][0-9]*}} cuMemFreeAsync, {{[1-9][0-9]*}} launches

// OWN: fake launch prelu_kernel
// OWN: error: (none)
// OWN-NEXT: fake driver: {{[1-9][0-9]*}} cuStreamSynchronize, 0 cuCtxSynchronize, 5 cuMemAlloc, 0 cuMemFree
int main(int argc, char **argv) {
  if (argc != 2 || (strcmp(argv[1], "caller") && strcmp(argv[1], "own")))
    return fprintf(stderr, "usage: %s caller|own\n", argv[0]), 2;
  MemRef3D src = tensor3(2, 5, 3), diffDst = tensor3(2, 5, 3),
           diffSrc = tensor3(2, 5, 3);
  MemRef1D slope = tensor1(3), diffSlope = tensor1(3);
  ActGradCUDAStream stream = actgradCUDAStreamCreate();
  if (!strcmp(argv[1], "caller"))
    actgradCUDASetStream(stream);
  _mlir_ciface_prelu(&src, &slope, &diffDst, &diffSrc, &diffSlope);
  actgradCUDAResetStream();
  const char *error = actgradCUDAGetLastError();
  printf("error: %s\n", error ? error : "(none)");
  fflush(stdout);
  return 0;
}
