//===- Benchmark.cpp - Kernel time against a device-to-device copy --------===//
//
// Every op x dtype at a large size (each tensor at least 64 MiB) and at the
// shapes of real models. A call's time is the median of `runs` calls timed
// with CUDA events on the stream the generated code runs on
// (actgradCUDASetLaunchStream: calls queue back to back, as a framework's
// kernels do). Its rate counts the bytes of every operand and result once;
// "of copy" divides it by the rate of cuMemcpyDtoD moving as many bytes
// (half of them read, half written), timed the same way. Each row's results
// are checked against the reference too.
//
//===----------------------------------------------------------------------===//

#include "GpuCheck.h"

#include <algorithm>
#include <memory>

namespace gpu_check {

namespace {

struct Row {
  std::string kernel;
  Shape modelShape;  // as PyTorch sees it (torch_bench.py)
  Shape kernelShape; // as the kernel gets it (leading dims may be collapsed)
  std::string what;
};

std::vector<Row> rows() {
  const int64_t kLarge = int64_t(64) << 20; // bytes per tensor
  std::vector<Row> list;
  for (const char *t : {"f32", "f16", "bf16"}) {
    std::string s = t;
    int64_t bytes = s == "f32" ? 4 : 2;
    int64_t n = kLarge / bytes;
    for (const char *op : {"hardtanh", "hardsigmoid", "swish"})
      list.push_back({std::string(op) + "_" + s, {n}, {n}, "large"});
    list.push_back({"softmax_last_" + s,
                    {n / 1024, 1024},
                    {n / 1024, 1024},
                    "large, axis -1"});
    list.push_back(
        {"softmax_last_" + s, {4096, 1024}, {4096, 1024}, "axis -1"});
    list.push_back(
        {"softmax_last_" + s, {256, 32768}, {256, 32768}, "axis -1"});
    list.push_back({"softmax_last_" + s,
                    {8, 12, 512, 512},
                    {8 * 12 * 512, 512},
                    "attention, axis -1"});
    list.push_back(
        {"softmax_axis1_" + s, {32, 1000, 7, 7}, {32, 1000, 7, 7}, "axis 1"});
    list.push_back({"prelu_ncx_" + s,
                    {32, 64, 56, 56},
                    {32, 64, 56, 56},
                    "per channel, NCX"});
    list.push_back({"prelu_nxc_" + s,
                    {32, 56, 56, 64},
                    {32, 56, 56, 64},
                    "per channel, NXC"});
    int64_t batch =
        (kLarge + 64 * 56 * 56 * bytes - 1) / (64 * 56 * 56 * bytes);
    list.push_back({"prelu_ncx_" + s,
                    {batch, 64, 56, 56},
                    {batch, 64, 56, 56},
                    "large, per channel, NCX"});
  }
  return list;
}

double median(std::vector<float> times) {
  std::sort(times.begin(), times.end());
  size_t n = times.size();
  return n % 2 ? times[n / 2] : 0.5 * (times[n / 2 - 1] + times[n / 2]);
}

/// The median milliseconds of `runs` calls of `body` on `stream`, or a
/// negative value on an error.
template <typename Body>
double timeCalls(ActGradCUDAStream stream, int runs, Body &&body) {
  for (int i = 0; i < 3; ++i)
    body();
  if (actgradCUDAStreamSynchronize(stream) != 0)
    return -1;
  std::vector<ActGradCUDAEvent> start(static_cast<size_t>(runs)),
      end(static_cast<size_t>(runs));
  for (int i = 0; i < runs; ++i) {
    start[size_t(i)] = actgradCUDAEventCreate();
    end[size_t(i)] = actgradCUDAEventCreate();
    actgradCUDAEventRecord(start[size_t(i)], stream);
    body();
    actgradCUDAEventRecord(end[size_t(i)], stream);
  }
  std::vector<float> times;
  for (int i = 0; i < runs; ++i) {
    times.push_back(
        actgradCUDAEventElapsedMs(start[size_t(i)], end[size_t(i)]));
    actgradCUDAEventDestroy(start[size_t(i)]);
    actgradCUDAEventDestroy(end[size_t(i)]);
  }
  if (actgradCUDAGetLastError())
    return -1;
  return median(times);
}

} // namespace

int runBenchmark(const std::string &outDir, const std::string &only, int runs) {
  const char *columns = "%-20s %-5s %-18s %-26s %9s %9s %6s  %s\n";
  char header[256];
  std::snprintf(header, sizeof(header), columns, "kernel", "dtype", "shape",
                "what", "ms", "GB/s", "copy", "check");
  FILE *text = openForAppend(outDir + "/bench.txt", header);
  FILE *csv = openForAppend(outDir + "/bench.csv",
                            "op,kernel,dtype,shape,param,what,bytes,ms,gbps,"
                            "copy_ms,copy_gbps,of_copy,check\n");
  ActGradCUDAStream stream = actgradCUDAStreamCreate();
  int problems = 0;
  std::mt19937 rng(7);
  for (const Row &row : rows()) {
    const Kernel *k = findKernel(row.kernel);
    if (!k || (!only.empty() && only != row.kernel))
      continue;
    std::vector<Shape> inShapes = operandShapes(*k, row.kernelShape);
    std::vector<Shape> outShapes = resultShapes(*k, row.kernelShape);
    std::vector<Tensor> inputs;
    std::vector<std::unique_ptr<DeviceTensor>> device;
    std::vector<void *> descriptors;
    int64_t bytes = 0;
    std::uniform_real_distribution<float> wide(-4.0f, 4.0f), unit(0.0f, 1.0f);
    for (size_t i = 0; i < inShapes.size(); ++i) {
      inputs.emplace_back(k->dtype, inShapes[i]);
      bool probability = k->op == Op::Softmax && i == 1;
      for (float &x : inputs.back().values)
        x = roundToType(probability ? unit(rng) : wide(rng), k->dtype);
      device.push_back(std::make_unique<DeviceTensor>(k->dtype, inShapes[i]));
      device.back()->upload(inputs.back());
      descriptors.push_back(device.back()->descriptor());
      bytes += int64_t(device.back()->bytes());
    }
    for (const Shape &shape : outShapes) {
      device.push_back(std::make_unique<DeviceTensor>(k->dtype, shape));
      descriptors.push_back(device.back()->descriptor());
      bytes += int64_t(device.back()->bytes());
    }
    actgradCUDASetLaunchStream(stream);
    double ms = timeCalls(stream, runs, [&] { callKernel(*k, descriptors); });
    actgradCUDASetLaunchStream(nullptr);

    // The check: one more call, synchronously.
    std::string check = "ok";
    std::vector<Tensor> results;
    if (ms >= 0) {
      callKernel(*k, descriptors);
      for (size_t r = 0; r < outShapes.size(); ++r) {
        results.emplace_back(k->dtype, outShapes[r]);
        device[inputs.size() + r]->download(results.back());
      }
    }
    std::string error = takeRuntimeError();
    if (!error.empty()) {
      check = "runtime error: " + error;
      ms = -1;
    } else {
      std::vector<const Tensor *> in;
      for (const Tensor &t : inputs)
        in.push_back(&t);
      std::vector<Expected> want = reference(*k, in);
      for (size_t r = 0; r < results.size() && check == "ok"; ++r) {
        Verdict v = compare(*k, int(r), results[r], want[r]);
        if (v.wrong)
          check = std::to_string(v.wrong) + " wrong; first: " + v.firstWrong;
      }
    }

    double copyMs = -1;
    {
      size_t half = size_t(bytes / 2);
      void *from = actgradCUDAMalloc(half), *to = actgradCUDAMalloc(half);
      if (from && to)
        copyMs = timeCalls(stream, runs, [&] {
          actgradCUDACopyDeviceToDevice(to, from, half, stream);
        });
      actgradCUDAFree(from);
      actgradCUDAFree(to);
      std::string copyError = takeRuntimeError();
      if (!copyError.empty())
        check += "; copy: " + copyError;
    }
    double gbps = ms > 0 ? double(bytes) / (ms * 1e6) : 0;
    double copyGbps = copyMs > 0 ? double(bytes) / (copyMs * 1e6) : 0;
    double ofCopy = copyGbps > 0 ? gbps / copyGbps : 0;
    problems += check != "ok";
    std::string param = k->op == Op::Softmax ? "axis=" + std::to_string(k->axis)
                        : k->op == Op::Prelu ? (k->nxc ? "NXC" : "NCX")
                                             : "";
    report(text, "%-20s %-5s %-18s %-26s %9.4f %9.1f %6.3f  %s\n",
           row.kernel.c_str(), dtypeName(k->dtype),
           shapeText(row.modelShape).c_str(), row.what.c_str(), ms, gbps,
           ofCopy, check.c_str());
    if (csv) {
      std::fprintf(csv, "%s,%s,%s,%s,%s,%s,%lld,%.5f,%.1f,%.5f,%.1f,%.4f,%s\n",
                   opName(k->op), row.kernel.c_str(), dtypeName(k->dtype),
                   shapeText(row.modelShape).c_str(), param.c_str(),
                   csvField(row.what).c_str(), static_cast<long long>(bytes),
                   ms, gbps, copyMs, copyGbps, ofCopy, csvField(check).c_str());
      std::fflush(csv);
    }
  }
  actgradCUDAStreamDestroy(stream);
  if (text)
    std::fclose(text);
  if (csv)
    std::fclose(csv);
  return problems;
}

} // namespace gpu_check
