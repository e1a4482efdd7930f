//===- TorchOps.cpp - torch.ops.actgrad: ActGrad's kernels as custom ops --===//
//
// TORCH_LIBRARY(actgrad, m) defines the five backward ops with the operands
// and attributes of actgrad.ops, and _run_graph_kernel, which the graphs of
// actgrad.torch.aot_module call. Each op checks its arguments with the
// messages actgrad.ops gives (docs/Python.md: TypeError and ValueError,
// through c10::TypeError and c10::ValueError), then calls a kernel of
// KernelCache.h on descriptors built here: no ctypes on the way.
//
//===----------------------------------------------------------------------===//

#include "TorchOps.h"

#include <ATen/ATen.h>
#include <ATen/MemoryOverlap.h>
#include <ATen/Parallel.h>
#include <c10/util/Exception.h>
#include <torch/library.h>

#include <sys/mman.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

using namespace actgrad::torch_ops;

namespace {

/// The request for a kernel of `rank` dimensions; of the static `shape`
/// when `staticShape`.
KernelRequest makeRequest(Op op, c10::ScalarType type, int rank, int mode,
                          bool staticShape, const int64_t *shape,
                          float attr0 = 0.0f, float attr1 = 0.0f,
                          bool freshOutput = false) {
  KernelRequest request;
  std::memset(&request, 0, sizeof(request)); // compared by bytes
  request.staticShape = staticShape;
  request.freshOutput = freshOutput;
  if (staticShape)
    std::copy(shape, shape + rank, request.sizes);
  request.op = int32_t(op);
  request.dtype = int32_t(*kernelDType(type));
  request.rank = rank;
  request.mode = mode;
  request.threads = 0; // set by getKernelFor
  request.attr0 = attr0;
  request.attr1 = attr1;
  return request;
}

/// glibc's largest mmap threshold (DEFAULT_MMAP_THRESHOLD_MAX on 64-bit
/// systems): a block of at least this size is mapped anew for each
/// allocation and unmapped when freed.
constexpr size_t kFreshMappingBytes = size_t(32) << 20;

bool inFreshMapping(const at::Tensor &result) {
  return result.nbytes() >= kFreshMappingBytes;
}

/// Advises a large `result` to use transparent huge pages, with
/// ACTGRAD_HUGE_PAGES=1. glibc maps each block above its 32 MiB threshold
/// anew, whose first touch costs a page fault per 4 KiB page, more than the
/// kernel's own time at these sizes; with huge pages, a fault per 2 MiB.
/// Off by default: inside models the gain did not hold (docs/Python.md).
/// Smaller blocks may lie in the allocator's reused heap and are never
/// advised.
at::Tensor adviseHugePages(at::Tensor result) {
#ifdef MADV_HUGEPAGE
  constexpr uintptr_t kPage = 4096;
  static const bool advise = [] {
    const char *setting = std::getenv("ACTGRAD_HUGE_PAGES");
    return setting && std::string(setting) == "1";
  }();
  size_t bytes = result.nbytes();
  if (advise && bytes >= kFreshMappingBytes) {
    uintptr_t begin = reinterpret_cast<uintptr_t>(result.data_ptr());
    uintptr_t first = (begin + kPage - 1) & ~(kPage - 1);
    uintptr_t last = (begin + bytes) & ~(kPage - 1);
    if (last > first)
      (void)madvise(reinterpret_cast<void *>(first), last - first,
                    MADV_HUGEPAGE);
  }
#endif
  return result;
}

/// An uninitialized result, as at::empty_strided / at::empty make it.
at::Tensor emptyResult(c10::IntArrayRef sizes, c10::IntArrayRef strides,
                       const at::TensorOptions &options) {
  return adviseHugePages(at::empty_strided(sizes, strides, options));
}

at::Tensor emptyResult(c10::IntArrayRef sizes,
                       const at::TensorOptions &options) {
  return adviseHugePages(at::empty(sizes, options));
}

int numThreads() {
  int requested = requestedThreads();
  return requested > 0 ? requested : at::get_num_threads();
}

int64_t product(c10::IntArrayRef sizes, size_t begin, size_t end) {
  int64_t p = 1;
  for (size_t i = begin; i < end; ++i)
    p *= sizes[i];
  return p;
}

/// `type` as Python prints a torch dtype (torch.float32).
std::string pyDtype(c10::ScalarType type) {
  switch (type) {
  case at::kFloat:
    return "torch.float32";
  case at::kDouble:
    return "torch.float64";
  case at::kHalf:
    return "torch.float16";
  case at::kBFloat16:
    return "torch.bfloat16";
  case at::kInt:
    return "torch.int32";
  case at::kLong:
    return "torch.int64";
  case at::kShort:
    return "torch.int16";
  case at::kChar:
    return "torch.int8";
  case at::kByte:
    return "torch.uint8";
  case at::kBool:
    return "torch.bool";
  case at::kComplexFloat:
    return "torch.complex64";
  case at::kComplexDouble:
    return "torch.complex128";
  default:
    return std::string("torch.") + c10::toString(type);
  }
}

/// `value` as Python's repr of a float prints it (shortest round trip).
std::string pyFloat(double value) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value > 0 ? "inf" : "-inf";
  char text[40];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(text, sizeof(text), "%.*g", precision, value);
    if (std::strtod(text, nullptr) == value)
      break;
  }
  std::string s = text;
  if (s.find_first_of(".en") == std::string::npos)
    s += ".0";
  return s;
}

