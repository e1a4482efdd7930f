//===- Bench.cpp - Cases, buffers and memref descriptors ------------------===//

#include "Bench.h"

#include <cmath>
#include <cstdlib>
#include <new>
#include <utility>

#include "kernels.inc"

using namespace actgrad_bench;

const std::vector<KernelEntry> &actgrad_bench::allKernels() {
  static const std::vector<KernelEntry> table = {ACTGRAD_BENCH_KERNEL_TABLE};
  return table;
}

Buffer::Buffer(DType dtype, size_t count) : count_(count), dtype_(dtype) {
  size_t bytes = (count * dtypeSize(dtype) + 4095) / 4096 * 4096;
  data_ = std::aligned_alloc(4096, bytes ? bytes : 4096);
  if (!data_)
    throw std::bad_alloc();
  std::memset(data_, 0, bytes);
}

Buffer::~Buffer() { std::free(data_); }

Buffer &Buffer::operator=(Buffer &&other) noexcept {
  std::swap(data_, other.data_);
  std::swap(count_, other.count_);
  std::swap(dtype_, other.dtype_);
  return *this;
}

MemRefDesc::MemRefDesc(const Buffer &buffer,
                       const std::vector<int64_t> &shape) {
  size_t rank = shape.size();
  words_.resize(3 + 2 * rank);
  auto address = reinterpret_cast<int64_t>(buffer.data());
  words_[0] = address; // allocated
  words_[1] = address; // aligned
  words_[2] = 0;       // offset
  int64_t stride = 1;
  for (size_t i = rank; i-- > 0;) {
    words_[3 + i] = shape[i];
    words_[3 + rank + i] = stride;
    stride *= shape[i];
  }
}

int64_t actgrad_bench::preluChannels(const KernelEntry &entry) {
  return entry.param == 1 ? entry.shape[1] : entry.shape.back();
}

size_t actgrad_bench::idealBytes(const KernelEntry &entry) {
  size_t n = numElements(entry.shape);
  size_t elements = 3 * n; // two inputs read, one output written
  if (entry.kind == CaseKind::PRelu)
    elements += 2 * size_t(preluChannels(entry)); // slope, diff_slope
  return elements * dtypeSize(entry.dtype);
}

namespace {
/// splitmix64: a fast, deterministic generator; the values only need to
/// exercise both sides of every threshold.
class Random {
public:
  explicit Random(uint64_t seed) : state_(seed) {}
  /// Uniform in [lo, hi).
  float uniform(float lo, float hi) {
    state_ += 0x9e3779b97f4a7c15ull;
    uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    float unit = float(z >> 40) * (1.0f / 16777216.0f);
    return lo + (hi - lo) * unit;
  }

private:
  uint64_t state_;
};

void fill(Buffer &buffer, Random &random, float lo, float hi) {
  for (size_t i = 0, e = buffer.count(); i < e; ++i)
    buffer.set(i, random.uniform(lo, hi));
}

Buffer copyOf(const Buffer &source) {
  if (!source.data())
    return Buffer();
  Buffer copy(source.dtype(), source.count());
  std::memcpy(copy.data(), source.data(), source.bytes());
  return copy;
}
} // namespace

CaseBuffers actgrad_bench::copyCaseInputs(const CaseBuffers &buffers) {
  CaseBuffers copy;
  copy.x = copyOf(buffers.x);
  copy.g = copyOf(buffers.g);
  copy.slope = copyOf(buffers.slope);
  return copy;
}

CaseBuffers actgrad_bench::makeCaseBuffers(const KernelEntry &entry,
                                           bool withPeer) {
  DType t = entry.dtype;
  size_t n = numElements(entry.shape);
  CaseBuffers b;
  b.x = Buffer(t, n);
  b.g = Buffer(t, n);
  b.out = Buffer(t, n);
  if (withPeer)
    b.peerOut = Buffer(t, n);
  Random random(0x5eed + n);
  switch (entry.kind) {
  case CaseKind::Eltwise:
  case CaseKind::Chain:
    // Covers both sides of every threshold: hardtanh (-1, 1), hardsigmoid
    // with alpha 0.2, beta 0.5 (-2.5, 2.5), and the swish curve.
    fill(b.x, random, -4.0f, 4.0f);
    fill(b.g, random, -2.0f, 2.0f);
    break;
  case CaseKind::PRelu: {
    size_t channels = size_t(preluChannels(entry));
    b.slope = Buffer(t, channels);
    b.outSlope = Buffer(t, channels);
    if (withPeer)
      b.peerOutSlope = Buffer(t, channels);
    fill(b.x, random, -2.0f, 2.0f);
    fill(b.g, random, -1.0f, 1.0f);
    fill(b.slope, random, 0.0f, 0.5f);
    break;
  }
  case CaseKind::Softmax: {
    int64_t rank = int64_t(entry.shape.size());
    int64_t axis = entry.param < 0 ? entry.param + rank : entry.param;
    float length = float(entry.shape[size_t(axis)]);
    // dst: positive, summing to about 1 along the axis, like a softmax.
    fill(b.x, random, 0.0f, 2.0f / length);
    fill(b.g, random, -1.0f, 1.0f);
    break;
  }
  case CaseKind::LogSoftmax: {
    int64_t rank = int64_t(entry.shape.size());
    int64_t axis = entry.param < 0 ? entry.param + rank : entry.param;
    float length = float(entry.shape[size_t(axis)]);
    // dst: a log-softmax, log(p) with p about 1 / length.
    fill(b.x, random, std::log(0.5f / length), std::log(1.5f / length));
    fill(b.g, random, -1.0f, 1.0f);
    break;
  }
  }
  return b;
}
