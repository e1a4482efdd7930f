//===- actgrad-gpu-check.cpp - The device check's host program ------------===//
//
//   actgrad-gpu-check info [--expect-kernels N]
//                                       the device and the kernels built in;
//                                       fails when there are none, or not N
//   actgrad-gpu-check list              the kernels' names, one a line
//   actgrad-gpu-check test [options]    execution tests (tests.txt, .csv)
//   actgrad-gpu-check bench [options]   the benchmark (bench.txt, .csv)
// options: --out DIR (default .; the files are appended to), --kernel NAME
// (that kernel only; run.sh runs one process per kernel, so that a kernel
// that crashes takes no other's results along), --runs N (timed calls per
// benchmark row, default 20).
// Exit status: 0 when everything passed, 1 when a case failed (for info: when
// kernels are missing), 2 for a bad command line, 3 when no CUDA device is
// usable.
//
//===----------------------------------------------------------------------===//

#include "GpuCheck.h"

#include <cstdlib>
#include <cstring>

// The kernels that compiled (scripts/gpu-check.sh writes kernels.inc).
#include "kernels.inc"

#define ACTGRAD_GPU_ARGS3 void *, void *, void *
#define ACTGRAD_GPU_ARGS5 void *, void *, void *, void *, void *
#define DECLARE_KERNEL(name, op, dtype, rank, slopeRank, nxc, axis, a, b,      \
                       arity)                                                  \
  extern "C" void _mlir_ciface_##name(ACTGRAD_GPU_ARGS##arity);
ACTGRAD_GPU_KERNELS(DECLARE_KERNEL)

namespace gpu_check {

const std::vector<Kernel> &allKernels() {
#define KERNEL_ENTRY(name, op, dtype, rank, slopeRank, nxc, axis, a, b, arity) \
  {#name,                                                                      \
   op,                                                                         \
   dtype,                                                                      \
   rank,                                                                       \
   slopeRank,                                                                  \
   nxc,                                                                        \
   axis,                                                                       \
   float(a),                                                                   \
   float(b),                                                                   \
   arity,                                                                      \
   reinterpret_cast<void (*)()>(&_mlir_ciface_##name)},
  static const std::vector<Kernel> kernels = {
      ACTGRAD_GPU_KERNELS(KERNEL_ENTRY)};
  return kernels;
}

const Kernel *findKernel(const std::string &name) {
  for (const Kernel &k : allKernels())
    if (name == k.name)
      return &k;
  return nullptr;
}

} // namespace gpu_check

using namespace gpu_check;

namespace {

/// Fails when no kernel, or not `expected` (if not negative), is built in:
/// scripts/gpu-check.sh leaves out the kernels that do not compile when told
/// to, and a binary without them must not pass for a complete one.
int checkKernelCount(long expected) {
  size_t built = allKernels().size();
  if (built == 0) {
    std::printf("no kernels built in\n");
    return 1;
  }
  if (expected >= 0 && built != size_t(expected)) {
    std::printf("%zu kernels built in, %ld expected (build-failures.txt lists "
                "those that did not compile)\n",
                built, expected);
    return 1;
  }
  return 0;
}

int info(long expectedKernels) {
  int count = actgradCUDAGetDeviceCount();
  ActGradCUDADeviceInfo device;
  if (count <= 0 || actgradCUDAGetDeviceInfo(&device) != 0) {
    const char *error = actgradCUDAGetLastError();
    std::printf("no usable CUDA device: %s\n", error ? error : "none found");
    return 3;
  }
  std::printf("device %d of %d: %s, sm_%d%d, %d multiprocessors, %zu MiB, "
              "driver for CUDA %d.%d\n",
              device.ordinal, count, device.name, device.computeCapabilityMajor,
              device.computeCapabilityMinor, device.multiprocessorCount,
              device.totalMemoryBytes >> 20, device.driverVersion / 1000,
              device.driverVersion % 1000 / 10);
  std::printf("%zu kernels:", allKernels().size());
  for (const Kernel &k : allKernels())
    std::printf(" %s", k.name);
  std::printf("\n");
  // The modules were loaded (JIT-compiled from PTX) before main; an error
  // there shows here.
  const char *error = actgradCUDAGetLastError();
  if (error) {
    std::printf("runtime error while loading the kernels: %s\n", error);
    return 1;
  }
  return checkKernelCount(expectedKernels);
}

/// A count written in decimal, or -2 for anything else.
long parseCount(const char *text) {
  char *end = nullptr;
  long value = std::strtol(text, &end, 10);
  return *text && !*end && value >= 0 ? value : -2;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2)
    return std::fprintf(stderr,
                        "usage: %s info|list|test|bench [--out DIR] "
                        "[--kernel NAME] [--runs N] [--expect-kernels N]\n",
                        argv[0]),
           2;
  std::string command = argv[1], out = ".", only;
  int runs = 20;
  long expectedKernels = -1;
  for (int i = 2; i < argc; ++i) {
    if (i + 1 < argc && !std::strcmp(argv[i], "--out"))
      out = argv[++i];
    else if (i + 1 < argc && !std::strcmp(argv[i], "--kernel"))
      only = argv[++i];
    else if (i + 1 < argc && !std::strcmp(argv[i], "--runs"))
      runs = std::atoi(argv[++i]);
    else if (i + 1 < argc && !std::strcmp(argv[i], "--expect-kernels"))
      expectedKernels = parseCount(argv[++i]);
    else
      return std::fprintf(stderr, "unknown argument %s\n", argv[i]), 2;
  }
  if (expectedKernels < -1)
    return std::fprintf(stderr, "--expect-kernels takes a count\n"), 2;
  if (command == "info")
    return info(expectedKernels);
  if (command == "list") {
    for (const Kernel &k : allKernels())
      std::printf("%s\n", k.name);
    return 0;
  }
  if (!only.empty() && !findKernel(only))
    return std::fprintf(stderr, "no kernel %s\n", only.c_str()), 2;
  if (command != "test" && command != "bench")
    return std::fprintf(stderr, "unknown command %s\n", command.c_str()), 2;
  if (actgradCUDAGetDeviceCount() <= 0) {
    const char *error = actgradCUDAGetLastError();
    std::printf("no usable CUDA device: %s\n", error ? error : "none found");
    return 3;
  }
  // An error from loading the modules before main belongs to every case.
  if (const char *error = actgradCUDAGetLastError()) {
    std::printf("runtime error while loading the kernels: %s\n", error);
    actgradCUDAClearError();
  }
  int failed = command == "test"
                   ? runTests(out, only)
                   : runBenchmark(out, only, runs > 0 ? runs : 20);
  return failed ? 1 : 0;
}