std::string pyScalar(const c10::Scalar &value) {
  return value.isIntegral(false) ? std::to_string(value.toLong())
                                 : pyFloat(value.toDouble());
}

std::string pyList(c10::IntArrayRef sizes) {
  std::ostringstream os;
  os << "[";
  for (size_t i = 0; i < sizes.size(); ++i)
    os << (i ? ", " : "") << sizes[i];
  os << "]";
  return os.str();
}

/// actgrad.ops's _check_operands: every operand on the CPU with a dtype the
/// kernels take, all of one dtype.
DType checkOperands(
    const char *op,
    std::initializer_list<std::pair<const char *, const at::Tensor *>> named) {
  for (const auto &[name, value] : named) {
    TORCH_CHECK_VALUE(value->device().is_cpu(), "actgrad.ops.", op, ": '", name,
                      "' is on device '", value->device(),
                      "'; only CPU tensors are supported");
    TORCH_CHECK_TYPE(kernelDType(value->scalar_type()), "actgrad.ops.", op,
                     ": '", name, "' has dtype ", pyDtype(value->scalar_type()),
                     "; supported: torch.float32, torch.float16, "
                     "torch.bfloat16");
  }
  c10::ScalarType first = named.begin()->second->scalar_type();
  bool same = true;
  std::string listing;
  for (const auto &[name, value] : named) {
    same = same && value->scalar_type() == first;
    listing += std::string(listing.empty() ? "" : ", ") + "'" + name + "' " +
               pyDtype(value->scalar_type());
  }
  TORCH_CHECK_TYPE(same, "actgrad.ops.", op,
                   ": operands must have one dtype, got ", listing);
  return *kernelDType(first);
}

void checkSameShape(const char *op, const char *firstName,
                    const at::Tensor &first, const char *name,
                    const at::Tensor &value) {
  TORCH_CHECK_VALUE(value.sizes() == first.sizes(), "actgrad.ops.", op, ": '",
                    name, "' has shape ", pyList(value.sizes()), ", '",
                    firstName, "' has ", pyList(first.sizes()),
                    "; they must be equal");
}

float finiteAttribute(const char *op, const char *name, double value) {
  float f32 = float(value);
  TORCH_CHECK_VALUE(std::isfinite(f32), "actgrad.ops.", op, ": attribute '",
                    name, "' must be finite, got ", pyFloat(value));
  return f32;
}

/// An element-wise custom op: operands of one dense layout run as they are
/// (the result keeps it, channels-last included), others as contiguous
/// copies, as actgrad.ops does.
at::Tensor elementwiseOp(Op op, const char *name, float attr0, float attr1,
                         const char *aName, const at::Tensor &a,
                         const char *bName, const at::Tensor &b,
                         bool staticShape) {
  checkOperands(name, {{aName, &a}, {bName, &b}});
  checkSameShape(name, aName, a, bName, b);
  if (a.numel() == 0)
    return at::zeros(a.sizes(), a.options());
  if (sameDenseLayout(a, b))
    return runElementwise(op, attr0, attr1, a, b, staticShape);
  return runElementwise(op, attr0, attr1, a.contiguous(), b.contiguous(),
                        staticShape);
}

at::Tensor hardsigmoidBackward(const at::Tensor &src, const at::Tensor &diffDst,
                               double alpha, double beta, bool staticShape) {
  const char *op = "hardsigmoid_backward";
  float a = finiteAttribute(op, "alpha", alpha);
  float b = finiteAttribute(op, "beta", beta);
  return elementwiseOp(Op::HardsigmoidBackward, op, a, b, "src", src,
                       "diff_dst", diffDst, staticShape);
}

