//===- Tensors.cpp - Host and device tensors, calls, reports --------------===//

#include "ActGradReference.h"
#include "GpuCheck.h"

#include <cstdarg>
#include <cstring>

namespace gpu_check {

namespace ref = actgrad_reference;

const char *opName(Op op) {
  switch (op) {
  case Op::Hardtanh:
    return "hardtanh";
  case Op::Hardsigmoid:
    return "hardsigmoid";
  case Op::Swish:
    return "swish";
  case Op::Softmax:
    return "softmax";
  case Op::Prelu:
    return "prelu";
  }
  return "?";
}

const char *dtypeName(DType t) {
  return t == DType::F32 ? "f32" : t == DType::F16 ? "f16" : "bf16";
}

size_t dtypeBytes(DType t) { return t == DType::F32 ? 4 : 2; }

int64_t elementCount(const Shape &shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

std::string shapeText(const Shape &shape) {
  std::string text;
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? "x" : "") + std::to_string(shape[i]);
  return text;
}

Tensor::Tensor(DType t, Shape s)
    : dtype(t), shape(std::move(s)), values(size_t(elementCount(shape))) {}

static ref::Format formatOf(DType t) {
  return t == DType::F32 ? ref::kF32 : t == DType::F16 ? ref::kF16 : ref::kBF16;
}

float roundToType(double v, DType t) {
  return float(ref::roundTo(v, formatOf(t)));
}

DeviceTensor::DeviceTensor(DType t, const Shape &shape)
    : dtype(t), count(elementCount(shape)) {
  device = actgradCUDAMalloc(bytes());
  int64_t rank = int64_t(shape.size());
  words.assign(size_t(3 + 2 * rank), 0);
  words[0] = words[1] = int64_t(reinterpret_cast<intptr_t>(device));
  int64_t stride = 1;
  for (int64_t i = rank - 1; i >= 0; --i) {
    words[size_t(3 + i)] = shape[size_t(i)];
    words[size_t(3 + rank + i)] = stride;
    stride *= shape[size_t(i)];
  }
}

DeviceTensor::~DeviceTensor() { actgradCUDAFree(device); }

bool DeviceTensor::upload(const Tensor &tensor) {
  if (count == 0)
    return true;
  if (dtype == DType::F32)
    return actgradCUDACopyHostToDevice(device, tensor.values.data(), bytes()) ==
           0;
  std::vector<uint16_t> bits(static_cast<size_t>(count));
  for (size_t i = 0; i < bits.size(); ++i)
    bits[i] = dtype == DType::F16 ? ref::f16Bits(tensor.values[i])
                                  : ref::bf16Bits(tensor.values[i]);
  return actgradCUDACopyHostToDevice(device, bits.data(), bytes()) == 0;
}

bool DeviceTensor::poison() {
  if (count == 0)
    return true;
  if (dtype == DType::F32)
    return actgradCUDAFill32(device, 0x7F7FFFFFu, size_t(count)) == 0;
  return actgradCUDAFill16(device, dtype == DType::F16 ? 0x7BFF : 0x7F7F,
                           size_t(count)) == 0;
}

bool DeviceTensor::download(Tensor &tensor) const {
  if (count == 0)
    return true;
  if (dtype == DType::F32)
    return actgradCUDACopyDeviceToHost(tensor.values.data(), device, bytes()) ==
           0;
  std::vector<uint16_t> bits(static_cast<size_t>(count));
  if (actgradCUDACopyDeviceToHost(bits.data(), device, bytes()) != 0)
    return false;
  for (size_t i = 0; i < bits.size(); ++i)
    tensor.values[i] = dtype == DType::F16 ? ref::f16ToFloat(bits[i])
                                           : ref::bf16ToFloat(bits[i]);
  return true;
}

void callKernel(const Kernel &kernel, const std::vector<void *> &d) {
  if (kernel.arity == 5)
    reinterpret_cast<void (*)(void *, void *, void *, void *, void *)>(
        kernel.entry)(d[0], d[1], d[2], d[3], d[4]);
  else
    reinterpret_cast<void (*)(void *, void *, void *)>(kernel.entry)(d[0], d[1],
                                                                     d[2]);
}

std::string takeRuntimeError() {
  const char *error = actgradCUDAGetLastError();
  std::string message = error ? error : "";
  actgradCUDAClearError();
  return message;
}

Shape slopeShape(const Kernel &kernel, const Shape &src) {
  if (kernel.slopeRank == -1)
    return {1};
  if (kernel.slopeRank == 1)
    return {src[kernel.nxc ? src.size() - 1 : 1]};
  return Shape(src.begin() + 1, src.end());
}

std::vector<Shape> operandShapes(const Kernel &kernel, const Shape &shape) {
  if (kernel.op == Op::Prelu)
    return {shape, slopeShape(kernel, shape), shape};
  return {shape, shape};
}

std::vector<Shape> resultShapes(const Kernel &kernel, const Shape &shape) {
  if (kernel.op == Op::Prelu)
    return {shape, slopeShape(kernel, shape)};
  return {shape};
}

FILE *openForAppend(const std::string &path, const char *header) {
  FILE *file = std::fopen(path.c_str(), "a");
  if (!file)
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
  else if (std::ftell(file) == 0)
    std::fputs(header, file);
  return file;
}

std::string csvField(std::string text) {
  for (char &c : text)
    if (c == ',' || c == '\n')
      c = ';';
  return text;
}

void report(FILE *file, const char *format, ...) {
  va_list args;
  va_start(args, format);
  va_list copy;
  va_copy(copy, args);
  std::vprintf(format, args);
  std::fflush(stdout);
  if (file) {
    std::vfprintf(file, format, copy);
    std::fflush(file); // a crashing kernel must not take the report along
  }
  va_end(copy);
  va_end(args);
}

} // namespace gpu_check
