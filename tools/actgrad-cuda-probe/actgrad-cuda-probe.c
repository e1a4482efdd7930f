//===- actgrad-cuda-probe.c - Is a CUDA device usable here? ---------------===//
//
// Prints the CUDA driver's devices through libActGradCUDARuntime and exits 0
// when device 0 can run code (its primary context is made current), 1 with
// the runtime's message otherwise. test/lit.cfg.py runs it to set the lit
// feature `cuda-device`.
//
//===----------------------------------------------------------------------===//

#include "ActGrad-c/CUDARuntime.h"

#include <stdio.h>

int main(void) {
  int count = actgradCUDAGetDeviceCount();
  ActGradCUDADeviceInfo info;
  if (count > 0 && actgradCUDAGetDeviceInfo(&info) == 0) {
    printf("%d CUDA device(s); device 0: %s, sm_%d%d, %d multiprocessors, "
           "%zu MiB, driver CUDA %d.%d\n",
           count, info.name, info.computeCapabilityMajor,
           info.computeCapabilityMinor, info.multiprocessorCount,
           info.totalMemoryBytes >> 20, info.driverVersion / 1000,
           info.driverVersion % 1000 / 10);
    return 0;
  }
  const char *error = actgradCUDAGetLastError();
  fprintf(stderr, "no usable CUDA device: %s\n",
          error ? error : "the driver reports none");
  return 1;
}