std::pair<float, float> hardtanhBounds(const c10::Scalar &min,
                                       const c10::Scalar &max) {
  const char *op = "hardtanh_backward";
  float lo = float(min.toDouble()), hi = float(max.toDouble());
  TORCH_CHECK_VALUE(!std::isnan(lo) && !std::isnan(hi), "actgrad.ops.", op,
                    ": 'min' and 'max' must not be NaN");
  TORCH_CHECK_VALUE(lo <= hi, "actgrad.ops.", op,
                    ": requires min <= max, got min = ", pyScalar(min),
                    ", max = ", pyScalar(max));
  return {lo, hi};
}

at::Tensor hardtanhBackward(const at::Tensor &gradOutput,
                            const at::Tensor &self, const c10::Scalar &min,
                            const c10::Scalar &max, bool staticShape) {
  const char *op = "hardtanh_backward";
  auto [lo, hi] = hardtanhBounds(min, max);
  return elementwiseOp(Op::HardtanhBackward, op, lo, hi, "grad_output",
                       gradOutput, "self", self, staticShape);
}

at::Tensor swishBackward(const at::Tensor &gradOutput, const at::Tensor &self,
                         double beta, bool staticShape) {
  const char *op = "swish_backward";
  float b = finiteAttribute(op, "beta", beta);
  return elementwiseOp(Op::SwishBackward, op, b, 0.0f, "grad_output",
                       gradOutput, "self", self, staticShape);
}

/// Checks softmax_backward's operands; returns the axis in [0, rank).
int64_t checkSoftmax(const at::Tensor &diffDst, const at::Tensor &dst,
                     int64_t axis) {
  const char *op = "softmax_backward";
  checkOperands(op, {{"diff_dst", &diffDst}, {"dst", &dst}});
  int64_t rank = diffDst.dim();
  TORCH_CHECK_VALUE(rank != 0, "actgrad.ops.", op,
                    ": operands must have rank >= 1");
  TORCH_CHECK_VALUE(-rank <= axis && axis < rank, "actgrad.ops.", op, ": axis ",
                    axis, " is out of range [", -rank, ", ", rank,
                    ") for a rank-", rank, " tensor");
  checkSameShape(op, "diff_dst", diffDst, "dst", dst);
  return axis < 0 ? axis + rank : axis;
}

at::Tensor softmaxBackward(const at::Tensor &diffDst, const at::Tensor &dst,
                           int64_t axis, bool staticShape) {
  int64_t wrapped = checkSoftmax(diffDst, dst, axis);
  if (diffDst.numel() == 0)
    return at::zeros(diffDst.sizes(), diffDst.options());
  return runSoftmax(diffDst.contiguous(), dst.contiguous(), wrapped,
                    staticShape);
}

/// Checks prelu_backward's operands; returns the slope's span.
SlopeSpan checkPrelu(const at::Tensor &src, const at::Tensor &slope,
                     const at::Tensor &diffDst, c10::string_view format) {
  const char *op = "prelu_backward";
  checkOperands(op, {{"src", &src}, {"slope", &slope}, {"diff_dst", &diffDst}});
  TORCH_CHECK_VALUE(format == "NCX" || format == "NXC", "actgrad.ops.", op,
                    ": data_format must be \"NCX\" or \"NXC\", got '",
                    std::string(format), "'");
  checkSameShape(op, "src", src, "diff_dst", diffDst);
  int64_t rank = src.dim();
  TORCH_CHECK_VALUE(rank != 0, "actgrad.ops.", op,
                    ": 'src' must have rank >= 1");
  // SEMANTICS.md 2.4's rules, in its order (actgrad.ops.prelu_slope_rule).
  c10::IntArrayRef shape = src.sizes(), slopeShape = slope.sizes();
  int64_t channel = rank == 1 ? 0 : (format == "NCX" ? 1 : rank - 1);
  SlopeSpan span;
  if (slopeShape == c10::IntArrayRef{1}) {
    span = std::nullopt;
  } else if (slopeShape == c10::IntArrayRef{shape[channel]}) {
    span = std::make_pair(channel, channel + 1);
  } else if (rank >= 2 && slopeShape == shape.slice(1)) {
    span = std::make_pair(int64_t(1), rank);
  } else {
    std::string perChannel = "[" + std::to_string(shape[channel]) + "]";
    std::string expected =
        rank >= 2 ? "[1], " + perChannel + " or " + pyList(shape.slice(1))
                  : "[1] or " + perChannel;
    TORCH_CHECK_VALUE(false, "actgrad.ops.", op, ": slope shape ",
                      pyList(slopeShape), " is not broadcastable to src shape ",
                      pyList(shape), " with data_format ", std::string(format),
                      " (expected ", expected, ")");
  }
  return span;
}

