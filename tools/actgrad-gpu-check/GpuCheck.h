//===- GpuCheck.h - The device check's kernels, tensors and reference -----===//
//
// actgrad-gpu-check runs the kernels that scripts/gpu-check.sh compiled on
// the GPU through libActGradCUDARuntime: execution tests against a CPU
// reference (Tests.cpp, Reference.cpp) and a benchmark (Benchmark.cpp).
// Standard C++17 and the runtime's C API only, so that it links statically.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_TOOLS_GPUCHECK_GPUCHECK_H
#define ACTGRAD_TOOLS_GPUCHECK_GPUCHECK_H

#include "ActGrad-c/CUDARuntime.h"

#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

namespace gpu_check {

enum class Op { Hardtanh, Hardsigmoid, Swish, Softmax, Prelu };
enum class DType { F32, F16, BF16 };

const char *opName(Op op);
const char *dtypeName(DType t);
size_t dtypeBytes(DType t);

/// A compiled kernel (gen_gpu_kernels.py's table).
struct Kernel {
  const char *name;
  Op op;
  DType dtype;
  int rank;
  int slopeRank; // prelu: -1 for the per-tensor slope [1]
  bool nxc;      // prelu's data_format
  int axis;      // softmax
  float a, b;    // hardtanh min/max, hardsigmoid alpha/beta, swish beta
  int arity;     // memref descriptors the C interface takes
  void (*entry)();
};

const std::vector<Kernel> &allKernels();
const Kernel *findKernel(const std::string &name);

using Shape = std::vector<int64_t>;
int64_t elementCount(const Shape &shape);
std::string shapeText(const Shape &shape);

/// Host values of a tensor, each exactly a value of its element type.
struct Tensor {
  DType dtype;
  Shape shape;
  std::vector<float> values;
  Tensor(DType t, Shape s);
};

/// `v` rounded to nearest even in `t` (beyond its range, an infinity).
float roundToType(double v, DType t);

/// A device copy of a tensor and its memref descriptor.
class DeviceTensor {
public:
  DeviceTensor(DType t, const Shape &shape);
  ~DeviceTensor();
  DeviceTensor(const DeviceTensor &) = delete;
  DeviceTensor &operator=(const DeviceTensor &) = delete;

  bool upload(const Tensor &tensor);
  /// Fills the memory with a value no kernel writes (the largest finite).
  bool poison();
  bool download(Tensor &tensor) const;
  /// The rank-R StridedMemRefType the C interface takes.
  void *descriptor() { return words.data(); }
  size_t bytes() const { return count * dtypeBytes(dtype); }
  void *data() const { return device; }

private:
  DType dtype;
  int64_t count;
  void *device = nullptr;
  std::vector<int64_t> words;
};

/// Calls the kernel on the descriptors (operands, then results).
void callKernel(const Kernel &kernel, const std::vector<void *> &descriptors);

/// The runtime's recorded error (cleared), or "".
std::string takeRuntimeError();

//===----------------------------------------------------------------------===//
// Reference (SEMANTICS.md 2 and 3)
//===----------------------------------------------------------------------===//

/// The results of one call, computed in double precision, with the
/// conditioning bound of each element (0 where only the ulp table applies)
/// and, for hardsigmoid, the other acceptable value near a threshold.
struct Expected {
  std::vector<double> value, bound, other;
  std::vector<bool> hasOther;
};

/// `inputs` are the kernel's operands in order; returns one Expected per
/// result.
std::vector<Expected> reference(const Kernel &kernel,
                                const std::vector<const Tensor *> &inputs);

/// The ulps SEMANTICS.md 3 allows for result `index` of `kernel`.
int allowedUlps(const Kernel &kernel, int index);

struct Verdict {
  int64_t checked = 0, wrong = 0;
  std::string firstWrong;
};

/// Checks `got` against `want` (SEMANTICS.md 3).
Verdict compare(const Kernel &kernel, int index, const Tensor &got,
                const Expected &want, int64_t limit = -1);

//===----------------------------------------------------------------------===//
// The checks
//===----------------------------------------------------------------------===//

/// Results of `shape`'s calls for prelu: diff_slope's shape.
Shape slopeShape(const Kernel &kernel, const Shape &src);
/// The shapes of a kernel's operands and results for a given first operand.
std::vector<Shape> operandShapes(const Kernel &kernel, const Shape &shape);
std::vector<Shape> resultShapes(const Kernel &kernel, const Shape &shape);

/// Runs the execution tests of every kernel, or of kernel `only`; appends
/// to tests.txt and tests.csv in `outDir`. Returns the number of failed
/// cases.
int runTests(const std::string &outDir, const std::string &only);
/// Runs the benchmark rows of every kernel, or of kernel `only`; appends to
/// bench.txt and bench.csv in `outDir`. Returns the number of rows whose
/// check failed.
int runBenchmark(const std::string &outDir, const std::string &only, int runs);

/// Opens `path` for appending, writing `header` first into a new file (one
/// process per kernel adds to the same files).
FILE *openForAppend(const std::string &path, const char *header);
/// `text` as one CSV field: commas and newlines become semicolons.
std::string csvField(std::string text);
/// Prints to stdout and to `file` (if open).
void report(FILE *file, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

} // namespace gpu_check

#endif // ACTGRAD_TOOLS_GPUCHECK_GPUCHECK_H