std::tuple<at::Tensor, at::Tensor> preluBackward(const at::Tensor &src,
                                                 const at::Tensor &slope,
                                                 const at::Tensor &diffDst,
                                                 c10::string_view format,
                                                 bool staticShape) {
  SlopeSpan span = checkPrelu(src, slope, diffDst, format);
  if (src.numel() == 0)
    return {at::zeros(src.sizes(), src.options()),
            at::zeros(slope.sizes(), src.options())};
  return runPrelu(src.contiguous(), slope.contiguous(), diffDst.contiguous(),
                  span, staticShape);
}

//===----------------------------------------------------------------------===//
// The out= overloads: actgrad.ops's calls with out=
//===----------------------------------------------------------------------===//

/// actgrad.ops's _check_out: `out` has the result's dtype, device and shape.
void checkOut(const char *op, const char *name, const at::Tensor &out,
              const at::Tensor &like, c10::IntArrayRef shape) {
  TORCH_CHECK_TYPE(out.scalar_type() == like.scalar_type(), "actgrad.ops.", op,
                   ": '", name, "' has dtype ", pyDtype(out.scalar_type()),
                   ", the result has ", pyDtype(like.scalar_type()));
  TORCH_CHECK_VALUE(out.device().is_cpu(), "actgrad.ops.", op, ": '", name,
                    "' is on device '", out.device(),
                    "'; only CPU tensors are supported");
  TORCH_CHECK_VALUE(out.sizes() == shape, "actgrad.ops.", op, ": '", name,
                    "' has shape ", pyList(out.sizes()), ", the result has ",
                    pyList(shape));
}

/// Whether a kernel may write `out` while it reads `inputs`: the kernels'
/// operands are restrict, so no memory may be shared (an in-place call
/// computes into a scratch tensor first).
bool disjoint(const at::Tensor &out,
              std::initializer_list<const at::Tensor *> inputs) {
  for (const at::Tensor *input : inputs)
    if (at::get_overlap_status(out, *input) != at::MemOverlapStatus::No)
      return false;
  return true;
}

/// Copies `result` into `out`, outside autograd as actgrad.ops does.
void copyInto(at::Tensor &out, const at::Tensor &result) {
  at::NoGradGuard noGrad;
  out.copy_(result);
}

at::Tensor &elementwiseOut(Op op, const char *name, float attr0, float attr1,
                           const char *aName, const at::Tensor &a,
                           const char *bName, const at::Tensor &b,
                           bool staticShape, at::Tensor &out) {
  checkOperands(name, {{aName, &a}, {bName, &b}});
  checkSameShape(name, aName, a, bName, b);
  checkOut(name, "out", out, a, a.sizes());
  if (a.numel() == 0)
    return out;
  if (disjoint(out, {&a, &b})) {
    if (sameDenseLayout(a, b) && sameDenseLayout(a, out)) {
      runElementwiseInto(op, attr0, attr1, a, b, out, staticShape);
      return out;
    }
    if (out.is_contiguous()) {
      runElementwiseInto(op, attr0, attr1, a.contiguous(), b.contiguous(), out,
                         staticShape);
      return out;
    }
  }
  copyInto(out, elementwiseOp(op, name, attr0, attr1, aName, a, bName, b,
                              staticShape));
  return out;
}

} // namespace

at::Tensor &actgrad::torch_ops::hardsigmoidBackwardOut(
    const at::Tensor &src, const at::Tensor &diffDst, double alpha, double beta,
    bool staticShape, at::Tensor &out) {
  const char *op = "hardsigmoid_backward";
  float a = finiteAttribute(op, "alpha", alpha);
  float b = finiteAttribute(op, "beta", beta);
  return elementwiseOut(Op::HardsigmoidBackward, op, a, b, "src", src,
                        "diff_dst", diffDst, staticShape, out);
}

at::Tensor &actgrad::torch_ops::hardtanhBackwardOut(
    const at::Tensor &gradOutput, const at::Tensor &self,
    const c10::Scalar &min, const c10::Scalar &max, bool staticShape,
    at::Tensor &out) {
  const char *op = "hardtanh_backward";
  auto [lo, hi] = hardtanhBounds(min, max);
  return elementwiseOut(Op::HardtanhBackward, op, lo, hi, "grad_output",
                        gradOutput, "self", self, staticShape, out);
}

at::Tensor &actgrad::torch_ops::swishBackwardOut(const at::Tensor &gradOutput,
                                                 const at::Tensor &self,
                                                 double beta, bool staticShape,
                                                 at::Tensor &out) {
  const char *op = "swish_backward";
  float b = finiteAttribute(op, "beta", beta);
  return elementwiseOut(Op::SwishBackward, op, b, 0.0f, "grad_output",
                        gradOutput, "self", self, staticShape, out);
}

at::Tensor &actgrad::torch_ops::softmaxBackwardOut(const at::Tensor &diffDst,
                                                   const at::Tensor &dst,
                                                   int64_t axis,
                                                   bool staticShape,
                                                   at::Tensor &out) {
  const char *op = "softmax_backward";
  int64_t wrapped = checkSoftmax(diffDst, dst, axis);
  checkOut(op, "out", out, diffDst, diffDst.sizes());
  if (diffDst.numel() == 0)
    return out;
  if (out.is_contiguous() && disjoint(out, {&diffDst, &dst})) {
    runSoftmaxInto(diffDst.contiguous(), dst.contiguous(), wrapped, out,
                   staticShape);
    return out;
  }
  copyInto(out, runSoftmax(diffDst.contiguous(), dst.contiguous(), wrapped,
                           staticShape));
  return out;
}

std::tuple<at::Tensor &, at::Tensor &> actgrad::torch_ops::preluBackwardOut(
    const at::Tensor &src, const at::Tensor &slope, const at::Tensor &diffDst,
    c10::string_view format, bool staticShape, at::Tensor &diffSrc,
    at::Tensor &diffSlope) {
  const char *op = "prelu_backward";
  SlopeSpan span = checkPrelu(src, slope, diffDst, format);
  checkOut(op, "out[0]", diffSrc, src, src.sizes());
  checkOut(op, "out[1]", diffSlope, src, slope.sizes());
  if (src.numel() == 0) {
    diffSrc.zero_();
    diffSlope.zero_();
    return {diffSrc, diffSlope};
  }
  if (diffSrc.is_contiguous() && diffSlope.is_contiguous() &&
      disjoint(diffSrc, {&src, &slope, &diffDst, &diffSlope}) &&
      disjoint(diffSlope, {&src, &slope, &diffDst})) {
    runPreluInto(src.contiguous(), slope.contiguous(), diffDst.contiguous(),
                 span, diffSrc, diffSlope, staticShape);
    return {diffSrc, diffSlope};
  }
  auto [resultSrc, resultSlope] =
      runPrelu(src.contiguous(), slope.contiguous(), diffDst.contiguous(), span,
               staticShape);
  copyInto(diffSrc, resultSrc);
  copyInto(diffSlope, resultSlope);
  return {diffSrc, diffSlope};
}

namespace {

//===----------------------------------------------------------------------===//
// Kernels of compiled graphs (actgrad.torch.aot_module)
//===----------------------------------------------------------------------===//

/// One argument of a graph kernel: the tensor's sizes, strides and dtype as
/// the graph was traced, and the memref sizes the kernel was compiled for
/// (the sizes in memory order, so that a channels-last tensor is passed as
/// it lies, without a copy).
struct GraphArgument {
  c10::ScalarType type;
  std::vector<int64_t> sizes, strides, memrefSizes;
};

struct GraphKernel {
  KernelRef kernel;
  std::vector<GraphArgument> inputs, outputs;
  std::string description;
};

std::mutex graphMutex;
// Shared with the calls in flight, so that unregistering a graph's kernel
// (its Python object is gone) never frees one that runs.
std::vector<std::shared_ptr<const GraphKernel>> graphKernels;

bool sameStrides(const at::Tensor &t, const GraphArgument &argument) {
  for (size_t d = 0; d < argument.sizes.size(); ++d)
    if (argument.sizes[d] > 1 && t.stride(d) != argument.strides[d])
      return false;
  return true;
}

std::vector<at::Tensor> runGraphKernel(int64_t id, at::TensorList inputs) {
  std::shared_ptr<const GraphKernel> graph;
  {
    std::lock_guard<std::mutex> lock(graphMutex);
    if (id >= 0 && id < int64_t(graphKernels.size()))
      graph = graphKernels[id];
  }
  TORCH_CHECK_VALUE(graph, "actgrad.torch: no compiled graph kernel #", id);
  TORCH_CHECK_VALUE(inputs.size() == graph->inputs.size(),
                    "actgrad.torch: ", graph->description, " takes ",
                    graph->inputs.size(), " tensors, got ", inputs.size());
  std::vector<at::Tensor> held;
  std::vector<MemRef> memrefs;
  held.reserve(inputs.size() + graph->outputs.size());
  memrefs.reserve(inputs.size() + graph->outputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    const GraphArgument &expected = graph->inputs[i];
    const at::Tensor &value = inputs[i];
    TORCH_CHECK_VALUE(
        value.sizes() == c10::IntArrayRef(expected.sizes) &&
            value.scalar_type() == expected.type && value.device().is_cpu(),
        "actgrad.torch: a kernel compiled for ", pyList(expected.sizes), " ",
        pyDtype(expected.type), " got ", pyList(value.sizes()), " ",
        pyDtype(value.scalar_type()), " (", graph->description,
        "); AOT Autograd graphs have static shapes: compile the module again");
    // A tensor laid out otherwise than when traced is copied into that
    // layout; the traced layout itself is passed as it is.
    at::Tensor laidOut = value;
    if (!sameStrides(value, expected))
      laidOut =
          at::empty_strided(expected.sizes, expected.strides, value.options())
              .copy_(value);
    held.push_back(laidOut);
    memrefs.emplace_back(laidOut.data_ptr(), expected.memrefSizes.data(),
                         int(expected.memrefSizes.size()));
  }
  std::vector<at::Tensor> outputs;
  for (const GraphArgument &output : graph->outputs) {
    // Never advised to use huge pages (emptyResult): in efficientnet_b0's
    // backward at 1 thread, a group measured faster with them ran four
    // times slower than measured inside the model (docs/Python.md).
    outputs.push_back(at::empty_strided(
        output.sizes, output.strides, at::TensorOptions().dtype(output.type)));
    memrefs.emplace_back(outputs.back().data_ptr(), output.memrefSizes.data(),
                         int(output.memrefSizes.size()));
  }
  invoke(graph->kernel, memrefs.data(), memrefs.size(), numThreads());
  return outputs;
}

} // namespace

std::optional<DType> actgrad::torch_ops::kernelDType(c10::ScalarType type) {
  switch (type) {
  case at::kFloat:
    return DType::F32;
  case at::kHalf:
    return DType::F16;
  case at::kBFloat16:
    return DType::BF16;
  default:
    return std::nullopt;
  }
}

bool actgrad::torch_ops::sameDenseLayout(const at::Tensor &a,
                                         const at::Tensor &b) {
  return a.sizes() == b.sizes() && a.strides() == b.strides() &&
         a.is_non_overlapping_and_dense();
}

at::Tensor actgrad::torch_ops::runElementwise(Op op, float attr0, float attr1,
                                              const at::Tensor &a,
                                              const at::Tensor &b,
                                              bool staticShape) {
  at::Tensor result = emptyResult(a.sizes(), a.strides(), a.options());
  runElementwiseInto(op, attr0, attr1, a, b, result, staticShape,
                     inFreshMapping(result));
  return result;
}

void actgrad::torch_ops::runElementwiseInto(
    Op op, float attr0, float attr1, const at::Tensor &a, const at::Tensor &b,
    const at::Tensor &result, bool staticShape, bool freshOutput) {
  int64_t n = a.numel();
  if (n == 0)
    return;
  KernelRequest request = makeRequest(op, a.scalar_type(), 1, 0, staticShape,
                                      &n, attr0, attr1, freshOutput);
  int threads = numThreads();
  KernelRef kernel = getKernelFor(request, threads);
  MemRef args[] = {MemRef(a.data_ptr(), &n, 1), MemRef(b.data_ptr(), &n, 1),
                   MemRef(result.data_ptr(), &n, 1)};
  invoke(kernel, args, 3, threads);
}

at::Tensor actgrad::torch_ops::runSoftmax(const at::Tensor &diffDst,
                                          const at::Tensor &dst, int64_t axis,
                                          bool staticShape) {
  at::Tensor result = emptyResult(diffDst.sizes(), diffDst.options());
  if (diffDst.numel() == 0)
    return result.zero_();
  runSoftmaxInto(diffDst, dst, axis, result, staticShape,
                 inFreshMapping(result));
  return result;
}

void actgrad::torch_ops::runSoftmaxInto(const at::Tensor &diffDst,
                                        const at::Tensor &dst, int64_t axis,
                                        const at::Tensor &result,
                                        bool staticShape, bool freshOutput) {
  // [outer, n, inner], reduced along dimension 1; [outer, n] when inner is
  // 1, so that the last-axis softmax of attention has a unit-stride row.
  c10::IntArrayRef sizes = diffDst.sizes();
  int64_t shape[3] = {product(sizes, 0, axis), sizes[axis],
                      product(sizes, axis + 1, sizes.size())};
  int rank = shape[2] == 1 ? 2 : 3;
  KernelRequest request =
      makeRequest(Op::SoftmaxBackward, diffDst.scalar_type(), rank, 0,
                  staticShape, shape, 0.0f, 0.0f, freshOutput);
  int threads = numThreads();
  KernelRef kernel = getKernelFor(request, threads);
  MemRef args[] = {MemRef(diffDst.data_ptr(), shape, rank),
                   MemRef(dst.data_ptr(), shape, rank),
                   MemRef(result.data_ptr(), shape, rank)};
  invoke(kernel, args, 3, threads);
}

std::tuple<at::Tensor, at::Tensor>
actgrad::torch_ops::runPrelu(const at::Tensor &src, const at::Tensor &slope,
                             const at::Tensor &diffDst, SlopeSpan span,
                             bool staticShape) {
  at::Tensor diffSrc = emptyResult(src.sizes(), src.options());
  at::Tensor diffSlope = at::empty(slope.sizes(), src.options());
  runPreluInto(src, slope, diffDst, span, diffSrc, diffSlope, staticShape,
               inFreshMapping(diffSrc));
  return {diffSrc, diffSlope};
}

void actgrad::torch_ops::runPreluInto(const at::Tensor &src,
                                      const at::Tensor &slope,
                                      const at::Tensor &diffDst, SlopeSpan span,
                                      const at::Tensor &diffSrc,
                                      const at::Tensor &diffSlope,
                                      bool staticShape, bool freshOutput) {
  // One slope: the tensor as one row and the slope as [1]; otherwise
  // [outer, C, inner] with the slope on dimension 1 ([outer, C] when inner
  // is 1), which every rule and layout collapses to.
  c10::IntArrayRef sizes = src.sizes();
  int64_t shape[3], slopeSize;
  int rank;
  if (!span) {
    shape[0] = src.numel();
    slopeSize = 1;
    rank = 1;
  } else {
    shape[0] = product(sizes, 0, span->first);
    shape[1] = slopeSize = product(sizes, span->first, span->second);
    shape[2] = product(sizes, span->second, sizes.size());
    rank = shape[2] == 1 ? 2 : 3;
  }
  KernelRequest request =
      makeRequest(Op::PreluBackward, src.scalar_type(), rank, span ? 1 : 0,
                  staticShape, shape, 0.0f, 0.0f, freshOutput);
  int threads = numThreads();
  KernelRef kernel = getKernelFor(request, threads);
  MemRef args[] = {MemRef(src.data_ptr(), shape, rank),
                   MemRef(slope.data_ptr(), &slopeSize, 1),
                   MemRef(diffDst.data_ptr(), shape, rank),
                   MemRef(diffSrc.data_ptr(), shape, rank),
                   MemRef(diffSlope.data_ptr(), &slopeSize, 1)};
  invoke(kernel, args, 5, threads);
}

// Schemas here, kernels for every backend but autograd below: the ops
// check the device themselves, and a fake (meta) kernel registered from
// Python (actgrad._torch_ops, PyTorch 2) takes precedence for tracing.
TORCH_LIBRARY(actgrad, m) {
  m.def("hardsigmoid_backward(Tensor src, Tensor diff_dst, *, float alpha, "
        "float beta, bool static_shape=False) -> Tensor");
  m.def("hardsigmoid_backward.out(Tensor src, Tensor diff_dst, *, "
        "float alpha, float beta, bool static_shape=False, Tensor(a!) out) -> "
        "Tensor(a!)");
  m.def("hardtanh_backward(Tensor grad_output, Tensor self, *, Scalar min, "
        "Scalar max, bool static_shape=False) -> Tensor");
  m.def("hardtanh_backward.out(Tensor grad_output, Tensor self, *, "
        "Scalar min, Scalar max, bool static_shape=False, Tensor(a!) out) "
        "-> Tensor(a!)");
  m.def("swish_backward(Tensor grad_output, Tensor self, *, float beta=1.0, "
        "bool static_shape=False) -> Tensor");
  m.def("swish_backward.out(Tensor grad_output, Tensor self, *, "
        "float beta=1.0, bool static_shape=False, Tensor(a!) out) -> "
        "Tensor(a!)");
  m.def("prelu_backward(Tensor src, Tensor slope, Tensor diff_dst, *, "
        "str data_format=\"NXC\", bool static_shape=False) -> (Tensor, "
        "Tensor)");
  m.def("prelu_backward.out(Tensor src, Tensor slope, Tensor diff_dst, *, "
        "str data_format=\"NXC\", bool static_shape=False, Tensor(a!) "
        "diff_src, Tensor(b!) diff_slope) -> (Tensor(a!), Tensor(b!))");
  m.def("softmax_backward(Tensor diff_dst, Tensor dst, *, int axis=1, "
        "bool static_shape=False) -> Tensor");
  m.def("softmax_backward.out(Tensor diff_dst, Tensor dst, *, int axis=1, "
        "bool static_shape=False, Tensor(a!) out) -> Tensor(a!)");
  m.def("_run_graph_kernel(int id, Tensor[] inputs) -> Tensor[]");
}

TORCH_LIBRARY_IMPL(actgrad, CompositeExplicitAutograd, m) {
  m.impl("hardsigmoid_backward", TORCH_FN(hardsigmoidBackward));
  m.impl("hardsigmoid_backward.out", TORCH_FN(hardsigmoidBackwardOut));
  m.impl("hardtanh_backward", TORCH_FN(hardtanhBackward));
  m.impl("hardtanh_backward.out", TORCH_FN(hardtanhBackwardOut));
  m.impl("swish_backward", TORCH_FN(swishBackward));
  m.impl("swish_backward.out", TORCH_FN(swishBackwardOut));
  m.impl("prelu_backward", TORCH_FN(preluBackward));
  m.impl("prelu_backward.out", TORCH_FN(preluBackwardOut));
  m.impl("softmax_backward", TORCH_FN(softmaxBackward));
  m.impl("softmax_backward.out", TORCH_FN(softmaxBackwardOut));
  m.impl("_run_graph_kernel", TORCH_FN(runGraphKernel));
}

// The ops have no derivative: autograd falls through to the kernels, whose
// results do not require grad (PyTorch 2 would otherwise attach a
// not-implemented node; 1.13 would not even pass meta tensors on to the
// kernels' device check).
TORCH_LIBRARY_IMPL(actgrad, Autograd, m) {
  for (const char *name :
       {"hardsigmoid_backward", "hardsigmoid_backward.out", "hardtanh_backward",
        "hardtanh_backward.out", "swish_backward", "swish_backward.out",
        "prelu_backward", "prelu_backward.out", "softmax_backward",
        "softmax_backward.out", "_run_graph_kernel"})
    m.impl(name, torch::CppFunction::makeFallthrough());
}

extern "C" {

/// Registers a compiled graph kernel; returns its id for _run_graph_kernel,
/// or -1 (with `error` filled) on bad input. Per argument (inputs, then
/// outputs): its dtype (torch's ScalarType number), rank, then `rank` sizes,
/// strides and memref sizes, concatenated in `dims`.
int64_t actgradTorchRegisterGraphKernel(
    const CompiledKernel *kernel, int32_t numInputs, int32_t numOutputs,
    const int32_t *types, const int32_t *ranks, const int64_t *dims,
    const char *description, char *error, size_t errorSize) {
  // The reference in kernel->code is this function's from here on, whatever
  // happens.
  KernelRef ref = adoptKernel(*kernel);
  try {
    auto graph = std::make_shared<GraphKernel>();
    graph->kernel = std::move(ref);
    graph->description = description;
    for (int32_t i = 0; i < numInputs + numOutputs; ++i) {
      GraphArgument argument;
      argument.type = c10::ScalarType(types[i]);
      int32_t rank = ranks[i];
      TORCH_CHECK(rank <= kMaxRank, "rank ", rank, " is above ", kMaxRank);
      argument.sizes.assign(dims, dims + rank);
      argument.strides.assign(dims + rank, dims + 2 * rank);
      argument.memrefSizes.assign(dims + 2 * rank, dims + 3 * rank);
      dims += 3 * rank;
      (i < numInputs ? graph->inputs : graph->outputs)
          .push_back(std::move(argument));
    }
    std::lock_guard<std::mutex> lock(graphMutex);
    graphKernels.push_back(std::move(graph));
    return int64_t(graphKernels.size()) - 1;
  } catch (const std::exception &e) {
    std::snprintf(error, errorSize, "%s", e.what());
    return -1;
  }
}

/// Drops graph kernel `id` (its graph is gone); calls in flight keep it.
void actgradTorchUnregisterGraphKernel(int64_t id) {
  std::shared_ptr<const GraphKernel> dropped;
  std::lock_guard<std::mutex> lock(graphMutex);
  if (id >= 0 && id < int64_t(graphKernels.size()))
    dropped.swap(graphKernels[id]);
}

/// torch's ScalarType numbers of the dtypes graph kernels take, so that
/// Python need not hard-code c10's enum: float32, float16, bfloat16, bool.
void actgradTorchScalarTypes(int32_t *types) {
  types[0] = int32_t(at::kFloat);
  types[1] = int32_t(at::kHalf);
  types[2] = int32_t(at::kBFloat16);
  types[3] = int32_t(at::kBool);
}

} // extern "C"
